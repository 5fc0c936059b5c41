"""A set of questions about passages, each answered by a span of its passage: ``QADataset``.

Reading files into one is ``qa_reading``; this module holds the dataset itself, the split that keeps every
passage on one side (``split_by_passage``), and the plain-JSON form a run folder stores
(``to_records``/``from_records``).  Several questions usually share one passage; a passage is its exact text.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from workbench.core.errors import DataError
from workbench.core.training.data.checks import check_share
from workbench.core.training.data.corpus import TOKENS_PER_WORD
from workbench.core.words import translate

MAX_QUESTION_TOKENS = 64  # a question longer than this is cut, so every window keeps room for its passage

Answer = tuple[str, int]  # (text, where it starts in the item's context, in characters)


@dataclass(frozen=True)
class QADataset:
    """Questions with the passage (``contexts[i]``) that holds their answer.

    ``answers[i]`` lists the accepted answers of item ``i``, each the exact slice
    ``contexts[i][start:start + len(text)]``; training learns the first, scoring takes the best match over
    all.  ``locations[i]`` says where the item sits in its file ("line 7", "row 5", "article 2, paragraph 1,
    question 3").
    """

    contexts: tuple[str, ...] = field(repr=False)
    questions: tuple[str, ...] = field(repr=False)
    answers: tuple[tuple[Answer, ...], ...] = field(repr=False)
    ids: tuple[str, ...] = field(repr=False)
    source: Path | None = None
    locations: tuple[str, ...] = field(default=(), repr=False, compare=False)
    titles: tuple[str, ...] = field(default=(), repr=False, compare=False)  # "" where the file gives none
    notes: tuple[str, ...] = ()
    format: str = "jsonl"

    label_names = ()  # no labels (answers are spans); lets code that handles every task family ask alike

    def __len__(self) -> int:
        return len(self.questions)

    def select(self, indexes: Sequence[int], note: str | None = None) -> QADataset:
        """A new dataset of the items at ``indexes`` (in that order), ``note`` added."""
        return replace(
            self,
            contexts=tuple(self.contexts[i] for i in indexes),
            questions=tuple(self.questions[i] for i in indexes),
            answers=tuple(self.answers[i] for i in indexes),
            ids=tuple(self.ids[i] for i in indexes),
            locations=tuple(self.locations[i] for i in indexes) if self.locations else (),
            titles=tuple(self.titles[i] for i in indexes) if self.titles else (),
            notes=self.notes + ((note,) if note else ()),
        )

    def passages(self) -> list[list[int]]:
        """The item indexes of each passage, passages in the order they first appear."""
        groups: dict[str, list[int]] = {}
        for index, context in enumerate(self.contexts):
            groups.setdefault(context, []).append(index)
        return list(groups.values())

    def to_records(self) -> list[dict[str, Any]]:
        """The items as plain JSON records (the JSON Lines form ``qa_reading`` reads back)."""
        titles = self.titles or ("",) * len(self)
        return [
            {
                "id": self.ids[i],
                "title": titles[i],
                "context": self.contexts[i],
                "question": self.questions[i],
                "answers": [{"text": text, "answer_start": start} for text, start in self.answers[i]],
            }
            for i in range(len(self))
        ]

    @classmethod
    def from_records(
        cls, records: Sequence[dict[str, Any]], source: Path | None = None, notes: tuple[str, ...] = ()
    ) -> QADataset:
        """The dataset ``to_records`` wrote (a run folder's stored parts); the records are trusted."""
        return cls(
            contexts=tuple(r["context"] for r in records),
            questions=tuple(r["question"] for r in records),
            answers=tuple(
                tuple((str(a["text"]), int(a["answer_start"])) for a in r["answers"]) for r in records
            ),
            ids=tuple(str(r["id"]) for r in records),
            source=source,
            locations=tuple(f"record {i + 1}" for i in range(len(records))),
            titles=tuple(str(r.get("title", "")) for r in records),
            notes=notes,
        )


def split_by_passage(
    dataset: QADataset, check_fraction: float = 0.2, seed: int = 0
) -> tuple[QADataset, QADataset]:
    """(training, checking): whole passages, chosen at random (seeded), go to the checking part until it
    holds about ``check_fraction`` of the questions.

    No passage is on both sides, so the check asks about text the model has never read in training: a
    question split would let it learn the passage with one question and be "checked" on its neighbour.
    Both parts keep the file's order.
    """
    check_share(check_fraction)
    passages = dataset.passages()
    if len(passages) < 2:
        raise DataError(
            "too-few-passages",
            translate(
                "TrainingData",
                "All {count} questions are about one passage, so none can be kept aside for checking on a "
                "passage "
                "the model has not trained on.",
            ).format(count=len(dataset)),
            translate("TrainingData", "Add questions about at least one more passage."),
        )
    order = list(range(len(passages)))
    random.Random(seed).shuffle(order)
    wanted = max(1, math.floor(len(dataset) * check_fraction + 0.5))
    checked: set[int] = set()
    for position in order[:-1]:  # the last passage in the order always trains
        if len(checked) >= wanted:
            break
        checked.update(passages[position])
    train = [i for i in range(len(dataset)) if i not in checked]
    check = sorted(checked)
    where = f"split by passage with seed {seed}"
    return (
        dataset.select(train, f"{len(train)} questions train ({where})."),
        dataset.select(check, f"{len(check)} questions on other passages are kept for checking ({where})."),
    )


def estimated_windows(dataset: Any, max_length: int, stride: int) -> int:
    """About how many windows ``objectives.qa.features.features_for`` makes of ``dataset``, from its words
    alone (no tokenizer): good for the recipe's step count before the model is loaded, as
    ``data.corpus.estimated_blocks`` is."""
    total = 0
    for question, context in zip(dataset.questions, dataset.contexts, strict=True):
        asked = min(MAX_QUESTION_TOKENS, math.ceil(len(str(question).split()) * TOKENS_PER_WORD))
        passage = math.ceil(len(str(context).split()) * TOKENS_PER_WORD)
        room = max(1, max_length - 3 - asked)
        step = max(1, room - min(stride, room // 2))
        total += 1 + max(0, math.ceil((passage - room) / step))
    return max(1, total)
