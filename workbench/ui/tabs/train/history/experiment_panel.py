"""The lecture's experiment in one click: the same model pre-trained and from scratch, at several training
sizes (100 and 1,000 unless changed), each over several seeds, all checked on one fixed set of texts.

The work is ``core.training.runs.experiment.run_experiment``, run through the wizard's ``TrainingRun``; this
panel only reads the sizes, checks the plan before anything trains (a size the data cannot give is refused in
plain words), follows the runs, and shows the means with their ranges as a chart and a table.  It uses the
wizard's data and model when the wizard has labelled data, otherwise the built-in plain reviews and MiniLM.
"""

from __future__ import annotations

import functools
import html
import math
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from workbench.core.errors import WorkbenchError
from workbench.core.sessions.train import TrainSession
from workbench.core.sessions.train.data import read_sample
from workbench.core.sessions.train.wizard import WizardState
from workbench.core.training.config import METHOD_NAMES, TrainConfig
from workbench.core.training.data.samples import EXPERIMENT_DATA
from workbench.core.training.runs.experiment import (
    ARMS,
    parse_methods,
    parse_sizes,
    plan_experiment,
    run_experiment,
)
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.tabs.train.history.experiment_chart import ExperimentChart, arm_words
from workbench.ui.tabs.train.page import ERROR_COLOUR, OK_COLOUR, WARNING_COLOUR, ColouredLabel
from workbench.ui.tabs.train.runner import TrainingRun
from workbench.ui.tasks import TaskController, TaskFailure

# What each size trains (the scene's experiment_methods): in words, and as parse_methods reads it.
COMPARISONS = (
    (QT_TRANSLATE_NOOP("ExperimentPanel", "pre-trained vs scratch"), ""),
    (QT_TRANSLATE_NOOP("ExperimentPanel", "ways to fine-tune"), "full, frozen, head, lora"),
    (QT_TRANSLATE_NOOP("ExperimentPanel", "the data-size curve"), "full"),
)
HEADERS = (
    QT_TRANSLATE_NOOP("ExperimentPanel", "Examples"),
    QT_TRANSLATE_NOOP("ExperimentPanel", "Pre-trained"),
    QT_TRANSLATE_NOOP("ExperimentPanel", "From scratch"),
    QT_TRANSLATE_NOOP("ExperimentPanel", "Gap"),
)
METHOD_HEADERS = {
    "full": QT_TRANSLATE_NOOP("ExperimentPanel", "Everything"),
    "frozen": QT_TRANSLATE_NOOP("ExperimentPanel", "Frozen"),
    "head": QT_TRANSLATE_NOOP("ExperimentPanel", "Head only"),
    "lora": QT_TRANSLATE_NOOP("ExperimentPanel", "LoRA"),
}
INTRO = QT_TRANSLATE_NOOP(
    "ExperimentPanel",
    "Trains the model at each size from its pre-trained weights and from random weights, several "
    "times each, and checks every run on the same texts that no run learns from. Uses the wizard's "
    "data and model, or the built-in 2,000 plain reviews and MiniLM.",
)
# The intro when the arms are ways of fine-tuning, or one of them alone
METHODS_INTRO = QT_TRANSLATE_NOOP(
    "ExperimentPanel",
    "Fine-tunes the pre-trained model at each size in each way chosen (everything, the bottom layers frozen, "
    "the head only, LoRA), each at its usual learning rate, several times each, and checks every run on the "
    "same texts that no run learns from. Uses the wizard's data and model, or the built-in plain reviews.",
)
CURVE_INTRO = QT_TRANSLATE_NOOP(
    "ExperimentPanel",
    "Fine-tunes the whole pre-trained model at each size, several times each, and checks every run on the "
    "same texts that no run learns from: accuracy against the number of training examples.",
)


class RecordedExperiment:
    """What the two experiment panels share: their layout (a row of boxes and buttons, the status line, the
    chart beside its table), whether they run, and a scene's recorded experiment (the line over it and how it
    is forgotten), and following a live run to its end (its status line, cancelling, the result's rows).  A
    panel has ``intro`` (its text when nothing is shown), ``recorded``, ``result``, ``chart``, ``status``,
    ``run_button``, ``cancel_button``, ``run`` (its ``TrainingRun``), ``ended``, ``_preparing``, ``start``,
    ``_set_running``, ``_fill_table`` and ``cells_say`` (what a cell of its table is)."""

    def make_controls(self, name: str, numbers: tuple[str, str, str], seeds: tuple[int, str], intro: str):
        """The controls both panels have, each named ``name`` and its part ("experimentSeeds"): the line of
        numbers to try (``numbers``: the part of its name, its text and its tip), ``seeds`` (its value and
        tip), ``run_button``, ``cancel_button`` and the ``status`` line, showing ``intro`` until a run;
        returns the line of numbers."""
        part, text, tip = numbers
        line = QLineEdit(text)
        line.setObjectName(name + part)
        line.setToolTip(tip)
        self.seeds = QSpinBox()
        self.seeds.setObjectName(name + "Seeds")
        self.seeds.setRange(1, 10)
        self.seeds.setValue(seeds[0])
        self.seeds.setToolTip(seeds[1])
        self.run_button = QPushButton(translate("RecordedExperiment", "Run the experiment"))
        self.run_button.setObjectName(name + "Run")
        self.cancel_button = QPushButton(translate("RecordedExperiment", "Cancel"))
        self.cancel_button.setEnabled(False)
        self.intro = intro
        self.status = ColouredLabel(intro)
        self.status.setObjectName(name + "Status")
        return line

    def lay_out(self, row: QHBoxLayout, table_name: str, headers: list[str]) -> None:
        """Below ``row``: the status, then the chart beside a read-only table of ``headers``, sized to fit."""
        self.table = QTableWidget(0, len(headers))
        self.table.setObjectName(table_name)
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setToolTip(
            translate(
                "RecordedExperiment",
                "Mean accuracy over the seeds, with the lowest and highest run in brackets.",
            )
        )
        results = QHBoxLayout()
        results.addWidget(self.chart, 1)
        results.addWidget(self.table)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.status)
        layout.addLayout(results, 1)
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)

    def follow_runs(self, tasks: TaskController, state: WizardState) -> None:
        """The panel's task controller and the wizard's state, and its runs followed as they train."""
        self.tasks, self.state = tasks, state
        self.run = TrainingRun(tasks, self)
        self.run.event.connect(self._on_event)
        self.run.ended.connect(self._on_ended)
        self.result: Any = None  # the latest result, partial while running
        self._preparing = False

    def numbers_typed(self, parse: Any, box: QLineEdit, example: str) -> list[int] | None:
        """The numbers of examples typed in ``box`` (read by ``parse``), or None once the status line has said
        what is wrong with them."""
        try:
            numbers = parse(box.text())
        except WorkbenchError as error:
            self.status.show_message(error.message, ERROR_COLOUR)
            return None
        if not numbers:
            said = translate("RecordedExperiment", "Type one or more numbers of examples, e.g. {example}.")
            self.status.show_message(said.format(example=example), ERROR_COLOUR)
            return None
        return numbers

    def reading_sample(self) -> None:
        """The built-in reviews are read first (in the background): the panel waits as if running."""
        self._preparing = True
        self._set_running(True)
        self.status.show_parts(translate("RecordedExperiment", "Reading the built-in reviews…"))

    def _prepare_failed(self, failure: TaskFailure) -> None:
        self._preparing = False
        self._set_running(False)
        self.status.show_message(failure.text(), ERROR_COLOUR)

    @property
    def running(self) -> bool:
        return self._preparing or self.run.running

    intro = ""
    recorded = False  # the chart and table show a scene's recorded experiment

    @staticmethod
    def recorded_line(recording: Any) -> str:
        """The recording's label in bold, naming this panel's button rather than the Training page's."""
        button = translate("RecordedExperiment", "Run the experiment")  # as the button shows it
        return f"<b>{html.escape(recording.label_for(button))}</b>. "

    def clear_recording(self) -> None:
        """Forget a recorded experiment shown (another scene, or a live run, replaces it)."""
        if not self.recorded or self.running:
            return
        self.recorded = False
        self.result = None
        self.chart.clear()
        self._fill_table()
        self.status.show_parts(self.intro)

    @Slot()
    def cancel(self) -> None:
        self.run.cancel()

    # --- following ------------------------------------------------------------------------------------------
    @Slot(object)
    def _on_event(self, event: Any) -> None:
        """Which run of how many trains and how far it is; each finished run joins the chart and table."""
        from workbench.core.training.runs.experiment import RunEnded, RunEvent, RunStarted
        from workbench.ui.tabs.train.runner import describe

        if isinstance(event, RunStarted):
            said = translate("RecordedExperiment", "Run {number} of {total}: {run}…")
            self.status.show_parts(
                said.format(number=event.run.index + 1, total=event.total, run=html.escape(event.run.label))
            )
        elif isinstance(event, RunEvent):
            message = describe(event.event, event.run.label)[1]
            if message:
                said = translate("RecordedExperiment", "Run {number} of {total}: {message}")
                self.status.show_parts(
                    said.format(number=event.run.index + 1, total=event.total, message=html.escape(message))
                )
        elif isinstance(event, RunEnded):
            self.result = event.partial
            self.chart.show_result(event.partial)
            self._fill_table()

    @Slot(str)
    def _on_ended(self, status: str) -> None:
        self._set_running(False)
        result = self.run.result
        if result is not None:
            self.result = result
            self.chart.show_result(result)
            self._fill_table()
        failure = self.run.failure
        if status == "finished":
            self.status.show_parts(
                (translate("RecordedExperiment", "Done.") + " ", OK_COLOUR, True), self.cells_say()
            )
        elif status == "cancelled":
            self.status.show_message(
                translate("RecordedExperiment", "Cancelled; the table keeps the runs that finished."),
                WARNING_COLOUR,
            )
        else:
            message = (
                failure.text()
                if failure
                else (getattr(result, "message", "") or translate("RecordedExperiment", "A run failed."))
            )
            self.status.show_message(message, ERROR_COLOUR)
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


class ExperimentPanel(RecordedExperiment, QWidget):
    ended = Signal(str)

    def __init__(self, tasks: TaskController, state: WizardState) -> None:
        super().__init__()
        self.setObjectName("experimentPanel")
        self.follow_runs(tasks, state)  # its result: the latest ExperimentResult
        self.total_runs = 0
        sizes_tip = translate(
            "ExperimentPanel",
            "Numbers of training examples, separated by commas: each size trains both ways.",
        )
        seeds_tip = translate(
            "ExperimentPanel",
            "How many times each size is trained each way, with a different sample and random start: one "
            "run can be lucky, the mean of several is what to trust.",
        )
        self.sizes = self.make_controls(
            "experiment",
            ("Sizes", TrainSession.experiment_sizes, sizes_tip),
            (TrainSession.experiment_seeds, seeds_tip),
            translate("ExperimentPanel", INTRO),
        )
        self.methods = QComboBox()
        # as wide as a usual choice, not its longest: the row keeps room in a longer language
        self.methods.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.methods.setMinimumContentsLength(24)
        self.methods.setObjectName("experimentMethods")
        for words, methods in COMPARISONS:
            self.methods.addItem(translate("ExperimentPanel", words), methods)
        self.methods.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.methods.currentIndexChanged.connect(self._comparison_changed)
        self.methods.setToolTip(
            translate(
                "ExperimentPanel",
                "What each size trains: the pre-trained model and the same from random weights; or ways of "
                "fine-tuning the pre-trained model side by side, each at its usual learning rate; or one way "
                "alone, for the curve of accuracy against the number of examples.",
            )
        )
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("ExperimentPanel", "Training examples:")))
        row.addWidget(self.sizes, 1)
        row.addWidget(QLabel(translate("RecordedExperiment", "Seeds:")))
        row.addWidget(self.seeds)
        row.addWidget(self.methods)
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        self.chart = ExperimentChart()
        self.lay_out(row, "experimentTable", [translate("ExperimentPanel", header) for header in HEADERS])
        self._fit_table_width()

    # --- starting ---------------------------------------------------------------------------------------
    @Slot()
    def start(self) -> None:
        if self.running:
            return
        sizes = self.numbers_typed(parse_sizes, self.sizes, "100, 1,000")
        if sizes is None:
            return
        s = self.state
        if s.classifies_texts and s.dataset is not None and s.model is not None:  # single texts only
            self._start(
                sizes, s.dataset, s.data_name, s.model, s.method, s.choices.val_fraction, s.choices.seed
            )
            return
        self.reading_sample()

        self.tasks.submit(
            translate("RecordedExperiment", "Reading the sample data"),
            read_sample,
            EXPERIMENT_DATA,
            key="experiment-data",
            on_result=lambda snapshot: self._use_sample(snapshot, sizes),
            on_error=self._prepare_failed,
        )

    def _use_sample(self, snapshot: Any, sizes: list[int]) -> None:
        """Run on the built-in reviews, with the wizard's model if it can classify, else MiniLM; the wizard's
        own choices are left alone."""
        from workbench.core.models.catalogue import get_entry

        self._preparing = False
        s = self.state
        model = (
            s.model if s.model is not None and "classification" in s.model.tasks else get_entry("minilm-l6")
        )
        self._start(sizes, snapshot.dataset, snapshot.path.name, model, s.method, 0.2, s.choices.seed)

    def _start(
        self, sizes: list[int], dataset: Any, data_name: str, model: Any, method: str, val: float, seed: int
    ) -> None:
        method = method if method in ("full", "frozen", "head", "lora") else "full"
        seeds = self.seeds.value()
        config = self.base_config(model.id, method, val, seed)
        try:
            arms = parse_methods(str(self.methods.currentData() or ""))
            config.validate()
            plan = plan_experiment(dataset, sizes, seeds, val, seed, arms)[0]
        except WorkbenchError as exc:
            self._set_running(False)
            self.status.show_message(f"{exc.message} {exc.hint}".strip(), ERROR_COLOUR)
            return
        self.total_runs = len(plan.runs)
        self.result = None
        self.recorded = False
        self.chart.clear()
        self.table.setRowCount(0)
        compared = (
            translate("ExperimentPanel", "{method} vs from scratch").format(
                method=translate("TrainConfig", METHOD_NAMES[method]).lower()
            )
            if arms == ARMS
            else translate("ExperimentPanel", "{methods}, each at its usual learning rate").format(
                methods=", ".join(arm_words(arm) for arm in arms)
            )
        )
        seeds_per_size = (  # English's singular is its own text: without a translation, %n is only filled in
            translate("ExperimentPanel", "1 seed per size")
            if seeds == 1
            else translate("ExperimentPanel", "%n seeds per size", None, seeds)
        )
        said = translate(
            "ExperimentPanel",
            "{runs} runs of {model} on {data} ({compared}, {seeds}, {epochs}), each checked on the same "
            "{texts} texts.",
        )
        self.status.show_parts(
            said.format(
                runs=self.total_runs,
                model=html.escape(model.name),
                data=html.escape(data_name),
                compared=compared,
                seeds=seeds_per_size,
                epochs=epochs_words(config.epochs),
                texts=number(plan.check_examples, ","),
            )
        )
        self._set_running(True)
        job = functools.partial(run_experiment, config, dataset, sizes, seeds, arms=arms)
        title = translate("ExperimentPanel", "Experiment: pre-trained vs from scratch")
        self.run.start_job(title, "Experiment", job)

    def show_session(self, session: TrainSession) -> None:
        """The experiment's boxes as ``session`` holds them (a scene's)."""
        self.choose_methods(session.experiment_methods)
        self.sizes.setText(session.experiment_sizes)
        self.seeds.setValue(session.experiment_seeds)

    def choose_methods(self, methods: str) -> None:
        """Show the comparison of ``methods`` (as a scene or a recording names it), added if not listed."""
        wanted = parse_methods(methods)
        for index in range(self.methods.count()):
            if parse_methods(str(self.methods.itemData(index))) == wanted:
                self.methods.setCurrentIndex(index)
                return
        self.methods.addItem(", ".join(arm_words(arm) for arm in wanted), ", ".join(wanted))
        self.methods.setCurrentIndex(self.methods.count() - 1)

    @Slot()
    def _comparison_changed(self) -> None:
        """Another comparison chosen: its intro and its table's columns, unless results are shown."""
        if self.running or self.result is not None:
            return
        arms = parse_methods(str(self.methods.currentData() or ""))
        intro = INTRO if arms == ARMS else CURVE_INTRO if len(arms) == 1 else METHODS_INTRO
        self.intro = translate("ExperimentPanel", intro)
        self.status.show_parts(self.intro)
        self._fill_table()

    def base_config(self, model: str, method: str, val_fraction: float, seed: int) -> TrainConfig:
        return self.state.experiment_config(model, method, val_fraction, seed)

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.sizes.setEnabled(not running)
        self.seeds.setEnabled(not running)
        self.methods.setEnabled(not running)
        self.cancel_button.setEnabled(running)

    # --- a scene's recorded experiment --------------------------------------------------------------------
    def show_recording(self, recording: Any) -> None:
        """The one-click experiment as a scene recorded it (``scene_recordings.Recording``): its chart and
        table, means and ranges across the seeds, under the recording's label; Run the experiment runs it
        again live."""
        from workbench.core.training.runs.experiment import ExperimentResult

        shown = recording.experiment_result
        self.result = ExperimentResult.from_shown(shown)
        self.seeds.setValue(int(shown["seeds"]))
        self.choose_methods(", ".join(self.result.arms))
        self.chart.show_result(self.result)
        self._fill_table()
        self.recorded = True
        self.status.show_parts(self.recorded_line(recording) + self.cells_say())

    def cells_say(self) -> str:
        """What a cell of the table is: the mean of the seeds, or a way of fine-tuning's median."""
        if self.result is not None and self.result.compares_methods:
            return translate(
                "ExperimentPanel",
                "Each cell is the median % correct of the seeds, with the lowest and highest run in "
                "brackets.",
            )
        return translate(
            "ExperimentPanel",
            "Each cell is the mean accuracy of the seeds, with the lowest and highest run in brackets.",
        )

    def _fill_table(self) -> None:
        rows = self.result.sizes if self.result is not None else ()
        chosen = parse_methods(str(self.methods.currentData() or ""))
        methods = (
            (self.result.arms if self.result.compares_methods else ())
            if self.result is not None
            else (chosen if chosen != ARMS else ())
        )
        headers = ["Examples", *(METHOD_HEADERS[arm] for arm in methods)] if methods else HEADERS
        headers = [translate("ExperimentPanel", header) for header in headers]
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(list(headers))
        self.table.setRowCount(len(rows))
        for r, size in enumerate(rows):
            gap = (
                translate("ExperimentPanel", "{gap} points").format(gap=number(size.gap * 100, "+.1f"))
                if size.gap is not None
                else ""
            )
            cells = (number(size.examples, ","), arm_cell(size.pretrained), arm_cell(size.scratch), gap)
            if methods:
                cells = (number(size.examples, ","), *(short_cell(size.arm(arm)) for arm in methods))
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self._fit_table_width()

    def _fit_table_width(self) -> None:
        """Exactly as wide as its columns: none stretches, so the last one's header shows while the table is
        still empty (stretched, it was cut off outside the fixed width)."""
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        self.table.resizeColumnsToContents()
        self.table.setFixedWidth(header.length() + 2 * self.table.frameWidth() + 4)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "table"):
            self._fit_table_width()


def epochs_words(epochs: int | None) -> str:
    """How long each run of an experiment trains, for its status line: the settings' epochs, or the
    recipe's."""
    return (
        translate("RecordedExperiment", "1 epoch each")
        if epochs == 1
        else translate("RecordedExperiment", "%n epochs each", None, epochs)
        if epochs
        else translate("RecordedExperiment", "the recipe's epochs")
    )


def short_cell(arm: Any) -> str:
    """A way of fine-tuning's cell, narrow enough for four side by side: the median of the seeds in percent,
    with the lowest and highest run in whole percent ("94.0 (83–96)"), or tenths near 100."""
    if arm.mean is None:
        return "…"
    if len(arm.runs) == 1:
        return number(arm.median * 100, ".1f")
    places = 1 if arm.high >= 0.995 else 0  # "99.8 (99.8–99.9)", never "99.8 (100–100)"
    # The range is rounded outwards, so that it always holds the median: "96.8 (96–98)", never "96.8 (97–98)".
    scale = 10**places
    low = math.floor(round(arm.low * 100 * scale, 6)) / scale
    high = math.ceil(round(arm.high * 100 * scale, 6)) / scale
    return f"{number(arm.median * 100, '.1f')} ({number(low, f'.{places}f')}–{number(high, f'.{places}f')})"


def arm_cell(arm: Any, middle: str = "mean") -> str:
    """A table cell: the mean (or ``middle``: "median") of the seeds, with the lowest and highest run when
    there are several."""
    if arm.mean is None:
        return "…"
    if len(arm.runs) == 1:
        return number(arm.mean, ".1%")
    return f"{number(getattr(arm, middle), '.1%')} ({number(arm.low, '.1%')}–{number(arm.high, '.1%')})"
