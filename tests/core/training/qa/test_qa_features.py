"""Windows over long passages with the embedded model's real WordPiece tokenizer: answer positions, [CLS]
where a window does not hold the answer, offsets that map back to the passage, overlap, padding."""

from __future__ import annotations

import pytest

from workbench.core.models.loading import load_tokenizer
from workbench.core.training.objectives.qa.features import (
    CLS_POSITION,
    answer_tokens,
    build_features,
    collate_features,
)

FILLER = "The river runs past the old mill and under the stone bridge. "
CONTEXT = FILLER * 3 + "The ferry to the island leaves at nine every morning. " + FILLER * 4
QUESTION = "When does the ferry leave?"
ANSWER = ("at nine", CONTEXT.index("at nine"))


@pytest.fixture(scope="module")
def tokenizer():
    return load_tokenizer("workbench-mini-mlm")


def context_tokens(offsets):
    return [k for k, span in enumerate(offsets) if span is not None]


def test_a_long_passage_is_cut_into_overlapping_windows(tokenizer) -> None:
    features = build_features(tokenizer, [QUESTION], [CONTEXT], [ANSWER], max_length=48, stride=12)
    windows = features.windows_by_item()[0]
    assert len(windows) >= 4 and features.items == (0,) * len(windows)
    assert all(len(ids) <= 48 for ids in features.input_ids)
    # the first window ends before the answer: [CLS]; the second holds it
    assert (features.start_positions[0], features.end_positions[0]) == (CLS_POSITION, CLS_POSITION)
    assert features.start_positions[1] != CLS_POSITION
    for w in windows:
        start, end = features.start_positions[w], features.end_positions[w]
        offsets = features.offsets[w]
        if start == CLS_POSITION:
            assert end == CLS_POSITION
            inside = context_tokens(offsets)
            holds = (
                offsets[inside[0]][0] <= ANSWER[1] and ANSWER[1] + len(ANSWER[0]) <= offsets[inside[-1]][1]
            )
            assert not holds
            continue
        assert CONTEXT[offsets[start][0] : offsets[end][1]] == "at nine"
        assert tokenizer.decode(features.input_ids[w][start : end + 1]) == "at nine"
    assert sum(features.start_positions[w] != CLS_POSITION for w in windows) in (1, 2)
    # question tokens and special tokens carry no offsets; passage tokens point at their own characters
    first = features.offsets[0]
    question_tokens = len(tokenizer(QUESTION, add_special_tokens=False)["input_ids"])
    assert all(span is None for span in first[: question_tokens + 2]) and first[-1] is None
    for k in context_tokens(first):
        piece = tokenizer.convert_ids_to_tokens(features.input_ids[0][k]).removeprefix("##")
        assert CONTEXT[first[k][0] : first[k][1]].lower() == piece
    # neighbouring windows share ``stride`` passage tokens
    for a, b in zip(windows, windows[1:], strict=False):
        left, right = context_tokens(features.offsets[a]), context_tokens(features.offsets[b])
        shared = [features.offsets[a][k] for k in left[-12:]]
        assert shared == [features.offsets[b][k] for k in right[:12]]


def test_items_short_and_long_without_answers_and_long_questions(tokenizer) -> None:
    long_question = "Please tell me, as precisely as you possibly can, at what hour the ferry leaves " * 3
    features = build_features(
        tokenizer,
        ["What runs past the mill?", long_question],
        ["The river runs past the mill.", CONTEXT],
        max_length=64,
        stride=16,
        max_question_tokens=10,
    )
    assert features.start_positions == () and features.end_positions == ()
    grouped = features.windows_by_item()
    assert len(grouped[0]) == 1 and len(grouped[1]) > 2
    for w in grouped[1]:  # the question was cut to 10 tokens: [CLS], 10 question tokens, [SEP]
        assert features.offsets[w].index(next(s for s in features.offsets[w] if s is not None)) == 12
    assert features.token_type_ids is not None


def test_answer_tokens_needs_the_whole_answer_inside() -> None:
    offsets = [None, None, None, (0, 3), (4, 9), (10, 15), (15, 16), None]
    assert answer_tokens(offsets, 4, 15) == (4, 5)
    assert answer_tokens(offsets, 5, 13) == (4, 5)  # a span inside tokens takes the tokens around it
    assert answer_tokens(offsets, 10, 20) == (CLS_POSITION, CLS_POSITION)  # runs past the window
    assert answer_tokens([None, None], 0, 3) == (CLS_POSITION, CLS_POSITION)


def test_collate_pads_on_the_right_and_keeps_positions(tokenizer) -> None:
    features = build_features(
        tokenizer,
        [QUESTION, "What runs?"],
        [CONTEXT, "The river runs."],
        [ANSWER, ("The river", 0)],
        max_length=48,
        stride=12,
    )
    short = len(features) - 1
    batch = collate_features(features, [1, short], tokenizer.pad_token_id, "cpu")
    n = len(features.input_ids[short])
    assert batch["input_ids"].shape == (2, len(features.input_ids[1]))
    assert batch["input_ids"][1, n:].eq(tokenizer.pad_token_id).all()
    assert batch["attention_mask"][1].sum() == n and batch["attention_mask"][0].all()
    assert batch["start_positions"].tolist() == [features.start_positions[1], features.start_positions[short]]
    start, end = features.start_positions[short], features.end_positions[short]
    assert tokenizer.decode(batch["input_ids"][1, start : end + 1]) == "the river"
    assert "token_type_ids" in batch
