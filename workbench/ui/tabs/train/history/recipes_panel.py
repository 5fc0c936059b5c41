"""Recipes per task: the course's fine-tuning recipe beside the app's own for each task family, what differs
and why in a line (``core.training.course_recipes``, read from the registry when the panel is made, so it
shows the recipes the wizard would use)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from workbench.core.training.course_recipes import RecipeRow, compare_recipes, shared_text
from workbench.core.words import QT_TRANSLATE_NOOP, translate

HEADERS = (
    QT_TRANSLATE_NOOP("RecipesPanel", "Task"),
    QT_TRANSLATE_NOOP("RecipesPanel", "The course's recipe"),
    QT_TRANSLATE_NOOP("RecipesPanel", "This app's recipe"),
    QT_TRANSLATE_NOOP("RecipesPanel", "Differs in"),
    QT_TRANSLATE_NOOP("RecipesPanel", "Why"),
)
SHARES = (0.12, 0.23, 0.25, 0.13, 0.27)  # of the table's width, each column's: every row in two lines or so
INTRO = QT_TRANSLATE_NOOP(
    "RecipesPanel", "What each task trains with unless you change it, beside the course's table."
)


class RecipesPanel(QWidget):
    """The comparison as a read-only table, one row per task family (families with the same recipes share
    one), with the differing parts named."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("recipesPanel")
        self.intro = QLabel(f"{translate('RecipesPanel', INTRO)} {shared_text()}")
        self.intro.setWordWrap(True)
        self.table = QTableWidget(0, len(HEADERS))
        self.table.setObjectName("recipesTable")
        self.table.setHorizontalHeaderLabels([translate("RecipesPanel", header) for header in HEADERS])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(True)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setToolTip(
            translate(
                "RecipesPanel",
                "The course's recipe and this app's for each task; hover a cell to read it all.",
            )
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.table, 1)
        self.rows: list[RecipeRow] = []
        self.refresh()

    def refresh(self) -> None:
        """Read the comparison again from the registry."""
        self.rows = compare_recipes()
        self.table.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            cells = (row.task, row.course, row.app, ", ".join(row.differs) or "—", row.why)
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                if c == 3 and row.differs:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(r, c, item)
        self._fit()

    def resizeEvent(self, event) -> None:  # noqa: ANN001 - Qt's
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:  # noqa: ANN001 - Qt's
        super().showEvent(event)
        self._fit()  # a hidden page is not resized with the window: fit the columns when it shows

    def _fit(self) -> None:
        """The columns share the table's width (``SHARES``); wrapped cells take the height that gives."""
        width = self.table.viewport().width()
        for column, share in enumerate(SHARES):
            self.table.setColumnWidth(column, int(width * share))
        self.table.resizeRowsToContents()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "table"):
            self._fit()

    def result_rows(self) -> list[tuple[str, ...]]:
        """The table's text, row by row (for the scene's check and tests)."""
        return [
            tuple(
                self.table.item(r, c).text() if self.table.item(r, c) else ""
                for c in range(self.table.columnCount())
            )
            for r in range(self.table.rowCount())
        ]
