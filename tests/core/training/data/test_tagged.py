"""Reading tagged sentences for finding names: CoNLL and JSON Lines, BIO checks and repairs, the split."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.training_data import animal_sentences, write_animal_conll
from workbench.core.errors import DataError
from workbench.core.training.config import TrainConfig
from workbench.core.training.data.families import load_run_data
from workbench.core.training.data.tagged import load_tagged, split_sentences


def test_conll_and_json_lines_read_to_the_same_sentences(tmp_path: Path) -> None:
    conll = tmp_path / "names.conll"
    conll.write_text(
        "-DOCSTART- -X- O O\n\nAda NNP B-PER\nLovelace NNP I-PER\nlived VBD O\nin IN O\nLondon NNP B-LOC\n"
        "\n\n  \nParis\tB-LOC\nis\tO\nbig\tO\n",
        encoding="utf-8",
    )
    jsonl = tmp_path / "names.jsonl"
    rows = [
        {
            "tokens": ["Ada", "Lovelace", "lived", "in", "London"],
            "tags": ["B-PER", "I-PER", "O", "O", "B-LOC"],
        },
        {"tokens": ["Paris", "is", "big"], "tags": ["B-LOC", "O", "O"]},
    ]
    jsonl.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    a, b = load_tagged(conll), load_tagged(jsonl)
    assert a.words == b.words == (("Ada", "Lovelace", "lived", "in", "London"), ("Paris", "is", "big"))
    assert a.tags == b.tags and a.tag_names == b.tag_names == ("O", "B-LOC", "I-LOC", "B-PER", "I-PER")
    assert [a.tag_names[t] for t in a.tags[0]] == ["B-PER", "I-PER", "O", "O", "B-LOC"]
    assert (a.format, b.format) == ("conll", "jsonl")
    assert a.locations == ("line 3", "line 11") and b.locations == ("line 1", "line 2")
    assert a.entity_counts() == {"LOC": 2, "PER": 1} and a.texts[1] == "Paris is big"


def test_an_i_tag_that_starts_a_name_is_read_as_b_and_said(tmp_path: Path) -> None:
    path = tmp_path / "iob1.conll"
    path.write_text("Ada I-PER\nmet O\nx O\nI-LOC\nBob I-PER\n", encoding="utf-8")
    with pytest.raises(DataError, match="Line 4 of iob1.conll has a word .“I-LOC”. but no tag"):
        load_tagged(path)
    path.write_text(
        "Ada I-PER\nLovelace I-PER\nmet O\nBob I-PER\nin O\nRome I-LOC\nCity I-PER\n", encoding="utf-8"
    )
    data = load_tagged(path)
    assert [data.tag_names[t] for t in data.tags[0]] == [
        "B-PER",
        "I-PER",
        "O",
        "B-PER",
        "O",
        "B-LOC",
        "B-PER",
    ]
    assert any(
        "4 tags I-… started a name" in note and "line 1, line 4, line 6, line 7" in note
        for note in data.notes
    )


@pytest.mark.parametrize(
    ("content", "name", "code", "message"),
    [
        (
            "Ada B-PER\nlived O\nin O\nRome LOC\n",
            "a.conll",
            "not-bio",
            "The tag “LOC” on line 4 of a.conll is not in BIO form",
        ),
        ("Ada B_PER\n", "a.txt", "not-bio", "“B_PER” on line 1"),
        (
            '{"tokens": ["Ada", "x"], "tags": ["B-PER"]}\n',
            "a.jsonl",
            "tag-count",
            "Line 1 of a.jsonl has 2 tokens but 1 tags",
        ),
        ('{"tokens": ["Ada"], "tags": [1]}\n', "a.jsonl", "not-bio", "not written as text"),
        ('{"words": ["Ada"]}\n', "a.jsonl", "bad-json", "no “tokens” and “tags” lists"),
        ("\n\n  \n", "a.conll", "empty", "has no sentences"),
        ("text,label\nAda lives,PER\n", "a.csv", "not-tagged", "a.csv is a CSV table"),
    ],
)
def test_bad_files_get_a_plain_message(
    tmp_path: Path, content: str, name: str, code: str, message: str
) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_tagged(path)
    assert caught.value.code == code and message in caught.value.message and caught.value.hint


def test_a_run_splits_by_sentence_the_same_way_each_time_and_keeps_the_check_set(tmp_path: Path) -> None:
    sentences = animal_sentences()
    path = write_animal_conll(tmp_path / "animals.conll", sentences + sentences[:3])  # three repeats
    config = TrainConfig(objective="ner", data_path=str(path), val_fraction=0.25, seed=3)
    data = load_run_data(config)
    assert len(data.train) + len(data.validation) == 27 and len(data.validation) == 7
    assert any("removed 3 repeated sentences" in note for note in data.notes)
    assert not set(data.train.words) & set(data.validation.words)
    assert data.train.tag_names == data.validation.tag_names == ("O", "B-ANI", "I-ANI", "B-PLA", "I-PLA")
    again = load_run_data(config)
    assert again.train.words == data.train.words and again.validation.words == data.validation.words
    smaller = load_run_data(config.replace(max_examples=5))
    assert smaller.validation.words == data.validation.words and len(smaller.train) == 5
    assert set(smaller.train.words) <= set(data.train.words)


def test_data_with_no_names_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "plain.conll"
    path.write_text("the O\ncat O\n\na O\ndog O\n", encoding="utf-8")
    with pytest.raises(DataError, match="every tag is O"):
        split_sentences(load_tagged(path), 0.5, 0)
