"""The runs on this computer: the runs list (``list_runs``, ``read_run``: the runs folder and the run
folders recorded elsewhere, see ``engine.run_index``), each run's name in words (``run_title``: its task, its
data file and when it started, as the history, the lesson packs and ``workbench runs`` show it), and carrying
on a stopped run (``resume``).  What a run
folder holds, and how its status is worked out, is told in ``engine.run_folder`` and ``engine.run_state``.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from workbench import paths
from workbench.core.errors import TrainingError
from workbench.core.training.costs import RunCosts
from workbench.core.training.engine import run_index
from workbench.core.training.engine.run_folder import RunFolder, read_run_file
from workbench.core.training.engine.run_state import (
    number,
    refuse_to_resume,
    resumable,
    score,
    whole,
)
from workbench.core.words import translate

MISSING = "missing"  # a run recorded outside the runs folder whose folder was moved or deleted


@dataclass(frozen=True)
class RunInfo:
    """One run as the runs list shows it."""

    path: Path
    name: str
    status: str  # one of run_state.STATUSES, or MISSING
    model: str
    method: str
    created: str  # ISO time
    updated: str
    created_at: float  # seconds since the epoch, for sorting
    step: int
    total_steps: int
    accuracy: float | None
    macro_f1: float | None
    message: str
    costs: RunCosts | None = None  # time, energy and own peak memory, once the run has ended (None before)
    title: str = ""  # the run in words: "Classify texts · messages.csv · 29 Nov 14:05" (``run_title``)
    objective: str = "classify"  # what it learns (its task family's name)

    @property
    def resumable(self) -> bool:
        return resumable(self.status)


def run_title(objective: str | None, data_path: str | None, created: str, now: datetime | None = None) -> str:
    """A run named as a person would: its task, its data file and when it started ("Classify texts ·
    messages.csv · 29 Nov 14:05"; the year too when it is not this one), leaving out what it does not know."""
    from workbench.core.errors import ConfigError
    from workbench.core.training.registry import family

    try:  # the task as the task page words it, short of what its brackets add ("Find names in text")
        task = re.sub(r"\s*\([^)]*\)", "", translate("TaskFamily", family(objective).title))
    except ConfigError:
        task = str(objective)
    parts = [task]
    if data_path:
        parts.append(Path(data_path).name or str(data_path))
    try:
        when = datetime.fromisoformat(created)
    except (TypeError, ValueError):
        when = None
    if when is not None:
        year = "" if when.year == (now or datetime.now()).year else f" {when.year}"
        parts.append(f"{when.day} {when:%b}{year} {when:%H:%M}")
    return " · ".join(parts)


def list_runs(root: Path | None = None) -> list[RunInfo]:
    """Every run under ``root``, newest first.  By default: the runs folder, and the run folders made
    elsewhere (``run_index``); one of those that was moved or deleted is listed as ``MISSING``."""
    runs = []
    folders = _run_folders(Path(root) if root is not None else paths.runs_dir())
    if root is None:
        inside = {folder.resolve() for folder in folders}
        for folder in run_index.recorded():
            if folder in inside:
                continue
            runs.append(read_run(folder) if (folder / "config.json").is_file() else missing_run(folder))
    runs += [read_run(folder) for folder in folders]
    return sorted(runs, key=lambda r: (r.created_at, r.name), reverse=True)


def _run_folders(root: Path) -> list[Path]:
    if not root.is_dir():
        return []
    return [folder for folder in root.iterdir() if (folder / "config.json").is_file()]


def missing_run(folder: Path) -> RunInfo:
    """A run recorded outside the runs folder whose folder is no longer there."""
    return RunInfo(
        path=folder,
        name=folder.name,
        status=MISSING,
        model="?",
        method="?",
        created="",
        updated="",
        created_at=0.0,
        step=0,
        total_steps=0,
        accuracy=None,
        macro_f1=None,
        message=f"The run's folder was moved or deleted ({folder}).",
        title=folder.name,
    )


def forget_missing() -> list[Path]:
    """Stop listing the recorded runs whose folders are gone; returns them."""
    gone = [folder for folder in run_index.recorded() if not (folder / "config.json").is_file()]
    if gone:
        run_index.forget(gone)
    return gone


def existing_run(run_dir: Path) -> RunInfo:
    """``read_run`` of a folder that must be a training run's; a TrainingError that says so otherwise."""
    if not (Path(run_dir) / "config.json").is_file():
        raise TrainingError(
            translate("Runs", "{folder} is not a training run's folder (it has no config.json).").format(
                folder=run_dir
            ),
            translate("Runs", "See `workbench runs` for the runs on this computer."),
        )
    return read_run(run_dir)


def read_run(run_dir: Path) -> RunInfo:
    run = RunFolder(Path(run_dir))
    config = read_run_file(run.config_file, default={})
    config = config if isinstance(config, dict) else {}
    status = run.read_status()
    summary = run.read_summary() or {}
    step = whole(summary.get("steps"), whole(status.get("step")))
    if resumable(status["status"]):  # what it carries on from: its checkpoint (a kill loses what came after)
        step = run.checkpoint_step() or 0
    return RunInfo(
        path=run.path,
        name=run.path.name,
        status=status["status"],
        model=str(config.get("model", "?")),
        method=str(config.get("method", "?")),
        created=str(status.get("created", "")),
        updated=str(status.get("updated", "")),
        created_at=number(status.get("created_at")),
        step=step,
        total_steps=whole(summary.get("total_steps"), whole(status.get("total_steps"))),
        accuracy=score(summary.get("accuracy")),
        macro_f1=score(summary.get("macro_f1")),
        message=str(status.get("message", "")),
        costs=RunCosts.from_dict(summary.get("costs")),
        title=run_title(config.get("objective"), config.get("data_path"), str(status.get("created", ""))),
        objective=str(config.get("objective") or "classify"),
    )


def resume(run_dir: Path, on_event: Any = None, cancel: threading.Event | None = None) -> Any:
    """Continue a cancelled or interrupted run from ``checkpoints/last`` (from the start if it has none).

    On the CPU the result is the same as that of a run never stopped (same data order, random state,
    optimizer and scheduler).  Returns the ``TrainResult``."""
    from workbench.core.training.engine.loop import continue_run

    run_dir = Path(run_dir)
    info = existing_run(run_dir)
    refuse_to_resume(info.name, info.status)
    run_index.record(run_dir)  # a run folder moved or copied here is listed from now on
    return continue_run(RunFolder(run_dir), on_event, cancel)
