"""Keyboard shortcuts for every tab, and Help > Keyboard shortcuts, a window that lists them all.

Ctrl+1 … Ctrl+5 open the tabs; Enter in a tab's text box (or Ctrl+Enter anywhere in the tab) calls the
tab's ``run()``, its query now instead of after the typing pause; each tab's own ``shortcuts`` (Ctrl+Z in
the next-token tab takes back the last token added) are wired when it is built (workbench/ui/tabs/base.py).
The list in the window is read from the window's actions and the tabs' shortcuts, so a key added anywhere
shows up there too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMainWindow,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWhatsThis,
    QWidget,
)

from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui.tabs import TABS

if TYPE_CHECKING:
    from workbench.ui.tabs.base import Tab

# Keys that belong to a widget rather than to a window action or a tab: (keys, what they do).
IN_TAB_KEYS = (
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Enter (in a text box)"),
        QT_TRANSLATE_NOOP("Shortcuts", "Run the tab's query now: predictions, attention, comparison."),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Tab / Shift+Tab"),
        QT_TRANSLATE_NOOP("Shortcuts", "Move to the next / previous control."),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Space"),
        QT_TRANSLATE_NOOP("Shortcuts", "Press the focused button or tick the focused box."),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Menu key"),
        QT_TRANSLATE_NOOP(
            "Shortcuts", "On a chart or table: export it (PNG, SVG, CSV) or copy it (or right-click it)."
        ),
    ),
)


class TabShortcuts(QObject):
    """Installs the window's tab keys and the Help menu; wires each tab's own keys when it is built."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.tab_actions: list[QAction] = []
        for index in range(window.tabs.count()):
            title = window.tabs.tabText(index)
            action = QAction(translate("TabShortcuts", "Open “{tab}”").format(tab=title), window)
            action.setShortcut(QKeySequence(f"Ctrl+{index + 1}"))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _checked=False, i=index: window.tabs.setCurrentIndex(i))
            window.addAction(action)
            self.tab_actions.append(action)
        self.run_action = QAction(
            translate("TabShortcuts", "Run the tab's query now (fine-tuning: the next step)"), window
        )
        self.run_action.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        self.run_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.run_action.triggered.connect(self.run_current)
        window.addAction(self.run_action)

    def add_help_menu(self) -> None:
        window = self.window
        menu = self.help_menu = window.menuBar().addMenu(translate("TabShortcuts", "&Help"))
        self.shortcuts_action = menu.addAction(
            translate("TabShortcuts", "Keyboard shortcuts"), self.show_list
        )
        self.shortcuts_action.setShortcut(QKeySequence("F1"))
        self.shortcuts_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        window.addAction(self.shortcuts_action)
        whats_this = QWhatsThis.createAction(window)
        whats_this.setText(translate("TabShortcuts", "What's this? (then click a control)"))
        menu.addAction(whats_this)
        window.addAction(whats_this)

    @Slot()
    def run_current(self) -> None:
        tab = self._current_tab()
        if tab is not None:
            tab.run()

    def _current_tab(self) -> Tab | None:
        page = self.window.tabs.currentWidget()  # a holder page; the tab is its one child once built
        layout = page.layout() if page is not None else None
        if layout is None or layout.count() == 0:
            return None
        return layout.itemAt(0).widget()

    def prepare_tab(self, tab: Tab) -> None:
        """Once, when a tab is built: Enter in its main text box runs it, its own shortcuts call its
        methods, every table gets the export menu, and every control its help text."""
        from workbench.ui.help_texts import describe_controls
        from workbench.ui.widgets.view_export import attach_tables

        attach_tables(tab)
        describe_controls(tab)
        text = getattr(tab, "text", None)
        if text is not None and hasattr(text, "returnPressed"):
            text.returnPressed.connect(tab.run)
        for shortcut in tab.shortcuts:
            key = QShortcut(QKeySequence(shortcut.keys), tab)
            key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            key.activated.connect(getattr(tab, shortcut.method))

    def rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) for every action of the window that has keys, the tabs' own keys, then the
        keys of the controls."""
        rows = []
        for action in self.window.actions():
            keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
            if keys and action.text():
                rows.append((translate("TabShortcuts", " or ").join(keys), action.text().replace("&", "")))
        for entry in TABS:  # from the tab classes: a tab's keys are listed before it is first shown
            title = translate("Tabs", entry.title)
            rows += [
                (
                    translate("TabShortcuts", "{keys} ({tab})").format(keys=key.key_text(), tab=title),
                    translate("Shortcuts", key.does),
                )
                for key in entry.load().shortcuts
            ]
        return rows + [
            (translate("Shortcuts", keys), translate("Shortcuts", does)) for keys, does in IN_TAB_KEYS
        ]

    @Slot()
    def show_list(self) -> QDialog:
        dialog = ShortcutsDialog(self.rows(), self.window)
        dialog.show()
        return dialog


class ShortcutsDialog(QDialog):
    def __init__(self, rows: list[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(translate("ShortcutsDialog", "Keyboard shortcuts"))
        self.table = QTableWidget(len(rows), 2)
        self.table.setHorizontalHeaderLabels(
            [translate("ShortcutsDialog", "Keys"), translate("ShortcutsDialog", "What they do")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setToolTip(
            translate(
                "ShortcutsDialog", "Every key the workbench knows. Right-click to save the list as CSV."
            )
        )
        for r, (keys, text) in enumerate(rows):
            self.table.setItem(r, 0, QTableWidgetItem(keys))
            self.table.setItem(r, 1, QTableWidgetItem(text))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).setToolTip(
            translate("ShortcutsDialog", "Close this list.")
        )
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                translate(
                    "ShortcutsDialog",
                    "Zoom with Ctrl+= and Ctrl+-; F5 presents. Esc leaves presentation mode.",
                )
            )
        )
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        line = self.fontMetrics().height()
        self.resize(line * 42, line * 30)
