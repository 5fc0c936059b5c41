"""The results of a run that finds names (shown by the results page in place of a classifier's): each type's
precision, recall and F1; the checking sentences with their true names and the model's, the worst mistakes
first; a box where typed text gets its names marked (each one's score on hover); and finding the names in a
whole file (``find_names``).  Loading the model and tagging run in the background."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from workbench.core.sessions.train import jobs
from workbench.core.words import number, translate
from workbench.ui.tabs.train.marks.entity_marks import entity_tip, legend, marked_text, marked_words
from workbench.ui.tabs.train.page import fit_table, plain_table, table_item
from workbench.ui.tabs.train.results.family_results import FamilyResults, checked_html, family_headline
from workbench.ui.tabs.train.results.try_it import TryLine
from workbench.ui.tasks import TaskController

SENTENCES_SHOWN = 12  # checking sentences listed, the worst mistakes first


def names_headline(r: Any) -> str:
    """The results page's headline for a name finder (rich text)."""
    return family_headline(r, _name_figures)


def _name_figures(m: Any, ran: str) -> list[str]:
    sentences = m.examples
    return [
        translate(
            "NameResults",
            "<span style='font-size:large'><b>Entity F1 {f1}</b> · precision {precision} · recall {recall}"
            "</span> on {names} names in %n checking sentences.",
            None,
            sentences,
        ).format(
            f1=number(m.entity_f1, ".3f"),
            precision=number(m.entity_precision, ".3f"),
            recall=number(m.entity_recall, ".3f"),
            names=number(sum(m.support), ","),
        ),
        ran,
        translate(
            "NameResults",
            "A name counts as found only with exactly its words and its type. Words tagged right: {accuracy} "
            "(high even for a model that finds no name, as most words are outside names).",
        ).format(accuracy=number(m.accuracy, ".1%")),
    ]


class NameResults(FamilyResults):
    """A name finder's scores per type, its checking sentences, try it, and finding names in a file."""

    found = Signal(object)  # the entities found in the typed text (list of core Entity)

    def __init__(self, tasks: TaskController, parent: QWidget | None = None) -> None:
        super().__init__(tasks, parent)
        self.run_dir: Path | None = None
        self.tagger: Any = None
        self.sentences: list[Any] = []  # core TaggedSentence, the worst first
        self.entities: list[Any] = []  # found in the typed text
        self.types: tuple[str, ...] = ()
        self.per_type = plain_table(
            [
                translate("NameResults", "Type"),
                translate("NameResults", "Precision"),
                translate("NameResults", "Recall"),
                translate("NameResults", "F1"),
                translate("NameResults", "Names"),
                translate("NameResults", "Found"),
            ]
        )
        self.per_type.setObjectName("entityScores")
        self.per_type.horizontalHeader().setStretchLastSection(False)  # as wide as its numbers, no wider
        self.per_type.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.per_type.setToolTip(
            translate(
                "NameResults",
                "Precision: of the names the model found of this type, how many are right. Recall: of the "
                "true names of this type, how many it found.",
            )
        )
        self.legend = QLabel("")
        self.sentences_view = QTextBrowser()
        self.sentences_view.setObjectName("checkSentences")
        self.sentences_view.setOpenLinks(False)
        self.try_line = TryLine(
            "tryNames",
            translate("NameResults", "Type a text and press Enter to see the names the model finds"),
            translate("NameResults", "Find names"),
        )
        self.try_text, self.try_button, self.try_result = (
            self.try_line.text,
            self.try_line.button,
            self.try_line.result,
        )
        self.try_result.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.try_result.linkHovered.connect(self._on_hover)
        self.file_button = QPushButton(
            translate("NameResults", "Find names in a file…")
        )  # shown in the results page's export row
        self.file_button.setObjectName("findNamesInFile")
        self.file_button.setToolTip(
            translate(
                "NameResults",
                "A text file with one text per line (or CSV, JSON Lines): the names found in each text are "
                "saved as JSON Lines beside it.",
            )
        )
        self.asking = (self.try_text, self.try_button, self.file_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(translate("NameResults", "<b>Each kind of name</b>")))
        scores = QHBoxLayout()
        scores.addWidget(self.per_type)
        scores.addStretch(1)
        layout.addLayout(scores)
        caption = QLabel(
            translate(
                "NameResults",
                "<b>Checking sentences</b> — the worst mistakes first: the true names, then the model's",
            )
        )
        caption.setWordWrap(True)
        layout.addWidget(caption)
        layout.addWidget(self.legend)
        layout.addWidget(self.sentences_view)
        try_caption = QLabel(
            translate("NameResults", "<b>Try it</b> — hover over a name for how sure the model is")
        )
        try_caption.setWordWrap(True)
        layout.addWidget(try_caption)
        layout.addWidget(self.try_line)
        layout.addWidget(self.status)
        self.try_line.asked.connect(self.try_it)
        self.file_button.clicked.connect(self.open_file_dialog)

    # --- a run ------------------------------------------------------------------------------------------
    def show_run(self, r: Any) -> None:
        """The scores of ``r`` (a TrainResult) at once; the model and its checking sentences in the
        background."""
        self.run_dir, self.tagger, self.sentences, self.entities = Path(r.run_dir), None, [], []
        m = r.metrics
        self.types = tuple(m.types) if m is not None else ()
        self.per_type.setRowCount(len(self.types))
        for i, kind in enumerate(self.types):
            cells = (
                kind,
                number(m.precision[i], ".3f"),
                number(m.recall[i], ".3f"),
                number(m.f1[i], ".3f"),
                number(m.support[i], ","),
                number(m.predicted[i], ","),
            )
            for c, text in enumerate(cells):
                self.per_type.setItem(i, c, table_item(text, numeric=c > 0))
        self.fit()
        self.legend.setText(legend(self.types))
        self.load(jobs.open_tagging_run, self.run_dir)

    def show_note(self, text: str) -> None:
        self.sentences_view.setHtml(html.escape(text))

    def show_loaded(self, loaded: tuple[Any, list[Any]]) -> None:
        self.tagger, self.sentences = loaded
        self.redraw()

    def fit(self) -> None:
        """The scores table exactly as tall as its rows (after a zoom too)."""
        fit_table(self.per_type)

    def redraw(self) -> None:
        """Draw the sentences and the typed text's names again (after loading, or in a new theme)."""
        self.legend.setText(legend(self.types))
        if self.tagger is not None:
            self.sentences_view.setHtml(self._sentences_html())
            line = self.sentences_view.fontMetrics().height()
            self.sentences_view.setMinimumHeight(line * 14)
        if self.entities or self.try_result.text():
            self._show_found(self.try_text.text().strip(), self.entities)

    def _sentences_html(self) -> str:
        sentences = len(self.sentences)
        head = translate(
            "NameResults", "{wrong} of %n checking sentences have a wrong or missed name.", None, sentences
        ).format(wrong=number(sum(1 for s in self.sentences if s.mistakes), ","))
        none = translate("NameResults", "No checking sentences.")
        return checked_html(self.sentences, SENTENCES_SHOWN, none, head, self._sentence_lines)

    def _sentence_lines(self, s: Any) -> list[str]:
        """A checking sentence's mistakes, its true names and the model's."""
        mistakes = s.mistakes
        verdict = (
            translate("NameResults", "<b>%n mistakes</b>", None, mistakes)
            if mistakes
            else translate("NameResults", "all names right")
        )
        true = translate("NameResults", "True: {names}").format(
            names=marked_words(s.words, s.true, self.types)
        )
        found = translate("NameResults", "Model: {names}").format(
            names=marked_words(s.words, s.predicted, self.types)
        )
        return [verdict, true, found]

    # --- try it -------------------------------------------------------------------------------------------
    @Slot(str)
    def try_it(self, text: str) -> None:
        if self.tagger is None:
            return
        self.ask(
            translate("NameResults", "Finding names"),
            jobs.tag_text,
            self.tagger,
            text,
            on_result=lambda entities: self._on_found(text, entities),
        )

    def _on_found(self, text: str, entities: list[Any]) -> None:
        self.entities = list(entities)
        self._show_found(text, self.entities)
        self.found.emit(self.entities)

    def _show_found(self, text: str, entities: list[Any]) -> None:
        ordered = sorted(entities, key=lambda e: e.start)
        listed = "; ".join(f"{html.escape(e.text)} ({e.type}, {e.score:.0%})" for e in ordered)
        self.try_result.setText(
            f"{marked_text(text, ordered, self.types)}<br>"
            + (
                translate("NameResults", "Found: {names}").format(names=listed)
                if ordered
                else translate("NameResults", "The model found no name in this text.")
            )
        )

    @Slot(str)
    def _on_hover(self, link: str) -> None:
        ordered = sorted(self.entities, key=lambda e: e.start)
        if link.startswith("entity:") and int(link[7:]) < len(ordered):
            QToolTip.showText(QCursor.pos(), entity_tip(ordered[int(link[7:])]), self.try_result)
        else:
            QToolTip.hideText()

    # --- a whole file -------------------------------------------------------------------------------------
    def open_file_dialog(self) -> None:
        from workbench.ui.tabs.train.files.find_names import FindNamesDialog

        if self.run_dir is not None:
            self.dialog = FindNamesDialog(self.tasks, self.run_dir, self)
            self.dialog.tagger = self.tagger  # already loaded (None until then)
            self.dialog.show()
