"""Setting a run up before its first step: the device and precision, the model loaded and prepared for the
method (``methods``), the texts encoded by the objective, the optimizer and its schedule built, and the
random state seeded, in that order (a resumed run then reads its checkpoint over the seeded state).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from workbench.core.errors import TrainingError
from workbench.core.training.config import TrainConfig
from workbench.core.training.data.batching import steps_per_epoch
from workbench.core.training.devices import choose_device, choose_precision
from workbench.core.training.engine.context import EVAL_BATCH_FACTOR, RunContext
from workbench.core.training.engine.optimization import build_optimizer
from workbench.core.words import translate


@dataclass(frozen=True)
class SetUp:
    """What setting up found that the run reports when it starts."""

    model_name: str
    notes: tuple[str, ...]  # for the Started event: what the method, the precision or the model changed
    lm_head_is_new: bool  # a language model whose head starts random: no score before training


def set_up(ctx: RunContext) -> SetUp:
    """Fill ``ctx`` with the device, model, tokenizer, encoded texts, optimizer, schedule and step counts."""
    import torch

    from workbench.core.training.methods import new_weight_names

    cfg = ctx.config
    ctx.check_cancel()
    ctx.device = choose_device(cfg.device)
    ctx.meter.start(ctx.device)  # the baselines of the run's costs, before its model loads
    ctx.precision, precision_note = choose_precision(cfg.precision, ctx.device)
    objective = ctx.objective
    loaded, prepared = _on_device(cfg, objective, ctx)
    ctx.core_model.train()
    ctx.dist.start(ctx.device.kind)
    ctx.model = ctx.dist.wrap(ctx.core_model, ctx.device.kind)
    ctx.tokenizer = prepared.tokenizer
    ctx.trainable, ctx.total = prepared.trainable_params, prepared.total_params
    ctx.train_enc = objective.encode(ctx.tokenizer, ctx.train_data, cfg.max_length, ctx.cancel)
    ctx.val_enc = objective.encode(ctx.tokenizer, ctx.val_data, cfg.max_length, ctx.cancel)
    ctx.per_epoch = steps_per_epoch(len(ctx.train_enc), cfg.effective_batch_size)
    ctx.total_steps = cfg.epochs * ctx.per_epoch
    new_weights = new_weight_names(ctx.core_model, loaded.newly_initialised, cfg.method)
    ctx.optimizer, ctx.scheduler = build_optimizer(
        ctx.core_model,
        cfg.effective_learning_rate,
        cfg.weight_decay,
        ctx.total_steps,
        cfg.warmup_ratio,
        new_weights=new_weights,
        new_weights_lr=cfg.effective_new_weights_learning_rate,
    )
    ctx.scaler = torch.amp.GradScaler("cuda") if ctx.precision == "fp16" else None
    ctx.eval_batch_size = EVAL_BATCH_FACTOR * cfg.batch_size
    torch.manual_seed(cfg.seed)  # dropout draws from here on

    notes = prepared.notes + ((precision_note,) if precision_note else ())
    notes += tuple(getattr(objective, "notes", ()))  # what encoding found (a tagger: sentences cut)
    # A language-model head the checkpoint lacked starts random: its "before" score would measure noise,
    # and "before -> after" would look like a huge win that is only the new head learning.
    lm_head_is_new = cfg.uses_lm_head and bool(loaded.newly_initialised)
    if lm_head_is_new:
        head = "fill-in-the-blank" if getattr(objective, "task", "") == "masked-lm" else "next-word"
        notes += (
            f"{loaded.name} had no {head} head: "
            "a new one starts from random weights, so there is no score from before training to compare "
            "with. For a before-and-after comparison, adapt a model that has one (e.g. Workbench mini MLM).",
        )
    return SetUp(loaded.name, notes, lm_head_is_new)


def _on_device(cfg: TrainConfig, objective: Any, ctx: RunContext) -> tuple[Any, Any]:
    """``load_prepared`` with the model moved to the run's device (``ctx.core_model``).  A model whose weights
    alone fill the GPU stops the run with advice (the stepper handles what only the steps make too big)."""
    import torch

    try:
        loaded, prepared = load_prepared(cfg, objective, ctx.device, ctx.check_cancel)
        ctx.core_model = prepared.model.to(ctx.device.torch_device)
        return loaded, prepared
    except torch.OutOfMemoryError:
        pass  # raised below, once the exception (and the half-moved model it holds) is gone
    if torch.cuda.is_available():
        torch.cuda.empty_cache()
    raise TrainingError(
        translate("Training", "{model} does not fit in the GPU's memory: its weights alone fill it.").format(
            model=cfg.model
        ),
        translate("Training", "Choose a smaller model, or the CPU."),
    )


def load_prepared(
    cfg: TrainConfig, objective: Any, device: Any, check_cancel: Callable[[], None] | None = None
) -> tuple[Any, Any]:
    """(the loaded model, the same made ready for ``cfg.method``: a ``PreparedModel``), seeded from
    ``cfg.seed`` so that a new head starts the same way every time; a run that continues another
    (``cfg.start_from``) then gets that run's kept weights.  The one way a run builds its model:
    the training benchmark builds the model it hands to transformers' Trainer with it too."""
    import torch

    from workbench.core.models.loading import load_model
    from workbench.core.training.methods import prepare_model

    torch.manual_seed(cfg.seed)  # the new head's random start
    objective.check_source(cfg.model)
    loaded = load_model(cfg.model, objective.task, device=device, model_kwargs=objective.model_kwargs())
    if check_cancel is not None:
        check_cancel()
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
    if cfg.start_from:  # a run that continues another starts from that run's kept weights
        from pathlib import Path

        from workbench.core.training.engine.checkpoints import restore_best

        restore_best(Path(cfg.start_from) / "best", prepared.model)
    return loaded, prepared
