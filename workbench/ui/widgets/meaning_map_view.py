"""The map of meaning, before and after (``core.training.runs.meaning_map``): two scatter plots side by side,
the check texts placed by each model's sentence vectors, each point coloured by its true label and outlined
where the fine-tuned model answers wrongly; hovering a point shows its text.  Under each map its separation
(the nearest-neighbour vote), and under both the legend and how the points were made (one projection method
for both, said on the chart and on its picture).  Right-click exports the picture or the points as CSV.
"""

from __future__ import annotations

import html
from typing import Any

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui import plot_style
from workbench.ui.widgets.slide import ExportContext
from workbench.ui.widgets.view_export import attach_export

TITLES = {
    "before": QT_TRANSLATE_NOOP("MeaningMapView", "Before fine-tuning"),
    "after": QT_TRANSLATE_NOOP("MeaningMapView", "After fine-tuning"),
}
TIP_CHARACTERS = 240  # a hover shows at most this much of a text


def separation_words(side: Any, k: int) -> str:
    """The figure under a map, in words."""
    return translate(
        "MeaningMapView",
        "<b>{share}</b> of the texts have mostly their own label among their {k} nearest (on this flat map: "
        "{flat})",
    ).format(share=number(side.separation, ".0%"), k=k, flat=number(side.separation_2d, ".0%"))


def point_tip(text: str, label: str, answer: str) -> str:
    """What hovering a point shows: the text (shortened), its label, and the fine-tuned model's answer."""
    shown = text if len(text) <= TIP_CHARACTERS else text[: TIP_CHARACTERS - 1] + "…"
    verdict = (
        translate("MeaningMapView", "the fine-tuned model said {answer}").format(answer=answer)
        if answer != label
        else translate("MeaningMapView", "the fine-tuned model got it right")
    )
    return f"{shown}\n— {label}; {verdict}"


class MeaningMapView(QWidget):
    """Both maps of one ``MeaningMap``; ``show_map(None)`` empties them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("meaningMap")
        self.map: Any = None
        self.plots: dict[str, pg.PlotWidget] = {}
        self.figures: dict[str, QLabel] = {}
        self.scatters: dict[str, pg.ScatterPlotItem] = {}
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for column, which in enumerate(TITLES):
            plot = pg.PlotWidget()
            plot.setMenuEnabled(False)
            plot.setMouseEnabled(x=False, y=False)
            plot.hideButtons()
            plot.setMinimumSize(220, 200)
            figure = QLabel("")
            figure.setObjectName(f"mapSeparation_{which}")
            figure.setWordWrap(True)
            figure.setTextFormat(Qt.TextFormat.RichText)
            figure.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            layout.addWidget(plot, 0, column)
            layout.addWidget(figure, 1, column)
            self.plots[which], self.figures[which] = plot, figure
        self.legend = QLabel("")
        self.legend.setObjectName("mapLegend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.legend, 2, 0, 1, 2)
        layout.setRowStretch(0, 1)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        plot_style.attach(self)
        attach_export(self, "meaning-map", rows=self.csv_rows, context=self.export_context)

    def show_map(self, meaning_map: Any) -> None:
        self.map = meaning_map
        self._draw()

    def csv_rows(self) -> list[list[str]]:
        return self.map.csv_rows() if self.map is not None else [["model", "text", "label", "x", "y"]]

    def export_context(self) -> ExportContext:
        m = self.map
        title = "Fine-tuning: the map of meaning, before and after"
        if m is None:
            return ExportContext(title)
        from workbench.core.training.runs.meaning_map import PROJECTION, VECTOR

        return ExportContext(
            title,
            details={
                "model": m.model,
                "texts": f"{len(m.texts):,} ({m.source})",
                "sentence vector": VECTOR,
                "projection": PROJECTION,
            },
        )

    def apply_style(self) -> None:
        for which, plot in self.plots.items():
            plot_style.style_plot(
                plot,
                translate("MeaningMapView", TITLES[which]),
                {
                    "left": translate("MeaningMapView", "second direction"),
                    "bottom": translate("MeaningMapView", "first direction"),
                },
            )
            for side in ("left", "bottom"):  # directions have no units: no numbers, no "(x0.001)"
                axis = plot.getPlotItem().getAxis(side)
                axis.enableAutoSIPrefix(False)
                axis.setTicks([[], []])
        self._draw()

    def _draw(self) -> None:
        style = plot_style.style()
        m = self.map
        for which, plot in self.plots.items():
            plot.clear()
            self.figures[which].setText("")
        if m is None:
            self.legend.setText("")
            return
        from workbench.core.training.runs.meaning_map import PROJECTION, VECTOR, K

        colours = [style.colours.series(i) for i in range(len(m.label_names))]
        outline = pg.mkPen(style.colours.text, width=style.pen_width(2.5))
        size = style.pen_width(11)
        labels, wrong = np.array(m.labels), m.wrong
        tips = [
            point_tip(t, m.label_names[y], m.label_names[a])
            for t, y, a in zip(m.texts, m.labels, m.answers, strict=True)
        ]
        for side in m.sides():
            spots = [
                {
                    "pos": (float(x), float(y)),
                    "data": tips[i],
                    "brush": pg.mkBrush(colours[labels[i]]),
                    "pen": outline if wrong[i] else pg.mkPen(None),
                    "size": size * (1.2 if wrong[i] else 1.0),
                    "symbol": "o",
                }
                for i, (x, y) in enumerate(side.points)
            ]
            scatter = pg.ScatterPlotItem(hoverable=True, tip=lambda x, y, data: data)
            scatter.addPoints(spots)
            self.plots[side.which].addItem(scatter)
            self.scatters[side.which] = scatter
            self.figures[side.which].setText(separation_words(side, K))
        keys = [
            f"<span style='color:{c}'>●</span> {html.escape(n)}"
            for c, n in zip(colours, m.label_names, strict=True)
        ]
        outlined = translate("MeaningMapView", "◯ outlined: the fine-tuned model answers wrongly ({count})")
        keys.append(outlined.format(count=int(sum(wrong))))
        spread = " / ".join(number(s.explained, ".0%") for s in m.sides())
        how = translate(
            "MeaningMapView",
            "{count} texts ({source}); each point is a text's sentence vector ({vector}), projected to 2-D "
            "by {projection} (the two axes keep {spread} of the spread). Hover a point to read its text.",
        ).format(
            count=number(len(m.texts), ","),
            source=html.escape(m.source),
            vector=VECTOR,
            projection=PROJECTION,
            spread=spread,
        )
        notes = "".join(f"<br>{html.escape(n)}" for n in m.notes)
        self.legend.setText(
            " &nbsp; ".join(keys) + f"<br><span style='color:{style.colours.muted}'>{how}{notes}</span>"
        )
