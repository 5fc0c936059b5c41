"""Every built-in training scene trains the same run whichever way it is started: the Fine-tuning tab showing
the scene (offscreen, as the scene player does, then the config its Start button would train), the scene
checks' mapping (``scene_training.scene_config``), and ``workbench train`` (or ``workbench adapt``) given the
scene's choices as options.  All three go through ``TrainSession``; this keeps them from drifting apart.  A
past run's *New run from these settings* (``TrainSession.from_config``) sets the tab up to train that run
again.

Compared: every TrainConfig field but
- ``out_dir``: the run's own folder, made when it starts (None in all three until then);
- ``text_column``, ``text_b_column``, ``label_column``: the tab's data page fills in the columns it guessed
  from the file as it shows them; a scene and the command line name none, and the run guesses them from the
  same file when it reads it.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from workbench import cli
from workbench.cli.train import config_from_args
from workbench.core import scenes
from workbench.core.scene_training import scene_config
from workbench.core.sessions.train import RUN_SETTINGS, STEPS, TrainSession
from workbench.core.training.config import TrainConfig
from workbench.core.training.data.samples import sample_path
from workbench.core.training.recipes import RECOMMENDED
from workbench.core.training.registry import family
from workbench.ui.tabs.train.tab import TrainTab

NOT_COMPARED = ("out_dir", "text_column", "text_b_column", "label_column")
# the scenes that set a run up (its data, or a step of the wizard); the recipes per task shows a table only
TRAIN_SCENES = [
    s
    for s in scenes.builtin_deck("lecture.json").scenes
    if s.tab == "train" and ("sample" in s.state or "step" in s.state)
]


def compared(config: Any) -> dict[str, Any]:
    return {k: v for k, v in asdict(config).items() if k not in NOT_COMPARED}


def command_line(session: TrainSession) -> list[str]:
    """The ``workbench train`` (``adapt`` for a language model) arguments choosing what ``session`` does."""
    language_model = family(session.objective).language_model
    args = ["adapt", "--objective"] if language_model else ["train", "--task"]
    args.append(session.objective)
    assert session.preset in (RECOMMENDED, "") or None not in (session.learning_rate, session.epochs), (
        "the command line has no presets: a scene with another one names its values"
    )
    options = {
        "--data": session.data_path,
        "--model": session.model or None,
        "--method": session.method,
        "--freeze-layers": session.freeze_layers,
        "--lora-r": session.lora_r,
        "--lora-alpha": session.lora_alpha,
        "--epochs": session.epochs,
        "--lr": session.learning_rate,
        **{setting.flag: getattr(session, setting.name) for setting in RUN_SETTINGS},  # --batch-size, ...
        "--max-examples": session.max_examples,
        "--val-fraction": session.val_fraction,
        "--seed": session.seed,
        "--text-column": session.text_column,
        "--text-b-column": session.text_b_column,
        "--label-column": session.label_column,
    }
    for option, value in options.items():
        if value is not None:
            args += [option, str(value)]
    return args + ([] if session.early_stopping else ["--no-early-stopping"])


@pytest.fixture
def tab(standalone):
    return standalone(TrainTab)


def shown(tab: TrainTab, step: str) -> bool:
    """The tab walked to ``step`` with its data read, and nothing it started still runs."""
    at = tab.current_page is tab.pages[STEPS.index(step)]
    return at and not tab.data_page.loading and not tab.tasks.is_busy()


def test_every_builtin_training_scene_trains_the_same_run_from_the_tab_the_checks_and_the_command_line(
    qtbot, tab
) -> None:
    assert len(TRAIN_SCENES) >= 10
    parse = cli.build_parser().parse_args
    for scene in TRAIN_SCENES:
        tab.apply_scene_state(scene.state)
        step = scene.state.get("step", "task")
        qtbot.waitUntil(lambda step=step: shown(tab, step), timeout=180_000)
        from_tab = compared(tab.state.config())
        from_checks = compared(scene_config(scene.state))
        session = TrainSession.from_scene_state(scene.state)
        from_command_line = compared(config_from_args(parse(command_line(session))))
        assert from_checks == from_tab, scene.title
        assert from_command_line == from_tab, scene.title


PAST_RUNS = {
    "lora, a rate and a split of its own": TrainConfig(
        method="lora",
        lora_r=16,
        lora_alpha=32,
        learning_rate=3e-4,
        epochs=2,
        warmup_ratio=0.05,
        val_fraction=0.25,
        seed=7,
        max_examples=100,
        text_column="text",
        label_column="label",
        data_path=str(sample_path("reviews_sentiment.csv")),
    ),
    # more digits than the settings page's boxes show: the run's numbers, not what the boxes read back
    "numbers finer than the boxes": TrainConfig(
        learning_rate=1.23456789e-4,
        weight_decay=0.0125,
        warmup_ratio=0.075,
        val_fraction=0.234,
        text_column="text",
        label_column="label",
        data_path=str(sample_path("reviews_sentiment.csv")),
    ),
    "frozen pairs": TrainConfig(
        model="workbench-mini-mlm",
        objective="pairs",
        method="frozen",
        freeze_layers=1,
        early_stopping_patience=None,
        text_column="sentence1",
        text_b_column="sentence2",
        label_column="label",
        data_path=str(sample_path("pairs_paraphrase.csv")),
    ),
}


@pytest.mark.parametrize("name", list(PAST_RUNS))
def test_a_new_run_from_a_past_runs_settings_trains_what_it_did(qtbot, tab, name: str) -> None:
    run = PAST_RUNS[name].validate()
    tab.start_from_run(run)  # what "New run from these settings" does
    qtbot.waitUntil(lambda: shown(tab, "settings"), timeout=180_000)
    assert asdict(tab.state.config()) == asdict(run)


def test_each_run_setting_has_a_row_on_the_settings_page_a_scene_key_and_an_option(qtbot, tab) -> None:
    page = tab.settings_page
    texts = {label.text() for label in page.findChildren(QLabel)}
    for setting in RUN_SETTINGS:
        assert {setting.label + ":", setting.help} <= texts, setting.name
        assert page.boxes[setting.name].toolTip() == setting.help
    chosen = {setting.name: setting.kind(setting.maximum) for setting in RUN_SETTINGS}  # none is the default
    page.set_values(**chosen)  # by the scene's keys, as a scene sets the page
    assert tab.state.session().run_settings() == chosen
    options = [text for s in RUN_SETTINGS for text in (s.flag, str(chosen[s.name]))]
    from_command_line = config_from_args(cli.build_parser().parse_args(["train", *options]))
    for setting in RUN_SETTINGS:
        value = getattr(tab.state.config(), setting.field)
        assert getattr(from_command_line, setting.field) == value != getattr(TrainConfig, setting.field)


def test_a_scene_with_numbers_finer_than_the_boxes_trains_them_as_its_check_does(qtbot, tab) -> None:
    """The tab takes a scene's session whole: its numbers are not read back from the boxes that show them
    (the settings page's learning rate as text, weight decay to 3 places, warm-up in whole percent)."""
    state = {
        "objective": "classify",
        "sample": "reviews_sentiment.csv",
        "model": "minilm-l6",
        "step": "settings",
        "learning_rate": 1.23456789e-4,
        "weight_decay": 0.0125,
        "warmup_percent": 7.5,
        "val_fraction": 0.234,
        "max_examples": 150,
    }
    tab.apply_scene_state(state)
    qtbot.waitUntil(lambda: shown(tab, "settings"), timeout=180_000)
    config = tab.state.config()
    assert (config.learning_rate, config.weight_decay, config.warmup_ratio) == (1.23456789e-4, 0.0125, 0.075)
    assert compared(config) == compared(scene_config(state))
