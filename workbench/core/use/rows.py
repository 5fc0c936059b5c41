"""A file of texts read row by row and copied with added columns, never whole in memory.

Labelling a file with a trained model reads its texts in chunks and writes a copy with the model's answers as
new columns (``labelled_copy``).  Formats, each copied as itself:

- CSV and TSV (the delimiter sniffed as for training data; a first line of column names detected the same
  way, or "column 1", "column 2", ... without one; the copy always starts with a line of names);
- JSON Lines (each record gets the new fields) and a JSON array of records (read whole: it cannot be streamed);
- a ``.txt`` file with one text per line: the copy is a CSV file with the columns ``text`` and the new ones;
- a folder of ``.txt`` files (sub-folders included), one text per file: the copy is a CSV file with
  ``file``, ``text`` and the new columns.

Empty rows stay where they are, with empty answers, so row numbers in the copy match the input.  The copy is
written under a temporary name beside its final one and renamed only when complete: a cancel, a full disk or
a crash never leaves a half-written file under the final name, and the input is only ever read.
"""

from __future__ import annotations

import codecs
import csv
import json
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import WorkbenchError
from workbench.core.training.data.labelled import guess_columns
from workbench.core.training.data.reading import (
    FILE_SIGNATURES,
    ColumnError,
    DataError,
    first_row_is_header,
    jsonl_record,
    sniff_delimiter,
    unique_names,
)

SNIFF_BYTES = 1 << 20  # enough of the file to sniff its delimiter and header
HEADER_ROWS = 200  # rows looked at to decide whether the first one names the columns


@dataclass(frozen=True)
class RowSource:
    """What a file of texts holds, found by reading it once without keeping it: ``rows`` counts every row
    (empty ones too), ``text_column`` is the column the texts come from (guessed unless named)."""

    path: Path
    format: str  # "csv", "tsv", "jsonl", "json", "lines" or "folder"
    columns: tuple[str, ...]
    text_column: str
    rows: int
    encoding: str
    delimiter: str | None = None
    header: bool = True
    guessed: bool = True


def inspect(path: Path, text_column: str | None = None) -> RowSource:
    """Read ``path`` once to learn its format, columns and row count; raise ``DataError``/``ColumnError``
    with a plain message when it cannot be read or holds no column ``text_column``."""
    path = Path(path).expanduser()
    if path.is_dir():
        files = _folder_files(path)
        if not files:
            raise DataError(
                "empty", f"The folder {path.name} holds no .txt files.", "Choose a folder of .txt files."
            )
        return RowSource(path, "folder", ("file", "text"), "text", len(files), "utf-8")
    if not path.is_file():
        raise DataError(
            "missing",
            f"The file {path} does not exist.",
            "Check the name and folder, or pick the file again.",
        )
    encoding = _encoding(path)
    suffix = path.suffix.lower()
    with path.open(encoding=encoding, newline="") as handle:
        head = handle.read(SNIFF_BYTES)
    if not head.strip():
        raise DataError("empty", f"The file {path.name} is empty.", "Choose a file that holds your texts.")
    if suffix == ".json" and head.lstrip().startswith("["):
        records = _json_array(path, encoding)
        columns = _record_columns(records)
        return _choose(path, "json", columns, [[_cell(r.get(c)) for c in columns] for r in records[:HEADER_ROWS]],
                       text_column, len(records), encoding)  # fmt: skip
    if suffix in (".jsonl", ".ndjson", ".json") or head.lstrip().startswith("{"):
        columns: dict[str, None] = {}
        sample, count = [], 0
        for _number, record in _jsonl_records(path, encoding):
            count += 1
            if record is not None:
                columns.update(dict.fromkeys(record))
                if len(sample) < HEADER_ROWS:
                    sample.append(record)
        names = tuple(columns)
        return _choose(path, "jsonl", names, [[_cell(r.get(c)) for c in names] for r in sample], text_column,
                       count, encoding)  # fmt: skip
    if suffix == ".txt" and "\t" not in head:
        count = sum(1 for _ in _lines(path, encoding))
        return RowSource(path, "lines", ("text",), "text", count, encoding, header=False, guessed=False)
    delimiter = "\t" if suffix in (".tsv", ".tab") else sniff_delimiter(head)
    sample = [row for row in _csv_rows(path, encoding, delimiter, limit=HEADER_ROWS) if any(row)]
    header = len(sample) > 1 and first_row_is_header([[c.strip() for c in r] for r in sample])[0]
    count, width = 0, 1
    for row in _csv_rows(path, encoding, delimiter):  # every row counted; the widest keeps all its cells
        count, width = count + 1, max(width, len(row))
    count -= 1 if header else 0
    if header:
        names = unique_names([c.strip() for c in sample[0]] + [""] * (width - len(sample[0])))
    else:
        names = tuple(f"column {i + 1}" for i in range(width))
    data = [[c.strip() for c in r] for r in sample[1 if header else 0 :]]
    kind = "tsv" if delimiter == "\t" else "csv"
    source = _choose(path, kind, names, data, text_column, count, encoding)
    return RowSource(
        path, kind, names, source.text_column, count, encoding, delimiter, header, source.guessed
    )


def read_texts(source: RowSource) -> Iterator[tuple[list[Any], str]]:
    """Each row of ``source`` in order: its cells (or its record, for JSON) and its text ("" when empty)."""
    at = source.columns.index(source.text_column)
    if source.format == "folder":
        for file in _folder_files(source.path):
            text = _read_text_file(file)
            yield [file.relative_to(source.path).as_posix(), text], text.strip()
    elif source.format == "lines":
        for line in _lines(source.path, source.encoding):
            yield [line], line.strip()
    elif source.format in ("jsonl", "json"):
        records = (
            ((None, r) for r in _json_array(source.path, source.encoding))
            if source.format == "json"
            else _jsonl_records(source.path, source.encoding)
        )
        for _number, record in records:
            yield (record, _cell((record or {}).get(source.text_column)).strip())
    else:
        rows = _csv_rows(source.path, source.encoding, source.delimiter or ",")
        if source.header:
            next(rows, None)
        for row in rows:
            yield row, (row[at].strip() if at < len(row) else "")


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
            self._csv = csv.writer(self._handle, delimiter=delimiter or ",", lineterminator="\n")
            self._csv.writerow(list(source.columns) + list(self.added))

    def write(self, row: list[Any] | dict | None, values: Sequence[Any]) -> None:
        """One row of the input (as ``read_texts`` gave it) with its ``values`` for the added columns."""
        if self._csv is not None:
            cells = list(row or [])
            cells += [""] * (len(self.source.columns) - len(cells))  # the added columns line up in every row
            self._csv.writerow(cells + ["" if v is None else v for v in values])
            return
        if row is None:  # an empty line of a JSON Lines file stays empty
            self._handle.write("\n")
            return
        record = {**row, **dict(zip(self.added, values, strict=True))}
        line = json.dumps(record, ensure_ascii=False)
        if self.source.format == "json":
            line = ("" if self._first_record else ",\n") + line
            self._first_record = False
        self._handle.write(line if self.source.format == "json" else line + "\n")

    def commit(self) -> Path:
        if self.source.format == "json":
            self._handle.write("\n]\n")
        self._handle.flush()
        os.fsync(self._handle.fileno())
        self._handle.close()
        os.replace(self.partial, self.out)
        return self.out

    def discard(self) -> None:
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
            f"{out.name} is the file being labelled; the input is never changed.",
            "Choose another name for the labelled copy.",
        )
    if out.is_dir():
        raise WorkbenchError(f"{out} is a folder.", "Give the name of the file to write, e.g. labelled.csv.")
    if out.exists() and not overwrite:
        raise WorkbenchError(
            f"{out} already exists.",
            "Choose another name, or allow replacing it (“Replace it if it exists”; --overwrite on the command line).",
        )
    if not out.parent.is_dir():
        raise WorkbenchError(
            f"The folder {out.parent} does not exist.", "Create it first or choose another place."
        )
    return out


# --- reading ------------------------------------------------------------------------------------------------
def _choose(
    path: Path, kind: str, columns: tuple[str, ...], sample: list[list[str]], wanted: str | None, count: int,
    encoding: str,
) -> RowSource:  # fmt: skip
    if not columns:
        raise DataError(
            "no-fields", f"The records in {path.name} have no fields.", 'Give each a "text" field.'
        )
    if wanted is not None:
        match = [c for c in columns if c == wanted] or [
            c for c in columns if c.casefold() == wanted.casefold()
        ]
        if not match:
            raise ColumnError(
                "no-text-column",
                f"{path.name} has no column “{wanted}”; its columns are: {', '.join(columns)}.",
                "Name one of these as the text column.",
                columns,
            )
        return RowSource(path, kind, columns, match[0], count, encoding, guessed=False)
    width = len(columns)
    text, _label = guess_columns(columns, [(list(r) + [""] * width)[:width] for r in sample])
    return RowSource(path, kind, columns, text or columns[0], count, encoding)


def _encoding(path: Path) -> str:
    """UTF-8 (with or without a byte-order mark), UTF-16 with one, else Western European (Windows-1252);
    the whole file is checked in chunks, never held at once."""
    with path.open("rb") as handle:
        start = handle.read(8)
        for signature, kind in FILE_SIGNATURES.items():
            if start.startswith(signature):
                raise DataError(
                    "not-text",
                    f"{path.name} is {kind}, not a text file.",
                    "Choose a .csv, .tsv, .jsonl or .txt file.",
                )
        if start.startswith(codecs.BOM_UTF8):
            return "utf-8-sig"
        if start.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
            return "utf-16"
        handle.seek(0)
        decoder = codecs.getincrementaldecoder("utf-8")()
        try:
            while chunk := handle.read(1 << 20):
                if b"\x00" in chunk:
                    raise DataError("not-text", f"{path.name} holds binary data, not text.",
                                    "Choose a .csv, .tsv, .jsonl or .txt file.")  # fmt: skip
                decoder.decode(chunk)
            decoder.decode(b"", final=True)
        except UnicodeDecodeError:
            return "cp1252"
    return "utf-8"


def _csv_rows(path: Path, encoding: str, delimiter: str, limit: int | None = None) -> Iterator[list[str]]:
    if csv.field_size_limit() < 50_000_000:
        csv.field_size_limit(50_000_000)
    with path.open(encoding=encoding, errors="replace", newline="") as handle:
        reader = csv.reader(handle, delimiter=delimiter)
        try:
            for index, row in enumerate(reader):
                if limit is not None and index >= limit:
                    return
                yield row
        except csv.Error as error:
            raise DataError(
                "bad-table",
                f"{path.name} could not be read near line {reader.line_num}: {error}.",
                'Check that line in a text editor: a stray double quote (") is the usual cause.',
            ) from error


def _lines(path: Path, encoding: str) -> Iterator[str]:
    with path.open(encoding=encoding, errors="replace", newline="") as handle:
        for line in handle:
            yield line.rstrip("\r\n")


def _jsonl_records(path: Path, encoding: str) -> Iterator[tuple[int, dict | None]]:
    for number, line in enumerate(_lines(path, encoding), start=1):
        yield number, (jsonl_record(path, number, line, '{"text": "..."}') if line.strip() else None)


def _json_array(path: Path, encoding: str) -> list[dict]:
    hint = 'The file must hold a list of records such as [{"text": "..."}, ...].'
    try:
        data = json.loads(path.read_text(encoding=encoding))
    except json.JSONDecodeError as error:
        raise DataError(
            "bad-json", f"{path.name} is not valid JSON (line {error.lineno}: {error.msg}).", hint
        ) from error
    if not isinstance(data, list) or not all(isinstance(item, dict) for item in data):
        raise DataError("bad-json", f"{path.name} is not a list of records.", hint)
    return data


def _record_columns(records: list[dict]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(str(key) for record in records for key in record))


def _cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False) if isinstance(value, list | dict) else str(value)


def _folder_files(path: Path) -> list[Path]:
    return sorted(
        p for p in path.rglob("*.txt")
        if p.is_file() and not any(part.startswith(".") for part in p.relative_to(path).parts)
    )  # fmt: skip


def _read_text_file(file: Path) -> str:
    data = file.read_bytes()
    for encoding in ("utf-8-sig", "cp1252", "latin-1"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")  # pragma: no cover - latin-1 decodes any bytes
