"""Loading the user's labelled texts for fine-tuning a classifier: one ``LabelledDataset`` from
a file or folder.

``load_dataset`` reads CSV, TSV, JSON Lines, a JSON array, a sheet of an .xlsx or .ods workbook or a folder
of class sub-folders (see ``data.reading`` for formats, encodings and the header rule), picks the text and
label columns, and numbers the labels.  With ``pairs=True`` each example is two texts and a label
(entailment, paraphrase, a question and its answer): a second text column is picked as well, and a file
without one is refused in plain words.
``read_table_preview`` shows a file's columns and first rows before any column is chosen, for the wizard's
mapping step.  Checks, clean-up, splitting and subsampling are in ``data.checks``.

Column choice, when not given, is ``data.columns``'s (by the columns' names, then by what they hold).

Label order: label names are sorted — by value when they are all numbers ("2" before "10"), otherwise
alphabetically ignoring case — so the same file gives the same class numbers whatever the order of its rows.
Datasets derived from another (clean-up, split, subsample) keep its ``label_names`` and numbering.

Look-alike labels: names that differ only in capitals or in spaces around them ("billing", "Billing") are
most likely one label spelled in different ways.  ``look_alike_labels`` is the one place that decides which
names look like one, and which spelling a merge keeps: the most frequent.  Everything that reads labelled data
(the checks before training, the label check, the map of meaning, the window's data page) reports them with
it; ``load_dataset(merge_case_labels=True)`` reads each group as its kept spelling, for that run only (the
file is not changed), and says so in a note.

Rows with an empty label are left out with a note (they are usually not labelled yet); every other problem
the user can fix raises ``DataError`` (or ``ColumnError`` for column choices) with a plain message and a hint.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from workbench.core.errors import DataError
from workbench.core.training.data.columns import guess_columns, guess_pair_columns
from workbench.core.training.data.reading import ColumnError, RawTable, listed_places, read_raw_table
from workbench.core.words import translate

__all__ = [
    "ColumnError",
    "DataError",
    "LabelledDataset",
    "LookAlikeLabels",
    "TablePreview",
    "guess_columns",
    "guess_pair_columns",
    "load_dataset",
    "look_alike_labels",
    "look_alike_message",
    "pair_text",
    "read_table_preview",
    "sort_label_names",
]

PAIR_JOINER = "  ‖  "  # between the two texts of a pair, where one line shows both


def pair_text(text: str, text_b: str | None) -> str:
    """One line that shows an example: its text, or both texts of a pair with ``PAIR_JOINER`` between them."""
    return text if text_b is None else f"{text}{PAIR_JOINER}{text_b}"


@dataclass(frozen=True)
class StoredDataset:
    """Texts and labels as kept in a run folder (the shape ``train()`` needs from any dataset); a dataset of
    text pairs has each pair's second text in ``texts_b``.  ``locations`` says where each example sits in the
    data file ("row 5", as ``LabelledDataset.locations``), so that a correction names its row; None for runs
    kept before they were stored, or data that came from no file.  ``source_sha256`` is the checksum of the
    file those locations are in (None where it was not kept)."""

    texts: tuple[str, ...]
    labels: tuple[int, ...]
    label_names: tuple[str, ...]
    texts_b: tuple[str, ...] | None = None
    locations: tuple[str, ...] | None = None
    source_sha256: str | None = field(default=None, compare=False)

    def __len__(self) -> int:
        return len(self.texts)


@dataclass(frozen=True)
class LabelledDataset:
    """Texts with integer labels, plus what the UI needs to show where they came from.

    ``labels[i]`` indexes ``label_names``; ``rows[i]`` holds the raw cells of example ``i`` aligned with
    ``columns``; ``locations[i]`` says where it sits in the source ("row 5", "line 7", "positive/a.txt").
    A dataset of text pairs has each pair's second text in ``texts_b[i]`` (from ``text_b_column``); a
    dataset of single texts has None there.  ``source_sha256`` is the checksum of the file as it was read
    (``gate.file_sha256``; None for a folder), which a run keeps with the locations.
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
    texts_b: tuple[str, ...] | None = field(default=None, repr=False)
    text_b_column: str | None = None
    source_sha256: str | None = field(default=None, repr=False, compare=False)

    @property
    def is_pairs(self) -> bool:
        return self.texts_b is not None

    def shown(self, index: int) -> str:
        """Example ``index`` as one line: its text, or the pair's two texts (``pair_text``)."""
        return pair_text(self.texts[index], self.texts_b[index] if self.texts_b is not None else None)

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
            texts_b=tuple(self.texts_b[i] for i in indexes) if self.texts_b is not None else None,
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
    suggested_text_b_column: str | None = None  # the second text of a pair (asked for with ``pairs``)
    # where each previewed row sits in the file ("row 5", as a spreadsheet and every message number it)
    locations: tuple[str, ...] = ()
    sheet: str | None = None  # a workbook's: the sheet shown
    sheets: tuple[str, ...] = ()  # a workbook's: all its sheets, in order (a chooser when more than one)


@dataclass(frozen=True)
class LookAlikeLabels:
    """Label names that differ only in capitals or in spaces around them, most frequent first, with how many
    examples each has: probably one label spelled in several ways.  A merge keeps ``kept``."""

    spellings: tuple[str, ...]
    counts: tuple[int, ...]

    @property
    def kept(self) -> str:
        """The spelling a merge keeps: the most frequent."""
        return self.spellings[0]

    @property
    def in_label_order(self) -> tuple[str, ...]:
        """The spellings in the label order of ``sort_label_names``, as the data page shows labels."""
        return sort_label_names(self.spellings)

    def listed(self) -> str:
        """The spellings with their counts, in words: “billing” (97) and “Billing” (4)."""
        parts = [f"“{name}” ({count:,})" for name, count in zip(self.spellings, self.counts, strict=True)]
        return translate("TrainingData", "{most} and {last}").format(
            most=", ".join(parts[:-1]), last=parts[-1]
        )


def look_alike_labels(counts: Mapping[str, int]) -> tuple[LookAlikeLabels, ...]:
    """The groups of label names in ``counts`` (name -> examples) that are the same but for capitals and
    spaces around them, in the workbench's label order of their kept spellings.  In a group the most frequent
    spelling comes first; of equally frequent ones, one without spaces around it, then the first
    alphabetically."""
    groups: dict[str, list[str]] = defaultdict(list)
    for name in counts:
        groups[name.strip().casefold()].append(name)
    found = []
    for names in groups.values():
        if len(names) < 2:
            continue
        names.sort(key=lambda name: (-counts[name], name != name.strip(), name))
        found.append(LookAlikeLabels(tuple(names), tuple(counts[name] for name in names)))
    order = {name: index for index, name in enumerate(sort_label_names([g.kept for g in found]))}
    return tuple(sorted(found, key=lambda group: order[group.kept]))


def look_alike_message(groups: Sequence[LookAlikeLabels]) -> str:
    """What ``groups`` of look-alike labels are and what a merge would keep, in plain words."""
    listed = "; ".join(group.listed() for group in groups)
    count = sum(len(group.spellings) for group in groups)
    if len(groups) == 1:
        return translate(
            "TrainingData",
            "Labels that differ only in capitals or spaces: {listed}. They look like one label spelled in "
            "different ways, but count as {count} different labels. Merged, they become “{kept}”, the most "
            "frequent spelling.",
        ).format(listed=listed, count=count, kept=groups[0].kept)
    return translate(
        "TrainingData",
        "Labels that differ only in capitals or spaces: {listed}. They look like {labels} labels spelled in "
        "different ways, but count as {count} different labels. Merged, each group becomes its most frequent "
        "spelling ({kept}).",
    ).format(
        listed=listed, labels=len(groups), count=count, kept=", ".join(f"“{group.kept}”" for group in groups)
    )


def read_table_preview(
    path: Path, n: int = 20, *, header: bool | None = None, pairs: bool = False, sheet: str | None = None
) -> TablePreview:
    """The columns and first ``n`` rows of ``path`` (of its ``sheet`` for a workbook; None: the first), with
    the columns we would suggest (for a file of text pairs with ``pairs``); raises ``DataError`` when the file
    cannot be read at all."""
    table = read_raw_table(Path(path), header=header, sheet=sheet)
    if pairs:
        text_column, text_b_column, label_column = guess_pair_columns(table.columns, table.rows)
    else:
        (text_column, label_column), text_b_column = guess_columns(table.columns, table.rows), None
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
        suggested_text_b_column=text_b_column,
        locations=table.locations[: max(n, 0)],
        sheet=table.sheet,
        sheets=table.sheets,
    )


def load_dataset(
    path: Path,
    *,
    text_column: str | None = None,
    label_column: str | None = None,
    header: bool | None = None,
    text_b_column: str | None = None,
    pairs: bool = False,
    merge_case_labels: bool = False,
    sheet: str | None = None,
) -> LabelledDataset:
    """Read ``path`` and return its texts and labels; the columns are guessed unless named (see module doc).

    ``header``: True/False when the user has said whether the first line of a CSV/TSV names the columns
    (without one, columns are called "column 1", "column 2", ...); None detects it.  ``pairs`` (or a
    ``text_b_column``): each example is two texts, the second from ``text_b_column`` (guessed unless named).
    ``merge_case_labels``: labels that differ only in capitals or spaces are read as one, the most frequent
    spelling (``look_alike_labels``), with a note; the file is not changed.  ``sheet``: the sheet of a
    workbook to read (None: the first).
    """
    path = Path(path)
    table = read_raw_table(path, header=header, sheet=sheet)
    columns = table.columns
    if len(columns) < 2:
        raise ColumnError(
            "one-column",
            translate(
                "TrainingData",
                "{name} has only one column ({column}); the workbench needs a text and a label for each "
                "example.",
            ).format(name=path.name, column=columns[0]),
            translate(
                "TrainingData",
                "Add a column with the label of each text. In a CSV file, separate it from the text with a "
                "comma "
                "and put texts that contain commas inside double quotes.",
            ),
            columns,
        )
    chosen_text = _resolve(text_column, "text", table)
    chosen_label = _resolve(label_column, "label", table)
    guessed = (text_column is None, label_column is None)
    if pairs or text_b_column is not None:
        chosen_b = _resolve(text_b_column, "second text", table)
        return _load_pairs(
            path,
            table,
            chosen_text,
            chosen_b,
            chosen_label,
            guessed + (text_b_column is None,),
            merge_case_labels,
        )
    guessed_text, guessed_label = guess_columns(columns, table.rows, text=chosen_text, label=chosen_label)
    chosen_text, chosen_label = chosen_text or guessed_text, chosen_label or guessed_label
    _check_label_column(path, columns, chosen_label)
    if chosen_text is None or chosen_text == chosen_label:
        raise ColumnError(
            "same-column" if chosen_text else "no-text-column",
            translate(
                "TrainingData",
                "The texts and the labels must come from two different columns of {name} ({columns}).",
            ).format(name=path.name, columns=_names(columns)),
            translate("TrainingData", "Choose one column for the texts and another for the labels."),
            columns,
        )
    return _build(path, table, chosen_text, chosen_label, guessed, merge_case_labels=merge_case_labels)


def _load_pairs(
    path: Path,
    table: RawTable,
    text: str | None,
    text_b: str | None,
    label: str | None,
    guessed: tuple[bool, ...],
    merge_case_labels: bool,
) -> LabelledDataset:
    """A dataset of text pairs: three different columns, the second text not empty in every row."""
    columns = table.columns
    if len(columns) < 3:
        raise ColumnError(
            "no-second-text",
            translate(
                "TrainingData",
                "{name} has only two columns ({columns}); a pair of texts needs three: the first text, the "
                "second "
                "text and the label.",
            ).format(name=path.name, columns=_names(columns)),
            translate(
                "TrainingData",
                "Add a column with each pair's second text (for example “text_b”), or choose the task that "
                "classifies single texts.",
            ),
            columns,
        )
    text, text_b, label = guess_pair_columns(columns, table.rows, text=text, text_b=text_b, label=label)
    _check_label_column(path, columns, label)
    if text is None or text_b is None:
        raise ColumnError(
            "no-second-text",
            (
                translate(
                    "TrainingData", "No column of {name} looks like the first text of each pair ({columns})."
                )
                if text is None
                else translate(
                    "TrainingData", "No column of {name} looks like the second text of each pair ({columns})."
                )
            ).format(name=path.name, columns=_names(columns)),
            translate(
                "TrainingData", "Choose the columns that hold the first and the second text of each pair."
            ),
            columns,
        )
    if len({text, text_b, label}) < 3:
        raise ColumnError(
            "same-column",
            translate(
                "TrainingData",
                "The first text, the second text and the label must come from three different columns of "
                "{name} "
                "({columns}).",
            ).format(name=path.name, columns=_names(columns)),
            translate("TrainingData", "Choose a different column for each."),
            columns,
        )
    return _build(path, table, text, label, guessed, text_b, merge_case_labels)


def _check_label_column(path: Path, columns: tuple[str, ...], label: str | None) -> None:
    if label is None:
        raise ColumnError(
            "no-label-column",
            translate("TrainingData", "None of the columns of {name} looks like labels ({columns}).").format(
                name=path.name, columns=_names(columns)
            ),
            translate(
                "TrainingData",
                "Choose the column that holds each text's class, or add one (for example a column “label”).",
            ),
            columns,
        )


def sort_label_names(names: set[str] | Sequence[str]) -> tuple[str, ...]:
    """Label names in the workbench's fixed order: by value when all are numbers, else alphabetically."""
    unique = set(names)
    try:
        return tuple(sorted(unique, key=lambda name: (float(name), name)))
    except ValueError:
        return tuple(sorted(unique, key=lambda name: (name.casefold(), name)))


def _build(
    path: Path,
    table: RawTable,
    text_column: str,
    label_column: str,
    guessed: tuple[bool, ...],
    text_b_column: str | None = None,
    merge_case_labels: bool = False,
) -> LabelledDataset:
    text_at, label_at = table.columns.index(text_column), table.columns.index(label_column)
    keep = [i for i, row in enumerate(table.rows) if row[label_at]]
    if not keep:
        raise ColumnError(
            "no-labels",
            translate("TrainingData", "The label column “{column}” of {name} is empty in every row.").format(
                column=label_column, name=path.name
            ),
            translate(
                "TrainingData", "Choose the column that holds each text's class, or fill in the labels."
            ),
            table.columns,
        )
    b_at = table.columns.index(text_b_column) if text_b_column is not None else None
    if b_at is not None and not any(table.rows[i][b_at].strip() for i in keep):
        raise ColumnError(
            "empty-second-text",
            translate(
                "TrainingData",
                "The column “{column}” of {name}, chosen for the second texts, is empty in every row. The "
                "columns "
                "are: {columns}.",
            ).format(column=text_b_column, name=path.name, columns=_names(table.columns)),
            translate("TrainingData", "Choose the column that holds the second text of each pair."),
            table.columns,
        )
    given = [table.rows[i][label_at] for i in keep]
    merged = look_alike_labels(Counter(given)) if merge_case_labels else ()
    spelling = {name: group.kept for group in merged for name in group.spellings}
    given = [spelling.get(name, name) for name in given]
    label_names = sort_label_names(set(given))
    number = {name: index for index, name in enumerate(label_names)}
    notes = list(table.notes)
    how = (
        translate("TrainingData", "chosen automatically — you can choose others")
        if any(guessed)
        else translate("TrainingData", "as chosen")
    )
    if text_b_column is None:
        notes.append(
            translate(
                "TrainingData", "Texts come from the column “{text}” and labels from “{label}” ({how})."
            ).format(text=text_column, label=label_column, how=how)
        )
    else:
        notes.append(
            translate(
                "TrainingData",
                "First texts come from the column “{text}”, second texts from “{second}” and labels from "
                "“{label}” ({how}).",
            ).format(text=text_column, second=text_b_column, label=label_column, how=how)
        )
    if len(keep) < len(table.rows):
        unlabelled = [table.locations[i] for i, row in enumerate(table.rows) if not row[label_at]]
        count = len(unlabelled)
        notes.append(
            translate(
                "TrainingData", "%n rows have no label and were left out ({rows}).", None, count
            ).format(rows=listed_places(unlabelled))
        )
    for group in merged:
        others = translate("TrainingData", " and ").join(f"“{name}”" for name in group.spellings[1:])
        merged_note = (
            translate(
                "TrainingData",
                "Labels that differ only in capitals or spaces are merged for this run: {others} is read as "
                "“{kept}”, the most frequent spelling. Your file is not changed.",
            )
            if len(group.spellings) == 2
            else translate(
                "TrainingData",
                "Labels that differ only in capitals or spaces are merged for this run: {others} are read as "
                "“{kept}”, the most frequent spelling. Your file is not changed.",
            )
        )
        notes.append(merged_note.format(others=others, kept=group.kept))
    return LabelledDataset(
        texts=tuple(table.rows[i][text_at] for i in keep),
        labels=tuple(number[name] for name in given),
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
        texts_b=tuple(table.rows[i][b_at] for i in keep) if b_at is not None else None,
        text_b_column=text_b_column,
        source_sha256=table.sha256,
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
    message, hint = {
        "text": (
            translate(
                "TrainingData",
                "The text column “{column}” is not in the file. The columns found are: {columns}.",
            ),
            translate("TrainingData", "Choose one of these columns for the texts."),
        ),
        "label": (
            translate(
                "TrainingData",
                "The label column “{column}” is not in the file. The columns found are: {columns}.",
            ),
            translate("TrainingData", "Choose one of these columns for the labels."),
        ),
    }.get(
        role,
        (
            translate(
                "TrainingData",
                "The second text column “{column}” is not in the file. The columns found are: {columns}.",
            ),
            translate("TrainingData", "Choose one of these columns for the second texts."),
        ),
    )
    raise ColumnError(
        "column-not-found", message.format(column=name, columns=_names(table.columns)), hint, table.columns
    )


def _names(columns: Sequence[str]) -> str:
    return ", ".join(f"“{c}”" for c in columns)
