"""The Results page's plain-words parts: the checking texts a classifier got wrong, shown right under the
sentence that says how it did (``WrongAnswers``), and the box that keeps the field's figures out of the way
until asked for (``Details``: collapsed at first, one click opens it).  The sentence and the rows are the
core's (``runs.plain_results``, through the session's jobs); here they are only shown.  The lines every
family's results share are worded here too (``how_it_ran``, ``no_scores``)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QToolButton, QVBoxLayout, QWidget

from workbench.core.models.devices import device_words
from workbench.core.training.config import METHOD_NAMES
from workbench.core.training.engine.stop_reason import stop_reason_words
from workbench.core.words import number, translate
from workbench.ui.tabs.train.export_context import model_name
from workbench.ui.tabs.train.page import (
    ERROR_COLOUR,
    coloured,
    fit_table,
    plain_table,
    stretch_first_column,
    table_item,
)

WRONG_SHOWN = 5  # rows shown under the sentence; the page's review lists more, to correct


def how_it_ran(r: Any) -> str:
    """The line under every family's scores (rich text): the method, the model, why the run stopped (a
    reason that may hold its own parentheses, so not in any), the step the kept weights are from, and how
    long it took where."""
    method = translate("TrainConfig", METHOD_NAMES.get(r.method, r.method))
    return translate(
        "ResultsPage",
        "{method} of {model}; {reason}, weights kept from step {best} of {steps}; {seconds} s on {device}.",
    ).format(
        method=html.escape(method),
        model=html.escape(model_name(r.model)),
        best=r.best_step,
        steps=r.steps,
        reason=html.escape(stop_reason_words(r.stop, r.stop_reason)),
        seconds=number(r.train_seconds, ".0f"),
        device=html.escape(device_words(r.device)),
    )


def no_scores() -> str:
    """What the results say of a run whose model was never checked (rich text, in the error colour)."""
    return coloured(
        translate("ResultsPage", "No check of the model finished, so there are no scores."), ERROR_COLOUR
    )


def _wrong_heading(pairs: bool) -> str:
    """The heading of the mistakes: of checking pairs, or of checking texts."""
    if pairs:
        return translate(
            "WrongAnswers",
            "<b>What it got wrong</b> — checking pairs, with their label and the model's answer",
        )
    return translate(
        "WrongAnswers", "<b>What it got wrong</b> — checking texts, with their label and the model's answer"
    )


class WrongAnswers(QWidget):
    """A few checking texts the model answered wrongly: the text, its label, the model's answer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel(_wrong_heading(pairs=False))
        self.heading.setWordWrap(True)
        self.table = plain_table(
            [
                translate("WrongAnswers", "Text"),
                translate("WrongAnswers", "Its label"),
                translate("WrongAnswers", "The model's answer"),
            ]
        )
        self.table.setObjectName("wrongAnswers")
        self.table.setToolTip(
            translate(
                "WrongAnswers",
                "Checking texts the model answered wrongly: the text, the label it has in your file, and the "
                "model's answer.",
            )
        )
        self.table.setWordWrap(True)
        stretch_first_column(self.table)  # the texts take the room; the labels keep theirs
        self.note = QLabel("")
        self.note.setObjectName("wrongAnswersNote")
        self.note.setWordWrap(True)
        self.answers: tuple[Any, ...] = ()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.table)
        layout.addWidget(self.note)

    def show_waiting(self, text: str) -> None:
        self.answers = ()
        self.table.setRowCount(0)
        self.table.setVisible(False)
        self.note.setText(text)

    def show_answers(self, wrong: Sequence[Any], pairs: bool = False) -> None:
        """The first ``WRONG_SHOWN`` of ``wrong`` (each with ``text``, its label and the model's answer:
        ``runs.plain_results.WrongAnswer``, or the review's ``Mistake``), and how many there are in all."""
        self.answers = tuple(wrong)
        shown = self.answers[:WRONG_SHOWN]
        self.table.setHorizontalHeaderItem(
            0,
            table_item(
                translate("WrongAnswers", "Texts of the pair") if pairs else translate("WrongAnswers", "Text")
            ),
        )
        self.heading.setText(_wrong_heading(pairs))
        self.table.setRowCount(len(shown))
        for row, answer in enumerate(shown):
            label = getattr(answer, "label", None) or getattr(answer, "true", "")
            given = getattr(answer, "answer", None) or getattr(answer, "predicted", "")
            for column, text in enumerate((answer.text, label, given)):
                item = table_item(text)
                if column == 0 and getattr(answer, "location", ""):
                    item.setToolTip(
                        translate("WrongAnswers", "{location} of the data file").format(
                            location=answer.location
                        )
                    )
                self.table.setItem(row, column, item)
        self.table.setVisible(bool(shown))
        if not self.answers:
            self.note.setText(
                translate("WrongAnswers", "None: it answered every checking pair right.")
                if pairs
                else translate("WrongAnswers", "None: it answered every checking text right.")
            )
        elif len(self.answers) > len(shown):
            total = len(self.answers)
            self.note.setText(
                (
                    translate(
                        "WrongAnswers",
                        "{shown} of the %n pairs it got wrong, the labels it mixes up most first. All of "
                        "them can be checked and corrected below.",
                        None,
                        total,
                    )
                    if pairs
                    else translate(
                        "WrongAnswers",
                        "{shown} of the %n texts it got wrong, the labels it mixes up most first. All of "
                        "them can be checked and corrected below.",
                        None,
                        total,
                    )
                ).format(shown=len(shown))
            )
        else:
            self.note.setText("")
        self.fit()

    def fit(self) -> None:
        fit_table(self.table)


class Details(QWidget):
    """A "Details" button that opens and closes the widgets added to it; closed at first."""

    toggled = Signal(bool)

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.button = QToolButton()
        self.button.setObjectName("resultsDetails")
        self.button.setCheckable(True)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.button.setAutoRaise(True)
        self.button.setText(translate("Details", "Details: {title}").format(title=title))
        self.button.setToolTip(translate("Details", "Opens and closes the details."))
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(16, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.body)
        self.button.toggled.connect(self._show)
        self._show(False)

    @property
    def expanded(self) -> bool:
        return self.button.isChecked()

    def set_expanded(self, expanded: bool) -> None:
        self.button.setChecked(expanded)

    def add(self, widget: QWidget | None = None, layout: Any = None) -> None:
        if widget is not None:
            self.body_layout.addWidget(widget)
        if layout is not None:
            self.body_layout.addLayout(layout)

    def _show(self, expanded: bool) -> None:
        self.body.setVisible(expanded)
        self.button.setArrowType(Qt.ArrowType.DownArrow if expanded else Qt.ArrowType.RightArrow)
        self.toggled.emit(expanded)
