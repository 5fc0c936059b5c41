"""Saving and restoring a run's weights: the resumable ``checkpoints/last`` and the kept ``best/`` weights.

``last`` holds only what changes during training: the trainable weights (frozen ones are reloaded from the
pre-trained model), the optimizer, the scheduler, the gradient scaler, the random-number state and the
run's progress.  ``best`` is a folder any Hugging Face tool can read: ``save_pretrained`` of the whole model,
or of the LoRA adapter (with the trained head) for LoRA runs, plus the tokenizer and ``workbench.json``
(labels, base model, method, maximum length).  Both are written beside their final place and swapped in, so
a crash leaves the previous complete copy.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from workbench.core.errors import TrainingError
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.training.engine.run_state import CHECKPOINT_DONE

WORKBENCH_FILE = "workbench.json"


def save_last(
    run: RunFolder, model: Any, optimizer: Any, scheduler: Any, scaler: Any, progress: dict[str, Any]
) -> Path:
    """Write the resumable state; ``progress`` (a JSON-able dict with "step") marks it complete."""
    import torch
    from safetensors.torch import save_file

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
    with run.writing(into=staging):  # the run folder deleted meanwhile: RunFolderGone, not a library's error
        save_file(tensors, str(staging / "trainable.safetensors"))
        torch.save(state, staging / "trainer.pt")
        (staging / CHECKPOINT_DONE).write_text(json.dumps(progress, indent=2), encoding="utf-8")
    run.commit_folder(staging, run.last_dir)
    return run.last_dir


def load_last(folder: Path, model: Any, optimizer: Any, scheduler: Any, scaler: Any) -> dict[str, Any]:
    """Put the state saved by ``save_last`` back; returns its progress dict.  Call it last before training
    continues: it also restores the random-number state that dropout draws from."""
    import torch
    from safetensors.torch import load_file

    tensors = load_file(str(folder / "trainable.safetensors"))
    params = {name: param for name, param in model.named_parameters() if param.requires_grad}
    if set(tensors) != set(params):
        raise TrainingError(
            "The saved checkpoint does not match this model (its trainable weights differ).",
            "The run's settings or the model files may have changed since it was saved; start a new run.",
        )
    with torch.no_grad():
        for name, param in params.items():
            param.copy_(tensors[name])
    state = torch.load(folder / "trainer.pt", map_location="cpu", weights_only=True)
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    if scaler is not None and state.get("scaler"):
        scaler.load_state_dict(state["scaler"])
    torch.set_rng_state(state["rng_cpu"])
    if state.get("rng_cuda") is not None and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["rng_cuda"])
    return json.loads((folder / CHECKPOINT_DONE).read_text(encoding="utf-8"))


def save_best(run: RunFolder, model: Any, tokenizer: Any, info: dict[str, Any]) -> Path:
    """Write the kept weights as a loadable folder (see the module doc)."""
    staging = run.new_folder(run.best_dir)
    with run.writing(into=staging):  # the run folder deleted meanwhile: RunFolderGone, not a library's error
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


def read_best_info(best_dir: Path) -> dict[str, Any]:
    try:
        return json.loads((Path(best_dir) / WORKBENCH_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise TrainingError(
            f"{best_dir} holds no trained model from the workbench.",
            "Choose a run that has finished at least one evaluation.",
        ) from exc


def restore_best(best_dir: Path, model: Any) -> None:
    """Load the weights of ``best/`` into ``model`` (the same architecture, prepared the same way)."""
    import torch
    from safetensors.torch import load_file

    best_dir = Path(best_dir)
    if hasattr(model, "peft_config"):
        from peft import set_peft_model_state_dict
        from peft.utils import load_peft_weights

        device = next(model.parameters()).device
        set_peft_model_state_dict(model, load_peft_weights(str(best_dir), device=str(device)))
        return
    state: dict[str, Any] = {}
    for file in sorted(best_dir.glob("*.safetensors")):
        state.update(load_file(str(file)))
    if not state:
        raise TrainingError(f"No weights were found in {best_dir}.")
    with torch.no_grad():
        missing, unexpected = model.load_state_dict(state, strict=False)
    tied = set(_tied_names(model))
    if unexpected or set(missing) - tied:
        raise TrainingError(
            f"The kept weights in {best_dir} do not fit the model "
            f"({len(set(missing) - tied)} missing, {len(unexpected)} unexpected)."
        )


def _tied_names(model: Any) -> list[str]:
    """Names of parameters that share their tensor with another one (save_pretrained keeps one of them)."""
    groups: dict[int, list[str]] = {}
    for name, param in model.named_parameters(remove_duplicate=False):
        groups.setdefault(id(param), []).append(name)
    return [name for names in groups.values() if len(names) > 1 for name in names]
