"""The score family (text regression) end to end on the tiny BERT: its figures equal scikit-learn's and
scipy's, its files are read and refused in plain words, a run trains on them, and the kept model predicts a
score column, evaluates a file (``evaluate --json``: mae, rmse, spearman) and exports a model that
transformers loads as a regression model."""

from __future__ import annotations

import csv
import json
import math
import random
from pathlib import Path

import pytest

from tests.support.tiny_runs import finished_run
from tests.support.training_data import (  # noqa: F401 - fixtures
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
    write_animal_csv,
)
from workbench import cli
from workbench.core.errors import DataError, TrainingError
from workbench.core.training.data.families import load_run_data
from workbench.core.training.families.score.data import check_scored, parse_score, read_scored_texts
from workbench.core.training.families.score.metrics import ScoreMetrics, ranks, score_metrics
from workbench.core.training.objectives.metrics import metrics_from_dict
from workbench.core.training.runs.export import export_model
from workbench.core.use.scores import ScoreModel


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_figures_equal_scikit_learn_and_scipy(seed: int) -> None:
    from scipy.stats import spearmanr
    from sklearn.metrics import mean_absolute_error, mean_squared_error

    rng = random.Random(seed)
    true = [float(rng.randint(1, 5)) for _ in range(60)]  # ties, as stars have
    predicted = [t + rng.gauss(0, 1.2) if rng.random() < 0.8 else 3.0 for t in true]  # and tied guesses
    m = score_metrics(true, predicted)
    assert m.mae == pytest.approx(mean_absolute_error(true, predicted), rel=1e-12)
    assert m.rmse == pytest.approx(math.sqrt(mean_squared_error(true, predicted)), rel=1e-12)
    assert m.spearman == pytest.approx(spearmanr(true, predicted).statistic, rel=1e-9)
    assert m.loss == pytest.approx(mean_squared_error(true, predicted), rel=1e-12)
    assert ranks([3.0, 1.0, 3.0, 2.0]) == [3.5, 1.0, 3.5, 2.0]
    assert score_metrics([1.0, 2.0], [3.0, 3.0]).spearman == 0.0  # undefined: given as 0
    assert metrics_from_dict(json.loads(json.dumps(m.to_dict()))) == m  # read back from a run's records


def write_scores(
    path: Path, rows: list[tuple[str, str]], header: tuple[str, str] = ("review", "stars")
) -> Path:
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(header)
        writer.writerows(rows)
    return path


def test_a_file_of_scores_is_read_and_refused_in_plain_words(tmp_path: Path) -> None:
    assert [parse_score(c) for c in ("4", "4.5", "4,5", " -1e-1 ", "four", "", "nan", "1,000.5")] == [
        4.0,
        4.5,
        4.5,
        -0.1,
        None,
        None,
        None,
        None,
    ]
    rows = [(f"text number {i}", str(1 + i % 5)) for i in range(12)] + [("no score", ""), ("", "3")]
    rows.append(("text number 0", "1"))  # an exact repeat
    data = read_scored_texts(write_scores(tmp_path / "ok.csv", rows))
    assert (data.text_column, data.score_column, len(data)) == ("review", "stars", 12)
    assert data.locations[0] == "row 2" and data.scores[:3] == (1.0, 2.0, 3.0)
    notes = " ".join(data.notes)
    assert "1 rows have no score" in notes and "empty text" in notes and "1 exact repeats" in notes
    check_scored(data)

    bad = write_scores(tmp_path / "bad.csv", [*rows[:5], ("odd", "five stars")])
    with pytest.raises(DataError, match="“five stars” in row 7 of bad.csv is not a number"):
        read_scored_texts(bad)
    same = read_scored_texts(write_scores(tmp_path / "same.csv", [(f"t {i}", "3") for i in range(12)]))
    with pytest.raises(TrainingError, match="same score"):
        check_scored(same)
    with pytest.raises(TrainingError, match="at least 10"):
        check_scored(read_scored_texts(write_scores(tmp_path / "few.csv", rows[:4])))
    labels = write_animal_csv(tmp_path / "labels.csv", n=12)  # labels, not numbers
    with pytest.raises(DataError, match="holds only numbers"):
        read_scored_texts(labels)


def animal_scores(path: Path, n: int = 48) -> Path:
    """Sentences the tiny BERT knows, each scored by its animal (a cat 0 or 0.5, a dog 2 or 2.5)."""
    labelled = write_animal_csv(path.with_suffix(".labels.csv"), n=n)
    with labelled.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))[1:]
    return write_scores(
        path,
        [(text, str((0 if animal == "cat" else 2) + i % 2 / 2)) for i, (text, animal) in enumerate(rows)],
    )


@pytest.fixture(scope="module")
def score_run(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[Path, Path]:
    folder = tmp_path_factory.mktemp("score-run")
    data = animal_scores(folder / "scores.csv")
    config = tiny_config(
        tiny_bert_folder,
        objective="score",
        epochs=6,
        eval_every_steps=None,
        out_dir=str(folder / "run"),
        data_path=str(data),
    )
    run_data = load_run_data(config)
    return finished_run(config, run_data.train, run_data.validation), data


def test_a_score_run_trains_predicts_evaluates_and_exports(
    score_run: tuple[Path, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    one_torch_thread: None,  # noqa: F811
) -> None:
    from scipy.stats import spearmanr
    from sklearn.metrics import mean_absolute_error, mean_squared_error
    from transformers import AutoModelForSequenceClassification

    run, data = score_run
    info = json.loads((run / "best" / "workbench.json").read_text(encoding="utf-8"))
    assert info["objective"] == "score" and set(info["metrics"]) >= {"mae", "rmse", "spearman"}
    history = [json.loads(line) for line in (run / "metrics.jsonl").read_text(encoding="utf-8").splitlines()]
    evaluations = [
        {k: v for k, v in entry.items() if k not in ("type", "is_best")}
        for entry in history
        if entry["type"] == "eval"
    ]
    assert evaluations and all(isinstance(metrics_from_dict(e), ScoreMetrics) for e in evaluations)

    out = tmp_path / "scored.csv"
    assert cli.main(["predict", str(run), "--data", str(data), "--out", str(out), "--json"]) == 0
    written = json.loads(capsys.readouterr().out)
    with out.open(encoding="utf-8", newline="") as handle:
        copy = list(csv.DictReader(handle))
    assert written["scored"] == len(copy) == 48 and list(copy[0]) == ["review", "stars", "score"]
    true = [float(row["stars"]) for row in copy]
    predicted = [float(row["score"]) for row in copy]

    assert cli.main(["evaluate", str(run), "--data", str(data), "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["examples"] == 48
    # the copy's scores (rounded to 4 places) give the same errors; ranks need the unrounded scores, which
    # the same model gives again on the same texts in the same batches
    assert figures["mae"] == pytest.approx(mean_absolute_error(true, predicted), abs=1e-3)
    assert figures["rmse"] == pytest.approx(math.sqrt(mean_squared_error(true, predicted)), abs=1e-3)
    exact = ScoreModel(run).scores([row["review"] for row in copy], batch_size=16)
    assert figures["mae"] == pytest.approx(mean_absolute_error(true, exact), rel=1e-9)
    assert figures["spearman"] == pytest.approx(spearmanr(true, exact).statistic, rel=1e-9)
    average = sum(true) / len(true)
    guessing = sum(abs(t - average) for t in true) / len(true)  # always answering the average
    assert figures["mae"] < 0.8 * guessing  # it learned which animal scores high

    exported = export_model(run, tmp_path / "export")
    model = AutoModelForSequenceClassification.from_pretrained(exported.folder)
    assert (model.config.problem_type, model.config.num_labels) == ("regression", 1)


def test_a_lora_score_run_exports_a_merged_regression_model_and_its_adapter(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
    one_torch_thread: None,  # noqa: F811
) -> None:
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    data = animal_scores(tmp_path / "scores.csv", n=24)
    config = tiny_config(
        tiny_bert_folder,
        objective="score",
        method="lora",
        epochs=1,
        eval_every_steps=None,
        out_dir=str(tmp_path / "run"),
        data_path=str(data),
    )
    run_data = load_run_data(config)
    run = finished_run(config, run_data.train, run_data.validation)

    merged = export_model(run, tmp_path / "merged", merge_lora=True)
    model = AutoModelForSequenceClassification.from_pretrained(merged.folder).eval()
    assert (model.config.problem_type, model.config.num_labels) == ("regression", 1)
    tokenizer = AutoTokenizer.from_pretrained(merged.folder)
    import torch

    with torch.no_grad():
        given = model(**tokenizer(["the dog ran"], return_tensors="pt")).logits[0, 0].item()
    assert given == pytest.approx(ScoreModel(run).scores(["the dog ran"], 1)[0], abs=1e-4)
    assert (merged.folder / "README.md").read_text(encoding="utf-8").startswith("# Score predictor")

    adapter = export_model(run, tmp_path / "adapter")
    readme = (adapter.folder / "README.md").read_text(encoding="utf-8")
    assert adapter.kind == "adapter" and 'problem_type="regression"' in readme


def test_the_training_log_words_a_score_run_as_the_window_does() -> None:
    import io

    from workbench.cli.train import ProgressPrinter
    from workbench.core.training.engine.events import Evaluation
    from workbench.core.training.families.score.metrics import ScoreMetrics

    stream = io.StringIO()
    metrics = ScoreMetrics(
        step=8, epoch=2.0, loss=0.5, mae=0.4, rmse=0.6, spearman=0.9, examples=10, low=0, high=5
    )
    ProgressPrinter(stream)(Evaluation(8, metrics, True, 8))
    assert "off by 0.40 on average (RMSE 0.60, rank agreement 0.90), loss 0.500" in stream.getvalue()
