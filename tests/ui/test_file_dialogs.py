"""Every file dialog starts where the user last chose a file (kept in the settings, so across restarts too),
or in their Documents folder the first time: never in the app's own folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from workbench import settings as settings_mod
from workbench.ui.widgets import file_dialogs


def test_a_dialog_starts_where_the_last_file_was_chosen(
    main_window, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    asked: list[str] = []
    chosen = tmp_path / "my files" / "reviews.csv"
    chosen.parent.mkdir()
    chosen.write_text("text,label\n", encoding="utf-8")

    def fake_open(parent, caption, start, filters=""):
        asked.append(start)
        return str(chosen), filters

    monkeypatch.setattr(QFileDialog, "getOpenFileName", fake_open)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake_open)
    page = main_window.show_tab("Fine-tuning").data_page
    first_start = file_dialogs.start_folder(page)
    assert Path(first_start) != Path.cwd() and Path(first_start).is_dir()  # Documents, or home

    assert file_dialogs.open_file(page, "Open", "CSV (*.csv)") == str(chosen)
    assert asked == [first_start] and main_window.settings.last_folder == str(chosen.parent)
    file_dialogs.save_file(page, "Save", "copy.csv")
    assert asked[-1] == str(chosen.parent / "copy.csv")  # the suggested name, in the last folder

    settings_mod.save(main_window.settings)  # what the window does as it closes
    assert settings_mod.load().last_folder == str(chosen.parent)
    chosen.unlink()
    chosen.parent.rmdir()  # a folder that is gone is not offered again
    assert file_dialogs.start_folder(page) == first_start
