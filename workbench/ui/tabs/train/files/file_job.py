"""A dialog's one background job over a user's file (label a file, test on one, find names, check labels):
its Run and Cancel buttons, progress bar and status line follow the job, run by the task controller.

``FileJob`` is mixed into a ``QDialog`` that has ``tasks``, ``run_button``, ``cancel_button``, ``progress``
(0 to 1000) and ``status`` (a ``ColouredLabel``); ``start_job`` submits the work, which may be stopped
before quitting (``ask_before_quit``), and the rest is the same for every such dialog.  ``fit_room`` opens
each of them over most of the window it comes from."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize

from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui.tabs.train.page import ERROR_COLOUR
from workbench.ui.tasks import TaskFailure


def fit_room(dialog: Any, parent: Any, least: QSize) -> None:
    """``dialog`` over most of the window it is opened from (the room a projector's large text needs), at
    least ``least``; without a parent, ``least``."""
    room = parent.window().size() * 0.92 if parent is not None else least
    dialog.resize(room.expandedTo(least))


class FileJob:
    cancelled_message = QT_TRANSLATE_NOOP("FileJob", "Cancelled. Your file is unchanged.")
    _task: int | None = None

    @property
    def running(self) -> bool:
        return self._task is not None

    def can_run(self) -> bool:
        """Whether Run is offered once the job is over (a dialog that needs a file chosen first says so)."""
        return True

    def start_job(
        self, title: str, work: Callable[..., Any], key: str, first: str, on_result: Callable[[Any], None]
    ) -> None:
        """Run ``work(progress, cancel)`` in the background; ``first`` is the status until it reports."""
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress.setValue(0)
        self.status.show_message(first)
        self._task = self.tasks.submit(
            title,
            work,
            key=key,
            ask_before_quit=True,
            on_result=on_result,
            on_error=self._on_failed,
            on_progress=self._on_progress,
            on_cancelled=self._on_cancelled,
        )

    def cancel(self) -> None:
        if self._task is not None:
            self.tasks.cancel(self._task)

    def _on_progress(self, fraction: float, message: str) -> None:
        self.progress.setValue(int(max(0.0, min(1.0, fraction)) * 1000))
        self.status.show_message(message)

    def _on_failed(self, failure: TaskFailure) -> None:
        self._idle()
        self.status.show_message(failure.text(), ERROR_COLOUR)

    def _on_cancelled(self) -> None:
        self._idle()
        self.status.show_message(translate("FileJob", self.cancelled_message))

    def _idle(self) -> None:
        self._task = None
        self.cancel_button.setEnabled(False)
        self.run_button.setEnabled(self.can_run())
