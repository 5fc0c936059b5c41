"""Making a lesson pack (``create_pack``): models from this computer, scene files and data in one zip file.

A model is named as the command line names it: a catalogue id or a Hugging Face id of a model in the Hugging
Face cache (its snapshot travels: the files transformers loads, one set of weights, safetensors only), or a
training run (its folder, a folder inside it such as ``best``, or its name in the runs folder).  A run travels
without ``checkpoints/``, whose optimizer state is pickled: installed, it is listed and used, but not resumed.
The embedded models come with the app on every computer and are left out.  A scene file takes along the data
files and runs its scenes name (``scene_refs``).  Nothing is written until every model, scene and file was
found; the zip is written under a temporary name and renamed when complete, so a cancel or a full disk never
leaves a half-written pack.
"""

from __future__ import annotations

import datetime
import json
import os
import threading
import uuid
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from workbench import paths
from workbench.core import scene_refs
from workbench.core.errors import PackError, WorkbenchError
from workbench.core.packs.manifest import MANIFEST, Manifest, PackFile, PackItem, refusal, refuse_custom_code
from workbench.core.storage import check_room, ensure_writable, format_bytes
from workbench.core.words import translate

Progress = Callable[[float, str], None]
_STORED = (".safetensors", ".model", ".zip")  # already dense: compressing them costs time and saves nothing


@dataclass(frozen=True)
class PackRequest:
    out: Path
    models: tuple[str, ...] = ()  # catalogue ids, Hugging Face ids, run folders or run names
    scenes: tuple[Path, ...] = ()
    data: tuple[Path, ...] = ()
    lecture_pack: bool = False
    title: str = ""


@dataclass(frozen=True)
class CreateResult:
    out: Path
    manifest: Manifest
    notes: tuple[str, ...] = ()

    def describe(self) -> str:
        lines = [
            translate("Packs", "Lesson pack written: {out} ({size}).").format(
                out=self.out, size=format_bytes(self.out.stat().st_size)
            )
        ]
        lines += [f"  {item.describe()}" for item in self.manifest.items]
        return "\n".join([*lines, *self.notes])


@dataclass
class _Plan:
    items: list[PackItem] = field(default_factory=list)
    files: dict[str, Path | bytes] = field(default_factory=dict)  # pack path -> the file, or its bytes
    notes: list[str] = field(default_factory=list)
    runs: dict[Path, str] = field(default_factory=dict)  # run folder -> its name in the pack
    data: dict[Path, str] = field(default_factory=dict)  # data file -> its name in the scenes folder

    def add_run(self, folder: Path) -> str:
        folder = folder.resolve()
        if folder in self.runs:
            return self.runs[folder]
        name = _unique(folder.name, {n.lower() for n in self.runs.values()})
        self.runs[folder] = name
        self.items.append(PackItem("run", name, f"runs/{name}"))
        for path in sorted(folder.rglob("*")):
            relative = path.relative_to(folder)
            if relative.parts[0] in ("checkpoints", "run.lock") or not path.is_file() or path.is_symlink():
                continue
            if refusal(relative.as_posix()):
                self.notes.append(
                    translate("Packs", "Left out of run {name}: {relative} ({refusal}).").format(
                        name=name, relative=relative, refusal=refusal(relative.as_posix())
                    )
                )
                continue
            self.files[f"runs/{name}/{relative.as_posix()}"] = path
        if not any(p.startswith(f"runs/{name}/best/") for p in self.files):
            self.notes.append(
                translate(
                    "Packs", "Run {name} has no kept model yet (best/): its history travels, not a model."
                ).format(name=name)
            )
        return name

    def add_data(self, path: Path) -> str:
        from workbench.core.training.data.gate import regular_file

        path = path.resolve()
        if path not in self.data:
            regular_file(path)
            if refusal(path.name):
                raise PackError(
                    translate("Packs", "A pack cannot carry {refusal}.").format(refusal=refusal(path.name)),
                    translate("Packs", "Leave it out of the pack."),
                )
            name = _unique(path.name, {n.lower() for n in self.data.values()} | {"manifest.json"})
            self.data[path] = name
            self.files[f"scenes/{name}"] = path
        return self.data[path]


def create_pack(
    request: PackRequest, progress: Progress | None = None, cancel: threading.Event | None = None
) -> CreateResult:
    """Write the pack ``request`` asks for to ``request.out``; PackError (or another WorkbenchError) names
    anything that cannot be packed, before a byte is written.  ``cancel`` stops it and nothing is left."""
    progress = progress or (lambda fraction, message: None)
    cancel = cancel or threading.Event()
    plan = _Plan()
    for ref in request.models:
        _add_model(plan, ref)
    if request.lecture_pack:
        _add_lecture_pack(plan)
    scene_names: set[str] = set()
    for scene_file in request.scenes:
        _add_scene_file(plan, Path(scene_file).expanduser(), scene_names)
    for data_file in request.data:
        plan.add_data(Path(data_file).expanduser())
    if plan.data or scene_names:
        plan.items.append(PackItem("scenes", sorted(scene_names)[0] if scene_names else "data", "scenes"))
    if not plan.items:
        raise PackError(
            translate("Packs", "There is nothing to put in the lesson pack."),
            translate("Packs", "Name models, runs, scene files or data files (or --lecture-pack)."),
        )
    out = Path(request.out).expanduser()
    total = sum(len(s) if isinstance(s, bytes) else s.stat().st_size for s in plan.files.values())
    ensure_writable(out.parent)
    check_room(out.parent, total, translate("Errors", "the lesson pack"))
    title = request.title or out.stem
    manifest = _write(out, plan, title, total, progress, cancel)
    return CreateResult(out, manifest, tuple(plan.notes))


def _add_model(plan: _Plan, ref: str) -> None:
    from workbench.core.models.catalogue import get_entry

    folder = Path(ref).expanduser()
    named_run = paths.runs_dir() / ref
    if folder.is_dir() or (
        not folder.is_absolute() and "/" not in ref and (named_run / "config.json").is_file()
    ):
        run = scene_refs.run_root(folder if folder.is_dir() else named_run)
        if run is None:
            raise PackError(
                translate(
                    "Packs", "{ref} is a folder but not a training run's, so it cannot go in a pack."
                ).format(ref=ref),
                translate(
                    "Packs", "Name a run's folder (see `workbench runs`), or a model downloaded from the hub."
                ),
            )
        plan.add_run(run)
        return
    entry = get_entry(ref)
    if entry is not None and entry.is_embedded:
        plan.notes.append(
            translate("Packs", "{name} comes with the app on every computer, so it is not packed.").format(
                name=entry.name
            )
        )
        return
    _add_hub(plan, entry.hf_id if entry is not None else ref.strip(), entry.name if entry else ref)


def _add_lecture_pack(plan: _Plan) -> None:
    from workbench.core.models.catalogue import lecture_pack
    from workbench.core.models.hub_cache import cached_snapshot

    missing = [entry.name for entry in lecture_pack() if cached_snapshot(entry.hf_id) is None]
    if missing:
        raise PackError(
            translate("Packs", "The lecture pack is not all on this computer (missing: {names}).").format(
                names=", ".join(missing)
            ),
            translate(
                "Packs", "Download it first (`workbench download --lecture-pack`), then make the pack."
            ),
        )
    for entry in lecture_pack():
        _add_hub(plan, entry.hf_id, entry.name)


def _add_hub(plan: _Plan, repo_id: str, name: str) -> None:
    from workbench.core.models.downloads import select_files
    from workbench.core.models.hub_cache import cached_snapshot, repo_folder

    snapshot = cached_snapshot(repo_id)
    if snapshot is None:
        raise PackError(
            translate("Packs", "{name} is not on this computer, so it cannot go in the pack.").format(
                name=name
            ),
            translate(
                "Packs",
                "Download it first (`workbench download {repo_id}` or the Model zoo), then try again.",
            ).format(repo_id=repo_id),
        )
    folder = f"hub/{repo_folder(repo_id, Path('.')).name}"
    if any(item.folder == folder for item in plan.items):
        return
    chosen = select_files(p.name for p in snapshot.iterdir() if p.is_file())
    if not any(n.endswith(".safetensors") for n in chosen):
        raise PackError(
            translate(
                "Packs",
                "{name} has only pickle weights, which can run code when opened, so it is not packed.",
            ).format(name=name),
            translate("Packs", "Use a version of the model with .safetensors weights."),
        )
    refuse_custom_code("config.json", (snapshot / "config.json").read_bytes())
    commit = snapshot.name
    plan.items.append(PackItem("hub", repo_id, folder, commit))
    for file_name in chosen:
        plan.files[f"{folder}/snapshots/{commit}/{file_name}"] = snapshot / file_name
    plan.files[f"{folder}/refs/main"] = commit.encode("ascii")


def _add_scene_file(plan: _Plan, path: Path, names: set[str]) -> None:
    from workbench.core.scenes import load_deck

    load_deck(path)  # a scene file with a mistake is refused here, with the scene and the field
    deck = json.loads(path.read_text(encoding="utf-8"))
    folder = path.resolve().parent

    def carry(key: str, value: str) -> str | None:
        target = Path(value).expanduser()
        if not target.is_absolute():
            if not scene_refs.is_relative_ref(key, value) and key != scene_refs.DATA_KEY:
                return None  # a model id, not a path
            target = folder / target
        if target.is_file():
            return plan.add_data(target)
        run = scene_refs.run_root(target) if target.is_dir() else None
        if run is not None:
            rest = target.resolve().relative_to(run.resolve()).as_posix()
            return f"../runs/{plan.add_run(run)}" + ("" if rest == "." else f"/{rest}")
        if target.exists() or key == scene_refs.DATA_KEY:
            plan.notes.append(
                translate(
                    "Packs", "{name} names {value}, which a pack cannot carry (not a data file or a run)."
                ).format(name=path.name, value=value)
            )
        return None

    scene_refs.rewrite(deck, carry)
    name = _unique(path.name, {n.lower() for n in names} | {n.lower() for n in plan.data.values()})
    names.add(name)
    plan.files[f"scenes/{name}"] = scene_refs.dump(deck)


def _unique(name: str, taken: set[str]) -> str:
    stem, dot, suffix = name.rpartition(".") if "." in name else (name, "", "")
    candidate, number = name, 1
    while candidate.lower() in taken:
        number += 1
        candidate = f"{stem}-{number}{dot}{suffix}"
    return candidate


def _write(
    out: Path, plan: _Plan, title: str, total: int, progress: Progress, cancel: threading.Event
) -> Manifest:
    from workbench.core.errors import Cancelled
    from workbench.core.storage import DiskFull, is_disk_full

    partial = out.with_name(f".{out.name}.{uuid.uuid4().hex[:8]}.partial")
    files, done = [], 0
    try:
        with zipfile.ZipFile(partial, "w", allowZip64=True) as archive:
            for number, (name, source) in enumerate(sorted(plan.files.items()), 1):
                method = zipfile.ZIP_STORED if name.endswith(_STORED) else zipfile.ZIP_DEFLATED
                info = zipfile.ZipInfo(name, date_time=(2000, 1, 1, 0, 0, 0))
                info.compress_type, info.external_attr = method, 0o644 << 16
                digest, size = _hash_into(archive, info, source, cancel)
                files.append(PackFile(name, size, digest))
                done += size
                progress(done / max(total, 1), f"Packing file {number} of {len(plan.files)}: {name}")
            created = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
            manifest = Manifest(title, created, tuple(plan.items), tuple(files))
            archive.writestr(MANIFEST, manifest.to_json())
        os.replace(partial, out)
    except BaseException as exc:
        partial.unlink(missing_ok=True)
        if isinstance(exc, (WorkbenchError, Cancelled)) or not is_disk_full(exc):
            raise
        raise DiskFull(out.parent, translate("Errors", "the lesson pack")) from exc
    return manifest


def _hash_into(
    archive: zipfile.ZipFile, info: zipfile.ZipInfo, source: Path | bytes, cancel: threading.Event
) -> tuple[str, int]:
    import hashlib

    from workbench.core.errors import Cancelled

    digest, size = hashlib.sha256(), 0
    with archive.open(info, "w", force_zip64=True) as target:
        if isinstance(source, bytes):
            target.write(source)
            digest.update(source)
            return digest.hexdigest(), len(source)
        with source.open("rb") as handle:
            while chunk := handle.read(1 << 20):
                if cancel.is_set():
                    raise Cancelled("The lesson pack was not made.")
                target.write(chunk)
                digest.update(chunk)
                size += len(chunk)
    return digest.hexdigest(), size
