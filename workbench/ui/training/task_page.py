"""Step 1: what should the model learn: to classify texts (or pairs of texts), or the language of the user's
own texts."""

from __future__ import annotations

from PySide6.QtWidgets import QButtonGroup, QLabel, QRadioButton, QVBoxLayout, QWidget

from workbench.ui.training.page import WizardPage

CHOICES = (
    (
        "classify",
        "Classify texts",
        "Teach a model to put each text into one of your classes: positive or negative reviews, topics, "
        "intents. You need a file with a text and a label in each row (CSV, TSV, JSON Lines, or a folder "
        "with one sub-folder per class).",
    ),
    (
        "pairs",
        "Classify pairs of texts",
        "Teach a model to judge two texts together: does the second follow from the first (entailment), do "
        "they say the same thing (paraphrase), does this answer fit this question? You need a file with two "
        "text columns and a label in each row (CSV, TSV or JSON Lines).",
    ),
    (
        "mlm",
        "Adapt a fill-in-the-blank model to my texts",
        "Continue the pre-training of an encoder (BERT-style) on your own kind of text — tweets, support "
        "tickets, notes — by hiding words and learning to guess them. No labels needed: plain text, one "
        "passage per line. Fine-tuning such a model later works better on texts like yours.",
    ),
    (
        "clm",
        "Adapt a next-word model to my texts",
        "Continue the pre-training of a decoder (GPT-style) on your own kind of text by predicting each next "
        "word. No labels needed: plain text, one passage per line.",
    ),
)


class TaskPage(WizardPage):
    title = "1 · What should the model learn?"
    intro = "Choose the task. You can come back and change it later."

    def __init__(self, tasks, state) -> None:
        super().__init__(tasks, state)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        for key, label, explanation in CHOICES:
            button = QRadioButton(label)
            button.setObjectName(f"task-{key}")
            note = QLabel(explanation)
            note.setWordWrap(True)
            note.setIndent(28)
            box = QWidget()
            box_layout = QVBoxLayout(box)
            box_layout.setContentsMargins(0, 6, 0, 6)
            box_layout.addWidget(button)
            box_layout.addWidget(note)
            self.body_layout.addWidget(box)
            self.group.addButton(button)
            self.buttons[key] = button
            button.toggled.connect(lambda on, key=key: on and self.choose(key))
        self.body_layout.addStretch(1)
        self.buttons[state.objective].setChecked(True)

    def choose(self, objective: str) -> None:
        if self.state.objective != objective:
            self.state.objective = objective
            # Data, model and method depend on the task: start those again.
            self.state.dataset = None
            self.state.data_path = None
            self.state.model = None
        self.buttons[objective].setChecked(True)
        self.completeness_changed.emit()
