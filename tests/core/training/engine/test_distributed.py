"""The same training run on two processes (data parallel, started by ``accelerate launch``) learns what it
learns in one: the same steps, the same losses up to rounding, one run folder, one report."""

from __future__ import annotations

import csv
import json
import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.training_data import animal_texts, tiny_bert_folder  # noqa: F401 - a fixture
from workbench.core.training.runs.listing import list_runs

ROOT = Path(__file__).resolve().parents[4]


def write_animals(path: Path) -> Path:
    train_part, val_part = animal_texts()
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["text", "label"])
        for part in (train_part, val_part):
            for text, label in zip(part.texts, part.labels, strict=True):
                writer.writerow([text, part.label_names[label]])
    return path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def run(command: list[str], out: Path) -> dict:
    env = dict(os.environ, OMP_NUM_THREADS="1", TOKENIZERS_PARALLELISM="false")
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout[done.stdout.index("{") :])


def losses(run_dir: str) -> list[float]:
    lines = Path(run_dir, "metrics.jsonl").read_text().splitlines()
    return [json.loads(line)["loss"] for line in lines if json.loads(line)["type"] == "step"]


@pytest.mark.slow
def test_two_processes_learn_what_one_process_learns(tmp_path: Path, tiny_bert_folder: Path) -> None:  # noqa: F811
    data = write_animals(tmp_path / "animals.csv")
    # Without dropout the two ways compute the same numbers (dropout draws its masks per process).
    model = tmp_path / "tiny-bert-no-dropout"
    shutil.copytree(tiny_bert_folder, model)
    config = json.loads((model / "config.json").read_text())
    config.update(hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0, classifier_dropout=0.0)
    (model / "config.json").write_text(json.dumps(config))
    args = ["train", "--data", str(data), "--model", str(model), "--epochs", "2", "--batch-size", "8"]
    args += ["--lr", "1e-2", "--max-length", "16", "--val-fraction", "0.25", "--seed", "3", "--json"]
    one = run([sys.executable, "-m", "workbench", *args], tmp_path)
    launcher = [sys.executable, "-m", "accelerate.commands.launch", "--multi_gpu", "--num_processes", "2"]
    launcher += ["--num_machines", "1", "--mixed_precision", "no", "--dynamo_backend", "no"]
    launcher += ["--main_process_port", str(free_port()), "-m", "workbench"]
    two = run([*launcher, *args], tmp_path)
    assert two["status"] == one["status"] == "finished" and two["steps"] == one["steps"]
    assert losses(two["run_dir"]) == pytest.approx(losses(one["run_dir"]), rel=1e-4, abs=1e-5)
    assert two["accuracy"] == one["accuracy"]
    assert Path(two["export"], "model.safetensors").is_file()
    assert len(list_runs()) == 2  # the second process kept no run folder of its own
