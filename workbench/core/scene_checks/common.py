"""What the check functions share: their signature, and how they write what the model showed (a share as a
percentage, a token as the tab labels it, a top list that should hold some words)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from workbench.core.scene_checks.view import SceneView

Check = Callable[[SceneView, dict[str, Any]], tuple[bool, str]]


def percent(p: float) -> str:
    return f"{p:.1%}"


def shown_token(token: str) -> str:
    """A token as the tab labels it: a leading space (a new word) as a visible mark."""
    from workbench.core.explore.tokens import visible_token

    return visible_token(token)


def top_holds(
    rows: list[tuple[str, float]],
    wanted: list[str],
    spec: dict[str, Any],
    name: str,
    same: Callable[[str], str],
) -> tuple[bool, str]:
    """Whether ``wanted`` are (all / any / none, as ``spec["match"]`` says) among the first ``spec["within"]``
    rows, each found one with a probability from ``at_least`` to ``at_most`` when those are given."""
    within = max(1, spec["within"])
    top = rows[:within]
    found = {same(word): p for word, p in top}
    hits = [w for w in wanted if same(w) in found]
    match = spec.get("match", "all")
    holds = {"all": len(hits) == len(wanted), "any": bool(hits), "none": not hits}[match]
    for word in hits if match != "none" else ():
        p = found[same(word)]
        holds &= p >= spec.get("at_least", 0.0) and p <= spec.get("at_most", 1.0)
    shown = ", ".join(f"{shown_token(word)} {percent(p)}" for word, p in top)
    return holds, f"{name} top {within}: {shown}"
