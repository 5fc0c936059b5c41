"""Classify texts: one label per text, such as a review's sentiment or a message's category.  A sequence
classifier: a head over the whole text, cross-entropy over the labels, scored by accuracy and macro-F1."""

from __future__ import annotations

from typing import Any

from workbench.core.training.data.samples import LABELLED
from workbench.core.training.recipes import LEARNING_RATES, MIN_CLASSIFY_STEPS
from workbench.core.training.registry import (
    CourseRecipe,
    FamilyRecipe,
    FamilyWords,
    Imported,
    TaskFamily,
    register,
)
from workbench.core.words import QT_TRANSLATE_NOOP


def _objective(config: Any, label_names: tuple[str, ...]) -> Any:
    from workbench.core.training.objectives.classification import ClassificationObjective

    return ClassificationObjective(config, label_names)


# a classifier's kept weights and the README of its export, of texts or of pairs (``pairs`` names them too)
LOAD_CLASSIFIER = Imported("workbench.core.training.runs.classifier", "load_trained")
CLASSIFIER_README = Imported("workbench.core.training.families.classify.readme", "classifier_readme")

WORDS = FamilyWords(
    task_page_place=0,
    choice=QT_TRANSLATE_NOOP("FamilyWords", "Classify texts"),
    explanation=QT_TRANSLATE_NOOP(
        "FamilyWords",
        "Teach a model to put each text into one of your classes: positive or negative reviews, topics, "
        "intents. You need a file with a text and a label in each row (CSV, TSV, JSON Lines, or a folder "
        "with one sub-folder per class).",
    ),
    intro=QT_TRANSLATE_NOOP(
        "FamilyWords", "Open (or drop here) a file with your examples, or try the sample data first."
    ),
    open_tip=QT_TRANSLATE_NOOP(
        "FamilyWords",
        "CSV, TSV, JSON Lines, JSON or an Excel (.xlsx) or OpenDocument (.ods) workbook with a text "
        "and a label per row, or a folder of class folders.",
    ),
    file_filter=QT_TRANSLATE_NOOP(
        "FamilyWords", "Texts with labels (*.csv *.tsv *.txt *.jsonl *.json *.xlsx *.ods);;All files (*)"
    ),
)
CLASSIFY = TaskFamily(
    name="classify",
    title=QT_TRANSLATE_NOOP("TaskFamily", "Classify texts"),
    recipe=FamilyRecipe(
        LEARNING_RATES,
        min_steps=MIN_CLASSIFY_STEPS,
        course=CourseRecipe("sentiment", (2e-5, 2e-5), (2, 4)),
        course_differs="240 reviews: 45 steps in 3 epochs (86.7 %); 300 steps: 95 %",
    ),
    data_family=Imported("workbench.core.training.data.families", "ClassifyFamily"),
    objective=_objective,
    samples=LABELLED,
    classifier=True,
    load_kept=LOAD_CLASSIFIER,
    readme=CLASSIFIER_README,
    # how often it was right in each language of the checking texts
    final_figures=Imported("workbench.core.training.families.classify.languages", "with_languages"),
    words=WORDS,
)
register(CLASSIFY)
