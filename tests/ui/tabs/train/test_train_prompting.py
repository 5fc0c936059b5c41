"""Prompting vs fine-tuning in the Fine-tuning tab's history: one click prompts and fine-tunes a tiny causal
model on the built-in reviews, and the chart shows both ways over the chance line; bad input is a message."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.training_data import one_torch_thread  # noqa: F401 - a fixture


@pytest.fixture
def tab(qtbot, main_window):
    return main_window.show_tab("Fine-tuning")


@pytest.fixture(scope="module")
def roomy_gpt2(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tiny GPT-2 with room for two reviews spelt byte by byte in a prompt."""
    from tests.support.tiny_lms import save_tiny_gpt2

    return save_tiny_gpt2(tmp_path_factory.mktemp("roomy-gpt2"), n_positions=1024)


@pytest.mark.usefixtures("one_torch_thread")
def test_the_panel_prompts_and_fine_tunes_and_charts_both(qtbot, tab, roomy_gpt2: Path) -> None:
    tab.state.choose(epochs=1, max_length=32, batch_size=8)
    tab.show_mode(1)
    tab.history_page.section = "prompting"
    assert tab.session.mode == "prompting"
    panel = tab.history_page.prompting
    panel.ks.setText("0, 2")
    panel.seeds.setValue(1)
    panel.model.setEditText(str(roomy_gpt2))
    panel.check_limit.setValue(10)
    with qtbot.waitSignal(panel.ended, timeout=300000) as ended:
        panel.run_button.click()
    assert ended.args == ["finished"], panel.status.text()
    result = panel.result
    assert result.check_examples == 10 and result.check_available == 60  # 20% of the 300 built-in reviews
    assert [row[0] for row in panel.result_rows()] == ["0", "2"]
    assert panel.result_rows()[0][2] == "no training" and panel.result_rows()[1][2].endswith("%")
    assert [k for k, *_ in panel.chart.points("prompting")] == [0, 2]
    assert [k for k, *_ in panel.chart.points("fine_tuning")] == [2]
    legend = panel.chart.legend.text()
    assert "prompting" in legend and "fine-tuning" in legend and "chance (50%)" in legend
    csv = panel.chart.csv_rows()
    assert csv[0][0] == "examples (k)" and len(csv) == 4
    assert panel.chart.export_context().details["checking texts"] == 10
    assert "Done" in panel.status.text() and tab.state.dataset is None


def test_bad_input_is_a_message_and_nothing_runs(qtbot, tab) -> None:
    tab.show_mode(1)
    tab.history_page.section = "prompting"
    panel = tab.history_page.prompting
    panel.model.setEditText("minilm-l6")
    panel.run_button.click()
    assert "not a left-to-right model" in panel.status.text() and not panel.running
    panel.model.setEditText("smollm2-135m")
    for typed, part in (("some", "some"), ("4, -1", "-1"), ("", "")):
        panel.ks.setText(typed)
        panel.run_button.click()
        assert f"“{part}” is not a number of examples" in panel.status.text() or (
            not typed and "Type one or more numbers of examples" in panel.status.text()
        )
        assert not panel.running
    panel.ks.setText("0, 1000")
    panel.run_button.click()
    qtbot.waitUntil(lambda: not panel.running, timeout=60000)
    assert "1,000 examples" in panel.status.text() and "k up to 240" in panel.status.text()
    assert panel.result is None and not panel.run.running


def test_a_scene_sets_the_panels_boxes_and_the_tab_saves_them_as_it_shows_them(qtbot, tab) -> None:
    from workbench.core.sessions import scene_state

    state = {
        "mode": "prompting",
        "prompting_ks": "0, 2, 8",
        "prompting_seeds": 4,
        "prompting_check_limit": 40,
        "prompting_model": "smollm2-135m",
    }
    tab.apply_scene_state(state)
    panel = tab.history_page.prompting
    assert tab.history_page.sections.currentWidget() is panel
    assert (panel.ks.text(), panel.seeds.value(), panel.check_limit.value()) == ("0, 2, 8", 4, 40)
    saved = scene_state(tab.session)
    assert {key: saved[key] for key in state} == state
    panel.seeds.setValue(3)  # changed by hand, saved as shown
    assert scene_state(tab.session)["prompting_seeds"] == 3
    tab.apply_scene_state({"mode": "prompting"})  # a scene that names none of them leaves them as they are
    assert (panel.ks.text(), panel.seeds.value(), panel.check_limit.value()) == ("0, 2, 8", 3, 40)


def test_the_lecture_scene_runs_from_the_panel_what_its_check_measures(qtbot, tab) -> None:
    """Run the experiment on scene 15 trains with the settings ``scenes check --training`` measures with."""
    from dataclasses import asdict

    from workbench.core import scenes
    from workbench.core.scene_training import scene_config

    scene = next(s for s in scenes.builtin_deck("lecture.json").scenes if s.title.startswith("15 ·"))
    tab.apply_scene_state(scene.state)
    qtbot.waitUntil(lambda: tab.state.dataset is not None and not tab.tasks.is_busy(), timeout=60000)
    s, panel = tab.state, tab.history_page.prompting
    from_panel = s.experiment_config(
        panel.model.currentText(), "full", s.choices.val_fraction, s.choices.seed
    )
    checked = scene_config(scene.state, model=scene.state["prompting_model"], method="full")
    skip = ("data_path", "out_dir", "text_column", "label_column")  # the panel hands over the data it read
    assert {k: v for k, v in asdict(from_panel).items() if k not in skip} == {
        k: v for k, v in asdict(checked).items() if k not in skip
    }
    assert len(s.dataset) == 300 and tab.state.data_path.name == scene.state["sample"]
