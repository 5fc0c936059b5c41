"""Answering questions, end to end through the trainer on a tiny BERT: a real run of the "qa" task, its export
loaded with AutoModelForQuestionAnswering, the answerer on a new passage, the run's stored questions and a
stopped run that resumes to the same result, a LoRA run, and the recipe of the task."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from tests.core.training.qa.test_qa_training import save_tiny_qa_bert
from tests.support.training_data import one_torch_thread, tiny_config  # noqa: F401 - fixtures
from workbench.core.errors import DataError
from workbench.core.training.config import TrainConfig
from workbench.core.training.data.families import load_run_data
from workbench.core.training.data.qa import QADataset
from workbench.core.training.data.qa_reading import load_qa_dataset
from workbench.core.training.data.samples import sample_path
from workbench.core.training.engine import events as ev
from workbench.core.training.engine.loop import train, training_units
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.training.families.questions import QA_EPOCHS
from workbench.core.training.recipes import recipe_for
from workbench.core.training.runs.answerer import load_answerer
from workbench.core.training.runs.export import export_model
from workbench.core.training.runs.listing import resume
from workbench.core.use.answers import run_check_answers

QUESTIONS = 30  # the first passages of the built-in set: 20 questions train, 10 are kept for checking


@pytest.fixture(autouse=True)
def _setup(monkeypatch: pytest.MonkeyPatch, one_torch_thread) -> None:  # noqa: F811
    monkeypatch.setattr(ev, "STEP_EVENTS_PER_SECOND", 1e9)


@pytest.fixture(scope="module")
def qa_files(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(a tiny BERT whose vocabulary has every word of the questions, a JSON Lines file of them)."""
    folder = tmp_path_factory.mktemp("qa")
    items = load_qa_dataset(sample_path("qa_passages.jsonl")).select(range(QUESTIONS))
    data = folder / "questions.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in items.to_records()), encoding="utf-8")
    return save_tiny_qa_bert(folder / "tiny", [*items.contexts, *items.questions]), data


def qa_config(files: tuple[Path, Path], **changes) -> TrainConfig:
    model, data = files
    settings = {
        "objective": "qa",
        "data_path": str(data),
        "epochs": 6,
        "max_length": 48,
        "learning_rate": 3e-3,
        "eval_every_steps": 6,
        "batch_size": 8,
    }
    return tiny_config(model, **{**settings, **changes})


def test_a_question_answerer_learns_and_its_export_answers_new_text(qa_files, tmp_path: Path) -> None:
    from transformers import AutoModelForQuestionAnswering, AutoTokenizer

    config = qa_config(qa_files)
    data = load_run_data(config)
    assert isinstance(data.train, QADataset) and len(data.validation) == 10
    assert not set(data.train.contexts) & set(data.validation.contexts), "no passage on both sides"
    seen: list[ev.TrainEvent] = []
    result = train(config, data.train, data.validation, seen.append)
    assert result.status == "finished" and result.objective == "qa"
    evaluations = [e.metrics for e in seen if isinstance(e, ev.Evaluation)]
    assert evaluations[-1].loss < 0.8 * evaluations[0].loss  # it learned where answers are
    assert result.exact_match is not None and 0 <= result.exact_match <= result.f1 <= 1
    assert result.metrics.examples == 10 and result.metrics.windows > 10  # 48 tokens: several windows each
    started = next(e for e in seen if isinstance(e, ev.Started))
    assert started.steps_per_epoch * 8 >= started.train_examples > 20  # an epoch walks through windows
    summary = json.loads((Path(result.run_dir) / "summary.json").read_text())
    assert summary["f1"] == result.f1 and summary["exact_match"] == result.exact_match
    kept = json.loads((Path(result.run_dir) / "best" / "workbench.json").read_text())
    assert (kept["objective"], kept["max_length"], kept["stride"]) == ("qa", 48, 12)

    folder = export_model(Path(result.run_dir), tmp_path / "export").folder
    model = AutoModelForQuestionAnswering.from_pretrained(folder)
    assert type(model).__name__ == "BertForQuestionAnswering"
    AutoTokenizer.from_pretrained(folder)
    readme = (folder / "README.md").read_text()
    assert "AutoModelForQuestionAnswering" in readme and "load_answerer" in readme and "no question" in readme
    answerer = load_answerer(folder)
    assert (answerer.max_length, answerer.stride) == (48, 12)
    passage = data.validation.contexts[0] + " " + data.train.contexts[0]  # longer than one window
    answer = answerer.answer(data.train.questions[0], passage)
    assert answer.found and passage[answer.start : answer.end] == answer.text
    assert 0 < answer.confidence <= 1

    checked = run_check_answers(answerer, Path(result.run_dir))
    assert len(checked) == 10 and [c.f1 for c in checked] == sorted(c.f1 for c in checked)
    assert sum(c.f1 for c in checked) / 10 == pytest.approx(result.f1, abs=1e-6)  # the run's own score


def test_a_stopped_run_resumes_on_the_same_questions_to_the_same_result(qa_files) -> None:
    config = qa_config(qa_files, epochs=2)
    data = load_run_data(config)
    uninterrupted = train(config, data.train, data.validation)
    cancel = threading.Event()
    stop_at_3 = lambda e: cancel.set() if isinstance(e, ev.Step) and e.step == 3 else None  # noqa: E731
    stopped = train(config, data.train, data.validation, stop_at_3, cancel)
    assert stopped.status == "cancelled"
    train_part, val_part = RunFolder(Path(stopped.run_dir)).read_data()  # data.json, read back
    assert isinstance(train_part, QADataset)
    assert (train_part.questions, train_part.contexts, train_part.answers, train_part.ids) == (
        data.train.questions,
        data.train.contexts,
        data.train.answers,
        data.train.ids,
    )
    assert (val_part.questions, val_part.answers) == (data.validation.questions, data.validation.answers)
    resumed = resume(Path(stopped.run_dir))
    assert resumed.status == "finished" and resumed.steps == uninterrupted.steps
    assert resumed.metrics.loss == pytest.approx(uninterrupted.metrics.loss, rel=1e-5)
    assert resumed.f1 == uninterrupted.f1


def test_a_lora_run_trains_peft_answering_adapters_and_the_answer_head(qa_files, tmp_path: Path) -> None:
    from transformers import AutoModelForQuestionAnswering

    config = qa_config(qa_files, method="lora", epochs=1, lora_r=4)
    data = load_run_data(config)
    result = train(config, data.train, data.validation)
    assert result.status == "finished" and 0 < result.trainable_params < result.total_params
    adapter = json.loads((Path(result.run_dir) / "best" / "adapter_config.json").read_text())
    assert adapter["task_type"] == "QUESTION_ANS" and "qa_outputs" in adapter["modules_to_save"]
    merged = export_model(Path(result.run_dir), tmp_path / "merged", merge_lora=True).folder
    assert type(AutoModelForQuestionAnswering.from_pretrained(merged)).__name__ == "BertForQuestionAnswering"
    context, question = data.validation.contexts[0], data.validation.questions[0]
    answer = load_answerer(Path(result.run_dir)).answer(question, context)
    assert context[answer.start : answer.end] == answer.text


def test_an_answer_not_in_its_passage_is_refused_naming_the_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.csv"
    bad.write_text(
        'context,question,answer\n"The mill opened in 1850.",When?,1850\n"A quiet town.",Where?,Paris\n'
    )
    with pytest.raises(DataError) as caught:
        load_run_data(TrainConfig(objective="qa", data_path=str(bad)))
    assert "row 3" in caught.value.message and "Paris" in caught.value.message


def test_the_recipe_counts_windows_and_takes_enough_steps_for_a_new_answer_head(qa_files) -> None:
    full = load_qa_dataset(sample_path("qa_passages.jsonl"))
    config = TrainConfig(objective="qa", max_length=256)
    windows = training_units(config, full)
    assert len(full) <= windows < 1.5 * len(full)  # the built-in passages mostly fit one 256-token window
    assert training_units(config.replace(max_length=64), full) > 3 * len(full)
    recipe = recipe_for("full", "qa", windows)
    assert recipe.steps(windows) >= recipe.min_steps > 0 and recipe.epochs > QA_EPOCHS
    assert recipe_for("full", "qa", 100_000).epochs == QA_EPOCHS  # large data keeps the lecture's epochs
    resolved = config.resolved(windows)
    assert resolved.effective_new_weights_learning_rate > resolved.effective_learning_rate
