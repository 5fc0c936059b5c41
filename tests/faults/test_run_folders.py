"""Run folders that know their state: a finished run stays finished when its status.json is lost or damaged
(it is rebuilt from the folder, and resuming it is refused without touching best/), a stopped run stays
resumable, and a run whose folder is deleted while it trains stops with a plain message."""

from __future__ import annotations

import json
import os
import shutil
import threading
from pathlib import Path

import pytest

from tests.support.cli_run import run_workbench_here
from tests.support.training_data import (  # noqa: F401 - fixtures
    animal_texts,
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
)
from workbench.core.errors import TrainingError
from workbench.core.training.engine import events as ev
from workbench.core.training.engine.loop import continue_run, train
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.training.runs.listing import list_runs, read_run, resume

DAMAGED = {
    "missing": None,
    "not JSON": b"\xff\xfe{{ garbage",
    "empty": b"",
    "a list": b"[1, 2]",
    "an unknown status": b'{"status": "exploded"}',
}


class ProcessDied(BaseException):
    """Stands in for the process being killed: nothing in the run may catch it."""


@pytest.fixture(autouse=True)
def _setup(monkeypatch: pytest.MonkeyPatch, one_torch_thread) -> None:  # noqa: F811
    monkeypatch.setattr(ev, "STEP_EVENTS_PER_SECOND", 1e9)


@pytest.fixture
def finished_run(tiny_bert_folder: Path) -> Path:  # noqa: F811
    train_part, val_part = animal_texts()
    result = train(tiny_config(tiny_bert_folder, epochs=1), train_part, val_part)
    assert result.status == "finished"
    return Path(result.run_dir)


def damage(file: Path, content: bytes | None) -> None:
    if content is None:
        file.unlink()
    else:
        file.write_bytes(content)


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Every file under ``folder`` with its bytes and modification time."""
    return {
        str(p.relative_to(folder)): (p.read_bytes(), p.stat().st_mtime_ns)
        for p in folder.rglob("*")
        if p.is_file()
    }


@pytest.mark.parametrize("how", list(DAMAGED))
def test_a_finished_run_with_a_damaged_status_stays_finished_and_is_never_trained_again(
    finished_run: Path, how: str
) -> None:
    best = snapshot(finished_run / "best")
    metrics = (finished_run / "metrics.jsonl").read_bytes()
    damage(finished_run / "status.json", DAMAGED[how])
    [info] = list_runs()
    assert info.status == "finished" and not info.resumable
    assert "worked out again" in info.message  # the user is told
    assert json.loads((finished_run / "status.json").read_text())["status"] == "finished"  # rebuilt
    with pytest.raises(TrainingError, match="cannot be resumed: it is finished"):
        resume(finished_run)
    assert (
        snapshot(finished_run / "best") == best and (finished_run / "metrics.jsonl").read_bytes() == metrics
    )
    assert not (finished_run / "checkpoints").exists()


def test_status_and_summary_both_damaged_still_read_as_finished(finished_run: Path) -> None:
    damage(finished_run / "status.json", b"\x00")
    damage(finished_run / "summary.json", b"{")
    assert (
        read_run(finished_run).status == "finished"
    )  # kept weights and no checkpoint: only an ending does that


def test_a_run_that_died_between_its_summary_and_its_status_is_finished(finished_run: Path) -> None:
    status = json.loads((finished_run / "status.json").read_text())
    (finished_run / "status.json").write_text(json.dumps({**status, "status": "running"}))
    info = read_run(finished_run)
    assert info.status == "finished" and not info.resumable


def test_resuming_under_the_lock_refuses_a_finished_run_too(finished_run: Path) -> None:
    """The check is made again by the process that takes the run's lock, before it writes anything."""
    best = snapshot(finished_run / "best")
    damage(finished_run / "status.json", None)
    with pytest.raises(TrainingError, match="cannot be resumed: it is finished"):
        continue_run(RunFolder(finished_run), None, None)
    assert snapshot(finished_run / "best") == best


def test_the_command_line_lists_it_as_finished_and_refuses_to_resume_it(finished_run: Path) -> None:
    best = snapshot(finished_run / "best")
    damage(finished_run / "status.json", b"\xff\xfe")

    listed = run_workbench_here("runs", "--json")
    assert listed.returncode == 0, listed.stderr
    assert [r["status"] for r in json.loads(listed.stdout)] == ["finished"]
    resumed = run_workbench_here("resume", str(finished_run))
    assert resumed.returncode == 1 and "cannot be resumed: it is finished" in resumed.stderr
    assert "Traceback" not in resumed.stderr
    assert snapshot(finished_run / "best") == best and not (finished_run / "model").exists()


@pytest.mark.parametrize("how", ["cancel", "kill"])
def test_a_stopped_run_with_a_lost_status_stays_resumable(tiny_bert_folder: Path, how: str) -> None:  # noqa: F811
    train_part, val_part = animal_texts()
    cancel = threading.Event()

    def stop_at_step_5(event: ev.TrainEvent) -> None:
        if isinstance(event, ev.Step) and event.step == 5:
            if how == "kill":
                raise ProcessDied()
            cancel.set()

    if how == "kill":
        with pytest.raises(ProcessDied):
            train(tiny_config(tiny_bert_folder), train_part, val_part, stop_at_step_5, cancel)
        [info] = list_runs()
        run_dir = info.path
    else:
        run_dir = Path(
            train(tiny_config(tiny_bert_folder), train_part, val_part, stop_at_step_5, cancel).run_dir
        )
    damage(run_dir / "status.json", b"not json")
    info = read_run(run_dir)
    assert info.status == ("interrupted" if how == "kill" else "cancelled") and info.resumable
    assert "worked out again" in info.message
    assert resume(run_dir).status == "finished"
    assert read_run(run_dir).status == "finished"


def test_a_run_whose_folder_is_deleted_stops_at_the_next_step_with_a_plain_message(
    tiny_bert_folder: Path,  # noqa: F811
) -> None:
    train_part, val_part = animal_texts()
    seen: list[ev.TrainEvent] = []

    def delete_at_step_4(event: ev.TrainEvent) -> None:
        seen.append(event)
        if isinstance(event, ev.Step) and event.step == 4:
            shutil.rmtree(event_run_dir(seen))

    result = train(tiny_config(tiny_bert_folder), train_part, val_part, delete_at_step_4)
    assert result.status == "failed" and result.steps == 4
    assert "the run's folder was deleted, so the run was stopped" in result.message.lower()
    failed = [e for e in seen if isinstance(e, ev.Failed)]
    assert len(failed) == 1 and failed[0].details == "" and "deleted" in failed[0].message
    assert not [e for e in seen if isinstance(e, ev.Step) and e.step > 4]
    assert not Path(result.run_dir).exists()  # nothing made the folder again
    assert list_runs() == []


def test_a_deleted_folder_made_again_by_a_library_saving_into_it_stays_deleted(
    tiny_bert_folder: Path,  # noqa: F811
) -> None:
    train_part, val_part = animal_texts()
    seen: list[ev.TrainEvent] = []

    def delete_then_save_into_it(event: ev.TrainEvent) -> None:
        seen.append(event)
        if isinstance(event, ev.Step) and event.step == 2:
            run_dir = event_run_dir(seen)
            shutil.rmtree(run_dir)
            os.makedirs(run_dir / "best.new-1-2")  # what save_pretrained does with the folder it is given
            (run_dir / "best.new-1-2" / "config.json").write_text("{}")

    result = train(tiny_config(tiny_bert_folder), train_part, val_part, delete_then_save_into_it)
    assert result.status == "failed" and "folder was deleted" in result.message
    assert not Path(result.run_dir).exists()


def test_a_folder_caught_halfway_through_its_deletion_while_the_run_writes_into_it_ends_deleted(
    tiny_bert_folder: Path,  # noqa: F811
) -> None:
    """Deleting a folder from another thread while the run appends to it: the config is gone, the data file
    not yet, and the run has just written its metrics again; the run stops, and the folder goes."""
    train_part, val_part = animal_texts()
    seen: list[ev.TrainEvent] = []

    def delete_halfway(event: ev.TrainEvent) -> None:
        seen.append(event)
        if isinstance(event, ev.Step) and event.step == 2:
            run_dir = event_run_dir(seen)
            for name in os.listdir(run_dir):
                if name != "data.json":
                    shutil.rmtree(run_dir / name) if (run_dir / name).is_dir() else os.remove(run_dir / name)
            (run_dir / "metrics.jsonl").write_text('{"step": 2}\n')

    result = train(tiny_config(tiny_bert_folder), train_part, val_part, delete_halfway)
    assert result.status == "failed" and "folder was deleted" in result.message
    assert not Path(result.run_dir).exists()


def event_run_dir(seen: list[ev.TrainEvent]) -> Path:
    return Path(next(e.run_dir for e in seen if isinstance(e, ev.Started)))


def test_the_window_keeps_working_when_a_runs_folder_is_deleted(qtbot, tiny_bert_folder: Path) -> None:  # noqa: F811
    from workbench.core.sessions.train.jobs import RunRequest
    from workbench.ui.tabs.train.runner import TrainingRun
    from workbench.ui.tasks import TaskController

    tasks = TaskController()
    run = TrainingRun(tasks)
    train_part, val_part = animal_texts()
    config = tiny_config(tiny_bert_folder, epochs=20, eval_every_steps=None)  # a long run, checked at the end
    deleted: list[Path] = []

    def delete_on_first_step(event) -> None:
        if isinstance(event, ev.Started):
            deleted.append(Path(event.run_dir))
        elif isinstance(event, ev.Step) and len(deleted) == 1:
            shutil.rmtree(deleted[0], ignore_errors=True)
            deleted.append(deleted[0])

    run.event.connect(delete_on_first_step)
    with qtbot.waitSignal(run.ended, timeout=120000) as ended:
        run.start(RunRequest("doomed", config, train_part, val_part))
    assert ended.args == ["failed"] and run.failure is None  # an ending told in words, not an error
    assert "folder was deleted" in run.result.message and run.result.steps < run.result.total_steps
    assert not deleted[0].exists()
    with qtbot.waitSignal(run.ended, timeout=120000) as again:  # the next run starts and finishes
        run.start(RunRequest("next", tiny_config(tiny_bert_folder, epochs=1), train_part, val_part))
    assert again.args == ["finished"]
    tasks.shutdown(10000)
