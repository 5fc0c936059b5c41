"""What a run tells while it works and records when it ends: the ``Started`` event, a ``Step`` event and a
metrics line per optimizer step (with the speed over the last ``SPEED_WINDOW`` steps), and at the end the
``TrainResult``, written as ``summary.json`` and into ``status.json``.  The events themselves are described
in ``events``, the files in ``run_folder``.
"""

from __future__ import annotations

import contextlib
from collections import deque
from dataclasses import asdict

from workbench.core.errors import RunFolderGone
from workbench.core.storage import DiskFull
from workbench.core.training.engine.context import RunContext
from workbench.core.training.engine.events import Started, Step, TrainResult
from workbench.core.training.engine.stop_reason import StopReason
from workbench.core.training.objectives.metrics import Metrics

SPEED_WINDOW = 20  # steps over which Step.samples_per_second is measured


class Reporter:
    """Sends the events and writes the records of the run in ``ctx``."""

    def __init__(self, ctx: RunContext) -> None:
        self.ctx = ctx
        self._speed: deque[tuple[float, int]] = deque(maxlen=SPEED_WINDOW)

    def started(self, model_name: str, notes: tuple[str, ...]) -> None:
        ctx = self.ctx
        cfg = ctx.config
        ctx.emit(
            Started(
                run_dir=str(ctx.run_folder.path),
                model=cfg.model,
                model_name=model_name,
                method=cfg.method,
                objective=cfg.objective,
                total_steps=ctx.total_steps,
                steps_per_epoch=ctx.per_epoch,
                epochs=cfg.epochs,
                start_step=ctx.progress.step,
                train_examples=len(ctx.train_enc),
                val_examples=len(ctx.val_enc),
                trainable_params=ctx.trainable,
                total_params=ctx.total,
                effective_batch_size=cfg.effective_batch_size,
                learning_rate=cfg.effective_learning_rate,
                device=ctx.device.describe(),
                device_kind=ctx.device.kind,
                precision=ctx.precision,
                notes=notes,
            )
        )

    def timed(self, seconds: float, examples: int) -> None:
        """One optimizer step took ``seconds`` for ``examples`` examples."""
        self._speed.append((seconds, examples))

    def record_step(self, step: int, loss: float, learning_rate: float) -> None:
        ctx = self.ctx
        seconds = sum(s for s, _ in self._speed)
        event = Step(
            step=step,
            total_steps=ctx.total_steps,
            epoch=step / ctx.per_epoch,
            loss=loss,
            learning_rate=learning_rate,
            samples_per_second=sum(n for _, n in self._speed) / seconds if seconds > 0 else 0.0,
            memory_bytes=ctx.meter.sample(),
            elapsed_seconds=ctx.elapsed(),
        )
        ctx.run_folder.append_metrics({"type": "step", **asdict(event)})
        ctx.emit(event)

    def ended(
        self,
        status: str,
        reason: StopReason | str,
        *,
        message: str = "",
        final: Metrics | None = None,
        advice: tuple[str, ...] = (),
    ) -> TrainResult:
        """The result of the run as it stands, recorded as its summary and status (unless the folder is gone:
        there is nowhere left to record it).  ``reason``: how the engine ended it, or a failed run's
        message."""
        ctx = self.ctx
        stop = reason if isinstance(reason, StopReason) else None
        reason = stop.english() if stop is not None else reason
        p = ctx.progress
        p.elapsed_seconds = ctx.elapsed()
        p.costs = ctx.meter.costs()
        result = TrainResult(
            run_dir=str(ctx.run_folder.path),
            status=status,
            model=ctx.config.model,
            method=ctx.config.method,
            objective=ctx.config.objective,
            label_names=ctx.label_names,
            steps=p.step,
            total_steps=ctx.total_steps,
            epochs_done=p.step / ctx.per_epoch,
            best_step=p.best_step,
            metrics=final or p.best,
            before=p.before,
            history=tuple(p.history),
            trainable_params=ctx.trainable,
            total_params=ctx.total,
            train_seconds=p.train_seconds,
            samples_per_second=p.samples_seen / p.train_seconds if p.train_seconds > 0 else 0.0,
            device=ctx.device.describe() if ctx.device is not None else "",
            precision=ctx.precision,
            stop_reason=reason,
            stop=stop,
            message=message,
            advice=advice,
            elapsed_seconds=p.elapsed_seconds,
            costs=p.costs,
        )
        with contextlib.suppress(RunFolderGone, DiskFull):  # a full disk: the status says "interrupted"
            ctx.run_folder.write_summary(result.to_dict())
            ctx.run_folder.write_status(
                status, step=p.step, total_steps=ctx.total_steps, message=message or reason
            )
        return result
