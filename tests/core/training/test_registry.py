"""The task-family registry: every family is found by its name, gives its own recipe, data side and
objective, and a name with no family is refused in plain words."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from workbench.core.errors import ConfigError
from workbench.core.training import registry
from workbench.core.training.config import OBJECTIVES, TrainConfig
from workbench.core.training.data.families import family_for
from workbench.core.training.objectives.choice import objective_for
from workbench.core.training.recipes import recipe_for


def test_every_family_is_registered_once_in_the_task_pages_order() -> None:
    assert registry.names() == OBJECTIVES
    assert set(OBJECTIVES) == {"classify", "pairs", "ner", "qa", "mlm", "clm", "chat", "summarize", "score"}
    assert registry.family(None) is registry.family("classify")  # an older run's record without a task
    with pytest.raises(ConfigError, match="Choose one of: classify, pairs"):
        registry.family("poetry")
    with pytest.raises(ValueError, match="Two task families"):
        registry.register(replace(registry.family("classify"), title="Another"))


def test_each_family_says_in_its_own_words_what_the_wizard_shows_of_it() -> None:
    families = registry.all_families().values()
    assert sorted(f.words.task_page_place for f in families) == list(range(len(OBJECTIVES)))
    for found in families:
        words = found.words
        assert all((words.choice, words.explanation, words.intro, words.open_tip)), found.name
        assert words.file_filter.endswith(";;All files (*)"), found.name
        assert {"{share}", "{checking}", "{training}"} <= set(re.findall(r"\{\w+\}", words.split_line))
    # the left-to-right models the window offers to save as a GGUF file
    assert {f.name for f in families if f.exports_gguf} == {"chat", "summarize", "clm"}


@pytest.mark.parametrize("name", OBJECTIVES)
def test_a_family_makes_its_own_data_side_objective_and_recipe(name: str) -> None:
    family = registry.family(name)
    config = TrainConfig(
        objective=name, model=family.recipe.starting_model, method=family.recipe.usual_method
    )
    data = family_for(name)
    for part in ("load", "split", "check", "units", "stored", "restored"):
        assert callable(getattr(data, part)), part
    objective = objective_for(config, ("a", "b"))
    assert callable(objective.loss) and callable(objective.evaluate)
    recipe = recipe_for(family.recipe.usual_method, name, 40)
    assert recipe.learning_rate == family.recipe.learning_rates[family.recipe.usual_method]
    assert recipe.min_steps == family.recipe.min_steps
    assert (recipe.epochs > family.recipe.usual_epochs) == (family.recipe.min_steps > 0)  # 40 is few
    assert family.uses_lm_head == (family.language_model or family.instruction)
    assert not (family.classifier and family.uses_lm_head)
