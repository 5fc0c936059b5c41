"""What the data page (data_page.py) shows of a file once it is read: its first rows in
a table, the text and label columns shaded, beside a bar for each label's number of examples; or, for
language-model adaptation, the first passages alone.  For pairs of texts, under the table, the pair of the
row chosen in it as the model reads it (``pair_view``).  For texts with scores, beside the table, how the
scores spread in words (how many texts, the lowest, highest and average score) and, when there are few
different scores, a bar for each one's number of texts (``show_spread``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from workbench.core.sessions.train.data import PREVIEW_ROWS
from workbench.core.words import number, translate
from workbench.ui import plot_style
from workbench.ui.tabs.train.wizard.pair_view import PairView
from workbench.ui.widgets.probability_bars import ProbabilityBars

MIN_HEIGHT = 180


class DataPreview(QSplitter):
    """The first rows (``table``), for pairs of texts with the chosen row's pair under it (``pair_view``),
    beside the examples per label (``counts``)."""

    def __init__(self) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.table = QTableWidget(0, 0)
        self.table.setObjectName("dataPreview")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.setMinimumHeight(160)
        self.counts = ProbabilityBars(value_format="{:,.0f}", fixed_scale=False)
        self.counts.setObjectName("labelCounts")
        self.counts.setMinimumSize(200, 160)
        self.counts.setToolTip(translate("DataPreview", "How many examples each label has (after clean-up)."))
        self.pair_view = PairView()
        self.pair_view.setVisible(False)
        self._pairs: tuple[tuple[Any, ...], str, str] | None = None  # (PairTokens per row, note, model)
        rows = QWidget()
        column = QVBoxLayout(rows)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.table, 1)
        column.addWidget(self.pair_view)
        self.table.currentCellChanged.connect(lambda row, *_: self._show_pair(row))
        self.spread = QLabel("")  # texts with scores: how the scores spread, above the bars of each score
        self.spread.setObjectName("scoreSpread")
        self.spread.setWordWrap(True)
        self.spread.setTextFormat(Qt.TextFormat.RichText)
        self.spread.setVisible(False)
        self._spread: Any = None  # the ScoreSpread shown
        self._scores = False  # the spread of scores is shown beside the table, not the labels' counts
        side = QWidget()
        side_column = QVBoxLayout(side)
        side_column.setContentsMargins(0, 0, 0, 0)
        side_column.addWidget(self.spread)
        side_column.addWidget(self.counts, 1)
        self.addWidget(rows)
        self.addWidget(side)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 1)
        self.setChildrenCollapsible(False)
        # Take the room that is left, not the plot's large size hint (which would make the page scroll).
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.setMinimumHeight(MIN_HEIGHT)

    def show_rows(
        self,
        columns: Sequence[str],
        rows: Sequence[Sequence[str]],
        chosen: set[str | None],
        locations: Sequence[str] = (),
    ) -> None:
        """A table's first rows, long cells cut (their tooltip has more), the ``chosen`` columns shaded, each
        row numbered as the file numbers it (``locations``: "row 5" shows as 5, the number every message and
        the results give it; a file of a folder by its name)."""
        self.table.clear()
        self.table.setColumnCount(len(columns))
        self.table.setRowCount(len(rows))
        self.table.setHorizontalHeaderLabels(list(columns))
        if len(locations) == len(rows):
            self.table.setVerticalHeaderLabels([_row_number(where) for where in locations])
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                item = QTableWidgetItem(cell if len(cell) < 200 else cell[:199] + "…")
                item.setToolTip(cell[:1000])
                self.table.setItem(r, c, item)
        self.shade_columns(chosen)
        self.fit_columns()

    def show_scores(self, scores: bool) -> None:
        """Beside the table, how the scores spread (texts with scores), with the bars of each score when there
        are few; or the bars of each label's examples (whether those show is the page's to say)."""
        self._scores = scores
        self.spread.setVisible(scores)
        if scores:
            self.counts.setVisible(self._spread is not None and bool(self._spread.each))
        self.counts.setToolTip(
            translate("DataPreview", "How many texts have each score (after clean-up).")
            if scores
            else translate("DataPreview", "How many examples each label has (after clean-up).")
        )

    def show_spread(self, spread: Any) -> None:
        """How the scores spread (a ``ScoreSpread``; None when the scores could not be read): in words, and a
        bar for each score's number of texts when there are few different scores."""
        self._spread = spread
        if spread is None:
            self.spread.setText("")
            self.counts.clear()
        else:
            each = (
                translate("DataPreview", "How many texts have each score:")
                if spread.each
                else translate(
                    "DataPreview",
                    "The scores take many different values, so they are not counted one by one.",
                )
            )
            line = translate(
                "DataPreview",
                "<b>{count} texts with a score</b><br>lowest {low} · highest {high} · average "
                "{mean}<br>{each}",
            )
            self.spread.setText(
                line.format(
                    count=number(spread.count, ","),
                    low=number(spread.low, "g"),
                    high=number(spread.high, "g"),
                    mean=number(spread.mean, ".2f"),
                    each=each,
                )
            )
            self.counts.set_bars(
                [number(score, "g") for score, _ in spread.each], [n for _, n in spread.each]
            )
        self.show_scores(True)

    def show_pairs(self, views: Sequence[Any], note: str, model_name: str) -> None:
        """Pairs of texts: ``views[r]`` is row ``r``'s pair as ``model_name`` reads it (a PairTokens, or None
        for a row without both texts); ``note`` says why there are none.  The chosen row's is shown."""
        self._pairs = (tuple(views), note, model_name)
        self.pair_view.setVisible(True)
        self._show_pair(max(self.table.currentRow(), 0))

    def _show_pair(self, row: int) -> None:
        if self._pairs is None:
            return
        views, note, model_name = self._pairs
        if note or not views:
            self.pair_view.show_message(
                note or translate("DataPreview", "Choose the columns of the two texts.")
            )
        elif not 0 <= row < len(views) or views[row] is None:
            self.pair_view.show_message(
                translate("DataPreview", "Click a row with both texts to see how the model reads the pair.")
            )
        else:
            header = self.table.verticalHeaderItem(row)  # the file's own row number (``show_rows``)
            self.pair_view.show_pair(header.text() if header else str(row + 1), views[row], model_name)
        self.fit_height()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        """The pair's tokens wrap into more lines on a narrower or zoomed page: claim the height they need."""
        super().resizeEvent(event)
        self.fit_height()

    def fit_height(self) -> None:
        """Room for the table's least height and the whole pair view under it, so that the page scrolls rather
        than drawing the pair over the table's rows (this splitter ignores its contents' size hints, and a
        scrolling page does not ask wrapped labels for their height by itself)."""
        view, rows = self.pair_view, self.widget(0)
        needed = 0
        if view.isVisibleTo(self):
            width = max(view.width() or rows.width(), 100)
            for label in (view.title, view.chips, view.note):
                label.setMinimumHeight(label.heightForWidth(width) if label.text() else 0)
            rows.layout().activate()
            needed = rows.layout().minimumSize().height()
        self.setMinimumHeight(max(MIN_HEIGHT, needed))

    def show_passages(self, texts: Sequence[str]) -> None:
        """A corpus's first passages, one a row."""
        self.table.clear()
        self.table.setColumnCount(1)
        self.table.setHorizontalHeaderLabels([translate("DataPreview", "passage")])
        shown = texts[:PREVIEW_ROWS]
        self.table.setRowCount(len(shown))
        for r, text in enumerate(shown):
            self.table.setItem(r, 0, QTableWidgetItem(text[:300]))
        self.table.horizontalHeader().setStretchLastSection(True)

    def shade_columns(self, chosen: set[str | None]) -> None:
        """Shade the text and label columns in the theme's own shade (light or dark)."""
        shade = QColor(plot_style.colours().shade)
        for c in range(self.table.columnCount()):
            header = self.table.horizontalHeaderItem(c)
            if header is None or header.text() not in chosen:
                continue
            for r in range(self.table.rowCount()):
                item = self.table.item(r, c)
                if item is not None:
                    item.setBackground(shade)

    def fit_columns(self) -> None:
        self.table.resizeColumnsToContents()
        widest = max(240, int(self.table.viewport().width() * 0.6))  # every column stays in sight
        for c in range(self.table.columnCount()):
            self.table.setColumnWidth(c, min(self.table.columnWidth(c), widest))

    def empty(self) -> None:
        """No rows and no bars (no file, or one that could not be read)."""
        self.table.clear()
        self.table.setRowCount(0)
        self.table.setColumnCount(0)
        self.counts.clear()
        self._spread = None
        self.spread.setText("")
        if self._scores:
            self.show_scores(True)  # no bars of scores
        self._pairs = None
        self.pair_view.setVisible(False)
        self.fit_height()


def _row_number(location: str) -> str:
    """ "row 5", "line 7" or "record 3" as its number; any other place (a file's name) as it is."""
    word, _, number = location.partition(" ")
    return number if word in ("row", "line", "record") and number.isdigit() else location
