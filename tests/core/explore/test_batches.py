"""A batch of texts as the model gets it: rows padded to the longest with the padding token, and the
attention mask's 0s exactly where the padding is, matching the tokenizer's own batch."""

from __future__ import annotations

import pytest

from workbench.core.errors import InputError
from workbench.core.explore.batches import padded_batch


def test_the_short_text_is_padded_with_pad_and_masked(tiny) -> None:
    tokenizer = tiny["bert"].tokenizer
    batch = padded_batch(tokenizer, ["the cat was playing", "the cat"], model=tiny["bert"].model)
    long, short = batch.rows
    shown = [p.display for p in short.tokens.pieces]
    assert shown == ["[CLS]", "the", "cat", "[SEP]", "[PAD]", "[PAD]", "[PAD]"]
    assert short.mask == (1, 1, 1, 1, 0, 0, 0) and long.mask == (1,) * 7 and short.padding == 3
    assert (batch.pad_token, batch.side, batch.length, batch.note) == ("[PAD]", "right", 7, "")
    pad = short.tokens.pieces[-1]
    assert pad.is_special and pad.role_name == "PAD" and "mask hides it" in pad.role
    expected = tokenizer(["the cat was playing", "the cat"], padding=True)
    assert [[p.token_id for p in row.tokens.pieces] for row in batch.rows] == expected["input_ids"]
    assert [list(row.mask) for row in batch.rows] == expected["attention_mask"]
    assert [p.index for p in short.tokens.pieces] == list(range(7))


def test_a_model_without_a_padding_token_borrows_its_end_of_text_token_and_says_so(tiny) -> None:
    tokenizer = tiny["gpt2"].tokenizer
    assert tokenizer.pad_token is None
    batch = padded_batch(tokenizer, ["The cat sat on the mat", "The"])
    assert batch.pad_token == "<|endoftext|>" and "no padding token of its own" in batch.note
    assert batch.rows[1].mask[-1] == 0 and batch.rows[1].tokens.pieces[-1].display == "<|endoftext|>"
    assert tokenizer.pad_token is None  # the shared tokenizer is left as it was


def test_left_padding_puts_the_filler_first(tiny) -> None:
    import copy

    tokenizer = copy.deepcopy(tiny["bert"].tokenizer)
    tokenizer.padding_side = "left"
    batch = padded_batch(tokenizer, ["the cat was playing", "the cat"])
    assert batch.side == "left" and batch.rows[1].mask[:3] == (0, 0, 0)
    assert batch.rows[1].tokens.pieces[0].display == "[PAD]"


@pytest.mark.parametrize("texts", [["only one"], ["one", "  "]])
def test_a_batch_needs_two_texts(tiny, texts: list[str]) -> None:
    with pytest.raises(InputError, match="at least two texts"):
        padded_batch(tiny["bert"].tokenizer, texts)
