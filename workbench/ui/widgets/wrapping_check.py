"""A check box whose words wrap onto more lines instead of widening the page.

Qt's own check box keeps its text on one line, so a long caption (a translation runs 20-30 % longer than the
English) sets the page's least width and pushes what stands beside it out of view.  This one is a box and a
word-wrapping label side by side; a click on the words ticks the box as a click on a check box's text does.
It answers the calls a check box is used with here (``isChecked``, ``setChecked``, ``toggled``, ``text``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QWidget


class _Words(QLabel):
    def __init__(self, text: str, box: QCheckBox) -> None:
        super().__init__(text)
        self.box = box
        self.setWordWrap(True)
        self.setBuddy(box)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.button() == Qt.MouseButton.LeftButton and self.box.isEnabled():
            self.box.toggle()
        super().mouseReleaseEvent(event)


class WrappingCheckBox(QWidget):
    toggled = Signal(bool)

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = QCheckBox()
        self.box.setAccessibleName(text)
        self.words = _Words(text, self.box)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.box, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.words, 1)
        self.box.toggled.connect(self.toggled)

    def isChecked(self) -> bool:  # noqa: N802 (a check box's name)
        return self.box.isChecked()

    def setChecked(self, checked: bool) -> None:  # noqa: N802 (a check box's name)
        self.box.setChecked(checked)

    def text(self) -> str:
        return self.words.text()

    def setToolTip(self, tip: str) -> None:  # noqa: N802 (Qt's name)
        super().setToolTip(tip)
        self.box.setToolTip(tip)
        self.words.setToolTip(tip)
