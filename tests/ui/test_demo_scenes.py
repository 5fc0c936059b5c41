"""The lecture's demonstration scenes played in the real window (offscreen, presentation mode, 1280x800):
the recipes per task table, and the recorded experiments of freezing on very small data and of the data-size
curve.  Each shows its claim's figure whole on arrival, and its check fails when the screen or the recording
says something else.  Recordings are read, never trained again here."""

from __future__ import annotations

import dataclasses

import pytest

from tests.support.scene_player import scene_player
from workbench.core import scenes
from workbench.core.scene_checks import check_scene
from workbench.core.training import registry
from workbench.ui.scene_screen.check import ScreenReport, read_screen

pytestmark = pytest.mark.slow

SIZE = (1280, 800)


@pytest.fixture(scope="module")
def player(qapp, tmp_path_factory):
    home = tmp_path_factory.mktemp("demo-scenes-home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("WORKBENCH_HOME", str(home))
        with scene_player(SIZE) as screen:
            yield screen


def lecture_scene(title_start: str) -> scenes.Scene:
    return next(s for s in scenes.builtin_deck("lecture.json").scenes if s.title.startswith(title_start))


def play(player, scene: scenes.Scene):
    arrival = player.play(scenes.SceneDeck("demo", (scene,)), 0)
    assert not arrival.problem, arrival.problem
    numbers = check_scene(arrival.scene)
    return arrival, numbers, ScreenReport(numbers, read_screen(arrival, numbers), arrival.seconds)


def test_the_recipes_scene_shows_every_row_and_fails_when_the_registry_differs(player, monkeypatch) -> None:
    arrival, numbers, checked = play(player, lecture_scene("14 · Recipes per task"))
    assert checked.holds is True and checked.on_screen is True, checked.detail
    panel = arrival.tab.history_page.recipes
    rows = panel.result_rows()
    assert [row[0] for row in rows][-2:] == ["chat, summarize", "score"]
    assert rows[3][:2] == ("qa", "QA: 3e-5, 2 epochs") and rows[3][3] == "learning rate, epochs"
    qa = registry.family("qa")
    rates = {**qa.recipe.learning_rates, "full": 3e-5}
    changed = dataclasses.replace(qa, recipe=dataclasses.replace(qa.recipe, learning_rates=rates))
    monkeypatch.setitem(registry._REGISTRY, "qa", changed)
    stale = ScreenReport(numbers, read_screen(arrival, numbers), arrival.seconds)  # the table made before
    assert stale.holds is False


@pytest.mark.parametrize(
    ("title", "headers", "sizes"),
    [
        ("9 · Freezing on very small data", ["Examples", "Everything", "Frozen", "Head only", "LoRA"], 3),
        ("10 · The data-size curve", ["Examples", "Everything"], 4),
    ],
)
def test_a_recorded_experiment_of_ways_to_fine_tune_shows_on_arrival(player, title, headers, sizes) -> None:
    """The freezing and data-size scenes arrive on their recordings: the medians and ranges in the table,
    one line per way in the chart, the recording's label and Run the experiment in view."""
    arrival, numbers, checked = play(player, lecture_scene(title))
    assert checked.holds is True and checked.on_screen is True, checked.detail
    panel = arrival.tab.history_page.experiment
    table = panel.table
    assert [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())] == headers
    assert panel.recorded and len(panel.result_rows()) == sizes
    shown = " | ".join(" ".join(row) for row in panel.result_rows())
    assert all(part in checked.figures[0].text for part in shown.split(" | ")), checked.figures[0].text
    assert "median % correct of the seeds" in panel.status.text() and "Recorded on a" in panel.status.text()
    assert [key for key, *_ in panel.chart.arms] == [h for h in ("full", "frozen", "head", "lora")][
        : len(headers) - 1
    ]
    assert "points: median of the seeds" in panel.chart.legend.text()
