"""Finding names: word pieces aligned with word tags, and entity-level scores on hand-made cases."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.training_data import tiny_bert_folder  # noqa: F401 - fixture
from workbench.core.training.objectives.entities import entity_metrics, entity_spans
from workbench.core.training.objectives.metrics import EvalMetrics, is_better, metrics_from_dict
from workbench.core.training.objectives.tagging import IGNORED, align_tags


def test_the_first_piece_of_a_word_carries_its_tag_and_the_rest_are_ignored(tiny_bert_folder: Path) -> None:  # noqa: F811
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_bert_folder)
    words = [["the", "cat", "is", "playing"], ["a", "dog", "ran", "to", "the", "store", "store", "store"]]
    tags = [[0, 1, 0, 3], [0, 1, 0, 0, 0, 3, 4, 4]]
    encoded, cut = align_tags(tokenizer, words, tags, max_length=8)
    pieces = tokenizer.convert_ids_to_tokens(list(encoded.input_ids[0]))
    assert pieces == ["[CLS]", "the", "cat", "is", "play", "##ing", "[SEP]"]
    assert encoded.piece_labels[0] == (IGNORED, 0, 1, 0, 3, IGNORED, IGNORED)  # "##ing" and specials skipped
    assert encoded.first_pieces[0] == (1, 2, 3, 4)
    # 8 pieces at most: [CLS] + 6 words + [SEP]; the last two words are cut and have no piece
    assert len(encoded.input_ids[1]) == 8 and encoded.first_pieces[1] == (1, 2, 3, 4, 5, 6, None, None)
    assert encoded.piece_labels[1] == (IGNORED, 0, 1, 0, 0, 0, 3, IGNORED) and cut == 1
    assert encoded.word_tags == ((0, 1, 0, 3), (0, 1, 0, 0, 0, 3, 4, 4))


def test_entities_are_read_from_bio_tags() -> None:
    assert entity_spans(["B-PER", "I-PER", "O", "B-LOC", "B-LOC", "I-LOC"]) == [
        ("PER", 0, 2),
        ("LOC", 3, 4),
        ("LOC", 4, 6),
    ]
    assert entity_spans(["O", "I-ORG", "I-ORG", "I-PER"]) == [("ORG", 1, 3), ("PER", 3, 4)]  # lenient reading
    assert entity_spans([]) == []


def test_only_exact_boundaries_and_type_count_as_found() -> None:
    true = [
        ["B-PER", "I-PER", "O", "B-LOC"],  # Ada Lovelace ... London
        ["B-ORG", "I-ORG", "I-ORG", "O"],
        ["O", "B-LOC", "O", "O"],
    ]
    predicted = [
        ["B-PER", "O", "O", "B-LOC"],  # the person cut short: a miss and a wrong find; London right
        ["B-ORG", "I-ORG", "I-ORG", "O"],  # right
        ["O", "B-PER", "O", "B-PER"],  # right words, wrong type; and a name that is not there
    ]
    m = entity_metrics(true, predicted, ("LOC", "ORG", "PER", "MISC"), loss=0.5)
    assert m.types == ("LOC", "MISC", "ORG", "PER")
    # 4 true names, 5 found, 2 of them right (London, the organisation)
    assert (m.entity_precision, m.entity_recall) == pytest.approx((2 / 5, 2 / 4))
    assert m.entity_f1 == pytest.approx(2 * 0.4 * 0.5 / 0.9)
    per = m.per_type()
    assert per["LOC"] == pytest.approx({"precision": 1.0, "recall": 0.5, "f1": 2 / 3, "support": 2})
    assert per["PER"] == pytest.approx({"precision": 0.0, "recall": 0.0, "f1": 0.0, "support": 1})
    assert per["ORG"]["f1"] == 1.0 and per["MISC"] == {
        "precision": 0.0,
        "recall": 0.0,
        "f1": 0.0,
        "support": 0,
    }
    assert m.macro_f1 == pytest.approx((2 / 3 + 1.0 + 0.0) / 3)  # MISC occurs nowhere: not counted
    assert m.predicted == (1, 0, 1, 3) and m.support == (2, 0, 1, 1)
    assert m.accuracy == pytest.approx(9 / 12) and m.examples == 3 and m.words == 12
    assert metrics_from_dict(m.to_dict()) == m


def test_the_kept_weights_are_chosen_by_entity_f1_then_loss() -> None:
    def scored(f1_right: bool, loss: float):
        predicted = [["B-PER", "O"]] if f1_right else [["O", "O"]]
        return entity_metrics([["B-PER", "O"]], predicted, ("PER",), loss=loss)

    assert is_better(scored(True, 0.9), scored(False, 0.1), "macro_f1")
    assert not is_better(scored(True, 0.5), scored(True, 0.4), "macro_f1")
    assert is_better(scored(False, 0.1), scored(True, 0.9), "val_loss")
    classifier = EvalMetrics(1, 1.0, 0.3, 1.0, 0.5, ("a",), (1.0,), (1.0,), (1.0,), (1,), ((1,),), 1)
    assert classifier.best_score == 0.5 and scored(True, 0.1).best_score == 1.0
