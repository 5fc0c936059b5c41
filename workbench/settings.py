"""User settings: a plain dataclass saved as JSON, atomically, with a schema version and migrations.

A settings file that is missing, unreadable or from a newer version never stops the app: it starts with
defaults, and the broken file is kept beside the new one for the user to inspect.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from workbench import paths

SCHEMA_VERSION = 2
THEMES = ("system", "light", "dark")
log = logging.getLogger(__name__)


@dataclass
class Settings:
    schema_version: int = SCHEMA_VERSION
    window_geometry: str = ""  # base64 of QMainWindow.saveGeometry()
    window_state: str = ""
    current_tab: int = 0
    zoom: float = 1.0
    last_models: list[str] = field(default_factory=list)
    allow_pickle_checkpoints: bool = False
    last_scene_deck: str = ""  # demo-scene file last opened, or "built-in:NAME"
    theme: str = "system"  # one of THEMES: follow the desktop, or always light / dark

    def remember_model(self, model_id: str, keep: int = 5) -> None:
        self.last_models = [model_id, *[m for m in self.last_models if m != model_id]][:keep]


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older settings dict up to SCHEMA_VERSION.  Each step handles one version."""
    version = int(data.get("schema_version", 0))
    if version < 1:
        # Version 0 (unversioned) stored the zoom as a percentage.
        if "zoom_percent" in data:
            data["zoom"] = float(data.pop("zoom_percent")) / 100.0
        version = 1
    if version < 2:
        # Version 2 added the theme override; anything unknown falls back to following the system.
        if data.get("theme") not in THEMES:
            data["theme"] = "system"
        version = 2
    data["schema_version"] = version
    return data


def _from_dict(data: dict[str, Any]) -> Settings:
    known = {f.name for f in fields(Settings)}
    return Settings(**{k: v for k, v in data.items() if k in known})


def load(path: Path | None = None) -> Settings:
    path = path or paths.settings_file()
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings()
    except OSError as exc:
        log.warning("could not read settings %s: %s", path, exc)
        return Settings()
    try:
        data = json.loads(raw)
        if not isinstance(data, dict):
            raise ValueError("settings file does not hold a JSON object")
        if int(data.get("schema_version", 0)) > SCHEMA_VERSION:
            raise ValueError("settings written by a newer version of the workbench")
        return _from_dict(migrate(data))
    except (ValueError, TypeError) as exc:
        backup = path.with_suffix(".broken.json")
        log.warning("settings %s unusable (%s); starting from defaults, kept as %s", path, exc, backup)
        with contextlib.suppress(OSError):
            path.replace(backup)
        return Settings()


def save(settings: Settings, path: Path | None = None) -> None:
    """Write atomically: a crash mid-write leaves the previous file intact.  Raises FolderNotWritable."""
    import tempfile  # only when saving: it is slow to import and startup does not need it

    path = path or paths.settings_file()
    paths.ensure_writable(path.parent)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".settings-", suffix=".json")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(asdict(settings), handle, indent=2)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
