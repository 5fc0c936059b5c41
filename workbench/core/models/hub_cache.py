"""What the Hugging Face cache on this computer already holds.

Models downloaded by the workbench, by transformers or by any other tool that uses the hub client all land in
the same cache (HF_HUB_CACHE / HF_HOME).  This module answers two questions about it without going online:
which models are there (``cached_models``, a full scan with the hub client's own scanner) and where the files
of one model are (``cached_snapshot``, a cheap look at a single repository folder).

A snapshot counts as *complete* when it holds ``config.json`` and weights a transformers model can be built
from (safetensors or PyTorch ``.bin``; for sharded weights, every shard its index names).  Half-finished
downloads therefore never look usable.  Nothing here raises for a damaged cache: a bad entry is skipped.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)

_COMMIT_HASH = re.compile(r"^[0-9a-f]{40}$")
_REPO_ID = re.compile(r"^[\w.-]+(/[\w.-]+)?$")
_INDEX_SUFFIXES = (".safetensors.index.json", ".bin.index.json")


@dataclass(frozen=True)
class CachedModel:
    """One model repository in the cache, described by its best snapshot (see ``cached_models``)."""

    repo_id: str
    snapshot: Path  # snapshots/<commit> folder: the files as the model's authors named them
    size_bytes: int  # bytes of the files in that snapshot
    complete: bool  # config.json and all weights are there: the model can be loaded from ``snapshot``


def default_cache_dir() -> Path:
    """The hub client's cache folder (honours HF_HUB_CACHE and HF_HOME)."""
    from workbench import paths

    return paths.hf_cache_dir()


def repo_folder(repo_id: str, cache_dir: Path | None = None) -> Path:
    """Where the cache keeps ``repo_id`` (a model repository), whether or not it exists yet."""
    folder = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    return folder / ("models--" + repo_id.replace("/", "--"))


def is_complete_snapshot(snapshot: Path) -> bool:
    """True when ``snapshot`` holds config.json and a full set of weights that transformers can load."""
    try:
        if not (snapshot / "config.json").is_file():
            return False
        names = {
            entry.name for entry in snapshot.iterdir() if entry.is_file()
        }  # is_file: symlink target exists
    except OSError:
        return False
    sharded: set[str] = set()
    for index in sorted(name for name in names if name.endswith(_INDEX_SUFFIXES)):
        shards = _shards_named_by(snapshot / index)
        if shards and shards <= names:  # sharded weights count only when every shard is there
            return True
        sharded |= shards
    return any(_is_weights_file(name) and name not in sharded for name in names)


def _is_weights_file(name: str) -> bool:
    if name.endswith(".safetensors"):
        return True
    return name.endswith(".bin") and name.startswith(("pytorch_model", "model"))


def _shards_named_by(index: Path) -> set[str]:
    try:
        weight_map = json.loads(index.read_text(encoding="utf-8")).get("weight_map", {})
        return {str(name) for name in weight_map.values()}
    except (OSError, ValueError, AttributeError):
        return set()


def cached_models(cache_dir: Path | None = None) -> dict[str, CachedModel]:
    """Every model repository in the cache, keyed by repo id (e.g. ``"google-bert/bert-base-uncased"``).

    Each is described by the snapshot ``refs/main`` points at when that one is complete, else by its newest
    complete snapshot, else by its newest snapshot (then ``complete`` is False).  A missing or empty cache
    gives ``{}``; entries the hub client's scanner finds corrupt are skipped.
    """
    folder = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    if not folder.is_dir():
        return {}
    from huggingface_hub import scan_cache_dir

    try:
        info = scan_cache_dir(folder)
    except Exception as exc:  # a damaged entry the scanner does not expect (unreadable ref, permissions)
        log.warning("the Hugging Face cache scan failed (%s); looking at each model folder instead", exc)
        return _fallback_scan(folder)
    for warning in info.warnings:
        log.info("skipping a damaged cache entry: %s", warning)

    models: dict[str, CachedModel] = {}
    for repo in info.repos:
        if repo.repo_type != "model" or not repo.revisions:
            continue
        revisions = sorted(repo.revisions, key=lambda r: r.last_modified, reverse=True)
        complete = {r.commit_hash: is_complete_snapshot(r.snapshot_path) for r in revisions}
        on_main = [r for r in revisions if "main" in r.refs]
        chosen = next((r for r in on_main if complete[r.commit_hash]), None)
        chosen = chosen or next((r for r in revisions if complete[r.commit_hash]), None)
        chosen = chosen or (on_main[0] if on_main else revisions[0])
        models[repo.repo_id] = CachedModel(
            repo_id=repo.repo_id,
            snapshot=chosen.snapshot_path,
            size_bytes=chosen.size_on_disk,
            complete=complete[chosen.commit_hash],
        )
    return models


def _fallback_scan(folder: Path) -> dict[str, CachedModel]:
    """``cached_models`` without the hub client's scanner: one model folder at a time, skipping bad ones."""
    models: dict[str, CachedModel] = {}
    try:
        repo_dirs = sorted(folder.glob("models--*"))
    except OSError:
        return {}
    for repo_dir in repo_dirs:
        repo_id = repo_dir.name[len("models--") :].replace("--", "/")
        try:
            snapshot = cached_snapshot(repo_id, folder) or _newest_snapshot(repo_dir)
            if snapshot is None:
                continue
            size = sum(f.stat().st_size for f in snapshot.rglob("*") if f.is_file())
            models[repo_id] = CachedModel(repo_id, snapshot, size, is_complete_snapshot(snapshot))
        except OSError as exc:
            log.info("skipping the damaged cache entry %s: %s", repo_dir, exc)
    return models


def _newest_snapshot(repo_dir: Path) -> Path | None:
    try:
        snapshots = [p for p in (repo_dir / "snapshots").iterdir() if p.is_dir()]
    except OSError:
        return None
    return max(snapshots, key=_mtime, default=None)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def cached_snapshot(repo_id: str, cache_dir: Path | None = None, revision: str = "main") -> Path | None:
    """The folder of a complete cached snapshot of ``repo_id``, or None when the cache holds none.

    Cheap (no full scan): the snapshot ``refs/<revision>`` points at when it is complete, else the newest
    complete snapshot of the model.  When ``revision`` is a commit hash, only that exact snapshot will do.
    """
    repo_id = repo_id.strip()
    if not _REPO_ID.match(repo_id) or ".." in repo_id or ".." in revision:
        return None
    repo_dir = repo_folder(repo_id, cache_dir)
    snapshots = repo_dir / "snapshots"
    try:
        if not snapshots.is_dir():
            return None
        if _COMMIT_HASH.match(revision):
            wanted: str | None = revision
        else:
            ref = repo_dir / "refs" / revision
            wanted = ref.read_text(encoding="utf-8").strip() if ref.is_file() else None
        if wanted and _COMMIT_HASH.match(wanted) and is_complete_snapshot(snapshots / wanted):
            return snapshots / wanted
        if _COMMIT_HASH.match(revision):  # an exact version was asked for: no other one will do
            return None
        candidates = sorted((p for p in snapshots.iterdir() if p.is_dir()), key=_mtime, reverse=True)
    except (OSError, UnicodeDecodeError):
        return None
    return next((p for p in candidates if is_complete_snapshot(p)), None)
