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
from workbench.core.training.registry import family
from workbench.core.training.runs.classifier import best_folder
from workbench.core.training.runs.export_readme import language_model_readme
from workbench.core.words import translate


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
        raise TrainingError(
            translate("Runs", "The folder {folder} is not empty.").format(folder=out),
            translate("Runs", "Choose a new or empty folder for the export."),
        )
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
    """A LoRA run's kept weights on the CPU: (peft model, tokenizer), by its family's own loader where it has
    one, else a language model's adapters on its base model."""
    found = family(info.get("objective", "classify"))
    if found.load_kept is not None:
        kept = found.load_kept(best, _cpu())
        return kept.model, kept.tokenizer
    from peft import PeftModel
    from transformers import AutoTokenizer

    from workbench.core.models.loading import load_model

    task = "seq2seq" if info.get("seq2seq") else found.model_task
    base = load_model(str(info["model"]), task, device=_cpu(), model_kwargs={"dtype": "float32"}).model
    return PeftModel.from_pretrained(base, str(best)), AutoTokenizer.from_pretrained(best)


def _cpu():
    from workbench.core.models.devices import best_device

    return best_device("cpu")


def _readme(kind: str, info: dict, folder: Path) -> str:
    """The export's README.md: its family's own, else a language model's."""
    write = family(info.get("objective")).readme or language_model_readme
    return write(kind, info, folder)
