"""A confusion matrix as a table: one row per true class, one column per predicted class, each cell the
number of validation texts and its share of the row, shaded by that share (the diagonal is what the model
got right).  A table rather than a picture: it follows the app's zoom like any text and reads aloud."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

RIGHT = QColor("#0072B2")  # Okabe-Ito blue: correct answers
WRONG = QColor("#D55E00")  # vermillion: confusions


class ConfusionMatrixView(QTableWidget):
    def __init__(self) -> None:
        super().__init__(0, 0)
        self.setObjectName("confusionMatrix")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setToolTip("Rows: the true class. Columns: what the model answered. The diagonal is right.")
        self.matrix: list[list[int]] = []

    def set_matrix(self, label_names: Sequence[str], matrix: Sequence[Sequence[int]]) -> None:
        n = len(label_names)
        self.matrix = [list(row) for row in matrix]
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
                base = RIGHT if t == p else WRONG
                shade = QColor(base)
                shade.setAlphaF(0.08 + 0.8 * share if count else 0.0)
                item.setBackground(QBrush(shade))
                item.setForeground(QBrush(QColor("white") if share > 0.55 else QColor("#202020")))
                item.setToolTip(
                    f"{count} texts labelled “{label_names[t]}” were answered “{label_names[p]}”."
                )
                self.setItem(t, p, item)
        self.resizeRowsToContents()
