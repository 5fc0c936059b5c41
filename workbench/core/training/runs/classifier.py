"""A trained classifier from a run, loaded for predictions (the app's "try it" box, the export check).

It reads the run's kept weights (``best/``) the way the run left them: a full model folder through
``load_model``, or, for LoRA, the pre-trained base model with the saved adapter and head on top.  Texts are
cut at the run's maximum length, as in training.  A classifier of pairs of texts (``pairs``) is given both
texts of each pair, encoded together as in training.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import TrainingError
from workbench.core.training.data.batching import PAIR_TRUNCATION
from workbench.core.training.engine.checkpoints import WORKBENCH_FILE, check_kept_weights, read_best_info
from workbench.core.training.recipes import takes_pairs
from workbench.core.training.registry import known
from workbench.core.words import translate

# how a model folder's config.json names the architecture of a model of each task (``holds_model``)
_ARCHITECTURE_ENDINGS = {
    "token-classification": "ForTokenClassification",
    "question-answering": "ForQuestionAnswering",
}


@dataclass(frozen=True)
class Prediction:
    label: str
    index: int
    score: float  # the probability of ``label``
    probabilities: tuple[float, ...]  # one per label name, in order


@dataclass
class TrainedClassifier:
    model: Any  # in eval mode
    tokenizer: Any
    label_names: tuple[str, ...]
    max_length: int
    info: dict[str, Any]  # best/workbench.json: base model, method, step, metrics

    @property
    def is_adapter(self) -> bool:
        return hasattr(self.model, "peft_config")

    @property
    def pairs(self) -> bool:
        """Whether the model learned to classify pairs of texts (a run's record says so)."""
        return takes_pairs(self.info.get("objective"))

    def predict(
        self, texts: Sequence[str], batch_size: int = 32, texts_b: Sequence[str] | None = None
    ) -> list[Prediction]:
        """The most likely label of each text (or of each pair ``texts[i]``, ``texts_b[i]``), with its
        probability and those of all labels."""
        import torch

        device = next(self.model.parameters()).device
        out: list[Prediction] = []
        for start in range(0, len(texts), batch_size):
            chunk = [str(t) for t in texts[start : start + batch_size]]
            seconds = [str(t) for t in texts_b[start : start + batch_size]] if texts_b is not None else None
            batch = self.tokenizer(
                chunk,
                seconds,
                truncation=PAIR_TRUNCATION if seconds is not None else True,
                max_length=self.max_length,
                padding=True,
                return_tensors="pt",
            ).to(device)
            with torch.no_grad():
                probabilities = self.model(**batch).logits.float().softmax(dim=-1).cpu()
            for row in probabilities.tolist():
                index = max(range(len(row)), key=row.__getitem__)
                out.append(Prediction(self.label_names[index], index, row[index], tuple(row)))
        return out


def best_folder(run_or_folder: Path) -> Path:
    """``best/`` of a run folder, or the folder itself when it is already one."""
    path = Path(run_or_folder)
    return path / "best" if (path / "best").is_dir() else path


def holds_model(ref: str | Path, task: str) -> bool:
    """Whether ``ref`` (a run folder, a kept or exported folder) holds a model of ``task`` (as
    ``models.loading`` names it: "token-classification", "question-answering"): a run's by its family
    (``TaskFamily.model_task``), any other folder's by the architecture its ``config.json`` names."""
    folder = best_folder(Path(ref).expanduser())
    for name in (WORKBENCH_FILE, "config.json"):
        path = folder / name
        if path.is_file():
            with contextlib.suppress(OSError, ValueError):
                data = json.loads(path.read_text(encoding="utf-8"))
                if name == WORKBENCH_FILE:
                    found = known(data.get("objective"))
                    return found is not None and found.model_task == task
                return any(a.endswith(_ARCHITECTURE_ENDINGS[task]) for a in data.get("architectures", []))
    return False


def kept_folder(run_or_folder: str | Path) -> tuple[Path, dict[str, Any]]:
    """(the folder of a run's kept weights, what its ``workbench.json`` says) for a run, a kept or exported
    folder, whose weights are checked first (``check_kept_weights``); any other model folder as it is, with
    an empty record."""
    best = best_folder(Path(run_or_folder).expanduser())
    if not (best / WORKBENCH_FILE).is_file():
        return best, {}
    info = read_best_info(best)
    check_kept_weights(best)
    return best, info


def load_adapters(
    best: Path, info: dict[str, Any], task: str, device: Any, model_kwargs: dict[str, Any]
) -> tuple[Any, Any]:
    """(model, tokenizer) of a LoRA run's kept adapters in ``best``, put on the base model its record names,
    loaded for ``task`` with ``model_kwargs`` (its head)."""
    from peft import PeftModel

    from workbench.core.models.loading import load_model
    from workbench.core.training.methods import ensure_pad_token, quiet_peft

    base = load_model(info["model"], task, device=device, model_kwargs=model_kwargs)
    ensure_pad_token(base.model, base.tokenizer)
    try:
        with quiet_peft():
            model = PeftModel.from_pretrained(base.model, str(best))
    except (OSError, ValueError, RuntimeError, KeyError) as exc:
        raise TrainingError(
            translate("Runs", "The LoRA adapter in {folder} could not be loaded: {error}").format(
                folder=best, error=exc
            )
        ) from exc
    return model, base.tokenizer


def load_trained(
    run_or_folder: Path, device: Any = None, model_kwargs: dict[str, Any] | None = None
) -> TrainedClassifier:
    """The kept weights of a run (or of a ``best/`` folder) ready to predict; ``model_kwargs`` shape the head
    a LoRA run's base model gets (a classifier's of its labels unless given)."""
    from workbench.core.models.loading import load_model
    from workbench.core.training.methods import classification_kwargs

    best = best_folder(run_or_folder)
    info = read_best_info(best)
    check_kept_weights(best)
    names = tuple(info["label_names"])
    if (best / "adapter_config.json").is_file():
        model, tokenizer = load_adapters(
            best, info, "classification", device, model_kwargs or classification_kwargs(names)
        )
    else:
        loaded = load_model(str(best), "classification", device=device)
        model, tokenizer = loaded.model, loaded.tokenizer
    model.eval()
    return TrainedClassifier(model, tokenizer, names, int(info.get("max_length", 512)), info)
