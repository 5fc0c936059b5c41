"""What the data page shows of questions about passages: the questions with their answers, and for the one
chosen its passage with the answer marked and how the question and passage are packed into what the model
reads: ``[CLS] question [SEP] piece of the passage [SEP]`` windows of the run's length, which of them holds
the answer, and what neighbouring windows share.  The windows are the core's (``objectives.qa.windows``), the
very ones training uses."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtWidgets import (
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
)

from workbench.core.words import number, translate
from workbench.ui.tabs.train.marks.answer_marks import legend, marked_passage
from workbench.ui.tabs.train.wizard.examples_preview import ExamplesPreview
from workbench.ui.widgets.text_fit import follow_text_height

QUESTIONS_SHOWN = 300  # the first questions listed to choose from
TOKENS_SHOWN = 6  # tokens of the passage written out at each end of a window


class QAPreview(ExamplesPreview):
    """The questions (``table``); under them the chosen question's passage (``passage``) and its windows
    (``windows``)."""

    def __init__(self) -> None:
        super().__init__()
        self.max_length = 256
        self.window_count: int | None = None
        self.examples_table(
            "qaQuestions",
            [
                translate("QAPreview", "Where"),
                translate("QAPreview", "Question"),
                translate("QAPreview", "Answer"),
            ],
        )
        self.table.setToolTip(
            translate("QAPreview", "Click a question to see its passage and the windows the model reads.")
        )
        self.table.setMinimumHeight(150)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        # Text views rather than labels: a passage with its answer marked never draws over what follows, at
        # any zoom; a long one scrolls.
        self.passage = QTextBrowser()
        self.passage.setObjectName("qaPassage")
        self.windows = QTextBrowser()
        self.windows.setObjectName("qaWindows")
        self.reading = self.windows  # how the model reads the data: what a scene points at
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.passage)
        layout.addWidget(self.windows)
        self.follow_selection()
        self.empty()

    def show_dataset(
        self, dataset: Any, tokenizer: Any, max_length: int, model: str, windows: int | None
    ) -> None:
        """List ``dataset``'s first questions and show the first with its passage and windows."""
        self.dataset, self.tokenizer, self.model, self.window_count = dataset, tokenizer, model, windows
        self.max_length = max_length
        self.list_examples(QUESTIONS_SHOWN, translate("QAPreview", "question {number}"), self._row)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.select(0)

    def _row(self, i: int, where: str) -> list[tuple[str, str]]:
        """Question ``i``'s cells, each its own tooltip: where it is, the question, its answer."""
        ds = self.dataset
        return [(text, text) for text in (where, ds.questions[i], ds.answers[i][0][0])]

    def describe(self, name: str) -> str:
        """A line on the file ``name`` the questions were read from (rich text)."""
        ds = self.dataset
        form = {"jsonl": "JSON Lines", "json": "JSON", "squad": "SQuAD JSON"}.get(
            ds.format, ds.format.upper()
        )
        counts = {
            "name": html.escape(name),
            "questions": number(len(ds), ","),
            "passages": number(len(ds.passages()), ","),
            "form": form,
        }
        if self.window_count is None:
            return translate(
                "QAPreview", "<b>{name}</b> — {questions} questions about {passages} passages ({form})"
            ).format(**counts)
        return translate(
            "QAPreview",
            "<b>{name}</b> — {questions} questions about {passages} passages ({form}), {windows} windows of "
            "{length} tokens with {model}",
        ).format(
            **counts,
            windows=number(self.window_count, ","),
            length=self.max_length,
            model=html.escape(self.model),
        )

    def show_example(self, index: int) -> None:
        ds = self.dataset
        context, question, (answer, start) = ds.contexts[index], ds.questions[index], ds.answers[index][0]
        self.shown = index
        self.passage.setHtml(
            f"<b>{html.escape(question)}</b> {legend(('true',))}<br>"
            f"{marked_passage(context, [(start, start + len(answer), 'true')])}"
        )
        self.windows.setHtml(self._windows_html(question, context, (answer, start)))
        self.fit()

    def _windows_html(self, question: str, context: str, answer: tuple[str, int]) -> str:
        from workbench.core.sessions.train.data import question_windows

        if self.tokenizer is None:
            return translate(
                "QAPreview", "The tokenizer of {model} is not on this computer: its windows cannot be shown."
            ).format(model=html.escape(self.model))
        try:
            windows, stride = question_windows(self.tokenizer, question, context, answer, self.max_length)
        except Exception as exc:  # noqa: BLE001 - a tokenizer that cannot window: say so, keep the page
            problem = translate(
                "QAPreview", "This model's tokenizer cannot cut the passage into windows: {problem}"
            )
            return html.escape(problem.format(problem=exc))
        # two sentences rather than a plural form: English, the source language, has no translation file
        first = (
            translate(
                "QAPreview",
                "<b>What the model reads</b>: 1 window of at most {length} tokens, <code>[CLS] question "
                "[SEP] piece of the passage [SEP]</code>; a longer passage is cut into windows that overlap "
                "by {stride} tokens.",
            )
            if len(windows) == 1
            else translate(
                "QAPreview",
                "<b>What the model reads</b>: {count} windows of at most {length} tokens, each <code>[CLS] "
                "question [SEP] piece of the passage [SEP]</code>; a longer passage is cut into windows that "
                "overlap by {stride} tokens.",
            )
        )
        lines = [first.format(count=len(windows), length=self.max_length, stride=stride)]
        for n, w in enumerate(windows, start=1):
            head = w.question_tokens + 2 + TOKENS_SHOWN  # [CLS] question [SEP] and the passage's first tokens
            start_text = " ".join(w.tokens[:head])
            start_text += f" … {' '.join(w.tokens[-TOKENS_SHOWN:])}" if len(w.tokens) > head else ""
            held = (
                translate("QAPreview", "<b>holds the answer</b> (tokens {first} to {last})").format(
                    first=w.answer_tokens[0], last=w.answer_tokens[1]
                )
                if w.answer_tokens
                else translate("QAPreview", "does not hold the whole answer: it learns to point at [CLS]")
            )
            if n > 1:
                shared = translate("QAPreview", "shares {shared} tokens with window {previous}").format(
                    shared=w.shared_with_previous, previous=n - 1
                )
                held = translate("QAPreview", "{held}; {shared}").format(held=held, shared=shared)
            line = translate(
                "QAPreview",
                "Window {number}: {tokens} tokens ({question} of the question), passage characters {start} "
                "to {end}; {held}.",
            ).format(
                number=n,
                tokens=len(w.tokens),
                question=w.question_tokens,
                start=number(w.passage_start, ","),
                end=number(w.passage_end, ","),
                held=held,
            )
            lines.append(f"{line}<br><code>{html.escape(start_text)}</code>")
        return "<br>".join(lines)

    def fit(self) -> None:
        """The passage view about seven lines tall; the windows' as tall as their lines, up to about half the
        window (the last window's line, where a window without the answer points, is what a scene ends on)."""
        self.passage.setFixedHeight(self.passage.fontMetrics().lineSpacing() * 7 + 12)
        follow_text_height(self.windows, 4, 0.55)

    def redraw(self) -> None:
        """The theme or the zoom changed: the marks' colours follow, the views fit again."""
        self.show_chosen()
        self.fit()

    def empty(self) -> None:
        super().empty()
        self.passage.setHtml("")
        self.windows.setHtml("")
