"""Run folders: what a run leaves on disk, the runs list, interrupted runs, resuming, the config
file, the CLI."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file

from tests.support.training_data import (  # noqa: F401 - fixtures
    animal_texts,
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
)
from workbench.core.errors import ConfigError, TrainingError
from workbench.core.training.config import TrainConfig
from workbench.core.training.engine import events as ev
from workbench.core.training.engine.loop import train
from workbench.core.training.runs.listing import list_runs, read_run, resume


class ProcessDied(BaseException):
    """Stands in for the process being killed: nothing in the run may catch it."""


@pytest.fixture(autouse=True)
def _setup(monkeypatch: pytest.MonkeyPatch, one_torch_thread) -> None:  # noqa: F811
    monkeypatch.setattr(ev, "STEP_EVENTS_PER_SECOND", 1e9)


def records(run_dir: Path) -> list[dict]:
    return [json.loads(line) for line in (run_dir / "metrics.jsonl").read_text().splitlines()]


def test_a_finished_run_folder_holds_everything(tiny_bert_folder: Path) -> None:  # noqa: F811
    train_part, val_part = animal_texts()
    config = tiny_config(tiny_bert_folder)
    result = train(config, train_part, val_part)
    run_dir = Path(result.run_dir)
    assert run_dir.parent == Path(__import__("workbench.paths").paths.runs_dir())
    assert TrainConfig.load(run_dir / "config.json") == config
    assert json.loads((run_dir / "status.json").read_text())["status"] == "finished"
    summary = json.loads((run_dir / "summary.json").read_text())
    assert summary["accuracy"] == result.accuracy and summary["status"] == "finished"
    assert summary["metrics"]["confusion"] == [list(row) for row in result.metrics.confusion]
    lines = records(run_dir)
    assert [r["step"] for r in lines if r["type"] == "step"] == list(range(1, 15))
    assert [r["step"] for r in lines if r["type"] == "eval"] == [3, 6, 9, 12, 14]
    assert {"config.json", "model.safetensors", "tokenizer.json", "workbench.json"} <= {
        p.name for p in (run_dir / "best").iterdir()
    }
    assert not (run_dir / "checkpoints").exists()  # the run is complete: best/ holds the result
    [info] = list_runs()
    assert (info.status, info.step, info.total_steps, info.accuracy) == ("finished", 14, 14, result.accuracy)
    with pytest.raises(TrainingError, match="cannot be resumed: it is finished"):
        resume(run_dir)


# how the run stops at step 5 -> the step it carries on from (evaluations, each with a
# checkpoint, at 3, 6, ...)
STOPS = {"cancel": 5, "kill": 3, "kill after a timed checkpoint": 4}


@pytest.mark.parametrize("how", list(STOPS))
def test_a_stopped_run_resumes_to_the_same_result(tiny_bert_folder: Path, how: str) -> None:  # noqa: F811
    train_part, val_part = animal_texts()
    uninterrupted = train(tiny_config(tiny_bert_folder), train_part, val_part)
    cancel = threading.Event()
    # 1e-9 minutes: a checkpoint after every step that has none from an evaluation (step 4 among them)
    config = tiny_config(tiny_bert_folder, checkpoint_minutes=1e-9 if "timed" in how else 5.0)

    def stop_at_step_5(event: ev.TrainEvent) -> None:
        if isinstance(event, ev.Step) and event.step == 5:  # sent before step 5's own checkpoint
            if how.startswith("kill"):
                raise ProcessDied()
            cancel.set()

    if how.startswith("kill"):
        with pytest.raises(ProcessDied):
            train(config, train_part, val_part, stop_at_step_5, cancel)
        stopped = next(r for r in list_runs() if r.path != Path(uninterrupted.run_dir))
        assert stopped.status == "interrupted" and stopped.resumable and "stopped" in stopped.message
    else:
        result = train(config, train_part, val_part, stop_at_step_5, cancel)
        stopped = read_run(Path(result.run_dir))
        assert stopped.status == "cancelled"
    assert stopped.step == STOPS[how]  # the runs list shows where it carries on from
    seen: list[ev.TrainEvent] = []
    resumed = resume(stopped.path, seen.append)
    started = seen[0]
    assert isinstance(started, ev.Started) and started.start_step == STOPS[how]
    assert resumed.status == "finished" and read_run(stopped.path).status == "finished"
    assert resumed.steps == uninterrupted.steps and resumed.best_step == uninterrupted.best_step
    assert [r["loss"] for r in records(stopped.path)] == [
        r["loss"] for r in records(Path(uninterrupted.run_dir))
    ]
    assert resumed.metrics.loss == pytest.approx(uninterrupted.metrics.loss, rel=1e-6)
    ours = load_file(str(stopped.path / "best" / "model.safetensors"))
    theirs = load_file(str(Path(uninterrupted.run_dir) / "best" / "model.safetensors"))
    assert ours.keys() == theirs.keys()
    for name in ours:
        torch.testing.assert_close(ours[name], theirs[name])


def test_a_resume_cancelled_while_loading_keeps_its_place(tiny_bert_folder: Path) -> None:  # noqa: F811
    train_part, val_part = animal_texts()
    cancel = threading.Event()
    stop_at_4 = lambda e: cancel.set() if isinstance(e, ev.Step) and e.step == 4 else None  # noqa: E731
    run_dir = Path(train(tiny_config(tiny_bert_folder), train_part, val_part, stop_at_4, cancel).run_dir)
    again = resume(run_dir, None, cancel)  # still set: stops before the first step
    assert again.status == "cancelled" and again.steps == 4 and again.total_steps == 14
    assert read_run(run_dir).step == 4
    assert resume(run_dir).status == "finished"


def test_cancel_during_evaluation_resumes_with_that_evaluation(tiny_bert_folder: Path) -> None:  # noqa: F811
    train_part, val_part = animal_texts()
    cancel = threading.Event()
    seen: list[ev.TrainEvent] = []

    def cancel_as_step_6_ends(event: ev.TrainEvent) -> None:
        seen.append(event)
        if isinstance(event, ev.Step) and event.step == 6:  # the evaluation of step 6 comes next
            cancel.set()

    result = train(tiny_config(tiny_bert_folder), train_part, val_part, cancel_as_step_6_ends, cancel)
    run_dir = Path(result.run_dir)
    assert result.status == "cancelled" and result.steps == 6
    assert [e.step for e in seen if isinstance(e, ev.Evaluation)] == [3]
    assert [r["step"] for r in records(run_dir) if r["type"] == "eval"] == [3]
    progress = json.loads((run_dir / "checkpoints" / "last" / "progress.json").read_text())
    assert (progress["step"], progress["last_eval_step"]) == (6, 3)
    resumed: list[ev.TrainEvent] = []
    final = resume(run_dir, resumed.append)
    assert final.status == "finished"
    assert [e.step for e in resumed if isinstance(e, ev.Evaluation) and not e.final] == [6, 9, 12, 14]


def test_a_running_run_is_not_interrupted_and_cannot_be_entered_twice(tiny_bert_folder: Path) -> None:  # noqa: F811
    train_part, val_part = animal_texts()
    observed: dict[str, object] = {}

    def look_from_outside(event: ev.TrainEvent) -> None:
        if isinstance(event, ev.Step) and event.step == 2:
            [info] = list_runs()
            observed["status"] = info.status
            try:
                resume(info.path)
            except TrainingError as exc:
                observed["resume"] = str(exc)

    train(tiny_config(tiny_bert_folder, epochs=1), train_part, val_part, look_from_outside)
    assert observed["status"] == "running"
    assert "cannot be resumed: it is running" in str(observed["resume"])


def test_config_json_round_trip_and_plain_validation_messages(tmp_path: Path) -> None:
    config = TrainConfig(model="minilm-l6", method="lora", lora_r=16, learning_rate=2e-4, max_examples=100)
    assert TrainConfig.load(config.save(tmp_path / "c.json")) == config
    assert (
        TrainConfig().effective_learning_rate == 5e-5
        and TrainConfig(method="head").effective_learning_rate == 1e-3
    )
    with pytest.raises(ConfigError, match="learning rate must be a number above 0"):
        TrainConfig(learning_rate=-1).validate()
    with pytest.raises(ConfigError, match="method “fine” is not known"):
        TrainConfig(method="fine").validate()
    with pytest.raises(ConfigError, match="batch size must be a whole number"):
        TrainConfig(batch_size=0).validate()
    with pytest.raises(ConfigError, match="does not know: learnig_rate"):
        TrainConfig.from_json('{"learnig_rate": 0.1}')
    with pytest.raises(ConfigError, match="not valid JSON"):
        TrainConfig.from_json("{")


def test_command_line_trains_exports_and_lists(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture,
) -> None:
    from workbench.cli import main

    train_part, val_part = animal_texts()
    rows = ["sentence,animal"] + [
        f"{t},{train_part.label_names[y]}" for t, y in zip(train_part.texts, train_part.labels, strict=True)
    ]
    data = tmp_path / "animals.csv"
    data.write_text("\n".join(rows) + "\n", encoding="utf-8")
    common = ["--data", str(data), "--model", str(tiny_bert_folder), "--epochs", "2", "--lr", "1e-2"]
    code = main(["train", *common, "--batch-size", "4", "--max-length", "16", "--seed", "0", "--json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    summary = json.loads(captured.out)
    for key in ("accuracy", "macro_f1", "trainable_params", "total_params", "samples_per_second", "export"):
        assert summary[key] is not None, key
    assert "Training part: 22 of 28 examples" in captured.err and "evaluation at step" in captured.err
    assert Path(summary["export"], "model.safetensors").is_file()
    config_file = Path(summary["run_dir"]) / "config.json"
    assert main(["train", "--config", str(config_file), "--method", "head", "--json"]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["method"] == "head" and again["trainable_params"] < summary["trainable_params"]
    assert main(["runs", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [r["method"] for r in listed] == ["head", "full"] and all(
        r["status"] == "finished" for r in listed
    )
