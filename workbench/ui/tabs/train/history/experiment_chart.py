"""The experiment's chart: check-set accuracy against the number of training examples, pre-trained and from
scratch, each point the mean of the seeds with a bar from the lowest to the highest run.

The sizes sit at even steps along the x axis (100 and 1,000 side by side, not a decade apart), labelled with
the sizes actually trained; the y axis is fixed at 0-100 % so two experiments can be compared by eye.
Right-click exports the chart (with the model and the seeds above it) or its points as CSV.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui import plot_style
from workbench.ui.widgets.slide import ExportContext
from workbench.ui.widgets.view_export import attach_export

# key, label, palette index
ARM_STYLE = (
    ("pretrained", QT_TRANSLATE_NOOP("ExperimentChart", "pre-trained"), 0),
    ("scratch", QT_TRANSLATE_NOOP("ExperimentChart", "from scratch"), 1),
)


def arm_words(arm: str) -> str:
    """An arm of the experiment (``experiment.ARM_NAMES``: "head only") in the window's language."""
    from workbench.core.training.runs.experiment import ARM_NAMES

    return translate("ExperimentResult", ARM_NAMES[arm])


class ExperimentChart(QWidget):
    """The size experiment's chart; the prompting experiment's (``prompting_chart``) reads its rows and arms
    through the class attributes and the few methods it overrides."""

    arms = ARM_STYLE
    middle = "mean"  # what a point is: the seeds' mean (or, for ways of fine-tuning, their median)
    x_title = QT_TRANSLATE_NOOP("ExperimentChart", "training examples")
    title = "Experiment: pre-trained against from scratch, by the number of training examples"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("experimentChart")
        self.result: Any = None  # ExperimentResult (possibly partial)
        self.plot = pg.PlotWidget()
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.showGrid(x=False, y=True, alpha=0.2)
        self.plot.setMinimumSize(200, 160)
        for side in ("left", "bottom"):  # one size spans -0.5 to 0.5: no "(x0.001)" after "training examples"
            self.plot.getPlotItem().getAxis(side).enableAutoSIPrefix(False)
        self.plot.setYRange(-3, 103, padding=0)
        self.legend = QLabel("")
        self.legend.setObjectName("experimentLegend")
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.legend)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        plot_style.attach(self)
        attach_export(self, "experiment", rows=self.csv_rows, context=self.export_context)

    def show_result(self, result: Any) -> None:
        self.result = result
        if getattr(result, "compares_methods", False):  # ways of fine-tuning: one line each, their medians
            self.arms = tuple((arm, arm_words(arm), i) for i, arm in enumerate(result.arms))
            self.middle = "median"
            self.title = "Experiment: ways of fine-tuning, by the number of training examples"
        elif self.arms is not type(self).arms:
            del self.arms, self.middle, self.title  # back to the class's own
        self._draw()

    def clear(self) -> None:
        self.result = None
        self._draw()

    def rows(self) -> list[tuple[int, Any]]:
        """(x value, the result's row for it): the sizes trained, in order."""
        return [(size.examples, size) for size in self.result.sizes] if self.result is not None else []

    def points(self, arm: str) -> list[tuple[int, float, float, float]]:
        """(examples, mean or median, lowest, highest) in percent, for each size where ``arm`` has runs."""
        out = []
        for x, row in self.rows():
            summary = row.arm(arm) if callable(getattr(row, "arm", None)) else getattr(row, arm)
            if summary is not None and summary.mean is not None:
                middle = getattr(summary, self.middle)
                out.append((x, middle * 100, summary.low * 100, summary.high * 100))
        return out

    def csv_rows(self) -> list[list[str]]:
        """One row per point drawn: the number of examples, the arm, the mean and the range, in percent."""
        rows = [[self.x_title, "model", f"{self.middle} accuracy (%)", "lowest (%)", "highest (%)"]]
        for key, label, _index in self.arms:
            rows += [
                [str(n), label, f"{m:.4g}", f"{lo:.4g}", f"{hi:.4g}"] for n, m, lo, hi in self.points(key)
            ]
        return rows

    def export_context(self) -> ExportContext:
        title = self.title
        if self.result is None:
            return ExportContext(title)
        r = self.result
        return ExportContext(
            title, details={"model": r.model, "seeds per size": r.seeds, "checking texts": r.check_examples}
        )

    def apply_style(self) -> None:
        plot_style.style_plot(
            self.plot,
            translate("ExperimentChart", "Accuracy on the check set"),
            {
                "left": translate("ExperimentChart", "share correct (%)"),
                "bottom": translate(type(self).__name__, self.x_title),
            },
        )
        self._draw()

    def _draw(self) -> None:
        style = plot_style.style()
        self.plot.clear()
        sizes = [x for x, _row in self.rows()]
        axis = self.plot.getPlotItem().getAxis("bottom")
        axis.setTicks([[(i, number(n, ",")) for i, n in enumerate(sizes)]])
        self.plot.setXRange(-0.5, max(0.5, len(sizes) - 0.5), padding=0)
        self.plot.setYRange(-3, 103, padding=0)
        legend = self.draw_extra(style)
        for place, (key, label, index) in enumerate(self.arms):
            colour = style.colours.series(index)
            points = self.points(key)
            if not points:
                continue
            shift = (place - (len(self.arms) - 1) / 2) * 0.12  # side by side: two arms at -0.06 and 0.06
            xs = [sizes.index(n) + shift for n, *_ in points]
            means = [m for _, m, _, _ in points]
            self.plot.addItem(
                pg.ErrorBarItem(
                    x=np.array(xs),
                    y=np.array(means),
                    top=np.array([hi - m for _, m, _, hi in points]),
                    bottom=np.array([m - lo for _, m, lo, _ in points]),
                    beam=0.08,
                    pen=pg.mkPen(colour, width=style.pen_width(2)),
                )
            )
            self.plot.plot(
                xs,
                means,
                pen=pg.mkPen(colour, width=style.pen_width(2.5)),
                symbol="osdt"[index % 4],
                symbolSize=style.pen_width(10),
                symbolBrush=colour,
                symbolPen=None,
            )
            shown = translate(type(self).__name__, label) if self.arms is type(self).arms else label
            legend.append(f"<span style='color:{colour}'>■</span> {shown}")
        if legend:
            legend.append(
                translate("ExperimentChart", "points: median of the seeds; bars: lowest to highest run")
                if self.middle == "median"
                else translate("ExperimentChart", "points: mean of the seeds; bars: lowest to highest run")
            )
        self.legend.setText(" &nbsp; ".join(legend))

    def draw_extra(self, style: Any) -> list[str]:
        """Anything drawn under the points, with its legend entries (nothing here)."""
        return []
