"""How every chart looks, decided in one place: the zoom, the theme's colours and the pen widths.

The main window tells the shared ``PlotStyle`` the zoom (``set_zoom``); the theme tells it the colours
(``set_colours``).  A chart widget calls ``attach(self)`` once: its ``apply_style()`` runs at once and again
whenever either changes, and it reads fonts, colours and pen widths from ``style()`` when it draws.  The
series colours are the Okabe-Ito palette (distinguishable with every common colour-vision deficiency); the
heatmaps use viridis, which is perceptually uniform and also reads in greyscale.  Every text colour here
reaches 4.5:1 against the background it is drawn on, in both themes, with and without presentation mode's
high contrast (tests/ui/test_contrast.py measures them).
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, replace

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from workbench.core.words import number

# Okabe-Ito, in the order charts take them.  Black is last but one: on a dark background it becomes white.
OKABE_ITO = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442")
HEATMAP_COLOUR_MAP = "viridis"


@dataclass(frozen=True)
class ChartColours:
    """The colours a chart needs besides its data colours."""

    name: str
    dark: bool
    background: str
    text: str
    muted: str  # secondary text: notes, units, greyed labels
    axis: str
    cut: str  # bars cut off by top-k / top-p
    empty: str  # an empty cell (a thumbnail not computed yet)
    hatch: str  # the masked future in a decoder's heatmap
    shade: str  # a light wash behind a highlighted table row
    learns: str  # layer stack: parts that learn (fill)
    frozen: str  # layer stack: frozen parts (fill)
    dimmed: str  # text that is there but matters less (a chat template's tokens the loss does not count)
    accent: str  # text that must stand out: the selected token's label, a warning inside a line
    high_contrast: bool = False

    def series(self, index: int) -> str:
        colour = OKABE_ITO[index % len(OKABE_ITO)]
        if self.dark and colour == "#000000":
            return "#FFFFFF"
        return colour

    def qcolor(self, name: str) -> QColor:
        return QColor(getattr(self, name))


LIGHT = ChartColours(
    name="light",
    dark=False,
    background="#FFFFFF",
    text="#202020",
    muted="#555555",
    axis="#808080",
    cut="#B0B0B0",
    empty="#EEEEEE",
    hatch="#BDBDBD",
    shade="#DCEBF7",
    learns="#BFDDF2",
    frozen="#E2E2E2",
    dimmed="#666666",  # grey enough to read as dimmed, dark enough for 4.5:1 on the light window
    accent="#B34700",  # Okabe-Ito's vermilion, darkened to 4.5:1 on the light window
)
DARK = ChartColours(
    name="dark",
    dark=True,
    background="#1E1E1E",
    text="#E8E8E8",
    muted="#B4B4B4",
    axis="#9A9A9A",
    cut="#6A6A6A",
    empty="#333333",
    hatch="#6E6E6E",
    shade="#14324A",
    learns="#1B4A6B",
    frozen="#3A3A3A",
    dimmed="#9A9A9A",
    accent="#FF8A50",  # the vermilion, lightened to 4.5:1 on the dark window
)


def high_contrast(colours: ChartColours) -> ChartColours:
    """The same theme with pure black or white text and stronger greys (presentation mode)."""
    if colours.dark:
        return replace(
            colours, background="#000000", text="#FFFFFF", muted="#E0E0E0", axis="#FFFFFF", high_contrast=True
        )
    return replace(
        colours, background="#FFFFFF", text="#000000", muted="#303030", axis="#000000", high_contrast=True
    )


class PlotStyle(QObject):
    """The shared chart style.  ``changed`` fires after the zoom or the colours change."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.zoom = 1.0
        self.colours = LIGHT

    def set_zoom(self, zoom: float) -> None:
        if float(zoom) != self.zoom:
            self.zoom = float(zoom)
            self.changed.emit()

    def set_colours(self, colours: ChartColours) -> None:
        if colours != self.colours:
            self.colours = colours
            self.changed.emit()

    def pen_width(self, base: float) -> float:
        """A line ``base`` pixels wide at 100% zoom, scaled with the zoom (and a little bolder for a room)."""
        return base * self.zoom * (1.3 if self.colours.high_contrast else 1.0)

    @staticmethod
    def font() -> QFont:
        """The chart font: the application font, which the zoom already scales."""
        return QFont(QApplication.font())

    def font_size(self) -> str:
        """The chart font's size as CSS, for pyqtgraph's titles and axis labels."""
        return f"{self.font().pointSizeF():.1f}pt"


class _FontWatcher(QWidget):
    """A widget that is never shown: it hears when the application font changes (the zoom, or anything else
    that sets it) and tells the charts."""

    def __init__(self, plot_style: PlotStyle) -> None:
        super().__init__()
        self._style = plot_style

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._style.changed.emit()


_STYLE: PlotStyle | None = None
_WATCHER: _FontWatcher | None = None


def style() -> PlotStyle:
    """The one ``PlotStyle`` of this process."""
    global _STYLE, _WATCHER
    if _STYLE is None:
        _STYLE = PlotStyle()
    if _WATCHER is None and QApplication.instance() is not None:
        _WATCHER = _FontWatcher(_STYLE)
    return _STYLE


def colours() -> ChartColours:
    return style().colours


def attach(widget: QWidget) -> None:
    """Style ``widget`` now and whenever the zoom or theme changes.  ``widget.apply_style()`` does the work;
    the connection goes when the widget is destroyed."""
    widget.apply_style()
    style().changed.connect(widget.apply_style)


def style_plot(
    plot, title: str | None = None, labels: dict[str, str | tuple[str, ...]] | None = None
) -> None:
    """Apply the current style to a pyqtgraph ``PlotWidget``: background, axis pens, tick fonts, the title
    and the axis labels (``labels`` maps a side, e.g. "left", to its text, or to texts longest first: see
    ``label_axis``)."""
    import pyqtgraph as pg

    current = style()
    c = current.colours
    size = current.font_size()
    plot.setBackground(c.background)
    item = plot.getPlotItem()
    for side in ("left", "bottom"):  # the pens first: setting an axis pen recolours its label
        axis = item.getAxis(side)
        axis.setStyle(tickFont=current.font())
        axis.setPen(pg.mkPen(c.axis, width=max(1.0, current.pen_width(1.0))))
        axis.setTextPen(pg.mkPen(c.text))
        axis.tickStrings = functools.partial(tick_strings, axis)  # numbers in the chosen language's way
    if title is not None:
        item.setTitle(title, color=c.text, size=size)
    for side, text in (labels or {}).items():
        label_axis(plot, side, text)


def tick_strings(axis, values: list[float], scale: float, spacing: float) -> list[str]:
    """An axis's numbers as pyqtgraph writes them (as many decimals as the spacing needs, very small and very
    large ones in exponent form), with the chosen language's decimal point ("0,5" in Spanish)."""
    if axis.logMode:
        return type(axis).logTickStrings(axis, values, scale, spacing)
    places = max(0, math.ceil(-math.log10(spacing * scale)))
    return [
        number(v * scale, "g" if abs(v * scale) < 0.001 or abs(v * scale) >= 10000 else f".{places}f")
        for v in values
    ]


LABEL_ROOM = 12  # pixels an axis title needs besides its text (pyqtgraph's text item has a margin)


def label_axis(plot, side: str, text: str | tuple[str, ...]) -> None:
    """Set the label of one axis of a ``PlotWidget`` in the current style's font and colour.  Several texts,
    longest first: the longest that fits along the axis, chosen again whenever the axis changes length, so
    that a short chart at a projector's zoom says "similarity" rather than cutting "cosine similarity"."""
    axis = plot.getPlotItem().getAxis(side)
    texts = (text,) if isinstance(text, str) else tuple(text)
    first = not hasattr(axis, "workbench_labels")
    axis.workbench_labels = texts
    _set_axis_label(plot, side, _fitting(axis, side, texts))
    if first and len(texts) > 1:
        axis.geometryChanged.connect(lambda: _refit(plot, side))


def _fitting(axis, side: str, texts: tuple[str, ...]) -> str:
    rect = axis.geometry()
    length = rect.height() if side in ("left", "right") else rect.width()
    metrics = QFontMetricsF(style().font())
    return next((t for t in texts if metrics.horizontalAdvance(t) + LABEL_ROOM <= length), texts[-1])


def _refit(plot, side: str) -> None:
    axis = plot.getPlotItem().getAxis(side)
    text = _fitting(axis, side, axis.workbench_labels)
    if text != axis.labelText:
        _set_axis_label(plot, side, text)


def _set_axis_label(plot, side: str, text: str) -> None:
    current = style()
    item = plot.getPlotItem()
    item.setLabel(side, text, color=current.colours.text, **{"font-size": current.font_size()})
    item.getAxis(side).resizeEvent(None)  # the axis centres its label only when resized: a new text too


def wrapped_height(label: QLabel, width: int) -> int:
    """The height ``label``'s wrapped rich text needs at ``width``.  A legend under a chart is sized with
    this: QLabel's own ``heightForWidth`` never answers less than the label's minimum height, so a height
    fixed once (at a narrow width, or a large zoom) would stay however wide the label grows."""
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(label.font())
    if label.textFormat() == Qt.TextFormat.PlainText or (
        label.textFormat() == Qt.TextFormat.AutoText and not QtGui.Qt.mightBeRichText(label.text())
    ):
        document.setPlainText(label.text())
    else:
        document.setHtml(label.text())
    margins = label.contentsMargins()
    document.setTextWidth(max(1, width - margins.left() - margins.right() - 2 * label.margin()))
    return math.ceil(document.size().height()) + margins.top() + margins.bottom() + 2 * label.margin()
