"""What the Hugging Face cache holds, read from hand-made cache folders in the hub client's layout."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from workbench.core.models import hub_cache
from workbench.core.models.hub_cache import cached_models, cached_snapshot

COMMIT_A = "a" * 40
COMMIT_B = "b" * 40


def make_snapshot(
    cache: Path, repo_id: str, commit: str, files: dict[str, bytes], ref: str | None = "main"
) -> Path:
    """A snapshot as the hub client writes it: blobs, snapshot symlinks to them, and a ref."""
    repo = cache / ("models--" + repo_id.replace("/", "--"))
    snapshot = repo / "snapshots" / commit
    snapshot.mkdir(parents=True, exist_ok=True)
    (repo / "blobs").mkdir(exist_ok=True)
    for name, data in files.items():
        blob = repo / "blobs" / f"{commit[:8]}-{name}"
        blob.write_bytes(data)
        (snapshot / name).symlink_to(os.path.relpath(blob, snapshot))
    if ref is not None:
        (repo / "refs").mkdir(exist_ok=True)
        (repo / "refs" / ref).write_text(commit)
    return snapshot


WEIGHTS = {"config.json": b"{}", "model.safetensors": b"w" * 1000}


def test_a_missing_or_empty_cache_holds_nothing(tmp_path: Path) -> None:
    assert cached_models(tmp_path / "missing") == {}
    (tmp_path / "empty").mkdir()
    assert cached_models(tmp_path / "empty") == {}
    assert cached_snapshot("owner/model", tmp_path / "missing") is None
    assert cached_snapshot("owner/model", tmp_path / "empty") is None


def test_the_default_cache_follows_hf_hub_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path))
    snapshot = make_snapshot(tmp_path, "owner/model", COMMIT_A, WEIGHTS)
    assert cached_models()["owner/model"].snapshot == snapshot
    assert cached_snapshot("owner/model") == snapshot


def test_a_complete_snapshot_is_found(tmp_path: Path) -> None:
    snapshot = make_snapshot(tmp_path, "owner/model", COMMIT_A, {**WEIGHTS, "tokenizer.json": b"t" * 10})
    model = cached_models(tmp_path)["owner/model"]
    assert model == hub_cache.CachedModel("owner/model", snapshot, 1012, True)
    assert cached_snapshot("owner/model", tmp_path) == snapshot
    assert cached_snapshot("owner/model", tmp_path, revision=COMMIT_A) == snapshot
    assert cached_snapshot("owner/other", tmp_path) is None


def test_a_snapshot_without_weights_is_incomplete(tmp_path: Path) -> None:
    snapshot = make_snapshot(
        tmp_path, "owner/model", COMMIT_A, {"config.json": b"{}", "tokenizer.json": b"{}"}
    )
    model = cached_models(tmp_path)["owner/model"]
    assert model.snapshot == snapshot and not model.complete
    assert cached_snapshot("owner/model", tmp_path) is None
    make_snapshot(tmp_path, "owner/weights-only", COMMIT_A, {"model.safetensors": b"w"})
    assert not cached_models(tmp_path)["owner/weights-only"].complete


def test_sharded_weights_are_complete_only_with_every_shard(tmp_path: Path) -> None:
    index = json.dumps(
        {"weight_map": {"a": "model-00001-of-00002.safetensors", "b": "model-00002-of-00002.safetensors"}}
    )
    files = {
        "config.json": b"{}",
        "model.safetensors.index.json": index.encode(),
        "model-00001-of-00002.safetensors": b"1",
    }
    snapshot = make_snapshot(tmp_path, "owner/sharded", COMMIT_A, files)
    assert not cached_models(tmp_path)["owner/sharded"].complete
    assert cached_snapshot("owner/sharded", tmp_path) is None
    make_snapshot(tmp_path, "owner/sharded", COMMIT_A, {"model-00002-of-00002.safetensors": b"2"})
    assert cached_models(tmp_path)["owner/sharded"].complete
    assert cached_snapshot("owner/sharded", tmp_path) == snapshot


def test_main_is_preferred_and_an_incomplete_main_falls_back_to_an_older_complete_snapshot(
    tmp_path: Path,
) -> None:
    older = make_snapshot(tmp_path, "owner/model", COMMIT_A, WEIGHTS, ref=None)
    newer = make_snapshot(tmp_path, "owner/model", COMMIT_B, {"config.json": b"{}"}, ref="main")
    assert cached_snapshot("owner/model", tmp_path) == older
    assert cached_models(tmp_path)["owner/model"] == hub_cache.CachedModel("owner/model", older, 1002, True)
    assert (
        cached_snapshot("owner/model", tmp_path, revision=COMMIT_B) is None
    )  # that exact version is incomplete
    make_snapshot(tmp_path, "owner/model", COMMIT_B, {"model.safetensors": b"v" * 10}, ref="main")
    assert cached_snapshot("owner/model", tmp_path) == newer
    assert cached_models(tmp_path)["owner/model"].snapshot == newer


def test_corrupt_entries_and_other_repo_types_are_skipped(tmp_path: Path) -> None:
    good = make_snapshot(tmp_path, "owner/good", COMMIT_A, WEIGHTS)
    (tmp_path / "models--owner--no-snapshots" / "blobs").mkdir(parents=True)
    dangling = make_snapshot(tmp_path, "owner/dangling", COMMIT_A, WEIGHTS)
    for blob in (dangling.parent.parent / "blobs").iterdir():
        blob.unlink()
    make_snapshot(tmp_path, "owner/bad-ref", COMMIT_A, WEIGHTS)
    (tmp_path / "models--owner--bad-ref" / "refs" / "main").write_text(COMMIT_B)  # points at nothing
    (tmp_path / "not-a-repo.txt").write_text("hello")
    make_snapshot(tmp_path / "datasets", "x", COMMIT_A, WEIGHTS)  # wrong place, ignored
    dataset = make_snapshot(tmp_path, "owner/data", COMMIT_A, WEIGHTS)
    dataset.parent.parent.rename(tmp_path / "datasets--owner--data")

    models = cached_models(tmp_path)
    assert set(models) == {"owner/good"} and models["owner/good"].snapshot == good
    assert cached_snapshot("owner/dangling", tmp_path) is None
    assert cached_snapshot("../owner/good", tmp_path) is None


def test_a_failing_scan_falls_back_to_looking_at_each_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import huggingface_hub

    def broken_scan(cache_dir: object = None) -> object:
        raise PermissionError("cannot read a ref")

    monkeypatch.setattr(huggingface_hub, "scan_cache_dir", broken_scan)
    snapshot = make_snapshot(tmp_path, "owner/model", COMMIT_A, WEIGHTS)
    make_snapshot(tmp_path, "owner/partial", COMMIT_A, {"config.json": b"{}"})
    models = cached_models(tmp_path)
    assert models["owner/model"] == hub_cache.CachedModel("owner/model", snapshot, 1002, True)
    assert not models["owner/partial"].complete
