"""The "Sample answers" box of a chat or summarising run: for each sample prompt, the model's answer before
training and its answer at the latest check, so that the learner watches the answers change as the loss falls.
The answers are the core's, written at each check and carried by its Evaluation event
(``ChatMetrics.samples``); a run opened from the history shows the ones its metrics.jsonl kept."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QGroupBox, QHeaderView, QVBoxLayout

from workbench.core.words import number, translate
from workbench.ui.tabs.train.page import read_only_table, table_item

ANSWER_CHARS = 400  # longer answers are cut in the cell; the whole one is its tooltip


def _cell(text: str):
    shown = " ".join(text.split()) or translate("SampleAnswers", "(no answer)")
    item = table_item(shown if len(shown) <= ANSWER_CHARS else shown[: ANSWER_CHARS - 1] + "…")
    item.setToolTip(text[:4000])
    return item


class SampleAnswers(QGroupBox):
    """A table: each sample prompt, its answer before training, and its answer now (``after_title``)."""

    def __init__(self, title: str = "") -> None:
        super().__init__(title or translate("SampleAnswers", "Sample answers"))
        self.setObjectName("sampleAnswers")
        self.table = read_only_table(
            [
                translate("SampleAnswers", "Sample prompt"),
                translate("SampleAnswers", "Before training"),
                translate("SampleAnswers", "Latest check"),
            ],
            "sampleAnswersTable",
        )
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        for column in range(3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(110)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        self.prompts: list[str] = []
        self.before: dict[str, str] = {}
        self.after: dict[str, str] = {}
        self.after_step: int | None = None

    def clear(self) -> None:
        self.prompts, self.before, self.after, self.after_step = [], {}, {}, None
        self.table.setRowCount(0)
        self.table.setHorizontalHeaderItem(2, table_item(translate("SampleAnswers", "Latest check")))

    def show_check(
        self, step: int, samples: Sequence[tuple[str, str]], before: bool, title: str = ""
    ) -> None:
        """The answers of one check: the "before" column at the check before training, the last column at
        every later one (headed ``title``, or "At step N")."""
        for prompt, _ in samples:
            if prompt not in self.prompts:
                self.prompts.append(prompt)
        if before:
            self.before.update(samples)
        else:
            self.after.update(samples)
            self.after_step = step
            self.table.setHorizontalHeaderItem(
                2,
                table_item(
                    title or translate("SampleAnswers", "At step {step}").format(step=number(step, ","))
                ),
            )
        self._fill()

    def _fill(self) -> None:
        self.table.setRowCount(len(self.prompts))
        for row, prompt in enumerate(self.prompts):
            self.table.setItem(row, 0, _cell(prompt))
            self.table.setItem(
                row, 1, _cell(self.before.get(prompt, "")) if prompt in self.before else table_item("…")
            )
            later = (
                _cell(self.after[prompt])
                if prompt in self.after
                else table_item(translate("SampleAnswers", "(after the first check)"))
            )
            self.table.setItem(row, 2, later)
        self.table.resizeRowsToContents()

    def answers(self, column: int) -> list[str]:
        """The texts of a column (0 prompts, 1 before, 2 latest), as shown."""
        return [self.table.item(r, column).text() for r in range(self.table.rowCount())]
