"""The Attention tab's before-and-after view: a training run's model next to the model it started from, on the
same sentence.  Two heatmaps side by side, each titled with its model, driven by one layer and head picker;
beside them a bar per layer of how much the attention changed (the chosen layer's bar stands out); below them,
for a left-to-right language model, what each layer of each model would predict next.  A view only: the tab's
``RunComparison`` (workbench/ui/tabs/attention/runs.py) does the work and fills it.
"""

from __future__ import annotations

import html

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui import plot_style
from workbench.ui.help_texts import HelpTexts
from workbench.ui.presentation import mark_secondary, mark_secondary_columns
from workbench.ui.tabs.attention.logit_lens_table import LogitLensTable
from workbench.ui.tabs.attention.panels import LayerHeadPicker, wrapped_label
from workbench.ui.tabs.attention.text_column import TextColumn
from workbench.ui.widgets.attention_heatmap import AttentionHeatmap
from workbench.ui.widgets.slide import leave_off_slides
from workbench.ui.widgets.view_export import attach_export

SIDES = ("before", "after")
COLUMN_LINES = 11  # the change figure's column, in text lines: the heatmaps keep the rest of the width
EXPLAIN = QT_TRANSLATE_NOOP(
    "BeforeAfterPanel",
    "The same sentence read by the model a training run started from (before) and by the run's model "
    "(after), at the same layer and head. The bars say how far the weights moved in each layer: the mean "
    "of |after − before| over the cells a token can look at (a row still adds up to 1 on both sides).",
)


class AttentionChangePlot(QWidget):
    """One bar per layer, the mean absolute change of the chosen head's weights (or of all heads').  The layer
    numbers stand under the bars without an axis title (the heading says "layer by layer"): a title there was
    squeezed out at a projector's zoom."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("attentionChangePlot")
        self.plot = pg.PlotWidget()
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.showGrid(y=True, alpha=0.25)
        for side in ("bottom", "left"):
            self.plot.getPlotItem().getAxis(side).enableAutoSIPrefix(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot, 1)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.change, self.layer, self.head = None, 0, None
        self.heights = np.zeros(0)
        self._fit()
        plot_style.attach(self)
        self.exporter = attach_export(self, "attention-change", rows=self.csv_rows)

    def set_change(self, change, layer: int = 0, head: int | None = None) -> None:
        """Draw an ``AttentionChange`` (workbench.core.explore.attention_change) for ``head`` (None: all)
        with ``layer``'s bar highlighted, or clear with None."""
        self.change, self.layer, self.head = change, layer, head
        self.apply_style()

    def apply_style(self) -> None:
        """Fonts and colours from the shared chart style (zoom and theme); the bars are drawn again."""
        what = (
            translate("AttentionChangePlot", "all heads")
            if self.head is None
            else translate("AttentionChangePlot", "head {number}").format(number=self.head + 1)
        )
        long = translate("AttentionChangePlot", "mean |after − before|, {heads}").format(heads=what)
        plot_style.style_plot(
            self.plot,
            labels={
                "left": (
                    long,
                    translate("AttentionChangePlot", "mean |change|"),
                    translate("AttentionChangePlot", "change"),
                )
            },
        )
        self._fit()
        self.plot.clear()
        change, layer = self.change, self.layer
        if change is None:
            self.heights = np.zeros(0)
            return
        self.heights = change.per_layer(self.head)
        chart = plot_style.style()
        xs = np.arange(1, change.layers + 1)
        colours = [chart.colours.series(1 if i == layer else 0) for i in range(change.layers)]
        self.plot.addItem(pg.BarGraphItem(x=xs, height=self.heights, width=0.7, brushes=colours, pen=None))
        top = float(self.heights.max()) if self.heights.size else 0.0
        self.plot.setYRange(0, top * 1.1 if top > 0 else 1e-3, padding=0)
        self.plot.setXRange(0.4, change.layers + 0.6, padding=0)
        self.plot.getPlotItem().getAxis("bottom").setTicks([[(int(x), str(int(x))) for x in xs]])

    def _fit(self) -> None:
        self.setMinimumHeight(self.fontMetrics().height() * 11)  # room for the axis titles when zoomed

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()

    def csv_rows(self) -> list[list[str]]:
        from workbench.core.explore.attention_change import change_rows

        return change_rows(self.change) if self.change is not None else [["layer"]]


class BeforeAfterPanel(QWidget):
    help: HelpTexts = {
        "run": (
            QT_TRANSLATE_NOOP("Help", "The training run to show beside the model it started from."),
            QT_TRANSLATE_NOOP(
                "Help",
                "Runs with a kept model are listed, newest first. The model it started from is named in the "
                "run's settings; a LoRA run is shown with its adapter merged into that model.",
            ),
        ),
        "refresh": (
            QT_TRANSLATE_NOOP("Help", "Read the list of training runs again (after a run has finished)."),
            QT_TRANSLATE_NOOP(
                "Help", "Runs made in the Fine-tuning tab or with `workbench train` appear here."
            ),
        ),
        "change_plot": (
            QT_TRANSLATE_NOOP("Help", "How much the attention changed in each layer. Right-click to export."),
            QT_TRANSLATE_NOOP(
                "Help",
                "Each bar: the mean absolute difference of the weights, after minus before, for the "
                "chosen head (or all heads). The chosen layer's bar is orange; 0 means unchanged.",
            ),
        ),
        "lenses[before]": (
            QT_TRANSLATE_NOOP(
                "Help",
                "What each layer of the starting model would predict next. Right-click to save as CSV.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "The logit lens of the model before fine-tuning: compare it row by "
                "row with the table beside it.",
            ),
        ),
        "lenses[after]": (
            QT_TRANSLATE_NOOP(
                "Help", "What each layer of the run's model would predict next. Right-click to save as CSV."
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "The logit lens of the fine-tuned model: the rows where it differs "
                "from the starting model are "
                "where fine-tuning changed what the layers lean towards.",
            ),
        ),
    }

    def __init__(self) -> None:
        super().__init__()
        self.run = QComboBox()
        self.run.setObjectName("attentionRun")
        self.run.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.run.setMinimumContentsLength(16)
        self.refresh = QPushButton(translate("BeforeAfterPanel", "Refresh"))
        self.status = wrapped_label("", "beforeAfterStatus")
        self.picker = LayerHeadPicker()
        controls = QHBoxLayout()
        controls.addWidget(QLabel(translate("BeforeAfterPanel", "Run:")))
        controls.addWidget(self.run)
        controls.addWidget(self.refresh)
        controls.addSpacing(self.fontMetrics().height())
        controls.addWidget(self.picker)
        controls.addWidget(self.status, 1)
        self.controls = leave_off_slides(QWidget())
        self.controls.setLayout(controls)
        controls.setContentsMargins(0, 0, 0, 0)

        self.charts = QWidget()  # what a slide shows: the titles, both heatmaps and the change
        both = QWidget()
        grid = QGridLayout(both)
        grid.setContentsMargins(0, 0, 0, 0)
        self.titles, self.heatmaps, self.lens_titles, self.lenses = {}, {}, {}, {}
        names = {
            "before": translate("BeforeAfterPanel", "before"),
            "after": translate("BeforeAfterPanel", "after"),
        }
        for column, side in enumerate(SIDES):
            self.titles[side] = wrapped_label(f"<b>{names[side]}:</b> …", f"{side}Title")
            self.heatmaps[side] = AttentionHeatmap(
                translate("BeforeAfterPanel", "Choose a run…"), show_model=False, every_label=False
            )
            grid.addWidget(self.titles[side], 0, column)
            grid.addWidget(self.heatmaps[side], 1, column)
            grid.setColumnStretch(column, 1)
        grid.setRowStretch(1, 1)
        self.change_plot = AttentionChangePlot()
        self.change_text = wrapped_label("", "attentionChangeText")
        self.hover = leave_off_slides(wrapped_label("", "beforeAfterHover"))
        self.hover.setVisible(False)  # shown while the pointer is on a cell: an empty label would take a line
        for heatmap in self.heatmaps.values():
            heatmap.hovered.connect(self._show_hover)
        self.column = QWidget()
        column = QVBoxLayout(self.column)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(
            TextColumn(
                [
                    wrapped_label(
                        translate("BeforeAfterPanel", "<b>How much the attention changed, layer by layer</b>")
                    )
                ],
                COLUMN_LINES,
            )
        )
        column.addWidget(TextColumn([self.change_text, self.hover], COLUMN_LINES))  # above: the axis title
        column.addWidget(self.change_plot, 1)  # at the bottom has nothing under it to run into
        self._fit_column()
        row = QHBoxLayout(self.charts)  # the column beside the grid, not in it: its height counts in full
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(both, 1)
        row.addWidget(self.column)

        self.lens_box = QWidget()
        lens_grid = QGridLayout(self.lens_box)
        lens_grid.setContentsMargins(0, 0, 0, 0)
        lens_grid.addWidget(
            wrapped_label(
                translate("BeforeAfterPanel", "<b>Layer by layer</b>: what each layer would predict next")
            ),
            0,
            0,
            1,
            2,
        )
        for column_index, side in enumerate(SIDES):
            self.lens_titles[side] = wrapped_label("", f"{side}LensTitle")
            self.lenses[side] = mark_secondary_columns(LogitLensTable(), [3, 4])  # two must fit a projector
            self.lenses[side].setObjectName(f"{side}LogitLensTable")
            self.lenses[side].setMinimumHeight(self.fontMetrics().height() * 12)
            lens_grid.addWidget(self.lens_titles[side], 1, column_index)
            lens_grid.addWidget(self.lenses[side], 2, column_index)
        self.lens_box.setVisible(False)
        self.explain = mark_secondary(wrapped_label(translate("BeforeAfterPanel", EXPLAIN)))
        layout = QVBoxLayout(self)
        layout.addWidget(self.controls)
        layout.addWidget(self.charts, 1)
        layout.addWidget(self.lens_box)
        layout.addWidget(self.explain)

    def _show_hover(self, text: str) -> None:
        self.hover.setText(text)
        self.hover.setVisible(bool(text))

    def _fit_column(self) -> None:
        self.column.setFixedWidth(self.fontMetrics().height() * COLUMN_LINES)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "column"):
            self._fit_column()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        """The height the scrolling page asks for: its minimum (as the word-in-context panel's), so that the
        heatmaps take what is left of the page and the change figure's caption below its plot stays whole."""
        return self.minimumSizeHint().height()

    def set_titles(self, before: str, after: str) -> None:
        """``before`` and ``after`` read "before: MODEL" and "after: run NAME"; the heading shows them so."""
        for side, title in zip(SIDES, (before, after), strict=True):
            label, name = title.split(":", 1)
            self.titles[side].setText(f"<b>{html.escape(label)}:</b>{html.escape(name)}")
            self.lens_titles[side].setText(self.titles[side].text())

    def clear(self, message: str) -> None:
        """Nothing to show, and why."""
        for side in SIDES:
            self.heatmaps[side].set_view(None, message)
            self.lenses[side].set_result(None)
        self.change_plot.set_change(None)
        self.change_text.setText("")
        self.lens_box.setVisible(False)
