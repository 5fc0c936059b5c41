"""Adapt a language model to the user's texts (continued pre-training): a masked model learns to fill in its
blanks, a causal one the next word, each with the head it was pre-trained with.  Counted in blocks of packed
text; a few hundred passages make only about a hundred blocks, so a run takes at least 100 steps (each epoch
hides other words, so the repeats are not the same lesson twice)."""

from __future__ import annotations

from typing import Any

from workbench.core.training.data.samples import PLAIN_TEXT
from workbench.core.training.recipes import LEARNING_RATES, NEW_LM_HEAD_LEARNING_RATE
from workbench.core.training.registry import FamilyRecipe, FamilyWords, Imported, TaskFamily, register
from workbench.core.words import QT_TRANSLATE_NOOP

MIN_ADAPT_STEPS = 100
# both read plain text, one passage per line
_CORPUS = Imported("workbench.core.training.data.families", "CorpusFamily")


def _masked(config: Any, label_names: tuple[str, ...]) -> Any:
    from workbench.core.training.objectives.language import MaskedLMObjective

    return MaskedLMObjective(config)


def _causal(config: Any, label_names: tuple[str, ...]) -> Any:
    from workbench.core.training.objectives.language import CausalLMObjective

    return CausalLMObjective(config)


def _recipe(starting_model: str) -> FamilyRecipe:
    return FamilyRecipe(
        LEARNING_RATES,
        min_steps=MIN_ADAPT_STEPS,
        new_head_learning_rate=NEW_LM_HEAD_LEARNING_RATE,
        starting_model=starting_model,
        units="blocks",
        course_differs="100 blocks make 15 steps: too few to learn a field's words",
        stretched=(
            QT_TRANSLATE_NOOP(
                "FamilyRecipe",
                "your passages make only about {units:,} blocks of text, and a model needs about {min_steps} "
                "steps to pick up their words (each epoch hides other words).",
            )
        ),
    )


def _words(place: int, choice: str, explanation: str, curve_title: str) -> FamilyWords:
    """The window's words of an adaptation: what it reads is the same plain text for both."""
    return FamilyWords(
        task_page_place=place,
        choice=choice,
        explanation=explanation,
        intro=QT_TRANSLATE_NOOP(
            "FamilyWords", "Open a text file with one passage per line, or use the sample reviews' texts."
        ),
        open_tip=QT_TRANSLATE_NOOP(
            "FamilyWords", "A plain text file, one passage per line (or a folder of .txt files)."
        ),
        file_filter=QT_TRANSLATE_NOOP("FamilyWords", "Plain text (*.txt *.text *.md);;All files (*)"),
        split_line=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "{share}%: about {checking} passages check the model, {training} train it. The model never "
            "learns from the checking part, so its score there is honest.",
        ),
        limit_suffix=QT_TRANSLATE_NOOP("FamilyWords", " training passages"),
        curve_title=curve_title,
    )


MASKED = TaskFamily(
    name="mlm",
    title=QT_TRANSLATE_NOOP("TaskFamily", "Adapt a masked language model (fill in the blank) to my texts"),
    recipe=_recipe("workbench-mini-mlm"),
    data_family=_CORPUS,
    objective=_masked,
    samples=PLAIN_TEXT,
    language_model=True,
    model_task="masked-lm",
    words=_words(
        7,
        QT_TRANSLATE_NOOP("FamilyWords", "Adapt a fill-in-the-blank model to my texts"),
        QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Continue the pre-training of an encoder (BERT-style) on your own kind of text — tweets, support "
            "tickets, notes — by hiding words and learning to guess them. No labels needed: plain text, one "
            "passage per line. Fine-tuning such a model later works better on texts like yours.",
        ),
        QT_TRANSLATE_NOOP("FamilyWords", "Blanks guessed right (validation)"),
    ),
)
CAUSAL = TaskFamily(
    name="clm",
    title=QT_TRANSLATE_NOOP("TaskFamily", "Adapt a causal language model (next word) to my texts"),
    recipe=_recipe("smollm2-135m"),
    data_family=_CORPUS,
    objective=_causal,
    samples=PLAIN_TEXT,
    language_model=True,
    model_task="causal-lm",
    exports_gguf=True,
    words=_words(
        8,
        QT_TRANSLATE_NOOP("FamilyWords", "Adapt a next-word model to my texts"),
        QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Continue the pre-training of a decoder (GPT-style) on your own kind of text by predicting each "
            "next word. No labels needed: plain text, one passage per line.",
        ),
        QT_TRANSLATE_NOOP("FamilyWords", "Next words guessed right (validation)"),
    ),
)
register(MASKED, CAUSAL)
