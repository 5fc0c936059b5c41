"""The core's texts are English until the window installs a translator, and plurals fill in their count."""

from __future__ import annotations

from workbench.core import words
from workbench.core.models.catalogue import load_catalogue
from workbench.core.models.zoo import ZooRow


def test_english_by_default_with_the_count_filled_in() -> None:
    assert words.translate("Ctx", "Comparing {what}") == "Comparing {what}"
    assert words.translate("Ctx", "%n scenes", None, 36) == "36 scenes"
    assert words.translate("Ctx", "50 %n", None, -1) == "50 %n"  # no count given: the text as written


def test_an_installed_translator_words_the_core_texts_and_can_be_removed() -> None:
    calls = []

    def shout(context, text, disambiguation=None, n=-1):
        calls.append((context, text, n))
        return text.upper()

    words.set_translator(shout)
    try:
        row = ZooRow(load_catalogue()[0], "downloadable")
        assert row.status_label == "DOWNLOAD WHEN ONLINE"
        assert calls == [("Zoo", "Download when online", -1)]
    finally:
        words.set_translator(None)
    assert row.status_label == "Download when online"


def test_numbers_are_written_with_the_chosen_separators() -> None:
    assert words.number(12500, ",") == "12,500"
    assert words.number(0.8304, ".1%") == "83.0%"
    words.set_separators(",", ".")  # Spanish's
    try:
        assert words.number(12500, ",") == "12.500"
        assert words.number(0.8304, ".1%") == "83,0%"
        assert words.number(1234.5, ",.2f") == "1.234,50"
    finally:
        words.set_separators()
    assert words.number(1234.5, ",.2f") == "1,234.50"
