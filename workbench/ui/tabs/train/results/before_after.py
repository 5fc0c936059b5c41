"""Before and after: an adapted language model next to the model it started from, on the same text.

Opened from the results page of a language-model adaptation run.  The adapted masked LM fills the same blank
as its base model, or the adapted causal LM predicts the same next token, in two bar charts side by side
drawn by the explorers' own widget; words whose rank moved are listed under them.  The first text shown comes
from the user's own held-out passages, where the adaptation should show most.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QGridLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from workbench.core.sessions.train import jobs
from workbench.core.sessions.train.history import first_text
from workbench.core.words import translate
from workbench.ui.tasks import TaskController, TaskFailure
from workbench.ui.widgets.probability_bars import ProbabilityBars
from workbench.ui.widgets.slide import ExportContext

DEBOUNCE_MS = 300
TOP = 8


class BeforeAfterDialog(QDialog):
    """Shows ``compare_before_after`` for the run in ``run_dir`` (objective "mlm" or "clm")."""

    def __init__(
        self,
        tasks: TaskController,
        run_dir: Path,
        base_model: str,
        objective: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.tasks = tasks
        self.run_dir = Path(run_dir)
        self.base_model = base_model
        from workbench.core.training.registry import family

        self.task = family(objective).model_task  # "masked-lm" or "causal-lm"
        self.kind = "fill" if self.task == "masked-lm" else "next"
        self.result = None
        self.setWindowTitle(translate("BeforeAfterDialog", "Before and after adapting"))
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.query)

        intro = QLabel(
            translate(
                "BeforeAfterDialog",
                "The same text, two models: how the original model fills the blank (___), and how your "
                "adapted one does. Type your own text to compare.",
            )
            if self.kind == "fill"
            else translate(
                "BeforeAfterDialog",
                "The same text, two models: how the original model predicts the next word, and how your "
                "adapted one does. Type your own text to compare.",
            )
        )
        intro.setWordWrap(True)
        self.text = QLineEdit(first_text(self.run_dir, self.kind))
        self.text.setObjectName("beforeAfterText")
        self.text.setToolTip(
            translate("BeforeAfterDialog", "A sentence with one blank, written ___ or [MASK].")
            if self.kind == "fill"
            else translate("BeforeAfterDialog", "The start of a text.")
        )
        self.text.textChanged.connect(lambda _text: self._debounce.start())
        grid = QGridLayout()
        self.titles = {side: QLabel() for side in ("before", "after")}
        self.bars = {side: ProbabilityBars() for side in ("before", "after")}
        for column, side in enumerate(("before", "after")):
            self.titles[side].setWordWrap(True)
            self.bars[side].setMinimumHeight(240)
            grid.addWidget(self.titles[side], 0, column)
            grid.addWidget(self.bars[side], 1, column)
        self.titles["before"].setText(
            translate("BeforeAfterDialog", "<b>Before</b>: {model}").format(model=html.escape(base_model))
        )
        self.titles["after"].setText(
            translate("BeforeAfterDialog", "<b>After</b>: your model ({run})").format(
                run=html.escape(self.run_dir.name)
            )
        )
        # what an exported chart is of stays English, as every exported file's words do
        for side, model in (("before", base_model), ("after", f"your model ({self.run_dir.name})")):
            self.bars[side].exporter.context = lambda side=side, model=model: ExportContext(
                f"{side.capitalize()} adapting: the model's top predictions",
                self.text.text(),
                "sentence" if self.kind == "fill" else "prompt",
                details={"model": model},
            )
        self.changes = QLabel("")
        self.changes.setWordWrap(True)
        self.message = QLabel(translate("BeforeAfterDialog", "Loading both models…"))
        self.message.setObjectName("beforeAfterMessage")
        self.message.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.text)
        layout.addLayout(grid, 1)
        layout.addWidget(self.changes)
        layout.addWidget(self.message)
        self.resize(900, 480)

    def query(self) -> None:
        """Ask both models in the background; a newer query replaces an older one still running."""
        text, run_dir = self.text.text(), self.run_dir

        self.tasks.submit(
            translate("BeforeAfterDialog", "Comparing before and after"),
            jobs.before_after,
            run_dir,
            text,
            TOP,
            key=f"before-after-{id(self)}",
            on_result=self._show,
            on_error=self._failed,
        )

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.result is None:
            self.query()

    def _show(self, result: Any) -> None:
        self.result = result
        for side in ("before", "after"):
            candidates = getattr(result, side)
            self.bars[side].set_bars([c.word for c in candidates], [c.probability for c in candidates])
        moved = []
        for word, (was, now) in sorted(result.rank_changes().items(), key=lambda item: item[1][1] or 99):
            if now is not None and (was is None or now < was):
                moved.append(
                    translate("BeforeAfterDialog", "“{word}” new → #{now}").format(
                        word=html.escape(word.strip()), now=now
                    )
                    if was is None
                    else translate("BeforeAfterDialog", "“{word}” #{was} → #{now}").format(
                        word=html.escape(word.strip()), was=was, now=now
                    )
                )
        self.changes.setText(
            translate("BeforeAfterDialog", "Moved up or new after adapting: {words}").format(
                words=", ".join(moved[:6])
            )
            if moved
            else ""
        )
        self.message.setText(" ".join(result.warnings))

    def _failed(self, failure: TaskFailure) -> None:
        for bars in self.bars.values():
            bars.set_bars([], [])
        self.changes.setText("")
        self.message.setText(html.escape(failure.text()))
