"""`workbench train --task chat` and `--task summarize`, then `predict` with the chat run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.core.training.runs.test_chat_runs import write_pairs
from tests.support.cli_run import run_workbench_here
from tests.support.training_data import one_torch_thread, tiny_gpt2_folder  # noqa: F401 - fixtures

# Tiny models train faster on one torch thread, and are spared its threads spinning against busy cores.
pytestmark = pytest.mark.usefixtures("one_torch_thread")


TINY = ("--epochs", "2", "--batch-size", "4", "--lr", "1e-2", "--max-length", "40", "--device", "cpu")


def test_train_a_chat_model_then_answer_a_file_of_prompts(tiny_gpt2_folder: Path, tmp_path: Path) -> None:  # noqa: F811
    data = write_pairs(tmp_path / "pairs.jsonl")
    run = tmp_path / "run"
    trained = run_workbench_here(
        "train",
        "--task",
        "chat",
        "--data",
        str(data),
        "--model",
        str(tiny_gpt2_folder),
        *TINY,
        "--sample-prompt",
        "a cat sat to the mat ?",
        "--out",
        str(run),
        "--json",
    )
    assert trained.returncode == 0, trained.stderr
    summary = json.loads(trained.stdout)
    for key in ("status", "run_dir", "model", "method", "accuracy", "steps", "best_step", "export"):
        assert key in summary  # the keys every run's summary has
    assert summary["status"] == "finished" and summary["objective"] == "chat"
    assert summary["method"] == "lora" and Path(summary["adapter"], "adapter_config.json").is_file()
    assert (Path(summary["export"]) / "config.json").is_file()  # the merged model
    assert summary["eval_loss"] < summary["eval_loss_before"] and "rouge_l" not in summary
    [sample] = summary["samples"]
    assert sample["prompt"] == "a cat sat to the mat ?" and sample["before"] != sample["after"]
    assert "no chat template of its own" in trained.stderr and "answer: " in trained.stderr

    prompts = tmp_path / "prompts.txt"
    prompts.write_text("a dog ran to the store ?\n\nthe man is on the mat ?\n", encoding="utf-8")
    out = tmp_path / "answers.jsonl"
    answered = run_workbench_here("predict", str(run), "--data", str(prompts), "--out", str(out), "--json")
    assert answered.returncode == 0, answered.stderr
    assert json.loads(answered.stdout)["rows"] == 3
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [line["prompt"] for line in lines] == ["a dog ran to the store ?", "", "the man is on the mat ?"]
    assert lines[0]["response"] and lines[1]["response"] == ""


def test_summaries_report_rouge_l_and_the_template_can_be_shown(
    tiny_gpt2_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    data = tmp_path / "notes.jsonl"
    records = [
        {"text": f"the {a} {v} on the mat . the {a} ran to the store .", "summary": f"the {a} {v} ."}
        for a in ("cat", "dog", "man")
        for v in ("sat", "was", "is")
    ]
    data.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    shown = run_workbench_here(
        "train",
        "--task",
        "summarize",
        "--data",
        str(data),
        "--model",
        str(tiny_gpt2_folder),
        "--show-template",
    )
    assert shown.returncode == 0, shown.stderr
    assert (
        "[U][s][e][r][:][ ][S][u][m][ma][r][is][e][:][ the][ cat]" in shown.stdout
        and "the loss counts the" in shown.stdout
    )
    trained = run_workbench_here(
        "train",
        "--task",
        "summarize",
        "--data",
        str(data),
        "--model",
        str(tiny_gpt2_folder),
        *TINY,
        "--max-length",
        "48",
        "--out",
        str(tmp_path / "run"),
        "--json",
    )
    assert trained.returncode == 0, trained.stderr
    summary = json.loads(trained.stdout)
    assert summary["objective"] == "summarize" and 0 <= summary["rouge_l"] <= 1
    assert summary["rouge_l_before"] is not None and len(summary["samples"]) == 2  # 2 checking texts
    scored = run_workbench_here("evaluate", str(tmp_path / "run"), "--data", str(data), "--json")
    assert scored.returncode == 0, scored.stderr
    scores = json.loads(scored.stdout)
    assert scores["examples"] == len(records) and 0 <= scores["rouge_l"] <= 1
    worst = [w["rouge_l"] for w in scores["worst"]]
    assert worst == sorted(worst) and scores["worst"][0]["prompt"].startswith("Summarise: the")


def test_an_empty_response_is_refused_before_any_model_loads(tmp_path: Path) -> None:
    data = tmp_path / "bad.jsonl"
    data.write_text(
        '{"prompt": "Hi", "response": "Hello"}\n{"prompt": "Bye", "response": ""}\n', encoding="utf-8"
    )
    refused = run_workbench_here("train", "--task", "chat", "--data", str(data), "--json")
    assert refused.returncode != 0
    assert "The response on line 2 of bad.jsonl is empty" in refused.stderr
