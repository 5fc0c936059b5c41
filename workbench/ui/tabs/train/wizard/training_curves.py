"""Live training curves: the loss (training loss at every step, validation loss at every check) and the
validation accuracy (or a family's own figure, such as a score predictor's mean error: ``set_figures``),
against the epoch, for one run or several overlaid (a baseline, an experiment, runs picked from the history).

Epochs rather than steps on the x axis, so that runs on 100 and on 1,000 examples can be compared.  Colours
are from the Okabe-Ito palette; the legend is a line of text under the plots (named runs, not colours
alone) so that it never covers a curve.  Fonts, pens and colours come from ``plot_style``, so zooming
the app or switching theme restyles the plots; right-click exports them or their numbers.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from workbench.core.words import translate
from workbench.ui import plot_style
from workbench.ui.widgets.view_export import attach_export

PALETTE = plot_style.OKABE_ITO


def share_axis() -> str:
    """The y axis of a curve that is a share from 0 to 1 (accuracy, F1, ...)."""
    return translate("TrainingCurves", "share correct")


@dataclass
class _Series:
    label: str
    index: int  # which palette colour
    steps: list[tuple[float, float]] = field(default_factory=list)  # (epoch, training loss)
    evals: list[tuple[float, float, float]] = field(default_factory=list)  # (epoch, val loss, accuracy)
    items: list[pg.PlotDataItem] = field(default_factory=list)  # train loss, val loss, accuracy


class TrainingCurves(QWidget):
    def __init__(self, parent: QWidget | None = None, accuracy_title: str = "") -> None:
        """``accuracy_title``: the curve beside the loss, translated ("" for validation accuracy)."""
        super().__init__(parent)
        self.setObjectName("trainingCurves")
        self._series: dict[str, _Series] = {}
        self._epochs: float | None = None
        self.loss_plot = self._plot(
            translate("TrainingCurves", "Loss (lower is better)"), translate("TrainingCurves", "loss")
        )
        self.accuracy_plot = self._plot(
            accuracy_title or translate("TrainingCurves", "Validation accuracy"), share_axis()
        )
        self.score_column = "validation accuracy"  # what the exported numbers call the curve beside the loss
        self._draw_share(True)
        self.legend = QLabel("")
        self.legend.setObjectName("curvesLegend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        plots = QHBoxLayout()
        plots.addWidget(self.loss_plot, 1)
        plots.addWidget(self.accuracy_plot, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(plots, 1)
        layout.addWidget(self.legend)
        # Grow into the room there is; the plots' own size hint (600 x 480) would push pages into scrolling.
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        plot_style.attach(self)
        attach_export(self, "training-curves", rows=self.csv_rows)

    @staticmethod
    def _plot(title: str, y_label: str) -> pg.PlotWidget:
        plot = pg.PlotWidget()
        plot.setMenuEnabled(False)
        plot.showGrid(x=True, y=True, alpha=0.2)
        plot.setProperty("plotTitle", title)
        plot.setProperty("yLabel", y_label)
        plot.setMinimumSize(160, 140)
        for side in ("bottom", "left"):
            plot.getPlotItem().getAxis(side).enableAutoSIPrefix(False)  # "loss (x0.001)" helps nobody
        return plot

    # --- data ----------------------------------------------------------------------------------------------
    def clear(self) -> None:
        self.loss_plot.clear()
        self.accuracy_plot.clear()
        self._series.clear()
        self._epochs = None
        for plot in (self.loss_plot, self.accuracy_plot):
            plot.getPlotItem().enableAutoRange(axis="x", enable=True)
        self._update_legend()

    def set_epochs(self, epochs: float) -> None:
        """Show the x axis from 0 to ``epochs`` (the whole run), so a live curve grows into known room."""
        self._epochs = max(self._epochs or 0.0, float(epochs))
        for plot in (self.loss_plot, self.accuracy_plot):
            plot.setXRange(0, self._epochs, padding=0.02)

    def set_accuracy_title(self, title: str) -> None:
        """The curve beside the loss is a share from 0 to 1 (accuracy, F1, ...) called ``title``."""
        self.set_score_axis(title, share_axis(), "validation accuracy", share=True)

    def set_figures(self, figures: Any) -> None:
        """The curve beside the loss is a family's own figure (``registry.Figures``: a score predictor's mean
        error), drawn to fit the values rather than from 0 to 1."""
        title, axis = translate("Figures", figures.title), translate("Figures", figures.axis)
        self.set_score_axis(title, axis, f"validation {figures.curve}", share=False)

    def set_score_axis(self, title: str, axis: str, column: str, share: bool) -> None:
        """The curve beside the loss: its ``title``, its y ``axis`` in words, what its exported numbers are
        called (``column``), and whether it is a share (drawn from 0 to 1) or fits its values."""
        self.accuracy_plot.setProperty("plotTitle", title)
        self.accuracy_plot.setProperty("yLabel", axis)
        self.score_column = column
        self._draw_share(share)
        self.apply_style()

    def _draw_share(self, share: bool) -> None:
        """A share is drawn from 0 to 1; any other figure's axis fits its values."""
        view = self.accuracy_plot.getPlotItem().getViewBox()
        if share:
            view.setLimits(yMin=-0.02, yMax=1.05)
            self.accuracy_plot.setYRange(0, 1.02, padding=0)
        else:
            view.setLimits(yMin=None, yMax=None)
            view.enableAutoRange(axis="y", enable=True)

    def add_run(self, key: str, label: str) -> None:
        """A new run, drawn in the next colour of the palette; its curves fill as data arrive."""
        if key in self._series:
            return
        series = _Series(label, len(self._series))
        series.items = [
            self.loss_plot.plot([], []),
            self.loss_plot.plot([], []),
            self.accuracy_plot.plot([], []),
        ]
        self._series[key] = series
        self._style_series(series)
        self._update_legend()

    def _style_series(self, series: _Series) -> None:
        """Pens and dots for one run, at the current zoom and theme."""
        style = plot_style.style()
        colour = style.colours.series(series.index)
        dots = {"symbol": "o", "symbolSize": style.pen_width(7), "symbolBrush": colour, "symbolPen": None}
        train, val, accuracy = series.items
        train.setPen(pg.mkPen(colour, width=style.pen_width(1.5)))
        val.setPen(pg.mkPen(colour, width=style.pen_width(2.5), style=Qt.PenStyle.DashLine))
        accuracy.setPen(pg.mkPen(colour, width=style.pen_width(2.5)))
        for item in (val, accuracy):
            item.setSymbol(dots["symbol"])
            item.setSymbolSize(dots["symbolSize"])
            item.setSymbolBrush(dots["symbolBrush"])
            item.setSymbolPen(dots["symbolPen"])

    def add_step(self, key: str, epoch: float, loss: float) -> None:
        series = self._series[key]
        series.steps.append((epoch, loss))
        series.items[0].setData([x for x, _ in series.steps], [y for _, y in series.steps])

    def add_evaluation(self, key: str, epoch: float, loss: float, accuracy: float) -> None:
        series = self._series[key]
        series.evals.append((epoch, loss, accuracy))
        xs = [e for e, _, _ in series.evals]
        series.items[1].setData(xs, [loss for _, loss, _ in series.evals])
        series.items[2].setData(xs, [acc for _, _, acc in series.evals])

    def set_run(
        self, key: str, label: str, steps: list[tuple[float, float]], evals: list[tuple[float, float, float]]
    ) -> None:
        """A whole run at once (from its metrics file)."""
        self.add_run(key, label)
        for epoch, loss in steps:
            self._series[key].steps.append((epoch, loss))
        for record in evals:
            self._series[key].evals.append(record)
        series = self._series[key]
        series.items[0].setData([x for x, _ in series.steps], [y for _, y in series.steps])
        xs = [e for e, _, _ in series.evals]
        series.items[1].setData(xs, [loss for _, loss, _ in series.evals])
        series.items[2].setData(xs, [acc for _, _, acc in series.evals])

    def _update_legend(self) -> None:
        colours = plot_style.colours()
        runs = "&nbsp;&nbsp; ".join(
            f"<span style='color:{colours.series(s.index)}; "
            f"font-weight:600'>━━</span>&nbsp;{html.escape(s.label)}"
            for s in self._series.values()
        )
        how = translate(
            "TrainingCurves",
            "thin line: training loss at each step · dashed line with dots: validation, at each check",
        )
        self.legend.setText(f"{runs}<br><span style='color:{colours.muted}'>{how}</span>" if runs else "")
        self._fit_legend()

    def keys(self) -> list[str]:
        return list(self._series)

    def steps(self, key: str) -> list[tuple[float, float]]:
        return list(self._series[key].steps)

    def evaluations(self, key: str) -> list[tuple[float, float, float]]:
        return list(self._series[key].evals)

    def csv_rows(self) -> list[list[str]]:
        """One row per point drawn: the run, the epoch, and the training loss or the validation scores."""
        rows = [["run", "epoch", "training loss", "validation loss", self.score_column]]
        for series in self._series.values():
            rows += [[series.label, f"{e:.6g}", f"{loss:.6g}", "", ""] for e, loss in series.steps]
            rows += [
                [series.label, f"{e:.6g}", "", f"{loss:.6g}", f"{acc:.6g}"] for e, loss, acc in series.evals
            ]
        return rows

    def hasHeightForWidth(self) -> bool:
        # The wrapped legend would otherwise make a scrolling page ask for the plots' full preferred height;
        # the legend's height is kept right by hand instead (``_fit_legend``).
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_legend()

    def _fit_legend(self) -> None:
        """Room for the wrapped legend, and a minimum height that grows with the font (a size policy that
        ignores the size hint also ignores the minimum size hint, so it is set here)."""
        height = plot_style.wrapped_height(self.legend, max(self.width(), 1)) if self.legend.text() else 0
        minimum = self.fontMetrics().height() * 7 + height  # the plots still read at a projector's zoom
        if self.legend.minimumHeight() != height or self.minimumHeight() != minimum:
            self.legend.setFixedHeight(height)
            self.setMinimumHeight(minimum)

    # --- style -------------------------------------------------------------------------------------------
    def apply_style(self) -> None:
        """Fonts, pens and colours from the shared chart style (zoom and theme)."""
        for plot in (self.loss_plot, self.accuracy_plot):
            plot_style.style_plot(
                plot,
                plot.property("plotTitle"),
                {"bottom": translate("TrainingCurves", "epoch"), "left": plot.property("yLabel")},
            )
        for series in self._series.values():
            self._style_series(series)
        self._update_legend()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "legend"):
            self._fit_legend()
