"""The optimizer and the learning-rate schedule of every run.

AdamW with weight decay on the weight matrices only: biases and normalisation weights (the 1-D tensors) are
not pulled towards zero.  The learning rate rises linearly over the first ``warmup_ratio`` of the steps, so
that the first large, noisy gradients of a new head do not wreck the pre-trained body, then falls linearly
to zero at the last step.
"""

from __future__ import annotations

import math
from typing import Any


def learning_rate_factor(i: int, total_steps: int, warmup_steps: int) -> float:
    """The share of the peak learning rate used by the optimizer step after ``i`` steps (i = 0 first).

    No step runs at zero: warmup climbs (i + 1) / (warmup + 1), and the last step still learns a little."""
    if i < warmup_steps:
        return (i + 1) / (warmup_steps + 1)
    return max(0.0, (total_steps - i) / max(1, total_steps - warmup_steps))


def warmup_steps(total_steps: int, warmup_ratio: float) -> int:
    return math.ceil(warmup_ratio * total_steps)


def build_optimizer(
    model: Any,
    lr: float,
    weight_decay: float,
    total_steps: int,
    warmup_ratio: float,
    *,
    new_weights: set[str] = frozenset(),
    new_weights_lr: float | None = None,
) -> tuple[Any, Any]:
    """AdamW (no weight decay on biases and normalisation weights, i.e. 1-D tensors) and a schedule that
    rises linearly over the warmup steps and then falls linearly to zero at the last step.  The weights named
    in ``new_weights`` (ones that start random) use ``new_weights_lr`` as their peak instead of ``lr``."""
    import torch

    groups = []
    for is_new, group_lr in ((False, lr), (True, new_weights_lr or lr)):
        params = [
            (name, p)
            for name, p in model.named_parameters()
            if p.requires_grad and (name in new_weights) == is_new
        ]
        for matrices, wd in ((True, weight_decay), (False, 0.0)):
            chosen = [p for _, p in params if (p.ndim >= 2) == matrices]
            if chosen:
                groups.append({"params": chosen, "weight_decay": wd, "lr": group_lr})
    try:
        # The fused kernel does the whole update in one pass: on a 2-core CPU it cut the optimizer step on
        # MiniLM from ~100 ms to ~13 ms (and it is what transformers' Trainer uses by default).
        optimizer = torch.optim.AdamW(groups, lr=lr, fused=True)
    except (RuntimeError, ValueError, TypeError):  # a device or dtype without the fused kernel
        optimizer = torch.optim.AdamW(groups, lr=lr)
    warmup = warmup_steps(total_steps, warmup_ratio)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda i: learning_rate_factor(i, total_steps, warmup)
    )
    return optimizer, schedule
