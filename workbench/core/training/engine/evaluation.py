"""Evaluating a run on its validation texts, and keeping the best weights.

After each evaluation the weights are kept (``best/``, see ``checkpoints``) when they beat the best so far
by ``TrainConfig.best_by``; ``early_stopping_patience`` evaluations in a row without improvement end the run
early.  At the end the kept weights are put back and scored once more: that score, with what the run's
family adds to it (``TaskFamily.final_figures``: a classifier's right answers in each language), is the run's
result.  A language model is also scored before its first step, for the before-and-after comparison.  When
the GPU runs out of memory an evaluation is repeated with half as many texts per batch.
"""

from __future__ import annotations

from workbench.core.errors import TrainingError
from workbench.core.training.engine.checkpoints import restore_best, save_best
from workbench.core.training.engine.context import RunContext
from workbench.core.training.engine.events import Checkpoint, Evaluation
from workbench.core.training.engine.stop_reason import stopped_early
from workbench.core.training.objectives.contract import EvalContext
from workbench.core.training.objectives.metrics import Metrics, is_better
from workbench.core.training.registry import family
from workbench.core.words import translate


class Evaluator:
    """Evaluates the run in ``ctx`` and keeps its best weights."""

    def __init__(self, ctx: RunContext) -> None:
        self.ctx = ctx

    def evaluate_and_keep(self) -> bool:
        """Evaluate, keep the weights if better, record; True when early stopping ends the run."""
        ctx = self.ctx
        p, cfg = ctx.progress, ctx.config
        metrics = self.evaluate(p.step)
        p.last_eval_step = p.step
        p.history.append(metrics)
        improved = is_better(metrics, p.best, cfg.best_by)
        if improved:
            info = {
                "model": cfg.model,
                "method": cfg.method,
                "objective": cfg.objective,
                **ctx.objective.saved_info(),
                "max_length": cfg.max_length,
                "step": p.step,
                "metrics": metrics.to_dict(),
            }
            path = save_best(ctx.run_folder, ctx.core_model, ctx.tokenizer, info)
            # only now: weights that could not be kept (a full disk) are never reported as the best
            p.best, p.best_step, p.evals_without_improvement = metrics, p.step, 0
            ctx.emit(Checkpoint(p.step, str(path), "best"))
        else:
            p.evals_without_improvement += 1
        ctx.run_folder.append_metrics({"type": "eval", **metrics.to_dict(), "is_best": improved})
        ctx.emit(Evaluation(p.step, metrics, improved, p.best_step))
        patience = cfg.early_stopping_patience
        early = early_stop_from(cfg.min_steps, ctx.total_steps) <= p.step < ctx.total_steps
        if patience and p.evals_without_improvement >= patience and early:
            what = "loss" if cfg.best_by == "val_loss" else metrics.score_name
            p.stop = stopped_early(p.step, what, patience, p.best_step)
            return True
        return False

    def evaluate_before(self) -> None:
        """Language models: score the model before it learns anything, for the before/after comparison."""
        ctx = self.ctx
        p = ctx.progress
        p.before = self.evaluate(0)
        ctx.run_folder.append_metrics(
            {"type": "eval", **p.before.to_dict(), "is_best": False, "before": True}
        )
        ctx.emit(Evaluation(0, p.before, False, None))

    def evaluate_kept(self) -> Metrics | None:
        """At the end: put the kept weights back (unless the model holds them already) and report their
        score, the run's result; None when nothing was kept."""
        ctx = self.ctx
        p = ctx.progress
        final = p.best
        if p.best is not None and p.best_step != p.step:
            restore_best(ctx.run_folder.best_dir, ctx.core_model)
            ctx.restored = True
            final = self.evaluate(p.best_step or 0)
        if final is not None:
            add_figures = family(ctx.config.objective).final_figures
            if add_figures is not None:
                final = add_figures(final, ctx.objective, ctx.val_data)
            ctx.emit(Evaluation(final.step, final, True, p.best_step, final=True))
        return final

    def evaluate(self, step: int) -> Metrics:
        """The scores of the model as it is, at ``step``, on the validation texts."""
        import torch

        ctx = self.ctx
        while True:
            try:
                return self._evaluate_once(step, ctx.eval_batch_size)
            except torch.OutOfMemoryError:
                pass
            if ctx.eval_batch_size <= 1:
                raise TrainingError(
                    translate(
                        "Training",
                        "The model does not fit in the GPU's memory to evaluate, even one text at a time.",
                    )
                )
            ctx.eval_batch_size //= 2
            if torch.cuda.is_available():
                torch.cuda.empty_cache()

    def _evaluate_once(self, step: int, batch_size: int) -> Metrics:
        ctx = self.ctx
        return ctx.objective.evaluate(
            ctx.val_enc,
            EvalContext(
                model=ctx.core_model,
                tokenizer=ctx.tokenizer,
                device=ctx.device.torch_device,
                batch_size=batch_size,
                autocast=ctx.autocast,
                check_cancel=ctx.check_cancel,
                step=step,
                epoch=step / ctx.per_epoch,
            ),
        )


def early_stop_from(min_steps: int | None, total_steps: int) -> int:
    """The first step at which early stopping may end a run of ``total_steps``: the minimum, but never later
    than half of the run.  The recipe stretches small data's epochs to its minimum, so the minimum often
    equals every step of the run and would turn early stopping off while the wizard says it is on."""
    return min(min_steps or 0, total_steps // 2)
