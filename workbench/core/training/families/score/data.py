"""The data of a score predictor: texts, each with a number (a review's stars, a ticket's urgency from 1 to
5), read from the same kinds of files as labelled texts (CSV, TSV, Excel-made CSV, JSON Lines) by the shared
reader, and the data side a run needs (``data.families`` describes it): split, checked, stored.

Columns: the ones named, else the score column is the one whose filled cells are most often numbers (at
least 80 %) and the text column the one with the longest texts of the rest.  A score is a number written with
a dot or, when it has no dot, a decimal comma ("4,5"); a row whose score is empty is left out (noted), a row
whose score is not a number is refused with its row named.  Empty texts and exact repeats are removed (noted),
as for labels.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from workbench.core.errors import DataError, TrainingError
from workbench.core.training.data.families import DataFamily
from workbench.core.training.data.reading import ColumnError, listed_places, location_in_words, read_raw_table
from workbench.core.training.data.run_data import data_file
from workbench.core.words import number, translate

MIN_EXAMPLES = 10  # fewer cannot be split into a part to learn from and a part to check on
NUMBERS_SHARE = 0.8  # a column is taken for the scores when at least this share of its cells are numbers
_NUMBER = re.compile(r"^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$")


@dataclass(frozen=True)
class ScoredTexts:
    """Texts with their scores; ``locations[i]`` says where text ``i`` sits in its file ("row 5")."""

    texts: tuple[str, ...]
    scores: tuple[float, ...]
    locations: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    text_column: str = ""
    score_column: str = ""
    label_names: tuple[str, ...] = ()  # a score is a number, not one of some labels

    def __len__(self) -> int:
        return len(self.texts)

    def select(self, indexes: Sequence[int], note: str | None = None) -> ScoredTexts:
        return replace(
            self,
            texts=tuple(self.texts[i] for i in indexes),
            scores=tuple(self.scores[i] for i in indexes),
            locations=tuple(self.locations[i] for i in indexes) if self.locations else (),
            notes=self.notes + ((note,) if note else ()),
        )


def parse_score(cell: str) -> float | None:
    """The number in ``cell`` ("4", "4.5", "4,5", "-1e-3"), or None when it holds none."""
    text = cell.strip()
    if not _NUMBER.match(text):
        return None
    if "," in text and "." not in text:
        text = text.replace(",", ".")
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def read_scored_texts(
    path: Path, *, text_column: str | None = None, score_column: str | None = None, sheet: str | None = None
) -> ScoredTexts:
    """``path`` (its ``sheet``, for a workbook) read as texts and scores (see the module doc); DataError or
    ColumnError says what is wrong."""
    return scored_texts(read_raw_table(Path(path), sheet=sheet), Path(path).name, text_column, score_column)


def guess_columns(
    table: Any, text_column: str | None = None, score_column: str | None = None
) -> tuple[str | None, str | None]:
    """(text column, score column) of ``table``: those named, else guessed as the module doc says (None where
    no column fits)."""
    score_column = score_column or _numbers_column(table, exclude=text_column)
    return text_column or _longest_texts_column(table, exclude=score_column), score_column


def scored_texts(
    table: Any, name: str, text_column: str | None = None, score_column: str | None = None
) -> ScoredTexts:
    """The texts and scores of ``table`` (``reading.read_raw_table``'s, of the file called ``name``)."""
    columns = table.columns
    for chosen in (text_column, score_column):
        if chosen is not None and chosen not in columns:
            raise ColumnError(
                "no-such-column",
                translate("TrainingData", "{name} has no column “{column}” (its columns: {columns}).").format(
                    name=name, column=chosen, columns=", ".join(columns)
                ),
                translate("TrainingData", "Choose one of its columns."),
                columns,
            )
    text_column, score_column = guess_columns(table, text_column, score_column)
    if score_column is None:
        raise ColumnError(
            "no-score-column",
            translate("TrainingData", "None of the columns of {name} holds only numbers ({columns}).").format(
                name=name, columns=", ".join(columns)
            ),
            translate(
                "TrainingData",
                "Add a column with each text's score (a number such as 1 to 5), or choose the column that "
                "holds it.",
            ),
            columns,
        )
    if text_column is None or text_column == score_column:
        raise ColumnError(
            "same-column",
            translate(
                "TrainingData", "The texts and the scores must come from two different columns of {name}."
            ).format(name=name),
            translate("TrainingData", "Choose one column for the texts and another for the scores."),
            columns,
        )
    text_at, score_at = columns.index(text_column), columns.index(score_column)
    texts, scores, locations, unscored, empty = [], [], [], [], []
    seen: set[tuple[str, float]] = set()
    repeats = 0
    for row, where in zip(table.rows, table.locations, strict=True):
        cell = row[score_at].strip()
        if not cell:
            unscored.append(where)
            continue
        score = parse_score(cell)
        if score is None:
            raise DataError(
                "not-a-number",
                translate("TrainingData", "The score “{score}” in {where} of {name} is not a number.").format(
                    score=cell[:40], where=location_in_words(where), name=name
                ),
                translate(
                    "TrainingData",
                    "Write a number in the column “{column}” of every row (for example 4 or 4.5), or leave "
                    "it "
                    "empty to leave the row out.",
                ).format(column=score_column),
            )
        text = row[text_at]
        if not text.strip():
            empty.append(where)
            continue
        if (text, score) in seen:
            repeats += 1
            continue
        seen.add((text, score))
        texts.append(text)
        scores.append(score)
        locations.append(where)
    notes = list(table.notes)
    notes.append(
        translate("TrainingData", "Texts come from the column “{text}” and scores from “{score}”.").format(
            text=text_column, score=score_column
        )
    )
    count = len(unscored)
    if unscored:
        notes.append(
            translate(
                "TrainingData", "%n rows have no score and were left out ({rows}).", None, count
            ).format(rows=listed_places(unscored))
        )
    count = len(empty)
    if empty:
        notes.append(
            translate(
                "TrainingData", "%n rows have an empty text and were left out ({rows}).", None, count
            ).format(rows=listed_places(empty))
        )
    if repeats:
        notes.append(
            translate("TrainingData", "%n exact repeats (same text and score) were left out.", None, repeats)
        )
    return ScoredTexts(tuple(texts), tuple(scores), tuple(locations), tuple(notes), text_column, score_column)


def check_scored(data: ScoredTexts, part: str | None = None) -> None:
    """Refuse data a score predictor cannot learn from, in plain words (``part``: "training" when it is the
    training part of the data, None for the whole data)."""
    from workbench.core.training.data.families import part_name

    if len(data) < MIN_EXAMPLES:
        message = (
            translate(
                "TrainingData",
                "The {part} part has {count} scored texts; a score predictor needs at least {least}.",
            )
            if part
            else translate(
                "TrainingData", "The data has {count} scored texts; a score predictor needs at least {least}."
            )
        )
        raise TrainingError(
            message.format(part=part_name(part) if part else "", count=len(data), least=MIN_EXAMPLES),
            translate("TrainingData", "Add more texts with their scores."),
        )
    if len(set(data.scores)) < 2:
        message = (
            translate(
                "TrainingData",
                "Every text of the {part} part has the same score ({score}), so there is nothing to learn.",
            )
            if part
            else translate(
                "TrainingData",
                "Every text of the data has the same score ({score}), so there is nothing to learn.",
            )
        )
        raise TrainingError(
            message.format(part=part_name(part) if part else "", score=number(data.scores[0], "g")),
            translate("TrainingData", "Use texts with different scores, for example 1 to 5 stars."),
        )


@dataclass(frozen=True)
class ScoreSpread:
    """How some texts' scores spread: how many texts, the lowest, highest and average score, and when there
    are at most ``FEW_VALUES`` different scores, how many texts have each (``each``: (score, texts), lowest
    first; empty when there are more)."""

    count: int
    low: float
    high: float
    mean: float
    each: tuple[tuple[float, int], ...]


FEW_VALUES = (
    12  # up to this many different scores (1 to 5 stars, 0 to 10 points), each one's texts are counted
)


def score_spread(scores: Sequence[float]) -> ScoreSpread | None:
    """The spread of ``scores`` (None when there are none)."""
    if not scores:
        return None
    counts: dict[float, int] = {}
    for score in scores:
        counts[score] = counts.get(score, 0) + 1
    each = tuple(sorted(counts.items())) if len(counts) <= FEW_VALUES else ()
    return ScoreSpread(len(scores), min(scores), max(scores), sum(scores) / len(scores), each)


class ScoreFamily(DataFamily):
    """The data side of a score run: ``ScoredTexts``, split at random (seeded) into training and checking."""

    def read(self, config: Any) -> Any:
        data = read_scored_texts(
            data_file(
                config, translate("TrainingData", "Name a CSV or JSON Lines file with texts and scores.")
            ),
            text_column=config.text_column,
            score_column=config.label_column,
            sheet=config.data_sheet,
        )
        check_scored(data)
        return data

    @staticmethod
    def split(data: Any, val_fraction: float, seed: int, max_examples: int | None) -> tuple[Any, Any]:
        """(training, checking): ``val_fraction`` of the texts drawn at random for checking (at least one),
        then at most ``max_examples`` training texts; both parts keep the file's order."""
        order = list(range(len(data)))
        random.Random(seed).shuffle(order)
        held = max(1, round(len(data) * val_fraction))
        checking, training = sorted(order[:held]), order[held:]
        if max_examples is not None:
            training = training[: int(max_examples)]
        return data.select(sorted(training)), data.select(checking)

    def check(self, train_data: Any, val_data: Any) -> None:
        check_scored(train_data, "training")
        if len(val_data) == 0:
            raise TrainingError(
                translate("TrainingData", "No texts are left to check the model on."),
                translate("TrainingData", "Add more texts with scores."),
            )

    def stored(self, train_data: Any, val_data: Any) -> dict[str, Any]:
        return {"train": _stored(train_data), "validation": _stored(val_data)}

    def restored(self, data: dict[str, Any]) -> tuple[Any, Any]:
        return _restored(data["train"]), _restored(data["validation"])


def _stored(data: ScoredTexts) -> dict[str, Any]:
    return {"texts": list(data.texts), "scores": list(data.scores), "locations": list(data.locations)}


def _restored(part: dict[str, Any]) -> ScoredTexts:
    return ScoredTexts(
        tuple(part["texts"]), tuple(float(s) for s in part["scores"]), tuple(part.get("locations", ()))
    )


def _numbers_column(table: Any, exclude: str | None) -> str | None:
    """The column most of whose filled cells are numbers (a few that are not are then named as mistakes)."""
    best, best_share = None, NUMBERS_SHARE
    for at, name in enumerate(table.columns):
        cells = [row[at].strip() for row in table.rows if row[at].strip()]
        share = sum(parse_score(cell) is not None for cell in cells) / len(cells) if cells else 0.0
        if name != exclude and share >= best_share:
            best, best_share = name, share + 1e-9
    return best


def _longest_texts_column(table: Any, exclude: str | None) -> str | None:
    best, best_length = None, -1.0
    for at, name in enumerate(table.columns):
        if name == exclude:
            continue
        length = sum(len(row[at]) for row in table.rows) / max(len(table.rows), 1)
        if length > best_length:
            best, best_length = name, length
    return best
