"""The command line's ``workbench check-labels``: find the rows of a labelled file whose label is probably
wrong (``core.use.label_check``), list the most suspicious ones and write a copy of the file with two more
columns, ``label_issue`` and ``suggested_label``.

Progress goes to stderr (the shared progress line on a terminal; otherwise a line as each fold starts); the
rows and where the copy went go to stdout, or with ``--json`` one JSON object.  Ctrl+C stops cleanly between
training steps, and nothing is written.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from workbench.cli.arguments import add_sheet_option, readable_path, writable_file
from workbench.cli.look_alike import add_merge_option, merge_advice

SHOWN_TEXT = 48  # characters of each text in the list


def add_parsers(sub: Any) -> None:
    """Add ``check-labels`` to the command line's subcommands."""
    from workbench.core.use.label_check import (  # light: no torch
        DEFAULT_EPOCHS,
        DEFAULT_FOLDS,
        DEFAULT_MODEL,
        MIN_FOLD_STEPS,
    )

    parser = sub.add_parser(
        "check-labels",
        help="find the rows of a labelled file whose label is probably wrong, and write a copy marking them",
        description="Each row is judged by a model fine-tuned on the other rows (k folds), and confident "
        "learning ranks the rows by how likely their label is wrong. Prints the most suspicious rows, and "
        "writes a copy of the file with two more columns, label_issue (true/false) and suggested_label, "
        "beside it (NAME.checked.EXT) or to --out. The file itself is never changed.",
    )
    parser.add_argument(
        "data",
        metavar="FILE",
        type=readable_path,
        help="CSV, TSV, JSON Lines, JSON or an .xlsx or .ods workbook with a text and a label per row, or a "
        "folder of class folders",
    )
    parser.add_argument(
        "--model", default=DEFAULT_MODEL, help=f"the model to fine-tune (default {DEFAULT_MODEL})"
    )
    parser.add_argument(
        "--folds",
        type=int,
        default=DEFAULT_FOLDS,
        metavar="K",
        help=f"parts the rows are split into; each part is judged by a model trained on the others "
        f"(default {DEFAULT_FOLDS}, 2 to 10)",
    )
    parser.add_argument(
        "--epochs",
        type=int,
        metavar="N",
        help=f"epochs of each fold's training (default {DEFAULT_EPOCHS}, more on a small file, so that each "
        f"fold takes at least {MIN_FOLD_STEPS} learning steps)",
    )
    add_sheet_option(parser)
    parser.add_argument("--text-column", help="the column holding the texts (guessed when not given)")
    parser.add_argument("--label-column", help="the column holding the labels (guessed when not given)")
    add_merge_option(parser)
    parser.add_argument(
        "--out",
        type=writable_file,
        help="where to write the copy (default: beside the input, NAME.checked.EXT)",
    )
    parser.add_argument("--overwrite", action="store_true", help="replace --out if it exists")
    parser.add_argument(
        "--top", type=int, default=10, metavar="N", help="how many suspicious rows to list (default 10)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(handler=cmd_check_labels)


def cmd_check_labels(args: argparse.Namespace) -> int:
    from workbench.cli.stopping import ctrl_c_cancels
    from workbench.cli.train import quiet_transformers
    from workbench.core.use import rows as row_files
    from workbench.core.use.label_check import check_labels
    from workbench.core.use.label_copy import write_checked_copy

    data = Path(args.data).expanduser()
    if args.top < 0:
        print("--top must be 0 or more.", file=sys.stderr)
        return 2
    # The copy's place is checked before minutes of training, not after.
    source = row_files.inspect(data, args.text_column, sheet=args.sheet)
    out = Path(args.out) if args.out else row_files.default_output(source, "checked")
    out = row_files.check_output(source, out, args.overwrite)
    quiet_transformers()
    progress = FoldProgress()
    with ctrl_c_cancels() as cancel:
        try:
            check = check_labels(
                data,
                progress,
                cancel,
                model=args.model,
                folds=args.folds,
                epochs=args.epochs,
                text_column=args.text_column,
                label_column=args.label_column,
                merge_case_labels=bool(args.merge_case_labels),
                sheet=args.sheet,
            )
        finally:
            progress.line.clear()
    written = write_checked_copy(check, out, overwrite=args.overwrite)
    if args.json:
        print(json.dumps({**check.to_dict(args.top), "out": str(written)}, indent=2, ensure_ascii=False))
        return 0
    for line in report_lines(check, args.top):
        print(line)
    print(f"Written: {written} (with the columns label_issue and suggested_label)")
    return 0


def report_lines(check: Any, top: int) -> list[str]:
    """What was found, for a person: a summary, then the ``top`` most suspicious rows."""
    seconds = sum(check.fold_seconds)
    lines = [
        f"Checked {len(check.rows):,} rows of {check.source.name} in {check.folds} folds ({check.model}, "
        f"{check.epochs} epochs each, {seconds:.0f} s): {check.flagged:,} look mislabelled."
    ]
    lines += [f"Warning: {warning}" for warning in check.warnings]
    advice = merge_advice(check.look_alike)
    if advice:
        lines.append(advice)
    rows = check.suspicious(top)
    if not rows:
        return lines
    lines.append(
        "The most suspicious rows (given label -> the model's; label quality, 0 to 1: low is suspicious):"
    )
    where = max(len(row.location) for row in rows)
    text = min(SHOWN_TEXT, max(len(_short(row.text)) for row in rows))
    for row in rows:
        mark = "  flagged" if row.flagged else ""
        lines.append(
            f"  {row.location:<{where}}  {_short(row.text):<{text}}  {row.given} -> {row.suggested}  "
            f"{row.quality:.2f}{mark}"
        )
    return lines


class FoldProgress:
    """The core's ``progress(fraction, message)``: the shared progress line on a terminal; elsewhere one line
    on stderr as each fold starts, so that a log shows the check moving on."""

    def __init__(self) -> None:
        from workbench.cli.progress import ProgressLine

        self.line = ProgressLine()
        self._fold = ""

    def __call__(self, fraction: float, message: str) -> None:
        self.line(fraction, message)
        fold = message.partition(":")[0] if message.startswith("Fold ") else ""
        if fold and fold != self._fold and not self.line.live:
            print(message, file=sys.stderr, flush=True)
        self._fold = fold or self._fold


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= SHOWN_TEXT else text[: SHOWN_TEXT - 1] + "…"
