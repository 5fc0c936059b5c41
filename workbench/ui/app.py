"""Starting the GUI: checks for a display, the QApplication, error handling, the main window."""

from __future__ import annotations

import json
import logging
import os
import sys
import threading
import time
import traceback
from importlib import resources

from workbench import paths
from workbench import settings as settings_mod
from workbench.core.storage import ensure_writable
from workbench.core.words import translate

log = logging.getLogger(__name__)

NO_DISPLAY_MESSAGE = (
    "LM Workbench needs a screen to show its window, and none was found (DISPLAY is not set).\n"
    "- On a desktop: start it from a terminal inside your desktop session, or from the app menu.\n"
    "- Over SSH: connect with `ssh -X`, or use the command line instead, e.g. `workbench models`.\n"
    "- For a window without a screen (testing): `xvfb-run -a workbench`, or QT_QPA_PLATFORM=offscreen."
)


def display_problem() -> str | None:
    """A message if Qt would find no display to open a window on (Linux/BSD without X11 or Wayland)."""
    if not sys.platform.startswith(("linux", "freebsd")):
        return None
    if os.environ.get("QT_QPA_PLATFORM") or os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return NO_DISPLAY_MESSAGE


def _startup_warnings() -> list[str]:
    warnings = []
    for folder in (paths.data_dir(), paths.config_dir()):
        try:
            ensure_writable(folder)
        except Exception as exc:  # noqa: BLE001 - reported to the user, never fatal
            warnings.append(
                f"{exc}\nThe app works, but settings, converted models and training runs cannot be saved "
                "there."
            )
    return warnings


def _install_error_handlers(window) -> None:
    """Uncaught errors are logged and shown with "copy details"; the app keeps running."""
    from PySide6.QtCore import QObject, Signal

    from workbench.ui.widgets.error_dialog import show_error

    class _Bridge(QObject):
        error = Signal(str, str)

    bridge = _Bridge(window)
    bridge.error.connect(
        lambda message, details: show_error(
            window,
            translate("App", "Something went wrong"),
            translate("App", "{message}\nThe app is still running; the details are in the log.").format(
                message=message
            ),
            details,
        )
    )

    def report(exc_type, exc, tb) -> None:
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        log.error("uncaught error:\n%s", details)
        bridge.error.emit(f"{exc_type.__name__}: {exc}", details)  # queued to the GUI thread if needed

    sys.excepthook = report
    threading.excepthook = lambda args: report(args.exc_type, args.exc_value, args.exc_traceback)


def _end_cleanly_when_asked(app, window) -> None:
    """SIGTERM (a logout, a shutdown, a process manager) ends the app as Quit does, without asking: a run
    being trained stops at its next step and keeps a checkpoint, and the settings are saved.  The desktop
    session ending (commitDataRequest) stops the work the same way and saves, in case the app is ended next.
    Ctrl+C in the terminal that started the app does what SIGTERM does."""
    import signal

    from PySide6.QtCore import QTimer

    def ask_to_end(signum, frame) -> None:
        log.info("signal %s: stopping the work and closing", signum)
        QTimer.singleShot(0, window.end_now)

    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, ask_to_end)
    # Python looks at signals only while it runs; Qt's event loop is not Python, so let it in now and then.
    wake = QTimer(window)
    wake.timeout.connect(lambda: None)
    wake.start(300)
    app.commitDataRequest.connect(lambda manager: window.stop_work_and_save(closing=False))


def run_gui(
    smoke_test: bool = False,
    started_at: float | None = None,
    first_answer: bool = False,
    language: str | None = None,
) -> int:
    """Open the window; ``language`` ("es") overrides the language setting for this run."""
    started_at = started_at if started_at is not None else time.perf_counter()
    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    from workbench.logs import setup_logging

    log_warning = setup_logging()
    from PySide6.QtGui import QGuiApplication, QIcon
    from PySide6.QtWidgets import QApplication

    from workbench.ui.main_window import MainWindow

    QGuiApplication.setDesktopFileName("lm-workbench")
    # The program name becomes the window's WM_CLASS instance on X11 ("__main__.py" under python -m).
    app = QApplication.instance() or QApplication(["lm-workbench"])
    app.setApplicationName("LM Workbench")
    app.setOrganizationName("LM Workbench")
    app.setWindowIcon(QIcon(str(resources.files("workbench_resources") / "icons" / "workbench.svg")))
    report = settings_mod.load_report()  # never fails: what it could not use is reset and reported
    from workbench.ui import i18n

    if language and language not in i18n.available_languages():
        print(
            f"There is no translation for {language!r}; the languages are: "
            + ", ".join(i18n.available_languages()),
            file=sys.stderr,
        )
        return 2
    i18n.install(app, i18n.chosen_language(report.settings.language, language))  # before any text is made
    warnings = _startup_warnings() + ([log_warning] if log_warning else [])
    if report.problems:
        log.warning("%s", report.summary())
    window = MainWindow(report.settings, warnings, settings_note=report.summary())
    _install_error_handlers(window)
    _end_cleanly_when_asked(app, window)
    window.show()
    app.processEvents()
    shown_ms = (time.perf_counter() - started_at) * 1000
    torch_before = "torch" in sys.modules
    # The window is up: torch and transformers (seconds) start loading now, while the first tab is built,
    # instead of when the first task asks for them.
    from workbench.core.libs import import_ml_libraries_task

    window.tasks.submit("Loading torch and transformers", import_ml_libraries_task)
    log.info("window shown after %.0f ms (torch imported before: %s)", shown_ms, torch_before)
    if smoke_test:
        window.build_tabs()
        app.processEvents()
        report = {
            "window_shown_ms": round(shown_ms, 1),
            "tabs_ready_ms": round((time.perf_counter() - started_at) * 1000, 1),
            "torch_imported_before_window": torch_before,
        }
        if first_answer:
            from workbench.ui.first_answer import measure

            report |= measure(app, window, started_at)
        print(json.dumps(report), flush=True)
        window.close()
        return 1 if report.get("problem") else 0
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, window.build_tabs)
    QTimer.singleShot(0, window.start_background_work)
    QTimer.singleShot(0, window.welcome_if_first)
    return app.exec()
