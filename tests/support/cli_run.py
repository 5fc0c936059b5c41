"""The ``workbench`` command run inside the test's own process.

What a user's command prints and the status it ends with, without the seconds a new Python process spends
importing torch and transformers.  Tests of what only a process of its own shows (signals, the window, what
is imported before what) still start one."""

from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass

from workbench import cli


@dataclass(frozen=True)
class CommandRun:
    returncode: int
    stdout: str
    stderr: str


def run_workbench_here(*args: str) -> CommandRun:
    """``workbench ARGS`` as the command line runs it, its output caught.  The warnings the command logs
    reach the caught stderr as they do a process's own: the console log handler writes to whatever
    ``sys.stderr`` is at the time."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = cli.main(list(args))
        except SystemExit as exc:  # argparse refusing the arguments
            code = exc.code if isinstance(exc.code, int) else int(exc.code is not None)
    return CommandRun(code, out.getvalue(), err.getvalue())
