"""Where widgets and the texts they draw are, in window coordinates: for checks of legibility from the
widgets' geometry (tests/ui/test_legibility.py)."""

from __future__ import annotations

from dataclasses import dataclass

import pyqtgraph as pg
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QFont, QImage, QPainter
from PySide6.QtWidgets import QWidget

from workbench.ui.widgets.attention_heatmap import AttentionHeatmap

SLACK = 1.0  # pixels of rounding allowed at an edge


# --- where things are, in window coordinates ----------------------------------------------------------------
def in_window(widget: QWidget, rect: QRectF) -> QRectF:
    return rect.translated(widget.mapTo(widget.window(), QPoint(0, 0)).toPointF())


def shown_part(widget: QWidget) -> QRectF:
    """The part of ``widget`` that is on screen: its rectangle clipped by every parent's (a scroll area's
    viewport among them), in window coordinates."""
    part = in_window(widget, QRectF(widget.rect()))
    parent = widget.parentWidget()
    while parent is not None:
        part = part.intersected(in_window(parent, QRectF(parent.rect())))
        parent = parent.parentWidget()
    return part


def inside(inner: QRectF, outer: QRectF) -> bool:
    return outer.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(inner)


def overlaps(a: QRectF, b: QRectF) -> bool:
    both = a.intersected(b)
    return both.width() > SLACK and both.height() > SLACK


def visible_in(window, kind) -> list:
    return [w for w in window.findChildren(kind) if w.isVisible() and w.window() is window]


# --- what a heatmap draws -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Drawn:
    text: str
    rect: QRectF  # the text's extent, in the widget's coordinates
    rotated: bool
    font: QFont


class RecordingPainter(QPainter):
    """A painter that notes every text it is asked to draw, where and in which font."""

    def __init__(self, device) -> None:
        super().__init__(device)
        self.texts: list[Drawn] = []

    def drawText(self, *args) -> None:  # noqa: N802 (Qt's name)
        if len(args) == 3 and isinstance(args[0], QRectF):
            rect, flags, text = args
            extent = self.boundingRect(rect, int(flags.value if hasattr(flags, "value") else flags), text)
            transform = self.worldTransform()
            self.texts.append(
                Drawn(text, transform.mapRect(extent), transform.isRotating(), QFont(self.font()))
            )
        super().drawText(*args)


def heatmap_texts(heatmap: AttentionHeatmap) -> list[Drawn]:
    image = QImage(heatmap.size(), QImage.Format.Format_ARGB32)
    painter = RecordingPainter(image)
    heatmap.paint(painter, QRectF(heatmap.rect()))
    painter.end()
    return painter.texts


def drawn_labels(heatmap: AttentionHeatmap) -> tuple[list[Drawn], list[Drawn], list[Drawn]]:
    """(every text drawn, the labels drawn down the left, the labels drawn along the bottom)."""
    texts = heatmap_texts(heatmap)
    grid = heatmap._geometry(QRectF(heatmap.rect()))["grid"]
    down = [
        t
        for t in texts
        if not t.rotated
        and t.rect.right() <= grid.left() + SLACK
        and grid.top() <= t.rect.center().y() <= grid.bottom()
    ]
    across = [
        t
        for t in texts
        if t.rotated
        and t.rect.top() >= grid.bottom() - SLACK
        and grid.left() <= t.rect.center().x() <= grid.right()
    ]
    return texts, down, across


# --- what a pyqtgraph chart draws ---------------------------------------------------------------------------
def axis_texts(plot: pg.PlotWidget, side: str) -> list[tuple[str, QRectF]]:
    """The tick labels the axis draws (pyqtgraph leaves out those it finds no room for), in window
    coordinates."""
    axis = plot.getPlotItem().getAxis(side)
    image = QImage(4, 4, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    specs = axis.generateDrawSpecs(painter)
    painter.end()
    if specs is None:
        return []
    return [(text, scene_to_window(plot, axis.mapRectToScene(rect))) for rect, _flags, text in specs[2]]


def scene_to_window(plot: pg.PlotWidget, rect: QRectF) -> QRectF:
    return in_window(plot.viewport(), QRectF(plot.mapFromScene(rect).boundingRect()))


def axis_area(plot: pg.PlotWidget, side: str) -> QRectF:
    axis = plot.getPlotItem().getAxis(side)
    return scene_to_window(plot, axis.parentItem().mapRectToScene(axis.geometry()))
