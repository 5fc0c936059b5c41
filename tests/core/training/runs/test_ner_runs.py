"""Finding names, end to end on a tiny BERT: a real run, its export in transformers' own pipeline, the
trained tagger on raw text, and a stopped run that resumes on the same sentences."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from tests.support.training_data import (  # noqa: F401 - fixtures
    animal_sentences,
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
    write_animal_conll,
)
from workbench.core.training.data.families import load_run_data
from workbench.core.training.data.tagged import TaggedDataset
from workbench.core.training.engine import events as ev
from workbench.core.training.engine.loop import train
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.training.runs.export import export_model
from workbench.core.training.runs.listing import read_run, resume
from workbench.core.training.runs.tagger import load_tagger, worst_first


@pytest.fixture(autouse=True)
def _setup(monkeypatch: pytest.MonkeyPatch, one_torch_thread) -> None:  # noqa: F811
    monkeypatch.setattr(ev, "STEP_EVENTS_PER_SECOND", 1e9)


def ner_config(folder: Path, data: Path, **changes):
    return tiny_config(folder, **{"objective": "ner", "data_path": str(data), "epochs": 4, **changes})


def test_a_tagger_learns_to_find_names_and_its_export_works_in_the_pipeline(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    from transformers import AutoModelForTokenClassification, pipeline

    config = ner_config(tiny_bert_folder, write_animal_conll(tmp_path / "animals.conll"))
    data = load_run_data(config)
    seen: list[ev.TrainEvent] = []
    result = train(config, data.train, data.validation, seen.append)
    assert result.status == "finished" and result.objective == "ner"
    assert result.label_names == ("O", "B-ANI", "I-ANI", "B-PLA", "I-PLA")
    assert result.entity_f1 == 1.0 and result.metrics.support == (5, 5)  # every name of the 5 found
    assert [e.metrics.entity_f1 for e in seen if isinstance(e, ev.Evaluation)][
        0
    ] < 1.0  # learned, not born so
    summary = json.loads((Path(result.run_dir) / "summary.json").read_text())
    assert summary["entity_f1"] == 1.0 and summary["metrics"]["types"] == ["ANI", "PLA"]

    folder = export_model(Path(result.run_dir), tmp_path / "export").folder
    model = AutoModelForTokenClassification.from_pretrained(folder)
    assert model.config.id2label == dict(enumerate(result.label_names))
    assert 'aggregation_strategy="first"' in (folder / "README.md").read_text()
    find = pipeline("token-classification", model=str(folder), aggregation_strategy="first", device="cpu")
    text = "a dog went to the milk store"
    found = [(e["entity_group"], e["word"], e["start"], e["end"]) for e in find(text)]
    assert found == [("ANI", "dog", 2, 5), ("PLA", "milk store", 18, 28)]

    tagger = load_tagger(folder)
    [entities, none] = tagger.find([text, "  "])  # the same answer as the pipeline's; an empty text has none
    assert [(e.type, e.text, e.start, e.end) for e in entities] == found
    assert all(0.5 < e.score <= 1 for e in entities) and none == []
    assert text[entities[1].start : entities[1].end] == "milk store"
    sentences, loss = tagger.tag_sentences([["the", "man", "sat"]], [["O", "B-ANI", "O"]])
    assert sentences[0].predicted == ("O", "B-ANI", "O") and sentences[0].mistakes == 0 and loss > 0
    wrong, _ = tagger.tag_sentences([["the", "man", "sat"]], [["O", "B-PLA", "O"]])
    assert worst_first(sentences + wrong) == wrong


def test_a_stopped_tagging_run_resumes_on_the_same_sentences_to_the_same_result(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    config = ner_config(tiny_bert_folder, write_animal_conll(tmp_path / "animals.conll"))
    data = load_run_data(config)
    uninterrupted = train(config, data.train, data.validation)
    cancel = threading.Event()
    stop_at_5 = lambda e: cancel.set() if isinstance(e, ev.Step) and e.step == 5 else None  # noqa: E731
    stopped = train(config, data.train, data.validation, stop_at_5, cancel)
    assert stopped.status == "cancelled"
    train_part, val_part = RunFolder(Path(stopped.run_dir)).read_data()  # data.json, read back
    assert isinstance(train_part, TaggedDataset)
    assert (train_part.words, train_part.tags, train_part.tag_names) == (
        data.train.words,
        data.train.tags,
        data.train.tag_names,
    )
    assert (val_part.words, val_part.tags) == (data.validation.words, data.validation.tags)
    resumed = resume(Path(stopped.run_dir))
    assert resumed.status == "finished" and read_run(Path(stopped.run_dir)).status == "finished"
    assert resumed.steps == uninterrupted.steps and resumed.best_step == uninterrupted.best_step
    assert resumed.metrics.loss == pytest.approx(uninterrupted.metrics.loss, rel=1e-6)
    assert resumed.entity_f1 == uninterrupted.entity_f1


def test_sentences_longer_than_the_maximum_length_are_cut_with_a_note(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    long = (["the", "cat", *["sat"] * 20, "on", "the", "mat"], ["O", "B-ANI", *["O"] * 20, "O", "O", "B-PLA"])
    data_file = write_animal_conll(tmp_path / "long.conll", [*animal_sentences(), long])
    config = ner_config(tiny_bert_folder, data_file, epochs=1, val_fraction=0.1)
    data = load_run_data(config)
    seen: list[ev.TrainEvent] = []
    result = train(config, data.train, data.validation, seen.append)
    started = next(e for e in seen if isinstance(e, ev.Started))
    assert result.status == "finished" and started.objective == "ner"
    assert any("longer than 16 word pieces and were cut" in note for note in started.notes)
