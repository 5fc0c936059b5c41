"""Real workbooks for the tests, written with the spreadsheet libraries themselves (openpyxl for .xlsx, odfpy
for .ods), not with the workbench's own writer, and read back the same way: what a user's spreadsheet program
would save and open."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from pathlib import Path
from typing import Any

Rows = Sequence[Sequence[Any]]


def write_workbook(path: Path, sheets: dict[str, Rows]) -> Path:
    """A workbook at ``path`` (.xlsx or .ods, by its name) with ``sheets`` in order, each a list of rows of
    cell values (None: an empty cell; an empty row: an empty row)."""
    if path.suffix == ".xlsx":
        from openpyxl import Workbook

        book = Workbook()
        book.remove(book.active)
        for name, rows in sheets.items():
            sheet = book.create_sheet(name)
            for number, row in enumerate(rows, start=1):
                for column, value in enumerate(row, start=1):
                    if value is not None:
                        sheet.cell(number, column, value)
        book.save(path)
        return path
    from odf.opendocument import OpenDocumentSpreadsheet
    from odf.table import Table, TableCell, TableRow
    from odf.text import LineBreak, P

    document = OpenDocumentSpreadsheet()
    for name, rows in sheets.items():
        table = Table(name=name)
        for row in rows:
            table_row = TableRow()
            for value in row:
                if value is None:
                    table_row.addElement(TableCell())
                    continue
                if isinstance(value, bool):
                    cell = TableCell(valuetype="boolean", booleanvalue=str(value).lower())
                elif isinstance(value, int | float):
                    cell = TableCell(valuetype="float", value=value)
                elif isinstance(value, dt.date):
                    cell = TableCell(valuetype="date", datevalue=value.isoformat())
                else:
                    cell = TableCell(valuetype="string")
                paragraph = P()
                for index, line in enumerate(str(value).split("\n")):
                    if index:
                        paragraph.addElement(LineBreak())
                    paragraph.addText(line)
                cell.addElement(paragraph)
                table_row.addElement(cell)
            table.addElement(table_row)
        document.spreadsheet.addElement(table)
    document.save(str(path))
    return path


def read_workbook(path: Path) -> dict[str, list[list[Any]]]:
    """Every sheet of the workbook ``path`` as rows of cell values, trailing empty cells left off (an .xlsx
    with openpyxl; an .ods with odfpy: numbers as floats, text with its line breaks)."""
    if path.suffix == ".xlsx":
        from openpyxl import load_workbook

        book = load_workbook(path)
        found = {}
        for sheet in book.worksheets:
            rows = [list(row) for row in sheet.iter_rows(values_only=True)]
            found[sheet.title] = [_trim(row) for row in rows]
        return found
    from odf import teletype
    from odf.namespaces import OFFICENS, TABLENS
    from odf.opendocument import load
    from odf.table import Table, TableCell, TableRow

    found = {}
    for table in load(str(path)).spreadsheet.getElementsByType(Table):
        rows = []
        for row in table.getElementsByType(TableRow):
            cells = []
            for cell in row.getElementsByType(TableCell):
                kind = cell.getAttrNS(OFFICENS, "value-type")
                if kind == "float":
                    cells.append(float(cell.getAttrNS(OFFICENS, "value")))
                elif kind == "boolean":
                    cells.append(cell.getAttrNS(OFFICENS, "boolean-value") == "true")
                else:
                    text = "\n".join(teletype.extractText(p) for p in cell.childNodes)
                    cells.append(text or None)
            rows.append(_trim(cells))
        found[table.getAttrNS(TABLENS, "name")] = rows
    return found


def _trim(row: list[Any]) -> list[Any]:
    while row and row[-1] is None:
        row.pop()
    return row
