"""What every wizard page has: a title, a short introduction, a scrolling body, and a reason to wait.

A page puts the user's choices into the shared ``WizardState`` as they are made (``state.choose``: they are
one frozen ``TrainSession``), and shows them again from it on ``enter()``.  ``blocker()`` says in
plain words why the wizard may not go on yet ("" when it may); a page emits ``completeness_changed`` whenever
that may have changed.  ``enter()`` is called each time the page is shown, to catch up with earlier pages.
"""

from __future__ import annotations

import html as _html
from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont, QFontMetrics, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from workbench.core.sessions.train.wizard import WizardState
from workbench.core.words import translate
from workbench.ui import plot_style
from workbench.ui.tasks import TaskController

# Kinds of status text; ``status_colour`` gives each one's colour for the current theme (dark text on a light
# window, light text on a dark one), so a message stays readable after View > Theme or presentation mode.
ERROR_COLOUR = "error"
WARNING_COLOUR = "warning"
OK_COLOUR = "ok"
_STATUS_COLOURS = {
    "error": ("#B00020", "#FF8A80"),
    "warning": ("#8A5A00", "#FFC766"),
    "ok": ("#1B6E20", "#7BD88A"),
}


class PageBody(QWidget):
    """A page's scrolling body, as tall as its contents need at its width.  A scroll area sizes its widget
    from the minimum size hint, which counts a wrapped label as one line: with several wrapped labels
    (presentation mode's larger fonts wrap more) the page came out too short and squeezed a chart under the
    box below it. The layout's minimum height for the body's width counts every label as wrapped."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth() and self.width() > 0:
            hint.setHeight(max(hint.height(), layout.minimumHeightForWidth(self.width())))
        return hint

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()  # the labels wrap differently at the new width: ask again


class WizardPage(QWidget):
    """A step of the wizard.  A page class marks its ``title`` and ``intro`` with
    ``QT_TRANSLATE_NOOP("<its class name>", ...)``; each page shows them translated (its own ``title`` and
    ``intro`` are the translated texts)."""

    completeness_changed = Signal()
    title = ""
    intro = ""

    def __init__(self, tasks: TaskController, state: WizardState) -> None:
        super().__init__()
        self.tasks = tasks
        self.state = state
        context = type(self).__name__
        self.title = translate(context, type(self).title) if type(self).title else ""
        self.intro = translate(context, type(self).intro) if type(self).intro else ""
        self.heading = QLabel(self.title)
        self.heading.setObjectName("pageHeading")
        self.intro_label = QLabel(self.intro)
        self.intro_label.setWordWrap(True)
        self.body = PageBody()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 4, 0)
        scroll = self.scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.body)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.intro_label)
        layout.addWidget(scroll, 1)
        self._size_heading()
        self._revealed: tuple[QWidget, ...] = ()  # what the last scene pointed at (``reveal``)
        self._revealed_at: int | None = None  # where the reveal left the scroll bar
        scroll.verticalScrollBar().rangeChanged.connect(self._on_body_height_changed)
        plot_style.style().changed.connect(self._on_style_changed)

    @Slot()
    def _on_style_changed(self) -> None:
        if self.isVisible():
            self.theme_changed()
            if self._revealed:  # a zoom moves everything: bring what the scene points at back into view
                self.reveal(*self._revealed)

    def theme_changed(self) -> None:
        """The theme or zoom changed while the page is shown: pages with coloured content draw it again."""

    def enter(self) -> None:
        """The page is about to be shown."""

    def reveal(self, *widgets: QWidget) -> None:
        """Scroll the body to the first of ``widgets`` that is shown (a scene points the audience at it, and
        at projector zoom it may lie below the fold), once the layout has placed what was just filled in;
        again after a zoom, which moves everything, and whenever the body's height changes until the user
        scrolls elsewhere (a preview filled in a moment later grows and would slip below the fold)."""
        self._revealed = widgets
        self._revealed_at = None
        QTimer.singleShot(0, self, self._scroll_to_revealed)  # not after the page is gone

    def _scroll_to_revealed(self) -> None:
        shown = next((w for w in self._revealed if w.isVisibleTo(self.body)), None)
        if shown is None:
            return
        # By hand rather than ensureWidgetVisible, which for a text view only brings its cursor into view
        top, bar = shown.mapTo(self.body, QPoint(0, 0)).y(), self.scroll.verticalScrollBar()
        room = self.scroll.viewport().height()
        if top < bar.value():
            bar.setValue(top)
        elif top + shown.height() > bar.value() + room:  # whole if it fits, else from its top
            bar.setValue(min(top, top + shown.height() - room))
        self._revealed_at = bar.value()

    @Slot()
    def _on_body_height_changed(self) -> None:
        if self._revealed and self.scroll.verticalScrollBar().value() == self._revealed_at:
            QTimer.singleShot(0, self, self._scroll_to_revealed)

    def start_at_top(self) -> None:
        """Scroll the body to its top and forget what an earlier scene pointed at."""
        self._revealed, self._revealed_at = (), None
        self.scroll.verticalScrollBar().setValue(0)

    def blocker(self) -> str:
        """Why Next is not allowed yet, in plain words; "" when it is."""
        return ""

    def next_label(self) -> str:
        return translate("WizardPage", "Next ›")

    def _size_heading(self) -> None:
        font = QFont(self.font())
        font.setPointSizeF(self.font().pointSizeF() * 1.35)
        font.setBold(True)
        self.heading.setFont(font)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "heading"):
            self._size_heading()
            self.font_changed()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.font_changed()  # tables filled while the page was hidden are measured again
        self.theme_changed()  # and coloured for the theme shown now

    def font_changed(self) -> None:
        """The app zoomed (or the page is shown): pages with sized tables fit them again."""


def stretch_first_column(table: QTableWidget) -> None:
    """The first column takes the room left; the others keep fitting their contents, also after a zoom."""
    header = table.horizontalHeader()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, table.columnCount()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)


def named_button(text: str, name: str, tip: str, clicked: Callable[[], object]) -> QPushButton:
    """A push button with its object name (what tests and scenes find it by), its tooltip, and what a click
    does."""
    button = QPushButton(text)
    button.setObjectName(name)
    button.setToolTip(tip)
    button.clicked.connect(clicked)
    return button


def read_only_table(headers: list[str], name: str = "", choose_rows: bool = False) -> QTableWidget:
    """A table to read, not to edit, named ``name``, without row numbers: whole rows chosen one at a time
    (``choose_rows``), or nothing chosen."""
    table = QTableWidget(0, len(headers))
    if name:
        table.setObjectName(name)
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    if choose_rows:
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    else:
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    return table


def plain_table(headers: list[str]) -> QTableWidget:
    """A read-only table of results: no row numbers, no selection, its columns fitting their contents."""
    table = read_only_table(headers)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # columns refit after a zoom
    header.setStretchLastSection(True)
    return table


def table_item(text: str, numeric: bool = False) -> QTableWidgetItem:
    """A cell of such a table; numbers aligned right."""
    item = QTableWidgetItem(text)
    if numeric:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def fit_table(table: QTableWidget, max_rows: int = 12) -> None:
    """Make ``table`` exactly as tall as its rows (at most ``max_rows``, then it scrolls), so that short
    tables leave no empty block and the page does not scroll for nothing."""
    table.resizeRowsToContents()
    rows = min(table.rowCount(), max_rows)
    line = QFontMetrics(table.font()).height()
    header = table.horizontalHeader().sizeHint().height() if table.horizontalHeader().isVisible() else 0
    body = sum(table.rowHeight(i) for i in range(rows)) if rows else line + 8
    scroll = table.horizontalScrollBar().sizeHint().height() if table.horizontalScrollBar().isVisible() else 0
    table.setFixedHeight(header + body + scroll + 2 * table.frameWidth() + 2)


def status_colour(kind: str) -> str:
    """The colour of ``kind`` (ERROR_COLOUR, WARNING_COLOUR, OK_COLOUR) in the theme shown now."""
    return _STATUS_COLOURS[kind][plot_style.colours().dark]


def coloured(text: str, kind: str, bold: bool = False) -> str:
    """``text`` as rich text in the colour of ``kind`` for the current theme."""
    import html

    weight = "font-weight:600;" if bold else ""
    return f"<span style='color:{status_colour(kind)};{weight}'>{html.escape(text)}</span>"


Part = str | tuple[str, str, bool]  # rich text as it is, or (plain text, colour kind, bold)


class ColouredLabel(QLabel):
    """A message label (a status line, a log) whose coloured parts are drawn again in the new theme's colours
    when the theme changes, for messages that cannot be worked out again from the page's state."""

    def __init__(self, *parts: Part) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self._parts: tuple[Part, ...] = ()
        plot_style.style().changed.connect(self._draw)
        self.show_parts(*parts)

    def show_parts(self, *parts: Part) -> None:
        """Show ``parts`` one after another: rich text strings as they are, (text, kind, bold) coloured."""
        self._parts = parts
        self._draw()

    def show_message(self, text: str, kind: str = "", bold: bool = False) -> None:
        """One plain-text message, coloured for ``kind`` (ERROR_COLOUR, ...) when one is given."""
        import html

        self.show_parts((text, kind, bold) if kind else html.escape(text))

    @Slot()
    def _draw(self) -> None:
        self.setText(
            "".join(p if isinstance(p, str) else coloured(p[0], p[1], bold=p[2]) for p in self._parts)
        )


class NoteWithButton(QWidget):
    """A note that wraps (a warning about the data, say) with, beside it, the button that fixes what it says
    (merge the look-alike labels, choose a model that reads the texts' languages); hidden until shown."""

    def __init__(self, name: str, button_name: str, tooltip: str) -> None:
        super().__init__()
        self.label = QLabel("")
        self.label.setObjectName(name)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.button = QPushButton("")
        self.button.setObjectName(button_name)
        self.button.setToolTip(tooltip)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label, 1)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)
        self.setVisible(False)


def issue_html(severity: str, message: str, hint: str) -> str:
    """A message of the data checks as rich text: its kind in bold and colour, the message, the hint."""
    label, colour = {
        "error": (translate("WizardPage", "Problem:"), ERROR_COLOUR),
        "warning": (translate("WizardPage", "Warning:"), WARNING_COLOUR),
        "info": (translate("WizardPage", "Note:"), OK_COLOUR),
    }[severity]
    hint_html = f"<br>{_html.escape(hint)}" if hint else ""
    return f"<p>{coloured(label, colour, bold=True)} {_html.escape(message)}{hint_html}</p>"
