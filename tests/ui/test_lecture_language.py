"""The built-in lecture in another language: the texts its narrations point at (``in_view``) reach the
translators and are looked for on screen in the window's language, the screen check reads its figures in a
translated window, and a translated narration still keeps the lecturer's stage directions apart from what
students keep (the handout)."""

from __future__ import annotations

import json
from dataclasses import replace
from types import SimpleNamespace

import pytest
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QLabel, QTableView, QTextBrowser, QVBoxLayout, QWidget

from tests.support.translations import messages, script
from workbench.core import scenes, words
from workbench.core.scene_checks import CheckResult
from workbench.core.scene_text import narration_parts
from workbench.ui.scene_screen import figures, figures_training
from workbench.ui.scene_screen.check import named_texts
from workbench.ui.scene_screen.player import Arrival

LECTURE = script().ROOT / "resources" / "scenes" / "lecture.json"


def lecture_parts() -> list[dict]:
    """Every scene of the built-in lecture and every textbook of one, as written in the file."""
    raw = json.loads(LECTURE.read_text(encoding="utf-8"))
    return [part for scene in raw["scenes"] for part in (scene, scene.get("textbook") or {}) if part]


def test_every_text_a_narration_points_at_reaches_the_translators() -> None:
    named = {text for part in lecture_parts() for text in part.get("in_view", [])}
    assert named, "the lecture names texts for the screen check"
    assert sorted(named - set(script().data_texts()["Lecture"])) == []


@pytest.fixture
def lecture_in_spanish():
    """``translate`` answering the Lecture context from a small table, as a Spanish window would."""
    table = {"Licence": "Licencia", "The lower half": "La mitad inferior"}
    words.set_translator(
        lambda context, text, _d=None, _n=-1: table.get(text, text) if context == "Lecture" else text
    )
    yield
    words.set_translator(None)


def test_the_screen_check_looks_for_the_named_texts_in_the_windows_language(lecture_in_spanish) -> None:
    scene = replace(
        scenes.builtin_deck("lecture.json").scenes[0], in_view=("Licence", "589,824", "The lower half")
    )
    arrival = Arrival(0, scene, SimpleNamespace(textbook=False), None, 0.0)
    # A window's word is looked for in Spanish; a number (or a token, a model's output) as it is
    assert named_texts(arrival) == ("Licencia", "589,824", "La mitad inferior")


def test_a_spanish_narration_keeps_its_stage_directions_apart() -> None:
    """Each narration of the lecture has as many stage directions in Spanish as in English, and Spanish
    students' text has none left in it."""
    spanish = next(p for p in script().sources() if p.stem.endswith("_es"))
    translated = {s: t.text for c, s, t in messages(spanish) if c == "Lecture" and not t.get("type")}
    says = [part["says"] for part in lecture_parts() if part.get("says") in translated]
    assert len(says) > 20, "the lecture's narrations are translated"
    counts = [
        (len(narration_parts(english).directions), len(narration_parts(translated[english]).directions))
        for english in says
    ]
    assert sum(english for english, _ in counts) >= 8  # the lecture has stage directions to keep apart
    assert [english for english, _ in counts] == [spanish for _, spanish in counts]


@pytest.fixture
def spanish_window(qtbot):
    """A shown widget to hold labels (a figure reads only what is visible), with ``translate`` answering as
    the Spanish window does for the texts the figures below read."""
    table = {("SurpriseStrip", "perplexity {value}"): "perplejidad {value}"}
    words.set_translator(lambda context, text, _d=None, _n=-1: table.get((context, text), text))
    holder = QWidget()
    holder.setLayout(QVBoxLayout())
    qtbot.addWidget(holder)
    yield holder
    words.set_translator(None)


def shown_label(holder: QWidget, text: str) -> QLabel:
    label = QLabel(text)
    holder.layout().addWidget(label)
    holder.show()
    label.show()
    return label


def test_the_figures_read_a_spanish_window_by_its_numbers_not_its_english_words(spanish_window) -> None:
    """The surprise strip's perplexity, the beam-search box and the masking simulator's count are found in
    a window whose words are Spanish."""
    strip = SimpleNamespace(
        heading=shown_label(spanish_window, "<b>SmolLM2</b> — perplejidad 48.2 en 12 tokens (cada token)"),
        chips=shown_label(spanish_window, "The bees carried ␣pollen back to the ␣hive"),
    )
    detail = "“ hive” 61.0%, rank 1 (expected hive 61%); perplexity 48.2"
    surprise = figures.surprise(
        SimpleNamespace(first=strip), {"side": "model", "token": " hive"}, _result(detail)
    )
    assert surprise.holds

    boxes = [
        SimpleNamespace(title=lambda t=t: t, text=shown_label(spanish_window, text))
        for t, text in (("Voraz", "time , the"), ("Búsqueda en haz (3 haces)", "time there was"))
    ]
    wrote = "beam search kept 3 sequences and wrote “ time there was” (−0.8 a token)"
    beam = figures.beam(SimpleNamespace(decoding=SimpleNamespace(boxes=boxes)), {}, _result(wrote))
    assert beam.holds and beam.widget is boxes[-1]

    picture = shown_label(spanish_window, "1 de 7 tokens elegidos (14 %): 1 → [MASK]")
    tab = SimpleNamespace(
        masking=picture, simulator=SimpleNamespace(simulation=SimpleNamespace(chosen=1, candidates=7))
    )
    checked = "seed 0: 1 of 7 tokens chosen (15%), only they count in the loss"
    assert figures.masking(tab, {}, _result(checked)).holds
    assert not figures.masking(tab, {}, _result(checked.replace("1 of 7", "2 of 7"))).holds


def _result(detail: str) -> CheckResult:
    return CheckResult("figure", True, detail)


def test_the_zoo_figures_read_a_spanish_window(spanish_window) -> None:
    """The zoo's LoRA line is read by its numbers (in Spanish words, with either thousands separator) and
    its table's kinds as the table words them."""
    words.set_translator(
        lambda context, text, _d=None, _n=-1: {"Type": "Tipo", "encoder": "codificador"}.get(text, text)
    )
    details = QTextBrowser()
    details.setPlainText("Adaptadores LoRA: con rango 16: 24.576 números junto a cada peso de 768×768 (4 %)")
    zoo = SimpleNamespace(scene_key="zoo", details=details)
    checked = "BERT base (uncased), rank 16: 24,576 numbers beside each 768×768 weight (589,824, 4.2%)"
    assert figures_training.lora(zoo, {}, _result(checked)).holds
    assert not figures_training.lora(zoo, {}, _result(checked.replace("24,576", "12,288"))).holds

    model = QStandardItemModel(2, 1)
    model.setHorizontalHeaderLabels(["Tipo"])
    for row, kind in enumerate(("codificador", "decodificador")):
        model.setItem(row, 0, QStandardItem(kind))
    table = QTableView()
    table.setModel(model)
    spanish_window.layout().addWidget(table)
    assert figures_training.catalogue(
        SimpleNamespace(table=table), {"architectures": ["encoder"]}, _result("")
    ).holds
