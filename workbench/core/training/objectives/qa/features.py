"""Questions and passages as model inputs: one or more windows per item, with where the answer is in each.

Each window is ``[CLS] question [SEP] piece of the passage [SEP]`` (the tokenizer's own special tokens), at
most ``max_length`` tokens.  A passage too long for one window is cut into several that overlap by ``stride``
tokens, so an answer that straddles a cut is whole in the next window.  Each window keeps:

- the item it belongs to (an item's windows are decoded together, see ``decoding``);
- for each token, its (start, end) characters in the item's passage when it is a passage token, else None:
  the answer is read back from the passage through these, and question tokens can never be chosen;
- when the answers are given, the tokens where the answer starts and ends in this window, or both at the
  [CLS] position (0) when the answer is not wholly inside it: the model learns to point at [CLS] for
  "not in this piece", which is what makes a window without the answer score low when decoding.

Questions longer than ``max_question_tokens`` are cut (they would leave no room for the passage), and the
overlap is made smaller when the room left for the passage needs it.  Fast tokenizers only: windows and
offsets come from the tokenizer's own overflow handling.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from workbench.core.errors import Cancelled, InputError
from workbench.core.training.data.qa import MAX_QUESTION_TOKENS
from workbench.core.words import translate

MAX_LENGTH = 384  # tokens per window: the usual choice for SQuAD-style training
STRIDE = 128  # tokens two windows of one passage share
CLS_POSITION = 0  # where the answer "is" in a window that does not hold it
_CHUNK = 256  # items tokenized between two looks at the cancel flag

Offset = tuple[int, int] | None


@dataclass(frozen=True)
class QAFeatures:
    """The windows of a set of items, unpadded; ``start_positions``/``end_positions`` are empty when the
    features were built without answers (answering new questions)."""

    input_ids: tuple[tuple[int, ...], ...]
    token_type_ids: tuple[tuple[int, ...], ...] | None  # BERT-style models only
    items: tuple[int, ...]  # the item index of each window
    offsets: tuple[tuple[Offset, ...], ...]  # per window and token: characters in the passage, or None
    start_positions: tuple[int, ...] = ()
    end_positions: tuple[int, ...] = ()

    def __len__(self) -> int:
        return len(self.input_ids)

    def windows_by_item(self) -> dict[int, list[int]]:
        """The window indexes of each item, in passage order."""
        grouped: dict[int, list[int]] = {}
        for window, item in enumerate(self.items):
            grouped.setdefault(item, []).append(window)
        return grouped


def build_features(
    tokenizer: Any,
    questions: Sequence[str],
    contexts: Sequence[str],
    answers: Sequence[tuple[str, int]] | None = None,
    *,
    max_length: int = MAX_LENGTH,
    stride: int = STRIDE,
    max_question_tokens: int = MAX_QUESTION_TOKENS,
    cancel: threading.Event | None = None,
) -> QAFeatures:
    """The windows of every (question, context) pair; with ``answers`` ((text, start) per item, the text at
    that start of its context) also the answer's token positions in each window (see the module doc)."""
    if not getattr(tokenizer, "is_fast", False):
        raise InputError(
            translate(
                "Training",
                "Question answering needs a model with a fast tokenizer (one with a tokenizer.json).",
            ),
            translate("Training", "Choose another model, such as a BERT-style one from the Model zoo."),
        )
    specials = tokenizer.num_special_tokens_to_add(pair=True)
    question_room = min(max_question_tokens, (max_length - specials) // 2)
    if question_room < 1:
        raise InputError(
            translate(
                "Training", "{tokens} tokens per window leave no room for a question and its passage."
            ).format(tokens=max_length),
            translate(
                "Training", "Use a maximum length of at least 32 tokens; 384 is usual for question answering."
            ),
        )
    input_ids: list[tuple[int, ...]] = []
    token_types: list[tuple[int, ...]] = []
    items: list[int] = []
    offsets: list[tuple[Offset, ...]] = []
    starts: list[int] = []
    ends: list[int] = []
    for first in range(0, len(questions), _CHUNK):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        chunk = range(first, min(first + _CHUNK, len(questions)))
        asked = _cut_questions(tokenizer, [str(questions[i]).strip() for i in chunk], question_room)
        longest = max(len(ids) for ids in tokenizer(asked, add_special_tokens=False)["input_ids"])
        overlap = min(stride, (max_length - specials - longest) // 2)
        encoded = tokenizer(
            asked,
            [str(contexts[i]) for i in chunk],
            truncation="only_second",
            max_length=max_length,
            stride=max(overlap, 0),
            return_overflowing_tokens=True,
            return_offsets_mapping=True,
        )
        for window, local in enumerate(encoded["overflow_to_sample_mapping"]):
            item = first + local
            sequence = encoded.sequence_ids(window)
            window_offsets = tuple(
                tuple(span) if part == 1 else None
                for part, span in zip(sequence, encoded["offset_mapping"][window], strict=True)
            )
            input_ids.append(tuple(encoded["input_ids"][window]))
            if "token_type_ids" in encoded:
                token_types.append(tuple(encoded["token_type_ids"][window]))
            items.append(item)
            offsets.append(window_offsets)
            if answers is not None:
                text, start = answers[item]
                start_token, end_token = answer_tokens(window_offsets, start, start + len(text))
                starts.append(start_token)
                ends.append(end_token)
    return QAFeatures(
        input_ids=tuple(input_ids),
        token_type_ids=tuple(token_types) if token_types else None,
        items=tuple(items),
        offsets=tuple(offsets),
        start_positions=tuple(starts),
        end_positions=tuple(ends),
    )


def features_for(tokenizer: Any, dataset: Any, **settings: Any) -> QAFeatures:
    """``build_features`` of a ``QADataset``, with its first answer of each item as the one to learn."""
    first = [answers[0] for answers in dataset.answers]
    return build_features(tokenizer, dataset.questions, dataset.contexts, first, **settings)


def answer_tokens(offsets: Sequence[Offset], start: int, end: int) -> tuple[int, int]:
    """(first, last) token of the characters ``start:end`` among a window's passage tokens; both
    ``CLS_POSITION`` when the window does not hold all of them."""
    inside = [k for k, span in enumerate(offsets) if span is not None]
    if not inside or offsets[inside[0]][0] > start or offsets[inside[-1]][1] < end:
        return CLS_POSITION, CLS_POSITION
    first = next(k for k in inside if offsets[k][1] > start)
    last = next(k for k in reversed(inside) if offsets[k][0] < end)
    return first, max(first, last)


def _cut_questions(tokenizer: Any, questions: list[str], room: int) -> list[str]:
    """``questions``, each cut after its ``room``-th token when it has more."""
    encoded = tokenizer(questions, add_special_tokens=False, return_offsets_mapping=True)
    cut = []
    for question, spans in zip(questions, encoded["offset_mapping"], strict=True):
        cut.append(question[: spans[room - 1][1]] if len(spans) > room else question)
    return cut


def collate_features(
    features: QAFeatures, indexes: Sequence[int], pad_id: int, device: Any
) -> dict[str, Any]:
    """The windows at ``indexes`` as model inputs, padded on the right to the longest of them (answer
    positions count from the left, so they hold as they are); with ``start_positions``/``end_positions``
    when the features have them."""
    import torch

    width = max(len(features.input_ids[i]) for i in indexes)
    ids = torch.full((len(indexes), width), pad_id, dtype=torch.long)
    mask = torch.zeros((len(indexes), width), dtype=torch.long)
    types = torch.zeros((len(indexes), width), dtype=torch.long) if features.token_type_ids else None
    for row, i in enumerate(indexes):
        n = len(features.input_ids[i])
        ids[row, :n] = torch.tensor(features.input_ids[i], dtype=torch.long)
        mask[row, :n] = 1
        if types is not None and features.token_type_ids is not None:
            types[row, :n] = torch.tensor(features.token_type_ids[i], dtype=torch.long)
    batch = {"input_ids": ids, "attention_mask": mask}
    if types is not None:
        batch["token_type_ids"] = types
    if features.start_positions:
        batch["start_positions"] = torch.tensor([features.start_positions[i] for i in indexes])
        batch["end_positions"] = torch.tensor([features.end_positions[i] for i in indexes])
    return {key: value.to(device) for key, value in batch.items()}
