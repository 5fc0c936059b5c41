"""What the data page shows of tagged sentences (finding names): the sentences, the names of each type, and
for the sentence chosen its words with their tags (names marked by type) and how the chosen model's tokenizer
cuts each word into pieces: a word's tag goes on its first piece, its other pieces learn nothing (their label
is -100, which the loss skips).  The cutting is the core's (``sessions.train.data.word_pieces``), the very
one training uses."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QLabel,
    QSizePolicy,
    QSplitter,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.tabs.train.marks.entity_marks import legend, marked_words
from workbench.ui.tabs.train.page import fit_table, read_only_table
from workbench.ui.tabs.train.wizard.examples_preview import ExamplesPreview
from workbench.ui.widgets.probability_bars import ProbabilityBars

SENTENCES_SHOWN = 200  # the first sentences listed to choose from
IGNORED_TEXT = QT_TRANSLATE_NOOP("TaggedPreview", "ignored (-100)")  # shown translated: ``ignored_text()``


def ignored_text() -> str:
    """What a piece that learns nothing learns, in the window's language."""
    return translate("TaggedPreview", IGNORED_TEXT)


def learned(labels: list[str]) -> str:
    """What a word's pieces learn, short enough for its cell: "I-PER  ·  ignored (-100) × 3" for a word cut
    into four pieces (only the first learns the tag)."""
    ignored = ignored_text()
    if len(labels) > 2 and all(label == ignored for label in labels[1:]):
        return f"{labels[0]}  ·  {ignored} × {len(labels) - 1}"
    return "  ·  ".join(labels)


def _cell_text(text: str) -> str:
    """A sentence short enough for its cell (its tooltip has more)."""
    return text if len(text) < 200 else text[:199] + "…"


class TaggedPreview(ExamplesPreview):
    """The sentences (``table``) beside the names per type (``counts``); under them the chosen sentence
    (``sentence``) and its word pieces (``pieces``)."""

    def __init__(self) -> None:
        super().__init__()
        self.max_length = 128
        self.examples_table(
            "taggedSentences",
            [translate("TaggedPreview", "Where"), translate("TaggedPreview", "Sentence")],
        )
        self.table.setToolTip(
            translate("TaggedPreview", "Click a sentence to see its tags and word pieces below.")
        )
        self.counts = ProbabilityBars(value_format="{:,.0f}", fixed_scale=False)
        self.counts.setObjectName("entityCounts")
        self.counts.setMinimumSize(200, 140)
        self.counts.setToolTip(
            translate(
                "TaggedPreview", "How many names of each type the sentences hold (after repeats are dropped)."
            )
        )
        top = QSplitter(Qt.Orientation.Horizontal)
        top.addWidget(self.table)
        top.addWidget(self.counts)
        top.setStretchFactor(0, 3)
        top.setStretchFactor(1, 1)
        top.setChildrenCollapsible(False)
        top.setMinimumHeight(150)
        top.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.sentence = QLabel("")
        self.sentence.setObjectName("taggedSentence")
        self.sentence.setWordWrap(True)
        self.sentence.setTextFormat(Qt.TextFormat.RichText)
        self.sentence.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.pieces = read_only_table(
            [
                translate("TaggedPreview", "Word"),
                translate("TaggedPreview", "Tag"),
                translate("TaggedPreview", "Word pieces"),
                translate("TaggedPreview", "What each piece learns"),
            ],
            "wordPieces",
        )
        self.pieces_note = QLabel("")
        self.pieces_note.setWordWrap(True)
        # No sideways scrolling: a scroll bar that shows up once the table has its height would hide a row.
        self.pieces.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.pieces.setTextElideMode(Qt.TextElideMode.ElideRight)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(top, 1)
        layout.addWidget(self.sentence)
        # How the model reads the data, what a scene points at: the note on the special tokens ([CLS] and
        # [SEP] at -100) above the table of pieces, brought into view together.
        self.reading = QWidget()
        reading = QVBoxLayout(self.reading)
        reading.setContentsMargins(0, 0, 0, 0)
        reading.addWidget(self.pieces_note)
        reading.addWidget(self.pieces)
        layout.addWidget(self.reading)
        self.follow_selection()
        self.empty()

    def show_dataset(self, dataset: Any, tokenizer: Any, max_length: int, model: str) -> None:
        """List ``dataset``'s first sentences, count its names, and show the first sentence with a name cut
        into the pieces of ``tokenizer`` (of the model called ``model``)."""
        self.dataset, self.tokenizer, self.max_length, self.model = dataset, tokenizer, max_length, model
        self.list_examples(
            SENTENCES_SHOWN,
            translate("TaggedPreview", "sentence {number}"),
            lambda i, where: [(where, ""), (_cell_text(dataset.texts[i]), dataset.texts[i][:1000])],
        )
        self.table.resizeColumnToContents(0)
        self.table.horizontalHeader().setStretchLastSection(True)
        counts = dataset.entity_counts()
        self.counts.set_bars(list(counts), list(counts.values()))
        shown = self.table.rowCount()
        first = next(
            (i for i in range(shown) if any(dataset.tag_names[t] != "O" for t in dataset.tags[i])), 0
        )
        self.select(first)

    def describe(self, name: str) -> str:
        """A line on the file ``name`` the sentences were read from (rich text)."""
        ds = self.dataset
        form = {"jsonl": "JSON Lines", "conll": "CoNLL"}.get(ds.format, ds.format)
        line = translate(
            "TaggedPreview",
            "<b>{name}</b> — {sentences} sentences ({form}), {words} words, {names} names of {types} types: "
            "{list}",
        )
        return line.format(
            name=html.escape(name),
            sentences=number(len(ds), ","),
            form=form,
            words=number(sum(map(len, ds.words)), ","),
            names=number(sum(ds.entity_counts().values()), ","),
            types=len(ds.entity_types),
            list=html.escape(", ".join(ds.entity_types)),
        )

    def show_example(self, index: int) -> None:
        ds = self.dataset
        words, numbers = ds.words[index], ds.tags[index]
        tags = [ds.tag_names[t] for t in numbers]
        types = ds.entity_types
        self.shown = index
        line = translate("TaggedPreview", "<b>Sentence {number}</b> ({where}): {words}")
        where = html.escape(ds.locations[index] if ds.locations else "")
        words_html = marked_words(words, tags, types)
        self.sentence.setText(
            f"{line.format(number=index + 1, where=where, words=words_html)}<br>{legend(types)}"
        )
        pieces = self._pieces(words, numbers)
        self.pieces.setRowCount(len(words))
        ignored = ignored_text()
        for w, (word, tag) in enumerate(zip(words, tags, strict=True)):
            mine = [p for p in pieces if p.word == w] if pieces is not None else []
            learns = [ds.tag_names[p.label] if p.label >= 0 else ignored for p in mine]
            cells = (
                word,
                tag,
                "  ".join(p.text for p in mine) or ("—" if pieces is not None else "?"),
                learned(learns)
                or (translate("TaggedPreview", "cut: past the longest text") if pieces is not None else "?"),
            )
            for c, text in enumerate(cells):
                self.pieces.setItem(w, c, QTableWidgetItem(text))
        self.pieces.resizeColumnsToContents()
        self.pieces.horizontalHeader().setStretchLastSection(True)
        fit_table(self.pieces, max_rows=8)
        self._claim_height()

    def _pieces(self, words: Any, numbers: Any) -> list[Any] | None:
        """The sentence's word pieces, or None (and a note why) when the tokenizer cannot show them."""
        from workbench.core.sessions.train.data import word_pieces

        if self.tokenizer is None:
            self.pieces_note.setText(
                translate(
                    "TaggedPreview",
                    "The tokenizer of {model} is not on this computer: its word pieces cannot be shown.",
                ).format(model=self.model)
            )
            return None
        try:
            pieces = word_pieces(self.tokenizer, words, numbers, self.max_length)
        except ValueError:
            self.pieces_note.setText(
                translate(
                    "TaggedPreview",
                    "This model's tokenizer cannot say which word each piece comes from; "
                    "choose a model with a fast tokenizer, such as MiniLM.",
                )
            )
            return None
        specials = ", ".join(dict.fromkeys(p.text for p in pieces if p.word is None))
        # One short line under the table; the whole story when pointed at.
        ignored = ignored_text()
        self.pieces_note.setText(
            translate(
                "TaggedPreview",
                "Only a word's first piece learns its tag; the rest, and {specials}, are {ignored}.",
            ).format(specials=specials, ignored=ignored)
        )
        self.pieces_note.setToolTip(
            translate(
                "TaggedPreview",
                "Each word's tag is learned on its first piece; its other pieces are {ignored}: the loss "
                "skips them. The model's own tokens ({specials}) are ignored too. These are {model}'s "
                "pieces; another model (next page) cuts words its own way.",
            ).format(ignored=ignored, specials=specials, model=self.model)
        )
        self._fit_labels()
        return pieces

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Wrapped labels ask for the height their text needs at this width, so that the page scrolls rather
        than drawing them over the table (a scrolling page does not ask them by itself)."""
        super().resizeEvent(event)
        self._fit_labels()

    def _fit_labels(self) -> None:
        for label in (self.sentence, self.pieces_note):
            label.setMinimumHeight(label.heightForWidth(max(self.width(), 100)) if label.text() else 0)
        self._claim_height()

    def _claim_height(self) -> None:
        """Ask the page for the height the sentence, its pieces and the note now need: a change deep inside
        this widget (a table grown by the zoom, a longer sentence) does not reach the scrolling page by
        itself, which then squeezed the note over the table's last rows."""
        self.layout().activate()
        self.setMinimumHeight(self.layout().minimumSize().height())

    def redraw(self) -> None:
        """The theme or the zoom changed: the names' colours follow it, the table and labels fit again."""
        self.show_chosen()
        self._fit_labels()

    def empty(self) -> None:
        super().empty()
        self.counts.clear()
        self.sentence.setText("")
        self.pieces.setRowCount(0)
        self.pieces_note.setText("")
        fit_table(self.pieces, max_rows=8)
