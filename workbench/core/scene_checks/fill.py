"""The Fill-in-the-blank tab's check kinds: the top words of views (a), (b), (c) and the masking simulator."""

from __future__ import annotations

from typing import Any

from workbench.core.scene_checks.common import top_holds
from workbench.core.scene_checks.view import SceneView


def check_fill_top(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    from workbench.core.explore.context import VIEW_TOP

    comparison = view.comparison
    names = {"both_sides": "view (a)", "whole_sentence": "view (b)", "left_only": "view (c)"}
    rows = getattr(comparison, spec["view"])
    if rows is None:
        return False, f"{names[spec['view']]} is empty: {comparison.message}"
    rows = [(row.word, row.probability) for row in rows[:VIEW_TOP]]
    return top_holds(rows, spec["words"], spec, names[spec["view"]], lambda word: word.strip().lower())


def check_masking(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    from workbench.core.explore.masking import masking_tally, simulate_typed_text

    if len(spec["split"]) != 3:
        return False, "the split needs three shares: [MASK], a random token, unchanged"
    tokenizer, seed = view.simulator_tokenizer, int(view.state.get("seed", 0))
    shown = simulate_typed_text(tokenizer, view.text, seed=seed)
    expected = max(1, round(spec["rate"] * shown.candidates))
    chosen_in_loss = {p.index for p in shown.positions if p.counts_in_loss}
    chosen = {p.index for p in shown.positions if p.action in ("masked", "random", "unchanged")}
    holds = shown.rate == spec["rate"] and shown.chosen == expected and chosen_in_loss == chosen
    shares = masking_tally(tokenizer, view.text, spec["seeds"]).shares()
    holds &= all(
        abs(share - want) <= spec["tolerance"] for share, want in zip(shares, spec["split"], strict=True)
    )
    return holds, (
        f"seed {seed}: {shown.chosen} of {shown.candidates} tokens chosen ({shown.rate:.0%}), only they "
        f"count in the loss; over {spec['seeds']} seeds the chosen became [MASK] {shares[0]:.1%}, a random "
        f"token {shares[1]:.1%}, stayed {shares[2]:.1%}"
    )
