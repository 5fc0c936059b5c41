"""Scoring a model on a file kept aside: a classifier's scores match what its labelled copy implies, labels it
never saw are reported, and a language model's perplexity is the one transformers computes directly."""

from __future__ import annotations

import csv
import math
from pathlib import Path

import pytest

from tests.core.use.test_predict import run_dir  # noqa: F401 - fixture
from tests.support.training_data import (  # noqa: F401 - fixtures
    one_torch_thread,
    tiny_bert_folder,
    tiny_gpt2_folder,
    write_animal_csv,
)
from workbench.core.errors import WrongModelKind
from workbench.core.use.evaluate import _windows, perplexity, score_file
from workbench.core.use.predict import label_file, open_classifier


@pytest.fixture(autouse=True)
def _one_thread(one_torch_thread) -> None:  # noqa: F811
    pass


def test_the_scores_are_those_the_labelled_copy_implies(run_dir: Path, tmp_path: Path) -> None:  # noqa: F811
    data = write_animal_csv(tmp_path / "held_out.csv", n=24)
    with data.open("a", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerow(["the bird sat", "bird"])  # a label the model never saw
    classifier = open_classifier(run_dir)
    scores = score_file(classifier, data)
    with label_file(classifier, data).out.open(encoding="utf-8", newline="") as handle:
        copy = list(csv.DictReader(handle))
    right = sum(row["label"] == row["predicted_label"] for row in copy)
    assert scores.metrics.examples == 25 and scores.metrics.accuracy == pytest.approx(right / 25)
    assert scores.unseen_labels == ("bird",)
    as_json = scores.to_dict()
    assert as_json["confusion"]["labels"] == ["cat", "dog", "bird"]
    assert sum(as_json["confusion"]["matrix"][2]) == 1 and as_json["per_label"]["bird"]["recall"] == 0.0
    assert sum(sum(row) for row in as_json["confusion"]["matrix"]) == 25
    assert all(m.true != m.predicted for m in scores.worst)
    assert [m.confidence for m in scores.worst] == sorted((m.confidence for m in scores.worst), reverse=True)


# Texts about a cat or a dog in three languages, each long enough for its language to be told.
ANIMALS_IN_LANGUAGES = [
    ("the cat went to the store to buy some milk", "cat", "en"),
    ("a dog sat on the mat and was playing", "dog", "en"),
    ("the man went to the store with the dog", "dog", "en"),
    ("le chat est allé au magasin pour acheter du lait", "cat", "fr"),
    ("le chien était assis sur le tapis de la cuisine", "dog", "fr"),
    ("el gato fue a la tienda a comprar leche", "cat", "es"),
    ("el perro estaba sentado en la alfombra de la cocina", "dog", "es"),
]


def write_animals_in_languages(path: Path) -> Path:
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["text", "label"])
        writer.writerows((text, label) for text, label, _ in ANIMALS_IN_LANGUAGES)
    return path


def test_a_files_scores_count_the_right_answers_in_each_language(run_dir: Path, tmp_path: Path) -> None:  # noqa: F811
    data = write_animals_in_languages(tmp_path / "languages.csv")
    classifier = open_classifier(run_dir)
    answers = [p.label for p in classifier.predict([text for text, _, _ in ANIMALS_IN_LANGUAGES])]
    expected = {}
    for (_, label, code), answer in zip(ANIMALS_IN_LANGUAGES, answers, strict=True):
        right, texts = expected.get(code, (0, 0))
        expected[code] = (right + (answer == label), texts + 1)
    scores = score_file(classifier, data)
    assert {code: (right, texts) for code, right, texts in scores.metrics.by_language} == expected
    assert [code for code, _, _ in scores.metrics.by_language] == ["en", "es", "fr"]  # most texts first
    assert scores.to_dict()["by_language"]["en"]["texts"] == 3


def test_a_finished_run_records_its_right_answers_in_each_language(run_dir: Path) -> None:  # noqa: F811
    from workbench.core.training.engine.run_folder import RunFolder

    metrics = RunFolder(run_dir).read_summary()["metrics"]
    # of the checking sentences only "the cat (or dog) went to the store" are long enough to be told English
    by_language = metrics["by_language"]
    assert {code: each["texts"] for code, each in by_language.items()} == {"en": 2, "unsure": 6}
    assert sum(each["right"] for each in by_language.values()) == round(metrics["accuracy"] * 8)


def test_windows_predict_every_token_once_with_context() -> None:
    for length in (0, 1, 2, 7, 8, 9, 31, 100):
        spans = _windows(length, 8)
        counted = [t for start, end, first in spans for t in range(max(first, start + 1), end)]
        assert counted == list(range(1, length))
        assert all(end - start <= 8 for start, end, _ in spans)
        assert all(first - start >= 4 or start == 0 for start, _end, first in spans)  # half a window before


def test_perplexity_is_the_direct_computation(tiny_gpt2_folder: Path, tmp_path: Path) -> None:  # noqa: F811
    import torch

    from workbench.core.models.loading import load_model

    loaded = load_model(str(tiny_gpt2_folder), "causal-lm")
    lines = ["the cat sat on the mat", "", "a dog went to buy milk and the man ran to the store"]
    data = tmp_path / "notes.txt"
    data.write_text("\n".join(lines), encoding="utf-8")
    nll, count = 0.0, 0
    for line in filter(None, lines):
        ids = loaded.tokenizer(line, return_tensors="pt")["input_ids"]
        with torch.no_grad():
            out = loaded.model(input_ids=ids, labels=ids)
        n = ids.shape[1] - 1
        nll, count = nll + float(out.loss) * n, count + n
    result = perplexity(loaded, data)
    assert result.tokens == count and result.lines == 2
    assert result.perplexity == pytest.approx(math.exp(nll / count), rel=1e-4)
    with pytest.raises(WrongModelKind):
        perplexity(open_classifier_like(loaded), data)


def open_classifier_like(loaded):
    """The same loaded model, said to be of another task."""
    from dataclasses import replace

    return replace(loaded, task="classification")
