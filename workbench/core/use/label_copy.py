"""The copy of a checked file that marks what the label check found (``label_check``): the input with two more
columns, ``label_issue`` (true/false; in JSON true or false) and ``suggested_label`` (the model's label).

It is written through ``rows.CopyWriter``, as a labelled copy is: the input's own format, delimiter, line
ends, encoding and byte-order mark, every row in its place and every field as it was (a workbook's sheet: a
new workbook of that sheet, ``label_issue`` as TRUE/FALSE); rows that were not checked (no text, no label)
get empty cells.  Rows are matched to the check by where they are in the file,
and each one's text is compared: a file changed since it was checked is refused rather than marked wrongly.
The input is only ever read.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from workbench.core.errors import WorkbenchError
from workbench.core.training.data.sheets import SHEET_FORMATS
from workbench.core.words import formatted, translate

ADDED_COLUMNS = ("label_issue", "suggested_label")


def default_copy_path(check: Any) -> Path:
    """Where the copy goes unless the user says: beside the input, NAME.checked.EXT."""
    from workbench.core.use.rows import default_output

    return default_output(check.row_source, "checked")


def write_checked_copy(check: Any, out: Path | None = None, *, overwrite: bool = False) -> Path:
    """A copy of the checked file with ``label_issue`` and ``suggested_label`` (see the module doc); returns
    where it was written.  The input is never the output, and an existing file is kept unless
    ``overwrite``."""
    from workbench.core.use import rows as row_files

    source = check.row_source
    target = row_files.check_output(source, out or default_copy_path(check), overwrite)
    by_location = {row.location: row for row in check.rows}
    json_copy = source.format in ("jsonl", "json")
    written = 0
    with row_files.CopyWriter(source, target, ADDED_COLUMNS) as writer:
        try:
            for index, (cells, text, _b) in enumerate(row_files.read_texts(source)):
                row = by_location.get(_location(source, index, cells))
                if row is None:
                    writer.write(cells, ("", ""))
                    continue
                if row.text != text:
                    raise WorkbenchError(
                        translate(
                            "Use", "{name} changed since its labels were checked (near {location})."
                        ).format(name=source.path.name, location=row.location),
                        translate("Use", "Check its labels again, then save the copy."),
                    )
                issue = row.flagged if json_copy or writer.typed else ("true" if row.flagged else "false")
                writer.write(cells, (issue, row.suggested))
                written += 1
            if written != len(check.rows):
                raise WorkbenchError(
                    formatted(
                        translate(
                            "Use",
                            "{name} changed since its labels were checked ({written:,} of {count:,} checked "
                            "rows found).",
                        ),
                        name=source.path.name,
                        written=written,
                        count=len(check.rows),
                    ),
                    translate("Use", "Check its labels again, then save the copy."),
                )
            return writer.commit()
        except OSError as error:
            raise WorkbenchError(
                translate("Use", "The copy could not be written to {target} ({reason}).").format(
                    target=target, reason=error.strerror or error
                ),
                translate(
                    "Use",
                    "Check that the folder can be written and has room, then try again; the input is "
                    "unchanged.",
                ),
            ) from error


def _location(source: Any, index: int, cells: Any) -> str:
    """Where the ``index``-th row ``read_texts`` gives sits in the file, named as training names it."""
    if source.format in ("csv", "tsv", *SHEET_FORMATS):
        return f"row {source.skip + index + 1}"
    if source.format == "jsonl":
        return f"line {index + 1}"
    if source.format == "json":
        return f"record {index + 1}"
    return str(cells[0])  # a folder: the file, as a path inside it
