"""The resumable checkpoint of a running run (``checkpoints/last``, written by ``checkpoints.save_last``).

It is written after every evaluation, at least every ``TrainConfig.checkpoint_minutes`` between them, and
when the run is cancelled; a resumed run reads it back first, and carries on from the step it holds.  A run
stopped before it was set up still reports that step (``recall_saved_progress``).
"""

from __future__ import annotations

import time

from workbench.core.training.engine import checkpoints
from workbench.core.training.engine.context import EVAL_BATCH_FACTOR, RunContext
from workbench.core.training.engine.events import Checkpoint
from workbench.core.training.engine.progress import Progress
from workbench.core.training.engine.run_state import CHECKPOINT_DONE, read_json


class Saver:
    """Writes and reads back the resumable checkpoint of the run in ``ctx``."""

    def __init__(self, ctx: RunContext) -> None:
        self.ctx = ctx
        self._last_saved = time.monotonic()

    def due(self) -> bool:
        """Whether ``checkpoint_minutes`` have passed since the last checkpoint (or the start)."""
        return time.monotonic() - self._last_saved >= 60 * self.ctx.config.checkpoint_minutes

    def save_last(self) -> None:
        ctx = self.ctx
        p = ctx.progress
        p.elapsed_seconds = ctx.elapsed()
        p.costs = ctx.meter.costs()
        path = checkpoints.save_last(
            ctx.run_folder, ctx.core_model, ctx.optimizer, ctx.scheduler, ctx.scaler, p.to_dict()
        )
        self._last_saved = time.monotonic()
        ctx.emit(Checkpoint(p.step, str(path), "last"))

    def load_last(self) -> None:
        """A resumed run: put the model, optimizer, random state and progress back as the checkpoint holds
        them, and forget the metrics recorded after it (they are recorded again)."""
        ctx = self.ctx
        folder = ctx.run_folder.complete_checkpoint()
        if folder is None:  # stopped before its first checkpoint: start again
            ctx.run_folder.truncate_metrics(0)
            return
        saved = checkpoints.load_last(folder, ctx.core_model, ctx.optimizer, ctx.scheduler, ctx.scaler)
        ctx.progress = Progress.from_dict(saved)
        ctx.elapsed_before = ctx.progress.elapsed_seconds
        ctx.meter.before = ctx.progress.costs  # what the earlier sessions cost: this one adds to it
        ctx.eval_batch_size = max(1, EVAL_BATCH_FACTOR * ctx.progress.micro_batch_size)
        ctx.run_folder.truncate_metrics(ctx.progress.step)

    def recall_saved_progress(self) -> None:
        """A run stopped before it was ready (cancelled while loading a resumed run, say) still reports the
        step its checkpoint holds, not zero."""
        ctx = self.ctx
        folder = ctx.run_folder.complete_checkpoint()
        saved = read_json(folder / CHECKPOINT_DONE) if folder is not None else None
        if isinstance(saved, dict):
            ctx.progress = Progress.from_dict(saved)
            ctx.meter.before = ctx.progress.costs
        ctx.total_steps = ctx.total_steps or int(ctx.run_folder.read_status().get("total_steps") or 0)
        ctx.per_epoch = max(1, ctx.total_steps // ctx.config.epochs)
