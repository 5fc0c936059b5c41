"""How a scene's words read on screen and on paper: its teaching point apart from its title, and its narration
apart from the lecturer's stage directions.

A lecture's titles start with the number of the teaching point they serve ("8 · Pairs of sentences ..."):
several scenes share a point, so that number is not the scene's.  ``point_and_heading`` splits it off, so the
screen can say "Scene 18 of 31" once and show the point as a tag.

A narration mixes what students should keep with what the lecturer does in the room ("press Start training",
"Click one to open it").  The convention: a sentence, or a part of one after a colon or a semicolon, that
starts with one of ``DIRECTION_STARTS`` is a stage direction, in English or in a translation.
 ``narration_parts`` splits the narration so that a handout can keep the directions out of the students' text
and show them apart, marked.  No Qt here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# What a stage direction starts with: the lecturer's hand on the mouse or a button, never the content.  The
# narration is split after translating, so the starts of each language the lecture is translated into are here
# too (the Spanish narration writes its directions as "Pulsa …", "Haz clic en …", "Señala …").
DIRECTION_STARTS = (
    *("click", "press", "point at", "start training", "type ", "drag", "scroll"),
    *("haz clic", "pulsa", "señala", "escribe ", "arrastra", "desplázate"),
)
_POINT = re.compile(r"^\s*(\d+)\s*[·.:)-]\s+(.*)$", re.S)
# A sentence's end, or a colon or semicolon inside one, each followed by a space: where a part begins.
_BREAK = re.compile(r"(?<=[.!?;:])\s+")


def point_and_heading(title: str) -> tuple[str, str]:
    """("8", "Pairs of sentences ...") for "8 · Pairs of sentences ..."; ("", title) for a title without a
    teaching point's number."""
    found = _POINT.match(title)
    return (found.group(1), found.group(2).strip()) if found else ("", title.strip())


@dataclass(frozen=True)
class Narration:
    """A scene's narration, split: what students keep, and the lecturer's stage directions."""

    students: str
    directions: tuple[str, ...]


def is_direction(part: str) -> bool:
    return part.lstrip("(“\"' ").lower().startswith(DIRECTION_STARTS)


def narration_parts(says: str) -> Narration:
    """``says`` with its stage directions taken out, and the directions, each as a sentence.  A colon or
    semicolon left dangling before a direction becomes a full stop, and a bracket that a direction closed
    is closed in the students' text."""
    kept: list[str] = []
    directions: list[str] = []
    for part in _BREAK.split(says.strip()):
        if not part:
            continue
        if not is_direction(part):
            starts = not kept or kept[-1].rstrip("”\"')").endswith((".", "!", "?"))
            kept.append(_capital(part) if starts else part)
            continue
        text, closing = part.strip(), ""
        if text.count(")") > text.count("("):  # it ends a bracket that the kept text opened
            cut = text.rfind(")")
            text, closing = text[:cut], text[cut:]
        directions.append(_sentence(text))
        if kept:
            kept[-1] = kept[-1].rstrip(" ;:,") + closing
            if not kept[-1].rstrip("”\"')").endswith((".", "!", "?")):
                kept[-1] += "."
    return Narration(" ".join(kept), tuple(directions))


def _sentence(text: str) -> str:
    text = _capital(text.strip().rstrip(";:,"))
    return text if text.endswith((".", "!", "?")) else text + "."


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
