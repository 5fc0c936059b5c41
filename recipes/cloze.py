"""The project's cloze test: everyday sentences with one blank and the answers accepted for it.

The set (``resources/cloze/everyday.json``) was written for the project; every accepted answer is a single
word of BERT's uncased vocabulary, so a masked LM answers each blank with one token.  Scores are top-1 and
top-5 accuracy: the share of sentences where an accepted answer is the first guess, or among the first five.

Ways of answering scored by ``benchmarks/cloze.py``:

- a masked LM, reading both sides of the blank (``score_masked_lm``);
- a causal LM with the explorer's whole-sentence method (``score_causal_lm``): candidates are its own top
  words after the text before the blank (and, given a masked LM, that one's top words for the blank too), and
  each is ranked by the probability of the whole sentence with the word in the blank.  A blank with no words
  before it cannot be answered this way and counts as missed.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from importlib.resources import files
from typing import Any

BLANK = "___"


@dataclass(frozen=True)
class ClozeItem:
    text: str  # with one BLANK
    answers: tuple[str, ...]  # lowercase words, each one token of BERT's uncased vocabulary


@dataclass(frozen=True)
class ClozeScore:
    method: str
    sentences: int
    top1: float
    top5: float
    unanswered: int  # sentences the method could not answer (counted as missed)
    misses: tuple[tuple[str, tuple[str, ...]], ...]  # (sentence, first five guesses) where top-5 missed


def load_cloze_set() -> list[ClozeItem]:
    data = json.loads((files("workbench_resources") / "cloze" / "everyday.json").read_text(encoding="utf-8"))
    return [ClozeItem(item["text"], tuple(a.lower() for a in item["answers"])) for item in data["sentences"]]


def _score(method: str, items: Sequence[ClozeItem], guesses: list[list[str] | None]) -> ClozeScore:
    top1 = top5 = unanswered = 0
    misses = []
    for item, words in zip(items, guesses, strict=True):
        if words is None:
            unanswered += 1
            misses.append((item.text, ()))
            continue
        words = [w.strip().lower() for w in words]
        top1 += bool(words[:1]) and words[0] in item.answers
        hit = any(w in item.answers for w in words[:5])
        top5 += hit
        if not hit:
            misses.append((item.text, tuple(words[:5])))
    n = len(items)
    return ClozeScore(method, n, top1 / n, top5 / n, unanswered, tuple(misses))


def score_masked_lm(loaded: Any, items: Sequence[ClozeItem], method: str = "") -> ClozeScore:
    """Top-1/top-5 of a masked LM (a ``LoadedModel``), through the explorer's own ``fill_mask``."""
    from workbench.core.explore.fill_mask import fill_mask

    guesses: list[list[str] | None] = []
    for item in items:
        result = fill_mask(loaded, item.text, top_k=5)
        guesses.append([p.token for p in result.blanks[0].predictions])
    return _score(method or loaded.name, items, guesses)


def score_causal_lm(
    loaded: Any, items: Sequence[ClozeItem], method: str = "", pool: int = 20, masked: Any = None
) -> ClozeScore:
    """Top-1/top-5 of a causal LM's whole-sentence ranking (see the module doc): its own ``pool`` top next
    words are the candidates, and with a ``masked`` LM that one's ``pool`` top words for the blank too, as in
    the Fill tab's view (b) when both kinds of model are loaded."""
    rankings = _whole_sentence_rankings(loaded, items, pool, masked)
    guesses = [None if ranked is None else [c.word for c in ranked] for ranked in rankings]
    return _score(method or loaded.name, items, guesses)


def score_view_b_and_causal_alone(
    causal: Any, masked: Any, items: Sequence[ClozeItem], pool: int
) -> tuple[ClozeScore, ClozeScore]:
    """``score_causal_lm`` with the ``masked`` LM's words (view (b)) and without them, from one pass: every
    sentence's score is its own, so the causal LM's own words rank among themselves as they do alone."""
    rankings = _whole_sentence_rankings(causal, items, pool, masked)
    both = [None if ranked is None else [c.word for c in ranked] for ranked in rankings]
    alone = [
        None if ranked is None else [c.word for c in ranked if "left_only" in c.sources]
        for ranked in rankings
    ]
    return _score(causal.name, items, both), _score(causal.name, items, alone)


def _whole_sentence_rankings(loaded: Any, items: Sequence[ClozeItem], pool: int, masked: Any) -> list:
    """Each sentence's candidates in the order of their whole-sentence scores; None where the blank is the
    first word (a left-to-right model has nothing before it)."""
    from workbench.core.errors import InputError
    from workbench.core.explore.context import compare_contexts

    rankings: list = []
    for item in items:
        try:
            rankings.append(compare_contexts(item.text, loaded, masked, top_k=pool).whole_sentence)
        except InputError:  # the blank is the first word
            rankings.append(None)
    return rankings
