"""Cosine similarity of a word's vectors between two of its uses, layer by layer: one line per pair.

Lines take the Okabe-Ito colours and, past the eighth, dash styles as well, so no pair depends on colour
alone; the legend is text under the plot naming each pair by its sentence numbers.  Fonts follow the
application font, so zooming the app zooms the plot.
"""

from __future__ import annotations

import html

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QFont, QResizeEvent
from PySide6.QtWidgets import QApplication, QLabel, QSizePolicy, QVBoxLayout, QWidget

from workbench.ui.widgets.training_curves import PALETTE

TEXT_COLOUR = QColor("#202020")
STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)


class SimilarityPlot(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("similarityPlot")
        self.plot = pg.PlotWidget(background="w")
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.plot.setMinimumSize(200, 160)
        for side in ("bottom", "left"):
            self.plot.getPlotItem().getAxis(side).enableAutoSIPrefix(False)
        self.legend = QLabel("")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.legend)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.result = None
        self._lines: list[tuple[str, list[float]]] = []
        self._apply_fonts()
        self._fit_legend()

    def set_result(self, result) -> None:
        """Draw a ``WordInContexts`` (workbench.core.explore.embeddings_compare), or clear with None."""
        self.result = result
        self.plot.clear()
        self._lines = []
        if result is None:
            self.legend.setText("")
            return
        xs = list(range(len(result.layer_labels)))
        entries = []
        for index in range(len(result.pairs)):
            colour = PALETTE[index % len(PALETTE)]
            style = STYLES[(index // len(PALETTE)) % len(STYLES)]
            ys = [float(v) for v in result.similarities[index]]
            self.plot.plot(xs, ys, pen=pg.mkPen(colour, width=3, style=style), symbol="o", symbolSize=7,
                           symbolBrush=colour, symbolPen=None)  # fmt: skip
            label = result.pair_label(index)
            self._lines.append((label, ys))
            entries.append(
                f"<span style='color:{colour}; font-weight:700'>━━</span>&nbsp;{html.escape(label)} "
                f"<span style='color:#555555'>({ys[-1]:.2f} at the top)</span>"
            )
        ticks = [(i, "emb." if i == 0 else str(i)) for i in xs]
        self.plot.getPlotItem().getAxis("bottom").setTicks([ticks])
        low = min(min(ys) for _, ys in self._lines)
        self.plot.setYRange(max(-1.0, low - 0.05), 1.02, padding=0)
        self.plot.setXRange(-0.3, xs[-1] + 0.3, padding=0)
        self.legend.setText("&nbsp;&nbsp; ".join(entries))
        self._fit_legend()

    def hasHeightForWidth(self) -> bool:
        # A wrapped legend would make the scrolling page ask for the plot's full preferred height; the
        # legend's height is kept right by hand instead (as in TrainingCurves).
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_legend()

    def _fit_legend(self) -> None:
        height = max(self.legend.heightForWidth(max(self.width(), 1)), 0) if self.legend.text() else 0
        minimum = self.fontMetrics().height() * 16 + height
        if self.legend.minimumHeight() != height or self.minimumHeight() != minimum:
            self.legend.setFixedHeight(height)
            self.setMinimumHeight(minimum)

    def lines(self) -> list[tuple[str, list[float]]]:
        """(pair label, similarity at each layer) for each line drawn."""
        return list(self._lines)

    def _apply_fonts(self) -> None:
        font = QFont(QApplication.font())
        size = f"{font.pointSizeF():.1f}pt"
        item = self.plot.getPlotItem()
        item.setLabel(
            "bottom", "layer (emb. = the input embeddings)", color=TEXT_COLOUR.name(), **{"font-size": size}
        )
        item.setLabel("left", "cosine similarity", color=TEXT_COLOUR.name(), **{"font-size": size})
        for side in ("bottom", "left"):
            axis = item.getAxis(side)
            axis.setStyle(tickFont=font)
            axis.setTextPen(pg.mkPen(TEXT_COLOUR))
            axis.setPen(pg.mkPen("#808080"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "legend"):
            self._apply_fonts()
            self._fit_legend()
