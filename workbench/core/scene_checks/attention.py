"""The Attention tab's check kinds: the causal mask, attention to one token, the heads' patterns by layer, the
logit lens and a word's meaning in several sentences."""

from __future__ import annotations

from typing import Any

from workbench.core.scene_checks.common import percent, shown_token
from workbench.core.scene_checks.view import SceneView


def check_causal_mask(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    import numpy as np

    encoder = view.heatmap("encoder", "encoder_layer", "encoder_head")
    decoder = view.heatmap("decoder", "decoder_layer", "decoder_head")
    full = not encoder.causal and bool((encoder.matrix > 0).all())
    n = len(decoder.labels)
    above = np.triu(np.ones((n, n), dtype=bool), k=1)
    lower = (
        decoder.causal
        and bool((decoder.matrix[above] == 0).all())
        and bool((decoder.matrix[~above] > 0).all())
    )
    return full and lower, (
        f"encoder ({encoder.model}, {encoder.title}): {'every' if full else 'not every'} one of its "
        f"{encoder.matrix.size} weights is above 0; decoder ({decoder.model}, {decoder.title}): "
        f"{int((decoder.matrix[above] == 0).sum())} of the {int(above.sum())} weights above "
        "the diagonal are 0"
    )


def check_attention_to(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    side = view.state.get("side", "encoder")
    shown = view.heatmap(side, "layer", "head")
    columns = shown.matrix.mean(axis=0)  # the share of its attention the average token gives each token
    if spec["token"] not in shown.labels:
        return False, f"{spec['token']} is not shown in {shown.title}"
    share = float(columns[shown.labels.index(spec["token"])])
    others = sorted(((float(v), label) for v, label in zip(columns, shown.labels, strict=True)), reverse=True)
    next_best = next(((v, label) for v, label in others if label != spec["token"]), (0.0, "-"))
    return share >= spec["at_least"], (
        f"{shown.model}, {shown.title}: the average token gives {spec['token']} {percent(share)} of its "
        f"attention (next: {next_best[1]} {percent(next_best[0])})"
    )


def check_head_patterns(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    """What the model view's thumbnails show, head by head.  With ``stripes`` ({"low_at_most": a,
    "high_at_least": b}): in no head of the lowest layers does one key take more than a of the attention (no
    stripe), and every higher layer has a head where one takes at least b (a stripe: many tokens looking at
    the same one).  With ``diagonal_head`` ([layer, head], 1-based): that head puts at least
    ``diagonal_at_least`` on each token itself or its neighbour (one clean diagonal).  Without either, the
    older test on the layers' averages: the lowest layers the most diagonal and the least striped."""
    import numpy as np

    side = view.state.get("side", "encoder")
    weights = view.attention(side).attentions  # [layers, heads, query, key], as the thumbnails draw them
    n = weights.shape[-1]
    near = np.abs(np.arange(n)[:, None] - np.arange(n)[None, :]) <= 1
    # Per head: the share of attention on the token itself or a neighbour, and the share the strongest key
    # column takes (a stripe).
    diagonal = (weights * near).sum(axis=(-1, -2)) / n
    stripe = weights.mean(axis=-2).max(axis=-1)
    low = spec["lowest_layers"]
    holds = 0 < low < len(diagonal)
    strongest = stripe.max(axis=-1)
    detail = f"strongest stripe of any head, layer 1 up: {', '.join(f'{v:.0%}' for v in strongest)}"
    if "stripes" in spec:
        bounds = spec["stripes"]
        holds = holds and strongest[:low].max() <= bounds.get("low_at_most", 1.0)
        holds = holds and strongest[low:].min() >= bounds.get("high_at_least", 0.0)
    if "diagonal_head" in spec:
        layer, head = (int(v) - 1 for v in spec["diagonal_head"])
        share = float(diagonal[layer, head]) if layer < len(diagonal) and head < diagonal.shape[1] else 0.0
        holds = holds and share >= spec.get("diagonal_at_least", 0.5)
        detail += f"; layer {layer + 1} head {head + 1} puts {share:.0%} on each token itself or a neighbour"
    if "stripes" not in spec and "diagonal_head" not in spec:
        by_layer, stripes = diagonal.mean(axis=-1), stripe.mean(axis=-1)
        holds = (
            holds
            and by_layer[:low].min() > by_layer[low:].max()
            and stripes[:low].max() < stripes[low:].min()
        )
        detail = (
            "share of attention on the token itself or a neighbour, layer 1 up: "
            f"{', '.join(f'{v:.0%}' for v in by_layer)}; strongest stripe: "
            f"{', '.join(f'{v:.0%}' for v in stripes)}"
        )
    return bool(holds), detail


def check_logit_lens_top(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    lens = view.lens
    last = len(lens.rows) - 1
    answer = spec["answer"].strip()
    top_from = last - spec["settles_in_top"] + 1
    holds = lens.answer.token.strip() == answer and lens.first_layer_with_answer is not None
    holds = holds and lens.first_layer_with_answer >= top_from
    holds = holds and all(row.top.token.strip() != answer for row in lens.rows[:top_from])
    from workbench.core.explore.logit_lens import lower_half

    lower = [row.top.token.strip() for row in lower_half(lens)]
    if "lower_half_tops" in spec:
        holds = holds and all(token in {t.strip() for t in spec["lower_half_tops"]} for token in lower)
    below = lens.rows[top_from - 1].top if top_from >= 1 else None
    return holds, (
        f"{lens.model}: {shown_token(lens.answer.token)} {percent(lens.answer.probability)} after the last "
        f"layer, top from layer {lens.first_layer_with_answer}"
        + (f"; layer {top_from - 1} says {shown_token(below.token)}" if below is not None else "")
        + f"; layers 0 to {last // 2} say: {', '.join(dict.fromkeys(shown_token(t) or '␣' for t in lower))}"
    )


def check_similarity_groups(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    words = view.words
    group_of = {number: g for g, members in enumerate(spec["groups"]) for number in members}
    top = words.top_layer()
    within, across = [], []
    for index, (a, b) in enumerate(words.pairs):
        ga, gb = (group_of.get(words.uses[u].sentence_index + 1) for u in (a, b))
        if ga is not None and gb is not None:
            (within if ga == gb else across).append(index)
    if not within or not across:
        return False, "the groups give no pairs to compare"
    best, worst = int(top.argmax()), int(top.argmin())
    if spec["test"] == "separated":
        holds = min(top[i] for i in within) > max(top[i] for i in across)
    else:
        holds = best in within and worst in across
    return bool(holds), (
        f"{words.model}, top layer: pairs within a meaning {min(top[i] for i in within):.2f} to "
        f"{max(top[i] for i in within):.2f}, across {min(top[i] for i in across):.2f} to "
        f"{max(top[i] for i in across):.2f}; most alike {words.pair_label(best)} ({top[best]:.2f}), "
        f"least alike {words.pair_label(worst)} ({top[worst]:.2f})"
    )
