"""What a score run learns: one number per text, from a sequence-classification model with one output
(``problem_type="regression"``, as transformers names it, so the saved model loads in
``AutoModelForSequenceClassification`` and predicts the score), trained on the mean squared error.  The
contract of an objective is stated in ``objectives.contract``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from workbench.core.training.data.batching import EncodedTexts, collate, encode, length_sorted_batches
from workbench.core.training.families.score.metrics import ScoreMetrics, score_metrics
from workbench.core.training.objectives.contract import EvalContext
from workbench.core.words import number, translate

# What ``load_model(..., "classification", model_kwargs=...)`` needs for a score model: one output, named.
SCORE_MODEL_KWARGS: dict[str, Any] = {
    "num_labels": 1,
    "problem_type": "regression",
    "id2label": {0: "score"},
    "label2id": {"score": 0},
    "dtype": "float32",
    "ignore_mismatched_sizes": True,
}


@dataclass(frozen=True)
class EncodedScores:
    """A part's token ids (``texts``, without labels) with each text's score."""

    texts: EncodedTexts
    scores: tuple[float, ...]

    def __len__(self) -> int:
        return len(self.texts)

    def lengths(self) -> list[int]:
        return self.texts.lengths()


class ScoreObjective:
    """Text regression: the model's one output is the score, trained on the mean squared error."""

    objective = "score"
    task = "classification"  # a sequence-classification model, with one output

    def __init__(self, config: Any, label_names: tuple[str, ...] = ()) -> None:
        self.config = config

    def model_kwargs(self) -> dict[str, Any]:
        return dict(SCORE_MODEL_KWARGS)

    def check_source(self, model: str) -> None:
        """Every model can get a score head."""

    def check_model(
        self, model: Any, tokenizer: Any, method: str, newly_initialised: tuple[str, ...]
    ) -> None:
        """Every model can get a score head."""

    def encode(self, tokenizer: Any, data: Any, max_length: int, cancel: Any) -> EncodedScores:
        return EncodedScores(encode(tokenizer, data.texts, (), max_length, cancel), tuple(data.scores))

    def loss(
        self, model: Any, data: EncodedScores, chunk: list[int], tokenizer: Any, device: Any, seed: int
    ) -> Any:
        import torch
        import torch.nn.functional as F

        batch = collate(data.texts, chunk, tokenizer.pad_token_id, tokenizer.padding_side, device)
        target = torch.tensor([data.scores[i] for i in chunk], dtype=torch.float32, device=device)
        return F.mse_loss(model(**batch).logits.float().squeeze(-1), target)

    def evaluate(self, data: EncodedScores, ctx: EvalContext) -> ScoreMetrics:
        predicted = predict_scores(
            ctx.model, data.texts, ctx.tokenizer, ctx.device, ctx.batch_size, ctx.autocast, ctx.check_cancel
        )
        return score_metrics(data.scores, predicted, step=ctx.step, epoch=ctx.epoch)

    def saved_info(self) -> dict[str, Any]:
        return {"label_names": [], "predicts": "score"}

    def advice(self, final: Any, val_data: Any) -> tuple[str, ...]:
        """Plain advice when the kept weights are no better than always answering the average score."""
        if final is None or not len(val_data):
            return ()
        scores = val_data.scores
        mean = sum(scores) / len(scores)
        guess = sum(abs(s - mean) for s in scores) / len(scores)
        if final.mae < guess * 0.95:
            return ()
        return (
            translate(
                "Training",
                "The model is off by {mae} on average, no better than always answering the average score "
                "({mean}), which would be off by {guess}: it has not learned much yet. Train for more "
                "epochs, or add more texts.",
            ).format(mae=number(final.mae, ".2f"), mean=number(mean, ".2f"), guess=number(guess, ".2f")),
        )


def predict_scores(
    model: Any,
    data: EncodedTexts,
    tokenizer: Any,
    device: Any,
    batch_size: int,
    autocast: Callable[[], Any] | None = None,
    check_cancel: Callable[[], None] | None = None,
) -> list[float]:
    """The model's score for each text of ``data`` (in its order), in eval mode and without gradients."""
    import contextlib

    import torch

    predicted = [0.0] * len(data)
    model.eval()
    try:
        with torch.no_grad():
            for chunk in length_sorted_batches(data, batch_size):
                if check_cancel is not None:
                    check_cancel()
                batch = collate(data, chunk, tokenizer.pad_token_id, tokenizer.padding_side, device)
                with autocast() if autocast is not None else contextlib.nullcontext():
                    outputs = model(**batch).logits.float().squeeze(-1)
                for i, value in zip(chunk, outputs.tolist(), strict=True):
                    predicted[i] = float(value)
    finally:
        model.train()
    return predicted
