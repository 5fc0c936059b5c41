"""What a run learns: a classifier of texts or of pairs of texts, a tagger that finds names, a question
answerer, a chat model, or a language model adapted to the user's text.

An objective tells the trainer which kind of model to load, how texts become token ids, what the loss of a
batch is and how the kept weights are scored; the trainer does the rest (steps, evaluations, checkpoints,
events) the same way for all of them.  The classifiers' objectives (one text, or a pair of texts) live in
``objectives.classification`` (its doc states the contract), the tagger's in ``objectives.tagging``, the
answerer's in ``objectives.answering``, the chat model's (and a causal model's summaries) in
``objectives.chat``, an encoder-decoder's summaries in ``objectives.seq2seq``, the language-model ones in
``objectives.language``.  The data side of each task (reading, splitting, storing) is its family's, in
``data.families``; this module is the objective side of the same seam.
"""

from __future__ import annotations

from typing import Any

from workbench.core.errors import ConfigError
from workbench.core.training.config import OBJECTIVES, TrainConfig


def objective_for(config: TrainConfig, label_names: tuple[str, ...]) -> Any:
    """The objective object of ``config.objective``; one with none is refused, listing those there are.
    Each objective module is imported only when a run needs it (they import torch)."""
    kind = config.objective
    if kind == "classify":
        from workbench.core.training.objectives.classification import ClassificationObjective

        return ClassificationObjective(config, label_names)
    if kind == "pairs":
        from workbench.core.training.objectives.classification import PairClassificationObjective

        return PairClassificationObjective(config, label_names)
    if kind == "ner":
        from workbench.core.training.objectives.tagging import TaggingObjective

        return TaggingObjective(config, label_names)
    if kind == "qa":
        from workbench.core.training.objectives.answering import AnsweringObjective

        return AnsweringObjective(config)
    if kind == "summarize" and _is_encoder_decoder(config.model):
        from workbench.core.training.objectives.seq2seq import Seq2SeqObjective

        return Seq2SeqObjective(config)
    if kind in ("chat", "summarize"):
        from workbench.core.training.objectives.chat import ChatObjective

        return ChatObjective(config)
    if kind in ("mlm", "clm"):
        from workbench.core.training.objectives.language import CausalLMObjective, MaskedLMObjective

        return MaskedLMObjective(config) if kind == "mlm" else CausalLMObjective(config)
    raise ConfigError(f"The task “{kind}” is not known.", f"Choose one of: {', '.join(OBJECTIVES)}.")


def _is_encoder_decoder(model: str) -> bool:
    """Whether ``model`` (catalogue id, downloaded id or folder) is an encoder-decoder such as T5 or BART,
    told from the catalogue or its config without loading it: summaries then train sequence to sequence."""
    from workbench.core.training.objectives.language import pretraining_objective

    return pretraining_objective(model) == "seq2seq"
