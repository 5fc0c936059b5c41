"""Hand a trained model to other tools: a Hugging Face folder that ``transformers.pipeline`` loads.

- Full, frozen, head-only and from-scratch runs export a model folder: safetensors weights, the tokenizer and
  a config whose ``id2label``/``label2id`` carry the label names, so
  ``pipeline("text-classification", model=FOLDER)`` predicts what the app predicts (a classifier of pairs
  of texts is given each pair as ``{"text": first, "text_pair": second}``).
- LoRA runs export the adapter folder (``PeftModel.save_pretrained``: the low-rank matrices and the trained
  head, a few MB) and, with ``merge_lora=True``, a merged model folder: the adapters added into the base
  weights, loadable like any model, without peft.
A language model adapted to the user's text exports the same way, for the "fill-mask" (masked LM) or
"text-generation" (causal LM) pipeline, a chat or summarising run for "text-generation" with chat messages
(its tokenizer keeps the chat template it was taught in, the plain one included), an encoder-decoder taught to
summarise for ``AutoModelForSeq2SeqLM`` (its README shows the few lines that write a summary: transformers 5
has no summarization pipeline), and a name finder for the "token-classification" pipeline (with
``aggregation_strategy="first"``, the word-level reading it was trained for).  A question answerer exports a
folder for ``AutoModelForQuestionAnswering``; transformers 5 has no question-answering pipeline, so its README
shows the few lines that read the best span from the start and end scores, and names the app's answerer.  A
score predictor exports a model with one output (``problem_type="regression"``) for the same
"text-classification" pipeline, whose "score" is then the predicted number.  Each folder gets a README.md
saying what it is and how to load it.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path

from workbench.core.errors import TrainingError, WorkbenchError
from workbench.core.storage import check_room, whole_or_nothing
from workbench.core.training.engine.checkpoints import (
    WORKBENCH_FILE,
    check_kept_weights,
    kept_model_bytes,
    read_best_info,
)
from workbench.core.training.recipes import is_classifier, takes_pairs
from workbench.core.training.registry import family
from workbench.core.training.runs.classifier import best_folder, load_trained


@dataclass(frozen=True)
class ExportResult:
    folder: Path
    kind: str  # "model", "adapter" or "merged"
    label_names: tuple[str, ...]
    base_model: str


def export_model(run_dir: Path, out_dir: Path, merge_lora: bool = False) -> ExportResult:
    """Write the run's kept weights to ``out_dir`` (new or empty) as described in the module doc.  Damaged
    weights are refused before anything is written; an export that fails partway leaves nothing behind."""
    best = best_folder(Path(run_dir))
    info = read_best_info(best)
    check_kept_weights(best)
    out = Path(out_dir).expanduser()
    if out.exists() and any(out.iterdir()):
        raise TrainingError(f"The folder {out} is not empty.", "Choose a new or empty folder for the export.")
    names = tuple(info.get("label_names", ()))
    is_adapter = (best / "adapter_config.json").is_file()
    with whole_or_nothing(out, f"the export {out.name}"):
        if is_adapter and merge_lora:
            model, tokenizer = _load_adapted(best, info)
            merged = model.merge_and_unload()
            check_room(out, kept_model_bytes(merged), "the merged model")
            merged.save_pretrained(out)
            tokenizer.save_pretrained(out)
            kind = "merged"
        else:
            files = [i for i in best.iterdir() if i.is_file() and i.name not in (WORKBENCH_FILE, "README.md")]
            check_room(out, sum(f.stat().st_size for f in files), "the exported model")
            for item in files:
                shutil.copy2(item, out / item.name)
            kind = "adapter" if is_adapter else "model"
        (out / WORKBENCH_FILE).write_text(json.dumps({**info, "export": kind}, indent=2), encoding="utf-8")
        (out / "README.md").write_text(_readme(kind, info, out), encoding="utf-8")
    return ExportResult(out, kind, names, str(info.get("model", "")))


def explorable_folder(run_dir: Path) -> Path:
    """A folder of the run's kept weights that the explorers load like any model: ``best/`` itself, or for a
    LoRA run a merged copy, made once in the run folder (``merged/``) and reused.  The kept weights are
    checked first (``check_kept_weights``), and a merged copy that is no longer whole is made again."""
    best = best_folder(Path(run_dir))
    check_kept_weights(best)
    if not (best / "adapter_config.json").is_file():
        return best
    merged = best.parent / "merged"
    if not (merged / WORKBENCH_FILE).is_file() or not _whole(merged):
        shutil.rmtree(merged, ignore_errors=True)
        export_model(best.parent, merged, merge_lora=True)  # WORKBENCH_FILE comes after the weights
    return merged


def _whole(folder: Path) -> bool:
    """Whether the weights in ``folder`` pass ``check_kept_weights``."""
    try:
        check_kept_weights(folder)
    except WorkbenchError:
        return False
    return True


def _load_adapted(best: Path, info: dict) -> tuple:
    """A LoRA run's kept weights on the CPU: (peft model, tokenizer)."""
    objective = info.get("objective", "classify")
    if is_classifier(objective):
        classifier = load_trained(best, device=_cpu())
        return classifier.model, classifier.tokenizer
    if family(objective).regression:  # the base model gets the run's head: one output, the score
        from workbench.core.training.config import TrainConfig
        from workbench.core.training.objectives.choice import objective_for

        head = objective_for(TrainConfig(objective=objective, model=str(info["model"])), ()).model_kwargs()
        predictor = load_trained(best, device=_cpu(), model_kwargs=head)
        return predictor.model, predictor.tokenizer
    if objective == "ner":
        from workbench.core.training.runs.tagger import load_tagger

        tagger = load_tagger(best, device=_cpu())
        return tagger.model, tagger.tokenizer
    if objective == "qa":
        from workbench.core.training.runs.answerer import load_answerer

        answerer = load_answerer(best.parent, device=_cpu())
        return answerer.model, answerer.tokenizer
    from peft import PeftModel
    from transformers import AutoTokenizer

    from workbench.core.models.loading import load_model

    task = "seq2seq" if info.get("seq2seq") else "masked-lm" if objective == "mlm" else "causal-lm"
    base = load_model(str(info["model"]), task, device=_cpu(), model_kwargs={"dtype": "float32"}).model
    return PeftModel.from_pretrained(base, str(best)), AutoTokenizer.from_pretrained(best)


def _cpu():
    from workbench.core.models.devices import best_device

    return best_device("cpu")


def _readme(kind: str, info: dict, folder: Path) -> str:
    if family(info.get("objective")).regression:
        return _score_readme(kind, info, folder)
    if info.get("objective") == "ner":
        return _tagger_readme(kind, info, folder)
    if info.get("objective") == "qa":
        return _answerer_readme(kind, info, folder)
    if info.get("seq2seq"):
        return _summariser_readme(kind, info, folder)
    if not is_classifier(info.get("objective")):
        return _language_model_readme(kind, info, folder)
    metrics = info.get("metrics") or {}
    names = info.get("label_names", [])
    pairs = takes_pairs(info.get("objective"))
    lines = [
        f"# {'Classifier of pairs of texts' if pairs else 'Text classifier'} trained with LM Workbench",
        "",
        f"- Base model: `{info.get('model')}`; method: {info.get('method')}; kept weights from step "
        f"{info.get('step')}.",
        f"- Labels: {', '.join(names)}.",
    ]
    if metrics:
        lines.append(
            f"- Validation: accuracy {metrics.get('accuracy', 0):.3f}, macro-F1 "
            f"{metrics.get('macro_f1', 0):.3f} on {metrics.get('examples')} {'pairs' if pairs else 'texts'}."
        )
    lines += ["", "## Use it", "", "```python"]
    if kind == "adapter":
        labels = dict(enumerate(names))
        lines += [
            "from peft import PeftModel",
            "from transformers import AutoModelForSequenceClassification, AutoTokenizer",
            "",
            "base = AutoModelForSequenceClassification.from_pretrained(BASE_MODEL_FOLDER, "
            f"num_labels={len(names)},",
            f"    id2label={labels!r})",
            f'model = PeftModel.from_pretrained(base, "{folder}")',
            f'tokenizer = AutoTokenizer.from_pretrained("{folder}")',
        ]
    else:
        lines += [
            "from transformers import pipeline",
            "",
            f'classifier = pipeline("text-classification", model="{folder}")',
            'print(classifier({"text": "The first text", "text_pair": "The second text"}))'
            if pairs
            else 'print(classifier("Your text here"))',
        ]
    lines += ["```", ""]
    if kind == "adapter":
        lines.append(
            "BASE_MODEL_FOLDER is the pre-trained model named in adapter_config.json "
            "(base_model_name_or_path)."
        )
    return "\n".join(lines) + "\n"


def _score_readme(kind: str, info: dict, folder: Path) -> str:
    """A score predictor's: one number per text, from a sequence-classification model with one output."""
    metrics = info.get("metrics") or {}
    lines = [
        "# Score predictor trained with LM Workbench",
        "",
        f"- Base model: `{info.get('model')}`; method: {info.get('method')}; kept weights from step "
        f"{info.get('step')}.",
        "- It gives each text one number, its predicted score (regression: one output, "
        '`problem_type="regression"`).',
    ]
    if metrics:
        lines.append(
            f"- Validation: off by {metrics.get('mae', 0):.3f} on average (mean absolute error), RMSE "
            f"{metrics.get('rmse', 0):.3f}, rank agreement (Spearman) {metrics.get('spearman', 0):.3f} on "
            f"{metrics.get('examples')} texts."
        )
    lines += ["", "## Use it", "", "```python"]
    if kind == "adapter":
        lines += [
            "from peft import PeftModel",
            "from transformers import AutoModelForSequenceClassification, AutoTokenizer",
            "",
            "base = AutoModelForSequenceClassification.from_pretrained(BASE_MODEL_FOLDER, num_labels=1,",
            '    problem_type="regression")',
            f'model = PeftModel.from_pretrained(base, "{folder}")',
            f'tokenizer = AutoTokenizer.from_pretrained("{folder}")',
        ]
    else:
        lines += [
            "from transformers import pipeline",
            "",
            f'score = pipeline("text-classification", model="{folder}")',
            'print(score("Your text here")[0]["score"])  # the predicted score',
        ]
    lines += ["```", ""]
    if kind == "adapter":
        lines.append(
            "BASE_MODEL_FOLDER is the pre-trained model named in adapter_config.json "
            "(base_model_name_or_path)."
        )
    return "\n".join(lines) + "\n"


def _language_model_readme(kind: str, info: dict, folder: Path) -> str:
    masked = info.get("objective") == "mlm"
    chat = info.get("objective") in ("chat", "summarize")
    metrics = info.get("metrics") or {}
    title = (
        "Chat model taught to answer"
        if chat
        else f"{'Masked' if masked else 'Causal'} language model adapted"
    )
    lines = [
        f"# {title} with LM Workbench",
        "",
        f"- Base model: `{info.get('model')}`; method: {info.get('method')}; kept weights from step "
        f"{info.get('step')}.",
    ]
    if metrics:
        lines.append(
            f"- Validation: perplexity {metrics.get('perplexity', 0):.2f}, accuracy "
            f"{metrics.get('accuracy', 0):.3f} on {metrics.get('tokens')} predicted tokens."
        )
    if metrics.get("rouge_l") is not None:
        lines.append(f"- Summaries of the checking texts: ROUGE-L {metrics['rouge_l']:.3f}.")
    if chat:
        lines.append(
            "- The tokenizer carries the chat template the model was taught in: pass it chat messages."
        )
    lines += ["", "## Use it", "", "```python"]
    if kind == "adapter":
        auto = "AutoModelForMaskedLM" if masked else "AutoModelForCausalLM"
        lines += [
            "from peft import PeftModel",
            f"from transformers import {auto}",
            "",
            f'model = PeftModel.from_pretrained({auto}.from_pretrained(BASE_MODEL_FOLDER), "{folder}")',
        ]
    elif masked:
        lines += ["from transformers import pipeline", "", f'fill = pipeline("fill-mask", model="{folder}")']
    elif chat:
        lines += [
            "from transformers import pipeline",
            "",
            f'chat = pipeline("text-generation", model="{folder}")',
            'messages = [{"role": "user", "content": "Your question here"}]',
            'print(chat(messages, max_new_tokens=100)[0]["generated_text"][-1]["content"])',
        ]
    else:
        lines += [
            "from transformers import pipeline",
            "",
            f'generate = pipeline("text-generation", model="{folder}")',
        ]
    lines += ["```", ""]
    return "\n".join(lines) + "\n"


def _summariser_readme(kind: str, info: dict, folder: Path) -> str:
    metrics = info.get("metrics") or {}
    prefix = str(info.get("input_prefix") or "")
    lines = [
        "# Summariser (sequence to sequence) trained with LM Workbench",
        "",
        f"- Base model: `{info.get('model')}`; method: {info.get('method')}; kept weights from step "
        f"{info.get('step')}.",
        f"- It reads a text of up to {info.get('max_length')} tokens"
        + (f', after the words "{prefix}"' if prefix else "")
        + " and writes its summary.",
    ]
    if metrics:
        lines.append(
            f"- Checking summaries: loss {metrics.get('loss', 0):.3f} on {metrics.get('tokens')} summary "
            f"tokens; ROUGE-L {metrics.get('rouge_l') or 0:.3f} on {metrics.get('scored')} texts "
            "summarised greedily."
        )
    lines += [
        "",
        "## Use it",
        "",
        "```python",
        "from transformers import AutoModelForSeq2SeqLM, AutoTokenizer",
    ]
    if kind == "adapter":
        lines += [
            "from peft import PeftModel",
            "",
            "base = AutoModelForSeq2SeqLM.from_pretrained(BASE_MODEL_FOLDER)",
            f'model = PeftModel.from_pretrained(base, "{folder}").eval()',
        ]
    else:
        lines += ["", f'model = AutoModelForSeq2SeqLM.from_pretrained("{folder}").eval()']
    lines += [
        f'tokenizer = AutoTokenizer.from_pretrained("{folder}")',
        f'inputs = tokenizer("{prefix}" + "Your text here", return_tensors="pt", truncation=True, '
        f"max_length={info.get('max_length')})",
        "out = model.generate(**inputs, max_new_tokens=60)",
        "print(tokenizer.decode(out[0], skip_special_tokens=True))",
        "```",
        "",
    ]
    if kind == "adapter":
        lines.append(
            "BASE_MODEL_FOLDER is the pre-trained model named in adapter_config.json "
            "(base_model_name_or_path)."
        )
    return "\n".join(lines) + "\n"


def _tagger_readme(kind: str, info: dict, folder: Path) -> str:
    metrics = info.get("metrics") or {}
    names = info.get("label_names", [])
    types = sorted({name[2:] for name in names if name != "O"})
    lines = [
        "# Name finder (token classification) trained with LM Workbench",
        "",
        f"- Base model: `{info.get('model')}`; method: {info.get('method')}; kept weights from step "
        f"{info.get('step')}.",
        f"- Kinds of names: {', '.join(types)}; tags in BIO form ({', '.join(names)}).",
    ]
    if metrics:
        lines.append(
            f"- Validation: entity F1 {metrics.get('entity_f1', 0):.3f} (precision "
            f"{metrics.get('entity_precision', 0):.3f}, recall {metrics.get('entity_recall', 0):.3f}) on "
            f"{metrics.get('examples')} sentences."
        )
    lines += ["", "## Use it", "", "```python"]
    if kind == "adapter":
        lines += [
            "from peft import PeftModel",
            "from transformers import AutoModelForTokenClassification",
            "",
            "base = AutoModelForTokenClassification.from_pretrained(BASE_MODEL_FOLDER, "
            f"num_labels={len(names)})",
            f'model = PeftModel.from_pretrained(base, "{folder}")',
        ]
    else:
        lines += [
            "from transformers import pipeline",
            "",
            f'find = pipeline("token-classification", model="{folder}", aggregation_strategy="first")',
            'print(find("Ada Lovelace moved to London."))',
        ]
    lines += ["```", ""]
    return "\n".join(lines) + "\n"


def _answerer_readme(kind: str, info: dict, folder: Path) -> str:
    metrics = info.get("metrics") or {}
    lines = [
        "# Question answerer (extractive, SQuAD-style) trained with LM Workbench",
        "",
        f"- Base model: `{info.get('model')}`; method: {info.get('method')}; kept weights from step "
        f"{info.get('step')}.",
        f"- Windows of {info.get('max_length')} tokens ([CLS] question [SEP] passage [SEP]); a longer "
        f"passage is cut into windows that overlap by {info.get('stride')} tokens.",
    ]
    if metrics:
        lines.append(
            "- Checking questions about passages it did not train on: exact match "
            f"{metrics.get('exact_match', 0):.3f}, F1 {metrics.get('f1', 0):.3f} on "
            f"{metrics.get('examples')} questions."
        )
    lines += [
        "",
        "## Use it",
        "",
        "transformers 5 has no question-answering pipeline: the answer is the span "
        "whose start and end tokens score highest.",
        "",
        "```python",
    ]
    if kind == "adapter":
        lines += [
            "from peft import PeftModel",
            "from transformers import AutoModelForQuestionAnswering, AutoTokenizer",
            "",
            "base = AutoModelForQuestionAnswering.from_pretrained(BASE_MODEL_FOLDER)",
            f'model = PeftModel.from_pretrained(base, "{folder}").eval()',
        ]
    else:
        lines += [
            "from transformers import AutoModelForQuestionAnswering, AutoTokenizer",
            "",
            f'model = AutoModelForQuestionAnswering.from_pretrained("{folder}").eval()',
        ]
    lines += [
        f'tokenizer = AutoTokenizer.from_pretrained("{folder}")',
        'question, passage = "Who built it?", "The bridge was built by Ada Park in 1901."',
        'inputs = tokenizer(question, passage, return_tensors="pt", return_offsets_mapping=True)',
        'offsets = inputs.pop("offset_mapping")[0]',
        "out = model(**inputs)",
        "in_passage = [i for i, s in enumerate(inputs.sequence_ids(0)) if s == 1]",
        "start = max(in_passage, key=lambda i: out.start_logits[0, i])",
        "end = max((i for i in in_passage if i >= start), key=lambda i: out.end_logits[0, i])",
        "print(passage[offsets[start][0] : offsets[end][1]])",
        "```",
        "",
        "In LM Workbench (or Python with the workbench installed) the answerer does this over overlapping "
        "windows and gives the answer's characters and a confidence:",
        "",
        "```python",
        "from workbench.core.training.runs.answerer import load_answerer",
        "",
        f'answer = load_answerer("{folder}").answer(question, passage)',
        "print(answer.text, answer.start, answer.end, answer.confidence)",
        "```",
        "",
    ]
    if kind == "adapter":
        lines.append(
            "BASE_MODEL_FOLDER is the pre-trained model named in adapter_config.json "
            "(base_model_name_or_path)."
        )
    return "\n".join(lines) + "\n"
