"""The command line's ``workbench scenes check``: plays every built-in scene headless with the embedded models
and says, scene by scene, whether what it claims the audience will see is what the models show.

Text output is one line per scene (✓ holds, ✗ does not, – not checked here) with what the model actually
showed, and an indented line for a scene's textbook result (checked when that downloadable model is on this
computer).  ``--json`` prints ``{"scenes": [{"title", "claim", "holds", "detail", ...}]}`` instead.  Training
checks run only with ``--training``.  The exit code is 0 when no checked claim failed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

MARKS = {True: "✓", False: "✗", None: "–"}
PLAIN_MARKS = {True: "ok", False: "FAIL", None: "-"}


def add_parsers(sub: Any) -> None:
    """Add ``scenes`` (with its ``check`` command) to the command line's subcommands."""
    scenes = sub.add_parser("scenes", help="check that every lecture scene shows what it says")
    scenes.set_defaults(handler=run_scenes)
    actions = scenes.add_subparsers(dest="scenes_command", metavar="ACTION", required=True)
    check = actions.add_parser(
        "check",
        help="play every built-in scene headless and report whether its claim holds",
        description="Plays each scene's view with the embedded models and checks its claim. Training checks "
        "run only with --training. Exit code 0 when every checked claim holds, 1 otherwise.",
    )
    check.add_argument("--json", action="store_true", help="print one JSON object instead of lines")
    check.add_argument(
        "--training", action="store_true", help="also run the checks that train a model (slow)"
    )
    check.add_argument(
        "--deck", metavar="FILE", help="check the scenes of this file instead of the built-in ones"
    )


def run_scenes(args: argparse.Namespace) -> int:
    from workbench.cli.progress import ProgressLine
    from workbench.core import scenes
    from workbench.core.scene_checks import all_hold, check_deck

    decks = [scenes.load_deck(Path(args.deck))] if args.deck else scenes.builtin_decks()
    line = ProgressLine()  # what is being checked, on a terminal
    reports = []
    for deck in decks:
        reports += check_deck(deck, training=args.training, progress=line.show)
    line.clear()
    if args.json:
        print(json.dumps({"scenes": [r.to_dict() for r in reports]}, ensure_ascii=False, indent=2))
    else:
        marks = MARKS if _can_write("".join(MARKS.values())) else PLAIN_MARKS
        for report in reports:
            print(f"{marks[report.holds]} {report.title} — {report.detail}")
            if report.textbook_results:
                detail = "; ".join(r.detail for r in report.textbook_results)
                print(f"    textbook {marks[report.textbook_holds]} {report.textbook_claim} — {detail}")
        failed = sum(r.holds is False or r.textbook_holds is False for r in reports)
        held = sum(r.holds is True and r.textbook_holds is not False for r in reports)
        skipped = len(reports) - failed - held
        print(f"{held} of {len(reports)} scenes hold, {failed} do not"
              + (f", {skipped} not checked here" if skipped else "") + ".")  # fmt: skip
    return 0 if all_hold(reports) else 1


def _can_write(text: str) -> bool:
    try:
        text.encode(sys.stdout.encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True
