"""A support file with a few French, German and Spanish messages among English ones: the data page and the
model page say in plain words that the English-only MiniLM will guess on them and name a model that reads
them all; when that model is on this computer a button chooses it, and the warning goes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.core.models.test_hub_cache import make_snapshot
from tests.support.languages import write_support_file
from tests.support.tiny_models import save_tiny_bert
from workbench.ui.tabs.train.tab import TrainTab

MBERT = "bert-base-multilingual-cased"
WARNING = (
    "About 19 of your 300 texts are not in English (French 7, German 6, Spanish 6); all-MiniLM-L6-v2 reads "
    "English only, so it will guess on them. A model that reads many languages: Multilingual BERT"
)


@pytest.fixture
def tab(standalone):
    return standalone(TrainTab)


def read(qtbot, page, path: Path | None = None) -> None:
    if path is not None:
        page.open_file(path)
    qtbot.waitUntil(lambda: page.snapshot is not None and not page.loading, timeout=20000)


def enter_model_page(qtbot, tab) -> None:
    qtbot.waitUntil(lambda: tab.next_button.isEnabled(), timeout=20000)
    tab.next()
    assert tab.current_page is tab.model_page
    qtbot.waitUntil(lambda: tab.model_page.overview is not None, timeout=30000)


def test_the_data_and_model_pages_warn_that_minilm_will_guess(qtbot, tab, tmp_path) -> None:
    tab.next()
    page = tab.data_page
    read(qtbot, page, write_support_file(tmp_path / "support.csv"))
    assert not page.languages_row.isHidden()
    assert WARNING + " (download it in the Model zoo tab when online)." in page.languages.text()
    assert page.other_model_button.isHidden(), "nothing to choose: it is not on this computer"
    assert tab.state.languages.to_dict() == {"en": 281, "fr": 7, "de": 6, "es": 6, "unsure": 0}

    enter_model_page(qtbot, tab)
    model_page = tab.model_page
    assert tab.state.model.id == "minilm-l6"
    assert not model_page.languages_row.isHidden() and WARNING in model_page.languages.text()
    assert model_page.other_model_button.isHidden()


def test_a_multilingual_model_on_this_computer_is_chosen_with_one_click(qtbot, tab, tmp_path) -> None:
    tiny = save_tiny_bert(tmp_path / "tiny-bert")  # a real model's files, cached as multilingual BERT's
    files = {path.name: path.read_bytes() for path in tiny.iterdir() if path.is_file()}
    make_snapshot(
        Path(os.environ["HF_HUB_CACHE"]), "google-bert/bert-base-multilingual-cased", "c" * 40, files
    )
    tab.next()
    page = tab.data_page
    read(qtbot, page, write_support_file(tmp_path / "support.csv"))
    assert WARNING + " (on this computer)." in page.languages.text()
    assert (
        not page.other_model_button.isHidden() and page.other_model_button.text() == "Use Multilingual BERT"
    )

    page.other_model_button.click()
    read(qtbot, page)
    assert tab.state.model.id == MBERT
    assert "Warning" not in page.languages.text()
    assert "Languages of your texts: English 281, French 7, German 6, Spanish 6." in page.languages.text()

    enter_model_page(qtbot, tab)
    model_page = tab.model_page
    qtbot.waitUntil(lambda: model_page._selected_id() == MBERT, timeout=20000)
    assert model_page.languages_row.isHidden()
    assert model_page.select("minilm-l6")
    assert not model_page.languages_row.isHidden() and WARNING in model_page.languages.text()
    assert model_page.other_model_button.text() == "Choose Multilingual BERT"
    model_page.other_model_button.click()
    assert tab.state.model.id == MBERT and model_page.languages_row.isHidden()
