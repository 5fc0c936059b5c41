"""The lecture pack through the real hub client, from the fake hub on 127.0.0.1 serving tiny stand-ins under
the pack models' names: what is missing, the whole pack with one progress, cancel and resume, and failures."""

from __future__ import annotations

import socket
import threading
from pathlib import Path

import pytest

from tests.support.fake_hub import FakeHub, fake_hub_fixture  # noqa: F401 - provides the fake_hub fixture
from tests.support.lecture_pack import pack_bytes, save_stand_ins, serve_pack
from workbench.core.errors import Cancelled, DownloadBlocked
from workbench.core.models import catalogue, hub_cache
from workbench.core.models.lecture_pack import PackProgress, download_pack, pack_state

PACK = catalogue.lecture_pack()
HF_IDS = [entry.hf_id for entry in PACK]


@pytest.fixture(scope="module")
def stand_ins(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return save_stand_ins(tmp_path_factory.mktemp("pack"))


@pytest.fixture
def hub(fake_hub: FakeHub, stand_ins: dict[str, Path]) -> FakeHub:
    serve_pack(fake_hub, stand_ins)
    return fake_hub


def _file_gets(hub: FakeHub, hf_id: str, since: int = 0) -> list[tuple[str, str, str]]:
    """The file bodies requested from ``hf_id`` (after the first ``since`` requests)."""
    return [r for r in hub.requests[since:] if r[0] == "GET" and r[1].startswith(f"/{hf_id}/resolve/")]


def test_the_state_lists_what_is_missing_and_its_size_without_the_network(tmp_path: Path) -> None:
    cache = tmp_path / "c"
    state = pack_state(cache)
    assert [entry.id for entry, _ in state.models] == [e.id for e in PACK]
    assert state.missing == PACK and not state.present and not state.complete
    assert state.bytes_to_fetch == sum(e.download_bytes for e in PACK)
    assert state.describe() == (
        "Lecture pack: 0 of 4 models on this computer; to fetch: BERT base (uncased), GPT-2 (124M), "
        f"{PACK[2].name}, {PACK[3].name}, about 1.6 GB."
    )
    # What an interrupted download left is not counted again.
    blobs = hub_cache.repo_folder(HF_IDS[1], cache) / "blobs"
    blobs.mkdir(parents=True)
    (blobs / "0123abcd.incomplete").write_bytes(b"x" * 1_000_000)
    assert pack_state(cache).bytes_to_fetch == state.bytes_to_fetch - 1_000_000


def test_the_whole_pack_downloads_one_model_after_another_with_one_progress(
    hub: FakeHub, stand_ins: dict[str, Path], tmp_path: Path
) -> None:
    cache = tmp_path / "c"
    events: list[PackProgress] = []
    result = download_pack(cache_dir=cache, endpoint=hub.url, on_progress=events.append)

    assert [(o.entry.id, o.status) for o in result.outcomes] == [(e.id, "downloaded") for e in PACK]
    assert result.complete and result.describe().endswith("the scenes use it for the textbook results.")
    for hf_id, model_id in zip(HF_IDS, stand_ins, strict=True):
        snapshot = hub_cache.cached_snapshot(hf_id, cache)
        assert snapshot is not None, hf_id
        assert (snapshot / "model.safetensors").read_bytes() == (
            stand_ins[model_id] / "model.safetensors"
        ).read_bytes()
    assert pack_state(cache).complete

    numbers = [e.number for e in events]
    assert numbers == sorted(numbers) and set(numbers) == {1, 2, 3, 4}
    assert all(e.count == 4 for e in events)
    fractions = [e.fraction for e in events]
    assert fractions == sorted(fractions) and any(0 < f < 1 for f in fractions) and fractions[-1] == 1.0
    last = events[-1]
    assert last.pack_bytes == last.pack_total == pack_bytes(stand_ins)  # real sizes once every model began
    assert last.describe().startswith(f"Model 4 of 4 ({PACK[3].name}): ")
    assert last.overall().startswith("Lecture pack: ") and " of about " in last.overall()

    # Again: every model is here, nothing is fetched.
    served = hub.served_bytes()
    again = download_pack(cache_dir=cache, endpoint=hub.url)
    assert [o.status for o in again.outcomes] == ["present"] * 4 and hub.served_bytes() == served
    assert "BERT base (uncased): already on this computer" in again.describe()


def test_a_cancelled_pack_resumes_without_fetching_the_finished_models_again(
    hub: FakeHub, stand_ins: dict[str, Path], tmp_path: Path
) -> None:
    cache = tmp_path / "c"
    hub.throttle = 40_000  # the second model's weights take a couple of seconds: time to cancel in them
    cancel = threading.Event()

    def cancel_in_the_second_model(progress: PackProgress) -> None:
        model = progress.model
        if progress.number == 2 and model.current_file == "model.safetensors" and model.fraction > 1 / 3:
            cancel.set()

    with pytest.raises(Cancelled):
        download_pack(
            cache_dir=cache, endpoint=hub.url, on_progress=cancel_in_the_second_model, cancel=cancel
        )
    state = pack_state(cache)
    assert [here for _, here in state.models] == [True, False, False, False]
    partial = list((hub_cache.repo_folder(HF_IDS[1], cache) / "blobs").glob("*.incomplete"))
    assert len(partial) == 1
    kept = partial[0].stat().st_size
    assert 0 < kept < (stand_ins["gpt2"] / "model.safetensors").stat().st_size
    assert not _file_gets(hub, HF_IDS[2])  # the third model was never begun
    assert state.bytes_to_fetch < sum(e.download_bytes for e in PACK[1:])

    hub.throttle = None
    since = len(hub.requests)
    result = download_pack(cache_dir=cache, endpoint=hub.url)
    assert [o.status for o in result.outcomes] == ["present", "downloaded", "downloaded", "downloaded"]
    assert not _file_gets(hub, HF_IDS[0], since)  # the finished model is not fetched again
    weights = [r for r in _file_gets(hub, HF_IDS[1], since) if r[1].endswith("/model.safetensors")]
    assert [r[2] for r in weights] == [f"bytes={kept}-"]  # the half-done one continues where it stopped
    assert pack_state(cache).complete


def test_offline_mode_is_one_plain_message_and_no_request(
    hub: FakeHub, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    with pytest.raises(DownloadBlocked) as caught:
        download_pack(cache_dir=tmp_path / "c", endpoint=hub.url)
    assert str(caught.value) == (
        "Offline mode is on (the HF_HUB_OFFLINE setting), so the lecture pack cannot be downloaded.\n"
        "Unset HF_HUB_OFFLINE (or set it to 0) and restart to download it; until then the scenes use the "
        "embedded models."
    )
    assert hub.requests == []


def test_an_unreachable_hub_stops_the_pack_at_once_saying_what_to_do(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
    with socket.socket() as probe:  # a loopback port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with pytest.raises(DownloadBlocked) as caught:
        download_pack(cache_dir=tmp_path / "c", endpoint=f"http://127.0.0.1:{port}")
    message = str(caught.value)
    assert message.startswith(
        "The model hub cannot be reached. The lecture pack stopped at BERT base (uncased) "
        "(0 of 4 models are on this computer).\nCheck the internet connection"
    )
    assert "finished models are kept" in message and "Traceback" not in message


def test_a_model_the_hub_lacks_is_reported_and_the_others_are_fetched(
    fake_hub: FakeHub, stand_ins: dict[str, Path], tmp_path: Path
) -> None:
    serve_pack(fake_hub, stand_ins, leave_out=("distilroberta-base",))
    cache = tmp_path / "c"
    events: list[PackProgress] = []
    result = download_pack(cache_dir=cache, endpoint=fake_hub.url, on_progress=events.append)
    assert [o.status for o in result.outcomes] == ["downloaded", "downloaded", "failed", "downloaded"]
    assert not result.complete and result.failed[0].entry.id == "distilroberta-base"
    assert f"{PACK[2].name}: not downloaded. The model {HF_IDS[2]} was not found" in result.describe()
    assert result.summary().startswith("3 of 4 lecture pack models are on this computer; 1 could not")
    assert events[-1].fraction == 1.0  # the model left out no longer counts in the pack's bytes
    assert [here for _, here in pack_state(cache).models] == [True, True, False, True]


def test_a_disk_too_small_for_the_pack_stops_before_anything_is_fetched(
    hub: FakeHub, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import shutil
    from collections import namedtuple

    usage = namedtuple("usage", "total used free")
    monkeypatch.setattr(shutil, "disk_usage", lambda path: usage(10**9, 10**9 - 5_000_000, 5_000_000))
    with pytest.raises(DownloadBlocked, match=r"needs about 1\.6 GB of disk space, but only 5\.0 MB is free"):
        download_pack(cache_dir=tmp_path / "c", endpoint=hub.url)
    assert hub.requests == []
