"""Horizontal probability bars: one bar per candidate, best at the top, the value written at its end.

Used for fill-in-the-blank candidates and next-token predictions.  Candidates cut off by top-k / top-p are
drawn in grey behind a dashed line, so the class sees what sampling may still choose.  Clicking a bar emits
``bar_clicked(index)``.  Colours are from the Okabe-Ito palette (safe for colour-blind viewers); fonts follow
the application font, so zooming the app zooms the chart.
"""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

KEPT_COLOUR = QColor("#0072B2")  # Okabe-Ito blue
CUT_COLOUR = QColor("#B0B0B0")
HIGHLIGHT_COLOUR = QColor("#E69F00")  # Okabe-Ito orange
TEXT_COLOUR = QColor("#202020")


class ProbabilityBars(QWidget):
    bar_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None, value_format: str = "{:.1%}") -> None:
        super().__init__(parent)
        self.value_format = value_format
        self._labels: list[str] = []
        self._values: list[float] = []
        self._kept: list[bool] = []
        self._notes: list[str] = []
        self._highlight: int | None = None
        self.plot = pg.PlotWidget(background="w")
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.hideAxis("bottom")  # every bar carries its value; an axis would only add clutter
        self.plot.getPlotItem().invertY(True)  # best candidate at the top
        self.plot.scene().sigMouseClicked.connect(self._on_click)
        self._cutoff_line = pg.InfiniteLine(
            angle=0, pen=pg.mkPen("#555555", width=2, style=Qt.PenStyle.DashLine)
        )
        self._items: list[pg.GraphicsObject] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        self._apply_fonts()

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
        brushes = []
        for i in range(n):
            colour = (
                HIGHLIGHT_COLOUR if i == self._highlight else KEPT_COLOUR if self._kept[i] else CUT_COLOUR
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
            label = pg.TextItem(text, color=TEXT_COLOUR, anchor=(0, 0.5))
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
        return QFont(QApplication.font())

    def _apply_fonts(self) -> None:
        font = self._chart_font()
        axis = self.plot.getAxis("left")
        axis.setStyle(tickFont=font)
        axis.setTextPen(pg.mkPen(TEXT_COLOUR))
        self._redraw()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._apply_fonts()

    # --- interaction ---------------------------------------------------------------------------------------
    def _on_click(self, event) -> None:
        if not self._labels:
            return
        point = self.plot.getPlotItem().vb.mapSceneToView(event.scenePos())
        index = round(point.y())
        if 0 <= index < len(self._labels):
            self.bar_clicked.emit(index)
