"""Where a run stands (``Progress``, saved with each checkpoint), the check that stops a diverging run, and
how much memory the run uses."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from workbench.core.errors import TrainingError
from workbench.core.training.config import TrainConfig
from workbench.core.training.objectives.metrics import EvalMetrics, Metrics, metrics_from_dict
from workbench.core.training.recipes import usual_learning_rate

EXPLOSION_FACTOR = 4.0  # a loss this many times its first value ...
EXPLOSION_STEPS = 3  # ... for this many steps in a row stops the run


@dataclass
class Progress:
    """Where a run stands; saved with every checkpoint, so a resumed run continues from exactly here."""

    step: int = 0
    last_eval_step: int = 0
    best_step: int | None = None
    best: Metrics | None = None
    before: Metrics | None = None  # language models: the evaluation before the first step
    evals_without_improvement: int = 0
    micro_batch_size: int = 16
    initial_loss: float | None = None
    high_loss_steps: int = 0
    train_seconds: float = 0.0  # optimizer steps only
    elapsed_seconds: float = 0.0  # everything since the run started, evaluations included
    samples_seen: int = 0
    peak_memory_bytes: int = 0
    stop_reason: str = ""
    history: list[Metrics] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["best"] = self.best.to_dict() if self.best else None
        data["before"] = self.before.to_dict() if self.before else None
        data["history"] = [m.to_dict() for m in self.history]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Progress:
        values = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        values["best"] = metrics_from_dict(data["best"]) if data.get("best") else None
        values["before"] = metrics_from_dict(data["before"]) if data.get("before") else None
        values["history"] = [metrics_from_dict(m) for m in data.get("history", [])]
        return cls(**values)


def check_loss(progress: Progress, loss: float, step: int, config: TrainConfig) -> None:
    """Stop the run (TrainingError) when the loss is NaN or infinite, or stays above EXPLOSION_FACTOR times
    its first value for EXPLOSION_STEPS steps: the signs of a learning rate that is too high."""
    p, lr = progress, config.effective_learning_rate
    advice = f"Try a learning rate of {suggest_learning_rate(config):g}."
    why = (
        f"The learning rate ({lr:g}) is too high: each step overshoots, the model forgets what it had "
        "learned, and the loss grows instead of falling."
    )
    if not math.isfinite(loss):
        what = "not a number (NaN)" if math.isnan(loss) else "infinite"
        raise TrainingError(f"Training stopped at step {step}: the loss became {what}. {why}", advice)
    if p.initial_loss is None:
        p.initial_loss = loss
        return
    p.high_loss_steps = p.high_loss_steps + 1 if loss > EXPLOSION_FACTOR * max(p.initial_loss, 0.05) else 0
    if p.high_loss_steps >= EXPLOSION_STEPS:
        raise TrainingError(
            f"Training stopped at step {step}: the loss grew from {p.initial_loss:.3g} to {loss:.3g}, more than "
            f"{EXPLOSION_FACTOR:g} times where it started, for {EXPLOSION_STEPS} steps. {why}",
            advice,
        )


def suggest_learning_rate(config: TrainConfig) -> float:
    """A learning rate to try after this one made the loss blow up."""
    usual = usual_learning_rate(config.method)
    lr = config.effective_learning_rate
    return 2e-5 if config.method in ("full", "frozen") and lr > usual else min(usual, lr / 10)


def advice_after_training(
    metrics: EvalMetrics | None, config: TrainConfig, val_labels: Sequence[int]
) -> tuple[str, ...]:
    """Plain advice when the kept weights do no better than always answering the most common label."""
    if metrics is None or not val_labels:
        return ()
    counts = Counter(val_labels)
    label, count = counts.most_common(1)[0]
    share = count / len(val_labels)
    if metrics.accuracy > share + 1e-9:
        return ()
    names = metrics.label_names
    answered = [sum(row[c] for row in metrics.confusion) for c in range(len(names))]
    if metrics.confusion and sum(answered) and max(answered) == sum(answered):
        # Name the label the model actually gave, not the most common one: with a tie they can differ.
        only = names[answered.index(max(answered))]
        first = (
            f"The model answered “{only}” for every validation text: no better than always answering the "
            f"most common label ({share:.0%} of the validation texts)."
        )
    elif sum(n == count for n in counts.values()) > 1:
        first = (
            f"The model did no better than always answering one label: the most common labels each make up "
            f"{share:.0%} of the validation texts."
        )
    else:
        first = (
            f"The model did no better than always answering “{names[label]}”, the most common label "
            f"({share:.0%} of the validation texts)."
        )
    said = [first]
    usual = usual_learning_rate(config.method)
    lr = config.effective_learning_rate
    if lr > 3 * usual:
        said.append(
            f"The learning rate ({lr:g}) is far above the usual {usual:g} for this method: steps that large wipe "
            f"out what pre-training learned. Try {suggest_learning_rate(config):g}."
        )
    else:
        said.append("Train for more epochs, raise the learning rate a little, or add examples.")
    return tuple(said)


def memory_bytes(device: Any) -> int:
    """GPU memory in use on CUDA, else the process's resident memory."""
    import torch

    if device is not None and device.kind == "cuda":
        return int(torch.cuda.memory_allocated())
    return process_memory_bytes()


def peak_memory_bytes(device: Any) -> int:
    import torch

    if device is not None and device.kind == "cuda":
        return int(torch.cuda.max_memory_allocated())
    return peak_process_memory_bytes()


def process_memory_bytes() -> int:
    """The resident memory of this process (Linux: /proc; elsewhere the peak, or 0 if unknown)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            pages = int(handle.read().split()[1])
        import os

        return pages * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):
        return peak_process_memory_bytes()


def peak_process_memory_bytes() -> int:
    try:
        import resource
        import sys

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return int(peak if sys.platform == "darwin" else peak * 1024)
    except (ImportError, OSError):
        return 0
