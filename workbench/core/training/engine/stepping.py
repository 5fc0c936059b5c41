"""One optimizer step of a run: the step's examples in passes of ``micro_batch_size`` texts, their gradients
summed (gradient accumulation), clipped and applied, and the learning rate moved on.

When the GPU runs out of memory the step starts again with half as many texts per pass and twice as many
passes, so it still learns from the same examples; the run records that (``BatchReduced``) and keeps the
smaller passes from then on.  See the doc of ``loop`` for the run as a whole.
"""

from __future__ import annotations

import math

from workbench.core.errors import TrainingError
from workbench.core.training.data.batching import split_micro_batches
from workbench.core.training.engine.context import EVAL_BATCH_FACTOR, RunContext
from workbench.core.training.engine.events import BatchReduced
from workbench.core.words import translate


class Stepper:
    """Takes the optimizer steps of the run in ``ctx``."""

    def __init__(self, ctx: RunContext) -> None:
        self.ctx = ctx

    def step(self, indexes: list[int], step: int) -> float:
        """Learn from the examples ``indexes`` as optimizer step ``step``; returns the step's mean loss."""
        import torch

        while True:
            try:
                return self._accumulate(indexes, step)
            except torch.OutOfMemoryError:
                pass  # handled below, once the exception (and the tensors it holds) is gone
            self._reduce_batch(step)

    def _accumulate(self, indexes: list[int], step: int) -> float:
        import torch

        ctx = self.ctx
        cfg, dist, optimizer, scaler = ctx.config, ctx.dist, ctx.optimizer, ctx.scaler
        loss_value = 0.0
        mine = dist.shard(indexes)
        # A process left without examples (a short last step) still takes part, with no weight.
        chunks = split_micro_batches(mine or indexes[:1], ctx.progress.micro_batch_size)
        for number, chunk in enumerate(chunks):
            seed = (cfg.seed * 1_000_003 + step) * 1_009 + number + 997 * dist.rank  # masked LM: the masks
            with ctx.autocast():
                loss = ctx.objective.loss(
                    ctx.model, ctx.train_enc, chunk, ctx.tokenizer, ctx.device.torch_device, seed
                )
            # Each pass is weighted by its share of the step's examples: the sum is the step's mean loss.
            # Across processes the gradients are averaged, hence the factor dist.world.
            loss = loss * (len(chunk) / len(indexes) * dist.world if mine else 0.0)
            (scaler.scale(loss) if scaler is not None else loss).backward()
            loss_value += float(loss.detach())
        if scaler is not None:
            scaler.unscale_(optimizer)
        if cfg.max_grad_norm:
            params = [p for group in optimizer.param_groups for p in group["params"]]
            torch.nn.utils.clip_grad_norm_(params, cfg.max_grad_norm)
        if scaler is not None:
            scaler.step(optimizer)
            scaler.update()
        else:
            optimizer.step()
        ctx.scheduler.step()
        optimizer.zero_grad(set_to_none=True)
        return dist.total(loss_value) / dist.world

    def _reduce_batch(self, step: int) -> None:
        import torch

        ctx = self.ctx
        ctx.optimizer.zero_grad(set_to_none=True)
        if torch.cuda.is_available():
            torch.cuda.empty_cache()
        p = ctx.progress
        if p.micro_batch_size <= 1:
            raise TrainingError(
                translate("Training", "The model does not fit in the GPU's memory, even one text at a time."),
                translate(
                    "Training",
                    "Choose LoRA or head-only training, a shorter maximum length, a smaller model, or the "
                    "CPU.",
                ),
            )
        p.micro_batch_size = max(1, p.micro_batch_size // 2)
        ctx.eval_batch_size = max(1, min(ctx.eval_batch_size, EVAL_BATCH_FACTOR * p.micro_batch_size))
        examples = ctx.config.effective_batch_size
        passes = math.ceil(examples / p.micro_batch_size)
        message = (
            "The GPU ran out of memory at step {step}. Continuing with {texts} texts per pass "
            "and {passes} passes per step, so each step still learns from {examples} texts."
        )
        values = {"step": step, "texts": p.micro_batch_size, "passes": passes, "examples": examples}
        ctx.run_folder.append_metrics(  # the run's files keep English; the window's event is translated
            {
                "type": "batch_reduced",
                "step": step,
                "micro_batch_size": p.micro_batch_size,
                "message": message.format(**values),
            }
        )
        shown = translate(
            "Training",
            "The GPU ran out of memory at step {step}. Continuing with {texts} texts per pass "
            "and {passes} passes per step, so each step still learns from {examples} texts.",
        ).format(**values)
        ctx.emit(BatchReduced(step, p.micro_batch_size, passes, shown))
