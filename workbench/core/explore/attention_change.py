"""How much a model's attention changed: the same sentence read by two models of the same shape (a training
run and the model it started from), weight by weight.

``attention_change`` compares two ``AttentionResult``s of the same tokens: for every layer and head the mean
absolute difference of the weights over the cells a token can look at (the whole square for an encoder, the
lower triangle with the diagonal for a decoder, whose masked future is zero in both), and the largest single
difference.  A model compared with itself gives exactly zero everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from workbench.core.errors import InputError, WrongModelKind
from workbench.core.explore.attention import AttentionResult
from workbench.core.words import translate


@dataclass(frozen=True, eq=False)
class AttentionChange:
    before_model: str
    after_model: str
    mean: np.ndarray = field(
        repr=False
    )  # float64 [layers, heads]: mean |after - before| of the visible cells
    largest: np.ndarray = field(repr=False)  # float64 [layers, heads]: the largest |after - before|

    @property
    def layers(self) -> int:
        return int(self.mean.shape[0])

    def per_layer(self, head: int | None = None) -> np.ndarray:
        """[layers]: the mean change of ``head`` (0-based) in each layer, or of all its heads when None."""
        return self.mean.mean(axis=1) if head is None else self.mean[:, head]

    def largest_in(self, layer: int, head: int | None = None) -> float:
        """The largest change of one weight in ``layer`` (0-based), in ``head`` or in any of its heads."""
        return float(self.largest[layer].max() if head is None else self.largest[layer, head])


def attention_change(before: AttentionResult, after: AttentionResult) -> AttentionChange:
    """Compare the attention of ``before`` and ``after`` on the same text (see the module doc)."""
    if before.token_ids != after.token_ids:
        raise InputError(
            translate(
                "Explore",
                "{model} and {other} cut the sentence into different tokens, so their attention cannot "
                "be compared cell by cell.",
            ).format(model=before.model, other=after.model),
            translate("Explore", "Compare a run with the model it started from: they share a tokenizer."),
        )
    if before.attentions.shape != after.attentions.shape:
        raise WrongModelKind(
            translate(
                "Explore",
                "{model} has {layers} layers of {heads} heads and {other} {other_layers} of "
                "{other_heads}: their "
                "attention cannot be compared head by head.",
            ).format(
                model=before.model,
                layers=before.layers,
                heads=before.heads,
                other=after.model,
                other_layers=after.layers,
                other_heads=after.heads,
            ),
            translate(
                "Explore",
                "Compare a run with the model it started from: they have the same layers and heads.",
            ),
        )
    n = before.length
    visible = np.tril(np.ones((n, n), dtype=bool)) if before.causal or after.causal else np.ones((n, n), bool)
    difference = np.abs(after.attentions.astype(np.float64) - before.attentions.astype(np.float64))
    cells = difference[..., visible]  # [layers, heads, visible cells]
    return AttentionChange(before.model, after.model, cells.mean(axis=-1), cells.max(axis=-1))


def change_rows(change: AttentionChange) -> list[list[str]]:
    """The change as a table: one row per layer and head (and the layer's average), with both models."""
    rows = [["layer", "head", "mean absolute change", "largest change", "before", "after"]]
    models = [change.before_model, change.after_model]
    for layer in range(change.layers):
        heads = [(None, "average")] + [(h, str(h + 1)) for h in range(change.mean.shape[1])]
        for head, label in heads:
            mean, largest = change.per_layer(head)[layer], change.largest_in(layer, head)
            rows.append([str(layer + 1), label, f"{mean:.6g}", f"{largest:.6g}", *models])
    return rows
