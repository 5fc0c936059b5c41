"""Run folders: what a training run leaves on disk, read and written through ``RunFolder``.  The runs list
and resuming a stopped run are in ``runs.listing``.

A run folder (under ``paths.runs_dir()`` unless the config names one; one made elsewhere is recorded by
``run_index`` so that the runs list finds it) holds:

- ``config.json``: the ``TrainConfig`` (accepted back by ``workbench train --config``).
- ``data.json``: the exact training and validation examples (in the form the task's family writes, see
  ``data.families``), so a resumed run sees the same data; for a classifier, also where each example sits in
  the data file and that file's checksum.
- ``status.json``: running / finished / failed / cancelled, with the step, the pid and a heartbeat time.
- ``metrics.jsonl``: one JSON line per step ("type": "step") and per evaluation ("type": "eval"), appended
  and flushed as they happen, so a plot can follow a run from another process.
- ``checkpoints/last/``: everything needed to continue (trainable weights, optimizer, scheduler, random
  state, progress), replaced atomically; removed when the run finishes, since ``best/`` then holds the result.
  The one it replaced is kept as ``checkpoints/previous/``, for a resume that finds ``last`` damaged (a disk
  that lost the end of a file in a power cut); a damaged one is moved to ``checkpoints/damaged-*``.
- ``best/``: the kept weights (a Hugging Face folder, or a peft adapter folder for LoRA) with the tokenizer.
- ``summary.json``: the ``TrainResult`` once the run has ended (finished, cancelled or failed).
- ``check_answers.json``: a finished classifier's answer to each checking text (its label names and, in the
  order of ``data.json``'s validation part, the index of the label it answered), from the check of the kept
  weights: what it got wrong is shown from this without loading the model.

"Interrupted": a run whose process died leaves status "running" behind.  While it works, a run holds an
operating-system lock on ``run.lock`` (``filelock``), which the system releases when the process ends in any
way, so "running" with the lock free means interrupted.  Where the lock cannot be tried (e.g. a read-only
folder) the pid in status.json is checked instead (same computer only).

Whether a run is finished is worked out from the whole folder, not status.json alone (``run_state``); a
missing or damaged status.json is rebuilt.  A folder deleted mid-run stops the run (``RunFolderGone``).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from workbench.core.errors import FolderNotWritable, RunFolderGone, TrainingError
from workbench.core.storage import DiskFull, ensure_writable, is_disk_full
from workbench.core.training.config import TrainConfig, check_output_folder
from workbench.core.training.data.families import family_for
from workbench.core.training.engine import run_index
from workbench.core.training.engine.run_state import CHECKPOINT_DONE, settle, usable_status, whole
from workbench.core.words import translate

log = logging.getLogger(__name__)
HEARTBEAT_SECONDS = 30.0


class RunFolder:
    """Reads and writes one run folder (see the module doc for its layout)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._last_heartbeat = 0.0
        self._status: dict[str, Any] = {}
        self._lock: Any = None

    config_file = property(lambda self: self.path / "config.json")
    data_file = property(lambda self: self.path / "data.json")
    status_file = property(lambda self: self.path / "status.json")
    metrics_file = property(lambda self: self.path / "metrics.jsonl")
    summary_file = property(lambda self: self.path / "summary.json")
    answers_file = property(lambda self: self.path / "check_answers.json")
    lock_file = property(lambda self: self.path / "run.lock")
    best_dir = property(lambda self: self.path / "best")
    last_dir = property(lambda self: self.path / "checkpoints" / "last")
    previous_dir = property(lambda self: self.path / "checkpoints" / "previous")

    # --- creating ------------------------------------------------------------------------------------------

    @classmethod
    def create(cls, config: TrainConfig, train_data: Any, val_data: Any, *, listed: bool = True) -> RunFolder:
        """A new run folder holding the config and the data (``config.out_dir``, or a new one in runs_dir).
        ``listed``: one made outside the runs folder is recorded for the runs list (``run_index``); not for a
        private folder that is removed afterwards (an experiment's runs, the other processes' copies)."""
        folder = check_output_folder(config.out_dir)
        if not config.out_dir:
            stamp = time.strftime("%Y%m%d-%H%M%S")
            model = "".join(c if c.isalnum() or c in "-_." else "-" for c in Path(config.model).name)[:40]
            base = folder / f"{stamp}-{model}-{config.method}"
            folder, n = base, 1
            while folder.exists():
                n += 1
                folder = base.with_name(f"{base.name}-{n}")
        ensure_writable(folder)
        run = cls(folder)
        try:
            _write_json(run.config_file, config.to_dict())  # first: a run folder is one that holds its config
            run.write_status("running", message="")
            _write_json(run.data_file, family_for(config.objective).stored(train_data, val_data))
            run.metrics_file.touch()
        except OSError as exc:
            if is_disk_full(exc):
                raise DiskFull(folder, "the new run's folder") from exc
            raise FolderNotWritable(folder, exc) from exc
        if listed:
            run_index.record(folder)
        return run

    def read_config(self) -> TrainConfig:
        return TrainConfig.from_dict(read_run_file(self.config_file))

    def read_data(self) -> tuple[Any, Any]:
        """(training, validation) as ``data.json`` holds them, in the shape of the run's task family."""
        return family_for(self.read_config().objective).restored(read_run_file(self.data_file))

    # --- the lock that tells a live run from a dead one -----------------------------------------------------

    @contextlib.contextmanager
    def hold_lock(self) -> Iterator[None]:
        """Hold ``run.lock`` while the run works; refuse if another process holds it."""
        from filelock import FileLock, Timeout

        lock = FileLock(str(self.lock_file))
        try:
            lock.acquire(timeout=5)  # a runs list may be probing it for a moment
        except Timeout as exc:
            raise TrainingError(
                translate("Runs", "This run is being trained by another window or process."),
                translate("Runs", "Wait for it to end, or stop it there."),
            ) from exc
        try:
            yield
        finally:
            lock.release()

    # --- status, heartbeat, metrics -------------------------------------------------------------------------

    def is_gone(self) -> bool:
        """Whether the folder was deleted: its config.json, written first, is not there (a library saving into
        the folder may have made the folder itself again)."""
        return not self.config_file.is_file()

    def check_exists(self) -> None:
        if self.is_gone():
            raise RunFolderGone(self.path)

    @contextlib.contextmanager
    def writing(self, into: Path | None = None) -> Iterator[None]:
        """Around a write into the folder (or into ``into``, a folder the run made in it): a failure that
        comes with the folder or ``into`` deleted becomes RunFolderGone, and one that says the disk is full
        ``DiskFull``, whatever library raised it."""
        try:
            yield
        except DiskFull:
            raise
        except Exception as exc:
            if self.is_gone() or (into is not None and not into.is_dir()):
                raise RunFolderGone(self.path) from exc
            if is_disk_full(exc):
                raise DiskFull(self.path, "the run's files") from exc
            raise

    def write_status(self, status: str, **fields: Any) -> None:
        now = _now()
        previous = self._status or usable_status(read_run_file(self.status_file, default=None)) or {}
        self._status = {
            **previous,
            **fields,
            "status": status,
            "pid": os.getpid(),
            "host": socket.gethostname(),
            "created": previous.get("created", now),
            "created_at": previous.get("created_at", time.time()),
            "updated": now,
            "heartbeat": time.time(),
        }
        with self.writing():
            _write_json(self.status_file, self._status)
        self._last_heartbeat = time.monotonic()

    def heartbeat(self, step: int) -> None:
        """Refresh status.json's heartbeat and step, at most every ``HEARTBEAT_SECONDS``."""
        if time.monotonic() - self._last_heartbeat >= HEARTBEAT_SECONDS:
            self.write_status(self._status.get("status", "running"), step=step)

    def read_status(self) -> dict[str, Any]:
        """status.json with the status worked out from the whole folder (see ``run_state``): "running" with
        no live process is "interrupted", and a missing or damaged file is rebuilt and written back."""
        data, state = settle(self)
        if state.rebuilt:
            log.warning("run %s: %s", self.path, state.message)
            try:
                _write_json(self.status_file, data)
            except OSError as exc:  # a read-only folder: the runs list still shows the worked-out status
                log.warning("could not write the rebuilt status of %s: %s", self.path, exc)
        return data

    def is_live(self, status: dict[str, Any]) -> bool:
        """Whether a process holds the run's lock (where it cannot be tried: whether its pid runs)."""
        from filelock import FileLock, Timeout

        try:
            lock = FileLock(str(self.lock_file))
            lock.acquire(timeout=0)
        except Timeout:
            return True
        except OSError:
            return _pid_alive(status)
        lock.release()
        return False

    def append_metrics(self, record: dict[str, Any]) -> None:
        with self.writing(), self.metrics_file.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(record) + "\n")
            handle.flush()

    def read_metrics(self) -> list[dict[str, Any]]:
        records = []
        with contextlib.suppress(FileNotFoundError), self.metrics_file.open(encoding="utf-8") as handle:
            for line in handle:
                with contextlib.suppress(ValueError):
                    records.append(json.loads(line))
        return records

    def truncate_metrics(self, up_to_step: int) -> None:
        """Forget lines after ``up_to_step``: a resumed run writes them again."""
        kept = [r for r in self.read_metrics() if whole(r.get("step")) <= up_to_step]
        with self.writing():
            _write_text(self.metrics_file, "".join(json.dumps(r) + "\n" for r in kept))

    def write_summary(self, summary: dict[str, Any]) -> None:
        with self.writing():
            _write_json(self.summary_file, summary)

    def read_summary(self) -> dict[str, Any] | None:
        """summary.json, or None when the run has not ended (or the file is damaged)."""
        summary = read_run_file(self.summary_file, default=None)
        return summary if isinstance(summary, dict) else None

    def write_check_answers(self, step: int, label_names: tuple[str, ...], answers: list[int]) -> None:
        with self.writing():
            _write_json(
                self.answers_file, {"step": step, "label_names": list(label_names), "answers": answers}
            )

    def read_check_answers(self) -> dict[str, Any] | None:
        """check_answers.json, or None when the run kept none (an older run, or one not a classifier)."""
        answers = read_run_file(self.answers_file, default=None)
        return answers if isinstance(answers, dict) and isinstance(answers.get("answers"), list) else None

    def damaged_records(self) -> list[Path]:
        """The run's records that are there but cannot be read (config.json, summary.json): what they hold
        is missing from any view of the run, and the user is to be told so rather than shown blanks."""
        return [
            file
            for file in (self.config_file, self.summary_file)
            if file.exists() and not isinstance(read_run_file(file, default=None), dict)
        ]

    # --- checkpoints ----------------------------------------------------------------------------------------

    def new_folder(self, final: Path) -> Path:
        """An empty folder beside ``final`` to write into before ``commit_folder`` swaps it in."""
        self.check_exists()  # never make a deleted run folder again
        staging = final.with_name(f"{final.name}.new-{os.getpid()}-{threading.get_ident()}")
        shutil.rmtree(staging, ignore_errors=True)
        with self.writing():  # never with parents=True: a run folder deleted meanwhile is not made again
            if staging.parent != self.path:
                staging.parent.mkdir(exist_ok=True)
            staging.mkdir()
        return staging

    def commit_folder(self, staging: Path, final: Path) -> None:
        """Replace ``final`` by ``staging`` so that a crash at any moment leaves one complete copy."""
        old = final.with_name(f"{final.name}.old-{os.getpid()}")
        with self.writing(into=staging):
            if final.exists():
                shutil.rmtree(old, ignore_errors=True)
                final.rename(old)
            staging.rename(final)
        shutil.rmtree(old, ignore_errors=True)

    def commit_checkpoint(self, staging: Path) -> None:
        """Swap the new checkpoint ``staging`` in as "last"; the one it replaces becomes "previous" (and the
        one before that is removed).  A crash at any moment leaves at least one complete checkpoint."""
        if self.last_dir.exists():
            self.commit_folder(self.last_dir, self.previous_dir)
        self.commit_folder(staging, self.last_dir)

    def complete_checkpoint(self) -> Path | None:
        """The newest complete checkpoint, including one left mid-swap by a crash."""
        found = self.complete_checkpoints()
        return found[0][0] if found else None

    def checkpoint_step(self) -> int | None:
        """The step a resumed run carries on from: the newest complete checkpoint's (None: there is none)."""
        found = self.complete_checkpoints()
        return found[0][1] if found else None

    def complete_checkpoints(self) -> list[tuple[Path, int]]:
        """(folder, step) of each complete checkpoint ("last", "previous", or one left mid-swap by a crash),
        newest first.  Complete: its progress file, written last, is there; whether the rest can be read is
        found when it is loaded."""
        parent = self.last_dir.parent
        if not parent.is_dir():
            return []
        found = []
        for folder in parent.iterdir():
            if not folder.name.startswith(("last", "previous")):
                continue
            progress = read_run_file(folder / CHECKPOINT_DONE, default=None)
            step = whole(progress.get("step"), -1) if isinstance(progress, dict) else -1
            if step >= 0:
                found.append((folder, step))
        order = {"last": 0, "previous": 1}  # the same step twice: the one in place first
        return sorted(found, key=lambda item: (-item[1], order.get(item[0].name, 2), item[0].name))

    def set_aside(self, checkpoint: Path) -> Path:
        """Move a damaged checkpoint out of the way (``checkpoints/damaged-NAME``): it is never loaded again,
        and goes with the others when the run finishes."""
        target = checkpoint.with_name(f"damaged-{checkpoint.name}")
        shutil.rmtree(target, ignore_errors=True)
        with contextlib.suppress(OSError):  # a read-only folder: the resume fails later, saying so
            checkpoint.rename(target)
        return target

    def remove_checkpoints(self) -> None:
        shutil.rmtree(self.last_dir.parent, ignore_errors=True)


def _pid_alive(status: dict[str, Any]) -> bool:
    pid = status.get("pid")
    if not isinstance(pid, int) or status.get("host") != socket.gethostname():
        return True  # cannot tell: say running rather than invite a second process into the folder
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S")


def _write_text(path: Path, text: str) -> None:
    staging = path.with_name(f".{path.name}.tmp-{os.getpid()}-{threading.get_ident()}")
    staging.write_text(text, encoding="utf-8")
    os.replace(staging, path)


def _write_json(path: Path, data: Any) -> None:
    _write_text(path, json.dumps(data, indent=2))


def read_run_file(path: Path, default: Any = ...) -> Any:
    """The JSON in the run file ``path``; ``default`` when it is missing or damaged, or without one a
    TrainingError."""
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        if default is ...:
            raise TrainingError(
                translate("Runs", "The run file {path} is missing or damaged.").format(path=path)
            ) from None
        return default
