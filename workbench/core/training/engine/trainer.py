"""The inside of one training run: the ``Trainer`` sets it up, takes its steps, evaluates and saves when due,
and ends it.  ``loop.train`` is the way in; see the doc of ``loop`` for what the run does and promises.

The Trainer only coordinates.  Each job is done by a part that shares the run's state (``context``):

- ``setup``: device, model, encoded texts, optimizer, before the first step;
- ``stepping``: one optimizer step, in smaller passes when the GPU runs out of memory;
- ``evaluation``: scoring on the validation texts, keeping the best weights, early stopping;
- ``saving``: the resumable checkpoint, written when due and read back on resume;
- ``reporting``: the events and metrics lines, and the result recorded at the end.
"""

from __future__ import annotations

import contextlib
import threading
import time
from typing import Any

from workbench.core.errors import RunFolderGone
from workbench.core.storage import DiskFull, check_room
from workbench.core.training.config import TrainConfig
from workbench.core.training.data.batching import step_indexes
from workbench.core.training.engine.checkpoints import room_to_train
from workbench.core.training.engine.context import RunContext
from workbench.core.training.engine.distributed import Distributed
from workbench.core.training.engine.evaluation import Evaluator
from workbench.core.training.engine.events import EventThrottle, Finished, TrainResult
from workbench.core.training.engine.progress import Progress, check_loss
from workbench.core.training.engine.reporting import Reporter
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.training.engine.saving import Saver
from workbench.core.training.engine.setup import set_up
from workbench.core.training.engine.stepping import Stepper
from workbench.core.training.engine.stop_reason import StopReason, completed
from workbench.core.training.objectives.choice import objective_for
from workbench.core.training.objectives.metrics import Metrics


class Trainer:
    """One run in one folder.  Not thread-safe: used by the thread that calls ``train``."""

    def __init__(
        self,
        run: RunFolder,
        config: TrainConfig,
        train_data: Any,
        val_data: Any,
        emit: EventThrottle,
        cancel: threading.Event,
        dist: Any = None,
    ) -> None:
        label_names = tuple(train_data.label_names)
        self.ctx = RunContext(
            run_folder=run,
            config=config,
            train_data=train_data,
            val_data=val_data,
            emit=emit,
            cancel=cancel,
            dist=dist or Distributed(),
            label_names=label_names,
            objective=objective_for(config, label_names),
            progress=Progress(micro_batch_size=config.batch_size),
        )
        self.stepper = Stepper(self.ctx)
        self.evaluator = Evaluator(self.ctx)
        self.saver = Saver(self.ctx)
        self.reporter = Reporter(self.ctx)

    @property
    def run_folder(self) -> RunFolder:
        return self.ctx.run_folder

    @property
    def progress(self) -> Progress:
        """Where the run stands (the one read back from a checkpoint, once resumed)."""
        return self.ctx.progress

    def run(self, *, resuming: bool) -> TrainResult:
        """Set the run up, take its steps with their evaluations and checkpoints, and finish it."""
        ctx = self.ctx
        found = set_up(ctx)
        notes = found.notes
        if resuming:
            notes = (*self.saver.load_last(), *notes)  # a damaged checkpoint, and what the run does instead
        else:
            ctx.run_folder.truncate_metrics(0)
        room = room_to_train(ctx.run_folder, ctx.core_model)
        check_room(ctx.run_folder.path, room, "this run's checkpoint and kept model")
        ctx.ready = True
        ctx.run_folder.write_status("running", step=ctx.progress.step, total_steps=ctx.total_steps)
        self.reporter.started(found.model_name, notes)
        if ctx.config.uses_lm_head and ctx.progress.before is None and not found.lm_head_is_new:
            self.evaluator.evaluate_before()
        self._train_steps()
        return self._finish()

    # --- the steps ------------------------------------------------------------------------------------------

    def _train_steps(self) -> None:
        ctx = self.ctx
        p, cfg = ctx.progress, ctx.config
        if p.step > 0 and self._eval_due(p.step) and p.last_eval_step < p.step:
            stop = self.evaluator.evaluate_and_keep()  # an evaluation cancelled before the run stopped
            self.saver.save_last()
            if stop:
                return
        while p.step < ctx.total_steps:
            ctx.check_cancel()
            ctx.run_folder.check_exists()  # a run whose folder was deleted stops here, at the next step
            step = p.step + 1
            _, indexes = step_indexes(len(ctx.train_enc), step, cfg.effective_batch_size, cfg.seed)
            learning_rate = float(ctx.scheduler.get_last_lr()[0])
            began = time.perf_counter()
            loss = self.stepper.step(indexes, step)
            seconds = time.perf_counter() - began
            p.step, p.samples_seen, p.train_seconds = (
                step,
                p.samples_seen + len(indexes),
                p.train_seconds + seconds,
            )
            self.reporter.timed(seconds, len(indexes))
            check_loss(p, loss, step, cfg)
            self.reporter.record_step(step, loss, learning_rate)
            if self._eval_due(step):
                stop = self.evaluator.evaluate_and_keep()
                self.saver.save_last()
                if stop:
                    return
            elif self.saver.due():
                self.saver.save_last()
            ctx.run_folder.heartbeat(step)

    def _eval_due(self, step: int) -> bool:
        every = self.ctx.config.eval_every_steps
        return step == self.ctx.total_steps or (
            step % every == 0 if every else step % self.ctx.per_epoch == 0
        )

    def _finish(self) -> TrainResult:
        ctx = self.ctx
        p, epochs = ctx.progress, ctx.config.epochs
        ctx.emit.flush()
        final = self.evaluator.evaluate_kept()
        self._keep_answers(final)
        reason = p.stop or completed(epochs, p.step)
        advice = ctx.objective.advice(final, ctx.val_data)
        result = self.stopped("finished", reason, final=final, advice=advice)
        ctx.run_folder.remove_checkpoints()
        ctx.emit(Finished(result))
        return result

    def _keep_answers(self, final: Metrics | None) -> None:
        """Write the kept weights' answer to each check text (``check_answers.json``) when the objective keeps
        them (a classifier's) and its last check was of those weights; a run resumed after its last check
        has none to write, and its results fall back to asking the model."""
        answers = getattr(self.ctx.objective, "last_answers", None)  # (step, true labels, answers)
        if final is not None and answers is not None and answers[0] == final.step:
            self.ctx.run_folder.write_check_answers(final.step, self.ctx.label_names, list(answers[2]))

    # --- endings --------------------------------------------------------------------------------------------

    def stopped(
        self,
        status: str,
        reason: StopReason | str,
        *,
        message: str = "",
        final: Metrics | None = None,
        advice: tuple[str, ...] = (),
        disk_full: bool = False,
    ) -> TrainResult:
        """Record how the run ended (checkpoint for a cancelled run, summary, status) and build the result:
        ``reason`` is how the engine ended it (a ``StopReason``), or a failed run's message.
        A run whose folder was deleted records nothing: there is nowhere left to record it.  A run stopped by
        a full disk writes no new checkpoint: it carries on from the last one that was written whole."""
        ctx = self.ctx
        gone = ctx.run_folder.is_gone()
        if status == "cancelled" and ctx.ready and not ctx.restored and not gone and not disk_full:
            with contextlib.suppress(RunFolderGone, DiskFull):  # the run still ends cleanly
                self.saver.save_last()
        if not ctx.ready and not gone:
            self.saver.recall_saved_progress()
        return self.reporter.ended(status, reason, message=message, final=final, advice=advice)
