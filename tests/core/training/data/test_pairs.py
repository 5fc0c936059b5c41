"""Pairs of texts as data: the second text column found by its name (or by its texts), plain refusals for a
file without one, the second texts kept through checks, clean-up, splits and the run folder, and the
tokenizer's own pair encoding with its two segments."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.pair_data import animal_pairs, write_pairs_csv
from tests.support.training_data import tiny_bert_folder  # noqa: F401 - a fixture
from workbench.core.training.config import TrainConfig
from workbench.core.training.data.batching import encode, pair_tokens
from workbench.core.training.data.checks import check_dataset, clean, stratified_split, subsample
from workbench.core.training.data.columns import guess_pair_columns
from workbench.core.training.data.labelled import ColumnError, load_dataset, read_table_preview
from workbench.core.training.engine.run_folder import RunFolder


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("columns", "expected"),
    [
        (("sentence1", "sentence2", "label"), ("sentence1", "sentence2", "label")),
        (("label", "hypothesis", "premise"), ("premise", "hypothesis", "label")),
        (("Question", "Answer", "is_match"), ("Question", "Answer", "is_match")),
        (("text_a", "text_b", "class"), ("text_a", "text_b", "class")),
        (("id", "Text 1", "Text 2", "y"), ("Text 1", "Text 2", "y")),
        (("question1", "question2", "is_duplicate"), ("question1", "question2", "is_duplicate")),
        (("first text", "second text", "verdict"), ("first text", "second text", "verdict")),
    ],
)
def test_the_pair_columns_are_found_by_their_names(
    columns: tuple[str, ...], expected: tuple[str, ...]
) -> None:
    sample = {
        "id": "1",
        "label": "yes",
        "class": "yes",
        "y": "yes",
        "is_match": "yes",
        "is_duplicate": "1",
        "verdict": "yes",
    }
    rows = [tuple(sample.get(c, f"some words of {c} number {i}") for c in columns) for i in range(6)]
    rows += [
        tuple(sample.get(c, f"other words of {c}").replace("yes", "no").replace("1", "0") for c in columns)
    ]
    assert guess_pair_columns(columns, rows) == expected


def test_unnamed_columns_are_told_apart_by_their_texts(tmp_path: Path) -> None:
    rows = [f"the cat sat {i},a dog ran to the store {i},{'yes' if i % 2 else 'no'},{i}" for i in range(8)]
    path = write(tmp_path / "pairs.csv", "left,right,verdict,n\n" + "\n".join(rows) + "\n")
    ds = load_dataset(path, pairs=True)
    assert (ds.text_column, ds.text_b_column, ds.label_column) == ("left", "right", "verdict")
    assert ds.texts_b[0] == "a dog ran to the store 0" and ds.is_pairs
    assert "second texts from “right”" in ds.notes[-1] and "chosen automatically" in ds.notes[-1]
    preview = read_table_preview(path, pairs=True)
    assert (preview.suggested_text_column, preview.suggested_text_b_column) == ("left", "right")
    assert read_table_preview(path).suggested_text_b_column is None  # single texts: no second column


def test_a_file_without_a_second_text_is_refused_naming_its_columns(tmp_path: Path) -> None:
    path = write(tmp_path / "single.csv", "text,label\nthe cat sat,cat\nthe dog ran,dog\n")
    with pytest.raises(ColumnError) as caught:
        load_dataset(path, pairs=True)
    error = caught.value
    assert error.code == "no-second-text" and "“text”, “label”" in error.message
    assert "second text" in error.hint and error.columns == ("text", "label")

    empty = write(
        tmp_path / "empty_b.csv", "sentence1,sentence2,label\nthe cat sat,,same\nthe dog ran, ,different\n"
    )
    with pytest.raises(ColumnError) as caught:
        load_dataset(empty, pairs=True)
    assert caught.value.code == "empty-second-text" and "“sentence2”" in caught.value.message
    assert "The columns are: “sentence1”, “sentence2”, “label”" in caught.value.message

    named = write_pairs_csv(tmp_path / "pairs.csv", 8)
    with pytest.raises(ColumnError, match="second text column “answer” is not in the file") as caught:
        load_dataset(named, text_b_column="answer")
    assert "sentence1" in caught.value.message and caught.value.code == "column-not-found"
    with pytest.raises(ColumnError, match="three different columns") as caught:
        load_dataset(named, text_column="sentence1", text_b_column="sentence1")
    assert caught.value.code == "same-column"


def test_checks_clean_up_and_splits_keep_each_pair_whole(tmp_path: Path) -> None:
    rows = [f"the cat sat {i},a cat ran {i},same" for i in range(10)]
    rows += [f"the cat sat {i},a dog ran {i},different" for i in range(10)]  # same first texts: no repeats
    rows += ["the cat sat 0,a cat ran 0,same", "the cat sat 1,a cat ran 1,different", "the cat sat 2,,same"]
    ds = load_dataset(write(tmp_path / "pairs.csv", "a,b,label\n" + "\n".join(rows) + "\n"), pairs=True)
    assert len(ds) == 23 and ds.text_b_column == "b"
    issues = {issue.code: issue for issue in check_dataset(ds, max_tokens=8, count_tokens=lambda a, b: 9)}
    assert issues["duplicate"].rows == (20,) and "same pair of texts and label" in issues["duplicate"].message
    assert (
        issues["conflicting-labels"].rows == (1, 21)
        and "1 pair appears" in issues["conflicting-labels"].message
    )
    assert "the cat sat 1  ‖  a cat ran 1" in issues["conflicting-labels"].message
    assert issues["empty-text"].rows == (22,) and "1 pair lacks a text" in issues["empty-text"].message
    assert "the longer text of each pair is cut" in issues["too-long"].message
    cleaned = clean(ds)
    assert len(cleaned) == 21 and "1 pair with an empty text" in cleaned.notes[-1]
    assert all(b for b in cleaned.texts_b) and cleaned.texts[10:] == ds.texts[10:20] + ds.texts[21:22]

    examples = set(zip(cleaned.texts, cleaned.texts_b, cleaned.labels, strict=True))
    train, validation = stratified_split(cleaned, 0.2, seed=3)
    for part in (train, validation, subsample(train, 6, seed=3)):
        assert part.is_pairs and set(zip(part.texts, part.texts_b, part.labels, strict=True)) <= examples
    assert len(train) + len(validation) == len(cleaned)


def test_pairs_go_through_the_run_folder_and_come_back_for_a_resume(tmp_path: Path) -> None:
    train_part, val_part = animal_pairs()
    config = TrainConfig(objective="pairs", out_dir=str(tmp_path / "run"))
    run = RunFolder.create(config, train_part, val_part)
    train_back, val_back = run.read_data()
    assert (train_back, val_back) == (train_part, val_part)
    assert val_back.texts_b == val_part.texts_b and run.read_config().objective == "pairs"

    single = RunFolder.create(
        TrainConfig(out_dir=str(tmp_path / "single")),
        train_part.__class__(train_part.texts, train_part.labels, train_part.label_names),
        val_part,
    )
    assert "texts_b" not in single.data_file.read_text(encoding="utf-8").split('"validation"')[0]
    assert single.read_data()[0].texts_b is None


def test_a_pair_is_encoded_as_the_tokenizer_joins_two_texts(tiny_bert_folder: Path) -> None:  # noqa: F811
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_bert_folder)
    encoded = encode(tokenizer, ["the cat sat"], [1], 32, texts_b=["a dog ran to the store"])
    tokens = tokenizer.convert_ids_to_tokens(list(encoded.input_ids[0]))
    assert tokens == ["[CLS]", "the", "cat", "sat", "[SEP]", "a", "dog", "ran", "to", "the", "store", "[SEP]"]
    assert encoded.token_type_ids[0] == (0,) * 5 + (1,) * 7 and encoded.labels == (1,)

    view = pair_tokens(tokenizer, "the cat sat", "a dog ran to the store", 32)
    assert view.tokens == tuple(tokens) and view.segments == encoded.token_type_ids[0]
    assert view.segment_ids and not view.truncated
    short = pair_tokens(tokenizer, "the cat sat", "a dog ran to the store", 8)
    assert short.truncated and len(short.tokens) == 8 and short.tokens.count("[SEP]") == 2
    # The longer text loses tokens from its end until both are as long, then both do, one at a time.
    assert short.tokens == ("[CLS]", "the", "cat", "[SEP]", "a", "dog", "ran", "[SEP]")
    cut = encode(tokenizer, ["the cat sat"], [0], 8, texts_b=["a dog ran to the store"])
    assert cut.input_ids[0] == tuple(tokenizer.convert_tokens_to_ids(list(short.tokens)))
