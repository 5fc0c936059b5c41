"""The wizard's state without a window: its choices are one frozen ``TrainSession`` that only ``choose``
changes, a new run starts its settings from the recipe, a learning rate typed for one method stays with it,
and the experiments' runs take the wizard's settings through the same session."""

from __future__ import annotations

import dataclasses

import pytest

from workbench.core.models.catalogue import get_entry
from workbench.core.sessions.train import TrainSession
from workbench.core.sessions.train.wizard import WizardState
from workbench.core.training.data.samples import sample_path
from workbench.core.training.recipes import usual_learning_rate


def test_the_choices_are_a_frozen_session_changed_only_by_choose() -> None:
    state = WizardState()
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.choices.epochs = 3  # type: ignore[misc]
    with pytest.raises(AttributeError):
        state.epochs = 3  # type: ignore[attr-defined]
    before = state.choices
    state.choose(epochs=3, batch_size=8)
    assert (state.choices.epochs, state.choices.batch_size) == (3, 8) and before.epochs is None
    state.choose_data(sample_path("reviews_sentiment.csv"))
    state.choose_model(get_entry("minilm-l6"))
    assert state.choices.sample == "reviews_sentiment.csv" and state.choices.data_file is None
    # what was read for the choices goes through ``choose`` too, beside a choice or alone
    state.choose(dataset=["read"], languages="English", merge_case_labels=True)
    assert (state.dataset, state.languages, state.choices.merge_case_labels) == (["read"], "English", True)
    kept = state.choices
    state.choose(dataset=None)
    assert state.dataset is None and state.languages == "English" and state.choices is kept
    assert state.data_name == "reviews_sentiment.csv" and state.choices.model == "minilm-l6"
    state.choose_model(None)
    assert state.model is None and state.config().model == "minilm-l6"  # the task's starting model


def test_a_new_run_starts_its_settings_from_the_recipe_and_keeps_the_data_and_model(tmp_path) -> None:
    own = tmp_path / "own.csv"
    state = WizardState()
    state.choose(objective="chat")
    state.choose_data(own)
    state.choose_model(get_entry("smollm2-135m"))
    state.choose(method="full", lora_r=4, baseline=True, epochs=9, preset="", val_fraction=0.3)
    state.choose_learning_rate(1e-3)
    state.start_from_recipe()
    fresh = TrainSession.for_task("chat")
    c = state.choices
    assert (c.method, c.lora_r, c.baseline, c.epochs, c.learning_rate) == (
        "lora",
        fresh.lora_r,
        False,
        None,
        None,
    )
    assert c.max_length == fresh.max_length == 256 and c.preset == fresh.preset
    assert c.data_file == str(own) and c.model == "smollm2-135m" and c.val_fraction == 0.3
    assert state.learning_rate_method == ""


def test_a_learning_rate_typed_for_one_method_stays_with_that_method() -> None:
    state = WizardState()
    state.choose(method="full")
    state.choose_learning_rate(3e-4)
    assert state.config().learning_rate == 3e-4
    assert state.config("scratch").learning_rate is None  # the baseline takes the recipe's for its method
    assert state.learning_rate_for("scratch") == usual_learning_rate("scratch")
    state.choose(method="lora")  # chosen after the rate was typed: the rate was not typed for LoRA
    assert state.config().learning_rate is None and state.learning_rate_for("lora") == usual_learning_rate(
        "lora"
    )
    # The experiments train "full" runs, for which it was typed.
    assert state.experiment_config("minilm-l6", "full", 0.25, 7).learning_rate == 3e-4


def test_the_experiments_runs_take_the_wizards_settings_classifying_their_own_data() -> None:
    state = WizardState()
    state.choose(
        objective="pairs", text_b_column="b", max_examples=50, epochs=2, batch_size=8, early_stopping=False
    )
    state.choose_data(sample_path("pairs_paraphrase.csv"))
    config = state.experiment_config("minilm-l6", "scratch", 0.25, 7)
    assert (config.objective, config.model, config.method) == ("classify", "minilm-l6", "scratch")
    assert (config.epochs, config.batch_size, config.early_stopping_patience) == (2, 8, None)
    assert (config.val_fraction, config.seed, config.max_examples) == (0.25, 7, None)
    assert config.data_path is None and config.text_b_column is None
    config.validate()


def test_a_session_taken_whole_keeps_its_rate_for_its_method_and_a_typed_recipe_rate_is_the_recipes() -> None:
    state = WizardState()
    state.take_session(TrainSession(method="lora", learning_rate=3e-4, sample="reviews_sentiment.csv"))
    assert state.config().learning_rate == 3e-4 and state.config("scratch").learning_rate is None
    state.choose_learning_rate(state.recipe().learning_rate, typed=True)  # typed as the recipe has it
    assert state.choices.learning_rate is None
    state.dataset = ["read for classify"]
    state.take_session(TrainSession(objective="chat"))  # another task: the data read for this one goes
    assert state.dataset is None and state.model is None and state.config().learning_rate is None
