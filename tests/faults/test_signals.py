"""A shutdown, a logout or a process manager (SIGTERM), Ctrl+C (SIGINT) and a kill or power cut (SIGKILL)
in the middle of a real `workbench train`: the first two stop it at the next step with a checkpoint, as
"cancelled", and it resumes to the end; a kill loses at most the checkpoint interval, and the runs list
says "interrupted" at the step it will carry on from.  The step each signal lands on is drawn at random."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.cli_run import run_workbench_here
from tests.support.training_data import one_torch_thread, write_animal_csv  # noqa: F401 - fixtures

# Tiny models train faster on one torch thread, and are spared its threads spinning against busy cores.
pytestmark = pytest.mark.usefixtures("one_torch_thread")


STEPS_PER_EPOCH = 4  # 32 training texts of 40, batch 8
# 240 steps: the signal lands by step 120 at the latest, so at least half the run is still to come; the resume
# trains the rest (with the kill's checkpoint every 0.12 s, each forced to disk), so more steps only cost time
EPOCHS = 60
LATEST_SIGNAL = 120


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from tests.support.tiny_models import save_tiny_bert

    return save_tiny_bert(tmp_path_factory.mktemp("tiny-bert"), masked_lm=False)


def start_training(tmp_path: Path, model: Path, **config: object) -> tuple[subprocess.Popen, Path]:
    data = write_animal_csv(tmp_path / "animals.csv", n=40)
    settings = {
        "model": str(model),
        "data_path": str(data),
        "epochs": EPOCHS,
        "batch_size": 8,
        "learning_rate": 1e-3,
        "max_length": 16,
        "eval_every_steps": 10**6,  # only at the end: checkpoints come from the signal or the clock alone
        "early_stopping_patience": None,
        **config,
    }
    (tmp_path / "config.json").write_text(json.dumps(settings), encoding="utf-8")
    run_dir = tmp_path / "run"
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "workbench",
            "train",
            "--config",
            str(tmp_path / "config.json"),
            "--out",
            str(run_dir),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "OMP_NUM_THREADS": "1"},  # a tiny model: one torch thread, as in this process
    )
    return process, run_dir


def steps_done(run_dir: Path) -> int:
    try:
        lines = (run_dir / "metrics.jsonl").read_text(encoding="utf-8").splitlines()
    except OSError:
        return 0
    return sum(1 for line in lines if '"type": "step"' in line)


def checkpoint_step(run_dir: Path) -> int:
    try:
        return json.loads((run_dir / "checkpoints" / "last" / "progress.json").read_text())["step"]
    except (OSError, ValueError, KeyError):
        return 0


def wait_for(condition, process: subprocess.Popen, timeout: float = 240.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert process.poll() is None, process.communicate()[1]
        assert time.monotonic() < deadline, "the run did not get there in time"
        time.sleep(0.02)


def listed(run_dir: Path) -> dict:
    runs = json.loads(run_workbench_here("runs", "--json").stdout)
    [run] = [r for r in runs if Path(r["path"]) == run_dir.resolve()]
    return run


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_polite_signal_cancels_at_the_next_step_with_a_checkpoint(
    tmp_path: Path, tiny_model: Path, signum: int
) -> None:
    at = random.randint(5, LATEST_SIGNAL)
    process, run_dir = start_training(tmp_path, tiny_model)
    wait_for(lambda: steps_done(run_dir) >= at, process)
    process.send_signal(signum)
    out, err = process.communicate(timeout=300)
    assert process.returncode == 130, err
    assert "Traceback" not in out + err
    assert "stopping after this step" in err.lower()
    assert f"resume with: workbench resume {run_dir}" in out + err
    kept = checkpoint_step(run_dir)
    assert kept >= at and kept == steps_done(run_dir)  # nothing done was lost
    run = listed(run_dir)
    assert (run["status"], run["step"], run["resumable"]) == ("cancelled", kept, True)

    resumed = run_workbench_here("resume", str(run_dir), "--json")
    assert resumed.returncode == 0, resumed.stderr
    assert json.loads(resumed.stdout)["steps"] == EPOCHS * STEPS_PER_EPOCH
    assert listed(run_dir)["status"] == "finished"


def test_a_kill_loses_at_most_the_checkpoint_interval_and_resumes(tmp_path: Path, tiny_model: Path) -> None:
    at = random.randint(20, LATEST_SIGNAL)
    process, run_dir = start_training(tmp_path, tiny_model, checkpoint_minutes=0.002)  # every 0.12 s
    wait_for(lambda: checkpoint_step(run_dir) >= at, process)
    process.send_signal(signal.SIGKILL)
    process.communicate(timeout=60)
    kept = checkpoint_step(run_dir)
    assert kept >= at > 0  # only evaluation checkpoints would have kept nothing: the first is at the end
    run = listed(run_dir)
    assert (run["status"], run["step"], run["resumable"]) == ("interrupted", kept, True)

    resumed = run_workbench_here("resume", str(run_dir), "--json")
    assert resumed.returncode == 0, resumed.stderr
    assert "Traceback" not in resumed.stderr
    summary = json.loads(resumed.stdout)
    assert summary["status"] == "finished" and summary["steps"] == EPOCHS * STEPS_PER_EPOCH


@pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM is how Linux and macOS ask a program to end")
def test_the_window_ends_cleanly_on_sigterm(tmp_path: Path) -> None:
    """The app, asked to end by the system, closes without a question or a traceback and saves its
    settings (what Quit does)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    process = subprocess.Popen(
        [sys.executable, "-m", "workbench"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    from workbench import paths

    time.sleep(1.0)
    deadline = time.monotonic() + 240
    log = paths.log_file()
    while "window shown" not in (log.read_text(encoding="utf-8") if log.is_file() else ""):
        assert process.poll() is None, process.communicate()[1]
        assert time.monotonic() < deadline
        time.sleep(0.1)
    process.send_signal(signal.SIGTERM)
    out, err = process.communicate(timeout=120)
    assert process.returncode == 0, err
    assert "Traceback" not in out + err
    assert paths.settings_file().is_file()
