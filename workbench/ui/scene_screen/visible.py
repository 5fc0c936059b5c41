"""What the room can read on arrival, for the strict part of ``workbench scenes check``: text that is drawn
whole inside the part of the window that shows, and two ways a scene can show the wrong thing.

``find_in_view`` looks for a piece of text (a word, a figure, a token the narration names) among the
visible widgets of a tab and says where it is: found only when the line or cell that holds it is inside every
scroll area's viewport, not cut with "…" or at the widget's edge; a tooltip is never read (nobody in the room
points at a word).  Labels, rich or plain, text views, tables and lists, buttons, boxes and the value labels
a chart draws are read, and what a painted widget says it draws (its ``drawn_texts()``: each text and its
rectangle).

``TextLedger`` remembers which scene last changed each widget's text: a widget still showing a text an earlier
scene produced, when that scene's inputs (its text, its data) differ from this one's, shows text left from
another scene (a previous prompt's continuations under a new prompt).

``empty_share`` is how much of the tab's visible area is charts with nothing drawn in them and tables with no
rows: a scene whose view is mostly empty (``MOSTLY_EMPTY``, more than half) shows its point nowhere.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextCursor, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QStyle,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from workbench.ui.scene_screen.reading import SLACK, in_window, shown_part
from workbench.ui.widgets.lines_label import LinesLabel

MOSTLY_EMPTY = 0.5  # a scene whose visible tab is more than half empty charts and tables shows nothing
LEFTOVER_WORDS = 3  # shorter texts ("CPU", a model's name) are chrome, not a scene's result
MOST_ROWS = 400  # rows of a table read (a data file's preview can be long; the room sees its first rows)
# The state fields that are a scene's inputs: a widget that shows what one of them produced is stale once they
# change.  Settings (temperature, a page, a method) change a view without making its text another scene's.
INPUT_KEYS = (
    "text",
    "sample",
    "data_file",
    "objective",
    "word",
    "sentences",
    "softmax_words",
    "softmax_logits",
)
SPACES = r"[\s\u00a0\u2009\u2029\u2028]+"
UNSEEN = "[\u200b\u200c\u200d\u2060\u00ad]*"  # zero-width breaks and joiners, a soft hyphen


@dataclass(frozen=True)
class Found:
    """Where a piece of text is: ``shown`` when whole in view, else why not (``detail``)."""

    text: str
    shown: bool
    detail: str = ""  # where it is when not shown ("" when it is)

    def to_dict(self) -> dict[str, Any]:
        return {"text": self.text, "shown": self.shown, "detail": self.detail}


def pattern(needle: str) -> re.Pattern[str]:
    """``needle`` as it may be drawn: any run of spaces (a line break, a no-break space) matches any other,
    and the zero-width breaks a view puts between tokens are not there for the eye."""
    words = (UNSEEN.join(re.escape(letter) for letter in word) for word in needle.split())
    return re.compile((UNSEEN + SPACES + UNSEEN).join(words))


# --- where a text is drawn ----------------------------------------------------------------------------------
def _visible(widget: QWidget, window: QWidget) -> bool:
    return widget.isVisible() and widget.window() is window and not shown_part(widget).isEmpty()


def _whole(widget: QWidget, rect: QRect) -> bool:
    """``rect`` of ``widget`` is whole inside the part of it that shows."""
    area = in_window(widget, rect)
    return not area.isEmpty() and shown_part(widget).adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(area)


def _document_rect(document: QTextDocument, start: int, end: int) -> QRect:
    """The lines of ``document`` (laid out) from character ``start`` to ``end``."""
    rect = QRect()
    layout = document.documentLayout()
    for position in (start, max(start, end - 1)):
        block = document.findBlock(position)
        if not block.isValid():
            continue
        line = block.layout().lineForTextPosition(position - block.position())
        if not line.isValid():
            continue
        top = layout.blockBoundingRect(block).top()
        x = line.cursorToX(position - block.position())[0]
        part = QRect(int(x), int(top + line.y()), 1, int(line.height()))
        rect = part if rect.isNull() else rect.united(part)
    return rect


def _in_label(label: QLabel, needle: re.Pattern[str]) -> tuple[bool, QRect] | None:
    """Whether ``needle`` is in the label's text, and the rectangle of the lines it is drawn on."""
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(label.text())
    )
    document.setHtml(label.text()) if rich else document.setPlainText(label.text())
    found = needle.search(document.toPlainText())
    if found is None:
        return None
    area = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(), -label.margin())
    if label.wordWrap():
        document.setTextWidth(area.width())
    rect = _document_rect(document, found.start(), found.end())
    height = document.size().height()
    alignment = label.alignment()
    top = area.top()
    if alignment & Qt.AlignmentFlag.AlignVCenter:
        top += int((area.height() - height) / 2)
    elif alignment & Qt.AlignmentFlag.AlignBottom:
        top += int(area.height() - height)
    rect = QRect(area.left(), top + rect.top(), area.width(), rect.height())
    # A label narrower than its unwrapped line is cut at its edge (Qt draws it clipped, without "…").
    cut = not label.wordWrap() and document.idealWidth() > area.width() + SLACK
    return not cut, rect


def _in_text_view(view: QTextEdit | QPlainTextEdit, needle: re.Pattern[str]) -> tuple[bool, QRect] | None:
    document = view.document()
    found = needle.search(document.toPlainText())
    if found is None:
        return None
    cursor = QTextCursor(document)
    cursor.setPosition(found.start())
    first = view.cursorRect(cursor)
    cursor.setPosition(found.end())
    last = view.cursorRect(cursor)
    return True, first.united(last)  # in the viewport's coordinates


def _shape(model: Any) -> tuple[int, int]:
    """(rows, columns) of an item model's top level (a list model has one column, and hides its count)."""
    try:
        columns = model.columnCount(QModelIndex())
    except TypeError:
        columns = 1
    return model.rowCount(QModelIndex()), columns


def _cell_text(view: QAbstractItemView, index: QModelIndex) -> str:
    value = view.model().data(index, Qt.ItemDataRole.DisplayRole)
    return "" if value is None else str(value)


def _in_items(view: QAbstractItemView, needle: re.Pattern[str]) -> list[tuple[bool, QRect]]:
    """Every cell that holds ``needle``: whether it is written whole in its cell, and the cell."""
    model = view.model()
    if model is None:
        return []
    hits = []
    rows, columns = _shape(model)
    hidden_column = getattr(view, "isColumnHidden", lambda c: False)
    hidden_row = getattr(view, "isRowHidden", lambda r: False)
    for row in range(min(rows, MOST_ROWS)):
        if hidden_row(row):
            continue
        for column in range(columns):
            if hidden_column(column):
                continue
            index = model.index(row, column)
            text = _cell_text(view, index)
            found = needle.search(text)
            if found is None:
                continue
            rect = view.visualRect(index)
            metrics = QFontMetrics(view.font())
            room = rect.width() - 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
            if getattr(view, "wordWrap", lambda: False)():  # wrapped lines must fit the row's height
                flags = int(Qt.TextFlag.TextWordWrap.value)
                needed = metrics.boundingRect(QRect(0, 0, max(room, 1), 100_000), flags, text).height()
                whole = needed <= rect.height()
            else:
                whole = metrics.horizontalAdvance(text[: found.end()]) <= room
            hits.append((whole, rect))
    return hits


def _in_charts(root: QWidget, needle: re.Pattern[str]) -> list[tuple[QWidget, bool, QRect]]:
    """The texts charts draw (a bar's value, a note on a plot), each with the part of its chart it is in."""
    import pyqtgraph as pg

    hits, window = [], root.window()
    for plot in root.findChildren(pg.PlotWidget):
        if not _visible(plot, window):
            continue
        for item in plot.getPlotItem().items:
            if isinstance(item, pg.TextItem) and item.isVisible() and needle.search(item.toPlainText()):
                rect = plot.mapFromScene(item.sceneBoundingRect()).boundingRect()
                hits.append((plot, True, rect))
        labels = getattr(plot.parentWidget(), "labels", None)  # a bar chart's row labels, as its axis draws
        if labels and any(needle.search(str(label)) for label in labels):
            from workbench.ui.scene_screen.reading import bar_rows

            bars = plot.parentWidget()
            drawn = [label for label, _value in bar_rows(bars)] if hasattr(bars, "plot") else []
            if any(needle.search(label) for label in drawn if label):
                hits.append((plot, True, plot.rect()))
    return hits


def find_in_view(root: QWidget, text: str) -> Found:
    """Where ``text`` is drawn in ``root`` (a tab) and the widgets in it: the first place it is whole in view,
    or why it is not."""
    needle, window = pattern(text), root.window()
    elsewhere = ""
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget.window() is not window:  # scrolled away: said where it is
            continue
        hits: list[tuple[QWidget, bool, QRect]] = []
        drawn_texts = getattr(widget, "drawn_texts", None)  # a painted widget that says what it draws
        if callable(drawn_texts):
            hits += [(widget, True, rect) for label, rect in drawn_texts() if needle.search(label)]
        if isinstance(widget, LinesLabel):
            if needle.search(widget.text()):
                shown = needle.search(" ".join(widget.shown_lines())) is not None
                hits.append((widget, shown, widget.rect()))
        elif isinstance(widget, QLabel):
            found = _in_label(widget, needle)
            if found is not None:
                hits.append((widget, *found))
        elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
            found = _in_text_view(widget, needle)
            if found is not None:
                hits.append((widget.viewport(), *found))
        elif isinstance(widget, QAbstractItemView):
            hits += [(widget.viewport(), whole, rect) for whole, rect in _in_items(widget, needle)]
        elif isinstance(widget, (QAbstractButton, QGroupBox)):
            label = widget.text() if isinstance(widget, QAbstractButton) else widget.title()
            if needle.search(label.replace("&", "")):
                hits.append((widget, True, widget.rect()))
        elif isinstance(widget, (QAbstractSpinBox, QComboBox)):  # a box's value (a spin box's with its words)
            value = widget.currentText() if isinstance(widget, QComboBox) else widget.text()
            if needle.search(value):
                hits.append((widget, True, widget.rect()))
        elif isinstance(widget, QLineEdit) and not isinstance(widget.parentWidget(), QAbstractSpinBox):
            found = needle.search(widget.text())
            if found is not None:
                room = widget.width() - 8
                whole = QFontMetrics(widget.font()).horizontalAdvance(widget.text()[: found.end()]) <= room
                hits.append((widget, whole, widget.rect()))
        for owner, whole, rect in hits:
            if whole and _whole(owner, rect):
                return Found(text, True)
            elsewhere = elsewhere or _where(owner, rect, whole)
    for owner, whole, rect in _in_charts(root, needle):
        if whole and _whole(owner, rect):
            return Found(text, True)
        elsewhere = elsewhere or _where(owner, rect, whole)
    return Found(text, False, elsewhere or "nowhere in the window (or only in a tooltip)")


def _where(widget: QWidget, rect: QRect, whole: bool) -> str:
    from workbench.ui.scene_screen.reading import where

    name = type(widget.parentWidget() if widget.objectName() == "qt_scrollarea_viewport" else widget).__name__
    if not whole:
        return f"cut off in its {name} (“…” or past its edge)"
    return f"in a {name}, {where(widget, rect)}"


# --- text left from another scene -------------------------------------------------------------------------
def widget_text(widget: QWidget) -> str | None:
    """The text a result-showing widget displays (None for input controls and widgets without text)."""
    if isinstance(widget, (QLineEdit, QComboBox, QAbstractSpinBox, QAbstractButton)):
        return None
    if isinstance(widget, LinesLabel):
        return widget.text()
    if isinstance(widget, QLabel):
        from workbench.ui.scene_screen.reading import plain

        return plain(widget.text())
    if isinstance(widget, (QTextEdit, QPlainTextEdit)):
        return " ".join(widget.toPlainText().split())
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        model = widget.model()
        rows, columns = _shape(model)
        cells = (
            _cell_text(widget, model.index(r, c)) for r in range(min(rows, MOST_ROWS)) for c in range(columns)
        )
        return " | ".join(cells)
    return None


def inputs(state: dict[str, Any]) -> dict[str, Any]:
    return {key: state.get(key) for key in INPUT_KEYS}


class TextLedger:
    """Which scene last changed each widget's text (``note``, as each scene is applied and again as it
    arrives), and which widgets are results: those whose text has changed from one value to another, that
    echo their scene's text (a token strip), or that were made after their tab was first shown (a generated
    text's box).  ``leftovers`` names the results in
    view whose text was computed for an earlier scene with other inputs (it came while that scene arrived,
    not as its state was set) and nothing has changed since.  A tab's fixed
    wording (a heading, a hint), a text shorter than ``LEFTOVER_WORDS`` words and a label that echoes a
    control's value (the control's buddy) are never leftovers."""

    def __init__(self, tabs: QTabWidget) -> None:
        self.tabs, self.window = tabs, tabs.window()
        self.texts: dict[QWidget, str] = {}
        self.since: dict[QWidget, int] = {}  # the scene that last changed it (-1: before any scene)
        self.first_seen: dict[QWidget, int] = {}
        self.changed: set[QWidget] = set()  # widgets that have shown two different texts
        self.computed: dict[QWidget, bool] = {}  # whether its text came while a scene was arriving
        self.opened: dict[QWidget, int] = {}  # each tab's page -> the scene that first showed it
        self.states: dict[int, dict[str, Any]] = {}
        self.note(-1, {})

    def note(self, index: int, state: dict[str, Any], arrived: bool = True) -> None:
        """Read every widget's text while scene ``index`` (state ``state``) is shown: as it is applied
        (``arrived`` false: what setting its state changed at once, a view cleared or a value echoed) and as
        it arrives (what was computed for it)."""
        self.states[index] = inputs(state)
        self.opened.setdefault(self.tabs.currentWidget(), index)
        for widget in self.tabs.findChildren(QWidget):
            text = widget_text(widget)
            if text is None or isinstance(widget, QHeaderView):
                continue
            self.first_seen.setdefault(widget, index)
            before = self.texts.get(widget)
            if before != text:
                if before and text:
                    self.changed.add(widget)
                self.texts[widget] = text
                self.since[widget] = index
                self.computed[widget] = arrived

    def _is_result(self, widget: QWidget, text: str, since: int) -> bool:
        """Changed from one text to another, or echoing its scene's text (a word of four letters or more of
        it), or made after its tab was first shown."""
        if widget in self.changed:
            return True
        typed = str(self.states.get(since, {}).get("text") or "")
        if any(word in text for word in re.findall(r"\w{4,}", typed)):
            return True
        page = widget
        while page is not None and page.parentWidget() is not None and self.tabs.indexOf(page) < 0:
            page = page.parentWidget()
        return self.first_seen.get(widget, -1) > self.opened.get(page, -1)

    def leftovers(self, index: int) -> list[str]:
        """Texts in view at scene ``index`` that an earlier scene with other inputs left there."""
        found = []
        for widget, text in list(self.texts.items()):
            since = self.since.get(widget, -1)
            if since < 0 or since >= index or len(text.split()) < LEFTOVER_WORDS:
                continue
            if not self.computed.get(widget, False):  # set with a scene's state, not computed for it
                continue
            if self.states.get(since) == self.states.get(index):
                continue
            try:
                if not _visible(widget, self.window) or (isinstance(widget, QLabel) and widget.buddy()):
                    continue
            except RuntimeError:  # the widget has gone since
                continue
            if self._is_result(widget, text, since):
                found.append(f"{type(widget).__name__} still shows scene {since + 1}'s “{_short(text)}”")
        return found


def _short(text: str, most: int = 80) -> str:
    return text if len(text) <= most else text[: most - 1] + "…"


# --- a view that is mostly empty ----------------------------------------------------------------------------
def _has_data(item: Any) -> bool:
    import pyqtgraph as pg

    if isinstance(item, pg.PlotDataItem):
        return item.xData is not None and len(item.xData) > 0
    if isinstance(item, pg.BarGraphItem):
        drawn = [item.opts.get(key) for key in ("height", "width", "x1", "y1")]
        return any(value is not None and (not hasattr(value, "__len__") or len(value) > 0) for value in drawn)
    if isinstance(item, pg.ScatterPlotItem):
        return len(item.data) > 0
    if isinstance(item, pg.ImageItem):
        return item.image is not None
    return False


def empty_share(tab: QWidget) -> tuple[float, list[str]]:
    """The share of the tab's visible area that is charts with no data drawn and tables with no rows, and
    what they are."""
    import pyqtgraph as pg

    window = tab.window()
    whole = shown_part(tab)
    if whole.isEmpty():
        return 0.0, []
    empty, names = 0, []
    for plot in tab.findChildren(pg.PlotWidget):
        if _visible(plot, window) and not any(_has_data(item) for item in plot.getPlotItem().items):
            part = shown_part(plot)
            empty += part.width() * part.height()
            names.append(f"an empty chart ({plot.getPlotItem().titleLabel.text or 'untitled'})")
    for table in tab.findChildren(QAbstractItemView):
        model = table.model()
        if model is not None and _visible(table, window) and _shape(model)[0] == 0:
            part = shown_part(table)
            empty += part.width() * part.height()
            names.append("a table with no rows")
    return empty / (whole.width() * whole.height()), names
