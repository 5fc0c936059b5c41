"""What every tab of the main window offers, so that the window (workbench/ui/main_window.py), its keys
(workbench/ui/shortcuts.py), the help texts (workbench/ui/help_texts.py) and the demo scenes
(workbench/ui/scene_bar.py) treat all tabs alike, without knowing any tab by name.

A tab is a QWidget built as ``TabClass(tasks, models)`` that has:
- ``title`` and ``scene_key``: those of its session class (workbench/core/sessions/);
- ``session``: what it shows now, as that session dataclass (a demo scene stores its fields);
- ``start()``: called whenever it is shown (it loads its models the first time);
- ``run()``: what Enter in its text box and Ctrl+Enter do;
- ``apply_scene_state(state)``: show a scene (set the fields the scene names, the rest stays);
- ``help``: what its controls are for, attribute -> (tooltip, What's This), as any widget class may carry;
- ``shortcuts``: its own keys, each calling one of its methods.
Tabs are registered in workbench/ui/tabs/__init__.py.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, runtime_checkable

from PySide6.QtGui import QKeySequence

from workbench.ui.help_texts import HelpTexts


@dataclass(frozen=True)
class Shortcut:
    """A key of a tab's own, active while the tab (or a control in it) has the focus."""

    keys: QKeySequence.StandardKey | str
    does: str  # what it does, as the list of keys says it
    method: str  # the name of the tab's method it calls

    def key_text(self) -> str:
        return QKeySequence(self.keys).toString(QKeySequence.SequenceFormat.NativeText)


@runtime_checkable
class Tab(Protocol):
    title: ClassVar[str]
    scene_key: ClassVar[str]
    help: ClassVar[HelpTexts]
    shortcuts: ClassVar[tuple[Shortcut, ...]]

    @property
    def session(self) -> Any: ...

    def start(self) -> None: ...

    def run(self) -> None: ...

    def apply_scene_state(self, state: dict) -> None: ...


@dataclass(frozen=True)
class TabEntry:
    """One registered tab: the scene key of its session, which names it before it is built, and where its
    class is (``"module:Class"``, imported when the tab is first built, so its libraries load only then)."""

    scene_key: str
    widget: str

    @property
    def session(self) -> type:
        from workbench.core.sessions import session_types

        return session_types()[self.scene_key]

    @property
    def title(self) -> str:
        return self.session.title

    def load(self) -> type:
        module, _, name = self.widget.partition(":")
        return getattr(importlib.import_module(module), name)
