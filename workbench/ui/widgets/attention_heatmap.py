"""The head view: one attention matrix as a heatmap, query tokens down the side, key tokens along the bottom.

Colours come from viridis (readable with every common colour-vision deficiency and in greyscale), scaled
from 0 to the largest weight shown, with a colour bar.  A decoder's masked future (above the diagonal) is
left white and hatched rather than drawn as "zero", so it reads as empty.  Hovering a cell tells its exact
weight (``hovered``); clicking a cell, or a token's label, outlines that token's row and column.  Every token
is labelled: labels step down to a smaller font when the cells are small (``heatmap_labels``), and only a
text too long for the smallest size labels every n-th token, saying so under the picture.  Every size follows
the widget's font, so the app's zoom zooms the heatmap.  Painting goes through ``QPainter`` only, so the same
code draws the screen, a PNG at any resolution and an SVG (with one vector rectangle per cell for matrices
small enough to want that).
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QMouseEvent,
    QPaintEngine,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from workbench.core.explore.attention import AttentionView, future_mask
from workbench.core.words import number, translate
from workbench.ui import plot_style
from workbench.ui.widgets import heatmap_labels
from workbench.ui.widgets.attention_colours import colour_pixels, colour_table, rgba_image
from workbench.ui.widgets.slide import UNDER_HEADER

SELECTED_COLOUR = QColor("#D55E00")  # Okabe-Ito vermillion: the selected token's frame (its label: accent)
MAX_LABEL_CHARS = 14
VECTOR_CELLS_UP_TO = 80  # an SVG of a matrix this size or smaller draws every cell as a rectangle
# the minimum size has room for a line of the smallest label font per token up to this many tokens (a heatmap
# made with every_label=False, one of two side by side, asks for room for a small text's only)
LABEL_EVERY_TOKEN_UP_TO = 24
SMALL_TEXT = 8


def themed(name: str) -> QColor:
    """A colour of the current theme (``plot_style.ChartColours`` field name)."""
    return plot_style.colours().qcolor(name)


def label_colour(selected: bool, special: bool) -> QColor:
    """A token label's colour: the theme's accent for the selected token, muted for a special token."""
    return themed("accent" if selected else "muted" if special else "text")


def elide(label: str, limit: int = MAX_LABEL_CHARS) -> str:
    return label if len(label) <= limit else label[: limit - 1] + "…"


class AttentionHeatmap(QWidget):
    token_selected = Signal(int)  # index into the view's tokens, -1 when nothing is selected
    hovered = Signal(str)  # the cell under the pointer in words, "" when none

    def __init__(self, placeholder: str = "", *, show_model: bool = True, every_label: bool = True) -> None:
        super().__init__()
        self.setObjectName("attentionHeatmap")
        self.show_model = show_model  # False where a heading next to the heatmap already names the model
        self.every_label = every_label  # ask for room to label every token of a text of 24 tokens, not 8
        self.view: AttentionView | None = None
        self.placeholder = placeholder
        self.selected: int | None = None
        self.hover_text = ""
        self.vmax = 1.0
        self._rgba: np.ndarray | None = None
        self._image: QImage | None = None
        self._version = 0  # bumped by every new view: the cached geometry is for one view
        self._cached: tuple[tuple, dict] | None = None
        self.setMouseTracking(True)
        # Take the room there is rather than ask for a large preferred size, which would make the pages
        # around it scroll; the minimum follows the font by hand (ignoring the hint ignores its minimum too).
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._fit_minimum()
        plot_style.attach(self)

    def apply_style(self) -> None:
        """The theme's colours (the masked future takes the background) and the zoomed font's sizes."""
        self.set_view(self.view)

    # --- data ----------------------------------------------------------------------------------------------
    def set_view(self, view: AttentionView | None, placeholder: str | None = None) -> None:
        self.view = view
        self._version += 1
        if placeholder is not None:
            self.placeholder = placeholder
        if view is None:
            self._rgba = self._image = None
        else:
            n = len(view.labels)
            self.vmax = float(view.matrix.max()) if view.matrix.size and view.matrix.max() > 0 else 1.0
            masked = future_mask(n) if view.causal else None
            background = themed("background")
            self._rgba = colour_pixels(
                view.matrix,
                self.vmax,
                colour_table(),
                masked,
                (background.red(), background.green(), background.blue()),
            )
            self._image = rgba_image(self._rgba)
            if self.selected is not None and self.selected >= n:
                self.selected = None
        self._fit_minimum()
        self.update()

    def select_token(self, index: int | None) -> None:
        self.selected = index
        self.token_selected.emit(-1 if index is None else index)
        self.update()

    def title(self) -> str:
        if self.view is None or self.property(UNDER_HEADER):  # a slide's header names model, layer and head
            return ""
        return f"{self.view.model} · {self.view.title}" if self.show_model else self.view.title

    def weight(self, query: int, key: int) -> float:
        return float(self.view.matrix[query, key]) if self.view is not None else float("nan")

    def describe(self, query: int, key: int) -> str:
        view = self.view
        if view is None:
            return ""
        q, k = view.labels[query], view.labels[key]
        if view.causal and key > query:
            return translate(
                "AttentionHeatmap", "“{query}” cannot look at “{key}”: it comes later (masked future)"
            ).format(query=q, key=k)
        return translate("AttentionHeatmap", "“{query}” → “{key}”: weight {weight}").format(
            query=q, key=k, weight=number(self.weight(query, key), ".4f")
        )

    # --- sizes ---------------------------------------------------------------------------------------------
    def minimumSizeHint(self) -> QSize:
        """Room for every label of a short text, one line of the smallest label font per token (longer texts
        get smaller cells; see ``heatmap_labels``)."""
        fm = QFontMetricsF(self.font())
        line, pad = fm.height(), fm.height() * 0.4
        smallest = heatmap_labels.sized(self.font(), heatmap_labels.floor_points(self.font()))
        most = LABEL_EVERY_TOKEN_UP_TO if self.every_label else SMALL_TEXT
        n, labels = min(12, most), ["M" * 6]
        if self.view is not None:
            n = min(len(self.view.labels), most)
            labels = [elide(label) for label in self.view.labels]
        fit = heatmap_labels.measure(labels, smallest)
        label_w = fit.width + pad
        side = max(line * 6, fit.line * heatmap_labels.LINE_SHARE * n)
        width = line * 1.3 + label_w + pad + side + line * 0.9 + self._tick_width(fm) + 4 * pad
        height = line * 1.5 + side + label_w + 2 * pad + line * 1.5
        return QSize(math.ceil(width), math.ceil(height))

    def sizeHint(self) -> QSize:
        h = self.fontMetrics().height()
        return QSize(h * 40, h * 34)

    def _fit_minimum(self) -> None:
        self.setMinimumSize(self.minimumSizeHint())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_minimum()
            self.update()

    def _geometry(self, rect: QRectF) -> dict:
        """Where everything goes inside ``rect``: depends only on the rect, the font and the labels."""
        key = (rect.x(), rect.y(), rect.width(), rect.height(), self.font().key(), self._version)
        if self._cached is not None and self._cached[0] == key:
            return self._cached[1]
        fm = QFontMetricsF(self.font())
        line = fm.height()
        pad = line * 0.4
        labels = [elide(label) for label in self.view.labels] if self.view is not None else []
        bar_w = line * 0.9
        tick_w = self._tick_width(fm) + pad
        title_w = line * 1.3  # the rotated "query" axis title
        bar_room = bar_w + tick_w + 3 * pad
        top = rect.top() + line * 1.5
        n = max(1, len(labels))

        def room(label_w: float) -> tuple[float, float]:
            """(width, height) the grid may take when the label bands are ``label_w`` deep."""
            bottom = rect.bottom() - (label_w + pad + line * 1.5)
            return rect.width() - (title_w + label_w + pad) - bar_room, bottom - top

        fit = heatmap_labels.fit(labels, self.font(), lambda width: max(0.5, min(room(width + pad)) / n))
        label_w = fit.width + pad
        room_w, room_h = room(label_w)
        cell = max(0.5, min(room_w, room_h) / n)
        # The grid is square; centre the whole picture in the width left over.
        left = rect.left() + max(0.0, (room_w - cell * n) / 2) + title_w + label_w + pad
        geometry = {
            "fm": fm,
            "line": line,
            "pad": pad,
            "labels": labels,
            "label_w": label_w,
            "cell": cell,
            "grid": QRectF(left, top, cell * n, cell * n),
            "bar_w": bar_w,
            "n": n,
            "fit": fit,
        }
        self._cached = (key, geometry)
        return geometry

    # --- painting ------------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.paint(painter, QRectF(self.rect()))
        painter.end()

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, themed("background"))
        painter.setFont(self.font())
        if self.view is None or self._image is None:
            painter.setPen(themed("muted"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.placeholder)
            return
        g = self._geometry(rect)
        grid, cell, n = g["grid"], g["cell"], g["n"]
        bold = QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(themed("text"))
        title_rect = QRectF(rect.left(), rect.top(), rect.width(), g["line"] * 1.3)
        painter.drawText(
            title_rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            QFontMetricsF(bold).elidedText(self.title(), Qt.TextElideMode.ElideRight, rect.width()),
        )
        painter.setFont(self.font())
        self._paint_cells(painter, grid, cell, n)
        if self.view.causal and n > 1:
            self._paint_future(painter, g)
        self._paint_selection(painter, grid, cell)
        self._paint_labels(painter, g)
        self._paint_colour_bar(painter, g)

    def _paint_cells(self, painter: QPainter, grid: QRectF, cell: float, n: int) -> None:
        engine = painter.paintEngine()
        vector = engine is not None and engine.type() == QPaintEngine.Type.SVG and n <= VECTOR_CELLS_UP_TO
        if vector:
            painter.setPen(Qt.PenStyle.NoPen)
            for q in range(n):
                for k in range(n):
                    r, g, b, _a = (int(v) for v in self._rgba[q, k])
                    painter.setBrush(QColor(r, g, b))
                    painter.drawRect(QRectF(grid.left() + k * cell, grid.top() + q * cell, cell, cell))
        else:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            painter.drawImage(grid, self._image)
        painter.setPen(QPen(themed("axis"), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(grid)

    def _paint_future(self, painter: QPainter, g: dict) -> None:
        grid, cell, n = g["grid"], g["cell"], g["n"]
        x0, y0 = grid.left(), grid.top()
        points = [
            QPointF(x0 + cell, y0),
            QPointF(x0 + n * cell, y0),
            QPointF(x0 + n * cell, y0 + (n - 1) * cell),
        ]
        for q in range(n - 1, 0, -1):
            points += [QPointF(x0 + q * cell, y0 + q * cell), QPointF(x0 + q * cell, y0 + (q - 1) * cell)]
        painter.setPen(QPen(themed("hatch"), 1))
        painter.setBrush(QBrush(themed("hatch"), Qt.BrushStyle.BDiagPattern))
        painter.drawPolygon(QPolygonF(points))
        side = n * cell
        text = "future: hidden by the mask"
        width = g["fm"].horizontalAdvance(text) + g["pad"] * 2
        if side > width * 1.5 and side > g["line"] * 8:
            box = QRectF(
                x0 + side * 0.62 - width / 2, y0 + side * 0.3 - g["line"] * 0.65, width, g["line"] * 1.3
            )
            painter.fillRect(box, themed("background"))
            painter.setPen(themed("muted"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_selection(self, painter: QPainter, grid: QRectF, cell: float) -> None:
        if self.selected is None:
            return
        i = self.selected
        painter.setBrush(Qt.BrushStyle.NoBrush)
        row = QRectF(grid.left(), grid.top() + i * cell, grid.width(), cell)
        column = QRectF(grid.left() + i * cell, grid.top(), cell, grid.height())
        for colour, width in ((QColor("black"), 3.5), (QColor("white"), 1.5)):
            painter.setPen(QPen(colour, width))
            painter.drawRect(row)
            painter.drawRect(column)

    def _paint_labels(self, painter: QPainter, g: dict) -> None:
        grid, cell, pad, label_w, fit = g["grid"], g["cell"], g["pad"], g["label_w"], g["fit"]
        line = fit.line
        for i, label in enumerate(g["labels"]):
            if i % fit.step and i != self.selected:
                continue
            selected = i == self.selected
            painter.setFont(fit.bold if selected else fit.font)
            painter.setPen(label_colour(selected, self.view.special[i]))
            centre = grid.top() + (i + 0.5) * cell
            painter.drawText(
                QRectF(grid.left() - label_w - pad, centre - line / 2, label_w, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
            painter.save()
            painter.translate(grid.left() + (i + 0.5) * cell, grid.bottom() + pad)
            painter.rotate(-90)
            painter.drawText(
                QRectF(-label_w, -line / 2, label_w, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
            painter.restore()
        line = g["line"]
        painter.setFont(self.font())
        painter.setPen(themed("text"))
        below = QRectF(grid.left(), grid.bottom() + pad + label_w, grid.width(), line * 1.3)
        painter.drawText(
            below,
            Qt.AlignmentFlag.AlignCenter,
            self._axis_title(heatmap_labels.key_titles(fit.step), grid.width()),
        )
        painter.save()
        painter.translate(grid.left() - label_w - pad - line * 0.2, grid.top() + grid.height() / 2)
        painter.translate(-line * 0.1, 0)
        painter.rotate(-90)
        painter.drawText(
            QRectF(-grid.height() / 2, -line, grid.height(), line),
            Qt.AlignmentFlag.AlignCenter,
            self._axis_title(
                (
                    translate("AttentionHeatmap", "query: the token looking"),
                    translate("AttentionHeatmap", "query"),
                ),
                grid.height(),
            ),
        )
        painter.restore()

    def _paint_colour_bar(self, painter: QPainter, g: dict) -> None:
        grid, line, pad, bar_w = g["grid"], g["line"], g["pad"], g["bar_w"]
        bar = QRectF(
            grid.right() + pad * 2, grid.top() + line * 1.8, bar_w, max(line, grid.height() - line * 1.8)
        )
        gradient = QLinearGradient(bar.bottomLeft(), bar.topLeft())
        table = colour_table()
        for stop in range(0, 256, 17):
            r, gr, b = (int(v) for v in table[stop])
            gradient.setColorAt(stop / 255, QColor(r, gr, b))
        painter.fillRect(bar, QBrush(gradient))
        painter.setPen(QPen(themed("axis"), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(bar)
        painter.setPen(themed("text"))
        painter.drawText(
            QRectF(bar.left() - pad, grid.top(), line * 4, line),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            translate("AttentionHeatmap", "weight"),
        )
        for fraction in (0.0, 0.5, 1.0):
            y = bar.bottom() - fraction * bar.height()
            painter.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + pad * 0.6, y))
            painter.drawText(
                QRectF(bar.right() + pad, y - line / 2, line * 4, line),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                self._tick(fraction),
            )

    def _tick(self, fraction: float) -> str:
        return number(self.vmax * fraction, ".3g")

    def _tick_width(self, fm: QFontMetricsF) -> float:
        """Room for the colour bar's numbers: "0.214", or "0.0975" when a long text spreads its weights thin
        (never less than "0.000", which also leaves room for the bar's title)."""
        texts = ["0.000", *(self._tick(fraction) for fraction in (0.0, 0.5, 1.0))]
        return max(fm.horizontalAdvance(text) for text in texts)

    def _axis_title(self, texts: tuple[str, ...], room: float) -> str:
        """The first of ``texts`` (longest first) that fits ``room``; the last one if none does."""
        metrics = QFontMetricsF(self.font())
        return next((text for text in texts if metrics.horizontalAdvance(text) <= room), texts[-1])

    # --- pointer -------------------------------------------------------------------------------------------
    def hit(self, pos: QPointF) -> tuple[str, int, int] | None:
        """What is under ``pos``: ("cell", query, key), ("query", i, -1) or ("key", -1, i)."""
        if self.view is None:
            return None
        g = self._geometry(QRectF(self.rect()))
        grid, cell, n = g["grid"], g["cell"], g["n"]
        column = math.floor((pos.x() - grid.left()) / cell)
        row = math.floor((pos.y() - grid.top()) / cell)
        inside_x, inside_y = 0 <= column < n, 0 <= row < n
        if inside_x and inside_y:
            return ("cell", row, column)
        if inside_y and grid.left() - g["label_w"] - g["pad"] <= pos.x() < grid.left():
            return ("query", row, -1)
        if inside_x and grid.bottom() < pos.y() <= grid.bottom() + g["label_w"] + g["pad"]:
            return ("key", -1, column)
        return None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        hit = self.hit(event.position())
        text = self.describe(hit[1], hit[2]) if hit is not None and hit[0] == "cell" else ""
        if hit is not None and hit[0] != "cell":
            index = hit[1] if hit[0] == "query" else hit[2]
            text = (
                f"“{self.view.labels[index]}” (token {self.view.positions[index] + 1}): click to outline it"
            )
        if text != self.hover_text:
            self.hover_text = text
            self.hovered.emit(text)
            if text:
                QToolTip.showText(event.globalPosition().toPoint(), text, self)
            else:
                QToolTip.hideText()

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        if self.hover_text:
            self.hover_text = ""
            self.hovered.emit("")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        hit = self.hit(event.position())
        if hit is None or event.button() != Qt.MouseButton.LeftButton:
            return
        index = hit[2] if hit[0] == "key" else hit[1]
        self.select_token(None if index == self.selected else index)
