"""Using a trained question answerer on your own files: answer every question of a file, or score the answerer
on questions whose answers are known.

``answer_file`` reads questions with their passages (CSV or TSV with ``context`` and ``question`` columns,
JSON Lines or a JSON array of ``{"context", "question"}`` records; an answer column may be there and is not
used) and writes JSON Lines, one line per question in the same order: ``{"row", "id", "question", "answer",
"start", "end", "confidence"}`` (``start`` and ``end`` are character positions in the passage).  The file is
written under a temporary name and renamed when complete, so a cancel leaves nothing half-written.
``score_qa_file`` reads a file with answers (``data.qa_reading``) and gives exact match and F1 with the
questions answered worst; ``run_check_answers`` answers the checking questions a run kept aside,
for its results.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import Cancelled, DataError
from workbench.core.training.objectives.answering import QAMetrics
from workbench.core.words import formatted, translate

CHUNK_ROWS = 64  # questions answered and written between two looks at the cancel flag


@dataclass(frozen=True)
class Asked:
    """A question about a passage, as a file gives it."""

    context: str
    question: str
    id: str
    location: str  # "line 7", "row 5"


@dataclass(frozen=True)
class AnswersResult:
    out: Path
    rows: int  # questions answered
    found: int  # questions the model found an answer span for
    seconds: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "out": str(self.out),
            "rows": self.rows,
            "found": self.found,
            "seconds": round(self.seconds, 2),
        }


@dataclass(frozen=True)
class CheckedAnswer:
    """A question with its true answers and the model's answer (``runs.answerer.Answer``), scored."""

    answer: Any
    truths: tuple[tuple[str, int], ...]  # (text, start) of each accepted answer
    exact: float  # 1.0 when the answer is exactly a true one (SQuAD's normalisation)
    f1: float

    def to_dict(self) -> dict[str, Any]:
        a = self.answer
        return {
            "question": a.question,
            "true": [t for t, _ in self.truths],
            "predicted": a.text,
            "f1": round(self.f1, 4),
            "confidence": round(a.confidence, 4),
        }


@dataclass(frozen=True)
class QAScores:
    metrics: QAMetrics
    worst: tuple[CheckedAnswer, ...]  # the questions answered worst (lowest F1, then most sure of it)

    def to_dict(self) -> dict[str, Any]:
        m = self.metrics
        return {
            "questions": m.examples,
            "exact_match": m.exact_match,
            "f1": m.f1,
            "worst": [c.to_dict() for c in self.worst],
        }


def read_questions(path: Path) -> list[Asked]:
    """The questions of ``path`` with their passages; ``DataError`` naming the row for what is missing."""
    from workbench.core.training.data.qa_reading import COLUMN_NAMES
    from workbench.core.training.data.reading import ColumnError, read_raw_table

    path = Path(path)
    if path.is_dir():
        raise DataError(
            "folder",
            translate("Use", "{name} is a folder.").format(name=path.name),
            translate("Use", "Choose a .csv or .jsonl file of questions."),
        )
    table = read_raw_table(path, header=True)
    at = {}
    for role in ("context", "question", "id"):
        at[role] = next(
            (i for i, c in enumerate(table.columns) if c.strip().casefold() in COLUMN_NAMES[role]), None
        )
    missing = [role for role in ("context", "question") if at[role] is None]
    if missing:
        raise ColumnError(
            "missing-columns",
            translate("Use", "{name} has no {missing} column (its columns are {columns}).").format(
                name=path.name,
                missing=" or ".join(f"“{role}”" for role in missing),
                columns=", ".join(f"“{c}”" for c in table.columns),
            ),
            translate(
                "Use", "Give each question with its passage: columns (or keys) named context and question."
            ),
            table.columns,
        )
    asked = []
    for row, location in zip(table.rows, table.locations, strict=True):
        context, question = str(row[at["context"]] or ""), str(row[at["question"]] or "")
        if not context.strip() or not question.strip():
            raise DataError(
                "empty-cell",
                (
                    translate("Use", "{location} of {name} has no passage (context).")
                    if not context.strip()
                    else translate("Use", "{location} of {name} has no question.")
                ).format(location=location, name=path.name),
                translate("Use", "Fill it in or delete that row."),
            )
        ident = str(row[at["id"]]) if at["id"] is not None and row[at["id"]] else str(len(asked) + 1)
        asked.append(Asked(context, question, ident, location))
    if not asked:
        raise DataError(
            "empty",
            translate("Use", "{name} holds no questions.").format(name=path.name),
            translate("Use", "Add questions about passages."),
        )
    return asked


def default_answers_output(data: Path) -> Path:
    """Beside the input: NAME.answers.jsonl."""
    return data.parent / f"{data.stem}.answers.jsonl"


def answer_file(
    answerer: Any,
    data: Path,
    out: Path,
    progress: Callable[[float, str], None] | None = None,
    cancel: threading.Event | None = None,
    *,
    batch_size: int = 16,
) -> AnswersResult:
    """Write the answer to every question of ``data`` to ``out`` (see the module doc)."""
    asked = read_questions(Path(data))
    report = progress or (lambda fraction, message: None)
    started = time.perf_counter()
    found = 0
    staging = out.with_name(f".{out.name}.tmp-{os.getpid()}")
    try:
        with staging.open("w", encoding="utf-8") as handle:
            for first in range(0, len(asked), CHUNK_ROWS):
                if cancel is not None and cancel.is_set():
                    raise Cancelled()
                chunk = asked[first : first + CHUNK_ROWS]
                answers = answerer.answer_many(
                    [a.question for a in chunk], [a.context for a in chunk], batch_size=batch_size
                )
                for row, (item, answer) in enumerate(zip(chunk, answers, strict=True), start=first + 1):
                    found += answer.found
                    record = {"row": row, "id": item.id, **answer.to_dict()}
                    handle.write(json.dumps(record, ensure_ascii=False) + "\n")
                done = first + len(chunk)
                report(
                    done / len(asked),
                    formatted(
                        translate("Use", "{done:,} of {count:,} questions"), done=done, count=len(asked)
                    ),
                )
        os.replace(staging, out)
    finally:
        staging.unlink(missing_ok=True)
    return AnswersResult(out, len(asked), found, time.perf_counter() - started)


def check_answers(answerer: Any, dataset: Any) -> list[CheckedAnswer]:
    """Every question of ``dataset`` (a ``QADataset``) answered by ``answerer`` and scored, in order."""
    from workbench.core.training.objectives.qa.metrics import exact_match, token_f1

    answers = answerer.answer_many(list(dataset.questions), list(dataset.contexts))
    checked = []
    for answer, truths in zip(answers, dataset.answers, strict=True):
        texts = [text for text, _ in truths]
        checked.append(
            CheckedAnswer(
                answer, tuple(truths), exact_match(answer.text, texts), token_f1(answer.text, texts)
            )
        )
    return checked


def worst_first(checked: Sequence[CheckedAnswer]) -> list[CheckedAnswer]:
    """Lowest F1 first; among equals, the answers the model was surest of (the most misleading) first."""
    return sorted(checked, key=lambda c: (c.f1, -c.answer.confidence))


def score_qa_file(answerer: Any, data: Path, worst: int = 10) -> QAScores:
    """Exact match and F1 of ``answerer`` on the questions of ``data`` (a file with answers,
    ``data.qa_reading``)."""
    from workbench.core.training.data.qa_reading import load_qa_dataset

    dataset = load_qa_dataset(Path(data))
    checked = check_answers(answerer, dataset)
    n = max(1, len(checked))
    metrics = QAMetrics(
        step=int(answerer.info.get("step") or 0),
        epoch=0.0,
        loss=float("nan"),
        exact_match=sum(c.exact for c in checked) / n,
        f1=sum(c.f1 for c in checked) / n,
        examples=len(checked),
        windows=0,
    )
    return QAScores(metrics, tuple(worst_first(checked)[:worst]))


def run_check_answers(answerer: Any, run_dir: Path) -> list[CheckedAnswer]:
    """The checking questions of the run in ``run_dir`` answered by ``answerer``, worst first."""
    from workbench.core.training.engine.run_folder import RunFolder

    _, validation = RunFolder(Path(run_dir)).read_data()
    return worst_first(check_answers(answerer, validation))
