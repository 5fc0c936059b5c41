"""The main window offscreen: builds, reports the device, persists what it should, closes safely."""

import sys
import threading

from PySide6.QtWidgets import QApplication, QMessageBox

from workbench import settings as settings_mod
from workbench.core.errors import Cancelled
from workbench.ui.main_window import MainWindow


def test_window_builds_with_the_zoo_and_a_sensible_size(main_window) -> None:
    assert main_window.tabs.tabText(0) == "Model zoo"
    assert main_window.minimumWidth() >= 800 and main_window.minimumHeight() >= 500
    assert main_window.zoo_tab.minimumSizeHint().width() < main_window.width()


def test_device_is_detected_in_the_background(qtbot, main_window) -> None:
    main_window.start_background_work()
    qtbot.waitUntil(lambda: "detecting" not in main_window.device_label.text(), timeout=20000)
    assert "CPU" in main_window.device_label.text() or "GB" in main_window.device_label.text()
    assert "torch" in sys.modules


def test_geometry_zoom_and_last_models_persist(qtbot) -> None:
    first = MainWindow(settings_mod.load())
    qtbot.addWidget(first)
    first.show()
    first.resize(1111, 777)
    first.step_zoom(+1)
    first.settings.remember_model("minilm-l6")
    first.close()
    assert first.settings.zoom > 1.0
    second = MainWindow(settings_mod.load())
    qtbot.addWidget(second)
    second.show()
    assert second.settings.zoom == first.settings.zoom
    assert second.settings.last_models == ["minilm-l6"]
    assert first.settings.window_geometry and second.geometry_restored
    assert QApplication.font().pointSizeF() > 0
    second.apply_zoom(1.0)
    second.close()


def test_close_while_busy_asks_and_stops_cleanly(qtbot, main_window, monkeypatch) -> None:
    running = threading.Event()

    def long_job(progress, cancel):
        running.set()
        while not cancel.wait(0.01):
            progress(0.5, "working")
        raise Cancelled

    main_window.tasks.submit("Counting", long_job)
    main_window.tasks.submit("A long job", long_job, ask_before_quit=True)
    assert running.wait(5)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    main_window.close()
    assert main_window.isVisible() and main_window.tasks.is_busy()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    main_window.close()
    assert not main_window.isVisible()
    assert not main_window.tasks.is_busy()


def test_uncaught_errors_show_a_dialog_and_the_app_keeps_running(qtbot, main_window, monkeypatch) -> None:
    from workbench.ui import app

    shown = []
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    monkeypatch.setattr(
        "workbench.ui.widgets.error_dialog.show_error",
        lambda parent, title, message, details="": shown.append(details),
    )
    app._install_error_handlers(main_window)
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    qtbot.waitUntil(lambda: bool(shown))
    assert "RuntimeError: boom" in shown[0]
    assert main_window.isVisible()


def test_quick_background_jobs_do_not_hold_up_closing(qtbot, main_window, monkeypatch) -> None:
    running = threading.Event()

    def lookup(progress, cancel):
        running.set()
        while not cancel.wait(0.01):
            pass
        raise Cancelled

    def never_ask(*args, **kwargs):
        raise AssertionError("closing asked about a job the user would not miss")

    monkeypatch.setattr(QMessageBox, "question", never_ask)
    main_window.tasks.submit("Looking something up", lookup)
    assert running.wait(5)
    main_window.close()
    assert not main_window.isVisible() and not main_window.tasks.is_busy()


def test_unwritable_folders_are_reported_at_startup_not_fatal(qtbot, tmp_path, monkeypatch) -> None:
    from workbench.ui import app

    home = tmp_path / "read-only-home"
    home.mkdir()
    (home / "data").write_text("not a folder")
    monkeypatch.setenv("WORKBENCH_HOME", str(home))
    warnings = app._startup_warnings()
    assert len(warnings) == 1 and "cannot be written" in warnings[0] and "cannot be saved" in warnings[0]
    window = MainWindow(settings_mod.load(), warnings)
    window.show()
    window.start_background_work()
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "errorDialog") is not None)
    assert "cannot be written" in window.findChild(QMessageBox, "errorDialog").text()
    window.tasks.shutdown(10000)
    window.close()


def test_long_status_messages_are_shortened_not_drawn_over_each_other_at_projector_zoom(
    qtbot, main_window
) -> None:
    main_window.resize(900, 600)
    main_window.apply_zoom(1.75, announce=False)
    try:
        models = "Models loaded: SmolLM2 135M Instruct, Workbench mini MLM, all-MiniLM-L6-v2"
        main_window.models_label.setText(models)
        main_window.task_message.setText("Workbench mini MLM loaded in 0.7 s; the attention chart is ready")
        qtbot.waitUntil(lambda: main_window.models_label.is_elided(), timeout=5000)
        left, right = main_window.models_label.geometry(), main_window.task_message.geometry()
        assert left.right() < right.left()  # side by side, not overlapping
        assert right.width() <= main_window.width() // 2 and main_window.task_message.is_elided()
        assert right.right() <= main_window.statusBar().width()
        shown = main_window.models_label.shown_text()
        assert shown.endswith("…") and models.startswith(shown[:-1].rstrip())
        assert main_window.models_label.toolTip() == models  # the whole text is one hover away
        main_window.models_label.setText("Models loaded: none")
        main_window.task_message.setText("Zoom 175%")
        qtbot.waitUntil(lambda: not main_window.models_label.is_elided(), timeout=5000)
        assert main_window.models_label.toolTip() == ""
    finally:
        main_window.apply_zoom(1.0, announce=False)


def test_status_messages_stay_on_one_line_and_clear_themselves(qtbot) -> None:
    from workbench.ui.widgets.eliding_label import StatusMessage

    message = StatusMessage("", seconds=0.2)
    qtbot.addWidget(message)
    message.setText("Generated:\nOnce upon a time\n\nthere was")
    assert message.text() == "Generated: Once upon a time there was"  # one line, never two
    qtbot.waitUntil(lambda: message.text() == "", timeout=3000)
    message.setText("Saved the chart")
    message.setText("Saved the table")  # a newer message restarts the clock
    assert message.text() == "Saved the table"
    qtbot.waitUntil(lambda: message.text() == "", timeout=3000)


def test_the_ready_made_build_unpacks_smollm2_once_the_window_is_up(qtbot, monkeypatch) -> None:
    """A frozen build has no set-up step: the window starts the unpacking itself, in the background."""
    import sys

    from workbench.core.models import embedded

    asked = []
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(embedded, "is_converted", lambda folder=None: False)
    monkeypatch.setattr(embedded, "smollm2_folder", lambda on_progress=None: asked.append(on_progress))
    window = MainWindow(settings_mod.load())
    try:
        window.show()
        window.build_tabs()
        window.start_background_work()
        qtbot.waitUntil(lambda: bool(asked), timeout=30000)
        assert callable(asked[0])  # its progress goes to the status bar like any task's
    finally:
        window.tasks.shutdown(10000)
        window.close()
        window.deleteLater()
