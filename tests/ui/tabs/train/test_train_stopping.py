"""Stopping a fine-tuning run from the window: Cancel, closing the window or the tab (each asks first), and
the system asking the app to end (a shutdown or logout: no question); each keeps a checkpoint that the
history resumes."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.support.training_data import one_torch_thread  # noqa: F401 - a fixture
from tests.ui.tabs.train.wizard import (
    start_and_wait_for_a_step,
    walk_to_settings,
    write_reviews,
)
from workbench.ui.tabs.train.page import WARNING_COLOUR, status_colour


@pytest.fixture
def tab(qtbot, main_window):
    return main_window.show_tab("Fine-tuning")


@pytest.mark.usefixtures("one_torch_thread")
def test_cancel_mid_training_ends_cleanly(qtbot, main_window, tab, tmp_path) -> None:
    walk_to_settings(qtbot, tab, write_reviews(tmp_path / "reviews.csv"))
    tab.settings_page.set_values(epochs=40, batch_size=2)
    start_and_wait_for_a_step(qtbot, tab)
    with qtbot.waitSignal(tab.training_page.finished, timeout=60000) as ended:
        tab.training_page.cancel_button.click()
    assert ended.args == ["cancelled"]
    page = tab.training_page
    assert "Cancelled" in page.status.text() and "Cancelled at step" in page.log.text()
    light = status_colour(WARNING_COLOUR)
    assert light in page.status.text() and light in page.log.text()
    main_window.theme.set_mode("dark")  # the coloured lines are drawn again in the dark theme's colours
    try:
        dark = status_colour(WARNING_COLOUR)
        assert dark != light
        for label in (page.status, page.log):
            assert dark in label.text() and light not in label.text()
    finally:
        main_window.theme.set_mode("light")
    assert not tab.training_page.running and tab.back_button.isEnabled()
    from workbench.core.training.runs.listing import list_runs

    (run,) = list_runs()
    assert run.status == "cancelled" and run.resumable

    history = tab.history_page  # the cancelled run resumes from the history, and can be stopped again
    tab.history_button.click()
    qtbot.waitUntil(lambda: history.table.rowCount() == 1, timeout=20000)
    history.table.selectRow(0)
    assert history.resume_button.isEnabled()
    steps = []
    history.resume_run.event.connect(lambda event: steps.append(type(event).__name__))
    history.resume_button.click()
    qtbot.waitUntil(lambda: "Step" in steps, timeout=60000)
    with qtbot.waitSignal(history.resume_run.ended, timeout=60000) as resumed:
        history.cancel()
    assert resumed.args == ["cancelled"] and steps[0] == "Started"


@pytest.mark.usefixtures("one_torch_thread")
def test_closing_the_window_while_training_asks_then_stops(
    qtbot, main_window, tab, tmp_path, monkeypatch
) -> None:
    walk_to_settings(qtbot, tab, write_reviews(tmp_path / "reviews.csv"))
    tab.settings_page.set_values(epochs=40, batch_size=2)
    start_and_wait_for_a_step(qtbot, tab)
    asked = []

    def answer(reply):
        return lambda *args, **kwargs: asked.append(args[2]) or reply

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    main_window.close()
    assert main_window.isVisible() and tab.training_page.running
    assert "Training" in asked[-1]
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    main_window.close()
    assert not main_window.isVisible() and not main_window.tasks.is_busy()
    from workbench.core.training.runs.listing import list_runs

    assert [run.status for run in list_runs()] == ["cancelled"]


@pytest.mark.usefixtures("one_torch_thread")
def test_closing_the_tab_while_training_asks_then_cancels(qtbot, tab, tmp_path, monkeypatch) -> None:
    walk_to_settings(qtbot, tab, write_reviews(tmp_path / "reviews.csv"))
    tab.settings_page.set_values(epochs=40, batch_size=2)
    start_and_wait_for_a_step(qtbot, tab)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert not tab.close() and tab.training_page.running
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    with qtbot.waitSignal(tab.training_page.finished, timeout=60000) as ended:
        assert tab.close()
    assert ended.args == ["cancelled"]


@pytest.mark.usefixtures("one_torch_thread")
def test_the_system_asking_the_app_to_end_stops_the_run_with_a_checkpoint_without_asking(
    qtbot, main_window, tab, tmp_path, monkeypatch
) -> None:
    """What SIGTERM and the desktop session's end lead to (MainWindow.end_now; the signal's own path is
    tested in tests/faults/test_signals.py)."""
    walk_to_settings(qtbot, tab, write_reviews(tmp_path / "reviews.csv"))
    tab.settings_page.set_values(epochs=40, batch_size=2)
    start_and_wait_for_a_step(qtbot, tab)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: pytest.fail("asked a question"))
    quits = []
    monkeypatch.setattr(QApplication, "quit", lambda: quits.append(True))
    main_window.end_now()
    assert quits and not main_window.tasks.is_busy()
    from workbench import paths
    from workbench.core.training.runs.listing import list_runs

    (run,) = list_runs()
    assert run.status == "cancelled" and run.resumable and run.step > 0
    assert paths.settings_file().is_file()
