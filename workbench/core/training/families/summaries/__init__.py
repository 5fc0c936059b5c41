"""Teach a model to summarise: a causal model as chat is taught (the loss over the summaries only, the same
recipe), or an encoder-decoder (T5, BART) sequence to sequence, told from the model before it loads."""

from __future__ import annotations

from typing import Any

from workbench.core.training.data.samples import SUMMARIES
from workbench.core.training.families.chat import INSTRUCTION_RECIPE
from workbench.core.training.registry import TaskFamily, register
from workbench.core.words import QT_TRANSLATE_NOOP


def _data() -> Any:
    from workbench.core.training.data.families import ChatFamily

    return ChatFamily()


def _objective(config: Any, label_names: tuple[str, ...]) -> Any:
    from workbench.core.training.objectives.language import pretraining_objective

    if pretraining_objective(config.model) == "seq2seq":
        from workbench.core.training.objectives.seq2seq import Seq2SeqObjective

        return Seq2SeqObjective(config)
    from workbench.core.training.objectives.chat import ChatObjective

    return ChatObjective(config)


def _readme(kind: str, info: dict[str, Any], folder: Any) -> str:
    from workbench.core.training.families.summaries.readme import summariser_readme

    return summariser_readme(kind, info, folder)


SUMMARIES = TaskFamily(
    name="summarize",
    title=QT_TRANSLATE_NOOP("TaskFamily", "Teach a model to summarise"),
    recipe=INSTRUCTION_RECIPE,
    data_family=_data,
    objective=_objective,
    samples=SUMMARIES,
    instruction=True,
    model_task="causal-lm",
    seq2seq=True,
    summaries=True,
    readme=_readme,
)
register(SUMMARIES)
