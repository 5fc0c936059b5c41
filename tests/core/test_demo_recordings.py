"""The recorded experiments of the freezing and data-size scenes: the claim is judged on the recording's
figures (no training here), holds as the narration says, and fails when the expectation says otherwise."""

from __future__ import annotations

import dataclasses
import statistics

import pytest

from workbench.core import scene_recordings, scenes
from workbench.core.scene_training import _StateView, judge_methods, play


def scene(title_start: str) -> scenes.Scene:
    return next(s for s in scenes.builtin_deck("lecture.json").scenes if s.title.startswith(title_start))


@pytest.mark.parametrize("title", ["9 · Freezing on very small data", "10 · The data-size curve"])
def test_the_scene_holds_on_its_own_recording(title) -> None:
    found = scene(title)
    recording = scene_recordings.scene_recording(found)
    assert recording is not None, "the scene's recording is missing or was made from another state"
    (spec,) = [c for c in found.checks if c["kind"] == "training"]
    holds, detail, recorded = play(found.title, _StateView(found.state), spec, training=False)
    assert holds is True and recorded["seeds"] == [1, 2, 3], detail
    shown = recording.experiment_result
    for size in shown["sizes"]:  # the figures are the medians of the seeds kept in the recording
        for arm in shown["arms"]:
            assert recording.figures[f"{arm}_{size['examples']}"] == statistics.median(size[arm])


def test_the_freezing_claim_fails_on_a_recording_where_freezing_helps(tmp_path) -> None:
    """The narration says freezing never helps on these sizes: a recording where the frozen model beat
    fine-tuning everything at 16 examples (the course's expectation) fails the scene's check."""
    found = scene("9 · Freezing on very small data")
    (spec,) = found.checks
    recording = scene_recordings.scene_recording(found)
    figures = {**recording.figures, "frozen_16": recording.figures["full_16"] + 0.05}
    scene_recordings.write(dataclasses.replace(recording, figures=figures), tmp_path)
    holds, _detail, _recorded = play(
        found.title, _StateView(found.state), spec, training=False, folder=tmp_path
    )
    assert holds is False
    assert not judge_methods(recording.figures, {"leads": [[16, "frozen", "full", 0.0]]})


def test_the_curve_claim_fails_on_a_recording_that_falls_gains_little_or_stays_low(tmp_path) -> None:
    """The curve's claim: a clear gain from 100 to 1,000 examples, at least 95 % from 1,000 on, and no larger
    size falling back more than half a point.  A recording breaking any one of them fails the scene."""
    found = scene("10 · The data-size curve")
    (spec,) = found.checks
    recording = scene_recordings.scene_recording(found)
    assert recording.experiment_result["check_examples"] == 2500  # 12,500 reviews: a fifth kept to check
    assert [size["examples"] for size in recording.experiment_result["sizes"]] == [100, 1000, 3000, 10000]
    figures = recording.figures
    for change in (
        {"full_10000": figures["full_1000"] - 0.01},  # falls back at the largest size
        {"full_1000": 0.9, "full_3000": 0.91},  # stays low
        {"full_100": figures["full_1000"] - 0.05},  # hardly gains from ten times the data
    ):
        scene_recordings.write(dataclasses.replace(recording, figures={**figures, **change}), tmp_path)
        holds, _detail, _recorded = play(
            found.title, _StateView(found.state), spec, training=False, folder=tmp_path
        )
        assert holds is False, change


def test_a_flat_curve_may_wobble_within_half_a_point_but_not_fall() -> None:
    expect = {"falls_at_most": ["full", 0.005]}
    assert judge_methods({"full_100": 0.8, "full_1000": 0.998, "full_3000": 0.996}, expect)
    assert not judge_methods({"full_100": 0.8, "full_1000": 0.998, "full_3000": 0.99}, expect)
    # sizes are ordered as numbers, not as text ("10000" < "3000" as text)
    assert not judge_methods({"full_3000": 0.999, "full_10000": 0.98}, expect)
    assert not judge_methods({"full_100": 0.8}, expect)  # one point is no curve
    assert judge_methods({"full_100": 0.8, "full_1000": 0.95}, {"gains": [[100, 1000, "full", 0.1]]})
    assert not judge_methods({"full_100": 0.9, "full_1000": 0.95}, {"gains": [[100, 1000, "full", 0.1]]})
