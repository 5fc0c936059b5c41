"""Answering questions through the fine-tuning wizard, driven as a user would: the task, a small file of
questions and its preview (the passage with the answer marked, the windows the model reads), the embedded
MiniLM trained a few steps in the real background thread with F1 on the live curves, the results (scores, the
checking questions with the true and the model's answers marked, try it on a pasted paragraph), the export,
the history and starting a new run from it; and an answer that is not in its passage shown as a message."""

from __future__ import annotations

import json

import pytest

from tests.support.training_data import one_torch_thread  # noqa: F401 - fixture
from tests.ui.tabs.train.wizard import enabled_next
from workbench.core.training.data.qa_reading import load_qa_dataset
from workbench.core.training.data.samples import sample_path
from workbench.ui.tabs.train.history.history_page import COLUMNS

QUESTIONS = 15  # the first three passages of the built-in set


@pytest.fixture
def tab(qtbot, main_window):
    return main_window.show_tab("Fine-tuning")


@pytest.mark.slow
@pytest.mark.usefixtures("one_torch_thread")
def test_the_wizard_answers_questions_from_task_to_history(qtbot, main_window, tab, tmp_path) -> None:
    tab.task_page.buttons["qa"].click()
    assert tab.state.objective == "qa" and tab.state.choices.max_length == 256
    tab.next()
    page = tab.data_page
    assert [page.sample_combo.itemData(i) for i in range(page.sample_combo.count())] == ["qa_passages.jsonl"]
    items = load_qa_dataset(sample_path("qa_passages.jsonl")).select(range(QUESTIONS))
    data = tmp_path / "questions.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in items.to_records()), encoding="utf-8")
    page.open_file(data)
    enabled_next(qtbot, tab)
    preview = page.qa_preview
    assert preview.isVisibleTo(page) and not page.data_preview.isVisibleTo(page)
    assert not page.text_combo.isVisibleTo(page), "no column mapping for questions"
    described = page.file_label.text()
    assert f"{QUESTIONS} questions about 3 passages" in described and "windows of 256 tokens" in described
    assert preview.table.rowCount() == QUESTIONS and preview.table.item(0, 2).text() == items.answers[0][0][0]
    answer = items.answers[0][0][0]
    assert "background-color" in preview.passage.toHtml() and answer in preview.passage.toPlainText()
    windows = preview.windows.toPlainText()
    assert "[CLS] question [SEP] piece of the passage [SEP]" in windows and "holds the answer" in windows
    assert "[CLS]" in windows and "Window 1" in windows

    tab.next()
    qtbot.waitUntil(lambda: tab.model_page.overview is not None, timeout=60000)
    assert tab.state.model.id == "minilm-l6"
    assert {row.entry.architecture for row in tab.model_page.rows} == {"encoder"}
    assert "answer head" in tab.model_page.intro_label.text()
    tab.next()
    qtbot.waitUntil(lambda: tab.method_page.counts is not None, timeout=30000)
    tab.next()
    tab.settings_page.set_values(epochs=2, max_length=48, batch_size=8, learning_rate="5e-4")
    enabled_next(qtbot, tab)
    with qtbot.waitSignal(tab.training_page.finished, timeout=240000) as ended:
        tab.next()
    assert ended.args == ["finished"]
    curves = tab.training_page.curves
    assert curves.evaluations("0") and "F1" in tab.training_page.status.text()
    assert curves.accuracy_plot.property("plotTitle") == "Answer F1 (validation)"

    results = tab.results_page
    with qtbot.waitSignal(results.ready, timeout=60000):
        tab.next()
    m = results.result.metrics
    assert f"F1 {m.f1:.1%}" in results.headline.text() and "exact match" in results.headline.text()
    answers = results.answers
    assert answers.isVisibleTo(results) and not results.per_class.isVisibleTo(results)
    assert not results.names.isVisibleTo(results)
    shown = answers.questions_view.toHtml()
    assert "background-color" in shown and "the model said" in shown
    assert [c.f1 for c in answers.checked] == sorted(c.f1 for c in answers.checked), "worst first"

    passage = "The old lighthouse on Gull Point was built in 1874 by the harbour board."
    answers.try_passage.setPlainText(passage)
    answers.try_question.setText("When was the lighthouse built?")
    with qtbot.waitSignal(answers.answered, timeout=30000) as answered:
        answers.try_button.click()
    found = answered.args[0]
    assert found.found and passage[found.start : found.end] == found.text
    assert "background-color" in answers.try_result.text() and "sure" in answers.try_result.text()

    target = tmp_path / "exported"
    with qtbot.waitSignal(results.exported, timeout=60000):
        results.export("model", target)
    assert "AutoModelForQuestionAnswering" in results.export_status.text()
    from transformers import AutoModelForQuestionAnswering

    assert type(AutoModelForQuestionAnswering.from_pretrained(target)).__name__ == "BertForQuestionAnswering"

    history = tab.history_page
    tab.history_button.click()
    qtbot.waitUntil(lambda: history.table.rowCount() == 1, timeout=20000)
    assert history.table.item(0, COLUMNS.index("F1")).text() == f"{m.f1:.3f}"
    history.table.selectRow(0)
    with qtbot.waitSignal(tab.data_page.completeness_changed, timeout=30000):
        history.start_from_button.click()
    qtbot.waitUntil(lambda: tab.current_page is tab.settings_page, timeout=30000)
    assert tab.state.objective == "qa" and tab.state.model.id == "minilm-l6"
    assert tab.state.data_path == data and len(tab.state.dataset) == QUESTIONS
    assert tab.state.choices.max_length == 48


def test_an_answer_not_in_its_passage_is_a_message_on_the_data_page(qtbot, tab, tmp_path) -> None:
    tab.task_page.buttons["qa"].click()
    tab.next()
    bad = tmp_path / "questions.csv"
    bad.write_text(
        'context,question,answer\n"The mill opened in 1850.",When?,1850\n"A quiet town.",Where?,Paris\n'
    )
    tab.data_page.open_file(bad)
    qtbot.waitUntil(lambda: not tab.data_page.loading, timeout=20000)
    shown = tab.data_page.issues.text()
    assert "Problem:" in shown and "row 3" in shown and "Paris" in shown and "Traceback" not in shown
    assert not tab.next_button.isEnabled() and "cannot be used" in tab.blocker_label.text()
