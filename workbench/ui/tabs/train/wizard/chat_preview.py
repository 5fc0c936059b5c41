"""What the data page shows of conversations (chat and summaries): the examples to choose from, and for the
one chosen the conversation as chat bubbles beside the tokens exactly as the chosen model sees them, its chat
template's markers included, the tokens the loss counts (the answer's) highlighted and the others dimmed.
The tokens are the core's (``sessions.train.data.chat_tokens``), the very rendering training uses; a model
without a chat template of its own is shown with the plain one training would give it, and a note says so."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QLabel,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
)

from workbench.core.words import number, translate
from workbench.ui.presentation import mark_secondary
from workbench.ui.tabs.train.marks.chat_bubbles import (
    ANSWER_ANCHOR,
    bubbles,
    shown,
    token_legend,
    token_strip,
)
from workbench.ui.tabs.train.wizard.examples_preview import ExamplesPreview
from workbench.ui.widgets.text_fit import follow_text_height

EXAMPLES_SHOWN = 200  # the first examples listed to choose from


def _cut(text: str, size: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= size else text[: size - 1] + "…"


class ChatPreview(ExamplesPreview):
    """The examples (``table``); under them the chosen one as bubbles (``conversation``) beside its tokens
    (``tokens``), the colours' meaning (``legend``) and, when there is one, the template note (``note``)."""

    def __init__(self) -> None:
        super().__init__()
        self.template_note: str | None = None
        self.shown_tokens: list[Any] = []  # ShownToken of the example shown
        self.examples_table(
            "chatExamples",
            [
                translate("ChatPreview", "Where"),
                translate("ChatPreview", "Asked"),
                translate("ChatPreview", "Answer to learn"),
            ],
        )
        self.table.setMinimumHeight(120)
        self.table.setToolTip(
            translate(
                "ChatPreview", "Click an example to see it as a conversation, and the tokens the model sees."
            )
        )
        # In presentation mode the tokens view takes the whole width, so that an answer and the marker that
        # closes it fit in view together; the conversation is the example the table shows.
        self.conversation = mark_secondary(QTextBrowser())
        self.conversation.setObjectName("chatBubbles")
        self.tokens = QTextBrowser()
        self.tokens.setObjectName("chatTokens")
        self.reading = self.tokens  # how the model reads the data: what a scene points at
        # A short example whole (the system message and the question stay in view above the answer); a long
        # one scrolls to its answer.
        follow_text_height(self.tokens, 5, 0.55)
        self.tokens.setToolTip(
            translate(
                "ChatPreview",
                "The example as the model reads it, through its chat template. Training changes the weights "
                "only from the highlighted tokens: the answer, and the marker that ends it (so the model "
                "learns to stop).",
            )
        )
        bottom = QSplitter(Qt.Orientation.Horizontal)
        bottom.addWidget(self.conversation)
        bottom.addWidget(self.tokens)
        bottom.setChildrenCollapsible(False)
        # No least height of its own: the tokens view's (as tall as its example, up to about half the window).
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(bottom)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        self.legend = QLabel("")
        self.legend.setObjectName("chatTokenLegend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.note = QLabel("")
        self.note.setObjectName("chatTemplateNote")
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split, 1)
        layout.addWidget(self.legend)
        layout.addWidget(self.note)
        self.follow_selection()
        self.empty()

    def show_dataset(self, dataset: Any, tokenizer: Any, template_note: str | None, model: str) -> None:
        """List ``dataset``'s first examples and show the first with ``tokenizer``'s tokens (of ``model``)."""
        self.dataset, self.tokenizer, self.template_note, self.model = (
            dataset,
            tokenizer,
            template_note,
            model,
        )
        self.list_examples(EXAMPLES_SHOWN, translate("ChatPreview", "example {number}"), self._row)
        self.table.resizeColumnToContents(0)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setColumnWidth(1, max(200, self.table.width() // 2))
        if self.tokenizer is None:
            self.note.setText(
                template_note
                or translate(
                    "ChatPreview",
                    "The tokenizer of {model} is not on this computer: its tokens cannot be shown.",
                ).format(model=model)
            )
        elif template_note:
            self.note.setText(template_note)
        else:
            self.note.setText(
                translate(
                    "ChatPreview",
                    "These are {model}'s own chat template and tokens; another model (next page) "
                    "wraps the messages its own way.",
                ).format(model=model)
            )
        self.select(0)

    def _row(self, i: int, where: str) -> list[tuple[str, str]]:
        """Example ``i``'s cells: where it is, what was asked (with its number of turns when several), the
        answer to learn."""
        dataset = self.dataset
        prompt, response = dataset.prompts[i], dataset.responses[i]
        turns = sum(m["role"] == "user" for m in dataset.conversations[i])
        asked = (
            _cut(prompt)
            if turns == 1
            else translate("ChatPreview", "({turns} turns) {prompt}").format(turns=turns, prompt=_cut(prompt))
        )
        return [(where, ""), (asked, prompt[:1000]), (_cut(response), response[:1000])]

    def describe(self, name: str) -> str:
        """A line on the file ``name`` the examples were read from (rich text): conversations and turns."""
        ds = self.dataset
        turns = sum(m["role"] == "user" for c in ds.conversations for m in c)
        form = {"jsonl": "JSON Lines", "csv": "CSV"}.get(ds.format, ds.format)
        line = translate(
            "ChatPreview",
            "<b>{name}</b> — {conversations} conversations ({form}), {turns} questions answered",
        )
        return line.format(
            name=html.escape(name), conversations=number(len(ds), ","), form=form, turns=number(turns, ",")
        )

    def show_example(self, index: int) -> None:
        from workbench.core.errors import WorkbenchError
        from workbench.core.sessions.train.data import chat_tokens

        conversation = self.dataset.conversations[index]
        self.conversation.setHtml(bubbles(conversation))
        self.shown_tokens = []
        if self.tokenizer is None:
            self.tokens.setHtml("")
            self.legend.setText("")
            return
        try:
            self.shown_tokens = chat_tokens(self.tokenizer, conversation)
        except WorkbenchError as exc:
            self.tokens.setPlainText(f"{exc.message} {exc.hint}".strip())
            self.legend.setText("")
            return
        self.tokens.setHtml(token_strip(self.shown_tokens))
        self.legend.setText(token_legend(self.shown_tokens))
        QTimer.singleShot(0, self, self._scroll_to_answer)  # not after the view is gone

    def _scroll_to_answer(self) -> None:
        """The tokens view at the first token the loss counts, with two lines of the prompt above it: at
        projector zoom the system message and the question would otherwise fill the view, and a long text to
        summarise always would."""
        self.tokens.scrollToAnchor(ANSWER_ANCHOR)
        bar, line = self.tokens.verticalScrollBar(), self.tokens.fontMetrics().lineSpacing()
        bar.setValue(max(0, bar.value() - 2 * line))
        end = self.counted_end()  # the marker that closes the answer, in view too (the answer's start may go)
        if end is not None and end.bottom() > self.tokens.viewport().height():
            bar.setValue(bar.value() + end.bottom() - self.tokens.viewport().height() + line // 2)

    def counted_end(self) -> QRect | None:
        """Where the last token the loss counts is drawn, in the tokens view's viewport (None:
        none counted)."""
        counted = [k for k, token in enumerate(self.shown_tokens) if token.counted]
        if not counted:
            return None
        text = html.unescape(shown(self.shown_tokens[counted[-1]].text))  # as the view writes it
        before = sum(html.unescape(shown(token.text)) == text for token in self.shown_tokens[: counted[-1]])
        cursor = QTextCursor(self.tokens.document())
        for _ in range(before + 1):
            cursor = self.tokens.document().find(text, cursor)
        if cursor.isNull():
            return None
        start = QTextCursor(cursor)
        start.setPosition(cursor.selectionStart())
        return self.tokens.cursorRect(start).united(self.tokens.cursorRect(cursor))

    def redraw(self) -> None:
        """The theme changed: the bubbles' and tokens' colours follow it."""
        rows = self.table.selectionModel().selectedRows() if self.dataset is not None else []
        if rows:
            self.show_example(rows[0].row())

    def empty(self) -> None:
        super().empty()
        self.shown_tokens = []
        for view in (self.conversation, self.tokens):
            view.setHtml("")
        self.legend.setText("")
        self.note.setText("")
