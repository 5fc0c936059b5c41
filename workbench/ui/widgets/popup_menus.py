"""Menus that open inside the window and the screen: beside what opened them, turned leftwards or upwards
near an edge.

A menu opened from a button at the window's right edge, or by a right-click near the bottom of a projected
screen, would otherwise hang off it.  The menu's size is known only once its actions are in, so fill it first.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMenu, QWidget


def menu_position(menu: QMenu, anchor: QRect, near: QWidget) -> QPoint:
    """Where ``menu``'s top left goes for it to open beside ``anchor`` (a rectangle in screen coordinates: a
    button, or an empty one at the point clicked): below and rightwards, or leftwards and upwards where that
    would cross the edge of ``near``'s window or of the screen; in any case inside the available screen."""
    size = menu.sizeHint()
    screen = QGuiApplication.screenAt(anchor.center()) or near.screen()
    room = screen.availableGeometry()
    window = near.window().frameGeometry().intersected(room)
    edges = window if window.width() >= size.width() and window.height() >= size.height() else room
    right, bottom = edges.left() + edges.width(), edges.top() + edges.height()  # just past the last pixels
    x, y = anchor.left(), anchor.top() + anchor.height()
    if x + size.width() > right:
        x = anchor.left() + anchor.width() - size.width()
    if y + size.height() > bottom:
        y = anchor.top() - size.height()
    x = max(room.left(), min(x, room.left() + room.width() - size.width()))
    y = max(room.top(), min(y, room.top() + room.height() - size.height()))
    return QPoint(x, y)


def popup_inside_screen(menu: QMenu, anchor: QRect, near: QWidget) -> QMenu:
    """Show ``menu`` (already filled) beside ``anchor`` and inside the screen, without waiting for it."""
    menu.popup(menu_position(menu, anchor, near))
    return menu


def at_point(widget: QWidget, pos: QPoint) -> QRect:
    """The anchor of a menu asked for at ``pos`` in ``widget`` (a right-click, or the Menu key)."""
    return QRect(widget.mapToGlobal(pos), QSize(0, 0))


def beside(widget: QWidget) -> QRect:
    """The anchor of a menu that opens from ``widget`` (a button): its rectangle on the screen."""
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
