"""Installing a lesson pack (``install_pack``): everything in place, where the app finds it
offline, or nothing.

Where each item goes: a model into the Hugging Face cache (``snapshots/COMMIT`` with plain files, as the hub
client itself stores them where links are unavailable, and ``refs/main`` when the cache has none for it), so
the Model zoo lists it as "On this computer"; a run into the runs folder (a run already there with the same
settings file is left as it is; another run of the same name gets ``-2``); the scene files and their data
into ``paths.scenes_dir()/TITLE``, which the Scenes menu lists, with paths to the pack's runs rewritten to
where the runs were put (``scene_refs``).  A scene folder records which pack made it (the SHA-256 of its
manifest): the same pack installed again replaces it, another pack of the same title gets ``TITLE-2``, so no
pack ever replaces another's files.  Every name that becomes a path passes ``places`` first.

The order, so that a refusal leaves nothing behind: the manifest and every name are checked; each entry of the
pack must be listed in the manifest with its size, be a plain file, not grow from the zip past what real files
do (``MAX_RATIO``), and each listed file be there; the disk must hold what is to be written; then every file
is copied into a staging folder beside its target (``staging``), its SHA-256 and its opening bytes checked on
the way (no pickles, no program files, no model asking for its own code), and the scene files read as scene
files.  Only when all of it checked out is each item moved into place (a rename on the same disk); the staging
folders are removed whatever happens, and those of an install that was killed by the next install.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import threading
import uuid
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from workbench import paths
from workbench.core import scene_refs
from workbench.core.errors import Cancelled, PackError
from workbench.core.packs.manifest import Manifest, PackItem, refusal, refuse_custom_code
from workbench.core.packs.places import MAX_NAME_BYTES, folder_name, place_under
from workbench.core.packs.reading import PackReader
from workbench.core.packs.staging import remove_stale, staging_folder
from workbench.core.words import QT_TRANSLATE_NOOP, formatted, translate

Progress = Callable[[float, str], None]
# The record, in an installed scene folder, of the pack that put it there (its manifest's SHA-256).
PACK_RECORD = ".lesson-pack"
# An entry may grow at most this many times from the zip, above a size where any ratio is harmless: real
# models, runs and data shrink two to ten times; a zip bomb of zeros, a thousand.
MAX_RATIO = 100
RATIO_FREE_BYTES = 1 << 20
_REPO_ID = re.compile(r"^[\w.-]+(/[\w.-]+)?$")


@dataclass(frozen=True)
class Placed:
    item: PackItem
    target: Path
    # "installed", "present" (already on this computer), "replaced" (a pack's scenes again) or "beside" (its
    # scenes in a folder of their own, another pack of the same title being here)
    status: str

    def describe(self) -> str:
        said = {
            "installed": QT_TRANSLATE_NOOP("Packs", "installed"),
            "present": QT_TRANSLATE_NOOP("Packs", "already on this computer"),
            "replaced": QT_TRANSLATE_NOOP("Packs", "installed again"),
            "beside": QT_TRANSLATE_NOOP(
                "Packs", "installed in a folder of its own, beside another pack of the same title"
            ),
        }
        return translate("Packs", "{item}: {status} ({target})").format(
            item=self.item.describe(), status=translate("Packs", said[self.status]), target=self.target
        )


@dataclass(frozen=True)
class InstallResult:
    title: str
    placed: tuple[Placed, ...]
    scene_files: tuple[Path, ...]

    def describe(self) -> str:
        lines = [
            translate("Packs", "Lesson pack “{title}” is on this computer:").format(title=self.title),
            *(f"  {p.describe()}" for p in self.placed),
        ]
        if self.scene_files:
            lines.append(
                translate(
                    "Packs", "Open its scenes from the Scenes menu, or: workbench scenes check --deck {deck}"
                ).format(deck=self.scene_files[0])
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
    remove_stale()  # what a killed install left behind
    with PackReader(Path(source)) as reader:
        manifest = reader.manifest()
        _check_entries(reader, manifest)
        targets = _targets_of(manifest)
        writing = [t for t in targets if t.status != "present"]
        made = _missing_folders(t.root for t in writing)  # removed again unless the pack is installed
        try:
            _check_room(writing, manifest)
            with contextlib.ExitStack() as stack:
                stagings: dict[Path, Path] = {}
                total = sum(f.size for t in writing for f in manifest.files_of(t.item))
                done = 0
                for t in writing:
                    if t.root not in stagings:
                        stagings[t.root] = stack.enter_context(staging_folder(t.root))
                    t.staged = stagings[t.root] / uuid.uuid4().hex[:8]
                    for f in manifest.files_of(t.item):
                        staged = place_under(t.staged, _inside(t.item, f.path))
                        _stage_file(reader, f.path, f.size, f.sha256, staged, cancel)
                        done += f.size
                        progress(done / max(total, 1), f"Checking {f.path}")
                runs = {t.item.name: t.target for t in targets if t.item.kind == "run"}
                scene_files = _finish_scenes([t for t in writing if t.item.kind == "scenes"], runs, manifest)
                if cancel.is_set():
                    raise Cancelled("The lesson pack was not installed.")
                _move_into_place(writing, stagings)
                made = []
        finally:
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


def _check_entries(reader: PackReader, manifest: Manifest) -> None:
    """Every entry listed with its size, every listed file there, and none that would grow far beyond what
    it takes in the zip (a zip bomb): all told from the zip's directory, before a byte is written."""
    sizes = reader.sizes
    listed = {f.path: f.size for f in manifest.files}
    extra = sorted(set(sizes) - set(listed) - {"manifest.json"})
    if extra:
        raise PackError(
            translate("Packs", "The pack holds a file its manifest does not list ({extra}).").format(
                extra=extra[0]
            ),
            _AGAIN,
        )
    for name, size in listed.items():
        if name not in sizes:
            raise PackError(
                translate("Packs", "The lesson pack is incomplete: {name} is missing.").format(name=name),
                _AGAIN,
            )
        if sizes[name] != size:
            raise PackError(
                formatted(
                    translate(
                        "Packs",
                        "The lesson pack is damaged: {name} has {actual:,} bytes where its manifest says "
                        "{size:,}.",
                    ),
                    name=name,
                    actual=sizes[name],
                    size=size,
                ),
                _AGAIN,
            )
        packed = reader.packed_sizes.get(name)
        if packed is not None and size > RATIO_FREE_BYTES and size > MAX_RATIO * max(packed, 1):
            raise PackError(
                formatted(
                    translate(
                        "Packs",
                        "The pack cannot be installed: {name} takes {packed:,} bytes in the zip but would "
                        "grow to {size:,} ({times:,} times as much), as no real model, run or data file "
                        "does.",
                    ),
                    name=name,
                    packed=packed,
                    size=size,
                    times=size // max(packed, 1),
                ),
                _UNSAFE,
            )


def _targets_of(manifest: Manifest) -> list[_Target]:
    """Where each item goes; no two items of this install, and no two packs, share a folder."""
    taken: set[str] = set()  # folders chosen so far, as a disk that ignores case would see them
    targets = []
    for item in manifest.items:
        target = _target_of(item, manifest, taken)
        taken.add(str(target.target).casefold())
        targets.append(target)
    return targets


def _target_of(item: PackItem, manifest: Manifest, taken: set[str]) -> _Target:
    if item.kind == "hub":
        from workbench.core.models.hub_cache import cached_snapshot, repo_folder

        repo = repo_folder(item.name, Path(".")).name
        if not _REPO_ID.match(item.name) or item.folder != f"hub/{repo}":
            raise PackError(
                translate(
                    "Packs", "The lesson pack is damaged: its model {name!r} is not named as a model."
                ).format(name=item.name),
                _AGAIN,
            )
        here = cached_snapshot(item.name, revision=item.commit)
        target = place_under(
            paths.hf_cache_dir(), f"{repo}/snapshots/{item.commit}", QT_TRANSLATE_NOOP("Packs", "a model")
        )
        return _Target(item, target, paths.hf_cache_dir(), "present" if here else "installed")
    if item.kind == "run":
        runs = paths.runs_dir()
        config = next((f for f in manifest.files_of(item) if f.path == f"{item.folder}/config.json"), None)
        for name in _numbered(item.name):
            existing = place_under(runs, name, QT_TRANSLATE_NOOP("Packs", "a training run"))
            if str(existing).casefold() in taken:
                continue
            if not existing.exists():
                return _Target(item, existing, runs, "installed")
            if config is not None and _sha256(existing / "config.json") == config.sha256:
                return _Target(item, existing, runs, "present")
        raise PackError(
            translate("Packs", "The runs folder already holds too many runs named {name}.").format(
                name=item.name
            )
        )
    first = folder_name(manifest.title, "lesson-pack")
    for name in _numbered(first):
        target = place_under(paths.scenes_dir(), name, QT_TRANSLATE_NOOP("Packs", "a scene folder"))
        if str(target).casefold() in taken:
            continue
        if not target.exists():
            return _Target(item, target, paths.scenes_dir(), "installed" if name == first else "beside")
        if _pack_of(target) == manifest.checksum:  # this same pack, installed before: put in again
            return _Target(item, target, paths.scenes_dir(), "replaced")
    raise PackError(
        translate("Packs", "The scenes folder already holds too many packs titled {title}.").format(
            title=manifest.title
        )
    )


def _numbered(name: str) -> Iterator[str]:
    """``name``, then ``name-2``, ``name-3`` ... (each still a safe name)."""
    yield name
    for number in range(2, 1000):
        suffix = f"-{number}"
        yield folder_name(name, "lesson-pack")[: MAX_NAME_BYTES - len(suffix)] + suffix


def _pack_of(folder: Path) -> str:
    """The checksum of the manifest of the pack that installed ``folder`` ("" when none is recorded)."""
    try:
        return (folder / PACK_RECORD).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return ""


def _inside(item: PackItem, path: str) -> str:
    """Where ``path`` goes inside the staged item; a model's files must be its snapshot's or its ref."""
    relative = path[len(item.folder) + 1 :]
    if item.kind == "hub":
        parts = relative.split("/")
        if relative != "refs/main" and (len(parts) != 3 or parts[:2] != ["snapshots", item.commit]):
            raise PackError(
                translate(
                    "Packs", "The lesson pack is damaged: {path} is not part of the model's snapshot."
                ).format(path=path),
                _AGAIN,
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
        check_room(root, size, translate("Errors", "the lesson pack"))


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
                    raise PackError(
                        translate("Packs", "The pack cannot be installed: {why}.").format(why=why), _UNSAFE
                    )
            written += len(chunk)
            if written > size:
                break
            digest.update(chunk)
            out.write(chunk)
    if written != size or digest.hexdigest() != sha256:
        raise PackError(
            translate("Packs", "The lesson pack is damaged: {name} does not match its checksum.").format(
                name=name
            ),
            _AGAIN,
        )
    if name.endswith("/config.json"):
        refuse_custom_code(name, target.read_bytes())


def _finish_scenes(scenes: list[_Target], runs: dict[str, Path], manifest: Manifest) -> list[Path]:
    """Rewrite the staged scene files' paths to the pack's runs, read each as a scene file, and record which
    pack the folder is (so that only this same pack may replace it later)."""
    from workbench.core.errors import WorkbenchError
    from workbench.core.scenes import deck_from_text

    files = []
    for t in scenes:
        assert t.staged is not None
        t.staged.mkdir(parents=True, exist_ok=True)
        (t.staged / PACK_RECORD).write_text(manifest.checksum + "\n", encoding="utf-8")
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
                    translate("Packs", "The pack's scene file {name} cannot be used: {message}").format(
                        name=staged.name, message=exc.message
                    ),
                    _AGAIN,
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
            raise DiskFull(writing[0].root, translate("Errors", "the lesson pack")) from exc
        raise PackError(
            translate(
                "Packs", "The lesson pack could not be put in place ({exc}); nothing was installed."
            ).format(exc=exc),
            translate("Packs", "Check that the folders can be written, then install the pack again."),
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
