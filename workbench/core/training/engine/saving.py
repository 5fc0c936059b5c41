"""The resumable checkpoint of a running run (``checkpoints/last``, written by ``checkpoints.save_last``).

It is written after every evaluation, at least every ``TrainConfig.checkpoint_minutes`` between them, and
when the run is cancelled; a resumed run reads it back first, and carries on from the step it holds.  A run
stopped before it was set up still reports that step (``recall_saved_progress``).

A checkpoint whose files cannot be read back (cut short by a power cut, say) never ends a run: it is set
aside and the run goes back to the checkpoint before it; when none can be read, to its kept model (``best/``,
with a new optimizer and the learning rate where it was at that step); only a run with neither starts again.
The Started event says which, in one sentence; the run stays resumable whatever happens.
"""

from __future__ import annotations

import logging
import time
import warnings

from workbench.core.training.costs import RunCosts
from workbench.core.training.engine import checkpoints
from workbench.core.training.engine.context import EVAL_BATCH_FACTOR, RunContext
from workbench.core.training.engine.events import Checkpoint
from workbench.core.training.engine.progress import Progress
from workbench.core.training.engine.run_state import CHECKPOINT_DONE, read_json, whole
from workbench.core.training.objectives.metrics import metrics_from_dict

log = logging.getLogger(__name__)


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

    def load_last(self) -> tuple[str, ...]:
        """A resumed run: put the model, optimizer, random state and progress back as the newest checkpoint
        that can be read holds them (see the module doc), and forget the metrics recorded after it (they are
        recorded again).  Returns what the user should be told: () when the newest one was read."""
        ctx = self.ctx
        damaged: list[tuple[int, checkpoints.CheckpointDamaged]] = []
        for folder, step in ctx.run_folder.complete_checkpoints():
            try:
                saved = checkpoints.load_last(
                    folder, ctx.core_model, ctx.optimizer, ctx.scheduler, ctx.scaler
                )
            except checkpoints.CheckpointDamaged as exc:
                log.warning(
                    "run %s: the checkpoint at step %d is damaged: %s", ctx.run_folder.path, step, exc
                )
                damaged.append((step, exc))
                ctx.run_folder.set_aside(folder)
                continue
            self._carry_on(Progress.from_dict(saved))
            return (
                (f"{_damaged_words(damaged)}, so the run goes back to the one at step {step}.",)
                if damaged
                else ()
            )
        best = self._kept_model_step()
        if best is not None:
            self._back_to_kept_model(best)
            why = _damaged_words(damaged) if damaged else "The run has no checkpoint to carry on from"
            return (f"{why}, so it goes back to its kept model at step {best} and a new optimizer.",)
        ctx.run_folder.truncate_metrics(0)  # stopped before its first checkpoint: start again
        return (f"{_damaged_words(damaged)}, so the run starts again from the beginning.",) if damaged else ()

    def _carry_on(self, progress: Progress) -> None:
        ctx = self.ctx
        ctx.progress = progress
        ctx.elapsed_before = progress.elapsed_seconds
        ctx.meter.before = progress.costs  # what the earlier sessions cost: this one adds to it
        ctx.eval_batch_size = max(1, EVAL_BATCH_FACTOR * progress.micro_batch_size)
        ctx.run_folder.truncate_metrics(progress.step)

    def _kept_model_step(self) -> int | None:
        """The step of the run's kept model, None when it has none that can be read."""
        try:
            info = checkpoints.read_best_info(self.ctx.run_folder.best_dir)
        except Exception:  # noqa: BLE001 - no kept model, or a damaged one: start again
            return None
        step = whole(info.get("step"), -1)
        return step if step >= 0 and isinstance(info.get("metrics"), dict) else None

    def _back_to_kept_model(self, step: int) -> None:
        """Carry on from the kept model at ``step``: its weights, the scores recorded up to it, the learning
        rate where it was; the optimizer's running averages are lost with the checkpoints, so
        it starts anew."""
        ctx = self.ctx
        run = ctx.run_folder
        checkpoints.restore_best(run.best_dir, ctx.core_model)
        info = checkpoints.read_best_info(run.best_dir)
        evals = [
            r for r in run.read_metrics() if r.get("type") == "eval" and whole(r.get("step"), -1) <= step
        ]
        before = [metrics_from_dict(r) for r in evals if r.get("before")]
        history = [metrics_from_dict(r) for r in evals if not r.get("before")]
        summary = run.read_summary() or {}
        costs = RunCosts.from_dict(summary.get("costs")) or RunCosts()
        best = metrics_from_dict(info["metrics"])
        self._carry_on(
            Progress(
                step=step,
                last_eval_step=step,
                best_step=step,
                best=best,
                before=before[0] if before else None,
                history=history or [best],
                micro_batch_size=ctx.config.batch_size,
                samples_seen=step * ctx.config.effective_batch_size,
                elapsed_seconds=costs.seconds,
                costs=costs,
            )
        )
        with warnings.catch_warnings():  # stepping the schedule without the optimizer is what is meant here
            warnings.simplefilter("ignore", UserWarning)
            for _ in range(step):
                ctx.scheduler.step()

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


def _damaged_words(damaged: list[tuple[int, checkpoints.CheckpointDamaged]]) -> str:
    """ "The last checkpoint (step 40) is damaged (trainer.pt cannot be read)" for the checkpoints
    found damaged."""
    files = ", ".join(sorted({exc.file for _, exc in damaged}))
    if len(damaged) == 1:
        step = damaged[0][0]
        return (
            f"The run's last checkpoint (step {step}) is damaged ({files} cannot be read); it was set aside"
        )
    steps = ", ".join(str(step) for step, _ in damaged)
    return f"The run's checkpoints at steps {steps} are damaged ({files} cannot be read); they were set aside"
