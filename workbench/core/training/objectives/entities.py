"""How well a tagger finds names: entity-level precision, recall and F1 per type and overall, token accuracy.

A name counts as found only when the predicted entity has exactly the true one's words and type (the rule of
the CoNLL shared task): a name with one word too many or too few, or the right words with the wrong type, is
both a miss (of the true name) and a wrong find (of the predicted one).  Entities are read from BIO tags; a
predicted ``I-X`` that continues nothing starts a new ``X`` entity, as most scorers read it.

Overall precision, recall and F1 count every entity alike (micro); ``macro_f1`` is the plain mean of the
per-type F1 over the types that occur in the true or predicted tags.  Conventions as for classification: a
type never predicted has precision 0, a type never present recall 0.  ``accuracy`` is over words (each word's
first word piece), so it is high even for a model that finds no names in text where most words are ``O``:
the entity F1 is the score that matters, and the one by which the kept weights are chosen.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

Span = tuple[str, int, int]  # (type, first word, one past the last word)


def entity_spans(tags: Sequence[str]) -> list[Span]:
    """The entities marked by a sentence's BIO tags, in order."""
    spans: list[Span] = []
    kind, start = None, 0
    for i, tag in enumerate([*tags, "O"]):
        continues = tag.startswith("I-") and tag[2:] == kind
        if kind is not None and not continues:
            spans.append((kind, start, i))
            kind = None
        if tag != "O" and not continues:
            kind, start = tag[2:], i
    return spans


@dataclass(frozen=True)
class EntityMetrics:
    """One evaluation of a tagger on the checking sentences, after ``step`` optimizer steps."""

    step: int
    epoch: float
    loss: float  # mean cross-entropy per labelled word piece
    accuracy: float  # words whose tag is right
    entity_precision: float
    entity_recall: float
    entity_f1: float
    macro_f1: float  # mean of the per-type F1
    types: tuple[str, ...]  # entity types, sorted
    precision: tuple[float, ...]  # per type, in ``types`` order
    recall: tuple[float, ...]
    f1: tuple[float, ...]
    support: tuple[int, ...]  # true entities of each type
    predicted: tuple[int, ...]  # predicted entities of each type
    examples: int  # sentences
    words: int

    score_name = "entity F1"  # what ``best_score`` is called in messages

    @property
    def best_score(self) -> float:
        """The score the kept weights are chosen by (ties: lower loss)."""
        return self.entity_f1

    def per_type(self) -> dict[str, dict[str, float]]:
        """{type: {precision, recall, f1, support}}, for summaries."""
        return {
            kind: {"precision": p, "recall": r, "f1": f, "support": s}
            for kind, p, r, f, s in zip(
                self.types, self.precision, self.recall, self.f1, self.support, strict=True
            )
        }

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        for key in ("types", "precision", "recall", "f1", "support", "predicted"):
            data[key] = list(data[key])
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> EntityMetrics:
        values = {name: data[name] for name in cls.__dataclass_fields__}
        for key in ("types", "precision", "recall", "f1", "support", "predicted"):
            values[key] = tuple(values[key])
        return cls(**values)


def entity_metrics(
    true: Sequence[Sequence[str]],
    predicted: Sequence[Sequence[str]],
    types: Sequence[str],
    *,
    loss: float,
    step: int = 0,
    epoch: float = 0.0,
) -> EntityMetrics:
    """Scores of the ``predicted`` tags against the ``true`` ones (a list of tag names per sentence, one per
    word); ``types`` are the entity types to report (others that turn up are added)."""
    hits: Counter[str] = Counter()
    actual: Counter[str] = Counter()
    found: Counter[str] = Counter()
    right_words = words = 0
    for true_tags, predicted_tags in zip(true, predicted, strict=True):
        truth, guess = set(entity_spans(true_tags)), set(entity_spans(predicted_tags))
        actual.update(kind for kind, _, _ in truth)
        found.update(kind for kind, _, _ in guess)
        hits.update(kind for kind, _, _ in truth & guess)
        right_words += sum(a == b for a, b in zip(true_tags, predicted_tags, strict=True))
        words += len(true_tags)
    kinds = tuple(sorted(set(types) | set(actual) | set(found)))
    precision = tuple(_share(hits[k], found[k]) for k in kinds)
    recall = tuple(_share(hits[k], actual[k]) for k in kinds)
    f1 = tuple(_f1(p, r) for p, r in zip(precision, recall, strict=True))
    counted = [f for k, f in zip(kinds, f1, strict=True) if actual[k] or found[k]]
    all_p = _share(sum(hits.values()), sum(found.values()))
    all_r = _share(sum(hits.values()), sum(actual.values()))
    return EntityMetrics(
        step=step,
        epoch=epoch,
        loss=float(loss),
        accuracy=_share(right_words, words),
        entity_precision=all_p,
        entity_recall=all_r,
        entity_f1=_f1(all_p, all_r),
        macro_f1=sum(counted) / len(counted) if counted else 0.0,
        types=kinds,
        precision=precision,
        recall=recall,
        f1=f1,
        support=tuple(actual[k] for k in kinds),
        predicted=tuple(found[k] for k in kinds),
        examples=len(true),
        words=words,
    )


def _share(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def _f1(p: float, r: float) -> float:
    return 2 * p * r / (p + r) if p + r else 0.0
