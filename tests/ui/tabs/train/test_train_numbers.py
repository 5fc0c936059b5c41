"""The Fine-tuning tab writes its numbers as the window's language does ("1.234", "0,5" in Spanish) and reads
a learning rate typed that way: the settings page, the training page's live line, a results headline and an
experiment's table, each with Spanish's separators installed (English's afterwards)."""

from __future__ import annotations

import math

import pytest

from tests.support.finished_run import a_run
from workbench.core import scene_recordings, words


@pytest.fixture
def spanish_numbers():
    words.set_separators(",", ".")
    yield
    words.set_separators()


@pytest.fixture
def tasks(qtbot):
    from workbench.ui.tasks import TaskController

    controller = TaskController()
    yield controller
    controller.shutdown(10000)


@pytest.mark.usefixtures("spanish_numbers")
def test_the_settings_page_shows_the_recipes_rate_and_reads_a_typed_one_with_a_decimal_comma(
    qtbot, tasks
) -> None:
    from workbench.core.sessions.train.wizard import WizardState
    from workbench.ui.tabs.train.wizard.settings_page import SettingsPage

    state = WizardState()
    state.choose(method="head")  # a new head's recipe rate, 0.001: a number with a decimal point
    page = SettingsPage(tasks, state)
    qtbot.addWidget(page)
    assert page.learning_rate.currentText() == "0,001"
    assert "(the recipe: 0,001)" in page.notes["Learning rate"].text()
    for typed, rate in (("2,5e-5", 2.5e-5), ("0,0001", 1e-4), ("2e-5", 2e-5), ("0.0003", 3e-4)):
        page.learning_rate.setCurrentText(typed)
        assert state.choices.learning_rate == rate, typed
    page.learning_rate.setCurrentText("2,5,5")  # no number: the engine's check names the learning rate
    assert math.isnan(state.choices.learning_rate)


@pytest.mark.usefixtures("spanish_numbers")
def test_the_training_line_and_a_results_headline_write_spanish_numbers() -> None:
    from workbench.core.training.engine import events as ev
    from workbench.core.training.families.score.metrics import ScoreMetrics
    from workbench.ui.tabs.train.results.score_results import scores_headline
    from workbench.ui.tabs.train.wizard.run_page import step_line

    step = ev.Step(
        step=1234,
        total_steps=5000,
        epoch=0.5,
        loss=0.1234,
        learning_rate=2.5e-5,
        samples_per_second=12.5,
        memory_bytes=0,
        elapsed_seconds=60.0,
    )
    line = step_line(step, None, 0)
    assert line.startswith("Step 1.234 of 5.000 · epoch 0,50 · loss 0,123 · 12,5 texts/s")
    assert line.endswith("learning rate 2,5e-05")

    metrics = ScoreMetrics(
        step=4, epoch=1.0, loss=0.3, mae=0.5, rmse=0.75, spearman=0.8, examples=1234, low=1.0, high=4.5
    )
    run = a_run(objective="score", metrics=metrics, method="full", best_step=4)
    headline = scores_headline(run)
    assert "Off by 0,50 on average, on 1.234 checking texts whose true scores go from 1 to 4,5." in headline
    assert "RMSE 0,750" in headline


@pytest.mark.usefixtures("spanish_numbers")
def test_an_experiments_table_writes_its_sizes_and_shares_with_spanish_separators(qtbot, tasks) -> None:
    from workbench.core.sessions.train.wizard import WizardState
    from workbench.ui.tabs.train.history.experiment_panel import ExperimentPanel

    panel = ExperimentPanel(tasks, WizardState())
    qtbot.addWidget(panel)
    recording = "10-pre-trained-vs-from-scratch-as-the-data-grows.json"
    panel.show_recording(scene_recordings.read(scene_recordings.builtin_folder() / recording))
    table = panel.table
    rows = [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]
    assert [row[0] for row in rows] == ["100", "1.000"]
    assert rows[0][1] == "83,8% (80,8%–86,8%)" and rows[1][3] == "+5,2 points"
