"""Demo scenes in the window: a slim bar that says "Scene 3 of 11 · title" (the teaching point as a tag beside
it) and what to look for (a click shows
the lecturer's whole line and the model it uses), the Scenes menu (the built-in lecture, open a file, save the
current view), and keyboard stepping.

A scene is shown by switching to its tab and handing its state to the tab's ``apply_scene_state``, which
sets the same widgets a user would and so starts the same computation; a tab with ``point_at`` is then told
the kinds of the scene's checks, and scrolls to the part of it they check (the part the narration names).  A
scene about a textbook result plays with the textbook's model when it is on this computer
(``workbench.core.scene_models``); the bar says which model it uses.  Saving stores the fields of the
shown tab's ``session``.  The deck format and its checks live in ``workbench.core.scenes``.

Keys: Page Down / Alt+Right show the next scene, Page Up / Alt+Left the previous one, from anywhere in the
window while a deck is open.  A focused widget that uses the Page keys itself (a multi-line text, a table or
list, a spin box, a slider) keeps them; Alt+arrows always step.  In presentation mode the lecturer's rule of
``workbench.ui.scene_keys`` applies instead: Page keys always step (presentation clickers send them), and so
do the arrows and space unless a field that takes typing has the focus.  Ctrl+G lists the scenes to jump to
one.  With no deck open the keys are off, so they behave as usual everywhere.

While a scene shows the fine-tuning wizard, the wizard's own Back / Next are hidden (the tab's
``drive_by_scene``): the screen then has one Back / Next pair, the scenes', and the wizard's step list still
moves through its pages.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QPlainTextEdit,
    QSizePolicy,
    QTextEdit,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from workbench.core.errors import WorkbenchError
from workbench.core.scene_models import ScenePlay, scene_play
from workbench.core.scene_text import point_and_heading
from workbench.core.scenes import Scene, SceneDeck, append_scene, builtin_decks, installed_decks, load_deck
from workbench.core.sessions import scene_state
from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui.i18n import lecture_text
from workbench.ui.scene_keys import PresenterKeys, SceneList
from workbench.ui.tabs import entry_for_scene
from workbench.ui.widgets import file_dialogs
from workbench.ui.widgets.error_dialog import show_error
from workbench.ui.widgets.lines_label import LinesLabel

FILE_FILTER = QT_TRANSLATE_NOOP("ScenePlayer", "Scenes (*.json);;All files (*)")
PAGE_KEYS = (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)
# Widgets whose own Page Up / Page Down (scroll a page, step by ten) win over stepping scenes.
KEEP_PAGE_KEYS = (QPlainTextEdit, QTextEdit, QAbstractItemView, QAbstractSpinBox, QAbstractSlider)


class PageKeyGuard(QObject):
    """Lets a focused widget that uses Page Up / Page Down have them: accepting the shortcut-override event
    is Qt's way of saying "this key is mine", so the window's shortcut does not fire."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and event.key() in PAGE_KEYS
            and isinstance(QApplication.focusWidget(), KEEP_PAGE_KEYS)
        ):
            event.accept()
        return False


class SceneBar(QToolBar):
    """ "Scene 3 of 11 · title" with the teaching point as a tag ("point 2"), over what to look for (the
    scene's claim), between the previous and next buttons.  Short by default: the "Look for" line takes at
    most two lines, so on a 1280x800 projector the bar keeps to about a tenth of the height and the tab below
    shows what the scene points at.  A click on the text shows the lecturer's whole line, the claim and which
    model the scene uses; another click folds it again.  The choice holds from scene to scene."""

    BRIEF_LINES = 2

    def __init__(self, previous: QAction, following: QAction, close: QAction) -> None:
        super().__init__(translate("SceneBar", "Scenes"))
        self.setObjectName("sceneBar")
        self.setMovable(False)
        self.setFloatable(False)
        self.position = _SceneTitle()
        self.position.setObjectName("scenePosition")
        self.point = QLabel("")  # the teaching point, as a tag: not a number that competes with the scene's
        self.point.setObjectName("scenePoint")
        self.point.setAutoFillBackground(True)  # the theme's highlight, whichever theme is on
        self.point.setBackgroundRole(QPalette.ColorRole.Highlight)
        self.point.setForegroundRole(QPalette.ColorRole.HighlightedText)
        self.point.setContentsMargins(6, 0, 6, 0)
        self.point.setToolTip(
            translate(
                "SceneBar", "The lecture's teaching point this scene serves (several scenes share one)."
            )
        )
        self.says = QLabel("")
        self.says.setObjectName("sceneSays")
        self.says.setTextFormat(Qt.TextFormat.PlainText)
        self.says.setWordWrap(True)
        self.says.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.claim = QLabel("")
        self.claim.setObjectName("sceneClaim")
        self.claim.setTextFormat(Qt.TextFormat.PlainText)
        self.claim.setWordWrap(True)
        self.claim.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.claim.setToolTip(
            translate("SceneBar", "What the audience should see; `workbench scenes check` checks it.")
        )
        self.uses = QLabel("")
        self.uses.setObjectName("sceneUses")
        self.uses.setTextFormat(Qt.TextFormat.PlainText)
        self.uses.setWordWrap(True)
        self.uses.setToolTip(
            translate("SceneBar", "The model this scene plays with: the best one on this computer.")
        )
        self.brief = LinesLabel(self.BRIEF_LINES)  # the short form: what to look for, at most two lines
        self.brief.setObjectName("sceneBrief")
        self.details = QWidget()  # the long form: the lecturer's line, the claim, the model
        self.details.setObjectName("sceneDetails")
        details = QVBoxLayout(self.details)
        details.setContentsMargins(0, 0, 0, 0)
        details.setSpacing(2)
        for label in (self.says, self.claim, self.uses):
            details.addWidget(label)
        self.expanded = False
        self._title = ""
        middle = self.middle = _WrappedColumn()
        middle.clicked = self.toggle
        middle.bar = self
        middle.setCursor(Qt.CursorShape.PointingHandCursor)
        middle.setToolTip(translate("SceneBar", "Click to show or fold the whole narration."))
        middle.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        column = QVBoxLayout(middle)
        column.setContentsMargins(8, 2, 8, 2)
        column.setSpacing(2)
        heading = self.heading = QHBoxLayout()
        heading.setContentsMargins(0, 0, 0, 0)
        heading.addWidget(self.position)
        heading.addWidget(self.point)
        heading.addStretch(1)
        column.addLayout(heading)
        column.addWidget(self.brief)
        column.addWidget(self.details)
        self.details.setVisible(False)
        # Short button texts (the menu keeps the long ones) leave the narration the width of the window, so
        # it takes fewer lines above the tab at projector zoom.
        shorts = (translate("SceneBar", "‹ Back"), translate("SceneBar", "Next ›"), "✕")
        for action, short in zip((previous, following, close), shorts, strict=True):
            action.setIconText(short)
            keys = action.shortcut().toString() or translate("SceneBar", "menu Scenes")
            action.setToolTip(
                translate("SceneBar", "{action} ({keys})").format(
                    action=action.text().strip("‹› "), keys=keys
                )
            )
        self.addAction(previous)
        self.addWidget(middle)
        self.addAction(following)
        self.addAction(close)

    def show_scene(self, deck: SceneDeck, index: int, play: ScenePlay | None = None) -> None:
        """Show scene ``index`` as it plays here (``play``; by default the scene as written)."""
        scene = deck.scenes[index]
        play = play or ScenePlay(scene.state, scene.says, scene.claim)
        point, heading = point_and_heading(lecture_text(scene.title))
        self._title = translate("SceneBar", "Scene {number} of {count} · {title}").format(
            number=index + 1, count=len(deck), title=heading
        )
        self.point.setText(translate("SceneBar", "point {point}").format(point=point))
        self.point.setVisible(bool(point))
        self.position.setToolTip(f"{lecture_text(deck.title)}\n{self._title}")
        self.says.setText(lecture_text(play.says))
        self.says.setVisible(bool(play.says))
        claim = translate("SceneBar", "Look for: {claim}").format(claim=lecture_text(play.claim))
        self.claim.setText(claim if play.claim else "")
        self.claim.setVisible(bool(play.claim))
        self.uses.setText(play.uses)
        self.uses.setVisible(bool(play.uses))
        self.brief.setText(
            self.claim.text() or lecture_text(play.says)
        )  # a scene of one's own may say no claim
        self._show_form()

    def toggle(self) -> None:
        """Show the whole narration, or fold it back to the short form."""
        self.expanded = not self.expanded
        self._show_form()

    def _show_form(self) -> None:
        more = translate("SceneBar", "▴ less") if self.expanded else translate("SceneBar", "▾ more")
        self.position.show_heading(self._title, more)
        if self.middle.width() > 0:  # the point's tag may have come or gone
            self.fit_heading(self.middle.width())
        self.brief.setVisible(not self.expanded)
        self.details.setVisible(self.expanded)
        self.middle.fit_height()

    def fit_heading(self, width: int) -> None:
        """Give the heading the room the bar's text column has at ``width``, less the point's tag."""
        margins = self.middle.layout().contentsMargins()
        room = width - margins.left() - margins.right()
        if self.point.isVisibleTo(self.middle):
            room -= self.point.sizeHint().width() + max(self.heading.spacing(), 0)
        self.position.set_room(room)


class _SceneTitle(QLabel):
    """The bar's heading, "Scene 2 of 8 · title ▾ more", on one line: in the room it is given the title ends
    in "…" (the whole of it is in the tooltip), so a long title, often a translated one, never widens the bar
    past the window, where the toolbar would fold Next and ✕ into its overflow menu."""

    def __init__(self) -> None:
        super().__init__("")
        self.setTextFormat(Qt.TextFormat.RichText)
        self._title = ""
        self._more = ""
        self.room: int | None = None

    def show_heading(self, title: str, more: str) -> None:
        self._title, self._more = title, more
        self._render()

    def set_room(self, room: int) -> None:
        if room != self.room:
            self.room = room
            self._render()

    def shown_title(self) -> str:
        """The title as drawn: the whole of it, or its start and "…"."""
        if self.room is None:
            return self._title
        bold = QFont(self.font())
        bold.setBold(True)
        room = self.room - QFontMetrics(self.font()).horizontalAdvance(f" {self._more}") - 4
        return QFontMetrics(bold).elidedText(self._title, Qt.TextElideMode.ElideRight, max(room, 0))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """Narrow: the title gives way to the buttons, never the other way round."""
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), 40), hint.height())

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._render()

    def _render(self) -> None:
        self.setText(
            f"<b>{_escape(self.shown_title())}</b> <span style='font-weight:normal'>{self._more}</span>"
        )


class _WrappedColumn(QWidget):
    """The scene bar's text: as tall as its wrapped lines need at the width it has.  A toolbar sizes itself
    from its widgets' preferred sizes, which for wrapped labels is the height at a narrow width: lines of
    empty space above the tab at projector zoom.  A click on it calls ``clicked``."""

    clicked = None
    bar: SceneBar | None = None

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.LeftButton and self.clicked is not None:
            self.clicked()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self.bar is not None:
            self.bar.fit_heading(event.size().width())
        self.fit_height()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """A new zoom (entering presentation mode) wraps the same text into more lines at the same width; the
        labels take their new font after this widget, so the height is fitted once they have."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            QTimer.singleShot(0, self, self.fit_height)  # not after the widget is gone

    def fit_height(self) -> None:
        height = self.layout().totalHeightForWidth(self.width()) if self.width() > 0 else -1
        if height > 0 and height != self.height():
            self.setFixedHeight(height)


class ScenePlayer(QObject):
    """The open deck and the scene shown; the Scenes menu and its actions.  One per main window."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.deck: SceneDeck | None = None
        self.index = -1
        self.play: ScenePlay | None = None  # the scene shown, as it plays on this computer
        self.previous_action = self._action(
            translate("ScenePlayer", "‹ Previous scene"), ["PgUp", "Alt+Left"], self.previous
        )
        self.next_action = self._action(
            translate("ScenePlayer", "Next scene ›"), ["PgDown", "Alt+Right"], self.next
        )
        self.close_action = self._action(translate("ScenePlayer", "Close scenes"), [], self.close_deck)
        self.jump_action = self._action(
            translate("ScenePlayer", "Go to scene…"), ["Ctrl+G"], self.choose_scene
        )
        self.open_action = self._action(translate("ScenePlayer", "Open scenes…"), [], self.choose_file)
        self.save_action = self._action(
            translate("ScenePlayer", "Save current view as scene…"), [], self.save_current_view
        )
        self.bar = SceneBar(self.previous_action, self.next_action, self.close_action)
        self.bar.setVisible(False)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.bar)
        # Both key filters see every event of the app, so they listen only while a deck is open (the Page
        # keys step scenes only then); the filters go with the player when it is deleted.
        self.guard = PageKeyGuard(self)
        self.presenter_keys = PresenterKeys(window, self._presenting, self.step)
        self._listening = False
        self.scene_list: SceneList | None = None
        self._driven = None  # the tab a scene drives now (its own Back / Next hidden)
        self.menu = window.menuBar().addMenu(translate("ScenePlayer", "&Scenes"))
        self._fill_menu()
        self.menu.aboutToShow.connect(self._fill_menu)  # again each time: the last deck may have changed
        self._update_actions()

    def _action(self, text: str, keys: list[str], slot) -> QAction:
        action = QAction(text, self.window)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        action.triggered.connect(slot)
        self.window.addAction(action)
        return action

    @Slot()
    def _fill_menu(self) -> None:
        """Built-in decks first, then the last deck opened from a file, then the actions."""
        self.menu.clear()
        try:
            decks = builtin_decks()
        except WorkbenchError as exc:  # a broken built-in file is a bug, but the menu must still open
            decks = []
            unreadable = translate("ScenePlayer", "(built-in scenes unreadable: {problem})")
            self.menu.addAction(unreadable.format(problem=exc.message)).setEnabled(False)
        for deck in decks:
            count = len(deck)
            name = translate("ScenePlayer", "{title} (%n scenes)", None, count)
            self.menu.addAction(name.format(title=lecture_text(deck.title)), lambda d=deck: self.open_deck(d))
        for deck in installed_decks():  # from lesson packs
            count = len(deck)
            name = translate("ScenePlayer", "{title} (%n scenes, lesson pack)", None, count)
            self.menu.addAction(name.format(title=deck.title), lambda d=deck: self.open_deck(d))
        last = self._last_file()
        if last is not None:
            reopen = translate("ScenePlayer", "Reopen {file}").format(file=last.name)
            self.menu.addAction(reopen, lambda: self.open_file(last))
        self.menu.addSeparator()
        for action in (self.open_action, self.save_action):
            self.menu.addAction(action)
        self.menu.addSeparator()
        for action in (self.previous_action, self.next_action, self.jump_action, self.close_action):
            self.menu.addAction(action)

    def _last_file(self) -> Path | None:
        last = self.window.settings.last_scene_deck
        path = Path(last) if last and not last.startswith("built-in:") else None
        return path if path is not None and path.is_file() else None

    # --- opening and stepping ---------------------------------------------------------------------------
    @Slot()
    def choose_file(self) -> None:
        last = self._last_file()
        start = str(last.parent) if last else file_dialogs.start_folder(self.window)
        name, _ = QFileDialog.getOpenFileName(
            self.window, translate("ScenePlayer", "Open scenes"), start, translate("ScenePlayer", FILE_FILTER)
        )
        if name:
            self.open_file(Path(name))

    def open_file(self, path: Path) -> bool:
        """Open the deck in ``path`` at its first scene; a file that cannot be used is explained."""
        try:
            deck = load_deck(path)
        except WorkbenchError as exc:
            show_error(self.window, translate("ScenePlayer", "Could not open the scenes"), str(exc))
            return False
        self.open_deck(deck)
        return True

    def open_deck(self, deck: SceneDeck, index: int = 0) -> None:
        self.deck = deck
        self._listen(True)
        self.window.settings.last_scene_deck = deck.source
        self.bar.setVisible(True)
        self.show_scene(index)

    def show_scene(self, index: int) -> None:
        """Switch to the scene's tab and set it as the scene says, with the best model on this computer."""
        if self.deck is None:
            return
        self.index = min(max(index, 0), len(self.deck) - 1)
        scene = self.deck.scenes[self.index]
        self.play = scene_play(scene)
        tab = self.window.show_tab(entry_for_scene(scene.tab).title)
        self._drive(tab)
        tab.apply_scene_state(dict(self.play.state))
        presentation = getattr(self.window, "presentation", None)
        if presentation is not None:  # a tab first built for this scene: its long notes hidden too
            presentation.hide_secondary()
        self.bar.show_scene(self.deck, self.index, self.play)
        point_at = getattr(tab, "point_at", None)  # what the scene checks is what it points at: in view
        if point_at is not None:
            textbook = scene.textbook.checks if scene.textbook is not None else ()
            point_at({check["kind"] for check in (*scene.checks, *textbook)})
        show_recording = getattr(tab, "show_recording", None)  # a training scene's recorded run, at once
        if show_recording is not None:
            from workbench.core.scene_recordings import scene_recording  # not before a scene plays

            show_recording(scene_recording(scene, self.play.state))
        self._update_actions()

    @Slot()
    def next(self) -> None:
        if self.deck is not None and self.index < len(self.deck) - 1:
            self.show_scene(self.index + 1)

    @Slot()
    def previous(self) -> None:
        if self.deck is not None and self.index > 0:
            self.show_scene(self.index - 1)

    def step(self, direction: int) -> None:
        """The next scene for +1, the previous one for -1 (the presenter's keys)."""
        self.next() if direction > 0 else self.previous()

    def _presenting(self) -> bool:
        presentation = getattr(self.window, "presentation", None)
        return self.deck is not None and presentation is not None and presentation.active

    @Slot()
    def choose_scene(self) -> None:
        """The list of the deck's scenes; the one chosen there is shown (Ctrl+G, Scenes ▸ Go to scene…)."""
        if self.deck is None:
            return
        self.scene_list = SceneList(self.deck, self.index, self.window)
        deck = self.deck
        self.scene_list.accepted.connect(
            lambda: self.deck is deck and self.show_scene(self.scene_list.chosen())
        )
        self.scene_list.open()

    def _drive(self, tab) -> None:
        """Tell ``tab`` (or none) that a scene now drives it, and the tab before that none does any more."""
        if self._driven is not None and self._driven is not tab:
            self._driven.drive_by_scene(False)
        self._driven = tab if hasattr(tab, "drive_by_scene") else None
        if self._driven is not None:
            self._driven.drive_by_scene(True)

    def _listen(self, on: bool) -> None:
        """Put the key filters in place (a deck opened) or take them away (closed)."""
        if on == self._listening:
            return
        app, self._listening = QApplication.instance(), on
        if on:
            app.installEventFilter(self.guard)
            app.installEventFilter(self.presenter_keys)  # after the guard: it sees keys first
        else:
            app.removeEventFilter(self.presenter_keys)
            app.removeEventFilter(self.guard)

    @Slot()
    def close_deck(self) -> None:
        self.deck, self.index, self.play = None, -1, None
        self._listen(False)
        self._drive(None)
        self.bar.setVisible(False)
        self._update_actions()

    def _update_actions(self) -> None:
        shown = self.deck is not None
        self.previous_action.setEnabled(shown and self.index > 0)
        self.next_action.setEnabled(shown and self.index < len(self.deck) - 1)
        self.close_action.setEnabled(shown)
        self.jump_action.setEnabled(shown)

    # --- saving -----------------------------------------------------------------------------------------
    def current_scene(self, title: str, says: str = "") -> Scene:
        """The view on screen now, as a scene."""
        index = self.window.tabs.currentIndex()
        text = self.window.tabs.tabText(index)
        tab = self.window.tab(self.window.tab_title(index))
        return Scene(title.strip() or text, says.strip(), tab.scene_key, scene_state(tab.session))

    @Slot()
    def save_current_view(self) -> None:
        tab_title = self.window.tabs.tabText(self.window.tabs.currentIndex())
        title, ok = QInputDialog.getText(
            self.window,
            translate("ScenePlayer", "Save current view as scene"),
            translate("ScenePlayer", "Title of the scene:"),
            text=tab_title,
        )
        if not ok:
            return
        says, ok = QInputDialog.getMultiLineText(
            self.window,
            translate("ScenePlayer", "Save current view as scene"),
            translate("ScenePlayer", "What you will say over it (optional):"),
        )
        if not ok:
            return
        last = self._last_file()
        name, _ = QFileDialog.getSaveFileName(
            self.window,
            translate("ScenePlayer", "Add the scene to a scene file (new or existing)"),
            str(last) if last else str(Path(file_dialogs.start_folder(self.window)) / "scenes.json"),
            translate("ScenePlayer", FILE_FILTER),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if name:
            self.save_scene(Path(name), title, says)

    def save_scene(self, path: Path, title: str, says: str = "") -> SceneDeck | None:
        """Add the current view to the deck in ``path`` (created if missing).  The deck being shown is
        reloaded when it is that file, so the new scene can be stepped to at once."""
        try:
            deck = append_scene(path, self.current_scene(title, says), title=path.stem)
        except WorkbenchError as exc:
            show_error(self.window, translate("ScenePlayer", "Could not save the scene"), str(exc))
            return None
        if self.deck is not None and self.deck.source == str(path):
            self.deck = deck
            self.bar.show_scene(deck, self.index, self.play)
            self._update_actions()
        return deck


def _escape(text: str) -> str:
    import html

    return html.escape(text, quote=False)


def install_scenes(window: QMainWindow) -> ScenePlayer:
    """Add the scene bar, the Scenes menu and the stepping keys to ``window`` (a MainWindow)."""
    return ScenePlayer(window)
