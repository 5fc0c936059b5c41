"""The Results page of a real tiny classifier run speaks plain words first: the sentence, the checking texts
it got wrong (read from the answers the run kept), and the field's figures behind a Details button, closed
until clicked, each figure with a line saying what it means."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tests.core.use.test_predict import run_dir  # noqa: F401 - fixture
from tests.support.training_data import one_torch_thread, tiny_bert_folder  # noqa: F401 - fixtures
from workbench.core.training.engine.events import TrainResult
from workbench.core.training.engine.run_folder import RunFolder
from workbench.ui.tasks import TaskController


@pytest.fixture
def tasks(qtbot):
    controller = TaskController()
    yield controller
    controller.shutdown()


def test_results_say_how_it_did_show_what_it_got_wrong_and_keep_the_figures_in_details(
    qtbot,
    tasks,
    run_dir: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    from workbench.core.sessions.train.wizard import WizardState
    from workbench.ui.tabs.train.results.results_page import ResultsPage

    copy = tmp_path / "run"  # the run with three of its kept answers made wrong: known mistakes to show
    shutil.copytree(run_dir, copy)
    _, validation = RunFolder(copy).read_data()
    names = list(validation.label_names)
    answers = [1 - label if i in (0, 2, 5) else label for i, label in enumerate(validation.labels)]
    (copy / "check_answers.json").write_text(
        json.dumps({"step": 1, "label_names": names, "answers": answers})
    )
    result = TrainResult.from_dict(RunFolder(copy).read_summary())
    result = dataclasses.replace(result, run_dir=str(copy))

    page = ResultsPage(tasks, WizardState())
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    with qtbot.waitSignal(page.ready, timeout=60000):
        page.show_results([("Fine-tune everything", result)])
    m = result.metrics
    right = sum(m.confusion[i][i] for i in range(len(m.confusion)))
    headline = page.headline.text()
    assert f"Right on {right} of {m.examples} texts it never saw" in headline or (
        right == m.examples and f"Right on all {m.examples} texts" in headline
    )
    assert "Accuracy" not in headline and "F1" not in headline  # the terms wait in the details

    wrong = page.wrong_answers
    qtbot.waitUntil(lambda: wrong.table.rowCount() == 3, timeout=20000)
    rows = [[wrong.table.item(r, c).text() for c in range(3)] for r in range(3)]
    assert sorted(row[0] for row in rows) == sorted(validation.texts[i] for i in (0, 2, 5))
    assert all(row[1] in names and row[2] in names and row[1] != row[2] for row in rows)
    assert wrong.isVisibleTo(page) and wrong.table.isVisibleTo(page)

    assert not page.exports.gguf_button.isVisibleTo(page)  # a classifier: no GGUF to offer, then refuse
    assert "another computer" in page.exports.uses.text()
    details = page.details
    assert not details.expanded and "Details" in details.button.text()
    for part in (page.per_class, page.confusion, page.figures, page.costs):
        assert not part.isVisibleTo(page)
    if os.environ.get("WORKBENCH_SCREENSHOT"):  # to look at the page: WORKBENCH_SCREENSHOT=FOLDER
        page.grab().save(str(Path(os.environ["WORKBENCH_SCREENSHOT"]) / "results-plain.png"))
    details.button.click()
    assert details.expanded
    for part in (page.per_class, page.confusion, page.figures, page.costs):
        assert part.isVisibleTo(page)
    assert "Accuracy" in page.figures.text() and "the share of the checking texts it got right" in (
        page.figures.text()
    )
    assert "<b>Precision</b>: of the texts it gave a label" in page.per_class_means.text()
    assert "the diagonal is what it got right" in page.confusion_means.text()
    assert "chip-hours" in page.costs_means.text()
    if os.environ.get("WORKBENCH_SCREENSHOT"):
        QApplication.processEvents()  # the opened details laid out
        page.grab().save(str(Path(os.environ["WORKBENCH_SCREENSHOT"]) / "results-details.png"))

    page.show_results([("Fine-tune everything", result)])  # another run, or the same again: closed again
    assert not details.expanded and not page.per_class.isVisibleTo(page)


def test_what_it_got_wrong_says_pairs_for_a_pair_classifier(qtbot) -> None:
    """The list of mistakes speaks of the checking pairs when the model reads pairs of texts, not of texts."""
    from types import SimpleNamespace

    from workbench.ui.tabs.train.results.plain_results import WrongAnswers

    view = WrongAnswers()
    qtbot.addWidget(view)
    wrong = [SimpleNamespace(text="A cat sat. ‖ A dog ran.", label="same", answer="different", location="")]
    view.show_answers(wrong, pairs=True)
    assert "checking pairs" in view.heading.text() and "texts" not in view.heading.text()
    assert view.table.horizontalHeaderItem(0).text() == "Texts of the pair"
    view.show_answers(wrong)
    assert "checking texts" in view.heading.text()
