"""``workbench train-again RUN --corrections FILE.csv``: the run's data file corrected (a copy beside it, with
the list of corrections), a new run with the run's settings trained on it, and both runs' scores on the same
check texts (``core.use.train_again``)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from workbench.cli.arguments import readable_path, run_folder
from workbench.cli.stopping import ctrl_c_cancels


def add_parser(sub: Any) -> None:
    again = sub.add_parser(
        "train-again",
        help="correct labels of a run's data file and train the run again on the corrected copy",
        description="Write a corrected copy of the run's data file beside it (NAME.corrected.EXT, with the "
        "list of corrections NAME.corrections.csv), train a new run with the first run's settings on it "
        "(its config names the first: corrected_from), and print both runs' accuracy on the same check "
        "texts. "
        "The corrections file is a CSV with a row column (the row as a spreadsheet numbers it, the column "
        "names being row 1), a new_label column and an action column (relabel, or drop: leave the row "
        "out), as the Results page saves it; without an action column, dropped as the new label leaves the "
        "row out. A data file changed since the run trained is refused: its rows may have moved.",
    )
    again.add_argument("run", type=run_folder, help="the finished run's folder")
    again.add_argument("--corrections", required=True, type=readable_path, metavar="FILE.csv")
    again.set_defaults(handler=run_train_again)


def run_train_again(args: argparse.Namespace) -> int:
    from workbench.cli.train import ProgressPrinter, quiet_transformers
    from workbench.cli.train_summary import report, say_record_notices
    from workbench.core.use.corrections import read_corrections
    from workbench.core.use.train_again import compare_with_first, labels_to_correct, train_again

    quiet_transformers()
    run = Path(args.run)
    corrections = read_corrections(Path(args.corrections), labels_to_correct(run))
    print(f"Training {run.name} again with {len(corrections)} correction(s).", file=sys.stderr)
    with ctrl_c_cancels() as cancel:
        copy, result = train_again(run, corrections, ProgressPrinter(), cancel)
    say_record_notices()
    print(f"Corrected copy: {copy.path} ({copy.relabelled} relabelled, {copy.dropped} dropped)")
    print(f"Corrections:    {copy.listing}")
    code = report(result, False)
    if result.status == "finished":
        comparison = compare_with_first(Path(result.run_dir))
        print(f"First run:      {_percent(comparison.first_same_labels)}  ({run})")
        print(f"Trained again:  {_percent(comparison.accuracy)}  ({result.run_dir})")
        print(comparison.sentence())
    return code


def _percent(value: float | None) -> str:
    return "–" if value is None else f"{value:.1%}"
