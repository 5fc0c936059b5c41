"""The lecturer's controls in presentation mode, through the real main window: a clicker's keys step the
scenes wherever the focus is, a list jumps to any scene, the screen numbers scenes once (the teaching point is
a tag), and a wizard scene shows one Back / Next pair.  The deck is small and cheap: model-zoo scenes, which
read the catalogue only, and one wizard scene at its first page."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QSlider, QSpinBox

from workbench.core.scenes import deck_from_dict

ZOO = {"search": "", "type": None, "task": None, "offline_only": False}


@pytest.fixture
def deck():
    scenes = [
        {"title": f"{n} · Zoo scene {n}", "says": "Look.", "tab": "zoo", "state": {**ZOO, "model": model}}
        for n, model in ((3, "bert-base-uncased"), (3, "gpt2"), (8, "distilroberta-base"))
    ]
    scenes.append(
        {
            "title": "8 · The wizard",
            "says": "Choose a task.",
            "tab": "train",
            "state": {"mode": "wizard", "step": "task", "objective": "classify"},
        }
    )
    return deck_from_dict({"schema_version": 1, "title": "Controls", "scenes": scenes}, "test")


@pytest.fixture
def presenting(qtbot, main_window, deck):
    main_window.presentation.enter()
    main_window.scenes.open_deck(deck)
    main_window.activateWindow()
    qtbot.waitUntil(main_window.isActiveWindow, timeout=5000)
    yield main_window.scenes
    main_window.scenes.close_deck()
    main_window.presentation.leave()


def focus(qtbot, widget) -> None:
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus, timeout=2000)


def test_clicker_keys_step_scenes_with_a_table_slider_or_number_box_focused(qtbot, main_window, presenting):
    player = presenting
    table = main_window.tab("Model zoo").table
    focus(qtbot, table)
    qtbot.keyClick(table, Qt.Key.Key_PageDown)  # a table's own Page Down used to scroll it instead
    assert player.index == 1
    qtbot.keyClick(table, Qt.Key.Key_PageUp)
    assert player.index == 0
    qtbot.keyClick(table, Qt.Key.Key_Down)  # the arrows too: a table is not typed into
    assert player.index == 1

    slider = QSlider(Qt.Orientation.Horizontal, main_window.tab("Model zoo"))
    slider.setRange(0, 100)
    slider.show()
    focus(qtbot, slider)
    qtbot.keyClick(slider, Qt.Key.Key_PageDown)
    qtbot.keyClick(slider, Qt.Key.Key_Left)
    qtbot.keyClick(slider, Qt.Key.Key_Space)
    assert player.index == 2 and slider.value() == 0  # two forward, one back; the slider did not move

    spin = QSpinBox(main_window.tab("Model zoo"))
    spin.setRange(0, 100)
    spin.show()
    focus(qtbot, spin)
    qtbot.keyClick(spin, Qt.Key.Key_PageUp)  # Page keys always step ...
    assert player.index == 1 and spin.value() == 0
    qtbot.keyClick(spin, Qt.Key.Key_Up)  # ... but a number box takes typing: its arrows stay its own
    assert player.index == 1 and spin.value() == 1

    search = main_window.tab("Model zoo").search
    focus(qtbot, search)
    qtbot.keyClick(search, Qt.Key.Key_Space)  # typing in a text box still works
    qtbot.keyClick(search, Qt.Key.Key_A)
    qtbot.keyClick(search, Qt.Key.Key_Left)
    assert search.text() == " a" and search.cursorPosition() == 1 and player.index == 1

    main_window.presentation.leave()  # outside presentation mode the arrows are the widgets' again
    focus(qtbot, table)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert player.index == 1


def test_the_scene_list_jumps_to_any_scene(qtbot, main_window, presenting, deck):
    player = presenting
    qtbot.keyClick(main_window, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    dialog = player.scene_list
    assert dialog is not None and dialog.isVisible()
    lines = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert lines[0] == "Scene 1 of 4 · Zoo scene 3 — point 3"
    assert lines[3] == "Scene 4 of 4 · The wizard — point 8"
    assert dialog.list.currentRow() == 0  # the scene shown is the one chosen at first
    dialog.list.setCurrentRow(2)
    qtbot.keyClick(dialog.list, Qt.Key.Key_Return)
    assert player.index == 2 and not dialog.isVisible()
    assert player.jump_action in player.menu.actions()


def test_the_bar_numbers_the_scene_once_and_tags_the_teaching_point(qtbot, main_window, presenting):
    bar = presenting.bar
    presenting.show_scene(2)
    assert "Scene 3 of 4 · Zoo scene 8" in bar.position.text() and "8 ·" not in bar.position.text()
    assert bar.point.isVisible() and bar.point.text() == "point 8"


def test_a_long_title_is_cut_short_and_never_pushes_next_off_the_bar(qtbot, main_window):
    """At 1280x800 in presentation mode a scene's title as long as a translated one once was ends in "…" (the
    whole of it in the tooltip) instead of folding Next and ✕ into the toolbar's overflow menu."""
    title = "8 · " + "A title much longer than the bar, as some translated titles are, " * 3
    long_deck = deck_from_dict(
        {
            "schema_version": 1,
            "title": "Long",
            "scenes": [{"title": title, "says": "Look.", "tab": "zoo", "state": {**ZOO, "model": "gpt2"}}]
            * 2,
        },
        "test",
    )
    main_window.resize(1280, 800)
    main_window.presentation.enter()
    player = main_window.scenes
    player.open_deck(long_deck)
    try:
        bar = player.bar
        qtbot.waitUntil(lambda: bar.widgetForAction(player.next_action).isVisible(), timeout=5000)
        assert bar.widgetForAction(player.close_action).isVisible()
        assert bar.position.shown_title().endswith("…") and "Scene 1 of 2" in bar.position.text()
        title_end = bar.position.mapTo(bar, bar.position.rect().topRight()).x()
        assert title_end < bar.widgetForAction(player.next_action).geometry().left()
        assert title.split(" · ", 1)[1].strip() in bar.position.toolTip()
        main_window.presentation.leave()  # at a normal zoom the same title is cut less, or not at all
        qtbot.waitUntil(lambda: bar.widgetForAction(player.next_action).isVisible(), timeout=5000)
    finally:
        player.close_deck()
        main_window.presentation.leave()


def visible_buttons(window, word: str) -> list[QAbstractButton]:
    return [
        b
        for b in window.findChildren(QAbstractButton)
        if b.isVisible() and word in b.text().replace("‹", "").replace("›", "").split()
    ]


def test_a_wizard_scene_shows_one_back_and_next_pair(qtbot, main_window, presenting):
    presenting.show_scene(3)
    wizard = main_window.tab("Fine-tuning")
    qtbot.waitUntil(lambda: wizard.isVisible(), timeout=5000)
    assert len(visible_buttons(main_window, "Back")) == 1 and len(visible_buttons(main_window, "Next")) == 1
    assert not wizard.next_button.isVisible()  # the scene bar's pair is the one left
    presenting.close_deck()
    assert wizard.next_button.isVisible() and wizard.back_button.isVisible()
