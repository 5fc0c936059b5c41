"""What a run learns: a text classifier, a tagger that finds names, or a language model adapted to the user's
text.

An objective tells the trainer which kind of model to load, how texts become token ids, what the loss of a
batch is and how the kept weights are scored; the trainer does the rest (steps, evaluations, checkpoints,
events) the same way for all of them.  The classifier's objective lives in ``objectives.classification``,
the tagger's in ``objectives.tagging``, the language-model ones in ``objectives.language``; which one a run
gets is its task family's choice (``families``).
"""

from __future__ import annotations

from typing import Any

from workbench.core.training.config import TrainConfig


def objective_for(config: TrainConfig, label_names: tuple[str, ...]) -> Any:
    """The objective object of ``config.objective``."""
    from workbench.core.training.families import family_for

    return family_for(config.objective).objective(config, label_names)
