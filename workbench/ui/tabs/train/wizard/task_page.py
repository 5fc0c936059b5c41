"""Step 1: what should the model learn: to classify texts (or pairs of texts), to predict a score for each
text, to find the names in them, to answer questions from a passage, to answer (or summarise) in the user's
way, or the language of the user's own texts: one choice for each task family (``training.registry``)."""

from __future__ import annotations

from PySide6.QtWidgets import QButtonGroup, QLabel, QRadioButton, QVBoxLayout, QWidget

from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui.tabs.train.page import WizardPage

CHOICES = (
    (
        "classify",
        QT_TRANSLATE_NOOP("TaskPage", "Classify texts"),
        QT_TRANSLATE_NOOP(
            "TaskPage",
            "Teach a model to put each text into one of your classes: positive or negative reviews, topics, "
            "intents. You need a file with a text and a label in each row (CSV, TSV, JSON Lines, or a folder "
            "with one sub-folder per class).",
        ),
    ),
    (
        "pairs",
        QT_TRANSLATE_NOOP("TaskPage", "Classify pairs of texts"),
        QT_TRANSLATE_NOOP(
            "TaskPage",
            "Teach a model to judge two texts together: does the second follow from the first (entailment), "
            "do they say the same thing (paraphrase), does this answer fit this question? You need a file "
            "with two text columns and a label in each row (CSV, TSV or JSON Lines).",
        ),
    ),
    (
        "score",
        QT_TRANSLATE_NOOP("TaskPage", "Predict a score for each text"),
        QT_TRANSLATE_NOOP(
            "TaskPage",
            "Teach a model to give each text a number: a review's 1 to 5 stars, a ticket's urgency, a grade. "
            "The field calls this regression: the model learns a number rather than a class, so being off by "
            "a little counts less than being off by a lot. You need a file with a text and its score (a "
            "number) in each row (CSV, TSV or JSON Lines).",
        ),
    ),
    (
        "ner",
        QT_TRANSLATE_NOOP("TaskPage", "Find names in text (named entities)"),
        QT_TRANSLATE_NOOP(
            "TaskPage",
            "Teach a model to mark the names in a text — people, places, organisations, or the kinds of "
            "names of your field. You need sentences whose words are tagged: one word and its tag per line "
            "with a blank line between sentences (a CoNLL file), or JSON Lines with “tokens” and “tags”. "
            "Tags are in BIO form: B-PER on a name's first word, I-PER on the words that continue it, O "
            "outside names.",
        ),
    ),
    (
        "qa",
        QT_TRANSLATE_NOOP("TaskPage", "Answer questions from a passage"),
        QT_TRANSLATE_NOOP(
            "TaskPage",
            "Teach a model to answer a question by pointing at the words of a passage that answer it "
            "(extractive, like SQuAD). You need questions about passages with each answer copied from its "
            "passage: JSON Lines or JSON (context, question, answers) or CSV with the columns context, "
            "question and answer.",
        ),
    ),
    (
        "chat",
        QT_TRANSLATE_NOOP("TaskPage", "Teach a chat model to answer in your way"),
        QT_TRANSLATE_NOOP(
            "TaskPage",
            "Show a chat model questions with the answers you want, and it learns to answer like that — your "
            "tone, your length, your facts. You need JSON Lines with one example per line: a “prompt” and "
            "its “response”, or a whole conversation as “messages” (user and assistant taking turns). Only "
            "the answers are learned; the questions are context.",
        ),
    ),
    (
        "summarize",
        QT_TRANSLATE_NOOP("TaskPage", "Teach a model to summarise"),
        QT_TRANSLATE_NOOP(
            "TaskPage",
            "Show a chat model texts with the summaries you want, and it learns to write them that way. You "
            "need JSON Lines with a “text” and its “summary” on each line (or a CSV with those columns). "
            "Each text is asked as “Summarise: …”, and the written summaries are scored against yours "
            "(ROUGE-L).",
        ),
    ),
    (
        "mlm",
        QT_TRANSLATE_NOOP("TaskPage", "Adapt a fill-in-the-blank model to my texts"),
        QT_TRANSLATE_NOOP(
            "TaskPage",
            "Continue the pre-training of an encoder (BERT-style) on your own kind of text — tweets, support "
            "tickets, notes — by hiding words and learning to guess them. No labels needed: plain text, one "
            "passage per line. Fine-tuning such a model later works better on texts like yours.",
        ),
    ),
    (
        "clm",
        QT_TRANSLATE_NOOP("TaskPage", "Adapt a next-word model to my texts"),
        QT_TRANSLATE_NOOP(
            "TaskPage",
            "Continue the pre-training of a decoder (GPT-style) on your own kind of text by predicting each "
            "next word. No labels needed: plain text, one passage per line.",
        ),
    ),
)

WIZARD_TASKS = tuple(key for key, _, _ in CHOICES)


class TaskPage(WizardPage):
    title = QT_TRANSLATE_NOOP("TaskPage", "1 · What should the model learn?")
    intro = QT_TRANSLATE_NOOP("TaskPage", "Choose the task. You can come back and change it later.")

    def __init__(self, tasks, state) -> None:
        super().__init__(tasks, state)
        self.heading.setText(translate("TaskPage", self.title))
        self.intro_label.setText(translate("TaskPage", self.intro))
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        for key, label, explanation in CHOICES:
            button = QRadioButton(translate("TaskPage", label))
            button.setObjectName(f"task-{key}")
            note = QLabel(translate("TaskPage", explanation))
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

    def enter(self) -> None:
        """Show the task chosen (a scene or a past run may have chosen it)."""
        self.buttons[self.state.objective].setChecked(True)

    def choose(self, objective: str) -> None:
        if self.state.objective != objective:
            # Data, model and method depend on the task: start those again.
            self.state.choose(objective=objective, dataset=None)
            self.state.choose_data(None)
            self.state.choose_model(None)
            # questions, chat and summaries start with longer texts, chat with LoRA
            self.state.start_from_recipe()
        self.buttons[objective].setChecked(True)
        self.completeness_changed.emit()
