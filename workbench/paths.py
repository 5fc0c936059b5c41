"""Every folder the workbench reads or writes for the user, in one place.

Folders follow the platform's conventions (platformdirs).  Setting WORKBENCH_HOME puts them all under one
folder instead, which tests use so that no test touches a real user's files.  The Hugging Face cache is
left where the hub client keeps it (HF_HOME / HF_HUB_CACHE), so models downloaded by other tools are found.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "lm-workbench"
APP_AUTHOR = "LM Workbench"


def _home_override() -> Path | None:
    value = os.environ.get("WORKBENCH_HOME")
    return Path(value).expanduser() if value else None


def _platform_dir(kind: str) -> Path:
    import platformdirs

    dirs = platformdirs.PlatformDirs(APP_NAME, APP_AUTHOR)
    return Path(getattr(dirs, f"user_{kind}_dir"))


def _dir(kind: str) -> Path:
    home = _home_override()
    return home / kind if home is not None else _platform_dir(kind)


def data_dir() -> Path:
    """Converted models, runs and other things the user would miss if they were deleted."""
    return _dir("data")


def config_dir() -> Path:
    return _dir("config")


def log_dir() -> Path:
    return _dir("log")


def cache_dir() -> Path:
    """Things that can be rebuilt at any time."""
    return _dir("cache")


def settings_file() -> Path:
    return config_dir() / "settings.json"


def log_file() -> Path:
    return log_dir() / "workbench.log"


def converted_models_dir() -> Path:
    """Ready-to-load copies of embedded models (e.g. SmolLM2 dequantised from GGUF to safetensors)."""
    return data_dir() / "models"


def runs_dir() -> Path:
    return data_dir() / "runs"


def scenes_dir() -> Path:
    """Scene files installed from lesson packs, each pack's in a folder of its own with the data it reads."""
    return data_dir() / "scenes"


def hf_cache_dir() -> Path:
    """The Hugging Face hub cache, as the hub client resolves it (HF_HUB_CACHE, HF_HOME, or the default).

    HF_HUB_CACHE is read at each call, not only when the hub client was imported, so tests can isolate it."""
    if os.environ.get("HF_HUB_CACHE"):
        return Path(os.environ["HF_HUB_CACHE"]).expanduser()
    from huggingface_hub import constants

    return Path(constants.HF_HUB_CACHE)
