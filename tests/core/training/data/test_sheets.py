"""A user's own spreadsheet read as their data: a sheet of an Excel (.xlsx) or OpenDocument (.ods) workbook
read for training as a CSV file would be (its rows numbered as the spreadsheet numbers them, whole numbers
without ".0", dates as ISO text, empty cells empty), another sheet read when named, and every workbook that
cannot be read refused with what to do."""

from __future__ import annotations

import datetime as dt
import zipfile
from pathlib import Path

import pytest

from tests.support.workbooks import write_workbook
from workbench.core.errors import DataError
from workbench.core.training.data.labelled import load_dataset, read_table_preview
from workbench.core.training.data.reading import read_raw_table
from workbench.core.use import rows as row_files

REVIEWS = [
    ["text", "label", "stars", "written"],
    ["Très bien, ça marche", "good", 5, dt.date(2024, 3, 1)],
    ["Broke after a day.\nSent it back.", "bad", 1, dt.date(2024, 3, 2)],
    [],  # an empty row: the rows under it keep the numbers the spreadsheet gives them
    ["Fine for the price", "good", 4.5, None],
    ["Never again", "bad", None, dt.date(2024, 3, 4)],
]
SCORES = [["review", "grade"], ["short and sweet", 1], ["long and dull", 2], ["odd one", 1]]


@pytest.fixture(params=["xlsx", "ods"])
def book(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    """A workbook of two sheets: reviews with labels first, then grades (whole numbers) of other texts."""
    return write_workbook(tmp_path / f"reviews.{request.param}", {"Reviews": REVIEWS, "Grades": SCORES})


def test_the_first_sheet_is_read_for_training_with_the_spreadsheets_row_numbers(book: Path) -> None:
    dataset = load_dataset(book)
    assert dataset.format == book.suffix[1:] and dataset.columns == ("text", "label", "stars", "written")
    assert dataset.texts == (
        "Très bien, ça marche",
        "Broke after a day.\nSent it back.",
        "Fine for the price",
        "Never again",
    )
    assert dataset.label_names == ("bad", "good")
    assert dataset.locations == ("row 2", "row 3", "row 5", "row 6")  # row 4 is the empty one
    # whole numbers without ".0", other numbers as written, dates as ISO text, empty cells empty
    assert [row[2:] for row in dataset.rows] == [
        ("5", "2024-03-01"),
        ("1", "2024-03-02"),
        ("4.5", ""),
        ("", "2024-03-04"),
    ]
    preview = read_table_preview(book)
    assert preview.sheet == "Reviews" and preview.sheets == ("Reviews", "Grades")
    assert preview.locations[:3] == ("row 2", "row 3", "row 5")


def test_a_sheet_named_is_read_and_its_whole_numbers_are_labels_without_a_point(book: Path) -> None:
    dataset = load_dataset(book, sheet="Grades")
    assert dataset.text_column == "review" and dataset.label_column == "grade"
    assert dataset.label_names == ("1", "2")  # not "1.0": a spreadsheet stores every number as a decimal
    assert dataset.locations == ("row 2", "row 3", "row 4")
    source = row_files.inspect(book, sheet="Grades")
    assert (source.format, source.sheet, source.columns, source.rows) == (
        book.suffix[1:],
        "Grades",
        ("review", "grade"),
        3,
    )
    assert [text for _cells, text, _b in row_files.read_texts(source)] == [
        "short and sweet",
        "long and dull",
        "odd one",
    ]


def refusal(path: Path, **options) -> DataError:
    with pytest.raises(DataError) as caught:
        load_dataset(path, **options)
    return caught.value


def test_a_sheet_that_is_not_there_or_empty_is_refused_naming_the_others(book: Path, tmp_path: Path) -> None:
    error = refusal(book, sheet="Sheet1")
    assert error.code == "no-sheet" and "“Reviews”, “Grades”" in error.message and "--sheet" in error.hint
    empty = write_workbook(tmp_path / f"empty{book.suffix}", {"Notes": [], "Data": REVIEWS})
    error = refusal(empty)
    assert error.code == "empty" and "“Notes”" in error.message and "“Data”" in error.hint
    csv_file = tmp_path / "reviews.csv"
    csv_file.write_text("text,label\nfine,good\nbad,bad\n", encoding="utf-8")
    error = refusal(csv_file, sheet="Reviews")
    assert error.code == "not-a-workbook" and "has no sheet “Reviews”" in error.message


def test_an_empty_or_merged_header_cell_above_data_is_refused_naming_its_column(tmp_path: Path) -> None:
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    sheet.title = "Survey"
    sheet.append(["Answers", None, "label"])
    sheet.merge_cells("A1:B1")  # one heading over two columns: the second has no name of its own
    sheet.append(["first answer", "second answer", "yes"])
    sheet.append(["another", "more", "no"])
    book.save(tmp_path / "survey.xlsx")
    error = refusal(tmp_path / "survey.xlsx")
    assert error.code == "unnamed-column" and "Column B of the sheet “Survey”" in error.message
    assert "merged" in error.message and "Unmerge" in error.hint


def test_old_locked_and_damaged_workbooks_are_refused_with_what_to_do(tmp_path: Path) -> None:
    compound = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504)  # an old Office file's header
    old = tmp_path / "old.xls"
    old.write_bytes(compound + "Workbook".encode("utf-16-le"))
    error = refusal(old)
    assert error.code == "old-excel" and "(.xls)" in error.message and "save it as .xlsx" in error.hint
    # Excel keeps a workbook locked with a password in such a file, its contents in an encrypted stream
    locked = tmp_path / "locked.xlsx"
    locked.write_bytes(compound + "EncryptedPackage".encode("utf-16-le") + bytes(64))
    error = refusal(locked)
    assert (
        error.code == "locked-workbook"
        and "password" in error.message
        and "remove the password" in error.hint
    )
    whole = write_workbook(tmp_path / "whole.xlsx", {"Reviews": REVIEWS}).read_bytes()
    damaged = tmp_path / "damaged.xlsx"
    damaged.write_bytes(whole[: len(whole) // 2])  # saved half way: the zip's directory is missing
    error = refusal(damaged)
    assert (
        error.code == "damaged-workbook"
        and "damaged" in error.message
        and "Excel or LibreOffice" in error.hint
    )
    ods = write_workbook(tmp_path / "locked.ods", {"Reviews": REVIEWS})
    with zipfile.ZipFile(ods) as archive:
        parts = {name: archive.read(name) for name in archive.namelist()}
    # LibreOffice's password: the manifest says how each part is encrypted, and the part is unreadable bytes
    entry = b'manifest:full-path="content.xml" manifest:media-type="text/xml"'
    assert entry + b"/>" in parts["META-INF/manifest.xml"]
    parts["META-INF/manifest.xml"] = parts["META-INF/manifest.xml"].replace(
        entry + b"/>", entry + b"><manifest:encryption-data/></manifest:file-entry>"
    )
    parts["content.xml"] = bytes(range(256)) * 8
    with zipfile.ZipFile(ods, "w") as archive:
        for name, data in parts.items():
            archive.writestr(name, data)
    assert refusal(ods).code == "locked-workbook"


def test_a_workbook_hidden_under_another_name_is_named_for_what_it_is(tmp_path: Path) -> None:
    hidden = tmp_path / "reviews.csv"
    hidden.write_bytes(write_workbook(tmp_path / "reviews.xlsx", {"Reviews": REVIEWS}).read_bytes())
    with pytest.raises(DataError) as caught:
        read_raw_table(hidden)
    assert "is an Excel workbook" in caught.value.message and "end in .xlsx" in caught.value.hint
