"""The Results page's corrections: its surest mistakes and the answers the model was least sure of, each row's
label open to correction (``correction_list``), *Save corrected copy* (the data file corrected, beside it,
with the list of corrections) and *Train again with my corrections* (the same run again on the corrected
copy, through the wizard's Training page, ``core.use.train_again``).  Files are written by jobs of
the task controller; for a run trained again, a line (``comparison``, which the page shows under its
headline) compares it with its first run on the same check texts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from workbench.core.sessions.train import jobs
from workbench.core.use.corrections import Corrections
from workbench.core.words import translate
from workbench.ui.tabs.train.files.correction_list import CorrectionsBar, CorrectionTable
from workbench.ui.tabs.train.page import ColouredLabel, named_button
from workbench.ui.tasks import TaskFailure


class RunCorrections(QWidget):
    """Both lists of a classifier run's check texts, the corrections made in them, and what uses them."""

    train_again_requested = Signal(object)  # a RunRequest for the training page
    saved = Signal(object)  # the CorrectedCopy

    def __init__(self, tasks: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tasks = tasks
        self.run_dir: Path | None = None
        self.corrections = Corrections()
        self.mistakes = CorrectionTable(self.corrections)
        self.mistakes.table.setObjectName("wrongExamples")
        self.least_sure = CorrectionTable(self.corrections)
        self.least_sure.table.setObjectName("leastSureExamples")
        self.least_heading = QLabel(
            translate(
                "RunCorrections",
                "<b>Least sure</b> — the check texts the model hesitated over, right or wrong",
            )
        )
        self.least_heading.setWordWrap(True)
        self.save_button = named_button(
            translate("RunCorrections", "Save corrected copy"),
            "saveCorrectedCopy",
            translate(
                "RunCorrections",
                "A copy of your data file beside it with these corrections, and a list of them (CSV); your "
                "file is not changed.",
            ),
            self.save_copy,
        )
        self.train_button = named_button(
            translate("RunCorrections", "Train again with my corrections"),
            "trainAgain",
            translate(
                "RunCorrections",
                "Save the corrected copy, then train a new run with this run's settings on it, checked on "
                "the same check texts.",
            ),
            self.train_again,
        )
        self.bar = CorrectionsBar((self.save_button, self.train_button))
        self.comparison = ColouredLabel()
        self.comparison.setObjectName("trainedAgain")
        self.comparison.setVisible(False)
        for table in (self.mistakes, self.least_sure):
            table.edited.connect(self._edited)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.mistakes)
        layout.addWidget(self.least_heading)
        layout.addWidget(self.least_sure)
        layout.addWidget(self.bar)

    def clear(self, message: str) -> None:
        """No run's answers yet (``message`` says why); the corrections are forgotten."""
        self.run_dir = None
        self.corrections.clear()
        self.bar.show_count(0)
        self.bar.status.show_parts("")
        self.comparison.setVisible(False)
        self.mistakes.show_message(message)
        self.least_sure.show_message("")

    def show_run(self, run_dir: Path, labels: tuple[str, ...], review: tuple, comparison: Any = None) -> None:
        """The run's surest mistakes and least-sure answers (``run_review``), and for a run trained again its
        comparison with the first run (``compare_with_first``)."""
        self.run_dir = Path(run_dir)
        mistakes, least = review
        self.mistakes.show_answers(
            mistakes, labels, translate("RunCorrections", "The model got every checking text right.")
        )
        self.least_sure.show_answers(least, labels, "")
        self.comparison.setVisible(comparison is not None)
        if comparison is not None:
            self.comparison.show_message(comparison.sentence(), bold=True)

    def _edited(self) -> None:
        for table in (self.mistakes, self.least_sure):
            table.sync()
        self.bar.show_count(len(self.corrections))
        self.bar.status.show_parts("")

    def save_copy(self) -> None:
        """Write the corrected copy and the list of corrections beside the data file (a job)."""
        self._start(
            translate("RunCorrections", "Saving the corrected copy"), jobs.save_corrected_copy, self._on_saved
        )

    def train_again(self) -> None:
        """Save the corrected copy, then ask the wizard to train the run again on it."""
        self._start(
            translate("RunCorrections", "Preparing to train again"),
            jobs.prepare_train_again,
            self._on_prepared,
        )

    def _start(self, name: str, job: Any, on_result: Any) -> None:
        """Run ``job`` (one of ``sessions.train.jobs``) on this run and the corrections made so far."""
        for button in self.bar.buttons:
            button.setEnabled(False)
        self.bar.status.show_message(f"{name}…")
        self.tasks.submit(
            name,
            job,
            self.run_dir,
            self.corrections.items(),
            key="results-corrections",
            on_result=on_result,
            on_error=self._failed,
        )

    def _on_saved(self, copy: Any) -> None:
        said = translate(
            "RunCorrections",
            "Saved {copy} ({relabelled} relabelled, {dropped} dropped) and {listing}, beside {source}.",
        )
        self.bar.show_saved(said, copy, len(self.corrections))
        self.saved.emit(copy)

    def _on_prepared(self, prepared: tuple[Any, Any]) -> None:
        copy, request = prepared  # the corrected copy, and the RunRequest that trains on it
        self._on_saved(copy)
        self.train_again_requested.emit(request)

    def _failed(self, failure: TaskFailure) -> None:
        self.bar.show_failure(failure, len(self.corrections))

    def fit(self) -> None:
        self.mistakes.fit()
        self.least_sure.fit()
