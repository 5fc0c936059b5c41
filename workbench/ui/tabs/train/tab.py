"""Fine-tuning tab: a wizard that takes a person who does not program from their texts to a trained,
checked and exported model, and the history of every run with the lecture's experiments.

The wizard's steps are pages beside it, a module each; they share one ``WizardState``.  Next is
enabled only when the current page has nothing left to fix, and a line beside it says why not.  Training
and every other slow job run through the TaskController, so the window stays responsive; a run in progress
makes closing the window ask first (the run then stops cleanly and can be resumed).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from workbench.core.sessions.train import HISTORY_MODES, STEPS, TrainSession
from workbench.core.sessions.train.wizard import WizardState
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.models_state import LoadedModels
from workbench.ui.tabs.base import Shortcut
from workbench.ui.tabs.train import scene_pages
from workbench.ui.tabs.train.help_texts import TRAIN_TAB
from workbench.ui.tabs.train.history.history_page import HistoryPage
from workbench.ui.tabs.train.page import WizardPage
from workbench.ui.tabs.train.results.results_page import ResultsPage
from workbench.ui.tabs.train.wizard.data_page import DataPage
from workbench.ui.tabs.train.wizard.method_page import MethodPage
from workbench.ui.tabs.train.wizard.model_page import ModelPage
from workbench.ui.tabs.train.wizard.run_page import TrainingPage
from workbench.ui.tabs.train.wizard.settings_page import SettingsPage
from workbench.ui.tabs.train.wizard.task_page import TaskPage
from workbench.ui.tasks import TaskController

STEP_NAMES = (
    QT_TRANSLATE_NOOP("TrainTab", "Task"),
    QT_TRANSLATE_NOOP("TrainTab", "Data"),
    QT_TRANSLATE_NOOP("TrainTab", "Model"),
    QT_TRANSLATE_NOOP("TrainTab", "What learns"),
    QT_TRANSLATE_NOOP("TrainTab", "Settings"),
    QT_TRANSLATE_NOOP("TrainTab", "Training"),
    QT_TRANSLATE_NOOP("TrainTab", "Results"),
)
TRAINING, RESULTS = 5, 6


def recipe_line(config: Any) -> str:
    """A run's recipe in a line: "learning rate 5e-5, 10% warm-up, weight decay 0.01, stopping early ..."."""
    rate = number(config.effective_learning_rate, ".0e").replace("e-0", "e-")
    line = translate("TrainTab", "learning rate {rate}, {warmup} warm-up, weight decay {decay}").format(
        rate=rate, warmup=number(config.warmup_ratio, ".0%"), decay=number(config.weight_decay, "g")
    )
    if config.early_stopping_patience is not None:
        line = translate("TrainTab", "{recipe}, stopping early when the checking score stalls").format(
            recipe=line
        )
    return line


class TrainTab(QWidget):
    title, scene_key = TrainSession.title, TrainSession.scene_key
    shortcuts: tuple[Shortcut, ...] = ()
    help = TRAIN_TAB  # its pages' too, beside them in workbench/ui/tabs/train/help_texts.py

    def __init__(self, tasks: TaskController, models: LoadedModels) -> None:
        super().__init__()
        self.setObjectName("trainTab")
        self.tasks = tasks
        self.models = models
        self.state = WizardState()
        self.task_page = TaskPage(tasks, self.state)
        self.data_page = DataPage(tasks, self.state)
        self.model_page = ModelPage(tasks, self.state)
        self.method_page = MethodPage(tasks, self.state)
        self.settings_page = SettingsPage(tasks, self.state)
        self.training_page = TrainingPage(tasks, self.state)
        self.results_page = ResultsPage(tasks, self.state)
        self.pages: list[WizardPage] = [
            self.task_page,
            self.data_page,
            self.model_page,
            self.method_page,
            self.settings_page,
            self.training_page,
            self.results_page,
        ]
        self.history_page = HistoryPage(tasks, self.state)
        self._build()
        for page in self.pages:
            page.completeness_changed.connect(self._update_navigation)
        self.training_page.finished.connect(self._on_training_finished)
        self.results_page.after_run.continue_requested.connect(self.continue_run)
        self.results_page.review.train_again_requested.connect(self.continue_run)
        self.history_page.open_results.connect(self._show_history_results)
        self.history_page.start_from.connect(self.start_from_run)
        self._scene_pending: dict | None = None  # a demo scene waiting for its data to be read
        self._pointed_at: set[str] = set()  # the kinds of the scene's checks (``point_at``)
        self._recording: Any = None  # the scene's recorded run, shown once the walk to its step is done
        self._recorded_step = ""  # the scene's step while its recording shows on the Training page
        self.data_page.completeness_changed.connect(self._continue_scene)
        self.go_to(0)

    # --- layout -----------------------------------------------------------------------------------------
    def _build(self) -> None:
        self.wizard_button = QPushButton(translate("TrainTab", "New training run"))
        self.history_button = QPushButton(translate("TrainTab", "Experiments and history"))
        self.mode_group = QButtonGroup(self)
        for button in (self.wizard_button, self.history_button):
            button.setCheckable(True)
            self.mode_group.addButton(button)
        self.wizard_button.setChecked(True)
        header = QHBoxLayout()
        header.addWidget(self.wizard_button)
        header.addWidget(self.history_button)
        header.addStretch(1)

        self.steps = QListWidget()
        self.steps.setObjectName("wizardSteps")
        self.steps.addItems([f"{i + 1}. {translate('TrainTab', name)}" for i, name in enumerate(STEP_NAMES)])
        self.steps.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Expanding)
        self.stack = QStackedWidget()
        for page in self.pages:
            self.stack.addWidget(page)
        self.blocker_label = QLabel("")
        self.blocker_label.setObjectName("wizardBlocker")
        self.blocker_label.setWordWrap(True)
        self.blocker_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.back_button = QPushButton(translate("TrainTab", "‹ Back"))
        self.next_button = QPushButton(translate("WizardPage", "Next ›"))
        self.next_button.setObjectName("wizardNext")
        self.next_button.setDefault(True)
        nav = QHBoxLayout()
        nav.addWidget(self.blocker_label, 1)
        nav.addWidget(self.back_button)
        nav.addWidget(self.next_button)
        right = QVBoxLayout()
        right.addWidget(self.stack, 1)
        right.addLayout(nav)
        wizard = QWidget()
        wizard_layout = QHBoxLayout(wizard)
        wizard_layout.setContentsMargins(0, 0, 0, 0)
        wizard_layout.addWidget(self.steps)
        wizard_layout.addLayout(right, 1)

        self.modes = QStackedWidget()
        self.modes.addWidget(wizard)
        self.modes.addWidget(self.history_page)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.modes, 1)

        self.back_button.clicked.connect(self.back)
        self.next_button.clicked.connect(self.next)
        self.steps.currentRowChanged.connect(self._on_step_clicked)
        self.wizard_button.toggled.connect(lambda on: on and self.show_mode(0))
        self.history_button.toggled.connect(lambda on: on and self.show_mode(1))
        self._fit_steps()

    def _fit_steps(self) -> None:
        width = max(self.steps.sizeHintForColumn(0), 0) + 2 * self.steps.frameWidth() + 16
        self.steps.setFixedWidth(width)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "steps"):
            self._fit_steps()

    def start(self) -> None:
        """Called each time the tab is shown.  Nothing is loaded before the user asks for it: the model list,
        the device and the run history are read when their page is first shown."""

    def run(self) -> None:
        """Ctrl+Enter: the next step, when the page shown has nothing left to fix."""
        if self.next_button.isEnabled():
            self.next()

    # --- navigation -------------------------------------------------------------------------------------
    @property
    def index(self) -> int:
        return self.stack.currentIndex()

    @property
    def current_page(self) -> WizardPage:
        return self.pages[self.index]

    def go_to(self, index: int) -> None:
        self._recorded_step = ""
        self.pages[index].enter()
        self.stack.setCurrentIndex(index)
        self.steps.blockSignals(True)
        self.steps.setCurrentRow(index)
        self.steps.blockSignals(False)
        self._update_navigation()

    def show_mode(self, mode: int) -> None:
        self.modes.setCurrentIndex(mode)
        (self.wizard_button if mode == 0 else self.history_button).setChecked(True)
        if mode == 1:
            self.history_page.refresh()

    @Slot()
    def next(self) -> None:
        if self.current_page.blocker():
            return
        if self.index == TRAINING - 1:
            self.go_to(TRAINING)
            self.training_page.start()
        elif self.index == TRAINING:
            self._show_wizard_results()
            self.go_to(RESULTS)
        elif self.index == RESULTS:
            self.start_new_run()
        else:
            self.go_to(self.index + 1)

    def start_new_run(self) -> None:
        """A new run: the task, data and model are kept; the method and settings start from the recipe, never
        from the custom values of the run before (a demonstration's 1e-2 must not leak into the next run)."""
        self.state.start_from_recipe()
        self.settings_page.run_time.hold(False)
        self.go_to(0)

    @Slot()
    def back(self) -> None:
        if self.index > 0 and not self.training_page.running:
            self.go_to(self.index - 1 if self.index != RESULTS else TRAINING)

    @Slot(int)
    def _on_step_clicked(self, row: int) -> None:
        """Earlier steps can be revisited by clicking them; later ones only through Next."""
        if row < 0:
            return
        allowed = row <= self.index and not self.training_page.running and row != TRAINING
        allowed = allowed or (
            row == RESULTS and self.results_page.result is not None and not self.training_page.running
        )
        if allowed and row != self.index:
            self.go_to(row)
        else:
            self.steps.blockSignals(True)
            self.steps.setCurrentRow(self.index)
            self.steps.blockSignals(False)

    @Slot()
    def _update_navigation(self) -> None:
        page = self.current_page
        blocker = page.blocker()
        running = self.training_page.running
        self.blocker_label.setText(blocker)
        self.next_button.setText(page.next_label())
        self.next_button.setEnabled(not blocker)
        self.back_button.setEnabled(self.index > 0 and not running)
        for row in range(self.steps.count()):
            item = self.steps.item(row)
            reachable = row <= self.index or (row == RESULTS and self.results_page.result is not None)
            flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
            item.setFlags(flags if reachable and not running else Qt.ItemFlag.NoItemFlags)

    # --- results ----------------------------------------------------------------------------------------
    @Slot(str)
    def _on_training_finished(self, status: str) -> None:
        self.history_page.mark_stale()
        self._update_navigation()

    def _show_wizard_results(self) -> None:
        requests = self.training_page.requests
        results = self.training_page.results
        self.results_page.show_results(
            [(req.label, res) for req, res in zip(requests, results, strict=False)]
        )

    @Slot(object)
    def _show_history_results(self, results: list) -> None:
        if self.training_page.running:
            return
        self.results_page.show_results(results)
        self.show_mode(0)
        self.go_to(RESULTS)

    # --- closing ----------------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.training_page.running or self.history_page.running

    def stop_training(self) -> None:
        self.training_page.cancel()
        self.history_page.cancel()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing the tab on its own (the window asks for itself) while a run is going asks first."""
        if self.busy:
            answer = QMessageBox.question(
                self,
                translate("TrainTab", "Stop training?"),
                translate(
                    "TrainTab",
                    "A training run is still going.\nStop it? It keeps a checkpoint and can be resumed.",
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
            self.stop_training()
        event.accept()

    # --- a new run from an earlier one ------------------------------------------------------------------
    @Slot(object)
    def continue_run(self, request: Any) -> None:
        """Train the run the Results page asks for (a RunRequest from *Continue* or *Train again*)."""
        if not self.busy:
            self.go_to(TRAINING)
            self.training_page.start_requests([request])

    @Slot(object)
    def start_from_run(self, config: Any) -> None:
        """The wizard set up as ``config`` (a run's TrainConfig) was, stopped at its settings page
        (``TrainSession.from_config``): the explicit way to start from a run's custom values.  Its data is
        read again from where it was; a file no longer there leaves the data shown as it is.  The experiments'
        boxes are not the run's: they stay as they are."""
        if self.busy:
            return
        session = TrainSession.from_config(config)
        reads = bool(session.data_path) and Path(session.data_path).exists()
        if not reads:
            session = session.with_data_of(self.state.choices)
        self.show_session(session, reads_data=reads, walks=True)
        self.settings_page.run_time.hold(False)  # the user's own run: its time is worth knowing

    # --- demo scenes ------------------------------------------------------------------------------------
    @property
    def session(self) -> TrainSession:
        """The wizard's choices up to the page shown (and the experiments' boxes), read from its state (a
        demo scene stores its fields).  Only the sample data is named: a scene never points at a user's own
        file."""
        mode = self.history_page.section if self.modes.currentIndex() else "wizard"
        prompting = self.history_page.prompting
        return replace(
            self.state.session(),
            mode=mode,
            step=(self.training_page.recording and self._recorded_step)
            or STEPS[min(self.index, len(STEPS) - 1)],
            data_file=None,
            experiment_sizes=self.history_page.experiment.sizes.text(),
            experiment_seeds=self.history_page.experiment.seeds.value(),
            experiment_methods=str(self.history_page.experiment.methods.currentData() or ""),
            prompting_ks=prompting.ks.text(),
            prompting_seeds=prompting.seeds.value(),
            prompting_check_limit=prompting.check_limit.value(),
            prompting_model=prompting.model.currentText().strip(),
        )

    def apply_scene_state(self, state: dict) -> None:
        """Set the wizard up as a scene says (``TrainSession.from_scene_state``; what it does not name of the
        experiments' boxes, the task and the task's data stays as shown) and stop at its step without
        starting training.  A running job is left alone."""
        if self.busy:
            return
        shown = replace(self.session, data_file=self.state.choices.data_file)
        session = TrainSession.from_scene_state(state, shown)
        self.history_page.experiment.show_session(session)
        self.history_page.prompting.show_session(session)
        reads = bool(state.get("sample") or state.get("data_file"))
        self.show_session(session, reads_data=reads, walks="step" in state, shows_task="objective" in state)

    def show_session(
        self, session: TrainSession, reads_data: bool, walks: bool, shows_task: bool = True
    ) -> None:
        """Every choice as ``session`` makes it, shown page by page as the user would see them (the data read
        in the background first when ``reads_data``); with ``walks``, up to its step."""
        self.settings_page.run_time.hold(True)  # a scene's settings page times nothing (run_time.hold)
        self._recording = None
        self.training_page.clear_recording()
        self.history_page.experiment.clear_recording()
        self.history_page.prompting.clear_recording()
        self.history_page.clear_recording()
        self.show_mode(1 if session.mode in HISTORY_MODES else 0)
        if session.mode in HISTORY_MODES:
            self.history_page.section = session.mode
        self.state.take_session(session)  # the data page reads with the session's model and length
        if shows_task:
            self.go_to(0)
        if reads_data:
            self.go_to(STEPS.index("data"))
            self.data_page.read_chosen()
        self._scene_pending = session if walks else None
        self._continue_scene()

    @Slot()
    def _continue_scene(self) -> None:
        """Once the data is read: the model, method and settings pages, up to the scene's step.  A page with
        something left to fix stops the walk there, as its Next button would."""
        session = self._scene_pending
        if session is None or self.data_page.loading:
            return
        self._scene_pending = None
        target = STEPS.index(session.step)
        for step in range(1, target + 1):
            if self.pages[step - 1].blocker():
                target = step - 1
                break
            self.go_to(step)
            if step == STEPS.index("data"):
                scene_pages.reveal_reading(self)
        self.go_to(target)
        scene_pages.point_at(self, self._pointed_at)
        if target == STEPS.index(session.step):  # a page left with something to fix shows no recording
            self._show_recording()

    def drive_by_scene(self, on: bool) -> None:
        """While a lecture's scene drives the wizard, its own Back / Next are hidden: the scene bar's Back /
        Next are then the screen's only pair (they step scenes, which set the wizard's page themselves).
        The step list on the left still moves through the pages, and a recorded run's Start training stays."""
        for button in (self.back_button, self.next_button):
            button.setVisible(not on)

    def show_recording(self, recording: Any) -> None:
        """A training scene's recorded run (``scene_recordings.Recording``), shown on arrival: the Training
        page filled from it (or, for the one-click experiment, the experiment's chart), once the walk to the
        scene's step is done.  Start training trains live."""
        self._recording = recording
        if self._scene_pending is None:
            self._show_recording()

    def _show_recording(self) -> None:
        recording = self._recording
        if recording is None or self.busy:
            return
        if self.modes.currentIndex() == 1:
            if recording.experiment == "prompting":
                self.history_page.prompting.show_recording(recording)
            elif recording.experiment_result is not None:
                self.history_page.experiment.show_recording(recording)
            elif self.history_page.section == "runs":  # the costs scene's run, listed and drawn
                self.history_page.show_recording(recording)
            return
        settings = self.settings_page
        settings.enter()  # its summary and warning for the scene's choices, even when it stopped before them
        steps, note = settings.steps_text, ""
        if steps:  # the recipe the lecture names, read over the recorded curves without going back to it
            baseline = self.state.choices.baseline and self.state.method != "scratch"
            note = (
                translate(
                    "TrainTab", "Start training trains live: {steps}; {recipe}, then the same from scratch."
                )
                if baseline
                else translate("TrainTab", "Start training trains live: {steps}; {recipe}.")
            ).format(steps=steps[0].lower() + steps[1:], recipe=recipe_line(self.state.config()))
        step = STEPS[self.index]
        self.go_to(TRAINING)
        self._recorded_step = step
        self.training_page.show_recording(recording, note, settings.warning.text())
        self._update_navigation()

    def point_at(self, kinds: set[str]) -> None:
        """Scroll the pages to what the scene's checks read (once the walk to its step is done)."""
        self._pointed_at = set(kinds)
        if self._scene_pending is None:
            scene_pages.point_at(self, self._pointed_at)
