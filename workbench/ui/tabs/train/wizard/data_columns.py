"""The data page's column choices (data_page.py, beside it): which column holds the texts and
which the labels (or the scores, for a score predictor), and for pairs of texts which holds each pair's second
text."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QSize, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QStyle, QStyleOptionComboBox, QWidget

from workbench.core.words import translate


class FittingComboBox(QComboBox):
    """A combo box as wide as its longest column name.  Fusion's own size hint leaves out part of the room its
    arrow takes, so at 1280x800 "messages" showed as "messag…"; this one asks the style how much of the box
    is not text, and adds that to the longest name."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return self._fitting(super().sizeHint())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return self._fitting(super().minimumSizeHint())

    def _fitting(self, hint: QSize) -> QSize:
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        option.rect = QRect(0, 0, 400, max(hint.height(), 1))
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        metrics = self.fontMetrics()
        longest = max((metrics.horizontalAdvance(self.itemText(i)) for i in range(self.count())), default=0)
        text_room = longest + metrics.averageCharWidth()  # a little air after the last letter
        return QSize(max(hint.width(), text_room + option.rect.width() - field.width()), hint.height())


class ColumnMapping(QWidget):
    """Three combos, filled with a file's columns; ``changed`` fires when the user picks another column (not
    while ``fill`` sets them)."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.text_combo, self.text_b_combo, self.label_combo = (
            FittingComboBox(),
            FittingComboBox(),
            FittingComboBox(),
        )
        self.text_combo.setObjectName("textColumn")
        self.text_b_combo.setObjectName("textBColumn")
        self.label_combo.setObjectName("labelColumn")
        self.text_combo.setToolTip(translate("ColumnMapping", "The column that holds each example's text."))
        self.text_b_combo.setToolTip(
            translate("ColumnMapping", "The column that holds the second text of each pair.")
        )
        self.text_caption = QLabel(translate("ColumnMapping", "Texts are in:"))
        self.text_b_caption = QLabel(translate("ColumnMapping", "Second texts are in:"))
        self.label_caption = QLabel("")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (
            self.text_caption,
            self.text_combo,
            self.text_b_caption,
            self.text_b_combo,
            self.label_caption,
            self.label_combo,
        ):
            layout.addWidget(widget)
        layout.addStretch(1)
        self._filling = False
        for combo in (self.text_combo, self.text_b_combo, self.label_combo):
            # as wide as the longest column name once a file is read (sized when first shown, while still
            # empty, a combo cut "messages" to "messag…")
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            combo.currentIndexChanged.connect(self._on_changed)
        self.set_pairs(False)
        self.set_scores(False)

    def set_pairs(self, pairs: bool) -> None:
        """Offer the second text's column (pairs of texts) or not."""
        self.pairs = pairs
        self.text_caption.setText(
            translate("ColumnMapping", "First texts are in:")
            if pairs
            else translate("ColumnMapping", "Texts are in:")
        )
        self.text_b_caption.setVisible(pairs)
        self.text_b_combo.setVisible(pairs)

    def set_scores(self, scores: bool) -> None:
        """Ask for the column of scores (a number per text) or of labels."""
        self.label_caption.setText(
            translate("ColumnMapping", "Scores are in:")
            if scores
            else translate("ColumnMapping", "Labels are in:")
        )
        self.label_combo.setToolTip(
            translate("ColumnMapping", "The column that holds each text's score (a number).")
            if scores
            else translate("ColumnMapping", "The column that holds each example's class.")
        )

    def fill(self, columns: Sequence[str], text: str | None, text_b: str | None, label: str | None) -> None:
        """Offer ``columns``, with these chosen (None: none chosen)."""
        self._filling = True
        try:
            for combo, chosen in (
                (self.text_combo, text),
                (self.text_b_combo, text_b),
                (self.label_combo, label),
            ):
                combo.clear()
                combo.addItems(list(columns))
                combo.setCurrentIndex(max(0, combo.findText(chosen)) if chosen else -1)
        finally:
            self._filling = False

    def choices(self) -> tuple[str, str | None, str]:
        """(text, second text or None for single texts, label) as chosen ("" where none is)."""
        text_b = self.text_b_combo.currentText() if self.pairs else None
        return self.text_combo.currentText(), text_b, self.label_combo.currentText()

    def complete(self) -> bool:
        """Whether every column needed is chosen."""
        text, text_b, label = self.choices()
        return bool(text and label and (text_b or not self.pairs))

    def set_columns(self, text: str, label: str, text_b: str | None = None) -> None:
        """Choose the columns as a user would; ``changed`` fires once, for the last of them."""
        self._filling = True
        self.text_combo.setCurrentText(text)
        if text_b is not None:
            self.text_b_combo.setCurrentText(text_b)
        self._filling = False
        if self.label_combo.currentText() == label:
            self.changed.emit()
        self.label_combo.setCurrentText(label)

    def _on_changed(self) -> None:
        if not self._filling:
            self.changed.emit()
