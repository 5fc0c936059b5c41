"""What the data page's previews of examples share (chat examples, questions about passages, tagged
sentences): a table listing the examples (``list_examples``), one chosen at a time, and ``show_example``
showing how the model reads the one chosen, with the tokenizer of the model chosen
(workbench/ui/tabs/train/wizard/chat_preview.py, qa_preview.py, tagged_preview.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem, QWidget

from workbench.ui.tabs.train.page import read_only_table


class ExamplesPreview(QWidget):
    """A preview whose ``table`` (made by ``examples_table``) lists the examples of ``dataset``; choosing a
    row, or ``select``, shows that example (``show_example``) as ``tokenizer`` (of the model called
    ``model``) reads it."""

    table: QTableWidget

    def __init__(self) -> None:
        super().__init__()
        self.dataset: Any = None
        self.tokenizer: Any = None
        self.model = ""  # what to call the model whose reading is shown

    def examples_table(self, name: str, headers: list[str]) -> QTableWidget:
        """The table of examples, as ``table``: whole rows, one at a time, not editable, each on one line."""
        table = self.table = read_only_table(headers, name, choose_rows=True)
        table.setWordWrap(False)
        return table

    def list_examples(
        self, most: int, unnamed: str, row: Callable[[int, str], Sequence[tuple[str, str]]]
    ) -> None:
        """List the first ``most`` examples of ``dataset`` in ``table``, without showing one meanwhile.
        ``row(i, where)`` gives example ``i``'s cells, each as (its text, its tooltip or ""); ``where`` is
        where it is in its file ("line 12"), or ``unnamed`` numbered ("question 3") when the file does not
        say."""
        dataset = self.dataset
        shown = min(len(dataset), most)
        self.table.blockSignals(True)
        self.table.setRowCount(shown)
        for i in range(shown):
            where = dataset.locations[i] if dataset.locations else unnamed.format(number=i + 1)
            for c, (text, tip) in enumerate(row(i, where)):
                item = QTableWidgetItem(text)
                if tip:
                    item.setToolTip(tip)
                self.table.setItem(i, c, item)
        self.table.blockSignals(False)

    def follow_selection(self) -> None:
        """Show each example chosen in the table from now on (once the widgets that show it exist)."""
        self.table.itemSelectionChanged.connect(self._on_selection)

    def select(self, index: int) -> None:
        """Show example ``index`` (of those listed) as the model reads it."""
        if self.dataset is not None and 0 <= index < self.table.rowCount():
            self.table.selectRow(index)
            self.show_example(index)

    def show_chosen(self) -> None:
        """Show the chosen example again (the first when none is), in the theme's colours and at the zoom
        of now."""
        if self.dataset is not None and self.table.rowCount():
            rows = self.table.selectionModel().selectedRows()
            self.show_example(rows[0].row() if rows else 0)

    def empty(self) -> None:
        """No examples listed (no file, or one that could not be read)."""
        self.dataset = self.tokenizer = None
        self.table.setRowCount(0)

    @Slot()
    def _on_selection(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows and self.dataset is not None:
            self.show_example(rows[0].row())

    def show_example(self, index: int) -> None:
        """Show example ``index`` of ``dataset`` as the model reads it."""
        raise NotImplementedError
