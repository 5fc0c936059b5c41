"""A question answerer's results, as the rest of the app shows them: in a sentence of plain words
(``TaskFamily.verdict``) and as the scores of a run's summary (``TaskFamily.run_scores``)."""

from __future__ import annotations

from typing import Any

from workbench.core.words import number, translate


def answers_verdict(m: Any) -> str:
    """How many checking questions it answered with exactly the right words, and how close the rest were."""
    exact = round(m.exact_match * m.examples)
    return translate(
        "Runs",
        "Answered {exact} of {total} questions it never saw with exactly the right words; its answers share "
        "{share} of the right answers' words on average.",
    ).format(exact=number(exact, ","), total=number(m.examples, ","), share=number(m.f1, ".0%"))


def answers_scores(result: Any) -> dict[str, Any]:
    """The keys every run has, then exact match (also its accuracy) and F1 over the answers' words."""
    return {
        "objective": result.objective,
        "accuracy": result.accuracy,
        "macro_f1": result.macro_f1,
        "exact_match": result.exact_match,
        "f1": result.f1,
    }
