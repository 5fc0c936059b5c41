"""The lecturer's controls while presenting a deck: a clicker's keys step the scenes wherever the focus is,
and a list jumps to any scene.

The rule for keys, while presentation mode is on and a deck is open (``PresenterKeys``):

- Page Down / Page Up show the next / previous scene, always, whatever has the focus (a clicker sends them,
  and a table, slider or number box that happens to have the focus must not swallow them);
- Right / Down / Space show the next scene and Left / Up the previous one, unless the focus is in a field
  that takes typing (a line or text box, an editable list box, a number box), which keeps them: the
  lecturer may be typing a sentence.

Outside presentation mode the window's shortcuts (scene_bar) apply: Page keys step unless a widget that uses
them has the focus, Alt+arrows always step.  Keys in a dialog (this list among them) stay the dialog's.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from workbench.core.scene_text import point_and_heading
from workbench.core.scenes import SceneDeck
from workbench.core.words import translate
from workbench.ui.i18n import lecture_text

ALWAYS_NEXT, ALWAYS_PREVIOUS = (Qt.Key.Key_PageDown,), (Qt.Key.Key_PageUp,)
NEXT = (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Space)
PREVIOUS = (Qt.Key.Key_Left, Qt.Key.Key_Up)


def takes_typing(widget: QWidget | None) -> bool:
    """Whether ``widget`` is a field the user types into, whose caret the arrows and space move."""
    if isinstance(widget, (QPlainTextEdit, QTextEdit)):
        return not widget.isReadOnly()
    if isinstance(widget, QLineEdit):
        return not widget.isReadOnly()
    if isinstance(widget, QComboBox):
        return widget.isEditable()
    if isinstance(widget, QAbstractItemView):  # an open cell editor has the focus itself, not the view
        return False
    return isinstance(widget, QAbstractSpinBox)


def step_for(key: int, focus: QWidget | None) -> int:
    """+1 (next scene), -1 (previous) or 0 (the key stays with the focused widget) for a plain ``key``."""
    if key in ALWAYS_NEXT:
        return 1
    if key in ALWAYS_PREVIOUS:
        return -1
    if takes_typing(focus):
        return 0
    return 1 if key in NEXT else -1 if key in PREVIOUS else 0


class PresenterKeys(QObject):
    """An application event filter that steps scenes by the rule above while ``active()`` says so.  It takes
    the key before the focused widget sees it and before any shortcut does (the shortcut-override event is
    accepted, then the key press itself is eaten), so one press is one step."""

    def __init__(self, window: QWidget, active: Callable[[], bool], step: Callable[[int], None]) -> None:
        super().__init__(window)
        self.window, self.active, self.step = window, active, step

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if not isinstance(watched, QWidget) or watched.window() is not self.window or not self.active():
            return False
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier == Qt.KeyboardModifier.NoModifier
        direction = step_for(event.key(), QApplication.focusWidget()) if plain else 0
        if direction == 0:
            return False
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # no shortcut takes it: the key press comes here next
            return False
        self.step(direction)
        return True


def scene_line(deck: SceneDeck, index: int) -> str:
    """ "Scene 18 of 31 · Pairs of sentences: one input, two segments — point 8": a scene as the list and the
    bar name it, with its teaching point apart from its title."""
    point, heading = point_and_heading(lecture_text(deck.scenes[index].title))
    line = translate("SceneList", "Scene {number} of {count} · {title}")
    if point:
        line = translate("SceneList", "Scene {number} of {count} · {title} — point {point}")
    return line.format(number=index + 1, count=len(deck), title=heading, point=point)


class SceneList(QDialog):
    """Every scene of the deck, "Scene n of N · title — point p", the shown one chosen: Enter or a double
    click goes to the chosen scene, Esc goes nowhere.  Typing narrows nothing; the arrows and Page keys move
    through the list."""

    def __init__(self, deck: SceneDeck, index: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("sceneList")
        self.setWindowTitle(translate("SceneList", "Go to scene"))
        self.list = QListWidget()
        self.list.addItems([scene_line(deck, i) for i in range(len(deck))])
        self.list.setCurrentRow(index)
        self.list.itemActivated.connect(lambda _item: self.accept())
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("SceneList", "Go to scene"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(lecture_text(deck.title)))
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        width = self.list.sizeHintForColumn(0) + 4 * self.list.frameWidth() + 40
        screen = parent.screen().availableGeometry() if parent.screen() is not None else None
        room = (screen.width() - 40, screen.height() - 40) if screen is not None else (1200, 760)
        self.resize(min(width, room[0]), min(self.list.sizeHintForRow(0) * (len(deck) + 1) + 120, room[1]))

    def chosen(self) -> int:
        return self.list.currentRow()
