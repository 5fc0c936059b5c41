"""Classify texts: one label per text, such as a review's sentiment or a message's category.  A sequence
classifier: a head over the whole text, cross-entropy over the labels, scored by accuracy and macro-F1."""

from __future__ import annotations

from typing import Any

from workbench.core.training.data.samples import LABELLED
from workbench.core.training.recipes import LEARNING_RATES, MIN_CLASSIFY_STEPS
from workbench.core.training.registry import FamilyRecipe, FamilyWords, TaskFamily, register
from workbench.core.words import QT_TRANSLATE_NOOP


def _data() -> Any:
    from workbench.core.training.data.families import ClassifyFamily

    return ClassifyFamily()


def _objective(config: Any, label_names: tuple[str, ...]) -> Any:
    from workbench.core.training.objectives.classification import ClassificationObjective

    return ClassificationObjective(config, label_names)


def load_classifier(best: Any, device: Any) -> tuple[Any, Any]:
    """A classifier's kept weights (of texts or of pairs): (model, tokenizer)."""
    from workbench.core.training.runs.classifier import load_trained

    classifier = load_trained(best, device=device)
    return classifier.model, classifier.tokenizer


def classifier_readme(kind: str, info: dict[str, Any], folder: Any) -> str:
    from workbench.core.training.families.classify.readme import classifier_readme

    return classifier_readme(kind, info, folder)


def _final_figures(final: Any, objective: Any, val_data: Any) -> Any:
    from workbench.core.training.families.classify.languages import with_languages

    return with_languages(final, objective, val_data)


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
    recipe=FamilyRecipe(LEARNING_RATES, min_steps=MIN_CLASSIFY_STEPS),
    data_family=_data,
    objective=_objective,
    samples=LABELLED,
    classifier=True,
    load_kept=load_classifier,
    readme=classifier_readme,
    final_figures=_final_figures,  # how often it was right in each language of the checking texts
    words=WORDS,
)
register(CLASSIFY)
