"""The same query to a model before and after it was adapted to the user's text, for a side-by-side view.

A masked LM answers the first blank of the text (as in the fill-in-the-blank explorer), a causal LM predicts
the next token (as in the next-token explorer); both answers come from the explorers' own functions, so what
the comparison shows is exactly what each explorer would show for that model.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Candidate:
    word: str
    probability: float


@dataclass(frozen=True)
class BeforeAfter:
    kind: str  # "fill" (masked LM, first blank) or "next" (causal LM, next token)
    text: str
    before_name: str
    after_name: str
    before: tuple[Candidate, ...]
    after: tuple[Candidate, ...]
    warnings: tuple[str, ...] = ()

    def rank_changes(self) -> dict[str, tuple[int | None, int | None]]:
        """For every word shown on either side: (rank before, rank after), 1 = first, None =
        not in the list."""
        ranks_before = {c.word: i + 1 for i, c in enumerate(self.before)}
        ranks_after = {c.word: i + 1 for i, c in enumerate(self.after)}
        return {w: (ranks_before.get(w), ranks_after.get(w)) for w in {**ranks_before, **ranks_after}}


def compare_before_after(before: Any, after: Any, text: str, top_k: int = 8) -> BeforeAfter:
    """Ask ``before`` and ``after`` (LoadedModels of the same kind) the same question about ``text``.

    Raises the explorers' InputError for text they cannot answer (no blank for a masked LM, empty text)."""
    if after.task == "masked-lm":
        from workbench.core.explore.fill_mask import fill_mask

        answers = [fill_mask(model, text, top_k=top_k) for model in (before, after)]
        lists = [tuple(Candidate(p.token, p.probability) for p in a.blanks[0].predictions) for a in answers]
        kind = "fill"
    else:
        from workbench.core.explore.next_token import next_token

        answers = [next_token(model, text, top_k=top_k) for model in (before, after)]
        lists = [tuple(Candidate(p.token, p.probability) for p in a.predictions) for a in answers]
        kind = "next"
    warnings = tuple(dict.fromkeys(w for a in answers for w in a.warnings))
    return BeforeAfter(kind, text, before.name, after.name, lists[0], lists[1], warnings)
