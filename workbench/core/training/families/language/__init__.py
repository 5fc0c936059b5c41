"""Adapt a language model to the user's texts (continued pre-training): a masked model learns to fill in its
blanks, a causal one the next word, each with the head it was pre-trained with.  Counted in blocks of packed
text; a few hundred passages make only about a hundred blocks, so a run takes at least 100 steps (each epoch
hides other words, so the repeats are not the same lesson twice)."""

from __future__ import annotations

from typing import Any

from workbench.core.training.data.samples import PLAIN_TEXT
from workbench.core.training.recipes import LEARNING_RATES, NEW_LM_HEAD_LEARNING_RATE
from workbench.core.training.registry import FamilyRecipe, TaskFamily, register
from workbench.core.words import QT_TRANSLATE_NOOP

MIN_ADAPT_STEPS = 100


def _data() -> Any:
    from workbench.core.training.data.families import CorpusFamily

    return CorpusFamily()


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
        stretched=(
            QT_TRANSLATE_NOOP(
                "FamilyRecipe",
                "your passages make only about {units:,} blocks of text, and a model needs about {min_steps} "
                "steps to pick up their words (each epoch hides other words).",
            )
        ),
    )


MASKED = TaskFamily(
    name="mlm",
    title=QT_TRANSLATE_NOOP("TaskFamily", "Adapt a masked language model (fill in the blank) to my texts"),
    recipe=_recipe("workbench-mini-mlm"),
    data_family=_data,
    objective=_masked,
    samples=PLAIN_TEXT,
    language_model=True,
    model_task="masked-lm",
)
CAUSAL = TaskFamily(
    name="clm",
    title=QT_TRANSLATE_NOOP("TaskFamily", "Adapt a causal language model (next word) to my texts"),
    recipe=_recipe("smollm2-135m"),
    data_family=_data,
    objective=_causal,
    samples=PLAIN_TEXT,
    language_model=True,
    model_task="causal-lm",
)
register(MASKED, CAUSAL)
