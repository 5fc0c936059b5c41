"""Which words surprise a language model: the probability it gave each token of a text, its rank among all
tokens, and what the model expected there instead.

A left-to-right model reads the text once; each token's probability is the one the model gave it knowing
only the tokens before it, the text encoded as the tokenizer encodes it (its own special tokens), exactly as
``workbench evaluate`` counts a line, so the perplexity shown here is that command's for the same line.  A
masked model has no left-to-right order: each token is hidden in turn and guessed from all the others
(the "pseudo-perplexity" of BERT-style models, one model pass per token, batched).

The first token of a left-to-right model's text has nothing before it and is not scored; special tokens are
shown but never scored.  Texts longer than the model's window are cut to it, with a note.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
from typing import Any

from workbench.core.errors import Cancelled, WrongModelKind
from workbench.core.explore._common import require_text
from workbench.core.words import translate

TOP_GUESSES = 5
MASKED_BATCH = 32


@dataclass(frozen=True)
class TokenSurprise:
    text: str  # the token as written (a leading space shown as it is)
    probability: float | None  # None: not scored (the first token, or a special one)
    rank: int | None  # 1: the model's first choice
    expected: tuple[tuple[str, float], ...]  # the model's top guesses at this place


@dataclass(frozen=True)
class Surprise:
    model: str
    kind: str  # "causal" or "masked"
    tokens: tuple[TokenSurprise, ...]
    perplexity: float | None  # over the scored tokens; None when none was scored
    scored: int
    notes: tuple[str, ...] = ()


def token_surprise(
    loaded: Any,
    text: str,
    progress: Any = None,
    cancel: threading.Event | None = None,
    *,
    top: int = TOP_GUESSES,
) -> Surprise:
    """How surprising each token of ``text`` is to ``loaded`` (a causal or masked ``LoadedModel``)."""
    import torch

    text = require_text(
        text,
        translate("Explore", "There is no text to score."),
        translate("Explore", "Type a sentence or a paragraph."),
    )
    tokenizer, model = loaded.tokenizer, loaded.model
    if loaded.task not in ("causal-lm", "masked-lm"):
        raise WrongModelKind(
            translate("Explore", "{name} is not a language model, so it gives no word probabilities.").format(
                name=loaded.name
            ),
            translate(
                "Explore", "Choose a left-to-right model (such as smollm2-135m) or a fill-in-the-blank model."
            ),
        )
    limit = min(int(getattr(model.config, "max_position_embeddings", 512) or 512), 1024)
    ids = tokenizer(text, add_special_tokens=True)["input_ids"]
    notes = ()
    if len(ids) > limit:
        ids, notes = (
            ids[:limit],
            (
                translate(
                    "Explore", "Only the first {limit} tokens were scored: the model reads no more at once."
                ).format(limit=limit),
            ),
        )
    special = set(tokenizer.all_special_ids)
    device = next(model.parameters()).device
    if loaded.task == "causal-lm":
        with torch.no_grad():
            logits = model(input_ids=torch.tensor([ids], device=device)).logits[0].float()
        log_probs = torch.log_softmax(logits[:-1], dim=-1)  # row i predicts token i + 1
        rows = {i + 1: log_probs[i] for i in range(len(ids) - 1) if ids[i + 1] not in special}
        kind = "causal"
    else:
        rows = _masked_rows(model, tokenizer, ids, special, device, cancel)
        kind = "masked"
    tokens, total, scored = [], 0.0, 0
    for i, token_id in enumerate(ids):
        piece = tokenizer.decode([token_id])
        row = rows.get(i)
        if row is None:
            tokens.append(TokenSurprise(piece, None, None, ()))
            continue
        log_p = float(row[token_id])
        rank = int((row > row[token_id]).sum()) + 1
        best = torch.topk(row, top)
        expected = tuple(
            (tokenizer.decode([int(t)]), math.exp(float(v)))
            for v, t in zip(best.values, best.indices, strict=True)
        )
        tokens.append(TokenSurprise(piece, math.exp(log_p), rank, expected))
        total, scored = total - log_p, scored + 1
    return Surprise(
        loaded.name, kind, tuple(tokens), math.exp(total / scored) if scored else None, scored, notes
    )


def _masked_rows(
    model: Any, tokenizer: Any, ids: list[int], special: set[int], device: Any, cancel: Any
) -> dict:
    """Each ordinary token hidden in turn: the log-probabilities the masked model gives at its place."""
    import torch

    if tokenizer.mask_token_id is None:
        raise WrongModelKind(
            translate("Explore", "This model has no blank ([MASK]) token to hide words with."),
            translate("Explore", "Choose a fill-in-the-blank model."),
        )
    places = [i for i, t in enumerate(ids) if t not in special]
    rows: dict[int, Any] = {}
    for start in range(0, len(places), MASKED_BATCH):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        chunk = places[start : start + MASKED_BATCH]
        batch = torch.tensor([ids] * len(chunk), device=device)
        for row, place in enumerate(chunk):
            batch[row, place] = tokenizer.mask_token_id
        with torch.no_grad():
            logits = model(input_ids=batch).logits.float()
        for row, place in enumerate(chunk):
            rows[place] = torch.log_softmax(logits[row, place], dim=-1)
    return rows
