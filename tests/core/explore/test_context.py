"""Left-only versus both-sides context for one blank: what the words after the blank add."""

from __future__ import annotations

import math

import pytest

from workbench.core.errors import InputError, WrongModelKind
from workbench.core.explore.context import compare_contexts, sentence_log_probabilities


def test_the_words_after_the_blank_point_to_store_on_smollm2(smollm2) -> None:
    result = compare_contexts("The man went to the ___ to buy milk", smollm2, None, top_k=10)
    whole, left = result.rank("store", "whole_sentence"), result.rank("store", "left_only")
    # Measured on SmolLM2-135M: " store" is 5th after "The man went to the" (behind local, bathroom, market,
    # bar) and 1st when the whole sentence, "to buy milk" included, is scored.
    assert whole is not None and left is not None and whole < left
    assert result.whole_sentence[0].word == "store"
    assert result.both_sides is None and "Model zoo" in result.message
    assert result.before == "The man went to the " and result.after == " to buy milk"
    assert sum(c.probability for c in result.whole_sentence) == pytest.approx(1.0)
    assert any("shares among these candidates" in note for note in result.notes)
    assert all(c.sources == ("left_only",) for c in result.whole_sentence)


def test_three_views_with_a_masked_model_and_given_candidates(tiny) -> None:
    result = compare_contexts(
        "The man went to the [MASK] to buy milk",
        tiny["gpt2"],
        tiny["roberta"],
        top_k=4,
        candidates=["shop", " store "],
    )
    assert result.masked_model == "roberta" and result.message == ""
    assert 0 < len(result.both_sides) <= 4 and len(result.left_only) <= 4
    words = {c.word: c for c in result.whole_sentence}
    assert {"shop", "store"} <= set(words) and "given" in words["store"].sources
    for row in result.both_sides:
        assert "both_sides" in words[row.word].sources
    for row in result.left_only:
        assert "left_only" in words[row.word].sources
    assert [c.rank for c in result.whole_sentence] == list(range(1, len(words) + 1))
    assert words["shop"].sentence == "The man went to the shop to buy milk"


def test_sentence_scores_are_sums_of_token_log_probabilities(tiny) -> None:
    import torch

    loaded = tiny["gpt2"]
    sentences = ["the cat sat on the mat", "the dog ran"]
    got = sentence_log_probabilities(loaded, sentences)
    for sentence, total in zip(sentences, got, strict=True):
        ids = [loaded.tokenizer.eos_token_id, *loaded.tokenizer(sentence)["input_ids"]]
        with torch.no_grad():
            log_probs = loaded.model(input_ids=torch.tensor([ids])).logits[0].log_softmax(-1)
        expected = sum(float(log_probs[i, ids[i + 1]]) for i in range(len(ids) - 1))
        assert total == pytest.approx(expected, abs=1e-4)
    assert all(math.isfinite(v) and v < 0 for v in got)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("The man went to the store", "no blank"),
        ("The ___ went to the ___", "2 blanks"),
        ("___ went to the store", "nothing before it"),
        ("", "no text"),
    ],
)
def test_bad_texts_are_explained(tiny, text: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        compare_contexts(text, tiny["gpt2"])


def test_the_causal_side_must_be_a_causal_model(tiny) -> None:
    with pytest.raises(WrongModelKind):
        compare_contexts("The ___ sat", tiny["bert"])
