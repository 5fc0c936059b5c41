"""The results of a run that answers questions (shown by the results page in place of a classifier's): exact
match and F1; the checking questions with the true answer and the model's marked in their passage, the worst
first; and a box where a pasted paragraph and a typed question get the model's answer marked with its
confidence.  Loading the model and answering run in the background."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from workbench.core.sessions.train import jobs
from workbench.core.words import number, translate
from workbench.ui.tabs.train.marks.answer_marks import legend, marked_passage
from workbench.ui.tabs.train.page import ERROR_COLOUR
from workbench.ui.tabs.train.results.family_results import FamilyResults, checked_html, family_headline
from workbench.ui.tasks import TaskController

QUESTIONS_SHOWN = 12  # checking questions listed, the worst answered first


def answers_headline(r: Any) -> str:
    """The results page's headline for a question answerer (rich text)."""
    return family_headline(r, _answer_figures)


def _answer_figures(m: Any, ran: str) -> list[str]:
    questions = m.examples
    return [
        translate(
            "AnswerResults",
            "<span style='font-size:large'><b>F1 {f1}</b> · exact match {exact}</span> on %n checking "
            "questions about passages the model never trained on.",
            None,
            questions,
        ).format(f1=number(m.f1, ".1%"), exact=number(m.exact_match, ".1%")),
        ran,
        translate(
            "AnswerResults",
            "Exact match: answers with exactly the true words (ignoring case, punctuation and “the”). F1: "
            "the words the answer shares with the true one, so a nearly right span gets partial credit.",
        ),
    ]


class AnswerResults(FamilyResults):
    """A question answerer's checking questions and try it."""

    answered = Signal(object)  # the answer to the typed question (core qa.answerer.Answer)

    def __init__(self, tasks: TaskController, parent: QWidget | None = None) -> None:
        super().__init__(tasks, parent)
        self.run_dir: Path | None = None
        self.answerer: Any = None
        self.checked: list[Any] = []  # core use.answers.CheckedAnswer, the worst first
        self.answer: Any = None  # to the typed question
        self.questions_view = QTextBrowser()
        self.questions_view.setObjectName("checkQuestions")
        self.questions_view.setOpenLinks(False)
        self.try_passage = QPlainTextEdit()
        self.try_passage.setObjectName("tryPassage")
        self.try_passage.setPlaceholderText(translate("AnswerResults", "Paste a paragraph here"))
        self.try_question = QLineEdit()
        self.try_question.setObjectName("tryQuestion")
        self.try_question.setPlaceholderText(
            translate("AnswerResults", "Type a question about the paragraph and press Enter")
        )
        self.try_button = QPushButton(translate("AnswerResults", "Answer"))
        self.try_result = QLabel("")
        self.try_result.setObjectName("tryAnswer")
        self.try_result.setWordWrap(True)
        self.try_result.setTextFormat(Qt.TextFormat.RichText)
        self.try_result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.asking = (self.try_question, self.try_button)

        question_row = QHBoxLayout()
        question_row.addWidget(self.try_question, 1)
        question_row.addWidget(self.try_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        caption = QLabel(
            translate(
                "AnswerResults",
                "<b>Checking questions</b> — the worst answered first: the true answer and the model's, "
                "marked in the passage",
            )
        )
        caption.setWordWrap(True)
        layout.addWidget(caption)
        self.legend = QLabel(legend())
        layout.addWidget(self.legend)
        layout.addWidget(self.questions_view)
        try_caption = QLabel(
            translate("AnswerResults", "<b>Try it</b> — paste a paragraph, ask a question about it")
        )
        try_caption.setWordWrap(True)
        layout.addWidget(try_caption)
        layout.addWidget(self.try_passage)
        layout.addLayout(question_row)
        layout.addWidget(self.try_result)
        layout.addWidget(self.status)
        self.try_button.clicked.connect(self.try_it)
        self.try_question.returnPressed.connect(self.try_it)
        self.fit()

    def fit(self) -> None:
        """The paragraph box about five lines tall, the checking questions about sixteen, at the current
        font (after a zoom too)."""
        line = self.try_passage.fontMetrics().lineSpacing()
        self.try_passage.setFixedHeight(line * 5 + 12)
        self.questions_view.setMinimumHeight(self.questions_view.fontMetrics().height() * 16)

    # --- a run ------------------------------------------------------------------------------------------
    def show_run(self, r: Any) -> None:
        """The model of ``r`` (a TrainResult) and its checking questions, in the background."""
        self.run_dir, self.answerer, self.checked, self.answer = Path(r.run_dir), None, [], None
        self.load(jobs.open_answering_run, self.run_dir)

    def show_note(self, text: str) -> None:
        self.questions_view.setHtml(html.escape(text))

    def show_loaded(self, loaded: tuple[Any, list[Any]]) -> None:
        self.answerer, self.checked = loaded
        self.redraw()

    def redraw(self) -> None:
        """Draw the questions and the typed answer again (after loading, or in a new theme)."""
        self.legend.setText(legend())
        if self.answerer is not None:
            self.questions_view.setHtml(self._questions_html())
        if self.answer is not None:
            self._show_answer(self.answer)

    def _questions_html(self) -> str:
        questions = len(self.checked)
        head = translate(
            "AnswerResults", "{right} of %n checking questions answered exactly.", None, questions
        ).format(right=number(sum(1 for c in self.checked if c.exact), ","))
        none = translate("AnswerResults", "No checking questions.")
        return checked_html(self.checked, QUESTIONS_SHOWN, none, head, self._question_lines)

    @staticmethod
    def _question_lines(c: Any) -> list[str]:
        """A checking question, how right the model's answer is, and the passage with the true answer and
        the model's marked."""
        a = c.answer
        marks = [(start, start + len(text), "true") for text, start in c.truths[:1]]
        marks += [(a.start, a.end, "model")] if a.found else []
        verdict = translate("AnswerResults", "right") if c.exact else f"F1 {c.f1:.0%}"
        said = translate(
            "AnswerResults", "<b>{question}</b> — {verdict}; the model said “{answer}” ({sure} sure)"
        ).format(
            question=html.escape(a.question),
            verdict=verdict,
            answer=html.escape(a.text),
            sure=number(a.confidence, ".0%"),
        )
        return [said, marked_passage(a.context, marks)]

    # --- try it -------------------------------------------------------------------------------------------
    @Slot()
    def try_it(self) -> None:
        passage, question = self.try_passage.toPlainText(), self.try_question.text().strip()
        if self.answerer is None or not question:
            return
        if not passage.strip():
            self.status.show_message(
                translate("AnswerResults", "Paste a paragraph to find the answer in."), ERROR_COLOUR
            )
            return
        self.status.show_parts("")
        self.ask(
            translate("AnswerResults", "Answering"),
            jobs.answer_question,
            self.answerer,
            question,
            passage,
            on_result=self._on_answered,
        )

    def _on_answered(self, answer: Any) -> None:
        self.answer = answer
        self._show_answer(answer)
        self.answered.emit(answer)

    def _show_answer(self, answer: Any) -> None:
        if not answer.found:
            self.try_result.setText(
                translate("AnswerResults", "The model found no answer in this paragraph.")
            )
            return
        sure = translate("AnswerResults", "{confidence} sure").format(
            confidence=number(answer.confidence, ".0%")
        )
        self.try_result.setText(
            translate("AnswerResults", "Answer: <b>“{answer}”</b> ({sure})<br>{passage}").format(
                answer=html.escape(answer.text),
                sure=sure,
                passage=marked_passage(
                    answer.context, [(answer.start, answer.end, "model")], {"model": sure}
                ),
            )
        )
