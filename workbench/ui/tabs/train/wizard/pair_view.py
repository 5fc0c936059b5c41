"""How the model sees one pair of texts, under the data page's preview (data_page.py, beside it):
the pair's tokens as the tokenizer joins them for training ([CLS] first text [SEP] second text [SEP] for a
BERT-style model), each chip coloured by its segment and followed by the segment id (0 or 1), for the row
chosen in the preview table."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from workbench.core.words import translate
from workbench.ui import plot_style

SEGMENT_BG = ("#DCEBF7", "#FBE1CC")  # segment 0: light blue; segment 1: light vermilion (Okabe-Ito washes)
# the ids beside the chips, in the segments' full colours, (light theme, dark theme): 4.5:1 on the window
SEGMENT_ID = (("#0060A0", "#56B4E9"), ("#B34700", "#FF8A50"))


class PairView(QWidget):
    """``show_pair(row, tokens)`` draws a ``PairTokens`` (core.training.data.batching); ``tokens`` and
    ``segments`` hold what is shown, for the tests and the slides."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("pairView")
        self.tokens: tuple[str, ...] = ()
        self.segments: tuple[int, ...] = ()
        self.title = QLabel("")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)  # a long model name, or a longer language, must not widen the page
        self.chips = QLabel("")
        self.chips.setObjectName("pairTokens")
        self.chips.setTextFormat(Qt.TextFormat.RichText)
        self.chips.setWordWrap(True)
        self.chips.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.chips)
        layout.addWidget(self.note)

    def show_pair(self, row: str, pair: Any, model_name: str) -> None:
        """Row ``row`` (as the preview numbers it: the file's row) read by ``model_name``'s tokenizer."""
        self.tokens, self.segments = tuple(pair.tokens), tuple(pair.segments)
        title = translate(
            "PairView", "<b>How {model} reads row {row}</b>: both texts as one input, {count} tokens"
        )
        self.title.setText(
            title.format(model=html.escape(model_name), row=html.escape(row), count=len(self.tokens))
        )
        pairs = zip(self.tokens, self.segments, strict=True)
        self.chips.setText(" ".join(_chip(token, segment) for token, segment in pairs))
        if pair.segment_ids:
            said = translate(
                "PairView",
                "Each token's number is its segment id, given to the model with it: 0 for the first text "
                "(with [CLS] and the first [SEP]), 1 for the second.",
            )
        else:
            said = translate(
                "PairView",
                "This model is given no segment ids: it tells the two texts apart by the separator "
                "alone. The numbers show which text each token came from.",
            )
        cut = translate("PairView", "The pair is longer than the model reads: the longer text loses its end.")
        self.note.setText(f"{said} {cut}" if pair.truncated else said)

    def show_message(self, text: str) -> None:
        """No pair to draw (no row chosen, a row without both texts, no tokenizer): say why."""
        self.tokens, self.segments = (), ()
        self.title.setText(translate("PairView", "<b>How the model reads a pair</b>"))
        self.chips.setText("")
        self.note.setText(text)


def _chip(token: str, segment: int) -> str:
    """One token on its segment's colour, then its segment id in the text's own size (a subscript was too
    small to read on a projector); special tokens in bold."""
    text = html.escape(token)
    if token.startswith(("[", "<")) and token.endswith(("]", ">")):
        text = f"<b>{text}</b>"
    colour = SEGMENT_BG[min(max(segment, 0), 1)]
    return (
        f"<span style='background:{colour}; color:#202020;'>&nbsp;{text}&nbsp;</span>"
        f"<span style='color:{SEGMENT_ID[min(max(segment, 0), 1)][plot_style.colours().dark]}'>"
        f"<b>{segment}</b></span>"
    )
