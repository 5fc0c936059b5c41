"""Softmax by hand: type logits for a few words and see every step from logits to probabilities."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from workbench.core.errors import WorkbenchError
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.help_texts import HelpTexts
from workbench.ui.widgets.probability_bars import ProbabilityBars
from workbench.ui.widgets.slide import ExportContext

# Short headers, so that the five steps fit the side panel whole at projector zoom; each says in full what it
# is when pointed at.
HEADERS = (
    QT_TRANSLATE_NOOP("SoftmaxPanel", "Word"),
    QT_TRANSLATE_NOOP("SoftmaxPanel", "Logit"),
    QT_TRANSLATE_NOOP("SoftmaxPanel", "÷ T"),
    QT_TRANSLATE_NOOP("SoftmaxPanel", "exp"),
    QT_TRANSLATE_NOOP("SoftmaxPanel", "P"),
)
HEADER_TIPS = (
    QT_TRANSLATE_NOOP("SoftmaxPanel", "The candidate word."),
    QT_TRANSLATE_NOOP("SoftmaxPanel", "The model's raw score for the word."),
    QT_TRANSLATE_NOOP("SoftmaxPanel", "The logit divided by the temperature T."),
    QT_TRANSLATE_NOOP("SoftmaxPanel", "e raised to the power of the logit divided by T (e ≈ 2.718)."),
    QT_TRANSLATE_NOOP("SoftmaxPanel", "The probability: this e-value divided by the sum of all of them."),
)


class SoftmaxPanel(QGroupBox):
    """The lecture's worked example: logits [2.5, 1.0, 0.5, 1.5] for "sat", "ran", "jumped", "slept"."""

    help: HelpTexts = {
        "words": (
            QT_TRANSLATE_NOOP("Help", "The words the logits belong to, separated by commas."),
            QT_TRANSLATE_NOOP("Help", "The candidate words of the worked example: sat, ran, jumped, slept."),
        ),
        "logits": (
            QT_TRANSLATE_NOOP(
                "Help",
                "A model's raw scores, one per word, separated by commas (or by semicolons, as in 2,5; 1,0 "
                "where a comma is the decimal point).",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "What are logits? The model's raw scores before the softmax turns them into "
                "probabilities that add up to 1.",
            ),
        ),
        "table": (
            QT_TRANSLATE_NOOP("Help", "Every step from logits to probabilities. Right-click to save as CSV."),
            QT_TRANSLATE_NOOP(
                "Help",
                "Each logit is divided by the temperature, raised as a power of e, and divided by the sum.",
            ),
        ),
    }

    def __init__(self) -> None:
        super().__init__(translate("SoftmaxPanel", "Softmax by hand"))
        self.setObjectName("softmaxPanel")
        self.temperature = 1.0
        self.words = QLineEdit("sat, ran, jumped, slept")
        from workbench.core.explore.next_token import EXAMPLE_LOGITS, written_logits

        self.logits = QLineEdit(written_logits(EXAMPLE_LOGITS))  # "2,5; 1,0; 0,5; 1,5" in Spanish
        self.logits.setToolTip(
            translate(
                "SoftmaxPanel",
                "A model's raw scores, one per word, separated by commas (or by semicolons, as in 2,5; 1,0 "
                "where a comma is the decimal point).",
            )
        )
        form = QFormLayout()
        form.addRow(translate("SoftmaxPanel", "Words"), self.words)
        form.addRow(translate("SoftmaxPanel", "Logits"), self.logits)
        self.table = QTableWidget(0, len(HEADERS))
        self.table.setHorizontalHeaderLabels([translate("SoftmaxPanel", header) for header in HEADERS])
        for column, tip in enumerate(HEADER_TIPS):
            self.table.horizontalHeaderItem(column).setToolTip(tip)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.sum_label = QLabel()
        self.sum_label.setWordWrap(True)
        self.bars = ProbabilityBars()
        self.bars.setMinimumHeight(140)
        self.bars.exporter.context = lambda: ExportContext(
            "Softmax: logits turned into probabilities",
            details={
                "words": self.words.text(),
                "logits": self.logits.text(),
                "temperature": self.temperature,
            },
        )
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.table)
        layout.addWidget(self.sum_label)
        layout.addWidget(self.bars, 1)
        self.words.textChanged.connect(self.recompute)
        self.logits.textChanged.connect(self.recompute)
        self.recompute()

    def set_temperature(self, temperature: float) -> None:
        if temperature != self.temperature:
            self.temperature = temperature
            self.recompute()

    @Slot()
    def recompute(self) -> None:
        from workbench.core.explore.next_token import softmax_from_text

        try:
            table = softmax_from_text(self.words.text(), self.logits.text(), self.temperature)
        except WorkbenchError as exc:
            self._problem(str(exc))
            return
        self.table.setRowCount(len(table.rows))
        for i, row in enumerate(table.rows):
            cells = (
                row.label,
                number(row.logit, "g"),
                number(row.scaled, ".3g"),
                number(row.exp, ".3g"),
                number(row.probability, ".1%"),
            )
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if j:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(i, j, item)
        sums = translate(
            "SoftmaxPanel",
            "Temperature {temperature}. Sum of the e-values: {total}; each "
            "probability is its e-value divided "
            "by that sum, so they add up to 100%.",
        )
        self.sum_label.setText(
            sums.format(temperature=number(self.temperature, "g"), total=number(table.total, ".3g"))
        )
        self._fit_height()
        order = sorted(range(len(table.rows)), key=lambda i: -table.rows[i].probability)
        self.bars.set_bars([table.rows[i].label for i in order], [table.rows[i].probability for i in order])

    def _fit_height(self) -> None:
        """Every row in view, at whatever size the fonts are (presentation mode steps them up)."""
        self.table.resizeRowsToContents()
        rows_height = sum(self.table.rowHeight(i) for i in range(self.table.rowCount()))
        header = self.table.horizontalHeader().sizeHint().height()
        self.table.setFixedHeight(header + rows_height + 2 * self.table.frameWidth())

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_height()

    def _problem(self, message: str) -> None:
        self.table.setRowCount(0)
        self.bars.clear()
        self.sum_label.setText(message)
