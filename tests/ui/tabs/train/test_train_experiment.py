"""The lecture's data-size experiment in the Fine-tuning tab's history: one click trains on the built-in
reviews without touching the wizard, and sizes the data cannot give are refused before any training."""

from __future__ import annotations

import pytest

from tests.support.training_data import one_torch_thread  # noqa: F401 - a fixture


@pytest.fixture
def tab(qtbot, main_window):
    return main_window.show_tab("Fine-tuning")


@pytest.mark.slow
@pytest.mark.usefixtures("one_torch_thread")
def test_one_click_experiment_runs_on_the_sample_data_without_touching_the_wizard(qtbot, tab) -> None:
    tab.task_page.buttons["clm"].click()  # the wizard is set up for something else
    tab.state.choose(epochs=1, max_length=32, batch_size=8)
    tab.show_mode(1)
    panel = tab.history_page.experiment
    panel.sizes.setText("10, 20")
    panel.seeds.setValue(2)
    with qtbot.waitSignal(panel.ended, timeout=300000) as ended:
        panel.run_button.click()
    assert ended.args == ["finished"]
    rows = panel.result_rows()
    assert [row[0] for row in rows] == ["10", "20"]  # the sizes really trained
    # two seeds per cell: the mean, then the lowest and highest run
    assert all(row[1].count("%") == 3 and row[2].count("%") == 3 and "points" in row[3] for row in rows)
    result = panel.result
    assert result.check_examples == 400  # 20% of the 2,000 built-in plain reviews, the same for every run
    assert [len(size.pretrained.runs) for size in result.sizes] == [2, 2]
    assert [n for n, *_ in panel.chart.points("scratch")] == [10, 20]
    assert "Done" in panel.status.text()
    assert tab.state.objective == "clm" and tab.state.dataset is None


@pytest.mark.usefixtures("one_torch_thread")
def test_experiment_refuses_sizes_the_data_cannot_give_before_training(qtbot, tab) -> None:
    tab.show_mode(1)
    panel = tab.history_page.experiment
    panel.sizes.setText("100, 5,000")
    panel.run_button.click()
    # A refusal ends nothing that was started (no ``ended``): waiting for that signal cost the full minute.
    qtbot.waitUntil(lambda: not panel.running and "5,000" in panel.status.text(), timeout=60000)
    assert "5,000 training examples" in panel.status.text() and "1,600" in panel.status.text()
    assert panel.result is None and not panel.run.running


def test_the_empty_table_shows_every_column_header_inside_its_width(qtbot, tab) -> None:
    tab.show_mode(1)
    tab.history_page.section = "history"
    table = tab.history_page.experiment.table
    qtbot.waitUntil(table.isVisible)
    header = table.horizontalHeader()
    labels = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert labels[-1] == "Gap" and table.rowCount() == 0
    # every section as wide as its label asks, and all of them inside the table's fixed width
    assert all(header.sectionSize(c) >= header.sectionSizeHint(c) for c in range(table.columnCount()))
    assert header.length() <= table.viewport().width()
