"""What the data page's previews of examples share (chat examples, questions about passages, tagged
sentences): a table listing the examples, one chosen at a time, and ``show_example`` showing how the model
reads the one chosen (workbench/ui/tabs/train/wizard/chat_preview.py, qa_preview.py, tagged_preview.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QWidget


class ExamplesPreview(QWidget):
    """A preview whose ``table`` (made by ``examples_table``) lists the examples of ``dataset``; choosing a
    row, or ``select``, shows that example (``show_example``)."""

    table: QTableWidget

    def __init__(self) -> None:
        super().__init__()
        self.dataset: Any = None

    def examples_table(self, name: str, headers: list[str]) -> QTableWidget:
        """The table of examples, as ``table``: whole rows, one at a time, not editable, each on one line."""
        table = self.table = QTableWidget(0, len(headers))
        table.setObjectName(name)
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setWordWrap(False)
        return table

    def follow_selection(self) -> None:
        """Show each example chosen in the table from now on (once the widgets that show it exist)."""
        self.table.itemSelectionChanged.connect(self._on_selection)

    def select(self, index: int) -> None:
        """Show example ``index`` (of those listed) as the model reads it."""
        if self.dataset is not None and 0 <= index < self.table.rowCount():
            self.table.selectRow(index)
            self.show_example(index)

    @Slot()
    def _on_selection(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows and self.dataset is not None:
            self.show_example(rows[0].row())

    def show_example(self, index: int) -> None:
        """Show example ``index`` of ``dataset`` as the model reads it."""
        raise NotImplementedError
