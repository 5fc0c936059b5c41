"""``workbench runs show RUN``: one run's record in plain lines (its task, model, steps, scores, cost and the
run it continues), then the advice after it, the same sentences as its Results page (``runs.run_advice``).
A record file it cannot read (summary.json, config.json) is said to be damaged, and then no advice is given:
advice from part of the record would mislead."""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from pathlib import Path
from typing import Any

# What is missing from the run's record when one of its files is damaged, and what still works.
DAMAGED_RECORD = {
    "summary.json": "{file} is damaged, so the run's scores and the advice after them cannot be shown; its "
    "kept model (best/) is stored apart and can still be used or exported.",
    "config.json": "{file} is damaged, so the run's settings and the advice after them cannot be shown, and "
    "the run cannot be resumed or continued; its kept model (best/) is stored apart and can still be used or "
    "exported.",
}


def show_run(target: str | None, as_json: bool) -> int:
    from workbench.cli.arguments import run_folder
    from workbench.core.errors import TrainingError
    from workbench.core.training.engine.run_folder import RunFolder
    from workbench.core.training.runs.continuing import continues
    from workbench.core.training.runs.listing import existing_run, list_runs
    from workbench.core.training.runs.run_advice import advice_for_run

    if target is None:
        print("Which run? workbench runs show RUN_FOLDER (see `workbench runs`)", file=sys.stderr)
        return 2
    try:
        run_folder(target)
    except argparse.ArgumentTypeError as exc:  # the same check as an argument gets
        print(f"{exc}", file=sys.stderr)
        return 2
    run_dir = Path(target).expanduser()
    try:
        info = existing_run(run_dir)
    except TrainingError as exc:
        print(exc.message, file=sys.stderr)
        return 1
    folder = RunFolder(run_dir)
    damaged = folder.damaged_records()
    summary = folder.read_summary() or {}
    start = continues(run_dir)
    later = [r.path for r in list_runs() if r.status != "missing" and _same(continues(r.path), run_dir)]
    advice = () if damaged else advice_for_run(run_dir)  # advice from part of the record would mislead
    record: dict[str, Any] = {
        "run": info.name,
        "path": str(info.path),
        "status": info.status,
        "task": summary.get("objective"),
        "model": info.model,
        "method": info.method,
        "steps": f"{info.step}/{info.total_steps}",
        "epochs": summary.get("epochs_done"),
        "best_step": summary.get("best_step"),
        "accuracy": info.accuracy,
        "macro_f1": info.macro_f1,
        "stop_reason": summary.get("stop_reason"),
        "costs": info.costs.to_dict() if info.costs else None,
        "continues": str(start) if start else None,
        "continued_by": [str(p) for p in later],
        "advice": [{"kind": a.kind, "text": a.text, "epochs": a.epochs} for a in advice],
        "damaged": [str(file) for file in damaged],
    }
    for file in damaged:
        print(DAMAGED_RECORD[file.name].format(file=file), file=sys.stderr)
    if as_json:
        print(json.dumps(record, indent=2))
        return 0
    for key, value in record.items():
        if key in ("advice", "costs", "continued_by", "damaged") or value in (None, ""):
            continue
        shown = f"{value:.3f}" if isinstance(value, float) else str(value)
        print(f"{key.replace('_', ' '):>14}: {shown}")
    for path in later:
        print(f"{'continued by':>14}: {path}")
    if advice:
        print("\nAdvice:")
        for a in advice:
            print(textwrap.fill(a.text, 100, initial_indent="- ", subsequent_indent="  "))
        if any(a.kind == "continue" for a in advice):
            n = next(a.epochs for a in advice if a.kind == "continue")
            print(f"\n  workbench continue {info.path} --epochs {n}")
    elif info.status == "finished" and not damaged:
        print("\nNo advice: nothing in the curves or the scores calls for a change.")
    return 0


def _same(a: Path | None, b: Path) -> bool:
    try:
        return a is not None and a.resolve() == b.resolve()
    except OSError:
        return False
