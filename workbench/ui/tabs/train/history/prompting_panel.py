"""The lecture's in-context-learning slide, measured: prompting a left-to-right model with k examples (none:
zero-shot) against fine-tuning it on the same k examples, each over several seeds, all checked on one set of
texts, as a chart with the chance line and a table.

The work is ``core.training.runs.prompting.run_prompting_experiment``, run through the wizard's
``TrainingRun`` as the size experiment is (``experiment_panel``, whose settings the fine-tuning runs share);
this panel reads k, the seeds, the model and the check limit, checks the plan before anything runs (a k the
data cannot give, a model that cannot continue a prompt), and follows the runs.  It uses the wizard's data
when the wizard has labelled data, otherwise the built-in 300 reviews.  A scene that recorded the experiment
shows the recording here on arrival (``show_recording``) until it is run live or another scene comes.
"""

from __future__ import annotations

import functools
import html
from typing import Any

from PySide6.QtCore import QEvent, Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QTableWidgetItem,
    QWidget,
)

from workbench.core.errors import WorkbenchError
from workbench.core.sessions.train import TrainSession
from workbench.core.sessions.train.data import read_sample
from workbench.core.sessions.train.wizard import WizardState
from workbench.core.training.runs.prompting import (
    PROMPTING_DATA,
    parse_ks,
    plan_prompting,
    run_prompting_experiment,
)
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.tabs.train.history.experiment_panel import (
    RecordedExperiment,
    arm_cell,
    epochs_words,
)
from workbench.ui.tabs.train.history.prompting_chart import PromptingChart
from workbench.ui.tabs.train.page import ERROR_COLOUR
from workbench.ui.tasks import TaskController

INTRO = QT_TRANSLATE_NOOP(
    "PromptingPanel",
    "Prompts the model with k labelled examples, and fine-tunes the same model on the same k, several "
    "draws each, and checks both on the same texts. Uses the wizard's data, or the built-in 300 reviews.",
)


class PromptingPanel(RecordedExperiment, QWidget):
    ended = Signal(str)

    def __init__(self, tasks: TaskController, state: WizardState) -> None:
        super().__init__()
        self.setObjectName("promptingPanel")
        self.follow_runs(tasks, state)  # its result: the latest PromptingResult
        ks_tip = translate(
            "PromptingPanel",
            "Numbers of examples, separated by commas; 0 is zero-shot (the prompt has none).",
        )
        seeds_tip = translate(
            "PromptingPanel", "How many different draws of k examples each k is tried with."
        )
        self.ks = self.make_controls(
            "prompting",
            ("Ks", TrainSession.prompting_ks, ks_tip),
            (TrainSession.prompting_seeds, seeds_tip),
            translate("PromptingPanel", INTRO),
        )
        self.model = QComboBox()
        self.model.setObjectName("promptingModel")
        self.model.setEditable(True)
        self.model.addItem(TrainSession.prompting_model)
        self.model.setMinimumContentsLength(len(TrainSession.prompting_model) + 1)
        self.model.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.model.setToolTip(
            translate("PromptingPanel", "A left-to-right model: a catalogue name or a folder.")
        )
        self.model.lineEdit().setCursorPosition(0)  # a narrow box shows the name's start, not its end
        self.check_limit = QSpinBox()
        self.check_limit.setObjectName("promptingCheckLimit")
        self.check_limit.setRange(10, 5000)
        self.check_limit.setSingleStep(50)
        self.check_limit.setValue(TrainSession.prompting_check_limit)
        self.check_limit.setToolTip(
            translate(
                "PromptingPanel", "Every run is scored on at most this many check texts, the same ones."
            )
        )
        row = QHBoxLayout()
        for label, widget, stretch in (
            (translate("PromptingPanel", "Examples (k):"), self.ks, 1),
            (translate("RecordedExperiment", "Seeds:"), self.seeds, 0),
            (translate("PromptingPanel", "Model:"), self.model, 0),  # as wide as its name: the room goes to k
            (translate("PromptingPanel", "Check texts:"), self.check_limit, 0),
        ):
            row.addWidget(QLabel(label))
            row.addWidget(widget, stretch)
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        self.chart = PromptingChart()
        headers = ["k", translate("PromptingPanel", "Prompting"), translate("PromptingPanel", "Fine-tuning")]
        self.lay_out(row, "promptingTable", headers)
        self._fit_widths()

    # --- starting ---------------------------------------------------------------------------------------
    @Slot()
    def start(self) -> None:
        if self.running:
            return
        ks = self.numbers_typed(parse_ks, self.ks, "0, 4, 16")
        if ks is None:
            return
        model = self.model.currentText().strip()
        refusal = _not_causal(model)
        if refusal:
            self.status.show_message(refusal, ERROR_COLOUR)
            return
        s = self.state
        if s.classifies_texts and s.dataset is not None:
            self._start(ks, model, s.dataset, s.data_name, s.choices.val_fraction, s.choices.seed)
            return
        self.reading_sample()

        def use(snapshot: Any) -> None:
            self._preparing = False
            self._start(ks, model, snapshot.dataset, snapshot.path.name, 0.2, s.choices.seed)

        self.tasks.submit(
            translate("RecordedExperiment", "Reading the sample data"),
            read_sample,
            PROMPTING_DATA,
            key="prompting-data",
            on_result=use,
            on_error=self._prepare_failed,
        )

    def _start(self, ks: list[int], model: str, dataset: Any, data_name: str, val: float, seed: int) -> None:
        seeds, limit = self.seeds.value(), self.check_limit.value()
        config = self.state.experiment_config(model, "full", val, seed)
        try:
            config.validate()
            plan = plan_prompting(dataset, ks, seeds, limit, val, seed)[0]
        except WorkbenchError as exc:
            self._set_running(False)
            self.status.show_message(f"{exc.message} {exc.hint}".strip(), ERROR_COLOUR)
            return
        self.result = None
        self.recorded = False
        self.chart.clear()
        self.table.setRowCount(0)
        texts = number(plan.check_examples, ",")
        if plan.check_examples < plan.check_available:
            texts = translate("PromptingPanel", "{texts} (of {available})").format(
                texts=texts, available=number(plan.check_available, ",")
            )
        said = translate(
            "PromptingPanel",
            "{runs} runs of {model} on {data} (k = {ks}, {seeds}, fine-tuning {epochs}), each checked on the "
            "same {texts} texts.",
        )
        self.status.show_parts(
            said.format(
                runs=len(plan.runs),
                model=html.escape(model),
                data=html.escape(data_name),
                ks=", ".join(str(k) for k in plan.ks),
                seeds=translate("PromptingPanel", "1 seed each")
                if seeds == 1
                else translate("PromptingPanel", "%n seeds each", None, seeds),
                epochs=epochs_words(config.epochs),
                texts=texts,
            )
        )
        self._set_running(True)
        job = functools.partial(run_prompting_experiment, config, dataset, ks, seeds, limit)
        self.run.start_job(
            translate("PromptingPanel", "Experiment: prompting vs fine-tuning"), "Experiment", job
        )

    def _set_running(self, running: bool) -> None:
        for widget in (self.run_button, self.ks, self.seeds, self.model, self.check_limit):
            widget.setEnabled(not running)
        self.cancel_button.setEnabled(running)

    def show_session(self, session: TrainSession) -> None:
        """The experiment's boxes as ``session`` holds them (a scene's)."""
        self.ks.setText(session.prompting_ks)
        self.seeds.setValue(session.prompting_seeds)
        self.check_limit.setValue(session.prompting_check_limit)
        self.model.setCurrentText(session.prompting_model)
        self.model.lineEdit().setCursorPosition(0)

    # --- a scene's recorded experiment --------------------------------------------------------------------
    def show_recording(self, recording: Any) -> None:
        """The experiment as a scene recorded it (``scene_recordings.Recording``): its chart and table, means
        and ranges across the seeds, under the recording's label; Run the experiment runs it again live."""
        from workbench.core.training.runs.experiment import ArmResult
        from workbench.core.training.runs.prompting import KResult, PromptingResult

        shown = recording.experiment_result
        rows = tuple(
            KResult(
                int(row["k"]),
                ArmResult(tuple(row["prompting"])),
                ArmResult(tuple(row["fine_tuning"])) if row.get("fine_tuning") is not None else None,
            )
            for row in shown["ks"]
        )
        self.result = PromptingResult(
            model=str(shown["model"]),
            check_examples=int(shown["check_examples"]),
            check_available=int(shown.get("check_available", shown["check_examples"])),
            seeds=int(shown["seeds"]),
            label_names=tuple(shown["labels"]),
            ks=rows,
        )
        self.chart.show_result(self.result)
        self._fill_table()
        self.recorded = True
        self.status.show_parts(self.recorded_line(recording) + self.cells_say())

    def cells_say(self) -> str:
        """What a cell of the table is, and what guessing scores (the dashed line)."""
        if self.result is None:
            return ""
        seeds = self.result.seeds
        return translate(
            "PromptingPanel",
            "Each cell is the mean accuracy of the %n seeds on the same {texts} check texts, lowest and "
            "highest run in brackets; guessing scores {chance}.",
            None,
            seeds,
        ).format(texts=number(self.result.check_examples, ","), chance=number(self.result.chance, ".0%"))

    def _fill_table(self) -> None:
        rows = self.result.ks if self.result is not None else ()
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            tuned = (
                _cell(row.fine_tuning)
                if row.fine_tuning is not None
                else translate("PromptingPanel", "no training")
            )
            for c, text in enumerate((str(row.k), _cell(row.prompting), tuned)):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self._fit_widths()

    def _fit_widths(self) -> None:
        """The table as wide as its cells, and the box of k wide enough for the usual k at any zoom (at
        1280x800 in presentation mode it showed only "4, 16")."""
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        self.table.setFixedWidth(header.length() + 2 * self.table.frameWidth() + 4)
        self.ks.setMinimumWidth(self.ks.fontMetrics().horizontalAdvance(" 0, 4, 16 ") + 12)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit_widths()  # presentation mode's larger font reaches the cells before any font event

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange) and hasattr(self, "table"):
            self._fit_widths()


def _cell(arm: Any) -> str:
    """The mean of the seeds, with the lowest and highest run in whole percent (narrow enough for
    a projector)."""
    if arm.mean is None or len(arm.runs) == 1:
        return arm_cell(arm)
    return f"{number(arm.mean, '.1%')} ({arm.low * 100:.0f}–{arm.high * 100:.0f})"


def _not_causal(model: str) -> str:
    """Why a catalogue model cannot be prompted, or "" (folders are checked when the run loads them)."""
    from workbench.core.models.catalogue import get_entry

    if not model:
        return translate("PromptingPanel", "Choose a left-to-right model, e.g. {model}.").format(
            model="smollm2-135m"
        )
    entry = get_entry(model)
    if entry is not None and "next-token" not in entry.tasks:
        return translate(
            "PromptingPanel",
            "{model} cannot continue a prompt: it is not a left-to-right model. Choose {other}.",
        ).format(model=entry.name, other="smollm2-135m")
    return ""
