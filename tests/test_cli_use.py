"""`workbench predict` and `workbench evaluate`, on a real trained run
and real files."""

from __future__ import annotations

import csv
import json
import math
from pathlib import Path

import pytest

from tests.core.use.test_predict import TEXTS, run_dir  # noqa: F401 - fixture
from tests.support.cli_run import run_workbench_here
from tests.support.training_data import one_torch_thread, tiny_bert_folder, write_animal_csv  # noqa: F401


def test_predict_writes_every_row_and_evaluate_reports_the_accuracy_it_implies(
    run_dir: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    data = write_animal_csv(tmp_path / "held_out.csv", n=16)
    out = tmp_path / "labelled.csv"
    done = run_workbench_here("predict", str(run_dir), "--data", str(data), "--out", str(out), "--json")
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["rows"] == 16 and summary["out"] == str(out) and sum(summary["per_label"].values()) == 16
    with out.open(encoding="utf-8", newline="") as handle:
        copy = list(csv.DictReader(handle))
    assert len(copy) == 16 and all(
        row["predicted_label"] in ("cat", "dog") and 0 < float(row["confidence"]) <= 1 for row in copy
    )
    implied = sum(row["label"] == row["predicted_label"] for row in copy) / 16
    scored = run_workbench_here("evaluate", str(run_dir), "--data", str(data), "--json")
    assert scored.returncode == 0, scored.stderr
    report = json.loads(scored.stdout)
    assert report["examples"] == 16 and report["accuracy"] == pytest.approx(implied)
    assert report["confusion"]["labels"] == ["cat", "dog"] and set(report["per_label"]) == {"cat", "dog"}
    again = run_workbench_here("predict", str(run_dir), "--data", str(data), "--out", str(out))
    assert again.returncode == 1 and "already exists" in again.stderr and "Traceback" not in again.stderr


def test_bad_paths_and_models_get_a_message_not_a_traceback(run_dir: Path, tmp_path: Path) -> None:  # noqa: F811
    missing = run_workbench_here("predict", str(run_dir), "--data", str(tmp_path / "nope.csv"))
    assert missing.returncode == 2 and "argument --data: " in missing.stderr  # refused as it is read
    assert "does not exist" in missing.stderr and "Traceback" not in missing.stderr
    data = tmp_path / "texts.csv"
    data.write_text("review\nthe cat sat\n", encoding="utf-8")
    column = run_workbench_here("predict", str(run_dir), "--data", str(data), "--text-column", "body")
    assert column.returncode == 1 and "review" in column.stderr and "Traceback" not in column.stderr
    headless = run_workbench_here("predict", "minilm-l6", "--data", str(data))
    assert headless.returncode == 1 and "not a trained text classifier" in headless.stderr


def test_evaluate_gives_a_causal_lms_perplexity_as_transformers_computes_it(
    converted_smollm2: Path, tmp_path: Path
) -> None:
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    lines = ["The bees returned to the hive before the rain.", "Honey is stored in wax cells."]
    data = tmp_path / "notes.txt"
    data.write_text("\n".join(lines) + "\n", encoding="utf-8")
    done = run_workbench_here("evaluate", "smollm2-135m", "--data", str(data), "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    tokenizer = AutoTokenizer.from_pretrained(converted_smollm2)
    model = AutoModelForCausalLM.from_pretrained(converted_smollm2, dtype=torch.float32).eval()
    nll, count = 0.0, 0
    for line in lines:
        ids = tokenizer(line, return_tensors="pt")["input_ids"]
        with torch.no_grad():
            loss = float(model(input_ids=ids, labels=ids).loss)
        nll, count = nll + loss * (ids.shape[1] - 1), count + ids.shape[1] - 1
    assert report["tokens"] == count
    assert report["perplexity"] == pytest.approx(math.exp(nll / count), rel=0.02)


def test_evaluate_json_gives_the_right_answers_in_each_language(
    run_dir: Path,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tests.core.use.test_evaluate import ANIMALS_IN_LANGUAGES, write_animals_in_languages
    from workbench import cli

    data = write_animals_in_languages(tmp_path / "languages.csv")
    assert cli.main(["evaluate", str(run_dir), "--data", str(data), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    by_language = report["by_language"]
    assert list(by_language) == ["en", "es", "fr"]
    assert [by_language[code]["texts"] for code in by_language] == [3, 2, 2]
    assert sum(each["right"] for each in by_language.values()) == round(report["accuracy"] * 7)
    assert all(each["accuracy"] == each["right"] / each["texts"] for each in by_language.values())
    assert len(ANIMALS_IN_LANGUAGES) == report["examples"]
    assert cli.main(["evaluate", str(run_dir), "--data", str(data)]) == 0
    assert "Right in each language: English " in capsys.readouterr().out
