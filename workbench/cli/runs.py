"""The command line's ``workbench runs`` (the training runs, as the app's history lists them; ``runs show
RUN`` one run with the advice after it), ``workbench resume`` (carry on a stopped run) and ``workbench
continue`` (a new run that starts from a finished run's kept weights); training itself is ``cli.train``'s."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from workbench.cli import train_again
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
    runs.add_argument("action", nargs="?", choices=("show",), help="show: one run, with the advice after it")
    runs.add_argument("target", nargs="?", metavar="RUN", help="with show: the run's folder")
    runs.add_argument("--json", action="store_true")
    runs.add_argument(
        "--forget-missing", action="store_true", help="stop listing the runs whose folders are gone"
    )
    runs.set_defaults(handler=run_runs)
    resume = sub.add_parser("resume", help="continue a cancelled or interrupted training run")
    resume.add_argument("run", type=run_folder, help="the run's folder")
    resume.add_argument("--json", action="store_true")
    resume.set_defaults(handler=run_resume)
    more = sub.add_parser(
        "continue",
        help="train a finished run for more epochs: a new run from its kept weights",
        description="Start a new run from the kept weights of a finished run, on the same training and check "
        "texts and with the same settings, for --epochs more epochs with a fresh schedule (warm-up and decay "
        "over the new epochs). The new run names the first in its config (start_from).",
    )
    more.add_argument("run", type=run_folder, help="the finished run's folder")
    more.add_argument("--epochs", type=int, help="how many more epochs (default: what the advice says)")
    more.add_argument("--json", action="store_true")
    more.set_defaults(handler=run_continue)
    train_again.add_parser(sub)


def run_resume(args: argparse.Namespace) -> int:
    from workbench.cli.train import ProgressPrinter, quiet_transformers
    from workbench.cli.train_summary import report, say_record_notices
    from workbench.core.training.runs.listing import resume

    quiet_transformers()
    with ctrl_c_cancels() as cancel:
        result = resume(Path(args.run), ProgressPrinter(), cancel)
    say_record_notices()
    return report(result, args.json)


def run_continue(args: argparse.Namespace) -> int:
    from workbench.cli.train import ProgressPrinter, quiet_transformers
    from workbench.cli.train_summary import report, say_record_notices
    from workbench.core.training.engine.events import TrainResult
    from workbench.core.training.engine.run_folder import RunFolder
    from workbench.core.training.runs.continuing import continue_training
    from workbench.core.training.runs.run_advice import more_epochs

    quiet_transformers()
    epochs = args.epochs
    if epochs is None:
        summary = RunFolder(Path(args.run)).read_summary()
        epochs = more_epochs(TrainResult.from_dict(summary)) if summary else 1
    print(
        f"Continuing {Path(args.run).name} for {epochs} more epoch{'s' if epochs != 1 else ''}.",
        file=sys.stderr,
    )
    with ctrl_c_cancels() as cancel:
        result = continue_training(Path(args.run), epochs, ProgressPrinter(), cancel)
    say_record_notices()
    return report(result, args.json)


def run_runs(args: argparse.Namespace) -> int:
    from workbench.cli.train_summary import say_record_notices
    from workbench.core.training.runs.listing import forget_missing, list_runs

    if args.action == "show":
        from workbench.cli.run_show import show_run

        return show_run(args.target, args.json)
    if args.target is not None:
        print(f"Unknown: {args.target}. To see one run: workbench runs show RUN", file=sys.stderr)
        return 2

    if args.forget_missing:
        gone = forget_missing()
        print(f"Forgot {len(gone)} missing run{'s' if len(gone) != 1 else ''}.", file=sys.stderr)
    runs = list_runs()
    say_record_notices()
    if args.json:
        rows = [
            {
                **vars(r),
                "path": str(r.path),
                "resumable": r.resumable,
                "costs": r.costs.to_dict() if r.costs else None,
            }
            for r in runs
        ]
        print(json.dumps(rows, indent=2))
        return 0
    if not runs:
        print("No training runs yet. Start one with: workbench train --data FILE")
        return 0
    # each run in words (its task, data file and start), then its folder's name, which `runs show` takes
    width = max(44, *(len(r.title) for r in runs))
    header = f"{'run':<{width}} {'status':<12} {'steps':>11} {'accuracy':>9} {'macro-F1':>9}  folder"
    print(header)
    print("-" * len(header))
    for r in runs:
        steps = f"{r.step}/{r.total_steps}"
        acc = f"{r.accuracy:.3f}" if r.accuracy is not None else "-"
        f1 = f"{r.macro_f1:.3f}" if r.macro_f1 is not None else "-"
        print(f"{r.title:<{width}} {r.status:<12} {steps:>11} {acc:>9} {f1:>9}  {r.name}")
    return 0
