"""How well a score predictor does on the checking texts: the mean error in the score's own units (MAE), the
root of the mean squared error (RMSE, which weighs large misses more) and the rank agreement (Spearman's rho:
1 when the texts are put in the same order as their true scores, 0 when the order is unrelated).

Written out rather than taken from scikit-learn or scipy (not dependencies); the tests compare every figure
with theirs.  Spearman's rho is Pearson's correlation of the ranks, tied values sharing their mean rank, as
``scipy.stats.spearmanr`` does; with all true or all predicted scores equal it is undefined, and given as 0.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class ScoreMetrics:
    """One evaluation of a score predictor on the checking part, after ``step`` optimizer steps."""

    step: int
    epoch: float
    loss: float  # mean squared error, the loss it trains on
    mae: float
    rmse: float
    spearman: float
    examples: int
    low: float  # the lowest and highest true score of the checking part (what the error compares with)
    high: float

    score_name = "loss"  # the kept weights are those with the lowest checking loss
    best_score = None
    macro_f1 = None  # classification only; lets code that lists runs treat every kind alike
    accuracy = None

    def summary_fields(self) -> dict[str, float]:
        """The figures a run's summary reports (``workbench train --json``, ``evaluate --json``)."""
        return {"mae": self.mae, "rmse": self.rmse, "spearman": self.spearman}

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ScoreMetrics:
        return cls(**{name: data[name] for name in cls.__dataclass_fields__})


def ranks(values: Sequence[float]) -> list[float]:
    """Each value's rank from 1, tied values sharing the mean of the ranks they take."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    result = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for i in order[start : end + 1]:
            result[i] = (start + end) / 2 + 1
        start = end + 1
    return result


def pearson(a: Sequence[float], b: Sequence[float]) -> float:
    """Pearson's correlation of ``a`` and ``b``; 0 when either does not vary."""
    n = len(a)
    mean_a, mean_b = sum(a) / n, sum(b) / n
    cov = sum((x - mean_a) * (y - mean_b) for x, y in zip(a, b, strict=True))
    var_a = sum((x - mean_a) ** 2 for x in a)
    var_b = sum((y - mean_b) ** 2 for y in b)
    return cov / math.sqrt(var_a * var_b) if var_a > 0 and var_b > 0 else 0.0


def score_metrics(
    true: Sequence[float], predicted: Sequence[float], *, step: int = 0, epoch: float = 0.0
) -> ScoreMetrics:
    """The figures of ``predicted`` against ``true`` (the same texts, in the same order)."""
    n = len(true)
    if n == 0 or n != len(predicted):
        raise ValueError("score_metrics needs as many predictions as true scores, at least one.")
    errors = [p - t for t, p in zip(true, predicted, strict=True)]
    mse = sum(e * e for e in errors) / n
    return ScoreMetrics(
        step=step,
        epoch=epoch,
        loss=mse,
        mae=sum(abs(e) for e in errors) / n,
        rmse=math.sqrt(mse),
        spearman=pearson(ranks(true), ranks(predicted)),
        examples=n,
        low=min(true),
        high=max(true),
    )
