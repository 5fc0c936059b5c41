"""Teach a chat model to answer in the user's way: a causal model, the loss over the answers only.  LoRA by
default (a few MB of adapters, the model's manners elsewhere kept), at the instruction rates, for the
lecture's 3 epochs with no stretching (each example teaches a whole answer), reading up to 256 tokens."""

from __future__ import annotations

from typing import Any

from workbench.core.training.data.samples import CHAT
from workbench.core.training.recipes import (
    INSTRUCTION_LEARNING_RATES,
    INSTRUCTION_MAX_LENGTH,
    NEW_LM_HEAD_LEARNING_RATE,
)
from workbench.core.training.registry import FamilyRecipe, TaskFamily, register
from workbench.core.words import QT_TRANSLATE_NOOP


def _data() -> Any:
    from workbench.core.training.data.families import ChatFamily

    return ChatFamily()


def _objective(config: Any, label_names: tuple[str, ...]) -> Any:
    from workbench.core.training.objectives.chat import ChatObjective

    return ChatObjective(config)


INSTRUCTION_RECIPE = FamilyRecipe(
    INSTRUCTION_LEARNING_RATES,
    min_steps=0,
    usual_method="lora",
    max_length=INSTRUCTION_MAX_LENGTH,
    new_head_learning_rate=NEW_LM_HEAD_LEARNING_RATE,  # as adaptation's: a language model's own head
    starting_model="smollm2-135m",
)
CHAT = TaskFamily(
    name="chat",
    title=QT_TRANSLATE_NOOP("TaskFamily", "Teach a chat model to answer in your way"),
    recipe=INSTRUCTION_RECIPE,
    data_family=_data,
    objective=_objective,
    samples=CHAT,
    instruction=True,
    model_task="causal-lm",
)
register(CHAT)
