"""A column of wrapped labels beside a chart, ``lines`` text lines wide, whose minimum height is what its
labels need at that width.

A box layout takes a wrapped label's minimum height for a width of its own guessing and asks a scrolling page
for its preferred height instead; neither is the height the text needs in the column.  This column works its
height out from its labels whenever their text or font changes, so the page around it knows its real minimum.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from workbench.ui import plot_style


class TextColumn(QWidget):
    def __init__(self, labels: list[QLabel], lines: float) -> None:
        super().__init__()
        self.labels = list(labels)
        self.lines = lines
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for label in self.labels:
            layout.addWidget(label)
        layout.addStretch(1)
        self._fit()

    def needed_height(self, width: int) -> int:
        shown = [label for label in self.labels if label.text() and not label.isHidden()]
        gaps = max(self.layout().spacing(), 0) * max(len(shown) - 1, 0)
        return sum(plot_style.wrapped_height(label, width) for label in shown) + gaps

    def _fit(self) -> None:
        width = round(self.fontMetrics().height() * self.lines)
        if self.width() != width or self.minimumWidth() != width:
            self.setFixedWidth(width)
        height = self.needed_height(width)
        if self.minimumHeight() != height:
            self.setMinimumHeight(height)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        # Its minimum height is already right for its one width; a box layout would instead take its
        # height-for-width as the whole row's minimum, below the chart's beside it.
        return False

    def event(self, event: QEvent) -> bool:
        # A label's new text or font asks its parent for a new layout; so does a new font here.
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.FontChange):
            self._fit()
        return super().event(event)
