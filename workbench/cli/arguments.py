"""The command line's paths and lists, checked as the command line is read, before any model loads: a missing
file, a folder where a file is wanted (or the other way round), a folder that does not exist or cannot be
written, a list with a part that is empty or not a number each get one plain line naming the option and what
to do, and the command does not start.

Each function is an argparse ``type``: it gets the text as typed and returns it unchanged (the commands turn
it into a ``Path`` themselves; a list option gets its numbers), or raises ``ArgumentTypeError``, which
argparse prints after the usage line (exit status 2).  Every option that takes a list is read by
``number_list``.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
from pathlib import Path


def readable_path(text: str) -> str:
    """A file or folder that exists and can be read (data that may be a folder of .txt files); a file must
    pass the data gate's checks (an ordinary file, not a named pipe or a device, of a readable size)."""
    from workbench.core.errors import DataError
    from workbench.core.training.data.gate import check_input

    path = Path(text).expanduser()
    if not path.exists() and not path.is_symlink():
        raise argparse.ArgumentTypeError(
            f"{text} does not exist: check the spelling, or give the whole path to the file."
        )
    if not os.access(path, os.R_OK) and path.exists():
        raise argparse.ArgumentTypeError(f"{text} cannot be read: check its permissions.")
    try:
        check_input(path)
    except DataError as error:
        raise argparse.ArgumentTypeError(f"{error.message} {error.hint}") from None
    return text


def readable_file(text: str) -> str:
    """A file (not a folder) that exists and can be read."""
    readable_path(text)
    if Path(text).expanduser().is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a folder: give a file in it.")
    return text


def run_folder(text: str) -> str:
    """An existing folder (a run's), not a file."""
    readable_path(text)
    if not Path(text).expanduser().is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a file: give the run's folder (see `workbench runs`).")
    return text


def writable_file(text: str) -> str:
    """Where a new file goes: its folder exists and can be written, and the name is not a folder's."""
    path = Path(text).expanduser()
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a folder: give a file name in it, e.g. {path / 'out'}.")
    folder = path.parent
    if not folder.exists():
        raise argparse.ArgumentTypeError(
            f"the folder {folder} does not exist: create it first, or choose a folder that exists."
        )
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"{folder} is a file, not a folder: choose another place.")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"the folder {folder} cannot be written to: choose another place.")
    return text


def writable_folder(text: str) -> str:
    """A folder to write into, made if needed: not a file, and its nearest existing folder writable."""
    path = Path(text).expanduser()
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(
            f"{text} is a file: give a folder (it is made if it does not exist)."
        )
    existing = path.absolute()
    while not existing.exists() and existing.parent != existing:
        existing = existing.parent
    if not existing.is_dir():
        raise argparse.ArgumentTypeError(f"{existing} is a file, not a folder: choose another place.")
    if not os.access(existing, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"the folder {existing} cannot be written to: choose another place.")
    return text


def number_list(parse: Callable[[str], list[int]], what: str, example: str) -> Callable[[str], list[int]]:
    """The type of an option that takes a list of numbers ("100,1000"): ``parse`` (the core's reader of such a
    list, which refuses an empty part and a part that is not a number, as the window's boxes do) gives the
    numbers, and a text that holds none (``what``, e.g. "training sizes") is refused too."""

    def numbers(text: str) -> list[int]:
        from workbench.core.errors import WorkbenchError

        try:
            found = parse(text)
        except WorkbenchError as error:
            raise argparse.ArgumentTypeError(f"{error.message} {error.hint}") from None
        if not found:
            raise argparse.ArgumentTypeError(
                f"“{text}” holds no {what}. Give numbers separated by commas, e.g. {example}."
            )
        return found

    return numbers


def add_sheet_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--sheet NAME``: which sheet of an Excel (.xlsx) or OpenDocument (.ods) workbook to read."""
    parser.add_argument(
        "--sheet",
        metavar="NAME",
        help="an .xlsx or .ods workbook: the sheet to read, by its name as its tab shows it (default: the "
        "first sheet)",
    )
