"""Step 1: what should the model learn: to classify texts (or pairs of texts), to predict a score for each
text, to find the names in them, to answer questions from a passage, to answer (or summarise) in the user's
way, or the language of the user's own texts: one choice for each task family (``training.registry``), in
the family's own words (its ``FamilyWords``)."""

from __future__ import annotations

from PySide6.QtWidgets import QButtonGroup, QLabel, QRadioButton, QVBoxLayout, QWidget

from workbench.core.training.registry import TaskFamily, all_families
from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui.tabs.train.page import WizardPage


def listed_families() -> list[TaskFamily]:
    """The families in the order the task page lists them (each family's ``words.task_page_place``)."""
    return sorted(all_families().values(), key=lambda found: found.words.task_page_place)


class TaskPage(WizardPage):
    title = QT_TRANSLATE_NOOP("TaskPage", "1 · What should the model learn?")
    intro = QT_TRANSLATE_NOOP("TaskPage", "Choose the task. You can come back and change it later.")

    def __init__(self, tasks, state) -> None:
        super().__init__(tasks, state)
        self.heading.setText(translate("TaskPage", self.title))
        self.intro_label.setText(translate("TaskPage", self.intro))
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        for listed in listed_families():  # each family's choice, in its own words
            key = listed.name
            button = QRadioButton(translate("FamilyWords", listed.words.choice))
            button.setObjectName(f"task-{key}")
            note = QLabel(translate("FamilyWords", listed.words.explanation))
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
