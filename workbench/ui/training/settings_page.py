"""Step 5: the recipe.  Presets from the usual fine-tuning recipes, each setting with a one-line help, and a
plain warning on risky choices (a large learning rate on a pre-trained model wipes out what it knows).
The engine's own check (``TrainConfig.validate``) decides what cannot work."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QGridLayout,
    QLabel,
    QSpinBox,
)

from workbench.core.errors import ConfigError
from workbench.core.training.config import DEFAULT_LEARNING_RATES
from workbench.ui.training.page import ERROR_COLOUR, WARNING_COLOUR, WizardPage, coloured

# name -> (learning rate as a share of the method's usual one, epochs, batch size); warmup 10%, decay 0.01.
# For full fine-tuning (usual 5e-5) "careful" is 2e-5: the two ends of the usual 2e-5 to 5e-5.
PRESETS = {
    "Usual recipe for this method": (1.0, 3, 16),
    "Careful: small steps, more epochs": (0.4, 4, 16),
    "Quick: larger batches, fewer epochs": (1.0, 2, 32),
}
LEARNING_RATES = ("1e-5", "2e-5", "3e-5", "5e-5", "1e-4", "3e-4", "1e-3", "2e-3", "5e-3", "1e-2")
RISKY_FOR_PRETRAINED = 1e-3  # at or above this, full or partial fine-tuning forgets what pre-training learned
RISKY_FOR_SMALL_PARTS = 1e-2  # head-only and LoRA train few, fresh weights: larger steps are usual


class SettingsPage(WizardPage):
    title = "5 · Settings"
    intro = "The usual recipe works for most data. Hover over a setting to learn more."

    def __init__(self, tasks, state) -> None:
        super().__init__(tasks, state)
        self.problem = ""
        self.preset = QComboBox()
        self.preset.addItems(list(PRESETS))
        self.preset.addItem("Custom")
        self.learning_rate = QComboBox()
        self.learning_rate.setEditable(True)
        self.learning_rate.addItems(list(LEARNING_RATES))
        self.epochs = QSpinBox()
        self.epochs.setRange(1, 100)
        self.batch = QSpinBox()
        self.batch.setRange(1, 1024)
        self.warmup = QSpinBox()
        self.warmup.setRange(0, 90)
        self.warmup.setSuffix(" %")
        self.decay = QDoubleSpinBox()
        self.decay.setRange(0.0, 1.0)
        self.decay.setDecimals(3)
        self.decay.setSingleStep(0.01)
        self.max_length = QSpinBox()
        self.max_length.setRange(8, 4096)
        self.max_length.setSuffix(" tokens")
        self.early = QCheckBox("Stop early when the checking score stops improving (2 checks in a row)")
        rows = (
            ("Preset", self.preset, "Start from a well-known recipe, then change what you like."),
            ("Learning rate", self.learning_rate,
             "How big each learning step is. Pre-trained models need small steps (2e-5 to 5e-5)."),
            ("Epochs", self.epochs, "How many times the model sees every training example (2 to 4 is usual)."),
            ("Batch size", self.batch, "Examples per learning step (16 or 32). Larger batches need more memory."),
            ("Warm-up", self.warmup, "Share of the steps at the start with a slowly rising learning rate (10%)."),
            ("Weight decay", self.decay, "Pulls weights gently towards zero to avoid over-fitting (0.01)."),
            ("Longest text", self.max_length, "Texts longer than this are cut. Shorter is faster."),
        )  # fmt: skip
        grid = QGridLayout()
        for i, (name, widget, help_text) in enumerate(rows):
            caption = QLabel(name + ":")
            caption.setToolTip(help_text)
            widget.setToolTip(help_text)
            note = QLabel(help_text)
            note.setWordWrap(True)
            note.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # muted, in either theme
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
        self.body_layout.addWidget(self.summary)
        self.body_layout.addWidget(self.warning)
        self.body_layout.addStretch(1)

        self.preset.activated.connect(self._on_preset)
        self.learning_rate.currentTextChanged.connect(self._on_changed)
        for spin in (self.epochs, self.batch, self.warmup, self.max_length):
            spin.valueChanged.connect(self._on_changed)
        self.decay.valueChanged.connect(self._on_changed)
        self.early.toggled.connect(self._on_changed)
        self._loading = False
        self._show_settings()

    def enter(self) -> None:
        self._show_settings()

    def next_label(self) -> str:
        return "Start training ›"

    # --- presets and fields -------------------------------------------------------------------------------
    @Slot(int)
    def _on_preset(self, index: int) -> None:
        name = self.preset.itemText(index)
        if name not in PRESETS:
            return
        share, epochs, batch = PRESETS[name]
        s = self.state.settings
        method = self.state.method
        s.learning_rate = None if share == 1.0 else float(f"{DEFAULT_LEARNING_RATES[method] * share:.3g}")
        s.learning_rate_method = method
        s.epochs, s.batch_size = epochs, batch
        s.warmup_ratio, s.weight_decay = 0.1, 0.01
        self._show_settings()
        self.preset.setCurrentIndex(index)

    def apply_preset(self, name: str) -> None:
        self._on_preset(self.preset.findText(name))

    def _show_settings(self) -> None:
        s = self.state.settings
        self._loading = True
        self.learning_rate.setCurrentText(f"{self.state.learning_rate_for(self.state.method):g}")
        self.epochs.setValue(s.epochs)
        self.batch.setValue(s.batch_size)
        self.warmup.setValue(round(s.warmup_ratio * 100))
        self.decay.setValue(s.weight_decay)
        self.max_length.setValue(s.max_length)
        self.early.setChecked(s.early_stopping)
        self._loading = False
        self._check()

    @Slot()
    def _on_changed(self, *args: object) -> None:
        if self._loading:
            return
        s = self.state.settings
        try:
            lr = float(self.learning_rate.currentText().strip())
        except ValueError:
            lr = float("nan")
        s.learning_rate = None if lr == DEFAULT_LEARNING_RATES[self.state.method] else lr
        s.learning_rate_method = self.state.method
        s.epochs, s.batch_size = self.epochs.value(), self.batch.value()
        s.warmup_ratio, s.weight_decay = self.warmup.value() / 100, self.decay.value()
        s.max_length, s.early_stopping = self.max_length.value(), self.early.isChecked()
        self.preset.setCurrentIndex(self.preset.findText("Custom"))
        self._check()

    def set_values(self, **values: object) -> None:
        """Set fields by name (learning_rate, epochs, batch_size, warmup, weight_decay, max_length)."""
        widgets = {"epochs": self.epochs, "batch_size": self.batch, "warmup": self.warmup,
                   "weight_decay": self.decay, "max_length": self.max_length}  # fmt: skip
        for name, value in values.items():
            if name == "learning_rate":
                self.learning_rate.setCurrentText(str(value))
            elif name == "early_stopping":
                self.early.setChecked(bool(value))
            else:
                widgets[name].setValue(value)  # type: ignore[attr-defined]

    # --- checks -------------------------------------------------------------------------------------------
    def _check(self) -> None:
        self.problem = ""
        warnings = []
        try:
            config = self.state.config().validate()
        except ConfigError as exc:
            self.problem = exc.message
            self.warning.setText(coloured(f"{exc.message} {exc.hint}".strip(), ERROR_COLOUR, bold=True))
            self.summary.setText("")
            self.completeness_changed.emit()
            return
        lr, method = config.effective_learning_rate, config.method
        limit = RISKY_FOR_SMALL_PARTS if method in ("head", "lora") else RISKY_FOR_PRETRAINED
        if method != "scratch" and lr >= limit:
            warnings.append(
                f"A learning rate of {lr:g} is very large for a pre-trained model: steps this big overwrite "
                f"what it learned in pre-training (“catastrophic forgetting”). The usual value here is "
                f"{DEFAULT_LEARNING_RATES[method]:g}."
            )
        if config.batch_size > 64:
            warnings.append(
                "Batches this large may not fit in memory; the run halves them on a GPU if needed."
            )
        self.warning.setText("<br>".join(coloured("Warning: " + w, WARNING_COLOUR) for w in warnings))
        n = len(self.state.dataset) if self.state.dataset is not None else 0
        training = round(n * (1 - self.state.val_fraction))
        if self.state.max_examples is not None:
            training = min(training, self.state.max_examples)
        steps = config.epochs * max(1, -(-training // config.batch_size)) if training else 0
        self.summary.setText(
            f"About {steps:,} learning steps ({config.epochs} epochs of about {training:,} examples, "
            f"{config.batch_size} per step); the learning rate warms up over the first {config.warmup_ratio:.0%}."
        )
        self.completeness_changed.emit()

    @property
    def has_warning(self) -> bool:
        return bool(self.warning.text()) and not self.problem

    def blocker(self) -> str:
        return f"Fix the settings first: {self.problem}" if self.problem else ""
