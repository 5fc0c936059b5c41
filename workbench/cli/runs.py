"""The command line's ``workbench runs`` (the training runs, as the app's history lists them) and
``workbench resume`` (carry on a stopped run); training itself is ``cli.train``'s."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from workbench.cli.arguments import run_folder
from workbench.cli.stopping import ctrl_c_cancels


def add_parsers(sub: Any) -> None:
    """Add ``runs`` and ``resume`` to the command line's subcommands."""
    runs = sub.add_parser(
        "runs",
        help="list training runs",
        description="List the runs in the runs folder and those trained elsewhere with --out. A run whose "
        "folder was moved or deleted since is listed as missing.",
    )
    runs.add_argument("--json", action="store_true")
    runs.add_argument(
        "--forget-missing", action="store_true", help="stop listing the runs whose folders are gone"
    )
    runs.set_defaults(handler=run_runs)
    resume = sub.add_parser("resume", help="continue a cancelled or interrupted training run")
    resume.add_argument("run", type=run_folder, help="the run's folder")
    resume.add_argument("--json", action="store_true")
    resume.set_defaults(handler=run_resume)


def run_resume(args: argparse.Namespace) -> int:
    from workbench.cli.train import ProgressPrinter, quiet_transformers
    from workbench.cli.train_summary import report
    from workbench.core.training.runs.listing import resume

    quiet_transformers()
    with ctrl_c_cancels() as cancel:
        result = resume(Path(args.run), ProgressPrinter(), cancel)
    say_record_notices()
    return report(result, args.json)


def say_record_notices() -> None:
    """Tell, once, what was found wrong with the record of runs kept outside the runs folder (and done)."""
    from workbench.core.training.engine.run_index import take_notices

    for notice in take_notices():
        print(notice, file=sys.stderr)


def run_runs(args: argparse.Namespace) -> int:
    from workbench.core.training.runs.listing import forget_missing, list_runs

    if args.forget_missing:
        gone = forget_missing()
        print(f"Forgot {len(gone)} missing run{'s' if len(gone) != 1 else ''}.", file=sys.stderr)
    runs = list_runs()
    say_record_notices()
    if args.json:
        rows = [{**vars(r), "path": str(r.path), "resumable": r.resumable,
                 "costs": r.costs.to_dict() if r.costs else None} for r in runs]  # fmt: skip
        print(json.dumps(rows, indent=2))
        return 0
    if not runs:
        print("No training runs yet. Start one with: workbench train --data FILE")
        return 0
    header = f"{'run':<44} {'status':<12} {'steps':>11} {'accuracy':>9} {'macro-F1':>9}"
    print(header)
    print("-" * len(header))
    for r in runs:
        steps = f"{r.step}/{r.total_steps}"
        acc = f"{r.accuracy:.3f}" if r.accuracy is not None else "-"
        f1 = f"{r.macro_f1:.3f}" if r.macro_f1 is not None else "-"
        print(f"{r.name:<44} {r.status:<12} {steps:>11} {acc:>9} {f1:>9}")
    return 0
