"""Generate a continuation (greedy, seeded sampling or beam search), streamed as it is written, with the
beam search tree and every beam's cumulative log-probability."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
)

from workbench.ui import plot_style
from workbench.ui.help_texts import HelpTexts
from workbench.ui.tasks import TaskController, TaskFailure
from workbench.ui.widgets.view_export import attach_export

STRATEGIES = (
    ("Greedy: always the top token", "greedy"),
    ("Sampling: draw by probability", "sample"),
    ("Beam search: keep the best few sequences", "beam"),
)


class GenerationPanel(QGroupBox):
    help: HelpTexts = {
        "strategy": ("How to choose each new token: greedy, sampling or beam search.",
                     "Greedy always takes the top token; sampling draws one by its probability; beam "
                     "search keeps the best few whole sequences and returns the best one."),
        "max_tokens": ("How many tokens to add at most.",
                       "The length of the continuation, in tokens (a token is a word or a piece of one)."),
        "seed": ("The same seed draws the same tokens again; change it to draw others.",
                 "What is a seed? The starting number of the random draw, so a sampled text can be repeated."),
        "beams": ("How many sequences beam search keeps at each step.",
                  "What is a beam? One candidate sequence. More beams search wider but take longer."),
        "generate_button": ("Write a continuation of the prompt with the settings above.",
                            "Generates text token by token; the new tokens appear as they are written."),
        "stop_button": ("Stop generating; what was written so far stays.",
                        "Stops after the current token."),
        "output": ("The prompt and, in colour, the text the model added.",
                   "The generated continuation; the prompt is plain, the new text bold and coloured."),
        "tree": ("Every beam kept at each step; the bold path is the answer. Right-click to export.",
                 "Beam search's tree: each line a token and the sequence's log-probability so far."),
    }  # fmt: skip

    def __init__(
        self, tasks: TaskController, context: Callable[[], tuple[Any, str, float, int, float]]
    ) -> None:
        """``context()`` returns (loaded model, prompt, temperature, top-k, top-p) from the tab's controls."""
        super().__init__("Generate")
        self.setObjectName("generationPanel")
        self.tasks = tasks
        self.context = context
        self.result = None
        self._task: int | None = None
        self.strategy = QComboBox()
        for label, value in STRATEGIES:
            self.strategy.addItem(label, value)
        self.max_tokens = QSpinBox()
        self.max_tokens.setRange(1, 200)
        self.max_tokens.setValue(20)
        self.seed = QSpinBox()
        self.seed.setRange(0, 999_999)
        self.seed.setToolTip("The same seed draws the same tokens again; change it to draw others.")
        self.beams = QSpinBox()
        self.beams.setRange(2, 8)
        self.beams.setValue(3)
        self.generate_button = QPushButton("Generate")
        self.stop_button = QPushButton("Stop")
        self.stop_button.setEnabled(False)
        self.output = QTextBrowser()
        self.output.setObjectName("generationOutput")
        self.output.setMinimumHeight(90)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(["Beam token", "Log-probability so far"])
        self.tree.setVisible(False)
        self.tree.setToolTip(
            "Every beam kept at each step; the bold path is the answer. Right-click to export."
        )
        attach_export(self.tree, "beam-search")
        self.info = QLabel("")
        self.info.setWordWrap(True)
        form = QFormLayout()
        form.addRow("How", self.strategy)
        form.addRow("New tokens", self.max_tokens)
        form.addRow("Seed", self.seed)
        form.addRow("Beams", self.beams)
        buttons = QHBoxLayout()
        buttons.addWidget(self.generate_button)
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.output)
        layout.addWidget(self.info)
        layout.addWidget(self.tree)
        self.generate_button.clicked.connect(self.generate)
        self.stop_button.clicked.connect(self.stop)
        self.strategy.currentIndexChanged.connect(self._update_fields)
        self._update_fields()

    def _update_fields(self) -> None:
        strategy = self.strategy.currentData()
        self.seed.setEnabled(strategy == "sample")
        self.beams.setEnabled(strategy == "beam")

    def generate(self) -> None:
        loaded, prompt, temperature, top_k, top_p = self.context()
        if loaded is None:
            self.info.setText("The model is still loading.")
            return
        strategy, max_new, seed, beams = (
            self.strategy.currentData(),
            self.max_tokens.value(),
            self.seed.value(),
            self.beams.value(),
        )

        def work(progress, cancel):
            from workbench.core.explore.generation import generate

            def on_step(step) -> None:
                progress((step.index + 1) / max_new, step.text)

            return generate(
                loaded,
                prompt,
                strategy=strategy,
                max_new_tokens=max_new,
                temperature=temperature,
                top_k=top_k,
                top_p=top_p,
                beams=beams,
                seed=seed,
                on_step=on_step,
                cancel=cancel,
                fit_new_tokens=True,  # more than fit after the prompt: as many as fit, with a note
            )

        self.tree.clear()
        self.tree.setVisible(False)
        self.info.setText("")
        self._prompt = prompt
        self._show_text(prompt, "")
        self._task = self.tasks.submit(
            "Generating text",
            work,
            key="generate",
            on_progress=lambda fraction, text: self._show_text(self._prompt, text),
            on_result=self._show_result,
            on_error=self._show_error,
            on_cancelled=lambda: self._finish("Stopped."),
        )
        self.generate_button.setEnabled(False)
        self.stop_button.setEnabled(True)

    def stop(self) -> None:
        if self._task is not None:
            self.tasks.cancel(self._task)

    def _show_text(self, prompt: str, new_text: str) -> None:
        colour = "#56B4E9" if plot_style.colours().dark else "#0072B2"  # Okabe-Ito blues, readable on each
        self.output.setHtml(
            f"{html.escape(prompt)}<b style='color:{colour}'>{html.escape(new_text)}</b>".replace(
                "\n", "<br>"
            )
        )

    def _show_result(self, result) -> None:
        self.result = result
        self._show_text(result.prompt, result.new_text)
        info = f"{len(result.new_tokens)} tokens in {result.seconds:.1f} s · stopped at {result.stop_reason}"
        if result.score is not None:
            info += f" · best beam's score {result.score:.2f}"
        self._finish(" ".join((info, *result.warnings)))
        if result.beam_tree:
            self._fill_tree(result)

    def _fill_tree(self, result) -> None:
        items: list[dict[int, QTreeWidgetItem]] = []
        chosen = set(enumerate(result.beam_path))
        for step, nodes in enumerate(result.beam_tree):
            level = {}
            for node in nodes:
                label = node.token + ("  (ended)" if node.finished else "")
                item = QTreeWidgetItem([label, f"{node.log_probability:.2f}"])
                if (step, node.beam) in chosen:
                    font = item.font(0)
                    font.setBold(True)
                    item.setFont(0, font)
                    item.setFont(1, font)
                parent = items[step - 1].get(node.parent) if step and node.parent is not None else None
                if parent is not None:
                    parent.addChild(item)
                else:
                    self.tree.addTopLevelItem(item)
                level[node.beam] = item
            items.append(level)
        self.tree.expandAll()
        self.tree.resizeColumnToContents(0)
        self.tree.setVisible(True)

    def _show_error(self, failure: TaskFailure) -> None:
        self._finish(failure.text())

    def _finish(self, message: str) -> None:
        self._task = None
        self.info.setText(message)
        self.generate_button.setEnabled(True)
        self.stop_button.setEnabled(False)
