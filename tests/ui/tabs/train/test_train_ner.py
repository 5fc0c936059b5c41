"""Finding names through the fine-tuning wizard, driven as a user would: the task, a small CoNLL file and its
preview with the word pieces, the embedded MiniLM trained a few steps in the real background thread, the
results (entity F1 per type, check sentences with their names marked, try it), the export, the history and
starting a new run from it; and a tag that is not BIO shown on the data page as a message."""

from __future__ import annotations

import pytest

from tests.support.training_data import animal_sentences, one_torch_thread, write_animal_conll  # noqa: F401
from tests.ui.tabs.train.wizard import enabled_next
from workbench.ui.tabs.train.history.history_page import COLUMNS
from workbench.ui.tabs.train.wizard.tagged_preview import IGNORED_TEXT

# A place MiniLM's tokenizer cuts into three pieces ("quo", "##kka", "##ville"): only the
# first learns its tag.
LONG_NAME = (["the", "cat", "ran", "to", "Quokkaville"], ["O", "B-ANI", "O", "O", "B-PLA"])


@pytest.fixture
def tab(qtbot, main_window):
    return main_window.show_tab("Fine-tuning")


@pytest.mark.slow
@pytest.mark.usefixtures("one_torch_thread")
def test_the_wizard_finds_names_from_task_to_history(qtbot, main_window, tab, tmp_path) -> None:
    tab.task_page.buttons["ner"].click()
    assert tab.state.objective == "ner"
    tab.next()
    page = tab.data_page
    assert [page.sample_combo.itemData(i) for i in range(page.sample_combo.count())] == [
        "ner_sentences.conll"
    ]
    data = write_animal_conll(tmp_path / "animals.conll", [*animal_sentences(), LONG_NAME])
    page.open_file(data)
    enabled_next(qtbot, tab)
    preview = page.tagged_preview
    assert preview.isVisibleTo(page) and not page.data_preview.isVisibleTo(page)
    assert not page.text_combo.isVisibleTo(page), "no column mapping for tagged sentences"
    assert preview.counts.labels == ["ANI", "PLA"] and preview.counts.values == [28, 28]
    assert "28 sentences (CoNLL)" in page.file_label.text() and "ANI, PLA" in page.file_label.text()

    preview.select(27)  # the sentence with the long place name
    assert "Quokkaville" in preview.sentence.text() and "background-color" in preview.sentence.text()
    row = [preview.pieces.item(4, c).text() for c in range(4)]
    assert row[:3] == ["Quokkaville", "B-PLA", "quo  ##kka  ##ville"]
    assert row[3] == f"B-PLA  ·  {IGNORED_TEXT} × 2"  # short enough for its cell at projector zoom
    assert preview.pieces.item(1, 3).text() == "B-ANI", "a word of one piece learns its tag there"
    assert "[CLS]" in preview.pieces_note.text() and "MiniLM" in preview.pieces_note.toolTip()

    tab.next()
    qtbot.waitUntil(lambda: tab.model_page.overview is not None, timeout=60000)
    assert tab.state.model.id == "minilm-l6"
    assert {row.entry.architecture for row in tab.model_page.rows} == {"encoder"}
    tab.next()
    qtbot.waitUntil(lambda: tab.method_page.counts is not None, timeout=30000)
    tab.next()
    tab.settings_page.set_values(epochs=4, max_length=16, batch_size=8, learning_rate="5e-4")
    enabled_next(qtbot, tab)
    assert tab.training_page.curves is not None
    with qtbot.waitSignal(tab.training_page.finished, timeout=180000) as ended:
        tab.next()
        assert main_window.tasks.running_names(only_asking=True), "closing the window must ask while training"
    assert ended.args == ["finished"]
    curves = tab.training_page.curves
    assert curves.evaluations("0") and "entity F1" in tab.training_page.status.text()
    assert curves.accuracy_plot.property("plotTitle") == "Entity F1 (validation)"

    results = tab.results_page
    with qtbot.waitSignal(results.ready, timeout=60000):
        tab.next()
    m = results.result.metrics
    assert "Entity F1" in results.headline.text() and f"{m.entity_f1:.3f}" in results.headline.text()
    assert m.entity_f1 > 0.5, "the animals and places are easy to learn"
    names = results.names
    assert names.isVisibleTo(results) and not results.per_class.isVisibleTo(results)
    assert [names.per_type.item(i, 0).text() for i in range(names.per_type.rowCount())] == ["ANI", "PLA"]
    assert names.per_type.item(0, 3).text() == f"{m.f1[0]:.3f}"
    shown = names.sentences_view.toHtml()
    assert "True:" in shown and "Model:" in shown and "ANI" in shown
    assert names.sentences and names.sentences[0].mistakes >= names.sentences[-1].mistakes, "worst first"

    names.try_text.setText("the dog went to the store")
    with qtbot.waitSignal(names.found, timeout=30000) as found:
        names.try_button.click()
    entities = found.args[0]
    assert ("ANI", "dog") in {(e.type, e.text) for e in entities}
    assert "dog" in names.try_result.text() and "entity:" in names.try_result.text()

    texts = tmp_path / "new.txt"  # a text file, one text per line: the names of each as JSON Lines
    texts.write_text("the man sat on the mat\nthe dog ran to the milk store\n", encoding="utf-8")
    assert names.file_button.isVisibleTo(results)
    names.file_button.click()
    dialog = names.dialog
    dialog.set_file(texts)
    with qtbot.waitSignal(dialog.finished_work, timeout=30000) as done:
        dialog.run_button.click()
    written = (tmp_path / "new.entities.jsonl").read_text(encoding="utf-8").splitlines()
    assert done.args[0].rows == 2 and len(written) == 2 and '"entities"' in written[1]
    assert "Saved" in dialog.status.text() and "dog" in dialog.first.toHtml()
    assert dialog.tagger is not None, "the name finder is kept for the next file"
    dialog.close()

    target = tmp_path / "exported"
    with qtbot.waitSignal(results.exported, timeout=60000):
        results.export("model", target)
    assert "token-classification" in results.export_status.text()
    from transformers import pipeline

    finder = pipeline("token-classification", model=str(target), aggregation_strategy="first", device="cpu")
    assert {e["entity_group"] for e in finder("the cat sat on the mat")} <= {"ANI", "PLA"}

    history = tab.history_page
    tab.history_button.click()
    qtbot.waitUntil(lambda: history.table.rowCount() == 1, timeout=20000)
    assert history.table.item(0, COLUMNS.index("F1")).text() == f"{m.entity_f1:.3f}"
    assert history.table.item(0, COLUMNS.index("Examples")).text() == "22 + 6"
    history.table.selectRow(0)
    assert history.use_buttons["label"].isEnabled() and not history.use_buttons["test"].isEnabled()
    with qtbot.waitSignal(tab.data_page.completeness_changed, timeout=30000):
        history.start_from_button.click()
    qtbot.waitUntil(lambda: tab.current_page is tab.settings_page, timeout=30000)
    assert tab.state.objective == "ner" and tab.state.model.id == "minilm-l6"
    assert tab.state.data_path == data and len(tab.state.dataset) == 28
    assert tab.state.learning_rate_for(tab.state.method) == 5e-4


def test_a_tag_not_in_bio_form_is_a_message_on_the_data_page(qtbot, tab, tmp_path) -> None:
    tab.task_page.buttons["ner"].click()
    tab.next()
    bad = tmp_path / "people.conll"
    bad.write_text("Ada PERSON\nlives O\n\nParis B-LOC\n", encoding="utf-8")
    tab.data_page.open_file(bad)
    qtbot.waitUntil(lambda: not tab.data_page.loading, timeout=20000)
    shown = tab.data_page.issues.text()
    assert "Problem:" in shown and "“PERSON” on line 1 of people.conll is not in BIO form" in shown
    assert "B-PER, I-PER" in shown and "Traceback" not in shown
    assert not tab.next_button.isEnabled() and "cannot be used" in tab.blocker_label.text()
