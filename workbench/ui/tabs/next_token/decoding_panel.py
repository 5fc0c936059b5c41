"""Greedy, sampling and beam search continuing the same prompt, side by side, with beam search step by step.

Each box shows the tokens its strategy added, every token coloured by the model's own probability for it (the
Surprise tab's bands) and described under the boxes when pointed at; its footer gives the continuation's
log-probability, so the class sees that beam search ends likelier than greedy and that sampling wanders.
Beside them, a table lists every beam kept at each step with its score (beam_table.py, beside this module).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from workbench.core.explore.tokens import visible_token
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.help_texts import HelpTexts
from workbench.ui.presentation import mark_secondary
from workbench.ui.tabs.next_token.beam_table import BeamTable
from workbench.ui.tasks import TaskController, TaskFailure
from workbench.ui.widgets.slide import ExportContext
from workbench.ui.widgets.surprise_strip import band, legend_html

IDLE = QT_TRANSLATE_NOOP(
    "DecodingPanel",
    "Generate continues the text with each strategy; sampling uses the temperature, top-k and top-p above.",
)


class ColumnBox(QGroupBox):
    """One strategy's continuation: the prompt, then its tokens as coloured chips, and its log-probability."""

    def __init__(self, title: str, on_hovered: Callable[[str], None]) -> None:
        super().__init__(title)
        self.column = None
        self.summary = ""  # the text's log-probability a token, as shown after it
        self.text = QLabel("…")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.text.linkHovered.connect(lambda href: on_hovered(href and f"{title}|{href}"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)

    def show_column(self, column: Any, likeliest: bool) -> None:
        self.column = column
        chips = []
        for index, token in enumerate(column.tokens):
            bg, fg = band(token.probability)
            text = html.escape(token.text).replace(" ", "&nbsp;").replace("\n", "⏎")
            chips.append(
                f"<a href='{index}' style='text-decoration:none; color:{fg}'><span style='background:{bg}; "
                f"color:{fg}'>{text}</span></a>"
            )
        # A thin space between chips keeps each token's edges in sight where neighbours share a colour.
        # The prompt is in the text box above; each box starts where the strategies part ways.
        # The mean log-probability a token, what compares texts of different lengths, follows the last
        # token on its line: a line of its own cut the third line of a text at projector zoom.
        summary = translate("DecodingPanel", "{value} a token").format(value=number(column.per_token, ".2f"))
        if likeliest:
            summary += translate("DecodingPanel", " ★ likeliest")
        if column.result.stop_reason == "end of text":
            summary += translate("DecodingPanel", " · ended the text")
        self.summary = summary
        shown = f"<b>{html.escape(summary)}</b>" if likeliest else html.escape(summary)
        self.text.setText("…" + "\u2009".join(chips) + f"&nbsp;&nbsp; <i>({shown})</i>")
        tip = translate(
            "DecodingPanel",
            "The model's log-probability of this continuation: {total} over {count} tokens, {mean} a token "
            "(nearer 0 is likelier).",
        )
        self.setToolTip(
            tip.format(
                total=number(column.log_probability, ".2f"),
                count=len(column.tokens),
                mean=number(column.per_token, ".2f"),
            )
        )


class DecodingPanel(QWidget):
    help: HelpTexts = {
        "max_tokens": (
            QT_TRANSLATE_NOOP("Help", "How many tokens each strategy adds at most."),
            QT_TRANSLATE_NOOP(
                "Help", "The length of each continuation, in tokens (a token is a word or a piece of one)."
            ),
        ),
        "samples": (
            QT_TRANSLATE_NOOP("Help", "How many sampled texts to show (each with its own seed)."),
            QT_TRANSLATE_NOOP(
                "Help", "Sampling draws each token by its probability, so each seed writes another text."
            ),
        ),
        "seed": (
            QT_TRANSLATE_NOOP(
                "Help", "The first sampled column's seed; the next columns use the following seeds."
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "What is a seed? The starting number of the random draw: the same seed draws the same "
                "tokens again, so a lesson can be repeated.",
            ),
        ),
        "beams": (
            QT_TRANSLATE_NOOP("Help", "How many sequences beam search keeps at each step."),
            QT_TRANSLATE_NOOP(
                "Help", "What is a beam? One candidate sequence. More beams search wider but take longer."
            ),
        ),
        "generate_button": (
            QT_TRANSLATE_NOOP(
                "Help", "Continue the prompt with greedy, sampling and beam search, side by side."
            ),
            QT_TRANSLATE_NOOP(
                "Help", "Runs the strategies one after another; each column appears when it is done."
            ),
        ),
        "stop_button": (
            QT_TRANSLATE_NOOP("Help", "Stop generating; the columns written so far stay."),
            QT_TRANSLATE_NOOP("Help", "Stops after the current token."),
        ),
        "table": (
            QT_TRANSLATE_NOOP(
                "Help", "Every beam kept at each step; bold is the answer's path. Right-click to export."
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Beam search step by step: each row a step, each cell a beam's new token and its "
                "log-probability so far; ↳2 means it grew from beam 2 of the step before.",
            ),
        ),
    }

    def __init__(
        self, tasks: TaskController, context: Callable[[], tuple[Any, str, float, int, float]]
    ) -> None:
        """``context()`` returns (loaded model, prompt, temperature, top-k, top-p) from the tab's controls."""
        super().__init__()
        self.setObjectName("decodingPanel")
        self.tasks = tasks
        self.context = context
        self.result = None  # the last finished DecodingComparison
        self._task: int | None = None
        self._done: list[Any] = []  # columns finished by the worker, shown by the window's thread
        self.boxes: list[ColumnBox] = []
        self._shared_out = False

        def spin(low: int, high: int, value: int) -> QSpinBox:
            box = QSpinBox()
            box.setRange(low, high)
            box.setValue(value)
            return box

        self.max_tokens, self.samples = spin(1, 200, 20), spin(0, 3, 2)
        self.seed, self.beams = spin(0, 999_999, 0), spin(2, 8, 3)
        self.generate_button = QPushButton(translate("DecodingPanel", "Generate"))
        self.generate_button.setDefault(True)
        self.stop_button = QPushButton(translate("DecodingPanel", "Stop"))
        self.stop_button.setEnabled(False)
        controls = QHBoxLayout()
        for label, box in (
            (translate("DecodingPanel", "New tokens"), self.max_tokens),
            (translate("DecodingPanel", "Sampled texts"), self.samples),
            (translate("DecodingPanel", "First seed"), self.seed),
            (translate("DecodingPanel", "Beams"), self.beams),
        ):
            controls.addWidget(QLabel(label))
            controls.addWidget(box)
        controls.addStretch(1)
        controls.addWidget(self.generate_button)
        controls.addWidget(self.stop_button)

        self.columns = QWidget()  # greedy and beam search side by side on top, the sampled texts below
        self.columns_layout = QGridLayout(self.columns)
        self.columns_layout.setContentsMargins(0, 0, 0, 0)
        for column in (0, 1):
            self.columns_layout.setColumnStretch(column, 1)  # equal widths, whatever the titles say
        self.legend = mark_secondary(QLabel(legend_html(unscored=False)))  # hidden while presenting
        self.legend.setObjectName("decodingLegend")
        self.legend.setWordWrap(True)
        self.info = QLabel(translate("DecodingPanel", IDLE))
        self.info.setWordWrap(True)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.columns, 1)
        for label in (self.info, self.legend):
            left_layout.addWidget(label)

        self.table = BeamTable()
        self.table.exporter.context = self._table_context
        # Its wish to show every column whole would squeeze the texts: the splitter's shares decide instead.
        self.table.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        beams_box = QGroupBox(translate("DecodingPanel", "Beam search, step by step"))
        QVBoxLayout(beams_box).addWidget(self.table)
        splitter = self.splitter = QSplitter(Qt.Orientation.Horizontal)  # the whole height for both
        splitter.addWidget(left)
        splitter.addWidget(beams_box)
        splitter.setStretchFactor(
            0, 6
        )  # the texts two lines each at projector zoom, the table's scores whole
        splitter.setStretchFactor(1, 5)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(controls)
        layout.addWidget(splitter, 1)
        self.generate_button.clicked.connect(self.generate)
        self.stop_button.clicked.connect(self.stop)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if (
            not self._shared_out
        ):  # the first time: the texts 6 parts of the width, the table 5 (then by stretch)
            self._shared_out = True
            width = self.splitter.width()
            self.splitter.setSizes([width * 6 // 11, width * 5 // 11])

    def seeds(self) -> list[int]:
        return [self.seed.value() + i for i in range(self.samples.value())]

    # --- running -----------------------------------------------------------------------------------------
    def generate(self) -> None:
        loaded, prompt, temperature, top_k, top_p = self.context()
        if loaded is None:
            self._set_status(translate("DecodingPanel", "The model is still loading."))
            return
        max_new, seeds, beams = self.max_tokens.value(), self.seeds(), self.beams.value()
        done = self._done = []
        total = 2 + (len(seeds) if temperature > 0 else 0)

        def work(progress, cancel):
            from workbench.core.explore.decoding import compare_decoding

            def on_column(column) -> None:
                done.append(column)
                progress(len(done) / total, column.title)

            return compare_decoding(
                loaded,
                prompt,
                max_new,
                temperature,
                top_k,
                top_p,
                seeds,
                beams,
                on_column=on_column,
                cancel=cancel,
            )

        titles = ["Greedy"] + [f"Sampling (seed {s})" for s in seeds if temperature > 0]
        self._make_boxes([*titles, f"Beam search ({beams} beams)"])
        self.table.clear_result()
        self._set_status(
            translate("DecodingPanel", "Generating: greedy first, then sampling, then beam search…")
        )
        self._task = self.tasks.submit(
            "Generating side by side",
            work,
            key="generate",
            on_progress=lambda fraction, title: self._show_done(),
            on_result=self._show_result,
            on_error=self._show_error,
            on_cancelled=lambda: self._finish(translate("DecodingPanel", "Stopped.")),
        )
        self.generate_button.setEnabled(False)
        self.stop_button.setEnabled(True)

    def stop(self) -> None:
        if self._task is not None:
            self.tasks.cancel(self._task)

    def clear(self) -> None:
        """Nothing generated on show (a new scene starts from its own state): any run stopped, the texts and
        the table gone."""
        self.stop()
        self._make_boxes([])
        self._done, self.result = [], None
        self.table.clear_result()
        self._finish(translate("DecodingPanel", IDLE))

    def _make_boxes(self, titles: list[str]) -> None:
        for box in self.boxes:  # out of sight at once: deleted only when the event loop next gets to it
            self.columns_layout.removeWidget(box)
            box.hide()
            box.deleteLater()
        self.boxes = [ColumnBox(title, self._on_hovered) for title in titles]
        # Greedy and beam search, the lesson's pair, share the top row; the sampled texts follow two a row.
        places = [self.boxes[0], self.boxes[-1], *self.boxes[1:-1]] if self.boxes else []
        for index, box in enumerate(places):
            self.columns_layout.addWidget(box, index // 2, index % 2)

    def _show_done(self, likeliest: str | None = None) -> None:
        for box, column in zip(self.boxes, list(self._done), strict=False):
            if box.column is not column or likeliest is not None:
                box.show_column(column, column.key == likeliest)

    def _table_context(self) -> ExportContext:
        found = self.result
        beams = found.column("beam").result.beams if found is not None else self.beams.value()
        details = {"model": found.model if found is not None else "", "beams": beams}
        prompt = found.prompt if found is not None else ""
        return ExportContext("Beam search, step by step: log-probabilities", prompt, "prompt", details)

    def _show_result(self, result) -> None:
        self.result = result
        self._done = list(result.columns)
        best = max(result.columns, key=lambda c: c.per_token)
        self._show_done(likeliest=best.key)
        self.table.show_result(result.column("beam").result)
        seconds = sum(c.result.seconds for c in result.columns)
        count = len(result.columns)
        done = translate("DecodingPanel", "%n continuations in {seconds} s.", None, count)
        self._finish(" ".join((done.format(seconds=number(seconds, ".1f")), *result.notes)))

    @Slot(str)
    def _on_hovered(self, href: str) -> None:
        if not href:  # the pointer left the token: the status again
            self.info.setText(self.status)
            return
        title, index = href.rsplit("|", 1)
        box = next((b for b in self.boxes if b.column is not None and b.column.title == title), None)
        if box is not None:
            self.info.setText(describe(box.column, int(index)))

    def _set_status(self, text: str) -> None:
        self.status = text
        self.info.setText(text)

    def _show_error(self, failure: TaskFailure) -> None:
        self._finish(failure.text())

    def _finish(self, message: str) -> None:
        self._task = None
        self._set_status(message)
        self.generate_button.setEnabled(True)
        self.stop_button.setEnabled(False)


def describe(column: Any, index: int) -> str:
    """What the line under the columns says about token ``index`` of ``column``."""
    token = column.tokens[index]
    text = translate(
        "DecodingPanel", "{column}, token {number}: “{token}”, the model gave it {probability}"
    ).format(
        column=column.title,
        number=index + 1,
        token=visible_token(token.text),
        probability=number(token.probability, ".1%"),
    )
    if token.drawn_from is not None:
        drawn = translate("DecodingPanel", "; drawn with {probability} after temperature, top-k and top-p")
        text += drawn.format(probability=number(token.drawn_from, ".1%"))
    return text + "."
