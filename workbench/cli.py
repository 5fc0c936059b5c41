"""Command line: `workbench` opens the GUI; subcommands drive the same core without it."""

from __future__ import annotations

import argparse
import sys

from workbench import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="workbench", description="Explore and fine-tune language models.")
    parser.add_argument("--version", action="version", version=f"LM Workbench {__version__}")
    parser.add_argument("--smoke-test", action="store_true", help="open the main window, print timings, exit")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    del args
    return 0
