"""``workbench experiment --prompting``: the JSON the issue names, and plain refusals before
anything runs (k larger than the data, a model that cannot continue a prompt, a file without labels)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.cli_run import run_workbench_here
from tests.support.training_data import tiny_bert_folder, write_animal_csv  # noqa: F401 - a fixture


@pytest.fixture(scope="module")
def roomy_gpt2(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from tests.support.tiny_lms import save_tiny_gpt2

    return save_tiny_gpt2(tmp_path_factory.mktemp("roomy-gpt2"), n_positions=256)


def test_prompting_and_fine_tuning_print_the_json_and_the_table(tmp_path: Path, roomy_gpt2: Path) -> None:
    data = write_animal_csv(tmp_path / "animals.csv", 60)
    common = ("experiment", "--prompting", "--data", str(data), "--model", str(roomy_gpt2), "--k", "0,2")
    result = run_workbench_here(*common, "--seeds", "1", "--check-limit", "6", "--json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["model"] == str(roomy_gpt2)
    assert report["check_examples"] == 6 and report["check_available"] == 12
    assert [k["k"] for k in report["ks"]] == [0, 2] and report["ks"][0]["fine_tuning"] is None
    assert len(report["ks"][1]["prompting"]["runs"]) == len(report["ks"][1]["fine_tuning"]["runs"]) == 1
    assert "run 3/3: fine-tuning · 2 examples · seed 1" in result.stderr
    assert "checked on the same 6 texts (cut from 12 with --check-limit)" in result.stderr


def test_the_table_says_what_each_number_is() -> None:
    from workbench.cli.prompting import format_table
    from workbench.core.training.runs.experiment import ArmResult
    from workbench.core.training.runs.prompting import KResult, PromptingResult

    result = PromptingResult(
        "smollm2-135m",
        4,
        12,
        2,
        ("cat", "dog"),
        (KResult(0, ArmResult((0.5, 0.75)), None), KResult(2, ArmResult((1.0, 0.5)), ArmResult(()))),
    )
    lines = format_table(result).splitlines()
    assert "accuracy on 4 check texts (of 12)" in lines[0] and "guessing scores 50.0%" in lines[0]
    assert lines[2].split()[:2] == ["0", "62.5%"] and "nothing to train on" in lines[2]
    assert lines[3].split() == ["2", "75.0%", "(50.0%–100.0%)", "—"]


def test_what_cannot_run_is_refused_before_anything_runs(
    tmp_path: Path,
    tiny_bert_folder: Path,  # noqa: F811
    roomy_gpt2: Path,
) -> None:
    data = write_animal_csv(tmp_path / "animals.csv", 40)
    too_many = run_workbench_here(
        "experiment", "--prompting", "--data", str(data), "--model", str(roomy_gpt2), "--k", "0,500"
    )
    assert too_many.returncode == 1 and "Traceback" not in too_many.stderr
    assert "500 examples" in too_many.stderr and "k up to 32" in too_many.stderr
    masked = run_workbench_here(
        "experiment", "--prompting", "--data", str(data), "--model", str(tiny_bert_folder)
    )
    assert masked.returncode == 1 and "left-to-right" in masked.stderr and "run 1/" not in masked.stderr
    plain = tmp_path / "plain.csv"
    plain.write_text("text\nthe cat sat\nthe dog ran\na cat is\na dog is\n", encoding="utf-8")
    unlabelled = run_workbench_here("experiment", "--prompting", "--data", str(plain))
    assert unlabelled.returncode == 1 and "a text and a label for each example" in unlabelled.stderr
    no_k = run_workbench_here("experiment", "--prompting", "--data", str(data), "--k", "few")
    assert no_k.returncode == 2 and "argument --k: “few” is not a number of examples" in no_k.stderr
