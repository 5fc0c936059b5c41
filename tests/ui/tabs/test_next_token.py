"""The Next-token tab driven like a lecturer would, on the embedded SmolLM2."""

import pytest

from tests.support.slides import check_slide
from workbench.core.explore.next_token import next_token


@pytest.fixture
def next_tab(qtbot, main_window, converted_smollm2):
    main_window.tabs.setCurrentIndex(main_window.tabs.indexOf(main_window.next_token_tab.parentWidget()))
    tab = main_window.next_token_tab
    qtbot.waitUntil(lambda: tab.result is not None, timeout=60000)
    return tab


def test_predictions_match_the_core_and_bars_show_them(qtbot, next_tab) -> None:
    expected = next_token(next_tab.loaded, "Once upon a", top_k=12)
    assert next_tab.bars.labels[0] == "␣time"
    assert next_tab.bars.values[0] == pytest.approx(expected.predictions[0].probability, abs=1e-6)
    assert "3 tokens" in next_tab.tokens.text()


def test_temperature_and_cutoffs_reshape_without_running_the_model(qtbot, next_tab, main_window) -> None:
    started = []
    main_window.tasks.started.connect(lambda task_id, name: started.append(name))
    top_at_1 = next_tab.bars.values[0]
    before = next_tab.bars.values
    assert next_tab.bars.ghost_values == []  # a fresh prediction: nothing to compare with
    next_tab.temperature.setValue(50)
    assert next_tab.bars.values[0] > top_at_1, "temperature 0.5 must sharpen"
    next_tab.temperature.setValue(200)
    assert next_tab.bars.values[0] < top_at_1, "temperature 2 must flatten"
    assert next_tab.bars.ghost_values == before  # the outline shows where the bars were at temperature 1
    assert next_tab.bars.x_range == (0.0, 1.65)  # on the fixed 0-100 % scale
    next_tab.temperature.setValue(100)
    next_tab.top_k.setValue(3)
    assert next_tab.bars.kept == [True] * 3 + [False] * 9
    next_tab.top_k.setValue(0)
    next_tab.top_p.setValue(0.2)
    kept = next_tab.bars.kept
    assert kept[0] and not all(kept)
    assert started == [], "reshaping must reuse the cached logits"


def test_the_bars_export_a_slide_with_the_prompt_model_and_sampling(qtbot, next_tab, tmp_path) -> None:
    next_tab.temperature.setValue(70)
    next_tab.top_k.setValue(5)
    says = ["“Once upon a”", "SmolLM2 135M Instruct", "temperature: 0.7", "top-k: 5", "␣time", "probability"]
    context = check_slide(next_tab.bars.exporter, tmp_path, "next", says, leaves_out=["Zoom in", "Undo"])
    assert context.text_label == "prompt" and dict(context.details)["top-p"] == 1.0
    assert next_tab.bars.exporter.csv_rows()[0][-5:] == ["view", "model", "temperature", "top-k", "top-p"]


def test_click_to_append_then_undo(qtbot, next_tab) -> None:
    with qtbot.waitSignal(next_tab.tasks.finished, timeout=30000):
        next_tab.bars.bar_clicked.emit(0)
    assert next_tab.text.text() == "Once upon a time"
    qtbot.waitUntil(lambda: next_tab.result.text == "Once upon a time", timeout=30000)
    assert next_tab.undo_button.isEnabled()
    next_tab.undo()
    assert next_tab.text.text() == "Once upon a"
    assert not next_tab.undo_button.isEnabled()


def test_typing_is_debounced_and_an_empty_text_is_explained(qtbot, next_tab) -> None:
    for text in ("The", "The cat", "The cat sat on the"):
        next_tab.text.setText(text)
    qtbot.waitUntil(lambda: next_tab.result.text == "The cat sat on the", timeout=30000)
    next_tab.text.setText("   ")
    qtbot.waitUntil(lambda: "Type the start of a sentence" in next_tab.message.text(), timeout=30000)
    assert next_tab.bars.labels == []


def test_softmax_by_hand(qtbot, next_tab) -> None:
    panel = next_tab.softmax
    probabilities = [panel.table.item(i, 4).text() for i in range(4)]
    assert probabilities == ["57.9%", "12.9%", "7.8%", "21.3%"]
    next_tab.temperature.setValue(200)
    assert panel.table.item(0, 4).text() != "57.9%"
    panel.logits.setText("2.5, one, 0.5")
    assert "numbers" in panel.sum_label.text()
    panel.logits.setText("2.5, 1.0")
    assert "one logit for each word" in panel.sum_label.text()


def test_generate_side_by_side_matches_the_core_and_draws_the_beam_tree(qtbot, next_tab) -> None:
    from workbench.core.explore.generation import generate

    panel = next_tab.decoding
    next_tab.pages.setCurrentWidget(panel)
    panel.max_tokens.setValue(5)
    panel.generate_button.click()
    qtbot.waitUntil(lambda: panel.result is not None and panel.generate_button.isEnabled(), timeout=90000)
    titles = [box.title() for box in panel.boxes]
    assert titles == ["Greedy", "Sampling (seed 0)", "Sampling (seed 1)", "Beam search (3 beams)"]
    expected = {
        "greedy": generate(next_tab.loaded, "Once upon a", strategy="greedy", max_new_tokens=5),
        "sample-1": generate(next_tab.loaded, "Once upon a", strategy="sample", max_new_tokens=5, seed=1),
        "beam": generate(next_tab.loaded, "Once upon a", strategy="beam", max_new_tokens=5, beams=3),
    }
    for key, run in expected.items():
        column = panel.result.column(key)
        assert column.new_text == run.new_text, key
        box = panel.boxes[panel.result.columns.index(column)]
        assert box.text.text().startswith("…") and "a token" in box.summary
    beam, greedy = panel.result.column("beam"), panel.result.column("greedy")
    assert beam.per_token >= greedy.per_token  # the lesson: beam search ends likelier, token for token
    best = max(panel.result.columns, key=lambda c: c.per_token)
    assert [("likeliest" in box.summary) for box in panel.boxes] == [c is best for c in panel.result.columns]
    table, tree = panel.table, beam.result.beam_tree
    assert (table.rowCount(), table.columnCount()) == (len(tree), 3)
    last = tree[-1][beam.result.beam_path[-1]]
    assert f"{last.log_probability:.2f}" in table.item(len(tree) - 1, last.beam).text()
    assert table.item(len(tree) - 1, last.beam).font().bold()  # the answer's path
    rows = table.exporter.csv_rows()  # every beam of every step, and what they were of
    assert len(rows) == 1 + sum(len(step) for step in tree)
    assert "Once upon a" in rows[1] and "SmolLM2 135M Instruct" in rows[1]
    first = panel.boxes[0]
    first.text.linkHovered.emit("0")  # pointing at greedy's first token names its probability
    assert f"{greedy.tokens[0].probability:.1%}" in panel.info.text() and "“␣time”" in panel.info.text()
    first.text.linkHovered.emit("")  # and leaving it brings the status back
    assert "continuations in" in panel.info.text()


def test_stop_generation(qtbot, next_tab) -> None:
    panel = next_tab.decoding
    panel.max_tokens.setValue(200)
    panel.generate_button.click()
    qtbot.waitUntil(lambda: panel.boxes[0].column is not None, timeout=90000)  # greedy's column is in
    panel.stop_button.click()
    qtbot.waitUntil(lambda: panel.generate_button.isEnabled(), timeout=30000)
    assert panel.info.text() == "Stopped."
    assert panel.boxes[0].text.text().startswith("…") and panel.boxes[0].column is not None  # it stays


def test_built_on_its_own_the_tab_reads_its_session_from_the_controls(standalone) -> None:
    from workbench.core.sessions.next_token import NextTokenSession
    from workbench.ui.tabs.next_token.tab import NextTokenTab

    tab = standalone(NextTokenTab)
    tab.temperature.setValue(50)
    tab.top_p.setValue(0.9)
    assert tab.session == NextTokenSession(temperature=0.5, top_p=0.9)
    tab.run()
    assert "still loading" in tab.message.text() and tab.result is None


def test_a_scene_on_the_generate_page_generates_and_the_next_scene_starts_empty(qtbot, next_tab) -> None:
    """A lecture scene that opens "Generate side by side" generates its own texts on arrival (no click);
    the scene after it shows none of them."""
    panel = next_tab.decoding
    next_tab.apply_scene_state({"text": "Once upon a", "view": "generate", "max_tokens": 3, "samples": 1})
    assert panel.result is None  # the prompt was read already: generating has begun
    qtbot.waitUntil(lambda: panel.result is not None and panel.generate_button.isEnabled(), timeout=120000)
    assert panel.result.prompt == "Once upon a" and len(panel.boxes) == 3
    assert next_tab.pages.currentWidget() is panel
    next_tab.apply_scene_state({"text": "The cat", "view": "probabilities"})
    assert panel.result is None and not panel.boxes and not panel.table.rowCount()
    qtbot.waitUntil(lambda: next_tab.result is not None and next_tab.result.text == "The cat", timeout=60000)
    assert panel.result is None  # a scene on the other page does not generate
