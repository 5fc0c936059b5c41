"""Labelled data never gives a silently wrong answer on the command line: labels that differ only in capitals
(“cat” beside “Cat”) are named as one suspected label by ``train`` and ``check-labels``, and
``--merge-case-labels`` reads them as one without changing the file; texts that are all empty are reported as
empty texts, naming the rows, not blamed on the labels; and ``map`` refuses texts of a single label in words
instead of printing a separation of 100 %.  Tiny BERT models and files, the commands run in-process."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from tests.core.use.test_predict import run_dir  # noqa: F401 - fixture
from tests.support.training_data import (  # noqa: F401 - fixtures
    one_torch_thread,
    tiny_bert_folder,
    write_animal_csv,
)
from workbench import cli


@pytest.fixture(autouse=True)
def _one_thread(one_torch_thread) -> None:  # noqa: F811
    pass


def write_rows(path: Path, rows: list[tuple[str, str]]) -> Path:
    with path.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows([("text", "label"), *rows])
    return path


def look_alike_file(path: Path) -> Path:
    """32 sentences about a cat or a dog; 5 of the cat sentences are labelled “Cat”, the others “cat”."""
    with write_animal_csv(path, 32).open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))[1:]
    cats = [i for i, (_text, label) in enumerate(rows) if label == "cat"]
    for i in cats[:5]:
        rows[i][1] = "Cat"
    return write_rows(path, [(text, label) for text, label in rows])


def label_names(run: Path) -> list[str]:
    return json.loads((run / "data.json").read_text(encoding="utf-8"))["label_names"]


def test_train_names_look_alike_labels_and_merges_them_when_asked(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture,
) -> None:
    data = look_alike_file(tmp_path / "animals.csv")
    before = data.read_bytes()
    quick = ["--model", str(tiny_bert_folder), "--epochs", "1", "--batch-size", "8", "--max-length", "16"]
    train = ["train", "--data", str(data), *quick, "--json"]

    assert cli.main([*train, "--out", str(tmp_path / "as-written")]) == 0
    err = capsys.readouterr().err
    assert "differ only in capitals or spaces: “cat” (11) and “Cat” (5)" in err
    assert "they become “cat”, the most frequent spelling" in err and "--merge-case-labels" in err
    assert label_names(tmp_path / "as-written") == ["Cat", "cat", "dog"]

    assert cli.main([*train, "--merge-case-labels", "--out", str(tmp_path / "merged")]) == 0
    err = capsys.readouterr().err
    assert (
        "merged for this run: “Cat” is read as “cat”" in err
        and "differ only in capitals or spaces:" not in err
    )
    assert label_names(tmp_path / "merged") == ["cat", "dog"]
    config = json.loads((tmp_path / "merged" / "config.json").read_text(encoding="utf-8"))
    assert config["merge_case_labels"] is True, "the run's settings say how its labels were read"
    assert data.read_bytes() == before, "the file is never changed"


def test_check_labels_names_look_alike_labels_and_checks_them_as_one_when_asked(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture,
) -> None:
    data = look_alike_file(tmp_path / "animals.csv")
    check = ["check-labels", str(data), "--model", str(tiny_bert_folder), "--folds", "2"]

    # The thorough way (a tiny model fine-tuned for each part) says how long it should take before it starts.
    thorough = [*check, "--thorough", "--epochs", "1", "--out", str(tmp_path / "as-written.csv")]
    assert cli.main(thorough) == 0
    printed = capsys.readouterr()
    assert "Warning: Labels that differ only in capitals or spaces: “cat” (11) and “Cat” (5)." in printed.out
    assert "If they are one label, run again with --merge-case-labels" in printed.out
    assert " the thorough way in " in printed.out and "fine-tuned 2 times, 1 epochs each" in printed.out
    said = printed.err.splitlines()
    assert said[0].startswith("Expected time: about ") and "judges that part, which it never saw" in said[0]

    # The quick way, the default.
    assert cli.main([*check, "--merge-case-labels", "--json", "--out", str(tmp_path / "merged.csv")]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["way"] == "quick" and found["epochs"] is None and found["seconds"] > 0
    assert found["label_names"] == ["cat", "dog"] and found["warnings"] == []
    assert all(row["given"] in ("cat", "dog") for row in found["suspicious"])


def test_check_labels_reports_empty_texts_as_empty_texts_not_as_a_label_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    empty = write_rows(tmp_path / "empty.csv", [("", ("pos", "neg")[i % 2]) for i in range(30)])
    assert cli.main(["check-labels", str(empty)]) == 1
    err = capsys.readouterr().err
    assert "Every text is empty (column “text”: row 2, row 3, row 4, row 5, row 6 and 25 more)" in err
    assert "fill in the texts" in err and "same label" not in err

    # Every "pos" text is empty: what is left has one label, and the message says why.
    half = write_rows(
        tmp_path / "half.csv",
        [("" if i % 2 else f"a good day {i}", ("neg", "pos")[i % 2]) for i in range(30)],
    )
    assert cli.main(["check-labels", str(half)]) == 1
    err = capsys.readouterr().err
    assert "15 texts are empty (row 3, row 5, row 7, row 9, row 11 and 10 more) and were left out" in err


def test_map_of_texts_of_a_single_label_says_it_needs_two_and_shows_no_separation(
    run_dir: Path,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture,
) -> None:
    one = write_rows(tmp_path / "cats.csv", [(f"the cat {p}", "cat") for p in ("sat", "ran", "is playing")])
    out = tmp_path / "map"
    assert cli.main(["map", str(run_dir), "--data", str(one), "--out", str(out)]) == 1
    printed = capsys.readouterr()
    assert "has the same label, “cat”" in printed.err and "at least two labels" in printed.err
    assert "%" not in printed.out + printed.err and not out.exists()
