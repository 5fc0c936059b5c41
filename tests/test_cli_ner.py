"""`workbench train --task ner`, then `predict` and `evaluate` with the name finder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.cli_run import run_workbench_here
from tests.support.training_data import one_torch_thread, tiny_bert_folder, write_animal_conll  # noqa: F401 - fixtures

# Tiny models train faster on one torch thread, and are spared its threads spinning against busy cores.
pytestmark = pytest.mark.usefixtures("one_torch_thread")


def test_train_find_names_then_label_a_text_file_and_score_a_tagged_one(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    data = write_animal_conll(tmp_path / "animals.conll")
    run = tmp_path / "run"
    trained = run_workbench_here(
        "train",
        "--task",
        "ner",
        "--data",
        str(data),
        "--model",
        str(tiny_bert_folder),
        "--epochs",
        "4",
        "--batch-size",
        "4",
        "--lr",
        "1e-2",
        "--max-length",
        "16",
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
    assert summary["status"] == "finished" and summary["objective"] == "ner"
    assert summary["entity_f1"] == 1.0 and summary["entity_precision"] == summary["entity_recall"] == 1.0
    assert set(summary["per_type"]) == {"ANI", "PLA"} and summary["per_type"]["PLA"]["support"] == 5
    assert "Read 27 sentences (CoNLL) from animals.conll." in trained.stderr
    assert "entity F1" in trained.stderr and (Path(summary["export"]) / "config.json").is_file()

    texts = tmp_path / "texts.txt"
    texts.write_text("a dog went to the milk store\n\nthe man sat on the mat\n", encoding="utf-8")
    out = tmp_path / "names.jsonl"
    found = run_workbench_here("predict", str(run), "--data", str(texts), "--out", str(out), "--json")
    assert found.returncode == 0, found.stderr
    report = json.loads(found.stdout)
    assert (report["rows"], report["with_names"], report["per_type"]) == (3, 2, {"ANI": 2, "PLA": 2})
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [line["row"] for line in lines] == [1, 2, 3] and lines[1]["entities"] == []
    assert [(e["type"], e["text"], e["start"], e["end"]) for e in lines[0]["entities"]] == [
        ("ANI", "dog", 2, 5),
        ("PLA", "milk store", 18, 28),
    ]

    scored = run_workbench_here("evaluate", summary["export"], "--data", str(data), "--json")
    assert scored.returncode == 0, scored.stderr
    scores = json.loads(scored.stdout)
    assert scores["sentences"] == 27 and set(scores["per_type"]) == {"ANI", "PLA"}
    assert 0 < scores["entity_f1"] <= 1 and scores["unseen_types"] == []
    text = run_workbench_here("evaluate", str(run), "--data", str(data))
    assert text.returncode == 0 and "Entity F1" in text.stdout and "PLA" in text.stdout


def test_unknown_tasks_and_untagged_files_are_refused_in_plain_words(tmp_path: Path) -> None:
    unknown = run_workbench_here("train", "--task", "translate", "--data", str(tmp_path))
    assert unknown.returncode == 2 and "invalid choice: 'translate'" in unknown.stderr
    assert "classify" in unknown.stderr and "ner" in unknown.stderr
    table = tmp_path / "reviews.csv"
    table.write_text("text,label\nthe cat sat,cat\nthe dog ran,dog\n", encoding="utf-8")
    refused = run_workbench_here(
        "train", "--task", "ner", "--data", str(table), "--out", str(tmp_path / "run")
    )
    assert refused.returncode == 1 and "reviews.csv is a CSV table" in refused.stderr
    assert "Traceback" not in refused.stderr
    bad = tmp_path / "bad.conll"
    bad.write_text("Ada PERSON\n", encoding="utf-8")
    refused = run_workbench_here(
        "train", "--task", "ner", "--data", str(bad), "--out", str(tmp_path / "run2")
    )
    assert refused.returncode == 1 and "“PERSON” on line 1 of bad.conll is not in BIO form" in refused.stderr
