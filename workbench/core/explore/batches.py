"""A batch of texts as a model receives it: every row as long as the longest, the short ones filled with the
padding token, and the attention mask that tells the model which positions are text (1) and which are only
padding (0).  The lesson of [PAD]: a batch is a rectangle, and the mask keeps the filler out of attention.

``padded_batch`` asks the tokenizer for the batch itself (``tokenizer(texts, padding=True)``), so what is
shown is what a model would be given; the pieces of each row come from ``tokens.tokenize_text``.  A model
without a padding token of its own (GPT-2, SmolLM2 and most decoders) borrows its end-of-text token, as
fine-tuning code does, and the note says so.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from workbench.core.errors import InputError
from workbench.core.explore.tokens import TokenizationResult, TokenPiece, tokenize_text
from workbench.core.words import QT_TRANSLATE_NOOP, translate

PAD_ROLE = QT_TRANSLATE_NOOP(
    "TokenPiece", "fills a short text up to the length of the longest in the batch; the mask hides it"
)


@dataclass(frozen=True)
class PaddedRow:
    tokens: TokenizationResult  # the row's pieces, padding included
    mask: tuple[int, ...]  # the attention mask: 1 for a token of the text, 0 for padding

    @property
    def padding(self) -> int:
        return self.mask.count(0)


@dataclass(frozen=True)
class PaddedBatch:
    rows: tuple[PaddedRow, ...]
    pad_token: str
    side: str  # "right" (BERT and most encoders) or "left" (some decoders, for generating)
    note: str  # how the padding token was found, when the model has none of its own

    @property
    def length(self) -> int:
        return len(self.rows[0].mask) if self.rows else 0


def padded_batch(tokenizer: Any, texts: list[str], *, model: Any = None) -> PaddedBatch:
    """``texts`` as one padded batch (see the module doc)."""
    texts = [str(t) for t in texts]
    if len(texts) < 2 or not all(t.strip() for t in texts):
        raise InputError(
            translate("Explore", "A batch needs at least two texts, none of them empty."),
            translate("Explore", "Type a second sentence."),
        )
    note = ""
    if tokenizer.pad_token is None:
        if tokenizer.eos_token is None:
            raise InputError(
                translate("Explore", "This model's tokenizer has neither a padding nor an end-of-text token.")
            )
        tokenizer = _with_borrowed_pad(tokenizer)
        note = translate(
            "Explore",
            "This model has no padding token of its own; batches borrow its end-of-text token {token}, and "
            "the mask tells the model to ignore it.",
        ).format(token=tokenizer.pad_token)
    batch = tokenizer(texts, padding=True)
    side = str(getattr(tokenizer, "padding_side", "right"))
    rows = []
    for text, ids, mask in zip(texts, batch["input_ids"], batch["attention_mask"], strict=True):
        own = tokenize_text(tokenizer, text, model=model)
        pad = TokenPiece(
            index=0,
            token_id=int(tokenizer.pad_token_id),
            piece=tokenizer.pad_token,
            display=tokenizer.pad_token,
            is_special=True,
            role_name="PAD",
            role=translate("TokenPiece", PAD_ROLE),
            starts_word=True,
            word_index=None,
            span=None,
        )
        pads = [pad] * (len(ids) - own.count)
        pieces = [*pads, *own.pieces] if side == "left" else [*own.pieces, *pads]
        pieces = [replace(p, index=i) for i, p in enumerate(pieces)]
        if [p.token_id for p in pieces] != [int(i) for i in ids]:  # the tokenizer's own batch is the truth
            raise RuntimeError(f"the padded row of {text!r} does not match the tokenizer's own batch")
        rows.append(
            PaddedRow(replace(own, pieces=tuple(pieces), count=len(pieces)), tuple(int(m) for m in mask))
        )
    return PaddedBatch(tuple(rows), tokenizer.pad_token, side, note)


def _with_borrowed_pad(tokenizer: Any) -> Any:
    """A copy of ``tokenizer`` that pads with its end-of-text token (the shared one is left as it is)."""
    import copy

    borrowed = copy.deepcopy(tokenizer)
    borrowed.pad_token = borrowed.eos_token
    return borrowed
