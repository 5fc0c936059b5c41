"""Using a trained name finder on your own files: find the names in every text of a file, or score the finder
on tagged sentences kept aside.

``find_names_in_file`` reads the texts the way labelling a file does (``use.rows``: a .txt file with one text
per line, CSV, TSV, JSON Lines, a folder of .txt files) and writes JSON Lines, one line per text in the same
order: ``{"row": 1, "text": "...", "entities": [{"type", "text", "start", "end", "score"}, ...]}`` (``start``
and ``end`` are character positions in the text).  The file is written under a temporary name and renamed
when complete, so a cancel leaves nothing half-written.  ``score_tagged_file`` reads a CoNLL or JSON Lines
file (``data.tagged``) and gives entity precision, recall and F1 per type, with the sentences it got most
wrong; ``run_check_sentences`` tags the checking sentences a run kept aside, for its results.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import Cancelled
from workbench.core.training.objectives.entities import EntityMetrics, entity_metrics
from workbench.core.training.runs.tagger import TaggedSentence, TrainedTagger, worst_first
from workbench.core.words import formatted, translate

CHUNK_ROWS = 256  # texts read, tagged and written between two looks at the cancel flag


@dataclass(frozen=True)
class NamesResult:
    out: Path
    rows: int  # texts read (empty ones too)
    with_names: int  # texts in which at least one name was found
    per_type: dict[str, int]  # names found of each type
    seconds: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "out": str(self.out),
            "rows": self.rows,
            "with_names": self.with_names,
            "per_type": self.per_type,
            "seconds": round(self.seconds, 2),
        }


@dataclass(frozen=True)
class TaggedScores:
    metrics: EntityMetrics
    worst: tuple[TaggedSentence, ...]  # the sentences with the most wrong or missed names
    unseen_types: tuple[str, ...]  # types in the file the model never learned (each such name is a miss)

    def to_dict(self) -> dict[str, Any]:
        m = self.metrics
        return {
            "sentences": m.examples,
            "entity_f1": m.entity_f1,
            "entity_precision": m.entity_precision,
            "entity_recall": m.entity_recall,
            "accuracy": m.accuracy,
            "macro_f1": m.macro_f1,
            "per_type": m.per_type(),
            "unseen_types": list(self.unseen_types),
            "worst": [
                {"words": list(s.words), "true": list(s.true), "predicted": list(s.predicted)}
                for s in self.worst
            ],
        }


def default_names_output(data: Path) -> Path:
    """Beside the input: NAME.entities.jsonl."""
    return data.parent / f"{data.stem if data.is_file() else data.name}.entities.jsonl"


def find_names_in_file(
    tagger: TrainedTagger,
    data: Path,
    out: Path,
    progress: Callable[[float, str], None] | None = None,
    cancel: threading.Event | None = None,
    *,
    text_column: str | None = None,
    batch_size: int = 32,
) -> NamesResult:
    """Write the names found in every text of ``data`` to ``out`` (see the module doc); ``out`` has been
    checked (``use.rows.check_output``)."""
    from workbench.core.use import rows as row_files

    source = row_files.inspect(Path(data), text_column)
    report = progress or (lambda fraction, message: None)
    started = time.perf_counter()
    counts: Counter[str] = Counter()
    done = with_names = 0
    staging = out.with_name(f".{out.name}.tmp-{os.getpid()}")
    try:
        with staging.open("w", encoding="utf-8") as handle:
            texts = row_files.read_texts(source)
            while chunk := [text for _, (_row, text, _b) in zip(range(CHUNK_ROWS), texts, strict=False)]:
                if cancel is not None and cancel.is_set():
                    raise Cancelled()
                found = tagger.find(chunk, batch_size=batch_size)
                for text, entities in zip(chunk, found, strict=True):
                    done += 1
                    counts.update(e.type for e in entities)
                    with_names += bool(entities)
                    record = {"row": done, "text": text, "entities": [e.to_dict() for e in entities]}
                    handle.write(json.dumps(record, ensure_ascii=False) + "\n")
                report(
                    done / max(1, source.rows),
                    formatted(translate("Use", "{done:,} of {rows:,} texts"), done=done, rows=source.rows),
                )
        os.replace(staging, out)
    finally:
        staging.unlink(missing_ok=True)
    per_type = {kind: counts[kind] for kind in sorted(counts)}
    return NamesResult(out, done, with_names, per_type, time.perf_counter() - started)


def score_tagged_file(tagger: TrainedTagger, data: Path, worst: int = 10) -> TaggedScores:
    """Entity scores of ``tagger`` on the tagged sentences of ``data`` (CoNLL or JSON Lines)."""
    from workbench.core.training.data.tagged import load_tagged

    dataset = load_tagged(Path(data))
    true = [[dataset.tag_names[t] for t in tags] for tags in dataset.tags]
    tagged, loss = tagger.tag_sentences(dataset.words, true)
    metrics = entity_metrics(true, [s.predicted for s in tagged], tagger.types, loss=loss)
    unseen = tuple(kind for kind in dataset.entity_types if kind not in tagger.types)
    return TaggedScores(metrics, tuple(worst_first(tagged, worst)), unseen)


def run_check_sentences(tagger: TrainedTagger, run_dir: Path) -> list[TaggedSentence]:
    """The checking sentences of the run in ``run_dir`` tagged by ``tagger``, with their true tags, the ones
    with the most wrong or missed names first (``worst_first``), then the others in the run's order."""
    from workbench.core.training.engine.run_folder import RunFolder

    _, validation = RunFolder(Path(run_dir)).read_data()
    true = [[validation.tag_names[t] for t in tags] for tags in validation.tags]
    tagged, _ = tagger.tag_sentences(validation.words, true)
    wrong = worst_first(tagged, len(tagged))
    return wrong + [s for s in tagged if not s.mistakes]
