"""``workbench experiment``: the JSON the issue names, sizes checked before training, and
the experiment scene's training checks wired up."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.cli_run import run_workbench_here
from tests.support.training_data import one_torch_thread, tiny_bert_folder, write_animal_csv  # noqa: F401 - fixtures

# Tiny models train faster on one torch thread, and are spared its threads spinning against busy cores.
pytestmark = pytest.mark.usefixtures("one_torch_thread")


def test_the_experiment_prints_the_json_the_lecture_needs(tmp_path: Path, tiny_bert_folder: Path) -> None:  # noqa: F811
    data = write_animal_csv(tmp_path / "animals.csv")
    result = run_workbench_here(
        "experiment",
        "--data",
        str(data),
        "--model",
        str(tiny_bert_folder),
        "--sizes",
        "4,8",
        "--seeds",
        "2",
        "--json",
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["model"] == str(tiny_bert_folder) and report["check_examples"] == 8
    assert [size["examples"] for size in report["sizes"]] == [4, 8]
    for size in report["sizes"]:
        assert len(size["pretrained"]["runs"]) == len(size["scratch"]["runs"]) == 2
        assert abs(size["gap"] - (size["pretrained"]["mean"] - size["scratch"]["mean"])) < 1e-9
    assert "run 8/8: from scratch · 8 examples · seed 2" in result.stderr


def test_sizes_the_data_cannot_give_are_refused_before_anything_trains(tmp_path: Path) -> None:
    data = write_animal_csv(tmp_path / "animals.csv")
    result = run_workbench_here("experiment", "--data", str(data), "--sizes", "10,1000")
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert "1,000 training examples" in result.stderr and "only 32" in result.stderr
    assert "run 1/" not in result.stderr
    bad = run_workbench_here("experiment", "--data", str(data), "--sizes", "many")
    assert bad.returncode == 2 and "argument --sizes: “many” is not a training size" in bad.stderr


def test_every_training_claim_of_the_built_in_lecture_has_a_check() -> None:
    from workbench.core import scenes
    from workbench.core.scene_training import TRAINING_CHECKS, scene_config
    from workbench.core.training.recipes import WARMUP_RATIO, WEIGHT_DECAY

    deck = scenes.builtin_deck("lecture.json")
    named = [c["experiment"] for s in deck.scenes for c in s.checks if c["kind"] == "training"]
    assert named and set(named) <= set(TRAINING_CHECKS)
    forgetting = next(s for s in deck.scenes if any(c.get("experiment") == "forgetting" for c in s.checks))
    config = scene_config(forgetting.state)
    assert (config.learning_rate, config.epochs) == (0.01, forgetting.state["epochs"]), "the scene's values"
    assert (config.weight_decay, config.warmup_ratio) == (WEIGHT_DECAY, WARMUP_RATIO), (
        "the recipe for the rest"
    )
    assert config.data_path.endswith("reviews_sentiment.csv")


def test_ways_of_fine_tuning_are_compared_with_their_medians(
    tmp_path: Path,
    tiny_bert_folder: Path,  # noqa: F811
    capsys,
) -> None:
    from workbench import cli

    data = write_animal_csv(tmp_path / "animals.csv")
    args = [
        "experiment",
        "--data",
        str(data),
        "--model",
        str(tiny_bert_folder),
        "--sizes",
        "4",
        "--seeds",
        "3",
    ]
    assert cli.main([*args, "--methods", "head, full"]) == 0
    out, err = capsys.readouterr()
    assert "median of 3 seeds (lowest–highest)" in out
    assert out.splitlines()[1].split() == ["examples", "everything", "head", "only"]
    assert "run 6/6: head only · 4 examples · seed 3" in err
    assert cli.main([*args, "--methods", "full, prompting"]) == 1
    assert "“prompting” is not a way of fine-tuning" in capsys.readouterr().err
