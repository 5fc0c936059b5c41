"""Where a run stands (``Progress``, saved with each checkpoint, what the run has cost so far included) and
the check that stops a diverging run."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import Any

from workbench.core.errors import TrainingError
from workbench.core.training.config import TrainConfig
from workbench.core.training.costs import RunCosts, unrecorded
from workbench.core.training.engine.stop_reason import StopReason, read_english
from workbench.core.training.objectives.advice import suggest_learning_rate
from workbench.core.training.objectives.metrics import Metrics, metrics_from_dict
from workbench.core.training.recipes import BATCH_SIZE
from workbench.core.words import number, translate

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
    micro_batch_size: int = BATCH_SIZE
    initial_loss: float | None = None
    high_loss_steps: int = 0
    train_seconds: float = 0.0  # optimizer steps only
    elapsed_seconds: float = 0.0  # everything since the run started, evaluations included
    samples_seen: int = 0
    costs: RunCosts = field(default_factory=RunCosts)  # every session's, up to the last save
    stop: StopReason | None = None  # set when early stopping ends the run
    history: list[Metrics] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["best"] = self.best.to_dict() if self.best else None
        data["before"] = self.before.to_dict() if self.before else None
        data["history"] = [m.to_dict() for m in self.history]
        data["stop"] = self.stop.to_dict() if self.stop else None
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Progress:
        values = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        values["best"] = metrics_from_dict(data["best"]) if data.get("best") else None
        values["before"] = metrics_from_dict(data["before"]) if data.get("before") else None
        values["history"] = [metrics_from_dict(m) for m in data.get("history", [])]
        # a checkpoint from before the reason's parts were kept has its English line
        values["stop"] = StopReason.from_dict(data.get("stop")) or read_english(data.get("stop_reason") or "")
        # A checkpoint from before costs were kept: one session whose energy and memory are not known.
        values["costs"] = RunCosts.from_dict(data.get("costs")) or unrecorded(
            float(data.get("elapsed_seconds") or 0.0)
        )
        return cls(**values)


def check_loss(progress: Progress, loss: float, step: int, config: TrainConfig) -> None:
    """Stop the run (TrainingError) when the loss is NaN or infinite, or stays above EXPLOSION_FACTOR times
    its first value for EXPLOSION_STEPS steps: the signs of a learning rate that is too high."""
    p, lr = progress, config.effective_learning_rate
    advice = translate("Training", "Try a learning rate of {rate}.").format(
        rate=number(suggest_learning_rate(config), "g")
    )
    why = translate(
        "Training",
        "The learning rate ({rate}) is too high: each step overshoots, the model forgets what it had "
        "learned, and the loss grows instead of falling.",
    ).format(rate=number(lr, "g"))
    if not math.isfinite(loss):
        message = (
            translate(
                "Training", "Training stopped at step {step}: the loss became not a number (NaN). {why}"
            )
            if math.isnan(loss)
            else translate("Training", "Training stopped at step {step}: the loss became infinite. {why}")
        )
        raise TrainingError(message.format(step=step, why=why), advice)
    if p.initial_loss is None:
        p.initial_loss = loss
        return
    p.high_loss_steps = p.high_loss_steps + 1 if loss > EXPLOSION_FACTOR * max(p.initial_loss, 0.05) else 0
    if p.high_loss_steps >= EXPLOSION_STEPS:
        raise TrainingError(
            translate(
                "Training",
                "Training stopped at step {step}: the loss grew from {first} to {loss}, more than {factor} "
                "times "
                "where it started, for {steps} steps. {why}",
            ).format(
                step=step,
                first=number(p.initial_loss, ".3g"),
                loss=number(loss, ".3g"),
                factor=number(EXPLOSION_FACTOR, "g"),
                steps=EXPLOSION_STEPS,
                why=why,
            ),
            advice,
        )
