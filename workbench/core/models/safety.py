"""What a model folder must be before anything in it is loaded: a config of an architecture transformers
knows, no program code shipped with the model, weights in safetensors (pickle files can run code when opened,
so they are refused unless the user allowed them in the settings), and weights files that are whole."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from workbench.core.errors import ModelLoadError, UnsafeModelError
from workbench.core.words import translate

PICKLE_WEIGHTS = ("*.bin", "*.pt", "*.pth", "*.ckpt", "*.pkl")
LONGEST_HEADER = 100_000_000  # the safetensors library reads no longer header either


def check_model_folder(folder: Path, allow_pickle: bool = False) -> dict[str, Any]:
    """Refuse folders that are not models, unknown architectures, models needing their own code, pickle-only
    weights (unless allowed), and missing or damaged weights.  Returns the parsed config.json."""
    from transformers import CONFIG_MAPPING

    config_path = folder / "config.json"
    if not config_path.is_file():
        raise ModelLoadError(
            translate("Models", "{folder} is not a model folder: it has no config.json.").format(
                folder=folder
            ),
            translate(
                "Models",
                "Choose the folder that holds config.json together with the weights (*.safetensors).",
            ),
        )
    try:
        config = json.loads(config_path.read_text(encoding="utf-8"))
        if not isinstance(config, dict):
            raise ValueError("not a JSON object")
    except (ValueError, UnicodeDecodeError) as exc:
        raise ModelLoadError(
            translate("Models", "The config.json in {folder} is damaged ({exc}).").format(
                folder=folder, exc=exc
            ),
            translate("Models", "Download the model again."),
        ) from exc
    model_type = config.get("model_type")
    if model_type not in CONFIG_MAPPING:
        if config.get("auto_map"):
            raise UnsafeModelError(
                translate("Models", "This model ({model_type}) needs program code shipped with it.").format(
                    model_type=model_type or translate("Models", "unnamed type")
                ),
                translate(
                    "Models",
                    "The workbench never runs code that comes with a model. Choose a model of a "
                    "standard architecture.",
                ),
            )
        raise ModelLoadError(
            translate(
                "Models", "The architecture '{model_type}' is not known to this version of transformers."
            ).format(model_type=model_type),
            translate(
                "Models", "Choose a model of a standard architecture (BERT, RoBERTa, GPT-2, Llama, T5, ...)."
            ),
        )
    safetensors_files = sorted(folder.glob("*.safetensors"))
    if not safetensors_files:
        pickles = [p for pattern in PICKLE_WEIGHTS for p in folder.glob(pattern)]
        if pickles and not allow_pickle:
            raise UnsafeModelError(
                translate(
                    "Models",
                    "{name} has only pickle weights ({file}); pickle files can run code when opened.",
                ).format(name=folder.name, file=pickles[0].name),
                translate(
                    "Models",
                    "Use a version of the model with .safetensors weights; if you trust where this file came "
                    'from, set "allow_pickle_checkpoints": true in the settings file (`workbench '
                    "settings show` "
                    "says where it is; the window and the command line both read it), or load it once with "
                    "`workbench load MODEL --allow-pickle`.",
                ),
            )
        if not pickles:
            raise ModelLoadError(
                translate("Models", "{folder} has a config.json but no weights.").format(folder=folder),
                translate("Models", "The download may be incomplete: download the model again."),
            )
    for weights in safetensors_files:
        check_weights_file(weights)
    return config


def check_weights_file(path: Path, hint: str | None = None) -> None:
    """Refuse a safetensors file that is not whole, before anything copies or loads it: the 8-byte length of
    its header, a header that is a JSON object of tensors, and a file that ends exactly where the header says
    the last tensor ends (cut short, or grown by bytes nobody wrote, it is not the file that was saved).
    ``hint`` says what to do; the message names the file."""
    import struct

    try:
        size = path.stat().st_size
        with path.open("rb") as handle:
            prefix = handle.read(8)
            if len(prefix) < 8:
                raise ValueError(f"only {size} bytes, fewer than the 8 that give the length of its header")
            (header_len,) = struct.unpack("<Q", prefix)
            if header_len > min(size - 8, LONGEST_HEADER):
                raise ValueError(f"the length of its header, {header_len:,} bytes, cannot be right")
            header = json.loads(handle.read(header_len))
        if not isinstance(header, dict):
            raise ValueError("its header is not a table of weights")
        ends = [_data_end(name, entry) for name, entry in header.items() if name != "__metadata__"]
        needed = 8 + header_len + max(ends, default=0)
        if size != needed:
            raise ValueError(f"{size:,} bytes where its header says {needed:,}")
    except (OSError, ValueError, RecursionError) as exc:
        raise ModelLoadError(
            translate("Models", "The weights file {path} is damaged ({exc}).").format(path=path, exc=exc),
            hint or translate("Models", "Download or copy the model again."),
        ) from exc


def _data_end(name: str, entry: Any) -> int:
    """Where the weight ``name`` ends in the data part of a safetensors file, as its header entry says."""
    offsets = entry.get("data_offsets") if isinstance(entry, dict) else None
    if not (isinstance(offsets, list) and len(offsets) == 2 and all(type(o) is int for o in offsets)):
        raise ValueError(f"its header does not say where {name} lies")
    return offsets[1]
