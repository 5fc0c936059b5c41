"""Demo scenes through the real main window, offscreen, on the embedded models: every built-in scene shows
what it says, the keys step through a deck without stealing Page keys from editors, and a saved view opens
again as it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt

from workbench.core import scenes
from workbench.core.sessions import scene_state
from workbench.core.sessions.attention import VIEWS
from workbench.ui.scene_screen.player import arrived
from workbench.ui.tabs import entry_for_scene

LONG = 180_000  # ms: the first scenes of a tab load its models on 2 shared CPU cores


@pytest.fixture
def player(qtbot, main_window, converted_smollm2):
    main_window.activateWindow()
    return main_window.scenes


def assert_state_matches(tab, scene) -> None:
    """What the tab now reports as its state has every value the scene set."""
    now = scene_state(tab.session)
    for key, value in scene.state.items():
        if isinstance(value, float):
            assert now[key] == pytest.approx(value), (scene.title, key)
        else:
            assert now[key] == value, (scene.title, key)


def show_and_wait(qtbot, window, player, deck, index) -> object:
    player.show_scene(index) if player.deck is deck else player.open_deck(deck, index)
    scene = deck.scenes[index]
    tab = window.tab(entry_for_scene(scene.tab).title)
    qtbot.waitUntil(lambda: arrived(window, tab, scene.tab, scene.state), timeout=LONG)
    return tab


@pytest.mark.slow
def test_every_builtin_scene_shows_what_it_says(qtbot, main_window, player) -> None:
    deck = scenes.builtin_deck("lecture.json")
    for index, scene in enumerate(deck.scenes):
        tab = show_and_wait(qtbot, main_window, player, deck, index)
        assert main_window.tabs.tabText(main_window.tabs.currentIndex()) == entry_for_scene(scene.tab).title
        assert player.bar.isVisible() and f"Scene {index + 1} of {len(deck)}" in player.bar.position.text()
        assert_state_matches(tab, scene)
        s = scene.state
        if scene.tab == "fill":
            assert tab.view_bars["both"].labels[0] and tab.view_bars["whole"].labels[0]
            assert tab.tokens.pieces
        elif scene.tab == "next_token":
            assert tab.softmax.temperature == pytest.approx(s["temperature"])
            if "softmax_logits" in s:
                assert tab.softmax.bars.labels[0] == "sat"
        elif scene.tab == "attention":
            assert tab.views.currentIndex() == VIEWS.index(s["view"])
            if s["view"] == "side_by_side":
                assert all(h.view is not None for h in tab.side_by_side.heatmaps.values())
                assert tab.results["decoder"].causal and not tab.results["encoder"].causal
            if s["view"] == "head":
                assert tab.head_view.picker.layer + 1 == s["layer"]
                assert "[CLS]" in tab.head_view.heatmap.view.labels
        elif scene.tab == "train" and s.get("mode", "wizard") == "wizard":
            state = tab.state
            assert state.objective == s["objective"] and state.model.id == s["model"]
            assert state.data_path.name == s["sample"] and state.dataset is not None
            assert not tab.training_page.running and not tab.busy
            if s["step"] == "settings" and "learning_rate" in s:
                assert state.learning_rate_for(state.method) == pytest.approx(s["learning_rate"])
                assert "forgetting" in tab.settings_page.warning.text()
        elif scene.tab == "train" and s["mode"] == "prompting":  # prompting vs fine-tuning, as recorded
            panel = tab.history_page.prompting
            assert tab.history_page.section == "prompting" and panel.ks.text() == s["prompting_ks"]
            assert panel.recorded and panel.result_rows() and not panel.running
            # the fine-tuning runs train the scene's epochs, even where the wizard's data has the same recipe
            assert tab.state.choices.epochs == s.get("epochs")
        elif scene.tab == "train" and s["mode"] == "recipes":  # the course's recipes beside the app's
            assert tab.history_page.section == "recipes" and tab.history_page.recipes.result_rows()
        elif scene.tab == "train":
            # "runs": the history's list of runs; "history": its experiment
            assert tab.history_page.section == s["mode"]
            experiment = tab.history_page.experiment
            assert experiment.sizes.text() == s["experiment_sizes"]
            assert experiment.seeds.value() == s.get("experiment_seeds", experiment.seeds.value())
            assert tab.session.experiment_seeds == experiment.seeds.value()
            assert not experiment.running
        elif scene.tab == "surprise":
            assert "perplexity" in tab.first.heading.text() and "perplexity" in tab.second.heading.text()
        elif scene.tab == "zoo":
            assert tab.selected_row().entry.id == s["model"]


def lecture_at_fill(qtbot, window, player):
    deck = scenes.builtin_deck("lecture.json")
    first = next(i for i, s in enumerate(deck.scenes) if s.tab == "fill")
    return deck, first, show_and_wait(qtbot, window, player, deck, first)


@pytest.mark.slow
def test_page_keys_step_scenes_but_stay_with_a_focused_editor(qtbot, main_window, player) -> None:
    deck, first, fill = lecture_at_fill(qtbot, main_window, player)
    fill.text.setFocus()  # a one-line text has no use for Page Down: the scene moves on
    qtbot.keyClick(fill.text, Qt.Key.Key_PageDown)
    assert player.index == first + 1
    qtbot.keyClick(main_window, Qt.Key.Key_PageUp)
    assert player.index == first
    qtbot.keyClick(main_window, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert player.index == first + 1

    attention = main_window.tab("Attention")
    editor = attention.word_view.sentences
    editor.setFocus()
    qtbot.keyClick(editor, Qt.Key.Key_PageDown)  # the multi-line editor keeps its Page Down
    assert player.index == first + 1
    qtbot.keyClick(editor, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)  # Alt+arrows always step
    assert player.index == first
    qtbot.waitUntil(lambda: arrived(main_window, fill, "fill", deck.scenes[first].state), timeout=LONG)

    player.close_deck()
    assert not player.bar.isVisible() and not player.next_action.isEnabled()


@pytest.mark.slow
def test_a_saved_view_opens_again_as_it_was(qtbot, main_window, player, tmp_path) -> None:
    deck, first, fill = lecture_at_fill(qtbot, main_window, player)
    fill.text.setText("She poured the ___ into a cup.")
    qtbot.waitUntil(lambda: arrived(main_window, fill, "fill", {"text": fill.text.text()}), timeout=LONG)
    path = tmp_path / "mine.json"
    saved = player.save_scene(path, "Tea or coffee", "What goes into a cup?")
    assert saved is not None and len(saved) == 1 and saved.scenes[0].tab == "fill"
    assert saved.scenes[0].state == scene_state(fill.session)

    fill.text.setText("The dog chased the ___.")
    qtbot.waitUntil(
        lambda: arrived(main_window, fill, "fill", {"text": "The dog chased the ___."}), timeout=LONG
    )
    player.close_deck()
    assert player.open_file(path)
    assert player.deck.title == "mine" and player.index == 0
    assert "Tea or coffee" in player.bar.position.text() and player.bar.says.text() == "What goes into a cup?"
    qtbot.waitUntil(
        lambda: arrived(main_window, fill, "fill", {"text": "She poured the ___ into a cup."}),
        timeout=LONG,
    )
    assert scene_state(fill.session) == saved.scenes[0].state
    assert main_window.settings.last_scene_deck == str(path)


def test_a_broken_scene_file_is_explained_not_opened(qtbot, main_window, tmp_path, monkeypatch) -> None:
    from workbench.ui import scene_bar

    shown = []
    monkeypatch.setattr(scene_bar, "show_error", lambda parent, title, message: shown.append(message))
    path = tmp_path / "broken.json"
    path.write_text('{"schema_version": 1, "scenes": [{"title": "A", "tab": "slides"}]}', encoding="utf-8")
    assert not main_window.scenes.open_file(path)
    assert main_window.scenes.deck is None and "unknown tab" in shown[0]


def test_the_scenes_menu_lists_the_lecture_and_the_last_file(main_window, tmp_path) -> None:
    player = main_window.scenes
    path = tmp_path / "own.json"
    scenes.save_deck(scenes.SceneDeck("Own", (scenes.Scene("Zoo", "", "zoo", {"search": "bert"}),)), path)
    main_window.settings.last_scene_deck = str(path)
    player._fill_menu()
    texts = [action.text() for action in player.menu.actions()]
    assert any(text.startswith("Lecture: pre-trained language models (") for text in texts)
    assert "Reopen own.json" in texts and "Open scenes…" in texts and "Save current view as scene…" in texts
    assert not player.next_action.isEnabled() and not player.bar.isVisible()  # no deck: Page keys stay free


def pieces_of(tab) -> str:
    """The data page's word pieces of the sentence shown, a row a line."""
    table = tab.data_page.tagged_preview.pieces
    return "\n".join(" | ".join(table.item(r, c).text() for c in range(4)) for r in range(table.rowCount()))


@pytest.mark.slow
def test_each_task_scene_opens_the_data_page_on_how_the_model_reads_its_data(
    qtbot, main_window, player
) -> None:
    deck = scenes.builtin_deck("lecture.json")
    shown = [
        i
        for i, s in enumerate(deck.scenes)
        if s.tab == "train" and s.state.get("step") == "data" and s.state.get("mode", "wizard") == "wizard"
    ]  # the prompting scene stops the wizard at its data too, but shows its experiment
    assert [deck.scenes[i].state["objective"] for i in shown] == ["pairs", "ner", "qa", "chat", "summarize"]
    for index in shown:
        s = deck.scenes[index].state
        tab = show_and_wait(qtbot, main_window, player, deck, index)
        page = tab.data_page
        assert tab.current_page is page and tab.state.model.id == s["model"]
        assert tab.state.data_path.name == s["sample"]
        if s["objective"] == "pairs":  # the first row's pair as one input, each token with its segment id
            view = page.pair_view
            assert view.isVisibleTo(page) and "row 2" in view.title.text()  # the file's first pair
            tokens, segments = view.tokens, view.segments
            assert tokens[0] == "[CLS]" and tokens[-1] == "[SEP]" and tokens.count("[SEP]") == 2
            middle = tokens.index("[SEP]")
            assert set(segments[: middle + 1]) == {0} and set(segments[middle + 1 :]) == {1}
            assert "segment id" in view.note.text()
            continue
        assert page.snapshot.tokenizer is not None
        if s["objective"] == "ner":  # the word cut into pieces the lecturer points at
            row = "Sokolova | I-PER | so  ##ko  ##lova | I-PER  ·  ignored (-100) × 2"
            assert row in pieces_of(tab).splitlines()
        elif s["objective"] == "qa":  # at the scene's window, not the recipe's 256 tokens
            windows = page.qa_preview.windows.toPlainText()
            assert windows.startswith(f"What the model reads: 2 windows of at most {s['max_length']} tokens")
            assert "Window 1: " in windows and "holds the answer" in windows
        else:  # the answer (or summary) and the marker that closes it, after every other token
            tokens = page.chat_preview.shown_tokens
            first = min(k for k, t in enumerate(tokens) if t.counted)
            counted = [t.text for t in tokens[first:] if t.counted]
            answer = page.chat_preview.dataset.conversations[0][-1]["content"]
            assert "".join(counted) == answer + "<|im_end|>" and len(counted) == sum(
                t.counted for t in tokens
            )
            assert all(t.counted for t in tokens[first : first + len(counted)]), "one unbroken run"


def test_in_presentation_mode_a_task_scene_keeps_how_the_model_reads_its_data_in_view(
    qtbot, main_window, player
) -> None:
    deck = scenes.builtin_deck("lecture.json")
    [index] = [i for i, s in enumerate(deck.scenes) if s.state.get("objective") == "qa" and s.tab == "train"]
    main_window.presentation.enter()
    try:
        tab = show_and_wait(qtbot, main_window, player, deck, index)
        page = tab.data_page
        windows, viewport = page.qa_preview.windows, page.scroll.viewport()

        def in_view() -> bool:  # the windows the narration points at, whole on the screen
            top = windows.mapTo(viewport, windows.rect().topLeft()).y()
            return windows.isVisible() and top >= 0 and top + windows.height() <= viewport.height()

        qtbot.waitUntil(in_view, timeout=5000)
    finally:
        main_window.presentation.leave()


def test_the_narration_bar_is_short_on_a_projector_and_a_click_shows_all_of_it(qtbot, main_window) -> None:
    """At 1280x800 in presentation mode the folded bar keeps to 15 % of the height whatever the scene (the
    longest "Look for" line is cut with "…"); a click shows the lecturer's line, another folds it."""
    deck = scenes.builtin_deck("lecture.json")
    bar = main_window.scenes.bar
    main_window.presentation.enter()
    try:
        main_window.resize(1280, 800)
        bar.setVisible(True)
        tallest = 0
        for index in range(len(deck)):
            bar.show_scene(deck, index)
            qtbot.wait(1)
            main_window.resize(1280, 800)
            tallest = max(tallest, bar.height())
            assert not bar.details.isVisible() and bar.brief.isVisible()
            assert len(bar.brief.shown_lines()) <= bar.BRIEF_LINES
        assert main_window.height() == 800 and tallest <= 0.15 * 800, f"the bar takes {tallest} px"
        longest = max(range(len(deck)), key=lambda i: len(deck.scenes[i].says))
        bar.show_scene(deck, longest)
        qtbot.mouseClick(bar.middle, Qt.MouseButton.LeftButton)
        qtbot.wait(1)
        assert bar.expanded and bar.details.isVisible() and bar.says.text() == deck.scenes[longest].says
        assert bar.height() > 0.15 * 800  # all of it, which the lecturer asked for
        qtbot.mouseClick(bar.middle, Qt.MouseButton.LeftButton)
        qtbot.wait(1)
        assert not bar.expanded and bar.height() <= 0.15 * 800
    finally:
        main_window.presentation.leave()


def test_in_presentation_mode_the_first_scene_shows_the_top_guess_and_the_tally_without_scrolling(
    qtbot, main_window, player
) -> None:
    """At 1280x800 in presentation mode the masking scene arrives with view (a)'s first bar and the
    simulator's tally over 1,000 draws both whole on the screen (not below the fold)."""
    from tests.support.geometry import in_window, inside, shown_part

    deck = scenes.builtin_deck("lecture.json")
    [index] = [i for i, s in enumerate(deck.scenes) if any(c["kind"] == "masking" for c in s.checks)]
    main_window.presentation.enter()
    try:
        main_window.resize(1280, 800)
        tab = show_and_wait(qtbot, main_window, player, deck, index)
        tally, bars = tab.simulator.tally, tab.view_bars["both"]
        qtbot.waitUntil(lambda: "Over 1,000 draws" in tally.text(), timeout=30000)

        def in_view() -> bool:
            if main_window.size() != QSize(1280, 800):  # the offscreen screen is smaller than a projector's
                main_window.resize(1280, 800)
                return False
            plot = bars.plot.getPlotItem()
            first = plot.vb.mapViewToScene(plot.vb.viewRect().topLeft())  # the best bar's row, at the top
            top = bars.plot.mapTo(main_window, bars.plot.mapFromScene(first)).y()
            return (
                inside(in_window(tally, tally.rect().toRectF()), shown_part(tally))
                and top >= shown_part(bars).top()
            )

        qtbot.waitUntil(in_view, timeout=5000)
    finally:
        main_window.presentation.leave()
