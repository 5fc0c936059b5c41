"""The model view: every head of every layer as a small heatmap, layers down, heads across; click one to
open it in the head view.

The pixels are made off the GUI thread (``thumbnail_pixels``: pooled to at most THUMBNAIL_SIZE cells a side
for long inputs, each head scaled to its own largest weight so that its pattern shows, a decoder's masked
future white).  The GUI thread only wraps them in QImages, a chunk per event-loop turn so that 270 heads
never hold up the window, and paints the part of the grid that is on screen.

The thumbnails are sized from the room the panel has (``set_room``): the whole grid as large as fits, or,
when even the smallest thumbnails would not all fit, as wide as the panel with a few layers in view at once.
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QStyle, QToolTip, QWidget

from workbench.core.explore.attention import future_mask, pool_attention
from workbench.core.words import translate
from workbench.ui import plot_style
from workbench.ui.widgets.attention_colours import colour_pixels, rgba_image
from workbench.ui.widgets.attention_heatmap import SELECTED_COLOUR, themed

THUMBNAIL_SIZE = 48  # cells a side at most; longer inputs are averaged in square blocks
CHUNK = 45  # thumbnails wrapped per event-loop turn
EDGE = 2  # pixels beyond the last thumbnail: the outline of a selected one
LAYERS_IN_VIEW = 4  # a grid taller than the panel keeps at least this many layers in view at once


def thumbnail_pixels(attentions: np.ndarray, causal: bool, table: np.ndarray, size: int = THUMBNAIL_SIZE):
    """RGBA uint8 [layers, heads, s, s, 4] for [layers, heads, n, n] weights.  Pure numpy (worker threads)."""
    pooled = pool_attention(attentions, size)
    peaks = pooled.max(axis=(-1, -2), keepdims=True)
    scaled = pooled / np.where(peaks > 0, peaks, 1.0)
    masked = future_mask(pooled.shape[-1]) if causal else None  # blocks wholly in the future
    return colour_pixels(scaled, 1.0, table, masked)


class ThumbnailGrid(QWidget):
    head_clicked = Signal(int, int)  # layer, head (0-based)
    ready = Signal()  # every thumbnail of the latest set is built

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("attentionThumbnails")
        self._pixels: np.ndarray | None = None
        self.images: list[QImage] = []
        self.layers = self.heads = 0
        self.selected: tuple[int, int] | None = None
        self.placeholder = ""
        self._chunks = QTimer(self)  # one chunk of thumbnails per event-loop turn; dies with the widget
        self._chunks.setSingleShot(True)
        self._chunks.setInterval(0)
        self._chunks.timeout.connect(self._build_chunk)
        self._hover: tuple[int, int] | None = None
        self._room: QSize | None = None  # the panel's room for the grid (None: the smallest size)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        plot_style.style().changed.connect(self.update)  # the theme's background and text

    # --- data ----------------------------------------------------------------------------------------------
    def set_thumbnails(self, pixels: np.ndarray | None, placeholder: str = "") -> None:
        """Show ``pixels`` (from ``thumbnail_pixels``); the QImages are made over the next
        event-loop turns."""
        self._chunks.stop()
        self._pixels = pixels
        self.placeholder = placeholder
        self.images = []
        self.layers, self.heads = (pixels.shape[0], pixels.shape[1]) if pixels is not None else (0, 0)
        if self.selected is not None and (self.selected[0] >= self.layers or self.selected[1] >= self.heads):
            self.selected = None
        self._resize_to_content()
        self.update()
        if pixels is not None:
            self._chunks.start()

    @property
    def count(self) -> int:
        return self.layers * self.heads

    def is_ready(self) -> bool:
        return self._pixels is not None and len(self.images) == self.count

    def _build_chunk(self) -> None:
        if self._pixels is None:
            return
        start = len(self.images)
        for index in range(start, min(self.count, start + CHUNK)):
            layer, head = divmod(index, self.heads)
            self.images.append(rgba_image(self._pixels[layer, head]))
        self.update()
        if len(self.images) < self.count:
            self._chunks.start()
        else:
            self.ready.emit()

    # --- sizes ---------------------------------------------------------------------------------------------
    def set_room(self, room: QSize) -> None:
        """The room the panel has for the grid (its scroll area's viewport without scroll bars)."""
        if room != self._room:
            self._room = QSize(room)
            self._resize_to_content()
            self.update()

    def _margins(self) -> tuple[float, float, float]:
        """(gap, left margin, top margin) for the current font."""
        line = self.fontMetrics().height()
        return max(4.0, line * 0.35), self.fontMetrics().horizontalAdvance("layer 30") + line, line * 1.6

    def smallest_cell(self) -> float:
        """Big enough for a pattern to show and for the head's number above it."""
        return max(48.0, self.fontMetrics().height() * 2.0)

    def _cell(self) -> float:
        """A thumbnail's side: the whole grid as large as the room allows; a grid too tall for the room fills
        its width, keeping ``LAYERS_IN_VIEW`` layers in view; never below ``smallest_cell``."""
        smallest = self.smallest_cell()
        if not self.count or self._room is None:
            return smallest
        gap, left, top = self._margins()
        width, height = self._room.width() - EDGE, self._room.height() - EDGE  # sizeHint adds EDGE
        across = (width - left) / self.heads - gap
        down = (height - top) / self.layers - gap
        if min(across, down) >= smallest:
            return float(math.floor(min(across, down)))
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        across = (width - bar - left) / self.heads - gap
        return float(math.floor(max(smallest, min(across, (height - top) / LAYERS_IN_VIEW - gap))))

    def _metrics(self) -> tuple[float, float, float, float]:
        """(cell, gap, left margin, top margin): the grid is centred in the widget's width."""
        cell = self._cell()
        gap, left, top = self._margins()
        spare = self.width() - (left + self.heads * (cell + gap))
        return cell, gap, left + max(0.0, spare / 2), top

    def _resize_to_content(self) -> None:
        self.setMinimumSize(self.sizeHint())
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        cell = self._cell()
        gap, left, top = self._margins()
        if not self.count:
            return QSize(int(left + 6 * (cell + gap)), int(top + 3 * (cell + gap)))
        return QSize(
            int(left + self.heads * (cell + gap)) + EDGE, int(top + self.layers * (cell + gap)) + EDGE
        )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._resize_to_content()
            self.update()

    def cell_rect(self, layer: int, head: int) -> QRectF:
        cell, gap, left, top = self._metrics()
        return QRectF(left + head * (cell + gap), top + layer * (cell + gap), cell, cell)

    # --- painting ------------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), themed("background"))
        painter.setPen(themed("text"))
        if not self.count:
            painter.drawText(
                self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.placeholder
            )
            return
        cell, gap, left, top = self._metrics()
        exposed = QRectF(event.rect())
        first = max(0, math.floor((exposed.top() - top) / (cell + gap)))
        last = min(self.layers - 1, math.ceil((exposed.bottom() - top) / (cell + gap)))
        margin = self._margins()[1]
        # "head 12" over each column where it fits; else the numbers, with "head" once before them
        named = self.fontMetrics().horizontalAdvance(f"head {self.heads}") <= cell
        if not named:
            painter.drawText(
                QRectF(left - margin, 0, margin - gap * 2, top),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                "head",
            )
        for head in range(self.heads):
            box = QRectF(left + head * (cell + gap), 0, cell, top)
            painter.drawText(
                box, Qt.AlignmentFlag.AlignCenter, f"head {head + 1}" if named else str(head + 1)
            )
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        for layer in range(first, last + 1):
            y = top + layer * (cell + gap)
            painter.setPen(themed("text"))
            painter.drawText(
                QRectF(left - margin, y, margin - gap * 2, cell),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                translate("ThumbnailGrid", "layer {number}").format(number=layer + 1),
            )
            for head in range(self.heads):
                rect = self.cell_rect(layer, head)
                index = layer * self.heads + head
                if index < len(self.images):
                    painter.drawImage(rect, self.images[index])
                else:
                    painter.fillRect(rect, themed("empty"))
        for which, colour, width in (
            (self._hover, QColor("#000000"), 2.0),
            (self.selected, SELECTED_COLOUR, 3.5),
        ):
            if which is not None and first <= which[0] <= last:
                painter.setPen(QPen(colour, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(self.cell_rect(*which).adjusted(-1, -1, 1, 1))
        painter.end()

    # --- pointer -------------------------------------------------------------------------------------------
    def head_at(self, x: float, y: float) -> tuple[int, int] | None:
        cell, gap, left, top = self._metrics()
        head, layer = math.floor((x - left) / (cell + gap)), math.floor((y - top) / (cell + gap))
        if 0 <= layer < self.layers and 0 <= head < self.heads and self.cell_rect(layer, head).contains(x, y):
            return layer, head
        return None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        found = self.head_at(event.position().x(), event.position().y())
        if found != self._hover:
            self._hover = found
            self.update()
            if found is not None:
                text = translate(
                    "ThumbnailGrid", "Layer {layer}, head {head}: click to open it in the head view"
                ).format(layer=found[0] + 1, head=found[1] + 1)
                QToolTip.showText(event.globalPosition().toPoint(), text, self)

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        self._hover = None
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        found = self.head_at(event.position().x(), event.position().y())
        if found is not None and event.button() == Qt.MouseButton.LeftButton:
            self.selected = found
            self.update()
            self.head_clicked.emit(*found)
