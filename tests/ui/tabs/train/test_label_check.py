"""*Check the labels* on the data page: the real window, the embedded MiniLM, real worker threads."""

from __future__ import annotations

import csv

import pytest

from tests.support.training_data import one_torch_thread  # noqa: F401 - a fixture
from tests.ui.tabs.train.wizard import write_reviews
from workbench.ui.tabs.train.files.correction_list import DROP
from workbench.ui.tabs.train.files.label_check import LabelCheckDialog
from workbench.ui.tasks import TaskController


@pytest.fixture
def tasks(qtbot):
    controller = TaskController()
    yield controller
    assert controller.shutdown(10000)


@pytest.mark.usefixtures("one_torch_thread")
def test_the_data_pages_button_runs_the_check_and_cancel_stops_it(qtbot, main_window, tmp_path) -> None:
    tab = main_window.show_tab("Fine-tuning")
    tab.next()
    page = tab.data_page
    button = page.check_labels
    assert not button.isHidden() and not button.isEnabled()  # classification, but no data yet
    data = write_reviews(tmp_path / "reviews.csv", rows=20)
    before = data.read_bytes()
    page.open_file(data)
    qtbot.waitUntil(button.isEnabled, timeout=30000)
    dialog = button.open_dialog()
    assert dialog is not None and dialog.running and main_window.tasks.is_busy()
    # The quick check runs first; then the thorough one offers itself with how long it would take.
    assert dialog.quick.isChecked() and dialog.thorough.text() == "Thorough (minutes)"
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=120000)
    assert dialog.result.way == "quick" and "Checked the quick way in " in dialog.status.text()
    assert dialog.thorough.text().startswith("Thorough (about ")
    dialog.thorough.setChecked(True)
    dialog.run_button.click()
    qtbot.waitUntil(lambda: "step" in dialog.status.text(), timeout=120000)
    assert (
        dialog.status.text().startswith("About ")
        and " left · model 1 of 3 learns from " in dialog.status.text()
    )
    assert not dialog.quick.isEnabled() and not dialog.thorough.isEnabled()
    assert dialog.cancel_button.isEnabled() and not dialog.run_button.isEnabled()
    dialog.cancel_button.click()
    qtbot.waitUntil(lambda: "Cancelled" in dialog.status.text(), timeout=60000)
    qtbot.waitUntil(lambda: not main_window.tasks.is_busy(), timeout=60000)
    assert not dialog.running and dialog.run_button.isEnabled() and dialog.result.way == "quick"
    assert data.read_bytes() == before and sorted(
        p.name for p in tmp_path.iterdir() if p.name != "workbench-home"
    ) == ["reviews.csv"]
    dialog.close()
    corrected = write_reviews(tmp_path / "reviews.corrected.csv", rows=18)  # as a check's correction wrote
    dialog.use_copy.emit(corrected)  # *Use the corrected copy*: the Data page reads it as the data
    qtbot.waitUntil(
        lambda: page.state.dataset is not None and page.state.data_path == corrected, timeout=30000
    )
    assert len(page.state.dataset) == 18


@pytest.mark.usefixtures("one_torch_thread")
def test_the_dialog_lists_the_rows_and_saves_the_copy(qtbot, tasks, tmp_path) -> None:
    data = write_reviews(tmp_path / "reviews.csv", rows=20)
    dialog = LabelCheckDialog(tasks, data, "text", "label", folds=2)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.run()
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=180000)
    check = dialog.result
    table = dialog.rows
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers == ["Row", "Text", "Given label", "Model's label", "Score", "Correct to"]
    assert table.rowCount() == 20 and dialog.results.isVisible() and dialog.save_button.isEnabled()
    first = check.suspicious(1)[0]
    assert [table.item(0, c).text() for c in range(4)] == [
        first.location.removeprefix("row "),
        first.text,
        first.given,
        first.suggested,
    ]
    assert float(table.item(0, 4).text()) == pytest.approx(first.quality, abs=0.005)
    assert "rows look mislabelled" in dialog.summary.text() or "None of the 20 rows" in dialog.summary.text()
    dialog.only_flagged.setChecked(True)
    assert table.rowCount() == max(check.flagged, 1)  # none flagged: one line says so
    dialog.only_flagged.setChecked(False)
    with qtbot.waitSignal(dialog.saved, timeout=30000) as saved:
        dialog.save_copy()
    out = saved.args[0]
    assert out == tmp_path / "reviews.checked.csv" and "Saved" in dialog.status.text()
    with out.open(encoding="utf-8", newline="") as handle:
        copy = list(csv.DictReader(handle))
    assert len(copy) == 20 and {row["label_issue"] for row in copy} <= {"true", "false"}
    assert sum(row["label_issue"] == "true" for row in copy) == check.flagged


@pytest.mark.usefixtures("one_torch_thread")
def test_labels_corrected_in_the_list_make_a_corrected_copy_the_data_page_can_train_on(
    qtbot, tasks, tmp_path
) -> None:
    data = write_reviews(tmp_path / "reviews.csv", rows=20)
    before = data.read_bytes()
    dialog = LabelCheckDialog(tasks, data, "text", "label", folds=2)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.run()
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=180000)
    assert dialog.bar.count.text() == "0 corrections" and not dialog.use_corrected.isEnabled()
    suspicious = dialog.result.suspicious(2)
    dialog.list.choose(0, suspicious[0].suggested)  # the model's label for the most suspicious row
    dialog.list.choose(1, DROP)
    assert dialog.bar.count.text() == "2 corrections" and dialog.use_corrected.isEnabled()
    with qtbot.waitSignal(dialog.use_copy, timeout=30000) as used:
        dialog.use_corrected.click()
    corrected = used.args[0]
    assert corrected == tmp_path / "reviews.corrected.csv"
    assert data.read_bytes() == before  # the file checked is never changed
    with corrected.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    with data.open(encoding="utf-8", newline="") as handle:
        original = list(csv.DictReader(handle))
    # "row N" counts lines as a spreadsheet does: the header is row 1
    first_row, dropped_row = (int(row.location.removeprefix("row ")) for row in suspicious)
    assert len(rows) == len(original) - 1
    assert {"text": original[first_row - 2]["text"], "label": suspicious[0].suggested} in rows
    assert original[dropped_row - 2]["text"] not in [row["text"] for row in rows]
    assert (tmp_path / "reviews.corrections.csv").is_file()
