"""Teach a model to summarise: a causal model as chat is taught (the loss over the summaries only, the same
recipe), or an encoder-decoder (T5, BART) sequence to sequence, told from the model before it loads."""

from __future__ import annotations

from typing import Any

from workbench.core.training.data.samples import SUMMARIES
from workbench.core.training.families.chat import (
    CONVERSATIONS_LIMIT,
    CONVERSATIONS_SPLIT_LINE,
    INSTRUCTION_FILTER,
    INSTRUCTION_RECIPE,
)
from workbench.core.training.registry import FamilyWords, Imported, TaskFamily, register
from workbench.core.words import QT_TRANSLATE_NOOP


def _objective(config: Any, label_names: tuple[str, ...]) -> Any:
    from workbench.core.training.objectives.language import pretraining_objective

    if pretraining_objective(config.model) == "seq2seq":
        from workbench.core.training.objectives.seq2seq import Seq2SeqObjective

        return Seq2SeqObjective(config)
    from workbench.core.training.objectives.chat import ChatObjective

    return ChatObjective(config)


SUMMARIES = TaskFamily(
    name="summarize",
    title=QT_TRANSLATE_NOOP("TaskFamily", "Teach a model to summarise"),
    recipe=INSTRUCTION_RECIPE,
    data_family=Imported("workbench.core.training.data.families", "ChatFamily"),
    objective=_objective,
    samples=SUMMARIES,
    instruction=True,
    model_task="causal-lm",
    seq2seq=True,
    summaries=True,
    readme=Imported("workbench.core.training.families.summaries.readme", "summariser_readme"),
    exports_gguf=True,
    words=FamilyWords(
        task_page_place=6,
        choice=QT_TRANSLATE_NOOP("FamilyWords", "Teach a model to summarise"),
        explanation=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Show a chat model texts with the summaries you want, and it learns to write them that way. You "
            "need JSON Lines with a “text” and its “summary” on each line (or a CSV with those columns). "
            "Each text is asked as “Summarise: …”, and the written summaries are scored against yours "
            "(ROUGE-L).",
        ),
        intro=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Open (or drop here) a file of texts with the summaries you want, or try the sample "
            "first. Click an example to see what the model really reads.",
        ),
        open_tip=QT_TRANSLATE_NOOP(
            "FamilyWords", 'JSON Lines: {"text", "summary"} on each line, or a CSV with those columns.'
        ),
        file_filter=INSTRUCTION_FILTER,
        split_line=CONVERSATIONS_SPLIT_LINE,
        limit_suffix=CONVERSATIONS_LIMIT,
        model_note=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Summaries list next-word models, taught with your texts as instructions, and encoder-decoders "
            "(T5, BART) once downloaded: those read the whole text and learn to write its summary (sequence "
            "to sequence).",
        ),
        curve_title=QT_TRANSLATE_NOOP("FamilyWords", "Summaries' ROUGE-L (validation)"),
    ),
)
register(SUMMARIES)
