"""A tab built on its own, outside the main window, with a task controller and model registry of its own."""

from __future__ import annotations

import pytest

from workbench.ui.models_state import LoadedModels
from workbench.ui.tasks import TaskController


@pytest.fixture
def standalone(qtbot):
    """``standalone(TabClass)``: the tab, built as the main window builds it; its jobs are stopped after."""
    controller = TaskController()

    def build(cls):
        tab = cls(controller, LoadedModels(controller))
        qtbot.addWidget(tab)
        return tab

    yield build
    assert controller.shutdown(10000)
