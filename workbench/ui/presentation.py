"""Presentation mode (F5; Esc or F5 again leaves): full screen, large text, high contrast, nothing extra.

Entering remembers the zoom, the window's state and geometry, the menu bar and the status bar; leaving puts
back exactly those.  The panels a room does not need (long explanations under the charts) are marked with
``mark_secondary(widget)`` by the widget that makes them; they are hidden while presenting, also in tabs
first opened during the talk.  A table's columns a room does not need are marked with
``mark_secondary_columns``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QByteArray, QObject, Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QTableView, QWidget

from workbench.core.words import translate

PRESENTATION_ZOOM = 1.75
SECONDARY = "secondaryPanel"  # the widget property that marks a panel as secondary
SECONDARY_COLUMNS = "secondaryColumns"  # a table's property: the columns a room does not need


def mark_secondary_columns(table: QTableView, columns: list[int]) -> QTableView:
    """Hide ``columns`` of ``table`` in presentation mode, so that the others fit its width at
    the large zoom."""
    table.setProperty(SECONDARY_COLUMNS, list(columns))
    return table


def mark_secondary(widget: QWidget) -> QWidget:
    """Hide ``widget`` in presentation mode.  Returns it, so it can wrap a constructor call."""
    widget.setProperty(SECONDARY, True)
    return widget


@dataclass
class _Saved:
    zoom: float
    state: Qt.WindowState
    geometry: QByteArray
    status_bar: bool
    menu_bar: bool
    hidden: list[QWidget] = field(default_factory=list)
    hidden_columns: list[tuple[QTableView, int]] = field(default_factory=list)


class PresentationMode(QObject):
    """Enter and leave presentation mode for ``window`` (a MainWindow with ``apply_zoom`` and ``theme``)."""

    toggled = Signal(bool)

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._saved: _Saved | None = None
        self.toggle_action = QAction(translate("PresentationMode", "Presentation mode"), window)
        self.toggle_action.setCheckable(True)
        self.toggle_action.setShortcut(QKeySequence("F5"))
        self.toggle_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.toggle_action.setToolTip(
            translate("PresentationMode", "Full screen, large high-contrast text, no extras. Esc leaves.")
        )
        self.toggle_action.toggled.connect(self._on_toggled)
        window.addAction(self.toggle_action)
        # Esc leaves; it is enabled only while presenting, so elsewhere Esc still closes menus and dialogs.
        self.leave_action = QAction(translate("PresentationMode", "Leave presentation mode"), window)
        self.leave_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.leave_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.leave_action.setEnabled(False)
        self.leave_action.triggered.connect(self.leave)
        window.addAction(self.leave_action)

    @property
    def active(self) -> bool:
        return self._saved is not None

    def enter(self) -> None:
        self.toggle_action.setChecked(True)

    def leave(self) -> None:
        self.toggle_action.setChecked(False)

    @Slot(bool)
    def _on_toggled(self, on: bool) -> None:
        if on and not self.active:
            self._enter()
        elif not on and self.active:
            self._leave()

    def _enter(self) -> None:
        window = self.window
        self._saved = _Saved(
            zoom=window.settings.zoom,
            state=window.windowState(),
            geometry=window.saveGeometry(),
            status_bar=window.statusBar().isVisible(),
            menu_bar=window.menuBar().isVisible(),
        )
        window.theme.set_high_contrast(True)
        window.apply_zoom(max(window.settings.zoom, PRESENTATION_ZOOM), announce=False)
        window.statusBar().setVisible(False)
        window.menuBar().setVisible(False)  # its keys still work: F5 / Esc, zoom, Ctrl+1..5
        self.hide_secondary()
        window.tabs.currentChanged.connect(self.hide_secondary)
        self.leave_action.setEnabled(True)
        window.showFullScreen()
        self.toggled.emit(True)

    def _leave(self) -> None:
        window, saved = self.window, self._saved
        self._saved = None
        window.tabs.currentChanged.disconnect(self.hide_secondary)
        self.leave_action.setEnabled(False)
        for widget in saved.hidden:
            widget.setVisible(True)
        for table, column in saved.hidden_columns:
            table.setColumnHidden(column, False)
        window.statusBar().setVisible(saved.status_bar)
        window.menuBar().setVisible(saved.menu_bar)
        window.theme.set_high_contrast(False)
        window.apply_zoom(saved.zoom, announce=False)
        window.setWindowState(saved.state)
        if not saved.state & (Qt.WindowState.WindowFullScreen | Qt.WindowState.WindowMaximized):
            window.restoreGeometry(saved.geometry)
        self.toggled.emit(False)

    @Slot()
    def hide_secondary(self) -> None:
        """Hide every visible panel marked secondary (called again as tabs are built while presenting)."""
        if self._saved is None:
            return
        for widget in self.window.findChildren(QWidget):
            if widget.property(SECONDARY) and not widget.isHidden():
                widget.setVisible(False)
                self._saved.hidden.append(widget)
            columns = widget.property(SECONDARY_COLUMNS) if isinstance(widget, QTableView) else None
            for column in columns or ():
                if not widget.isColumnHidden(column):
                    widget.setColumnHidden(column, True)
                    self._saved.hidden_columns.append((widget, column))
