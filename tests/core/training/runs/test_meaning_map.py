"""The map of meaning before and after, and continuing a finished run: a real tiny run (trained once for the
module), the core functions, and the commands ``map``, ``continue`` and ``runs show``."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import numpy as np
import pytest
from safetensors.torch import load_file

from tests.core.use.test_predict import run_dir  # noqa: F401 - fixture
from tests.support.training_data import one_torch_thread, tiny_bert_folder  # noqa: F401 - fixtures
from workbench.cli import main
from workbench.core.training.runs.meaning_map import meaning_map, neighbour_vote, project


@pytest.fixture(autouse=True)
def _one_thread(one_torch_thread) -> None:  # noqa: F811
    pass


def test_the_labels_pull_apart_after_fine_tuning_and_the_map_says_so(run_dir: Path) -> None:  # noqa: F811
    found = meaning_map(run_dir)
    assert len(found.texts) == 8 and found.source == "the run's check texts"
    assert found.before.separation < found.after.separation == 1.0
    assert found.before.points.shape == found.after.points.shape == (8, 2)
    assert found.label_names == ("cat", "dog") and found.wrong == tuple(
        a != y for a, y in zip(found.answers, found.labels, strict=True)
    )
    rows = found.csv_rows()
    assert rows[0][:6] == ["model", "index", "text", "label", "x", "y"] and len(rows) == 1 + 2 * 8


def test_pca_and_the_neighbour_vote_on_points_whose_answer_is_known() -> None:
    rng = np.random.default_rng(0)
    labels = np.array([0] * 10 + [1] * 10)
    apart = rng.normal(size=(20, 6)) * 0.1 + labels[:, None] * 3.0  # two clouds far apart
    mixed = rng.normal(size=(20, 6))
    assert neighbour_vote(apart, labels, cosine=False) == 1.0
    assert neighbour_vote(mixed, labels, cosine=False) < 0.8
    points, kept = project(apart, labels)
    assert kept > 0.9 and points.shape == (20, 2)
    assert points[labels == 0, 0].mean() < 0 < points[labels == 1, 0].mean()  # the first label on the left


def test_map_command_writes_the_picture_and_points_that_agree_with_its_figures(
    run_dir: Path,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture,
) -> None:
    out = tmp_path / "map"
    assert main(["map", str(run_dir), "--out", str(out), "--json", "--scale", "1"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["after"]["separation"] > summary["before"]["separation"]
    assert summary["projection"].startswith("PCA")
    picture = (out / "meaning-map.png").read_bytes()
    assert picture[:8] == b"\x89PNG\r\n\x1a\n" and len(picture) > 10_000
    with (out / "meaning-map.csv").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    for which in ("before", "after"):
        side = [r for r in rows if r["model"] == which]
        points = np.array([[float(r["x"]), float(r["y"])] for r in side])
        labels = np.array([r["label"] == "dog" for r in side], dtype=int)
        assert len(side) == 8
        assert neighbour_vote(points, labels, cosine=False) == pytest.approx(summary[which]["separation_2d"])
    assert summary["after"]["separation_2d"] > summary["before"]["separation_2d"]


def test_continue_starts_a_linked_run_from_the_kept_weights_and_runs_show_tells_it(
    run_dir: Path,  # noqa: F811
    capsys: pytest.CaptureFixture,
) -> None:
    from workbench.core.models.devices import best_device
    from workbench.core.training.engine.setup import load_prepared
    from workbench.core.training.objectives.choice import objective_for
    from workbench.core.training.runs.continuing import continue_config

    config = continue_config(run_dir, 1)
    assert (config.epochs, config.min_steps, config.start_from) == (1, None, str(run_dir.resolve()))
    _, prepared = load_prepared(config, objective_for(config, ("cat", "dog")), best_device("cpu"))
    kept = load_file(str(run_dir / "best" / "model.safetensors"))
    weights = dict(prepared.model.named_parameters())
    assert all(
        np.allclose(weights[name].detach().numpy(), kept[name].numpy()) for name in weights if name in kept
    )

    assert main(["continue", str(run_dir), "--epochs", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["status"] == "finished" and result["steps"] == 7  # one epoch of 28 texts, batch 4
    assert main(["runs", "show", result["run_dir"], "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["continues"] == str(run_dir.resolve()) and isinstance(shown["advice"], list)
    assert main(["runs", "show", str(run_dir)]) == 0
    text = capsys.readouterr().out
    assert f"continued by: {result['run_dir']}" in text and "status: finished" in text
