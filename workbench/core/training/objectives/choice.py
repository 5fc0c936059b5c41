"""What a run learns: a text classifier, or a language model adapted to the user's text.

An objective tells the trainer which kind of model to load, how texts become token ids, what the loss of a
batch is and how the kept weights are scored; the trainer does the rest (steps, evaluations, checkpoints,
events) the same way for all of them.  The classifiers' objectives (one text, or a pair of texts) live in
``objectives.classification``, the language-model ones in ``objectives.language``.
"""

from __future__ import annotations

from typing import Any

from workbench.core.training.config import TrainConfig
from workbench.core.training.objectives.classification import (
    ClassificationObjective,
    PairClassificationObjective,
)


def objective_for(config: TrainConfig, label_names: tuple[str, ...]) -> Any:
    """The objective object of ``config.objective``."""
    from workbench.core.training.objectives.language import CausalLMObjective, MaskedLMObjective

    if config.objective == "mlm":
        return MaskedLMObjective(config)
    if config.objective == "clm":
        return CausalLMObjective(config)
    if config.objective == "pairs":
        return PairClassificationObjective(config, label_names)
    return ClassificationObjective(config, label_names)
