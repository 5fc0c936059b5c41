"""Texts to token ids once, then batches padded only as far as their longest text (dynamic padding).

The order of the training examples in epoch ``e`` depends only on the seed and ``e``, so optimizer step
``s`` always sees the same examples: a resumed run needs nothing but the step number to carry on.
Evaluation runs over batches of similar lengths (``length_sorted_batches``), which wastes the least on
padding.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from workbench.core.errors import Cancelled

_ENCODE_CHUNK = 512  # texts tokenized between two looks at the cancel flag
PAIR_TRUNCATION = "longest_first"  # a pair too long for the model loses tokens from its longer text first


@dataclass(frozen=True)
class EncodedTexts:
    """Token ids of each text (truncated to the run's maximum length, not padded), with its label (no labels
    for language-model blocks)."""

    input_ids: tuple[tuple[int, ...], ...]
    token_type_ids: tuple[tuple[int, ...], ...] | None  # BERT-style models only
    labels: tuple[int, ...]

    def __len__(self) -> int:
        return len(self.input_ids)

    def lengths(self) -> list[int]:
        return [len(ids) for ids in self.input_ids]


def encode(
    tokenizer: Any,
    texts: Sequence[str],
    labels: Sequence[int],
    max_length: int,
    cancel: threading.Event | None = None,
    texts_b: Sequence[str] | None = None,
) -> EncodedTexts:
    """Tokenize ``texts`` in chunks, looking at ``cancel`` between chunks (raises ``Cancelled``).  With
    ``texts_b`` each example is the pair (``texts[i]``, ``texts_b[i]``) in the tokenizer's own pair encoding
    (BERT: [CLS] a [SEP] b [SEP], segment ids 0 then 1); a pair too long loses tokens from its longer text."""
    input_ids: list[tuple[int, ...]] = []
    token_types: list[tuple[int, ...]] = []
    for start in range(0, len(texts), _ENCODE_CHUNK):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        chunk = [str(text) for text in texts[start : start + _ENCODE_CHUNK]]
        if texts_b is None:
            encoded = tokenizer(chunk, truncation=True, max_length=max_length)
        else:
            seconds = [str(text) for text in texts_b[start : start + _ENCODE_CHUNK]]
            encoded = tokenizer(chunk, seconds, truncation=PAIR_TRUNCATION, max_length=max_length)
        input_ids += [tuple(ids) for ids in encoded["input_ids"]]
        if "token_type_ids" in encoded:
            token_types += [tuple(ids) for ids in encoded["token_type_ids"]]
    return EncodedTexts(
        input_ids=tuple(input_ids),
        token_type_ids=tuple(token_types) if token_types else None,
        labels=tuple(int(label) for label in labels),
    )


@dataclass(frozen=True)
class PairTokens:
    """How a model sees one pair of texts: its tokens, and the segment of each (0: the first text and what
    comes before it, 1: the second).  ``segment_ids`` says whether the model is given them (token_type_ids,
    as BERT is); without them the segments are where each token came from, and the separator alone tells the
    texts apart."""

    tokens: tuple[str, ...]
    segments: tuple[int, ...]
    segment_ids: bool
    truncated: bool  # the pair was longer than ``max_length`` and lost tokens


def pair_tokens(tokenizer: Any, text: str, text_b: str, max_length: int) -> PairTokens:
    """The tokens of one pair as ``encode`` makes them for training, with their segments."""
    encoded = tokenizer(text, text_b, truncation=PAIR_TRUNCATION, max_length=max_length)
    ids = list(encoded["input_ids"])
    whole = len(tokenizer(text, text_b, truncation=False)["input_ids"])
    types = encoded.get("token_type_ids")
    if types is None:  # where each token came from: 0 up to the end of the first text, then 1
        which = encoded.sequence_ids() if hasattr(encoded, "sequence_ids") else [None] * len(ids)
        started = [i for i, s in enumerate(which) if s == 1]
        first = started[0] if started else len(ids)
        types = [0 if i < first else 1 for i in range(len(ids))]
    tokens = tuple(tokenizer.convert_ids_to_tokens(ids))
    return PairTokens(tokens, tuple(int(t) for t in types), "token_type_ids" in encoded, whole > len(ids))


def collate(
    data: EncodedTexts, indexes: Sequence[int], pad_id: int, padding_side: str, device: Any
) -> dict[str, Any]:
    """The examples at ``indexes`` as model inputs: ids padded to the longest of them, mask, labels (when the
    data has labels)."""
    import torch

    width = max(len(data.input_ids[i]) for i in indexes)
    ids = torch.full((len(indexes), width), pad_id, dtype=torch.long)
    mask = torch.zeros((len(indexes), width), dtype=torch.long)
    types = torch.zeros((len(indexes), width), dtype=torch.long) if data.token_type_ids else None
    for row, i in enumerate(indexes):
        n = len(data.input_ids[i])
        span = slice(width - n, width) if padding_side == "left" else slice(0, n)
        ids[row, span] = torch.tensor(data.input_ids[i], dtype=torch.long)
        mask[row, span] = 1
        if types is not None and data.token_type_ids is not None:
            types[row, span] = torch.tensor(data.token_type_ids[i], dtype=torch.long)
    batch = {"input_ids": ids, "attention_mask": mask}
    if types is not None:
        batch["token_type_ids"] = types
    batch = {key: value.to(device) for key, value in batch.items()}
    if data.labels:
        batch["labels"] = torch.tensor([data.labels[i] for i in indexes], dtype=torch.long, device=device)
    return batch


@lru_cache(maxsize=4)
def epoch_order(n: int, seed: int, epoch: int) -> tuple[int, ...]:
    """A shuffled order of ``n`` examples that depends only on ``seed`` and ``epoch``."""
    import torch

    generator = torch.Generator().manual_seed(seed * 1_000_003 + epoch)
    return tuple(torch.randperm(n, generator=generator).tolist())


def step_indexes(n: int, step: int, effective_batch: int, seed: int) -> tuple[int, list[int]]:
    """(epoch, example indexes) of optimizer step ``step`` (1-based); the last step of an epoch
    may be short."""
    per_epoch = steps_per_epoch(n, effective_batch)
    epoch, position = divmod(step - 1, per_epoch)
    order = epoch_order(n, seed, epoch)
    return epoch, list(order[position * effective_batch : (position + 1) * effective_batch])


def steps_per_epoch(n: int, effective_batch: int) -> int:
    return max(1, -(-n // effective_batch))


def split_micro_batches(indexes: Sequence[int], size: int) -> list[list[int]]:
    return [list(indexes[i : i + size]) for i in range(0, len(indexes), size)]


def length_sorted_batches(data: EncodedTexts, size: int) -> list[list[int]]:
    """Evaluation batches of similar lengths (less padding); the order does not change any score."""
    order = sorted(range(len(data)), key=lambda i: len(data.input_ids[i]))
    return split_micro_batches(order, size)
