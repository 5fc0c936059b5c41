"""Numbers the wizard shows before anything is trained: trainable parameters per method and a rough memory
estimate, computed from the catalogue's architecture on PyTorch's meta device (no weights are loaded).

Plain functions without Qt; the pages call them through the TaskController, since they import torch.

The memory estimate is deliberately rough (the page says so): fp32 weights (4 bytes each), plus for every
trainable weight its gradient and AdamW's two moments (12 bytes more), plus the activations kept for the
backward pass, which only the layers above the frozen ones keep.  Activations per layer follow the usual
estimate for a transformer block, ``seq x batch x hidden x (34 + 5 x heads x seq / hidden)`` bytes at half
precision, doubled for fp32; 20% is added for the framework itself.

On a CUDA GPU a run trains in half precision (bf16 or fp16, ``devices.choose_precision``) and attention goes
through PyTorch's fused kernels, which keep no ``seq x seq`` score matrices for the backward pass: there the
activations are ``seq x batch x hidden x 34`` bytes per layer.  Measured on an H100 (bf16, BERT base at batch
16 x 512 tokens, SmolLM2-135M with LoRA at batch 8 x 512; ``benchmarks/gpu.py --only fit``), the CPU formula
was 3 to 4.3 times the allocator's peak; this one is within 25 % (``tests/core/training/test_estimates.py``).
"""

from __future__ import annotations

import contextlib
import copy
import os
from dataclasses import dataclass
from typing import Any

from workbench.core.training.config import METHODS, TrainConfig
from workbench.core.training.recipes import BATCH_SIZE
from workbench.core.training.registry import family
from workbench.core.words import number, translate

METHODS_SHOWN = METHODS
FIT_SHARE = 0.8  # more than this share of the device's memory is "tight"
RISKY_FOR_PRETRAINED = 1e-3  # at or above this, full or partial fine-tuning forgets what pre-training learned
RISKY_FOR_SMALL_PARTS = 1e-2  # head-only and LoRA train few, fresh weights: larger steps are usual


@dataclass(frozen=True)
class ParameterCounts:
    """Trainable and total parameters of one model prepared for one method."""

    method: str
    trainable: int
    total: int
    layers: int
    frozen_layers: int

    @property
    def share(self) -> float:
        return self.trainable / self.total if self.total else 0.0


@dataclass(frozen=True)
class MemoryEstimate:
    method: str
    bytes: int
    verdict: str  # "fits", "tight" or "too big"
    device_bytes: int | None


def count_for_method(
    entry: Any,
    objective: str,
    method: str,
    *,
    labels: int = 2,
    freeze_layers: int | None = None,
    lora_r: int = TrainConfig.lora_r,
    lora_alpha: float = TrainConfig.lora_alpha,
) -> ParameterCounts:
    """Build ``entry``'s model for ``objective`` on the meta device and apply the method's freezing (the
    engine's own functions), then count.  Nothing is allocated or downloaded."""
    import torch

    from workbench.core.errors import ConfigError
    from workbench.core.models.catalogue import build_config
    from workbench.core.models.loading import auto_class
    from workbench.core.training.methods import (
        add_lora,
        count_parameters,
        find_layers,
        freeze_body,
        freeze_bottom_layers,
        quiet_peft,
    )

    config = copy.deepcopy(build_config(entry))
    kind = family(objective)
    if kind.labelled_outputs:  # a classifier's labels, or a name finder's tags
        config.num_labels = labels
    elif kind.regression:  # a score predictor's one number
        config.num_labels = 1
    task = kind.model_task
    if task == "causal-lm" and entry.architecture == "encoder-decoder":  # summaries, sequence to sequence
        task = "seq2seq"
    auto = auto_class(task)
    if getattr(config, "pad_token_id", None) is None:
        config.pad_token_id = 0  # as the engine does for models without one (it only matters for counting)
    with torch.device("meta"), _quiet():
        model = auto.from_config(config)
        try:
            layers = find_layers(model).count
        except ConfigError:  # an architecture without a findable stack is still counted
            layers = 0
        frozen = 0
        if method == "frozen":
            frozen = max(1, layers // 2) if freeze_layers is None else min(freeze_layers, layers)
            freeze_bottom_layers(model, frozen)
        elif method in ("head", "lora"):
            freeze_body(model)
            frozen = layers
        if method == "lora":
            with quiet_peft():
                model = add_lora(model, lora_r, lora_alpha, 0.0, classifier=kind.own_head)
        trainable, total = count_parameters(model)
    return ParameterCounts(method, trainable, total, layers, frozen)


def estimate_memory(
    entry: Any,
    counts: ParameterCounts,
    *,
    batch_size: int = BATCH_SIZE,
    max_length: int = TrainConfig.max_length,
    device_bytes: int | None = None,
    device_kind: str = "cpu",
) -> MemoryEstimate:
    """The rough training memory of ``counts`` on a ``device_kind`` device ("cpu", "cuda" or "mps"; see the
    module doc), judged against ``device_bytes``."""
    weights = 4 * counts.total
    optimizer = 12 * counts.trainable
    trained_layers = max(counts.layers - counts.frozen_layers, 0)
    if counts.method == "lora":
        trained_layers = counts.layers  # gradients flow through every adapted layer
    hidden, heads, seq = entry.hidden_size, max(entry.heads, 1), max_length
    if device_kind == "cuda":  # half precision, fused attention: no score matrices kept
        per_layer = seq * batch_size * hidden * 34
    else:
        per_layer = seq * batch_size * hidden * (34 + 5 * heads * seq / hidden) * 2
    activations = int(trained_layers * per_layer)
    total = int((weights + optimizer + activations) * 1.2)
    limit = device_bytes or system_memory_bytes()
    if not limit or total <= FIT_SHARE * limit:
        verdict = "fits"
    elif total <= limit:
        verdict = "tight"
    else:
        verdict = "too big"
    return MemoryEstimate(counts.method, total, verdict, limit)


def model_overview(
    entry: Any, objective: str, labels: int, device_bytes: int | None, device_kind: str = "cpu"
) -> dict[str, tuple[ParameterCounts, MemoryEstimate]]:
    """Counts and memory for every method with its usual settings (the model page's table)."""
    result = {}
    for method in METHODS_SHOWN:
        counts = count_for_method(entry, objective, method, labels=labels)
        estimate = estimate_memory(entry, counts, device_bytes=device_bytes, device_kind=device_kind)
        result[method] = (counts, estimate)
    return result


def system_memory_bytes() -> int:
    """The computer's memory (the CPU's limit); 0 when it cannot be read."""
    try:
        return int(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES"))
    except (ValueError, OSError, AttributeError):
        return 0


def short_count(n: int) -> str:
    """1,234 -> "1.2K", 22,713,216 -> "22.7M"."""
    for size, suffix in ((1e9, "B"), (1e6, "M"), (1e3, "K")):
        if n >= size:
            return f"{number(n / size, '.1f')}{suffix}"
    return str(n)


@contextlib.contextmanager
def _quiet():
    import logging

    logger = logging.getLogger("transformers")
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)


def learning_rate_warning(method: str, learning_rate: float, usual: float) -> str:
    """The settings page's warning when ``learning_rate`` is too large for ``method`` on a pre-trained model
    (``usual`` is the method's usual rate, named in the warning); "" when there is nothing to warn about."""
    limit = RISKY_FOR_SMALL_PARTS if method in ("head", "lora") else RISKY_FOR_PRETRAINED
    if method == "scratch" or not learning_rate >= limit:
        return ""
    return translate(
        "Training",
        "A learning rate of {rate} is very large for a pre-trained model: steps this big overwrite what it "
        "learned in pre-training (“catastrophic forgetting”). The usual value here is {usual}.",
    ).format(rate=number(learning_rate, "g"), usual=number(usual, "g"))
