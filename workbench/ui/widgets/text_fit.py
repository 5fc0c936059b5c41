"""A text view as tall as what it holds: a short text that says where a model's input is cut, or what a loss
counts, read whole without scrolling inside its box (the page around it scrolls instead)."""

from __future__ import annotations

from PySide6.QtWidgets import QTextEdit

FOLLOWING = "followsTextHeight"


def follow_text_height(view: QTextEdit, least_lines: int, most_share: float) -> None:
    """Keep ``view`` as tall as its laid-out text: at least ``least_lines`` lines of its font, at most
    ``most_share`` of its window's height (a longer text scrolls inside it); again whenever the text or the
    width (and so the wrapping) changes."""

    def fit() -> None:
        line = view.fontMetrics().lineSpacing()
        frame = 2 * view.frameWidth() + view.contentsMargins().top() + view.contentsMargins().bottom()
        # A line to spare: a scroll bar that shows for a moment narrows the text, which then wraps taller.
        wanted = int(view.document().size().height()) + frame + line
        most = max(int(view.window().height() * most_share), least_lines * line + frame)
        view.setFixedHeight(max(least_lines * line + frame, min(wanted, most)))

    if view.property(FOLLOWING) is None:  # once per view; calling again fits it now (a new zoom)
        view.setProperty(FOLLOWING, True)
        view.document().documentLayout().documentSizeChanged.connect(lambda _size: fit())
    fit()
