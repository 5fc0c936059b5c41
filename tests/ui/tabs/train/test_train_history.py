"""The history lists runs wherever they were trained: one made outside the runs folder is there to open or
resume, and one whose folder was deleted since is shown as missing, with nothing offered that needs it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.support.training_data import (  # noqa: F401 - fixtures
    animal_texts,
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
)
from workbench.core.training.engine.loop import train


@pytest.fixture
def tab(qtbot, main_window):
    return main_window.show_tab("Fine-tuning")


@pytest.mark.usefixtures("one_torch_thread")
def test_runs_elsewhere_are_listed_and_deleted_ones_shown_as_missing(
    qtbot,
    tab,
    tmp_path: Path,
    tiny_bert_folder: Path,  # noqa: F811
) -> None:
    train_part, val_part = animal_texts()
    kept = train(
        tiny_config(tiny_bert_folder, epochs=1, out_dir=str(tmp_path / "kept")), train_part, val_part
    )
    gone = train(
        tiny_config(tiny_bert_folder, epochs=1, out_dir=str(tmp_path / "gone")), train_part, val_part
    )
    shutil.rmtree(gone.run_dir)
    history = tab.history_page
    tab.history_button.click()
    qtbot.waitUntil(lambda: history.table.rowCount() == 2, timeout=20000)
    rows = {row.info.name: i for i, row in enumerate(history.rows)}  # by folder; the table names the task
    assert history.table.item(rows["kept"], 2).text() == "finished"
    missing = history.table.item(rows["gone"], 2)
    assert missing.text() == "missing" and "moved or deleted" in missing.toolTip()
    history.table.selectRow(rows["gone"])
    assert not history.open_button.isEnabled() and not history.resume_button.isEnabled()
    assert not history.start_from_button.isEnabled()
    history.table.clearSelection()
    history.table.selectRow(rows["kept"])
    assert history.open_button.isEnabled() and Path(kept.run_dir).is_dir()


@pytest.mark.usefixtures("one_torch_thread")
def test_each_run_shows_what_it_cost_and_older_runs_show_a_dash(
    qtbot,
    tab,
    tmp_path: Path,
    tiny_bert_folder: Path,  # noqa: F811
) -> None:
    import json

    from workbench.ui.tabs.train.history.history_page import COLUMNS

    train_part, val_part = animal_texts()
    train(tiny_config(tiny_bert_folder, epochs=1, out_dir=str(tmp_path / "new")), train_part, val_part)
    old = train(tiny_config(tiny_bert_folder, epochs=1, out_dir=str(tmp_path / "old")), train_part, val_part)
    summary_file = Path(old.run_dir) / "summary.json"
    summary = json.loads(summary_file.read_text())
    del summary["costs"]  # as the app wrote it before it kept costs
    summary_file.write_text(json.dumps(summary))
    history = tab.history_page
    tab.history_button.click()
    qtbot.waitUntil(lambda: history.table.rowCount() == 2, timeout=20000)
    rows = {row.info.name: i for i, row in enumerate(history.rows)}  # by folder; the table names the task
    costs = [COLUMNS.index(name) for name in ("Time", "Energy", "Memory")]
    time, energy, memory = (history.table.item(rows["new"], c) for c in costs)
    assert time.text().endswith(" s") and energy.text().startswith("≈") and energy.text().endswith("Wh")
    assert "estimated from" in energy.toolTip() and memory.text() != "–"
    assert "10 W per busy core" in history.table.horizontalHeaderItem(costs[1]).toolTip()
    assert [history.table.item(rows["old"], c).text() for c in costs] == ["–"] * 3

    results = tab.results_page
    for name, says in (("new", "Energy</b>:"), ("old", "were not recorded")):
        history.table.clearSelection()
        history.table.selectRow(rows[name])
        with qtbot.waitSignal(results.ready, timeout=60000):
            history.open_button.click()
        text = results.costs.text.text()
        assert (
            says in text and "is not in the catalogue" in text and "For scale, pre-training BERT base" in text
        )
        tab.history_button.click()


@pytest.mark.usefixtures("one_torch_thread")
def test_a_damaged_record_of_runs_elsewhere_is_said_once_and_its_runs_stay_listed(
    qtbot,
    tab,
    tmp_path: Path,
    tiny_bert_folder: Path,  # noqa: F811
) -> None:
    from workbench.core.training.engine import run_index

    train_part, val_part = animal_texts()
    kept = train(
        tiny_config(tiny_bert_folder, epochs=1, out_dir=str(tmp_path / "kept")), train_part, val_part
    )
    record = run_index.index_file()
    record.write_bytes(record.read_bytes().rstrip()[:-1])  # the closing "]" lost
    history = tab.history_page
    tab.history_button.click()
    qtbot.waitUntil(
        lambda: history.table.rowCount() == 1 and "damaged" in history.status.text(), timeout=20000
    )
    assert history.rows[0].info.name == "kept" and Path(kept.run_dir).is_dir()
    assert "runs-elsewhere.kept-" in history.status.text()
    history.refresh()
    qtbot.waitUntil(lambda: history.status.text() == "1 run.", timeout=20000)  # said once


@pytest.mark.usefixtures("one_torch_thread")
def test_resuming_a_run_with_a_damaged_checkpoint_says_so_and_finishes(
    qtbot,
    tab,
    tiny_bert_folder: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import threading

    from workbench.core.training.engine import events as ev

    monkeypatch.setattr(ev, "STEP_EVENTS_PER_SECOND", 1e9)  # every step's event, step 5's among them
    train_part, val_part = animal_texts()
    cancel = threading.Event()
    stop = lambda e: cancel.set() if isinstance(e, ev.Step) and e.step == 5 else None  # noqa: E731
    run_dir = Path(train(tiny_config(tiny_bert_folder), train_part, val_part, stop, cancel).run_dir)
    trainer_state = run_dir / "checkpoints" / "last" / "trainer.pt"
    trainer_state.write_bytes(trainer_state.read_bytes()[:100])
    history = tab.history_page
    tab.history_button.click()
    qtbot.waitUntil(lambda: history.table.rowCount() == 1 and history.table.item(0, 2).text() == "cancelled")
    history.table.selectRow(0)
    history.resume_selected()
    qtbot.waitUntil(
        lambda: not history.resume_run.running and history.table.item(0, 2).text() == "finished",
        timeout=60000,
    )
    assert "is damaged (trainer.pt cannot be read)" in history.status.text()
    assert "goes back to the one at step 3" in history.status.text()
