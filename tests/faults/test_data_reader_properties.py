"""Property tests: the data readers, fed any small CSV, TSV, JSON Lines or JSON file (well formed or not, any
bytes), either load it or refuse it with the project's own error and a message; nothing else escapes."""

from __future__ import annotations

import csv
import io
import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from workbench.core.errors import WorkbenchError
from workbench.core.training.data.corpus import read_text_corpus
from workbench.core.training.data.labelled import load_dataset, read_table_preview
from workbench.core.training.data.reading import read_raw_table

QUICK = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Letters that make tables hard: delimiters, quotes, line breaks, a byte-order mark, control and
# wide characters.
TRICKY = st.sampled_from(list(",;\t\"'\n\r \\{}[]:0123456789.-+eE\ufeff\x00\x1fé😀"))
WORDS = st.sampled_from(["text", "label", "positive", "negative", "1", "2", "", " "])
CELLS = WORDS | st.text(alphabet=TRICKY | st.characters(codec="utf-8"), max_size=12)
ROWS = st.lists(st.lists(CELLS, min_size=1, max_size=4), min_size=0, max_size=6)
JSON_SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(
            st.sampled_from(["text", "label", "x", ""]) | st.text(max_size=5), inner, max_size=3
        )
    ),
    max_leaves=8,
)
ENCODINGS = st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "cp1252", "latin-1"])


def table_text(rows: list[list[str]], delimiter: str) -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter).writerows(rows)
    return out.getvalue()


def read_every_way(content: bytes, suffix: str) -> None:
    """Each reader either returns or raises a WorkbenchError with a message."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"data{suffix}"
        path.write_bytes(content)
        calls = [
            lambda: read_raw_table(path),
            lambda: read_raw_table(path, header=False),
            lambda: read_table_preview(path),
            lambda: load_dataset(path),
            lambda: load_dataset(path, header=True, text_column="text", label_column="label"),
            lambda: read_text_corpus(path),
        ]
        for call in calls:
            try:
                result = call()
            except WorkbenchError as error:
                assert error.message.strip(), f"{type(error).__name__} without a message"
                assert "Traceback" not in str(error)
                continue
            if hasattr(result, "rows") and hasattr(result, "labels"):  # a loaded dataset is consistent
                assert len(result.texts) == len(result.labels) == len(result.rows)
                assert all(0 <= label < len(result.label_names) for label in result.labels)


def encoded(text: str, encoding: str) -> bytes:
    return (
        text.encode(encoding, errors="replace")
        if encoding in ("cp1252", "latin-1")
        else text.encode(encoding)
    )


@QUICK
@given(ROWS, st.sampled_from([".csv", ".txt", ""]), st.sampled_from([",", ";", "\t"]), ENCODINGS)
def test_any_small_csv(rows, suffix: str, delimiter: str, encoding: str) -> None:
    read_every_way(encoded(table_text(rows, delimiter), encoding), suffix)


@QUICK
@given(ROWS, st.sampled_from([".tsv", ".tab"]), ENCODINGS)
def test_any_small_tsv(rows, suffix: str, encoding: str) -> None:
    read_every_way(encoded(table_text(rows, "\t"), encoding), suffix)


@QUICK
@given(
    st.lists(JSON_VALUES.map(json.dumps) | CELLS, max_size=6), st.sampled_from([".jsonl", ".ndjson", ".json"])
)
def test_any_small_jsonl(lines: list[str], suffix: str) -> None:
    read_every_way("\n".join(lines).encode("utf-8"), suffix)


@QUICK
@given(JSON_VALUES)
def test_any_json_file(value) -> None:
    read_every_way(json.dumps(value).encode("utf-8"), ".json")


@QUICK
@given(st.binary(max_size=300), st.sampled_from([".csv", ".tsv", ".jsonl", ".json", ".txt", ""]))
def test_any_bytes(content: bytes, suffix: str) -> None:
    read_every_way(content, suffix)


@QUICK
@given(st.text(alphabet=TRICKY, max_size=80), st.sampled_from([".csv", ".tsv", ".jsonl", ".json"]))
def test_any_text_made_of_awkward_characters(text: str, suffix: str) -> None:
    read_every_way(text.encode("utf-8", errors="surrogatepass"), suffix)
