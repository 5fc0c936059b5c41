"""A record of the test process's memory, test by test, for finding what holds memory in the suite.

    python3 run.py test --record-memory memory.tsv
    sort -t$'\\t' -k4 -n memory.tsv | tail        # the tests after which the process was largest
    sort -t$'\\t' -k5 -n memory.tsv | tail        # the tests that grew it most

One line per test: its id, its seconds (set-up, call and tear-down), the process's resident memory before and
after it, and the growth, in MiB, read from ``/proc/self/status`` (Linux; elsewhere the option records
nothing).  A test that starts subprocesses is charged only for its own process: ``.ci/run`` reports the whole
process tree's peak.  Training runs reset the kernel's peak figure (``engine/metering.py``), so the record
reads the present size, not the peak.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import IO

import pytest

_STARTED = pytest.StashKey[tuple[float, int]]()


def resident_mib() -> int:
    try:
        status = Path("/proc/self/status").read_text(encoding="ascii")
    except OSError:
        return 0
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) // 1024
    return 0


class MemoryRecord:
    """The plugin: registered by ``tests/conftest.py`` when ``--record-memory FILE`` is given."""

    def __init__(self, path: Path) -> None:
        self._out: IO[str] = open(path, "w", encoding="utf-8")  # noqa: SIM115 - open for the whole session
        self._out.write("test\tseconds\tbefore_mib\tafter_mib\tgrowth_mib\n")

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        item.stash[_STARTED] = (time.monotonic(), resident_mib())

    @pytest.hookimpl(trylast=True)
    def pytest_runtest_teardown(self, item: pytest.Item) -> None:
        started, before = item.stash.get(_STARTED, (time.monotonic(), 0))
        after = resident_mib()
        seconds = time.monotonic() - started
        self._out.write(f"{item.nodeid}\t{seconds:.1f}\t{before}\t{after}\t{after - before}\n")
        self._out.flush()

    def pytest_unconfigure(self) -> None:
        self._out.close()
