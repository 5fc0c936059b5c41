"""A wrapped label that never takes more than a set number of lines: the last line it shows ends in "…"
when the text goes on (the whole text is then its tooltip).  The scene bar's short form uses it, so a long
"Look for" line cannot push the tab below it down the projector's screen."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QTextLayout, QTextOption
from PySide6.QtWidgets import QSizePolicy, QWidget


def wrapped_lines(text: str, metrics: QFontMetricsF, font, width: float, most: int) -> list[str]:
    """``text`` wrapped at word boundaries to ``width`` in ``font``: at most ``most`` lines, the last cut
    with "…" when there is more."""
    if not text or width <= 0:
        return []
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    spans = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        spans.append((line.textStart(), line.textLength()))
    layout.endLayout()
    lines = [text[start : start + length].rstrip() for start, length in spans[:most]]
    if len(spans) > most:
        rest = text[spans[most - 1][0] :].strip()
        lines[-1] = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
    return lines


class LinesLabel(QWidget):
    """Plain text wrapped over at most ``most`` lines, as tall as the lines it shows."""

    def __init__(self, most: int = 2, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.most = most
        self._text = ""
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self._text = " ".join(text.split())
        self.updateGeometry()
        self.update()
        self._update_tooltip()

    def shown_lines(self, width: int | None = None) -> list[str]:
        """The lines as drawn at ``width`` (by default the label's own)."""
        width = self.width() if width is None else width
        return wrapped_lines(self._text, QFontMetricsF(self.font()), self.font(), float(width), self.most)

    def is_elided(self) -> bool:
        return " ".join(self.shown_lines()).rstrip("…").strip() != self._text

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        lines = len(self.shown_lines(width)) if self._text else 0
        return int(round(lines * QFontMetricsF(self.font()).lineSpacing()))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        metrics = QFontMetricsF(self.font())
        return QSize(int(metrics.horizontalAdvance("M") * 30), int(round(metrics.lineSpacing() * self.most)))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(0, 0)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._update_tooltip()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        metrics = QFontMetricsF(self.font())
        y = metrics.ascent()
        for line in self.shown_lines():
            painter.drawText(QPointF(0, y), line)
            y += metrics.lineSpacing()
        painter.end()

    def _update_tooltip(self) -> None:
        self.setToolTip(self._text if self._text and self.is_elided() else "")
