"""Recorded runs of the training scenes: the file format round-trips, ``scenes check`` judges a scene on its
recording without --training, and with --training a fresh run that disagrees with the recording is reported
as such (the training itself is replaced by a stand-in: no model trains here)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from workbench.core import scene_recordings, scene_training
from workbench.core.scene_checks import SceneView, run_checks
from workbench.core.scene_checks.results import SceneReport
from workbench.core.scene_recordings import RecordedRun, Recording

STATE = {"mode": "wizard", "step": "settings", "objective": "classify", "learning_rate": 0.01}
SPEC = {"kind": "training", "experiment": "fine_tune", "expect": {"accuracy_at_least": 0.9}}


def a_recording(**changes) -> Recording:
    run = RecordedRun(
        label="Full fine-tuning",
        seed=42,
        epochs=2.0,
        total_steps=4,
        steps=((1, 0.5, 0.7), (2, 1.0, 0.6), (3, 1.5, 0.4), (4, 2.0, 0.3)),
        evals=((2, 1.0, 0.55, 0.8), (4, 2.0, 0.35, 0.95)),
        final={"accuracy": 0.95},
        stop_reason="completed 2 epochs",
        seconds=12.5,
    )
    values = {
        "scene": "A scene that trains",
        "experiment": "fine_tune",
        "state": STATE,
        "machine": "2-core laptop CPU",
        "date": "2026-01-02",
        "seconds": 80.0,
        "seeds": (42,),
        "figures": {"accuracy": 0.95, "confidence": 0.9},
        "tolerance": {"accuracy": {"within": 0.08}, "confidence": {"factor": 1.5}},
        "detail": "95.0% of 60 held-out texts right",
        "runs": (run,),
        "load": 0.3,
        "torch": "2.0",
    }
    return Recording(**{**values, **changes})


def test_a_recording_round_trips_through_its_file(tmp_path) -> None:
    recording = a_recording()
    path = scene_recordings.write(recording, tmp_path)
    assert path.name == "a-scene-that-trains.json"
    assert scene_recordings.read(path) == recording
    assert scene_recordings.find("A scene that trains", tmp_path) == recording
    assert scene_recordings.find("Another scene", tmp_path) is None
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == 1 and data["runs"][0]["steps"][0] == [1, 0.5, 0.7]
    assert recording.label == "Recorded on a 2-core laptop CPU, 2026-01-02 — press Start to train live"
    assert recording.matches(dict(STATE)) and not recording.matches({**STATE, "learning_rate": 0.001})
    with pytest.raises(ValueError, match="format"):
        Recording.from_dict({**data, "format": 99})


def test_figures_outside_the_tolerance_disagree() -> None:
    recording = a_recording()
    assert scene_recordings.disagreements({"accuracy": 0.9, "confidence": 0.7}, recording) == []
    differ = scene_recordings.disagreements({"accuracy": 0.8, "confidence": 0.5}, recording)
    assert differ == [
        "accuracy 0.8, recorded 0.95 (allowed ±0.08)",
        "confidence 0.5, recorded 0.9 (allowed ×/÷1.5)",
    ]
    assert scene_recordings.disagreements({}, recording)[0] == "accuracy: none now (recorded 0.95)"


@pytest.fixture
def recorded(tmp_path, monkeypatch):
    """The scene's recording in a folder of its own, and training replaced by ``fresh`` figures."""
    monkeypatch.setattr(scene_recordings, "builtin_folder", lambda: tmp_path)
    scene_recordings.write(a_recording(), tmp_path)
    fresh = {"figures": {"accuracy": 0.93, "confidence": 0.92}}

    def measure(view, spec):
        return scene_training.Measured(dict(fresh["figures"]), "fresh: 93% right")

    measure_judge_tolerance = scene_training.EXPERIMENTS["fine_tune"]
    monkeypatch.setitem(scene_training.EXPERIMENTS, "fine_tune", (measure, *measure_judge_tolerance[1:]))
    return fresh


def test_without_training_the_claim_is_judged_on_the_recording(recorded) -> None:
    (result,) = run_checks(SceneView("train", STATE), (SPEC,), title="A scene that trains")
    assert result.holds is True
    assert result.detail.startswith("95.0% of 60 held-out texts right (recorded on a 2-core laptop CPU")
    assert result.recorded["figures"] == {"accuracy": 0.95, "confidence": 0.9}
    assert result.recorded["holds"] is True and "agrees" not in result.recorded
    report = SceneReport("A scene that trains", "Claim.", (result,)).to_dict()
    assert report["recorded"]["machine"] == "2-core laptop CPU" and report["checks"][0]["recorded"]
    # A scene changed since it was recorded is not judged on the old recording.
    (stale,) = run_checks(SceneView("train", {**STATE, "epochs": 3}), (SPEC,), title="A scene that trains")
    assert stale.holds is None and stale.recorded["stale"] is True
    (none,) = run_checks(SceneView("train", STATE), (SPEC,), title="Never recorded")
    assert none.holds is None and none.recorded is None


def test_a_fresh_run_that_disagrees_with_the_recording_fails(recorded) -> None:
    (agrees,) = run_checks(SceneView("train", STATE), (SPEC,), training=True, title="A scene that trains")
    assert agrees.holds is True and agrees.recorded["agrees"] is True
    assert agrees.detail == "fresh: 93% right; agrees with the recording of 2026-01-02"
    recorded["figures"] = {"accuracy": 0.91, "confidence": 0.3}  # the claim holds, the run is not the same
    (differs,) = run_checks(SceneView("train", STATE), (SPEC,), training=True, title="A scene that trains")
    assert differs.holds is False and differs.recorded["agrees"] is False
    assert "disagrees with the recording: confidence 0.3, recorded 0.9" in differs.detail


def test_the_costs_scenes_recording_is_the_fine_tune_set_beside_pre_training(tmp_path) -> None:
    from workbench.core.training.costs import scale_text

    assert scene_recordings.recorded_fine_tune(tmp_path) is None
    cost = a_recording(
        scene="What a run costs",
        experiment="run_cost",
        state={"model": "minilm-l6", "sample": "reviews_sentiment.csv", "mode": "runs"},
        figures={"seconds": 120.0, "energy_wh": 0.5, "peak_memory_bytes": 5e8, "times": 3e6},
    )
    scene_recordings.write(cost, tmp_path)
    typical = scene_recordings.recorded_fine_tune(tmp_path)
    assert (typical.seconds, round(typical.cpu_seconds)) == (120.0, 180)  # 0.5 Wh at 10 W per busy core
    text = scale_text(typical)
    assert (
        "MiniLM on 240 reviews, the recommended recipe: 2.0 min, 0.5 Wh; recorded on a 2-core laptop" in text
    )


PROMPTING_EXPECT = {"k": 16, "lead_at_least": 0.1, "zero_shot_over_chance_at_least": 0.1}


def prompting_figures(zero: float = 0.7, prompted: float = 0.55, tuned: float = 0.767) -> dict[str, float]:
    """The prompting scene's figures: zero-shot, and 4 and 16 examples in the prompt or trained on."""
    return {
        "chance": 0.5,
        "prompting_0": zero,
        "prompting_4": 0.525,
        "fine_tuning_4": 0.575,
        "lead_4": 0.05,
        "prompting_16": prompted,
        "fine_tuning_16": tuned,
        "lead_16": tuned - prompted,
    }


@pytest.mark.parametrize(
    ("figures", "expect", "holds"),
    [
        (prompting_figures(), PROMPTING_EXPECT, True),
        (prompting_figures(tuned=0.64), PROMPTING_EXPECT, False),  # fine-tuning only 9 points ahead
        (prompting_figures(prompted=0.8, tuned=0.75), PROMPTING_EXPECT, False),  # prompting ahead
        (prompting_figures(zero=0.58), PROMPTING_EXPECT, False),  # zero-shot only 8 points over guessing
        (prompting_figures(zero=0.58), {"lead_at_least": 0.1}, True),  # the largest k; zero-shot not claimed
        (prompting_figures(), {**PROMPTING_EXPECT, "k": 4}, False),  # 4 examples: 5 points
        ({"chance": 0.5, "prompting_0": 0.7}, PROMPTING_EXPECT, False),  # nothing was fine-tuned
    ],
)
def test_the_prompting_claim_is_judged_on_the_lead_at_its_k_and_zero_shot_over_guessing(
    figures, expect, holds
) -> None:
    assert scene_training.judge_prompting(figures, expect) is holds


def a_prompting_recording() -> Recording:
    shown = {
        "model": "smollm2-135m",
        "check_examples": 60,
        "check_available": 60,
        "seeds": 2,
        "labels": ["negative", "positive"],
        "ks": [
            {"k": 0, "prompting": [0.7, 0.7], "fine_tuning": None},
            {"k": 16, "prompting": [0.5, 0.6], "fine_tuning": [0.75, 0.7833]},
        ],
    }
    return a_recording(
        experiment="prompting",
        seeds=(1, 2),
        figures=prompting_figures(),
        tolerance={},
        runs=(),
        experiment_result=shown,
    )


def test_a_fresh_prompting_experiment_must_lie_within_the_recorded_seeds_spread() -> None:
    recording = a_prompting_recording()
    # Recorded leads at 16: +25.0 and +18.3 points; zero-shot 70.0 both times; 5 points' margin either way.
    fresh = scene_training.Measured(prompting_figures(zero=0.68, prompted=0.52, tuned=0.68), "", (), "", {})
    assert scene_training._spread_disagreements(fresh, recording) == []
    fresh = scene_training.Measured(prompting_figures(zero=0.6, prompted=0.6, tuned=0.7), "", (), "", {})
    assert scene_training._spread_disagreements(fresh, recording) == [
        "prompting with k = 0 is 60.0%, the recorded seeds gave 70.0% to 70.0%",
        "fine-tuning's lead at k = 16 is +10.0 points, the recorded seeds gave +18.3 to +25.0",
    ]
    assert (
        scene_training._spread_disagreements(dataclasses.replace(fresh, experiment_result=None), recording)
        == []
    )


def test_a_fresh_size_experiment_must_lie_within_the_recorded_seeds_gaps() -> None:
    shown = {"sizes": [{"examples": 1000, "pretrained": [0.8, 0.85], "scratch": [0.6, 0.6]}], "seeds": 2}
    recording = a_recording(experiment="data_sizes", experiment_result=shown)
    inside = scene_training.Measured({"gap_1000": 0.18}, "", (), "", {})
    outside = scene_training.Measured({"gap_1000": 0.1}, "", (), "", {})
    assert scene_training._spread_disagreements(inside, recording) == []
    assert scene_training._spread_disagreements(outside, recording) == [
        "the gap at 1,000 is +10.0 points, the recorded seeds gave +20.0 to +25.0"
    ]


SHIPPED = Path(__file__).resolve().parents[2] / "resources" / "scenes" / "recordings"


def test_the_line_of_each_recording_the_training_page_shows_is_built_from_its_figures_word_for_word() -> None:
    """Without a translator the line the window builds from a recording's figures and runs is the English the
    scene check printed when it was recorded (``detail``): the same words, in the window's language."""
    shipped = [scene_recordings.read(path) for path in sorted(SHIPPED.glob("*.json"))]
    worded = [r for r in shipped if r.experiment in scene_recordings.LINES]
    assert {r.experiment for r in worded} == {
        "fine_tune",
        "pretrained_vs_scratch",
        "forgetting",
        "adaptation",
    }
    for recording in worded:
        assert scene_recordings.LINES[recording.experiment](recording) == recording.detail, recording.scene
        assert recording.line() == recording.detail


def test_a_recording_the_window_cannot_word_shows_its_stored_line() -> None:
    assert a_recording(experiment="data_sizes", detail="mean of 2 seeds").line() == "mean of 2 seeds"
    failed = a_recording(
        experiment="forgetting",
        figures={"first_loss": 0.7, "highest_loss": 9.0, "chance": 0.5, "failed": 1.0},
        detail="loss 0.70 at the first step, up to 9.00; the run stopped: the loss grew",
    )
    assert failed.line() == failed.detail  # a failed run's message is not among the figures
