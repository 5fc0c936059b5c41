"""The recipe: one owner of the defaults, small data gets enough steps, a config left empty is
filled from it."""

from __future__ import annotations

import math

import pytest

from workbench.core.training.config import TrainConfig
from workbench.core.training.families.language import MIN_ADAPT_STEPS
from workbench.core.training.recipes import (
    MAX_EPOCHS,
    MIN_CLASSIFY_STEPS,
    PRESETS,
    USUAL_EPOCHS,
    recipe_for,
    usual_learning_rate,
)


@pytest.mark.parametrize("examples", [40, 100, 240, 500])
def test_small_data_trains_at_least_the_minimum_number_of_steps(examples: int) -> None:
    recipe = recipe_for("full", "classify", examples)
    assert recipe.steps(examples) >= MIN_CLASSIFY_STEPS or recipe.epochs == MAX_EPOCHS
    assert recipe.epochs > USUAL_EPOCHS
    assert f"{examples:,} examples" in recipe.reason


def test_large_data_keeps_the_usual_three_epochs() -> None:
    recipe = recipe_for("full", "classify", 10_000)
    assert recipe.epochs == USUAL_EPOCHS and recipe.steps(10_000) == 3 * math.ceil(10_000 / 16)


def test_the_learning_rate_follows_the_method_and_the_preset() -> None:
    assert recipe_for("full").learning_rate == usual_learning_rate("full") == 5e-5
    assert (
        recipe_for("lora").learning_rate > recipe_for("head").learning_rate > recipe_for("full").learning_rate
    )
    careful = recipe_for("full", "classify", 240, preset="Careful: smaller steps, more of them")
    assert careful.learning_rate == 2e-5 and careful.epochs > recipe_for("full", "classify", 240).epochs
    quick = recipe_for("full", "classify", 240, preset="Quick: half the learning steps")
    usual = recipe_for("full", "classify", 240)
    # quicker in time: half the steps at the same batch size (not as many examples seen in larger batches)
    assert quick.batch_size == usual.batch_size and quick.steps(240) * 2 <= usual.steps(240) + usual.epochs
    assert len(PRESETS) == 3


def test_language_model_adaptation_counts_blocks_and_takes_enough_steps_too() -> None:
    from workbench.core.training.data.corpus import estimated_blocks

    passages = ["The beekeeper lifted the lid of the hive and checked the frames for brood."] * 400
    blocks = estimated_blocks(passages, 128)
    assert blocks == 62  # 400 x (14 words x 1.2 tokens + 1 separator), a tenth more, in blocks of 127
    recipe = recipe_for("full", "mlm", blocks)
    assert recipe.steps(blocks) >= MIN_ADAPT_STEPS > 0 and "blocks of text" in recipe.reason
    assert recipe_for("full", "mlm", 100_000).epochs == USUAL_EPOCHS


def test_a_config_left_empty_is_filled_from_the_recipe_for_its_training_size() -> None:
    config = TrainConfig(model="minilm-l6")
    assert config.epochs is None and config.learning_rate is None
    filled = config.resolved(240)
    assert filled.epochs == recipe_for("full", "classify", 240).epochs == 20  # 15 steps an epoch, 300 steps
    assert filled.learning_rate == 5e-5
    assert filled.resolved(5000) == filled, "values once filled in stay"
    assert TrainConfig(model="m", epochs=2, learning_rate=1e-4).resolved(240).epochs == 2
    # the minimum counts optimizer steps: accumulation makes steps larger, so more epochs are needed
    accumulated = TrainConfig(model="m", batch_size=8, grad_accumulation=4).resolved(240)
    assert accumulated.epochs == recipe_for("full", "classify", 240, batch_size=32).epochs


def test_the_command_line_says_what_the_recipe_chose_and_why() -> None:
    from workbench.cli.train import recipe_line
    from workbench.core.training.data.labelled import StoredDataset

    data = StoredDataset(tuple(f"review {i}" for i in range(240)), (0, 1) * 120, ("negative", "positive"))
    line = recipe_line(TrainConfig(model="minilm-l6"), data)
    assert line.startswith("Recipe: learning rate 5e-05, 20 epochs, batch 16")
    assert "why 20 epochs: 240 examples give few learning steps" in line
    assert "why" not in recipe_line(TrainConfig(model="minilm-l6", epochs=2), data)


def test_chat_and_summaries_default_to_lora_at_its_usual_rate_for_the_lecture_s_epochs() -> None:
    from workbench.core.training.config import TrainConfig
    from workbench.core.training.recipes import recipe_for, usual_max_length, usual_method

    assert usual_method("chat") == usual_method("summarize") == "lora" and usual_method("classify") == "full"
    assert recipe_for("lora", "chat", 264).learning_rate == 1e-3  # measured: 2e-4 left the format unlearned
    assert recipe_for("full", "summarize", 176).learning_rate == 1e-5  # the lecture's dialogue rate
    assert recipe_for("lora", "chat", 20).epochs == 3  # no stretching: each example teaches a whole answer
    assert usual_max_length("chat", 128) == 256 and usual_max_length("classify", 128) == 128
    config = TrainConfig(objective="chat", method="full", sample_prompts=("Hi?",))
    assert config.effective_learning_rate == 1e-5 and config.uses_lm_head and not config.is_language_model
    assert TrainConfig.from_json(config.to_json()) == config  # the sample prompts read back as a tuple
