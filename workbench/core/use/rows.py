"""A file of texts read row by row and copied with added columns, never whole in memory.

Labelling a file with a trained model reads its texts in chunks and writes a copy with the model's answers as
new columns (``labelled_copy``).  Formats, each copied as itself:

- CSV and TSV (the delimiter sniffed as for training data; a first line of column names detected the same
  way, or "column 1", "column 2", ... without one; the copy always starts with a line of names);
- JSON Lines (each record gets the new fields) and a JSON array of records (read whole: it
  cannot be streamed);
- a sheet of an Excel (.xlsx) or OpenDocument (.ods) workbook (the first unless ``sheet`` names another; read
  whole by ``data.sheets``, its first row naming the columns as for CSV): the copy is a new workbook of the
  same format holding that one sheet, with its cells' values (not formulas) and the new columns; the
  workbook's other sheets are not copied;
- a ``.txt`` file with one text per line: the copy is a CSV file with the columns ``text`` and the new ones;
- a folder of ``.txt`` files (sub-folders included), one text per file: the copy is a CSV file with
  ``file``, ``text`` and the new columns.

For a classifier of pairs of texts the file is a table (CSV, TSV, JSON Lines or a JSON array) with a column
for each text of the pair (``text_column`` and ``text_b_column``, guessed as for training data unless named).

The file is opened through ``data.gate`` (an ordinary text file of a readable size); a first line of column
names with no rows under it, and a file of tagged words (CoNLL, for finding names), are refused.

The copy is faithful: every row of the input stays on its row with every field as it was (the line of column
names too), empty rows stay where they are with empty answers, and a CSV or TSV copy keeps the input's
delimiter, its encoding (a byte-order mark included) and its line ends, with every field that holds a
delimiter, a quote or a line break of any kind (LF, CRLF or a bare CR) quoted, so any CSV reader finds the
same rows.  JSON Lines keep every field of each record and the input's line ends.  The copy is written under a
temporary name beside its final one and renamed only when complete: a cancel, a full disk or a crash never
leaves a half-written file under the final name, and the input is only ever read.
"""

from __future__ import annotations

import contextlib
import csv
import io
import itertools
import json
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from workbench.core.errors import WorkbenchError
from workbench.core.training.data.columns import LABEL_NAMES, TEXT_NAMES
from workbench.core.training.data.gate import check_input, decode_file, stream_encoding
from workbench.core.training.data.labelled import guess_columns, guess_pair_columns
from workbench.core.training.data.reading import (
    ColumnError,
    DataError,
    empty_sheet,
    first_row_is_header,
    refuse_family,
    refuse_sheet,
    sheet_columns,
    sniff_delimiter,
    unique_names,
)
from workbench.core.training.data.sheets import (
    SHEET_FORMATS,
    cell_text,
    read_sheet,
    sheet_format,
    write_sheet,
)
from workbench.core.use import streams
from workbench.core.words import translate

SNIFF_BYTES = 1 << 20  # enough of the file to sniff its delimiter and header
HEADER_ROWS = 200  # rows looked at to decide whether the first one names the columns


@dataclass(frozen=True)
class RowSource:
    """What a file of texts holds, found by reading it once without keeping it: ``rows`` counts every row
    (empty ones too), ``text_column`` is the column the texts come from (guessed unless named), and for pairs
    of texts ``text_b_column`` the column of each pair's second text."""

    path: Path
    format: str  # "csv", "tsv", "jsonl", "json", "xlsx", "ods", "lines" or "folder"
    columns: tuple[str, ...]
    text_column: str
    rows: int
    encoding: str
    delimiter: str | None = None
    header: bool = True
    guessed: bool = True
    text_b_column: str | None = None
    line_end: str = "\n"  # how the input ends its rows (LF, CRLF or CR), kept in the copy
    header_row: tuple[str, ...] = ()  # the input's line of column names as written, kept in the copy
    skip: int = 0  # rows read before the first row of data: the column names and any empty rows above them
    sheet: str | None = None  # a workbook's: the sheet read


def inspect(
    path: Path,
    text_column: str | None = None,
    *,
    text_b_column: str | None = None,
    pairs: bool = False,
    sheet: str | None = None,
) -> RowSource:
    """Read ``path`` once to learn its format, columns and row count; raise ``DataError``/``ColumnError``
    with a plain message when it cannot be read or holds no column ``text_column``.  ``pairs`` (or a
    ``text_b_column``): each row holds a pair of texts, in two columns.  ``sheet``: the sheet of a workbook
    to read (None: the first)."""
    path = check_input(path)
    pairs = pairs or text_b_column is not None
    wanted = (text_column, text_b_column) if pairs else text_column
    kind = None if path.is_dir() else sheet_format(path)
    if sheet is not None and kind is None:
        refuse_sheet(path, sheet)
    if kind is not None:
        return _inspect_sheet(path, kind, sheet, wanted)
    if path.is_dir():
        _one_text_each(path, pairs, "file")
        files = streams.folder_files(path)
        if not files:
            raise DataError(
                "empty",
                translate("Use", "The folder {name} holds no .txt files.").format(name=path.name),
                translate("Use", "Choose a folder of .txt files."),
            )
        return RowSource(path, "folder", ("file", "text"), "text", len(files), "utf-8")
    encoding, _notes = stream_encoding(path)
    suffix = path.suffix.lower()
    with path.open(encoding=encoding, newline="") as handle:
        head = handle.read(SNIFF_BYTES)
    if not head.strip():
        raise DataError(
            "empty",
            translate("Use", "The file {name} is empty.").format(name=path.name),
            translate("Use", "Choose a file that holds your texts."),
        )
    if not head.lstrip().startswith(("{", "[")):
        refuse_family(path, head)
    if suffix == ".json" and head.lstrip().startswith("["):
        records = streams.json_array(path, encoding)
        columns = streams.record_columns(records)
        return _choose(
            path,
            "json",
            columns,
            [[streams.cell(r.get(c)) for c in columns] for r in records[:HEADER_ROWS]],
            wanted,
            len(records),
            encoding,
        )
    if suffix in (".jsonl", ".ndjson", ".json") or head.lstrip().startswith("{"):
        columns: dict[str, None] = {}
        sample, count = [], 0
        for _number, record in streams.jsonl_records(path, encoding):
            count += 1
            if record is not None:
                columns.update(dict.fromkeys(record))
                if len(sample) < HEADER_ROWS:
                    sample.append(record)
        names = tuple(columns)
        source = _choose(
            path,
            "jsonl",
            names,
            [[streams.cell(r.get(c)) for c in names] for r in sample],
            wanted,
            count,
            encoding,
        )
        return replace(source, line_end=_line_end(head))
    if suffix == ".txt" and "\t" not in head:
        _one_text_each(path, pairs, "line")
        count = sum(1 for _ in streams.text_lines(path, encoding))
        return RowSource(
            path,
            "lines",
            ("text",),
            "text",
            count,
            encoding,
            header=False,
            guessed=False,
            line_end=_line_end(head),
        )
    delimiter = "\t" if suffix in (".tsv", ".tab") else sniff_delimiter(head)
    first = sum(
        1 for _ in itertools.takewhile(lambda row: not any(row), streams.csv_rows(path, encoding, delimiter))
    )
    sample = [
        row for row in streams.csv_rows(path, encoding, delimiter, limit=first + HEADER_ROWS) if any(row)
    ]
    _refuse_names_alone(path, sample, wanted)
    header = len(sample) > 1 and first_row_is_header([[c.strip() for c in r] for r in sample])[0]
    count, width = 0, 1  # every row counted; the widest keeps all its cells
    for row in streams.csv_rows(path, encoding, delimiter):
        count, width = count + 1, max(width, len(row))
    skip = first + 1 if header else 0
    if header:
        names = unique_names(path, [c.strip() for c in sample[0]] + [""] * (width - len(sample[0])))
    else:
        names = tuple(f"column {i + 1}" for i in range(width))
    data = [[c.strip() for c in r] for r in sample[1 if header else 0 :]]
    kind = "tsv" if delimiter == "\t" else "csv"
    source = _choose(path, kind, names, data, wanted, count - skip, encoding)
    return replace(
        source,
        delimiter=delimiter,
        header=header,
        line_end=_line_end(head, delimiter),
        header_row=tuple(sample[0]) if header else (),
        skip=skip,
    )


def read_texts(source: RowSource) -> Iterator[tuple[list[Any], str, str | None]]:
    """Each row of ``source`` in order: its cells (or its record, for JSON), its text ("" when empty), and
    for pairs of texts its second text ("" when empty; None for a source of single texts)."""
    at = source.columns.index(source.text_column)
    second = source.text_b_column
    b_at = source.columns.index(second) if second is not None else None
    if source.format == "folder":
        for file in streams.folder_files(source.path):
            text = decode_file(file)[0]
            yield [file.relative_to(source.path).as_posix(), text], text.strip(), None
    elif source.format == "lines":
        for line in streams.text_lines(source.path, source.encoding):
            yield [line], line.strip(), None
    elif source.format in SHEET_FORMATS:
        for row in read_sheet(source.path, source.format, source.sheet).rows[source.skip :]:
            texts = [cell_text(value).strip() for value in row]
            text_b = (texts[b_at] if b_at < len(texts) else "") if b_at is not None else None
            yield list(row), (texts[at] if at < len(texts) else ""), text_b
    elif source.format in ("jsonl", "json"):
        records = (
            ((None, r) for r in streams.json_array(source.path, source.encoding))
            if source.format == "json"
            else streams.jsonl_records(source.path, source.encoding)
        )
        for _number, record in records:
            text_b = streams.cell((record or {}).get(second)).strip() if second is not None else None
            yield record, streams.cell((record or {}).get(source.text_column)).strip(), text_b
    else:
        rows = streams.csv_rows(source.path, source.encoding, source.delimiter or ",")
        for row in itertools.islice(rows, source.skip, None):
            text_b = (row[b_at].strip() if b_at < len(row) else "") if b_at is not None else None
            yield row, (row[at].strip() if at < len(row) else ""), text_b


def default_output(source: RowSource, suffix: str = "labelled") -> Path:
    """Where the copy goes unless the user says: beside the input, named after it."""
    path = source.path
    if source.format in ("folder", "lines"):
        return path.parent / f"{path.name if source.format == 'folder' else path.stem}.{suffix}.csv"
    return path.with_name(f"{path.stem}.{suffix}{path.suffix}")


class CopyWriter:
    """Writes the copy of ``source`` with ``added`` columns to a temporary file beside ``out``; ``commit``
    renames it to ``out``, ``discard`` removes it (a context manager discards unless committed)."""

    def __init__(self, source: RowSource, out: Path, added: Sequence[str]) -> None:
        self.source, self.out, self.added = source, Path(out), tuple(added)
        self.partial = self.out.with_name(f".{self.out.name}.partial-{os.getpid()}")
        names = list(source.header_row) + list(source.columns[len(source.header_row) :])
        self.typed = source.format in SHEET_FORMATS  # cells keep their types: a number stays a number
        self._sheet_rows: list[list[Any]] | None = None
        if source.format in SHEET_FORMATS:  # a workbook is written whole, on commit
            self._sheet_rows = [names + list(self.added)]
            self.partial.touch()
            return
        json_copy = source.format in ("jsonl", "json")
        encoding = source.encoding if source.encoding.startswith("utf") else "utf-8"
        self.encoding = "utf-8" if json_copy else encoding
        self._handle = self.partial.open("w", encoding=self.encoding, newline="")
        self._first_record = True
        if json_copy:
            self._csv = None
            if source.format == "json":
                self._handle.write("[\n")
        else:
            delimiter = source.delimiter if source.format in ("csv", "tsv") else ","
            # Written through a buffer that ends rows with CRLF, so that every field holding a CR or an LF is
            # quoted (Python's writer quotes only the characters of its own line end); each row then gets the
            # input's line end.
            self._buffer = io.StringIO(newline="")
            self._csv = csv.writer(self._buffer, delimiter=delimiter or ",", lineterminator="\r\n")
            self._row(names + list(self.added))

    def write(self, row: list[Any] | dict | None, values: Sequence[Any]) -> None:
        """One row of the input (as ``read_texts`` gave it) with its ``values`` for the added columns."""
        if self._sheet_rows is not None:
            cells = list(row or [])
            if cells or self.added:  # an empty row of a copy with nothing added stays empty
                cells += [None] * (len(self.source.columns) - len(cells))
                cells += [None if value == "" else value for value in values]  # "": an empty cell
            self._sheet_rows.append(cells)
            return
        if self._csv is not None:
            cells = list(row or [])
            if not cells and not self.added:  # an empty line of a copy with nothing added stays empty
                self._handle.write(self.source.line_end)
                return
            cells += [""] * (len(self.source.columns) - len(cells))  # the added columns line up in every row
            self._row(cells + ["" if v is None else v for v in values])
            return
        if row is None:  # an empty line of a JSON Lines file stays empty
            self._handle.write(self.source.line_end)
            return
        record = {**row, **dict(zip(self.added, values, strict=True))}
        line = json.dumps(record, ensure_ascii=False)
        if self.source.format == "json":
            line = ("" if self._first_record else ",\n") + line
            self._first_record = False
        self._handle.write(line if self.source.format == "json" else line + self.source.line_end)

    def _row(self, cells: list[Any]) -> None:
        self._csv.writerow(cells)
        written = self._buffer.getvalue()
        self._handle.write(written[: -len("\r\n")] + self.source.line_end)
        self._buffer.seek(0)
        self._buffer.truncate()

    def commit(self) -> Path:
        if self._sheet_rows is not None:
            write_sheet(self.partial, self.source.format, self.source.sheet or "Sheet1", self._sheet_rows)
            with self.partial.open("rb+") as handle:
                os.fsync(handle.fileno())
            os.replace(self.partial, self.out)
            return self.out
        if self.source.format == "json":
            self._handle.write("\n]\n")
        self._handle.flush()
        os.fsync(self._handle.fileno())
        self._handle.close()
        os.replace(self.partial, self.out)
        return self.out

    def discard(self) -> None:
        if self._sheet_rows is not None:
            self.partial.unlink(missing_ok=True)
            return
        if not self._handle.closed:
            self._handle.close()
        self.partial.unlink(missing_ok=True)

    def __enter__(self) -> CopyWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.partial.exists():
            self.discard()


def check_output(source: RowSource, out: Path, overwrite: bool) -> Path:
    """``out`` resolved, refused when it is the input, a folder, or an existing file without ``overwrite``."""
    out = Path(out).expanduser()
    if out.resolve() == source.path.resolve():
        raise WorkbenchError(
            translate("Use", "{name} is the file being labelled; the input is never changed.").format(
                name=out.name
            ),
            translate("Use", "Choose another name for the labelled copy."),
        )
    if out.is_dir():
        raise WorkbenchError(
            translate("Use", "{out} is a folder.").format(out=out),
            translate("Use", "Give the name of the file to write, e.g. labelled.csv."),
        )
    if out.exists() and not overwrite:
        raise WorkbenchError(
            translate("Use", "{out} already exists.").format(out=out),
            translate(
                "Use",
                "Choose another name, or allow replacing it (“Replace it if it exists”; --overwrite on "
                "the command line).",
            ),
        )
    if not out.parent.is_dir():
        raise WorkbenchError(
            translate("Use", "The folder {parent} does not exist.").format(parent=out.parent),
            translate("Use", "Create it first or choose another place."),
        )
    return out


# --- reading ------------------------------------------------------------------------------------------------
def _choose(
    path: Path,
    kind: str,
    columns: tuple[str, ...],
    sample: list[list[str]],
    wanted: str | tuple[str | None, str | None] | None,
    count: int,
    encoding: str,
) -> RowSource:
    """The text column (``wanted``, else guessed); with a (first, second) tuple for ``wanted``, the two text
    columns of a pair."""
    if not columns:
        raise DataError(
            "no-fields",
            translate("Use", "The records in {name} have no fields.").format(name=path.name),
            translate("Use", 'Give each a "text" field.'),
        )
    width = len(columns)
    rows = [(list(r) + [""] * width)[:width] for r in sample]
    if isinstance(wanted, tuple):
        first, second = (_named(path, columns, name) for name in wanted)
        first, second, _label = guess_pair_columns(columns, rows, text=first, text_b=second)
        if first is None or second is None or first == second:
            raise ColumnError(
                "no-second-text",
                translate(
                    "Use", "{name} needs a column for each text of a pair; its columns are: {names}."
                ).format(name=path.name, names=", ".join(columns)),
                translate(
                    "Use",
                    "Name the columns of the first and the second texts (on the command line: "
                    "--text-column and "
                    "--text-b-column).",
                ),
                columns,
            )
        guessed = wanted == (None, None)
        return RowSource(path, kind, columns, first, count, encoding, guessed=guessed, text_b_column=second)
    if wanted is not None:
        return RowSource(path, kind, columns, _named(path, columns, wanted), count, encoding, guessed=False)
    text, _label = guess_columns(columns, rows)
    return RowSource(path, kind, columns, text or columns[0], count, encoding)


def _inspect_sheet(
    path: Path, kind: str, sheet: str | None, wanted: str | tuple[str | None, str | None] | None
) -> RowSource:
    """A sheet of a workbook as a table: its first non-empty row names the columns when the header rule
    (``reading.first_row_is_header``) says so, as for a CSV file; rows are numbered as the spreadsheet
    numbers them."""
    found = read_sheet(path, kind, sheet)
    texts = [[cell_text(value).strip() for value in row] for row in found.rows]
    first = next((index for index, row in enumerate(texts) if any(row)), None)
    if first is None:
        raise empty_sheet(path, found.name, found.names)
    sample = [row for row in texts[first : first + HEADER_ROWS] if any(row)]
    _refuse_names_alone(path, sample, wanted)
    header = len(sample) > 1 and first_row_is_header(sample)[0]
    width = max(len(row) for row in texts)
    data = texts[first + 1 :] if header else texts[first:]
    if header:
        named = sample[0] + [""] * (width - len(sample[0]))
        names = sheet_columns(path, found.name, named, data)
    else:
        names = tuple(f"column {i + 1}" for i in range(width))
    skip = first + 1 if header else first
    source = _choose(path, kind, names, [r for r in data if any(r)][:HEADER_ROWS], wanted, len(data), "utf-8")
    return replace(
        source,
        header=header,
        header_row=tuple(found.rows[first]) if header else (),
        skip=skip,
        sheet=found.name,
    )


def _line_end(head: str, delimiter: str | None = None) -> str:
    """How ``head`` (the start of a file) ends its first row: LF, CRLF or CR (LF when it has one row).  For a
    table (``delimiter`` given) line breaks inside quoted fields are passed over."""
    lines = io.StringIO(head, newline="")  # its lines keep their ends, split at LF, CRLF and CR alike
    last = ""

    def feed() -> Iterator[str]:
        nonlocal last
        for line in lines:
            last = line
            yield line

    if delimiter is None:
        next(feed(), None)
    else:
        with contextlib.suppress(csv.Error):
            next(csv.reader(feed(), delimiter=delimiter), None)
    ending = last[len(last.rstrip("\r\n")) :]
    return ending if ending in ("\n", "\r\n", "\r") else "\n"


def _refuse_names_alone(path: Path, rows: list[list[str]], wanted: Any) -> None:
    """A ``DataError`` when the file's only row is a line of column names (it has no texts to label): a row
    of names that are not numbers, one of them a usual name for texts or labels or the column asked for."""
    if len(rows) != 1:
        return
    cells = [c.strip() for c in rows[0]]
    asked = {w.casefold() for w in (wanted if isinstance(wanted, tuple) else (wanted,)) if w}
    names = {*TEXT_NAMES, *LABEL_NAMES, *asked}
    if first_row_is_header([cells])[0] and any(c.casefold() in names for c in cells):
        raise DataError(
            "header-only",
            translate("Use", "{name} has column names ({names}) but no texts below them.").format(
                name=path.name, names=", ".join(c for c in cells if c)
            ),
            translate("Use", "Add your texts under the first line, one per row, then label the file again."),
        )


def _named(path: Path, columns: tuple[str, ...], wanted: str | None) -> str | None:
    """The column named ``wanted`` (exactly, else ignoring case); ColumnError when there is none."""
    if wanted is None:
        return None
    match = [c for c in columns if c == wanted] or [c for c in columns if c.casefold() == wanted.casefold()]
    if not match:
        raise ColumnError(
            "no-text-column",
            translate("Use", "{name} has no column “{wanted}”; its columns are: {names}.").format(
                name=path.name, wanted=wanted, names=", ".join(columns)
            ),
            translate("Use", "Name one of these as the text column."),
            columns,
        )
    return match[0]


def _one_text_each(path: Path, pairs: bool, each: str) -> None:
    """Refuse a file of one text per line (``each`` "line") or a folder of one per file ("file") where pairs
    of texts are wanted."""
    if pairs:
        raise ColumnError(
            "one-text-per-row",
            (
                translate("Use", "{name} holds one text per file, but this model classifies pairs of texts.")
                if each == "file"
                else translate(
                    "Use", "{name} holds one text per line, but this model classifies pairs of texts."
                )
            ).format(name=path.name),
            translate("Use", "Choose a CSV, TSV or JSON Lines file with a column for each text of the pair."),
            ("text",),
        )
