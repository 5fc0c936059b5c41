"""The Results page's part for what comes after a classifier run: the advice drawn from its curves and scores
(``core.training.runs.run_advice``, the same sentences as ``workbench runs show``), a button that continues
the run for more epochs (a new run from its kept weights, ``runs.continuing``), and the map of meaning before
and after (``runs.meaning_map``), computed on request as a job of the task controller, never on the GUI
thread."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from workbench.core.sessions.train import jobs
from workbench.core.words import translate
from workbench.ui.tabs.train.page import ERROR_COLOUR, WARNING_COLOUR, ColouredLabel, named_button
from workbench.ui.tasks import TaskFailure
from workbench.ui.widgets.meaning_map_view import MeaningMapView


class AfterRun(QWidget):
    """Advice, *Continue*, and the map of meaning for one finished classifier run."""

    continue_requested = Signal(object)  # a RunRequest for the training page
    map_ready = Signal()

    def __init__(self, tasks: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tasks = tasks
        self.result: Any = None
        self.advice: tuple = ()
        self.more = 1  # the epochs the continue button adds
        self.advice_label = ColouredLabel()
        self.advice_label.setObjectName("runAdvice")
        self.advice_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.continue_button = named_button(
            translate("AfterRun", "Continue training…"),
            "continueRun",
            translate(
                "AfterRun",
                "A new run that starts from this run's kept weights, on the same texts and settings, with a "
                "fresh schedule for the new epochs.",
            ),
            self.request_continue,
        )
        self.map_button = named_button(
            translate("AfterRun", "Show the map of meaning"),
            "showMeaningMap",
            translate(
                "AfterRun",
                "Where the check texts sit in the model's space before fine-tuning and after, coloured by "
                "their true labels.",
            ),
            self.compute_map,
        )
        self.map_status = ColouredLabel()
        self.map_view = MeaningMapView()
        self.map_view.setMinimumHeight(460)
        self.map_view.setVisible(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.continue_button)
        buttons.addWidget(self.map_button)
        buttons.addWidget(self.map_status, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(translate("AfterRun", "<b>What next</b>"))
        layout.addWidget(self.heading)
        layout.addWidget(self.advice_label)
        layout.addLayout(buttons)
        layout.addWidget(self.map_view)

    def show_run(self, result: Any) -> None:
        """Advice and buttons for ``result`` (a TrainResult), the map emptied until asked for."""
        self.result = result
        self.map_view.show_map(None)
        self.map_view.setVisible(False)
        self.map_status.show_parts("")
        self.advice, self.more = jobs.advice_for(result)
        finished = result.status == "finished" and Path(result.run_dir, "best").is_dir()
        # more epochs are offered by name only where the checks were still improving; where they had stopped
        # (or the model was right on every check, or learned too long) the button stays, without the offer
        against = {"perfect", "stopped", "fewer_epochs"} & {a.kind for a in self.advice}
        more = self.more
        self.continue_button.setText(
            translate("AfterRun", "Continue training anyway…")
            if against
            else translate("AfterRun", "Continue for %n more epochs…", None, more)
        )
        self.continue_button.setEnabled(finished)
        self.map_button.setEnabled(finished)
        parts: list = []
        for a in self.advice:
            parts += ["<br>"] if parts else []
            parts.append(html.escape("• ") + html.escape(a.text))
        if not parts:
            parts = [
                html.escape(
                    translate(
                        "AfterRun", "No advice: nothing in the curves or the scores calls for a change."
                    )
                )
            ]
        self.advice_label.show_parts(*parts)

    def request_continue(self) -> None:
        """Ask the wizard to train the continuation (the config and texts are small files, read here)."""
        from workbench.core.errors import WorkbenchError

        try:
            request = jobs.continue_request(Path(self.result.run_dir), self.more)
        except WorkbenchError as exc:
            self.map_status.show_message(f"{exc.message} {exc.hint}".strip(), ERROR_COLOUR)
            return
        self.continue_requested.emit(request)

    def compute_map(self) -> None:
        run_dir = Path(self.result.run_dir)

        self.map_button.setEnabled(False)
        self.map_status.show_message(
            translate("AfterRun", "Working out the sentence vectors before and after…")
        )
        self.tasks.submit(
            translate("AfterRun", "The map of meaning"),
            jobs.meaning_map,
            run_dir,
            key="results-map",
            on_result=self._on_map,
            on_error=self._on_map_failed,
            on_progress=self._on_progress,
        )

    def _on_progress(self, fraction: float, message: str) -> None:
        self.map_status.show_message(f"{message}…" if message else "")

    def _on_map(self, found: Any) -> None:
        self.map_button.setEnabled(True)
        self.map_status.show_parts("")
        self.map_view.show_map(found)
        self.map_view.setVisible(True)
        self.map_ready.emit()

    def _on_map_failed(self, failure: TaskFailure) -> None:
        self.map_button.setEnabled(True)
        self.map_status.show_message(
            translate("AfterRun", "The map could not be drawn: {problem}").format(problem=failure.text()),
            WARNING_COLOUR,
        )
