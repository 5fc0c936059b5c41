"""A damaged checkpoint never ends a run: resuming a run whose last checkpoint was cut short (its weights or
its trainer state) says so in one sentence and goes back to the checkpoint before it, or to the kept model,
or to the beginning; the run finishes, and is never marked failed for a damaged file."""

from __future__ import annotations

import json
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
from workbench.core.training.engine import events as ev
from workbench.core.training.engine.loop import train
from workbench.core.training.runs.listing import read_run, resume

FILES = ("trainable.safetensors", "trainer.pt")


@pytest.fixture(autouse=True)
def _setup(monkeypatch: pytest.MonkeyPatch, one_torch_thread) -> None:  # noqa: F811
    monkeypatch.setattr(ev, "STEP_EVENTS_PER_SECOND", 1e9)


def stopped_at(step: int, folder: Path) -> Path:
    """A run cancelled after ``step`` (evaluations, each with a checkpoint, at steps 3, 6, ...)."""
    train_part, val_part = animal_texts()
    cancel = threading.Event()
    stop = lambda e: cancel.set() if isinstance(e, ev.Step) and e.step == step else None  # noqa: E731
    result = train(tiny_config(folder), train_part, val_part, stop, cancel)
    assert result.status == "cancelled"
    return Path(result.run_dir)


def cut_short(file: Path) -> None:
    data = file.read_bytes()
    file.write_bytes(data[: len(data) // 2])


def losses(run_dir: Path) -> list[float]:
    return [json.loads(line)["loss"] for line in (run_dir / "metrics.jsonl").read_text().splitlines()]


def resumed(run_dir: Path) -> tuple[object, str]:
    seen: list[ev.TrainEvent] = []
    result = resume(run_dir, seen.append)
    [started] = [e for e in seen if isinstance(e, ev.Started)]
    return result, " ".join(started.notes)


@pytest.mark.parametrize("file", FILES)
def test_a_damaged_last_checkpoint_goes_back_to_the_one_before_and_ends_as_if_never_stopped(
    tiny_bert_folder: Path,  # noqa: F811
    file: str,
) -> None:
    train_part, val_part = animal_texts()
    uninterrupted = train(tiny_config(tiny_bert_folder), train_part, val_part)
    run_dir = stopped_at(5, tiny_bert_folder)  # the last checkpoint at step 5, the one before at step 3
    assert json.loads((run_dir / "checkpoints" / "previous" / "progress.json").read_text())["step"] == 3
    cut_short(run_dir / "checkpoints" / "last" / file)

    result, note = resumed(run_dir)
    assert f"last checkpoint (step 5) is damaged ({file} cannot be read)" in note
    assert (
        "goes back to the one at step 3" in note and note.count(". ") == 0 and note.endswith(".")
    )  # one sentence
    assert result.status == "finished" and read_run(run_dir).status == "finished"
    assert result.steps == uninterrupted.steps and result.best_step == uninterrupted.best_step
    assert losses(run_dir) == losses(Path(uninterrupted.run_dir))  # the same run, from step 3 again
    assert not (run_dir / "checkpoints").exists()  # finished: the damaged one went with the others


def test_with_every_checkpoint_damaged_the_run_goes_back_to_its_kept_model_and_stays_resumable(
    tiny_bert_folder: Path,  # noqa: F811
) -> None:
    run_dir = stopped_at(7, tiny_bert_folder)  # checkpoints at 7 and 6; the kept model from step 3 or 6
    kept_step = json.loads((run_dir / "best" / "workbench.json").read_text())["step"]
    for name, file in zip(("last", "previous"), FILES, strict=True):
        cut_short(run_dir / "checkpoints" / name / file)

    cancel = threading.Event()
    seen: list[ev.TrainEvent] = []
    stop = lambda e: (seen.append(e), cancel.set() if isinstance(e, ev.Step) else None)  # noqa: E731
    again = resume(run_dir, stop, cancel)  # stopped again at its first step: still resumable
    [started] = [e for e in seen if isinstance(e, ev.Started)]
    note = " ".join(started.notes)
    assert "checkpoints at steps 7, 6 are damaged" in note and "trainable.safetensors, trainer.pt" in note
    assert f"goes back to its kept model at step {kept_step}" in note and started.start_step == kept_step
    assert again.status == "cancelled" and again.steps == kept_step + 1
    info = read_run(run_dir)
    assert info.status == "cancelled" and info.resumable and info.step == kept_step + 1

    finished = resume(run_dir)
    assert finished.status == "finished" and finished.steps == finished.total_steps == 14
    assert finished.metrics is not None and finished.best_step is not None


def test_a_damaged_only_checkpoint_without_a_kept_model_starts_again(tiny_bert_folder: Path) -> None:  # noqa: F811
    run_dir = stopped_at(2, tiny_bert_folder)  # before the first evaluation: one checkpoint, no kept model
    cut_short(run_dir / "checkpoints" / "last" / "trainer.pt")
    result, note = resumed(run_dir)
    assert "step 2) is damaged" in note and "starts again from the beginning" in note
    assert result.status == "finished" and result.steps == 14


def test_the_command_line_resumes_a_run_with_a_damaged_checkpoint_without_a_traceback(
    tiny_bert_folder: Path,  # noqa: F811
) -> None:
    """The report's reproduction: `workbench resume` of a run whose trainer.pt was cut short."""
    run_dir = stopped_at(5, tiny_bert_folder)
    cut_short(run_dir / "checkpoints" / "last" / "trainer.pt")
    done = run_workbench_here("resume", str(run_dir), "--json")
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert "is damaged (trainer.pt cannot be read)" in done.stderr and "step 3" in done.stderr
    assert json.loads(done.stdout)["status"] == "finished"
