"""A classifier of pairs of texts trained, kept, resumed, exported and used end to end on the tiny BERT: the
export loads with AutoModelForSequenceClassification and in transformers' text-classification pipeline with
text pairs, a stopped run resumes from its data.json, and a file of pairs is labelled row by row."""

from __future__ import annotations

import csv
import json
import threading
from pathlib import Path

import pytest

from tests.support.pair_data import PAIR_LABELS, animal_pairs, write_pairs_csv
from tests.support.training_data import (  # noqa: F401 - fixtures
    animal_texts,
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
)
from workbench.core.errors import TrainingError
from workbench.core.training.data.reading import ColumnError
from workbench.core.training.engine import events as ev
from workbench.core.training.engine.loop import train
from workbench.core.training.runs.classifier import load_trained
from workbench.core.training.runs.export import export_model
from workbench.core.training.runs.listing import resume
from workbench.core.use.evaluate import run_mistakes, score_file
from workbench.core.use.predict import label_file, open_classifier


@pytest.fixture(autouse=True)
def _one_thread(one_torch_thread, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    monkeypatch.setattr(ev, "STEP_EVENTS_PER_SECOND", 1e9)  # every step is seen, so the stop is at step 4


@pytest.fixture(scope="module")
def pairs_run(tiny_bert_folder: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:  # noqa: F811
    train_part, val_part = animal_pairs()
    out = tmp_path_factory.mktemp("pairs-run") / "run"
    config = tiny_config(tiny_bert_folder, objective="pairs", epochs=3, max_length=24, out_dir=str(out))
    result = train(config, train_part, val_part)
    assert result.status == "finished" and result.objective == "pairs" and result.metrics is not None
    return Path(result.run_dir)


def test_the_kept_pairs_model_loads_in_transformers_and_answers_pairs(
    pairs_run: Path, tmp_path: Path
) -> None:
    from transformers import AutoModelForSequenceClassification, pipeline

    info = json.loads((pairs_run / "best" / "workbench.json").read_text(encoding="utf-8"))
    assert info["objective"] == "pairs" and info["label_names"] == list(PAIR_LABELS)
    exported = export_model(pairs_run, tmp_path / "export")
    model = AutoModelForSequenceClassification.from_pretrained(exported.folder)
    assert [model.config.id2label[i] for i in range(2)] == list(PAIR_LABELS)
    readme = (exported.folder / "README.md").read_text(encoding="utf-8")
    assert "Classifier of pairs of texts" in readme and '"text_pair"' in readme

    classify = pipeline("text-classification", model=str(exported.folder), device="cpu")
    _, val_part = animal_pairs()
    ours = load_trained(pairs_run).predict(list(val_part.texts), texts_b=list(val_part.texts_b))
    for (text, text_b), mine in zip(zip(val_part.texts, val_part.texts_b, strict=True), ours, strict=True):
        answer = classify({"text": text, "text_pair": text_b})
        answer = answer[0] if isinstance(answer, list) else answer
        assert answer["label"] == mine.label and answer["score"] == pytest.approx(mine.score, abs=1e-4)
    one_text = load_trained(pairs_run).predict([val_part.texts[0] + " " + val_part.texts_b[0]])[0]
    assert one_text.probabilities != ours[0].probabilities, "the pair is read as a pair, not as one text"


def test_a_stopped_pairs_run_resumes_from_its_saved_pairs(tiny_bert_folder: Path) -> None:  # noqa: F811
    train_part, val_part = animal_pairs()
    cancel = threading.Event()
    stop_at_4 = lambda e: cancel.set() if isinstance(e, ev.Step) and e.step == 4 else None  # noqa: E731
    config = tiny_config(tiny_bert_folder, objective="pairs", max_length=24)
    stopped = train(config, train_part, val_part, stop_at_4, cancel)
    assert stopped.status == "cancelled" and stopped.steps == 4
    data = json.loads((Path(stopped.run_dir) / "data.json").read_text(encoding="utf-8"))
    assert data["train"]["texts_b"] == list(train_part.texts_b)
    assert data["validation"]["texts_b"] == list(val_part.texts_b)
    resumed = resume(Path(stopped.run_dir))
    uninterrupted = train(config, train_part, val_part)
    assert resumed.status == "finished" and resumed.steps == uninterrupted.steps
    assert resumed.metrics.loss == pytest.approx(uninterrupted.metrics.loss, rel=1e-5)


def test_pairs_and_single_texts_are_not_mixed_up(tiny_bert_folder: Path) -> None:  # noqa: F811
    pairs_train, pairs_val = animal_pairs()
    texts_train, texts_val = animal_texts()
    with pytest.raises(TrainingError, match="no second text for its examples"):
        train(tiny_config(tiny_bert_folder, objective="pairs"), texts_train, texts_val)
    with pytest.raises(TrainingError, match="holds pairs of texts, but this run classifies single texts"):
        train(tiny_config(tiny_bert_folder), pairs_train, pairs_val)


def test_a_file_of_pairs_is_labelled_row_by_row(pairs_run: Path, tmp_path: Path) -> None:
    data = tmp_path / "to_label.csv"
    with data.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["id", "question", "answer"])
        writer.writerows(
            [[1, "the cat sat", "a cat ran"], [2, "the dog ran", ""], [3, "a dog sat", "the cat is"]]
        )
    classifier = open_classifier(pairs_run)
    assert classifier.pairs
    result = label_file(classifier, data)
    with result.out.open(encoding="utf-8", newline="") as handle:
        copy = list(csv.DictReader(handle))
    assert [row["id"] for row in copy] == ["1", "2", "3"] and copy[1]["predicted_label"] == ""
    expected = classifier.predict(["the cat sat", "a dog sat"], texts_b=["a cat ran", "the cat is"])
    assert [copy[0]["predicted_label"], copy[2]["predicted_label"]] == [p.label for p in expected]
    assert result.labelled == 2 and result.preview[0].text == "the cat sat  ‖  a cat ran"

    named = label_file(
        classifier, data, tmp_path / "named.csv", text_column="answer", text_b_column="question"
    )
    assert named.preview[0].text == "a cat ran  ‖  the cat sat"
    lines = tmp_path / "lines.txt"
    lines.write_text("the cat sat\nthe dog ran\n", encoding="utf-8")
    with pytest.raises(ColumnError, match="holds one text per line, but this model classifies pairs"):
        label_file(classifier, lines)
    single = tmp_path / "single.csv"
    single.write_text("text\nthe cat sat\n", encoding="utf-8")
    with pytest.raises(ColumnError, match="needs a column for each text of a pair"):
        label_file(classifier, single)


def test_a_pairs_model_is_scored_on_a_labelled_file_of_pairs(pairs_run: Path, tmp_path: Path) -> None:
    data = write_pairs_csv(tmp_path / "held_out.csv", 48)
    classifier = open_classifier(pairs_run)
    scores = score_file(classifier, data)
    assert scores.metrics.examples == 48 and scores.metrics.label_names == PAIR_LABELS
    assert all("  ‖  " in mistake.text for mistake in scores.worst)
    assert all("  ‖  " in mistake.text for mistake in run_mistakes(classifier, pairs_run))
