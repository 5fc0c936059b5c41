"""Run folders kept outside the runs folder: ``workbench train --out DIR`` trains where the user chose, and
the runs list, which looks in the runs folder, would never find such a run to show or resume it.

``RunFolder.create`` records every run folder made elsewhere in one small JSON file in the data folder (a
list of absolute paths); ``runs.listing`` reads it beside the runs folder.  A recorded folder that has since
been moved or deleted is listed as missing, never as an error, until ``forget`` drops it.  The file is
written under a lock and swapped in whole, so two runs starting at once both end up in it; when it cannot
be written (a read-only data folder) the run trains all the same and the runs list simply does not show it.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterable
from pathlib import Path

from workbench import paths

log = logging.getLogger(__name__)
INDEX_NAME = "runs-elsewhere.json"


def index_file() -> Path:
    return paths.data_dir() / INDEX_NAME


def recorded() -> list[Path]:
    """The run folders recorded outside the runs folder, oldest first (whether or not they still exist)."""
    try:
        data = json.loads(index_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(data, list):
        return []
    return [Path(item) for item in data if isinstance(item, str) and item]


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
    from filelock import FileLock, Timeout

    file = index_file()
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        with FileLock(str(file.with_name(file.name + ".lock")), timeout=10):
            before = recorded()
            after = edit(before)
            if after == before:
                return
            staging = file.with_name(f".{file.name}.tmp-{os.getpid()}")
            staging.write_text(json.dumps([str(f) for f in after], indent=2), encoding="utf-8")
            os.replace(staging, file)
    except (OSError, Timeout) as exc:  # the run goes on; only the runs list will not show it
        log.warning("could not update the record of runs outside the runs folder (%s): %s", file, exc)
