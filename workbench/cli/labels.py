"""The command line's ``workbench check-labels``: find the rows of a labelled file whose label is probably
wrong (``core.use.label_check``), list the most suspicious ones and write a copy of the file with two more
columns, ``label_issue`` and ``suggested_label``.

The quick way is the default (seconds); ``--thorough`` fine-tunes MiniLM once for each part (minutes) and
says first how long that should take.  Progress goes to stderr (the shared progress line on a terminal, with
the time left; otherwise a line as each model starts), the expected time of a thorough check always; the
rows and where the copy went go to stdout, or with ``--json`` one JSON object.  Ctrl+C stops cleanly between
batches of texts or training steps, and nothing is written.
"""

from __future__ import annotations

import argparse
import json
import re
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
        description="Each row is judged by a model that never saw it: the rows are split into parts, and "
        "each part is judged by a model that learned from the other parts only. By default (quick, seconds) "
        "that model is a small one that learns from MiniLM's sentence vectors of the texts; --thorough "
        "fine-tunes MiniLM itself for each part (minutes; it says how long first). Confident learning then "
        "ranks the rows by how likely their label is wrong. Prints the most suspicious rows, and writes a "
        "copy of the file with two more columns, label_issue (true/false) and suggested_label, beside it "
        "(NAME.checked.EXT) or to --out. The file itself is never changed.",
    )
    parser.add_argument(
        "data",
        metavar="FILE",
        type=readable_path,
        help="CSV, TSV, JSON Lines, JSON or an .xlsx or .ods workbook with a text and a label per row, or a "
        "folder of class folders",
    )
    parser.add_argument(
        "--thorough",
        action="store_true",
        help="fine-tune MiniLM once for each part instead of the quick check (minutes instead of seconds; "
        "the expected time is said first)",
    )
    parser.add_argument(
        "--model",
        default=DEFAULT_MODEL,
        help=f"the model that reads the texts (quick) or is fine-tuned (--thorough); default {DEFAULT_MODEL}",
    )
    parser.add_argument(
        "--folds",
        type=int,
        default=DEFAULT_FOLDS,
        metavar="K",
        help=f"parts the rows are split into; each part is judged by a model that learned from the other "
        f"parts only (default {DEFAULT_FOLDS}, 2 to 10)",
    )
    parser.add_argument(
        "--epochs",
        type=int,
        metavar="N",
        help=f"with --thorough: epochs of each model's training (default {DEFAULT_EPOCHS}, more on a small "
        f"file, so that each takes at least {MIN_FOLD_STEPS} learning steps)",
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
    # The copy's place is checked before the check, not after.
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
                way="thorough" if args.thorough else "quick",
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
    from workbench.core.training.costs import duration_text

    if check.way == "thorough":
        said = (
            f" (said first: about {duration_text(check.expected_seconds)})" if check.expected_seconds else ""
        )
        how = f"the thorough way in {duration_text(check.seconds)}{said}"
        who = f"{check.model} was fine-tuned {check.folds} times, {check.epochs} epochs each"
    else:
        how = f"the quick way in {duration_text(check.seconds)}"
        who = f"{check.folds} small models learned your labels from {check.model}'s sentence vectors"
    lines = [
        f"Checked {len(check.rows):,} rows of {check.source.name} {how}: {check.flagged:,} look mislabelled. "
        f"({who}, each judging the part of the rows it never saw.)"
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
    on stderr as each model starts, so that a log shows the check moving on.  The thorough check's expected
    time is always printed on a line of its own."""

    def __init__(self) -> None:
        from workbench.cli.progress import ProgressLine

        self.line = ProgressLine()
        self._model = ""

    def __call__(self, fraction: float, message: str) -> None:
        from workbench.core.use.label_check import EXPECTED

        if message.startswith(EXPECTED):
            self.line.clear()
            print(message, file=sys.stderr, flush=True)
            return
        self.line(fraction, message)
        model = re.search(r"model \d+ of \d+", message)
        if model and model[0] != self._model and not self.line.live:
            print(message.partition(" · ")[2] or message, file=sys.stderr, flush=True)
        self._model = model[0] if model else self._model


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= SHOWN_TEXT else text[: SHOWN_TEXT - 1] + "…"
