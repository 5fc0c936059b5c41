"""Reading the window as the audience sees it: the text a widget displays (a label's words without its markup,
a table's cells, a bar chart's drawn labels and values) and the part of a widget that is on screen (clipped by
the window and by every scroll area's viewport it sits in)."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QLabel, QTableWidget, QWidget

from workbench.core.words import shown_number

SLACK = 1  # pixels of rounding allowed at an edge


# --- where a widget is shown --------------------------------------------------------------------------------
def in_window(widget: QWidget, rect: QRect) -> QRect:
    """``rect`` (in ``widget``'s coordinates) in the coordinates of the widget's window."""
    return rect.translated(widget.mapTo(widget.window(), QPoint(0, 0)))


def shown_part(widget: QWidget) -> QRect:
    """The part of ``widget`` that is on screen, in window coordinates: its rectangle clipped by every
    parent's, a scroll area's viewport among them, and by the window's.  Empty when it is not visible."""
    if not widget.isVisible():
        return QRect()
    part = in_window(widget, widget.rect())
    parent = widget.parentWidget()
    while parent is not None:
        part = part.intersected(in_window(parent, parent.rect()))
        parent = parent.parentWidget()
    return part


def fully_shown(widget: QWidget, rect: QRect | None = None) -> bool:
    """Whether ``rect`` of ``widget`` (by default all of it) is whole on screen."""
    area = in_window(widget, rect if rect is not None else widget.rect())
    shown = shown_part(widget).adjusted(-SLACK, -SLACK, SLACK, SLACK)
    return not area.isEmpty() and shown.contains(area)


def where(widget: QWidget, rect: QRect | None = None) -> str:
    """Where the figure is against the window, in words, for a check that says it is off screen."""
    if not widget.isVisible():
        return "not shown (hidden, or on another page)"
    area = in_window(widget, rect if rect is not None else widget.rect())
    window = widget.window().rect()
    if area.top() >= window.bottom():
        return f"below the fold (its top at y={area.top()} of {window.height()})"
    if area.bottom() > window.bottom():
        return f"cut by the fold (y={area.top()} to {area.bottom()} of {window.height()})"
    shown = shown_part(widget)
    if shown.isEmpty():
        return "scrolled out of view"
    return f"partly scrolled out of view ({shown.height()} of {area.height()} px shown)"


# --- what a widget shows ------------------------------------------------------------------------------------
def plain(text: str) -> str:
    """The words of a label's text, rich or plain, as they read on screen (one space between them)."""
    if "<" in text and ">" in text:
        document = QTextDocument()
        document.setHtml(text)
        text = document.toPlainText()
    else:
        text = html.unescape(text)
    return re.sub(r"\s+", " ", text.replace("\u2009", " ").replace("\xa0", " ")).strip()


def label_text(label: QLabel) -> str:
    return plain(label.text()) if label.isVisible() else ""


def chips(strip: QLabel) -> list[str]:
    """A token strip's chips as it writes them, in order (each chip is a span with a
    background of its own)."""
    found = re.findall(r"<span style='background:[^>]*>(.*?)</span>", strip.text(), flags=re.S)
    return [plain(chip) for chip in found if plain(chip)]


def table_rows(table: QTableWidget) -> list[list[str]]:
    """Every row's cells as text (an empty cell as "")."""
    rows = []
    for r in range(table.rowCount()):
        rows.append(
            [
                table.item(r, c).text() if table.item(r, c) is not None else ""
                for c in range(table.columnCount())
            ]
        )
    return rows


def bar_rows(bars) -> list[tuple[str, str]]:
    """A ProbabilityBars chart as drawn: for each bar, from the top, the label its axis draws ("" where the
    axis found no room for it) and the value written beside it."""
    import pyqtgraph as pg

    plot = bars.plot.getPlotItem()
    axis = plot.getAxis("left")
    image = QImage(4, 4, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    specs = axis.generateDrawSpecs(painter)
    painter.end()
    drawn = [text for _rect, _flags, text in specs[2]] if specs is not None else []
    values = {
        round(item.pos().y()): item.toPlainText() for item in plot.items if isinstance(item, pg.TextItem)
    }
    return [(label if label in drawn else "", values.get(i, "")) for i, label in enumerate(bars.labels)]


def percent_of(text: str) -> float | None:
    """The share a value label writes ("87.7%", "0.2%  cut", "87,7%" in a Spanish window), as a fraction;
    None when it writes none."""
    found = re.match(r"\s*([0-9][0-9.,]*)\s*%", text)
    return shown_number(found.group(1)) / 100 if found else None
