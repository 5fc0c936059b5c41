"""The mouse wheel scrolls the page; it never changes a value the user has not picked.

A spin box, drop-down list or slider under the pointer takes wheel turns by default: scrolling a side panel
past "New tokens" quietly turned 20 into 15.  ``WheelGuard`` (one, on the application) passes a wheel turn
over such a control to the page around it unless the control has the keyboard focus (the user clicked or
tabbed into it), where the wheel still steps its value.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QAbstractSlider, QAbstractSpinBox, QApplication, QComboBox, QScrollBar, QWidget

GUARDED = (QAbstractSpinBox, QComboBox, QAbstractSlider)


class WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, GUARDED):
            return False
        if isinstance(watched, QScrollBar):  # a scroll bar is how the page scrolls
            return False
        control: QWidget = watched  # type: ignore[assignment]
        if control.hasFocus() or (isinstance(control, QAbstractSpinBox) and control.lineEdit().hasFocus()):
            return False
        # The page around it scrolls instead.  Qt hands a wheel event that one widget ignores to its parent
        # only when it came from the window system, so the walk up to a widget that takes it is done here.
        widget = control.parentWidget()
        while widget is not None:
            event.accept()
            QApplication.sendEvent(widget, event)
            if event.isAccepted() or widget.isWindow():
                break
            widget = widget.parentWidget()
        return True


_installed: list[WheelGuard] = []


def install(app: QApplication) -> None:
    """Guard every control of ``app`` (once; later calls do nothing)."""
    if not any(guard.parent() is app for guard in _installed):
        guard = WheelGuard(app)
        app.installEventFilter(guard)
        _installed.append(guard)
