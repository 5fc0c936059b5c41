"""The scene check that looks at the screen, and the slides: a scene played in the real window (offscreen, in
presentation mode at 1280x800) holds and is on screen when its figure is drawn in view; the check fails when
the figure lands below the fold, is hidden, or draws something other than the claim; the export writes what
the window shows and a handout.

One window serves the module, and one cheap scene (SmolLM2's next token after "It was a dark and stormy").
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from tests.support.scene_player import scene_player
from tests.support.slides import ink, pixels
from workbench.core import scenes
from workbench.core.scene_checks import check_scene
from workbench.ui.scene_screen.check import ScreenReport, check_on_screen, read_screen
from workbench.ui.scene_screen.export import HANDOUT, export_deck
from workbench.ui.scene_screen.player import parse_size, run_events
from workbench.ui.scene_screen.reading import bar_rows

pytestmark = pytest.mark.slow

SIZE = (1280, 800)


def cheap_deck() -> scenes.SceneDeck:
    """The lecture's next-token scene alone (its figure: the bars' top row, " night" at 97 %)."""
    lecture = scenes.builtin_deck("lecture.json")
    scene = next(s for s in lecture.scenes if s.tab == "next_token" and "stormy" in s.state.get("text", ""))
    return scenes.SceneDeck("Stormy", (scene,), "", "test:stormy")


@pytest.fixture(scope="module")
def player(qapp, converted_smollm2, tmp_path_factory):
    home = tmp_path_factory.mktemp("scene-screen-home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("WORKBENCH_HOME", str(home))
        patch.setenv("HF_HUB_CACHE", str(home / "hf-cache"))
        models = home / "data" / "models"
        models.mkdir(parents=True)
        for child in converted_smollm2.parent.iterdir():
            (models / child.name).symlink_to(child, target_is_directory=True)
        with scene_player(SIZE) as screen:
            yield screen


@pytest.fixture(scope="module")
def deck():
    return cheap_deck()


def played(player, deck) -> tuple:
    arrival = player.play(deck, 0)
    assert not arrival.problem, arrival.problem
    return arrival, check_scene(arrival.scene)


def report(arrival, numbers) -> ScreenReport:
    return ScreenReport(numbers, read_screen(arrival, numbers), arrival.seconds)


def test_a_scene_whose_figure_is_drawn_in_view_holds_and_is_on_screen(player, deck) -> None:
    arrival, numbers = played(player, deck)
    assert (player.window.width(), player.window.height()) == SIZE and player.window.presentation.active
    checked = report(arrival, numbers)
    assert checked.holds is True and checked.on_screen is True, checked.detail
    [figure] = checked.figures
    assert figure.text.startswith("␣night 97"), figure.text  # read from the chart as drawn
    data = checked.to_dict()
    assert data["holds"] is True and data["on_screen"] is True and data["seconds"] >= 0
    assert "recorded" not in data  # no training check in this scene


def test_a_figure_pushed_below_the_fold_or_hidden_is_off_screen(player, deck) -> None:
    arrival, numbers = played(player, deck)
    strip = arrival.tab.tokens  # above the bars: made tall, it pushes them out of the window
    strip.setMinimumHeight(900)
    run_events(0.3)
    try:
        checked = report(arrival, numbers)
        assert checked.on_screen is False and checked.to_dict()["on_screen"] is False
        assert "fold" in checked.figures[0].detail or "out of view" in checked.figures[0].detail
        assert checked.numbers.holds is True  # the numbers alone would have said all is well
    finally:
        strip.setMinimumHeight(0)
        run_events(0.3)
    arrival.tab.bars.hide()
    try:
        checked = report(arrival, numbers)
        assert checked.on_screen is False and "not shown" in checked.figures[0].detail
    finally:
        arrival.tab.bars.show()
        run_events(0.3)
    assert report(arrival, numbers).on_screen is True


def test_a_screen_that_shows_something_else_than_the_claim_does_not_hold(player, deck) -> None:
    arrival, numbers = played(player, deck)
    bars = arrival.tab.bars
    bars.set_bars(["␣day", "␣night"], [0.6, 0.3])  # the chart now draws another first token
    run_events(0.2)
    checked = report(arrival, numbers)
    assert numbers.holds is True and checked.holds is False, checked.detail
    assert checked.on_screen is True and "␣day 60.0%" in checked.figures[0].text
    assert "next_top on screen" in checked.detail


def test_scenes_bring_what_they_point_at_into_view_and_a_cut_off_column_fails(player) -> None:
    """The wizard's count of weights that learn and its learning-rate warning (below the fold of their pages
    at 1280x800), the zoo's columns (cut off behind a scroll bar) and the costs line (nowhere): each on screen
    on arrival.  Without presentation mode's fit, the zoo's last columns are off screen again."""
    lecture = scenes.builtin_deck("lecture.json")
    wanted = ("9 · LoRA: small", "10 · Too large a learning", "12 · The model zoo", "13 · What a run costs")
    deck = scenes.SceneDeck("pointing", tuple(s for s in lecture.scenes if s.title.startswith(wanted)))
    assert len(deck) == len(wanted)
    for index in range(len(deck)):
        arrival = player.play(deck, index)
        assert not arrival.problem, arrival.problem
        checked = report(arrival, check_scene(arrival.scene))
        assert checked.on_screen is True and checked.holds is not False, (
            f"{arrival.scene.title}: {checked.detail}"
        )
    zoo = player.play(deck, 2)
    table = zoo.tab.table
    table.setColumnHidden(table.model().columnCount() - 1, False)  # a column presentation mode leaves out
    run_events(0.3)
    try:
        checked = report(zoo, check_scene(zoo.scene))
        assert checked.on_screen is False and "catalogue on screen" in checked.detail, checked.detail
    finally:
        table.setColumnHidden(table.model().columnCount() - 1, True)
        run_events(0.3)


def test_the_top_k_scene_zooms_in_on_its_cut_and_a_scene_never_outlines_the_one_before(player) -> None:
    """Temperature 2.0 with top-k 5: zoomed in, each greyed bar says cut; then back to temperature 0.5, the
    outlines behind the bars are the model's own probabilities (temperature 1), not the 2.0 scene's."""
    lecture = scenes.builtin_deck("lecture.json")
    sharper, flatter = (
        next(s for s in lecture.scenes if s.title.startswith(t))
        for t in ("4 · Temperature 0.5", "4 · Temperature 2.0")
    )
    deck = scenes.SceneDeck("temperature", (flatter, sharper))
    bars = player.play(deck, 0).tab.bars
    texts = [value for _label, value in bar_rows(bars)]
    assert bars.zoomed and bars.kept.count(True) == 5
    assert all(("cut" in text) != kept for text, kept in zip(texts, bars.kept, strict=True)), texts
    assert bars.x_range[1] < 0.05, "the axis spans the small bars, not 0-100 %"
    tab = player.play(deck, 1).tab
    from workbench.core.explore.next_token import shown_bars

    own = [r.probability for r in shown_bars(tab.result, 1.0, 0, 1.0)]
    assert not tab.bars.zoomed and tab.bars.ghost_values == pytest.approx(own)


def test_the_export_writes_what_the_window_shows_and_a_handout(player, deck, tmp_path) -> None:
    slides = export_deck(deck, player, tmp_path)
    assert [s.picture for s in slides] == ["scene-01.png"] and not slides[0].problem
    image = QImage(str(tmp_path / "scene-01.png"))
    assert (image.width(), image.height()) == SIZE
    assert ink(pixels(image)) > 20_000  # the bar, the tabs, the chart: not a blank page
    handout = (tmp_path / HANDOUT).read_text(encoding="utf-8")
    scene = deck.scenes[0]
    assert handout.count("<section>") == 2  # the deck's title page, then one page per scene
    assert 'src="scene-01.png"' in handout and "Look for: " in handout
    assert scene.says.split(".")[0] in handout.replace("&#x27;", "'").replace("&quot;", '"')


def test_a_bars_share_is_read_in_the_language_that_wrote_it() -> None:
    """Read as English, a Spanish window's "94,7%" was 947 %: the temperature scenes failed in Spanish."""
    from workbench.core import words
    from workbench.ui.scene_screen.reading import percent_of

    assert percent_of("87.7%  cut") == pytest.approx(0.877) and percent_of("none") is None
    words.set_separators(",", ".")
    try:
        assert percent_of("94,7%") == pytest.approx(0.947) and percent_of("1.000,0 %") == pytest.approx(10.0)
    finally:
        words.set_separators()


def test_a_screen_size_is_read_or_refused() -> None:
    assert parse_size("1280x800") == (1280, 800) and parse_size("1920X1080") == (1920, 1080)
    for wrong in ("1280", "big", "100x80", "x800"):
        with pytest.raises(ValueError):
            parse_size(wrong)


def test_the_prompting_scene_shows_its_recorded_experiment_whole_on_arrival(player) -> None:
    """Scene 15 at 1280x800: the recorded chart, table and label in view, Run the experiment in reach, and the
    box of k wide enough to show "0, 4, 16" (it showed only "4, 16")."""
    lecture = scenes.builtin_deck("lecture.json")
    scene = next(s for s in lecture.scenes if s.title.startswith("15 ·"))
    arrival = player.play(scenes.SceneDeck("prompting", (scene,)), 0)
    assert not arrival.problem, arrival.problem
    checked = report(arrival, check_scene(arrival.scene))
    assert checked.holds is True and checked.on_screen is True, checked.detail
    [figure] = checked.figures
    assert "Recorded on a" in figure.text and "16 55.0% (50–60) 74.2% (72–77)" in figure.text, figure.text
    panel = arrival.tab.history_page.prompting
    box = panel.ks
    assert box.text() == "0, 4, 16" and box.width() > box.fontMetrics().horizontalAdvance(box.text()) + 8
    assert panel.cancel_button.geometry().right() <= panel.width()


def test_a_scene_fails_when_a_text_its_narration_names_is_not_in_view(player, deck) -> None:
    """The stormy scene names its top token (drawn beside the bars) and a word the window never shows."""
    from dataclasses import replace

    named = scenes.SceneDeck("named", (replace(deck.scenes[0], in_view=("␣night", "cyclone")),))
    [checked] = check_on_screen(named, player)
    assert checked.numbers.holds is True and checked.on_screen is False
    shown = {n.text: n.shown for n in checked.named}
    assert shown == {"␣night": True, "cyclone": False}, checked.detail
    assert "“cyclone” is not in view" in checked.detail
    assert checked.to_dict()["in_view"][1] == {
        "text": "cyclone",
        "shown": False,
        "detail": checked.named[1].detail,
    }


def test_a_scene_fails_when_the_scene_bar_cuts_its_look_for_line(player, deck) -> None:
    """The bar keeps the claim to two lines at 1280x800: a claim that needs more is cut with "…" there, and
    the scene is not wholly on screen (a longer language's claim was cut mid-word before this was checked)."""
    from dataclasses import replace

    [whole] = check_on_screen(deck, player)
    assert whole.on_screen is True and not whole.brief_cut, whole.detail
    long_claim = deck.scenes[0].claim + " " + " ".join(["It goes on and on, far past two lines."] * 6)
    [cut] = check_on_screen(scenes.SceneDeck("long", (replace(deck.scenes[0], claim=long_claim),)), player)
    assert cut.numbers.holds is True and cut.on_screen is False
    assert cut.brief_cut.endswith("…") and "the scene bar cuts its short line" in cut.detail
    assert cut.to_dict()["brief_cut"] == cut.brief_cut


def test_a_scene_fails_when_a_widget_still_shows_an_earlier_scenes_result(player, monkeypatch) -> None:
    """Two next-token scenes; in the second the token strip is made to keep the first one's pieces (as a
    tab that forgets to clear a result would): the check names it, and without the stale strip all is well."""
    once = scenes.Scene(
        "Once",
        "",
        "next_token",
        {"text": "Once upon a", "model": "smollm2-135m", "view": "probabilities", "temperature": 1.0},
    )
    two = scenes.SceneDeck("leftover", (once, cheap_deck().scenes[0]))
    tab = player.window.tab("Next token")
    show_tokens = tab.tokens.show_tokens
    monkeypatch.setattr(
        tab.tokens, "show_tokens", lambda result: "stormy" not in result.text and show_tokens(result)
    )
    first, second = check_on_screen(two, player)
    assert first.on_screen is not False and not first.leftovers, first.detail
    assert second.on_screen is False and second.numbers.holds is True
    assert any("scene 1's “Once ␣upon ␣a 3 tokens" in text for text in second.leftovers), second.leftovers
    assert "left from another scene: TokenStrip still shows" in second.detail
    monkeypatch.setattr(tab.tokens, "show_tokens", show_tokens)
    first, second = check_on_screen(two, player)
    assert not second.leftovers and second.on_screen is not False, second.detail


def test_a_mostly_empty_view_fails_and_the_costs_scene_shows_its_recorded_run(player) -> None:
    """The list of runs on a computer with none (this module's own home): without a recording the list and
    both charts are empty, more than half the view; the costs scene lists its recorded run, selected, with
    its curves."""
    lecture = scenes.builtin_deck("lecture.json")
    costs = next(s for s in lecture.scenes if s.title.startswith("13 · What a run costs"))
    unrecorded = scenes.Scene("Runs", "", "train", dict(costs.state))  # no training check: no recording
    [empty] = check_on_screen(scenes.SceneDeck("empty", (unrecorded,)), player)
    assert empty.on_screen is False and empty.empty > 0.5, empty.detail
    assert "mostly empty" in empty.detail and "an empty chart" in empty.detail
    [recorded] = check_on_screen(scenes.SceneDeck("costs", (costs,)), player)
    assert recorded.on_screen is True and recorded.empty < 0.5, recorded.detail
    history = player.window.tab("Fine-tuning").history_page
    assert history.table.item(0, 0).text() == "Fine-tune everything (recorded)"
    assert history.table.selectionModel().isRowSelected(0)
    assert "Fine-tune everything (recorded)" in history.curves.legend.text()  # its curves drawn
