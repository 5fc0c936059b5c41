"""Every registered tab keeps the contract the window, the keys, the help and the scenes rely on
(workbench/ui/tabs/base.py), built on its own: its title and scene key are its session's, a fresh tab shows
its session's defaults, a scene's state sets the session, and its help and shortcuts name what exists."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QWidget

from workbench.core.sessions import scene_state, session_types
from workbench.ui.help_texts import describe_controls, help_of, resolve
from workbench.ui.tabs import TABS, entry_for_scene
from workbench.ui.tabs.base import Tab


def test_the_registry_has_one_tab_per_session_in_the_window_order() -> None:
    assert [entry.scene_key for entry in TABS] == [
        "zoo",
        "fill",
        "next_token",
        "surprise",
        "attention",
        "train",
    ]
    assert {entry.scene_key for entry in TABS} == set(session_types())
    assert entry_for_scene("fill").title == "Fill in the blank"


@pytest.mark.parametrize("entry", TABS, ids=[entry.scene_key for entry in TABS])
def test_a_tab_built_on_its_own_keeps_the_contract(standalone, entry) -> None:
    cls = entry.load()
    assert (cls.title, cls.scene_key) == (entry.title, entry.scene_key)
    tab = standalone(cls)
    assert isinstance(tab, Tab)
    assert tab.session == entry.session(), "a fresh tab shows its session's defaults"
    for shortcut in tab.shortcuts:
        assert callable(getattr(tab, shortcut.method)) and shortcut.key_text() and shortcut.does
    owners = [tab, *tab.findChildren(QWidget)]
    stale = [f"{type(o).__name__}.{key}" for o in owners for key in help_of(o) if resolve(o, key) is None]
    assert not stale, "help for controls that do not exist: " + ", ".join(stale)
    assert tab.help and describe_controls(tab) >= len(tab.help)


def test_the_shortcuts_list_names_each_tabs_own_keys(main_window) -> None:
    rows = dict(main_window.shortcuts.rows())
    assert rows["Ctrl+Z (Next token)"].startswith("Take back the last token")
    assert not main_window._built.keys() - {"Model zoo"}, "listing the keys builds no tab"


@pytest.mark.parametrize("key", ["zoo", "fill", "next_token", "attention"])
def test_a_scenes_state_sets_the_session(standalone, key) -> None:
    tab = standalone(entry_for_scene(key).load())
    changed = {
        "zoo": {"search": "bert", "offline_only": True},
        "fill": {"text": "A ___ day.", "seed": 4},
        "next_token": {"text": "Hello", "top_k": 5, "view": "generate", "samples": 3},
        "attention": {"view": "word", "hide_special": True, "word": "bat"},
    }[key]
    tab.apply_scene_state(changed)
    assert scene_state(tab.session) == scene_state(replace(type(tab.session)(), **changed))
