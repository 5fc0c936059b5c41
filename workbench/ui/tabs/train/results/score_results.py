"""The results of a run that predicts a score (shown by the results page in place of a classifier's): the
figures in plain words first (how far off the model is on average, then RMSE and rank agreement, each said in
a line, as the family's ``Figures`` word them), what always answering the average score would be off by, the
checking texts the model missed most, and a box where a typed text gets the model's score.  Loading the model
and scoring run in the background, as the session's named jobs."""

from __future__ import annotations

import functools
import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from workbench.core.sessions.train import jobs
from workbench.core.training.registry import family
from workbench.core.words import formatted, number, translate
from workbench.ui.tabs.train.page import (
    ERROR_COLOUR,
    fit_table,
    plain_table,
    stretch_first_column,
    table_item,
)
from workbench.ui.tabs.train.results.family_results import FamilyResults, family_headline
from workbench.ui.tabs.train.results.try_it import TryLine
from workbench.ui.tasks import TaskController

MISSES_SHOWN = 10  # checking texts listed, the biggest misses first
TEXT_SHOWN = 160  # letters of a listed text; its tooltip has the whole


def scores_headline(r: Any) -> str:
    """The results page's headline for a score predictor (rich text): its figures in plain words, the run, and
    the advice when it learned little."""
    return family_headline(r, functools.partial(_score_figures, family(r.objective).figures))


def _score_figures(figures: Any, m: Any, ran: str) -> list[str]:
    values = m.to_dict()
    headline = formatted(translate("Figures", figures.headline), **values)
    return [
        f"<span style='font-size:large'><b>{html.escape(headline)}</b></span>",
        *(html.escape(formatted(translate("Figures", line), **values)) for line in figures.explained),
        ran,
    ]


class ScoreResults(FamilyResults):
    """A score predictor's biggest misses on the checking texts and its try-it box."""

    scored = Signal(float)  # the score of the text typed in Try it

    def __init__(self, tasks: TaskController, parent: QWidget | None = None) -> None:
        super().__init__(tasks, parent)
        self.model: Any = None  # core.use.scores.ScoreModel, once loaded
        self.checked: Any = None  # core.use.scores.CheckedScores of the run's checking texts
        self.average = QLabel("")
        self.average.setObjectName("scoreAverage")
        self.average.setWordWrap(True)
        self.misses = plain_table(
            [
                translate("ScoreResults", "Text"),
                translate("ScoreResults", "True score"),
                translate("ScoreResults", "Model's score"),
                translate("ScoreResults", "Off by"),
            ]
        )
        self.misses.setObjectName("scoreMisses")
        self.misses.setWordWrap(False)
        self.misses.setToolTip(
            translate(
                "ScoreResults", "The checking texts whose score the model got furthest from the true one."
            )
        )
        self.try_line = TryLine(
            "tryScore",
            translate("ScoreResults", "Type a text and press Enter to see the score the model gives it"),
            translate("ScoreResults", "Predict its score"),
        )
        self.try_text, self.try_button, self.try_result = (
            self.try_line.text,
            self.try_line.button,
            self.try_line.result,
        )
        self.asking = (self.try_text, self.try_button)
        misses_heading = QLabel(
            translate(
                "ScoreResults",
                "<b>Biggest misses</b> — the checking texts whose score the model got furthest from the "
                "true one",
            )
        )
        misses_heading.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.average)
        layout.addWidget(misses_heading)
        layout.addWidget(self.misses)
        layout.addWidget(QLabel(translate("ScoreResults", "<b>Try it</b>")))
        layout.addWidget(self.try_line)
        layout.addWidget(self.status)
        self.try_line.asked.connect(self.try_it)

    # --- a run ------------------------------------------------------------------------------------------
    def show_run(self, r: Any) -> None:
        """The model of ``r`` (a TrainResult) and its scores of the checking texts, in the background."""
        self.model, self.checked = None, None
        self.range = (r.metrics.low, r.metrics.high) if r.metrics is not None else None
        self.advised = bool(r.advice)  # the advice says already what answering the average would be off by
        self.misses.setRowCount(0)
        self.fit()
        self.load(jobs.open_score_run, Path(r.run_dir))

    def show_note(self, text: str) -> None:
        self.average.setText(text)
        self.average.setVisible(True)

    def show_loaded(self, loaded: tuple[Any, Any]) -> None:
        self.model, self.checked = loaded
        checked = self.checked
        self.average.setText(
            ""
            if self.advised or not checked.texts
            else translate(
                "ScoreResults",
                "Always answering the average score ({average}) would be off by {off_by} on average; the "
                "model does better.",
            ).format(average=number(checked.average, ".2f"), off_by=number(checked.average_off_by, ".2f"))
        )
        self.average.setVisible(bool(self.average.text()))
        shown = checked.texts[:MISSES_SHOWN]
        self.misses.setRowCount(len(shown))
        for i, item in enumerate(shown):
            text = item.text if len(item.text) <= TEXT_SHOWN else item.text[: TEXT_SHOWN - 1] + "…"
            cells = (text, number(item.true, "g"), number(item.predicted, ".2f"), number(item.off_by, ".2f"))
            for c, cell in enumerate(cells):
                entry = table_item(cell, numeric=c > 0)
                if c == 0:
                    entry.setToolTip(f"{item.text[:1000]}\n({item.location})" if item.location else item.text)
                self.misses.setItem(i, c, entry)
        stretch_first_column(self.misses)
        self.fit()

    def show_load_failure(self, text: str) -> None:
        self.average.setText("")
        self.status.show_message(text, ERROR_COLOUR)

    def fit(self) -> None:
        """The misses' table exactly as tall as its rows (after a zoom too)."""
        fit_table(self.misses)

    # --- try it -------------------------------------------------------------------------------------------
    @Slot(str)
    def try_it(self, text: str) -> None:
        if self.model is None:
            return
        self.ask(
            translate("ScoreResults", "Predicting a score"),
            jobs.score_text,
            self.model,
            text,
            on_result=self._show_score,
        )

    def _show_score(self, score: float) -> None:
        shown = number(score, ".2f")
        self.try_result.setText(
            translate(
                "ScoreResults",
                "The model's score for this text: <b>{score}</b> (the true scores it learned from go from "
                "{low} to {high}).",
            ).format(score=shown, low=number(self.range[0], "g"), high=number(self.range[1], "g"))
            if self.range
            else translate("ScoreResults", "The model's score for this text: <b>{score}</b>.").format(
                score=shown
            )
        )
        self.scored.emit(score)
