"""Runs named in words (their task, data file and start) by one function, which the runs list, the history,
the lesson packs and ``workbench runs`` all use; run folders made by hand (nothing trains)."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from workbench import paths
from workbench.core.training.config import TrainConfig
from workbench.core.training.runs.listing import list_runs, run_title

THIS_YEAR = datetime.now().year


def hand_made_run(
    name: str, objective: str, data: str | None, created: str, summary: dict | None = None
) -> Path:
    """A run folder in the runs folder as a finished run leaves it, as far as the runs list reads it."""
    folder = paths.runs_dir() / name
    (folder / "best").mkdir(parents=True)
    config = TrainConfig(model="tiny-model", objective=objective, data_path=data)
    (folder / "config.json").write_text(json.dumps(config.to_dict()), encoding="utf-8")
    status = {
        "status": "finished",
        "created": created,
        "created_at": datetime.fromisoformat(created).timestamp(),
    }
    (folder / "status.json").write_text(json.dumps({**status, "updated": created, "message": ""}))
    (folder / "best" / "workbench.json").write_text(json.dumps({"objective": objective}))
    summary = {"status": "finished", "objective": objective, "steps": 9, "total_steps": 9, **(summary or {})}
    (folder / "summary.json").write_text(json.dumps(summary), encoding="utf-8")
    return folder


def test_a_run_is_named_by_its_task_its_data_file_and_when_it_started() -> None:
    now = datetime(2025, 12, 1)
    assert (
        run_title("classify", "/home/ann/messages.csv", "2025-11-29T14:05:33", now)
        == "Classify texts · messages.csv · 29 Nov 14:05"
    )
    assert run_title("ner", None, "2024-03-05T09:00:00", now) == "Find names in text · 5 Mar 2024 09:00"
    assert run_title(None, "reviews.tsv", "", now) == "Classify texts · reviews.tsv"  # an older run's record


def test_the_runs_list_and_the_command_line_name_runs_in_words(capsys: pytest.CaptureFixture) -> None:
    from workbench.cli import main

    hand_made_run(
        "20251129-140533-minilm-full", "classify", "/data/messages.csv", f"{THIS_YEAR}-11-29T14:05:33"
    )
    [run] = list_runs()
    assert run.title == "Classify texts · messages.csv · 29 Nov 14:05" and run.objective == "classify"
    assert main(["runs"]) == 0
    table = capsys.readouterr().out.splitlines()
    assert table[2].startswith("Classify texts · messages.csv · 29 Nov 14:05 ")
    assert table[2].endswith("  20251129-140533-minilm-full")  # the folder, which `runs show` takes
