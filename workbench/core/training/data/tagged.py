"""Sentences whose words carry tags, for learning to find names in text: one ``TaggedDataset`` from a file.

Two formats are read:

- CoNLL style (``.conll``, ``.txt``, ``.iob``, ``.bio``, ``.tsv``, anything not JSON): one word per line with
  its tag as the last field (fields split at spaces or tabs, so ``word POS chunk TAG`` works too), a blank
  line between sentences; ``-DOCSTART-`` lines are skipped.
- JSON Lines: one sentence per line, ``{"tokens": ["Ada", "lives", "in", "Paris"], "tags": ["B-PER", "O",
  "O", "B-LOC"]}``.

Tags are in BIO form: ``O`` outside any name, ``B-TYPE`` on the first word of a name of that type, ``I-TYPE``
on the words that continue it.  Any other tag is refused, naming its line.  An ``I-TYPE`` that continues
nothing (after ``O``, after another type, or first in a sentence) is what many files write for a name's first
word (the older IOB1 form): it is read as ``B-TYPE``, and a note says how many were.

Tag order: ``O`` first, then ``B-`` and ``I-`` of each type, types sorted alphabetically, so the same file
gives the same tag numbers whatever the order of its sentences.  Both tags of every type are listed even when
a file has only single-word names, so the model may still answer ``I-``.  Splitting and subsampling keep
the tag list and numbering; the split is by sentence, seeded.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from workbench.core.errors import DataError
from workbench.core.training.data.checks import random_sample, random_split, without_repeats
from workbench.core.training.data.reading import json_loads, json_record, location_in_words
from workbench.core.words import QT_TRANSLATE_NOOP, translate

JSON_SUFFIXES = (".jsonl", ".ndjson", ".json")
TABLE_SUFFIXES = (".csv",)  # a table of texts and labels, not tagged words
_TAG = re.compile(r"^(?:O|[BI]-\S+)$")
_FORMAT_HINT = QT_TRANSLATE_NOOP(
    "TrainingData",
    "Write one word and its tag per line (for example “Paris B-LOC”) with a blank line between sentences, "
    'or one JSON object per line: {"tokens": [...], "tags": [...]}.',
)


@dataclass(frozen=True)
class TaggedDataset:
    """Sentences as words, each word with a tag number (``tags[i][j]`` indexes ``tag_names``), plus where each
    sentence came from (``locations[i]``: "line 12") for messages and previews."""

    words: tuple[tuple[str, ...], ...] = field(repr=False)
    tags: tuple[tuple[int, ...], ...] = field(repr=False)
    tag_names: tuple[str, ...]
    source: Path | None = None
    locations: tuple[str, ...] = field(default=(), repr=False, compare=False)
    notes: tuple[str, ...] = ()
    format: str = "conll"

    def __len__(self) -> int:
        return len(self.words)

    @property
    def label_names(self) -> tuple[str, ...]:
        """The tag names under the name every dataset of the engine gives its labels."""
        return self.tag_names

    @property
    def texts(self) -> tuple[str, ...]:
        """Each sentence as plain text (its words joined by spaces), for previews and lists."""
        return tuple(" ".join(words) for words in self.words)

    @property
    def entity_types(self) -> tuple[str, ...]:
        """The kinds of names the tags mark (PER, LOC, ...), sorted."""
        return tuple(sorted({name[2:] for name in self.tag_names if name != "O"}))

    def entity_counts(self) -> dict[str, int]:
        """How many names of each type the sentences hold (a ``B-`` tag starts each)."""
        counts = Counter(
            self.tag_names[t][2:] for tags in self.tags for t in tags if self.tag_names[t][0] == "B"
        )
        return {kind: counts.get(kind, 0) for kind in self.entity_types}

    def select(self, indexes: Sequence[int], note: str | None = None) -> TaggedDataset:
        """A new dataset of the sentences at ``indexes`` (in that order), same tags, ``note`` added."""
        return replace(
            self,
            words=tuple(self.words[i] for i in indexes),
            tags=tuple(self.tags[i] for i in indexes),
            locations=tuple(self.locations[i] for i in indexes) if self.locations else (),
            notes=self.notes + ((note,) if note else ()),
        )


def tag_names_for(types: Sequence[str] | set[str]) -> tuple[str, ...]:
    """The tag list of these entity types in the fixed order (see the module doc)."""
    return ("O", *(f"{prefix}-{kind}" for kind in sorted(set(types)) for prefix in ("B", "I")))


def load_tagged(path: Path) -> TaggedDataset:
    """Read ``path`` (CoNLL or JSON Lines, see the module doc); raises ``DataError`` naming what to fix."""
    from workbench.core.training.data.gate import decode_file

    path = Path(path).expanduser()
    if path.is_dir():
        raise DataError(
            "folder",
            translate(
                "TrainingData", "{name} is a folder; finding names needs one file of tagged sentences."
            ).format(name=path.name),
            translate("TrainingData", _FORMAT_HINT),
        )
    content, _, notes = decode_file(path)  # what the file is comes before what its name says
    if path.suffix.lower() in TABLE_SUFFIXES:
        raise DataError(
            "not-tagged",
            translate(
                "TrainingData", "{name} is a CSV table; finding names needs each word of a sentence tagged."
            ).format(name=path.name),
            translate("TrainingData", _FORMAT_HINT),
        )
    first = next((line.strip() for line in content.splitlines() if line.strip()), "")
    if not first:
        raise DataError(
            "empty",
            translate("TrainingData", "{name} has no sentences in it.").format(name=path.name),
            translate("TrainingData", _FORMAT_HINT),
        )
    if path.suffix.lower() in JSON_SUFFIXES or first.startswith("{"):
        sentences, where, kind = _json_lines(path, content), "jsonl", "JSON Lines"
    else:
        sentences, where, kind = _conll(path, content), "conll", "CoNLL"
    if not sentences:
        raise DataError(
            "empty",
            translate("TrainingData", "{name} has no sentences in it.").format(name=path.name),
            translate("TrainingData", _FORMAT_HINT),
        )
    repaired, repaired_lines = 0, []
    for _, tags, lines in sentences:
        fixed = _repair(tags)
        for j, (before, after) in enumerate(zip(tags, fixed, strict=True)):
            if before != after:
                repaired += 1
                repaired_lines.append(lines[j])
        tags[:] = fixed
    names = tag_names_for({tag[2:] for _, tags, _ in sentences for tag in tags if tag != "O"})
    number = {name: i for i, name in enumerate(names)}
    read = [f"Read {len(sentences):,} sentences ({kind}) from {path.name}."]
    if repaired:
        shown = ", ".join(repaired_lines[:5]) + (f" and {repaired - 5} more" if repaired > 5 else "")
        read.append(
            f"{repaired:,} tags I-… started a name rather than continuing one, so they were read as B-… "
            f"({shown})."
        )
    return TaggedDataset(
        words=tuple(tuple(words) for words, _, _ in sentences),
        tags=tuple(tuple(number[tag] for tag in tags) for _, tags, _ in sentences),
        tag_names=names,
        source=path,
        locations=tuple(lines[0] for _, _, lines in sentences),
        notes=tuple(notes) + tuple(read),
        format=where,
    )


def check_tagged(ds: TaggedDataset) -> None:
    """Refuse data that cannot teach a model to find names: too few sentences, or no name tagged at all."""
    if len(ds) < 2:
        raise DataError(
            "too-few-rows",
            translate(
                "TrainingData",
                "Finding names needs at least two tagged sentences: one to learn from, one to check on.",
            ),
            translate("TrainingData", "Add more sentences, with a blank line between them."),
        )
    if not ds.entity_types:
        raise DataError(
            "no-names",
            translate(
                "TrainingData", "No word of {name} is tagged as part of a name: every tag is O."
            ).format(name=ds.source.name)
            if ds.source
            else translate(
                "TrainingData", "No word of the data is tagged as part of a name: every tag is O."
            ),
            translate(
                "TrainingData",
                "Tag the names: B-TYPE on a name's first word, I-TYPE on the words that follow (e.g. B-PER "
                "I-PER).",
            ),
        )


def drop_repeats(ds: TaggedDataset) -> TaggedDataset:
    """Without exact repeats (same words, same tags; the first copy is kept): a sentence in both the training
    and the checking part would make the scores look better than they are."""
    return without_repeats(ds, zip(ds.words, ds.tags, strict=True), "sentences")


def split_sentences(ds: TaggedDataset, val_fraction: float, seed: int) -> tuple[TaggedDataset, TaggedDataset]:
    """(training, checking): about ``val_fraction`` of the sentences, drawn with ``seed``, go to checking; at
    least one in each part, both in the file's order."""
    check_tagged(ds)
    return random_split(ds, val_fraction, seed, "sentences")


def subsample_sentences(ds: TaggedDataset, max_examples: int, seed: int) -> TaggedDataset:
    """At most ``max_examples`` sentences, drawn with ``seed``, in the file's order."""
    return random_sample(ds, max_examples, seed, "sentences")


def _repair(tags: list[str]) -> list[str]:
    """The tags with every ``I-X`` that continues nothing turned into ``B-X`` (see the module doc)."""
    fixed, previous = [], "O"
    for tag in tags:
        if tag.startswith("I-") and previous[2:] != tag[2:]:
            tag = "B-" + tag[2:]
        fixed.append(tag)
        previous = tag
    return fixed


def _check_tag(path: Path, tag: str, where: str) -> str:
    if not _TAG.match(tag):
        raise DataError(
            "not-bio",
            translate("TrainingData", "The tag “{tag}” on {where} of {name} is not in BIO form.").format(
                tag=tag, where=location_in_words(where), name=path.name
            ),
            translate(
                "TrainingData",
                "Use O outside names, B-TYPE on a name's first word and I-TYPE on the words that follow "
                "(for example B-PER, I-PER, B-LOC).",
            ),
        )
    return tag


def _conll(path: Path, content: str) -> list[tuple[list[str], list[str], list[str]]]:
    """(words, tags, line of each word) of every sentence of a CoNLL-style text."""
    sentences: list[tuple[list[str], list[str], list[str]]] = []
    words: list[str] = []
    tags: list[str] = []
    lines: list[str] = []
    for number, raw in enumerate([*content.splitlines(), ""], start=1):
        fields = raw.split()
        if not fields or fields[0] == "-DOCSTART-":
            if words:
                sentences.append((words, tags, lines))
                words, tags, lines = [], [], []
            continue
        where = f"line {number}"
        if len(fields) < 2:
            raise DataError(
                "no-tag",
                translate("TrainingData", "Line {number} of {name} has a word (“{word}”) but no tag.").format(
                    number=number, name=path.name, word=fields[0]
                ),
                translate("TrainingData", _FORMAT_HINT),
            )
        words.append(fields[0])
        tags.append(_check_tag(path, fields[-1], where))
        lines.append(where)
    return sentences


def _json_lines(path: Path, content: str) -> list[tuple[list[str], list[str], list[str]]]:
    """(words, tags, line) of every sentence of a JSON Lines text."""
    sentences = []
    for number, raw in enumerate(content.splitlines(), start=1):
        if not raw.strip():
            continue
        where = f"line {number}"
        try:
            record = json_loads(raw)
        except ValueError as exc:
            raise DataError(
                "bad-json",
                translate("TrainingData", "Line {number} of {name} is not valid JSON ({error}).").format(
                    number=number, name=path.name, error=exc
                ),
                translate("TrainingData", _FORMAT_HINT),
            ) from exc
        if (
            not isinstance(record, dict)
            or not isinstance(record.get("tokens"), list)
            or not isinstance(record.get("tags"), list)
        ):
            raise DataError(
                "bad-json",
                translate("TrainingData", "Line {number} of {name} has no “tokens” and “tags” lists.").format(
                    number=number, name=path.name
                ),
                translate("TrainingData", _FORMAT_HINT),
            )
        json_record(
            path, record, translate("TrainingData", "The record on line {number}").format(number=number)
        )
        words, tags = record["tokens"], record["tags"]
        if len(words) != len(tags):
            raise DataError(
                "tag-count",
                translate(
                    "TrainingData", "Line {number} of {name} has {tokens} tokens but {tags} tags."
                ).format(number=number, name=path.name, tokens=len(words), tags=len(tags)),
                translate("TrainingData", "Give every token exactly one tag (O for words outside names)."),
            )
        if not all(isinstance(tag, str) for tag in tags):
            raise DataError(
                "not-bio",
                translate(
                    "TrainingData", "The tags on line {number} of {name} are not written as text."
                ).format(number=number, name=path.name),
                translate("TrainingData", "Write the tags themselves (“B-PER”, “O”), not their numbers."),
            )
        if words:
            sentences.append(
                ([str(w) for w in words], [_check_tag(path, t, where) for t in tags], [where] * len(words))
            )
    return sentences
