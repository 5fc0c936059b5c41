"""The ``workbench`` command run inside the test's own process.

What a user's command prints and the status it ends with, without the seconds a new Python process spends
importing torch and transformers.  Tests of what only a process of its own shows (signals, the window, what
is imported before what) still start one."""

from __future__ import annotations

import contextlib
import io
import logging
import sys
from dataclasses import dataclass

from workbench import cli


@dataclass(frozen=True)
class CommandRun:
    returncode: int
    stdout: str
    stderr: str


def run_workbench_here(*args: str) -> CommandRun:
    """``workbench ARGS`` as the command line runs it, its output caught.  The warnings the command logs
    reach its stderr as they do in a process of its own: the console handler, made once per process, is
    pointed at the caught stream for the call."""
    out, err = io.StringIO(), io.StringIO()
    consoles = [
        handler
        for handler in logging.getLogger().handlers
        if type(handler) is logging.StreamHandler  # the console, not the log file
    ]
    before = [_point(handler, err) for handler in consoles]
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = cli.main(list(args))
            except SystemExit as exc:  # argparse refusing the arguments
                code = exc.code if isinstance(exc.code, int) else int(exc.code is not None)
            # A command run for the first time makes the console handler now, on the caught stream.
            made = [h for h in logging.getLogger().handlers if type(h) is logging.StreamHandler]
    finally:
        for handler, stream in zip(consoles, before, strict=True):
            _point(handler, stream)
    for handler in made:
        if handler not in consoles:
            _point(handler, sys.stderr)
    return CommandRun(code, out.getvalue(), err.getvalue())


def _point(handler: logging.StreamHandler, stream) -> object:
    """Point ``handler`` at ``stream`` and return the stream it had.  Not ``setStream``, which flushes the
    old stream first: a stream an earlier test's output capture has closed would raise."""
    with handler.lock:
        old, handler.stream = handler.stream, stream
    return old
