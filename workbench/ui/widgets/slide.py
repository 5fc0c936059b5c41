"""A view made ready for a slide: a header that says what the chart shows, above the chart alone.

The header is the chart's title, then the sentence or prompt it is of, then the model and the settings
(temperature, top-k...), in the charts' font (so at projector zoom it is as large as their text) and the
theme's colours.  The chart is painted widget by widget, leaving out every control: a "Zoom in" button on a
chart, or the layer box beside a heatmap, has no place on a slide.  Painting goes through ``QPainter`` only,
so the same code draws a PNG at any scale, an SVG (whose text stays text) and the clipboard's picture.

``ExportContext`` is what a view is of; it also gives the columns a view's CSV carries on every row.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen, QRegion
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from workbench.ui import plot_style

# What a slide leaves out: whatever is there to be clicked, typed into or dragged (scroll bars too).
CONTROLS = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QAbstractSlider)
OFF_SLIDE = "offSlide"  # the widget property that keeps a widget inside a chart off its slide
UNDER_HEADER = "slideHeader"  # set on a chart while it is painted under a header that says what it shows
TITLE_SCALE = 1.3  # the title's font, against the charts' font
HEADER_MIN_EMS = 22  # a narrow chart's slide is at least this many lines' heights wide, so the header reads
WRAP = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft) | int(Qt.AlignmentFlag.AlignTop)


@dataclass(frozen=True)
class ExportContext:
    """What an exported view is of.  ``title`` says what the chart is ("Next token: the model's top
    predictions"); ``text`` is the sentence or prompt it shows (``text_label`` names it); ``details`` the
    model and the settings, in the order they are read ("model", "temperature", ...)."""

    title: str
    text: str = ""
    text_label: str = "sentence"
    details: Mapping[str, object] = field(default_factory=dict)

    def shown_details(self) -> list[tuple[str, str]]:
        return [(key, str(value)) for key, value in self.details.items() if value is not None and value != ""]

    def detail_items(self) -> list[str]:
        """ "Model: SmolLM2", "temperature: 0.7", ...: the details as the header writes them."""
        items = [f"{key}: {value}" for key, value in self.shown_details()]
        return [items[0][:1].upper() + items[0][1:], *items[1:]] if items else []

    def lines(self) -> list[str]:
        """The header's lines under the title: the sentence, then the model and settings on one line."""
        lines = [f"{self.text_label[:1].upper()}{self.text_label[1:]}: “{self.text}”"] if self.text else []
        details = self.detail_items()
        return lines + ([" · ".join(details)] if details else [])

    def csv_columns(self) -> list[tuple[str, str]]:
        """(column name, value) for every row of the view's CSV, so that each row stands on its own."""
        columns = [(self.text_label, self.text)] if self.text else []
        return columns + [("view", self.title), *self.shown_details()]


def with_context(rows: list[list[str]], context: ExportContext | None) -> list[list[str]]:
    """``rows`` (a header, then data) with the context's columns added to the end of each row."""
    if context is None or not rows:
        return rows
    names, values = zip(*context.csv_columns(), strict=True)
    return [[*rows[0], *names], *([*row, *values] for row in rows[1:])]


# --- the picture -----------------------------------------------------------------------------------------
def _fonts() -> tuple[QFont, QFont]:
    body = plot_style.style().font()
    title = QFont(body)
    title.setBold(True)
    title.setPointSizeF(body.pointSizeF() * TITLE_SCALE)
    return title, body


def _pad() -> int:
    """The room around the header's lines and the chart: half a line."""
    return math.ceil(QFontMetricsF(_fonts()[1]).height() * 0.5)


def _packed(items: list[str], font: QFont, width: float) -> str:
    """``items`` joined by " · ", a line break in place of the separator wherever the next item would not fit,
    so that "top-p: 0.9" never breaks at its hyphen."""
    metrics, lines = QFontMetricsF(font), []
    for item in items:
        if lines and metrics.horizontalAdvance(f"{lines[-1]} · {item}") <= width:
            lines[-1] = f"{lines[-1]} · {item}"
        else:
            lines.append(item)
    return "\n".join(lines)


def _blocks(context: ExportContext, width: int) -> list[tuple[QFont, str, str, QRectF]]:
    """(font, colour name, text, rect) of each block of the header, from the top of the slide."""
    title_font, body = _fonts()
    pad = _pad()
    room = max(1, width - 2 * pad)
    texts = [(title_font, "text", context.title)]
    if context.text:
        texts.append((body, "text", context.lines()[0]))
    if details := context.detail_items():
        texts.append((body, "muted", _packed(details, body, room)))
    blocks, y = [], float(pad)
    for font, colour, text in texts:
        box = QFontMetricsF(font).boundingRect(QRectF(0, 0, room, 1e6), WRAP, text)
        rect = QRectF(pad, y, room, box.height())
        blocks.append((font, colour, text, rect))
        y = rect.bottom() + pad * 0.4
    return blocks


def header_height(context: ExportContext | None, width: int) -> int:
    """The header's height on a slide ``width`` wide, its rule under it included (0 without a context)."""
    if context is None:
        return 0
    return math.ceil(_blocks(context, width)[-1][3].bottom()) + 2 * _pad()


def slide_size(widget: QWidget, context: ExportContext | None) -> QSize:
    """The slide's size in the view's pixels: the chart with a margin, under the header (and at least wide
    enough for the header to read).  Without a context, the chart's own size."""
    chart = widget.size()
    if context is None:
        return chart
    pad = _pad()
    width = max(chart.width() + 2 * pad, math.ceil(QFontMetricsF(_fonts()[1]).height() * HEADER_MIN_EMS))
    return QSize(width, header_height(context, width) + chart.height() + pad)


def paint_slide(painter: QPainter, widget: QWidget, context: ExportContext | None) -> QSize:
    """Paint the header and the chart from (0, 0) in the painter's coordinates; returns the slide's size."""
    size = slide_size(widget, context)
    colours = plot_style.colours()
    painter.fillRect(QRect(QPoint(), size), colours.qcolor("background"))
    if context is None:
        paint_chart(painter, widget, QPoint())
        return size
    for font, colour, text, rect in _blocks(context, size.width()):
        painter.setFont(font)
        painter.setPen(colours.qcolor(colour))
        painter.drawText(rect, WRAP, text)
    top, pad = header_height(context, size.width()), _pad()
    painter.setPen(QPen(colours.qcolor("axis"), 1))
    painter.drawLine(QPointF(pad, top - pad), QPointF(size.width() - pad, top - pad))
    widget.setProperty(UNDER_HEADER, True)  # a chart may leave out what the header says (its own title)
    try:
        paint_chart(painter, widget, QPoint((size.width() - widget.width()) // 2, top))
    finally:
        widget.setProperty(UNDER_HEADER, None)
    return size


def paint_chart(painter: QPainter, widget: QWidget, offset: QPoint) -> None:
    """``widget`` and the widgets inside it at ``offset``, each painted on its own, without the controls."""
    # QWidget's own render: a chart view's render (QGraphicsView, pyqtgraph) paints its scene, not the widget
    QWidget.render(widget, painter, offset, QRegion(widget.rect()), QWidget.RenderFlag(0))
    for child in widget.children():
        if isinstance(child, QWidget) and not (child.isWindow() or child.isHidden() or is_control(child)):
            paint_chart(painter, child, offset + child.pos())


def is_control(widget: QWidget) -> bool:
    """Whether ``widget`` is there to be used rather than read (a button, a box, a slider, an editor), or
    was left off slides."""
    if widget.property(OFF_SLIDE):
        return True
    if isinstance(widget, (QPlainTextEdit, QTextEdit)):
        return not widget.isReadOnly()
    return isinstance(widget, CONTROLS)


def leave_off_slides(widget: QWidget) -> QWidget:
    """Keep ``widget`` (a row of controls with their labels, a hint) off the slides of the view around it.
    Returns it, so it can wrap a constructor call."""
    widget.setProperty(OFF_SLIDE, True)
    return widget
