"""How a heatmap's token labels fit along its axes, as a rule: every label is drawn.

A label needs a line of the font per grid cell.  When the cells are too small for the widget's font, the
labels step down to smaller sizes, to a floor (``FLOOR_SHARE`` of the font, and never below ``FLOOR_POINTS``);
a smaller font also narrows the label band, so the grid itself grows.  Only a text too long for even the floor
size leaves labels out, and then at a fixed step (every 2nd, every 3rd ...) that the heatmap states under its
picture, never silently.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtGui import QFont, QFontMetricsF

from workbench.core.words import translate

FLOOR_SHARE = 0.6  # labels may shrink to this share of the widget's font ...
FLOOR_POINTS = 7.0  # ... but not below this size (or the font's own, if that is smaller)
SHRINK = 0.92  # each step down
LINE_SHARE = 0.95  # a label needs this share of its font's line height per cell


@dataclass(frozen=True)
class LabelFit:
    font: QFont  # the labels' font
    bold: QFont  # the same, bold (the selected token's label)
    line: float  # the labels' line height
    width: float  # the widest label, measured in bold
    step: int  # 1: every label is drawn; n: every n-th (the text is too long for the floor size)

    def needs(self, cell: float) -> int:
        """The step at which labels of this font fit cells of ``cell`` pixels."""
        return max(1, math.ceil(self.line * LINE_SHARE / max(cell, 1e-6)))


def sized(font: QFont, points: float) -> QFont:
    smaller = QFont(font)
    smaller.setPointSizeF(points)
    return smaller


def point_size(font: QFont) -> float:
    """The font's size in points (one set in pixels is converted at 96 dpi)."""
    return font.pointSizeF() if font.pointSizeF() > 0 else font.pixelSize() * 0.75


def floor_points(font: QFont) -> float:
    full = point_size(font)
    return min(full, max(full * FLOOR_SHARE, FLOOR_POINTS))


def sizes(font: QFont) -> list[float]:
    """The sizes labels try, largest first: the font's own, then steps down to the floor."""
    full, floor = point_size(font), floor_points(font)
    out = [full]
    while out[-1] * SHRINK > floor:
        out.append(out[-1] * SHRINK)
    if out[-1] > floor:
        out.append(floor)
    return out


def measure(labels: Sequence[str], font: QFont) -> LabelFit:
    bold = QFont(font)
    bold.setBold(True)
    metrics = QFontMetricsF(bold)
    width = max((metrics.horizontalAdvance(label) for label in labels), default=0.0)
    return LabelFit(font, bold, QFontMetricsF(font).height(), width, 1)


def fit(labels: Sequence[str], font: QFont, cell_for: Callable[[float], float]) -> LabelFit:
    """The largest label font at which every label fits.  ``cell_for(width)`` is the grid cell's size when
    the widest label takes ``width`` pixels.  Past the floor size: the floor, with the step that fits."""
    chosen = None
    for points in sizes(font):
        chosen = measure(labels, sized(font, points))
        if chosen.needs(cell_for(chosen.width)) == 1:
            return chosen
    step = chosen.needs(cell_for(chosen.width))
    return LabelFit(chosen.font, chosen.bold, chosen.line, chosen.width, step)


def ordinal(n: int) -> str:
    """2 -> "2nd", 3 -> "3rd", 11 -> "11th"."""
    if 10 <= n % 100 <= 20 or n % 10 not in (1, 2, 3):
        return translate("HeatmapLabels", "{n}th").format(n=n)
    return {
        1: translate("HeatmapLabels", "{n}st"),
        2: translate("HeatmapLabels", "{n}nd"),
        3: translate("HeatmapLabels", "{n}rd"),
    }[n % 10].format(n=n)


def key_titles(step: int) -> tuple[str, ...]:
    """The key axis' title, longest first (the first that fits is drawn), saying when labels are left out."""
    if step == 1:
        return (
            translate("HeatmapLabels", "key: the token looked at"),
            translate("HeatmapLabels", "key"),
        )
    nth = ordinal(step)
    titles = (
        translate(
            "HeatmapLabels",
            "key: the token looked at (every {nth} token labelled; point at a cell for its tokens)",
        ),
        translate("HeatmapLabels", "key (every {nth} token labelled; point at a cell)"),
        translate("HeatmapLabels", "key (every {nth} labelled)"),
        translate("HeatmapLabels", "every {nth} labelled"),
    )
    return tuple(title.format(nth=nth) for title in titles)
