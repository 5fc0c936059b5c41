"""Reading a labelled-text file or folder into a plain table of strings, with plain-word errors.

This is the bottom half of ``data.labelled``: it knows about bytes, encodings and file formats, and nothing
about which column holds the texts.  Everything it returns is a ``RawTable``: column names and rows of string
cells.

Formats: CSV (the delimiter is sniffed: comma, semicolon or tab), TSV, JSON Lines (one object per line), a
JSON array of objects, a sheet of an Excel (.xlsx) or OpenDocument (.ods) workbook (the first one unless
``sheet`` names another; read by ``data.sheets``, its rows numbered as the spreadsheet numbers them, then
treated as the rows of a CSV file are), and a folder with one sub-folder per class holding ``.txt`` files.

The file is opened and decoded by ``data.gate``, the one door for a user's files (an ordinary file of a
readable size, text and not binary; UTF-8, UTF-16 with a byte-order mark, or Western European with a note).
A file that looks like another kind of data (tagged words for finding names) is refused naming that kind.

Column names: two columns of one name (ignoring capitals, as a column the user names is matched) and a JSON
record that names a field twice are refused, naming them: which of the two a text or a label would come from
cannot be told, and reading one of them silently gives wrong answers.  ``unique_names`` and ``json_record``
are the one place this is checked for every reader of a user's table (``use.rows`` too).

Header rule (for CSV/TSV when the caller does not say): the first row names the columns unless one of its
cells is a number, is longer than 100 characters, or repeats a value found in the same column further down (as
a label such as "positive" does when the file starts straight with an example).  Empty header cells are named
"column N"; in a sheet, an empty (or merged) header cell above cells that hold something is refused instead,
naming the column by its letter, as the spreadsheet shows it.  With very few rows the rule can miss a missing
header; the caller can then pass ``header``.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from workbench.core.errors import DataError
from workbench.core.training.data.gate import check_input, decode_file, family_of, file_sha256
from workbench.core.training.data.sheets import cell_text, read_sheet, sheet_format
from workbench.core.words import translate

DELIMITERS = (",", ";", "\t")
TABLE_SUFFIXES = (".csv", ".tsv", ".tab", ".txt")
JSON_SUFFIXES = (".jsonl", ".ndjson", ".json")
_LONGEST_NAME = 100  # characters; survey exports use whole questions as column names, so be generous
_NUMBER = re.compile(r"[-+]?(\d+([.,]\d*)?|[.,]\d+)([eE][-+]?\d+)?%?")


class ColumnError(DataError):
    """A column could not be found or chosen; ``columns`` lists those the file has, for the mapping UI."""

    def __init__(self, code: str, message: str, hint: str, columns: tuple[str, ...]) -> None:
        super().__init__(code, message, hint)
        self.columns = columns


@dataclass(frozen=True)
class RawTable:
    """A file read as strings: column names, rows aligned with them, and where each row came from."""

    format: str  # "csv", "tsv", "jsonl", "json", "xlsx", "ods" or "folder"
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    locations: tuple[str, ...]  # "row 5" (as a spreadsheet numbers it), "line 7", "record 3", "pos/a.txt"
    encoding: str
    delimiter: str | None = None
    notes: tuple[str, ...] = ()
    sha256: str | None = None  # the file's checksum (``gate.file_sha256``); None for a folder
    sheet: str | None = None  # a workbook's: the sheet read
    sheets: tuple[str, ...] = ()  # a workbook's: all its sheets, in order


def read_raw_table(path: Path, *, header: bool | None = None, sheet: str | None = None) -> RawTable:
    """Read ``path`` (file or folder) into a ``RawTable``; ``header`` None means detect it, ``sheet`` is the
    sheet of a workbook to read (None: the first) (see module doc)."""
    path = check_input(path)
    kind = None if path.is_dir() else sheet_format(path)
    if sheet is not None and kind is None:
        refuse_sheet(path, sheet)
    if kind is not None:
        table = _read_workbook(path, kind, sheet, header)
    elif path.is_dir():
        return _read_folder(path)
    else:
        table = _read_file(path, header)
    return replace(table, sha256=file_sha256(path))


def refuse_sheet(path: Path, sheet: str) -> None:
    """A sheet was named for ``path``, which is not a workbook: refused rather than quietly ignored."""
    raise DataError(
        "not-a-workbook",
        translate(
            "TrainingData", "{name} is not a workbook (.xlsx or .ods), so it has no sheet “{sheet}”."
        ).format(name=path.name, sheet=sheet),
        translate("TrainingData", "Leave out the sheet, or choose the workbook that holds it."),
    )


def _read_workbook(path: Path, kind: str, sheet: str | None, header: bool | None) -> RawTable:
    found = read_sheet(path, kind, sheet)
    records = [
        (number, [cell_text(value).strip() for value in row])
        for number, row in enumerate(found.rows, start=1)
        if any(cell_text(value).strip() for value in row)
    ]
    if not records:
        raise empty_sheet(path, found.name, found.names)
    table = _read_records(path, records, header, kind, "utf-8", (), sheet=found.name)
    return replace(table, sheet=found.name, sheets=found.names)


def empty_sheet(path: Path, name: str, names: Sequence[str]) -> DataError:
    """The refusal of an empty sheet ``name`` of the workbook ``path`` (whose sheets are ``names``)."""
    others = [n for n in names if n != name]
    hint = (
        translate(
            "TrainingData", "Choose the sheet that holds your examples (this workbook also has {sheets})."
        ).format(sheets=", ".join(f"“{n}”" for n in others))
        if others
        else translate("TrainingData", "Choose the sheet that holds your examples.")
    )
    message = translate("TrainingData", "The sheet “{sheet}” of {name} is empty.").format(
        sheet=name, name=path.name
    )
    return DataError("empty", message, hint)


def sheet_columns(
    path: Path, sheet: str, names: Sequence[str], rows: Sequence[Sequence[str]]
) -> tuple[str, ...]:
    """The columns of a sheet whose header row is ``names``, its rows of data ``rows``: ``unique_names``, but
    an empty header cell above a column that holds something is refused (it is usually one cell of a merged
    header, whose name sits in the first cell only)."""
    for index, name in enumerate(names):
        if not name and any(index < len(row) and row[index] for row in rows):
            letter = column_letter(index)
            raise DataError(
                "unnamed-column",
                translate(
                    "TrainingData",
                    "Column {letter} of the sheet “{sheet}” in {name} holds cells but has no name in its "
                    "first row (the cell is empty, or merged with the one beside it).",
                ).format(letter=letter, sheet=sheet, name=path.name),
                translate(
                    "TrainingData",
                    "Type a name for column {letter} in the first row (unmerge merged cells first: select "
                    "them "
                    "and choose Merge → Unmerge), save the workbook, and load it again.",
                ).format(letter=letter),
            )
    return unique_names(path, names)


_LOCATION = re.compile(r"(row|line|record) (\d+)")
_SQUAD_LOCATION = re.compile(r"article (\d+), paragraph (\d+), question (\d+)")


def location_in_words(location: str) -> str:
    """A row's place (a ``RawTable`` location: "row 5", "line 7", "record 3", or a SQuAD file's "article 1,
    paragraph 2, question 3") as a message names it, in the window's language; any other place (a file in a
    folder of classes) as it is."""
    squad = _SQUAD_LOCATION.fullmatch(location)
    if squad is not None:
        article, paragraph, question = squad.groups()
        return translate(
            "TrainingData", "article {article}, paragraph {paragraph}, question {question}"
        ).format(article=article, paragraph=paragraph, question=question)
    found = _LOCATION.fullmatch(location)
    if found is None:
        return location
    kind, number = found.groups()
    words = {
        "row": translate("TrainingData", "row {number}"),
        "line": translate("TrainingData", "line {number}"),
        "record": translate("TrainingData", "record {number}"),
    }[kind]
    return words.format(number=number)


def sentence(text: str) -> str:
    """``text`` with a capital first letter: a message that starts with a place ("line 7 of ...")."""
    return text[:1].upper() + text[1:]


def column_letter(index: int) -> str:
    """A spreadsheet's name for the ``index``-th column (0: "A", 26: "AA")."""
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def _read_file(path: Path, header: bool | None) -> RawTable:
    text, encoding, notes = decode_file(path)
    if not text.strip():
        raise DataError(
            "empty",
            translate("TrainingData", "The file {name} is empty.").format(name=path.name),
            translate("TrainingData", "Choose a file that holds your examples."),
        )
    refuse_family(path, text)
    suffix = path.suffix.lower()
    if suffix in JSON_SUFFIXES or (suffix not in TABLE_SUFFIXES and text.lstrip().startswith("{")):
        if suffix == ".json" and text.lstrip().startswith("["):
            return _read_json_array(path, text, encoding, notes)
        return _read_jsonl(path, text, encoding, notes)
    delimiter = "\t" if suffix in (".tsv", ".tab") else sniff_delimiter(text)
    return _read_delimited(path, text, delimiter, header, encoding, notes)


def refuse_family(path: Path, text: str) -> None:
    """A ``DataError`` naming the kind of file ``path`` is when its start (``text``) has a shape of its own
    that is not a table of texts (see ``gate.family_of``)."""
    family = family_of(text[:65536])
    if family is not None:
        raise DataError(
            "wrong-family",
            translate("TrainingData", "{name} looks like {family}, not a table of texts.").format(
                name=path.name, family=family
            ),
            translate(
                "TrainingData",
                "Use it to train or score a name finder (task ner), or choose a file with a text on each "
                "row.",
            ),
        )


def sniff_delimiter(text: str) -> str:
    """Comma, semicolon or tab: the one that splits the first lines into the same number (≥ 2) of cells."""
    sample = text[:65536]
    if len(text) > len(sample) and "\n" in sample:
        sample = sample[: sample.rindex("\n")]
    best, best_score = ",", (0.0, False)
    for delimiter in DELIMITERS:
        try:
            rows = [r for r in csv.reader(io.StringIO(sample, newline=""), delimiter=delimiter) if any(r)][
                :50
            ]
        except csv.Error:
            continue
        if not rows:
            continue
        width, count = Counter(len(r) for r in rows).most_common(1)[0]
        score = (count / len(rows), len(rows[0]) == width) if width >= 2 else (0.0, False)
        if score > best_score:
            best, best_score = delimiter, score
    return best


def _read_delimited(
    path: Path, text: str, delimiter: str, header: bool | None, encoding: str, notes: tuple[str, ...]
) -> RawTable:
    if csv.field_size_limit() < 50_000_000:
        csv.field_size_limit(50_000_000)  # whole documents in one cell are fine; the default stops at 128 KiB
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    records: list[tuple[int, list[str]]] = []
    try:
        for number, row in enumerate(reader, start=1):
            if any(cell.strip() for cell in row):
                records.append((number, [cell.strip() for cell in row]))
    except csv.Error as error:
        raise DataError(
            "bad-table",
            translate("TrainingData", "{name} could not be read near line {line}: {error}.").format(
                name=path.name, line=reader.line_num, error=error
            ),
            translate(
                "TrainingData",
                'Check that line in a text editor: a stray double quote (") is the usual cause.',
            ),
        ) from error
    if not records:  # e.g. only empty quoted cells ("") or delimiters: nothing but blanks
        raise DataError(
            "empty",
            translate("TrainingData", "Every line of {name} is empty.").format(name=path.name),
            translate("TrainingData", "Choose a file that holds your examples."),
        )
    kind = "tsv" if delimiter == "\t" else "csv"
    table = _read_records(path, records, header, kind, encoding, notes, delimiter=delimiter)
    return replace(table, delimiter=delimiter)


def _read_records(
    path: Path,
    records: list[tuple[int, list[str]]],
    header: bool | None,
    kind: str,
    encoding: str,
    notes: tuple[str, ...],
    *,
    delimiter: str = ",",
    sheet: str | None = None,
) -> RawTable:
    """A table from its non-empty rows ``records`` (each with its number in the file), the first of them
    naming the columns when ``header`` says so or the header rule finds it (see the module doc); ``sheet``:
    the name of the sheet they come from, for a workbook."""
    if header is None:
        header, reason = first_row_is_header([row for _, row in records])
        if not header and sheet is not None:
            raise DataError(
                "no-header",
                translate(
                    "TrainingData",
                    "The first row of the sheet “{sheet}” in {name} looks like an example, not column names "
                    "({reason}).",
                ).format(sheet=sheet, name=path.name, reason=reason),
                translate(
                    "TrainingData",
                    "Insert a first row that names the columns (for example “text” and “label”), save the "
                    "workbook, and load it again.",
                ),
            )
        if not header:
            example = delimiter.join(("text", "label"))
            raise DataError(
                "no-header",
                translate(
                    "TrainingData",
                    "The first line of {name} looks like an example, not column names ({reason}).",
                ).format(name=path.name, reason=reason),
                translate(
                    "TrainingData", "Add a first line that names the columns, for example: {example}"
                ).format(example=example),
            )
    if header:
        names = records.pop(0)[1]
        if sheet is not None:  # a sheet's columns are those its cells fill
            usual = max((len(row) for _, row in records), default=0)
        else:
            usual = Counter(len(row) for _, row in records).most_common(1)[0][0] if records else 0
        width = max(len(names), usual)  # a column the header forgot to name still counts
        names = [names[i] if i < len(names) else "" for i in range(width)]
        if sheet is None:
            columns = unique_names(path, names)
        else:
            columns = sheet_columns(path, sheet, names, [row for _, row in records])
        if not records:
            raise DataError(
                "header-only",
                translate(
                    "TrainingData", "{name} has column names ({columns}) but no examples below them."
                ).format(name=path.name, columns=", ".join(columns)),
                translate(
                    "TrainingData",
                    "Add your examples under the first line, one per line, then load the file again.",
                ),
            )
    else:
        lengths = [len(row) for _, row in records]
        width = max(lengths) if sheet is not None else Counter(lengths).most_common(1)[0][0]
        columns = tuple(f"column {i + 1}" for i in range(width))
    rows, locations, too_wide = [], [], []
    for number, row in records:
        location = f"row {number}"
        if len(row) > len(columns) and any(row[len(columns) :]):
            too_wide.append(location)
        rows.append(tuple(row[: len(columns)]) + ("",) * (len(columns) - len(row)))
        locations.append(location)
    if too_wide:
        count = len(too_wide)
        notes += (
            translate(
                "TrainingData",
                "%n rows have more cells than there are column names ({rows}), usually because a text holds "
                "a "
                "comma and is not inside double quotes. The extra cells were left out; check these rows.",
                None,
                count,
            ).format(rows=listed_places(too_wide)),
        )
    return RawTable(kind, columns, tuple(rows), tuple(locations), encoding, None, notes)


def first_row_is_header(rows: list[list[str]]) -> tuple[bool, str]:
    """Whether the first row names the columns, and if not, why it looks like data (see the module doc)."""
    first, rest = rows[0], rows[1:]
    for index, cell in enumerate(first):
        if _NUMBER.fullmatch(cell):
            return False, translate("TrainingData", "“{cell}” is a number").format(cell=cell)
        if len(cell) > _LONGEST_NAME:
            return False, translate("TrainingData", "“{cell}” is too long for a column name").format(
                cell=_short(cell)
            )
        if cell and any(index < len(row) and row[index] == cell for row in rest):
            return False, translate(
                "TrainingData", "“{cell}” appears again further down in the same column"
            ).format(cell=_short(cell))
    return True, ""


def unique_names(path: Path, names: Sequence[str]) -> tuple[str, ...]:
    """The columns of the line of column names ``names`` of the table ``path``: an empty name becomes "column
    N" (with " (2)" added where a named column is called so already); two names that are the same ignoring
    capitals are refused with a ``DataError`` that names them and where they are (see the module doc)."""
    places: dict[str, list[int]] = {}
    for number, name in enumerate(names, start=1):
        if name:
            places.setdefault(name.casefold(), []).append(number)
    repeated = [numbers for numbers in places.values() if len(numbers) > 1]
    if repeated:
        named = translate("TrainingData", " and more than one named ").join(
            translate("TrainingData", "{names} (columns {numbers})").format(
                names=translate("TrainingData", " or ").join(
                    dict.fromkeys(f"“{names[n - 1]}”" for n in numbers)
                ),
                numbers=_numbers(numbers),
            )
            for numbers in repeated
        )
        raise DataError(
            "repeated-column",
            translate(
                "TrainingData",
                "{name} has more than one column named {named}, so which one is meant cannot be told.",
            ).format(name=path.name, named=named),
            translate(
                "TrainingData",
                "Give each column its own name in the first line of the file, then load it again.",
            ),
        )
    result: list[str] = []
    for index, name in enumerate(names):
        name = name or f"column {index + 1}"
        candidate, copy = name, 2
        while candidate in result:
            candidate, copy = f"{name} ({copy})", copy + 1
        result.append(candidate)
    return tuple(result)


def jsonl_record(path: Path, number: int, line: str, example: str) -> dict:
    """Line ``number`` of a JSON Lines file as a record, or a DataError that names the line and shows
    ``example`` (a record of the expected shape)."""
    hint = translate(
        "TrainingData", "Each line must hold one record such as {example}. Fix or delete line {number}."
    ).format(example=example, number=number)
    try:
        record = json_loads(line)
    except json.JSONDecodeError as error:
        raise DataError(
            "bad-jsonl",
            translate(
                "TrainingData", "Line {number} of {name} is not valid JSON ({error}, at character {column})."
            ).format(number=number, name=path.name, error=error.msg, column=error.colno),
            hint,
        ) from error
    if not isinstance(record, dict):
        raise DataError(
            "bad-jsonl",
            translate("TrainingData", "Line {number} of {name} is not a record with named fields.").format(
                number=number, name=path.name
            ),
            hint,
        )
    return json_record(
        path, record, translate("TrainingData", "The record on line {number}").format(number=number)
    )


def json_array_records(path: Path, text: str, example: str) -> list[dict]:
    """The records of a JSON array file ``path`` (its ``text``), or a DataError that shows ``example`` (a
    record of the expected shape)."""
    hint = translate("TrainingData", "The file must hold a list of records such as [{example}, ...].").format(
        example=example
    )
    try:
        data = json_loads(text)
    except json.JSONDecodeError as error:
        raise DataError(
            "bad-json",
            translate("TrainingData", "{name} is not valid JSON (line {line}: {error}).").format(
                name=path.name, line=error.lineno, error=error.msg
            ),
            hint,
        ) from error
    if not isinstance(data, list) or not all(isinstance(item, dict) for item in data):
        raise DataError(
            "bad-json",
            translate("TrainingData", "{name} is not a list of records.").format(name=path.name),
            hint,
        )
    return [
        json_record(path, record, translate("TrainingData", "Record {number}").format(number=number))
        for number, record in enumerate(data, start=1)
    ]


def json_record(path: Path, record: dict, which: str) -> dict:
    """``record`` (read by ``json_loads``) unless it names a field more than once, which is refused naming it
    (``which``: "Record 3", "The record on line 7")."""
    repeated = getattr(record, "repeated", ())
    if repeated:
        raise DataError(
            "repeated-column",
            translate(
                "TrainingData",
                "{which} of {name} names the field “{field}” more than once, so which value is meant cannot "
                "be told.",
            ).format(which=which, name=path.name, field=repeated[0]),
            translate("TrainingData", "Give each field of a record its own name, then load the file again."),
        )
    return record


class _Record(dict):
    """A JSON object as read, with the names it gives more than once (``repeated``): ``json`` itself keeps
    the last value of a repeated name without a word."""

    repeated: tuple[str, ...] = ()


def _record(pairs: list[tuple[str, Any]]) -> dict:
    record = dict(pairs)
    if len(record) == len(pairs):
        return record  # the usual case, kept a plain dict: reading a large file stays quick
    marked = _Record(record)
    marked.repeated = tuple(name for name, count in Counter(n for n, _ in pairs).items() if count > 1)
    return marked


def json_loads(text: str) -> Any:
    """``json.loads``, each object remembering the names it gives more than once (see ``json_record``)."""
    return json.loads(text, object_pairs_hook=_record)


def _read_jsonl(path: Path, text: str, encoding: str, notes: tuple[str, ...]) -> RawTable:
    records, locations = [], []
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        records.append(jsonl_record(path, number, line, '{"text": "...", "label": "..."}'))
        locations.append(f"line {number}")
    return _table_from_records(path, "jsonl", records, locations, encoding, notes)


def _read_json_array(path: Path, text: str, encoding: str, notes: tuple[str, ...]) -> RawTable:
    data = json_array_records(path, text, '{"text": "...", "label": "..."}')
    if not data:
        raise DataError(
            "empty",
            translate("TrainingData", "{name} holds an empty list.").format(name=path.name),
            translate("TrainingData", "Choose a file that holds your examples."),
        )
    locations = [f"record {i + 1}" for i in range(len(data))]
    return _table_from_records(path, "json", data, locations, encoding, notes)


def _table_from_records(
    path: Path, kind: str, records: list[dict], locations: list[str], encoding: str, notes: tuple[str, ...]
) -> RawTable:
    columns = tuple(dict.fromkeys(str(key) for record in records for key in record))
    if not columns:
        raise DataError(
            "no-fields",
            translate("TrainingData", "The records in {name} have no fields ({{}}).").format(name=path.name),
            translate(
                "TrainingData",
                'Give each record a text and a label, such as {"text": "...", "label": "..."}.',
            ),
        )
    rows = tuple(tuple(_cell(record.get(column)) for column in columns) for record in records)
    return RawTable(kind, columns, rows, tuple(locations), encoding, None, notes)


def _cell(value: object) -> str:
    """A JSON value as a table cell: strings stripped, numbers as written, lists and objects as JSON."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    return json.dumps(value, ensure_ascii=False)


def _read_folder(path: Path) -> RawTable:
    """One sub-folder per class, each holding .txt files; hidden folders are skipped."""
    hint = translate(
        "TrainingData",
        "Put the texts of each class in a sub-folder named after the class (for example “positive” and "
        "“negative”), one .txt file per text.",
    )
    folders = sorted(p for p in path.iterdir() if p.is_dir() and not p.name.startswith((".", "__")))
    if not folders:
        raise DataError(
            "folder-classes",
            translate("TrainingData", "The folder {name} has no sub-folders.").format(name=path.name),
            hint,
        )
    rows, locations, empty, not_utf8, encodings = [], [], [], [], set()
    for folder in folders:
        files = sorted(p for p in folder.rglob("*.txt") if p.is_file() and not p.name.startswith("."))
        if not files:
            empty.append(folder.name)
        for file in files:
            text, encoding, _ = decode_file(file)
            relative = file.relative_to(path).as_posix()
            encodings.add(encoding.replace("utf-8-sig", "utf-8"))
            if not encoding.startswith("utf"):
                not_utf8.append(relative)
            rows.append((text.strip(), folder.name, relative))
            locations.append(relative)
    classes = [f.name for f in folders if f.name not in empty]
    if len(classes) < 2:
        message = (
            translate(
                "TrainingData",
                "The folder {name} has only one class sub-folder with .txt files (“{folder}”); a classifier "
                "needs at least two classes.",
            )
            if classes
            else translate(
                "TrainingData",
                "The folder {name} has no .txt files; a classifier needs at least two classes.",
            )
        )
        raise DataError(
            "folder-classes", message.format(name=path.name, folder=classes[0] if classes else ""), hint
        )
    notes = []
    if empty:
        notes.append(
            translate(
                "TrainingData", "These sub-folders hold no .txt files and were left out: {folders}."
            ).format(folders=", ".join(empty))
        )
    loose = [p.name for p in path.glob("*.txt")]
    count = len(loose)
    if loose:
        notes.append(
            translate(
                "TrainingData",
                "%n .txt files directly in {name} belong to no class and were left out.",
                None,
                count,
            ).format(name=path.name)
        )
    count = len(not_utf8)
    if not_utf8:
        notes.append(
            translate(
                "TrainingData",
                "%n files are not saved as UTF-8 ({files}), so they were read as Western European text. If "
                "accented letters look wrong, save them as UTF-8 and load the folder again.",
                None,
                count,
            ).format(files=listed_places(not_utf8))
        )
    encoding = encodings.pop() if len(encodings) == 1 else "mixed"
    return RawTable(
        "folder", ("text", "label", "file"), tuple(rows), tuple(locations), encoding, None, tuple(notes)
    )


def _numbers(numbers: Sequence[int]) -> str:
    """1, 3 and 5."""
    *most, last = (str(n) for n in numbers)
    return (
        translate("TrainingData", "{most} and {last}").format(most=", ".join(most), last=last)
        if most
        else last
    )


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def listed_places(places: Sequence[str], shown: int = 5) -> str:
    """The first ``shown`` of ``places`` (rows' locations, or files) in words, then how many more: "row 2,
    row 5 and 3 more", in the window's language."""
    listed = ", ".join(location_in_words(place) for place in places[:shown])
    if len(places) <= shown:
        return listed
    return translate("TrainingData", "{listed} and {more} more").format(
        listed=listed, more=len(places) - shown
    )
