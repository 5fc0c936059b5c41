"""The "Label a file" and "Test on a file" window: a real trained run, real files, real worker threads."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from tests.core.use.test_predict import TEXTS, run_dir  # noqa: F401 - fixture
from tests.support.training_data import one_torch_thread, tiny_bert_folder, write_animal_csv  # noqa: F401
from workbench.core.use.evaluate import recorded_scores
from workbench.ui.tabs.train.files.use_model import UseModelDialog
from workbench.ui.tasks import TaskController


@pytest.fixture
def tasks(qtbot):
    controller = TaskController()
    yield controller
    controller.shutdown()


def open_dialog(qtbot, tasks, run_dir: Path, mode: str, data: Path) -> UseModelDialog:  # noqa: F811
    dialog = UseModelDialog(tasks, run_dir, mode)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.set_file(data)
    qtbot.waitUntil(dialog.run_button.isEnabled, timeout=20000)
    return dialog


def test_labelling_a_file_writes_the_copy_and_shows_what_came_out(
    qtbot,
    tasks,
    run_dir: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    data = tmp_path / "tickets.csv"
    data.write_text(
        "note,text\n" + "\n".join(f"n{i},{t}" for i, t in enumerate(TEXTS)) + "\n", encoding="utf-8"
    )
    dialog = open_dialog(qtbot, tasks, run_dir, "label", data)
    assert dialog.text_column.currentText() == "text"
    assert dialog.out.text() == str(tmp_path / "tickets.labelled.csv")
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=60000)
    with (tmp_path / "tickets.labelled.csv").open(encoding="utf-8", newline="") as handle:
        copy = list(csv.DictReader(handle))
    assert [row["text"] for row in copy] == TEXTS and all(row["predicted_label"] for row in copy)
    assert "5 texts labelled" in dialog.summary.text()
    assert dialog.rows.rowCount() == 5 and dialog.rows.item(0, 1).text() == TEXTS[0]
    dialog.least_sure.setChecked(True)
    shown = [float(dialog.rows.item(r, 3).text().rstrip("%")) for r in range(dialog.rows.rowCount())]
    assert shown == sorted(shown)
    # Running again is refused while the copy exists, with the way out; nothing is overwritten.
    before = (tmp_path / "tickets.labelled.csv").read_bytes()
    dialog.run_button.click()
    qtbot.waitUntil(lambda: "already exists" in dialog.status.text(), timeout=60000)
    assert (tmp_path / "tickets.labelled.csv").read_bytes() == before and dialog.run_button.isEnabled()


def test_testing_on_a_file_shows_the_scores_and_the_labels_it_never_saw(
    qtbot,
    tasks,
    run_dir: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    data = write_animal_csv(tmp_path / "held_out.csv", n=12)
    with data.open("a", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerow(["the bird sat", "bird"])
    dialog = open_dialog(qtbot, tasks, run_dir, "test", data)
    assert (dialog.text_column.currentText(), dialog.label_column.currentText()) == ("text", "label")
    assert not dialog.least_sure.isVisible()  # a labelling choice: it once showed as a window of its own
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=60000)
    m = dialog.result.metrics
    assert f"{m.accuracy:.1%} right" in dialog.summary.text() and "on 13 texts" in dialog.summary.text()
    assert "bird" in dialog.summary.text()
    assert dialog.rows.rowCount() == 13 - round(m.accuracy * 13)  # every mistake listed (fewer than 20)
    kept = [r for r in recorded_scores(run_dir) if r["file"] == str(data.resolve())]
    assert len(kept) == 1 and kept[0]["accuracy"] == pytest.approx(m.accuracy)  # the history's column
    # The run's classifier was loaded once in the worker and handed back: the next file reuses it.
    classifier = dialog.classifier
    assert classifier is not None
    dialog.result = None
    dialog.set_file(write_animal_csv(tmp_path / "second.csv", n=6))
    qtbot.waitUntil(dialog.run_button.isEnabled, timeout=20000)
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=60000)
    assert dialog.classifier is classifier and "on 6 texts" in dialog.summary.text()
