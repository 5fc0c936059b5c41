"""What the history page reads of the runs on this computer, in a worker: each run with the size of its data
and its summary, and the curves of the runs selected.  Plain functions, no Qt."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class RunRow:
    """One run as the table shows it: ``info`` (runs.RunInfo) plus its data size and summary."""

    info: Any
    train_examples: int
    val_examples: int
    summary: dict[str, Any] | None
    tested: dict[str, float] = field(default_factory=dict)  # accuracy on the user's test files, by file name


def read_rows() -> list[RunRow]:
    """Runs in a worker: every run, newest first, with the size of its data."""
    from workbench.core.training.engine.run_folder import RunFolder
    from workbench.core.training.runs.listing import list_runs
    from workbench.core.use.evaluate import recorded_scores

    rows = []
    for info in list_runs():
        folder = RunFolder(info.path)
        try:
            data = json.loads(folder.data_file.read_text(encoding="utf-8"))
            key = "words" if "words" in data["train"] else "texts"  # sentences of a name finder
            sizes = len(data["train"][key]), len(data["validation"][key])
        except (OSError, ValueError, KeyError, TypeError):
            sizes = (0, 0)
        tested = {}
        for record in reversed(recorded_scores(info.path)):  # the newest test of a file name wins
            tested[record["name"]] = record["accuracy"]
        rows.append(RunRow(info, sizes[0], sizes[1], folder.read_summary(), tested))
    return rows


def read_curves(
    paths: list[Path],
) -> list[tuple[Path, list[tuple[float, float]], list[tuple[float, float, float]]]]:
    """Runs in a worker: (epoch, loss) of each step and (epoch, loss, accuracy) of each check, per run."""
    from workbench.core.training.engine.run_folder import RunFolder

    curves = []
    for path in paths:
        steps, evals = [], []
        for record in RunFolder(path).read_metrics():
            if record.get("type") == "step":
                steps.append((float(record["epoch"]), float(record["loss"])))
            elif record.get("type") == "eval":
                # a name finder's curve is its entity F1, a question answerer's its F1
                score = record.get(
                    "entity_f1", record["f1"] if "exact_match" in record else record.get("accuracy")
                )
                evals.append((float(record["epoch"]), float(record["loss"]), float(score)))
        curves.append((path, steps, evals))
    return curves
