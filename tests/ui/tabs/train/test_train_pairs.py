"""The fine-tuning wizard's pairs path, driven like a user would: the task "Classify pairs of texts", the
built-in sentence pairs with both text columns mapped, the preview's pair as the model reads it ([CLS] ...
[SEP] ... [SEP] with segments 0 and 1), then a short run on the embedded mini MLM whose Try it takes two
texts, whose export answers pairs in transformers' pipeline, and which labels a file of pairs."""

from __future__ import annotations

import csv

import pytest

from tests.support.pair_data import PAIR_LABELS, write_pairs_csv
from tests.support.training_data import one_torch_thread  # noqa: F401 - a fixture
from tests.ui.tabs.train.wizard import QUICK, enabled_next


@pytest.fixture
def tab(qtbot, main_window):
    return main_window.show_tab("Fine-tuning")


def read_again(qtbot, page) -> None:
    qtbot.waitUntil(lambda: page.snapshot is not None and not page.loading, timeout=30000)


def test_the_pairs_task_maps_two_text_columns_and_shows_how_the_model_reads_a_pair(qtbot, tab) -> None:
    tab.task_page.buttons["pairs"].click()
    assert tab.state.objective == "pairs"
    tab.next()
    page = tab.data_page
    assert page.sample_combo.currentData() == "pairs_paraphrase.csv" and page.text_b_combo.isVisibleTo(page)
    assert page.mapping.text_caption.text() == "First texts are in:"
    page.use_sample()
    enabled_next(qtbot, tab)
    chosen = (page.text_combo.currentText(), page.text_b_combo.currentText(), page.label_combo.currentText())
    assert chosen == ("sentence1", "sentence2", "label")
    assert page.counts.labels == ["different", "same"] and page.counts.values == [232, 232]

    view = page.pair_view
    # the file's row 2 (row 1 names the columns), numbered as the preview's own row header numbers it
    assert view.isVisibleTo(page) and "row 2" in view.title.text()
    assert page.preview.verticalHeaderItem(0).text() == "2"
    first, second = page.preview.item(0, 0).text(), page.preview.item(0, 1).text()
    tokens, segments = view.tokens, view.segments
    assert tokens[0] == "[CLS]" and tokens[-1] == "[SEP]" and tokens.count("[SEP]") == 2
    middle = tokens.index("[SEP]")
    assert set(segments[: middle + 1]) == {0} and set(segments[middle + 1 :]) == {1}
    assert tokens[1] == first.split()[0].lower() and tokens[middle + 1] == second.split()[0].lower()
    assert "[SEP]" in view.chips.text() and "segment id" in view.note.text()

    page.preview.setCurrentCell(3, 1)  # another row: its pair
    assert (  # the preview's fourth row is the file's row 5
        "row 5" in view.title.text() and view.tokens[1] == page.preview.item(3, 0).text().split()[0].lower()
    )

    page.set_columns("sentence2", "label", "sentence1")  # the texts the other way round
    read_again(qtbot, page)
    assert (tab.state.choices.text_column, tab.state.choices.text_b_column) == ("sentence2", "sentence1")
    assert view.tokens[1] == page.preview.item(0, 1).text().split()[0].lower()
    config = tab.state.config()
    assert (config.objective, config.text_column, config.text_b_column) == ("pairs", "sentence2", "sentence1")

    tab.go_to(0)
    tab.task_page.buttons["classify"].click()
    tab.next()
    assert not page.text_b_combo.isVisibleTo(page) and not page.pair_view.isVisibleTo(page)
    assert (
        page.sample_combo.currentData() == "reviews_sentiment.csv"
        and tab.state.config().text_b_column is None
    )


def test_at_a_large_zoom_the_pair_stays_whole_under_the_table(qtbot, main_window, tab) -> None:
    tab.task_page.buttons["pairs"].click()
    tab.next()
    page = tab.data_page
    page.use_sample()
    enabled_next(qtbot, tab)
    main_window.resize(1280, 800)
    main_window.apply_zoom(1.75)  # as on a projector: the tokens wrap into more lines, the page scrolls
    try:
        qtbot.wait(300)  # the font change and the layout it asks for arrive as posted events
        view, table = page.pair_view, page.preview
        assert view.isVisibleTo(page) and view.y() >= table.geometry().bottom(), "not drawn over the rows"
        assert table.height() >= table.minimumHeight()
        for label in (view.title, view.chips, view.note):
            assert label.height() >= label.heightForWidth(label.width()), label.text()[:40]
    finally:
        main_window.apply_zoom(1.0)


def test_a_file_without_a_second_text_is_explained_on_the_data_page(qtbot, tab, tmp_path) -> None:
    tab.task_page.buttons["pairs"].click()
    tab.next()
    data = tmp_path / "single.csv"
    data.write_text(
        "text,label\n" + "".join(f"good day {i},positive\nbad day {i},negative\n" for i in range(6))
    )
    tab.data_page.open_file(data)
    read_again(qtbot, tab.data_page)
    assert "only two columns" in tab.data_page.issues.text() and not tab.next_button.isEnabled()


@pytest.mark.slow
@pytest.mark.usefixtures("one_torch_thread")
def test_a_pairs_run_tries_two_texts_exports_and_labels_a_file_of_pairs(qtbot, tab, tmp_path) -> None:
    tab.task_page.buttons["pairs"].click()
    tab.next()
    tab.data_page.open_file(write_pairs_csv(tmp_path / "pairs.csv", 40, ("question", "answer", "label")))
    enabled_next(qtbot, tab)
    assert tab.data_page.text_b_combo.currentText() == "answer"
    tab.next()
    qtbot.waitUntil(lambda: tab.model_page.overview is not None, timeout=60000)
    assert tab.state.model.id == "workbench-mini-mlm", "pairs start from the fill-in-the-blank model"
    tab.next()
    tab.method_page.buttons["full"].click()
    qtbot.waitUntil(lambda: tab.method_page.counts is not None, timeout=30000)
    tab.next()
    tab.settings_page.set_values(**QUICK)
    enabled_next(qtbot, tab)
    with qtbot.waitSignal(tab.training_page.finished, timeout=180000) as ended:
        tab.next()
    assert ended.args == ["finished"]

    results = tab.results_page
    with qtbot.waitSignal(results.ready, timeout=60000):
        tab.next()
    assert results.result.objective == "pairs" and "pairs it never saw" in results.headline.text()
    assert results.try_text_b.isVisibleTo(results) and results.per_class.rowCount() == 2
    results.try_text.setText("the cat sat on the mat")
    results.try_button.click()  # one text is not a pair: nothing is asked
    results.try_text_b.setText("a cat ran to the store")
    with qtbot.waitSignal(results.predicted, timeout=30000) as predicted:
        results.try_button.click()
    assert predicted.args[0].label in PAIR_LABELS and sorted(results.try_bars.labels) == list(PAIR_LABELS)

    target = tmp_path / "exported"
    with qtbot.waitSignal(results.exported, timeout=60000):
        results.export("model", target)
    from transformers import pipeline

    answer = pipeline("text-classification", model=str(target), device="cpu")(
        {"text": "the cat sat on the mat", "text_pair": "a cat ran to the store"}
    )
    assert (answer[0] if isinstance(answer, list) else answer)["label"] == predicted.args[0].label

    to_label = tmp_path / "new.csv"
    with to_label.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows(
            [["question", "answer"], ["the dog ran", "a dog sat"], ["a cat is", "the dog is"]]
        )
    results.use_selected("label")
    dialog = results.use_dialog
    assert dialog.pairs and dialog.text_b_column.isVisibleTo(dialog)
    dialog.set_file(to_label)
    qtbot.waitUntil(dialog.run_button.isEnabled, timeout=20000)
    assert (dialog.text_column.currentText(), dialog.text_b_column.currentText()) == ("question", "answer")
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=60000)
    assert "2 texts labelled" in dialog.summary.text() and "  ‖  " in dialog.rows.item(0, 1).text()
    dialog.close()
