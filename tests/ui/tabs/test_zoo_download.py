"""Downloading from the Model zoo tab, end to end: the real window, task threads and hub client, against the
fake hub on 127.0.0.1 serving a real tiny model under the name of a catalogue entry."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.support.fake_hub import FakeHub, fake_hub_fixture  # noqa: F401 - provides the fake_hub fixture
from tests.support.tiny_models import save_tiny_bert
from workbench import paths
from workbench.core.models import catalogue
from workbench.core.models.downloads import remote_repo_folder

ENTRY_ID = "electra-small-generator"
HF_ID = catalogue.get_entry(ENTRY_ID).hf_id
DONE = "is downloaded and works offline now."
CANCELLED = "Download cancelled. Starting it again resumes where it stopped."
TIMEOUT_MS = 15000


@pytest.fixture(scope="module")
def served_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real 2-layer BERT (about 80 kB) standing in for the catalogue entry's model."""
    return save_tiny_bert(tmp_path_factory.mktemp("served") / "electra")


@pytest.fixture
def hub(fake_hub: FakeHub, served_model: Path, monkeypatch: pytest.MonkeyPatch) -> FakeHub:
    """The fake hub serving ``served_model`` as the entry's hub id, and the app's default hub (the zoo tab
    names no endpoint, so it goes by HF_ENDPOINT)."""
    fake_hub.add_repo(HF_ID, served_model)
    monkeypatch.setenv("HF_ENDPOINT", fake_hub.url)
    return fake_hub


def _zoo(qtbot, main_window):
    """The zoo tab, once on screen (the window may fill its tab pages only after it first shows)."""
    zoo = main_window.zoo_tab
    qtbot.waitUntil(zoo.isVisible, timeout=TIMEOUT_MS)
    return zoo


def _start_download(zoo) -> None:
    assert zoo.select(ENTRY_ID)
    assert zoo.selected_row().status == "downloadable"
    assert zoo.download_button.isVisible() and zoo.download_button.isEnabled()
    zoo.download_button.click()


def _status_text(zoo) -> str:
    """What the table's "On this computer" column shows for the entry."""
    for i, row in enumerate(zoo.table_model.rows):
        if row.entry.id == ENTRY_ID:
            return zoo.table_model.index(i, 1).data()
    raise AssertionError(f"{ENTRY_ID} is not listed")


def _weights_partial(hub: FakeHub) -> Path:
    """The half-downloaded weights file in this test's hub cache."""
    etag = hub.repos[HF_ID].files["model.safetensors"].etag
    return remote_repo_folder(paths.hf_cache_dir().resolve(), HF_ID) / "blobs" / f"{etag}.incomplete"


def test_download_shows_progress_then_the_model_is_on_this_computer_and_loads(
    qtbot, main_window, hub: FakeHub
) -> None:
    zoo = _zoo(qtbot, main_window)
    hub.throttle = 150_000  # about half a second: several progress updates
    seen: list[tuple[int, bool]] = []
    zoo.progress.valueChanged.connect(lambda value: seen.append((value, zoo.progress.isVisible())))

    _start_download(zoo)
    assert zoo.progress.isVisible()
    assert zoo.cancel_button.isVisible() and not zoo.download_button.isVisible()
    qtbot.waitUntil(lambda: DONE in zoo.progress_label.text(), timeout=TIMEOUT_MS)

    values = [value for value, _ in seen]
    assert any(0 < value < 1000 for value in values), f"the bar never advanced part-way: {values}"
    assert values == sorted(values) and values[-1] == 1000
    assert all(visible for value, visible in seen if value > 0)  # shown while it advances
    assert zoo.progress_label.text() == f"{catalogue.get_entry(ENTRY_ID).name} {DONE}"
    assert not zoo.progress.isVisible() and not zoo.cancel_button.isVisible()
    assert any(path.endswith("/model.safetensors") for _, path, _ in hub.requests)

    qtbot.waitUntil(lambda: zoo.selected_row().status == "cached", timeout=TIMEOUT_MS)
    assert _status_text(zoo) == "On this computer"
    assert zoo.load_button.isEnabled()
    assert not zoo.download_button.isEnabled()
    with qtbot.waitSignal(main_window.models.loaded, timeout=TIMEOUT_MS) as loaded:
        zoo.load_button.click()
    model = loaded.args[0]
    assert model.name == catalogue.get_entry(ENTRY_ID).name and model.source.catalogue_id == ENTRY_ID
    assert model.source.folder == zoo.selected_row().local_folder
    assert zoo.load_button.text() == "Loaded"


def test_a_cancelled_download_resumes_when_started_again(qtbot, main_window, hub: FakeHub) -> None:
    zoo = _zoo(qtbot, main_window)
    partial = _weights_partial(hub)
    weights_size = hub.repos[HF_ID].files["model.safetensors"].size
    hub.throttle = 40_000  # about two seconds for the weights: plenty of time to cancel half-way

    _start_download(zoo)
    qtbot.waitUntil(
        lambda: zoo.progress.value() > 0 and partial.is_file() and partial.stat().st_size > 0,
        timeout=TIMEOUT_MS,
    )
    assert zoo.cancel_button.isVisible()
    zoo.cancel_button.click()
    qtbot.waitUntil(lambda: zoo.progress_label.text() == CANCELLED, timeout=TIMEOUT_MS)
    assert not zoo.progress.isVisible() and not zoo.cancel_button.isVisible()
    assert zoo.download_button.isVisible() and zoo.download_button.isEnabled()
    kept = partial.stat().st_size
    assert 0 < kept < weights_size
    qtbot.waitUntil(lambda: not main_window.tasks.is_busy(), timeout=TIMEOUT_MS)  # the rescan after it
    assert zoo.selected_row().status == "downloadable"  # a partial download is not a model

    hub.throttle = None
    _start_download(zoo)
    qtbot.waitUntil(lambda: DONE in zoo.progress_label.text(), timeout=TIMEOUT_MS)
    weights_gets = [r for r in hub.requests if r[0] == "GET" and r[1].endswith("/model.safetensors")]
    assert weights_gets[-1][2] == f"bytes={kept}-"
    assert hub.range_requests == 1
    assert hub.served_bytes("model.safetensors") < 2 * weights_size
    qtbot.waitUntil(lambda: zoo.selected_row().status == "cached", timeout=TIMEOUT_MS)
    assert not partial.exists()


def _closed_port() -> int:
    with socket.socket() as probe:  # a loopback port nobody listens on
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.parametrize(
    ("offline_mode", "expected"),
    [
        (False, "The model hub cannot be reached.\nCheck the internet connection"),
        (True, "Offline mode is on (the HF_HUB_OFFLINE setting)"),
    ],
    ids=["hub-unreachable", "offline-mode-on"],
)
def test_a_download_without_a_hub_explains_itself_and_can_be_tried_again(
    qtbot, main_window, monkeypatch: pytest.MonkeyPatch, offline_mode: bool, expected: str
) -> None:
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", offline_mode)  # the test suite itself runs offline
    monkeypatch.setenv("HF_ENDPOINT", f"http://127.0.0.1:{_closed_port()}")
    zoo = _zoo(qtbot, main_window)

    def error_boxes() -> list[QMessageBox]:
        return [box for box in main_window.findChildren(QMessageBox, "errorDialog") if box.isVisible()]

    for _attempt in range(2):  # the second attempt shows the button is usable again
        _start_download(zoo)
        qtbot.waitUntil(lambda: len(error_boxes()) == 1, timeout=TIMEOUT_MS)
        box = error_boxes()[0]
        assert box.text().startswith(expected), box.text()
        assert "Traceback" not in box.text() and box.detailedText() == ""  # plain words, no details
        assert zoo.progress_label.text() == box.text()
        assert not zoo.progress.isVisible() and not zoo.cancel_button.isVisible()
        assert zoo.download_button.isVisible() and zoo.download_button.isEnabled()
        box.close()
