"""The core's texts are English until the window installs a translator, and plurals fill in their count."""

from __future__ import annotations

import pytest

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


def test_a_typed_number_is_read_with_the_chosen_decimal_point_and_the_dot() -> None:
    english = {"0.0001": 1e-4, "2e-5": 2e-5, " 3E-04 ": 3e-4, ".5": 0.5, "-1": -1.0, "+2.5e+3": 2500.0}
    spanish = {**english, "0,0001": 1e-4, "2,5e-5": 2.5e-5, ",5": 0.5, "1.5": 1.5}
    refused = ("", "e-5", "2e", "1,2,3", "1.2,3", "1.234,5", "1_000", "nan", "inf", "0x10", "2 e-5", "1..2")
    for text, value in english.items():
        assert words.typed_number(text) == value
    for text in ("0,0001", "2,5e-5", *refused):  # English has no decimal comma: "0,5" would be a guess
        with pytest.raises(ValueError):
            words.typed_number(text)
    words.set_separators(",", ".")
    try:
        for text, value in spanish.items():
            assert words.typed_number(text) == value
        for text in refused:
            with pytest.raises(ValueError):
                words.typed_number(text)
    finally:
        words.set_separators()


def test_a_text_with_its_own_number_formats_writes_them_in_the_chosen_language() -> None:
    template = "off by {mae:.2f} on {examples:,} texts from {low:g} ({name}, {0})"
    values = dict(mae=0.5, examples=1234, low=1.5, name="a.b")
    assert words.formatted(template, 7, **values) == "off by 0.50 on 1,234 texts from 1.5 (a.b, 7)"
    words.set_separators(",", ".")
    try:
        assert words.formatted(template, 7, **values) == "off by 0,50 on 1.234 texts from 1,5 (a.b, 7)"
    finally:
        words.set_separators()


def test_a_number_the_window_wrote_is_read_back_in_its_language() -> None:
    """The screen check reads the window's figures (a log-probability "-1,26") with the separators they were
    written with."""
    assert words.shown_number("1,234.5") == 1234.5
    words.set_separators(",", ".")
    try:
        assert words.shown_number(words.number(1234.5, ",.1f")) == 1234.5
        assert words.shown_number("-1,26") == -1.26
        with pytest.raises(ValueError):
            words.shown_number("ninguno")
    finally:
        words.set_separators()
