"""The token strip's check kind, for whichever tab the scene shows (Fill, Next token or Attention): how the
text is cut into pieces; and the Fill tab's padded batch: the text and a second one as one rectangle, the
short one filled with the padding token and its mask 0 under each."""

from __future__ import annotations

from typing import Any

from workbench.core.scene_checks.view import SceneView


def check_tokens(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    from workbench.core.explore.tokens import VISIBLE_SPACE

    pieces, result = view.tokens
    failed = []
    if "scheme" in spec and result.scheme != spec["scheme"]:
        failed.append(f"the scheme is {result.scheme}")
    plain = [p.removeprefix(VISIBLE_SPACE).lower() for p in pieces]
    failed += [f"“{w}” is not one piece" for w in spec.get("whole", []) if w.lower() not in plain]
    for word, parts in spec.get("split", {}).items():
        n = len(parts)
        if not any(list(pieces[i : i + n]) == list(parts) for i in range(len(pieces) - n + 1)):
            failed.append(f"“{word}” is not split into {', '.join(parts)}")
    if "first" in spec and (not pieces or pieces[0] != spec["first"]):
        failed.append(f"{spec['first']} is not first")
    if "last" in spec and (not pieces or pieces[-1] != spec["last"]):
        failed.append(f"{spec['last']} is not last")
    failed += [f"{t} is missing" for t in spec.get("contains", []) if t not in pieces]
    if spec.get("space_marks_word_start"):
        marked = [p for p in result.pieces if p.display.startswith(VISIBLE_SPACE)]
        if not marked or not all(p.starts_word for p in marked):
            failed.append(f"{VISIBLE_SPACE} does not mark the pieces that start a word")
    detail = f"{result.scheme}: {' '.join(pieces)}"
    return not failed, detail + (f" ({'; '.join(failed)})" if failed else "")


def check_padding(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    """The scene's text and its ``batch_with`` as the Fill tab batches them (``sessions.fill.batch_view``):
    every row as long as the longest, the padding token the one claimed, the mask 0 exactly under it."""
    from workbench.core.sessions.fill import FillModels, FillSession, batch_view

    other = str(view.state.get("batch_with", ""))
    models = FillModels(view.model("masked_model", "masked-lm"), None)
    batch = batch_view(FillSession(text=view.text), models, other)
    rows = batch.rows
    holds = batch.pad_token == spec["pad_token"] and len({len(row.mask) for row in rows}) == 1
    for row in rows:
        pads = [piece.display == batch.pad_token for piece in row.tokens.pieces]
        holds &= pads == [m == 0 for m in row.mask]
    padded = [k for k, row in enumerate(rows, 1) if row.padding]
    holds &= padded == [spec["padded_row"]]
    filled = ", ".join(f"text {k} with {rows[k - 1].padding} {batch.pad_token}" for k in padded) or "none"
    return (
        holds,
        f"one batch of {batch.length} tokens a row, padded on the {batch.side}: {filled}, mask 0 under each",
    )
