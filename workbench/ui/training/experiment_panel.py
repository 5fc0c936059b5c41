"""The lecture's experiment in one click: the same model pre-trained and from scratch, each on 100 and on
1,000 examples (sizes adjustable), trained one after the other on the same checking texts, curves overlaid,
and a table of final accuracies at the end.  It uses the wizard's data, model and settings, or the sample
reviews and the embedded MiniLM when the wizard has none yet."""

from __future__ import annotations

import html
import re
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEvent, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from workbench.core.errors import WorkbenchError
from workbench.core.training.config import METHOD_NAMES
from workbench.ui.tasks import TaskController, TaskFailure
from workbench.ui.training.page import ERROR_COLOUR, OK_COLOUR, WARNING_COLOUR, ColouredLabel
from workbench.ui.training.runner import RunRequest, RunSequence
from workbench.ui.training.state import WizardState
from workbench.ui.widgets.training_curves import TrainingCurves

DEFAULT_SIZES = "100, 1000"
SAMPLE = "reviews_sentiment.csv"


def parse_sizes(text: str) -> list[int]:
    """ "100, 1,000 and 5000" -> [100, 1000, 5000]: commas between numbers or as thousands separators."""
    sizes = []
    for piece in re.split(r"[;\s]+|,\s+|\band\b", text):
        groups = piece.strip(", ").split(",")
        if len(groups) > 1 and groups[0].isdigit() and all(len(g) == 3 and g.isdigit() for g in groups[1:]):
            groups = ["".join(groups)]  # 1,000
        for group in groups:
            digits = group.replace("_", "")
            if digits.isdigit() and int(digits) >= 2:
                sizes.append(int(digits))
    return sorted(set(sizes))


class ExperimentPanel(QWidget):
    ended = Signal(str)

    def __init__(self, tasks: TaskController, state: WizardState) -> None:
        super().__init__()
        self.setObjectName("experimentPanel")
        self.tasks = tasks
        self.state = state
        self.sequence = RunSequence(tasks, self)
        self.sequence.run_started.connect(self._on_run_started)
        self.sequence.event.connect(self._on_event)
        self.sequence.ended.connect(self._on_ended)
        self.plan: list[tuple[int, str]] = []  # (size, "pretrained" / "scratch") per run
        self.accuracies: dict[tuple[int, str], float | None] = {}
        self._preparing = False
        self.sizes = QLineEdit(DEFAULT_SIZES)
        self.sizes.setObjectName("experimentSizes")
        self.sizes.setToolTip(
            "Numbers of training examples, separated by commas: each size trains two models."
        )
        self.run_button = QPushButton("Run the experiment")
        self.run_button.setObjectName("experimentRun")
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setEnabled(False)
        self.status = ColouredLabel(
            "Trains the model twice for each size — once from its pre-trained weights, once from random "
            "weights — on the same checking texts. Uses the wizard's data, model and settings (or the sample "
            "reviews and MiniLM)."
        )
        self.status.setObjectName("experimentStatus")
        row = QHBoxLayout()
        row.addWidget(QLabel("Training examples:"))
        row.addWidget(self.sizes, 1)
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        self.curves = TrainingCurves()
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("experimentTable")
        self.table.setHorizontalHeaderLabels(["Examples", "Pre-trained", "From scratch", "Gap"])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setStretchLastSection(True)
        results = QHBoxLayout()
        results.addWidget(self.curves, 1)
        results.addWidget(self.table)
        self._fit_table_width()
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.status)
        layout.addLayout(results, 1)
        self.run_button.clicked.connect(self.run)
        self.cancel_button.clicked.connect(self.cancel)

    @property
    def running(self) -> bool:
        return self._preparing or self.sequence.running

    # --- starting ---------------------------------------------------------------------------------------
    @Slot()
    def run(self) -> None:
        if self.running:
            return
        sizes = parse_sizes(self.sizes.text())
        if not sizes:
            self.status.show_message("Type one or more numbers of examples, e.g. 100, 1000.", ERROR_COLOUR)
            return
        s = self.state
        if s.objective == "classify" and s.dataset is not None and s.model is not None:
            self._start(sizes, s)
            return
        self._preparing = True
        self._set_running(True)
        self.status.show_parts("Reading the sample reviews…")

        def work(progress, cancel):
            from workbench.ui.training.data_loading import read_labelled, sample_path

            return read_labelled(sample_path(SAMPLE), None, None)

        self.tasks.submit("Reading the sample data", work, key="experiment-data",
                          on_result=lambda snapshot: self._use_sample(snapshot, sizes),
                          on_error=self._prepare_failed)  # fmt: skip

    def _use_sample(self, snapshot: Any, sizes: list[int]) -> None:
        """Run on the sample reviews with the embedded MiniLM, leaving the wizard's own choices alone."""
        from workbench.core.models.catalogue import get_entry

        self._preparing = False
        s = self.state
        model = s.model if s.model is not None and "classification" in s.model.tasks else None
        sample = replace(
            s,
            objective="classify",
            dataset=snapshot.dataset,
            data_path=snapshot.path,
            data_name=snapshot.path.name,
            text_column=snapshot.dataset.text_column,
            label_column=snapshot.dataset.label_column,
            max_examples=None,
            model=model or get_entry("minilm-l6"),
            method=s.method if s.method in ("full", "frozen", "head", "lora") else "full",
        )
        self._start(sizes, sample)

    def _prepare_failed(self, failure: TaskFailure) -> None:
        self._preparing = False
        self._set_running(False)
        self.status.show_message(failure.text(), ERROR_COLOUR)

    def _start(self, sizes: list[int], s: WizardState) -> None:
        method = s.method if s.method != "scratch" else "full"
        try:
            all_train, validation = s.split(max_examples=None)
            parts = {size: s.split(max_examples=size)[0] for size in sizes}
        except WorkbenchError as exc:
            self._set_running(False)
            self.status.show_message(f"{exc.message} {exc.hint}".strip(), ERROR_COLOUR)
            return
        requests, self.plan = [], []
        for size in sizes:
            train = parts[size]
            for kind, run_method in (("pretrained", method), ("scratch", "scratch")):
                name = "pre-trained" if kind == "pretrained" else "from scratch"
                config = s.config(run_method, max_examples=size)
                requests.append(RunRequest(f"{name} · {len(train):,}", config, train, validation))
                self.plan.append((size, kind))
        self.accuracies = {}
        self.curves.clear()
        self.table.setRowCount(0)
        available = len(all_train)
        note = f" Only {available:,} training examples are available." if max(sizes) > available else ""
        self.status.show_parts(
            f"{len(requests)} runs of {html.escape(s.model.name)} on {html.escape(s.data_name)} "
            f"({METHOD_NAMES[method].lower()} vs from scratch), one after the other.{note}"
        )
        self._set_running(True)
        self.sequence.start(requests)

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.sizes.setEnabled(not running)
        self.cancel_button.setEnabled(running)

    @Slot()
    def cancel(self) -> None:
        if self.sequence.running:
            self.sequence.cancel()

    # --- following ------------------------------------------------------------------------------------------
    @Slot(int, str)
    def _on_run_started(self, index: int, label: str) -> None:
        self.curves.add_run(str(index), label)
        self.status.show_parts(f"Run {index + 1} of {len(self.plan)}: {html.escape(label)}…")

    @Slot(int, object)
    def _on_event(self, index: int, event: Any) -> None:
        from workbench.core.training import events as ev

        if isinstance(event, ev.Started):
            self.curves.set_epochs(event.epochs)
        elif isinstance(event, ev.Step):
            self.curves.add_step(str(index), event.epoch, event.loss)
        elif isinstance(event, ev.Evaluation) and not event.final:
            m = event.metrics
            self.curves.add_evaluation(str(index), m.epoch, m.loss, m.accuracy)
        elif isinstance(event, ev.Finished):
            self.accuracies[self.plan[index]] = event.result.accuracy
            self._fill_table()

    def _fill_table(self) -> None:
        sizes = sorted({size for size, _ in self.plan})
        self.table.setRowCount(len(sizes))
        for r, size in enumerate(sizes):
            pre, scratch = self.accuracies.get((size, "pretrained")), self.accuracies.get((size, "scratch"))
            gap = f"{(pre - scratch) * 100:+.1f} points" if pre is not None and scratch is not None else ""
            cells = (f"{size:,}", _pct(pre), _pct(scratch), gap)
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self._fit_table_width()

    def _fit_table_width(self) -> None:
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        self.table.setFixedWidth(header.length() + 2 * self.table.frameWidth() + 4)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "table"):
            self._fit_table_width()

    @Slot(str)
    def _on_ended(self, status: str) -> None:
        self._set_running(False)
        failure = self.sequence.run.failure
        if status == "finished":
            self.status.show_parts(("Done. ", OK_COLOUR, True), "Final accuracies are in the table.")
        elif status == "cancelled":
            self.status.show_message("Cancelled.", WARNING_COLOUR, bold=True)
        else:
            self.status.show_message(failure.text() if failure else "A run failed.", ERROR_COLOUR)
        self.ended.emit(status)

    def result_rows(self) -> list[tuple[str, ...]]:
        """The table's text, row by row (for tests and copying)."""
        return [
            tuple(
                self.table.item(r, c).text() if self.table.item(r, c) else ""
                for c in range(self.table.columnCount())
            )
            for r in range(self.table.rowCount())
        ]


def _pct(value: float | None) -> str:
    return f"{value:.1%}" if value is not None else "…"
