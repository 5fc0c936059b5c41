"""A lesson pack's manifest: what the pack holds (its items) and every file of it with its size and SHA-256.

``manifest.json`` sits at the top of the pack::

    {"format": "lm-workbench-lesson-pack", "version": 1, "title": "...", "created": "...",
     "items": [{"kind": "hub", "name": "gpt2", "folder": "hub/models--gpt2", "commit": "<40 hex>"},
               {"kind": "run", "name": "run-...", "folder": "runs/run-..."},
               {"kind": "scenes", "name": "lesson.json", "folder": "scenes"}],
     "files": [{"path": "runs/run-.../config.json", "size": 1234, "sha256": "..."}, ...]}

Every file of the pack belongs to exactly one item (it lies in the item's folder), and every name is checked
before anything is read: relative, with no ``..``, no empty part, no backslash or drive, no two names that
differ only in case (one would overwrite the other on Windows and macOS), and nothing that could run code
(``refusal``): pickle files, program files, a model config that asks for its own code.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Any

from workbench.core.errors import PackError
from workbench.core.packs.places import UNSAFE_HINT, safe_name, safe_relative
from workbench.core.words import QT_TRANSLATE_NOOP, translate

FORMAT = "lm-workbench-lesson-pack"
VERSION = 1
MANIFEST = "manifest.json"
KINDS = ("hub", "run", "scenes")
MAX_MANIFEST_BYTES = 50_000_000
# Files that can run code when opened or loaded: pickles (PyTorch's .bin/.pt among them) and programs.
PICKLE_SUFFIXES = (".bin", ".pt", ".pth", ".ckpt", ".pkl", ".pickle", ".joblib")
CODE_SUFFIXES = (
    ".py",
    ".pyc",
    ".pyo",
    ".pyd",
    ".so",
    ".dll",
    ".dylib",
    ".exe",
    ".bat",
    ".cmd",
    ".sh",
    ".ps1",
    ".jar",
    ".msi",
    ".app",
    ".command",
)
# The opening bytes of a pickle (protocol 2 to 5) and of a zip (PyTorch's own files are zipped pickles).
PICKLE_MAGIC = re.compile(rb"^\x80[\x02-\x05]")
ZIP_MAGIC = b"PK\x03\x04"
_COMMIT = re.compile(r"^[0-9a-f]{40}$")
_SHA256 = re.compile(r"^[0-9a-f]{64}$")


@dataclass(frozen=True)
class PackFile:
    path: str  # inside the pack, with forward slashes
    size: int
    sha256: str


@dataclass(frozen=True)
class PackItem:
    kind: str  # "hub", "run" or "scenes"
    name: str  # the repo id, the run's folder name, or the first scene file's name
    folder: str  # the item's folder inside the pack
    commit: str = ""  # for "hub": the snapshot's commit

    def to_dict(self) -> dict[str, Any]:
        data = {"kind": self.kind, "name": self.name, "folder": self.folder}
        return {**data, "commit": self.commit} if self.commit else data

    def describe(self) -> str:
        said = {
            "hub": QT_TRANSLATE_NOOP("Packs", "model {name}"),
            "run": QT_TRANSLATE_NOOP("Packs", "training run {name}"),
            "scenes": QT_TRANSLATE_NOOP("Packs", "scene files {name}"),
        }
        return translate("Packs", said[self.kind]).format(name=self.name)


@dataclass(frozen=True)
class Manifest:
    title: str
    created: str
    items: tuple[PackItem, ...]
    files: tuple[PackFile, ...]
    checksum: str = ""  # SHA-256 of manifest.json as read: two packs are the same pack when it is equal

    @property
    def total_bytes(self) -> int:
        return sum(f.size for f in self.files)

    def files_of(self, item: PackItem) -> list[PackFile]:
        return [f for f in self.files if inside(f.path, item.folder)]

    def to_json(self) -> str:
        data = {
            "format": FORMAT,
            "version": VERSION,
            "title": self.title,
            "created": self.created,
            "items": [item.to_dict() for item in self.items],
            "files": [{"path": f.path, "size": f.size, "sha256": f.sha256} for f in self.files],
            "total_bytes": self.total_bytes,
        }
        return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def check_name(name: str) -> str:
    """``name`` as a safe relative path inside the pack; PackError saying why it is not one (``places``)."""
    return safe_relative(name, QT_TRANSLATE_NOOP("Packs", "a file"))


def refusal(name: str, head: bytes = b"") -> str:
    """Why a file of this name (opening with ``head``) may not travel in a pack, or "" when it may."""
    lower = PurePosixPath(name).name.lower()
    if lower.endswith(PICKLE_SUFFIXES) or PICKLE_MAGIC.match(head) or head.startswith(ZIP_MAGIC):
        return translate("Packs", "{name} is a pickle file, which can run code when it is opened").format(
            name=name
        )
    if lower.endswith(CODE_SUFFIXES):
        return translate("Packs", "{name} is a program file").format(name=name)
    return ""


def refuse_custom_code(name: str, text: bytes) -> None:
    """A model config (``config.json``) that asks transformers to run code shipped with the model."""
    if PurePosixPath(name).name != "config.json":
        return
    try:
        config = json.loads(text.decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        return  # not a model config the app would read; loading it later says what is wrong
    if isinstance(config, dict) and config.get("auto_map"):
        raise PackError(
            translate(
                "Packs", "The pack holds a model ({name}) that needs program code shipped with it."
            ).format(name=name),
            _UNSAFE,
        )


def sha256_of(data_chunks: Any) -> str:
    digest = hashlib.sha256()
    for chunk in data_chunks:
        digest.update(chunk)
    return digest.hexdigest()


def parse_manifest(text: bytes) -> Manifest:
    """The manifest from the bytes of ``manifest.json``, every field and name checked; PackError otherwise."""
    try:
        data = json.loads(text.decode("utf-8"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise _damaged(f"its manifest is not valid JSON ({exc}).") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise PackError(
            translate(
                "Packs", "This is not a lesson pack of LM Workbench (its manifest.json is of another kind)."
            ),
            translate(
                "Packs", "Choose a pack made with `workbench pack create` or File ▸ Create lesson pack…."
            ),
        )
    version = data.get("version")
    if not isinstance(version, int) or version > VERSION:
        raise PackError(
            translate(
                "Packs", "This lesson pack was made by a newer LM Workbench (pack version {version})."
            ).format(version=version),
            translate("Packs", "Update LM Workbench on this computer, then install the pack again."),
        )
    items = tuple(_item(raw) for raw in _list(data, "items"))
    files = tuple(_file(raw) for raw in _list(data, "files"))
    seen: dict[str, str] = {}
    for f in files:
        other = seen.setdefault(f.path.lower(), f.path)
        if other != f.path or sum(g.path == f.path for g in files) > 1:
            raise PackError(
                translate(
                    "Packs", "The pack names {other!r} and {path!r}: one would overwrite the other."
                ).format(other=other, path=f.path),
                _UNSAFE,
            )
        owners = [item for item in items if inside(f.path, item.folder)]
        if len(owners) != 1 and f.path != MANIFEST:
            raise _damaged(f"the file {f.path} belongs to {len(owners)} of its items.")
    folders = [item.folder for item in items]
    if len(set(folders)) != len(folders) and any(item.kind != "scenes" for item in items):
        raise _damaged("two of its items share a folder.")
    runs = [item.name.casefold() for item in items if item.kind == "run"]
    if len(set(runs)) != len(runs):
        raise PackError(
            translate("Packs", "The pack names two training runs alike: one would overwrite the other."),
            _UNSAFE,
        )
    title, created = data.get("title", ""), data.get("created", "")
    checksum = hashlib.sha256(text).hexdigest()
    return Manifest(str(title)[:200], str(created)[:40], items, files, checksum)


def _list(data: dict[str, Any], key: str) -> list[Any]:
    value = data.get(key)
    if not isinstance(value, list):
        raise _damaged(f"its manifest has no list of {key}.")
    return value


def _item(raw: Any) -> PackItem:
    if not isinstance(raw, dict) or raw.get("kind") not in KINDS:
        raise _damaged("its manifest names an item of an unknown kind.")
    name, folder, commit = raw.get("name"), raw.get("folder"), raw.get("commit", "")
    if not isinstance(name, str) or not isinstance(folder, str) or not isinstance(commit, str):
        raise _damaged("an item of its manifest has no name or folder.")
    folder = check_name(folder)
    kind = raw["kind"]
    expected = {"hub": "hub/models--", "run": "runs/", "scenes": "scenes"}[kind]
    if not folder.startswith(expected) or (kind != "scenes" and folder.count("/") != 1):
        raise _damaged(f"its item {name!r} lies in the wrong folder ({folder}).")
    if kind == "hub" and not _COMMIT.match(commit):
        raise _damaged(f"its model {name!r} has no commit.")
    if kind == "scenes" and folder != "scenes":
        raise _damaged("its scene files are not in the scenes folder.")
    if (
        kind == "run"
        and safe_name(name, QT_TRANSLATE_NOOP("Packs", "a training run")) != folder.split("/")[1]
    ):
        raise _damaged(f"its training run {name[:80]!r} is not the run in {folder}.")
    if kind == "scenes":
        safe_name(name, QT_TRANSLATE_NOOP("Packs", "a scene file"))
    return PackItem(kind, name, folder, commit)


def _file(raw: Any) -> PackFile:
    if not isinstance(raw, dict):
        raise _damaged("its manifest lists a file that is not described.")
    path, size, digest = raw.get("path"), raw.get("size"), raw.get("sha256")
    if not isinstance(size, int) or isinstance(size, bool) or size < 0:
        raise _damaged(f"its manifest gives {path!r} no size.")
    if not isinstance(digest, str) or not _SHA256.match(digest):
        raise _damaged(f"its manifest gives {path!r} no SHA-256.")
    path = check_name(path)
    why = refusal(path)
    if why:
        raise PackError(translate("Packs", "The pack cannot be installed: {why}.").format(why=why), _UNSAFE)
    return PackFile(path, size, digest)


def _damaged(problem: str) -> PackError:
    return PackError(
        translate("Packs", "The lesson pack is damaged: {problem}").format(problem=problem),
        translate("Packs", "Copy the pack again from where it was made, or make it again there."),
    )


_UNSAFE = UNSAFE_HINT
