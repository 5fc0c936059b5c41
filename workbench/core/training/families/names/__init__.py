"""Find names in text (named entities): a tag per word, on its first word piece.  Every word of a sentence
carries a tag, so one step teaches far more than a classifier's: the least number of steps is the
classifier's halved (not yet measured on its own); the lecture's 5e-5 and 3 epochs, counted in sentences."""

from __future__ import annotations

from typing import Any

from workbench.core.training.data.samples import TAGGED
from workbench.core.training.families.names.results import names_scores, names_verdict
from workbench.core.training.recipes import LEARNING_RATES
from workbench.core.training.registry import (
    CourseRecipe,
    FamilyRecipe,
    FamilyWords,
    Imported,
    TaskFamily,
    register,
)
from workbench.core.words import QT_TRANSLATE_NOOP

MIN_TAG_STEPS = 150


def _objective(config: Any, label_names: tuple[str, ...]) -> Any:
    from workbench.core.training.objectives.tagging import TaggingObjective

    return TaggingObjective(config, label_names)


NAMES = TaskFamily(
    name="ner",
    title=QT_TRANSLATE_NOOP("TaskFamily", "Find names in text (named entities)"),
    recipe=FamilyRecipe(
        LEARNING_RATES,
        min_steps=MIN_TAG_STEPS,
        units="sentences",
        course=CourseRecipe("NER", (5e-5, 5e-5), (3, 3)),
        course_differs="a few hundred sentences end after a handful of steps",
        stretched=(
            QT_TRANSLATE_NOOP(
                "FamilyRecipe",
                "{units:,} sentences give few learning steps per epoch, and a model needs about {min_steps} "
                "steps to become sure of its answers.",
            )
        ),
    ),
    data_family=Imported("workbench.core.training.data.families", "TaggingFamily"),
    objective=_objective,
    samples=TAGGED,
    model_task="token-classification",
    load_kept=Imported("workbench.core.training.runs.tagger", "load_tagger"),
    readme=Imported("workbench.core.training.families.names.readme", "tagger_readme"),
    verdict=names_verdict,
    run_scores=names_scores,
    not_a_classifier=(
        QT_TRANSLATE_NOOP("TaskFamily", "{name} finds names in text; it gives no label to a whole text."),
        QT_TRANSLATE_NOOP(
            "TaskFamily",
            "Use it to find names (`workbench predict` writes them as JSON Lines), or choose a classifier.",
        ),
    ),
    words=FamilyWords(
        task_page_place=3,
        choice=QT_TRANSLATE_NOOP("FamilyWords", "Find names in text (named entities)"),
        explanation=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Teach a model to mark the names in a text — people, places, organisations, or the kinds of "
            "names of your field. You need sentences whose words are tagged: one word and its tag per line "
            "with a blank line between sentences (a CoNLL file), or JSON Lines with “tokens” and “tags”. "
            "Tags are in BIO form: B-PER on a name's first word, I-PER on the words that continue it, O "
            "outside names.",
        ),
        intro=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Open (or drop here) a file of sentences whose words are tagged (B-PER, I-PER, O…), or try "
            "the sample sentences first.",
        ),
        open_tip=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "A CoNLL file (a word and its tag per line, a blank line between sentences) or JSON Lines "
            "with “tokens” and “tags”.",
        ),
        file_filter=QT_TRANSLATE_NOOP(
            "FamilyWords", "Tagged sentences (*.conll *.iob *.bio *.txt *.tsv *.jsonl *.json);;All files (*)"
        ),
        split_line=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "{share}%: about {checking} sentences check the model, {training} train it. The model never "
            "learns from the checking part, so its score there is honest.",
        ),
        limit_suffix=QT_TRANSLATE_NOOP("FamilyWords", " training sentences"),
        model_note=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Finding names lists encoders (BERT-style) only: each word's tag depends on the words after it "
            "as well, which a next-word model does not see. (The command line can still train a decoder: "
            "--task ner --model.)",
        ),
        curve_title=QT_TRANSLATE_NOOP("FamilyWords", "Entity F1 (validation)"),
    ),
)
register(NAMES)
