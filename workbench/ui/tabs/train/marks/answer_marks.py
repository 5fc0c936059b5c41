"""Answers marked in their passage, the one way every page about questions shows them: the true answer on one
background colour, the model's on another, where both agree on a third; each mark says which it is in small
letters after it.  Rich text for Qt labels; the colours follow the theme (light backgrounds and dark letters
on a light window, the reverse on a dark one)."""

from __future__ import annotations

import html
from collections.abc import Sequence

from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui import plot_style

# kind -> ((light theme, dark theme) background, what the mark says)
KINDS = {
    "true": (("#B2F2BB", "#1F5F2E"), QT_TRANSLATE_NOOP("AnswerMarks", "answer")),
    "model": (("#A5D8FF", "#1C4F7A"), QT_TRANSLATE_NOOP("AnswerMarks", "model")),
    "both": (("#E5DBFF", "#4B3A80"), QT_TRANSLATE_NOOP("AnswerMarks", "answer = model")),
}
_LETTERS = ("#1A1A1A", "#F5F5F5")

Mark = tuple[int, int, str]  # (first character, one past the last, "true" or "model")


def chip(inner_html: str, kind: str, note: str = "") -> str:
    """``inner_html`` on the background of ``kind``, with its label (and ``note``) in small letters."""
    dark = plot_style.colours().dark
    background, label = KINDS[kind][0][dark], translate("AnswerMarks", KINDS[kind][1])
    extra = f" {html.escape(note)}" if note else ""
    return (
        f"<span style='background-color:{background}; color:{_LETTERS[dark]};'>&nbsp;{inner_html}&nbsp;"
        f"<small><b>{html.escape(label)}</b>{extra}</small>&nbsp;</span>"
    )


def legend(kinds: Sequence[str] = ("true", "model", "both")) -> str:
    return " ".join(chip("", kind) for kind in kinds)


def marked_passage(context: str, marks: Sequence[Mark], notes: dict[str, str] | None = None) -> str:
    """``context`` with each of ``marks`` on its colour; characters inside a "true" and a "model" mark at once
    are marked "both".  ``notes`` adds a word to a kind's label (the model's confidence, say)."""
    notes = notes or {}
    inside: list[set[str]] = [set() for _ in context]
    for start, end, kind in marks:
        for i in range(max(0, start), min(end, len(context))):
            inside[i].add(kind)
    parts, at = [], 0
    while at < len(context):
        kinds = inside[at]
        end = at
        while end < len(context) and inside[end] == kinds:
            end += 1
        text = html.escape(context[at:end])
        if kinds:
            kind = "both" if len(kinds) > 1 else next(iter(kinds))
            parts.append(chip(text, kind, notes.get(kind, "")))
        else:
            parts.append(text)
        at = end
    return "".join(parts)
