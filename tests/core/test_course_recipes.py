"""The course's recipes beside the app's (``course_recipes``) and the recipes scene's check: the app's side
is read from the registry, so a recipe changed there changes the table, and the scene's claim then fails."""

from __future__ import annotations

import dataclasses

import pytest

from workbench.core import scenes
from workbench.core.scene_checks import SceneView, run_checks
from workbench.core.training import registry
from workbench.core.training.course_recipes import compare_recipes


def recipes_scene() -> scenes.Scene:
    lecture = scenes.builtin_deck("lecture.json")
    return next(s for s in lecture.scenes if any(c["kind"] == "recipes" for c in s.checks))


def test_every_family_has_a_row_with_the_registrys_recipe() -> None:
    rows = {name: row for row in compare_recipes() for name in row.families}
    assert set(rows) == set(registry.names())
    qa, chat = rows["qa"], rows["chat"]
    assert qa.course == "QA: 3e-5, 2 epochs" and qa.app == "1e-4 (new head 1e-3), 2 epochs, ≥ 150 steps"
    assert qa.differs == ("learning rate", "epochs") and "3e-5" in qa.why
    assert chat is rows["summarize"] and chat.app == "LoRA 1e-3, 3 epochs"
    assert chat.differs == ("method", "learning rate")
    assert rows["ner"].differs == (
        "epochs",
    )  # the course's own 5e-5 and 3 epochs, with a least number of steps


def test_the_recipes_scene_holds_and_fails_once_a_recipe_changes(monkeypatch) -> None:
    scene = recipes_scene()
    assert "Recipes per task" in scene.title and scene.state["mode"] == "recipes"
    (result,) = run_checks(SceneView(scene.tab, scene.state), scene.checks)
    assert result.holds is True, result.detail
    qa = registry.family("qa")
    rates = {**qa.recipe.learning_rates, "full": 3e-5}  # back to the course's rate: only the epochs differ
    changed = dataclasses.replace(qa, recipe=dataclasses.replace(qa.recipe, learning_rates=rates))
    monkeypatch.setitem(registry._REGISTRY, "qa", changed)
    (result,) = run_checks(SceneView(scene.tab, scene.state), scene.checks)
    assert result.holds is False
    assert "qa: differs in epochs, the scene says epochs, learning rate" in result.detail


@pytest.mark.parametrize("differ", [{"classify": ["epochs"]}, {"nosuch": ["epochs"]}])
def test_a_scene_that_names_other_differences_does_not_hold(differ) -> None:
    scene = recipes_scene()
    spec = {**scene.checks[0], "differ": {**scene.checks[0]["differ"], **differ}}
    (result,) = run_checks(SceneView(scene.tab, scene.state), (spec,))
    assert result.holds is False
