"""The Fine-tuning tab's session: only the built-in samples can be named, it starts from the recipe, and it is
the one mapping to a run's settings (a scene's state, a past run's config, and back)."""

from __future__ import annotations

from dataclasses import asdict, fields

import pytest

from workbench.core import scenes
from workbench.core.errors import SceneFileError
from workbench.core.sessions.train import RUN_SETTINGS, SAMPLE_FILES, STEPS, TrainSession
from workbench.core.training import recipes
from workbench.core.training.config import TrainConfig
from workbench.core.training.data import samples

CAREFUL = "Careful: smaller steps, more of them"
QUICK = "Quick: half the learning steps"


def test_it_starts_at_the_first_step_with_the_recommended_recipe() -> None:
    session = TrainSession()
    assert session.step == STEPS[0] and session.mode == "wizard" and session.sample == ""
    assert session.preset == recipes.RECOMMENDED and session.batch_size == recipes.BATCH_SIZE
    assert session.learning_rate is None and session.epochs is None, "the recipe's"
    config = session.config()
    assert config.effective_learning_rate == recipes.usual_learning_rate("full")
    assert config == TrainConfig(), "nothing chosen is TrainConfig's own defaults"


def test_a_scene_names_only_the_sample_data() -> None:
    assert all(samples.sample_path(name).is_file() for name in SAMPLE_FILES)
    state = {"sample": "/home/me/secret.csv"}
    data = {"schema_version": 1, "scenes": [{"title": "A", "tab": "train", "state": state}]}
    with pytest.raises(SceneFileError, match="“sample” cannot be"):
        scenes.deck_from_dict(data)


def test_what_a_scene_leaves_out_is_where_the_tab_starts_the_task() -> None:
    chat = TrainSession.from_scene_state({"objective": "chat", "sample": "chat_plant_care.jsonl"})
    assert (chat.method, chat.max_length) == ("lora", recipes.INSTRUCTION_MAX_LENGTH)
    config = chat.config()
    assert config.model == "smollm2-135m" and config.data_path == str(
        samples.sample_path("chat_plant_care.jsonl")
    )
    qa = TrainSession.from_scene_state({"objective": "qa", "max_length": 128})
    assert (qa.method, qa.max_length) == ("full", 128), "the scene's length wins"
    assert TrainSession.from_scene_state({"preset": QUICK}).batch_size == recipes.BATCH_SIZE
    assert TrainSession.from_scene_state({"preset": QUICK, "batch_size": 8}).batch_size == 8


def test_a_preset_fills_the_empty_learning_rate_and_epochs_for_the_data() -> None:
    recipe = recipes.recipe_for("lora", "classify", 240, preset=CAREFUL)
    config = TrainSession(method="lora", preset=CAREFUL).config(240)
    assert (config.learning_rate, config.epochs) == (recipe.learning_rate, recipe.epochs)
    own = TrainSession(method="lora", preset=CAREFUL, learning_rate=1e-4, epochs=2).config(240)
    assert (own.learning_rate, own.epochs) == (1e-4, 2)
    assert TrainSession(preset="").config(240).epochs is None, "values of one's own: the recipe resolves"


VARIED = {
    "lora": TrainConfig(
        model="smollm2-135m",
        objective="chat",
        method="lora",
        lora_r=16,
        lora_alpha=32,
        max_length=256,
        data_path=str(samples.sample_path("chat_plant_care.jsonl")),
    ),
    "frozen": TrainConfig(
        method="frozen",
        freeze_layers=4,
        epochs=5,
        warmup_ratio=0.07,
        seed=7,
        val_fraction=0.25,
        early_stopping_patience=None,
        max_examples=100,
    ),
    "frozen, half": TrainConfig(method="frozen", freeze_layers=None),
    "frozen, none": TrainConfig(method="frozen", freeze_layers=0),
    "custom rate": TrainConfig(
        learning_rate=3e-4,
        batch_size=8,
        weight_decay=0.05,
        data_path="/somewhere/own.csv",
        text_column="body",
        label_column="stars",
    ),
    "pairs": TrainConfig(
        model="workbench-mini-mlm",
        objective="pairs",
        text_column="premise",
        text_b_column="hypothesis",
        label_column="label",
        data_path=str(samples.sample_path("pairs_paraphrase.csv")),
    ),
}


@pytest.mark.parametrize("name", list(VARIED))
def test_a_past_runs_config_comes_back_the_same(name: str) -> None:
    config = VARIED[name].validate()
    session = TrainSession.from_config(config)
    assert session.step == "settings" and session.preset == ""
    assert asdict(session.config()) == asdict(config)


def test_a_past_runs_data_is_its_sample_or_its_own_file() -> None:
    assert TrainSession.from_config(VARIED["pairs"]).sample == "pairs_paraphrase.csv"
    own = TrainSession.from_config(VARIED["custom rate"])
    assert own.sample == "" and own.data_file == "/somewhere/own.csv"


def test_the_fields_it_does_not_hold_come_from_a_base_config() -> None:
    base = TrainConfig(device="cpu", checkpoint_minutes=1.0, grad_accumulation=2, early_stopping_patience=3)
    config = TrainSession(lora_r=4).config(base=base)
    assert (config.device, config.checkpoint_minutes, config.grad_accumulation) == ("cpu", 1.0, 2)
    assert config.lora_r == 4 and config.early_stopping_patience == 3, "the file's patience, still on"
    assert TrainSession(early_stopping=False).config(base=base).early_stopping_patience is None


def test_each_run_setting_is_a_session_field_mapped_to_a_config_field_with_the_same_default() -> None:
    session_fields = {f.name for f in fields(TrainSession)}
    config_fields = {f.name for f in fields(TrainConfig)}
    for setting in RUN_SETTINGS:
        assert setting.name in session_fields and setting.field in config_fields, setting.name
        default = getattr(TrainSession, setting.name)
        assert setting.from_config(getattr(TrainConfig, setting.field)) == default, setting.name
        assert setting.minimum <= default <= setting.maximum, "the settings page can show the default"
    assert TrainSession(warmup_percent=7).config().warmup_ratio == 0.07
    assert TrainSession.from_config(TrainConfig(warmup_ratio=0.07)).warmup_percent == 7


def test_what_a_scene_does_not_name_stays_as_the_tab_shows_it() -> None:
    """The experiments' boxes, the task, and for the task shown its data and model stay as shown; another
    task starts its data and model afresh."""
    shown = TrainSession(
        objective="pairs",
        sample="pairs_paraphrase.csv",
        text_column="sentence1",
        model="workbench-mini-mlm",
        experiment_seeds=5,
        lora_r=32,
    )
    boxes_only = TrainSession.from_scene_state({"mode": "prompting", "prompting_seeds": 2}, shown)
    assert (boxes_only.objective, boxes_only.sample, boxes_only.text_column) == (
        "pairs",
        "pairs_paraphrase.csv",
        "sentence1",
    )
    assert (boxes_only.model, boxes_only.experiment_seeds, boxes_only.prompting_seeds) == (
        "workbench-mini-mlm",
        5,
        2,
    )
    assert boxes_only.lora_r == TrainSession.lora_r  # a run's own settings start from the recipe
    other_task = TrainSession.from_scene_state({"objective": "classify"}, shown)
    assert (other_task.sample, other_task.model, other_task.text_column) == ("", "", None)
    assert other_task.experiment_seeds == 5
