"""A run's results in plain words: the sentence read from a known confusion, and the checking texts a real
tiny classifier got wrong, read from the answers its run kept at the end (no model loaded)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from types import SimpleNamespace

from tests.core.use.test_predict import run_dir  # noqa: F401 - fixture
from tests.support.training_data import one_torch_thread, tiny_bert_folder  # noqa: F401 - fixtures
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.training.objectives.metrics import classification_metrics
from workbench.core.training.runs.plain_results import classifier_verdict, verdict, wrong_answers

NAMES = ("billing", "delivery", "refund")


def messages(right: int = 92) -> object:
    """100 checking messages: 40 billing, 40 delivery, 20 refund; 5 deliveries taken for billing, 3 refunds
    for delivery (92 right)."""
    true = [0] * 40 + [1] * 40 + [2] * 20
    predicted = [0] * 40 + [0] * 5 + [1] * 35 + [1] * 3 + [2] * 17
    return classification_metrics(true, predicted, NAMES, loss=0.3)


def test_the_sentence_says_how_many_were_right_and_which_labels_it_mixes_up_most() -> None:
    said = classifier_verdict(messages())
    assert said == (
        "Right on 92 of 100 texts it never saw; it confuses “delivery” with “billing” most (5 “delivery” "
        "texts answered “billing”)."
    )
    run = SimpleNamespace(metrics=messages(), objective="pairs")
    assert verdict(run).startswith("Right on 92 of 100 pairs it never saw")
    perfect = classification_metrics([0, 1, 2], [0, 1, 2], NAMES, loss=0.1)
    assert classifier_verdict(perfect) == "Right on all 3 texts it never saw."
    lazy = classification_metrics([0] * 8 + [1] * 2, [0] * 10, NAMES[:2], loss=0.7)
    assert "Answering “billing” every time would be right on 8 too" in classifier_verdict(lazy)


def test_the_run_keeps_its_answers_and_the_wrong_ones_are_read_back_without_a_model(
    run_dir: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    from workbench.core.training.runs.classifier import load_trained

    folder = RunFolder(run_dir)
    kept = folder.read_check_answers()
    _, validation = folder.read_data()
    assert kept is not None and len(kept["answers"]) == len(validation.texts)
    model = load_trained(run_dir)  # the kept answers are those of the kept weights, text by text
    said = [p.label for p in model.predict(list(validation.texts))]
    assert [kept["label_names"][a] for a in kept["answers"]] == said

    copy = tmp_path / "run"  # the same run, its answers made wrong on purpose: a known set of mistakes
    shutil.copytree(run_dir, copy)
    names = list(validation.label_names)
    answers = [1 - label if i in (0, 2, 5) else label for i, label in enumerate(validation.labels)]
    (copy / "check_answers.json").write_text(
        json.dumps({"step": 1, "label_names": names, "answers": answers})
    )
    wrong = wrong_answers(copy)
    assert sorted(w.text for w in wrong) == sorted(validation.texts[i] for i in (0, 2, 5))
    assert all(w.answer != w.label and w.label in names for w in wrong)
    counts = [sum(1 for x in wrong if (x.label, x.answer) == (w.label, w.answer)) for w in wrong]
    assert counts == sorted(counts, reverse=True)  # the most confused pair of labels first

    (copy / "check_answers.json").unlink()  # a run from before runs kept their answers
    assert wrong_answers(copy) is None
