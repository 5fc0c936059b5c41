"""Experiments and history: every run on this computer (it survives restarts), named in words (its task, data
file and start, ``RunRow.shown_name``), with its status, method, data size and final scores; only the score
columns that the listed runs' tasks have are shown.  Select several to overlay their curves and compare their
numbers side by side; open a run's full results; resume a cancelled or interrupted run.  The lecture's
one-click experiment (pre-trained vs from scratch on growing data) sits below, in ``experiment_panel``, and
beside it prompting vs fine-tuning, in ``prompting_panel``, and the course's recipes beside the app's, in
``recipes_panel``."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from workbench.core.sessions.train import HISTORY_MODES
from workbench.core.sessions.train.history import RunRow, list_rows, read_curves, read_run_config
from workbench.core.sessions.train.jobs import RunRequest
from workbench.core.sessions.train.wizard import WizardState
from workbench.core.training.config import METHOD_NAMES
from workbench.core.training.costs import duration_text, energy_text, memory_text
from workbench.core.training.engine.stop_reason import stop_reason_words
from workbench.core.training.registry import all_families, family
from workbench.core.words import QT_TRANSLATE_NOOP, formatted, number, translate
from workbench.ui.presentation import mark_secondary
from workbench.ui.tabs.train.files.use_model import UseModelDialog, modes_for, use_model_buttons
from workbench.ui.tabs.train.history.experiment_panel import ExperimentPanel
from workbench.ui.tabs.train.history.prompting_panel import PromptingPanel
from workbench.ui.tabs.train.history.recipes_panel import RecipesPanel
from workbench.ui.tabs.train.page import ERROR_COLOUR, OK_COLOUR, coloured
from workbench.ui.tabs.train.results.run_costs import energy_header_tip, history_cells, scale_label
from workbench.ui.tabs.train.runner import TrainingRun
from workbench.ui.tabs.train.wizard.run_page import recorded_run_name
from workbench.ui.tabs.train.wizard.training_curves import TrainingCurves
from workbench.ui.tasks import TaskController, TaskFailure
from workbench.ui.widgets.slide import ExportContext

# The list's columns, in English (the keys the code finds them by); their headings are translated where shown
COLUMNS = (
    QT_TRANSLATE_NOOP("HistoryPage", "Run"),
    QT_TRANSLATE_NOOP("HistoryPage", "Started"),
    QT_TRANSLATE_NOOP("HistoryPage", "Status"),
    QT_TRANSLATE_NOOP("HistoryPage", "Model"),
    QT_TRANSLATE_NOOP("HistoryPage", "Method"),
    QT_TRANSLATE_NOOP("HistoryPage", "Examples"),
    QT_TRANSLATE_NOOP("HistoryPage", "Accuracy"),
    QT_TRANSLATE_NOOP("HistoryPage", "F1"),
    QT_TRANSLATE_NOOP("HistoryPage", "Steps"),
    QT_TRANSLATE_NOOP("HistoryPage", "Time"),
    QT_TRANSLATE_NOOP("HistoryPage", "Energy"),
    QT_TRANSLATE_NOOP("HistoryPage", "Memory"),
)
COSTS_AT = COLUMNS.index("Time")  # time, energy and memory: what each run cost (run_costs.history_cells)
STARTED_AT, ACCURACY_AT, F1_AT = COLUMNS.index("Started"), COLUMNS.index("Accuracy"), COLUMNS.index("F1")
# the F1 column's heading for runs of one kind: a classifier's macro-F1, a name finder's entity F1 ...
F1_HEADINGS = {
    "classifier": QT_TRANSLATE_NOOP("HistoryPage", "Macro-F1"),
    "token-classification": QT_TRANSLATE_NOOP("HistoryPage", "Entity F1"),
    "question-answering": QT_TRANSLATE_NOOP("HistoryPage", "F1 (answer words)"),
}
COMPARED = (
    (QT_TRANSLATE_NOOP("HistoryPage", "Accuracy"), "accuracy", "{:.1%}"),
    (QT_TRANSLATE_NOOP("HistoryPage", "Macro-F1"), "macro_f1", "{:.3f}"),
    (QT_TRANSLATE_NOOP("HistoryPage", "Entity F1"), "entity_f1", "{:.3f}"),
    (QT_TRANSLATE_NOOP("HistoryPage", "Perplexity"), "perplexity", "{:.1f}"),
    (QT_TRANSLATE_NOOP("HistoryPage", "Kept step"), "best_step", "{}"),
    (QT_TRANSLATE_NOOP("HistoryPage", "Weights that learned"), "trainable_params", "{:,}"),
    (QT_TRANSLATE_NOOP("HistoryPage", "Training seconds"), "train_seconds", "{:.0f}"),
    (QT_TRANSLATE_NOOP("HistoryPage", "Texts per second"), "samples_per_second", "{:.1f}"),
    (QT_TRANSLATE_NOOP("HistoryPage", "Stopped because"), "stop_reason", "{}"),
)
# A run's status as the list shows it (``run_state.STATUSES``, and a scene's recorded run)
STATUS_WORDS = {
    "running": QT_TRANSLATE_NOOP("HistoryPage", "running"),
    "finished": QT_TRANSLATE_NOOP("HistoryPage", "finished"),
    "failed": QT_TRANSLATE_NOOP("HistoryPage", "failed"),
    "cancelled": QT_TRANSLATE_NOOP("HistoryPage", "cancelled"),
    "interrupted": QT_TRANSLATE_NOOP("HistoryPage", "interrupted"),
    "recorded": QT_TRANSLATE_NOOP("HistoryPage", "recorded"),
}


def status_words(status: str) -> str:
    """A run's status in the window's language (one this version does not know, as it is)."""
    return translate("HistoryPage", STATUS_WORDS[status]) if status in STATUS_WORDS else status


def method_words(method: str) -> str:
    """A way of training (``config.METHOD_NAMES``) in the window's language."""
    return translate("TrainConfig", METHOD_NAMES[method]) if method in METHOD_NAMES else method


def recorded_label(label: str) -> str:
    """A scene's recorded run, as the list, the curves and the comparison name it."""
    return translate("HistoryPage", "{run} (recorded)").format(run=recorded_run_name(label))


def score_kinds(objective: str) -> tuple[str | None, str | None]:
    """(what the Accuracy column shows for a run of ``objective``, what the F1 column shows), None where the
    task has no such figure: a classifier both, a name finder its words' accuracy and entity F1, a question
    answerer only its F1, a family with its own figures its own in the Accuracy column, a language model or a
    chat run neither."""
    found = all_families().get(objective)
    if found is None:
        return None, None
    if found.figures is not None:
        return "own", None
    if found.classifier:
        return "accuracy", "classifier"
    # a name finder's accuracy over words and entity F1; a question answerer's F1 over the answers' words
    return {
        "token-classification": ("accuracy", "token-classification"),
        "question-answering": (None, "question-answering"),
    }.get(found.model_task, (None, None))


def own_figures(row: RunRow) -> Any:
    """The figures of the run's family when it names its own (``registry.Figures``: a score predictor's mean
    error), else None."""
    found = all_families().get((row.summary or {}).get("objective") or "")
    return found.figures if found is not None else None


def row_task(row: RunRow) -> str | None:
    """The kind of model the run's family trains (``TaskFamily.model_task``: "token-classification" for a
    name finder ...), None for a run of a task this version does not know."""
    from workbench.core.training.registry import known

    found = known((row.summary or {}).get("objective"))
    return found.model_task if found is not None else None


class HistoryPage(QWidget):
    open_results = Signal(object)  # [(label, TrainResult)]
    start_from = Signal(object)  # the run's TrainConfig: a new run in the wizard with its settings

    def __init__(self, tasks: TaskController, state: WizardState) -> None:
        super().__init__()
        self.setObjectName("historyPage")
        self.tasks = tasks
        self.state = state
        self.rows: list[RunRow] = []
        # A scene's recorded run (``scene_recordings.Recording``), listed first and selected on arrival so
        # that the list and its curves show a run where this computer has none; None once a scene goes.
        self.recorded: Any = None
        self._stale = True
        self.resume_run = TrainingRun(tasks, self)
        self.resume_run.ended.connect(self._on_resume_ended)
        self.resume_run.event.connect(self._on_resume_event)
        self._resume_notes: tuple[
            str, ...
        ] = ()  # what the resumed run said when it started (a damaged checkpoint)
        self.refresh_button = QPushButton(translate("HistoryPage", "Refresh"))
        self.open_button = QPushButton(translate("HistoryPage", "Open results"))
        self.open_button.setToolTip(
            translate(
                "HistoryPage", "Scores, confusion matrix, mistakes, try it and export for the selected run."
            )
        )
        self.resume_button = QPushButton(translate("HistoryPage", "Resume"))
        self.resume_button.setToolTip(
            translate("HistoryPage", "Continue a cancelled or interrupted run from its last checkpoint.")
        )
        self.start_from_button = QPushButton(translate("HistoryPage", "New run from these settings"))
        self.start_from_button.setObjectName("startFromRun")
        self.start_from_button.setToolTip(
            translate(
                "HistoryPage",
                "Open the wizard with this run's data, model, method and settings, to change what you like. "
                "(“New training run” always starts from the recommended recipe.)",
            )
        )
        self.use_buttons = use_model_buttons(self)
        self.status = QLabel("")
        self.status.setObjectName("historyStatus")
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        for button in (
            self.refresh_button,
            self.open_button,
            self.resume_button,
            self.start_from_button,
            *self.use_buttons.values(),
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)  # the status goes under the buttons: beside them a longer language cut them

        self.scale = scale_label()
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("runsTable")
        self.table.setHorizontalHeaderLabels([translate("HistoryPage", c) for c in COLUMNS])
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # long run names keep their date and method
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setToolTip(
            translate(
                "HistoryPage", "Select several runs (Ctrl+click) to overlay their curves and compare them."
            )
        )
        self.curves = TrainingCurves()
        self.curves.exporter.context = lambda: ExportContext(
            "Fine-tuning: training curves of the runs selected"
        )
        # The selected runs' numbers side by side: left out in presentation mode, where the list and the
        # curves with their legend take the height of a projector's screen.
        self.compare = mark_secondary(QTableWidget(0, 0))
        self.compare.setObjectName("runsComparison")
        self.compare.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.compare.verticalHeader().setVisible(False)
        self.compare.horizontalHeader().setStretchLastSection(True)
        self.compare.setToolTip(translate("HistoryPage", "The selected runs' numbers side by side."))
        self.experiment = ExperimentPanel(tasks, state)
        self.experiment.ended.connect(lambda status: self.mark_stale(refresh=True))
        self.prompting = PromptingPanel(tasks, state)
        self.recipes = RecipesPanel()

        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addLayout(buttons)
        top_layout.addWidget(self.status)
        top_layout.addWidget(self.scale)  # what pre-training took beside a fine-tune
        runs = QSplitter(Qt.Orientation.Vertical)
        top_layout.addWidget(runs, 1)
        runs.addWidget(self.table)
        runs.addWidget(self.curves)
        runs.addWidget(self.compare)
        runs.setStretchFactor(0, 2)
        runs.setStretchFactor(1, 4)
        runs.setStretchFactor(2, 1)
        runs.setChildrenCollapsible(False)
        self.sections = QTabWidget()
        self.sections.addTab(top, translate("HistoryPage", "All runs"))
        self.sections.addTab(self.experiment, translate("HistoryPage", "Experiment: data sizes"))
        self.sections.addTab(self.prompting, translate("HistoryPage", "Experiment: prompting vs fine-tuning"))
        self.sections.addTab(self.recipes, translate("HistoryPage", "Recipes per task"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.sections)

        self._size_table()
        self.refresh_button.clicked.connect(self.refresh)
        self.open_button.clicked.connect(self.open_selected)
        self.resume_button.clicked.connect(self.resume_selected)
        self.start_from_button.clicked.connect(self.start_from_selected)
        self.table.itemSelectionChanged.connect(self._on_selection)
        self._update_buttons()

    @property
    def section(self) -> str:
        """The section shown, as a scene names it: "runs" (the list of runs), "history" (the size experiment),
        "prompting" (prompting vs fine-tuning) or "recipes" (the course's recipes beside the app's)."""
        return HISTORY_MODES[self.sections.currentIndex()]

    @section.setter
    def section(self, name: str) -> None:
        if name == "recipes":
            self.recipes.refresh()  # the recipes as the registry has them now
        self.sections.setCurrentIndex(HISTORY_MODES.index(name))

    @property
    def running(self) -> bool:
        return self.resume_run.running or self.experiment.running or self.prompting.running

    def cancel(self) -> None:
        self.resume_run.cancel()
        self.experiment.cancel()
        self.prompting.cancel()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "table"):
            self._size_table()

    def _size_table(self) -> None:
        self.table.setMinimumHeight(self.fontMetrics().height() * 5)  # a few runs stay in sight at any zoom

    def mark_stale(self, refresh: bool = False) -> None:
        self._stale = True
        if refresh or self.isVisible():
            self.refresh()

    # --- the list -----------------------------------------------------------------------------------------
    @Slot()
    def refresh(self) -> None:
        self.status.setText(translate("HistoryPage", "Reading the runs…"))
        self.tasks.submit(
            translate("HistoryPage", "Listing training runs"),
            list_rows,
            key="history-list",
            on_result=self._listed,
            on_error=self._failed,
        )

    def _listed(self, listing: tuple[list[RunRow], list[str]]) -> None:
        rows, notices = listing
        self._fill(rows)
        if not self.resume_run.running:  # said once: what the last resume started with (a damaged checkpoint)
            notices, self._resume_notes = [*notices, *self._resume_notes], ()
        if notices:  # and a record of runs kept elsewhere that was repaired
            self.status.setText(coloured(" ".join([self.status.text(), *notices]), ERROR_COLOUR))

    def _failed(self, failure: TaskFailure) -> None:
        self.status.setText(coloured(failure.text(), ERROR_COLOUR))

    # --- a scene's recorded run -------------------------------------------------------------------------
    def show_recording(self, recording: Any) -> None:
        """List ``recording``'s run first, selected, with its curves: what a run costs, on a computer that has
        trained nothing yet."""
        self.recorded = recording if recording is not None and recording.runs else None
        self._fill(self.rows)
        if self.recorded is not None:
            self.table.selectRow(0)

    def clear_recording(self) -> None:
        if self.recorded is not None:
            self.recorded = None
            self._fill(self.rows)

    @property
    def _offset(self) -> int:
        """The table rows before the first of ``rows``: the recorded run's, when one is shown."""
        return 1 if self.recorded is not None else 0

    def _recorded_cells(self) -> tuple[str, ...]:
        recording, run = self.recorded, self.recorded.runs[0]
        figures, final = recording.figures, run.final
        examples = final.get("examples", 0)
        accuracy, f1 = final.get("accuracy"), final.get("macro_f1")
        return (
            recorded_label(run.label),
            recording.date,
            status_words("recorded"),
            str(recording.state.get("model", "")),
            method_words(str(recording.state.get("method", "full"))),
            # the recording keeps the checking part's size
            translate("HistoryPage", "{examples} checked").format(examples=number(examples, ","))
            if examples
            else "—",
            number(accuracy, ".1%") if accuracy is not None else "—",
            number(f1, ".3f") if f1 is not None else "—",
            f"{run.final.get('step', 0)}/{run.total_steps}",
            duration_text(figures.get("seconds", run.seconds)),
            "≈" + energy_text(figures.get("energy_wh")),
            memory_text(int(figures["peak_memory_bytes"]) if figures.get("peak_memory_bytes") else None),
        )

    def _fill(self, rows: list[RunRow]) -> None:
        selected = {r.info.path for r in self.selected_rows()}
        recorded_selected = self.recorded is not None and self.table.selectionModel().isRowSelected(0)
        self.rows = rows
        self._stale = False
        self.table.blockSignals(True)
        self.table.clearSelection()
        self.table.setRowCount(len(rows) + self._offset)
        tests = sorted({name for row in rows for name in row.tested})  # a column per test file, to compare
        self.table.setColumnCount(len(COLUMNS) + len(tests))
        self.table.setHorizontalHeaderLabels(
            [
                *(translate("HistoryPage", c) for c in COLUMNS),
                *(translate("HistoryPage", "On {file}").format(file=name) for name in tests),
            ]
        )
        self.table.horizontalHeaderItem(COSTS_AT + 1).setToolTip(energy_header_tip())
        self._show_score_columns(rows)
        if self.recorded is not None:
            for c, text in enumerate(self._recorded_cells()):
                item = QTableWidgetItem(text)
                item.setToolTip(
                    translate(
                        "HistoryPage",
                        "Recorded with the lecture on a {machine}, {date}; Start training in the wizard "
                        "trains it live.",
                    ).format(machine=self.recorded.machine, date=self.recorded.date)
                )
                self.table.setItem(0, c, item)
            if recorded_selected:
                self.table.selectRow(0)
        for i, row in enumerate(rows, start=self._offset):
            for c, name in enumerate(tests, start=len(COLUMNS)):
                score = row.tested.get(name)
                item = QTableWidgetItem(number(score, ".1%") if score is not None else "—")
                item.setToolTip(
                    translate("HistoryPage", "Accuracy on {file} (Test on a file…)").format(file=name)
                    if score is not None
                    else translate("HistoryPage", "Not tested")
                )
                self.table.setItem(i, c, item)
            info = row.info
            acc = number(info.accuracy, ".1%") if info.accuracy is not None else "—"
            figures, own = own_figures(row), (row.summary or {}).get("metrics")
            if figures is not None:  # a family's own figure where the others show their accuracy
                acc = formatted(translate("Figures", figures.short), **own) if own else "—"
            # a name finder: its entity F1, not the macro-F1; a question answerer: its F1 over
            # the answers' words
            entity_f1 = (row.summary or {}).get("entity_f1") or (row.summary or {}).get("f1")
            f1 = info.macro_f1 if entity_f1 is None else entity_f1
            f1 = number(f1, ".3f") if f1 is not None else "—"
            costs = history_cells(info.costs)
            cells = (
                row.shown_name,
                info.created.replace("T", " "),
                status_words(info.status),
                info.model,
                method_words(info.method),
                f"{number(row.train_examples, ',')} + {number(row.val_examples, ',')}",
                acc,
                f1,
                f"{info.step}/{info.total_steps}",
                *(text for text, _ in costs),
            )
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= COSTS_AT:
                    item.setToolTip(costs[c - COSTS_AT][1])
                if c in (0, 2) and (info.message or not c):
                    # the status's message: an ended run's reason (the engine's English) or what went wrong
                    item.setToolTip(stop_reason_words(None, info.message) if c else row.name_tip)
                if c == 5:
                    item.setToolTip(translate("HistoryPage", "training + checking examples"))
                if c == 6 and figures is not None:
                    item.setToolTip(translate("Figures", figures.title))
                if c == 7:
                    qa = row_task(row) == "question-answering"
                    tip = (
                        translate("HistoryPage", "F1 (answer words)")
                        if qa
                        else translate("HistoryPage", "entity F1 (names found)")
                        if entity_f1 is not None
                        else translate("HistoryPage", "macro-F1")
                    )
                    item.setToolTip(tip)
                self.table.setItem(i, c, item)
            if info.path in selected:
                self.table.selectRow(i)
        self.table.blockSignals(False)
        # a run's name (its task, data file and start) no wider than 44 letters: the costs stay in view
        self.table.resizeColumnsToContents()
        name_width = min(self.table.columnWidth(0), self.table.fontMetrics().averageCharWidth() * 44)
        self.table.setColumnWidth(0, name_width)
        count = len(rows)
        self.status.setText(
            translate(
                "HistoryPage", "1 run."
            )  # English's singular: without a translation %n is only filled in
            if count == 1
            else translate("HistoryPage", "%n runs.", None, count)
            if rows
            else translate("HistoryPage", "No runs of your own yet: the recorded one is listed.")
            if self.recorded is not None
            else translate("HistoryPage", "No runs yet: train one with “New training run”.")
        )
        self._on_selection()

    def _show_score_columns(self, rows: list[RunRow]) -> None:
        """Only the score columns the listed runs' tasks have (no F1 for a list of chat runs), headed by what
        they hold when all the runs hold the same (Macro-F1 for classifiers alone); the start time is in each
        run's name."""
        kinds = [score_kinds(row.info.objective) for row in rows]
        accuracy = {a for a, _ in kinds if a is not None}
        f1 = {f for _, f in kinds if f is not None}
        self.table.setColumnHidden(STARTED_AT, True)
        self.table.setColumnHidden(ACCURACY_AT, not accuracy)
        self.table.setColumnHidden(F1_AT, not f1)
        own = [own_figures(row) for row in rows if score_kinds(row.info.objective)[0] == "own"]
        heading = translate("HistoryPage", "Accuracy")
        if accuracy == {"own"} and len(set(own)) == 1 and own[0] is not None:
            heading = translate("Figures", own[0].title).split(" (")[0]  # a score predictor's mean error
        self.table.horizontalHeaderItem(ACCURACY_AT).setText(heading)
        self.table.horizontalHeaderItem(F1_AT).setText(
            translate("HistoryPage", F1_HEADINGS[f1.pop()] if len(f1) == 1 else "F1")
        )

    def selected_rows(self) -> list[RunRow]:
        if not self.rows:
            return []
        indexes = sorted({index.row() - self._offset for index in self.table.selectionModel().selectedRows()})
        return [self.rows[i] for i in indexes if 0 <= i < len(self.rows)]

    def _recorded_selected(self) -> bool:
        return self.recorded is not None and self.table.selectionModel().isRowSelected(0)

    # --- comparing ----------------------------------------------------------------------------------------
    @Slot()
    def _on_selection(self) -> None:
        self._update_buttons()
        rows = self.selected_rows()
        self.curves.clear()
        self._fill_comparison(rows)
        if self._recorded_selected():
            self._show_curves([])
        if not rows:
            return
        paths = [r.info.path for r in rows]
        self.tasks.submit(
            translate("HistoryPage", "Reading run curves"),
            read_curves,
            paths,
            key="history-curves",
            on_result=self._show_curves,
        )

    def _show_curves(self, curves: list) -> None:
        names = {r.info.path: r.info for r in self.rows}
        self.curves.clear()
        selected = self.selected_rows()
        tagging = {row_task(r) == "token-classification" for r in selected if own_figures(r) is None}
        title = {
            frozenset({True}): translate("HistoryPage", "Entity F1 (validation)"),  # name finders' own score
            frozenset({True, False}): translate(
                "HistoryPage", "Validation accuracy, or entity F1 of name finders"
            ),
        }.get(frozenset(tagging), translate("HistoryPage", "Validation accuracy"))
        own = list(dict.fromkeys(own_figures(r) for r in selected))
        if len(own) == 1 and own[0] is not None:  # every run's family names its own figure: the same one
            self.curves.set_figures(own[0])
        elif any(f is not None for f in own):  # runs of different kinds: each its own figure, drawn to fit
            titles = [title if f is None else translate("Figures", f.title) for f in own]
            self.curves.set_score_axis(
                " · ".join(dict.fromkeys(titles)),
                translate("HistoryPage", "each run's own"),
                "validation",
                False,
            )
        else:
            self.curves.set_accuracy_title(title)
        if self._recorded_selected():  # the recorded run's curves, under its own label
            for index, run in enumerate(self.recorded.runs):
                steps = [(epoch, loss) for _, epoch, loss in run.steps]
                evals = [(epoch, loss, score) for _, epoch, loss, score in run.evals]
                self.curves.set_run(f"recorded-{index}", recorded_label(run.label), steps, evals)
                self.curves.set_epochs(max([e for e, _ in steps] + [e for e, _, _ in evals] + [1.0]))
        for path, steps, evals in curves:
            info = names.get(path)
            label = (info.title or info.name) if info else path.name
            self.curves.set_run(str(path), label, steps, evals)
            epochs = [e for e, _ in steps] + [e for e, _, _ in evals]
            if epochs:
                self.curves.set_epochs(max(epochs))

    def _fill_comparison(self, rows: list[RunRow]) -> None:
        """One row per selected run, its numbers side by side.  A family that names its own figures (a score
        predictor) adds their columns after the examples; the scores none of the selected runs has are left
        out (no entity F1 or perplexity beside classifiers alone).  A selected recorded run comes first, with
        the figures its recording kept."""
        own = [f for f in dict.fromkeys(own_figures(row) for row in rows) if f is not None]
        extra = [
            (translate("Figures", heading), translate("Figures", text), figures)
            for figures in own
            for heading, text in figures.compared
        ]
        compared_rows = [(row.info.title or row.info.name, row) for row in rows]
        summaries = [row.summary or {} for row in rows]
        if self._recorded_selected():
            run = self.recorded.runs[0]
            summary = {**run.final, "best_step": run.final.get("step"), "stop_reason": run.stop_reason}
            compared_rows.insert(0, (recorded_label(run.label), None))
            summaries.insert(0, summary)
        compared = tuple(c for c in COMPARED if any(summary.get(c[1]) is not None for summary in summaries))
        headers = [
            translate("HistoryPage", "Run"),
            translate("HistoryPage", "Examples"),
            *(heading for heading, _, _ in extra),
            *(translate("HistoryPage", name) for name, _, _ in compared),
        ]
        self.compare.clear()
        self.compare.setColumnCount(len(headers))
        self.compare.setHorizontalHeaderLabels(headers)
        self.compare.setRowCount(len(compared_rows))
        for r, ((title, row), summary) in enumerate(zip(compared_rows, summaries, strict=True)):
            examples = (
                f"{number(row.train_examples, ',')} + {number(row.val_examples, ',')}"
                if row is not None
                else translate("HistoryPage", "{examples} checked").format(
                    examples=number(summary.get("examples", 0), ",")
                )
            )
            cells = [title, examples]
            for _, text, figures in extra:
                figured = row is not None and own_figures(row) == figures and summary.get("metrics")
                cells.append(formatted(text, **summary["metrics"]) if figured else "—")
            for _, key, fmt in compared:
                value = summary.get(key)
                if key == "stop_reason" and value is not None:  # in the window's words, from its parts
                    value = stop_reason_words(summary.get("stop"), value)
                cells.append(formatted(fmt, value) if value is not None else "—")
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.compare.setItem(r, c, item)
        self.compare.resizeColumnsToContents()

    def _update_buttons(self) -> None:
        rows = self.selected_rows()
        one = rows[0] if len(rows) == 1 else None
        finished = one is not None and one.info.status == "finished"
        self.open_button.setEnabled(finished and one.summary is not None)
        self.resume_button.setEnabled(one is not None and one.info.resumable and not self.running)
        self.start_from_button.setEnabled(one is not None and not one.missing)
        # an older run's record without its task is a classifier's, as ``registry.family(None)`` says
        found = family((one.summary or {}).get("objective")) if one is not None else None
        classifier = found is not None and found.classifier
        scoring = found is not None and found.regression
        tagging = found is not None and found.model_task == "token-classification"
        for mode, button in self.use_buttons.items():  # a name finder labels a file with its names
            button.setEnabled(finished and (classifier or scoring or tagging and mode == "label"))
            button.setText(modes_for(found.name if found is not None else None)[mode][0] + "…")

    # --- actions ------------------------------------------------------------------------------------------
    @Slot()
    def start_from_selected(self) -> None:
        """Ask the wizard for a new run with the selected run's settings: the one way a run's custom values
        reach the next run."""
        from workbench.core.errors import WorkbenchError

        rows = self.selected_rows()
        if len(rows) != 1:
            return
        try:
            config = read_run_config(rows[0].info.path)
        except (WorkbenchError, OSError) as exc:
            said = translate("HistoryPage", "The run's settings cannot be read: {problem}").format(
                problem=exc
            )
            self.status.setText(coloured(said, ERROR_COLOUR))
            return
        self.start_from.emit(config)

    def use_selected(self, mode: str) -> None:
        """Label a file with the selected run's model, or test it on one (see ``use_model``)."""
        rows = self.selected_rows()
        if len(rows) == 1 and row_task(rows[0]) == "token-classification":  # the names it finds
            from workbench.ui.tabs.train.files.find_names import FindNamesDialog

            self.use_dialog = FindNamesDialog(self.tasks, rows[0].info.path, self)
            self.use_dialog.show()
        elif len(rows) == 1:
            self.use_dialog = UseModelDialog(self.tasks, rows[0].info.path, mode, self)
            self.use_dialog.finished_work.connect(lambda _result: self.mark_stale(refresh=True))
            self.use_dialog.show()

    @Slot()
    def open_selected(self) -> None:
        from workbench.core.training.engine.events import TrainResult

        rows = [r for r in self.selected_rows() if r.summary is not None]
        if rows:
            results = [
                (r.info.title or r.info.name, TrainResult.from_dict(r.summary))  # type: ignore[arg-type]
                for r in rows
            ]
            self.open_results.emit(results)

    @Slot()
    def resume_selected(self) -> None:
        rows = self.selected_rows()
        if len(rows) != 1 or not rows[0].info.resumable or self.running:
            return
        info = rows[0].info
        self._resume_notes = ()
        self.status.setText(translate("HistoryPage", "Resuming {run}…").format(run=html.escape(info.name)))
        self.resume_run.start(RunRequest(info.name, None, None, None, resume_dir=str(info.path)))
        self._update_buttons()

    @Slot(object)
    def _on_resume_event(self, event: Any) -> None:
        from workbench.core.training.engine.events import Started

        if isinstance(event, Started) and event.notes:
            self._resume_notes = tuple(event.notes)
            self.status.setText(
                html.escape(" ".join((translate("HistoryPage", "Resuming…"), *self._resume_notes)))
            )

    @Slot(str)
    def _on_resume_ended(self, status: str) -> None:
        failure = self.resume_run.failure
        if failure is not None:
            self.status.setText(coloured(failure.text(), ERROR_COLOUR))
        else:
            ended = translate("HistoryPage", "The resumed run ended: {status}.")
            self.status.setText(coloured(ended.format(status=status_words(status)), OK_COLOUR))
        self.refresh()
