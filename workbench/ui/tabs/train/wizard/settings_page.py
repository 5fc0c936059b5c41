"""Step 5: the recipe.  Presets from the usual fine-tuning recipes, each setting with a one-line help, and a
plain warning on risky choices (a large learning rate on a pre-trained model wipes out what it knows).
The engine's own checks (``config.check_before_model``: every setting's range, the data file, the runs
folder) decide what cannot work, before Start and before any model loads."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QGridLayout,
    QLabel,
    QSpinBox,
)

from workbench.core.errors import WorkbenchError
from workbench.core.sessions.train import RUN_SETTINGS, RunSetting, TrainSession, learning_rate_warning_of
from workbench.core.training.config import check_before_model
from workbench.core.training.recipes import PRESETS, RECOMMENDED, recipe_for, usual_learning_rate
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate, typed_number
from workbench.ui.tabs.train.page import ERROR_COLOUR, WARNING_COLOUR, WizardPage, coloured
from workbench.ui.tabs.train.wizard.run_time import RunTimeBox, epochs_text
from workbench.ui.widgets.wrapping_check import WrappingCheckBox

LEARNING_RATES = ("1e-5", "2e-5", "3e-5", "5e-5", "1e-4", "3e-4", "1e-3", "2e-3", "5e-3", "1e-2")
CUSTOM = ""  # the preset of values of one's own (the session's ``preset``), last in the list
# What suits each method's learning rate, in the learning rate's help
RATE_WHY = {
    "full": QT_TRANSLATE_NOOP(
        "SettingsPage",
        "How big each learning step is. A whole pre-trained model needs small steps (2e-5 to 5e-5), or it "
        "forgets what it knew (the recipe: {rate}).",
    ),
    "frozen": QT_TRANSLATE_NOOP(
        "SettingsPage",
        "How big each learning step is. The layers that learn were pre-trained: they need small steps (2e-5 "
        "to 5e-5) (the recipe: {rate}).",
    ),
    "head": QT_TRANSLATE_NOOP(
        "SettingsPage",
        "How big each learning step is. Only the small new head learns, from nothing, so it takes larger "
        "steps (the recipe: {rate}).",
    ),
    "lora": QT_TRANSLATE_NOOP(
        "SettingsPage",
        "How big each learning step is. LoRA's small add-on matrices start from nothing and take larger "
        "steps; the model itself does not change (the recipe: {rate}).",
    ),
    "scratch": QT_TRANSLATE_NOOP(
        "SettingsPage",
        "How big each learning step is. Random weights learn little at fine-tuning's small steps (the "
        "recipe: {rate}).",
    ),
}
RATE_WHY_OTHER = QT_TRANSLATE_NOOP(
    "SettingsPage",
    "How big each learning step is. Pre-trained models need small steps (2e-5 to 5e-5) (the recipe: {rate}).",
)


def learning_rate_help(method: str, usual: float) -> str:
    """What the learning rate is, and what suits ``method`` (``usual``: the recipe's rate for it)."""
    return translate("SettingsPage", RATE_WHY.get(method, RATE_WHY_OTHER)).format(rate=number(usual, "g"))


def spin_box(setting: RunSetting) -> QSpinBox | QDoubleSpinBox:
    """The box a run setting is typed in: whole numbers, or ``decimals`` places."""
    box: QSpinBox | QDoubleSpinBox
    if setting.decimals == 0:
        box = QSpinBox()
        box.setRange(int(setting.minimum), int(setting.maximum))
        box.setSingleStep(int(setting.step))
    else:
        box = QDoubleSpinBox()
        box.setDecimals(setting.decimals)
        box.setRange(setting.minimum, setting.maximum)
        box.setSingleStep(setting.step)
    box.setSuffix(translate("RunSetting", setting.suffix) if setting.suffix.strip() else setting.suffix)
    return box


def put(box: QSpinBox | QDoubleSpinBox, value: float) -> None:
    """Show ``value`` in ``box``, rounded to a whole number in a box of whole numbers."""
    if isinstance(box, QSpinBox):
        box.setValue(round(value))
    else:
        box.setValue(value)


class SettingsPage(WizardPage):
    title = QT_TRANSLATE_NOOP("SettingsPage", "5 · Settings")
    intro = QT_TRANSLATE_NOOP(
        "SettingsPage",
        "The recommended recipe suits this model, method and amount of data. Hover over a "
        "setting to learn more.",
    )

    def __init__(self, tasks, state) -> None:
        super().__init__(tasks, state)
        self.problem = ""
        self.steps_text = ""  # the summary's first sentence: how many learning steps, of what
        self.preset = QComboBox()
        for name in PRESETS:  # each item's data is the preset's name, as the session stores it
            self.preset.addItem(translate("Recipe", name), name)
        self.preset.addItem(translate("SettingsPage", "Custom"), CUSTOM)
        # as wide as its usual names, not its longest: the notes beside it keep room to read
        self.preset.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.preset.setMinimumContentsLength(30)
        self.learning_rate = QComboBox()
        self.learning_rate.setEditable(True)
        self.learning_rate.addItems(list(LEARNING_RATES))
        self.epochs = QSpinBox()
        self.epochs.setRange(1, 100)
        # a box for each run setting (batch size, warm-up, ...), by its name
        self.boxes = {setting.name: spin_box(setting) for setting in RUN_SETTINGS}
        self.early = WrappingCheckBox(
            translate(
                "SettingsPage", "Stop early when the checking score stops improving (2 checks in a row)"
            )
        )
        rows = (
            (
                "Preset",
                translate("SettingsPage", "Preset:"),
                self.preset,
                translate("SettingsPage", "Start from a well-known recipe, then change what you like."),
            ),
            (
                "Learning rate",
                translate("SettingsPage", "Learning rate:"),
                self.learning_rate,
                translate(
                    "SettingsPage",
                    "How big each learning step is. Pre-trained models need small steps (2e-5 to 5e-5).",
                ),
            ),
            (
                "Epochs",
                translate("SettingsPage", "Epochs:"),
                self.epochs,
                translate(
                    "SettingsPage",
                    "How many times the model sees every training example (2 to 4 on large "
                    "data; more on a few hundred examples, so that the model takes enough learning steps).",
                ),
            ),
            *(
                (
                    s.label,
                    translate("SettingsPage", "{setting}:").format(setting=translate("RunSetting", s.label)),
                    self.boxes[s.name],
                    translate("RunSetting", s.help),
                )
                for s in RUN_SETTINGS
            ),
        )
        grid = QGridLayout()
        self.notes: dict[str, QLabel] = {}  # each row's line of help, by its English caption
        for i, (name, caption_text, widget, help_text) in enumerate(rows):
            caption = QLabel(caption_text)
            caption.setToolTip(help_text)
            widget.setToolTip(help_text)
            note = QLabel(help_text)
            note.setWordWrap(True)
            note.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # muted, in either theme
            self.notes[name] = note
            grid.addWidget(caption, i, 0)
            grid.addWidget(widget, i, 1)
            grid.addWidget(note, i, 2)
        grid.setColumnStretch(2, 1)
        self.body_layout.addLayout(grid)
        self.body_layout.addWidget(self.early)
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.warning = QLabel("")
        self.warning.setObjectName("settingsWarning")
        self.warning.setWordWrap(True)
        self.warning.setTextFormat(Qt.TextFormat.RichText)
        self.run_time = RunTimeBox(tasks, state)
        self.run_time.epochs_chosen.connect(lambda epochs: self.set_values(epochs=epochs))
        self.run_time.best_chosen.connect(lambda: self.apply_preset(RECOMMENDED))
        self.body_layout.addWidget(self.run_time)
        self.body_layout.addWidget(self.summary)
        self.body_layout.addWidget(self.warning)
        self.body_layout.addStretch(1)

        self.preset.activated.connect(self._on_preset)
        self.learning_rate.currentTextChanged.connect(self._on_changed)
        for spin in (self.epochs, *self.boxes.values()):
            spin.valueChanged.connect(self._on_changed)
        self.early.toggled.connect(self._on_changed)
        self._loading = False
        self._show_settings()

    def enter(self) -> None:
        self._show_settings()

    def next_label(self) -> str:
        return translate("SettingsPage", "Start training ›")

    # --- presets and fields -------------------------------------------------------------------------------
    @Slot(int)
    def _on_preset(self, index: int) -> None:
        """A preset puts the recipe's values (for this method and data) into every field."""
        name = self.preset.itemData(index)
        if name not in PRESETS:
            return
        state = self.state
        recipe = recipe_for(state.method, state.objective, state.train_examples, preset=name)
        usual = TrainSession()  # every run setting as a new run has it, but the task's longest text
        changes = {s.name: getattr(usual, s.name) for s in RUN_SETTINGS if s.name != "max_length"}
        changes.update(preset=name, epochs=None)
        if name != RECOMMENDED:  # the recommended recipe stays "whatever suits the data" (None)
            changes.update(epochs=recipe.epochs, batch_size=recipe.batch_size)
        state.choose(**changes)
        state.choose_learning_rate(recipe.learning_rate if name != RECOMMENDED else None)
        self._show_settings()

    def apply_preset(self, name: str) -> None:
        self._on_preset(self.preset.findData(name))

    def _show_settings(self) -> None:
        chosen = self.state.choices
        self._loading = True
        self.preset.setCurrentIndex(max(0, self.preset.findData(chosen.preset or CUSTOM)))
        self.learning_rate.setCurrentText(number(self.state.learning_rate_for(self.state.method), "g"))
        self.epochs.setValue(self.state.epochs_for())
        self._show_rate_help()
        for name, box in self.boxes.items():
            put(box, getattr(chosen, name))
        self.early.setChecked(chosen.early_stopping)
        self._loading = False
        self._check()

    def _show_rate_help(self) -> None:
        """The learning rate's help for the method chosen: a whole model's small steps are not LoRA's."""
        text = learning_rate_help(
            self.state.method, usual_learning_rate(self.state.method, self.state.objective)
        )
        self.notes["Learning rate"].setText(text)
        self.learning_rate.setToolTip(text)

    @Slot()
    def _on_changed(self, *args: object) -> None:
        if self._loading:
            return
        self.run_time.hold(False)  # the user's own setting: time the run they are making
        state = self.state
        try:
            lr = typed_number(self.learning_rate.currentText())
        except ValueError:
            lr = float("nan")
        state.choose_learning_rate(lr, typed=True)  # the recipe's before the batch changes
        state.choose(
            early_stopping=self.early.isChecked(),
            preset="",  # values of one's own
            **{name: box.value() for name, box in self.boxes.items()},
        )
        epochs = self.epochs.value()
        named = state.choices.epochs is not None or epochs != state.recipe().epochs
        state.choose(epochs=epochs if named else None)
        self.preset.setCurrentIndex(self.preset.findData(CUSTOM))
        self._check()

    def set_values(self, **values: object) -> None:
        """Set fields by name: learning_rate, epochs, early_stopping, and each run setting's (batch_size,
        warmup_percent, weight_decay, max_length, ...)."""
        for name, value in values.items():
            if name == "learning_rate":
                self.learning_rate.setCurrentText(str(value))
            elif name == "early_stopping":
                self.early.setChecked(bool(value))
            elif name == "epochs":
                self.epochs.setValue(int(value))  # type: ignore[call-overload]
            else:
                put(self.boxes[name], float(value))  # type: ignore[arg-type]
        if "epochs" in values:  # kept as named, even where this data's recipe gives the same: the
            # experiments train on other sizes, where the recipe would give other epochs
            self.state.choose(epochs=int(values["epochs"]))  # type: ignore[call-overload]
            self._check()

    # --- checks -------------------------------------------------------------------------------------------
    def _check(self) -> None:
        self.problem = ""
        warnings = []
        try:
            # every setting's range, the data file and the runs folder: all that needs no model, before Start
            config = check_before_model(self.state.config())
        except WorkbenchError as exc:
            self.problem = exc.message
            self.warning.setText(coloured(f"{exc.message} {exc.hint}".strip(), ERROR_COLOUR, bold=True))
            self.steps_text = ""
            self.summary.setText("")
            self.run_time.follow(None)
            self.completeness_changed.emit()
            return
        too_large = learning_rate_warning_of(config)
        if too_large:
            warnings.append(too_large)
        if config.batch_size > 64:
            warnings.append(
                translate(
                    "SettingsPage",
                    "Batches this large may not fit in memory; the run halves them on a GPU if needed.",
                )
            )
        self._show_warnings(warnings)
        training = self.state.train_examples or 0
        recipe = self.state.recipe()
        epochs = self.state.epochs_for()
        steps = (
            recipe.steps(training, config.effective_batch_size) * epochs // recipe.epochs if training else 0
        )
        own_epochs = self.state.choices.epochs is not None
        if (
            own_epochs
            and training
            and recipe.min_steps
            and steps < recipe.min_steps
            and epochs < recipe.epochs
        ):
            few = translate(
                "SettingsPage",
                "{steps} learning steps are fewer than the {min_steps} the recipe gives this model on this "
                "much data ({epochs} epochs): a model that takes too few steps ends unsure of its answers. "
                "Choose “Best quality” for the recipe.",
            )
            warnings.append(
                few.format(
                    steps=number(steps, ","), min_steps=number(recipe.min_steps, ","), epochs=recipe.epochs
                )
            )
        self._show_warnings(warnings)
        why = (
            translate("SettingsPage", "The recipe would train {epochs}: {reason}").format(
                epochs=epochs_text(recipe.epochs), reason=recipe.reason
            )
            if own_epochs and epochs != recipe.epochs
            else translate("SettingsPage", "Why {epochs}: {reason}").format(
                epochs=epochs_text(epochs), reason=recipe.reason
            )
        )
        self.steps_text = (
            translate(
                "SettingsPage",
                "About {steps} learning steps ({epochs} of about {units} blocks of text, {batch} per step)",
            )
            if self.state.is_language_model
            else translate(
                "SettingsPage",
                "About {steps} learning steps ({epochs} of about {units} examples, {batch} per step)",
            )
        ).format(
            steps=number(steps, ","),
            epochs=epochs_text(epochs),
            units=number(training, ","),
            batch=config.batch_size,
        )
        summary = translate(
            "SettingsPage", "{steps}; the learning rate warms up over the first {warmup}. {why}"
        )
        self.summary.setText(
            summary.format(steps=self.steps_text, warmup=number(config.warmup_ratio, ".0%"), why=why)
        )
        self.run_time.follow(config)
        self.completeness_changed.emit()

    def _show_warnings(self, warnings: list[str]) -> None:
        line = translate("SettingsPage", "Warning: {warning}")
        self.warning.setText("<br>".join(coloured(line.format(warning=w), WARNING_COLOUR) for w in warnings))

    @property
    def has_warning(self) -> bool:
        return bool(self.warning.text()) and not self.problem

    def blocker(self) -> str:
        return (
            translate("SettingsPage", "Fix the settings first: {problem}").format(problem=self.problem)
            if self.problem
            else ""
        )
