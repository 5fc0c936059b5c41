"""The results page's GGUF export: the button's menu of the two file types, shown for left-to-right runs only,
the file written as a job on the task controller with its Modelfile, and a refusal shown as a message."""

from __future__ import annotations

import os
from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.core.training.runs.test_gguf_export import chatml_llama, hand_made_run  # noqa: F401 - fixture
from workbench.ui.tabs.train.files.export_row import ExportRow
from workbench.ui.tasks import TaskController


@pytest.fixture
def row(qtbot):
    tasks = TaskController()
    widget = ExportRow(tasks)
    qtbot.addWidget(widget)
    widget.show()
    yield widget
    tasks.shutdown()


def result(run: Path, objective: str = "chat") -> SimpleNamespace:
    return SimpleNamespace(run_dir=str(run), objective=objective, method="full", metrics=object())


def test_a_chat_run_gets_the_gguf_menu_and_the_file_is_written_in_the_background(
    qtbot,
    row,
    chatml_llama: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    row.result = r = result(hand_made_run(tmp_path / "run", chatml_llama))
    row.show_run(r)
    button = row.gguf_button
    assert button.isVisibleTo(row) and "Ollama" in button.text() and "GGUF" in button.text()
    assert [a.text() for a in button.menu().actions()] == [
        "Smaller file, 8 bits (q8_0)…",
        "Full detail, half precision (f16)…",
    ]
    if os.environ.get("WORKBENCH_SCREENSHOT"):  # to look at the row once: WORKBENCH_SCREENSHOT=FOLDER
        row.grab().save(str(Path(os.environ["WORKBENCH_SCREENSHOT"]) / "export-row.png"))
        button.menu().popup(button.mapToGlobal(button.rect().bottomLeft()))
        button.menu().grab().save(str(Path(os.environ["WORKBENCH_SCREENSHOT"]) / "export-menu.png"))
        button.menu().hide()
    with qtbot.waitSignal(row.exported, timeout=60000) as done:
        row.export_gguf("q8_0", tmp_path / "out")
    assert done.args[0].file == tmp_path / "out" / "run-q80.gguf" and done.args[0].file.is_file()
    assert (tmp_path / "out" / "Modelfile").is_file()
    assert "ollama create run -f Modelfile" in row.status.text()

    row.export_gguf("f16", tmp_path / "out")  # the folder is not empty now
    qtbot.waitUntil(lambda: "not empty" in row.status.text(), timeout=60000)


def test_a_classifier_run_has_no_gguf_button(row, tmp_path: Path) -> None:
    row.result = r = result(tmp_path, objective="classify")
    row.show_run(r)
    assert not row.gguf_button.isVisibleTo(row)


def test_a_left_to_right_run_of_a_model_gguf_cannot_hold_is_not_offered_it(row, tmp_path: Path) -> None:
    import json

    best = tmp_path / "run" / "best"  # a GPT-NeoX adapted to a text: left to right, but not convertible
    best.mkdir(parents=True)
    (best / "workbench.json").write_text(json.dumps({"objective": "clm", "model": "neox"}))
    (best / "config.json").write_text(json.dumps({"model_type": "gpt_neox"}))
    row.result = r = result(tmp_path / "run", objective="clm")
    row.show_run(r)
    assert not row.gguf_button.isVisibleTo(row)


def test_export_says_in_words_where_the_model_can_be_used_and_keeps_the_code_for_after(
    row, tmp_path: Path
) -> None:
    row.result = r = result(tmp_path, objective="classify")
    row.show_run(r)
    uses = row.uses.text()
    assert (
        row.uses.isVisibleTo(row) and "In this app on another computer: put the run in a lesson pack" in uses
    )
    assert "in Python with the transformers library" in uses and "other programs" in uses
    assert "pipeline(" not in uses and "GGUF" not in uses
    row._on_exported(SimpleNamespace(folder=tmp_path / "saved", kind="model"))
    said = row.status.text()
    assert said.index("Saved") < said.index("README.md") < said.index("For programmers")
    assert "<small>For programmers: pipeline(&#x27;text-classification&#x27;" in said
