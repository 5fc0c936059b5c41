"""The training loss of a question-answering model, running it over windows, and scoring it on a checking set.

``qa_loss`` is what one training step minimises: the cross-entropy of the true start token plus that of the
true end token, halved (the same as the models' own loss, but computed in full precision under autocast).
``window_logits`` runs a model over windows in batches of similar lengths and gives back each window's start
and end scores (and the summed loss when the windows know their answers); evaluation and the "try it" box
both use it.  ``evaluate_qa`` decodes every item's best span and scores it with exact match and F1.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from workbench.core.training.data.batching import split_micro_batches
from workbench.core.training.objectives.qa.decoding import MAX_ANSWER_TOKENS, TOP_N, best_spans
from workbench.core.training.objectives.qa.features import (
    MAX_LENGTH,
    STRIDE,
    QAFeatures,
    collate_features,
    features_for,
)
from workbench.core.training.objectives.qa.metrics import qa_scores

_POSITIONS = ("start_positions", "end_positions")


def qa_loss(model: Any, batch: dict[str, Any]) -> Any:
    """The mean over the batch's windows of (start cross-entropy + end cross-entropy) / 2; ``batch`` is what
    ``collate_features`` gives for features built with answers."""
    losses, _ = _forward(model, batch)
    if losses is None:
        raise ValueError("the batch has no start_positions/end_positions: build the features with answers")
    return losses.mean()


def _forward(model: Any, batch: dict[str, Any]) -> tuple[Any, Any]:
    """(each window's loss, or None when the batch has no answer positions; the model's output)."""
    import torch.nn.functional as F

    inputs = {key: value for key, value in batch.items() if key not in _POSITIONS}
    output = model(**inputs)
    if _POSITIONS[0] not in batch:
        return None, output
    start = F.cross_entropy(output.start_logits.float(), batch["start_positions"], reduction="none")
    end = F.cross_entropy(output.end_logits.float(), batch["end_positions"], reduction="none")
    return (start + end) / 2, output


@dataclass(frozen=True)
class WindowLogits:
    """Start and end logits of each window, in window order, each as long as its window (no padding)."""

    start: list[list[float]]
    end: list[list[float]]
    loss_sum: float | None  # summed window losses; None when the windows carry no answer positions


def window_logits(
    model: Any,
    features: QAFeatures,
    pad_id: int,
    *,
    device: Any = None,
    batch_size: int = 32,
    autocast: Callable[[], Any] = contextlib.nullcontext,
    check_cancel: Callable[[], None] = lambda: None,
) -> WindowLogits:
    """Run ``model`` (in eval mode, without gradients; its mode is put back after) over every window of
    ``features``; ``check_cancel`` runs before each batch (it raises to stop)."""
    import torch

    device = device if device is not None else next(model.parameters()).device
    order = sorted(range(len(features)), key=lambda w: len(features.input_ids[w]))
    starts: list[list[float]] = [[] for _ in range(len(features))]
    ends: list[list[float]] = [[] for _ in range(len(features))]
    loss_sum = 0.0 if features.start_positions else None
    was_training = model.training
    model.eval()
    try:
        with torch.no_grad():
            for chunk in split_micro_batches(order, batch_size):
                check_cancel()
                batch = collate_features(features, chunk, pad_id, device)
                with autocast():
                    losses, output = _forward(model, batch)
                if losses is not None and loss_sum is not None:
                    loss_sum += float(losses.sum())
                start_rows, end_rows = output.start_logits.float().cpu(), output.end_logits.float().cpu()
                for row, window in enumerate(chunk):
                    n = len(features.input_ids[window])
                    starts[window] = start_rows[row, :n].tolist()
                    ends[window] = end_rows[row, :n].tolist()
    finally:
        model.train(was_training)
    return WindowLogits(starts, ends, loss_sum)


def evaluate_qa(
    model: Any,
    tokenizer: Any,
    dataset: Any,
    *,
    features: QAFeatures | None = None,
    max_length: int = MAX_LENGTH,
    stride: int = STRIDE,
    batch_size: int = 32,
    device: Any = None,
    autocast: Callable[[], Any] = contextlib.nullcontext,
    check_cancel: Callable[[], None] = lambda: None,
    top_n: int = TOP_N,
    max_answer_tokens: int = MAX_ANSWER_TOKENS,
) -> dict[str, Any]:
    """Scores of ``model`` on a ``QADataset``: ``exact_match`` and ``f1`` (0 to 1, best over each item's
    accepted answers), ``eval_loss`` (mean loss per window), ``examples`` (items), ``windows``, and
    ``predictions`` (the answer text of each item, "" where none was found).

    ``features`` are the dataset's, built once with answers by the caller (a run evaluates the same
    checking set many times); without them they are built here from ``max_length`` and ``stride``."""
    if features is None:
        features = features_for(tokenizer, dataset, max_length=max_length, stride=stride)
    logits = window_logits(
        model,
        features,
        tokenizer.pad_token_id or 0,
        device=device,
        batch_size=batch_size,
        autocast=autocast,
        check_cancel=check_cancel,
    )
    spans = best_spans(
        features, logits.start, logits.end, dataset.contexts, top_n=top_n, max_answer_tokens=max_answer_tokens
    )
    predictions = [span.text if span is not None else "" for span in spans]
    exact, f1 = qa_scores(predictions, [[text for text, _ in answers] for answers in dataset.answers])
    windows = len(features)
    return {
        "exact_match": exact,
        "f1": f1,
        "eval_loss": logits.loss_sum / windows if logits.loss_sum is not None and windows else float("nan"),
        "examples": len(dataset),
        "windows": windows,
        "predictions": predictions,
    }
