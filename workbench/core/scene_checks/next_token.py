"""The Next-token and Surprise tabs' check kinds: the bars, temperature and the top-k/top-p cut, the
softmax-by-hand panel, beam search against greedy, and one token's surprise."""

from __future__ import annotations

import math
from typing import Any

from workbench.core.scene_checks.common import percent, shown_token, top_holds
from workbench.core.scene_checks.view import SceneView


def check_next_top(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    rows = [(bar.token, bar.probability) for bar in view.bars()]
    return top_holds(rows, spec["tokens"], spec, f"{view.prediction.model} next token", lambda token: token)


def check_surprise(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    """The first token written ``spec["token"]``: its rank and probability within the bounds given."""
    result = view.surprise(spec["side"])
    found = [t for t in result.tokens if t.text == spec["token"] and t.probability is not None]
    if not found:
        return False, f"{result.model} scores no token “{shown_token(spec['token'])}” in this text"
    token = found[0]
    holds = (
        token.rank <= spec.get("rank_at_most", token.rank)
        and token.probability >= spec.get("at_least", 0.0)
        and token.probability <= spec.get("at_most", 1.0)
    )
    expected = ", ".join(f"{shown_token(t)} {percent(p)}" for t, p in token.expected[:3])
    return holds, (
        f"{result.model}: “{shown_token(token.text)}” {percent(token.probability)}, rank {token.rank:,} "
        f"(expected {expected}); perplexity {result.perplexity:.1f}"
    )


def check_temperature(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    n = spec["top"]
    temperature = float(view.state.get("temperature", 1.0))
    here = sum(bar.probability for bar in view.bars()[:n])
    usual = sum(bar.probability for bar in view.bars(1.0)[:n])
    holds = here > usual if spec["effect"] == "sharper" else here < usual
    bars = "the top bar holds" if n == 1 else f"the top {n} bars hold"
    return holds, f"{bars} {percent(here)} at temperature {temperature:g}, {percent(usual)} at 1"


def check_cut(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    bars, k = view.bars(), spec["kept"]
    kept = [bar.kept for bar in bars]
    holds = len(bars) > k and all(kept[:k]) and not any(kept[k:])
    s = view.state
    return holds, (
        f"{sum(kept)} of {len(bars)} bars kept, {len(bars) - sum(kept)} greyed "
        f"(top-k {s.get('top_k', 0) or 'off'}, top-p {float(s.get('top_p', 1.0)):g})"
    )


def check_softmax(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    from workbench.core.explore.next_token import softmax_from_text

    s = view.state
    if "softmax_words" not in s or "softmax_logits" not in s:
        return False, "the scene sets no words and logits for the softmax panel"
    temperature = float(s.get("temperature", 1.0))
    table = softmax_from_text(s["softmax_words"], s["softmax_logits"], temperature)
    row = next((r for r in table.rows if r.label == spec["word"]), None)
    shown = ", ".join(f"{r.label} {percent(r.probability)}" for r in table.rows)
    if row is None:
        return False, f"“{spec['word']}” is not among the panel's words ({shown})"
    holds = spec.get("at_least", 0.0) <= row.probability <= spec.get("at_most", 1.0)
    return holds, f"softmax at temperature {temperature:g}: {shown}"


def check_beam(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    found = view.decoding
    beam, greedy = found.column("beam"), found.column("greedy")
    width = int(view.state.get("beams", 3))
    tree = beam.result.beam_tree
    kept_all = bool(tree) and all(
        len(step) == width and all(math.isfinite(node.log_probability) for node in step) for step in tree
    )
    sampled = [c for c in found.columns if c.key.startswith("sample-")]
    apart = len({c.new_text for c in sampled}) == len(sampled)  # each seed writes its own text
    detail = (
        f"beam search kept {width} sequences at each of {len(tree)} steps and wrote “{beam.new_text}” "
        f"({beam.per_token:.2f} a token); greedy wrote “{greedy.new_text}” ({greedy.per_token:.2f} a token)"
    )
    if sampled:
        detail += "; sampling wrote " + ", ".join(f"“{c.new_text}” ({c.title})" for c in sampled)
    return kept_all and apart and beam.per_token >= greedy.per_token, detail
