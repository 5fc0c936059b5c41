"""`workbench train --task pairs` and `workbench predict` on a file of pairs: the
summary keeps the classifier's keys and names its task, the export loads in transformers' pipeline with text
pairs, and a bad task or a file without a second text is refused."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from tests.support.cli_run import run_workbench_here
from tests.support.pair_data import PAIR_LABELS, write_pairs_csv
from tests.support.training_data import tiny_bert_folder  # noqa: F401 - a fixture

SUMMARY_KEYS = {
    "status",
    "run_dir",
    "model",
    "method",
    "accuracy",
    "macro_f1",
    "trainable_params",
    "total_params",
    "samples_per_second",
    "train_seconds",
    "steps",
    "best_step",
    "device",
    "stop_reason",
    "message",
    "advice",
    "export",
}


def test_train_on_pairs_prints_the_summary_and_predict_labels_a_file_of_pairs(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    data = write_pairs_csv(tmp_path / "pairs.csv", 40, columns=("premise", "hypothesis", "label"))
    out = tmp_path / "run"
    done = run_workbench_here(
        "train",
        "--task",
        "pairs",
        "--data",
        str(data),
        "--model",
        str(tiny_bert_folder),
        "--epochs",
        "2",
        "--batch-size",
        "8",
        "--max-length",
        "24",
        "--out",
        str(out),
        "--json",
    )
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert set(summary) >= SUMMARY_KEYS and summary["task"] == "pairs" and summary["status"] == "finished"
    assert 0 <= summary["accuracy"] <= 1 and summary["export"] == str(out / "model")
    assert "second texts from “hypothesis”" in done.stderr
    assert json.loads((out / "config.json").read_text(encoding="utf-8"))["objective"] == "pairs"

    from transformers import pipeline

    classify = pipeline("text-classification", model=summary["export"], device="cpu")
    answer = classify({"text": "the cat sat on the mat", "text_pair": "a cat ran to the store"})
    assert (answer[0] if isinstance(answer, list) else answer)["label"] in PAIR_LABELS

    to_label = tmp_path / "new_pairs.csv"
    with to_label.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows(
            [["first", "second"], ["the cat sat", "a cat ran"], ["the dog is", "a cat is"]]
        )
    labelled = run_workbench_here(
        "predict",
        str(out),
        "--data",
        str(to_label),
        "--text-column",
        "first",
        "--text-b-column",
        "second",
        "--json",
    )
    assert labelled.returncode == 0, labelled.stderr
    assert json.loads(labelled.stdout)["rows"] == 2
    with (tmp_path / "new_pairs.labelled.csv").open(encoding="utf-8", newline="") as handle:
        copy = list(csv.DictReader(handle))
    assert [row["second"] for row in copy] == ["a cat ran", "a cat is"]
    assert all(row["predicted_label"] in PAIR_LABELS for row in copy)

    single = tmp_path / "single.txt"
    single.write_text("the cat sat\n", encoding="utf-8")
    refused = run_workbench_here("predict", str(out), "--data", str(single))
    assert (
        refused.returncode == 1
        and "one text per line" in refused.stderr
        and "Traceback" not in refused.stderr
    )


def test_an_unknown_task_and_a_missing_second_column_are_refused_in_plain_words(tmp_path: Path) -> None:
    data = tmp_path / "texts.csv"
    data.write_text("text,label\nthe cat sat,cat\nthe dog ran,dog\n", encoding="utf-8")
    unknown = run_workbench_here("train", "--task", "summarise", "--data", str(data))
    assert unknown.returncode == 2 and "invalid choice: 'summarise'" in unknown.stderr
    assert "classify" in unknown.stderr and "pairs" in unknown.stderr

    missing = run_workbench_here("train", "--task", "pairs", "--data", str(data))
    assert missing.returncode == 1 and "Traceback" not in missing.stderr
    assert "has only two columns (“text”, “label”)" in missing.stderr and "second text" in missing.stderr

    wrong_task = run_workbench_here("train", "--data", str(data), "--text-b-column", "label")
    assert wrong_task.returncode == 1 and "--task pairs" in wrong_task.stderr

    help_text = run_workbench_here("train", "--help")
    assert (
        "--task {classify,pairs,ner,qa,chat,summarize,score}" in help_text.stdout
        and "--text-b-column" in help_text.stdout
    )


def test_the_pairs_task_starts_from_its_own_model_unless_one_is_named(tmp_path: Path) -> None:
    from workbench import cli
    from workbench.cli.train import config_from_args

    data = str(write_pairs_csv(tmp_path / "pairs.csv", 8))
    parse = cli.build_parser().parse_args
    pairs = config_from_args(parse(["train", "--task", "pairs", "--data", data]))
    assert (pairs.objective, pairs.model, pairs.text_b_column) == ("pairs", "workbench-mini-mlm", None)
    named = config_from_args(
        parse(
            [
                "train",
                "--task",
                "pairs",
                "--data",
                data,
                "--model",
                "minilm-l6",
                "--text-b-column",
                "sentence2",
            ]
        )
    )
    assert (named.model, named.text_b_column) == ("minilm-l6", "sentence2")
    texts = config_from_args(parse(["train", "--data", data]))
    assert (texts.objective, texts.model) == ("classify", "minilm-l6")
