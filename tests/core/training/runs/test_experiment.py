"""The lecture's experiment: one fixed check set, the sizes really used, several seeds, plain refusals."""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest

from tests.support.training_data import (  # noqa: F401 - fixtures
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
    write_animal_csv,
)
from workbench.core.errors import ConfigError, DataError
from workbench.core.training.data.labelled import load_dataset
from workbench.core.training.runs.experiment import (
    ExperimentResult,
    RunEnded,
    RunEvent,
    RunStarted,
    parse_methods,
    parse_sizes,
    plan_experiment,
    run_experiment,
)


def animals(n: int = 60) -> Any:
    """``n`` sentences about a cat or a dog, read from a real CSV file as the app reads data (the file is
    removed once read: the dataset holds its rows)."""
    with tempfile.TemporaryDirectory(prefix="animals-") as folder:
        return load_dataset(write_animal_csv(Path(folder) / "animals.csv", n))


def test_sizes_are_read_as_people_write_them() -> None:
    assert parse_sizes("100,1000") == [100, 1000]
    assert parse_sizes("100,200") == [100, 200]
    assert parse_sizes("100, 1,000 and 10,000") == [100, 1000, 10000]
    assert parse_sizes("1,000") == [1000]
    assert parse_sizes("") == []
    for text, part in (("ten", "ten"), ("-5,10", "-5"), ("100, 0", "0"), ("100,2.5", "2.5")):
        with pytest.raises(ConfigError, match=f"“{re.escape(part)}” is not a training size"):
            parse_sizes(text)


def test_the_check_set_is_the_same_whatever_the_sizes() -> None:
    data = animals(60)
    plan_a, pool_a, check_a = plan_experiment(data, [4, 10], seeds=2)
    plan_b, pool_b, check_b = plan_experiment(data, [40], seeds=1)
    assert check_a.texts == check_b.texts and len(check_a) == plan_a.check_examples == 12
    assert set(check_a.texts).isdisjoint(pool_a.texts) and len(pool_a) == plan_a.pool_examples == 48
    assert [(r.examples, r.arm, r.seed) for r in plan_a.runs[:4]] == [
        (4, "pretrained", 1),
        (4, "scratch", 1),
        (4, "pretrained", 2),
        (4, "scratch", 2),
    ]
    assert len(plan_b.runs) == 2 and plan_a.runs[-1].label == "from scratch · 10 examples · seed 2"


def test_asking_for_more_than_the_data_has_is_refused_in_plain_words() -> None:
    with pytest.raises(DataError) as refused:
        plan_experiment(animals(60), [10, 1000])
    assert "1,000 training examples" in refused.value.message and "only 48" in refused.value.message
    assert "12 are kept aside" in refused.value.message and "up to 48" in refused.value.hint
    with pytest.raises(DataError, match="cannot cover all 2 labels"):
        plan_experiment(animals(60), [1])


@pytest.mark.usefixtures("one_torch_thread")
def test_every_run_is_scored_on_the_check_set_and_summarised_per_size(tiny_bert_folder: Path) -> None:  # noqa: F811
    seen = []
    config = tiny_config(tiny_bert_folder, epochs=1, eval_every_steps=None)
    result = run_experiment(config, animals(60), [4, 8], seeds=2, on_event=seen.append)
    assert result.status == "finished" and result.check_examples == 12
    assert [size.examples for size in result.sizes] == [4, 8]
    for size in result.sizes:
        assert len(size.pretrained.runs) == len(size.scratch.runs) == 2
        assert all(run in {i / 12 for i in range(13)} for run in size.pretrained.runs + size.scratch.runs)
        assert size.gap == pytest.approx(size.pretrained.mean - size.scratch.mean)
        assert size.pretrained.low <= size.pretrained.mean <= size.pretrained.high
    starts = [e for e in seen if isinstance(e, RunStarted)]
    ends = [e for e in seen if isinstance(e, RunEnded)]
    assert [e.run.index for e in starts] == [e.run.index for e in ends] == list(range(8))
    started = [e.event for e in seen if isinstance(e, RunEvent) and type(e.event).__name__ == "Started"]
    assert [s.train_examples for s in started] == [4, 4, 4, 4, 8, 8, 8, 8]
    assert {s.val_examples for s in started} == {12}
    assert [s.method for s in started[:2]] == ["full", "scratch"]
    assert not any(Path(s.run_dir).exists() for s in started), "runs are removed: an experiment keeps numbers"
    data = json.loads(json.dumps(result.to_dict()))
    assert set(data) >= {"model", "check_examples", "sizes"}
    assert set(data["sizes"][0]) == {"examples", "pretrained", "scratch", "gap"}
    assert set(data["sizes"][0]["pretrained"]) == {"mean", "runs"}


def test_ways_of_fine_tuning_are_read_in_their_order_or_refused_by_name() -> None:
    assert parse_methods("lora, full and head") == ("full", "head", "lora")
    assert parse_methods("") == parse_methods("pretrained, scratch") == ("pretrained", "scratch")
    with pytest.raises(ConfigError, match="“prompting” is not a way of fine-tuning"):
        parse_methods("full, prompting")


def test_ways_of_fine_tuning_are_compared_each_at_its_own_rate(tiny_bert_folder: Path) -> None:  # noqa: F811
    seen = []
    config = tiny_config(tiny_bert_folder, epochs=1, eval_every_steps=None, learning_rate=3e-4)
    arms = ("full", "frozen", "head")
    result = run_experiment(config, animals(60), [4, 8], seeds=2, on_event=seen.append, arms=arms)
    assert result.status == "finished" and result.arms == arms and result.compares_methods
    started = [e.event for e in seen if isinstance(e, RunEvent) and type(e.event).__name__ == "Started"]
    assert [s.method for s in started[:3]] == ["full", "frozen", "head"]
    assert [s.learning_rate for s in started[:3]] == [5e-5, 5e-5, 1e-3]  # each its usual, not the config's
    for size in result.sizes:
        assert size.pretrained.runs == size.scratch.runs == () and set(size.methods) == set(arms)
        assert all(len(size.arm(arm).runs) == 2 for arm in arms)
        assert size.arm("head").median == pytest.approx(size.arm("head").mean)  # two seeds: the middle
    again = ExperimentResult.from_shown(json.loads(json.dumps(result.shown())))
    assert again.arms == arms and [s.methods for s in again.sizes] == [s.methods for s in result.sizes]
    assert set(result.to_dict()["sizes"][0]) == {"examples", *arms}


@pytest.mark.usefixtures("one_torch_thread")
def test_cancelling_keeps_the_runs_that_finished(tiny_bert_folder: Path) -> None:  # noqa: F811
    import threading

    cancel = threading.Event()

    def stop_after_the_first_run(event) -> None:
        if isinstance(event, RunEnded):
            cancel.set()

    config = tiny_config(tiny_bert_folder, epochs=1)
    result = run_experiment(
        config, animals(40), [4], seeds=2, on_event=stop_after_the_first_run, cancel=cancel
    )
    assert result.status == "cancelled"
    assert len(result.sizes[0].pretrained.runs) == 1 and result.sizes[0].scratch.runs == ()
    assert result.sizes[0].gap is None
