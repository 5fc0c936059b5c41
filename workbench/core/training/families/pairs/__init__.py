"""Classify pairs of texts (paraphrase or not, entailment, question and answer): the two texts are encoded
together as the model's pair input, and everything else is the text classifier's.  It starts from the
fill-in-the-blank model: ``recipes`` says why (MiniLM reads each sentence alone and unlearns that slowly)."""

from __future__ import annotations

from typing import Any

from workbench.core.training.data.samples import PAIRS
from workbench.core.training.families.classify import CLASSIFIER_README, LOAD_CLASSIFIER
from workbench.core.training.recipes import LEARNING_RATES, MIN_CLASSIFY_STEPS
from workbench.core.training.registry import FamilyRecipe, FamilyWords, Imported, TaskFamily, register
from workbench.core.words import QT_TRANSLATE_NOOP


def _objective(config: Any, label_names: tuple[str, ...]) -> Any:
    from workbench.core.training.objectives.classification import PairClassificationObjective

    return PairClassificationObjective(config, label_names)


PAIRS = TaskFamily(
    name="pairs",
    title=QT_TRANSLATE_NOOP("TaskFamily", "Classify pairs of texts"),
    recipe=FamilyRecipe(
        LEARNING_RATES,
        min_steps=MIN_CLASSIFY_STEPS,
        starting_model="workbench-mini-mlm",
        course_differs="3 epochs (72 steps) left the models below chance",
    ),
    data_family=Imported("workbench.core.training.data.families", "PairsFamily"),
    objective=_objective,
    samples=PAIRS,
    classifier=True,
    pairs=True,
    load_kept=LOAD_CLASSIFIER,
    readme=CLASSIFIER_README,
    words=FamilyWords(
        task_page_place=1,
        choice=QT_TRANSLATE_NOOP("FamilyWords", "Classify pairs of texts"),
        explanation=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Teach a model to judge two texts together: does the second follow from the first (entailment), "
            "do they say the same thing (paraphrase), does this answer fit this question? You need a file "
            "with two text columns and a label in each row (CSV, TSV or JSON Lines).",
        ),
        intro=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Open (or drop here) a file with your pairs of texts, or try the sample pairs first. Click a "
            "row to see how the model reads its pair.",
        ),
        open_tip=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "CSV, TSV, JSON Lines, JSON or an .xlsx or .ods workbook with two texts and a label per row.",
        ),
        file_filter=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Pairs of texts with labels (*.csv *.tsv *.jsonl *.json *.xlsx *.ods);;All files (*)",
        ),
    ),
)
register(PAIRS)
