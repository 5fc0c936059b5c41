"""Choosing the answer span from hand-made start/end logits, and SQuAD's exact match and F1."""

from __future__ import annotations

import math

import pytest

from workbench.core.training.objectives.qa.decoding import best_span, best_spans
from workbench.core.training.objectives.qa.features import QAFeatures
from workbench.core.training.objectives.qa.metrics import exact_match, normalize_answer, qa_scores, token_f1

CONTEXT = "Alpha beta gamma delta"
# [CLS] question question [SEP] Alpha beta gamma delta [SEP]
OFFSETS = [None, None, None, None, (0, 5), (6, 10), (11, 16), (17, 22), None]


def logits(**high: float) -> list[float]:
    """Nine logits, 0 except at the positions named p0 ... p8."""
    values = [0.0] * len(OFFSETS)
    for name, value in high.items():
        values[int(name[1:])] = value
    return values


def test_the_best_pair_wins_and_maps_back_to_the_characters() -> None:
    span = best_span(CONTEXT, [(logits(p5=5, p6=1), logits(p6=4, p7=1), OFFSETS)])
    assert span is not None
    assert (span.text, span.start, span.end) == ("beta gamma", 6, 16)
    assert CONTEXT[span.start : span.end] == span.text
    assert span.score == pytest.approx(9.0)
    # confidence: softmax over [CLS] and the passage tokens, start times end
    start_p = math.exp(5) / (math.exp(5) + math.exp(1) + 3)
    end_p = math.exp(4) / (math.exp(4) + math.exp(1) + 3)
    assert span.confidence == pytest.approx(start_p * end_p)


def test_question_and_special_tokens_are_never_chosen() -> None:
    span = best_span(CONTEXT, [(logits(p1=50, p0=60, p4=1), logits(p2=50, p8=60, p4=1), OFFSETS)])
    assert span is not None and (span.text, span.start, span.end) == ("Alpha", 0, 5)


def test_the_end_is_never_before_the_start_and_the_length_is_capped() -> None:
    backwards = best_span(CONTEXT, [(logits(p7=10), logits(p4=10, p7=1), OFFSETS)])
    assert backwards is not None and backwards.start <= backwards.end
    assert backwards.text == "delta"  # 10 + 1 beats "Alpha" (0 + 10); the pair (delta, Alpha) is not one
    long = (logits(p4=5), logits(p7=5, p4=1), OFFSETS)
    assert best_span(CONTEXT, [long]).text == "Alpha beta gamma delta"
    capped = best_span(CONTEXT, [long], max_answer_tokens=2)
    assert capped is not None and capped.text == "Alpha"
    assert best_span(CONTEXT, [long], top_n=1).text == "Alpha beta gamma delta"


def test_windows_compete_and_padding_is_ignored() -> None:
    second = [None, None, None, (11, 16), (17, 22), None]
    first_window = (logits(p4=2), logits(p4=2), OFFSETS)
    second_window = ([0, 0, 0, 0, 6, 0, 99, 99], [0, 0, 0, 0, 5, 0, 99, 99], second)  # two padded
    span = best_span(CONTEXT, [first_window, second_window])
    assert span is not None and (span.text, span.start, span.end) == ("delta", 17, 22)
    assert best_span(CONTEXT, [([1.0, 2.0], [1.0, 2.0], [None, None])]) is None


def test_a_window_the_model_thinks_empty_gives_low_confidence() -> None:
    sure = best_span(CONTEXT, [(logits(p5=8), logits(p5=8), OFFSETS)])
    unsure = best_span(CONTEXT, [(logits(p0=12, p5=8), logits(p0=12, p5=8), OFFSETS)])
    assert sure.text == unsure.text == "beta"
    assert sure.confidence > 0.9 and unsure.confidence < 0.01


def test_best_spans_groups_windows_by_item() -> None:
    features = QAFeatures(
        input_ids=((0,) * 9, (0,) * 9, (0,) * 9),
        token_type_ids=None,
        items=(0, 1, 1),
        offsets=(tuple(OFFSETS),) * 3,
    )
    starts = [logits(p4=3), logits(p5=1), logits(p7=4)]
    ends = [logits(p4=3), logits(p5=1), logits(p7=4)]
    spans = best_spans(features, starts, ends, [CONTEXT, CONTEXT.upper()])
    assert [s.text for s in spans] == ["Alpha", "DELTA"]


def test_normalisation_ignores_case_punctuation_articles_and_spacing() -> None:
    assert normalize_answer("  The Eiffel   Tower! ") == "eiffel tower"
    assert normalize_answer("An “apple”, a pear — the end.") == "apple pear end"
    assert normalize_answer("don't") == "dont"
    assert normalize_answer("theatre") == "theatre"  # "the" only as a word


def test_exact_match_and_f1() -> None:
    assert exact_match("the Eiffel Tower.", ["Eiffel tower"]) == 1.0
    assert exact_match("Eiffel", ["Eiffel tower"]) == 0.0
    # prediction words: old mill on lenn; gold: old mill -> precision 2/4, recall 1 -> F1 2/3
    assert token_f1("the old mill on the Lenn", ["old mill"]) == pytest.approx(2 / 3)
    assert token_f1("flour", ["bread"]) == 0.0
    assert token_f1("nine", ["at nine", "nine o'clock", "nine"]) == 1.0  # the best accepted answer
    assert token_f1("nine nine", ["nine"]) == pytest.approx(2 / 3)  # repeats count once each side
    assert exact_match("x", []) == 0.0 and token_f1("", ["the"]) == 1.0


def test_scores_are_means_from_zero_to_one() -> None:
    exact, f1 = qa_scores(["at nine", "the mill", "flour"], [["at nine"], ["old mill"], ["bread", "cake"]])
    assert exact == pytest.approx(1 / 3)
    assert f1 == pytest.approx((1 + 2 / 3 + 0) / 3)
    assert qa_scores([], []) == (0.0, 0.0)
    with pytest.raises(ValueError):
        qa_scores(["a"], [])
