"""`workbench train --task qa`, then `predict` and `evaluate` with the question answerer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.core.training.qa.test_qa_training import save_tiny_qa_bert
from tests.support.cli_run import run_workbench_here
from tests.support.training_data import one_torch_thread  # noqa: F401 - fixture
from workbench.core.training.data.qa_reading import load_qa_dataset
from workbench.core.training.data.samples import sample_path

# Tiny models train faster on one torch thread, and are spared its threads spinning against busy cores.
pytestmark = pytest.mark.usefixtures("one_torch_thread")


def test_train_an_answerer_then_answer_a_file_of_questions_and_score_one_with_answers(tmp_path: Path) -> None:
    items = load_qa_dataset(sample_path("qa_passages.jsonl")).select(range(20))
    model = save_tiny_qa_bert(tmp_path / "tiny", [*items.contexts, *items.questions])
    data = tmp_path / "questions.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in items.to_records()), encoding="utf-8")
    run = tmp_path / "run"
    trained = run_workbench_here(
        "train",
        "--task",
        "qa",
        "--data",
        str(data),
        "--model",
        str(model),
        "--epochs",
        "2",
        "--batch-size",
        "8",
        "--lr",
        "3e-3",
        "--max-length",
        "48",
        "--device",
        "cpu",
        "--out",
        str(run),
        "--json",
    )
    assert trained.returncode == 0, trained.stderr
    summary = json.loads(trained.stdout)
    for key in (
        "status",
        "run_dir",
        "model",
        "method",
        "accuracy",
        "macro_f1",
        "steps",
        "best_step",
        "export",
    ):
        assert key in summary  # the keys every run's summary has
    assert summary["status"] == "finished" and summary["objective"] == "qa"
    assert 0 <= summary["exact_match"] <= summary["f1"] <= 1 and summary["accuracy"] == summary["exact_match"]
    assert "exact match" in trained.stderr and "questions train (split by passage" in trained.stderr
    assert (Path(summary["export"]) / "config.json").is_file()

    asked = tmp_path / "asked.csv"
    passage = items.contexts[0]
    asked.write_text(
        f'context,question\n"{passage}",{items.questions[0]}\n"{passage}",{items.questions[1]}\n'
    )
    out = tmp_path / "answers.jsonl"
    answered = run_workbench_here("predict", str(run), "--data", str(asked), "--out", str(out), "--json")
    assert answered.returncode == 0, answered.stderr
    assert json.loads(answered.stdout)["rows"] == 2
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [line["row"] for line in lines] == [1, 2]
    for line in lines:
        assert set(line) >= {"answer", "start", "end", "confidence"} and 0 <= line["confidence"] <= 1
        assert passage[line["start"] : line["end"]] == line["answer"]

    scored = run_workbench_here("evaluate", summary["export"], "--data", str(data), "--json")
    assert scored.returncode == 0, scored.stderr
    scores = json.loads(scored.stdout)
    assert scores["questions"] == 20 and 0 <= scores["exact_match"] <= scores["f1"] <= 1
    assert len(scores["worst"]) == 10 and scores["worst"][0]["f1"] <= scores["worst"][-1]["f1"]
    text = run_workbench_here("evaluate", str(run), "--data", str(data))
    assert text.returncode == 0 and "Exact match" in text.stdout and "true:" in text.stdout


def test_files_an_answerer_cannot_use_are_refused_in_plain_words(tmp_path: Path) -> None:
    bad = tmp_path / "bad.csv"
    bad.write_text(
        'context,question,answer\n"The mill opened in 1850.",When?,1850\n"A quiet town.",Where?,Paris\n'
    )
    refused = run_workbench_here("train", "--task", "qa", "--data", str(bad), "--out", str(tmp_path / "run"))
    assert refused.returncode == 1 and "row 3" in refused.stderr and "Paris" in refused.stderr
    assert "Traceback" not in refused.stderr
    table = tmp_path / "reviews.csv"
    table.write_text("text,label\nthe cat sat,cat\nthe dog ran,dog\n", encoding="utf-8")
    refused = run_workbench_here(
        "train", "--task", "qa", "--data", str(table), "--out", str(tmp_path / "run2")
    )
    assert refused.returncode == 1 and "no “context” or “question” or “answer” column" in refused.stderr
