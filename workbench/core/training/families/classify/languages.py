"""How often a text classifier was right in each language of its texts: added to a run's final scores (the
checking texts, ``with_languages``) and to its scores on a file (``core.use.evaluate``), so that a few
Spanish texts among English ones that the model only guesses on are seen, not hidden in the overall accuracy.
The languages are told as the data page tells them (``data.languages``: texts too short are "unsure")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from workbench.core.training.data.languages import UNSURE, languages_of


def accuracy_by_language(
    texts: Sequence[str], true: Sequence[int], predicted: Sequence[int]
) -> tuple[tuple[str, int, int], ...]:
    """(language, right answers, texts) for each language of ``texts`` (``true`` and ``predicted``: the
    label and the answer of each), most texts first, those whose language could not be told last."""
    right: dict[str, int] = {}
    count: dict[str, int] = {}
    for code, label, answer in zip(languages_of(texts), true, predicted, strict=True):
        key = code or UNSURE
        count[key] = count.get(key, 0) + 1
        right[key] = right.get(key, 0) + (label == answer)
    order = sorted(count, key=lambda key: (key == UNSURE, -count[key], key))
    return tuple((key, right[key], count[key]) for key in order)


def with_languages(final: Any, objective: Any, val_data: Any) -> Any:
    """``final`` (the run's final ``EvalMetrics``) with how often the model was right in each language of the
    checking texts, from the answers of the objective's evaluation that gave it; ``final`` as it is when
    that evaluation was not made by this process (a run resumed after its last one)."""
    answers = getattr(objective, "last_answers", None)
    if answers is None or answers[0] != final.step or len(answers[1]) != len(val_data.texts):
        return final
    _, true, predicted = answers
    return replace(final, by_language=accuracy_by_language(val_data.texts, true, predicted))
