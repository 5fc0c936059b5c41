"""The data page with labels that differ only in capitals ("Billing" beside "billing"): the warning says they
look like one label, the button beside it merges them for this run (the file unchanged) and Next works; and
the page's summary counts the examples its bars count."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from workbench.ui.tabs.train.tab import TrainTab


@pytest.fixture
def tab(standalone):
    return standalone(TrainTab)


def write_tickets(path: Path, billing: list[str], technical: int = 30) -> Path:
    """Support tickets: one text per label in ``billing`` (“billing” or “Billing”), ``technical`` others."""
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["text", "label"])
        writer.writerows((f"my invoice number {i} is wrong", label) for i, label in enumerate(billing))
        writer.writerows((f"the app crashes on screen {i}", "technical") for i in range(technical))
    return path


def read(qtbot, page, path: Path | None = None) -> None:
    if path is not None:
        page.open_file(path)
    qtbot.waitUntil(lambda: page.snapshot is not None and not page.loading, timeout=20000)


def test_look_alike_labels_get_a_button_that_merges_them_and_lets_next_go_on(qtbot, tab, tmp_path) -> None:
    data = write_tickets(tmp_path / "tickets.csv", ["billing"] * 30 + ["Billing"])
    before = data.read_bytes()
    tab.next()
    page = tab.data_page
    read(qtbot, page, data)
    assert page.counts.labels == ["Billing", "billing", "technical"]
    assert not page.look_alike_row.isHidden() and not tab.next_button.isEnabled()
    warning = page.look_alike.text()
    assert "“billing” (30) and “Billing” (1)" in warning and "they become “billing”" in warning
    assert page.merge_button.text() == "Merge Billing and billing into billing"

    page.merge_button.click()
    read(qtbot, page)
    assert page.counts.labels == ["billing", "technical"] and page.counts.values == [31, 30]
    assert page.look_alike_row.isHidden()
    assert "“Billing” is read as “billing”" in page.issues.text()
    assert "61 examples in 2 classes: billing 31, technical 30." in page.issues.text()
    qtbot.waitUntil(lambda: tab.next_button.isEnabled(), timeout=20000)
    assert tab.state.dataset.label_names == ("billing", "technical")
    assert tab.state.config().merge_case_labels is True, "the run's settings say how its labels were read"
    assert data.read_bytes() == before, "the user's file is not changed"
    # Check the labels reads them merged too: no row is flagged for its spelling alone
    dialog = page.check_labels.open_dialog()
    assert dialog.options.get("merge_case_labels") is True
    dialog.cancel()
    dialog.close()

    page.open_file(write_tickets(tmp_path / "other.csv", ["billing"] * 20 + ["Billing"] * 2))
    read(qtbot, page)
    assert page.counts.labels == ["Billing", "billing", "technical"], "another file is read as it is"
    assert tab.state.choices.merge_case_labels is False and not page.look_alike_row.isHidden()


def test_the_summary_counts_the_examples_the_bars_show(qtbot, tab, tmp_path) -> None:
    data = write_tickets(tmp_path / "tickets.csv", ["billing"] * 20)
    with data.open("a", newline="", encoding="utf-8") as handle:  # four repeats, which the clean-up removes
        csv.writer(handle).writerows([("my invoice number 3 is wrong", "billing")] * 4)
    tab.next()
    page = tab.data_page
    read(qtbot, page, data)
    assert page.counts.labels == ["billing", "technical"] and page.counts.values == [20, 30]
    assert "50 examples in 2 classes: billing 20, technical 30." in page.issues.text()
    assert "Clean-up removed 4 repeated rows" in page.issues.text()


def test_the_preview_numbers_each_row_as_the_file_and_every_message_do(qtbot, tab, tmp_path) -> None:
    data = write_tickets(tmp_path / "tickets.csv", ["billing"] * 30 + ["Billing"])
    tab.next()
    page = tab.data_page
    read(qtbot, page, data)
    table = page.data_preview.table
    assert [table.verticalHeaderItem(r).text() for r in range(3)] == ["2", "3", "4"]  # row 1 names columns
    assert page.snapshot.dataset.locations[:3] == ("row 2", "row 3", "row 4")
