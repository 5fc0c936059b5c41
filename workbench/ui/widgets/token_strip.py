"""A line of token "chips": how the model cuts the text, special tokens highlighted, with the count."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel

SPECIAL_BG = "#F0E442"  # Okabe-Ito yellow
PIECE_BG = "#DCEBF7"
CONTINUATION_BG = "#EEF5FB"


class TokenStrip(QLabel):
    """Shows a ``TokenizationResult`` (workbench.core.explore.tokens) as coloured chips.  With
    ``clickable``, clicking an ordinary token emits ``piece_clicked(index)``."""

    piece_clicked = Signal(int)

    def __init__(self, clickable: bool = False) -> None:
        super().__init__()
        self.clickable = clickable
        self.pieces = ()
        self.linkActivated.connect(lambda href: self.piece_clicked.emit(int(href)))
        self.setObjectName("tokenStrip")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        flags = Qt.TextInteractionFlag.TextSelectableByMouse
        if clickable:  # without this flag a QLabel never reports a click on a link
            flags |= Qt.TextInteractionFlag.LinksAccessibleByMouse
        self.setTextInteractionFlags(flags)
        self.setToolTip(
            "How the model cuts the text into tokens. Yellow: special tokens with a job of their own. "
            "Lighter chips continue the word before them (e.g. ##ing)."
        )

    def show_tokens(self, result) -> None:
        chips = []
        for piece in result.pieces:
            colour = SPECIAL_BG if piece.is_special else PIECE_BG if piece.starts_word else CONTINUATION_BG
            title = html.escape(piece.role or f"token id {piece.token_id}")
            chip = html.escape(piece.display)
            if self.clickable and not piece.is_special:
                chip = f"<a href='{piece.index}' style='color:#202020; text-decoration:none'>{chip}</a>"
            chips.append(
                f"<span style='background:{colour}; color:#202020; padding:2px;' title='{title}'>"
                f"&nbsp;{chip}&nbsp;</span>"
            )
        limit = f" of at most {result.max_length:,}" if result.max_length else ""
        over = (
            " <b style='color:#D55E00'>— too long: the model reads only the first part</b>"
            if result.over_limit
            else ""
        )
        self.setText(
            " ".join(chips)
            + f"<br><small>{result.count} tokens{limit} · {html.escape(result.scheme)}</small>{over}"
        )
        self.pieces = result.pieces
