"""Predicting a score for each text through the fine-tuning wizard, driven as a user would: the task, the
built-in star reviews and how their scores spread, a file whose score is not a number refused naming its row,
then a run on a tiny BERT in the real background thread, whose curves, results, try-it, export and place in
the list of runs speak of how far off its scores are, not of accuracy."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from tests.core.training.test_score_family import animal_scores, write_scores
from tests.support.training_data import one_torch_thread, tiny_bert_folder  # noqa: F401 - fixtures
from tests.ui.tabs.train.wizard import enabled_next
from workbench.core.training.registry import names
from workbench.ui.tabs.train.history.history_page import COLUMNS


@pytest.fixture
def tab(qtbot, main_window):
    return main_window.show_tab("Fine-tuning")


def choose_score_task(tab) -> None:
    tab.task_page.buttons["score"].click()
    assert tab.state.objective == "score" and tab.state.family.regression
    tab.next()


def test_the_data_page_reads_scores_shows_their_spread_and_names_a_bad_row(qtbot, tab, tmp_path) -> None:
    assert set(tab.task_page.buttons) == set(names()), "the task page offers every family"
    button = tab.task_page.buttons["score"]
    [note] = button.parentWidget().findChildren(QLabel)
    assert button.text() == "Predict a score for each text"
    assert note.text().index("1 to 5 stars") < note.text().index("regression")  # plain words first
    choose_score_task(tab)
    page = tab.data_page
    assert page.sample_combo.currentData() == "reviews_stars.csv"
    assert page.mapping.label_caption.text() == "Scores are in:"
    page.use_sample()
    enabled_next(qtbot, tab)
    assert (page.text_combo.currentText(), page.label_combo.currentText()) == ("text", "stars")
    spread = page.data_preview.spread
    assert spread.isVisibleTo(page) and "500 texts with a score" in spread.text()
    assert "lowest 1 · highest 5 · average 3.00" in spread.text()
    assert page.counts.isVisibleTo(page) and page.counts.labels == ["1", "2", "3", "4", "5"]
    assert page.counts.values == [100] * 5
    assert "scores from “stars”" in page.issues.text()

    rows = [(f"the cat sat {i}", str(1 + i % 5)) for i in range(12)]
    bad = write_scores(tmp_path / "bad.csv", [*rows[:5], ("the dog ran", "five stars"), *rows[5:]])
    page.open_file(bad)
    qtbot.waitUntil(lambda: page.snapshot is not None and not page.loading, timeout=20000)
    assert "“five stars” in row 7 of bad.csv is not a number" in page.issues.text()
    assert "Problem" in page.issues.text() and "Traceback" not in page.issues.text()
    assert not tab.next_button.isEnabled()
    assert tab.blocker_label.text() == "Choose the columns for the texts and the scores."
    assert not page.counts.isVisibleTo(page) and page.data_preview.spread.text() == ""

    few = write_scores(tmp_path / "few.csv", rows[:4])
    page.open_file(few)
    qtbot.waitUntil(lambda: page.snapshot is not None and not page.loading, timeout=20000)
    assert "a score predictor needs at least 10" in page.issues.text() and not tab.next_button.isEnabled()


@pytest.mark.usefixtures("one_torch_thread")
def test_a_score_run_trains_shows_its_errors_scores_a_text_exports_and_is_listed(
    qtbot,
    tab,
    tmp_path,
    tiny_bert_folder: Path,  # noqa: F811
) -> None:
    choose_score_task(tab)
    tab.data_page.open_file(animal_scores(tmp_path / "scores.csv"))
    enabled_next(qtbot, tab)
    tab.next()
    model_page = tab.model_page
    qtbot.waitUntil(lambda: model_page.overview is not None, timeout=60000)
    assert model_page.rows and all("classification" in row.entry.tasks for row in model_page.rows)
    # MiniLM trains a score in seconds on a GPU, not in a test: the same steps on the tiny BERT
    tab.state.choose_model(dataclasses.replace(tab.state.model, id=str(tiny_bert_folder)))
    tab.next()
    method = tab.method_page
    qtbot.waitUntil(lambda: method.counts is not None, timeout=30000)
    assert method.diagram.head_label == "Score head (new)"
    tab.next()
    tab.settings_page.set_values(epochs=3, max_length=16, batch_size=8)
    enabled_next(qtbot, tab)

    training = tab.training_page
    with qtbot.waitSignal(training.finished, timeout=120000) as ended:
        tab.next()
    assert ended.args == ["finished"]
    curves = training.curves
    assert curves.accuracy_plot.property("plotTitle") == "Mean error (validation; lower is better)"
    assert curves.evaluations("0") and curves.csv_rows()[0][-1] == "validation mae"
    assert "off by" in training.log.text() and "accuracy" not in training.log.text()
    assert "Finished" in training.status.text() and "off by" in training.status.text()

    results = tab.results_page
    with qtbot.waitSignal(results.ready, timeout=60000):
        tab.next()
    headline = results.headline.text()
    m = results.result.metrics
    assert headline.index(f"Off by {m.mae:.2f} on average") < headline.index("Mean error (MAE)")
    assert headline.index("Mean error (MAE)") < headline.index("RMSE") < headline.index("Rank agreement")
    assert "Accuracy" not in headline and not results.confusion.isVisibleTo(results)
    scores = results.scores
    assert scores.isVisibleTo(results) and scores.misses.rowCount() == min(10, m.examples)
    offs = [float(scores.misses.item(i, 3).text()) for i in range(scores.misses.rowCount())]
    assert (
        offs == sorted(offs, reverse=True)
        and "answering the average score" in headline + scores.average.text()
    )
    scores.try_text.setText("the dog ran to the store")
    with qtbot.waitSignal(scores.scored, timeout=30000) as scored:
        scores.try_button.click()
    from workbench.core.use.scores import ScoreModel

    run_dir = Path(results.result.run_dir)
    assert scored.args[0] == pytest.approx(ScoreModel(run_dir).scores(["the dog ran to the store"], 1)[0])
    assert f"{scored.args[0]:.2f}" in scores.try_result.text()

    target = tmp_path / "exported"
    assert results.export_buttons["model"].isVisibleTo(results)
    with qtbot.waitSignal(results.exported, timeout=60000):
        results.export("model", target)
    assert "the predicted number" in results.export_status.text()
    from transformers import AutoModelForSequenceClassification

    exported = AutoModelForSequenceClassification.from_pretrained(target)
    assert (exported.config.problem_type, exported.config.num_labels) == ("regression", 1)
    assert "Score predictor" in (target / "README.md").read_text(encoding="utf-8")

    # Score a file, and test on one, from the results page: the same scores as the command line's
    buttons = results.use_buttons
    assert buttons["label"].isVisibleTo(results) and buttons["label"].text() == "Score a file…"
    texts = animal_scores(tmp_path / "more.csv")
    results.use_selected("label")
    dialog = results.use_dialog
    assert dialog.scoring and dialog.windowTitle().startswith("Score a file")
    dialog.set_file(texts)
    qtbot.waitUntil(lambda: dialog.run_button.isEnabled(), timeout=20000)
    with qtbot.waitSignal(dialog.finished_work, timeout=60000) as scored_file:
        dialog.run_button.click()
    written = scored_file.args[0]
    import csv

    with written.out.open(encoding="utf-8") as handle:
        copied = list(csv.DictReader(handle))
    first = ScoreModel(run_dir).scores([copied[0]["review"]], 1)[0]
    assert float(copied[0]["score"]) == pytest.approx(first, abs=1e-4)
    assert f"Scored {written.scored:,} texts" in dialog.summary.text()
    results.use_selected("test")
    test = results.use_dialog
    test.set_file(texts)
    qtbot.waitUntil(lambda: test.run_button.isEnabled(), timeout=20000)
    test.label_column.setCurrentText("stars")
    with qtbot.waitSignal(test.finished_work, timeout=60000) as tested:
        test.run_button.click()
    from workbench.core.use.scores import evaluate_file

    expected = evaluate_file(run_dir, texts, score_column="stars").metrics
    assert tested.args[0].metrics.mae == pytest.approx(expected.mae)
    assert f"Off by {expected.mae:.2f} on average" in test.summary.text()

    history = tab.history_page
    tab.history_button.click()
    qtbot.waitUntil(lambda: history.table.rowCount() == 1, timeout=20000)
    shown = history.table.item(0, COLUMNS.index("Accuracy"))
    assert shown.text() == f"off by {m.mae:.2f}" and shown.toolTip().startswith("Mean error")
    history.table.selectRow(0)
    qtbot.waitUntil(lambda: len(history.curves.keys()) == 1, timeout=20000)
    assert history.curves.evaluations(history.curves.keys()[0])
    assert history.curves.accuracy_plot.property("plotTitle").startswith("Mean error")
    headers = [history.compare.horizontalHeaderItem(c).text() for c in range(history.compare.columnCount())]
    assert history.compare.item(0, headers.index("Mean error")).text() == f"{m.mae:.3f}"
    assert history.use_buttons["test"].isEnabled() and history.use_buttons["label"].text() == "Score a file…"
