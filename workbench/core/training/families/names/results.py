"""A name finder's results, as the rest of the app shows them: in a sentence of plain words
(``TaskFamily.verdict``) and as the scores of a run's summary (``TaskFamily.run_scores``)."""

from __future__ import annotations

from typing import Any

from workbench.core.words import number, translate


def names_verdict(m: Any) -> str:
    """How many of the checking sentences' names it found, and how many things it marked were not names."""
    names = sum(m.support)
    if not names:
        return ""
    found = round(m.entity_recall * names)
    marked = round(found / m.entity_precision) if m.entity_precision else 0
    extra = marked - found
    if extra > 0:
        return translate(
            "Runs",
            "Found {found} of the {names} names in {sentences} sentences it never saw; {extra} of the "
            "{marked} "
            "things it marked as names were not (or not of that kind).",
        ).format(
            found=number(found, ","),
            names=number(names, ","),
            sentences=number(m.examples, ","),
            extra=number(extra, ","),
            marked=number(marked, ","),
        )
    return translate(
        "Runs", "Found {found} of the {names} names in {sentences} sentences it never saw."
    ).format(found=number(found, ","), names=number(names, ","), sentences=number(m.examples, ","))


def names_scores(result: Any) -> dict[str, Any]:
    """Its word accuracy and macro-F1 over the types (the keys every run has), then entity precision, recall
    and F1, overall and per type."""
    m = result.metrics
    return {
        "objective": result.objective,
        "accuracy": result.accuracy,
        "macro_f1": result.macro_f1,
        "entity_f1": m.entity_f1 if m else None,
        "entity_precision": m.entity_precision if m else None,
        "entity_recall": m.entity_recall if m else None,
        "per_type": m.per_type() if m else {},
    }
