"""The inside of one training run: steps, evaluations, checkpoints.  ``loop.train`` is the way in; see the
doc of ``loop`` for what the run does and promises."""

from __future__ import annotations

import contextlib
import threading
import time
from typing import Any

from workbench.core.errors import RunFolderGone
from workbench.core.training.config import TrainConfig
from workbench.core.training.data.batching import step_indexes, steps_per_epoch
from workbench.core.training.engine.context import RunContext
from workbench.core.training.engine.distributed import Distributed
from workbench.core.training.engine.evaluation import Evaluator
from workbench.core.training.engine.events import (
    EventThrottle,
    Finished,
    TrainResult,
)
from workbench.core.training.engine.optimization import build_optimizer
from workbench.core.training.engine.progress import (
    Progress,
    check_loss,
)
from workbench.core.training.engine.reporting import Reporter
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.training.engine.saving import Saver
from workbench.core.training.engine.stepping import Stepper
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

    # --- setting up --------------------------------------------------------------------------------------------

    def run(self, *, resuming: bool) -> TrainResult:
        import torch

        from workbench.core.models.loading import load_model
        from workbench.core.training.devices import choose_device, choose_precision
        from workbench.core.training.methods import new_weight_names, prepare_model

        cfg = self.ctx.config
        self.ctx.check_cancel()
        self.ctx.device = choose_device(cfg.device)
        self.ctx.precision, precision_note = choose_precision(cfg.precision, self.ctx.device)
        torch.manual_seed(cfg.seed)  # the new head's random start
        objective = self.ctx.objective
        objective.check_source(cfg.model)
        loaded = load_model(
            cfg.model, objective.task, device=self.ctx.device, model_kwargs=objective.model_kwargs()
        )
        self.model_name = loaded.name
        self.ctx.check_cancel()
        objective.check_model(loaded.model, loaded.tokenizer, cfg.method, loaded.newly_initialised)
        prepared = prepare_model(
            loaded.model,
            loaded.tokenizer,
            cfg.method,
            freeze_layers=cfg.freeze_layers,
            lora_r=cfg.lora_r,
            lora_alpha=cfg.lora_alpha,
            lora_dropout=cfg.lora_dropout,
            seed=cfg.seed,
            newly_initialised=loaded.newly_initialised,
            objective=cfg.objective,
        )
        self.ctx.core_model = prepared.model.to(self.ctx.device.torch_device)
        self.ctx.core_model.train()
        self.ctx.dist.start(self.ctx.device.kind)
        self.ctx.model = self.ctx.dist.wrap(self.ctx.core_model, self.ctx.device.kind)
        self.ctx.tokenizer = prepared.tokenizer
        self.ctx.trainable, self.ctx.total = prepared.trainable_params, prepared.total_params
        self.ctx.train_enc = objective.encode(
            self.ctx.tokenizer, self.ctx.train_data, cfg.max_length, self.ctx.cancel
        )
        self.ctx.val_enc = objective.encode(
            self.ctx.tokenizer, self.ctx.val_data, cfg.max_length, self.ctx.cancel
        )
        self.ctx.per_epoch = steps_per_epoch(len(self.ctx.train_enc), cfg.effective_batch_size)
        self.ctx.total_steps = cfg.epochs * self.ctx.per_epoch
        new_weights = new_weight_names(self.ctx.core_model, loaded.newly_initialised, cfg.method)
        self.ctx.optimizer, self.ctx.scheduler = build_optimizer(
            self.ctx.core_model,
            cfg.effective_learning_rate,
            cfg.weight_decay,
            self.ctx.total_steps,
            cfg.warmup_ratio,
            new_weights=new_weights,
            new_weights_lr=cfg.effective_new_weights_learning_rate,
        )
        self.ctx.scaler = torch.amp.GradScaler("cuda") if self.ctx.precision == "fp16" else None
        self.ctx.eval_batch_size = 2 * cfg.batch_size
        torch.manual_seed(cfg.seed)  # dropout draws from here on
        if resuming:
            self.saver.load_last()
        else:
            self.ctx.run_folder.truncate_metrics(0)
        self.ctx.ready = True
        self.ctx.run_folder.write_status(
            "running", step=self.ctx.progress.step, total_steps=self.ctx.total_steps
        )
        notes = prepared.notes + ((precision_note,) if precision_note else ())
        # A language-model head the checkpoint lacked starts random: its "before" score would measure noise,
        # and "before -> after" would look like a huge win that is only the new head learning.
        self.lm_head_is_new = cfg.is_language_model and bool(loaded.newly_initialised)
        if self.lm_head_is_new:
            notes += (
                f"{loaded.name} had no {'fill-in-the-blank' if cfg.objective == 'mlm' else 'next-word'} head: "
                "a new one starts from random weights, so there is no score from before training to compare "
                "with. For a before-and-after comparison, adapt a model that has one (e.g. Workbench mini MLM).",
            )
        self.reporter.started(loaded.name, notes)
        if cfg.is_language_model and self.ctx.progress.before is None and not self.lm_head_is_new:
            self.evaluator.evaluate_before()
        self._train_steps()
        return self._finish()

    # --- the loop ----------------------------------------------------------------------------------------------

    def _train_steps(self) -> None:
        p, cfg = self.ctx.progress, self.ctx.config
        if p.step > 0 and self._eval_due(p.step) and p.last_eval_step < p.step:
            stop = self.evaluator.evaluate_and_keep()  # an evaluation cancelled before the run stopped
            self.saver.save_last()
            if stop:
                return
        while p.step < self.ctx.total_steps:
            self.ctx.check_cancel()
            self.ctx.run_folder.check_exists()  # a run whose folder was deleted stops here, at the next step
            step = p.step + 1
            _, indexes = step_indexes(len(self.ctx.train_enc), step, cfg.effective_batch_size, cfg.seed)
            learning_rate = float(self.ctx.scheduler.get_last_lr()[0])
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
            self.ctx.run_folder.heartbeat(step)

    def _eval_due(self, step: int) -> bool:
        every = self.ctx.config.eval_every_steps
        return step == self.ctx.total_steps or (
            step % every == 0 if every else step % self.ctx.per_epoch == 0
        )

    def _finish(self) -> TrainResult:
        p = self.ctx.progress
        self.ctx.emit.flush()
        final = self.evaluator.evaluate_kept()
        reason = (
            p.stop_reason
            or f"completed {self.ctx.config.epochs} epoch{'s' if self.ctx.config.epochs != 1 else ''} ({p.step} steps)"
        )
        advice = self.ctx.objective.advice(final, self.ctx.val_data)
        result = self.stopped("finished", reason, final=final, advice=advice)
        self.ctx.run_folder.remove_checkpoints()
        self.ctx.emit(Finished(result))
        return result

    # --- endings -----------------------------------------------------------------------------------------------

    def stopped(
        self,
        status: str,
        reason: str,
        *,
        message: str = "",
        final: Metrics | None = None,
        advice: tuple[str, ...] = (),
    ) -> TrainResult:
        """Record how the run ended (checkpoint for a cancelled run, summary, status) and build the result.
        A run whose folder was deleted records nothing: there is nowhere left to record it."""
        gone = self.ctx.run_folder.is_gone()
        if status == "cancelled" and self.ctx.ready and not self.ctx.restored and not gone:
            with contextlib.suppress(RunFolderGone):  # deleted meanwhile: the run still ends cleanly
                self.saver.save_last()
        if not self.ctx.ready and not gone:
            self.saver.recall_saved_progress()
        return self.reporter.ended(status, reason, message=message, final=final, advice=advice)
