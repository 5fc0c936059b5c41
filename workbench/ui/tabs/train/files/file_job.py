"""A dialog's one background job over a user's file (label a file, test on one, find names, check labels):
its Run and Cancel buttons, progress bar and status line follow the job, run by the task controller.

``FileJob`` is mixed into a ``QDialog`` that has ``tasks``; ``make_controls`` gives it ``run_button``,
``cancel_button``, ``progress`` (0 to 1000) and ``status`` (a ``ColouredLabel``), ``choose_file_row`` the
file it works on, and ``lay_out`` places them above its results.  ``start_job`` submits the work, which may
be stopped before quitting (``ask_before_quit``), and the rest is the same for every such dialog.
``fit_room`` opens each of them over most of the window it comes from."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui.tabs.train.page import ERROR_COLOUR, ColouredLabel
from workbench.ui.tasks import TaskFailure


def fit_room(dialog: Any, parent: Any, least: QSize) -> None:
    """``dialog`` over most of the window it is opened from (the room a projector's large text needs), at
    least ``least``; without a parent, ``least``."""
    room = parent.window().size() * 0.92 if parent is not None else least
    dialog.resize(room.expandedTo(least))


def _add(layout: QVBoxLayout, part: QWidget | QLayout, stretch: int = 0) -> None:
    if isinstance(part, QLayout):
        layout.addLayout(part, stretch)
    else:
        layout.addWidget(part, stretch)


class FileJob:
    cancelled_message = QT_TRANSLATE_NOOP("FileJob", "Cancelled. Your file is unchanged.")
    _task: int | None = None

    @property
    def running(self) -> bool:
        return self._task is not None

    def make_controls(self, name: str, run: str) -> QHBoxLayout:
        """Run (its text ``run``) and Cancel, both off until there is something to run or stop, the progress
        bar beside them, and the ``status`` line; each named ``name`` and its part ("useModelRun").  Gives
        the row of the buttons and the progress bar."""
        self.run_button = QPushButton(run)
        self.run_button.setObjectName(name + "Run")
        self.run_button.setEnabled(False)
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton(translate("FileJob", "Cancel"))
        self.cancel_button.setObjectName(name + "Cancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(False)
        self.status = ColouredLabel()
        self.status.setObjectName(name + "Status")
        row = QHBoxLayout()
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        row.addWidget(self.progress, 1)
        return row

    def choose_file_row(self, name: str) -> QGridLayout:
        """A grid whose first row is the file to work on: "File:", ``path`` (none chosen yet) and the button
        that chooses it (``_choose_file``).  Where to save what comes out (``out``, named ``name`` + "Out")
        and whether to replace it (``overwrite``) are made too, for the dialog to place."""
        self.path = QLineEdit()
        self.path.setObjectName(name + "File")
        self.path.setReadOnly(True)
        self.path.setPlaceholderText(translate("FileJob", "No file chosen"))
        choose = QPushButton(translate("FileJob", "Choose file…"))
        choose.clicked.connect(self._choose_file)
        self.out = QLineEdit()
        self.out.setObjectName(name + "Out")
        self.overwrite = QCheckBox(translate("FileJob", "Replace it if it exists"))
        grid = QGridLayout()
        grid.addWidget(QLabel(translate("FileJob", "File:")), 0, 0)
        grid.addWidget(self.path, 0, 1)
        grid.addWidget(choose, 0, 2)
        return grid

    def lay_out(
        self,
        controls: Sequence[QWidget | QLayout],
        results: Sequence[QWidget | QLayout],
        rows: QWidget,
        least: QSize,
    ) -> None:
        """The dialog's ``controls`` from the top, then its ``results`` (``rows``, among them, take the
        room), hidden until ``show_results``; the dialog over most of the window it comes from, at least
        ``least``."""
        self.results = QWidget()
        column = QVBoxLayout(self.results)
        column.setContentsMargins(0, 0, 0, 0)
        for part in results:
            _add(column, part, 1 if part is rows else 0)
        self.results.setVisible(False)
        layout = QVBoxLayout(self)
        for part in controls:
            _add(layout, part)
        layout.addWidget(self.results, 1)
        layout.addStretch(1)  # until there are results, the room stays below the controls
        fit_room(self, self.parent(), least)

    def show_results(self) -> None:
        """The results shown, and given the room the controls leave."""
        self.results.setVisible(True)
        self.layout().setStretch(self.layout().count() - 1, 0)

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
