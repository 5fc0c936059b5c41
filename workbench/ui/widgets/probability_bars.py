"""Horizontal probability bars: one bar per candidate, best at the top, the value written at its end.

Used for fill-in-the-blank candidates and next-token predictions.  Candidates cut off by top-k / top-p are
drawn in grey behind a dashed line, so the class sees what sampling may still choose.  Clicking a bar emits
``bar_clicked(index)``.  Colours are from the Okabe-Ito palette (safe for colour-blind viewers); fonts, pens
and the theme's colours come from ``plot_style``, so zooming the app or switching theme restyles the chart.
Right-click exports it (PNG, SVG, or the bars' numbers as CSV).
"""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics
from PySide6.QtWidgets import QVBoxLayout, QWidget

from workbench.ui import plot_style
from workbench.ui.widgets.view_export import attach_export

KEPT_COLOUR = QColor(plot_style.OKABE_ITO[0])  # Okabe-Ito blue
HIGHLIGHT_COLOUR = QColor(plot_style.OKABE_ITO[4])  # Okabe-Ito orange


class ProbabilityBars(QWidget):
    bar_clicked = Signal(int)

    def __init__(
        self, parent: QWidget | None = None, value_format: str = "{:.1%}", export_name: str = "probabilities"
    ) -> None:
        super().__init__(parent)
        self.value_format = value_format
        self._labels: list[str] = []
        self._values: list[float] = []
        self._kept: list[bool] = []
        self._notes: list[str] = []
        self._highlight: int | None = None
        self.plot = pg.PlotWidget()
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.hideAxis("bottom")  # every bar carries its value; an axis would only add clutter
        self.plot.getPlotItem().invertY(True)  # best candidate at the top
        self.plot.scene().sigMouseClicked.connect(self._on_click)
        self._cutoff_line = pg.InfiniteLine(angle=0)
        self._items: list[pg.GraphicsObject] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        plot_style.attach(self)
        attach_export(self, export_name, rows=self.csv_rows)

    # --- data ----------------------------------------------------------------------------------------------
    def set_bars(
        self,
        labels: Sequence[str],
        values: Sequence[float],
        kept: Sequence[bool] | None = None,
        notes: Sequence[str] | None = None,
        highlight: int | None = None,
    ) -> None:
        """Show one bar per label.  ``kept`` marks candidates that survive top-k/top-p (default: all);
        ``notes`` adds text after the value (e.g. the logit); ``highlight`` colours one bar."""
        self._labels = list(labels)
        self._values = [float(v) for v in values]
        self._kept = list(kept) if kept is not None else [True] * len(self._labels)
        self._notes = list(notes) if notes is not None else [""] * len(self._labels)
        self._highlight = highlight
        self._redraw()

    def clear(self) -> None:
        self.set_bars([], [])

    @property
    def labels(self) -> list[str]:
        return list(self._labels)

    @property
    def values(self) -> list[float]:
        return list(self._values)

    @property
    def kept(self) -> list[bool]:
        return list(self._kept)

    def csv_rows(self) -> list[list[str]]:
        rows = [["label", "probability", "kept by top-k/top-p", "note"]]
        for label, value, kept, note in zip(self._labels, self._values, self._kept, self._notes, strict=True):
            rows.append([label, f"{value:.6g}", "yes" if kept else "no", note])
        return rows

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
        top = max(self._values) if self._values else 1.0
        font = self._chart_font()
        for i, value in enumerate(self._values):
            text = self.value_format.format(value) + (f"  {self._notes[i]}" if self._notes[i] else "")
            label = pg.TextItem(text, color=colours.text, anchor=(0, 0.5))
            label.setFont(font)
            label.setPos(value + top * 0.01, i)
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
        # The longest bar takes about 60% of the width, leaving room for its value even at projector zoom.
        plot.setXRange(0, top * 1.65 if top > 0 else 1.0, padding=0)
        plot.setYRange(-0.6, n - 0.4, padding=0)

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

    # --- interaction ---------------------------------------------------------------------------------------
    def _on_click(self, event) -> None:
        if not self._labels:
            return
        point = self.plot.getPlotItem().vb.mapSceneToView(event.scenePos())
        index = round(point.y())
        if 0 <= index < len(self._labels):
            self.bar_clicked.emit(index)
