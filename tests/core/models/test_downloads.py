"""Downloads through the real hub client from a fake hub on 127.0.0.1: progress, cancel, resume, failures."""

from __future__ import annotations

import errno
import filecmp
import shutil
import socket
import threading
import time
from collections import namedtuple
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.support.fake_hub import FakeHub, fake_hub_fixture  # noqa: F401 - provides the fake_hub fixture
from tests.support.tiny_models import save_tiny_bert
from workbench.core.errors import Cancelled, DownloadBlocked, DownloadError
from workbench.core.models import downloads, hub_cache, transfer
from workbench.core.models.downloads import DownloadProgress, download_model, select_files

if TYPE_CHECKING:
    import torch

REPO = "tiny/bert"
EXPECTED_FILES = {"config.json", "model.safetensors", "tokenizer.json", "tokenizer_config.json", "vocab.txt"}


@pytest.fixture(scope="module")
def served_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real BERT with a WordPiece tokenizer, big enough (about 4.5 MB) for a throttled
    download to cancel."""
    folder = tmp_path_factory.mktemp("served") / "bert"
    return save_tiny_bert(folder, hidden_size=256, intermediate_size=512)


@pytest.fixture
def online(monkeypatch: pytest.MonkeyPatch) -> None:
    """The test suite runs with HF_HUB_OFFLINE=1; these tests may talk to the fake hub on 127.0.0.1."""
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)


@pytest.fixture
def hub(fake_hub: FakeHub, served_model: Path) -> FakeHub:
    """The fake hub serving ``served_model`` as tiny/bert; the hub client may reach it."""
    fake_hub.add_repo(REPO, served_model)
    return fake_hub


def _logits(folder: Path) -> torch.Tensor:
    import torch
    from transformers import AutoModelForMaskedLM

    model = AutoModelForMaskedLM.from_pretrained(folder).eval()
    with torch.no_grad():
        return model(input_ids=torch.tensor([[2, 5, 6, 7, 8, 9, 3]])).logits


def _assert_monotone(events: list[DownloadProgress]) -> None:
    for before, after in zip(events, events[1:], strict=False):
        assert after.downloaded_bytes >= before.downloaded_bytes
        assert after.files_done >= before.files_done
        assert after.total_bytes == before.total_bytes


def test_download_through_the_hub_client_gives_a_loadable_identical_model(
    hub: FakeHub, served_model: Path, tmp_path: Path
) -> None:
    from transformers import AutoTokenizer

    cache = tmp_path / "hf-cache"
    events: list[DownloadProgress] = []
    snapshot = download_model(REPO, cache_dir=cache, endpoint=hub.url, on_progress=events.append)

    assert {p.name for p in snapshot.iterdir()} == EXPECTED_FILES
    assert snapshot.parent.parent == cache.resolve() / "models--tiny--bert"
    assert (snapshot.parent.parent / "refs" / "main").read_text() == hub.repos[REPO].commit
    assert _logits(snapshot).equal(_logits(served_model))
    tokenizer = AutoTokenizer.from_pretrained(snapshot)
    assert tokenizer.convert_ids_to_tokens(tokenizer("the cat sat")["input_ids"]) == [
        "[CLS]",
        "the",
        "cat",
        "sat",
        "[SEP]",
    ]

    total = sum((served_model / name).stat().st_size for name in EXPECTED_FILES)
    assert events, "no progress was reported"
    _assert_monotone(events)
    final = events[-1]
    assert final.downloaded_bytes == final.total_bytes == total
    assert final.files_done == final.files_total == len(EXPECTED_FILES)
    assert final.fraction == 1.0
    assert final.describe().endswith(f"file {len(EXPECTED_FILES)} of {len(EXPECTED_FILES)}")

    cached = hub_cache.cached_models(cache)
    assert set(cached) == {REPO}
    assert cached[REPO].complete and cached[REPO].snapshot == snapshot and cached[REPO].size_bytes == total
    assert hub_cache.cached_snapshot(REPO, cache) == snapshot

    # A second call finds everything in the cache: no file is fetched again.
    served = hub.served_bytes()
    again: list[DownloadProgress] = []
    assert download_model(REPO, cache_dir=cache, endpoint=hub.url, on_progress=again.append) == snapshot
    assert hub.served_bytes() == served
    assert again[0].downloaded_bytes == total and again[-1].downloaded_bytes == total


def test_cancel_stops_quickly_and_the_next_download_resumes(
    hub: FakeHub, served_model: Path, tmp_path: Path
) -> None:
    cache = tmp_path / "hf-cache"
    weights_size = (served_model / "model.safetensors").stat().st_size
    hub.throttle = 2_000_000  # about 2.3 s for the weights: enough to cancel half-way
    cancel = threading.Event()
    cancelled_at: list[float] = []

    def cancel_after_a_quarter(progress: DownloadProgress) -> None:
        if progress.downloaded_bytes >= progress.total_bytes // 4 and not cancel.is_set():
            cancelled_at.append(time.monotonic())
            cancel.set()

    with pytest.raises(Cancelled):
        download_model(
            REPO, cache_dir=cache, endpoint=hub.url, on_progress=cancel_after_a_quarter, cancel=cancel
        )
    assert cancelled_at and time.monotonic() - cancelled_at[0] < 1.0

    partials = list((cache / "models--tiny--bert" / "blobs").glob("*.incomplete"))
    assert len(partials) == 1
    kept = partials[0].stat().st_size
    assert 0 < kept < weights_size
    assert hub_cache.cached_snapshot(REPO, cache) is None
    models = hub_cache.cached_models(cache)
    assert REPO not in models or not models[REPO].complete

    hub.throttle = None
    events: list[DownloadProgress] = []
    snapshot = download_model(REPO, cache_dir=cache, endpoint=hub.url, on_progress=events.append)

    weights_gets = [r for r in hub.requests if r[0] == "GET" and r[1].endswith("/model.safetensors")]
    assert len(weights_gets) == 2 and weights_gets[1][2] == f"bytes={kept}-"
    assert hub.range_requests == 1
    assert hub.served_bytes("model.safetensors") < 2 * weights_size
    assert events[0].downloaded_bytes >= kept  # the resumed part counts from the start
    _assert_monotone(events)
    assert filecmp.cmp(snapshot / "model.safetensors", served_model / "model.safetensors", shallow=False)
    assert not list((cache / "models--tiny--bert" / "blobs").glob("*.incomplete"))
    assert _logits(snapshot).equal(_logits(served_model))


def test_a_connection_dropped_mid_file_is_continued_in_the_same_call(
    hub: FakeHub, served_model: Path, tmp_path: Path
) -> None:
    weights_size = (served_model / "model.safetensors").stat().st_size
    hub.drop_once["model.safetensors"] = 1_000_000
    events: list[DownloadProgress] = []
    snapshot = download_model(REPO, cache_dir=tmp_path / "c", endpoint=hub.url, on_progress=events.append)
    assert hub.range_requests == 1
    assert hub.served_bytes("model.safetensors") == weights_size
    _assert_monotone(events)
    assert filecmp.cmp(snapshot / "model.safetensors", served_model / "model.safetensors", shallow=False)


def test_an_unreachable_hub_is_explained(online: None, tmp_path: Path) -> None:
    with socket.socket() as probe:  # a loopback port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with pytest.raises(DownloadError, match="cannot be reached") as caught:
        download_model(REPO, cache_dir=tmp_path / "c", endpoint=f"http://127.0.0.1:{port}")
    assert "models already on this computer still work" in str(caught.value)
    assert isinstance(caught.value, DownloadBlocked)  # any other model would fail the same way


def test_offline_mode_is_explained_without_touching_the_network(
    hub: FakeHub, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)  # as the HF_HUB_OFFLINE=1 setting makes it
    with pytest.raises(DownloadError, match="Offline mode is on") as caught:
        download_model(REPO, cache_dir=tmp_path / "c", endpoint=hub.url)
    assert "HF_HUB_OFFLINE" in str(caught.value)
    assert hub.requests == []


def test_a_gated_model_asks_for_the_licence_and_a_log_in(
    hub: FakeHub, served_model: Path, tmp_path: Path
) -> None:
    hub.add_repo("org/gated", served_model, gated=True, tokens=("hf_allowed",))
    with pytest.raises(DownloadError, match="licence") as caught:
        download_model("org/gated", cache_dir=tmp_path / "c", endpoint=hub.url)
    assert "log in" in str(caught.value) and f"{hub.url}/org/gated" in str(caught.value)
    assert not isinstance(caught.value, DownloadBlocked)  # only this model needs the licence
    assert hub.served_bytes() == 0

    snapshot = download_model("org/gated", cache_dir=tmp_path / "c", endpoint=hub.url, token="hf_allowed")
    assert {p.name for p in snapshot.iterdir()} == EXPECTED_FILES


def test_an_unknown_model_is_not_found(hub: FakeHub, tmp_path: Path) -> None:
    with pytest.raises(DownloadError, match="not found") as caught:
        download_model("nobody/nothing", cache_dir=tmp_path / "c", endpoint=hub.url)
    assert not isinstance(caught.value, DownloadBlocked)
    with pytest.raises(DownloadError, match="not a valid model name"):
        download_model("no such/model!", cache_dir=tmp_path / "c", endpoint=hub.url)
    with pytest.raises(DownloadError, match="version 'v9' .* not found"):
        download_model(REPO, revision="v9", cache_dir=tmp_path / "c", endpoint=hub.url)


def test_not_enough_disk_space_stops_before_downloading(
    hub: FakeHub, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    usage = namedtuple("usage", "total used free")
    monkeypatch.setattr(shutil, "disk_usage", lambda path: usage(10_000_000, 9_999_000, 1_000))
    with pytest.raises(DownloadBlocked, match=r"needs 4\.\d MB of disk space, but only 1\.0 kB is free"):
        download_model(REPO, cache_dir=tmp_path / "c", endpoint=hub.url)
    assert hub.served_bytes() == 0
    assert not list((tmp_path / "c").rglob("*.incomplete"))


def test_a_full_disk_during_the_download_is_explained(
    hub: FakeHub, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    class FullDisk:
        def write(self, data: bytes) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

    real_write = transfer.write_chunk
    monkeypatch.setattr(transfer, "write_chunk", lambda out, chunk, name: real_write(FullDisk(), chunk, name))
    with pytest.raises(DownloadError, match="disk is full"):
        download_model(REPO, cache_dir=tmp_path / "c", endpoint=hub.url)


def test_only_safetensors_are_fetched_when_several_formats_are_served(
    fake_hub: FakeHub, tmp_path: Path
) -> None:
    import torch
    from transformers import BertForMaskedLM

    folder = save_tiny_bert(tmp_path / "many-formats")
    torch.save(BertForMaskedLM.from_pretrained(folder).state_dict(), folder / "pytorch_model.bin")
    for extra in (
        "tf_model.h5",
        "flax_model.msgpack",
        "model.onnx",
        "rust_model.ot",
        "model.gguf",
        "README.md",
    ):
        (folder / extra).write_bytes(b"not needed" * 100)
    (folder / "onnx").mkdir()
    (folder / "onnx" / "model.onnx").write_bytes(b"not needed" * 100)

    fake_hub.add_repo("tiny/many", folder)
    snapshot = download_model("tiny/many", cache_dir=tmp_path / "c", endpoint=fake_hub.url)
    assert {p.name for p in snapshot.iterdir()} == EXPECTED_FILES
    assert set(fake_hub.served) == EXPECTED_FILES  # not a byte of anything else


def test_pytorch_bin_weights_are_fetched_when_there_is_no_safetensors(
    fake_hub: FakeHub, tmp_path: Path
) -> None:
    import torch
    from transformers import BertForMaskedLM

    folder = save_tiny_bert(tmp_path / "bin-only")
    torch.save(BertForMaskedLM.from_pretrained(folder).state_dict(), folder / "pytorch_model.bin")
    (folder / "model.safetensors").unlink()
    (folder / "tf_model.h5").write_bytes(b"not needed")

    fake_hub.add_repo("tiny/bin", folder)
    snapshot = download_model("tiny/bin", cache_dir=tmp_path / "c", endpoint=fake_hub.url)
    assert "pytorch_model.bin" in {p.name for p in snapshot.iterdir()}
    assert "tf_model.h5" not in {p.name for p in snapshot.iterdir()}
    assert hub_cache.cached_snapshot("tiny/bin", tmp_path / "c") == snapshot


def test_a_repository_without_usable_weights_is_refused(fake_hub: FakeHub, tmp_path: Path) -> None:
    folder = tmp_path / "gguf-only"
    folder.mkdir()
    (folder / "config.json").write_text("{}")
    (folder / "model-q4.gguf").write_bytes(b"GGUF" * 10)
    fake_hub.add_repo("tiny/gguf", folder)
    with pytest.raises(DownloadError, match="no weights the workbench can read"):
        download_model("tiny/gguf", cache_dir=tmp_path / "c", endpoint=fake_hub.url)
    assert fake_hub.served_bytes() == 0


def test_file_selection_takes_one_set_of_weights() -> None:
    shared = ["config.json", "tokenizer.json", "vocab.txt", "merges.txt", "spiece.model", "README.md"]
    assert select_files(
        [
            *shared,
            "model.safetensors",
            "pytorch_model.bin",
            "tf_model.h5",
            "flax_model.msgpack",
            "onnx/model.onnx",
        ]
    ) == ["config.json", "merges.txt", "spiece.model", "tokenizer.json", "vocab.txt", "model.safetensors"]
    sharded = [
        "model-00001-of-00002.safetensors",
        "model-00002-of-00002.safetensors",
        "model.safetensors.index.json",
        "pytorch_model-00001-of-00002.bin",
        "pytorch_model-00002-of-00002.bin",
        "pytorch_model.bin.index.json",
        "consolidated.safetensors",
        "training_args.bin",
    ]
    assert select_files(["config.json", *sharded]) == [
        "config.json",
        "model.safetensors.index.json",
        "model-00001-of-00002.safetensors",
        "model-00002-of-00002.safetensors",
    ]
    assert select_files(["config.json", "pytorch_model.bin", "training_args.bin", "model.ckpt"]) == [
        "config.json",
        "pytorch_model.bin",
    ]


def test_progress_reads_like_a_person_would_say_it() -> None:
    progress = DownloadProgress(REPO, 120_300_000, 440_500_000, 12_100_000.0, "model.safetensors", 2, 7)
    assert progress.describe() == "120.3 MB of 440.5 MB · 12.1 MB/s · file 3 of 7"
    assert progress.fraction == pytest.approx(120.3 / 440.5)
    done = DownloadProgress(REPO, 440_500_000, 440_500_000, 0.0, "", 7, 7)
    assert done.describe() == "440.5 MB of 440.5 MB · file 7 of 7" and done.fraction == 1.0
    assert downloads.format_bytes(999) == "999 bytes" and downloads.format_bytes(2_500_000_000) == "2.5 GB"
