"""Corrections to the labels of a labelled-text file: a new label for a row, or the row dropped.

A correction names its row as the file itself numbers it, the way a run keeps where each example came from
(``LabelledDataset.locations``): a CSV or TSV row as a spreadsheet numbers it (the line of column names is
row 1; a sheet of a workbook likewise), a JSON Lines file's line, a JSON array's record.  A folder of class
sub-folders has no rows to name, and is refused.

``apply_corrections`` writes a corrected copy beside the file, ``NAME.corrected.EXT``
(``NAME.corrected-2.EXT`` and so on when that exists; the file itself is only read), through the faithful
copy writer of labelled files (``rows.CopyWriter``: the same delimiter, line ends and encoding, a byte-order
mark included; a file in Western European is written as UTF-8, as that writer does; a workbook's sheet as a
new workbook of that sheet alone, a number label staying a number), so every row that is not corrected
keeps every cell as it was, and a list of the corrections beside it,
``NAME.corrections.csv`` (numbered alike): ``row``, ``text``, ``old_label``, ``new_label`` and ``action``,
``relabel`` or ``drop`` (a row left out, its ``new_label`` empty).  The action is a column of its own so that
a label named "dropped" is never taken for a row left out.  ``read_corrections`` reads that list back (only
``row``, ``new_label`` or ``label``, and ``action`` are needed), so the window's list and the command line's
``train-again --corrections`` are one format.  A list without ``action`` (written by hand, or saved by an
earlier version, which wrote ``dropped`` as the new label of a row left out) is still read: there ``dropped``
leaves the row out, unless the task has a label of that name, where the line cannot be told and is refused.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from workbench.core.errors import WorkbenchError
from workbench.core.training.data import gate
from workbench.core.training.data.labelled import LabelledDataset, load_dataset
from workbench.core.training.data.sheets import SHEET_FORMATS, read_sheet
from workbench.core.use import rows as table_rows
from workbench.core.use import streams
from workbench.core.words import translate

RELABEL, DROP = "relabel", "drop"  # the listing's actions
OLD_DROPPED = "dropped"  # a row left out, in a list without the action column
LISTING_COLUMNS = ("row", "text", "old_label", "new_label", "action")
_LOCATION = re.compile(r"(row|line|record) (\d+)")


class CorrectionError(WorkbenchError):
    """A correction that cannot be applied (a row the file does not have, a label the task does not know)."""


@dataclass(frozen=True)
class Correction:
    row: int  # the row in the data file, as the file numbers it (see the module doc)
    label: str | None  # the new label; None drops the row


class Corrections:
    """The corrections a person is making, one per row (a later one for the same row replaces it)."""

    def __init__(self, items: Iterable[Correction] = ()) -> None:
        self._by_row: dict[int, str | None] = {}
        for item in items:
            self.set(item.row, item.label)

    def set(self, row: int, label: str | None) -> None:
        self._by_row[int(row)] = label

    def remove(self, row: int) -> None:
        self._by_row.pop(int(row), None)

    def get(self, row: int) -> Correction | None:
        return Correction(row, self._by_row[row]) if row in self._by_row else None

    def clear(self) -> None:
        self._by_row.clear()

    def items(self) -> tuple[Correction, ...]:
        return tuple(Correction(row, label) for row, label in sorted(self._by_row.items()))

    def __len__(self) -> int:
        return len(self._by_row)


@dataclass(frozen=True)
class Change:
    """One applied correction, as the listing writes it."""

    row: int
    text: str
    old_label: str
    new_label: str | None  # None: dropped


@dataclass(frozen=True)
class CorrectedCopy:
    source: Path  # the file corrected (never changed)
    path: Path  # the corrected copy
    listing: Path  # the list of the corrections (CSV)
    changes: tuple[Change, ...]
    renumbered: dict[int, int] = field(default_factory=dict, repr=False)  # each row kept: its row in the copy
    sha256: str | None = None  # the copy's checksum, kept by a run trained on it

    def moved(self, location: str) -> str:
        """``location`` ("row 9" of the file corrected) as the copy numbers it ("row 8" when a row above was
        dropped); "" for a row the copy does not hold."""
        row = row_of(location)
        if row not in self.renumbered:
            return ""
        return _LOCATION.sub(lambda found: f"{found.group(1)} {self.renumbered[row]}", location)

    @property
    def relabelled(self) -> int:
        return sum(1 for c in self.changes if c.new_label is not None)

    @property
    def dropped(self) -> int:
        return sum(1 for c in self.changes if c.new_label is None)


def row_of(location: str) -> int | None:
    """The row number in a location such as "row 5" (also "line 7", "record 3"); None for a folder's file."""
    found = _LOCATION.fullmatch(location or "")
    return int(found.group(2)) if found else None


def check_corrections(
    dataset: LabelledDataset, corrections: Sequence[Correction], labels: Sequence[str] | None = None
) -> dict[int, int]:
    """Each corrected row's example in ``dataset`` (row -> index); a ``CorrectionError`` for a row the file
    has no labelled example on, or a label outside ``labels`` (the task's; default the file's)."""
    if dataset.format == "folder":
        raise CorrectionError(
            translate("Use", "{name} is a folder of texts: its rows have no numbers to correct.").format(
                name=dataset.source.name
            ),
            translate(
                "Use",
                "Move a text to the sub-folder of its right label instead, or save the texts as a CSV file.",
            ),
        )
    labels = tuple(labels if labels is not None else dataset.label_names)
    index = {row_of(location): i for i, location in enumerate(dataset.locations)}
    found: dict[int, int] = {}
    for correction in corrections:
        if correction.row not in index:
            numbers = sorted(r for r in index if r is not None)
            raise CorrectionError(
                translate(
                    "Use",
                    "Row {row} is not a row of {name} with a text and a label (its rows with a text "
                    "and a label "
                    "are {first} to {last}).",
                ).format(row=correction.row, name=dataset.source.name, first=numbers[0], last=numbers[-1])
                if numbers
                else translate("Use", "Row {row} is not a row of {name} with a text and a label.").format(
                    row=correction.row, name=dataset.source.name
                ),
                translate(
                    "Use",
                    "Check the row number: rows are numbered as a spreadsheet numbers them, the column names "
                    "being row 1 (in JSON Lines, the line).",
                ),
            )
        if correction.label is not None and correction.label not in labels:
            raise CorrectionError(
                translate(
                    "Use", "“{label}” (row {row}) is not a label of this task; its labels are: {names}."
                ).format(label=correction.label, row=correction.row, names=", ".join(labels)),
                translate("Use", "Choose one of them, or leave the row out (the action “{drop}”).").format(
                    drop=DROP
                ),
            )
        found[correction.row] = index[correction.row]
    return found


def apply_corrections(
    data: Path,
    corrections: Sequence[Correction],
    *,
    labels: Sequence[str] | None = None,
    text_column: str | None = None,
    label_column: str | None = None,
    text_b_column: str | None = None,
    pairs: bool = False,
    sheet: str | None = None,
) -> CorrectedCopy:
    """Write the corrected copy of ``data`` and the list of its corrections beside it (see the module doc).
    The columns are found as training finds them unless named; ``labels``: the task's labels; ``sheet``: the
    sheet of a workbook (None: the first)."""
    data = Path(data)
    dataset = load_dataset(
        data,
        text_column=text_column,
        label_column=label_column,
        text_b_column=text_b_column,
        pairs=pairs,
        sheet=sheet,
    )
    at = check_corrections(dataset, corrections, labels)
    if not at:
        raise CorrectionError(
            translate("Use", "There are no corrections to apply."),
            translate("Use", "Choose a new label for a row, or drop it."),
        )
    new = {c.row: c.label for c in corrections}
    out, listing = _free_names(data)
    source = table_rows.inspect(data, dataset.text_column, text_b_column=dataset.text_b_column, sheet=sheet)
    renumbered = _write_copy(source, dataset.label_column, new, out)
    changes = tuple(
        Change(row, dataset.shown(i), dataset.label_names[dataset.labels[i]], new[row])
        for row, i in sorted(at.items())
    )
    _write_listing(listing, changes)
    return CorrectedCopy(data, out, listing, changes, renumbered, gate.file_sha256(out))


def read_corrections(path: Path, labels: Sequence[str] | None = None) -> tuple[Correction, ...]:
    """The corrections listed in the CSV file ``path``: ``apply_corrections``'s listing, or any CSV with a
    ``row`` column, a ``new_label`` (or ``label``) column and, to leave rows out, an ``action`` column
    (``relabel`` or ``drop``).  Without ``action``, ``dropped`` as the new label leaves the row out, unless
    ``labels`` (the task's) has a label of that name: such a line is refused, as it cannot be told."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise CorrectionError(
            translate("Use", "The corrections file {path} could not be read ({exc}).").format(
                path=path, exc=exc
            )
        ) from exc
    table = list(csv.DictReader(io.StringIO(text, newline="")))
    fields = {name.strip().casefold(): name for name in (table and table[0].keys()) or ()}
    label_key = fields.get("new_label") or fields.get("label")
    if "row" not in fields or label_key is None:
        raise CorrectionError(
            translate("Use", "{name} needs a column “row” and a column “new_label”.").format(name=path.name),
            translate(
                "Use",
                "Save the corrections from the Results page, or write one line per row: row,new_label "
                "(and a column action, “{drop}” for a row to leave out).",
            ).format(drop=DROP),
        )
    found = []
    for number, record in enumerate(table, start=2):
        row, label = (record.get(fields["row"]) or "").strip(), (record.get(label_key) or "").strip()
        action = _action(path, number, record, fields.get("action"), label, labels)
        if not row.isdigit() or (action == RELABEL and not label):
            raise CorrectionError(
                translate(
                    "Use",
                    "Line {number} of {name} needs a row number and a new label (or the action “{drop}”).",
                ).format(number=number, name=path.name, drop=DROP),
                translate("Use", "Fix or delete that line."),
            )
        found.append(Correction(int(row), None if action == DROP else label))
    return tuple(found)


def _action(
    path: Path,
    number: int,
    record: dict[str, str | None],
    column: str | None,
    label: str,
    labels: Sequence[str] | None,
) -> str:
    """What line ``number`` of a corrections list asks: ``relabel`` or ``drop`` (see ``read_corrections``)."""
    if column is None:
        if label == OLD_DROPPED and labels is not None and OLD_DROPPED in labels:
            raise CorrectionError(
                translate(
                    "Use",
                    "Line {number} of {name} says “{old_dropped}”, but “{old_dropped}” is also a label of "
                    "this task, so whether to leave the row out or give it that label cannot be told.",
                ).format(number=number, name=path.name, old_dropped=OLD_DROPPED),
                translate(
                    "Use",
                    "Add a column action to the file: “{drop}” leaves a row out, “{relabel}” gives it the "
                    "new label.",
                ).format(drop=DROP, relabel=RELABEL),
            )
        return DROP if label == OLD_DROPPED else RELABEL
    action = (record.get(column) or "").strip().casefold() or RELABEL
    if action not in (RELABEL, DROP):
        raise CorrectionError(
            translate(
                "Use",
                "Line {number} of {name} asks for “{action}”; the action of a correction is “{relabel}” "
                "or “{drop}”.",
            ).format(number=number, name=path.name, action=action, relabel=RELABEL, drop=DROP),
            translate("Use", "Fix or delete that line."),
        )
    return action


def _free_names(data: Path) -> tuple[Path, Path]:
    """``NAME.corrected.EXT`` and ``NAME.corrections.csv`` beside ``data``, numbered until neither exists."""
    number = 1
    while True:
        tail = "" if number == 1 else f"-{number}"
        out = data.with_name(f"{data.stem}.corrected{tail}{data.suffix}")
        listing = data.with_name(f"{data.stem}.corrections{tail}.csv")
        if not out.exists() and not listing.exists():
            return out, listing
        number += 1


def _write_copy(
    source: table_rows.RowSource, label_column: str, new: dict[int, str | None], out: Path
) -> dict[int, int]:
    """Every row of ``source`` through the faithful writer, the corrected rows relabelled or left out; returns
    each written row's number in the copy by its number in ``source``."""
    sheet = source.format in SHEET_FORMATS
    table = source.format in ("csv", "tsv") or sheet
    renumbered: dict[int, int] = {}
    written = 1 if table else 0  # a table's copy starts with its line of column names
    with table_rows.CopyWriter(source, out, ()) as writer:
        if sheet:
            at = source.columns.index(label_column)
            cells = read_sheet(source.path, source.format, source.sheet).rows
            numbered = ((n, r) for n, r in enumerate(cells, start=1) if n > source.skip)
        elif table:
            at = source.columns.index(label_column)
            rows = streams.csv_rows(source.path, source.encoding, source.delimiter or ",")
            numbered = ((n, r) for n, r in enumerate(rows, start=1) if n > source.skip)
        elif source.format == "json":
            numbered = enumerate(streams.json_array(source.path, source.encoding), start=1)
        else:
            numbered = streams.jsonl_records(source.path, source.encoding)
        for number, row in numbered:
            if number in new and new[number] is None:
                continue  # dropped
            if number in new and table:
                row = list(row) + [None] * (at + 1 - len(row))
                row[at] = _typed(row[at], new[number]) if sheet else new[number]
            elif number in new:
                row = {**row, label_column: _typed(row.get(label_column), new[number])}
            writer.write(row, ())
            written += 1
            renumbered[number] = written
        writer.commit()
    return renumbered


def _typed(old: object, label: str) -> object:
    """A new label as the old one was written (a JSON record's, a sheet's cell): a number stays a number."""
    if isinstance(old, int) and not isinstance(old, bool) and re.fullmatch(r"-?\d+", label):
        return int(label)
    return label


def _write_listing(path: Path, changes: Sequence[Change]) -> None:
    partial = path.with_name(f".{path.name}.partial")
    try:
        with partial.open("w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(LISTING_COLUMNS)
            for c in changes:
                dropped = c.new_label is None
                writer.writerow([c.row, c.text, c.old_label, c.new_label or "", DROP if dropped else RELABEL])
        partial.replace(path)
    except OSError:
        partial.unlink(missing_ok=True)
        raise
