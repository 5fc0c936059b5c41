"""The Results page's advice, *Continue* and map of meaning, on a real tiny run: the map is worked out by a
job of the task controller, and *Continue* trains the continuation in the wizard's Training page."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.use.test_predict import run_dir  # noqa: F401 - fixture
from tests.support.training_data import one_torch_thread, tiny_bert_folder  # noqa: F401 - fixtures
from workbench.core.training.engine.events import TrainResult
from workbench.core.training.engine.run_folder import RunFolder
from workbench.ui.tasks import TaskController
from workbench.ui.widgets.meaning_map_view import point_tip


@pytest.fixture
def tasks(qtbot):
    controller = TaskController()
    yield controller
    controller.shutdown()


def finished(run: Path) -> TrainResult:
    return TrainResult.from_dict(RunFolder(run).read_summary())


def test_results_show_advice_and_draw_the_map_in_the_background(qtbot, tasks, run_dir: Path) -> None:  # noqa: F811
    from workbench.core.sessions.train.wizard import WizardState
    from workbench.ui.tabs.train.results.results_page import ResultsPage

    page = ResultsPage(tasks, WizardState())
    qtbot.addWidget(page)
    page.show_results([("Fine-tune everything", finished(run_dir))])
    box = page.after_run
    assert not box.isHidden() and box.continue_button.isEnabled()
    # right on every check since before the end: the advice says so, and the button offers no more epochs
    assert [a.kind for a in box.advice] == ["perfect"] and "right since epoch" in box.advice_label.text()
    assert box.continue_button.text() == "Continue training anyway…"
    box.map_button.click()
    qtbot.waitUntil(lambda: box.map_view.map is not None, timeout=60000)
    qtbot.waitUntil(lambda: not tasks.is_busy(), timeout=10000)
    found = box.map_view.map
    assert found.after.separation > found.before.separation
    assert "%" in box.map_view.figures["before"].text() and "PCA" in box.map_view.legend.text()
    assert len(box.map_view.scatters["after"].points()) == len(found.texts)
    assert box.map_view.csv_rows()[0][0] == "model"


def test_a_tip_shows_the_text_its_label_and_the_answer() -> None:
    assert point_tip("the cat sat", "cat", "dog") == "the cat sat\n— cat; the fine-tuned model said dog"
    assert point_tip("x" * 500, "cat", "cat").startswith("x" * 239 + "…")


def test_continue_from_the_window_trains_a_linked_run(qtbot, run_dir: Path) -> None:  # noqa: F811
    from workbench.ui.models_state import LoadedModels
    from workbench.ui.tabs.train.tab import RESULTS, TRAINING, TrainTab

    controller = TaskController()
    tab = TrainTab(controller, LoadedModels(controller))
    qtbot.addWidget(tab)
    try:
        tab._show_history_results([("Fine-tune everything", finished(run_dir))])
        assert tab.index == RESULTS
        tab.results_page.after_run.continue_button.click()
        assert tab.index == TRAINING
        qtbot.waitUntil(lambda: tab.training_page.outcome == "finished", timeout=120000)
        [result] = tab.training_page.results
        assert RunFolder(Path(result.run_dir)).read_config().start_from == str(run_dir.resolve())
        tab.next()
        assert tab.index == RESULTS and tab.results_page.result.run_dir == result.run_dir
    finally:
        controller.shutdown()


def test_results_show_the_right_answers_in_each_language_when_there_are_several(
    qtbot,
    tasks,
    run_dir: Path,  # noqa: F811
) -> None:
    from dataclasses import replace

    from workbench.core.sessions.train.wizard import WizardState
    from workbench.ui.tabs.train.results.results_page import ResultsPage

    page = ResultsPage(tasks, WizardState())
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    result = finished(run_dir)  # its checking texts: two told English, six too short to tell
    page.show_results([("Fine-tune everything", result)])
    assert page.by_language.isHidden(), "one language says no more than the accuracy"
    several = replace(
        result, metrics=replace(result.metrics, by_language=(("en", 57, 60), ("es", 1, 2), ("unsure", 1, 1)))
    )
    page.show_results([("Fine-tune everything", several)])
    assert not page.by_language.isHidden() and not page.by_language_label.isHidden()
    cells = [
        [page.by_language.item(row, column).text() for column in range(2)]
        for row in range(page.by_language.rowCount())
    ]
    assert cells == [
        ["English", "95% of 60"],
        ["Spanish", "1 of 2"],
        ["Not sure (too short to tell)", "1 of 1"],
    ]
    table = page.by_language  # every figure whole: as wide as its columns, no scroll bar
    assert table.viewport().width() >= sum(table.columnWidth(c) for c in range(2))
    assert not table.horizontalScrollBar().isVisible()
    qtbot.waitUntil(lambda: not tasks.is_busy(), timeout=30000)
