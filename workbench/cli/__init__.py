"""Command line: `workbench` opens the GUI; subcommands drive the same core without it.

Each family of commands is one module of this package (``models``, ``attention``, ``experiment``,
``explore``, ``scenes``, ``settings``, ``train``, ``runs``, ``meaning``, ``export``, ``use``, ``labels``,
``packs``) with ``add_parsers(sub)``, which declares its commands and sets each one's ``handler``.  ``main``
parses the arguments and calls that handler.  torch and transformers are imported only inside handlers, so
``workbench --help`` stays quick.  Shared by all of them: ``progress``, the
one progress line every command shows while it loads or checks; ``arguments``, the checks of path options
as the command line is read; ``stopping``, Ctrl+C and SIGTERM stopping a command cleanly.
"""

from __future__ import annotations

import argparse
import sys
import time
from types import ModuleType

from workbench import __version__

_STARTED = time.perf_counter()

# Options that only open the app (or print the version): with nothing else on the command line, no command
# module is imported, so the window is not kept waiting for them.
APP_OPTIONS = frozenset({"--smoke-test", "--first-answer", "--version", "--language"})


def command_families() -> tuple[ModuleType, ...]:
    """The modules that declare the commands, in the order ``workbench --help`` lists them."""
    from workbench.cli import (
        attention,
        experiment,
        explore,
        export,
        labels,
        meaning,
        models,
        runs,
        scenes,
        settings,
        train,
        use,
    )
    from workbench.cli import packs as lesson_packs

    families = (
        models,
        attention,
        experiment,
        explore,
        scenes,
        settings,
        train,
        runs,
        meaning,
        export,
        use,
        labels,
    )
    return (*families, lesson_packs)


def build_parser(families: tuple[ModuleType, ...] | None = None) -> argparse.ArgumentParser:
    """The ``workbench`` parser with the commands of ``families`` (default: all of them)."""
    parser = argparse.ArgumentParser(
        prog="workbench",
        description="Explore and fine-tune pre-trained language models. With no command, opens the app.",
    )
    parser.add_argument("--version", action="version", version=f"LM Workbench {__version__}")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the main window, print one JSON line of timings, and exit",
    )
    parser.add_argument(
        "--first-answer",
        action="store_true",
        help="with --smoke-test: also open Fill in the blank and Next token as a user would, and time their "
        "first answers from the start (first_fill_ms, first_next_ms)",
    )
    parser.add_argument(
        "--language",
        metavar="CODE",
        help='show the window in this language for this run, e.g. "es" (default: the View > Language '
        "setting, else the computer's); the command line itself stays English",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for family in command_families() if families is None else families:
        family.add_parsers(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    after = ["", *argv]  # the word before each argument: the value of --language opens the app too
    opens_app = all(
        a in APP_OPTIONS or before == "--language" for before, a in zip(after, argv, strict=False)
    )
    parser = build_parser(() if opens_app else None)
    args = parser.parse_args(argv)
    if args.command is None:
        from workbench.ui.app import run_gui

        if args.first_answer and not args.smoke_test:
            parser.error("--first-answer goes with --smoke-test")
        return run_gui(
            smoke_test=args.smoke_test,
            started_at=_STARTED,
            first_answer=args.first_answer,
            language=args.language,
        )
    from workbench.core.errors import Cancelled, WorkbenchError
    from workbench.logs import setup_logging

    setup_logging()
    try:
        return args.handler(args)
    except WorkbenchError as exc:
        print(f"\n{exc}", file=sys.stderr)
        return 1
    except (KeyboardInterrupt, Cancelled):
        print("\nStopped.", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader stopped early (`| head`): not an error, and nothing left to say
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        return 0
    except OSError as exc:  # a file that could not be written or read, wherever it was met: plain words
        print(f"\n{file_problem(exc)}", file=sys.stderr)
        return 1


def file_problem(exc: OSError) -> str:
    """What went wrong with a file, for a person: a full disk says so and what to do."""
    from workbench.core.storage import is_disk_full

    where = f" ({exc.filename})" if exc.filename else ""
    if is_disk_full(exc):
        return (
            f"The disk is full{where}.\nFree some space on it, or choose a place on another "
            "disk, and try again."
        )
    return f"A file could not be used{where}: {exc.strerror or exc}.\nCheck the path and its permissions."
