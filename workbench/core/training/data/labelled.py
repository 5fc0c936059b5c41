"""Loading the user's labelled texts for fine-tuning a classifier: one ``LabelledDataset`` from a file or folder.

``load_dataset`` reads CSV, TSV, JSON Lines, a JSON array or a folder of class sub-folders (see
``data.reading`` for formats, encodings and the header rule), picks the text and label columns, and numbers
the labels.  ``read_table_preview`` shows a file's columns and first rows before any column is chosen, for the
wizard's mapping step.  Checks, clean-up, splitting and subsampling are in ``data.checks``.

Column choice, when not given: the text column is the one named like text/sentence/review/content/body/
tweet/message (exact name first, then a name containing such a word), else the one with the longest texts on
average; the label column is the one named like label/labels/class/category/sentiment/target/y, else the
column with the fewest different values (at least 2, and no more than half the number of rows).

Label order: label names are sorted — by value when they are all numbers ("2" before "10"), otherwise
alphabetically ignoring case — so the same file gives the same class numbers whatever the order of its rows.
Datasets derived from another (clean-up, split, subsample) keep its ``label_names`` and numbering.

Rows with an empty label are left out with a note (they are usually not labelled yet); every other problem
the user can fix raises ``DataError`` (or ``ColumnError`` for column choices) with a plain message and a hint.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from workbench.core.errors import DataError
from workbench.core.training.data.reading import ColumnError, RawTable, read_raw_table

__all__ = [
    "ColumnError",
    "DataError",
    "LabelledDataset",
    "TablePreview",
    "guess_columns",
    "load_dataset",
    "read_table_preview",
    "sort_label_names",
]

TEXT_NAMES = ("text", "sentence", "review", "content", "body", "tweet", "message", "document", "comment")
LABEL_NAMES = ("label", "labels", "class", "category", "sentiment", "target", "y", "tag", "topic", "intent")
_NOT_NAME_WORDS = {"id", "ids", "len", "length", "count", "index", "idx", "no", "number"}


@dataclass(frozen=True)
class StoredDataset:
    """Texts and labels as kept in a run folder (the shape ``train()`` needs from any dataset)."""

    texts: tuple[str, ...]
    labels: tuple[int, ...]
    label_names: tuple[str, ...]

    def __len__(self) -> int:
        return len(self.texts)


@dataclass(frozen=True)
class LabelledDataset:
    """Texts with integer labels, plus what the UI needs to show where they came from.

    ``labels[i]`` indexes ``label_names``; ``rows[i]`` holds the raw cells of example ``i`` aligned with
    ``columns``; ``locations[i]`` says where it sits in the source ("row 5", "line 7", "positive/a.txt").
    """

    texts: tuple[str, ...] = field(repr=False)
    labels: tuple[int, ...] = field(repr=False)
    label_names: tuple[str, ...]
    source: Path
    text_column: str
    label_column: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...] = field(repr=False, compare=False)
    locations: tuple[str, ...] = field(repr=False, compare=False)
    notes: tuple[str, ...] = ()
    format: str = "csv"
    encoding: str = "utf-8"

    def __len__(self) -> int:
        return len(self.texts)

    def preview(self, n: int = 20) -> tuple[tuple[str, ...], ...]:
        """The raw cells of the first ``n`` examples, aligned with ``columns``, for the UI's table."""
        return self.rows[: max(n, 0)]

    def class_counts(self) -> dict[str, int]:
        """How many examples each label name has, in ``label_names`` order (zero for absent classes)."""
        counts = Counter(self.labels)
        return {name: counts.get(index, 0) for index, name in enumerate(self.label_names)}

    def select(self, indexes: Sequence[int], note: str | None = None) -> LabelledDataset:
        """A new dataset of the examples at ``indexes`` (in that order), same labels, ``note`` added."""
        return replace(
            self,
            texts=tuple(self.texts[i] for i in indexes),
            labels=tuple(self.labels[i] for i in indexes),
            rows=tuple(self.rows[i] for i in indexes),
            locations=tuple(self.locations[i] for i in indexes),
            notes=self.notes + ((note,) if note else ()),
        )


@dataclass(frozen=True)
class TablePreview:
    """A file's columns and first rows, before any column is chosen, with the columns we would suggest."""

    source: Path
    format: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    total_rows: int
    encoding: str
    delimiter: str | None
    notes: tuple[str, ...]
    suggested_text_column: str | None
    suggested_label_column: str | None


def read_table_preview(path: Path, n: int = 20, *, header: bool | None = None) -> TablePreview:
    """The columns and first ``n`` rows of ``path``; raises ``DataError`` when the file cannot be read at all."""
    table = read_raw_table(Path(path), header=header)
    text_column, label_column = guess_columns(table.columns, table.rows)
    return TablePreview(
        source=Path(path),
        format=table.format,
        columns=table.columns,
        rows=table.rows[: max(n, 0)],
        total_rows=len(table.rows),
        encoding=table.encoding,
        delimiter=table.delimiter,
        notes=table.notes,
        suggested_text_column=text_column,
        suggested_label_column=label_column,
    )


def load_dataset(
    path: Path,
    *,
    text_column: str | None = None,
    label_column: str | None = None,
    header: bool | None = None,
) -> LabelledDataset:
    """Read ``path`` and return its texts and labels; the columns are guessed unless named (see module doc).

    ``header``: True/False when the user has said whether the first line of a CSV/TSV names the columns
    (without one, columns are called "column 1", "column 2", ...); None detects it.
    """
    path = Path(path)
    table = read_raw_table(path, header=header)
    columns = table.columns
    if len(columns) < 2:
        raise ColumnError(
            "one-column",
            f"{path.name} has only one column ({columns[0]}); the workbench needs a text and a label for each example.",
            "Add a column with the label of each text. In a CSV file, separate it from the text with a comma and "
            "put texts that contain commas inside double quotes.",
            columns,
        )
    chosen_text = _resolve(text_column, "text", table)
    chosen_label = _resolve(label_column, "label", table)
    guessed_text, guessed_label = guess_columns(columns, table.rows, text=chosen_text, label=chosen_label)
    chosen_text, chosen_label = chosen_text or guessed_text, chosen_label or guessed_label
    if chosen_label is None:
        raise ColumnError(
            "no-label-column",
            f"None of the columns of {path.name} looks like labels ({_names(columns)}).",
            "Choose the column that holds each text's class, or add one (for example a column “label”).",
            columns,
        )
    if chosen_text is None or chosen_text == chosen_label:
        raise ColumnError(
            "same-column" if chosen_text else "no-text-column",
            f"The texts and the labels must come from two different columns of {path.name} ({_names(columns)}).",
            "Choose one column for the texts and another for the labels.",
            columns,
        )
    return _build(path, table, chosen_text, chosen_label, guessed=(text_column is None, label_column is None))


def guess_columns(
    columns: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    text: str | None = None,
    label: str | None = None,
) -> tuple[str | None, str | None]:
    """The likely (text, label) columns; ``text``/``label`` when given are kept and not guessed again."""
    if text is None:
        text = _by_name(columns, TEXT_NAMES, exclude=label, rows=rows)
    if label is None:
        label = _by_name(columns, LABEL_NAMES, exclude=text, rows=rows)
    if text is None:
        text = _longest(columns, rows, exclude=label)
    if label is None:
        label = _fewest_values(columns, rows, exclude=text)
    return text, label


def sort_label_names(names: set[str] | Sequence[str]) -> tuple[str, ...]:
    """Label names in the workbench's fixed order: by value when all are numbers, else alphabetically."""
    unique = set(names)
    try:
        return tuple(sorted(unique, key=lambda name: (float(name), name)))
    except ValueError:
        return tuple(sorted(unique, key=lambda name: (name.casefold(), name)))


def _build(
    path: Path, table: RawTable, text_column: str, label_column: str, guessed: tuple[bool, bool]
) -> LabelledDataset:
    text_at, label_at = table.columns.index(text_column), table.columns.index(label_column)
    keep = [i for i, row in enumerate(table.rows) if row[label_at]]
    if not keep:
        raise ColumnError(
            "no-labels",
            f"The label column “{label_column}” of {path.name} is empty in every row.",
            "Choose the column that holds each text's class, or fill in the labels.",
            table.columns,
        )
    label_names = sort_label_names({table.rows[i][label_at] for i in keep})
    number = {name: index for index, name in enumerate(label_names)}
    notes = list(table.notes)
    how = "chosen automatically — you can choose others" if any(guessed) else "as chosen"
    notes.append(f"Texts come from the column “{text_column}” and labels from “{label_column}” ({how}).")
    if len(keep) < len(table.rows):
        unlabelled = [table.locations[i] for i, row in enumerate(table.rows) if not row[label_at]]
        shown = ", ".join(unlabelled[:5]) + (
            f" and {len(unlabelled) - 5} more" if len(unlabelled) > 5 else ""
        )
        notes.append(f"{len(unlabelled)} rows have no label and were left out ({shown}).")
    return LabelledDataset(
        texts=tuple(table.rows[i][text_at] for i in keep),
        labels=tuple(number[table.rows[i][label_at]] for i in keep),
        label_names=label_names,
        source=path,
        text_column=text_column,
        label_column=label_column,
        columns=table.columns,
        rows=tuple(table.rows[i] for i in keep),
        locations=tuple(table.locations[i] for i in keep),
        notes=tuple(notes),
        format=table.format,
        encoding=table.encoding,
    )


def _resolve(name: str | None, role: str, table: RawTable) -> str | None:
    """The column the user named, matched exactly or else ignoring case and spaces; ColumnError if absent."""
    if name is None:
        return None
    if name in table.columns:
        return name
    for column in table.columns:
        if column.strip().casefold() == name.strip().casefold():
            return column
    raise ColumnError(
        "column-not-found",
        f"The {role} column “{name}” is not in the file. The columns found are: {_names(table.columns)}.",
        f"Choose one of these columns for the {role}s.",
        table.columns,
    )


def _words(name: str) -> list[str]:
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", name)
    return [word for word in re.split(r"[^0-9a-zA-Z]+", spaced.casefold()) if word]


def _by_name(
    columns: Sequence[str], wanted: Sequence[str], exclude: str | None, rows: Sequence[Sequence[str]]
) -> str | None:
    """A column named exactly like one of ``wanted`` (in its order), else one whose name contains such a word."""
    candidates = [c for c in columns if c != exclude]
    for word in wanted:
        for column in candidates:
            if column.strip().casefold() == word:
                return column
    partial = [
        c
        for c in candidates
        if set(_words(c)) & set(wanted)
        and not set(_words(c)) & _NOT_NAME_WORDS
        and _non_empty(columns, rows, c)
    ]
    return partial[0] if partial else None


def _non_empty(columns: Sequence[str], rows: Sequence[Sequence[str]], column: str) -> bool:
    at = list(columns).index(column)
    return any(row[at] for row in rows)


def _longest(columns: Sequence[str], rows: Sequence[Sequence[str]], exclude: str | None) -> str | None:
    """The column with the longest cells on average (ties: the leftmost)."""
    best, best_length = None, 0.0
    for at, column in enumerate(columns):
        if column == exclude or not rows:
            continue
        length = sum(len(row[at]) for row in rows) / len(rows)
        if length > best_length:
            best, best_length = column, length
    return best


def _fewest_values(columns: Sequence[str], rows: Sequence[Sequence[str]], exclude: str | None) -> str | None:
    """The column with the fewest different values, if it has 2 to half-the-rows of them (1 for a 1-row file)."""
    best, best_count = None, 0
    for at, column in enumerate(columns):
        values = {row[at] for row in rows if row[at]}
        count = len(values)
        fits = count == 1 if len(rows) == 1 else 2 <= count <= max(2, len(rows) // 2)
        if column != exclude and fits and (best is None or count < best_count):
            best, best_count = column, count
    return best


def _names(columns: Sequence[str]) -> str:
    return ", ".join(f"“{c}”" for c in columns)
