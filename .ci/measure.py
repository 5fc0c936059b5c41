#!/usr/bin/env python3
"""Run a command and say what it cost: its wall time and the peak memory of its whole process tree.

    python3 .ci/measure.py python3 run.py test

The memory is the operating system's own accounting: every half second the resident sizes of the command and
all its descendants (``/proc/PID/status``, Linux) are added up, and the largest sum is the peak; the largest
single process's peak comes from the kernel (``getrusage``) when the command ends.  The figures are printed
after the command's output, then pytest's summary line again (so that it stays the last line), and the
command's exit status is passed on.  The suite's budget (README, "For developers"): about 10 minutes and
under 4 GB on a 2-core machine.  Nothing here fails the run: the figures are for people to read.
"""

from __future__ import annotations

import os
import re
import resource
import subprocess
import sys
import threading
import time
from pathlib import Path

# pytest's closing line, with or without its rule of "=": "==== 7 passed, 1 skipped in 4.63s ===="
SUMMARY = re.compile(r"^=*\s*\d+ (passed|failed|errors?|skipped|deselected)\b.* in [\d.]+s")
INTERVAL = 0.5
BUDGET_SECONDS = 600  # README, "For developers": about 10 minutes (20 % over still counts as about)
BUDGET_GB = 4


def children_of() -> dict[int, list[int]]:
    tree: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        tree.setdefault(int(fields[1]), []).append(int(entry.name))
    return tree


def resident_kib(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def tree_kib(root: int) -> int:
    tree, total, todo = children_of(), 0, [root]
    while todo:
        pid = todo.pop()
        total += resident_kib(pid)
        todo.extend(tree.get(pid, ()))
    return total


def main(argv: list[str]) -> int:
    began = time.monotonic()
    process = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
    peak = [0]
    done = threading.Event()

    def sample() -> None:
        while not done.wait(INTERVAL):
            peak[0] = max(peak[0], tree_kib(process.pid))

    if Path("/proc/self/status").exists():
        threading.Thread(target=sample, daemon=True).start()
    summary = None
    assert process.stdout is not None
    for line in process.stdout:
        sys.stdout.write(line)
        sys.stdout.flush()
        if SUMMARY.match(line.strip()):
            summary = line.rstrip("\n")
    status = process.wait()
    done.set()
    seconds = time.monotonic() - began
    largest_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    print(
        f"\n[cost] wall time {int(seconds // 60)} min {seconds % 60:.0f} s "
        f"(budget: about {BUDGET_SECONDS // 60} min on 2 cores)"
    )
    if peak[0]:
        print(
            f"[cost] peak memory of the process tree (sampled every {INTERVAL} s): {peak[0] / 2**20:.2f} GB "
            f"(budget: under {BUDGET_GB} GB)"
        )
    print(f"[cost] largest single process's peak (kernel): {largest_kib / 2**20:.2f} GB")
    within = seconds <= BUDGET_SECONDS * 1.2 and (not peak[0] or peak[0] / 2**20 < BUDGET_GB)
    print(
        f"[cost] the suite's budget: about {BUDGET_SECONDS // 60} min and under {BUDGET_GB} GB on 2 cores; "
        + ("within it" if within else "OVER it: see the slowest tests listed above")
    )
    if summary:
        print(summary)
    return status


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    raise SystemExit(main(sys.argv[1:]))
