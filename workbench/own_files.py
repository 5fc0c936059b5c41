"""The small files the app keeps for itself (the settings, the record of runs kept outside the runs folder):
read without ever hanging, and kept aside rather than lost when they cannot be used.

``read_small`` reads only a regular file of at most a given size.  Anything else put in the file's place (a
named pipe, a link to a device such as ``/dev/zero``, a huge file) is refused with the reason, before a byte
is read: reading a pipe waits for a writer that never comes, and a device never ends.

``keep_aside`` moves (or copies) such a file to a new dated name beside it (``NAME.kept-YYYY-MM-DD_HH-MM-SS.
SUFFIX``, with ``-2``, ``-3``... within one second) that never replaces an earlier one, and keeps only the
newest few of them: what was there can still be looked at, or put back by hand.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import stat
import time
from pathlib import Path

log = logging.getLogger(__name__)
KEEP = 5  # files kept aside per name; older ones are removed


class NotUsable(Exception):
    """The file is not one the app can read: ``reason`` says why, in words ("it is a named pipe ...")."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def read_small(path: Path, limit: int) -> bytes:
    """The bytes of the regular file ``path``.  Raises FileNotFoundError when there is none, NotUsable when
    something else is there or it holds more than ``limit`` bytes, OSError when it cannot be read."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)  # a pipe: no waiting
    try:
        fd = os.open(path, flags)
    except IsADirectoryError:
        raise NotUsable("it is a folder, not a file") from None
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise NotUsable(f"it is {_kind(info.st_mode)}, not a regular file")
        if info.st_size > limit:
            raise NotUsable(f"it is far too large ({info.st_size:,} bytes; at most {limit:,} are expected)")
        data = handle.read(limit + 1)
    if len(data) > limit:  # it grew while being read
        raise NotUsable(f"it is far too large (more than {limit:,} bytes)")
    return data


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a file"


def kept_prefix(path: Path) -> str:
    """How the names of ``path``'s kept copies begin: ``settings.json`` -> ``settings.kept-``."""
    return f"{Path(path).stem}.kept-"


def _kept_name(path: Path) -> re.Pattern[str]:
    suffix = re.escape(Path(path).suffix)
    return re.compile(re.escape(kept_prefix(path)) + r"(\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d)(?:-(\d+))?" + suffix)


def keep_aside(path: Path, *, copy: bool = False, keep: int = KEEP) -> Path | None:
    """Move (or copy) ``path`` to a new dated name beside it, then keep only the newest ``keep`` of those.
    Returns the new name, or None when the file could not be moved or copied (it is logged)."""
    path = Path(path)
    stamp = time.strftime("%Y-%m-%d_%H-%M-%S")
    same_second = [_kept_order(p, path)[1] for p in kept_copies(path) if _kept_order(p, path)[0] == stamp]
    n = max(same_second, default=0) + 1  # always after the others, even once the first has been pruned
    target = path.with_name(f"{kept_prefix(path)}{stamp}{f'-{n}' if n > 1 else ''}{path.suffix}")
    while target.exists() or target.is_symlink():  # e.g. a folder kept aside under that name
        n += 1
        target = path.with_name(f"{kept_prefix(path)}{stamp}-{n}{path.suffix}")
    try:
        if copy:
            target.write_bytes(path.read_bytes())
        else:
            path.replace(target)
    except OSError as exc:
        log.warning("could not keep %s aside: %s", path, exc)
        return None
    log.info("%s kept as %s", path, target.name)
    for older in kept_copies(path)[keep:]:
        with contextlib.suppress(OSError):  # pruning is tidying: it never stops the app
            older.unlink()
    return target


def kept_copies(path: Path) -> list[Path]:
    """The copies of ``path`` kept aside beside it (regular files), newest first (by the date in
    their names)."""
    path = Path(path)
    pattern = _kept_name(path)
    found = [
        p
        for p in path.parent.glob(f"{kept_prefix(path)}*{path.suffix}")
        if pattern.fullmatch(p.name) and p.is_file() and not p.is_symlink()
    ]
    return sorted(found, key=lambda p: _kept_order(p, path), reverse=True)


def _kept_order(file: Path, path: Path) -> tuple[str, int]:
    """(date and time, number within that second) of a kept copy's name."""
    match = _kept_name(path).fullmatch(file.name)
    return (match[1], int(match[2] or 1)) if match else ("", 0)
