"""The wizard's settings page in another language: its lists show translated names, and a choice still means
the recipe it meant (the session keeps the English name the command line and the scenes use)."""

from __future__ import annotations

import pytest

from workbench.core import words
from workbench.core.sessions.train.wizard import WizardState
from workbench.core.training.recipes import PRESETS
from workbench.ui.tabs.train.wizard.settings_page import SettingsPage
from workbench.ui.tasks import TaskController


def bracketed(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """A stand-in language: every text between ⟦ and ⟧."""
    return "⟦" + (text.replace("%n", str(n)) if n >= 0 else text) + "⟧"


@pytest.fixture
def translated():
    previous = words._translator
    words.set_translator(bracketed)
    yield
    words.set_translator(previous)


@pytest.mark.usefixtures("translated")
def test_a_translated_preset_list_still_chooses_the_recipe_it_names(qtbot) -> None:
    page = SettingsPage(TaskController(), WizardState())
    qtbot.addWidget(page)
    careful = list(PRESETS)[1]
    index = page.preset.findData(careful)
    assert page.preset.itemText(index) == f"⟦{careful}⟧"
    page.preset.activated.emit(index)
    assert page.state.choices.preset == careful and page.preset.currentIndex() == index
    page.set_values(batch_size=24)  # a value of one's own: the list says Custom, the session no preset
    assert page.state.choices.preset == "" and page.preset.currentText() == "⟦Custom⟧"
    page.apply_preset(careful)
    assert page.state.choices.preset == careful and page.state.choices.batch_size == PRESETS[careful][2]
