"""How soon the app answers a first question: ``workbench --smoke-test --first-answer``.

After the window shows, the Fill-in-the-blank tab is opened as a user would open it (its models load then,
through the same picker and background threads) and its first answer is awaited; then the Next-token tab's.
The times are measured from the process's start, like ``window_shown_ms``.  A tab that answers with an error,
or not within the time limit, ends the measurement with that said.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

LIMIT_S = 600.0


def _wait_for(app: QApplication, answered: Callable[[], bool], failed: Callable[[], str]) -> str:
    """Run the event loop until ``answered()`` or ``failed()`` (a message) or the limit; "" when answered."""
    deadline = time.perf_counter() + LIMIT_S
    loop = QEventLoop()
    outcome = [""]

    def look() -> None:
        if answered():
            loop.quit()
        elif failed():
            outcome[0] = failed()
            loop.quit()
        elif time.perf_counter() > deadline:
            outcome[0] = f"no answer within {LIMIT_S:.0f} s"
            loop.quit()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(5)
    loop.exec()
    timer.stop()
    return outcome[0]


def measure(app: QApplication, window, started_at: float) -> dict[str, object]:
    """Open the Fill tab, then the Next-token tab, each awaited until its first answer is on screen."""

    def since_start() -> float:
        return round((time.perf_counter() - started_at) * 1000, 1)

    report: dict[str, object] = {}
    starting_tab = (
        window.tabs.currentIndex()
    )  # put back at the end: the next start opens where a user left it
    load_failures: list[str] = []
    window.models.load_failed.connect(lambda ref, failure: load_failures.append(f"{ref}: {failure.text()}"))
    fill = window.show_tab("Fill in the blank")
    problem = _wait_for(
        app, lambda: fill.views is not None, lambda: fill.failure_text or "; ".join(load_failures)
    )
    report["first_fill_ms"] = None if problem else since_start()
    nxt = window.show_tab("Next token")
    if not problem:
        problem = _wait_for(
            app, lambda: nxt.result is not None, lambda: nxt.failure_text or "; ".join(load_failures)
        )
    report["first_next_ms"] = None if problem else since_start()
    if problem:
        report["problem"] = problem
    window.tabs.setCurrentIndex(starting_tab)
    return report
