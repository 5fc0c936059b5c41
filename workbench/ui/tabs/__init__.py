"""The main window's tabs, in the order they appear: one line each, the tab's scene key (its session in
workbench/core/sessions/) and its class (see workbench/ui/tabs/base.py).  Each tab has a folder here, named
by its scene key: the tab (tab.py) with its views and exports; no tab imports another tab's folder."""

from __future__ import annotations

from workbench.ui.tabs.base import TabEntry

TABS = (
    TabEntry("zoo", "workbench.ui.tabs.zoo.tab:ZooTab"),
    TabEntry("fill", "workbench.ui.tabs.fill.tab:FillTab"),
    TabEntry("next_token", "workbench.ui.tabs.next_token.tab:NextTokenTab"),
    TabEntry("surprise", "workbench.ui.tabs.surprise.tab:SurpriseTab"),
    TabEntry("attention", "workbench.ui.tabs.attention.tab:AttentionTab"),
    TabEntry("train", "workbench.ui.tabs.train.tab:TrainTab"),
)


def entry_for_scene(scene_key: str) -> TabEntry:
    """The registered tab that a scene with ``"tab": scene_key`` shows."""
    return next(entry for entry in TABS if entry.scene_key == scene_key)
