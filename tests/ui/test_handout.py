"""The handout students keep: a real PDF file with a contents page by teaching point, then a page per scene
with its picture (text in it at 9 pt or more on A4) and its narration with the lecturer's stage directions
apart; and the rule that tells a stage direction from what students keep."""

from __future__ import annotations

import re
import shutil
import subprocess
import zlib

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QLabel, QMainWindow, QToolBar

from workbench.core.scene_text import narration_parts, point_and_heading
from workbench.core.scenes import deck_from_dict
from workbench.ui.scene_screen.handout import (
    SMALLEST_PRINTED_PT,
    SMALLEST_TEXT_PX,
    HandoutPage,
    picture_for_handout,
    printed_points,
    write_handout_pdf,
)

SAYS = (
    "The curves of a recorded run are on screen; press Start training to train both live (15 epochs each). "
    "Pre-training matters most when labelled data is scarce."
)


def pdf_pages(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b", data))


def pdf_streams(data: bytes) -> list[bytes]:
    """Every stream of the PDF, inflated where it is compressed."""
    out = []
    for raw in re.findall(rb"stream\r?\n(.*?)\r?\nendstream", data, flags=re.S):
        try:
            out.append(zlib.decompress(raw))
        except zlib.error:
            out.append(raw)
    return out


@pytest.fixture
def pages(tmp_path, qapp):
    deck = deck_from_dict(
        {
            "schema_version": 1,
            "title": "A short lecture",
            "scenes": [
                {"title": "1 · Masked words", "says": "Guess the hidden word.", "tab": "fill"},
                {
                    "title": "1 · The next token",
                    "says": "Click the top bar. It predicts.",
                    "tab": "next_token",
                },
                {"title": "10 · From scratch", "says": SAYS, "tab": "fill"},
            ],
        },
        "test",
    )
    made = []
    for number, scene in enumerate(deck.scenes, 1):
        picture = QImage(2560, 1400, QImage.Format.Format_RGB32)  # a window's picture at twice its pixels
        picture.fill(QColor("#FFFFFF"))
        painter = QPainter(picture)
        painter.setPen(QColor("#000000"))
        painter.drawText(picture.rect(), Qt.AlignmentFlag.AlignCenter, f"scene {number}")
        painter.end()
        path = tmp_path / f"scene-{number:02d}.png"
        assert picture.save(str(path))
        made.append(HandoutPage(number, scene.title, scene.says, "What to see.", "", path))
    return deck, made


def test_the_handout_pdf_has_a_contents_page_then_a_page_per_scene(pages, tmp_path) -> None:
    deck, made = pages
    path = write_handout_pdf(deck, made, tmp_path / "handout.pdf", (1280, 800))
    data = path.read_bytes()
    assert data.startswith(b"%PDF") and pdf_pages(data) == 1 + len(made)  # contents, then one per scene
    assert len(re.findall(rb"/Subtype\s*/Image", data)) >= len(made)  # each scene's picture is in it
    assert any(b"Tj" in stream or b"TJ" in stream for stream in pdf_streams(data))  # text, not pictures of it
    if shutil.which("gs"):  # read the words back where ghostscript is on the machine
        contents, everything = pdf_text(path, last_page=1), pdf_text(path)
        assert "Point 1 Scene 1 · Masked words page 2 Scene 2 · The next token page 3" in contents
        assert "Point 10 Scene 3 · From scratch page 4" in contents
        assert "The curves of a recorded run are on screen. Pre-training matters most" in everything
        assert "In class: Press Start training" in everything and "press Start" not in everything


def pdf_text(path, last_page: int = 0) -> str:
    pages = [f"-dLastPage={last_page}"] if last_page else []
    command = ["gs", "-q", "-dNOPAUSE", "-dBATCH", *pages, "-sDEVICE=txtwrite", "-sOutputFile=-", str(path)]
    words = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    return re.sub(r"\s+", " ", words).strip()


def test_the_handouts_picture_has_twice_the_pixels_and_no_scene_bar(qtbot) -> None:
    window = QMainWindow()
    bar = QToolBar("Scenes")
    bar.addWidget(QLabel("Scene 1 of 3"))
    window.addToolBar(bar)
    window.setCentralWidget(QLabel("the tab"))
    window.resize(640, 400)
    window.show()
    qtbot.waitExposed(window)
    picture = picture_for_handout(window, bar)
    top = bar.geometry().bottom() + 1
    assert top > 0 and (picture.width(), picture.height()) == (2 * 640, 2 * (400 - top))


def test_text_in_the_pictures_prints_at_9_points_or_more_on_a4() -> None:
    assert printed_points(SMALLEST_TEXT_PX, 1280) >= SMALLEST_PRINTED_PT  # the page's width, landscape
    assert printed_points(SMALLEST_TEXT_PX, 1280, width_mm=190) < SMALLEST_PRINTED_PT  # portrait would not


def test_stage_directions_are_told_apart_from_what_students_keep() -> None:
    narration = narration_parts(SAYS)
    assert narration.students == (
        "The curves of a recorded run are on screen. Pre-training matters most when labelled data is scarce."
    )
    assert narration.directions == ("Press Start training to train both live (15 epochs each).",)
    generate = narration_parts("Click Generate: greedy takes the top token. Point at a word.")
    assert generate == narration_parts("Click Generate: greedy takes the top token. Point at a word.")
    assert generate.students == "Greedy takes the top token."
    assert generate.directions == ("Click Generate.", "Point at a word.")
    bracket = narration_parts("About 100 steps (the run is on screen; Start training trains it live). Then.")
    assert bracket.students == "About 100 steps (the run is on screen). Then."
    assert point_and_heading("8 · Pairs of sentences") == ("8", "Pairs of sentences")
    assert point_and_heading("My own view") == ("", "My own view")
