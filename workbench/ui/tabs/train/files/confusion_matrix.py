"""A confusion matrix as a table: one row per true class, one column per predicted class, each cell the
number of validation texts and its share of the row, shaded by that share (the diagonal is what the model
got right, and is also written in bold).  A table rather than a picture: it follows the app's zoom like any
text and reads aloud.  The shading is cividis, a perceptually uniform colour map made for colour-vision
deficiencies; empty cells stay unshaded.  Right-click exports it (PNG, SVG, or the counts as CSV)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from workbench.core.words import translate
from workbench.ui import plot_style
from workbench.ui.contrast import readable_on
from workbench.ui.widgets.view_export import attach_export

COLOUR_MAP = "cividis"


@lru_cache(maxsize=1)
def _table() -> list[QColor]:
    import pyqtgraph as pg

    lut = pg.colormap.get(COLOUR_MAP).getLookupTable(nPts=101, alpha=False)
    return [QColor(int(r), int(g), int(b)) for r, g, b in lut[:, :3]]


def shade(share: float) -> QColor:
    """The colour for a share between 0 and 1: cividis runs from dark blue (few) to yellow (most), so a
    bigger share is brighter, as in the attention heatmaps."""
    return _table()[round(min(max(share, 0.0), 1.0) * 100)]


class ConfusionMatrixView(QTableWidget):
    def __init__(self) -> None:
        super().__init__(0, 0)
        self.setObjectName("confusionMatrix")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setToolTip(
            translate(
                "ConfusionMatrixView",
                "Rows: the true class. Columns: what the model answered. The diagonal is right.",
            )
        )
        self.setWhatsThis(
            translate(
                "ConfusionMatrixView",
                "What is a confusion matrix? Each row counts the checking texts of one true class by the "
                "answer the model gave; the bold diagonal is what it got right, other cells show which "
                "classes it mixes up.",
            )
        )
        self.label_names: list[str] = []
        self.matrix: list[list[int]] = []
        attach_export(self, "confusion-matrix", rows=self.csv_rows)
        plot_style.style().changed.connect(self._redraw)

    def set_matrix(self, label_names: Sequence[str], matrix: Sequence[Sequence[int]]) -> None:
        self.label_names = list(label_names)
        self.matrix = [list(row) for row in matrix]
        self._redraw()

    def _redraw(self) -> None:
        label_names, matrix = self.label_names, self.matrix
        n = len(label_names)
        self.clear()
        self.setRowCount(n)
        self.setColumnCount(n)
        self.setHorizontalHeaderLabels([f"→ {name}" for name in label_names])
        self.setVerticalHeaderLabels([f"{name}" for name in label_names])
        for t in range(n):
            total = sum(matrix[t]) or 1
            for p in range(n):
                count = matrix[t][p]
                share = count / total
                item = QTableWidgetItem(f"{count}\n{share:.0%}")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if count:
                    colour = shade(share)
                    item.setBackground(QBrush(colour))
                    item.setForeground(QBrush(readable_on(colour)))
                if t == p:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                said = (  # English's singular is its own text: without a translation %n is only filled in
                    translate("ConfusionMatrixView", "1 text labelled “{label}” was answered “{answer}”.")
                    if count == 1
                    else translate(
                        "ConfusionMatrixView",
                        "%n texts labelled “{label}” were answered “{answer}”.",
                        None,
                        count,
                    )
                )
                item.setToolTip(said.format(label=label_names[t], answer=label_names[p]))
                self.setItem(t, p, item)
        self.resizeRowsToContents()

    def csv_rows(self) -> list[list[str]]:
        """The counts, a header row of predicted classes and a first column of true classes."""
        rows = [["true \\ predicted", *self.label_names]]
        rows += [
            [name, *[str(c) for c in row]] for name, row in zip(self.label_names, self.matrix, strict=True)
        ]
        return rows
