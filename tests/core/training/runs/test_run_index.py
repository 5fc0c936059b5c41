"""Runs trained anywhere are in the runs list: a run folder made outside the runs folder (`train --out DIR`)
is recorded and listed, and resumable from there; one moved or deleted since is listed as missing (never an
error) until forgotten; private runs (an experiment's) are not recorded; a record that cannot be written
never stops a run."""

from __future__ import annotations

import json
import shutil
import threading
from pathlib import Path

import pytest

from tests.support.cli_run import CommandRun, run_workbench_here
from tests.support.training_data import (  # noqa: F401 - fixtures
    animal_texts,
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
)
from workbench import paths
from workbench.core.training.engine import events as ev
from workbench.core.training.engine import run_index
from workbench.core.training.engine.loop import train
from workbench.core.training.runs.listing import MISSING, forget_missing, list_runs


@pytest.fixture(autouse=True)
def _setup(monkeypatch: pytest.MonkeyPatch, one_torch_thread) -> None:  # noqa: F811
    monkeypatch.setattr(ev, "STEP_EVENTS_PER_SECOND", 1e9)


def quick(folder: Path, **changes):
    return tiny_config(folder, epochs=1, **changes)


def test_a_run_trained_elsewhere_is_listed_and_a_deleted_one_shown_as_missing(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    train_part, val_part = animal_texts()
    here = train(quick(tiny_bert_folder), train_part, val_part)
    elsewhere = train(quick(tiny_bert_folder, out_dir=str(tmp_path / "mine" / "run")), train_part, val_part)
    assert {r.path.resolve() for r in list_runs()} == {
        Path(here.run_dir).resolve(),
        Path(elsewhere.run_dir).resolve(),
    }
    assert run_index.recorded() == [Path(elsewhere.run_dir).resolve()]  # the runs folder needs no record

    shutil.rmtree(tmp_path / "mine")
    gone = next(r for r in list_runs() if r.path == Path(elsewhere.run_dir).resolve())
    assert gone.status == MISSING and not gone.resumable and "moved or deleted" in gone.message
    assert forget_missing() == [Path(elsewhere.run_dir).resolve()]
    assert [r.path for r in list_runs()] == [Path(here.run_dir)]


def test_the_command_line_lists_it_and_forgets_the_missing(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    train_part, val_part = animal_texts()
    cancel = threading.Event()
    stop = lambda e: cancel.set() if isinstance(e, ev.Step) and e.step == 2 else None  # noqa: E731
    kept = train(quick(tiny_bert_folder, out_dir=str(tmp_path / "a")), train_part, val_part, stop, cancel)
    assert kept.status == "cancelled"
    lost = train(quick(tiny_bert_folder, out_dir=str(tmp_path / "b")), train_part, val_part)
    shutil.rmtree(lost.run_dir)

    def workbench(*args: str) -> CommandRun:
        done = run_workbench_here(*args)
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
        return done

    runs = {Path(r["path"]).name: r for r in json.loads(workbench("runs", "--json").stdout)}
    assert runs["a"]["status"] == "cancelled" and runs["a"]["resumable"]
    assert runs["b"]["status"] == MISSING and not runs["b"]["resumable"]
    table = workbench("runs").stdout
    assert "missing" in table and "cancelled" in table
    forgot = workbench("runs", "--forget-missing", "--json")
    assert "Forgot 1 missing run" in forgot.stderr
    assert [Path(r["path"]).name for r in json.loads(forgot.stdout)] == ["a"]
    resumed = workbench("resume", str(tmp_path / "a"), "--json")
    assert json.loads(resumed.stdout)["status"] == "finished"


def test_an_experiments_private_runs_are_not_recorded(tiny_bert_folder: Path, tmp_path: Path) -> None:  # noqa: F811
    train_part, val_part = animal_texts()
    train(quick(tiny_bert_folder, out_dir=str(tmp_path / "private")), train_part, val_part, listed=False)
    assert run_index.recorded() == [] and list_runs() == []


def test_a_record_that_cannot_be_written_never_stops_a_run(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setattr(run_index, "index_file", lambda: blocker / "runs-elsewhere.json")
    train_part, val_part = animal_texts()
    result = train(quick(tiny_bert_folder, out_dir=str(tmp_path / "run")), train_part, val_part)
    assert result.status == "finished"
    assert "could not update the record" in caplog.text


def test_runs_started_at_once_are_all_recorded(tmp_path: Path) -> None:
    folders = [tmp_path / f"run-{i}" for i in range(8)]
    threads = [threading.Thread(target=run_index.record, args=(f,)) for f in folders]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(run_index.recorded()) == sorted(f.resolve() for f in folders)
    assert paths.data_dir() in run_index.index_file().parents
