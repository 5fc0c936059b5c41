"""Horizontal probability bars: one bar per candidate, best at the top, the value written at its end.

Used for fill-in-the-blank candidates and next-token predictions.  Probabilities are drawn on a fixed 0-100 %
axis, so a flatter or sharper distribution is seen as one (temperature 0.5 and 2.0 look different); "Zoom
in" stretches the bars to the largest one when the values are small.  Counts (``fixed_scale=False``) always
fit.  Candidates cut off by top-k / top-p are drawn in grey behind a dashed line, so the class sees what
sampling may still choose.  ``set_bars(..., ghost=True)`` keeps the previous values of the same candidates as
outlines behind the new bars: the before and after of a temperature, top-k or top-p change.  Clicking a bar
emits ``bar_clicked(index)``.  Colours are from the Okabe-Ito palette (safe for colour-blind viewers); fonts,
pens and the theme's colours come from ``plot_style``, so zooming the app or switching theme restyles the
chart.  Right-click exports it (PNG, SVG, or the bars' numbers as CSV); whoever shows the bars says what they
are of through ``exporter.context``, and the "Zoom in" button stays off the picture.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics
from PySide6.QtWidgets import QToolButton, QVBoxLayout, QWidget

from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui import plot_style
from workbench.ui.widgets.view_export import attach_export

KEPT_COLOUR = QColor(plot_style.OKABE_ITO[0])  # Okabe-Ito blue
HIGHLIGHT_COLOUR = QColor(plot_style.OKABE_ITO[4])  # Okabe-Ito orange
AXIS_TICKS = [(v / 4, f"{v * 25}%") for v in range(1, 5)]  # 25 % ... 100 % (the bars start at 0)
VALUE_ROOM = 1.65  # the x range is this times the longest bar: room for its value, even at projector zoom
AXIS_LABEL = QT_TRANSLATE_NOOP("ProbabilityBars", "probability")
GHOST_NOTE = QT_TRANSLATE_NOOP("ProbabilityBars", "probability (dashed = before the change)")


def zoomed_ticks(top: float) -> list[tuple[float, str]]:
    """Up to 5 round percentages from 0 to ``top`` (0.2%, 0.4% ... for bars under 1%)."""
    if top <= 0:
        return []
    step = next(
        (s for s in (1e-4, 2e-4, 5e-4, 1e-3, 2e-3, 5e-3, 0.01, 0.02, 0.05, 0.1, 0.2) if top / s <= 5), 0.25
    )
    digits = max(0, math.ceil(-math.log10(step * 100) - 1e-9))
    return [(k * step, number(k * step, f".{digits}%")) for k in range(1, int(top / step + 1e-9) + 1)]


class ProbabilityBars(QWidget):
    bar_clicked = Signal(int)

    def __init__(
        self,
        parent: QWidget | None = None,
        value_format: str = "{:.1%}",
        export_name: str = "probabilities",
        fixed_scale: bool = True,
    ) -> None:
        super().__init__(parent)
        self.value_format = value_format  # "{:SPEC}": the value written by ``words.number(value, SPEC)``
        self.fixed_scale = fixed_scale  # probabilities on a 0-100 % axis (counts: always fitted)
        self._labels: list[str] = []
        self._values: list[float] = []
        self._kept: list[bool] = []
        self._notes: list[str] = []
        self._highlight: int | None = None
        self._baseline: dict[str, float] = {}  # the values a run of changes started from, by label
        self._ghost: list[float | None] = []  # per bar: its value before the changes, or None
        self.plot = pg.PlotWidget()
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        if not fixed_scale:
            self.plot.hideAxis("bottom")  # counts: every bar carries its value; an axis adds only clutter
        self.plot.getPlotItem().invertY(True)  # best candidate at the top
        self.plot.scene().sigMouseClicked.connect(self._on_click)
        self._cutoff_line = pg.InfiniteLine(angle=0)
        self._items: list[pg.GraphicsObject] = []
        self.zoom_button = QToolButton(self.plot)
        self.zoom_button.setObjectName("barsZoom")
        self.zoom_button.setText(translate("ProbabilityBars", "Zoom in"))
        self.zoom_button.setCheckable(True)
        self.zoom_button.setToolTip(
            translate(
                "ProbabilityBars",
                "Zoom in: stretch the bars to the longest one, to compare small probabilities. "
                "Off: every chart on the same 0-100 % scale, so sharper and flatter distributions look it.",
            )
        )
        self.zoom_button.toggled.connect(self._redraw)
        self.zoom_button.setVisible(fixed_scale)
        self.plot.getPlotItem().vb.sigResized.connect(
            lambda _box: QTimer.singleShot(0, self, self._place_zoom_button)  # once the layout has settled
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        plot_style.attach(self)
        attach_export(self, export_name, rows=self.csv_rows)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """Tall enough for every bar's label with a little room around it, and the axis below: a page that
        scrolls gives the chart this much (pyqtgraph's own hint is taller) and so keeps more of itself and
        what is under it on a projector's screen; a page with room to spare stretches it."""
        spacing = QFontMetrics(self._chart_font()).lineSpacing()
        rows = max(len(self._labels), 5)
        return QSize(super().sizeHint().width(), int(rows * (spacing + 4) + 3 * spacing))

    # --- data ----------------------------------------------------------------------------------------------
    def set_bars(
        self,
        labels: Sequence[str],
        values: Sequence[float],
        kept: Sequence[bool] | None = None,
        notes: Sequence[str] | None = None,
        highlight: int | None = None,
        ghost: bool = False,
    ) -> None:
        """Show one bar per label.  ``kept`` marks candidates that survive top-k/top-p (default: all);
        ``notes`` adds text after the value (e.g. the logit); ``highlight`` colours one bar.  ``ghost``: the
        same candidates, reshaped by a change of settings; the values they had before the first of a run of
        such changes stay as outlines (a slider dragged through many values keeps one "before")."""
        if not ghost:
            self._baseline = {}
        elif not self._baseline or set(self._baseline) != set(labels):
            self._baseline = dict(
                zip(self._labels, self._values, strict=True)
            )  # what the change started from
        same = bool(self._baseline) and set(self._baseline) == set(labels)
        self._ghost = [self._baseline[label] for label in labels] if same else []
        self._labels = list(labels)
        self._values = [float(v) for v in values]
        self._kept = list(kept) if kept is not None else [True] * len(self._labels)
        self._notes = list(notes) if notes is not None else [""] * len(self._labels)
        self._highlight = highlight
        self.updateGeometry()  # the hint follows the number of bars
        self._redraw()

    def clear(self) -> None:
        self.set_bars([], [])

    @property
    def zoomed(self) -> bool:
        return self.zoom_button.isChecked()

    def set_zoomed(self, zoomed: bool) -> None:
        self.zoom_button.setChecked(zoomed)

    @property
    def ghost_values(self) -> list[float | None]:
        """The earlier value drawn as an outline behind each bar (empty when none is drawn)."""
        return list(self._ghost)

    @property
    def _ghosts_drawn(self) -> bool:
        """Outlines are drawn on the 0-100 % scale only: zoomed in, an earlier larger value
        would run off it."""
        return not self.zoomed and any(g is not None for g in self._ghost)

    @property
    def x_range(self) -> tuple[float, float]:
        """The values the chart's width spans (0 to 1.65 on the fixed scale: room for the values' text)."""
        low, high = self.plot.getPlotItem().vb.viewRange()[0]
        return float(low), float(high)

    @property
    def labels(self) -> list[str]:
        return list(self._labels)

    @property
    def values(self) -> list[float]:
        return list(self._values)

    @property
    def kept(self) -> list[bool]:
        return list(self._kept)

    def value_text(self, value: float) -> str:
        """A bar's value as its end writes it, in the chosen language's way of writing numbers."""
        return number(value, self.value_format.removeprefix("{:").removesuffix("}"))

    def csv_rows(self) -> list[list[str]]:
        """The bars as a table: label and value, then only the columns that say something here (the cut,
        notes, the value before a change).  The exporter adds what the chart was of (the sentence, the model,
        the settings: ``exporter.context``) to every row."""
        n = len(self._labels)
        columns: list[tuple[str, list[str]]] = [
            ("label", list(self._labels)),
            ("probability" if self.fixed_scale else "count", [f"{v:.6g}" for v in self._values]),
        ]
        if not all(self._kept):
            columns.append(("kept by top-k/top-p", ["yes" if k else "no" for k in self._kept]))
        if any(self._notes):
            columns.append(("note", list(self._notes)))
        if self._ghost:
            columns.append(("before the change", ["" if g is None else f"{g:.6g}" for g in self._ghost]))
        return [[name for name, _ in columns], *([values[i] for _, values in columns] for i in range(n))]

    # --- drawing -------------------------------------------------------------------------------------------
    def _redraw(self) -> None:
        plot = self.plot.getPlotItem()
        for item in self._items:
            plot.removeItem(item)
        self._items.clear()
        if self._cutoff_line.scene() is not None:
            plot.removeItem(self._cutoff_line)
        n = len(self._labels)
        if n == 0:
            plot.getAxis("left").setTicks([[]])
            return
        colours = plot_style.colours()
        brushes = []
        for i in range(n):
            colour = (
                HIGHLIGHT_COLOUR
                if i == self._highlight
                else KEPT_COLOUR
                if self._kept[i]
                else colours.qcolor("cut")
            )
            brushes.append(pg.mkBrush(colour))
        bars = pg.BarGraphItem(
            x0=0, y=list(range(n)), height=0.7, width=self._values, brushes=brushes, pens=[None] * n
        )
        plot.addItem(bars)
        self._items.append(bars)
        fitted = max(self._values) if self._values else 1.0
        top = fitted if (self.zoomed or not self.fixed_scale) and fitted > 0 else 1.0
        font = self._chart_font()
        if self._ghosts_drawn:
            self._draw_ghost(plot, colours)
        self._label_axis()
        marked = any(self._kept) and not all(self._kept)  # "cut" by the value of each greyed bar
        for i, value in enumerate(self._values):
            text = self.value_text(value)
            text += "  " + translate("ProbabilityBars", "cut") if marked and not self._kept[i] else ""
            text += f"  {self._notes[i]}" if self._notes[i] else ""
            label = pg.TextItem(text, color=colours.text, anchor=(0, 0.5))
            label.setFont(font)
            ghost = self._ghost[i] if self._ghosts_drawn else None
            label.setPos(max(value, ghost or 0.0) + top * 0.01, i)  # never on top of the outline
            plot.addItem(label)
            self._items.append(label)
        left = plot.getAxis("left")
        left.setTicks([[(i, label) for i, label in enumerate(self._labels)]])
        metrics = QFontMetrics(font)
        left.setWidth(max(metrics.horizontalAdvance(label) for label in self._labels) + metrics.height())
        if not all(self._kept) and any(self._kept):
            last_kept = max(i for i, k in enumerate(self._kept) if k)
            self._cutoff_line.setValue(last_kept + 0.5)
            plot.addItem(self._cutoff_line)
        # The longest bar (or 100 %) takes about 60% of the width, leaving room for its value even at
        # projector zoom; the fixed scale's axis is marked from 0 to 100 % only.
        plot.setXRange(0, top * VALUE_ROOM if top > 0 else 1.0, padding=0)
        plot.setYRange(-0.6, n - 0.4, padding=0)
        self._set_axis_ticks()

    def _label_axis(self) -> None:
        if self.fixed_scale:
            text = translate("ProbabilityBars", GHOST_NOTE if self._ghosts_drawn else AXIS_LABEL)
            plot_style.label_axis(self.plot, "bottom", text)
            self._place_zoom_button()

    def _set_axis_ticks(self) -> None:
        """25/50/75/100 % where they fit side by side; in a narrow chart (three side by side at projector
        zoom) every other one, or 100 % alone.  Zoomed in, the axis picks its own."""
        if not self.fixed_scale:
            return
        bottom = self.plot.getPlotItem().getAxis("bottom")
        bottom.enableAutoSIPrefix(False)  # percentages, never "(x0.001)"
        if self.zoomed:
            bottom.setTicks([zoomed_ticks(max(self._values, default=0.0))])
            return
        metrics = QFontMetrics(self._chart_font())
        room = self.plot.getPlotItem().vb.width() / VALUE_ROOM / 4  # pixels between two 25 % marks
        needed = metrics.horizontalAdvance("100%") + metrics.height()
        step = 1 if needed <= room else 2 if needed <= 2 * room else 4
        bottom.setTicks([[tick for k, tick in enumerate(AXIS_TICKS, start=1) if k % step == 0], []])

    def _draw_ghost(self, plot, colours) -> None:
        """The values before the change as dashed outlines (the axis label says so)."""
        style = plot_style.style()
        rows = [(i, g) for i, g in enumerate(self._ghost) if g is not None]
        outline = pg.mkPen(colours.text, width=style.pen_width(1.5), style=Qt.PenStyle.DashLine)
        ghost = pg.BarGraphItem(
            x0=0, y=[i for i, _ in rows], height=0.82, width=[g for _, g in rows], brush=None, pen=outline
        )
        ghost.setZValue(1)  # over the filled bars: a shrunk bar still shows where it reached
        plot.addItem(ghost)
        self._items.append(ghost)

    def _chart_font(self) -> QFont:
        return plot_style.style().font()

    def apply_style(self) -> None:
        """Fonts, pens and colours from the shared chart style (zoom and theme)."""
        style = plot_style.style()
        plot_style.style_plot(self.plot)
        self._cutoff_line.setPen(
            pg.mkPen(style.colours.muted, width=style.pen_width(2), style=Qt.PenStyle.DashLine)
        )
        self._redraw()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._place_zoom_button()
        self._set_axis_ticks()

    def _place_zoom_button(self) -> None:
        """In the bottom right corner of the bars' own area, beside the shortest bars (the best are at the
        top): never over a bar's value, nor the axis and its label.  Placed again whenever that area changes
        (``sigResized``), since the axis grows after the widget has its size when the fonts step up."""
        hint = self.zoom_button.sizeHint()
        box = self.plot.getPlotItem().vb
        area = self.plot.mapFromScene(box.sceneBoundingRect()).boundingRect()
        x = min(area.right(), self.plot.width()) - hint.width() - 4
        y = min(area.bottom(), self.plot.height()) - hint.height() - 4
        self.zoom_button.setGeometry(max(0, x), max(0, y), hint.width(), hint.height())

    # --- interaction ---------------------------------------------------------------------------------------
    def _on_click(self, event) -> None:
        if not self._labels:
            return
        point = self.plot.getPlotItem().vb.mapSceneToView(event.scenePos())
        index = round(point.y())
        if 0 <= index < len(self._labels):
            self.bar_clicked.emit(index)
