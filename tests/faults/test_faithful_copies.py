"""A copy written from a user's file keeps every row where it was and every field as it was.

Generated files (hypothesis) with line breaks of every kind inside quoted texts (LF, CRLF, a bare CR), a
byte-order mark, commas, semicolons or tabs, quotes inside quotes, empty lines and long fields are read the
way labelling reads them and copied with two added columns; Python's own ``csv`` (or ``json``) then reads the
copy back and finds the same rows, each with its original fields unchanged, in the input's dialect.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from workbench.core.use import rows as row_files

ADDED = ("predicted_label", "confidence")
HEADER = ["id", "text", "note"]
DELIMITERS = {",": ".csv", ";": ".csv", "\t": ".tsv"}
PIECES = [
    "a",
    "b",
    "cat",
    " ",
    "é",
    "€",
    "日本",
    '"',
    '""',
    "\n",
    "\r\n",
    "\r",
    ",",
    ";",
    "\t",
    "\u2028",
    "x" * 300,
]
CHECKED = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def fields(delimiter: str) -> st.SearchStrategy[str]:
    """Texts made of awkward pieces; the delimiters other than the file's own are left out, so that the file's
    delimiter is the one any reader would find (each such text holds the file's own one, quoted)."""
    others = {d for d in DELIMITERS if d != delimiter}
    pieces = [p for p in PIECES if p not in others]
    return st.lists(st.sampled_from(pieces), max_size=8).map("".join).filter(lambda t: t not in HEADER)


@st.composite
def tables(draw: st.DrawFn) -> tuple[str, str, bool, bool, list[list[str]]]:
    delimiter = draw(st.sampled_from(sorted(DELIMITERS)))
    line_end = draw(st.sampled_from(["\n", "\r\n", "\r"]))
    body = draw(
        st.lists(
            st.one_of(
                st.just([]),  # an empty line
                st.tuples(st.integers(0, 9999).map(str), fields(delimiter), fields(delimiter)).map(list),
            ),
            min_size=1,
            max_size=12,
        ).filter(lambda rows: any(rows))
    )
    return delimiter, line_end, draw(st.booleans()), draw(st.booleans()), body


def write_table(
    path: Path, delimiter: str, line_end: str, bom: bool, quote_all: bool, rows: list[list[str]]
) -> None:
    """As spreadsheets write CSV: a field quoted when it must be (or every field), quotes doubled."""

    def cell(text: str) -> str:
        needs = quote_all or any(c in text for c in (delimiter, '"', "\r", "\n"))
        return '"' + text.replace('"', '""') + '"' if needs else text

    lines = [delimiter.join(cell(c) for c in row) for row in [HEADER, *rows]]
    path.write_bytes(("\ufeff" if bom else "").encode() + (line_end.join(lines) + line_end).encode("utf-8"))


def copy(source_path: Path, out: Path) -> row_files.RowSource:
    """What labelling does with the file, answering every text "L" with 0.5."""
    source = row_files.inspect(source_path)
    with row_files.CopyWriter(source, out, ADDED) as writer:
        for row, text, _second in row_files.read_texts(source):
            writer.write(row, ("L", "0.5") if text else ("", ""))
        writer.commit()
    return source


@CHECKED
@given(table=tables())
def test_a_csv_copy_keeps_every_row_and_field_in_the_input_dialect(
    tmp_path_factory, table: tuple[str, str, bool, bool, list[list[str]]]
) -> None:
    delimiter, line_end, bom, quote_all, body = table
    folder = tmp_path_factory.mktemp("copy")
    data = folder / f"tickets{DELIMITERS[delimiter]}"
    write_table(data, delimiter, line_end, bom, quote_all, body)
    before = data.read_bytes()
    source = copy(data, folder / f"out{data.suffix}")
    assert data.read_bytes() == before
    assert source.delimiter == delimiter and source.line_end == line_end and source.text_column == "text"
    raw = (folder / f"out{data.suffix}").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") == bom and raw.decode("utf-8-sig").endswith(line_end)
    with (folder / f"out{data.suffix}").open(encoding="utf-8-sig", newline="") as handle:
        read_back = list(csv.reader(handle, delimiter=delimiter))
    assert read_back[0] == HEADER + list(ADDED)
    assert len(read_back) - 1 == len(body) == source.rows
    for original, copied in zip(body, read_back[1:], strict=True):
        assert copied[: len(original)] == original
        assert copied[len(original) : len(HEADER)] == [""] * (len(HEADER) - len(original))
        assert copied[len(HEADER) :] == (["L", "0.5"] if original and original[1].strip() else ["", ""])


@st.composite
def records(draw: st.DrawFn) -> tuple[str, list[dict | None]]:
    text = st.lists(st.sampled_from(PIECES), max_size=8).map("".join)
    value = st.one_of(text, st.integers(), st.booleans(), st.none(), st.lists(text, max_size=3))
    record = st.fixed_dictionaries(
        {"text": text}, optional={"id": st.integers(), "meta": value, "note": text}
    )
    body = draw(st.lists(st.one_of(st.none(), record), min_size=1, max_size=10).filter(lambda r: any(r)))
    return draw(st.sampled_from(["\n", "\r\n"])), body


@CHECKED
@given(case=records())
def test_a_json_lines_copy_keeps_every_record_and_its_place(tmp_path_factory, case) -> None:
    line_end, body = case
    folder = tmp_path_factory.mktemp("copy")
    data = folder / "notes.jsonl"
    lines = ["" if r is None else json.dumps(r, ensure_ascii=False) for r in body]
    data.write_text(line_end.join(lines) + line_end, encoding="utf-8", newline="")
    copy(data, folder / "out.jsonl")
    with (folder / "out.jsonl").open(encoding="utf-8", newline="") as handle:
        read_back = list(handle)
    assert all(line.endswith(line_end) for line in read_back) and len(read_back) == len(body)
    for original, line in zip(body, read_back, strict=True):
        if original is None:
            assert line == line_end
            continue
        copied = json.loads(line)
        assert {k: copied[k] for k in original} == original
        assert [copied[k] for k in ADDED] == (["L", "0.5"] if original["text"].strip() else ["", ""])


def test_a_very_long_field_and_a_latin_file_come_back_unchanged(tmp_path: Path) -> None:
    long_text = "the cat sat on the mat, " * 50_000  # 1.2 MB in one quoted field, past csv's default limit
    rows = [["1", "short", "é"], ["2", long_text, "x"], ["3", "ü and ½ and \x81", "y"]]
    data = tmp_path / "long.csv"
    with data.open("w", encoding="latin-1", newline="") as handle:  # byte 81 is no Windows-1252 letter
        csv.writer(handle).writerows([HEADER, *rows])
    source = copy(data, tmp_path / "out.csv")
    assert source.encoding == "latin-1"  # the copy is UTF-8: its fields are the same texts
    with (tmp_path / "out.csv").open(encoding="utf-8", newline="") as handle:
        read_back = list(csv.reader(handle))
    assert [row[:3] for row in read_back[1:]] == rows
