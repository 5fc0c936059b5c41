"""A one-line label that shortens its text with "…" when there is not room for all of it, and a status
message that clears itself after a while."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QStyleOption, QWidget


class ElidingLabel(QLabel):
    """Plain text on one line, cut at the right with "…" when the label is narrower than the text (the whole
    text is then its tooltip).  A plain QLabel squeezed below its text's width cuts the text off mid-word with
    no sign that there is more; this one can shrink to ``min_chars`` characters and says so."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *, min_chars: int = 12) -> None:
        super().__init__(text, parent)
        self._min_chars = min_chars
        self.setTextFormat(Qt.TextFormat.PlainText)

    def shown_text(self) -> str:
        """The text as drawn at the current width."""
        width = self.contentsRect().width()
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, max(0, width))

    def is_elided(self) -> bool:
        return self.shown_text() != self.text()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().minimumSizeHint()
        room = self.fontMetrics().horizontalAdvance("M" * self._min_chars)
        return QSize(min(hint.width(), room), hint.height())

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(" ".join(text.split()))  # one line: a newline in generated text would make two
        self._update_tooltip()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._update_tooltip()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawItemText(
            painter,
            self.contentsRect(),
            int(self.alignment()),
            option.palette,
            self.isEnabled(),
            self.shown_text(),
            self.foregroundRole(),
        )
        painter.end()

    def _update_tooltip(self) -> None:
        self.setToolTip(self.text() if self.is_elided() else "")


class StatusMessage(ElidingLabel):
    """The status bar's message ("SmolLM2 loaded in 0.7 s", "Saved the chart to …"): gone after
    ``seconds``, so an old message is never read as news; a task's progress messages keep it up."""

    SECONDS = 10.0

    def __init__(self, text: str = "", parent: QWidget | None = None, *, seconds: float = SECONDS) -> None:
        super().__init__(text, parent)
        self._expiry = QTimer(self)
        self._expiry.setSingleShot(True)
        self._expiry.setInterval(int(seconds * 1000))
        self._expiry.timeout.connect(lambda: super(StatusMessage, self).setText(""))

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        if text:
            self._expiry.start()  # (again): counted from the newest message
        else:
            self._expiry.stop()
