"""How the command line shows the progress of slow work (loading, downloading, checking scenes), and what
the work gave when it is done (``said``).

One line on stderr that rewrites itself, and only on a terminal: redirected to a file or a pipe, stderr gets
no progress lines, so a log holds the messages and nothing else.  stdout is left to the results.
"""

from __future__ import annotations

import json
import sys
import threading
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

T = TypeVar("T")

WIDTH = 78


class ProgressLine:
    """A status line on stderr.  Call it as the core's ``on_progress(fraction, message)``, or ``show`` any
    text; ``clear`` blanks the line before the results are printed."""

    def __init__(self, stream: Any = None) -> None:
        self.stream = stream or sys.stderr
        self.live = bool(getattr(self.stream, "isatty", lambda: False)())
        self.written = False

    def __call__(self, fraction: float, message: str) -> None:
        if fraction < 1.0:
            self.show(f"{fraction:6.1%}  {message}")

    def show(self, text: str) -> None:
        if self.live:
            print(f"\r{text[:WIDTH]:<{WIDTH}}", end="", file=self.stream, flush=True)
            self.written = True

    def clear(self) -> None:
        if self.written:
            print(f"\r{'':<{WIDTH}}\r", end="", file=self.stream, flush=True)
            self.written = False


def with_progress(work: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """``work(*args, on_progress=line, **kwargs)`` with a fresh ``ProgressLine``, cleared afterwards (also
    when ``work`` fails, so that the error message starts on a clean line)."""
    line = ProgressLine()
    try:
        return work(*args, on_progress=line, **kwargs)
    finally:
        line.clear()


def cancellable(work: Callable[[ProgressLine, threading.Event], T]) -> T:
    """``work(line, cancel)`` with a fresh ``ProgressLine`` (cleared afterwards, also when ``work`` fails) and
    Ctrl+C (or SIGTERM) setting ``cancel``, which the work looks at between steps."""
    from workbench.cli.stopping import ctrl_c_cancels

    line = ProgressLine()
    with ctrl_c_cancels() as cancel:
        try:
            return work(line, cancel)
        finally:
            line.clear()


def said(as_json: bool, result: Any, lines: Iterable[str] | None = None) -> int:
    """Print what ``result`` says: its ``to_dict()`` as JSON when ``as_json``, else ``lines`` (its own
    ``lines()`` unless given), one a line; the exit code 0."""
    if as_json:
        print(json.dumps(result.to_dict(), indent=2))
    else:
        print("\n".join(result.lines() if lines is None else lines))
    return 0


def loading(ref: str, open_model: Callable[[str], T]) -> T:
    """``open_model(ref)`` with "Loading REF…" on the progress line while it loads (cleared afterwards)."""
    line = ProgressLine()
    line.show(f"Loading {ref}…")
    try:
        return open_model(ref)
    finally:
        line.clear()
