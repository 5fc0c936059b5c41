"""Reading a file of texts piece by piece, for ``rows``: its CSV rows, lines or JSON records as they come, and
the files of a folder of ``.txt`` files; nothing is held whole but a JSON array, which cannot be read in
pieces.  The file is checked and its encoding found first, by ``data.gate``."""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from pathlib import Path

from workbench.core.training.data.reading import DataError, json_array_records, jsonl_record
from workbench.core.words import translate


def csv_rows(path: Path, encoding: str, delimiter: str, limit: int | None = None) -> Iterator[list[str]]:
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
                translate("Use", "{name} could not be read near line {line_num}: {error}.").format(
                    name=path.name, line_num=reader.line_num, error=error
                ),
                translate(
                    "Use", 'Check that line in a text editor: a stray double quote (") is the usual cause.'
                ),
            ) from error


def text_lines(path: Path, encoding: str) -> Iterator[str]:
    with path.open(encoding=encoding, errors="replace", newline="") as handle:
        for line in handle:
            yield line.rstrip("\r\n")


def jsonl_records(path: Path, encoding: str) -> Iterator[tuple[int, dict | None]]:
    for number, line in enumerate(text_lines(path, encoding), start=1):
        yield number, (jsonl_record(path, number, line, '{"text": "..."}') if line.strip() else None)


def json_array(path: Path, encoding: str) -> list[dict]:
    return json_array_records(path, path.read_text(encoding=encoding), '{"text": "..."}')


def record_columns(records: list[dict]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(str(key) for record in records for key in record))


def cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False) if isinstance(value, list | dict) else str(value)


def folder_files(path: Path) -> list[Path]:
    return sorted(
        p
        for p in path.rglob("*.txt")
        if p.is_file() and not any(part.startswith(".") for part in p.relative_to(path).parts)
    )
