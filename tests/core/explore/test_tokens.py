"""Tokenization shown readably for WordPiece, byte-level BPE and sentencepiece, with special tokens' jobs."""

from __future__ import annotations

from workbench.core.explore.tokens import merge_pieces, tokenize_text


def test_wordpiece_splits_rare_words_and_names_cls_and_sep(tiny) -> None:
    result = tokenize_text(tiny["bert"].tokenizer, "the cat was playing", model=tiny["bert"].model)
    assert [p.display for p in result.pieces] == ["[CLS]", "the", "cat", "was", "play", "##ing", "[SEP]"]
    assert [p.starts_word for p in result.pieces[4:6]] == [True, False]
    assert result.pieces[4].word_index == result.pieces[5].word_index == 3
    cls, sep = result.pieces[0], result.pieces[-1]
    assert (cls.is_special, cls.role_name, sep.role_name) == (True, "CLS", "SEP")
    assert "starts the sequence" in cls.role and not result.pieces[1].role
    assert result.count == 7 and result.max_length == 64 and not result.over_limit
    assert result.scheme == "WordPiece" and result.special_count == 2
    assert merge_pieces(tiny["bert"].tokenizer, result.ids[4:6]) == "playing"


def test_mask_pad_and_unknown_tokens_have_roles(tiny) -> None:
    tokenizer = tiny["bert"].tokenizer
    result = tokenize_text(tokenizer, "the [MASK] sat [PAD] zebra")
    roles = {p.display: p.role_name for p in result.pieces if p.is_special}
    assert roles == {"[CLS]": "CLS", "[MASK]": "MASK", "[PAD]": "PAD", "[UNK]": "UNK", "[SEP]": "SEP"}


def test_byte_level_bpe_shows_spaces_and_split_characters(tiny) -> None:
    result = tokenize_text(tiny["roberta"].tokenizer, "The cat was playing é", model=tiny["roberta"].model)
    shown = [p.display for p in result.pieces]
    assert shown[:6] == ["<s>", "The", "␣cat", "␣was", "␣play", "ing"]
    assert shown[-3:] == ["<0xC3>", "<0xA9>", "</s>"], "half a character is shown as its bytes"
    assert result.pieces[2].piece == "Ġcat" and result.pieces[5].starts_word is False
    assert (result.pieces[0].role_name, result.pieces[-1].role_name) == ("CLS", "SEP")
    assert result.scheme == "byte-level BPE" and result.max_length == 64
    assert (
        merge_pieces(tiny["roberta"].tokenizer, result.ids, skip_special_tokens=True)
        == "The cat was playing é"
    )


def test_sentencepiece_word_starts_and_bos(tiny) -> None:
    result = tokenize_text(tiny["llama"].tokenizer, "Once upon a time")
    assert result.pieces[0].role_name == "BOS" and result.pieces[0].is_special
    assert [p.display for p in result.pieces[1:3]] == ["␣Once", "␣up"]
    assert result.scheme == "sentencepiece BPE"


def test_over_limit_is_flagged_not_truncated(tiny) -> None:
    result = tokenize_text(tiny["gpt2"].tokenizer, "the cat sat on the mat", max_length=3)
    assert result.over_limit and result.count == 6 and len(result.pieces) == 6
    assert [p.display for p in result.pieces][:2] == ["the", "␣cat"]
