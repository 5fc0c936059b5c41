"""Lists of labelled texts whose labels a person can correct, for any page that shows such texts (the
Results page's surest mistakes and least-sure answers; a check of the labels on the data page).

``CorrectionTable`` shows texts with their row in the data file, their label and the model's answer (the
columns are the page's: ``RUN_COLUMNS`` for a run's check texts), and a *Correct to* box per row: keep it,
one of the task's labels, or drop the row.  Several tables share one
``core.use.corrections.Corrections``, so a row shown in two lists carries one correction, and the tables show
it alike.  ``CorrectionsBar`` counts the corrections and holds the buttons that use them; what they do is the
page's.  A text the run kept no row for (a run kept before rows were) cannot be corrected: its box is greyed
out."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QWidget

from workbench.core.use.corrections import Corrections, row_of
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.tabs.train.page import (
    ERROR_COLOUR,
    OK_COLOUR,
    ColouredLabel,
    fit_table,
    plain_table,
    stretch_first_column,
    table_item,
)
from workbench.ui.tasks import TaskFailure

# A row's choices besides the task's labels, and their column's heading (translated where shown)
KEEP = QT_TRANSLATE_NOOP("CorrectionTable", "keep")
DROP = QT_TRANSLATE_NOOP("CorrectionTable", "drop this row")
CORRECT_TO = QT_TRANSLATE_NOOP("CorrectionTable", "Correct to")


@dataclass(frozen=True)
class Column:
    """One column of a correction table: its header (marked for translation under ``CorrectionTable``), its
    cell for an answer, and whether it is a number (right-aligned).  The ``TEXT`` column (the answer's text)
    takes the room left."""

    header: str
    cell: Callable[[Any], str]
    numeric: bool = False


def _row_cell(answer: Any) -> str:
    row = row_of(answer.location)
    return str(row) if row is not None else "–"


TEXT = Column(QT_TRANSLATE_NOOP("CorrectionTable", "Text"), lambda answer: answer.text)
# A run's check texts (``Mistake``-like answers: text, true, predicted, confidence, location).
RUN_COLUMNS = (
    TEXT,
    Column(QT_TRANSLATE_NOOP("CorrectionTable", "Row"), _row_cell, numeric=True),
    Column(QT_TRANSLATE_NOOP("CorrectionTable", "Label"), lambda a: a.true),
    Column(QT_TRANSLATE_NOOP("CorrectionTable", "Model said"), lambda a: a.predicted),
    Column(QT_TRANSLATE_NOOP("CorrectionTable", "Sure"), lambda a: number(a.confidence, ".0%"), numeric=True),
)


class CorrectionTable(QWidget):
    """Texts (each with its ``location`` in the file and its ``text``) in ``columns``, with a *Correct to*
    box each."""

    edited = Signal()  # a correction was made, changed or taken back

    def __init__(
        self,
        corrections: Corrections,
        parent: QWidget | None = None,
        columns: Sequence[Column] = RUN_COLUMNS,
        fits: bool = True,
    ) -> None:
        """``fits``: the table is as tall as its rows (up to 12, on a page); else it fills its room (a
        dialog of its own)."""
        super().__init__(parent)
        self.corrections = corrections
        self.fits = fits
        self.columns = tuple(columns)
        self.headers = [translate("CorrectionTable", c.header) for c in self.columns]
        self.headers.append(translate("CorrectionTable", CORRECT_TO))
        self.text_column = self.columns.index(TEXT)
        self.table = plain_table(self.headers)
        stretch_first_column(self.table)
        header = self.table.horizontalHeader()
        if self.text_column:  # the texts take the room left, wherever their column is
            header.setSectionResizeMode(0, header.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(self.text_column, header.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        self.answers: tuple = ()
        self.labels: tuple[str, ...] = ()
        self.boxes: list[QComboBox] = []
        self._refit = QTimer(
            self
        )  # the texts wrap again when their column's width changes (a zoom, a resize)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self.fit)
        self.table.horizontalHeader().sectionResized.connect(
            lambda column, *_: column != self.text_column or self._refit.start()
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)

    def show_answers(self, answers: Sequence[Any], labels: Sequence[str], empty: str = "") -> None:
        """One row per answer, its box offering ``labels`` (the task's); ``empty``: what to say when none."""
        self.answers, self.labels, self.boxes = tuple(answers), tuple(labels), []
        self.table.setRowCount(max(len(self.answers), 1))
        if not self.answers:
            self.show_message(empty)
            return
        for i, answer in enumerate(self.answers):
            row = row_of(answer.location)
            for c, column in enumerate(self.columns):
                text = column.cell(answer)
                item = table_item(" ".join(text.split()) if c == self.text_column else text, column.numeric)
                item.setToolTip(answer.text if c == self.text_column else "")
                self.table.setItem(i, c, item)
            box = QComboBox()
            box.addItems(
                [translate("CorrectionTable", KEEP), *self.labels, translate("CorrectionTable", DROP)]
            )
            box.setEnabled(row is not None)
            box.setToolTip(
                translate("CorrectionTable", "A new label for this row of your file, or leave it out.")
                if row is not None
                else translate(
                    "CorrectionTable",
                    "This run kept no row numbers for its texts: train it again to correct them here.",
                )
            )
            box.currentIndexChanged.connect(lambda index, r=row: self._chosen(r, index))
            self.table.setCellWidget(i, len(self.headers) - 1, box)
            self.boxes.append(box)
        self.sync()
        self.fit()

    def show_message(self, text: str) -> None:
        self.answers, self.boxes = (), []
        self.table.setRowCount(1)
        for c in range(len(self.headers)):
            self.table.removeCellWidget(0, c)
            self.table.setItem(0, c, table_item(text if c == self.text_column else ""))
        self.fit()

    def sync(self) -> None:
        """Show the shared corrections (another table may have changed one of these rows)."""
        for answer, box in zip(self.answers, self.boxes, strict=True):
            correction = self.corrections.get(row_of(answer.location) or -1)
            index = 0
            if correction is not None:
                index = (
                    len(self.labels) + 1
                    if correction.label is None
                    else self.labels.index(correction.label) + 1
                )
            box.blockSignals(True)
            box.setCurrentIndex(index)
            box.blockSignals(False)

    def choose(self, index: int, choice: str) -> None:
        """Set row ``index``'s box to ``choice`` (a label, ``KEEP`` or ``DROP``), as a click would."""
        choices = [KEEP, *self.labels, DROP]  # the box's items, in English
        if choice in choices:
            self.boxes[index].setCurrentIndex(choices.index(choice))

    def _chosen(self, row: int | None, index: int) -> None:
        if row is None:
            return
        if index <= 0:
            self.corrections.remove(row)
        else:
            self.corrections.set(row, None if index > len(self.labels) else self.labels[index - 1])
        self.edited.emit()

    def fit(self) -> None:
        if self.fits:
            fit_table(self.table)


class CorrectionsBar(QWidget):
    """ "N corrections", the page's buttons that use them, and a line that says what they did."""

    def __init__(self, buttons: Sequence[QPushButton], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = QLabel("")
        self.count.setObjectName("correctionsCount")
        self.buttons = tuple(buttons)
        self.status = ColouredLabel()
        self.status.setObjectName("correctionsStatus")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.count)
        for button in self.buttons:
            layout.addWidget(button)
        layout.addWidget(self.status, 1)
        self.show_count(0)

    def show_count(self, count: int) -> None:
        self.count.setText(  # English's singular is its own text: without a translation %n is only filled in
            translate("CorrectionsBar", "1 correction")
            if count == 1
            else translate("CorrectionsBar", "%n corrections", None, count)
        )
        for button in self.buttons:
            button.setEnabled(count > 0)

    def show_saved(self, said: str, copy: Any, count: int) -> None:
        """The corrected copy written (a ``CorrectedCopy``), in the page's words ``said`` (with {copy},
        {relabelled}, {dropped}, {listing} and {source}); ``count`` corrections are made so far."""
        self.show_count(count)
        self.status.show_message(
            said.format(
                copy=copy.path.name,
                relabelled=copy.relabelled,
                dropped=copy.dropped,
                listing=copy.listing.name,
                source=copy.source.name,
            ),
            OK_COLOUR,
        )

    def show_failure(self, failure: TaskFailure, count: int) -> None:
        """Writing the corrected copy failed: why; ``count`` corrections are made so far."""
        self.show_count(count)
        self.status.show_message(failure.text(), ERROR_COLOUR)
