"""``workbench scenes export``: every scene of a deck as a slide, exactly what the window shows on arrival in
presentation mode (``scene-01.png`` ...), and two handouts for students: ``handout.pdf`` (A4, a contents page
by teaching point, then each scene's picture at the page's width with its narration; see ``handout``) and
``handout.html``, one page per scene with its picture (linked relatively, so the folder can be moved or zipped
as it is).  Both give the narration for students: the lecturer's stage directions ("press Start training")
apart, marked "In class:"."""

from __future__ import annotations

import html
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from workbench.core.scene_text import narration_parts
from workbench.core.scenes import SceneDeck
from workbench.core.words import translate
from workbench.ui.i18n import current_language, lecture_text
from workbench.ui.scene_screen.handout import HANDOUT_PDF, HandoutPage, picture_for_handout, write_handout_pdf
from workbench.ui.scene_screen.player import Arrival, ScreenPlayer

HANDOUT = "handout.html"


@dataclass(frozen=True)
class Slide:
    number: int
    title: str
    says: str
    claim: str
    uses: str
    picture: str  # the file name, beside the handout
    problem: str = ""  # why the scene did not finish arriving ("" when it did)


def picture_name(number: int, count: int) -> str:
    return f"scene-{number:0{max(2, len(str(count)))}d}.png"


def save_slide(
    arrival: Arrival, player: ScreenPlayer, deck: SceneDeck, folder: Path, handout_folder: Path | None = None
) -> Slide:
    """Save what the window shows now as the scene's picture (and, into ``handout_folder``, the handout's
    picture of it: sharper, without the scene bar)."""
    name = picture_name(arrival.index + 1, len(deck))
    image = player.picture()
    if not image.save(str(folder / name), "PNG"):
        raise OSError(f"could not write {folder / name}")
    if handout_folder is not None:
        picture_for_handout(player.window, player.window.scenes.bar).save(str(handout_folder / name), "PNG")
    play = arrival.play
    title, says, claim = (lecture_text(text) for text in (arrival.scene.title, play.says, play.claim))
    return Slide(arrival.index + 1, title, says, claim, play.uses, name, arrival.problem)


def export_deck(
    deck: SceneDeck, player: ScreenPlayer, folder: Path, progress: Callable[[str], None] | None = None
) -> list[Slide]:
    """Play every scene of ``deck`` and save its picture into ``folder``, then the handouts; returns the
    slides."""
    folder.mkdir(parents=True, exist_ok=True)
    slides = []
    with tempfile.TemporaryDirectory(prefix="workbench-handout-") as pictures:
        for index, scene in enumerate(deck.scenes):
            if progress is not None:
                progress(f"Scene {index + 1} of {len(deck)}: {scene.title}")
            slides.append(save_slide(player.play(deck, index), player, deck, folder, Path(pictures)))
        if progress is not None:
            progress("The handout")
        pages = [
            HandoutPage(s.number, s.title, s.says, s.claim, s.uses, Path(pictures) / s.picture, s.problem)
            for s in slides
        ]
        write_handout_pdf(deck, pages, folder / HANDOUT_PDF, player.size)
    write_handout(deck, slides, folder / HANDOUT, player.size)
    return slides


STYLE = """
body { font-family: sans-serif; margin: 0; color: #202020; }
section { page-break-after: always; break-after: page; padding: 1.2em 2em; }
section:last-child { page-break-after: auto; break-after: auto; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin: 0 0 .5em; }
img { width: 100%; height: auto; border: 1px solid #888; }
.says { font-size: 1.05em; margin: .6em 0 .3em; }
.look { font-weight: bold; } .uses, .problem, .in-class { color: #4a4a4a; font-style: italic; }
"""


def write_handout(deck: SceneDeck, slides: list[Slide], path: Path, size: tuple[int, int]) -> Path:
    """One HTML file, one page per scene: the picture, the narration and "Look for"."""

    def text(value: str) -> str:
        return html.escape(value, quote=True)

    pages = []
    scene_alt = translate("Handout", "Scene {number}: {title}")
    for slide in slides:
        alt = scene_alt.format(number=slide.number, title=slide.title)
        parts = [
            "<h2>"
            + translate("Handout", "Scene {number} of {count} — {title}").format(
                number=slide.number, count=len(deck), title=text(slide.title)
            )
            + "</h2>",
            f'<img src="{text(slide.picture)}" alt="{text(alt)}" width="{size[0]}" height="{size[1]}">',
        ]
        narration = narration_parts(slide.says)
        if narration.students:
            parts.append(f'<p class="says">{text(narration.students)}</p>')
        if slide.claim:
            look = translate("Handout", "Look for: {claim}").format(claim=slide.claim)
            parts.append(f'<p class="look">{text(look)}</p>')
        if narration.directions:
            in_class = translate("Handout", "In class: {directions}").format(
                directions=" ".join(narration.directions)
            )
            parts.append(f'<p class="in-class">{text(in_class)}</p>')
        if slide.uses:
            parts.append(f'<p class="uses">{text(slide.uses)}</p>')
        if slide.problem:
            problem = translate("Handout", "Not fully shown when exported: {problem}").format(
                problem=slide.problem
            )
            parts.append(f'<p class="problem">{text(problem)}</p>')
        pages.append("<section>\n" + "\n".join(parts) + "\n</section>")
    title = lecture_text(deck.title)
    intro = f"<section><h1>{text(title)}</h1>"
    intro += f"<p>{text(lecture_text(deck.description))}</p>" if deck.description else ""
    count = len(slides)
    shown = translate("Handout", "%n scenes, as the workbench shows them at {width}×{height}.", None, count)
    intro += f"<p>{text(shown.format(width=size[0], height=size[1]))}</p></section>"
    language = current_language()
    document = (
        f'<!DOCTYPE html>\n<html lang="{language}">\n<head>\n<meta charset="utf-8">\n<title>{text(title)}'
        f"</title>\n<style>{STYLE}</style>\n</head>\n<body>\n{intro}\n"
        + "\n".join(pages)
        + "\n</body>\n</html>\n"
    )
    path.write_text(document, encoding="utf-8")
    return path
