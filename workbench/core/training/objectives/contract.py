"""What every objective offers the trainer, and what the trainer hands it to evaluate.

An objective (made by its task family, ``objectives.choice``) has ``objective`` (its name in a run's config)
and ``task`` (the kind of model ``models.loading`` loads), ``label_names``, and these methods:

- ``model_kwargs()``: what loading the model needs (a head's labels, fp32 weights);
- ``check_source(model)`` before loading and ``check_model(model, tokenizer, method, newly_initialised)``
  after: raise ``ConfigError`` for a model the objective cannot train;
- ``encode(tokenizer, data, max_length, cancel)``: a part's examples as token ids, once; an objective with
  ``notes`` says there what encoding found (examples cut at the maximum length);
- ``loss(model, data, chunk, tokenizer, device, seed)``: the mean loss of the examples at ``chunk``;
- ``evaluate(data, ctx)``: the scores of the model on the checking examples, with an ``EvalContext``;
- ``saved_info()``: what is saved with the kept weights; ``advice(final, val_data)``: plain advice after a
  poor run.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class EvalContext:
    """What one evaluation needs besides the checking examples: the model, its tokenizer and device, how many
    examples go through it at once, the autocast to run it under, the check to call before each batch (it
    raises to stop), and when in the run it is (the optimizer step, and the epochs done as a fraction)."""

    model: Any
    tokenizer: Any
    device: Any
    batch_size: int
    autocast: Callable[[], Any]
    check_cancel: Callable[[], None]
    step: int
    epoch: float
