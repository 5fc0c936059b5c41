"""The paths a scene file names (a data file of one's own, a fine-tuned run's model), carried with a pack.

A scene names a file of its own in two places: a Fine-tuning scene's ``data_file`` and a model field
(``model``, ``masked_model``, ...) that is a folder rather than a catalogue or Hugging Face id.  In a scene
file such a path may be relative: ``data_file`` always, a model folder when it starts with ``./`` or ``../``;
it is read relative to the scene file's folder (``scenes.load_deck``).

A pack carries what those paths name and rewrites them so that they still lead there once installed:

- a data file travels beside the scene file (``scenes/NAME``) and the scene names it by its bare file name,
  so the scene file and its data can be moved together;
- a path into a run folder travels with the run (``runs/RUN``); in the pack the scene names it relative to
  the scene file (``../runs/RUN/best``, which also works when the pack's folder is opened as it is), and
  installing rewrites it to the run's folder in the runs folder, wherever that is on the computer.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path, PurePosixPath
from typing import Any

DATA_KEY = "data_file"


def is_path_key(key: str) -> bool:
    return key == DATA_KEY or key.endswith("model")


def is_relative_ref(key: str, value: str) -> bool:
    """Whether a scene's ``value`` under ``key`` is a path to read relative to the scene file's folder."""
    if not isinstance(value, str) or not value or Path(value).expanduser().is_absolute():
        return False
    return key == DATA_KEY or value.startswith(("./", "../", ".\\", "..\\"))


def states(deck: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every state of a scene file's parsed JSON: each scene's and each textbook's."""
    for scene in deck.get("scenes", []) if isinstance(deck, dict) else []:
        if isinstance(scene, dict):
            for holder in (scene, scene.get("textbook")):
                if isinstance(holder, dict) and isinstance(holder.get("state"), dict):
                    yield holder["state"]


def rewrite(deck: dict[str, Any], change: Callable[[str, str], str | None]) -> int:
    """Replace each path value of the deck's states by ``change(key, value)`` unless that is
    None; the count."""
    count = 0
    for state in states(deck):
        for key, value in list(state.items()):
            if is_path_key(key) and isinstance(value, str) and value:
                new = change(key, value)
                if new is not None and new != value:
                    state[key] = new
                    count += 1
    return count


def resolve_state(state: dict[str, Any], folder: Path) -> dict[str, Any]:
    """``state`` with its relative paths made absolute against ``folder`` (the scene file's)."""
    return {
        key: str((folder / value).resolve()) if is_path_key(key) and is_relative_ref(key, value) else value
        for key, value in state.items()
    }


def run_root(path: Path) -> Path | None:
    """The run folder ``path`` is, or lies in (its ``best`` folder, say), or None."""
    for folder in (path, *list(path.parents)[:2]):
        if (folder / "config.json").is_file() and (folder / "status.json").is_file():
            return folder
    return None


def installed_ref(value: str, runs: dict[str, Path]) -> str | None:
    """In an installed scene file: a ``../runs/RUN/...`` path as the run's installed folder, else None."""
    parts = PurePosixPath(value.replace("\\", "/")).parts
    if len(parts) >= 3 and parts[0] == ".." and parts[1] == "runs" and parts[2] in runs:
        return str(runs[parts[2]].joinpath(*parts[3:]))
    return None


def dump(deck: dict[str, Any]) -> bytes:
    return (json.dumps(deck, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
