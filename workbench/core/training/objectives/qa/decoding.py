"""From the model's start and end scores to an answer: the best span of the passage over all its windows.

A question-answering model gives each token two scores (logits): how likely the answer starts there, and how
likely it ends there.  The answer is the pair (start token, end token) with the highest sum of the two, among
the ``top_n`` best starts and ``top_n`` best ends of each window, where the end is not before the start, the
span is at most ``max_answer_tokens`` long, and both are passage tokens (never the question, [CLS] or
[SEP]).  Windows of one passage compete on their raw sums, so the window that holds the answer wins.

Its ``confidence`` is the probability the model gives to that start times the one it gives to that end, each
a softmax over [CLS] and the window's passage tokens.  [CLS] is included because training points it at
"the answer is not in this window": an answer from a window the model thinks does not hold it comes out
unsure.  This is the one decoder: evaluation and the "try it" box both call it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from workbench.core.training.objectives.qa.features import CLS_POSITION, Offset, QAFeatures

TOP_N = 20  # best starts (and ends) of each window that are paired
MAX_ANSWER_TOKENS = 30


@dataclass(frozen=True)
class Span:
    """An answer: ``context[start:end] == text``, with the model's score and its confidence (0 to 1)."""

    text: str
    start: int
    end: int
    score: float  # start logit + end logit
    confidence: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "start": self.start,
            "end": self.end,
            "score": round(self.score, 4),
            "confidence": round(self.confidence, 4),
        }


Window = tuple[Sequence[float], Sequence[float], Sequence[Offset]]  # start logits, end logits, offsets


def best_span(
    context: str,
    windows: Sequence[Window],
    *,
    top_n: int = TOP_N,
    max_answer_tokens: int = MAX_ANSWER_TOKENS,
) -> Span | None:
    """The best answer in ``context`` from its windows' logits (see the module doc); None when no window
    has a passage token.  Logits may be longer than the offsets (padding); the extra ones are ignored."""
    best: tuple[float, int, int, int] | None = None  # (score, start token, end token, window)
    for w, (start_logits, end_logits, offsets) in enumerate(windows):
        starts, ends = _floats(start_logits), _floats(end_logits)
        inside = [k for k, span in enumerate(offsets) if span is not None]
        top_starts = sorted(inside, key=lambda k: -starts[k])[:top_n]
        top_ends = sorted(inside, key=lambda k: -ends[k])[:top_n]
        for i in top_starts:
            for j in top_ends:
                if j < i or j - i + 1 > max_answer_tokens:
                    continue
                score = starts[i] + ends[j]
                if best is None or score > best[0]:
                    best = (score, i, j, w)
    if best is None:
        return None
    score, i, j, w = best
    start_logits, end_logits, offsets = windows[w]
    starts, ends = _floats(start_logits), _floats(end_logits)
    allowed = [CLS_POSITION] + [k for k, span in enumerate(offsets) if span is not None]
    confidence = math.exp(starts[i] - _log_sum_exp([starts[k] for k in allowed])) * math.exp(
        ends[j] - _log_sum_exp([ends[k] for k in allowed])
    )
    first, last = offsets[i], offsets[j]
    assert first is not None and last is not None  # only passage tokens are paired
    return Span(context[first[0] : last[1]], first[0], last[1], score, confidence)


def best_spans(
    features: QAFeatures,
    start_logits: Sequence[Sequence[float]],
    end_logits: Sequence[Sequence[float]],
    contexts: Sequence[str],
    **settings: Any,
) -> list[Span | None]:
    """The best answer of every item of ``features``, whose windows' logits are given in window order."""
    grouped = features.windows_by_item()
    return [
        best_span(
            context,
            [(start_logits[w], end_logits[w], features.offsets[w]) for w in grouped.get(item, [])],
            **settings,
        )
        for item, context in enumerate(contexts)
    ]


def _floats(logits: Any) -> list[float]:
    return logits.tolist() if hasattr(logits, "tolist") else [float(x) for x in logits]


def _log_sum_exp(values: list[float]) -> float:
    top = max(values)
    return top + math.log(sum(math.exp(v - top) for v in values))
