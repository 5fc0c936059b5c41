"""Reading question-answering files (every format, the repairs and the errors), the split by passage, and
the stored form a run folder keeps."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from workbench.core.errors import DataError
from workbench.core.training.data.qa import QADataset, split_by_passage
from workbench.core.training.data.qa_reading import load_qa_dataset
from workbench.core.training.data.reading import ColumnError
from workbench.core.training.data.samples import sample_path

HARBOUR = (
    "The ferry to Marrow Island leaves the harbour at nine. It returns at four, "
    "and the crossing takes forty minutes."
)
MILL = "The old mill on the Lenn was built in 1820 and ground flour until 1954."


def write_jsonl(path: Path, records: list[dict]) -> Path:
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    return path


def write_csv(path: Path, rows: list[list[str]], header=("context", "question", "answer")) -> Path:
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(header)
        writer.writerows(rows)
    return path


def assert_slices(dataset: QADataset) -> None:
    for context, answers in zip(dataset.contexts, dataset.answers, strict=True):
        for text, start in answers:
            assert context[start : start + len(text)] == text


def test_jsonl_with_answer_start_or_start(tmp_path: Path) -> None:
    path = write_jsonl(
        tmp_path / "qa.jsonl",
        [
            {
                "id": "a",
                "title": "Ferry",
                "context": HARBOUR,
                "question": "When does the ferry leave?",
                "answers": [{"text": "at nine", "answer_start": HARBOUR.index("at nine")}],
            },
            {
                "context": MILL,
                "question": "When was the mill built?",
                "answers": [{"text": "1820", "start": MILL.index("1820")}, {"text": "in 1820", "start": 35}],
            },
        ],
    )
    dataset = load_qa_dataset(path)
    assert len(dataset) == 2 and dataset.format == "jsonl"
    assert dataset.ids == ("a", "2") and dataset.titles == ("Ferry", "")
    assert dataset.answers[0] == (("at nine", HARBOUR.index("at nine")),)
    assert dataset.answers[1] == (("1820", MILL.index("1820")), ("in 1820", MILL.index("in 1820")))
    assert dataset.locations == ("line 1", "line 2")
    assert dataset.notes == ()
    assert_slices(dataset)


def test_nested_squad_json_and_unanswerable_questions(tmp_path: Path) -> None:
    squad = {
        "version": "v2.0",
        "data": [
            {
                "title": "Ferry",
                "paragraphs": [
                    {
                        "context": HARBOUR,
                        "qas": [
                            {
                                "id": "f1",
                                "question": "When does it return?",
                                "answers": [{"text": "at four", "answer_start": HARBOUR.index("at four")}],
                            },
                            {
                                "id": "f2",
                                "question": "What does it cost?",
                                "answers": [],
                                "is_impossible": True,
                            },
                        ],
                    }
                ],
            },
            {
                "title": "Mill",
                "paragraphs": [
                    {
                        "context": MILL,
                        "qas": [
                            {
                                "id": "m1",
                                "question": "Until when did it grind flour?",
                                "answers": [{"text": "1954", "answer_start": MILL.index("1954")}],
                            },
                        ],
                    }
                ],
            },
        ],
    }
    path = tmp_path / "squad.json"
    path.write_text(json.dumps(squad), encoding="utf-8")
    dataset = load_qa_dataset(path)
    assert dataset.ids == ("f1", "m1") and dataset.titles == ("Ferry", "Mill")
    assert dataset.contexts == (HARBOUR, MILL)
    assert dataset.locations == ("article 1, paragraph 1, question 1", "article 2, paragraph 1, question 1")
    assert any("1 questions marked as having no answer were left out" in note for note in dataset.notes)
    assert_slices(dataset)


def test_json_array_with_column_form_answers(tmp_path: Path) -> None:
    path = tmp_path / "qa.json"
    record = {
        "context": MILL,
        "question": "When was it built?",
        "answers": {"text": ["1820"], "answer_start": [MILL.index("1820")]},
    }
    path.write_text(json.dumps([record]), encoding="utf-8")
    dataset = load_qa_dataset(path)
    assert dataset.answers == ((("1820", MILL.index("1820")),),) and dataset.format == "json"


def test_csv_finds_each_answer_in_its_context(tmp_path: Path) -> None:
    path = write_csv(
        tmp_path / "qa.csv",
        [
            [HARBOUR, "How long is the crossing?", "forty minutes"],
            [HARBOUR, "Where does the ferry go?", "marrow   island"],  # other case and spacing
            [MILL, "What did the mill grind?", "flour"],
            ["the bell rang, and the bell rang again.", "What rang?", "the bell"],  # twice
        ],
    )
    dataset = load_qa_dataset(path)
    assert dataset.format == "csv" and dataset.locations == ("row 2", "row 3", "row 4", "row 5")
    assert dataset.answers[1] == (("Marrow Island", HARBOUR.index("Marrow Island")),)
    assert dataset.answers[3] == (("the bell", 0),)  # the first of two
    assert_slices(dataset)
    notes = " ".join(dataset.notes)
    assert "1 answers occur more than once in their passage (row 5)" in notes
    assert "ignoring capitals or spacing (row 3)" in notes


def test_tsv_with_an_answer_start_column(tmp_path: Path) -> None:
    path = tmp_path / "qa.tsv"
    path.write_text(f"context\tquestion\tanswer\tanswer_start\n{MILL}\tWhen did it stop?\t1954\t66\n")
    dataset = load_qa_dataset(path)
    assert dataset.answers == ((("1954", 66),),) and MILL[66:70] == "1954"


def test_csv_answer_missing_from_its_context_names_the_row(tmp_path: Path) -> None:
    path = write_csv(
        tmp_path / "qa.csv",
        [[HARBOUR, "When does it leave?", "at nine"], [MILL, "Who built the mill?", "Josiah Thorne"]],
    )
    with pytest.raises(DataError) as caught:
        load_qa_dataset(path)
    assert caught.value.code == "not-in-context"
    assert "row 3" in caught.value.message and "“Josiah Thorne”" in caught.value.message
    assert "delete row 3" in caught.value.hint


def test_a_start_slightly_off_is_moved_one_far_off_is_an_error(tmp_path: Path) -> None:
    at = MILL.index("1820")
    near = write_jsonl(
        tmp_path / "near.jsonl",
        [
            {
                "context": MILL,
                "question": "Built when?",
                "answers": [{"text": " 1820", "answer_start": at + 3}],
            }
        ],
    )
    dataset = load_qa_dataset(near)
    assert dataset.answers == ((("1820", at),),)
    assert any("1 answer starts did not point at their answer (line 1)" in note for note in dataset.notes)

    far = write_jsonl(
        tmp_path / "far.jsonl",
        [
            {"context": MILL, "question": "Built when?", "answers": [{"text": "1820", "answer_start": at}]},
            {
                "context": HARBOUR + " " * 80 + "It is blue.",
                "question": "What colour?",
                "answers": [{"text": "blue", "answer_start": 2}],
            },
        ],
    )
    with pytest.raises(DataError) as caught:
        load_qa_dataset(far)
    assert caught.value.code == "start-mismatch" and "line 2" in caught.value.message
    assert "“blue”" in caught.value.message


@pytest.mark.parametrize(
    ("content", "code", "words"),
    [
        ("", "empty", "is empty"),
        ('{"context": "x", "answers": [{"text": "x", "answer_start": 0}]}\n', "missing-keys", "“question”"),
        ('{"context": "Some text.", "question": "  ", "answer": "text"}\n', "no-question", "no question"),
        ('{"context": "Some text.", "question": "Which?", "answer": ""}\n', "no-answer", "empty answer"),
        (
            '{"context": "Some text.", "question": "Which?", "answers": [{"text": "text", '
            '"answer_start": "x"}]}\n',
            "bad-start",
            "not a whole number",
        ),
        ('{"context": "Some text.", "question": "Which?", "answers": []}\n', "no-answers", "None of"),
        ("{not json\n", "bad-jsonl", "Line 1"),
    ],
)
def test_plain_errors(tmp_path: Path, content: str, code: str, words: str) -> None:
    path = tmp_path / "qa.jsonl"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_qa_dataset(path)
    assert caught.value.code == code and words in caught.value.message and caught.value.hint


def test_csv_without_the_needed_columns(tmp_path: Path) -> None:
    path = write_csv(tmp_path / "qa.csv", [[MILL, "1820"]], header=("passage", "reply"))
    with pytest.raises(ColumnError) as caught:
        load_qa_dataset(path)
    assert caught.value.code == "missing-columns" and caught.value.columns == ("passage", "reply")
    assert "“question” or “answer”" in caught.value.message


def test_the_built_in_sample_loads_and_splits_by_passage() -> None:
    dataset = load_qa_dataset(sample_path("qa_passages.jsonl"))
    assert len(dataset) == 500 and len(dataset.passages()) == 100 and dataset.notes == ()
    assert_slices(dataset)
    train, check = split_by_passage(dataset, 0.2, seed=3)
    assert len(train) + len(check) == 500 and 90 <= len(check) <= 110
    assert not set(train.contexts) & set(check.contexts)
    assert set(train.ids) | set(check.ids) == set(dataset.ids)
    again, _ = split_by_passage(dataset, 0.2, seed=3)
    other, _ = split_by_passage(dataset, 0.2, seed=4)
    assert again.ids == train.ids and other.ids != train.ids
    assert list(train.ids) == sorted(train.ids, key=dataset.ids.index)  # the file's order


def test_a_split_needs_two_passages(tmp_path: Path) -> None:
    path = write_csv(tmp_path / "qa.csv", [[MILL, "Built?", "1820"], [MILL, "Until?", "1954"]])
    with pytest.raises(DataError) as caught:
        split_by_passage(load_qa_dataset(path))
    assert caught.value.code == "too-few-passages"


def test_records_round_trip_and_reload_as_jsonl(tmp_path: Path) -> None:
    dataset = load_qa_dataset(sample_path("qa_passages.jsonl")).select(range(0, 500, 50))
    records = dataset.to_records()
    restored = QADataset.from_records(json.loads(json.dumps(records)), source=dataset.source)
    assert restored == dataset
    assert restored.titles == dataset.titles and len(restored) == 10
    again = load_qa_dataset(write_jsonl(tmp_path / "stored.jsonl", records))
    assert (again.ids, again.contexts, again.questions, again.answers) == (
        dataset.ids,
        dataset.contexts,
        dataset.questions,
        dataset.answers,
    )


def test_a_json_file_holding_one_record_per_line(tmp_path: Path) -> None:
    records = [
        {"context": MILL, "question": q, "answer": a} for q, a in (("Built?", "1820"), ("Until?", "1954"))
    ]
    path = write_jsonl(tmp_path / "lines.json", records)
    dataset = load_qa_dataset(path)
    assert dataset.format == "jsonl" and dataset.locations == ("line 1", "line 2")
    assert dataset.answers == ((("1820", MILL.index("1820")),), (("1954", MILL.index("1954")),))
