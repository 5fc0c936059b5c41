"""Which kind of model a run's objective (``TrainConfig.objective``) trains, told in one place.

A *sequence classifier* gives one label to each example: a single text ("classify") or a pair of texts
("pairs": entailment, paraphrase, question and answer).  Both load a model with a sequence-classification
head, are scored by accuracy and macro-F1 and label files; they differ only in how an example becomes
tokens.  A *language model* is adapted to plain text ("mlm": fill in the blank, "clm": next word).

Code that asks "is this a classifier?" asks ``is_classifier(objective)`` (or ``TrainConfig.is_classifier``),
never ``objective == "classify"``, so that every classifier family is treated alike.
"""

from __future__ import annotations

CLASSIFIER_OBJECTIVES = ("classify", "pairs")  # one label per text, or per pair of texts
LANGUAGE_MODEL_OBJECTIVES = ("mlm", "clm")  # adapted to plain text, no labels
PAIR_OBJECTIVES = ("pairs",)  # each example is two texts, encoded together as the model's pair input


def is_classifier(objective: str | None) -> bool:
    """Whether ``objective`` trains a sequence classifier (one label per text or pair of texts).  None, as an
    older run's record without the field says, means the original classifier."""
    return (objective or "classify") in CLASSIFIER_OBJECTIVES


def is_language_model(objective: str | None) -> bool:
    """Whether ``objective`` adapts a language model to plain text."""
    return objective in LANGUAGE_MODEL_OBJECTIVES


def takes_pairs(objective: str | None) -> bool:
    """Whether each example of ``objective`` is a pair of texts."""
    return objective in PAIR_OBJECTIVES
