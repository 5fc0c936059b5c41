"""The strict screen check's reading of a window, on plain widgets (no model): a named text counts only when
it is drawn whole in view, never when a scroll area has it out of sight, its cell cuts it with "…", or only a
tooltip says it; a view whose charts and tables are mostly empty says so; a result an earlier scene with other
inputs left on screen is named, a tab's fixed wording is not."""

from __future__ import annotations

import pyqtgraph as pg
import pytest
from PySide6.QtWidgets import (
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from workbench.ui.scene_screen.player import run_events
from workbench.ui.scene_screen.visible import MOSTLY_EMPTY, TextLedger, empty_share, find_in_view


@pytest.fixture
def tab(qtbot):
    """A tab page 600x400 in a window: a label at the top, a scroll area whose lower label is out of
    sight, and a table with a narrow column."""
    tabs = QTabWidget()
    page = QWidget()
    tabs.addTab(page, "Page")
    page.tabs = tabs  # the window lives as long as the page is used
    layout = QVBoxLayout(page)
    page.top = QLabel("Pollen is a surprise, rank 1,234")
    page.top.setToolTip("only in a tooltip")
    layout.addWidget(page.top)
    inner = QWidget()
    column = QVBoxLayout(inner)
    page.near = QLabel("hive: the first choice")
    page.far = QLabel("scrolled away")
    column.addWidget(page.near)
    column.addSpacing(2000)
    column.addWidget(page.far)
    page.scroll = QScrollArea()
    page.scroll.setWidgetResizable(True)
    page.scroll.setWidget(inner)
    page.scroll.setFixedHeight(150)
    layout.addWidget(page.scroll)
    page.table = QTableWidget(1, 2)
    page.table.setItem(0, 0, QTableWidgetItem("I-PER · ignored (-100) · ignored (-100) · ignored (-100)"))
    page.table.setItem(0, 1, QTableWidgetItem("short"))
    page.table.setColumnWidth(0, 90)
    layout.addWidget(page.table)
    qtbot.addWidget(tabs)
    tabs.resize(600, 400)
    tabs.show()
    run_events(0.1)
    return page


def test_a_named_text_counts_only_when_drawn_whole_in_view(tab) -> None:
    assert find_in_view(tab, "rank 1,234").shown and find_in_view(tab, "hive: the first").shown
    assert find_in_view(tab, "short").shown
    hidden = find_in_view(tab, "scrolled away")
    assert not hidden.shown and "below the fold" in hidden.detail, hidden.detail  # inside its scroll area
    cut = find_in_view(tab, "ignored (-100) · ignored (-100)")
    assert not cut.shown and "cut off" in cut.detail, cut.detail
    assert not find_in_view(tab, "only in a tooltip").shown
    tab.scroll.verticalScrollBar().setValue(tab.scroll.verticalScrollBar().maximum())
    tab.table.setColumnWidth(0, 560)
    run_events(0.1)
    assert find_in_view(tab, "scrolled away").shown and not find_in_view(tab, "hive: the first").shown
    assert find_in_view(tab, "ignored (-100) · ignored (-100)").shown


def test_a_view_of_empty_charts_and_tables_is_mostly_empty(tab) -> None:
    share, _parts = empty_share(tab)
    assert share < MOSTLY_EMPTY  # a table with a row, labels: nothing empty
    chart = pg.PlotWidget(title="Loss")
    tab.layout().addWidget(chart, 3)
    tab.scroll.hide()  # the labels keep a line: the chart and the table take the rest
    tab.table.setRowCount(0)
    run_events(0.1)
    share, parts = empty_share(tab)
    assert share > MOSTLY_EMPTY and "an empty chart (Loss)" in parts and "a table with no rows" in parts
    chart.plot([0, 1, 2], [0.7, 0.4, 0.2])
    tab.table.setRowCount(1)
    run_events(0.1)
    assert empty_share(tab)[0] < MOSTLY_EMPTY


def test_a_result_left_by_an_earlier_scene_is_named_and_fixed_wording_is_not(tab) -> None:
    tabs = tab.tabs
    ledger = TextLedger(tabs)
    result = QLabel("")
    tab.layout().addWidget(result)
    result.setText("… time , the city of Nova Haven")  # a scene's continuation, made for its prompt
    run_events(0.05)
    ledger.note(0, {"text": "Once upon a"})
    assert ledger.leftovers(0) == []
    ledger.note(1, {"text": "Snowboarding and pretraining are unbelievably"})  # nothing cleared it
    [left] = ledger.leftovers(1)
    assert "scene 1's “… time , the city of Nova Haven”" in left
    assert not any("Pollen is a surprise" in text for text in ledger.leftovers(1))  # there from the start
    result.setText("")
    ledger.note(2, {"text": "Snowboarding and pretraining are unbelievably"})
    assert ledger.leftovers(2) == []
