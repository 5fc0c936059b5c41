"""Cosine similarity of a word's vectors between two of its uses, layer by layer: one line per pair.

Lines take the Okabe-Ito colours and, past the eighth, dash styles as well, so no pair depends on colour
alone; the legend is text under the plot naming each pair by its sentence numbers, with its similarity at the
top layer.  Fonts, pens and colours come from ``plot_style`` (zoom and theme); right-click exports the plot or
its numbers.
"""

from __future__ import annotations

import html

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from workbench.core.words import number, translate
from workbench.ui import plot_style
from workbench.ui.widgets.view_export import attach_export

STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)


def unbroken(pair: str) -> str:
    """ "1 – 2" that a wrapped line never splits (a line may otherwise break after the dash)."""
    return pair.replace(" – ", "\u00a0–\u2060\u00a0")


class SimilarityPlot(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("similarityPlot")
        self.plot = pg.PlotWidget()
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.plot.setMinimumSize(200, 160)
        for side in ("bottom", "left"):
            self.plot.getPlotItem().getAxis(side).enableAutoSIPrefix(False)
        self.legend = QLabel("")
        self.legend.setObjectName("similarityLegend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.legend)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.result = None
        self._lines: list[tuple[str, list[float]]] = []
        plot_style.attach(self)
        attach_export(self, "similarity", rows=self.csv_rows)

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
        chart = plot_style.style()
        muted = chart.colours.muted
        for index in range(len(result.pairs)):
            colour = chart.colours.series(index)
            style = STYLES[(index // len(plot_style.OKABE_ITO)) % len(STYLES)]
            ys = [float(v) for v in result.similarities[index]]
            self.plot.plot(
                xs,
                ys,
                pen=pg.mkPen(colour, width=chart.pen_width(3), style=style),
                symbol="o",
                symbolSize=chart.pen_width(7),
                symbolBrush=colour,
                symbolPen=None,
            )
            label = result.pair_label(index)
            self._lines.append((label, ys))
            entries.append(  # one entry never breaks across lines
                f"<span style='color:{colour}; font-weight:700'>━━</span>&nbsp;"
                f"{html.escape(unbroken(label))}:&nbsp;{number(ys[-1], '.2f')}"
            )
        ticks = [(i, translate("SimilarityPlot", "emb.") if i == 0 else str(i)) for i in xs]
        self.plot.getPlotItem().getAxis("bottom").setTicks([ticks])
        low = min(min(ys) for _, ys in self._lines)
        self.plot.setYRange(max(-1.0, low - 0.05), 1.02, padding=0)
        self.plot.setXRange(-0.3, xs[-1] + 0.3, padding=0)
        top = translate("SimilarityPlot", "At the top layer:")
        self.legend.setText(f"<span style='color:{muted}'>{top}</span> " + "&nbsp;&nbsp; ".join(entries))
        self._fit_legend()

    def hasHeightForWidth(self) -> bool:
        # A wrapped legend would make the scrolling page ask for the plot's full preferred height; the
        # legend's height is kept right by hand instead (as in TrainingCurves).
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_legend()

    def _fit_legend(self) -> None:
        height = plot_style.wrapped_height(self.legend, max(self.width(), 1)) if self.legend.text() else 0
        minimum = self.fontMetrics().height() * 8 + height  # short enough for a projector's zoom
        if self.legend.minimumHeight() != height or self.minimumHeight() != minimum:
            self.legend.setFixedHeight(height)
            self.setMinimumHeight(minimum)

    def lines(self) -> list[tuple[str, list[float]]]:
        """(pair label, similarity at each layer) for each line drawn."""
        return list(self._lines)

    def csv_rows(self) -> list[list[str]]:
        if self.result is None:
            return [["pair"]]
        header = [
            "pair",
            *[("embeddings" if i == 0 else f"layer {i}") for i in range(len(self._lines[0][1]))],
        ]
        return [header, *[[label, *[f"{y:.6g}" for y in ys]] for label, ys in self._lines]]

    def apply_style(self) -> None:
        """Fonts, pens and colours from the shared chart style (zoom and theme); the lines are redrawn."""
        plot_style.style_plot(
            self.plot,
            labels={
                "bottom": (
                    translate("SimilarityPlot", "layer (emb. = the input embeddings)"),
                    translate("SimilarityPlot", "layer"),
                ),
                "left": (
                    translate("SimilarityPlot", "cosine similarity"),
                    translate("SimilarityPlot", "similarity"),
                    translate("SimilarityPlot", "cos"),
                ),
            },
        )
        if self.result is not None:
            self.set_result(self.result)
        self._fit_legend()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "legend"):
            self._fit_legend()
