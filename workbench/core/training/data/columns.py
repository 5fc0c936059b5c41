"""Which columns of a table hold the texts and the labels, when the user has not said: guessed from the
columns' names, then from what they hold.

One text per example (``guess_columns``): the text column is the one named like text/sentence/review/
content/body/tweet/message (exact name first, then a name containing such a word), else the one with the
longest texts on average; the label column is the one named like label/labels/class/category/sentiment/
target/y, else the column with the fewest different values (at least 2, and no more than half the number of
rows).

A pair of texts per example (``guess_pair_columns``): the first text is the column named like text_a/text1/
sentence1/premise/question/query/first, the second like text_b/text2/sentence2/hypothesis/answer/second
(exact name first, ignoring case, spaces, dashes and underscores; then a name containing such a word); a text
the names do not tell comes from the columns with the longest cells, in file order (the left one first).  The
label is then guessed as for single texts among the other columns.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

TEXT_NAMES = ("text", "sentence", "review", "content", "body", "tweet", "message", "document", "comment")
LABEL_NAMES = ("label", "labels", "class", "category", "sentiment", "target", "y", "tag", "topic", "intent")
# Names compared without case, spaces, dashes or underscores ("Sentence 1" is "sentence1").
FIRST_TEXT_NAMES = (
    "texta",
    "text1",
    "sentencea",
    "sentence1",
    "sent1",
    "s1",
    "premise",
    "question",
    "question1",
    "q1",
    "query",
    "first",
    "firsttext",
    "1string",
    "string1",
    "claim",
    "anchor",
)
SECOND_TEXT_NAMES = (
    "textb",
    "text2",
    "sentenceb",
    "sentence2",
    "sent2",
    "s2",
    "hypothesis",
    "answer",
    "question2",
    "q2",
    "second",
    "secondtext",
    "2string",
    "string2",
    "response",
    "passage",
    "candidate",
    "evidence",
)
# Words that mark a column as one or the other within a longer name ("question text", "the answer").
FIRST_TEXT_WORDS = ("premise", "question", "query", "first", "claim", "anchor")
SECOND_TEXT_WORDS = ("hypothesis", "answer", "second", "response", "passage", "candidate", "evidence")
_NOT_NAME_WORDS = {"id", "ids", "len", "length", "count", "index", "idx", "no", "number"}

Exclude = str | Collection[str] | None


def guess_columns(
    columns: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    text: str | None = None,
    label: str | None = None,
) -> tuple[str | None, str | None]:
    """The likely (text, label) columns; ``text``/``label`` when given are kept and not guessed again."""
    if text is None:
        text = _by_name(columns, TEXT_NAMES, exclude=label, rows=rows)
    if label is None:
        label = _by_name(columns, LABEL_NAMES, exclude=text, rows=rows)
    if text is None:
        text = _longest(columns, rows, exclude=label)
    if label is None:
        label = _fewest_values(columns, rows, exclude=text)
    return text, label


def guess_pair_columns(
    columns: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    text: str | None = None,
    text_b: str | None = None,
    label: str | None = None,
) -> tuple[str | None, str | None, str | None]:
    """The likely (first text, second text, label) columns of a file of text pairs; those given are kept."""
    taken = {c for c in (text, text_b, label) if c}
    if text is None and (text := _pair_name(columns, rows, FIRST_TEXT_NAMES, FIRST_TEXT_WORDS, taken)):
        taken.add(text)
    if text_b is None and (text_b := _pair_name(columns, rows, SECOND_TEXT_NAMES, SECOND_TEXT_WORDS, taken)):
        taken.add(text_b)
    if label is None and (label := _by_name(columns, LABEL_NAMES, exclude=taken, rows=rows)):
        taken.add(label)
    if text is None or text_b is None:
        longest = _longest_columns(columns, rows, exclude=taken, n=(text is None) + (text_b is None))
        if text is None and text_b is None and len(longest) == 2:
            text, text_b = sorted(longest, key=list(columns).index)
        elif longest:
            text, text_b = (longest[0], text_b) if text is None else (text, longest[0])
        taken.update(c for c in (text, text_b) if c)
    if label is None:
        label = _fewest_values(columns, rows, exclude=taken)
    return text, text_b, label


def _squeezed(name: str) -> str:
    return re.sub(r"[\s_\-#]+", "", name.casefold())


def _words(name: str) -> list[str]:
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", name)
    return [word for word in re.split(r"[^0-9a-zA-Z]+", spaced.casefold()) if word]


def _excluded(exclude: Exclude) -> set[str]:
    return {exclude} if isinstance(exclude, str) else set(exclude or ())


def _pair_name(
    columns: Sequence[str],
    rows: Sequence[Sequence[str]],
    names: Sequence[str],
    words: Sequence[str],
    taken: set[str],
) -> str | None:
    """A column named exactly like one of ``names`` (in its order), else one whose name holds one of
    ``words`` and has text in some row."""
    candidates = [c for c in columns if c not in taken]
    for name in names:
        for column in candidates:
            if _squeezed(column) == name:
                return column
    partial = [c for c in candidates if set(_words(c)) & set(words) and _non_empty(columns, rows, c)]
    return partial[0] if partial else None


def _by_name(
    columns: Sequence[str], wanted: Sequence[str], exclude: Exclude, rows: Sequence[Sequence[str]]
) -> str | None:
    """A column named exactly like one of ``wanted`` (in its order), else one whose name
    contains such a word."""
    excluded = _excluded(exclude)
    candidates = [c for c in columns if c not in excluded]
    for word in wanted:
        for column in candidates:
            if column.strip().casefold() == word:
                return column
    partial = [
        c
        for c in candidates
        if set(_words(c)) & set(wanted)
        and not set(_words(c)) & _NOT_NAME_WORDS
        and _non_empty(columns, rows, c)
    ]
    return partial[0] if partial else None


def _non_empty(columns: Sequence[str], rows: Sequence[Sequence[str]], column: str) -> bool:
    at = list(columns).index(column)
    return any(row[at] for row in rows)


def _longest(columns: Sequence[str], rows: Sequence[Sequence[str]], exclude: Exclude) -> str | None:
    """The column with the longest cells on average (ties: the leftmost)."""
    found = _longest_columns(columns, rows, exclude, 1)
    return found[0] if found else None


def _longest_columns(
    columns: Sequence[str], rows: Sequence[Sequence[str]], exclude: Exclude, n: int
) -> list[str]:
    """Up to ``n`` columns with the longest non-empty cells on average, longest first (ties: leftmost)."""
    excluded = _excluded(exclude)
    if not rows:
        return []
    lengths = [
        (-sum(len(row[at]) for row in rows) / len(rows), at, column)
        for at, column in enumerate(columns)
        if column not in excluded
    ]
    return [column for length, _at, column in sorted(lengths) if length < 0][:n]


def _fewest_values(columns: Sequence[str], rows: Sequence[Sequence[str]], exclude: Exclude) -> str | None:
    """The column with the fewest different values, if it has 2 to half-the-rows of them (1 for
    a 1-row file)."""
    excluded = _excluded(exclude)
    best, best_count = None, 0
    for at, column in enumerate(columns):
        values = {row[at] for row in rows if row[at]}
        count = len(values)
        fits = count == 1 if len(rows) == 1 else 2 <= count <= max(2, len(rows) // 2)
        if column not in excluded and fits and (best is None or count < best_count):
            best, best_count = column, count
    return best
