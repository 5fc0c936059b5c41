"""A training scene shows its recorded run on arrival: the Training page's curves filled from the recording
under its label, the settings' warning above them, and Start training to train live; the next scene shows none
of it.  The recording is written by the test (no model trains here)."""

from __future__ import annotations

import pytest

from workbench.core import scene_recordings
from workbench.core.scene_recordings import RecordedRun, Recording
from workbench.core.scenes import Scene, SceneDeck
from workbench.ui.scene_screen.player import arrived
from workbench.ui.tabs.train.tab import TRAINING

LONG = 120_000
STATE = {
    "mode": "wizard",
    "step": "settings",
    "objective": "classify",
    "sample": "reviews_sentiment.csv",
    "model": "minilm-l6",
    "method": "full",
    "learning_rate": 0.01,
    "epochs": 2,
}
CHECKS = ({"kind": "training", "experiment": "forgetting", "expect": {}},)
RECORDED = Scene("Recorded forgetting", "Said.", "train", STATE, "Seen.", CHECKS)
PLAIN = Scene("Not recorded", "Said.", "train", {**STATE, "learning_rate": 5e-5}, "Seen.", CHECKS)


def recording() -> Recording:
    run = RecordedRun(
        label="Full fine-tuning",
        seed=42,
        epochs=2.0,
        total_steps=4,
        steps=((1, 0.5, 0.7), (2, 1.0, 1.2), (3, 1.5, 1.4), (4, 2.0, 1.3)),
        evals=((2, 1.0, 0.9, 0.5), (4, 2.0, 0.8, 0.5)),
        stop_reason="completed 2 epochs (4 steps)",
        seconds=30.0,
    )
    return Recording(
        scene=RECORDED.title,
        experiment="forgetting",
        state=STATE,
        machine="2-core laptop CPU",
        date="2026-01-02",
        seconds=31.0,
        seeds=(42,),
        figures={"first_loss": 0.7, "highest_loss": 1.4, "chance": 0.5, "accuracy": 0.5},
        detail="loss 0.70 at the first step, up to 1.40; 50.0% right (always answering the commonest label: "
        "50%; completed 2 epochs (4 steps))",
        runs=(run,),
    )


@pytest.fixture
def recorded(tmp_path, monkeypatch):
    monkeypatch.setattr(scene_recordings, "builtin_folder", lambda: tmp_path)
    scene_recordings.write(recording(), tmp_path)


def test_a_training_scene_shows_its_recording_on_arrival_and_the_next_scene_does_not(
    qtbot, main_window, recorded
) -> None:
    main_window.activateWindow()
    player = main_window.scenes
    deck = SceneDeck("Deck", (RECORDED, PLAIN))
    player.open_deck(deck, 0)
    tab = main_window.tab("Fine-tuning")
    page = tab.training_page
    qtbot.waitUntil(lambda: arrived(main_window, tab, "train", STATE), timeout=LONG)
    qtbot.waitUntil(lambda: page.recording is not None, timeout=LONG)
    assert tab.index == TRAINING and tab.session.step == "settings"  # the scene's step, as saved
    assert "Recorded on a 2-core laptop CPU, 2026-01-02 — press Start to train live" in page.status.text()
    assert page.stats.text() == recording().detail
    assert tab.training_page.curves.keys() == ["recorded-0"]
    assert page.curves.steps("recorded-0") == [(0.5, 0.7), (1.0, 1.2), (1.5, 1.4), (2.0, 1.3)]
    assert page.curves.evaluations("recorded-0") == [(1.0, 0.9, 0.5), (2.0, 0.8, 0.5)]
    assert "(recorded)" in page.curves.legend.text()
    assert page.start_button.isVisible() and not page.running
    assert "forgetting" in page.note.text() and "Start training trains live" in page.note.text()

    player.show_scene(1)  # no recording of its own: the wizard's settings page, no curves
    qtbot.waitUntil(lambda: arrived(main_window, tab, "train", PLAIN.state), timeout=LONG)
    assert page.recording is None and page.curves.keys() == [] and not page.start_button.isVisible()
    assert tab.current_page is tab.settings_page


def test_the_experiment_panel_shows_a_recorded_experiment_with_its_ranges(qtbot, main_window) -> None:
    import dataclasses

    tab = main_window.tab("Fine-tuning")
    panel = tab.history_page.experiment
    shown = {
        "model": "minilm-l6",
        "check_examples": 360,
        "seeds": 2,
        "sizes": [
            {"examples": 100, "pretrained": [0.7, 0.8], "scratch": [0.5, 0.6]},
            {"examples": 500, "pretrained": [0.85, 0.87], "scratch": [0.6, 0.62]},
        ],
    }
    panel.show_recording(dataclasses.replace(recording(), experiment="data_sizes", experiment_result=shown))
    rows = panel.result_rows()
    assert [row[0] for row in rows] == ["100", "500"] and rows[0][3] == "+20.0 points"
    assert "75.0%" in rows[0][1] and "70.0%" in rows[0][1] and "80.0%" in rows[0][1]  # mean and range
    status = panel.status.text()
    assert "Recorded on a 2-core laptop CPU, 2026-01-02 — press Run the experiment to train live" in status
    assert panel.recorded and panel.seeds.value() == 2 and panel.run_button.isEnabled()
    tab.apply_scene_state({"mode": "runs"})  # another scene: the recorded experiment goes
    assert not panel.recorded and panel.result_rows() == []
    qtbot.waitUntil(lambda: not main_window.tasks.is_busy(), timeout=LONG)  # the list of runs, read


def test_the_prompting_panel_shows_a_recorded_experiment_until_run_live(
    qtbot, main_window, monkeypatch
) -> None:
    import dataclasses

    tab = main_window.tab("Fine-tuning")
    panel = tab.history_page.prompting
    shown = {
        "model": "smollm2-135m",
        "check_examples": 60,
        "check_available": 60,
        "seeds": 2,
        "labels": ["negative", "positive"],
        "ks": [
            {"k": 0, "prompting": [0.7, 0.7], "fine_tuning": None},
            {"k": 16, "prompting": [0.6, 0.5], "fine_tuning": [0.75, 0.8]},
        ],
    }
    recorded = dataclasses.replace(recording(), experiment="prompting", experiment_result=shown)
    panel.show_recording(recorded)
    assert panel.result_rows() == [
        ("0", "70.0% (70–70)", "no training"),
        ("16", "55.0% (50–60)", "77.5% (75–80)"),
    ]
    assert panel.chart.result is panel.result and panel.result.chance == 0.5
    status = panel.status.text()
    assert "Recorded on a 2-core laptop CPU, 2026-01-02 — press Run the experiment to train live" in status
    assert (
        "mean accuracy of the 2 seeds on the same 60 check texts" in status
        and "guessing scores 50%" in status
    )
    assert panel.recorded and panel.run_button.isEnabled() and not panel.running
    tab.apply_scene_state({"mode": "runs"})  # another scene: the recorded experiment goes
    assert not panel.recorded and panel.result_rows() == [] and panel.chart.result is None
    qtbot.waitUntil(lambda: not main_window.tasks.is_busy(), timeout=LONG)  # the list of runs, read

    panel.show_recording(recorded)
    started = []
    monkeypatch.setattr(panel.run, "start_job", lambda *job: started.append(job))  # no model trains here
    panel._start([0, 16], "smollm2-135m", reviews(), "reviews", 0.2, 42)  # what Run the experiment starts
    assert started and not panel.recorded and panel.result_rows() == []
    assert "runs of smollm2-135m" in panel.status.text()
    panel._set_running(False)


def reviews():
    """The built-in 300 reviews, as the panel reads them."""
    from workbench.core.sessions.train.data import read_labelled
    from workbench.core.training.data.samples import sample_path

    return read_labelled(sample_path("reviews_sentiment.csv"), None, None).dataset


def test_the_prompting_scene_arrives_on_its_shipped_recording(qtbot, main_window) -> None:
    import statistics

    from workbench.core import scenes
    from workbench.core.sessions import scene_state

    scene = next(s for s in scenes.builtin_deck("lecture.json").scenes if s.title.startswith("15 ·"))
    shipped = scene_recordings.scene_recording(scene)
    assert shipped is not None, "the lecture ships it, made from the scene's state as it is now"
    main_window.activateWindow()
    main_window.scenes.open_deck(SceneDeck("Deck", (scene,)), 0)
    tab = main_window.tab("Fine-tuning")
    panel = tab.history_page.prompting
    qtbot.waitUntil(lambda: arrived(main_window, tab, "train", scene.state), timeout=LONG)
    qtbot.waitUntil(lambda: panel.recorded, timeout=LONG)
    assert tab.history_page.sections.currentWidget() is panel
    now = scene_state(tab.session)  # the scene's boxes, read back from the panel
    assert {key: now[key] for key in scene.state} == scene.state
    rows = panel.result_rows()
    assert [row[0] for row in rows] == ["0", "4", "16"] and rows[0][2] == "no training"
    for row, recorded in zip(rows, shipped.experiment_result["ks"], strict=True):
        assert row[1].startswith(f"{statistics.fmean(recorded['prompting']):.1%}")
        if recorded["fine_tuning"] is not None:
            assert row[2].startswith(f"{statistics.fmean(recorded['fine_tuning']):.1%}")
    status = panel.status.text()
    assert f"Recorded on a {shipped.machine}, {shipped.date} — press Run the experiment" in status
    assert panel.run_button.isEnabled() and not panel.running


def test_a_cell_of_ways_to_fine_tune_rounds_its_range_outwards_so_it_holds_the_median() -> None:
    """Medians in tenths, ranges in whole percents: a range rounded to the nearest would read "96.8 (97–98)",
    a median below its lowest run."""
    from workbench.core.training.runs.experiment import ArmResult
    from workbench.ui.tabs.train.history.experiment_panel import short_cell

    assert short_cell(ArmResult((0.9675, 0.968, 0.9825))) == "96.8 (96–99)"
    assert short_cell(ArmResult((0.83, 0.94, 0.96))) == "94.0 (83–96)"  # whole numbers stay
    assert short_cell(ArmResult((0.975, 0.98, 0.995))) == "98.0 (97.5–99.5)"
