"""Runs named in words in the history and the lesson packs' list, the history's score columns only those
the listed runs' tasks have, and the data page's column boxes wide enough for their column's name; run
folders made by hand (nothing trains)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.core.training.runs.test_run_titles import THIS_YEAR, hand_made_run
from workbench.ui.tasks import TaskController

SCORES = {"accuracy": 0.9, "macro_f1": 0.88, "entity_f1": None, "perplexity": None, "best_step": 9}


@pytest.fixture
def history(qtbot):
    from workbench.core.sessions.train.wizard import WizardState
    from workbench.ui.tabs.train.history.history_page import HistoryPage

    tasks = TaskController()
    page = HistoryPage(tasks, WizardState())
    qtbot.addWidget(page)
    page.resize(1280, 700)
    page.show()
    yield page
    tasks.shutdown()


def listed(qtbot, page, rows: int) -> None:
    page.refresh()
    qtbot.waitUntil(lambda: page.table.rowCount() == rows and not page._stale, timeout=20000)


def headings(table) -> list[str]:
    return [
        table.horizontalHeaderItem(c).text()
        for c in range(table.columnCount())
        if not table.isColumnHidden(c)
    ]


def test_history_names_runs_in_words_and_shows_only_their_tasks_scores(qtbot, history) -> None:
    from workbench.ui.tabs.train.history.history_page import COLUMNS

    hand_made_run(
        "20251129-140533-minilm-full", "classify", "/d/messages.csv", f"{THIS_YEAR}-11-29T14:05:33", SCORES
    )
    hand_made_run(
        "20251130-090000-minilm-lora", "classify", "/d/reviews.csv", f"{THIS_YEAR}-11-30T09:00:00", SCORES
    )
    listed(qtbot, history, 2)
    names = [history.table.item(i, 0).text() for i in range(2)]
    assert names == [
        "Classify texts · reviews.csv · 30 Nov 09:00",
        "Classify texts · messages.csv · 29 Nov 14:05",
    ]
    assert "Folder: 20251130-090000-minilm-lora" in history.table.item(0, 0).toolTip()
    shown = headings(history.table)
    assert "Started" not in shown and "Accuracy" in shown and "Macro-F1" in shown and "F1" not in shown
    assert len(shown) == len(COLUMNS) - 1
    history.table.selectAll()
    compared = headings(history.compare)
    assert compared[0] == "Run" and "Macro-F1" in compared
    assert "Entity F1" not in compared and "Perplexity" not in compared
    assert history.compare.item(0, 0).text() == names[0]
    if os.environ.get("WORKBENCH_SCREENSHOT"):  # to look at the page: WORKBENCH_SCREENSHOT=FOLDER
        history.grab().save(str(Path(os.environ["WORKBENCH_SCREENSHOT"]) / "history.png"))


def test_a_list_of_chat_runs_has_no_accuracy_or_f1_column(qtbot, history) -> None:
    hand_made_run("chat-run", "chat", "/d/answers.jsonl", f"{THIS_YEAR}-11-29T14:05:33")
    listed(qtbot, history, 1)
    shown = headings(history.table)
    assert "Accuracy" not in shown and not any("F1" in heading for heading in shown)
    assert (
        history.table.item(0, 0).text()
        == "Teach a chat model to answer in your way · answers.jsonl · 29 Nov 14:05"
    )


def test_the_lesson_pack_list_names_runs_in_words(qtbot, main_window) -> None:
    from workbench.ui.lesson_packs import PackDialog

    hand_made_run(
        "20251129-140533-minilm-full", "classify", "/d/messages.csv", f"{THIS_YEAR}-11-29T14:05:33", SCORES
    )
    dialog = PackDialog(main_window, install=False)
    qtbot.addWidget(dialog)
    dialog.fill_models()
    items = [dialog.items.item(i).text() for i in range(dialog.items.count())]
    assert "Run: Classify texts · messages.csv · 29 Nov 14:05 (tiny-model, finished)" in items


def test_the_column_boxes_fit_the_names_of_the_columns_they_offer(qtbot, main_window, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    data = tmp_path / "messages.csv"
    rows = [f"Where is my parcel {i}?,delivery\nI was charged twice {i},billing" for i in range(10)]
    data.write_text("messages,category\n" + "\n".join(rows) + "\n", encoding="utf-8")
    main_window.resize(1280, 800)
    tab = main_window.show_tab("Fine-tuning")
    tab.next()
    page = tab.data_page
    page.open_file(data)
    qtbot.waitUntil(lambda: page.snapshot is not None and not page.loading, timeout=20000)

    def fits(combo) -> bool:
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        field = combo.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
        )
        return field.width() >= combo.fontMetrics().horizontalAdvance(combo.currentText())

    # the app's style once cut "messages" to "messag…"; the layout places the filled boxes in a moment
    qtbot.waitUntil(lambda: fits(page.text_combo) and fits(page.label_combo), timeout=5000)
