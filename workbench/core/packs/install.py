"""Installing a lesson pack (``install_pack``): everything in place, where the app finds it
offline, or nothing.

Where each item goes: a model into the Hugging Face cache (``snapshots/COMMIT`` with plain files, as the hub
client itself stores them where links are unavailable, and ``refs/main`` when the cache has none for it), so
the Model zoo lists it as "On this computer"; a run into the runs folder (a run already there with the same
settings file is left as it is; another run of the same name gets ``-2``); the scene files and their data
into ``paths.scenes_dir()/TITLE`` (installing the same pack again replaces that folder), which the Scenes
menu lists, with paths to the pack's runs rewritten to where the runs were put (``scene_refs``).

The order, so that a refusal leaves nothing behind: the manifest and every name are checked; each entry of the
pack must be listed in the manifest with its size and each listed file be there; the disk must hold what is
to be written; then every file is copied into a staging folder beside its target (``.pack-staging-*``),
its SHA-256 and its opening bytes checked on the way (no pickles, no program files, no model asking for its
own code), and the scene files read as scene files.  Only when all of it checked out is each item moved into
place (a rename on the same disk); the staging folders are removed whatever happens.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
import threading
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from workbench import paths
from workbench.core import scene_refs
from workbench.core.errors import Cancelled, PackError
from workbench.core.packs.manifest import Manifest, PackItem, refusal, refuse_custom_code
from workbench.core.packs.reading import PackReader

Progress = Callable[[float, str], None]
STAGING = ".pack-staging-"
_REPO_ID = re.compile(r"^[\w.-]+(/[\w.-]+)?$")


@dataclass(frozen=True)
class Placed:
    item: PackItem
    target: Path
    status: str  # "installed", "present" (already on this computer) or "replaced" (a pack's scenes again)

    def describe(self) -> str:
        said = {
            "installed": "installed",
            "present": "already on this computer",
            "replaced": "installed again",
        }
        return f"{self.item.describe()}: {said[self.status]} ({self.target})"


@dataclass(frozen=True)
class InstallResult:
    title: str
    placed: tuple[Placed, ...]
    scene_files: tuple[Path, ...]

    def describe(self) -> str:
        lines = [
            f"Lesson pack “{self.title}” is on this computer:",
            *(f"  {p.describe()}" for p in self.placed),
        ]
        if self.scene_files:
            lines.append(
                "Open its scenes from the Scenes menu, or: workbench scenes check --deck "
                f"{self.scene_files[0]}"
            )
        return "\n".join(lines)


@dataclass
class _Target:
    item: PackItem
    target: Path  # the folder the item becomes
    root: Path  # the existing folder the staging folder goes in
    status: str
    staged: Path | None = None


def install_pack(
    source: Path, progress: Progress | None = None, cancel: threading.Event | None = None
) -> InstallResult:
    """Check the pack at ``source`` (a zip file or a folder) and put all of it in place; PackError (or
    DiskFull) says why not, with nothing written.  ``cancel`` stops it before anything is moved into place."""
    progress = progress or (lambda fraction, message: None)
    cancel = cancel or threading.Event()
    with PackReader(Path(source)) as reader:
        manifest = reader.manifest()
        _check_entries(reader.sizes, manifest)
        targets = [_target_of(item, manifest) for item in manifest.items]
        writing = [t for t in targets if t.status != "present"]
        made = _missing_folders(t.root for t in writing)  # removed again unless the pack is installed
        stagings: dict[Path, Path] = {}
        try:
            _check_room(writing, manifest)
            total = sum(f.size for t in writing for f in manifest.files_of(t.item))
            done = 0
            for t in writing:
                staging = stagings.get(t.root) or _make_staging(t.root)
                stagings[t.root] = staging
                t.staged = staging / uuid.uuid4().hex[:8]
                for f in manifest.files_of(t.item):
                    _stage_file(reader, f.path, f.size, f.sha256, t.staged / _inside(t.item, f.path), cancel)
                    done += f.size
                    progress(done / max(total, 1), f"Checking {f.path}")
            runs = {t.item.name: t.target for t in targets if t.item.kind == "run"}
            scene_files = _finish_scenes([t for t in writing if t.item.kind == "scenes"], runs)
            if cancel.is_set():
                raise Cancelled("The lesson pack was not installed.")
            _move_into_place(writing, stagings)
            made = []
        finally:
            for staging in stagings.values():
                shutil.rmtree(staging, ignore_errors=True)
            for folder in made:
                with contextlib.suppress(OSError):
                    folder.rmdir()  # only when empty
    scenes = [t for t in targets if t.item.kind == "scenes"]
    if scenes and not scene_files:
        scene_files = sorted(scenes[0].target.glob("*.json"))
    return InstallResult(
        manifest.title, tuple(Placed(t.item, t.target, t.status) for t in targets), tuple(scene_files)
    )


def _missing_folders(roots: Iterable[Path]) -> list[Path]:
    """The folders an install would make on the way to ``roots``, deepest first."""
    missing: set[Path] = set()
    for root in roots:
        folder = Path(root).absolute()
        while not folder.exists() and folder.parent != folder:
            missing.add(folder)
            folder = folder.parent
    return sorted(missing, key=lambda f: len(f.parts), reverse=True)


def _check_entries(sizes: dict[str, int], manifest: Manifest) -> None:
    listed = {f.path: f.size for f in manifest.files}
    extra = sorted(set(sizes) - set(listed) - {"manifest.json"})
    if extra:
        raise PackError(f"The pack holds a file its manifest does not list ({extra[0]}).", _AGAIN)
    for name, size in listed.items():
        if name not in sizes:
            raise PackError(f"The lesson pack is incomplete: {name} is missing.", _AGAIN)
        if sizes[name] != size:
            raise PackError(
                f"The lesson pack is damaged: {name} has {sizes[name]:,} bytes where its manifest "
                f"says {size:,}.",
                _AGAIN,
            )


def _target_of(item: PackItem, manifest: Manifest) -> _Target:
    if item.kind == "hub":
        from workbench.core.models.hub_cache import cached_snapshot, repo_folder

        if not _REPO_ID.match(item.name) or item.folder != f"hub/{repo_folder(item.name, Path('.')).name}":
            raise PackError(
                f"The lesson pack is damaged: its model {item.name!r} is not named as a model.", _AGAIN
            )
        here = cached_snapshot(item.name, revision=item.commit)
        target = repo_folder(item.name) / "snapshots" / item.commit
        return _Target(item, target, paths.hf_cache_dir(), "present" if here else "installed")
    if item.kind == "run":
        runs = paths.runs_dir()
        config = next((f for f in manifest.files_of(item) if f.path == f"{item.folder}/config.json"), None)
        name = item.name
        for number in range(2, 1000):
            existing = runs / name
            if not existing.exists():
                return _Target(item, existing, runs, "installed")
            if config is not None and _sha256(existing / "config.json") == config.sha256:
                return _Target(item, existing, runs, "present")
            name = f"{item.name}-{number}"
        raise PackError(f"The runs folder already holds too many runs named {item.name}.")
    folder = re.sub(r"[^\w.-]+", "-", manifest.title).strip(".-") or "lesson-pack"
    target = paths.scenes_dir() / folder
    return _Target(item, target, paths.scenes_dir(), "replaced" if target.exists() else "installed")


def _inside(item: PackItem, path: str) -> str:
    """Where ``path`` goes inside the staged item; a model's files must be its snapshot's or its ref."""
    relative = path[len(item.folder) + 1 :]
    if item.kind == "hub":
        parts = relative.split("/")
        if relative != "refs/main" and (len(parts) != 3 or parts[:2] != ["snapshots", item.commit]):
            raise PackError(
                f"The lesson pack is damaged: {path} is not part of the model's snapshot.", _AGAIN
            )
    return relative


def _check_room(writing: list[_Target], manifest: Manifest) -> None:
    from workbench.core.storage import check_room, ensure_writable

    needed: dict[int, tuple[Path, int]] = {}
    for t in writing:
        ensure_writable(t.root)
        device = t.root.stat().st_dev
        root, size = needed.get(device, (t.root, 0))
        needed[device] = (root, size + sum(f.size for f in manifest.files_of(t.item)))
    for root, size in needed.values():
        check_room(root, size, "the lesson pack")


def _make_staging(root: Path) -> Path:
    staging = root / f"{STAGING}{uuid.uuid4().hex[:12]}"
    staging.mkdir(parents=True)
    return staging


def _stage_file(
    reader: PackReader, name: str, size: int, sha256: str, target: Path, cancel: threading.Event
) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    digest, written, head = hashlib.sha256(), 0, b""
    with target.open("wb") as out:
        for chunk in reader.chunks(name):
            if cancel.is_set():
                raise Cancelled("The lesson pack was not installed.")
            if not head:
                head = chunk[:16]
                why = refusal(name, head)
                if why:
                    raise PackError(f"The pack cannot be installed: {why}.", _UNSAFE)
            written += len(chunk)
            if written > size:
                break
            digest.update(chunk)
            out.write(chunk)
    if written != size or digest.hexdigest() != sha256:
        raise PackError(f"The lesson pack is damaged: {name} does not match its checksum.", _AGAIN)
    if name.endswith("/config.json"):
        refuse_custom_code(name, target.read_bytes())


def _finish_scenes(scenes: list[_Target], runs: dict[str, Path]) -> list[Path]:
    """Rewrite the staged scene files' paths to the pack's runs, and read each as a scene file."""
    from workbench.core.errors import WorkbenchError
    from workbench.core.scenes import deck_from_text

    files = []
    for t in scenes:
        assert t.staged is not None
        for staged in sorted(t.staged.glob("*.json")):
            try:
                deck = json.loads(staged.read_text(encoding="utf-8"))
            except (ValueError, UnicodeDecodeError):
                continue  # a data file in JSON, not a scene file
            if not isinstance(deck, dict) or "scenes" not in deck:
                continue
            scene_refs.rewrite(deck, lambda key, value: scene_refs.installed_ref(value, runs))
            staged.write_bytes(scene_refs.dump(deck))
            try:
                deck_from_text(staged.read_text(encoding="utf-8"), staged.name)
            except WorkbenchError as exc:
                raise PackError(
                    f"The pack's scene file {staged.name} cannot be used: {exc.message}", _AGAIN
                ) from exc
            files.append(t.target / staged.name)
    return files


def _move_into_place(writing: list[_Target], stagings: dict[Path, Path]) -> None:
    """Each staged item to its target; an item it replaces goes into the staging folder (removed after).  A
    move that fails takes back the ones before it."""
    done: list[tuple[Path, Path, Path | None]] = []  # (target, staged, what it replaced)
    try:
        for t in writing:
            assert t.staged is not None
            source = t.staged / "snapshots" / t.item.commit if t.item.kind == "hub" else t.staged
            old = None
            if t.target.exists():
                old = stagings[t.root] / f"replaced-{uuid.uuid4().hex[:8]}"
                os.replace(t.target, old)
            t.target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(source, t.target)
            done.append((t.target, source, old))
            if t.item.kind == "hub":
                _write_ref(t.target.parent.parent, t.item.commit)
    except OSError as exc:
        for target, source, old in reversed(done):
            os.replace(target, source)
            if old is not None:
                os.replace(old, target)
        from workbench.core.storage import DiskFull, is_disk_full

        if is_disk_full(exc):
            raise DiskFull(writing[0].root, "the lesson pack") from exc
        raise PackError(
            f"The lesson pack could not be put in place ({exc}); nothing was installed.",
            "Check that the folders can be written, then install the pack again.",
        ) from exc


def _write_ref(repo_dir: Path, commit: str) -> None:
    ref = repo_dir / "refs" / "main"
    if ref.is_file():
        return  # the cache's own record of the newest version is kept; the snapshot is found all the same
    ref.parent.mkdir(parents=True, exist_ok=True)
    tmp = ref.with_name(f"main.{uuid.uuid4().hex[:8]}.tmp")
    tmp.write_text(commit, encoding="utf-8")
    os.replace(tmp, ref)


def _sha256(path: Path) -> str:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return ""


_AGAIN = "Nothing was installed. Copy the pack again from where it was made (or make it again there)."
_UNSAFE = "Nothing was installed. Use a pack made with LM Workbench from a source you trust."
