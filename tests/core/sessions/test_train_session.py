"""The Fine-tuning tab's session: only the built-in samples can be named, and it starts from the recipe."""

from __future__ import annotations

import pytest

from workbench.core import scenes
from workbench.core.errors import SceneFileError
from workbench.core.sessions.train import SAMPLE_FILES, STEPS, TrainSession
from workbench.core.training import recipes
from workbench.core.training.data import samples


def test_it_starts_at_the_first_step_with_the_recommended_recipe() -> None:
    session = TrainSession()
    assert session.step == STEPS[0] and session.mode == "wizard" and session.sample == ""
    assert session.preset == recipes.RECOMMENDED and session.batch_size == recipes.BATCH_SIZE
    assert session.learning_rate == recipes.usual_learning_rate("full")


def test_a_scene_names_only_the_sample_data() -> None:
    assert all(samples.sample_path(name).is_file() for name in SAMPLE_FILES)
    state = {"sample": "/home/me/secret.csv"}
    data = {"schema_version": 1, "scenes": [{"title": "A", "tab": "train", "state": state}]}
    with pytest.raises(SceneFileError, match="“sample” cannot be"):
        scenes.deck_from_dict(data)
