"""Which device and precision a run uses, from the config's "device" and "precision" choices.

``config.check_before_model`` asks ``choose_device`` before a model loads (a GPU asked for but missing is
refused at once); the trainer asks both when the run starts.
"""

from __future__ import annotations

from typing import Any

from workbench.core.errors import ConfigError
from workbench.core.words import translate


def choose_device(choice: str) -> Any:
    """The DeviceInfo for the config's "auto" / "cpu" / "cuda"."""
    from workbench.core.models.devices import best_device

    if choice == "cpu":
        return best_device("cpu")
    device = best_device()
    if choice == "cuda" and device.kind != "cuda":
        raise ConfigError(
            translate("Training", "No NVIDIA GPU (CUDA) is available on this computer."),
            translate("Training", "Choose the CPU or “auto”."),
        )
    return device


def choose_precision(choice: str, device: Any) -> tuple[str, str | None]:
    """(precision used, note): half precision only on a CUDA GPU; bf16 where the GPU supports it."""
    if device.kind != "cuda":
        note = (
            None
            if choice in ("auto", "fp32")
            else f"{choice} was asked for; the {device.kind} trains in fp32."
        )
        return "fp32", note
    if choice == "auto":
        return ("bf16" if device.supports_bf16 else "fp16"), None
    if choice == "bf16" and not device.supports_bf16:
        raise ConfigError(
            translate("Training", "This GPU cannot compute in bf16."),
            translate("Training", "Choose fp16, fp32 or “auto”."),
        )
    return choice, None
