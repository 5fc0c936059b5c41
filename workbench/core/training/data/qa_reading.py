"""Reading question-answering files into a ``QADataset``, with plain-word errors that name the item.

Formats (bytes and encodings are read by ``data.reading``, as for every other data file):

- JSON Lines, one question per line: ``{"context", "question", "answers": [{"text", "answer_start"}]}``
  (``start`` is accepted for ``answer_start``; ``answers`` may also be the column form
  ``{"text": [...], "answer_start": [...]}``, or a single ``"answer": "..."``); ``id`` and ``title`` are kept.
- A JSON array of such records, or the official SQuAD file ``{"data": [{"title", "paragraphs": [{"context",
  "qas": [{"id", "question", "answers"}]}]}]}``.
- CSV or TSV with the columns ``context``, ``question`` and ``answer`` (``answer_start``, ``id`` and ``title``
  optional).  Without a start the answer is looked for in its context: exactly first, then ignoring case
  and differences in spaces; several occurrences take the first, and the notes say how many rows that was.

An answer whose start does not point at its text is moved to the nearest place its text occurs, when that is
within ``NEARBY`` characters (starts counted in another unit, or off by a stripped space, are common); the
notes say how many were.  Further off, or an answer that is not in its context at all, is a ``DataError``
naming the item and showing the answer.  Questions the file marks as having no answer (SQuAD 2.0) are left
out with a note: the workbench's models always answer with a span.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from workbench.core.errors import DataError
from workbench.core.training.data.gate import decode_file, regular_file
from workbench.core.training.data.qa import QADataset
from workbench.core.training.data.reading import (
    JSON_SUFFIXES,
    ColumnError,
    json_loads,
    json_record,
    jsonl_record,
    listed_places,
    location_in_words,
    read_raw_table,
    sentence,
)
from workbench.core.words import translate

NEARBY = 50  # characters an answer's start may be off and still be moved to where its text is
_EXAMPLE = '{"context": "...", "question": "...", "answers": [{"text": "...", "answer_start": 0}]}'
_COLUMNS = {  # role -> accepted column names (compared ignoring case)
    "context": ("context", "passage", "paragraph"),
    "question": ("question", "query"),
    "answer": ("answer", "answer_text", "answers"),
    "start": ("answer_start", "start"),
    "id": ("id",),
    "title": ("title",),
}
COLUMN_NAMES = _COLUMNS  # for other readers of question files (answering a file of new questions)


@dataclass
class _Counts:
    """What was repaired or guessed while reading, for the notes."""

    moved: list[str] = field(default_factory=list)
    ambiguous: list[str] = field(default_factory=list)
    loose: list[str] = field(default_factory=list)  # found only ignoring case or spaces
    unanswerable: list[str] = field(default_factory=list)


def load_qa_dataset(path: Path) -> QADataset:
    """Read ``path`` (see the module doc for formats); raises ``DataError`` for anything the user must fix."""
    path = Path(path)
    if path.is_dir():
        raise DataError(
            "folder",
            translate("TrainingData", "{name} is a folder; questions and answers come in one file.").format(
                name=path.name
            ),
            translate("TrainingData", "Choose a .jsonl, .json or .csv file of questions about passages."),
        )
    path = regular_file(path)  # before anything is opened: a named pipe would never answer
    suffix = path.suffix.lower()
    if suffix in JSON_SUFFIXES or (suffix not in (".csv", ".tsv", ".tab", ".txt") and _starts_json(path)):
        text, encoding, notes = decode_file(path)
        if not text.strip():
            raise DataError(
                "empty",
                translate("TrainingData", "The file {name} is empty.").format(name=path.name),
                translate("TrainingData", "Choose a file that holds your questions."),
            )
        raw, kind = _json_items(path, text)
    else:
        table = read_raw_table(path, header=True)
        raw, kind, encoding, notes = _table_items(path, table), table.format, table.encoding, table.notes
    return _build(path, raw, kind, notes, encoding)


def _starts_json(path: Path) -> bool:
    with path.open("rb") as handle:
        return handle.read(64).lstrip(b"\xef\xbb\xbf \t\r\n").startswith((b"{", b"["))


@dataclass(frozen=True)
class _Raw:
    """One item as the file gives it, before checking."""

    location: str
    context: Any
    question: Any
    answers: list[tuple[Any, Any]]  # (text, start or None)
    id: Any = None
    title: Any = None
    unanswerable: bool = False


def _json_items(path: Path, text: str) -> tuple[list[_Raw], str]:
    stripped = text.lstrip("\ufeff \t\r\n")
    if path.suffix.lower() == ".json" or stripped.startswith("["):
        try:
            data = json_loads(stripped)
        except json.JSONDecodeError as error:
            if not stripped.startswith("{"):
                raise DataError(
                    "bad-json",
                    translate("TrainingData", "{name} is not valid JSON (line {line}: {error}).").format(
                        name=path.name, line=error.lineno, error=error.msg
                    ),
                    translate(
                        "TrainingData",
                        "The file must hold a list of records such as [{example}, ...], or one such record "
                        "per line.",
                    ).format(example=_EXAMPLE),
                ) from error
        else:
            if isinstance(data, dict) and "data" in data:
                return list(_squad_items(path, data)), "json"
            if isinstance(data, dict):
                data = [data]
            if not isinstance(data, list) or not all(isinstance(item, dict) for item in data):
                raise DataError(
                    "bad-json",
                    translate("TrainingData", "{name} is not a list of records.").format(name=path.name),
                    translate("TrainingData", "Each record looks like {example}.").format(example=_EXAMPLE),
                )
            if not data:
                raise DataError(
                    "empty",
                    translate("TrainingData", "{name} holds an empty list.").format(name=path.name),
                    translate("TrainingData", "Choose a file that holds questions."),
                )
            records = (
                json_record(path, record, translate("TrainingData", "Record {number}").format(number=i + 1))
                for i, record in enumerate(data)
            )
            return [_flat_item(path, record, f"record {i + 1}") for i, record in enumerate(records)], "json"
    items = []
    for number, line in enumerate(text.split("\n"), start=1):
        if line.strip():
            items.append(_flat_item(path, jsonl_record(path, number, line, _EXAMPLE), f"line {number}"))
    return items, "jsonl"


def _squad_items(path: Path, data: dict) -> Iterator[_Raw]:
    """The questions of the official nested SQuAD form."""
    hint = translate(
        "TrainingData",
        'The SQuAD form is {"data": [{"title": "...", "paragraphs": [{"context": "...", "qas": [...]}]}]}.',
    )
    articles = data["data"]
    if not isinstance(articles, list) or not articles:
        raise DataError(
            "bad-json",
            translate("TrainingData", "The “data” of {name} holds no articles.").format(name=path.name),
            hint,
        )
    for a, article in enumerate(articles, start=1):
        paragraphs = article.get("paragraphs") if isinstance(article, dict) else None
        if not isinstance(paragraphs, list):
            raise DataError(
                "bad-json",
                translate("TrainingData", "Article {article} of {name} has no list of “paragraphs”.").format(
                    article=a, name=path.name
                ),
                hint,
            )
        for p, paragraph in enumerate(paragraphs, start=1):
            questions = paragraph.get("qas") if isinstance(paragraph, dict) else None
            if not isinstance(questions, list):
                raise DataError(
                    "bad-json",
                    translate(
                        "TrainingData",
                        "Article {article}, paragraph {paragraph} of {name} has no list of questions "
                        "(“qas”).",
                    ).format(article=a, paragraph=p, name=path.name),
                    hint,
                )
            for q, record in enumerate(questions, start=1):
                where = f"article {a}, paragraph {p}, question {q}"
                if not isinstance(record, dict):
                    raise DataError(
                        "bad-json",
                        sentence(
                            translate("TrainingData", "{where} of {name} is not a record.").format(
                                where=location_in_words(where), name=path.name
                            )
                        ),
                        hint,
                    )
                yield _flat_item(
                    path,
                    {**record, "context": paragraph.get("context"), "title": article.get("title")},
                    where,
                )


def _flat_item(path: Path, record: dict, where: str) -> _Raw:
    """One record: context, question and answers in any of the accepted shapes (see the module doc)."""
    missing = [key for key in ("context", "question") if key not in record]
    if "answers" not in record and "answer" not in record:
        missing.append("answers")
    if missing:
        raise DataError(
            "missing-keys",
            sentence(
                translate("TrainingData", "{where} of {name} has no {keys}.").format(
                    where=location_in_words(where),
                    name=path.name,
                    keys=translate("TrainingData", " or ").join(f"“{key}”" for key in missing),
                )
            ),
            translate(
                "TrainingData",
                "Each question needs its passage, the question and its answer, such as {example}.",
            ).format(example=_EXAMPLE),
        )
    value = record.get("answers", record.get("answer"))
    start = record.get("answer_start", record.get("start"))
    answers: list[tuple[Any, Any]] = []
    if isinstance(value, dict) and isinstance(value.get("text"), list):  # the column form
        starts = value.get("answer_start", value.get("start")) or [None] * len(value["text"])
        answers = list(zip(value["text"], starts, strict=False))
    elif isinstance(value, list):
        for answer in value:
            if isinstance(answer, dict):
                answers.append((answer.get("text"), answer.get("answer_start", answer.get("start"))))
            else:
                answers.append((answer, None))
    elif isinstance(value, dict):
        answers = [(value.get("text"), value.get("answer_start", value.get("start", start)))]
    elif value is not None:
        answers = [(value, start)]
    unanswerable = bool(record.get("is_impossible")) or not answers
    return _Raw(
        where,
        record["context"],
        record["question"],
        answers,
        record.get("id"),
        record.get("title"),
        unanswerable,
    )


def _table_items(path: Path, table: Any) -> list[_Raw]:
    found: dict[str, int] = {}
    for role, names in _COLUMNS.items():
        for at, column in enumerate(table.columns):
            if column.strip().casefold() in names and role not in found:
                found[role] = at
    missing = [role for role in ("context", "question", "answer") if role not in found]
    if missing:
        raise ColumnError(
            "missing-columns",
            translate("TrainingData", "{name} has no {roles} column (its columns are {columns}).").format(
                name=path.name,
                roles=translate("TrainingData", " or ").join(f"“{role}”" for role in missing),
                columns=", ".join(f"“{c}”" for c in table.columns),
            ),
            translate(
                "TrainingData",
                "Name the columns context, question and answer in the first line; each answer must be a "
                "piece of "
                "its context.",
            ),
            table.columns,
        )

    def cell(row: tuple[str, ...], role: str) -> str | None:
        return row[found[role]] if role in found else None

    items = []
    for row, location in zip(table.rows, table.locations, strict=True):
        answers = [(cell(row, "answer"), cell(row, "start") or None)]  # an empty answer is an error
        items.append(
            _Raw(
                location,
                cell(row, "context"),
                cell(row, "question"),
                answers,
                cell(row, "id"),
                cell(row, "title"),
            )
        )
    return items


def _build(path: Path, raw: list[_Raw], kind: str, notes: tuple[str, ...], encoding: str) -> QADataset:
    counts = _Counts()
    contexts, questions, answers, ids, locations, titles = [], [], [], [], [], []
    for item in raw:
        if item.unanswerable:
            counts.unanswerable.append(item.location)
            continue
        context, question = _text(path, item, "context", "passage"), _text(path, item, "question", "question")
        contexts.append(context)
        questions.append(question.strip())
        answers.append(
            tuple(_placed(path, item, context, text, start, counts) for text, start in item.answers)
        )
        ids.append(str(item.id) if item.id not in (None, "") else str(len(ids) + 1))
        locations.append(item.location)
        titles.append(str(item.title or ""))
    if not questions:
        raise DataError(
            "no-answers",
            translate(
                "TrainingData",
                "None of the questions in {name} has an answer, so there is nothing to learn from.",
            ).format(name=path.name),
            translate("TrainingData", "Give each question the piece of its passage that answers it."),
        )
    return QADataset(
        contexts=tuple(contexts),
        questions=tuple(questions),
        answers=tuple(answers),
        ids=tuple(ids),
        source=path,
        locations=tuple(locations),
        titles=tuple(titles),
        notes=tuple(notes) + _notes(counts, len(questions)),
        format=kind,
    )


def _text(path: Path, item: _Raw, key: str, what: str) -> str:
    value = getattr(item, key)
    if not isinstance(value, str) or not value.strip():
        message, hint = (
            (
                translate("TrainingData", "{where} has no passage."),
                translate("TrainingData", "Give every question its passage, or delete {location}."),
            )
            if what == "passage"
            else (
                translate("TrainingData", "{where} has no question."),
                translate("TrainingData", "Give every question its question, or delete {location}."),
            )
        )
        raise DataError(
            f"no-{key}",
            message.format(where=_where(item, path)),
            hint.format(location=location_in_words(item.location)),
        )
    return value


def _placed(path: Path, item: _Raw, context: str, text: Any, start: Any, counts: _Counts) -> tuple[str, int]:
    """(answer text, start) with the text exactly the context's slice at start (see the module doc)."""
    if not isinstance(text, str) or not text.strip():
        raise DataError(
            "no-answer",
            translate("TrainingData", "{where} has an empty answer.").format(where=_where(item, path)),
            translate(
                "TrainingData",
                "Give the piece of the passage that answers the question, or delete {location}.",
            ).format(location=location_in_words(item.location)),
        )
    lead = len(text) - len(text.lstrip())
    text = text.strip()
    if start is None:
        return _searched(path, item, context, text, counts)
    try:
        start = int(start) + lead
    except (TypeError, ValueError):
        raise DataError(
            "bad-start",
            translate(
                "TrainingData", "The answer start in {location} of {name} is not a whole number ({start})."
            ).format(location=location_in_words(item.location), name=path.name, start=repr(start)),
            translate(
                "TrainingData",
                "Give where the answer starts in its passage as a count of characters (the first is 0).",
            ),
        ) from None
    if context[start : start + len(text)] == text:
        return text, start
    places = [m.start() for m in re.finditer(re.escape(text), context)]
    near = min(places, key=lambda at: abs(at - start), default=None)
    if near is not None and abs(near - start) <= NEARBY:
        counts.moved.append(item.location)
        return text, near
    message = (
        translate(
            "TrainingData",
            "The answer in {location} of {name} does not start at character {start}: the passage has "
            "“{there}” "
            "there, not the answer “{answer}” (“{answer}” is in the passage at character {near}).",
        )
        if near is not None
        else translate(
            "TrainingData",
            "The answer in {location} of {name} does not start at character {start}: the passage has "
            "“{there}” "
            "there, not the answer “{answer}”, and the answer is nowhere in the passage.",
        )
    )
    raise DataError(
        "start-mismatch",
        message.format(
            location=location_in_words(item.location),
            name=path.name,
            start=start,
            there=_short(context[start : start + len(text)]),
            answer=_short(text),
            near=near,
        ),
        translate(
            "TrainingData",
            "Correct its answer_start (counted in characters from 0), or leave it out and the answer is "
            "looked "
            "for in the passage.",
        ),
    )


def _searched(path: Path, item: _Raw, context: str, text: str, counts: _Counts) -> tuple[str, int]:
    """The first place ``text`` occurs in ``context``: exactly, else ignoring case and spacing."""
    places = [m.start() for m in re.finditer(re.escape(text), context)]
    if not places:
        loose = r"\s+".join(re.escape(word) for word in text.split())
        matches = list(re.finditer(loose, context, flags=re.IGNORECASE))
        if not matches:
            raise DataError(
                "not-in-context",
                translate(
                    "TrainingData", "The answer in {location} of {name} (“{answer}”) is not in its passage."
                ).format(location=location_in_words(item.location), name=path.name, answer=_short(text)),
                translate(
                    "TrainingData",
                    "An answer must be a piece of its passage, copied exactly; correct the answer or the "
                    "passage, "
                    "or delete {location}.",
                ).format(location=location_in_words(item.location)),
            )
        counts.loose.append(item.location)
        places, text = [m.start() for m in matches], matches[0].group()
    if len(places) > 1:
        counts.ambiguous.append(item.location)
    return text, places[0]


def _notes(counts: _Counts, kept: int) -> tuple[str, ...]:
    """A note for each kind of question that was mended or left out, naming where they are."""
    said = (
        (
            counts.ambiguous,
            translate(
                "TrainingData",
                "%n answers occur more than once in their passage ({rows}); the first occurrence was taken. "
                "Give "
                "an answer_start column where another one is meant.",
                None,
                len(counts.ambiguous),
            ),
        ),
        (
            counts.loose,
            translate(
                "TrainingData",
                "%n answers were found in their passage only when ignoring capitals or spacing ({rows}); the "
                "passage's own words were taken.",
                None,
                len(counts.loose),
            ),
        ),
        (
            counts.moved,
            translate(
                "TrainingData",
                "%n answer starts did not point at their answer ({rows}) and were moved to where the answer "
                "occurs, at most {nearby} characters away.",
                None,
                len(counts.moved),
            ),
        ),
        (
            counts.unanswerable,
            translate(
                "TrainingData",
                "%n questions marked as having no answer were left out ({rows}); {kept} questions remain.",
                None,
                len(counts.unanswerable),
            ),
        ),
    )
    return tuple(
        note.format(rows=listed_places(places), nearby=NEARBY, kept=kept) for places, note in said if places
    )


def _where(item: _Raw, path: Path) -> str:
    """Where an item is, to begin a sentence: "Line 7 of qa.jsonl", "Row 5 of qa.csv"."""
    return sentence(
        translate("TrainingData", "{where} of {name}").format(
            where=location_in_words(item.location), name=path.name
        )
    )


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
