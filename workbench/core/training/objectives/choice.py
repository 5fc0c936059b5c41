"""What a run learns: a classifier of texts or of pairs of texts, a tagger that finds names, a question
answerer, a chat model, or a language model adapted to the user's text.

An objective tells the trainer which kind of model to load, how texts become token ids, what the loss of a
batch is and how the kept weights are scored; the trainer does the rest (steps, evaluations, checkpoints,
events) the same way for all of them; ``objectives.contract`` states what each offers.  The classifiers'
objectives (one text, or a pair of texts) live in ``objectives.classification``, the tagger's in
``objectives.tagging``, the answerer's in ``objectives.answering``, the chat model's (and a causal model's
summaries) in ``objectives.chat``, an encoder-decoder's summaries in ``objectives.seq2seq``, the
language-model ones in ``objectives.language``.  Each task family (``families``) says which objective its
runs take; this module is the one door the engine asks through.
"""

from __future__ import annotations

from typing import Any

from workbench.core.training.config import TrainConfig
from workbench.core.training.registry import family


def objective_for(config: TrainConfig, label_names: tuple[str, ...]) -> Any:
    """The objective object of ``config.objective``, made by its task family (``families``); one with no
    family is refused, listing those there are.  Each objective module is imported only when a run needs it
    (they import torch)."""
    return family(config.objective).objective(config, label_names)
