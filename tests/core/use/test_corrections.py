"""Corrections to a labelled file: the corrected copy beside it in the file's own format (delimiter, line
ends, encoding and byte-order mark kept, every other row's cells as they were), the original's bytes
untouched, the list of corrections, and plain messages for corrections that cannot be applied."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from tests.support.workbooks import read_workbook, write_workbook
from workbench.core.training.data.labelled import load_dataset
from workbench.core.use.corrections import (
    Correction,
    CorrectionError,
    Corrections,
    apply_corrections,
    read_corrections,
)

ROWS = [
    ("the cat sat", "cat"),
    ("a dog ran; fast", "dog"),  # a delimiter in a text: quoted
    ('the "cat" went\nhome', "cat"),  # a quote and a line break in a text
    ("a dog is", "cat"),  # the wrong label
    ("the dog sat", "dog"),
    ("é cat ran", "cat"),
]


def write_table(
    path: Path, delimiter: str = ";", line_end: str = "\r\n", encoding: str = "utf-8-sig"
) -> bytes:
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, delimiter=delimiter, lineterminator=line_end)
    writer.writerow(["text", "label", "note"])
    for i, (text, label) in enumerate(ROWS):
        writer.writerow([text, label, f"n{i}"])
    path.write_bytes(buffer.getvalue().encode(encoding))
    return path.read_bytes()


def read_rows(path: Path, delimiter: str, encoding: str = "utf-8-sig") -> list[list[str]]:
    return list(csv.reader(io.StringIO(path.read_bytes().decode(encoding), newline=""), delimiter=delimiter))


def test_a_csv_copy_relabels_and_drops_and_keeps_everything_else(tmp_path: Path) -> None:
    data = tmp_path / "reviews.csv"
    before = write_table(data)
    # rows as a spreadsheet numbers them: the column names are row 1, "a dog is" row 5 (row 4 spans two lines)
    copy = apply_corrections(data, [Correction(5, "dog"), Correction(3, None)])
    assert data.read_bytes() == before  # the original is only read
    assert (
        copy.path == tmp_path / "reviews.corrected.csv"
        and copy.listing == tmp_path / "reviews.corrections.csv"
    )
    raw = copy.path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") and b"\r\n" in raw and raw.count(b"\n") == raw.count(b"\r\n") + 1
    expected = [["text", "label", "note"]] + [[t, label, f"n{i}"] for i, (t, label) in enumerate(ROWS)]
    expected[4][1] = "dog"
    del expected[2]
    assert read_rows(copy.path, ";") == expected  # every other row's cells exactly as they were
    assert (copy.relabelled, copy.dropped) == (1, 1)
    listing = list(csv.DictReader(copy.listing.read_text(encoding="utf-8").splitlines()))
    assert [(r["row"], r["text"], r["old_label"], r["new_label"], r["action"]) for r in listing] == [
        ("3", "a dog ran; fast", "dog", "", "drop"),
        ("5", "a dog is", "cat", "dog", "relabel"),
    ]
    assert read_corrections(copy.listing) == (Correction(3, None), Correction(5, "dog"))
    again = load_dataset(copy.path)
    assert len(again) == len(ROWS) - 1 and again.class_counts() == {"cat": 3, "dog": 2}
    second = apply_corrections(data, [Correction(2, "dog")])  # the first copy is kept, the next is numbered
    assert (
        second.path.name == "reviews.corrected-2.csv" and second.listing.name == "reviews.corrections-2.csv"
    )
    assert copy.path.read_bytes() == raw


@pytest.mark.parametrize("suffix", [".xlsx", ".ods"])
def test_a_workbooks_sheet_is_corrected_into_a_workbook_of_that_sheet(tmp_path: Path, suffix: str) -> None:
    """The rows of the sheet named, numbered as the spreadsheet numbers them; the corrected copy is a
    workbook of the input's format holding that sheet, a number label staying a number."""
    rows = [["text", "stars"], ["the cat sat", 1], ["a dog ran", 2], ["a dog is", 1], ["é cat ran", 1]]
    data = write_workbook(tmp_path / f"reviews{suffix}", {"Cover": [["see the next sheet"]], "Data": rows})
    before = data.read_bytes()
    copy = apply_corrections(data, [Correction(4, "2"), Correction(2, None)], sheet="Data")
    assert data.read_bytes() == before and copy.path == tmp_path / f"reviews.corrected{suffix}"
    written = read_workbook(copy.path)
    assert written == {"Data": [["text", "stars"], ["a dog ran", 2], ["a dog is", 2], ["é cat ran", 1]]}
    assert isinstance(written["Data"][2][1], int | float)  # the new label is a number, as the old one was
    assert copy.renumbered == {3: 2, 4: 3, 5: 4}
    assert load_dataset(copy.path).locations == ("row 2", "row 3", "row 4")


def test_a_tsv_in_western_european_keeps_tabs_and_line_ends(tmp_path: Path) -> None:
    data = tmp_path / "reviews.tsv"
    before = write_table(data, "\t", "\n", "cp1252")
    copy = apply_corrections(data, [Correction(7, "dog")])
    assert data.read_bytes() == before
    rows = read_rows(copy.path, "\t", "utf-8")  # the copy is written as UTF-8 (the faithful writer's rule)
    assert rows[6] == ["é cat ran", "dog", "n5"] and len(rows) == len(ROWS) + 1
    assert b"\r" not in copy.path.read_bytes().replace(b"\\r", b"")


def test_json_lines_keep_every_field_and_a_numeric_label_stays_a_number(tmp_path: Path) -> None:
    data = tmp_path / "tickets.jsonl"
    records = [{"text": t, "label": int(label == "dog"), "id": i} for i, (t, label) in enumerate(ROWS)]
    lines = [json.dumps(r) for r in records[:3]] + [""] + [json.dumps(r) for r in records[3:]]
    data.write_text("\n".join(lines) + "\n", encoding="utf-8")
    before = data.read_bytes()
    copy = apply_corrections(data, [Correction(5, "1"), Correction(1, None)])  # lines, the empty one counted
    assert data.read_bytes() == before
    lines = copy.path.read_text(encoding="utf-8").split("\n")
    written = [json.loads(line) if line else None for line in lines[:-1]]
    assert written == [records[1], records[2], None, {**records[3], "label": 1}, records[4], records[5]]


def test_corrections_that_cannot_be_applied_say_why(tmp_path: Path) -> None:
    data = tmp_path / "reviews.csv"
    before = write_table(data, ",", "\n", "utf-8")
    with pytest.raises(CorrectionError, match=r"Row 42 is not a row of reviews.csv .*rows .* 2 to 7"):
        apply_corrections(data, [Correction(42, "dog")])
    with pytest.raises(
        CorrectionError, match=r"“bird” \(row 2\) is not a label of this task; its labels are: cat"
    ):
        apply_corrections(data, [Correction(2, "bird")])
    with pytest.raises(CorrectionError, match="no corrections"):
        apply_corrections(data, [])
    folder = tmp_path / "texts"
    for label in ("cat", "dog"):
        (folder / label).mkdir(parents=True)
        (folder / label / "a.txt").write_text(f"a {label}", encoding="utf-8")
    with pytest.raises(CorrectionError, match="folder of texts"):
        apply_corrections(folder, [Correction(2, "dog")])
    assert data.read_bytes() == before and sorted(
        p.name for p in tmp_path.iterdir() if p.name != "workbench-home"
    ) == [
        "reviews.csv",
        "texts",
    ]
    bad = tmp_path / "bad.csv"
    bad.write_text("row,new_label\n2,dog\nx,cat\n", encoding="utf-8")
    with pytest.raises(CorrectionError, match="Line 3 of bad.csv needs a row number"):
        read_corrections(bad)
    bad.write_text("line,what\n2,dog\n", encoding="utf-8")
    with pytest.raises(CorrectionError, match="needs a column “row”"):
        read_corrections(bad)


def test_a_label_named_dropped_is_told_from_a_dropped_row(tmp_path: Path) -> None:
    data = tmp_path / "mail.csv"
    data.write_text(
        "text,label\nhello there,kept\nyour parcel,dropped\nthe meeting,kept\nsee you,dropped\n",
        encoding="utf-8",
    )
    # row 2 gets the label "dropped"; row 3, whose label is "dropped", is left out
    copy = apply_corrections(data, [Correction(2, "dropped"), Correction(3, None)])
    assert read_rows(copy.path, ",") == [
        ["text", "label"],
        ["hello there", "dropped"],
        ["the meeting", "kept"],
        ["see you", "dropped"],
    ]
    assert (copy.relabelled, copy.dropped) == (1, 1)
    listing = list(csv.DictReader(copy.listing.read_text(encoding="utf-8").splitlines()))
    assert [(r["old_label"], r["new_label"], r["action"]) for r in listing] == [
        ("kept", "dropped", "relabel"),
        ("dropped", "", "drop"),
    ]
    expected = (Correction(2, "dropped"), Correction(3, None))
    assert read_corrections(copy.listing) == expected
    assert read_corrections(copy.listing, labels=("dropped", "kept")) == expected
    # a list without the action column (written by hand, or by an older version): "dropped" as the new label
    # leaves the row out, unless the task has a label of that name, where it cannot be told and is refused
    old = tmp_path / "old.csv"
    old.write_text("row,text,old_label,new_label\n3,your parcel,dropped,dropped\n", encoding="utf-8")
    assert read_corrections(old) == read_corrections(old, labels=("cat", "dog")) == (Correction(3, None),)
    with pytest.raises(CorrectionError, match="Line 2 of old.csv .*“dropped” is also a label") as refused:
        read_corrections(old, labels=("dropped", "kept"))
    assert "action" in refused.value.hint
    old.write_text("row,new_label,action\n3,,remove\n", encoding="utf-8")
    with pytest.raises(CorrectionError, match="Line 2 of old.csv .*“remove”"):
        read_corrections(old)


def test_the_list_being_made_keeps_one_correction_a_row() -> None:
    made = Corrections([Correction(4, "dog")])
    made.set(2, None)
    made.set(4, "cat")
    assert made.items() == (Correction(2, None), Correction(4, "cat")) and len(made) == 2
    made.remove(2)
    assert made.get(2) is None and made.get(4) == Correction(4, "cat")
