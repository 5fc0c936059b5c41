"""Spreadsheets: one sheet of an Excel (.xlsx) or OpenDocument (.ods) workbook read as rows of cell values,
and a new workbook of one sheet written from rows.

This is the workbook half of the one input gate (``data.reading`` and ``use.rows`` call it; nothing else
opens a workbook).  ``sheet_format`` tells a workbook by its name; ``read_sheet`` gives the rows of the sheet
asked for (the first one unless named) numbered as the spreadsheet numbers them: ``rows[0]`` is row 1, empty
rows in between kept (as empty lists) so that "row 5" is the row the user sees as 5.  Cells are their
values, not their formulas (the value the spreadsheet last computed); ``cell_text`` turns one into the text
the rest of the workbench reads: a whole number "3", not "3.0"; a date as ISO text ("2024-03-01", with the
time when it has one); an empty cell "".

What cannot be read is refused with a ``DataError`` that says what to do: an old Excel file (.xls), a
workbook protected by a password, a damaged one, a sheet name the workbook does not have (its sheets are
listed).

``write_sheet`` writes a new workbook holding one sheet (the copies the workbench makes of a user's sheet:
labelled, checked, corrected); the input's other sheets are not copied.
"""

from __future__ import annotations

import datetime as dt
import zipfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import DataError
from workbench.core.words import translate

SHEET_SUFFIXES = {".xlsx": "xlsx", ".ods": "ods"}
SHEET_FORMATS = tuple(SHEET_SUFFIXES.values())
_OLD_OFFICE = b"\xd0\xcf\x11\xe0"  # a compound file: an .xls, or an .xlsx locked with a password
_ODS_MIMETYPE = b"application/vnd.oasis.opendocument.spreadsheet"
_MOST_ROWS = 1_048_576  # a spreadsheet's own limit; a row "repeated" beyond it is a formatting artefact


@dataclass(frozen=True)
class Sheet:
    """The sheet read (``name``), every sheet of its workbook in order (``names``), and its rows of cell
    values (``rows[0]`` is row 1; trailing empty cells and rows left off)."""

    name: str
    names: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]


def sheet_format(path: Path) -> str | None:
    """ "xlsx" or "ods" for a workbook the workbench reads (by its name); None for any other file.  An old
    Excel file (.xls) is refused with what to do instead."""
    suffix = path.suffix.lower()
    if suffix == ".xls":
        raise DataError(
            "old-excel",
            translate(
                "TrainingData", "{name} is an old Excel file (.xls), which the workbench does not read."
            ).format(name=path.name),
            translate(
                "TrainingData",
                "Open it in Excel or LibreOffice and save it as .xlsx (Excel Workbook) or as “CSV UTF-8”, "
                "then "
                "load that file.",
            ),
        )
    return SHEET_SUFFIXES.get(suffix)


def read_sheet(path: Path, kind: str, sheet: str | None = None) -> Sheet:
    """The sheet ``sheet`` (the first one when None) of the workbook ``path`` of format ``kind`` ("xlsx" or
    "ods"); a ``DataError`` when the workbook cannot be read or has no such sheet (see the module doc)."""
    _refuse_locked(path, kind)
    try:
        return _read_xlsx(path, sheet) if kind == "xlsx" else _read_ods(path, sheet)
    except DataError:
        raise
    except Exception as error:  # a damaged file fails deep inside the readers, in ways of their own
        raise _damaged(path, error) from error


def sheet_names(path: Path, kind: str) -> tuple[str, ...]:
    """The sheets of the workbook ``path`` of format ``kind``, in order; refused as ``read_sheet`` refuses."""
    _refuse_locked(path, kind)
    try:
        if kind == "xlsx":
            from openpyxl import load_workbook

            book = load_workbook(path, read_only=True, data_only=True)
            try:
                return tuple(ws.title for ws in book.worksheets)
            finally:
                book.close()
        return _ods_tables(path)[0]
    except Exception as error:
        raise _damaged(path, error) from error


def _damaged(path: Path, error: Exception) -> DataError:
    return DataError(
        "damaged-workbook",
        translate(
            "TrainingData",
            "{name} could not be read as a workbook; it may be damaged or only partly saved ({error}).",
        ).format(name=path.name, error=type(error).__name__),
        translate(
            "TrainingData",
            "Open it in Excel or LibreOffice; if it opens, save it as .xlsx (Excel Workbook) or as “CSV "
            "UTF-8” "
            "again and load the new file.",
        ),
    )


def cell_text(value: Any) -> str:
    """A cell's value as text: "" for an empty cell, a whole number without ".0", a date (and time) as ISO
    text, TRUE/FALSE as the spreadsheet shows them."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    if isinstance(value, dt.datetime):
        if value.time() == dt.time():
            return value.date().isoformat()
        return value.isoformat(sep=" ", timespec="seconds" if not value.microsecond else "auto")
    if isinstance(value, dt.date | dt.time):
        return value.isoformat()
    return str(value)


def write_sheet(path: Path, kind: str, name: str, rows: Iterable[Sequence[Any]]) -> None:
    """A new workbook at ``path`` of format ``kind`` holding one sheet ``name`` with ``rows`` (cell values:
    text, numbers, dates, TRUE/FALSE, None for empty)."""
    if kind == "xlsx":
        _write_xlsx(path, name, rows)
    else:
        _write_ods(path, name, rows)


# --- checks before opening ------------------------------------------------------------------------------
def _refuse_locked(path: Path, kind: str) -> None:
    """A password-protected workbook is refused before a reader meets its encrypted contents."""
    with path.open("rb") as handle:
        start = handle.read(8)
    locked = DataError(
        "locked-workbook",
        translate("TrainingData", "{name} is protected by a password, so it cannot be read.").format(
            name=path.name
        ),
        translate(
            "TrainingData",
            "Open it with its password in Excel or LibreOffice, remove the password (File → Info → Protect "
            "Workbook in Excel; File → Properties → Security in LibreOffice), save it, and load it again.",
        ),
    )
    if start.startswith(_OLD_OFFICE):  # an .xlsx with a password is stored in an old-style compound file
        if path.read_bytes().find("EncryptedPackage".encode("utf-16-le")) >= 0:
            raise locked
        raise DataError(
            "old-excel",
            translate("TrainingData", "{name} is an old Excel file (.xls) with a new file name.").format(
                name=path.name
            ),
            translate(
                "TrainingData",
                "Open it in Excel or LibreOffice and save it as .xlsx (Excel Workbook) or as “CSV UTF-8”, "
                "then "
                "load that file.",
            ),
        )
    if kind == "ods" and zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as archive:
            try:
                manifest = archive.read("META-INF/manifest.xml")
            except KeyError:
                return
        if b"encryption-data" in manifest:
            raise locked


def _missing(path: Path, sheet: str, names: Sequence[str]) -> DataError:
    listed = ", ".join(f"“{name}”" for name in names)
    return DataError(
        "no-sheet",
        translate("TrainingData", "{name} has no sheet “{sheet}”; its sheets are: {sheets}.").format(
            name=path.name, sheet=sheet, sheets=listed
        ),
        translate(
            "TrainingData",
            "Choose one of these sheets (on the command line: --sheet NAME, in quotes when it has spaces).",
        ),
    )


def _trimmed(rows: list[list[Any]]) -> tuple[tuple[Any, ...], ...]:
    """Rows with their trailing empty cells, and the trailing empty rows, left off."""
    kept: list[tuple[Any, ...]] = []
    for row in rows:
        end = len(row)
        while end and (row[end - 1] is None or row[end - 1] == ""):
            end -= 1
        kept.append(tuple(row[:end]))
    while kept and not kept[-1]:
        kept.pop()
    return tuple(kept)


# --- Excel ----------------------------------------------------------------------------------------------
def _read_xlsx(path: Path, sheet: str | None) -> Sheet:
    from openpyxl import load_workbook

    book = load_workbook(path, read_only=True, data_only=True)
    try:
        names = tuple(ws.title for ws in book.worksheets)
        if not names:
            raise DataError(
                "no-sheet",
                translate("TrainingData", "{name} holds no sheet of cells.").format(name=path.name),
                translate("TrainingData", "Choose a workbook with data."),
            )
        if sheet is None:
            visible = [ws for ws in book.worksheets if getattr(ws, "sheet_state", "visible") == "visible"]
            chosen = (visible or book.worksheets)[0]
        elif sheet in names:
            chosen = book.worksheets[names.index(sheet)]
        else:
            raise _missing(path, sheet, names)
        chosen.reset_dimensions()  # a wrong size noted in the file would cut rows off
        rows = [list(row) for row in chosen.iter_rows(values_only=True)]
        return Sheet(chosen.title, names, _trimmed(rows))
    finally:
        book.close()


def _write_xlsx(path: Path, name: str, rows: Iterable[Sequence[Any]]) -> None:
    from openpyxl import Workbook
    from openpyxl.cell import WriteOnlyCell

    book = Workbook(write_only=True)
    sheet = book.create_sheet(title=name)
    for row in rows:
        cells = []
        for value in row:
            if isinstance(value, str) and value.startswith("="):  # text, not a formula to compute
                cell = WriteOnlyCell(sheet, value=value)
                cell.data_type = "s"
                cells.append(cell)
            else:
                cells.append(value)
        sheet.append(cells)
    book.save(path)


# --- OpenDocument ---------------------------------------------------------------------------------------
def _ods_tables(path: Path) -> tuple[tuple[str, ...], list[Any]]:
    """The names of an OpenDocument spreadsheet's sheets, and the sheets."""
    from odf.namespaces import TABLENS
    from odf.opendocument import load
    from odf.table import Table

    if not zipfile.is_zipfile(path):
        raise ValueError("not a zip archive")
    document = load(str(path))
    tables = list(document.spreadsheet.getElementsByType(Table))
    return tuple(t.getAttrNS(TABLENS, "name") or f"Sheet{i + 1}" for i, t in enumerate(tables)), tables


def _read_ods(path: Path, sheet: str | None) -> Sheet:
    names, tables = _ods_tables(path)
    if not names:
        raise DataError(
            "no-sheet",
            translate("TrainingData", "{name} holds no sheet of cells.").format(name=path.name),
            translate("TrainingData", "Choose a workbook with data."),
        )
    if sheet is None:
        index = 0
    elif sheet in names:
        index = names.index(sheet)
    else:
        raise _missing(path, sheet, names)
    return Sheet(names[index], names, _trimmed(_ods_rows(tables[index])))


def _ods_rows(table: Any) -> list[list[Any]]:
    """The rows of an OpenDocument table, repeated rows and cells written out (but not the empty ones a
    sheet repeats to its end: a row stored "repeated a million times" is kept only when something follows)."""
    from odf.namespaces import TABLENS

    rows: list[list[Any]] = []
    pending_empty = 0
    for row in _elements(table, TABLENS, "table-row"):
        repeat = int(row.getAttrNS(TABLENS, "number-rows-repeated") or 1)
        cells: list[Any] = []
        waiting = 0  # empty cells not yet added: only those before a value are
        for cell in row.childNodes:
            if cell.qname not in ((TABLENS, "table-cell"), (TABLENS, "covered-table-cell")):
                continue
            times = int(cell.getAttrNS(TABLENS, "number-columns-repeated") or 1)
            value = _ods_value(cell)
            if value is None:
                waiting += times
                continue
            cells.extend([None] * waiting)
            waiting = 0
            cells.extend([value] * min(times, 16_384))
        if not cells:
            pending_empty += repeat
            continue
        rows.extend([] for _ in range(pending_empty))
        pending_empty = 0
        rows.extend(list(cells) for _ in range(min(repeat, _MOST_ROWS - len(rows))))
    return rows


def _elements(parent: Any, namespace: str, name: str) -> Iterable[Any]:
    """The ``name`` elements under ``parent`` in order, looking inside row groups but not into cells."""
    for child in parent.childNodes:
        if getattr(child, "qname", None) == (namespace, name):
            yield child
        elif getattr(child, "qname", (None, ""))[1] in ("table-row-group", "table-header-rows", "table-rows"):
            yield from _elements(child, namespace, name)


def _ods_value(cell: Any) -> Any:
    """The value of an OpenDocument cell (None when empty): numbers as numbers, dates as dates, TRUE/FALSE as
    booleans, anything else as its text (paragraphs joined by line breaks)."""
    from odf import teletype
    from odf.namespaces import OFFICENS, TEXTNS

    kind = cell.getAttrNS(OFFICENS, "value-type")
    if kind in ("float", "percentage", "currency"):
        number = float(cell.getAttrNS(OFFICENS, "value"))
        return int(number) if number.is_integer() and abs(number) < 1e15 else number
    if kind == "date":
        return _ods_date(cell.getAttrNS(OFFICENS, "date-value"))
    if kind == "boolean":
        return cell.getAttrNS(OFFICENS, "boolean-value") == "true"
    paragraphs = [teletype.extractText(p) for p in cell.childNodes if p.qname == (TEXTNS, "p")]
    text = "\n".join(paragraphs)
    return text if text else None


def _ods_date(text: str) -> dt.date | dt.datetime:
    value = dt.datetime.fromisoformat(text)
    return value.date() if "T" not in text else value


def _write_ods(path: Path, name: str, rows: Iterable[Sequence[Any]]) -> None:
    from odf import teletype
    from odf.opendocument import OpenDocumentSpreadsheet
    from odf.table import Table, TableCell, TableRow
    from odf.text import P

    document = OpenDocumentSpreadsheet()
    table = Table(name=name)
    for values in rows:
        row = TableRow()
        for value in values:
            if value is None or value == "":
                row.addElement(TableCell())
                continue
            if isinstance(value, bool):
                cell = TableCell(valuetype="boolean", booleanvalue="true" if value else "false")
            elif isinstance(value, int | float):
                cell = TableCell(valuetype="float", value=value)
            elif isinstance(value, dt.date):  # a datetime is a date too
                cell = TableCell(valuetype="date", datevalue=value.isoformat())
            else:
                cell = TableCell(valuetype="string")
            paragraph = P()
            teletype.addTextToElement(paragraph, cell_text(value))
            cell.addElement(paragraph)
            row.addElement(cell)
        table.addElement(row)
    document.spreadsheet.addElement(table)
    document.save(str(path))
