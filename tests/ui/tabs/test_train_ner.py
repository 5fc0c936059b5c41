"""The Fine-tuning tab and runs that find names, which the wizard does not set up yet: starting from such a
run says how to start one from the command line and leaves the wizard as it was."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from workbench.core.training.config import TrainConfig


def test_starting_from_a_name_finding_run_points_to_the_command_line(qtbot, main_window, monkeypatch) -> None:
    tab = main_window.show_tab("Fine-tuning")
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: said.append(text))
    before = (tab.state.objective, tab.index)
    tab.start_from_run(TrainConfig(objective="ner", data_path="names.conll", model="minilm-l6"))
    assert len(said) == 1 and "workbench train --task ner" in said[0] and "find names in text" in said[0]
    assert (tab.state.objective, tab.index) == before
