"""The run's time before it starts: a few real steps timed through the training loop on the run's own data
(a tiny BERT here), and the arithmetic that adds them up for a run of any length.  No timed assertions: the
figures are checked for what they are made of, not for how fast this machine is."""

from __future__ import annotations

import threading

import pytest

from tests.support.training_data import (  # noqa: F401 - fixtures
    animal_texts,
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
)
from workbench.core.errors import Cancelled
from workbench.core.training import timing
from workbench.core.training.engine import run_index
from workbench.core.training.timing import RunPlan, Speed, about, epochs_within, plan_run, speed_key

SPEED = Speed("this computer's processor", 5.0, 0.5, 0.01, 1.0, ())


def test_a_plan_counts_the_steps_and_checks_a_run_takes(tiny_bert_folder) -> None:  # noqa: F811
    config = tiny_config(tiny_bert_folder, batch_size=16, eval_every_steps=None)
    plan = plan_run(config, train_units=100, check_texts=40, epochs=3)
    assert plan == RunPlan(steps=21, steps_per_epoch=7, checks=3, check_texts=40)
    every_5 = plan_run(config.replace(eval_every_steps=5), 100, 40, epochs=3)
    assert every_5.checks == 4 and every_5.steps == 21
    # without epochs, the run's own: the recipe stretches a small file's epochs to take enough steps
    recipe_steps = plan_run(config.replace(epochs=None), 100, 40).steps
    assert recipe_steps == 7 * config.replace(epochs=None).resolved(100).epochs > 21


def test_the_run_time_is_its_start_its_steps_and_its_checks() -> None:
    plan = RunPlan(steps=20, steps_per_epoch=10, checks=2, check_texts=50)
    check = 50 * 0.01
    # the start, 20 steps, two checks each with its writes (best weights, checkpoint), the final check
    assert plan.seconds(SPEED) == pytest.approx(5.0 + 20 * 0.5 + 2 * (check + 3 * 1.0) + check + 1.0)
    assert RunPlan(40, 10, 4, 50).seconds(SPEED) > plan.seconds(SPEED)


def test_the_quicker_runs_are_the_most_epochs_that_fit(tiny_bert_folder) -> None:  # noqa: F811
    config = tiny_config(tiny_bert_folder, batch_size=10, eval_every_steps=None)
    # 100 texts: 10 steps an epoch, 5 s of steps and about 3.1 s of checking and writing per epoch
    fits = epochs_within(60.0, config, 100, 10, SPEED, most=40)
    assert plan_run(config, 100, 10, fits).seconds(SPEED) <= 60.0
    assert plan_run(config, 100, 10, fits + 1).seconds(SPEED) > 60.0
    assert epochs_within(60.0, config, 100, 10, SPEED, most=3) == 3, "never more than asked"
    assert epochs_within(1.0, config, 100, 10, SPEED, most=40) == 1, "at least one epoch"


def test_times_read_as_people_say_them() -> None:
    assert about(12) == "about 10 seconds" and about(47) == "about 45 seconds"
    assert about(61) == "about 1 minute" and about(9.6 * 60) == "about 10 minutes"
    assert about(80 * 60) == "about 1 hour 20 minutes" and about(2 * 3600) == "about 2 hours"


@pytest.mark.slow
def test_real_steps_of_the_runs_own_model_are_timed_in_a_private_run(
    tiny_bert_folder,  # noqa: F811
    one_torch_thread,  # noqa: F811
) -> None:
    train_part, val_part = animal_texts()
    config = tiny_config(tiny_bert_folder, batch_size=4, epochs=5)
    listed = run_index.recorded()
    fractions: list[float] = []
    speed = timing.measure_speed(config, train_part, val_part, lambda f, m: fractions.append(f))
    assert speed.key == speed_key(config)
    assert speed.step_seconds > 0 and speed.check_seconds_per_text > 0 and speed.start_seconds >= 0
    assert "processor" in speed.device
    assert fractions[0] == 0.0 and fractions == sorted(fractions)
    assert run_index.recorded() == listed, "the timing run is private: never in the list of runs"
    seconds, plan = timing.estimate_seconds(config, train_part, val_part, speed)
    assert (plan.steps, plan.checks) == (5 * 7, 35 // 3), "28 texts in batches of 4, a check every 3 steps"
    assert seconds > plan.steps * speed.step_seconds


def test_a_timing_stops_when_cancelled(tiny_bert_folder) -> None:  # noqa: F811
    train_part, val_part = animal_texts()
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        timing.measure_speed(tiny_config(tiny_bert_folder), train_part, val_part, cancel=cancel)


@pytest.mark.slow
def test_the_command_line_says_how_long_and_trains_nothing(
    tmp_path,
    capsys,
    tiny_bert_folder,  # noqa: F811
    one_torch_thread,  # noqa: F811
) -> None:
    import json

    from tests.ui.tabs.train.wizard import write_reviews
    from workbench import cli

    data = write_reviews(tmp_path / "reviews.csv", rows=40)
    listed = run_index.recorded()
    options = ["--model", str(tiny_bert_folder), "--epochs", "3", "--batch-size", "4", "--max-length", "16"]
    assert cli.main(["train", "--data", str(data), *options, "--estimate", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    # 32 training reviews in batches of 4: 8 steps an epoch, checked on the 8 kept aside after each epoch
    assert (figures["steps"], figures["checks"], figures["check_texts"]) == (24, 3, 8)
    assert figures["seconds"] > 24 * figures["step_seconds"] > 0 and "processor" in figures["device"]
    assert run_index.recorded() == listed, "an estimate trains no run"
    assert cli.main(["train", "--data", str(data), *options, "--estimate"]) == 0
    assert capsys.readouterr().out.startswith("How long: about ")
