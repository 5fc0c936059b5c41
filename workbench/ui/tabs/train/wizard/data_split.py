"""The data page's split: how much of the data is kept aside to check the model (a slider from 5 to 50% and a
line saying what that means in numbers), and, to see how much data matters or for quicker runs, how many
training examples to use at most.  Both are the wizard's choices (``val_fraction``,
``max_examples``)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QCheckBox, QGridLayout, QHBoxLayout, QLabel, QSlider, QSpinBox, QWidget

from workbench.core.words import translate
from workbench.ui.tabs.train.wizard.data_texts import limit_suffix, split_text


class SplitChoice(QWidget):
    """The share kept for checking (``split_slider``, and ``split_label`` saying what it means) and "Use only
    N training examples" (``limit_check``, ``limit_spin``)."""

    changed = Signal()  # the state's val_fraction or max_examples changed

    def __init__(self, state) -> None:
        super().__init__()
        self.state = state
        self.split_slider = QSlider(Qt.Orientation.Horizontal)
        self.split_slider.setRange(5, 50)
        self.split_slider.setSingleStep(5)
        self.split_slider.setPageStep(5)
        self.split_slider.setTickInterval(5)
        self.split_slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.split_slider.setValue(round(state.choices.val_fraction * 100))
        self.split_label = QLabel("")
        self.split_label.setWordWrap(True)
        self.limit_check = QCheckBox(translate("SplitChoice", "Use only"))
        self.limit_spin = QSpinBox()
        self.limit_spin.setRange(2, 10_000_000)
        self.limit_spin.setValue(100)
        self.limit_spin.setSuffix(limit_suffix(state))
        self.limit_spin.setEnabled(False)
        self.limit_note = QLabel(
            translate("SplitChoice", "— to see how much data matters (not for speed: see Settings)")
        )
        self.limit_note.setWordWrap(True)  # in large type it wraps rather than widen the page
        self.limit_note.setToolTip(
            translate(
                "SplitChoice",
                "Fewer examples do not make the run quicker: a small part is gone through more times, so the "
                "run takes about as many learning steps. The Settings page says how long a run takes.",
            )
        )
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(QLabel(translate("SplitChoice", "Kept for checking:")), 0, 0)
        grid.addWidget(self.split_slider, 0, 1)
        grid.addWidget(self.split_label, 1, 1)
        limit_row = QHBoxLayout()
        for widget in (self.limit_check, self.limit_spin):
            limit_row.addWidget(widget)
        limit_row.addWidget(self.limit_note, 1)  # the rest of the row: one line where it fits
        grid.addLayout(limit_row, 2, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        self.split_slider.valueChanged.connect(self._on_split_changed)
        self.limit_check.toggled.connect(self._on_limit_changed)
        self.limit_spin.valueChanged.connect(self._on_limit_changed)

    def enter(self) -> None:
        """Show the share kept for checking and the limit as chosen (a scene or a past run may have chosen
        them: the state keeps the share exactly, the slider its nearest step), and name the examples as the
        task calls them (texts, sentences, questions, passages...)."""
        chosen = self.state.choices
        for widget in (self.split_slider, self.limit_check, self.limit_spin):
            widget.blockSignals(True)
        self.split_slider.setValue(round(chosen.val_fraction * 100))
        self.limit_check.setChecked(chosen.max_examples is not None)
        if chosen.max_examples is not None:
            self.limit_spin.setValue(chosen.max_examples)
        self.limit_spin.setEnabled(chosen.max_examples is not None)
        for widget in (self.split_slider, self.limit_check, self.limit_spin):
            widget.blockSignals(False)
        self.limit_spin.setSuffix(limit_suffix(self.state))
        self.update_label()

    @Slot()
    def _on_split_changed(self) -> None:
        self.state.choose(val_fraction=self.split_slider.value() / 100)
        self.update_label()
        self.changed.emit()

    @Slot()
    def _on_limit_changed(self) -> None:
        self.limit_spin.setEnabled(self.limit_check.isChecked())
        self.state.choose(max_examples=self.limit_spin.value() if self.limit_check.isChecked() else None)
        self.update_label()
        self.changed.emit()

    def update_label(self) -> None:
        """Say what the split means for the data now read (how many examples check, how many train)."""
        self.split_label.setText(split_text(self.split_slider.value(), self.state))
