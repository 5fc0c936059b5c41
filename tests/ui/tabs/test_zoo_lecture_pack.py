"""The Model zoo tab's "Download lecture pack" button, end to end: the real window, task threads and hub
client, against the fake hub on 127.0.0.1 serving tiny stand-ins under the pack models' names."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.support.fake_hub import FakeHub, fake_hub_fixture  # noqa: F401 - provides the fake_hub fixture
from tests.support.lecture_pack import save_stand_ins, serve_pack
from workbench import paths
from workbench.core.models import catalogue
from workbench.core.models.downloads import remote_repo_folder
from workbench.ui.tabs.zoo.downloads import PACK_CANCELLED

PACK = catalogue.lecture_pack()
DONE = "The lecture pack is on this computer: the scenes use it for the textbook results."
TIMEOUT_MS = 20000


@pytest.fixture(scope="module")
def stand_ins(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return save_stand_ins(tmp_path_factory.mktemp("pack"))


@pytest.fixture
def hub(fake_hub: FakeHub, stand_ins: dict[str, Path], monkeypatch: pytest.MonkeyPatch) -> FakeHub:
    """The fake hub serving the pack, as the app's hub (the tab names no endpoint: HF_ENDPOINT decides)."""
    serve_pack(fake_hub, stand_ins)
    monkeypatch.setenv("HF_ENDPOINT", fake_hub.url)
    return fake_hub


def _zoo(qtbot, main_window):
    """The zoo tab once on screen and once it has looked for the pack's models (as the window
    does once up)."""
    zoo = main_window.zoo_tab
    qtbot.waitUntil(zoo.isVisible, timeout=TIMEOUT_MS)
    assert not zoo.downloads.pack_button.isEnabled()  # not before it knows what is missing
    zoo.refresh_availability()
    qtbot.waitUntil(lambda: zoo.downloads.pack_checked and zoo.table_model.checked, timeout=TIMEOUT_MS)
    return zoo


def _statuses(zoo) -> dict[str, str]:
    return {row.entry.id: row.status for row in zoo.table_model.rows if row.entry in PACK}


def test_the_button_says_what_is_missing_then_fetches_the_whole_pack(
    qtbot, main_window, hub: FakeHub, monkeypatch: pytest.MonkeyPatch
) -> None:
    zoo = _zoo(qtbot, main_window)
    pack = zoo.downloads
    assert pack.pack_label.text().startswith(
        "Lecture pack: 0 of 4 models on this computer; to fetch: BERT base (uncased), GPT-2 (124M)"
    )
    assert pack.pack_label.text().endswith("about 1.6 GB.")
    assert pack.pack_button.isVisible() and pack.pack_button.isEnabled()
    hub.throttle = 400_000  # a few progress updates per model
    seen: list[tuple[float, str]] = []
    shown = pack._on_progress
    monkeypatch.setattr(
        pack, "_on_progress", lambda fraction, text: (seen.append((fraction, text)), shown(fraction, text))
    )

    pack.pack_button.click()
    assert zoo.progress.isVisible() and zoo.cancel_button.isVisible()
    assert not pack.pack_button.isEnabled() and not zoo.download_button.isVisible()
    qtbot.waitUntil(lambda: zoo.progress_label.text().endswith(DONE), timeout=TIMEOUT_MS)

    assert [text.split(" (")[0] for _, text in seen] == sorted(text.split(" (")[0] for _, text in seen)
    assert {text.split(" (")[0] for _, text in seen} == {f"Model {i} of 4" for i in (1, 2, 3, 4)}
    assert all("\nLecture pack: " in text and " of about " in text for _, text in seen)
    fractions = [fraction for fraction, _ in seen]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0
    assert zoo.progress_label.text().startswith("BERT base (uncased): downloaded\nGPT-2 (124M): downloaded")
    assert not zoo.progress.isVisible() and not zoo.cancel_button.isVisible()
    qtbot.waitUntil(lambda: set(_statuses(zoo).values()) == {"cached"}, timeout=TIMEOUT_MS)
    qtbot.waitUntil(lambda: "all 4 models are on this computer" in pack.pack_label.text(), timeout=TIMEOUT_MS)
    assert not pack.pack_button.isEnabled()


def test_a_cancelled_pack_keeps_the_finished_models_and_resumes(qtbot, main_window, hub: FakeHub) -> None:
    zoo = _zoo(qtbot, main_window)
    pack = zoo.downloads
    gpt2 = catalogue.get_entry("gpt2").hf_id
    blobs = remote_repo_folder(paths.hf_cache_dir().resolve(), gpt2) / "blobs"
    hub.throttle = 30_000  # the second model takes seconds: time to cancel in it

    pack.pack_button.click()
    qtbot.waitUntil(
        lambda: (
            zoo.progress_label.text().startswith("Model 2 of 4")
            and any(p.stat().st_size > 0 for p in blobs.glob("*.incomplete"))
        ),
        timeout=TIMEOUT_MS,
    )
    zoo.cancel_button.click()
    qtbot.waitUntil(lambda: zoo.progress_label.text() == PACK_CANCELLED, timeout=TIMEOUT_MS)
    qtbot.waitUntil(lambda: "Lecture pack: 1 of 4" in pack.pack_label.text(), timeout=TIMEOUT_MS)
    assert "Here: BERT base (uncased)." in pack.pack_label.text()
    assert pack.pack_button.isEnabled() and not zoo.cancel_button.isVisible()
    kept = next(blobs.glob("*.incomplete")).stat().st_size

    hub.throttle = None
    since = len(hub.requests)
    pack.pack_button.click()
    qtbot.waitUntil(lambda: zoo.progress_label.text().endswith(DONE), timeout=TIMEOUT_MS)
    assert zoo.progress_label.text().startswith("BERT base (uncased): already on this computer\n")
    again = [path for _, path, _ in hub.requests[since:] if "/resolve/" in path]
    assert not any(path.startswith(f"/{PACK[0].hf_id}/") for path in again)
    gets = [r for r in hub.requests[since:] if r[0] == "GET" and r[1].startswith(f"/{gpt2}/resolve/")]
    assert [r[2] for r in gets if r[2]] == [f"bytes={kept}-"]  # the half-done file continues where it stopped
    assert hub.range_requests == 1
    qtbot.waitUntil(lambda: set(_statuses(zoo).values()) == {"cached"}, timeout=TIMEOUT_MS)


def test_offline_the_button_explains_in_one_message_and_stays_usable(
    qtbot, main_window, hub: FakeHub, monkeypatch: pytest.MonkeyPatch
) -> None:
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    zoo = _zoo(qtbot, main_window)

    def error_boxes() -> list[QMessageBox]:
        return [box for box in main_window.findChildren(QMessageBox, "errorDialog") if box.isVisible()]

    zoo.downloads.pack_button.click()
    qtbot.waitUntil(lambda: len(error_boxes()) == 1, timeout=TIMEOUT_MS)
    box = error_boxes()[0]
    assert box.text().startswith(
        "Offline mode is on (the HF_HUB_OFFLINE setting), so the lecture pack cannot be downloaded."
    )
    assert "Traceback" not in box.text() and box.detailedText() == ""
    assert zoo.progress_label.text() == box.text() and not zoo.progress.isVisible()
    assert zoo.downloads.pack_button.isEnabled() and hub.requests == []
    box.close()
