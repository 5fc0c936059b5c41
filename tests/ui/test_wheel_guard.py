"""The wheel scrolls the page over a spin box, a drop-down or a slider that the user has not picked, and
steps the value of the one that has the keyboard focus."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea, QSlider, QSpinBox, QVBoxLayout, QWidget

from workbench.ui import wheel_guard


def turn_wheel(widget: QWidget, notches: int = -1) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_an_unpicked_control_lets_the_page_scroll(qtbot) -> None:
    wheel_guard.install(QApplication.instance())
    page = QWidget()
    layout = QVBoxLayout(page)
    spin, combo, slider = QSpinBox(), QComboBox(), QSlider(Qt.Orientation.Horizontal)
    spin.setValue(20)
    combo.addItems(["greedy", "sampling", "beam search"])
    slider.setRange(0, 200)
    slider.setValue(100)
    for control in (spin, combo, slider):
        layout.addWidget(control)
        layout.addSpacing(600)
    area = QScrollArea()
    area.setWidget(page)
    area.resize(300, 300)
    qtbot.addWidget(area)
    area.show()
    qtbot.waitExposed(area)
    area.setFocus()
    for control in (spin, combo, slider):
        area.ensureWidgetVisible(control)
        before = area.verticalScrollBar().value()
        turn_wheel(control)
        assert (spin.value(), combo.currentIndex(), slider.value()) == (20, 0, 100), type(control).__name__
        assert area.verticalScrollBar().value() > before, "the page scrolls instead"
    spin.setFocus()  # picked: the wheel steps it
    qtbot.waitUntil(spin.hasFocus)
    area.ensureWidgetVisible(spin)
    turn_wheel(spin, notches=1)
    assert spin.value() == 21


def test_the_windows_side_panels_are_guarded(qtbot, main_window) -> None:
    """The case that was seen: scrolling the Next-token tab's side panel turned New tokens from 20 to 15."""
    tab = main_window.show_tab("Next token")
    spin = tab.decoding.max_tokens
    before = spin.value()
    main_window.setFocus()
    for _ in range(5):
        turn_wheel(spin)
    assert spin.value() == before
