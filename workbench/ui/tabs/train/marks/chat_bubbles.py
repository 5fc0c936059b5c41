"""Conversations and template tokens as rich text, for the chat pages: each message as a bubble (the user's on
the right, the assistant's on the left, a system message across), and the tokens a model really sees with the
ones the loss counts highlighted and the others dimmed.  The tokens themselves come from the core
(``sessions.train.data.chat_tokens``); this module only colours them, in the theme shown now."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui import plot_style

# (light theme, dark theme)
_BUBBLES = {
    "user": ("#D0EBFF", "#1C4F7A"),
    "assistant": ("#E9ECEF", "#3A3F44"),
    "system": ("#FFF3BF", "#5A4C12"),
}
_COUNTED = ("#B2F2BB", "#1F5F2E")
_LETTERS = ("#1A1A1A", "#F5F5F5")
ROLE_NAMES = {
    "user": QT_TRANSLATE_NOOP("ChatBubbles", "You"),
    "assistant": QT_TRANSLATE_NOOP("ChatBubbles", "Model"),
    "system": QT_TRANSLATE_NOOP("ChatBubbles", "System"),
}
ANSWER_ANCHOR = "counted"  # the anchor before the first token the loss counts


def _theme(pair: tuple[str, str]) -> str:
    return pair[plot_style.colours().dark]


def bubbles(messages: Sequence[dict[str, str]], names: dict[str, str] | None = None) -> str:
    """``messages`` as a column of chat bubbles (rich text for a QTextBrowser or QLabel)."""
    names = {**{role: translate("ChatBubbles", name) for role, name in ROLE_NAMES.items()}, **(names or {})}
    letters = _theme(_LETTERS)
    rows = []
    for message in messages:
        role = message.get("role", "user")
        text = html.escape(message.get("content", "")).replace("\n", "<br>")
        align = "right" if role == "user" else "left"
        rows.append(
            f"<table width='100%' cellspacing='0' cellpadding='2'><tr><td align='{align}'>"
            "<table cellpadding='8' "
            f"style='background-color:{_theme(_BUBBLES.get(role, _BUBBLES['user']))};'><tr><td "
            f"style='color:{letters};'><small><b>{html.escape(names.get(role, role))}</b></small><br>{text}"
            "</td></tr></table></td></tr></table>"
        )
    return "".join(rows)


def shown(text: str) -> str:
    """A token's text with its invisible parts made visible: a line break as ↵, a space as a middle dot."""
    return html.escape(text.replace("\n", "↵").replace(" ", "·")) or "∅"


def token_strip(tokens: Sequence[Any]) -> str:
    """Each token (``ShownToken``) as a small box: counted ones on a green background, the others dimmed.
    A line break in the template starts a new line here as well, so the layout reads like the template's."""
    letters, counted, dimmed = _theme(_LETTERS), _theme(_COUNTED), plot_style.colours().dimmed
    parts = []
    first = next((k for k, token in enumerate(tokens) if token.counted), None)
    for k, token in enumerate(tokens):
        if k == first:
            parts.append(f"<a name='{ANSWER_ANCHOR}'></a>")  # where a view of the strip scrolls to
        style = f"background-color:{counted}; color:{letters};" if token.counted else f"color:{dimmed};"
        parts.append(f"<span style='{style}'>{shown(token.text)}</span>&#8203;")
        if "\n" in token.text:
            parts.append("<br>")
    return "<span style='font-family:monospace;'>" + "".join(parts) + "</span>"


def token_legend(tokens: Sequence[Any]) -> str:
    """One line saying what the colours mean, with the tally."""
    counted = sum(t.counted for t in tokens)
    letters, green, dimmed = _theme(_LETTERS), _theme(_COUNTED), plot_style.colours().dimmed
    total = len(tokens)
    return translate(
        "ChatBubbles",
        "%n tokens: <span style='background-color:{green}; color:{letters};'>&nbsp;{counted} highlighted"
        "&nbsp;</span> — the loss counts these tokens (the answer); <span style='color:{dimmed};'>"
        "{dimmed_count} dimmed</span> — the model reads these, but they teach nothing (prompt, template "
        "markers). ↵ is a line break, · a space.",
        None,
        total,
    ).format(green=green, letters=letters, counted=counted, dimmed=dimmed, dimmed_count=total - counted)
