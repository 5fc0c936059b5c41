"""The Attention tab's "Before and after" view on a real LoRA run of the tiny GPT-2, built on its own: the run
listed, both models loaded by jobs of the tab's TaskController, both heatmaps and layer tables filled under
their titles, and the change figure non-zero for the run, exactly zero for a model beside itself."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from tests.support.slides import check_slide
from tests.support.tiny_runs import tiny_lora_run  # noqa: F401 - fixture
from tests.support.training_data import tiny_gpt2_folder  # noqa: F401 - fixture
from workbench.core.sessions.attention import VIEWS
from workbench.core.training.engine import run_index


@pytest.fixture
def tab(standalone):
    from workbench.ui.tabs.attention.tab import AttentionTab

    tab = standalone(AttentionTab)
    tab.text.setText("the cat sat on the mat")
    return tab


def show_view(qtbot, tab) -> None:
    tab.views.setCurrentIndex(VIEWS.index("before_after"))
    qtbot.waitUntil(lambda: not tab.tasks.is_busy() and tab.before_after.panel.run.count() > 0, timeout=30000)


def unchanged_run(run: Path, base: Path, folder: Path) -> Path:
    """A run folder whose kept model is its starting model itself (a run that changed no weight)."""
    folder.mkdir()
    shutil.copy(run / "config.json", folder / "config.json")
    shutil.copytree(base, folder / "best")
    info = json.loads((run / "best" / "workbench.json").read_text(encoding="utf-8"))
    (folder / "best" / "workbench.json").write_text(json.dumps({**info, "method": "full"}), encoding="utf-8")
    return folder


def test_a_lora_run_is_shown_beside_the_model_it_started_from(
    qtbot,
    tab,
    tmp_path: Path,
    tiny_lora_run: Path,  # noqa: F811
    tiny_gpt2_folder: Path,  # noqa: F811
) -> None:
    run_index.record(tiny_lora_run)
    show_view(qtbot, tab)
    comparison, panel = tab.before_after, tab.before_after.panel
    qtbot.waitUntil(lambda: comparison.shown is not None, timeout=60000)
    assert panel.run.currentData() == str(tiny_lora_run) and "from" in panel.run.currentText()
    assert panel.titles["before"].text() == f"<b>before:</b> {tiny_gpt2_folder.name}"
    assert panel.titles["after"].text() == "<b>after:</b> run adapted"
    shown = comparison.shown
    before, after = panel.heatmaps["before"].view, panel.heatmaps["after"].view
    assert before.model == tiny_gpt2_folder.name and after.model == "merged"
    assert before.labels == after.labels and "cat" in "".join(before.labels)
    np.testing.assert_allclose(before.matrix, shown.before.attentions[0].mean(axis=0))
    assert panel.change_plot.heights.shape == (2,) and panel.change_plot.heights.min() > 0
    assert "moved by" in panel.change_text.text()
    assert panel.lens_box.isVisibleTo(panel) and panel.lenses["after"].rowCount() == 3
    assert panel.lens_titles["after"].text() == panel.titles["after"].text()

    panel.picker.set_selection(1, 0)  # one picker drives both heatmaps and the highlighted bar
    np.testing.assert_array_equal(panel.heatmaps["before"].view.matrix, shown.before.attentions[1, 0])
    np.testing.assert_array_equal(panel.heatmaps["after"].view.matrix, shown.after.attentions[1, 0])
    assert panel.change_plot.layer == 1 and panel.change_plot.head == 0
    np.testing.assert_array_equal(panel.change_plot.heights, shown.change.mean[:, 0])
    assert tab.session.view == "before_after" and tab.session.run == str(tiny_lora_run)

    with qtbot.waitSignal(tab.tasks.finished, timeout=30000):
        tab.text.setText("a dog ran to the store")  # a new sentence is read by both models again
    qtbot.waitUntil(lambda: comparison.shown is not shown and comparison.shown is not None, timeout=30000)
    assert "dog" in "".join(panel.heatmaps["after"].view.labels)

    exporter = tab.export_button.exporter
    check_slide(
        exporter, tmp_path, "before-after", ["run adapted", tiny_gpt2_folder.name], ["Refresh", "Run:"]
    )


def test_a_model_beside_itself_changed_by_exactly_zero(
    qtbot,
    tab,
    tmp_path: Path,
    tiny_lora_run: Path,  # noqa: F811
    tiny_gpt2_folder: Path,  # noqa: F811
) -> None:
    same = unchanged_run(tiny_lora_run, tiny_gpt2_folder, tmp_path / "unchanged")
    run_index.record(same)
    show_view(qtbot, tab)
    comparison, panel = tab.before_after, tab.before_after.panel
    qtbot.waitUntil(lambda: comparison.shown is not None, timeout=60000)
    assert panel.titles["after"].text() == "<b>after:</b> run unchanged"
    assert panel.heatmaps["before"].view is not None and panel.heatmaps["after"].view is not None
    assert np.all(comparison.shown.change.mean == 0) and np.all(panel.change_plot.heights == 0)
    assert "unchanged" in panel.change_text.text()


def test_a_run_whose_starting_model_is_gone_says_what_to_do(
    qtbot,
    tab,
    tmp_path: Path,
    tiny_lora_run: Path,  # noqa: F811
) -> None:
    moved = tmp_path / "moved"
    shutil.copytree(tiny_lora_run, moved, ignore=shutil.ignore_patterns("merged"))
    config = json.loads((moved / "config.json").read_text(encoding="utf-8"))
    (moved / "config.json").write_text(json.dumps({**config, "model": "bert-base-uncased"}), encoding="utf-8")
    run_index.record(moved)
    show_view(qtbot, tab)
    panel = tab.before_after.panel
    qtbot.waitUntil(
        lambda: not tab.tasks.is_busy() and "not on this computer" in panel.heatmaps["after"].placeholder,
        timeout=30000,
    )
    message = panel.heatmaps["before"].placeholder
    assert "moved started from bert-base-uncased" in message and "Download bert-base-uncased" in message
    assert "Traceback" not in message and tab.before_after.shown is None
