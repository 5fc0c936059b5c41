"""Attention weights: who looks at whom, in every layer and head (full for encoders, lower-triangular for
decoders; different heads and layers look for different things).

``extract_attention`` runs the model once and keeps every attention matrix as one float32 array shaped
[layers, heads, query, key]: row ``q`` of a head is how token ``q`` spreads its attention over the tokens, and
sums to 1.  An encoder (BERT) fills the whole square; a decoder (GPT, Llama) only the lower triangle, because
its mask hides the future.

``attention_view`` cuts what one heatmap shows out of a result: one head or the average of a layer's heads,
with special tokens ([CLS], [SEP], <s>, ...) left out on request.  Leaving them out drops their rows and
columns and does *not* rescale what is left, so a row then sums to less than 1: the missing part is what the
token gave to the hidden special tokens.  ``pool_attention`` shrinks matrices for thumbnails.

Attention weights exist only with the "eager" attention kernels; the faster default (sdpa) computes the same
result without ever forming the matrices, so a model loaded that way is refused with a plain explanation.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from workbench.core.errors import InputError, WrongModelKind
from workbench.core.explore._common import require_text, special_ids
from workbench.core.explore.tokens import display_piece, is_byte_level
from workbench.core.models.abilities import is_causal, max_input_tokens
from workbench.core.words import translate

# Attention grows with the square of the length: 512 tokens on a 30-layer, 9-head model is already 280 MB
# of weights.  Models that read more than this (SmolLM2 reads 8,192) are shown for their first 512 tokens.
ATTENTION_TOKEN_LIMIT = 512
HIDDEN_SPECIAL_NOTE = (
    "Special tokens are hidden: their rows and columns are left out and the rest is not rescaled, so a row "
    "sums to less than 1 by what that token gave to them."
)


class AttentionNotReturned(WrongModelKind):
    """The model ran but gave no attention weights (it uses a kernel that never forms them)."""


@dataclass(frozen=True, eq=False)
class AttentionResult:
    model: str
    text: str
    tokens: tuple[str, ...]  # one readable label per position ("[CLS]", "␣cat", "##ing")
    token_ids: tuple[int, ...]
    special: np.ndarray = field(repr=False)  # bool [tokens]: True for [CLS], [SEP], <s>, ...
    attentions: np.ndarray = field(repr=False)  # float32 [layers, heads, query, key]; each row sums to 1
    causal: bool  # True for left-to-right models: the upper triangle is masked (zero)
    total_tokens: int  # tokens in the whole text, before any truncation
    truncated: bool = False
    warnings: tuple[str, ...] = ()
    forward_seconds: float = 0.0  # the model's forward pass alone
    seconds: float = 0.0  # tokenizing, the forward pass and copying the weights out

    @property
    def layers(self) -> int:
        return int(self.attentions.shape[0])

    @property
    def heads(self) -> int:
        return int(self.attentions.shape[1])

    @property
    def length(self) -> int:
        return int(self.attentions.shape[-1])


@dataclass(frozen=True, eq=False)
class AttentionView:
    """What one heatmap shows: a square matrix with its token labels."""

    matrix: np.ndarray = field(repr=False)  # float32 [query, key]
    labels: tuple[str, ...]
    positions: tuple[int, ...]  # where each shown token sits in the model's input
    special: tuple[bool, ...]
    causal: bool
    layer: int  # 0-based
    head: int | None  # 0-based, or None for the average over the layer's heads
    model: str
    title: str  # "layer 3 · head 5" or "layer 3 · average of 12 heads"
    note: str = ""  # set when special tokens were left out


def extract_attention(loaded: Any, text: str, *, max_tokens: int | None = None) -> AttentionResult:
    """Run ``loaded`` on ``text`` once and return all of its attention weights.

    Reads at most the model's own limit (and never more than ATTENTION_TOKEN_LIMIT, or ``max_tokens`` when
    given); a longer text is cut after that many tokens and the result says so in ``warnings``.
    """
    import torch

    started = time.perf_counter()
    require_text(
        text,
        translate("Explore", "There is no text to look at."),
        translate(
            "Explore", "Type a sentence, e.g. The animal didn't cross the street because it was tired."
        ),
    )
    model, tokenizer = loaded.model, loaded.tokenizer
    if getattr(model.config, "is_encoder_decoder", False):
        raise WrongModelKind(
            translate(
                "Explore",
                "{name} is an encoder-decoder model; the Attention views show one stack of layers at a time.",
            ).format(name=loaded.name),
            translate("Explore", "Choose an encoder such as minilm-l6 or a decoder such as smollm2-135m."),
        )
    limit = attention_token_limit(loaded, max_tokens)
    all_ids = [int(i) for i in tokenizer(text, verbose=False)["input_ids"]]
    total = len(all_ids)
    truncated = total > limit
    ids = [all_ids[i] for i in keep_within(all_ids, limit, special_ids(tokenizer))]
    if not ids:
        raise InputError(
            translate("Explore", "The text gave no tokens to look at."),
            translate("Explore", "Type some words."),
        )
    input_ids = torch.tensor([ids], device=loaded.device.torch_device)
    forward_started = time.perf_counter()
    with torch.inference_mode():
        outputs = model(input_ids=input_ids, output_attentions=True, use_cache=False)
    forward_seconds = time.perf_counter() - forward_started
    attentions = attentions_array(outputs, loaded)
    warnings = ()
    if truncated:
        warnings = (
            translate(
                "Explore",
                "The text has {total} tokens; {model} is shown for the first "
                "{shown} (at most {limit} at once).",
            ).format(total=total, model=loaded.name, shown=len(ids), limit=limit),
        )
    return AttentionResult(
        model=loaded.name,
        text=text,
        tokens=token_labels(tokenizer, ids),
        token_ids=tuple(ids),
        special=np.array([i in special_ids(tokenizer) for i in ids], dtype=bool),
        attentions=attentions,
        causal=is_causal(loaded),
        total_tokens=total,
        truncated=truncated,
        warnings=warnings,
        forward_seconds=forward_seconds,
        seconds=time.perf_counter() - started,
    )


def attention_token_limit(loaded: Any, max_tokens: int | None = None) -> int:
    """How many tokens ``extract_attention`` reads at most for this model."""
    limits = [ATTENTION_TOKEN_LIMIT if max_tokens is None else max(1, int(max_tokens))]
    model_limit = max_input_tokens(loaded.tokenizer, loaded.model)
    if model_limit is not None:
        limits.append(model_limit)
    return min(limits)


def keep_within(ids: list[int], limit: int, specials: set[int]) -> list[int]:
    """Positions of ``ids`` to keep so that at most ``limit`` remain: the first ones, plus the special tokens
    that close the text ([SEP], </s>), so a cut text still ends the way the model expects.

    The tokenizer's own truncation is not used on purpose: it is a setting stored on the shared tokenizer,
    and another tab's task using the same tokenizer at the same moment could switch it off under us."""
    if len(ids) <= limit:
        return list(range(len(ids)))
    tail = 0
    while tail < len(ids) - 1 and tail < limit - 1 and ids[len(ids) - 1 - tail] in specials:
        tail += 1
    return list(range(limit - tail)) + list(range(len(ids) - tail, len(ids)))


def attentions_array(outputs: Any, loaded: Any) -> np.ndarray:
    """The forward pass's attention weights as float32 [layers, heads, query, key] (batch item 0)."""
    import torch

    layers = getattr(outputs, "attentions", None)
    if not layers or any(layer is None for layer in layers):
        implementation = loaded.attention_implementation or "its default"
        raise AttentionNotReturned(
            translate(
                "Explore",
                "{name} is running with the '{implementation}' attention kernels, which compute "
                "attention without keeping the weights, so there is nothing to draw.",
            ).format(name=loaded.name, implementation=implementation),
            translate(
                "Explore",
                "Reload it with eager attention (the Attention tab offers a button; `workbench "
                "attention` does "
                "it by itself).",
            ),
        )
    stacked = torch.stack([layer[0] for layer in layers]).float()
    return np.ascontiguousarray(stacked.cpu().numpy(), dtype=np.float32)


def token_labels(tokenizer: Any, ids: list[int]) -> tuple[str, ...]:
    """Readable labels for token ids: special tokens as they are, pieces as
    ``tokens.display_piece`` shows them."""
    specials = special_ids(tokenizer)
    byte_level = is_byte_level(tokenizer)
    raw = tokenizer.convert_ids_to_tokens([int(i) for i in ids])
    return tuple(
        str(piece) if token_id in specials else display_piece(str(piece), byte_level)
        for token_id, piece in zip(ids, raw, strict=True)
    )


def attention_view(
    result: AttentionResult, layer: int, head: int | None = None, *, hide_special: bool = False
) -> AttentionView:
    """One heatmap: ``head`` of ``layer`` (0-based), or the mean over the layer's heads when
    ``head`` is None."""
    if not 0 <= layer < result.layers:
        raise IndexError(f"layer {layer} of {result.layers}")
    if head is not None and not 0 <= head < result.heads:
        raise IndexError(f"head {head} of {result.heads}")
    matrix = result.attentions[layer, head] if head is not None else result.attentions[layer].mean(axis=0)
    positions = np.arange(result.length)
    note = ""
    if hide_special and result.special.any() and not result.special.all():
        positions = positions[~result.special]
        matrix = matrix[np.ix_(positions, positions)]
        note = HIDDEN_SPECIAL_NOTE
    if head is not None:
        title = translate("Explore", "layer {layer} · head {head}").format(layer=layer + 1, head=head + 1)
    else:
        title = translate("Explore", "layer {layer} · average of {heads} heads").format(
            layer=layer + 1, heads=result.heads
        )
    return AttentionView(
        matrix=np.ascontiguousarray(matrix, dtype=np.float32),
        labels=tuple(result.tokens[p] for p in positions),
        positions=tuple(int(p) for p in positions),
        special=tuple(bool(result.special[p]) for p in positions),
        causal=result.causal,
        layer=layer,
        head=head,
        model=result.model,
        title=title,
        note=note,
    )


def pool_attention(matrices: np.ndarray, size: int) -> np.ndarray:
    """Shrink the last two axes of ``matrices`` ([..., n, n]) to at most ``size`` x ``size`` by averaging
    square blocks (a block at the ragged edge averages the cells it has).  Unchanged when n <= size."""
    n = matrices.shape[-1]
    if n <= size:
        return matrices
    factor = math.ceil(n / size)
    cells = math.ceil(n / factor)
    padded_n = cells * factor
    padded = np.zeros((*matrices.shape[:-2], padded_n, padded_n), dtype=np.float32)
    padded[..., :n, :n] = matrices
    sums = padded.reshape(*matrices.shape[:-2], cells, factor, cells, factor).sum(axis=(-1, -3))
    counts_1d = np.minimum(factor, n - np.arange(cells) * factor).astype(np.float32)
    return sums / np.outer(counts_1d, counts_1d)


def future_mask(size: int) -> np.ndarray:
    """bool [size, size]: True above the diagonal, where a decoder's query would look at a later token."""
    return np.triu(np.ones((size, size), dtype=bool), k=1)


def weights_csv_rows(view: AttentionView) -> list[list[str]]:
    """The heatmap as a table: a header of key tokens, then one row per query token."""
    header = ["query \\ key", *view.labels]
    rows = [header]
    for label, row in zip(view.labels, view.matrix, strict=True):
        rows.append([label, *(f"{value:.6g}" for value in row.tolist())])
    return rows


def all_heads_rows(result: AttentionResult) -> list[list[str]]:
    """Every head's weights as a table: one row per layer, head, query and key."""
    rows = [["layer", "head", "query", "query token", "key", "key token", "weight"]]
    layers, heads, n, _ = result.attentions.shape
    for layer in range(layers):
        for head in range(heads):
            matrix = result.attentions[layer, head]
            for q in range(n):
                for k in range(n):
                    rows.append(
                        [
                            layer + 1,
                            head + 1,
                            q + 1,
                            result.tokens[q],
                            k + 1,
                            result.tokens[k],
                            f"{matrix[q, k]:.6g}",
                        ]
                    )
    return rows


def side_by_side_rows(views: dict[str, AttentionView]) -> list[list[str]]:
    """The heatmaps shown side by side as one table: one row per model, query and key."""
    rows = [["model", "layer", "head", "query", "key", "weight"]]
    for view in views.values():
        head = "average" if view.head is None else str(view.head + 1)
        for q, query in enumerate(view.labels):
            for k, key in enumerate(view.labels):
                rows.append([view.model, view.layer + 1, head, query, key, f"{view.matrix[q, k]:.6g}"])
    return rows
