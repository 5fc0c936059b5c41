"""The run history's experiments and the file tools' dialogs speak the window's language.

The window's walk (tests/ui/test_translations.py) reads the widgets of the tabs; these are the parts it does
not reach: the dialogs opened on a run or a file, and the experiments' charts, whose titles and axis labels
pyqtgraph draws.  Each is built in the pseudo-language (every translation its English between ⟦ and ⟧) and
read as that walk reads the window.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.test_translations import kept_names, problems_in, pseudo, untranslated, walked  # noqa: F401
from workbench.core import scene_recordings

pytestmark = pytest.mark.usefixtures("pseudo")


@pytest.fixture
def tasks(qtbot):
    from workbench.ui.tasks import TaskController

    controller = TaskController()
    yield controller
    controller.shutdown(10000)


def shipped(name: str) -> scene_recordings.Recording:
    """A recording the lecture ships, read from the app's own folder."""
    return scene_recordings.read(scene_recordings.builtin_folder() / name)


def test_the_file_tools_dialogs_are_translated(qtbot, tasks, tmp_path: Path) -> None:
    from workbench.core.use.corrections import Corrections
    from workbench.ui.tabs.train.files.confusion_matrix import ConfusionMatrixView
    from workbench.ui.tabs.train.files.correction_list import CorrectionsBar, CorrectionTable
    from workbench.ui.tabs.train.files.export_row import ExportRow
    from workbench.ui.tabs.train.files.find_names import FindNamesDialog
    from workbench.ui.tabs.train.files.label_check import COLUMNS, LabelCheckDialog
    from workbench.ui.tabs.train.files.use_model import UseModelDialog

    run = tmp_path / "run"  # the dialogs' words do not depend on the run's model, read only when used
    run.mkdir()
    data = tmp_path / "reviews.csv"
    data.write_text("text,label\nGreat,good\nAwful,bad\n", encoding="utf-8")
    widgets = [
        UseModelDialog(tasks, run, "label"),
        UseModelDialog(tasks, run, "test"),
        FindNamesDialog(tasks, run),
        LabelCheckDialog(tasks, data, "text", "label"),
        ExportRow(tasks),
        CorrectionTable(Corrections(), columns=COLUMNS),
        CorrectionsBar([]),
    ]
    matrix = ConfusionMatrixView()
    matrix.set_matrix(["good", "bad"], [[1, 2], [0, 3]])
    for widget in (*widgets, matrix):
        qtbot.addWidget(widget)
    names = kept_names() | {"good", "bad", run.name, data.name}  # the run's, the file's and its labels' names
    problems = problems_in([w for widget in widgets for w in walked(widget)] + [matrix], names)
    cells = [matrix.item(r, c).toolTip() for r in range(2) for c in range(2)]
    problems += [cell for cell in cells if untranslated(cell, names)]
    assert problems == []


def test_the_experiments_charts_and_tables_are_translated(qtbot, tasks) -> None:
    from workbench.core.sessions.train.wizard import WizardState
    from workbench.ui.tabs.train.history.experiment_panel import ExperimentPanel
    from workbench.ui.tabs.train.history.prompting_panel import PromptingPanel

    sizes, prompting = ExperimentPanel(tasks, WizardState()), PromptingPanel(tasks, WizardState())
    for panel in (sizes, prompting):
        qtbot.addWidget(panel)
    names = kept_names()
    problems = problems_in(walked(sizes) + walked(prompting), names)  # before any result: the intros
    sizes.show_recording(shipped("10-pre-trained-vs-from-scratch-as-the-data-grows.json"))
    prompting.show_recording(shipped("15-prompting-or-fine-tuning-on-the-same-few-examples.json"))
    for panel in (sizes, prompting):
        plot = panel.chart.plot.getPlotItem()
        shown = [plot.titleLabel.text, plot.getAxis("left").labelText, plot.getAxis("bottom").labelText]
        shown += [panel.chart.legend.text(), panel.cells_say()]
        shown += [panel.table.horizontalHeaderItem(c).text() for c in range(panel.table.columnCount())]
        cells = [
            panel.table.item(r, c)
            for r in range(panel.table.rowCount())
            for c in range(panel.table.columnCount())
        ]
        shown += [cell.text() for cell in cells if cell is not None]
        problems += [text for text in shown if untranslated(text, names)]
    assert problems == []
