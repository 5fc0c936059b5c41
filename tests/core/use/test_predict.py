"""Labelling a whole file with a trained classifier: every row answered, the copy in the input's format, the
input untouched, nothing half-written left behind, and answers that agree with transformers' pipeline."""

from __future__ import annotations

import csv
import errno
import json
import threading
from pathlib import Path

import pytest

from tests.support.training_data import (  # noqa: F401 - fixtures
    animal_texts,
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
)
from tests.support.workbooks import read_workbook, write_workbook
from workbench.core.errors import Cancelled, WorkbenchError, WrongModelKind
from workbench.core.training.data.reading import ColumnError
from workbench.core.training.engine.loop import train
from workbench.core.training.runs.export import export_model
from workbench.core.use import rows as row_files
from workbench.core.use.predict import label_file, open_classifier

TEXTS = ["the cat sat on the mat", "a dog went to buy milk", "the dog ran", "a cat is playing", "dog"]


@pytest.fixture(autouse=True)
def _one_thread(one_torch_thread) -> None:  # noqa: F811
    pass


@pytest.fixture(scope="module")
def run_dir(tiny_bert_folder: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:  # noqa: F811
    train_part, val_part = animal_texts()
    out = tmp_path_factory.mktemp("predict-run") / "run"
    result = train(tiny_config(tiny_bert_folder, epochs=3, out_dir=str(out)), train_part, val_part)
    assert result.accuracy >= 0.75  # a classifier worth labelling with: the tests below compare its answers
    return Path(result.run_dir)


def read_csv(path: Path) -> list[list[str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.reader(handle))


def test_a_csv_copy_keeps_every_row_and_agrees_with_a_pipeline(run_dir: Path, tmp_path: Path) -> None:
    from transformers import pipeline

    data = tmp_path / "tickets.csv"
    lines = [
        "id,text,source",
        *[f'{i},"{t}",mail' for i, t in enumerate(TEXTS[:2])],
        "",
        "7,,mail",
        f'8,"{TEXTS[2]}",phone,extra cell',
        *[f"{9 + i},{t},web" for i, t in enumerate(TEXTS[3:])],
    ]
    data.write_text("\n".join(lines) + "\n", encoding="utf-8")
    before = data.read_bytes()
    result = label_file(open_classifier(run_dir), data)
    assert data.read_bytes() == before
    assert result.out == tmp_path / "tickets.labelled.csv"
    table = read_csv(result.out)
    assert table[0] == ["id", "text", "source", "column 4", "predicted_label", "confidence"]
    body = table[1:]
    assert len(body) == result.rows == 7  # the empty line and the row with no text keep their places
    assert body[2][-2:] == ["", ""] and body[3][:1] == ["7"] and body[3][-2:] == ["", ""]
    assert body[4][:4] == ["8", TEXTS[2], "phone", "extra cell"]
    answered = [row for row in body if row[-1]]
    assert [row[1] for row in answered] == TEXTS and result.labelled == 5
    exported = export_model(run_dir, tmp_path / "export")
    theirs = pipeline("text-classification", model=str(exported.folder), device="cpu")(TEXTS)
    assert [row[-2] for row in answered] == [t["label"] for t in theirs]
    assert [float(row[-1]) for row in answered] == pytest.approx([t["score"] for t in theirs], abs=1e-3)
    assert sum(result.per_label.values()) == 5 and sum(result.histogram) == 5
    # as a spreadsheet numbers them (the column names are row 1), the numbering the data page and checks use
    assert [r.row for r in result.preview] == [2, 3, 6, 7, 8]
    assert result.least_sure[0].confidence == pytest.approx(min(float(row[-1]) for row in answered), abs=1e-4)


def test_json_lines_text_lines_and_a_folder_are_copied_in_their_own_shape(
    run_dir: Path, tmp_path: Path
) -> None:
    classifier = open_classifier(run_dir)
    jsonl = tmp_path / "notes.jsonl"
    jsonl.write_text('{"body": "the cat sat", "n": 1}\n\n{"body": "a dog ran", "n": [2]}\n', encoding="utf-8")
    result = label_file(classifier, jsonl, text_column="body")
    lines = result.out.read_text(encoding="utf-8").split("\n")
    assert lines[1] == "" and len(lines) == 4
    first, second = json.loads(lines[0]), json.loads(lines[2])
    assert first["n"] == 1 and second["n"] == [2] and first["predicted_label"] in ("cat", "dog")

    text = tmp_path / "lines.txt"
    text.write_text("the cat sat\n\na dog ran\n", encoding="utf-8")
    table = read_csv(label_file(classifier, text).out)
    assert (
        table[0] == ["text", "predicted_label", "confidence"] and len(table) == 4 and table[2] == ["", "", ""]
    )

    folder = tmp_path / "letters"
    (folder / "old").mkdir(parents=True)
    (folder / "a.txt").write_text("the cat sat", encoding="utf-8")
    (folder / "old" / "b.txt").write_text("a dog ran", encoding="utf-8")
    result = label_file(classifier, folder)
    assert result.out == tmp_path / "letters.labelled.csv"
    assert [row[0] for row in read_csv(result.out)[1:]] == ["a.txt", "old/b.txt"]


@pytest.mark.parametrize("suffix", [".xlsx", ".ods"])
def test_a_workbooks_sheet_is_labelled_into_a_workbook_of_its_own_format(
    run_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], suffix: str
) -> None:
    """The sheet named (--sheet) is read, every row of it kept in its place (an empty row too) with its cells'
    values (a number stays a number, a line break stays in its cell, accents as they were), and the copy is a
    new workbook of the input's format holding that one sheet with the two columns; the input is unchanged."""
    from workbench import cli

    animals = [
        ["id", "text", "note"],
        [1, "the cat sat on the mat", "première"],
        [],
        [2, "a dog went to buy milk", "two\nlines"],
        [3, "dog", None],
    ]
    book = write_workbook(tmp_path / f"pets{suffix}", {"Notes": [["nothing to label"]], "Animals": animals})
    before = book.read_bytes()
    assert cli.main(["predict", str(run_dir), "--data", str(book), "--sheet", "Animals"]) == 0
    assert f"pets.labelled{suffix}" in capsys.readouterr().out
    out = tmp_path / f"pets.labelled{suffix}"
    assert book.read_bytes() == before
    written = read_workbook(out)
    assert list(written) == ["Animals"]  # a new workbook of the one sheet read
    rows = written["Animals"]
    assert rows[0] == ["id", "text", "note", "predicted_label", "confidence"]
    assert rows[2] == []  # the empty row stays empty, in its place
    assert [row[:3] for row in (rows[1], rows[3])] == [
        [1, "the cat sat on the mat", "première"],
        [2, "a dog went to buy milk", "two\nlines"],
    ]
    assert rows[4][:2] == [3, "dog"] and rows[4][2] is None
    expected = [p.label for p in open_classifier(run_dir).predict([animals[i][1] for i in (1, 3, 4)], 8)]
    assert [rows[i][3] for i in (1, 3, 4)] == expected
    assert all(isinstance(rows[i][4], float) and 0.5 <= rows[i][4] <= 1 for i in (1, 3, 4))
    # without --sheet the first sheet is read: its one cell is a text without a header, labelled as such
    result = label_file(open_classifier(run_dir), book, tmp_path / f"first{suffix}")
    assert result.rows == 1 and list(read_workbook(result.out)) == ["Notes"]


def test_what_cannot_be_done_is_refused_with_the_way_out(
    run_dir: Path,  # noqa: F811
    tmp_path: Path,
    tiny_bert_folder: Path,  # noqa: F811
) -> None:
    classifier = open_classifier(run_dir)
    data = tmp_path / "in.csv"
    data.write_text("review,stars\nthe cat sat,5\n", encoding="utf-8")
    with pytest.raises(ColumnError, match="review, stars"):
        label_file(classifier, data, text_column="text")
    taken = tmp_path / "taken.csv"
    taken.write_text("mine", encoding="utf-8")
    with pytest.raises(WorkbenchError, match="already exists"):
        label_file(classifier, data, taken)
    assert taken.read_text(encoding="utf-8") == "mine"
    assert label_file(classifier, data, taken, overwrite=True).rows == 1
    with pytest.raises(WorkbenchError, match="never changed"):
        label_file(classifier, data, data, overwrite=True)
    with pytest.raises(WrongModelKind, match="not a trained text classifier"):
        open_classifier(str(tiny_bert_folder))


def test_a_cancel_or_a_full_disk_leaves_no_copy_and_no_partial_file(
    run_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    classifier = open_classifier(run_dir)
    folder = tmp_path / "files"  # the test's own folder: nothing else is written there
    folder.mkdir()
    data = folder / "many.csv"
    data.write_text("text\n" + "\n".join(TEXTS * 500) + "\n", encoding="utf-8")
    cancel = threading.Event()
    seen: list[float] = []

    def progress(fraction: float, message: str) -> None:
        seen.append(fraction)
        assert "rows/s" in message
        cancel.set()  # after the first chunk

    with pytest.raises(Cancelled):
        label_file(classifier, data, progress=progress, cancel=cancel)
    assert seen and seen[0] < 1 and sorted(p.name for p in folder.iterdir()) == ["many.csv"]

    def full(self, row, values):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(row_files.CopyWriter, "write", full)
    with pytest.raises(WorkbenchError, match="is full"):
        label_file(classifier, data)
    assert sorted(p.name for p in folder.iterdir()) == ["many.csv"]


def test_predict_on_a_crlf_csv_with_quoted_line_breaks_keeps_every_row(run_dir: Path, tmp_path: Path) -> None:
    """The issue's airline-tweets file in small: CRLF line ends, texts holding CRLF, LF and bare CR line
    breaks inside quotes, quotes inside quotes.  Python's csv reads the copy back with the same rows, every
    field as it was, and the labels are transformers' pipeline's on the run's export, row for row."""
    from transformers import pipeline

    from workbench import cli

    texts = [
        "the cat sat\r\non the mat",
        "a dog went\nto buy milk",
        'the dog "ran"',
        "a cat\ris playing",
        "the cat, it sat",
        "a dog\r\n\r\nran to the store",
        "dog",
    ]
    rows = [
        [str(i), text, f"note {i}\r\nsecond line" if i % 3 == 0 else "web"] for i, text in enumerate(texts)
    ]
    data = tmp_path / "tweets.csv"
    with data.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle, lineterminator="\r\n").writerows([["tweet_id", "text", "source"], *rows])
    before = data.read_bytes()
    out = tmp_path / "labelled.csv"
    assert cli.main(["predict", str(run_dir), "--data", str(data), "--out", str(out)]) == 0
    assert data.read_bytes() == before
    table = read_csv(out)
    assert table[0] == ["tweet_id", "text", "source", "predicted_label", "confidence"]
    assert [row[:3] for row in table[1:]] == rows  # the same number of rows, every field unchanged
    assert out.read_bytes().count(b"\r\n") >= len(rows) + 1 and out.read_bytes().endswith(b"\r\n")
    exported = export_model(run_dir, tmp_path / "export")
    theirs = pipeline("text-classification", model=str(exported.folder), device="cpu")(
        [t.strip() for t in texts]
    )
    assert [row[3] for row in table[1:]] == [t["label"] for t in theirs]
    assert [float(row[4]) for row in table[1:]] == pytest.approx([t["score"] for t in theirs], abs=1e-3)
