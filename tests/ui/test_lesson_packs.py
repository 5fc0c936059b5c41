"""File ▸ Create lesson pack… and File ▸ Install lesson pack…: the dialogs run the core's jobs with progress,
and what a pack installed appears in the Scenes menu."""

from __future__ import annotations

import json
import os
from pathlib import Path

from workbench.core.packs.create import PackRequest, create_pack
from workbench.ui.lesson_packs import PackDialog


def test_the_file_menu_offers_both_and_an_installed_packs_scenes_join_the_scenes_menu(
    main_window, qtbot, tmp_path: Path
) -> None:
    texts = [action.text() for action in main_window.file_menu.actions()]
    assert texts[:2] == ["Create lesson pack…", "Install lesson pack…"] and texts[-1] == "Quit"

    deck = {
        "schema_version": 1,
        "title": "Week 3",
        "scenes": [{"title": "Blank", "tab": "fill", "state": {}}],
    }
    (tmp_path / "week3.json").write_text(json.dumps(deck), encoding="utf-8")
    pack = create_pack(PackRequest(tmp_path / "week3.zip", scenes=(tmp_path / "week3.json",))).out

    dialog = PackDialog(main_window, install=True)
    dialog.show()
    dialog.set_source(pack)
    shots = os.environ.get("WORKBENCH_SCREENSHOTS")  # a folder: the menu and the dialog are saved there
    if shots:
        dialog.grab().save(str(Path(shots) / "install-dialog-before.png"))
    dialog.start()
    qtbot.waitUntil(lambda: dialog.task_id == 0, timeout=20000)
    assert "is on this computer" in dialog.status.text() and dialog.cancel.text() == "Close"
    if shots:
        dialog.grab().save(str(Path(shots) / "install-dialog.png"))
        main_window.file_menu.popup(main_window.mapToGlobal(main_window.rect().topLeft()))
        qtbot.wait(200)
        main_window.file_menu.grab().save(str(Path(shots) / "file-menu.png"))
        main_window.file_menu.close()
    main_window.scenes._fill_menu()
    assert any(a.text() == "Week 3 (1 scenes, lesson pack)" for a in main_window.scenes.menu.actions())
    dialog.close()


def test_a_damaged_pack_says_why_in_the_dialog(main_window, qtbot, tmp_path: Path) -> None:
    broken = tmp_path / "broken.zip"
    broken.write_bytes(b"not a zip")
    dialog = PackDialog(main_window, install=True)
    dialog.show()
    dialog.set_source(broken)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.task_id == 0, timeout=20000)
    assert "not a lesson pack" in dialog.status.text() and dialog.go.isEnabled()
    dialog.close()


def test_a_new_pack_sorts_its_files_by_kind_whatever_language_the_list_is_in(
    main_window, tmp_path: Path, monkeypatch
) -> None:
    """The list's texts are translated ("Archivo de escenas …"): which files are scenes and which are data
    is read from the items themselves, not from their words."""
    from workbench.core import words
    from workbench.ui.widgets import file_dialogs

    scene, data = tmp_path / "lesson.json", tmp_path / "texts.csv"
    words.set_translator(lambda context, text, disambiguation=None, n=-1: "¡" + text)
    try:
        dialog = PackDialog(main_window, install=False)
        for chosen, scenes in ((scene, True), (data, False)):
            monkeypatch.setattr(file_dialogs, "open_files", lambda *args, chosen=chosen: [str(chosen)])
            dialog.add_file(scenes)
        request = dialog.request(tmp_path / "pack.zip")
    finally:
        words.set_translator(None)
    assert (request.scenes, request.data) == ((scene,), (data,))
    dialog.close()
