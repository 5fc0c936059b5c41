"""The data page with a workbook: its first sheet is read, a workbook of several sheets gets a sheet chooser
(another file hides it), choosing a sheet reads that one and the run's settings keep it, and a sheet that
cannot be read leaves the chooser there so that another can be chosen."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.workbooks import write_workbook
from workbench.ui.tabs.train.tab import TrainTab

REVIEWS = [["text", "label"]] + [
    [f"{'great' if i % 2 else 'awful'} product number {i}", "good" if i % 2 else "bad"] for i in range(24)
]
TICKETS = [["ticket", "team", "opened"]] + [
    [f"{'my invoice' if i % 2 else 'the app crashes'} ({i})", "billing" if i % 2 else "technical", 2024]
    for i in range(30)
]


@pytest.fixture
def tab(standalone):
    return standalone(TrainTab)


def read(qtbot, page) -> None:
    qtbot.waitUntil(lambda: not page.loading and bool(page.snapshot or page.load_error), timeout=20000)


def test_a_workbook_of_two_sheets_gets_a_chooser_and_the_sheet_chosen_is_the_runs(
    qtbot, tab, tmp_path
) -> None:
    book = write_workbook(tmp_path / "feedback.xlsx", {"Reviews": REVIEWS, "Tickets": TICKETS})
    tab.next()
    page = tab.data_page
    page.open_file(book)
    read(qtbot, page)
    assert not page.sheet_row.isHidden()
    assert [page.sheet_combo.itemText(i) for i in range(page.sheet_combo.count())] == ["Reviews", "Tickets"]
    assert page.sheet_combo.currentText() == "Reviews" and page.counts.labels == ["bad", "good"]
    assert "24 rows · XLSX · sheet “Reviews”" in page.file_label.text()

    page.sheet_combo.setCurrentIndex(1)
    page.sheet_combo.activated.emit(1)  # as a click on it does
    read(qtbot, page)
    assert page.counts.labels == ["billing", "technical"] and page.text_combo.currentText() == "ticket"
    assert tab.state.choices.data_sheet == "Tickets"
    assert tab.state.config().data_sheet == "Tickets", "the run reads (and later corrects) this sheet"

    single = write_workbook(tmp_path / "one.ods", {"Only": REVIEWS})
    page.open_file(single)
    read(qtbot, page)
    assert page.sheet_row.isHidden() and tab.state.config().data_sheet == "Only"


def test_a_first_sheet_that_cannot_be_read_leaves_the_others_to_choose(qtbot, tab, tmp_path: Path) -> None:
    book = write_workbook(tmp_path / "book.xlsx", {"Cover": [], "Reviews": REVIEWS})
    tab.next()
    page = tab.data_page
    page.open_file(book)
    read(qtbot, page)
    assert page.load_error is not None and "The sheet “Cover” of book.xlsx is empty." in page.issues.text()
    qtbot.waitUntil(lambda: not page.sheet_row.isHidden(), timeout=20000)
    page.sheet_combo.activated.emit(1)
    qtbot.waitUntil(lambda: page.snapshot is not None and not page.loading, timeout=20000)
    assert page.counts.labels == ["bad", "good"] and page.sheet_combo.currentText() == "Reviews"
