"""Hand a trained model to other tools: a Hugging Face folder that ``transformers.pipeline`` loads.

- Full, frozen, head-only and from-scratch runs export a model folder: safetensors weights, the tokenizer and
  a config whose ``id2label``/``label2id`` carry the label names, so
  ``pipeline("text-classification", model=FOLDER)`` predicts what the app predicts (a classifier of pairs
  of texts is given each pair as ``{"text": first, "text_pair": second}``).
- LoRA runs export the adapter folder (``PeftModel.save_pretrained``: the low-rank matrices and the trained
  head, a few MB) and, with ``merge_lora=True``, a merged model folder: the adapters added into the base
  weights, loadable like any model, without peft.
A language model adapted to the user's text exports the same way, for the "fill-mask" (masked LM) or
"text-generation" (causal LM) pipeline.  Each folder gets a README.md saying what it is and how to load it.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path

from workbench import paths
from workbench.core.errors import TrainingError
from workbench.core.storage import DiskFull, check_room, is_disk_full
from workbench.core.training.engine.checkpoints import WORKBENCH_FILE, kept_model_bytes, read_best_info
from workbench.core.training.families import is_classifier, takes_pairs
from workbench.core.training.runs.classifier import best_folder, load_trained


@dataclass(frozen=True)
class ExportResult:
    folder: Path
    kind: str  # "model", "adapter" or "merged"
    label_names: tuple[str, ...]
    base_model: str


def export_model(run_dir: Path, out_dir: Path, merge_lora: bool = False) -> ExportResult:
    """Write the run's kept weights to ``out_dir`` (new or empty) as described in the module doc."""
    best = best_folder(Path(run_dir))
    info = read_best_info(best)
    out = Path(out_dir).expanduser()
    if out.exists() and any(out.iterdir()):
        raise TrainingError(f"The folder {out} is not empty.", "Choose a new or empty folder for the export.")
    made = not out.exists()
    paths.ensure_writable(out)
    names = tuple(info.get("label_names", ()))
    is_adapter = (best / "adapter_config.json").is_file()
    try:
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
    except Exception as exc:  # the disk filled meanwhile: a half-written export is no export
        if not is_disk_full(exc):
            raise
        for item in [out] if made else list(out.iterdir()):
            shutil.rmtree(item, ignore_errors=True) if item.is_dir() else item.unlink(missing_ok=True)
        raise DiskFull(out, f"the export {out.name}") from exc
    return ExportResult(out, kind, names, str(info.get("model", "")))


def explorable_folder(run_dir: Path) -> Path:
    """A folder of the run's kept weights that the explorers load like any model: ``best/`` itself, or for a
    LoRA run a merged copy, made once in the run folder (``merged/``) and reused."""
    best = best_folder(Path(run_dir))
    if not (best / "adapter_config.json").is_file():
        return best
    merged = best.parent / "merged"
    if not (merged / WORKBENCH_FILE).is_file():
        shutil.rmtree(merged, ignore_errors=True)
        export_model(best.parent, merged, merge_lora=True)  # WORKBENCH_FILE comes after the weights
    return merged


def _load_adapted(best: Path, info: dict) -> tuple:
    """A LoRA run's kept weights on the CPU: (peft model, tokenizer)."""
    objective = info.get("objective", "classify")
    if is_classifier(objective):
        classifier = load_trained(best, device=_cpu())
        return classifier.model, classifier.tokenizer
    from peft import PeftModel
    from transformers import AutoTokenizer

    from workbench.core.models.loading import load_model

    task = "masked-lm" if objective == "mlm" else "causal-lm"
    base = load_model(str(info["model"]), task, device=_cpu(), model_kwargs={"dtype": "float32"}).model
    return PeftModel.from_pretrained(base, str(best)), AutoTokenizer.from_pretrained(best)


def _cpu():
    from workbench.core.models.devices import best_device

    return best_device("cpu")


def _readme(kind: str, info: dict, folder: Path) -> str:
    if not is_classifier(info.get("objective")):
        return _language_model_readme(kind, info, folder)
    metrics = info.get("metrics") or {}
    names = info.get("label_names", [])
    pairs = takes_pairs(info.get("objective"))
    lines = [
        f"# {'Classifier of pairs of texts' if pairs else 'Text classifier'} trained with LM Workbench",
        "",
        f"- Base model: `{info.get('model')}`; method: {info.get('method')}; kept weights from step {info.get('step')}.",
        f"- Labels: {', '.join(names)}.",
    ]
    if metrics:
        lines.append(
            f"- Validation: accuracy {metrics.get('accuracy', 0):.3f}, macro-F1 {metrics.get('macro_f1', 0):.3f} "
            f"on {metrics.get('examples')} {'pairs' if pairs else 'texts'}."
        )
    lines += ["", "## Use it", "", "```python"]
    if kind == "adapter":
        labels = dict(enumerate(names))
        lines += [
            "from peft import PeftModel",
            "from transformers import AutoModelForSequenceClassification, AutoTokenizer",
            "",
            f"base = AutoModelForSequenceClassification.from_pretrained(BASE_MODEL_FOLDER, num_labels={len(names)},",
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
            "BASE_MODEL_FOLDER is the pre-trained model named in adapter_config.json (base_model_name_or_path)."
        )
    return "\n".join(lines) + "\n"


def _language_model_readme(kind: str, info: dict, folder: Path) -> str:
    masked = info.get("objective") == "mlm"
    metrics = info.get("metrics") or {}
    lines = [
        f"# {'Masked' if masked else 'Causal'} language model adapted with LM Workbench",
        "",
        f"- Base model: `{info.get('model')}`; method: {info.get('method')}; kept weights from step {info.get('step')}.",
    ]
    if metrics:
        lines.append(
            f"- Validation: perplexity {metrics.get('perplexity', 0):.2f}, accuracy {metrics.get('accuracy', 0):.3f} "
            f"on {metrics.get('tokens')} predicted tokens."
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
    else:
        lines += [
            "from transformers import pipeline",
            "",
            f'generate = pipeline("text-generation", model="{folder}")',
        ]
    lines += ["```", ""]
    return "\n".join(lines) + "\n"
