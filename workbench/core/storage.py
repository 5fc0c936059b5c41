"""Disk space: whether the disk that will hold a file has room for it, and a full disk recognised in whatever
a library raised when it ran out of room.

A training run, an export or the embedded decoder's conversion checks ``check_room`` before it writes, with
the size it is about to write, so that a full disk is said before the work starts, in sizes a person can act
on.  A disk can still fill up meanwhile (another program writing, a size guessed low): ``is_disk_full`` finds
that in the exception a writer raised (an ``OSError`` with ENOSPC or EDQUOT, or the text of one inside a
library's own error, as safetensors raises it), so that it becomes ``DiskFull`` with the same plain words.
Before anything is written, ``ensure_writable`` makes the folder and proves it can be written; an export
written through ``whole_or_nothing`` leaves nothing behind when it fails.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

from workbench.core.errors import FolderNotWritable, WorkbenchError
from workbench.core.words import number, translate

DISK_FULL_ERRNOS = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)})
# how libraries that wrap the operating system's error word it (safetensors: "... (os error 28)")
_DISK_FULL_WORDS = ("no space left on device", "disk quota exceeded", f"(os error {errno.ENOSPC})")
# kept free beyond what a job needs: the system and other programs need some room too
MARGIN_BYTES = 50 * 1000 * 1000


class DiskFull(WorkbenchError):
    """The disk holding ``folder`` has (or had) too little room for what was being written; ``what`` names it
    in the window's language ("the lesson pack", translated by the caller)."""

    def __init__(self, folder: Path, what: str, needed: int | None = None, free: int | None = None) -> None:
        if needed is not None and free is not None:
            message = translate(
                "Errors",
                "There is not enough room for {what}: it needs about {size}, and the disk holding "
                "{folder} has "
                "{free} free.",
            ).format(what=what, size=format_bytes(needed), folder=folder, free=format_bytes(free))
        else:
            message = translate(
                "Errors", "The disk holding {folder} is full, so {what} could not be written."
            ).format(folder=folder, what=what)
        super().__init__(
            message, translate("Errors", "Free some space on that disk (or choose a folder on another one).")
        )
        self.folder = Path(folder)
        self.needed = needed
        self.free = free


def format_bytes(count: float, *, memory: bool = False) -> str:
    """Sizes as people read them: files and downloads in decimal units like the model hub and file managers
    show ("440.5 MB"), memory (``memory=True``) in the binary units a task manager shows (1 GB = 1024 MB);
    the decimal point is the chosen language's ("440,5 MB" in Spanish)."""
    step = 1024 if memory else 1000
    if abs(count) < step:
        return f"{int(count)} bytes"
    for unit in ("kB", "MB", "GB", "TB"):
        count /= step
        if abs(count) < step or unit == "TB":
            break
    return f"{number(count, '.1f')} {unit}"


def is_disk_full(exc: BaseException | None) -> bool:
    """Whether ``exc``, or an exception it was raised from, says the disk is full."""
    seen: set[int] = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, OSError) and exc.errno in DISK_FULL_ERRNOS:
            return True
        if any(words in str(exc).lower() for words in _DISK_FULL_WORDS):
            return True
        exc = exc.__cause__ or exc.__context__
    return False


def free_bytes(folder: Path) -> int | None:
    """Free bytes on the disk that holds ``folder`` (or would hold it: its nearest existing parent); None
    when the system cannot tell."""
    place = Path(folder).absolute()
    while not place.exists() and place.parent != place:
        place = place.parent
    try:
        return shutil.disk_usage(place).free
    except OSError:
        return None


def folder_bytes(folder: Path | None) -> int:
    """Bytes the files in ``folder`` (and its sub-folders) hold; 0 for None or a folder that is not there."""
    if folder is None or not Path(folder).is_dir():
        return 0
    total = 0
    for file in Path(folder).rglob("*"):
        with contextlib.suppress(OSError):  # removed meanwhile
            total += file.stat().st_size if file.is_file() else 0
    return total


def check_room(folder: Path, needed: int, what: str) -> None:
    """Raise ``DiskFull`` unless the disk holding ``folder`` has ``needed`` bytes free and a
    margin besides."""
    free = free_bytes(folder)
    if free is not None and free < needed + MARGIN_BYTES:
        raise DiskFull(Path(folder), what, needed + MARGIN_BYTES, free)


def ensure_writable(folder: Path) -> Path:
    """Create ``folder`` if needed and prove it can be written; raise FolderNotWritable otherwise."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / f".write-test-{os.getpid()}"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        raise FolderNotWritable(folder, exc) from exc
    return folder


@contextlib.contextmanager
def whole_or_nothing(folder: Path, what: str) -> Iterator[Path]:
    """Around writing ``what`` into ``folder`` (new or empty): the folder is made (``ensure_writable``), and
    when the writing fails, whatever the reason, what was written is removed again, with the folders made
    here: a half-written export is no export, and an empty folder left behind would look like one.  A full
    disk is said as ``DiskFull``."""
    folder = Path(folder)
    first_made = next((f for f in [folder, *folder.parents][::-1] if not f.exists()), None)
    try:
        yield ensure_writable(folder)
    except BaseException as exc:
        if first_made is not None:
            shutil.rmtree(first_made, ignore_errors=True)
        else:
            for item in list(folder.iterdir()):
                shutil.rmtree(item, ignore_errors=True) if item.is_dir() else item.unlink(missing_ok=True)
        if isinstance(exc, Exception) and not isinstance(exc, WorkbenchError) and is_disk_full(exc):
            raise DiskFull(folder, what) from exc
        raise
