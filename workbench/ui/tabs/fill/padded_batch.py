"""The padded-batch panel: the sentence of the Fill tab and another one as one batch, each row as long as
the longest, [PAD] filling the short one, and under each row its attention mask (1: text, 0: padding).
Opened from the token strip's right-click menu (a dialog), or shown under the strip when a scene names the
second sentence (``FillSession.batch_with``); the batch itself is computed by the tab's named job
(``sessions.fill.batch_view``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from workbench.core.words import translate
from workbench.ui.widgets.token_strip import TokenStrip

OTHER = "Dogs bark."
MASK_ON, MASK_OFF = "#009E73", "#D55E00"  # Okabe-Ito green and vermilion


class PaddedBatchView(QWidget):
    """The second sentence, the batch drawn as a table of tokens with the mask under each row, and a note.
    ``ask(other)`` starts the job for the tab's sentence and ``other``; ``show_batch`` draws its answer."""

    def __init__(self, strip: TokenStrip, ask: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.strip, self.ask = strip, ask
        self.other = QLineEdit(OTHER)
        self.other.setToolTip(
            translate(
                "PaddedBatchView", "A second sentence, shorter or longer: the batch pads the short one."
            )
        )
        self.view = QLabel()
        self.view.setObjectName("paddedBatchView")
        self.view.setTextFormat(Qt.TextFormat.RichText)
        self.view.setWordWrap(True)
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)  # <|im_end|> is a token, not a tag
        self.note.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("PaddedBatchView", "Batch it with:")))
        row.addWidget(self.other, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.note)
        self._debounce = QTimer(self, singleShot=True, interval=300)
        self._debounce.timeout.connect(lambda: self.ask(self.other.text()))
        self.other.textChanged.connect(lambda _text: self._debounce.start())

    def show_batch(self, batch) -> None:
        """One column per position: each text's tokens in a row, its mask under it, so that a batch is
        seen as the rectangle it is and every 0 stands under the padding it hides."""
        rows = []
        for k, row in enumerate(batch.rows, start=1):
            chips = "".join(f"<td>{self.strip.chip_html(p, link=False)}</td>" for p in row.tokens.pieces)
            mask = "".join(
                f"<td align='center' style='color:{MASK_ON if m else MASK_OFF}'><b>{m}</b></td>"
                for m in row.mask
            )
            text = translate("PaddedBatchView", "Text {number}").format(number=k)
            mask_word = translate("PaddedBatchView", "mask")
            rows.append(f"<tr><td><b>{text}</b></td>{chips}</tr><tr><td>{mask_word}</td>{mask}</tr>")
            rows.append("<tr><td>&nbsp;</td></tr>")
        self.view.setText(f"<table cellspacing='2'>{''.join(rows)}</table>")
        said = (
            translate(
                "PaddedBatchView",
                "One batch of {length} tokens per row, padded on the left with {pad}. The mask's 0s mark "
                "the padding: attention gives it no weight and a loss never counts it.",
            )
            if batch.side == "left"
            else translate(
                "PaddedBatchView",
                "One batch of {length} tokens per row, padded on the right with {pad}. The mask's 0s mark "
                "the padding: attention gives it no weight and a loss never counts it.",
            )
        )
        said = said.format(length=batch.length, pad=batch.pad_token)
        self.note.setText(f"{said} {batch.note}".strip())

    def show_problem(self, text: str) -> None:
        self.view.setText("")
        self.note.setText(text)

    def clear(self) -> None:
        self.view.setText("")
        self.note.setText("")


class PaddedBatchDialog(QDialog):
    """The padded batch in a window of its own, opened from the token strip's menu."""

    def __init__(self, parent: QWidget, strip: TokenStrip, ask: Callable[[str], None]) -> None:
        super().__init__(parent)
        self.setObjectName("paddedBatch")
        self.setWindowTitle(translate("PaddedBatchDialog", "A padded batch"))
        self.panel = PaddedBatchView(strip, ask, self)
        self.other, self.view, self.note = self.panel.other, self.panel.view, self.panel.note
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel)
        self.resize(760, 260)

    def show_batch(self, batch) -> None:
        self.panel.show_batch(batch)
        self.view.adjustSize()
        room = self.parentWidget().window().width() - 40 if self.parentWidget() else 1200
        self.resize(min(max(self.width(), self.view.sizeHint().width() + 40), room), self.sizeHint().height())

    def show_problem(self, text: str) -> None:
        self.panel.show_problem(text)
