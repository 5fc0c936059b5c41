"""Saving and restoring a run's weights: the resumable ``checkpoints/last`` and the kept ``best/`` weights.

``last`` holds only what changes during training: the trainable weights (frozen ones are reloaded from the
pre-trained model), the optimizer, the scheduler, the gradient scaler, the random-number state and the
run's progress.  ``best`` is a folder any Hugging Face tool can read: ``save_pretrained`` of the whole model,
or of the LoRA adapter (with the trained head) for LoRA runs, plus the tokenizer and ``workbench.json``
(labels, base model, method, maximum length).  Both are written beside their final place and swapped in, so
a crash leaves the previous complete copy.  Each save first checks that the disk has room for it
(``storage.check_room``), so a full disk stops the run with the previous copy intact.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from workbench.core.errors import TrainingError
from workbench.core.storage import check_room, folder_bytes
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.training.engine.run_state import CHECKPOINT_DONE
from workbench.core.words import QT_TRANSLATE_NOOP, translate

WORKBENCH_FILE = "workbench.json"
KEPT_WEIGHTS_HINT = QT_TRANSLATE_NOOP(
    "Training", "Copy the folder again if it came from elsewhere; otherwise train the run again."
)
TOKENIZER_ALLOWANCE = 20 * 1000 * 1000  # a tokenizer's files: a few MB (SmolLM2's tokenizer.json is 3.5 MB)


def save_last(
    run: RunFolder, model: Any, optimizer: Any, scheduler: Any, scaler: Any, progress: dict[str, Any]
) -> Path:
    """Write the resumable state; ``progress`` (a JSON-able dict with "step") marks it complete."""
    import torch
    from safetensors.torch import save_file

    check_room(run.path, checkpoint_bytes(model), "the run's checkpoint")
    staging = run.new_folder(run.last_dir)
    tensors = {
        name: param.detach().to("cpu").contiguous()
        for name, param in model.named_parameters()
        if param.requires_grad
    }
    state = {
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "scaler": scaler.state_dict() if scaler is not None else None,
        "rng_cpu": torch.get_rng_state(),
        "rng_cuda": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else None,
    }
    with _removed_if_unfinished(staging), run.writing(into=staging):  # RunFolderGone, DiskFull: see writing
        save_file(tensors, str(staging / "trainable.safetensors"))
        torch.save(state, staging / "trainer.pt")
        _flush(staging)  # on the disk itself before it is marked complete: a power cut cannot cut it short
        (staging / CHECKPOINT_DONE).write_text(json.dumps(progress, indent=2), encoding="utf-8")
        _flush(staging, CHECKPOINT_DONE)
    run.commit_checkpoint(staging)
    return run.last_dir


def _flush(folder: Path, *names: str) -> None:
    """Have the system write the files ``names`` in ``folder`` (all of them without names) to the disk."""
    for file in [folder / name for name in names] or sorted(folder.iterdir()):
        with open(file, "r+b") as handle:
            os.fsync(handle.fileno())


@contextlib.contextmanager
def _removed_if_unfinished(staging: Path) -> Iterator[None]:
    """A copy that failed halfway is removed: it is no use, and on a full disk its room is needed."""
    try:
        yield
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def checkpoint_bytes(model: Any) -> int:
    """About what ``save_last`` writes: each trainable weight and AdamW's two running averages of it."""
    return sum(3 * p.numel() * p.element_size() for p in model.parameters() if p.requires_grad)


def kept_model_bytes(model: Any) -> int:
    """About what ``save_best`` writes: the whole model (only the trainable weights for a LoRA adapter) and
    an allowance for the tokenizer's files."""
    adapter = hasattr(model, "peft_config")
    weights = sum(p.numel() * p.element_size() for p in model.parameters() if p.requires_grad or not adapter)
    return weights + TOKENIZER_ALLOWANCE


def room_to_train(run: RunFolder, model: Any) -> int:
    """Free room a run needs on its disk: two checkpoints (the last and the previous one) and the kept model,
    and a new copy of the larger one while it replaces the old (the old copy is removed only once the new one
    is complete), less what the run folder already holds of them (a resumed run replaces its own copies)."""
    checkpoint, kept = checkpoint_bytes(model), kept_model_bytes(model)
    present = sum(folder_bytes(folder) for folder, _ in run.complete_checkpoints()[:2])
    present += folder_bytes(run.best_dir)
    return max(max(checkpoint, kept), 2 * checkpoint + kept + max(checkpoint, kept) - present)


class CheckpointDamaged(Exception):
    """A checkpoint's files cannot be read back (cut short, or not what the workbench wrote)."""

    def __init__(self, folder: Path, file: str, reason: str) -> None:
        super().__init__(f"{folder / file}: {reason}")
        self.folder = Path(folder)
        self.file = file


def load_last(folder: Path, model: Any, optimizer: Any, scheduler: Any, scaler: Any) -> dict[str, Any]:
    """Put the state saved by ``save_last`` back; returns its progress dict.  Call it last before training
    continues: it also restores the random-number state that dropout draws from.  Every file is read before
    anything is put back, so a damaged checkpoint (``CheckpointDamaged``) leaves the model as it was."""
    import torch

    tensors, state, progress = _read_last(Path(folder))
    params = {name: param for name, param in model.named_parameters() if param.requires_grad}
    if set(tensors) != set(params):
        raise TrainingError(
            translate(
                "Training", "The saved checkpoint does not match this model (its trainable weights differ)."
            ),
            translate(
                "Training",
                "The run's settings or the model files may have changed since it was saved; start a new run.",
            ),
        )
    with torch.no_grad():
        for name, param in params.items():
            param.copy_(tensors[name])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    if scaler is not None and state.get("scaler"):
        scaler.load_state_dict(state["scaler"])
    torch.set_rng_state(state["rng_cpu"])
    if state.get("rng_cuda") is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["rng_cuda"])
    return progress


def _read_last(folder: Path) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """(trainable weights, trainer state, progress) of a checkpoint; CheckpointDamaged when one of its files
    cannot be read, whatever the library that reads it raises."""
    import torch
    from safetensors.torch import load_file

    file = "trainable.safetensors"
    try:
        tensors = load_file(str(folder / file))
        file = "trainer.pt"
        state = torch.load(folder / file, map_location="cpu", weights_only=True)
        file = CHECKPOINT_DONE
        progress = json.loads((folder / file).read_text(encoding="utf-8"))
    except Exception as exc:  # noqa: BLE001 - safetensors, torch and pickle each raise their own
        raise CheckpointDamaged(folder, file, str(exc) or type(exc).__name__) from exc
    if not isinstance(state, dict) or not {"optimizer", "scheduler", "rng_cpu"} <= set(state):
        raise CheckpointDamaged(folder, "trainer.pt", "it does not hold a trainer's state")
    if not isinstance(progress, dict):
        raise CheckpointDamaged(folder, CHECKPOINT_DONE, "it does not hold a run's progress")
    return tensors, state, progress


def save_best(run: RunFolder, model: Any, tokenizer: Any, info: dict[str, Any]) -> Path:
    """Write the kept weights as a loadable folder (see the module doc)."""
    check_room(run.path, kept_model_bytes(model), "the run's kept model")
    staging = run.new_folder(run.best_dir)
    with _removed_if_unfinished(staging), run.writing(into=staging):  # RunFolderGone, DiskFull: see writing
        model.save_pretrained(staging)
        if not any(staging.glob("*.safetensors")):
            # transformers writes weights only in the first of several training processes; the others keep
            # their own copy for restoring at the end (see the distributed module).
            from safetensors.torch import save_model

            save_model(model, str(staging / "model.safetensors"))
        tokenizer.save_pretrained(staging)
        (staging / WORKBENCH_FILE).write_text(json.dumps(info, indent=2), encoding="utf-8")
    run.commit_folder(staging, run.best_dir)
    return run.best_dir


def check_kept_weights(best_dir: Path) -> None:
    """Refuse kept weights (a run's ``best/``, or a folder exported from it) that are missing or not whole,
    before anything copies or loads them: each safetensors file passes ``safety.check_weights_file``, so the
    message names the damaged file and says what to do."""
    from workbench.core.models.safety import check_weights_file

    files = sorted(Path(best_dir).glob("*.safetensors"))
    if not files:
        raise TrainingError(
            translate("Training", "The kept weights are missing from {folder}.").format(folder=best_dir),
            translate("Training", KEPT_WEIGHTS_HINT),
        )
    for file in files:
        check_weights_file(file, translate("Training", KEPT_WEIGHTS_HINT))


def read_best_info(best_dir: Path) -> dict[str, Any]:
    try:
        return json.loads((Path(best_dir) / WORKBENCH_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise TrainingError(
            translate("Training", "{folder} holds no trained model from the workbench.").format(
                folder=best_dir
            ),
            translate("Training", "Choose a run that has finished at least one evaluation."),
        ) from exc


def restore_best(best_dir: Path, model: Any) -> None:
    """Load the weights of ``best/`` into ``model`` (the same architecture, prepared the same way)."""
    import torch
    from safetensors.torch import load_file

    best_dir = Path(best_dir)
    check_kept_weights(best_dir)
    if hasattr(model, "peft_config"):
        from peft import set_peft_model_state_dict
        from peft.utils import load_peft_weights

        device = next(model.parameters()).device
        set_peft_model_state_dict(model, load_peft_weights(str(best_dir), device=str(device)))
        return
    state: dict[str, Any] = {}
    for file in sorted(best_dir.glob("*.safetensors")):
        state.update(load_file(str(file)))
    with torch.no_grad():
        missing, unexpected = model.load_state_dict(state, strict=False)
    tied = set(_tied_names(model))
    if unexpected or set(missing) - tied:
        raise TrainingError(
            translate(
                "Training",
                "The kept weights in {folder} do not fit the model ({missing} missing, {unexpected} "
                "unexpected).",
            ).format(folder=best_dir, missing=len(set(missing) - tied), unexpected=len(unexpected))
        )


def _tied_names(model: Any) -> list[str]:
    """Names of parameters that share their tensor with another one (save_pretrained keeps one of them)."""
    groups: dict[int, list[str]] = {}
    for name, param in model.named_parameters(remove_duplicate=False):
        groups.setdefault(id(param), []).append(name)
    return [name for names in groups.values() if len(names) > 1 for name in names]
