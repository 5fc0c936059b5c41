"""The staging folders a pack install writes into before it moves anything into place
(``.pack-staging-*`` beside each target), and the clean-up of those a killed install left behind.

An install holds a lock on ``FOLDER.lock`` (beside the folder, taken before the folder is made) for as long as
its staging folder exists; the system lets go of it when the process ends, however it ends.  So a staging
folder whose lock can be taken belongs to no running install and is removed by ``remove_stale``, which the
next install runs, and the window when it starts.  This module imports nothing heavy until it finds one.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import uuid
from collections.abc import Iterable, Iterator
from pathlib import Path

from workbench import paths

PREFIX = ".pack-staging-"
LOCK_SUFFIX = ".lock"


def staging_roots() -> list[Path]:
    """Every folder an install stages in: the runs folder, the scenes folder and the Hugging Face cache."""
    return [paths.runs_dir(), paths.scenes_dir(), paths.hf_cache_dir()]


@contextlib.contextmanager
def staging_folder(root: Path) -> Iterator[Path]:
    """A new staging folder in ``root``, locked while in use and removed afterwards whatever happens."""
    from filelock import FileLock

    folder = Path(root) / f"{PREFIX}{uuid.uuid4().hex[:12]}"
    lock = FileLock(str(folder) + LOCK_SUFFIX)
    try:
        with lock:
            try:
                folder.mkdir(parents=True)
                yield folder
            finally:
                shutil.rmtree(folder, ignore_errors=True)
    finally:
        with contextlib.suppress(OSError):
            os.remove(str(folder) + LOCK_SUFFIX)


def remove_stale_job(progress: object, cancel: object) -> list[Path]:
    """``remove_stale`` as a job the window runs in the background when it starts."""
    return remove_stale()


def remove_stale(roots: Iterable[Path] | None = None) -> list[Path]:
    """Remove the staging folders (and lock files) that no running install holds; the ones removed."""
    removed = []
    for root in staging_roots() if roots is None else roots:
        try:
            names = [entry.name for entry in os.scandir(root) if entry.name.startswith(PREFIX)]
        except OSError:
            continue
        for name in names:
            folder = Path(root) / name.removesuffix(LOCK_SUFFIX)
            if name.endswith(LOCK_SUFFIX) and folder.exists():
                continue  # the folder's own turn removes both
            if _remove_if_unheld(folder):
                removed.append(folder)
    return removed


def _remove_if_unheld(folder: Path) -> bool:
    from filelock import FileLock, Timeout

    lock = FileLock(str(folder) + LOCK_SUFFIX)
    try:
        lock.acquire(timeout=0)
    except (Timeout, OSError):
        return False  # a running install holds it
    try:
        shutil.rmtree(folder, ignore_errors=True)
    finally:
        lock.release()
    with contextlib.suppress(OSError):
        os.remove(str(folder) + LOCK_SUFFIX)
    return not folder.exists()
