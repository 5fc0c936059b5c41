"""A line of token "chips": how the model cuts the text, special tokens highlighted, with the count.
Right-click (or the menu key) shows each token's id in the vocabulary under it: the numbers the model
really receives."""

from __future__ import annotations

import html

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMenu

from workbench.core.words import number, translate
from workbench.ui import plot_style
from workbench.ui.widgets.popup_menus import at_point, popup_inside_screen

SPECIAL_BG = "#F0E442"  # Okabe-Ito yellow
PIECE_BG = "#DCEBF7"
CONTINUATION_BG = "#EEF5FB"


class TokenStrip(QLabel):
    """Shows a ``TokenizationResult`` (workbench.core.explore.tokens) as coloured chips.  With
    ``clickable``, clicking an ordinary token emits ``piece_clicked(index)``."""

    piece_clicked = Signal(int)
    batch_requested = Signal()  # "Pad in a batch with another sentence…" (where batch_action is visible)

    def __init__(self, clickable: bool = False) -> None:
        super().__init__()
        self.clickable = clickable
        self.linkActivated.connect(lambda href: self.piece_clicked.emit(int(href)))
        self.setObjectName("tokenStrip")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        flags = Qt.TextInteractionFlag.TextSelectableByMouse
        if clickable:  # without this flag a QLabel never reports a click on a link
            flags |= Qt.TextInteractionFlag.LinksAccessibleByMouse
        self.setTextInteractionFlags(flags)
        self.setToolTip(
            translate(
                "TokenStrip",
                "How the model cuts the text into tokens. Yellow: special tokens with a job of their own. "
                "Lighter chips continue the word before them (e.g. ##ing). "
                "Right-click to show the token ids.",
            )
        )
        self.result = None
        self.ids_action = QAction(translate("TokenStrip", "Show token ids"), self)
        self.ids_action.setCheckable(True)
        self.ids_action.toggled.connect(lambda _on: self.result is not None and self.show_tokens(self.result))
        self.batch_action = QAction(translate("TokenStrip", "Pad in a batch with another sentence…"), self)
        self.batch_action.setVisible(False)
        self.batch_action.triggered.connect(self.batch_requested.emit)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)

    @property
    def pieces(self) -> tuple:
        """The pieces shown (empty before the first text)."""
        return self.result.pieces if self.result is not None else ()

    @property
    def showing_ids(self) -> bool:
        return self.ids_action.isChecked()

    def _menu(self, pos: QPoint) -> None:
        menu = QMenu(self)
        menu.addAction(self.ids_action)
        menu.addAction(self.batch_action)  # shown where a tab offers it
        popup_inside_screen(menu, at_point(self, pos), self)

    def show_tokens(self, result) -> None:
        self.result = result
        count = (
            translate("TokenStrip", "{count} tokens of at most {limit}")
            if result.max_length
            else translate("TokenStrip", "{count} tokens")
        ).format(count=result.count, limit=number(result.max_length, ","))
        too_long = translate("TokenStrip", "— too long: the model reads only the first part")
        over = f" <b style='color:{plot_style.colours().accent}'>{too_long}</b>" if result.over_limit else ""
        self.setText(
            self.chips_html(result.pieces)
            + f"<br><small>{count} · {html.escape(result.scheme)}</small>{over}"
        )

    def chips_html(self, pieces) -> str:
        """``pieces`` as coloured chips (rich text), with their ids when they are shown."""
        return " ".join(self.chip_html(piece) for piece in pieces)

    def chip_html(self, piece, link: bool = True) -> str:
        """One piece as a coloured chip; a link to blank it when the strip is clickable and ``link``."""
        colour = SPECIAL_BG if piece.is_special else PIECE_BG if piece.starts_word else CONTINUATION_BG
        title = html.escape(piece.role or translate("TokenStrip", "token id {id}").format(id=piece.token_id))
        chip = html.escape(piece.display)
        if self.showing_ids:
            chip += f"<sub style='color:#505050'>{piece.token_id}</sub>"
        if link and self.clickable and not piece.is_special:
            chip = f"<a href='{piece.index}' style='color:#202020; text-decoration:none'>{chip}</a>"
        return (
            f"<span style='background:{colour}; color:#202020; padding:2px;' title='{title}'>"
            f"&nbsp;{chip}&nbsp;</span>"
        )
