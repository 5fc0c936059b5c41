"""Step 4: what to train.  Everything, the upper layers only, the head only, LoRA adapters, or a fresh copy
of the model from random weights; and, if wanted, the same model from scratch as a baseline afterwards.

The diagram shows which parts learn; the count of weights that learn updates as the number of frozen layers
or the LoRA rank changes, computed on the meta device by the engine's own freezing code (no weights load).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from workbench.core.sessions.train import jobs
from workbench.core.training.config import METHOD_NAMES
from workbench.core.training.estimates import short_count
from workbench.core.training.recipes import usual_learning_rate
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.presentation import mark_secondary
from workbench.ui.tabs.train.page import WizardPage
from workbench.ui.tabs.train.wizard.layer_stack import LayerStackDiagram
from workbench.ui.tasks import TaskFailure
from workbench.ui.widgets.wrapping_check import WrappingCheckBox

DEBOUNCE_MS = 150
EXPLANATIONS = {
    "full": QT_TRANSLATE_NOOP(
        "MethodPage", "Every weight learns. Usually the best score; needs the most memory and time."
    ),
    "frozen": QT_TRANSLATE_NOOP(
        "MethodPage",
        "The embeddings and the bottom layers keep what pre-training taught them (general language); "
        "the upper layers and the head learn your task. Helps on very small data.",
    ),
    "head": QT_TRANSLATE_NOOP(
        "MethodPage",
        "The model is a fixed feature extractor: only the small head on top learns. Fast and light, "
        "usually a little less accurate.",
    ),
    "lora": QT_TRANSLATE_NOOP(
        "MethodPage",
        "The model stays as it was; small low-rank matrices beside its attention weights learn "
        "(rank r: r × (inputs + outputs) numbers per weight). A few MB to save, nearly full quality.",
    ),
    "scratch": QT_TRANSLATE_NOOP(
        "MethodPage",
        "The same architecture with random weights, trained on your data alone: shows what "
        "pre-training is worth.",
    ),
}


def explanation(method: str) -> str:
    """What ``method`` trains, in the language shown."""
    return translate("MethodPage", EXPLANATIONS[method])


class MethodPage(WizardPage):
    title = QT_TRANSLATE_NOOP("MethodPage", "4 · What should learn?")
    intro = QT_TRANSLATE_NOOP(
        "MethodPage",
        "Choose which parts of the model are trained. The diagram shows the stack, bottom to top.",
    )

    def __init__(self, tasks, state) -> None:
        super().__init__(tasks, state)
        self.counts: Any = None  # ParameterCounts of the current choice
        self.count_error: TaskFailure | None = None
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self._count)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        self.notes: dict[str, QLabel] = {}
        self.freeze_spin = QSpinBox()
        self.freeze_spin.setSuffix(translate("MethodPage", " bottom layers frozen"))
        self.lora_r = QSpinBox()
        self.lora_r.setRange(1, 256)
        self.lora_r.setValue(state.choices.lora_r)
        self.lora_r.setPrefix(translate("MethodPage", "rank r = "))
        self.lora_alpha = QSpinBox()
        self.lora_alpha.setRange(1, 1024)
        self.lora_alpha.setValue(state.choices.lora_alpha)
        self.lora_alpha.setPrefix(translate("MethodPage", "alpha = "))
        self.lora_alpha.setToolTip(
            translate(
                "MethodPage", "Scales the adapters' effect (alpha / r). Twice the rank is the usual choice."
            )
        )
        extras = {"frozen": [self.freeze_spin], "lora": [self.lora_r, self.lora_alpha]}

        choices = QVBoxLayout()
        for method in ("full", "frozen", "head", "lora", "scratch"):
            button = QRadioButton(translate("TrainConfig", METHOD_NAMES[method]))
            button.setObjectName(f"method-{method}")
            # Hidden in presentation mode: the choices, the stack and its count then fit a projector's
            # screen together, and the chosen method and its top layer stay in view with the count.
            note = mark_secondary(QLabel(explanation(method)))
            note.setWordWrap(True)
            note.setIndent(28)
            box = QWidget()
            box_layout = QVBoxLayout(box)
            box_layout.setContentsMargins(0, 4, 0, 4)
            box_layout.addWidget(button)
            box_layout.addWidget(note)
            if method in extras:
                row = QHBoxLayout()
                row.setContentsMargins(28, 0, 0, 0)
                for widget in extras[method]:
                    row.addWidget(widget)
                row.addStretch(1)
                box_layout.addLayout(row)
            choices.addWidget(box)
            self.group.addButton(button)
            self.buttons[method], self.notes[method] = button, note
            button.toggled.connect(lambda on, method=method: on and self.choose(method))
        self.baseline = WrappingCheckBox(
            translate("MethodPage", "Afterwards, also train the same model from scratch as a baseline")
        )
        self.baseline.setToolTip(
            translate(
                "MethodPage", "Same data, same settings, random weights: the curves are drawn together."
            )
        )
        choices.addWidget(self.baseline)
        choices.addStretch(1)

        self.diagram = LayerStackDiagram()
        self.count_label = QLabel("")
        self.count_label.setObjectName("trainableCount")
        self.count_label.setWordWrap(True)
        self.count_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        right = QVBoxLayout()
        right.addWidget(self.diagram, 1)
        right.addWidget(self.count_label)
        grid = QGridLayout()
        grid.addLayout(choices, 0, 0)
        grid.addLayout(right, 0, 1)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        self.body_layout.addLayout(grid, 1)

        self.freeze_spin.valueChanged.connect(self._on_freeze_changed)
        self.lora_r.valueChanged.connect(self._on_lora_changed)
        self.lora_alpha.valueChanged.connect(self._on_lora_changed)
        self.baseline.toggled.connect(self._on_baseline)

    # --- entering -----------------------------------------------------------------------------------------
    def enter(self) -> None:
        entry, chosen = self.state.model, self.state.choices
        layers = entry.layers if entry is not None else 6
        self.freeze_spin.blockSignals(True)
        self.freeze_spin.setRange(0, layers)
        self.freeze_spin.setValue(chosen.freeze_layers if chosen.freeze_layers is not None else layers // 2)
        self.freeze_spin.blockSignals(False)
        self.state.choose(freeze_layers=self.freeze_spin.value())
        for box, value in ((self.lora_r, chosen.lora_r), (self.lora_alpha, chosen.lora_alpha)):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
        self.baseline.setChecked(chosen.baseline)  # a new run starts without one (start_from_recipe)
        plain = not self.state.is_language_model and not self.state.family.instruction
        self.baseline.setVisible(plain)
        if not plain:
            self.state.choose(baseline=False)
        # A chat model is taught whole or in part (LoRA by default); its head is its vocabulary, and one from
        # scratch could not learn to talk from a few hundred examples.
        for method in ("head", "scratch"):
            self.buttons[method].setVisible(not self.state.family.instruction)
            self.notes[method].setVisible(not self.state.family.instruction)
        if self.state.family.instruction and self.state.method in ("head", "scratch"):
            self.state.choose(method="lora")
        # A masked-LM head the checkpoint lacks starts random: LoRA alone cannot train it.
        masked = self.state.family.model_task == "masked-lm"
        no_lora = masked and entry is not None and "fill-mask" not in entry.tasks
        self.buttons["lora"].setEnabled(not no_lora)
        self.notes["lora"].setText(
            translate(
                "MethodPage",
                "Not for this model: it has no fill-in-the-blank head yet, and LoRA trains only small "
                "adapters.",
            )
            if no_lora
            else explanation("lora")
        )
        if no_lora and self.state.method == "lora":
            self.state.choose(method="full")
        self.buttons[self.state.method].setChecked(True)
        self.choose(self.state.method)

    # --- choices ------------------------------------------------------------------------------------------
    def choose(self, method: str) -> None:
        self.state.choose(method=method)
        self.buttons[method].setChecked(True)
        self.freeze_spin.setEnabled(method == "frozen")
        self.lora_r.setEnabled(method == "lora")
        self.lora_alpha.setEnabled(method == "lora")
        self.baseline.setEnabled(method != "scratch")
        if method == "scratch":
            self.baseline.setChecked(False)
        self._update_diagram()
        self._schedule_count()

    @Slot()
    def _on_freeze_changed(self) -> None:
        self.state.choose(freeze_layers=self.freeze_spin.value())
        self._update_diagram()
        self._schedule_count()

    @Slot()
    def _on_lora_changed(self) -> None:
        self.state.choose(lora_r=self.lora_r.value(), lora_alpha=self.lora_alpha.value())
        self._schedule_count()

    @Slot(bool)
    def _on_baseline(self, on: bool) -> None:
        self.state.choose(baseline=on)
        self.completeness_changed.emit()

    def _update_diagram(self) -> None:
        entry = self.state.model
        layers = self.counts.layers if self.counts is not None and self.counts.layers else None
        layers = layers or (entry.layers if entry is not None else 6)
        task = self.state.family.model_task
        head = (
            translate("MethodPage", "Tagging head (new)")
            if task == "token-classification"
            else translate("MethodPage", "Answer head (new)")
            if task == "question-answering"
            else translate("MethodPage", "Score head (new)")
            if self.state.family.regression
            else translate("MethodPage", "Classification head (new)")
            if not (self.state.is_language_model or self.state.family.instruction)
            else translate("MethodPage", "Language-model head")
        )
        frozen = {"frozen": self.state.choices.freeze_layers or 0, "head": layers, "lora": layers}.get(
            self.state.method, 0
        )
        self.diagram.set_stack(layers, frozen, self.state.method, head)

    # --- the live count -----------------------------------------------------------------------------------
    def _schedule_count(self) -> None:
        self.count_label.setText(translate("MethodPage", "Counting the weights that learn…"))
        self.counts = None
        self.count_error = None
        self.completeness_changed.emit()
        self._debounce.start()

    @Slot()
    def _count(self) -> None:
        entry = self.state.model
        if entry is None:
            return
        s = self.state
        method, objective, labels = s.method, s.objective, s.label_count
        freeze, r, alpha = s.choices.freeze_layers, s.choices.lora_r, s.choices.lora_alpha

        self.tasks.submit(
            "Counting trainable weights",
            jobs.count_weights,
            entry,
            objective,
            method,
            labels,
            freeze,
            r,
            alpha,
            key="wizard-count",
            on_result=self._show_count,
            on_error=self._count_failed,
        )

    def _show_count(self, counts: Any) -> None:
        if counts.method != self.state.method:
            return
        self.counts = counts
        self._update_diagram()
        lr = usual_learning_rate(counts.method, self.state.objective)
        if counts.trainable == 0:
            self.count_label.setText(
                translate(
                    "MethodPage",
                    "<b>No weight would learn</b> with this choice: this model's output layer is shared with "
                    "its embeddings. Choose another way.",
                )
            )
        else:
            count = translate(
                "MethodPage",
                "<b>{trainable}</b> of {total} weights learn (<b>{share}</b>, {short}). Usual learning rate: "
                "{rate}.",
            ).format(
                trainable=number(counts.trainable, ","),
                total=number(counts.total, ","),
                share=number(counts.share, ".2%"),
                short=short_count(counts.trainable),
                rate=number(lr, "g"),
            )
            lora = self._lora_text(counts)
            self.count_label.setText(f"{lora} {count}" if lora else count)
        self.completeness_changed.emit()

    def _lora_text(self, counts: Any) -> str:
        """For LoRA, what one adapted weight gets: r × (inputs + outputs) numbers beside its
        inputs × outputs."""
        entry, r = self.state.model, self.state.choices.lora_r
        if counts.method != "lora" or entry is None or not entry.hidden_size or not r:
            return ""
        size = entry.hidden_size
        beside = r * 2 * size
        return translate(
            "MethodPage", "Rank {rank}: <b>{beside}</b> numbers beside each {size}×{size} weight ({share})."
        ).format(rank=r, beside=number(beside, ","), size=size, share=number(beside / size**2, ".1%"))

    def _count_failed(self, failure: TaskFailure) -> None:
        self.count_error = failure
        self.count_label.setText(f"{failure.message} {failure.hint}".strip())
        self.completeness_changed.emit()

    def blocker(self) -> str:
        if self.state.model is None:
            return translate("MethodPage", "Choose a model first.")
        if self.counts is not None and self.counts.trainable == 0:
            return translate("MethodPage", "With this choice no weight would learn: choose another way.")
        if self.count_error is not None:
            return translate(
                "MethodPage", "This way of training does not work for this model: choose another."
            )
        return ""
