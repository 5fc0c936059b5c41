"""How well a classifier does on the validation texts: loss, accuracy, macro-F1, per-class scores, confusion.

Written out rather than taken from scikit-learn (not a dependency).  Conventions, the same as scikit-learn's
with ``zero_division=0``: a class never predicted has precision 0; a class with no examples has recall 0.
Macro-F1 is the plain mean of the per-class F1 over the classes that occur in the validation labels or in the
predictions, so a class absent from both (e.g. one with a single example, kept for training) does not count.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from workbench.core.training.objectives.answering import QAMetrics
from workbench.core.training.objectives.chat_metrics import ChatMetrics
from workbench.core.training.objectives.entities import EntityMetrics


@dataclass(frozen=True)
class EvalMetrics:
    """One evaluation on the validation part, after ``step`` optimizer steps (``epoch`` may be fractional)."""

    step: int
    epoch: float
    loss: float
    accuracy: float
    macro_f1: float
    label_names: tuple[str, ...]
    precision: tuple[float, ...]  # per class, in label_names order
    recall: tuple[float, ...]
    f1: tuple[float, ...]
    support: tuple[int, ...]  # validation examples of each class
    confusion: tuple[tuple[int, ...], ...]  # confusion[true_class][predicted_class]
    examples: int
    # (language, right answers, texts) for each language of the texts, most texts first ("unsure" for those
    # too short to tell): what a family adds to a run's final scores, or to a file's (``core.use.evaluate``)
    by_language: tuple[tuple[str, int, int], ...] = ()

    score_name = "macro-F1"  # what ``best_score`` is called in messages

    @property
    def best_score(self) -> float:
        """The score the kept weights are chosen by (ties: lower loss)."""
        return self.macro_f1

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["label_names"] = list(self.label_names)
        data["confusion"] = [list(row) for row in self.confusion]
        data.pop("by_language")
        if self.by_language:  # only the final scores have it: the evaluations along the way stay as they were
            data["by_language"] = by_language_dict(self.by_language)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> EvalMetrics:
        return cls(
            step=int(data["step"]),
            epoch=float(data["epoch"]),
            loss=float(data["loss"]),
            accuracy=float(data["accuracy"]),
            macro_f1=float(data["macro_f1"]),
            label_names=tuple(data["label_names"]),
            precision=tuple(float(x) for x in data["precision"]),
            recall=tuple(float(x) for x in data["recall"]),
            f1=tuple(float(x) for x in data["f1"]),
            support=tuple(int(x) for x in data["support"]),
            confusion=tuple(tuple(int(x) for x in row) for row in data["confusion"]),
            examples=int(data["examples"]),
            by_language=tuple(
                (str(code), int(counts["right"]), int(counts["texts"]))
                for code, counts in data.get("by_language", {}).items()
            ),
        )


def by_language_dict(by_language: Sequence[tuple[str, int, int]]) -> dict[str, dict[str, Any]]:
    """Right answers per language as a record writes them: ``{"en": {"right": 57, "texts": 60, "accuracy":
    0.95}, ...}``."""
    return {
        code: {"right": right, "texts": texts, "accuracy": right / texts if texts else 0.0}
        for code, right, texts in by_language
    }


def confusion_matrix(true: Sequence[int], predicted: Sequence[int], n_classes: int) -> list[list[int]]:
    """Counts of (true class, predicted class) pairs; rows are true classes."""
    matrix = [[0] * n_classes for _ in range(n_classes)]
    for t, p in zip(true, predicted, strict=True):
        matrix[t][p] += 1
    return matrix


def classification_metrics(
    true: Sequence[int],
    predicted: Sequence[int],
    label_names: Sequence[str],
    *,
    loss: float,
    step: int = 0,
    epoch: float = 0.0,
) -> EvalMetrics:
    """Scores of ``predicted`` against ``true`` (class indexes into ``label_names``)."""
    n = len(label_names)
    matrix = confusion_matrix(true, predicted, n)
    precision, recall, f1, support = [], [], [], []
    counted = []
    for c in range(n):
        hits = matrix[c][c]
        predicted_c = sum(matrix[t][c] for t in range(n))
        actual_c = sum(matrix[c])
        p = hits / predicted_c if predicted_c else 0.0
        r = hits / actual_c if actual_c else 0.0
        precision.append(p)
        recall.append(r)
        f1.append(2 * p * r / (p + r) if p + r else 0.0)
        support.append(actual_c)
        if predicted_c or actual_c:
            counted.append(f1[-1])
    total = len(true)
    correct = sum(matrix[c][c] for c in range(n))
    return EvalMetrics(
        step=step,
        epoch=epoch,
        loss=float(loss),
        accuracy=correct / total if total else 0.0,
        macro_f1=sum(counted) / len(counted) if counted else 0.0,
        label_names=tuple(label_names),
        precision=tuple(precision),
        recall=tuple(recall),
        f1=tuple(f1),
        support=tuple(support),
        confusion=tuple(tuple(row) for row in matrix),
        examples=total,
    )


@dataclass(frozen=True)
class LanguageModelMetrics:
    """One evaluation of a language model on the validation text (language-model adaptation runs).

    ``loss`` is the mean cross-entropy per predicted token, ``perplexity`` its exponential; ``accuracy`` and
    ``top5_accuracy`` say how often the right token is the model's first choice or among its five first.  For
    a masked LM the predicted tokens are the 15% chosen by the masking rule (the same ones at every
    evaluation), for a causal LM every next token."""

    step: int
    epoch: float
    objective: str  # "mlm" or "clm"
    loss: float
    perplexity: float
    accuracy: float
    top5_accuracy: float
    tokens: int  # predicted tokens the scores are counted over
    examples: int  # validation blocks

    macro_f1 = None  # classification only; lets code that lists runs treat both kinds alike
    best_score = None  # judged by the loss alone
    score_name = "loss"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LanguageModelMetrics:
        return cls(**{name: data[name] for name in cls.__dataclass_fields__})


Metrics = EvalMetrics | LanguageModelMetrics | EntityMetrics | QAMetrics | ChatMetrics


def metrics_from_dict(data: dict[str, Any]) -> Metrics:
    """Any kind of evaluation, from what its ``to_dict`` wrote."""
    from workbench.core.training.registry import read_metrics

    own = read_metrics(data)
    if own is not None:
        return own
    if "samples" in data:
        return ChatMetrics.from_dict(data)
    if "perplexity" in data:
        return LanguageModelMetrics.from_dict(data)
    if "entity_f1" in data:
        return EntityMetrics.from_dict(data)
    if "exact_match" in data:
        return QAMetrics.from_dict(data)
    return EvalMetrics.from_dict(data)


def is_better(candidate: Metrics, best: Metrics | None, best_by: str) -> bool:
    """Whether ``candidate`` should replace ``best`` as the kept weights.

    "macro_f1": the higher task score (``best_score``: macro-F1 for a classifier, entity F1 for a tagger)
    wins, a tie goes to the lower validation loss (on small validation sets F1 often ties).  "val_loss": lower
    loss wins.  Language models, which have no such score, are always judged by their loss."""
    if best is None:
        return True
    if best_by == "val_loss" or candidate.best_score is None or best.best_score is None:
        return candidate.loss < best.loss
    if candidate.best_score != best.best_score:
        return candidate.best_score > best.best_score
    return candidate.loss < best.loss
