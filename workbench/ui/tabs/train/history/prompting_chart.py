"""The prompting experiment's chart: check-set accuracy against k, the number of examples, for prompting (k
examples in the prompt, no training) and fine-tuning (the same k examples trained on), each point the mean of
the seeds with a bar from the lowest to the highest run, over a dashed line at chance (one in the number of
labels).  It is the size experiment's chart (``experiment_chart``) with other rows and arms: the same fixed
0-100 % axis, even steps along x, and the same exports, headed with the model, seeds and check texts."""

from __future__ import annotations

from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import Qt

from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.tabs.train.history.experiment_chart import ExperimentChart
from workbench.ui.widgets.slide import ExportContext


class PromptingChart(ExperimentChart):
    arms = (
        ("prompting", QT_TRANSLATE_NOOP("PromptingChart", "prompting (no training)"), 0),
        ("fine_tuning", QT_TRANSLATE_NOOP("PromptingChart", "fine-tuning on the same k"), 1),
    )
    x_title = QT_TRANSLATE_NOOP("PromptingChart", "examples (k)")
    title = "Experiment: prompting with k examples against fine-tuning on them"

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptingChart")
        self.legend.setObjectName("promptingLegend")

    def rows(self) -> list[tuple[int, Any]]:
        return [(row.k, row) for row in self.result.ks] if self.result is not None else []

    def export_context(self) -> ExportContext:
        if self.result is None:
            return ExportContext(self.title)
        r = self.result
        details = {
            "model": r.model,
            "seeds per k": r.seeds,
            "checking texts": r.check_examples,
            "labels": ", ".join(r.label_names),
        }
        return ExportContext(self.title, details=details)

    def draw_extra(self, style: Any) -> list[str]:
        """The chance line: what guessing one label at random scores."""
        if self.result is None:
            return []
        pen = pg.mkPen(style.colours.muted, width=style.pen_width(1.5), style=Qt.PenStyle.DashLine)
        self.plot.addItem(pg.InfiniteLine(pos=self.result.chance * 100, angle=0, pen=pen))
        chance = translate("PromptingChart", "chance ({share})").format(
            share=number(self.result.chance, ".0%")
        )
        return [f"<span style='color:{style.colours.muted}'>- -</span> {chance}"]
