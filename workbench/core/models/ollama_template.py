"""An Ollama ``Modelfile`` for a GGUF file: the chat template in Ollama's Go template language and the stop
words.

Ollama does not run the Jinja chat template a model carries, so the template is read off by example: the
tokenizer renders a few conversations with marker texts as messages, and what surrounds each marker gives
the text before and after a system, user and assistant message, the system message the template adds when
there is none, and the text that asks for an answer.  The Go template is built from those pieces and
checked: rendered (by ``render_pieces``, which does what the Go template does) on other conversations, it
must give exactly what the Jinja template gives.  A template that does not work like that (one that changes
a message's text, or numbers its turns) gets no ``TEMPLATE``: Ollama then picks one from the file's own
metadata.  The stop words are the text that closes an answer (``<|im_end|>``) and the end-of-text token.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

_MARKS = {"system": "SYSTEM\u00a7MARK", "user": "USER\u00a7MARK", "assistant": "ASSISTANT\u00a7MARK"}


@dataclass(frozen=True)
class ChatPieces:
    """The text around each message of a template that writes every message as before + text + after."""

    before: dict[str, str]
    after: dict[str, str]
    default_head: str  # written before the first message when it is not a system message
    answer_prompt: str  # asks for the assistant's answer, after the last message


def read_pieces(tokenizer: Any) -> ChatPieces | None:
    """The pieces of ``tokenizer``'s chat template, or None when it is not of that form (see module doc)."""
    try:
        pieces = _pieces(lambda messages, prompt: _render(tokenizer, messages, prompt))
        for messages in _CHECKS:
            if render_pieces(pieces, messages) != _render(tokenizer, messages, True):
                return None
    except (ValueError, TypeError, KeyError, IndexError, RuntimeError):
        return None
    if any('"""' in text or "{{" in text for text in (*pieces.before.values(), *pieces.after.values())):
        return None
    return pieces


def _render(tokenizer: Any, messages: list[dict], prompt: bool) -> str:
    return tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=prompt)


def _split(text: str, marks: list[str]) -> list[str]:
    """``text`` cut at each of ``marks`` in turn: the len(marks) + 1 texts between them."""
    parts = []
    for mark in marks:
        head, found, text = text.partition(mark)
        if not found:
            raise ValueError(f"the template dropped {mark}")
        parts.append(head)
    return [*parts, text]


def _pieces(render) -> ChatPieces:
    s, u, a = _MARKS["system"], _MARKS["user"], _MARKS["assistant"]
    u2 = u + "2"
    after_user = _split(render([_msg("user", u)], False), [u])[1]
    after_assistant = _split(render([_msg("user", u), _msg("assistant", a)], False), [u, a])[2]
    head, gap_sa, gap_ua, gap_au, tail = _split(
        render([_msg("system", s), _msg("user", u), _msg("assistant", a), _msg("user", u2)], True),
        [s, u, a, u2],
    )
    before_user = _after_prefix(gap_au, after_assistant)
    before_assistant = _after_prefix(gap_ua, after_user)
    if not gap_sa.endswith(before_user):
        raise ValueError("the system message's end is not the same before every user message")
    after_system = gap_sa[: len(gap_sa) - len(before_user)]
    default = _split(render([_msg("user", u), _msg("assistant", a)], False), [u, a])[0]
    if not default.endswith(before_user):
        raise ValueError("the first user message is written differently")
    return ChatPieces(
        before={"system": head, "user": before_user, "assistant": before_assistant},
        after={"system": after_system, "user": after_user, "assistant": after_assistant},
        default_head=default[: len(default) - len(before_user)],
        answer_prompt=_after_prefix(tail, after_user),
    )


def _after_prefix(text: str, prefix: str) -> str:
    if not text.startswith(prefix):
        raise ValueError("a message's end is not the same everywhere")
    return text[len(prefix) :]


def _msg(role: str, content: str) -> dict:
    return {"role": role, "content": content}


_CHECKS = [
    [_msg("user", "Hello there")],
    [_msg("system", "Be brief."), _msg("user", "Why do leaves curl?")],
    [_msg("user", "One"), _msg("assistant", "Two"), _msg("user", "Three?")],
    [
        _msg("system", "S"),
        _msg("user", "a"),
        _msg("assistant", "b\nc"),
        _msg("user", "d"),
        _msg("assistant", "e"),
        _msg("user", "f"),
    ],
]


def render_pieces(pieces: ChatPieces, messages: list[dict]) -> str:
    """What the Go template of ``go_template(pieces)`` writes for ``messages``, ending with the
    answer prompt."""
    out = []
    for i, message in enumerate(messages):
        role = message["role"] if message["role"] in ("system", "user") else "assistant"
        if i == 0 and role != "system":
            out.append(pieces.default_head)
        out += [pieces.before[role], message["content"], pieces.after[role]]
    return "".join(out) + pieces.answer_prompt


def go_template(pieces: ChatPieces) -> str:
    """Ollama's template (Go's text/template over ``.Messages``) that writes what ``render_pieces`` does."""

    def message(role: str) -> str:
        return f"{pieces.before[role]}{{{{ .Content }}}}{pieces.after[role]}"

    return (
        "{{ range $i, $_ := .Messages }}"
        f'{{{{ if eq .Role "system" }}}}{message("system")}'
        f"{{{{ else }}}}{{{{ if eq $i 0 }}}}{pieces.default_head}{{{{ end }}}}"
        f'{{{{ if eq .Role "user" }}}}{message("user")}{{{{ else }}}}{message("assistant")}{{{{ end }}}}'
        "{{ end }}{{ end }}"
        f"{pieces.answer_prompt}"
    )


def stop_words(pieces: ChatPieces | None, eos_token: str | None) -> list[str]:
    """The texts that end an answer: the assistant message's closing text (stripped), and the end token."""
    words = []
    if pieces is not None:
        closing = pieces.after["assistant"].strip()
        if closing:
            words.append(closing)
        if not closing and pieces.before["user"].strip():  # a plain "User:" layout: a new turn means stop
            words.append(pieces.before["user"].strip())
    if eos_token and eos_token not in words:
        words.append(eos_token)
    return words


def modelfile(gguf_name: str, pieces: ChatPieces | None, stops: list[str], title: str) -> str:
    """The ``Modelfile`` beside ``gguf_name``: FROM, TEMPLATE (when the pieces were read) and the stops."""
    lines = [f"# {title}", f"FROM ./{gguf_name}"]
    if pieces is not None:
        lines.append(f'TEMPLATE """{go_template(pieces)}"""')
    lines += [f'PARAMETER stop "{word}"' for word in stops if '"' not in word and "\n" not in word]
    return "\n".join(lines) + "\n"
