"""The data page's check kinds (``scene_checks.task_data``) on the real sample files and embedded tokenizers:
each holds for the lecture's claim and fails for a wrong one, saying what the page shows; and a training scene
may name only its own task's sample."""

from __future__ import annotations

import pytest

from tests.support.training_data import tiny_gpt2_folder  # noqa: F401 - fixture
from workbench.core.errors import SceneFileError
from workbench.core.scene_checks import SceneView, run_checks
from workbench.core.scenes import deck_from_dict

PAIRS = {"objective": "pairs", "sample": "pairs_paraphrase.csv", "model": "workbench-mini-mlm"}
NER = {"objective": "ner", "sample": "ner_sentences.conll", "model": "minilm-l6"}
QA = {"objective": "qa", "sample": "qa_passages.jsonl", "model": "minilm-l6", "max_length": 128}
CHAT = {"objective": "chat", "sample": "chat_plant_care.jsonl", "model": "smollm2-135m"}
SUMMARIES = {"objective": "summarize", "sample": "summaries_notes.jsonl", "model": "smollm2-135m"}


def played(state: dict, **spec) -> tuple[bool | None, str]:
    (result,) = run_checks(SceneView("train", state), (spec,))
    return result.holds, result.detail


PAIR_CLAIM = {"starts_with": "[CLS]", "separators": 2, "first_separator_segment": 0, "segment_ids": True}


@pytest.mark.parametrize(
    ("state", "wrong", "holds"),
    [
        (PAIRS, {}, True),
        ({**PAIRS, "model": "minilm-l6"}, {}, True),  # MiniLM reads a pair the same way
        (PAIRS, {"starts_with": "[SEP]"}, False),
        (PAIRS, {"separators": 1}, False),
        (PAIRS, {"separators": 3}, False),
        (PAIRS, {"first_separator_segment": 1}, False),  # the first [SEP] belongs to the first text
        (PAIRS, {"segment_ids": False}, False),  # a BERT-style model is given them
        ({**PAIRS, "model": "smollm2-135m"}, {}, False),  # no [CLS], no [SEP], no segment ids
    ],
)
def test_pair_segments_read_the_first_pair_as_one_sequence(converted_smollm2, state, wrong, holds) -> None:
    result, detail = played(state, kind="pair_segments", **{**PAIR_CLAIM, **wrong})
    assert result is holds, detail
    assert detail.startswith("pair 1 (The novel is set in a small fishing")
    if state["model"] != "smollm2-135m":
        assert "24 tokens from [CLS], 2 × [SEP]; segment 0: [CLS] … [SEP] (12 tokens); " in detail
        assert "segment 1: the … [SEP] (12 tokens); segment ids given to the model" in detail
    else:
        assert "no separator token" in detail and "not given to the model" in detail


def test_pair_segments_name_the_pair_they_read() -> None:
    result, detail = played(PAIRS, kind="pair_segments", pair=2, **PAIR_CLAIM)
    assert result is True and detail.startswith("pair 2 (The meeting has been moved"), detail
    result, detail = played(PAIRS, kind="pair_segments", pair=10**6, **PAIR_CLAIM)
    assert result is False and "no pair 1000000" in detail


@pytest.mark.parametrize(
    ("spec", "holds"),
    [
        ({"tagged": "first_piece", "split_words_at_least": 4}, True),
        ({"tagged": "every_piece", "split_words_at_least": 1}, False),  # the pieces after the first are -100
        ({"tagged": "first_piece", "split_words_at_least": 5}, False),  # only four words are cut
        ({"tagged": "first_piece", "split_words_at_least": 1, "sentence": 2}, False),  # no word is cut there
    ],
)
def test_tag_pieces_reads_the_first_sentence_as_the_page_shows_it(spec, holds) -> None:
    result, detail = played(NER, kind="tag_pieces", **spec)
    assert result is holds, detail
    if "sentence" not in spec:
        assert detail.startswith("sentence 1 (Elena Sokolova beat")
        assert "4 words cut into pieces; e.g. so ##ko ##lova → I-PER, -100, -100" in detail


def test_tag_pieces_names_a_sentence_the_sample_does_not_have() -> None:
    result, detail = played(
        NER, kind="tag_pieces", tagged="first_piece", split_words_at_least=1, sentence=10**6
    )
    assert result is False and "no sentence 1000000" in detail


@pytest.mark.parametrize(
    ("state", "spec", "holds"),
    [
        (QA, {"windows_at_least": 2}, True),
        (QA, {"windows_at_least": 2, "answer_whole_in": "every"}, False),  # window 2 lacks the answer
        (QA, {"windows_at_least": 3}, False),
        ({**QA, "max_length": 256}, {"windows_at_least": 2}, False),  # the passage fits one window
        ({**QA, "max_length": 64}, {"windows_at_least": 4}, True),
    ],
)
def test_qa_windows_cut_the_passage_at_the_scenes_window(state, spec, holds) -> None:
    result, detail = played(state, kind="qa_windows", **spec)
    assert result is holds, detail
    assert "answer “the River Lenn”" in detail and f"at most {state['max_length']} tokens" in detail


@pytest.mark.parametrize("state", [CHAT, SUMMARIES], ids=["chat", "summaries"])
@pytest.mark.parametrize(
    ("counted", "holds"), [("answer_and_end", True), ("answer", False), ("everything", False)]
)
def test_loss_tokens_count_the_answer_and_its_end_marker_only(
    converted_smollm2, state, counted, holds
) -> None:
    result, detail = played(state, kind="loss_tokens", counted=counted)
    assert result is holds, detail
    assert "in 1 unbroken run for 1 " in detail and "ending in <|im_end|>" in detail
    assert ("summary" in detail) is (state is SUMMARIES)


def test_loss_tokens_with_the_plain_template_end_at_the_end_of_text_token(tiny_gpt2_folder) -> None:  # noqa: F811
    state = {**CHAT, "model": str(tiny_gpt2_folder)}  # a model without a chat template of its own
    result, detail = played(state, kind="loss_tokens", counted="answer_and_end")
    assert result is True and "ending in <|endoftext|>" in detail, detail
    result, _ = played(state, kind="loss_tokens", counted="answer")
    assert result is False


def train_deck(**state) -> dict:
    scene = {"title": "A", "tab": "train", "state": {"step": "data", **state}}
    return {"schema_version": 1, "scenes": [scene]}


@pytest.mark.parametrize(
    "state", [PAIRS, NER, QA, CHAT, SUMMARIES], ids=["pairs", "ner", "qa", "chat", "summaries"]
)
def test_a_training_scene_can_name_every_task_with_its_sample(state) -> None:
    (scene,) = deck_from_dict(train_deck(**state), "deck.json").scenes
    assert scene.state["objective"] == state["objective"] and scene.unknown_keys() == []


def test_a_sample_of_another_task_is_refused_with_the_tasks_own() -> None:
    with pytest.raises(SceneFileError) as raised:
        deck_from_dict(train_deck(objective="chat", sample="ner_sentences.conll"), "deck.json")
    assert '“sample” "ner_sentences.conll" is not data for the task "chat"' in raised.value.message
    assert (
        '"chat_plant_care.jsonl"' in raised.value.hint and '"summaries_notes.jsonl"' not in raised.value.hint
    )
