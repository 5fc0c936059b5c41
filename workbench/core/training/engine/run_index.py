"""Run folders kept outside the runs folder: ``workbench train --out DIR`` trains where the user chose, and
the runs list, which looks in the runs folder, would never find such a run to show or resume it.

``RunFolder.create`` records every run folder made elsewhere in one small JSON file in the data folder (a
list of absolute paths); ``runs.listing`` reads it beside the runs folder.  A recorded folder that has since
been moved or deleted is listed as missing, never as an error, until ``forget`` drops it.  The file is
written under a lock and swapped in whole, so two runs starting at once both end up in it; when it cannot
be written (a read-only data folder) the run trains all the same and the runs list simply does not show it.

A damaged record (cut short, not a list, not text at all, or not a regular file) never costs a run: the first
reader to find it keeps it aside under a dated name (``own_files.keep_aside``) and writes it again with every
folder path it still names, so those runs stay listed; ``take_notices`` hands the one sentence that says so to
the window or the command line that found it.  A record that cannot be read at all (no permission) is left
as it is and never written over.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import threading
from collections.abc import Iterable, Iterator
from pathlib import Path

from filelock import Timeout

from workbench import own_files, paths

log = logging.getLogger(__name__)
INDEX_NAME = "runs-elsewhere.json"
MAX_BYTES = 20_000_000  # about a hundred thousand runs' paths
_JSON_STRING = re.compile(rb'"((?:[^"\\\x00-\x1f]|\\.){1,4096})"')
_notices: list[str] = []
_notices_lock = threading.Lock()


class Unreadable(Exception):
    """The record is there but cannot be read (no permission): it must not be written over."""


def index_file() -> Path:
    return paths.data_dir() / INDEX_NAME


def recorded() -> list[Path]:
    """The run folders recorded outside the runs folder, oldest first (whether or not they still exist).  A
    damaged record is repaired (see the module doc); one that cannot be read gives none."""
    try:
        folders, damaged = _read(index_file())
    except Unreadable:
        return []
    if damaged:
        with contextlib.suppress(OSError, Timeout, Unreadable), _locked():
            folders = _current()  # kept aside and rebuilt, unless another process did it meanwhile
    return folders


def take_notices() -> list[str]:
    """What this process found wrong with the record (once each), for the user to read."""
    with _notices_lock:
        found = list(_notices)
        _notices.clear()
    return found


def record(folder: Path) -> None:
    """Remember ``folder`` when it is not inside the runs folder (where the runs list finds it anyway)."""
    folder = Path(folder).resolve()
    if folder.parent == paths.runs_dir().resolve():
        return
    _change(lambda folders: folders if folder in folders else [*folders, folder])


def forget(folders: Iterable[Path]) -> None:
    """Drop ``folders`` from the record (e.g. the missing ones, once the user says so)."""
    dropped = {Path(f).resolve() for f in folders}
    _change(lambda current: [f for f in current if f not in dropped])


def _change(edit) -> None:
    file = index_file()
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        with _locked():
            before = _current()
            after = edit(before)
            if after == before:
                return
            _write(file, after)
    except (OSError, Timeout, Unreadable) as exc:  # the run goes on; only the runs list will not show it
        log.warning("could not update the record of runs outside the runs folder (%s): %s", file, exc)


@contextlib.contextmanager
def _locked() -> Iterator[None]:
    from filelock import FileLock

    file = index_file()
    with FileLock(str(file.with_name(file.name + ".lock")), timeout=10):
        yield


def _current() -> list[Path]:
    """The recorded folders, with the lock held: a damaged record is kept aside and written again with the
    folders it still names."""
    file = index_file()
    folders, damaged = _read(file)
    if not damaged:
        return folders
    kept = own_files.keep_aside(file)
    if kept is None:
        raise Unreadable(f"the damaged record {file} could not be kept aside")
    _write(file, folders)
    count = f"{len(folders)} run folder{'s' if len(folders) != 1 else ''}"
    notice = (
        f"The record of runs trained outside the runs folder was damaged ({damaged}), so it was kept as "
        f"{kept} and made again with the {count} it still named."
    )
    log.warning("%s", notice)
    with _notices_lock:
        _notices.append(notice)
    return folders


def _read(file: Path) -> tuple[list[Path], str]:
    """(the recorded folders, "") or, for a damaged record, (the folders it still names, why it is damaged).
    Raises Unreadable when it cannot be read at all."""
    try:
        raw = own_files.read_small(file, MAX_BYTES)
    except FileNotFoundError:
        return [], ""
    except own_files.NotUsable as exc:
        return [], exc.reason
    except OSError as exc:
        log.warning("could not read the record of runs outside the runs folder (%s): %s", file, exc)
        raise Unreadable(str(exc)) from exc
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return _salvaged(raw), "it is not a readable list of folders"
    if not isinstance(data, list) or not all(isinstance(item, str) for item in data):
        return _salvaged(raw), "it is not a list of folders"
    return [Path(item) for item in data if item], ""


def _salvaged(raw: bytes) -> list[Path]:
    """The absolute folder paths written in a damaged record, in order, each once."""
    found: list[Path] = []
    for match in _JSON_STRING.finditer(raw):
        try:
            text = json.loads(match[0].decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            continue
        folder = Path(text)
        if text and folder.is_absolute() and folder not in found:
            found.append(folder)
    return found


def _write(file: Path, folders: list[Path]) -> None:
    staging = file.with_name(f".{file.name}.tmp-{os.getpid()}")
    staging.write_text(json.dumps([str(f) for f in folders], indent=2), encoding="utf-8")
    os.replace(staging, file)
