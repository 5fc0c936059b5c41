"""How a run stands (running, finished, failed, cancelled or interrupted), decided from what its folder holds.

``status.json`` records the state as the run goes, but it is one small file that can be lost or damaged; a
run whose status file said nothing used to look interrupted, and resuming it trained it again over its kept
weights.  The folder's other files are evidence as well:

- ``summary.json`` is written when the run ends, with how it ended (finished, cancelled or failed);
- ``best/`` holds the kept weights once the first evaluation is done;
- ``checkpoints/last`` exists only while the run can go on: a finished run removes it;
- the run's lock is held while a process trains it.

``decide`` applies these rules, first match wins:

1. a live process holds the lock: running;
2. the summary or the status file says finished: finished (the summary is written before the status file,
   so a run stopped between the two is finished all the same);
3. the status file is missing or damaged: the ending the summary records, if any; else kept weights without
   a checkpoint: finished (only a finished run removes its checkpoint); else interrupted, to be resumed from
   its checkpoint or from the start.  The status is then *rebuilt* and the message says so;
4. the status file says running but no process holds the lock: interrupted; otherwise what it says.

``settle`` gathers the evidence from a ``run_folder.RunFolder`` and decides; it reads files but never writes:
``RunFolder.read_status`` writes a rebuilt status back.
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import TrainingError
from workbench.core.words import translate

STATUSES = ("running", "finished", "failed", "cancelled", "interrupted")
ENDINGS = ("finished", "failed", "cancelled")  # what a summary can record
CHECKPOINT_DONE = "progress.json"  # written last into a checkpoint folder: one without it is incomplete

INTERRUPTED_MESSAGE = "The program stopped while this run was training; it can be resumed."


@dataclass(frozen=True)
class Evidence:
    """What a run folder holds that tells how the run stands."""

    recorded: dict[str, Any] | None  # status.json; None when it is missing or damaged
    summary: dict[str, Any] | None  # summary.json; None when the run has not ended (or it is damaged)
    has_best: bool  # best/ holds kept weights
    has_checkpoint: bool  # a complete checkpoints/last
    live: bool  # a process holds the run's lock


@dataclass(frozen=True)
class RunState:
    status: str  # one of STATUSES
    message: str
    rebuilt: bool = False  # the status file was missing or damaged and this was worked out without it


def usable_status(data: Any) -> dict[str, Any] | None:
    """``data`` read from status.json if it is a status the workbench wrote, else None (damaged)."""
    if isinstance(data, dict) and data.get("status") in STATUSES:
        return data
    return None


def decide(evidence: Evidence) -> RunState:
    """How the run stands, by the rules of the module doc."""
    recorded = evidence.recorded
    ending = evidence.summary.get("status") if isinstance(evidence.summary, dict) else None
    ending = ending if ending in ENDINGS else None
    said = recorded.get("status") if recorded is not None else None
    message = str(recorded.get("message", "")) if recorded is not None else ""
    if evidence.live:
        return RunState("running", message if said == "running" else "")
    if said == "finished":
        return RunState("finished", message)
    if ending == "finished":  # the status file is missing, damaged, or was not updated at the very end
        return RunState("finished", _rebuilt_message("finished"), rebuilt=True)
    if recorded is None:
        if ending is not None:
            status = ending
        elif evidence.has_best and not evidence.has_checkpoint:
            status = "finished"
        else:
            status = "interrupted"
        return RunState(status, _rebuilt_message(status), rebuilt=True)
    if said == "running":
        return RunState("interrupted", INTERRUPTED_MESSAGE)
    return RunState(str(said), message)


def settle(run: Any, *, ignore_lock: bool = False) -> tuple[dict[str, Any], RunState]:
    """(status.json as it should read, the state) for ``run`` (a ``run_folder.RunFolder``).  ``ignore_lock``:
    for the process that holds the lock itself, which wants to know how the run stood before it took it."""
    recorded = usable_status(read_json(run.status_file))
    live = not ignore_lock and (recorded is None or recorded["status"] == "running")
    live = live and run.is_live(recorded or {})
    evidence = Evidence(
        recorded=recorded,
        summary=run.read_summary(),
        has_best=(run.best_dir / "workbench.json").is_file(),
        has_checkpoint=run.complete_checkpoint() is not None,
        live=live,
    )
    state = decide(evidence)
    if state.rebuilt and not run.config_file.is_file():
        state = RunState(state.status, state.message)  # not a run folder: never write into it
    base = recorded or _rebuilt_fields(run, evidence.summary or {})
    return {**base, "status": state.status, "message": state.message}, state


def resumable(status: str) -> bool:
    """Whether a run in ``status`` may be continued."""
    return status in ("cancelled", "interrupted")


def refuse_to_resume(name: str, status: str) -> None:
    """Raise TrainingError unless a run in ``status`` may be continued."""
    if resumable(status):
        return
    message, hint = {
        "finished": (
            translate("Runs", "The run {name} cannot be resumed: it is finished."),
            translate(
                "Runs", "It has finished: its model is in the best/ folder. Start a new run to train again."
            ),
        ),
        "running": (
            translate("Runs", "The run {name} cannot be resumed: it is running."),
            translate("Runs", "It is still training."),
        ),
        "failed": (
            translate("Runs", "The run {name} cannot be resumed: it is failed."),
            translate("Runs", "Start a new run with changed settings instead."),
        ),
    }.get(status, (translate("Runs", "The run {name} cannot be resumed: it is {status}."), ""))
    raise TrainingError(message.format(name=name, status=status), hint)


def whole(value: Any, default: int = 0) -> int:
    """A whole number read from a run file, or ``default`` when the file holds something else."""
    return value if type(value) is int else default


def number(value: Any) -> float:
    """A number read from a run file, or 0.0."""
    return float(value) if type(value) in (int, float) and math.isfinite(value) else 0.0


def score(value: Any) -> float | None:
    """A score read from a run file, or None."""
    return float(value) if type(value) in (int, float) and math.isfinite(value) else None


def read_json(path: Path) -> Any:
    """The JSON in ``path``, or None when it is missing or damaged."""
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return None


def _rebuilt_fields(run: Any, summary: dict[str, Any]) -> dict[str, Any]:
    """What a lost status.json held that the folder can tell again: when the run began, its steps."""
    checkpoint = run.complete_checkpoint()
    progress = read_json(checkpoint / CHECKPOINT_DONE) if checkpoint is not None else None
    step = whole(progress.get("step")) if isinstance(progress, dict) else 0
    try:
        began = run.config_file.stat().st_mtime
    except OSError:
        began = time.time()
    return {
        "created": time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(began)),
        "created_at": began,
        "updated": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "step": whole(summary.get("steps"), step),
        "total_steps": whole(summary.get("total_steps")),
    }


def _rebuilt_message(status: str) -> str:
    after = {
        "finished": "It has finished: its model is in the best/ folder.",
        "interrupted": "It did not finish and can be resumed.",
        "cancelled": "It was cancelled and can be resumed.",
        "failed": "It failed; start a new run with changed settings.",
    }[status]
    return (
        "The run's status file was missing, damaged or out of date, so it was worked out again from what "
        f"the run's folder holds. {after}"
    )
