"""The wrapping check box: a long caption wraps instead of widening the page, and its words tick the box."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox

from workbench.ui.widgets.wrapping_check import WrappingCheckBox

LONG = "Parar antes cuando la puntuación de comprobación deje de mejorar (2 comprobaciones seguidas) " * 3


def test_a_long_caption_wraps_instead_of_widening(qtbot) -> None:
    wrapping, plain = WrappingCheckBox(LONG), QCheckBox(LONG)
    qtbot.addWidget(wrapping)
    qtbot.addWidget(plain)
    assert wrapping.minimumSizeHint().width() < plain.minimumSizeHint().width() / 3
    assert wrapping.text() == LONG


def test_clicking_the_words_ticks_the_box_and_says_so(qtbot) -> None:
    box = WrappingCheckBox("Afterwards, also train the same model from scratch as a baseline")
    qtbot.addWidget(box)
    box.show()
    seen = []
    box.toggled.connect(seen.append)
    qtbot.mouseClick(box.words, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert box.isChecked() and seen == [True]
    box.setEnabled(False)
    qtbot.mouseClick(box.words, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert box.isChecked()  # a disabled box stays as it was
    box.setChecked(False)
    assert seen == [True, False]
