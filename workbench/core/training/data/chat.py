"""Conversations for teaching a chat model to answer in your way: one ``ChatDataset`` from a file.

Each example is a conversation: a list of messages ``{"role", "content"}``, an optional system message first,
then user and assistant turns taking turns, ending with an assistant turn (the answer the model learns).
Formats read:

- JSON Lines, one example per line, any of: ``{"prompt", "response"}``; ``{"instruction", "output"}`` (an
  ``"input"`` beside them is added to the instruction after a blank line, as instruction sets write it); or
  ``{"messages": [...]}`` with the roles ``system``, ``user`` and ``assistant``.
- CSV (or TSV) with ``prompt`` and ``response`` columns.
- For summaries (``as_summaries``): JSON Lines or CSV with ``text`` and ``summary``; each becomes the prompt
  ``SUMMARY_INSTRUCTION`` + the text, answered by its summary.

Every prompt, response, text, summary and message content is text (a number is taken as written); a list, an
object or true/false there is refused, naming the line and the field, rather than learned as its Python
spelling.  Anything that cannot teach refuses with the line (or row) named: an empty prompt or response, roles
that do not take turns, a conversation that does not end with an answer.  Exact repeats are removed.  The
checking part is split off by example (seeded), so runs of different sizes check on the same conversations.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from workbench.core.errors import DataError
from workbench.core.training.data.checks import random_sample, random_split, without_repeats
from workbench.core.training.data.reading import location_in_words, sentence
from workbench.core.words import QT_TRANSLATE_NOOP, translate

ROLES = ("system", "user", "assistant")
SUMMARY_INSTRUCTION = "Summarise: "
_CHAT_HINT = QT_TRANSLATE_NOOP(
    "TrainingData",
    'Write one example per line: {"prompt": "...", "response": "..."}, or a whole conversation as '
    '{"messages": [{"role": "user", "content": "..."}, {"role": "assistant", "content": "..."}]}.',
)
_SUMMARY_HINT = QT_TRANSLATE_NOOP(
    "TrainingData",
    'Write one example per line: {"text": "...", "summary": "..."}, or a CSV with those columns.',
)

Message = dict[str, str]


@dataclass(frozen=True)
class ChatDataset:
    """Conversations, each a tuple of messages (``{"role", "content"}``) ending with the assistant's answer,
    and where each came from (``locations[i]``: "line 12") for messages and previews."""

    conversations: tuple[tuple[Message, ...], ...] = field(repr=False)
    source: Path | None = None
    locations: tuple[str, ...] = field(default=(), repr=False, compare=False)
    notes: tuple[str, ...] = ()
    format: str = "jsonl"

    label_names: tuple[str, ...] = ()  # the engine's datasets all have one; conversations have no labels

    def __len__(self) -> int:
        return len(self.conversations)

    @property
    def prompts(self) -> tuple[str, ...]:
        """The last user message of each conversation: what the model is asked."""
        return tuple(last_prompt(c) for c in self.conversations)

    @property
    def responses(self) -> tuple[str, ...]:
        """The answer each conversation ends with."""
        return tuple(c[-1]["content"] for c in self.conversations)

    @property
    def texts(self) -> tuple[str, ...]:
        """Each conversation as plain text, for lists and previews."""
        return tuple("\n".join(f"{m['role']}: {m['content']}" for m in c) for c in self.conversations)

    def select(self, indexes: Sequence[int], note: str | None = None) -> ChatDataset:
        """The conversations at ``indexes`` (in that order), ``note`` added."""
        return replace(
            self,
            conversations=tuple(self.conversations[i] for i in indexes),
            locations=tuple(self.locations[i] for i in indexes) if self.locations else (),
            notes=self.notes + ((note,) if note else ()),
        )


def last_prompt(conversation: Sequence[Message]) -> str:
    """The content of the last user message of ``conversation``."""
    return next((m["content"] for m in reversed(conversation) if m["role"] == "user"), "")


def summarised_text(conversation: Sequence[Message]) -> str:
    """The text a summary example asks to summarise: its prompt without ``SUMMARY_INSTRUCTION`` (what an
    encoder-decoder reads; it is told its task its own way, see ``objectives.seq2seq``)."""
    prompt = last_prompt(conversation)
    return prompt[len(SUMMARY_INSTRUCTION) :] if prompt.startswith(SUMMARY_INSTRUCTION) else prompt


def pair(prompt: str, response: str) -> tuple[Message, ...]:
    """A one-turn conversation: the user asks ``prompt``, the assistant answers ``response``."""
    return ({"role": "user", "content": prompt}, {"role": "assistant", "content": response})


def load_chat(path: Path, *, as_summaries: bool = False) -> ChatDataset:
    """Read ``path`` (see the module doc); raises ``DataError`` naming what to fix."""
    from workbench.core.training.data.gate import decode_file
    from workbench.core.training.data.reading import jsonl_record, read_raw_table

    path = Path(path).expanduser()
    hint = translate("TrainingData", _SUMMARY_HINT if as_summaries else _CHAT_HINT)
    if path.is_dir():
        raise DataError(
            "folder",
            translate("TrainingData", "{name} is a folder; this task needs one file of examples.").format(
                name=path.name
            ),
            hint,
        )
    content, _, notes = decode_file(path)
    first = next((line.strip() for line in content.splitlines() if line.strip()), "")
    if not first:
        raise DataError(
            "empty", translate("TrainingData", "{name} has no examples in it.").format(name=path.name), hint
        )
    records: list[tuple[dict[str, Any], str]] = []
    if path.suffix.lower() in (".jsonl", ".ndjson", ".json") or first.startswith("{"):
        example = (
            '{"text": "...", "summary": "..."}' if as_summaries else '{"prompt": "...", "response": "..."}'
        )
        for number, line in enumerate(content.split("\n"), start=1):
            if line.strip():
                records.append((jsonl_record(path, number, line, example), f"line {number}"))
        kind = "JSON Lines"
    else:
        table = read_raw_table(path)
        records = [
            (dict(zip(table.columns, row, strict=True)), where)
            for row, where in zip(table.rows, table.locations, strict=True)
        ]
        notes = tuple(dict.fromkeys(notes + table.notes))
        kind = "CSV"
    read = _summary_conversation if as_summaries else _conversation
    conversations = [read(path, record, where) for record, where in records]
    if not conversations:
        raise DataError(
            "empty", translate("TrainingData", "{name} has no examples in it.").format(name=path.name), hint
        )
    what = "texts with summaries" if as_summaries else "conversations"
    dataset = ChatDataset(
        conversations=tuple(conversations),
        source=path,
        locations=tuple(where for _, where in records),
        notes=tuple(notes) + (f"Read {len(conversations):,} {what} ({kind}) from {path.name}.",),
        format="jsonl" if kind == "JSON Lines" else "csv",
    )
    return drop_repeats(dataset)


def _conversation(path: Path, record: dict[str, Any], where: str) -> tuple[Message, ...]:
    """One example as a conversation, from any of the shapes the module doc lists."""
    if "messages" in record:
        return checked_messages(path, record["messages"], where)
    for asked, answered in (("prompt", "response"), ("instruction", "output")):
        if asked in record or answered in record:
            prompt, response = (_text(record.get(name), path, where, name) for name in (asked, answered))
            extra = _text(record.get("input"), path, where, "input") if asked == "instruction" else ""
            if extra:
                prompt = f"{prompt}\n\n{extra}" if prompt else extra
            _refuse_empty(path, where, prompt, asked, response, answered)
            return pair(prompt, response)
    raise _lacking(
        "no-chat-fields",
        translate("TrainingData", "{where} of {name} has no prompt and response (its fields: {fields})."),
        translate("TrainingData", _CHAT_HINT),
        path,
        record,
        where,
    )


def _lacking(code: str, message: str, hint: str, path: Path, record: dict[str, Any], where: str) -> DataError:
    """The error of an example (``where`` in ``path``) without the fields its shape needs: ``message`` with
    {where}, {name} and {fields}, the fields ``record`` has."""
    fields = ", ".join(f"“{name}”" for name in record) or translate("TrainingData", "none")
    return DataError(
        code,
        sentence(message.format(where=location_in_words(where), name=path.name, fields=fields)),
        hint,
    )


def _summary_conversation(path: Path, record: dict[str, Any], where: str) -> tuple[Message, ...]:
    if "text" not in record or "summary" not in record:
        raise _lacking(
            "no-summary-fields",
            translate("TrainingData", "{where} of {name} has no text and summary (its fields: {fields})."),
            translate("TrainingData", _SUMMARY_HINT),
            path,
            record,
            where,
        )
    text, summary = (_text(record[name], path, where, name) for name in ("text", "summary"))
    _refuse_empty(path, where, text, "text", summary, "summary")
    return pair(SUMMARY_INSTRUCTION + text, summary)


def checked_messages(path: Path | None, messages: Any, where: str) -> tuple[Message, ...]:
    """``messages`` as a conversation the model can learn from, or a ``DataError`` naming ``where``: known
    roles, no empty message, an optional system message first, then user and assistant taking turns, ending
    with the assistant."""
    place = location_in_words(where)
    if path:
        place = translate("TrainingData", "{where} of {name}").format(where=place, name=path.name)
    if not isinstance(messages, list) or not messages:
        raise DataError(
            "bad-messages",
            sentence(translate("TrainingData", "{place} has no list of messages.").format(place=place)),
            translate("TrainingData", _CHAT_HINT),
        )
    conversation: list[Message] = []
    for number, message in enumerate(messages, start=1):
        if not isinstance(message, dict) or message.get("role") not in ROLES:
            raise DataError(
                "bad-role",
                translate(
                    "TrainingData",
                    "Message {number} on {place} has no role, or one other than system, user and assistant.",
                ).format(number=number, place=place),
                translate(
                    "TrainingData", 'Give every message a "role" (system, user or assistant) and a "content".'
                ),
            )
        content = _text(message.get("content"), path, f"message {number} on {where}", "content")
        if not content:
            raise DataError(
                "empty-message",
                translate("TrainingData", "Message {number} ({role}) on {place} is empty.").format(
                    number=number, role=message["role"], place=place
                ),
                translate("TrainingData", "Write its text, or delete the conversation."),
            )
        conversation.append({"role": str(message["role"]), "content": content})
    turns = conversation[1:] if conversation[0]["role"] == "system" else conversation
    expected = ["user", "assistant"] * (len(turns) // 2 + 1)
    roles = [m["role"] for m in turns]
    if not turns or roles != expected[: len(roles)]:
        raise DataError(
            "roles-out-of-turn",
            translate("TrainingData", "The messages on {place} do not take turns: {roles}.").format(
                place=place, roles=" → ".join(m["role"] for m in conversation)
            ),
            translate(
                "TrainingData",
                "After an optional system message, a user message comes first, then user and assistant "
                "alternate.",
            ),
        )
    if roles[-1] != "assistant":
        raise DataError(
            "no-answer",
            translate(
                "TrainingData",
                "The conversation on {place} ends with the user's message, not with an answer.",
            ).format(place=place),
            translate(
                "TrainingData",
                "End each conversation with the assistant's answer: that is what the model learns to write.",
            ),
        )
    return tuple(conversation)


def _refuse_empty(path: Path, where: str, prompt: str, asked: str, response: str, answered: str) -> None:
    for value, what in ((prompt, asked), (response, answered)):
        if not value:
            raise DataError(
                f"empty-{what}",
                translate("TrainingData", "The {field} on {where} of {name} is empty.").format(
                    field=what, where=location_in_words(where), name=path.name
                ),
                translate(
                    "TrainingData",
                    "Write it, or delete the example: every example needs both a question and an answer.",
                ),
            )


def _text(value: Any, path: Path | None, where: str, name: str) -> str:
    """``value`` as text: a string stripped, a number as written, "" for none; a ``DataError`` naming the
    field for a list, an object or true/false, which are not text."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    kind = (
        translate("TrainingData", "a list")
        if isinstance(value, list)
        else translate("TrainingData", "an object")
        if isinstance(value, dict)
        else translate("TrainingData", "true or false")
    )
    place = location_in_words(where)
    if path:
        place = translate("TrainingData", "{where} of {name}").format(where=place, name=path.name)
    raise DataError(
        "not-text",
        translate("TrainingData", "The “{field}” on {place} is {kind}, not text.").format(
            field=name, place=place, kind=kind
        ),
        translate("TrainingData", 'Write it as text in double quotes, e.g. "{field}": "...".').format(
            field=name
        ),
    )


def drop_repeats(ds: ChatDataset) -> ChatDataset:
    """Without exact repeats (the first copy is kept): one in both parts would flatter the scores."""
    return without_repeats(ds, (json.dumps(c, sort_keys=True) for c in ds.conversations), "examples")


def split_conversations(ds: ChatDataset, val_fraction: float, seed: int) -> tuple[ChatDataset, ChatDataset]:
    """(training, checking): about ``val_fraction`` of the examples, drawn with ``seed``, go to checking; at
    least one in each part, both in the file's order."""
    if len(ds) < 2:
        raise DataError(
            "too-few-rows",
            translate(
                "TrainingData",
                "Teaching a chat model needs at least two examples: one to learn from, one to check on.",
            ),
            translate("TrainingData", "Add more examples; a few hundred is a good start."),
        )
    return random_split(ds, val_fraction, seed, "examples")


def subsample_conversations(ds: ChatDataset, max_examples: int, seed: int) -> ChatDataset:
    """At most ``max_examples`` examples, drawn with ``seed``, in the file's order."""
    return random_sample(ds, max_examples, seed, "examples")


def stored_conversations(ds: ChatDataset) -> list[list[Message]]:
    """The conversations as ``data.json`` keeps them."""
    return [[dict(m) for m in c] for c in ds.conversations]


def restored_conversations(stored: list[list[Message]]) -> ChatDataset:
    """A dataset from what ``stored_conversations`` wrote."""
    return ChatDataset(tuple(tuple({"role": m["role"], "content": m["content"]} for m in c) for c in stored))
