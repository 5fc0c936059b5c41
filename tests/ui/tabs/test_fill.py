"""The Fill-in-the-blank tab on the embedded models: the three views, blanking a word, the simulator."""

import pytest

from tests.support.slides import check_slide
from tests.support.spanish_numbers import spanish_numbers  # noqa: F401 - fixture
from tests.support.tiny_models import save_tiny_bert


@pytest.fixture
def fill_tab(qtbot, main_window, converted_smollm2):
    tab = main_window.fill_tab
    main_window.tabs.setCurrentIndex(main_window.tabs.indexOf(tab.parentWidget()))
    qtbot.waitUntil(lambda: tab.views is not None and tab.views.comparison is not None, timeout=60000)
    return tab


def test_whole_sentence_beats_left_only_for_the_lecture_example(qtbot, fill_tab) -> None:
    comparison = fill_tab.views.comparison
    assert comparison.rank("store", "whole_sentence") < comparison.rank("store", "left_only")
    assert fill_tab.view_bars["whole"].labels[0].strip() == "store"
    # View (a) is filled by the app's own masked model, which works offline.
    qtbot.waitUntil(lambda: len(fill_tab.view_bars["both"].labels) > 0, timeout=60000)
    assert fill_tab.masked_picker.combo.currentData() == "workbench-mini-mlm"
    assert fill_tab.views.comparison.masked_model == "Workbench mini MLM (fill in the blank)"


def test_without_a_masked_model_view_a_points_to_the_zoo(
    qtbot, main_window, converted_smollm2, monkeypatch
) -> None:
    from workbench.core.models import embedded

    installed = embedded.is_installed
    monkeypatch.setattr(embedded, "is_installed", lambda kind: kind != "mini-mlm" and installed(kind))
    tab = main_window.fill_tab
    main_window.tabs.setCurrentIndex(main_window.tabs.indexOf(tab.parentWidget()))
    qtbot.waitUntil(lambda: tab.views is not None and tab.views.comparison is not None, timeout=60000)
    assert tab.view_bars["both"].labels == []
    assert "Model zoo" in tab.view_notes["both"].text()
    assert "Model zoo" in tab.masked_picker.status.text()


def test_clicking_a_word_turns_it_into_the_blank(qtbot, fill_tab) -> None:
    qtbot.waitUntil(lambda: fill_tab.loaded.masked is not None, timeout=60000)
    milk = next(p for p in fill_tab.tokens.pieces if p.display.strip("␣") == "milk")
    fill_tab.blank_word(milk.index)
    assert fill_tab.text.text() == "The man went to the ___ to buy ___."
    # two blanks: the masked model fills them jointly; the comparison needs exactly one
    qtbot.waitUntil(lambda: "Filled jointly" in fill_tab.joint.text(), timeout=30000)
    assert "exactly one blank" in fill_tab.view_notes["whole"].text()


def test_a_real_click_on_a_word_in_the_strip_blanks_it(qtbot, fill_tab) -> None:
    """The mouse, not the slot: a click on a word's chip (found by clicking along the strip's first line,
    as a user aims at it) fires the label's link and turns that word into the blank."""
    from PySide6.QtCore import QPoint, Qt

    qtbot.waitUntil(lambda: fill_tab.loaded.masked is not None, timeout=60000)
    strip = fill_tab.tokens
    fill_tab.window().show()
    qtbot.waitExposed(strip)
    before = fill_tab.text.text()
    clicked: list[int] = []
    strip.piece_clicked.connect(clicked.append)
    y = strip.contentsRect().top() + strip.fontMetrics().height() // 2 + 3
    for x in range(2, strip.width() // 2, 4):  # "[CLS] the man went ..." : a word is soon under the pointer
        qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=QPoint(x, y))
        if clicked:
            break
    assert clicked, "no click on the strip reached a word"
    piece = next(p for p in strip.pieces if p.index == clicked[0])
    assert not piece.is_special  # [CLS] is not a link
    after = fill_tab.text.text()
    assert after.count("___") == before.count("___") + 1 and len(after.split()) == len(before.split())
    assert piece.display.strip("␣").lower() in before.lower().split()  # that word became the blank


def test_no_blank_is_explained_and_the_strip_shows_the_sentence(qtbot, fill_tab) -> None:
    fill_tab.text.setText("The man went to the store.")
    qtbot.waitUntil(lambda: "blank" in fill_tab.message.text().lower(), timeout=30000)
    assert fill_tab.view_bars["whole"].labels == []
    qtbot.waitUntil(
        lambda: any(p.display.strip("␣") == "store" for p in fill_tab.tokens.pieces), timeout=30000
    )
    assert "[MASK]" not in fill_tab.tokens.text()  # not the last sentence's strip


def test_masking_simulator_follows_the_seed(qtbot, fill_tab) -> None:
    qtbot.waitUntil(lambda: "tokens chosen" in fill_tab.masking.text(), timeout=30000)
    first = fill_tab.masking.text()
    fill_tab.resample.click()
    qtbot.waitUntil(lambda: fill_tab.masking.text() != first and "tokens chosen" in fill_tab.masking.text())
    fill_tab.seed.setValue(0)
    qtbot.waitUntil(lambda: fill_tab.masking.text() == first, timeout=30000)
    # under it, the 80/10/10 rule as counts over many draws of the same sentence
    qtbot.waitUntil(lambda: "Over 1,000 draws" in fill_tab.simulator.tally.text(), timeout=30000)
    assert "[MASK]" in fill_tab.simulator.tally.text() and "a random token" in fill_tab.simulator.tally.text()


def test_a_masked_model_fills_view_a_and_joint_fills(qtbot, fill_tab, tmp_path) -> None:
    folder = save_tiny_bert(tmp_path / "tiny-bert")
    with qtbot.waitSignal(fill_tab.masked_picker.model_ready, timeout=30000):
        fill_tab.masked_picker._load(str(folder))
    fill_tab.text.setText("the cat sat on the ___ .")
    qtbot.waitUntil(lambda: len(fill_tab.view_bars["both"].labels) > 0, timeout=30000)
    fill_tab.text.setText("the ___ sat on the ___ .")
    qtbot.waitUntil(lambda: "Filled jointly" in fill_tab.joint.text(), timeout=30000)


def test_built_on_its_own_the_tab_keeps_its_session_with_the_widgets(standalone) -> None:
    from workbench.core.sessions.fill import FillSession
    from workbench.ui.tabs.fill.tab import FillTab

    tab = standalone(FillTab)
    tab.text.setText("The ___ sat.")
    tab.seed.setValue(7)
    assert tab.session == FillSession(text="The ___ sat.", seed=7)
    tab.run()  # no model yet: it says so instead of running
    assert "still loading" in tab.message.text() and tab.views is None


def test_the_strip_shows_token_ids_on_demand(qtbot, fill_tab) -> None:
    qtbot.waitUntil(
        lambda: fill_tab.loaded.masked is not None and bool(fill_tab.tokens.pieces), timeout=60000
    )
    strip = fill_tab.tokens
    assert "<sub" not in strip.text()
    strip.ids_action.trigger()  # right-click > Show token ids
    assert strip.text().count("<sub") == len(strip.pieces)
    for piece in strip.pieces:  # e.g. [CLS] 101 and [MASK] 103 in BERT's vocabulary
        assert f">{piece.token_id}</sub>" in strip.text()
    strip.ids_action.trigger()
    assert "<sub" not in strip.text()


def test_the_strip_shows_the_sentence_in_a_padded_batch(qtbot, fill_tab) -> None:
    qtbot.waitUntil(lambda: fill_tab.loaded.masked is not None, timeout=60000)
    assert fill_tab.tokens.batch_action.isVisible()  # offered in the strip's right-click menu
    fill_tab.tokens.batch_action.trigger()
    dialog = fill_tab.batch_dialog
    qtbot.waitUntil(lambda: "[PAD]" in dialog.view.text(), timeout=30000)
    assert "padded on the right with [PAD]" in dialog.note.text()
    from workbench.core.sessions.fill import batch_view

    short = batch_view(fill_tab.session, fill_tab.loaded, "Dogs bark.").rows[1]
    assert short.padding > 0 and dialog.view.text().count("<b>0</b>") == short.padding  # a 0 per [PAD]
    assert dialog.view.text().count("[PAD]") == short.padding
    dialog.other.setText("")  # an empty second sentence is explained, not a crash
    qtbot.waitUntil(lambda: "at least two texts" in dialog.note.text(), timeout=30000)
    dialog.close()


def test_a_scene_that_names_a_second_sentence_shows_the_padded_batch_under_the_strip(qtbot, fill_tab) -> None:
    """A scene's "batch_with" shows the batch in the tab itself (a slide shows no dialog); the next scene
    without it hides it again."""
    qtbot.waitUntil(lambda: fill_tab.views is not None, timeout=60000)
    panel = fill_tab.batch_panel
    assert panel.isHidden()
    fill_tab.apply_scene_state({"batch_with": "Dogs bark."})
    qtbot.waitUntil(lambda: "[PAD]" in panel.view.text(), timeout=30000)
    assert not panel.isHidden() and fill_tab.session.batch_with == "Dogs bark."
    assert "padded on the right with [PAD]" in panel.note.text()
    fill_tab.apply_scene_state({})
    assert panel.isHidden() and fill_tab.session.batch_with == ""


def test_a_views_csv_says_what_it_was_of(qtbot, fill_tab) -> None:
    qtbot.waitUntil(lambda: len(fill_tab.view_bars["both"].labels) > 0, timeout=60000)
    header, first, *_ = fill_tab.view_bars["both"].exporter.csv_rows()
    assert header == ["label", "probability", "sentence", "view", "model"]  # no column that says nothing
    assert first[2:] == [
        "The man went to the ___ to buy milk.",
        "Fill in the blank: (a) Both sides — masked model",
        "Workbench mini MLM (fill in the blank)",
    ]
    assert fill_tab.view_bars["whole"].exporter.csv_rows()[1][-1] == "SmolLM2 135M Instruct"


def test_each_view_exports_a_slide_with_the_sentence_and_its_model(qtbot, fill_tab, tmp_path) -> None:
    qtbot.waitUntil(lambda: len(fill_tab.view_bars["both"].labels) > 0, timeout=60000)
    for key, model in (("both", "Workbench mini MLM (fill in the blank)"), ("left", "SmolLM2 135M Instruct")):
        bars = fill_tab.view_bars[key]
        says = ["The man went to the ___ to buy milk.", model, bars.labels[0].strip(), "probability"]
        check_slide(bars.exporter, tmp_path, key, says, leaves_out=["Zoom in", "Resample"])


def test_the_masked_view_shows_before_the_left_to_right_model_is_here(qtbot, standalone) -> None:
    """The first answer of a fresh start: (a) appears as soon as the small masked model is loaded."""
    from workbench.core.explore.context import both_sides_words
    from workbench.core.explore.fill_mask import fill_mask
    from workbench.core.models.loading import load_model
    from workbench.ui.tabs.fill.tab import FillTab

    tab = standalone(FillTab)
    masked = load_model("workbench-mini-mlm")
    tab._on_masked_ready(masked)  # as the picker does when the model is ready; SmolLM2 is not
    qtbot.waitUntil(lambda: tab.views is not None, timeout=60000)
    expected = both_sides_words(fill_mask(masked, tab.text.text(), top_k=50), 8)
    assert tab.view_bars["both"].labels == [w.word for w in expected]
    assert tab.view_bars["whole"].labels == [] and "still loading" in tab.view_notes["left"].text()


@pytest.mark.usefixtures("spanish_numbers")
def test_the_tally_counts_in_spanish_thousands(qtbot) -> None:
    from workbench.core.explore.masking import MaskingTally
    from workbench.ui.tabs.fill.masking_simulator import MaskingSimulator

    simulator = MaskingSimulator(0)
    qtbot.addWidget(simulator)
    simulator.show_tally(MaskingTally(draws=1000, masked=1200, random=150, unchanged=150))
    said = simulator.tally.text()
    assert "Over 1.000 draws</b>, the 1.500 chosen became" in said and "1.200 (80%)" in said
