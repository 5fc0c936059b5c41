"""Names marked in text, the one way every page that finds names shows them: each kind of name (PER, LOC, ...)
on a background colour of its own, its type in small letters after it.

Rich text for Qt labels: ``marked_words`` for tagged words (the data page's preview, the check sentences of
the results), ``marked_text`` for a typed text and the entities found in it (try it), where each name is a
link whose address says its type and score, so a label's ``linkHovered`` can show them.  The colours follow
the theme (light backgrounds and dark letters on a light window, the reverse on a dark one); a type keeps its
colour as long as the list of types is the same.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from workbench.core.sessions.train.data import name_spans
from workbench.core.words import number, translate
from workbench.ui import plot_style

# (light theme, dark theme) backgrounds, one per type in sorted order, then round again.
_BACKGROUNDS = (
    ("#FFD8A8", "#7A4A12"),
    ("#B2F2BB", "#1F5F2E"),
    ("#A5D8FF", "#1C4F7A"),
    ("#E5DBFF", "#4B3A80"),
    ("#FFC9C9", "#7A2626"),
    ("#FFF3BF", "#6B5A12"),
    ("#C3FAE8", "#145A4A"),
    ("#EEBEFA", "#6A2A7A"),
)
_LETTERS = ("#1A1A1A", "#F5F5F5")


def type_colour(kind: str, types: Sequence[str]) -> str:
    """The background of names of type ``kind`` among ``types`` in the theme shown now."""
    order = sorted(set(types) | {kind})
    return _BACKGROUNDS[order.index(kind) % len(_BACKGROUNDS)][plot_style.colours().dark]


def _chip(inner: str, kind: str, types: Sequence[str]) -> str:
    letters = _LETTERS[plot_style.colours().dark]
    return (
        f"<span style='background-color:{type_colour(kind, types)}; color:{letters};'>&nbsp;{inner}"
        f"&nbsp;<small><b>{html.escape(kind)}</b></small>&nbsp;</span>"
    )


def legend(types: Sequence[str]) -> str:
    """Each type in its colour, side by side."""
    return " ".join(_chip("", kind, types) for kind in sorted(types)) if types else ""


def marked_words(words: Sequence[str], tags: Sequence[str], types: Sequence[str]) -> str:
    """``words`` joined by spaces, the names their BIO ``tags`` mark on their type's colour."""
    spans = {start: (kind, end) for kind, start, end in name_spans(tags)}
    parts, i = [], 0
    while i < len(words):
        if i in spans:
            kind, end = spans[i]
            parts.append(_chip(html.escape(" ".join(words[i:end])), kind, types))
            i = end
        else:
            parts.append(html.escape(words[i]))
            i += 1
    return " ".join(parts)


def marked_text(text: str, entities: Sequence[Any], types: Sequence[str]) -> str:
    """``text`` with each of ``entities`` (core ``Entity``: type, start, end, score) marked; each name is a
    link to ``entity:N`` (its place in ``entities``) for its tooltip."""
    letters = _LETTERS[plot_style.colours().dark]
    parts, at = [], 0
    for n, e in enumerate(sorted(entities, key=lambda e: e.start)):
        parts.append(html.escape(text[at : e.start]))
        inner = f"<span style='color:{letters};'>{html.escape(text[e.start : e.end])}</span>"
        parts.append(
            f"<a href='entity:{n}' style='text-decoration:none; color:{letters};'>"
            f"{_chip(inner, e.type, types)}</a>"
        )
        at = e.end
    parts.append(html.escape(text[at:]))
    return "".join(parts)


def entity_tip(entity: Any) -> str:
    """What hovering over a found name says."""
    return translate("EntityMarks", "{type}: “{text}” — the model is {score} sure").format(
        type=entity.type, text=entity.text, score=number(entity.score, ".0%")
    )
