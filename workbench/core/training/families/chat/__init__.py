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
    from workbench.core.training.objectives.chat import ChatObjective

    return ChatObjective(config)


INSTRUCTION_RECIPE = FamilyRecipe(
    INSTRUCTION_LEARNING_RATES,
    min_steps=0,
    usual_method="lora",
    max_length=INSTRUCTION_MAX_LENGTH,
    new_head_learning_rate=NEW_LM_HEAD_LEARNING_RATE,  # as adaptation's: a language model's own head
    starting_model="smollm2-135m",
    course=CourseRecipe("dialogue", (1e-5, 1e-5), (3, 5)),
    course_differs="adapters need large steps: at 2e-4 no answer took the form",
)
# what a chat model's data is called and how it is split, as summaries' data is too
INSTRUCTION_FILTER = QT_TRANSLATE_NOOP("FamilyWords", "Examples (*.jsonl *.json *.csv *.tsv);;All files (*)")
CONVERSATIONS_SPLIT_LINE = QT_TRANSLATE_NOOP(
    "FamilyWords",
    "{share}%: about {checking} conversations check the model, {training} train it. The model never "
    "learns from the checking part, so its score there is honest.",
)
CONVERSATIONS_LIMIT = QT_TRANSLATE_NOOP("FamilyWords", " training conversations")
CHAT = TaskFamily(
    name="chat",
    title=QT_TRANSLATE_NOOP("TaskFamily", "Teach a chat model to answer in your way"),
    recipe=INSTRUCTION_RECIPE,
    data_family=Imported("workbench.core.training.data.families", "ChatFamily"),
    objective=_objective,
    samples=CHAT,
    instruction=True,
    model_task="causal-lm",
    exports_gguf=True,
    words=FamilyWords(
        task_page_place=5,
        choice=QT_TRANSLATE_NOOP("FamilyWords", "Teach a chat model to answer in your way"),
        explanation=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Show a chat model questions with the answers you want, and it learns to answer like that — your "
            "tone, your length, your facts. You need JSON Lines with one example per line: a “prompt” and "
            "its “response”, or a whole conversation as “messages” (user and assistant taking turns). Only "
            "the answers are learned; the questions are context.",
        ),
        intro=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Open (or drop here) a file of questions with the answers you want, or try the sample first. "
            "Click an example to see what the model really reads, and what it learns from.",
        ),
        open_tip=QT_TRANSLATE_NOOP(
            "FamilyWords", 'JSON Lines: {"prompt", "response"} or {"messages": [...]} on each line.'
        ),
        file_filter=INSTRUCTION_FILTER,
        split_line=CONVERSATIONS_SPLIT_LINE,
        limit_suffix=CONVERSATIONS_LIMIT,
        curve_title=QT_TRANSLATE_NOOP("FamilyWords", "Answer words guessed right (validation)"),
    ),
)
register(CHAT)
