"""How close an answer is to the right one: SQuAD's exact match and word-overlap F1.

Both compare answers after the same clean-up (``normalize_answer``): lower case, punctuation removed (ASCII
and Unicode marks such as curly quotes and dashes), the articles "a", "an" and "the" removed, spaces
collapsed, so "The Eiffel Tower." matches "eiffel tower". Exact match is 1 when the cleaned texts are equal;
F1 is the harmonic mean of the precision and recall of the cleaned words (each word counted as often as it
occurs in both).  An item with several accepted answers gets its best score over them.  Scores are fractions
from 0 to 1, as the classifier's accuracy and macro-F1 are (``objectives.metrics``); the app shows
them as percentages.
"""

from __future__ import annotations

import re
import string
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence

_ARTICLES = re.compile(r"\b(a|an|the)\b")


def normalize_answer(text: str) -> str:
    """``text`` lower-cased, without punctuation or articles, with single spaces (see the module doc)."""
    text = text.lower()
    text = "".join(  # removed, not spaced, as SQuAD's own scorer does: "don't" -> "dont"
        char
        for char in text
        if char not in string.punctuation and not unicodedata.category(char).startswith("P")
    )
    text = _ARTICLES.sub(" ", text)
    return " ".join(text.split())


def exact_match(prediction: str, answers: Iterable[str]) -> float:
    """1.0 when ``prediction`` equals one of ``answers`` after clean-up, else 0.0."""
    cleaned = normalize_answer(prediction)
    return max((float(cleaned == normalize_answer(answer)) for answer in answers), default=0.0)


def token_f1(prediction: str, answers: Iterable[str]) -> float:
    """The best word-overlap F1 of ``prediction`` against any of ``answers`` (0.0 without answers)."""
    return max((_f1(prediction, answer) for answer in answers), default=0.0)


def _f1(prediction: str, answer: str) -> float:
    predicted, true = normalize_answer(prediction).split(), normalize_answer(answer).split()
    if not predicted or not true:
        return float(predicted == true)  # both empty (e.g. an answer that was only "the"): a match
    common = sum((Counter(predicted) & Counter(true)).values())
    if not common:
        return 0.0
    precision, recall = common / len(predicted), common / len(true)
    return 2 * precision * recall / (precision + recall)


def qa_scores(predictions: Sequence[str], answers: Sequence[Iterable[str]]) -> tuple[float, float]:
    """(exact match, F1), each the mean over items of the item's best score, from 0 to 1."""
    if len(predictions) != len(answers):
        raise ValueError(f"{len(predictions)} predictions for {len(answers)} items")
    if not predictions:
        return 0.0, 0.0
    answers = [list(item) for item in answers]
    matches = sum(exact_match(p, a) for p, a in zip(predictions, answers, strict=True))
    overlaps = sum(token_f1(p, a) for p, a in zip(predictions, answers, strict=True))
    return matches / len(predictions), overlaps / len(predictions)
