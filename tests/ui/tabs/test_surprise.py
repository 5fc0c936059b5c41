"""The Surprise tab on the embedded models: the colours and numbers are the core's, pointing at a word tells
what the model expected, and a scene's text is scored as typed text is."""

from __future__ import annotations

import pytest

from tests.support.slides import check_slide
from workbench.core.explore.surprise import token_surprise
from workbench.ui.tabs.surprise.tab import SurpriseTab
from workbench.ui.widgets.surprise_strip import BANDS


@pytest.fixture
def tab(qtbot, standalone, converted_smollm2):
    tab = standalone(SurpriseTab)
    tab.start()
    qtbot.waitUntil(lambda: bool(tab.views and tab.views.first and tab.views.second), timeout=90000)
    return tab


def test_both_models_read_the_text_and_show_the_cores_numbers(qtbot, tab) -> None:
    first, second = tab.views.first, tab.views.second
    assert (first.kind, second.kind) == ("causal", "masked")
    expected = token_surprise(tab.loaded.first, tab.session.text)
    assert first.perplexity == pytest.approx(expected.perplexity, rel=1e-5)
    assert f"perplexity {first.perplexity:.1f}" in tab.first.heading.text()
    assert tab.first.chips.text().count("<a href=") == len(first.tokens)
    hive = next(i for i, t in enumerate(first.tokens) if t.text == " hive")
    tab.first.chips.linkHovered.emit(str(hive))
    assert (
        f"rank {first.tokens[hive].rank}" in tab.first.detail.text() and "expected" in tab.first.detail.text()
    )
    tab.first.chips.linkHovered.emit("0")
    assert "nothing comes before it" in tab.first.detail.text()
    rows = tab.second.csv_rows()
    assert rows[0] == ["token", "probability", "rank", "expected"] and len(rows) == len(second.tokens) + 1
    assert len(BANDS) == 4


def test_a_scenes_pinned_words_are_marked_and_described_without_pointing(qtbot, tab) -> None:
    """A lecture points at "pollen" and "hive": both chips are underlined and their figures are written
    under the colours (hive's rank with it), which pointing at another word replaces for a moment; the next
    scene without pinned words marks none."""
    tab.apply_scene_state({"pinned": ["pollen", "hive"]})
    chips, detail = tab.first.chips, tab.first.detail
    assert (
        "<u>␣pollen</u>" in chips.text() and "<u>␣hive</u>" in chips.text() and chips.text().count("<u>") == 2
    )
    assert detail.text().startswith("“ pollen”: ") and "“ hive”: " in detail.text()
    assert "rank 1 (its first choice)" in detail.text()
    chips.linkHovered.emit("0")
    assert "nothing comes before it" in detail.text()
    chips.linkHovered.emit("")  # the pointer leaves the word
    assert detail.text().startswith("“ pollen”: ")
    assert "<u>" not in tab.second.chips.text()  # described under the first model only
    tab.apply_scene_state({})
    assert "<u>" not in chips.text() and "pollen" not in detail.text()


def test_a_scene_text_is_scored_like_typed_text(qtbot, tab) -> None:
    tab.apply_scene_state({"text": "Honey is stored in wax cells."})
    qtbot.waitUntil(
        lambda: "".join(t.text for t in tab.views.first.tokens) == "Honey is stored in wax cells.",
        timeout=30000,
    )
    assert tab.session.text == "Honey is stored in wax cells."
    assert "".join(t.text for t in tab.views.first.tokens) == tab.session.text


def test_each_strip_exports_a_slide_with_the_text_and_its_model(qtbot, tab, tmp_path) -> None:
    tab.resize(1000, 600)
    tab.show()
    qtbot.waitExposed(tab)
    for name, strip in (("first", tab.first), ("second", tab.second)):
        model = strip.label
        says = [tab.session.text, model, f"perplexity: {strip.result.perplexity:.1f}", "hive"]
        check_slide(strip.exporter, tmp_path, name, says, leaves_out=["Point at a word"])
