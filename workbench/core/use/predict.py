"""Label a whole file with a trained classifier: a copy of the file with ``predicted_label``
and ``confidence``.

``open_classifier`` takes what a user has after training: a run folder, its ``best/`` folder, an export
folder, or a model id or folder of a ready-made text classifier.  ``label_file`` reads the input in chunks
(see ``rows``), predicts each chunk in batches of texts of similar length (less padding, so faster than
feeding rows in file order), writes the copy as it goes and renames it into place at the end.  Memory stays
flat however long the file is; what it keeps for the summary is bounded (the first rows, the least sure rows).
A classifier of pairs of texts labels each row's pair: the file needs a column for each text (see ``rows``).
"""

from __future__ import annotations

import heapq
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from workbench.core.errors import Cancelled, WorkbenchError, WrongModelKind
from workbench.core.training.data.labelled import pair_text
from workbench.core.training.registry import family
from workbench.core.training.runs.classifier import TrainedClassifier, load_trained
from workbench.core.use import rows as row_files
from workbench.core.words import QT_TRANSLATE_NOOP, translate

ADDED_COLUMNS = ("predicted_label", "confidence")
CHUNK_ROWS = 1024  # rows read, predicted and written at a time
BATCH_SIZE = 32
PREVIEW_ROWS = 20
LEAST_SURE_KEPT = 50
HISTOGRAM_BINS = 10  # confidence from 0 to 1 in tenths

Progress = Callable[[float, str], None]


@dataclass(frozen=True)
class LabelledRow:
    # where it is, as the file numbers it (one numbering everywhere): a table's row as a spreadsheet numbers
    # it (the column names are row 1), a line of a text file, a record of JSON Lines
    row: int
    text: str  # a pair's two texts on one line (``pair_text``)
    label: str
    confidence: float


@dataclass
class LabelResult:
    """What ``label_file`` wrote and a summary of it."""

    out: Path
    rows: int  # rows written (all of the input)
    labelled: int  # rows that had a text
    per_label: dict[str, int]
    seconds: float
    histogram: list[int]  # rows per tenth of confidence, 0-0.1 to 0.9-1.0
    preview: list[LabelledRow] = field(default_factory=list)  # the first rows with a text
    least_sure: list[LabelledRow] = field(default_factory=list)  # lowest confidence first

    def to_dict(self) -> dict[str, Any]:
        return {
            "rows": self.rows,
            "out": str(self.out),
            "per_label": dict(self.per_label),
            "seconds": round(self.seconds, 3),
        }


# what refuses a run that is no classifier, unless its family says it in its own words
_NOT_A_CLASSIFIER = (
    QT_TRANSLATE_NOOP(
        "TaskFamily", "{name} is a language model adapted to a text, not a classifier: it gives no labels."
    ),
    QT_TRANSLATE_NOOP(
        "TaskFamily", "Choose a run that learned to put texts into classes (see `workbench runs`)."
    ),
)


def open_classifier(ref: str | Path, device: Any = None) -> TrainedClassifier:
    """The classifier in a run, ``best/`` or export folder, or a model id/folder of a trained classifier."""
    from workbench.core.training.engine.checkpoints import read_best_info
    from workbench.core.training.runs.classifier import best_folder

    path = Path(ref).expanduser()
    if path.is_dir() and ((path / "best").is_dir() or (path / "workbench.json").is_file()):
        objective = read_best_info(best_folder(path)).get("objective", "classify")
        found = family(objective)
        if not found.classifier:
            message, hint = found.not_a_classifier or _NOT_A_CLASSIFIER
            raise WrongModelKind(
                translate("TaskFamily", message).format(name=path.name), translate("TaskFamily", hint)
            )
        return load_trained(path, device=device)
    if path.is_dir() and (path / "status.json").is_file():
        raise WorkbenchError(
            translate("Use", "The run in {path} has kept no model yet.").format(path=path),
            translate("Use", "Choose a run that finished at least one evaluation (see `workbench runs`)."),
        )
    from workbench.core.models.loading import load_model

    loaded = load_model(str(ref), "classification", device=device)
    config = loaded.model.config
    archs = " ".join(getattr(config, "architectures", None) or ())
    if loaded.newly_initialised or "ForSequenceClassification" not in archs:
        raise WrongModelKind(
            translate("Use", "{ref} is not a trained text classifier: its answers would be random.").format(
                ref=ref
            ),
            translate(
                "Use",
                "Fine-tune it on labelled texts first, then give the run's folder (see `workbench runs`).",
            ),
        )
    names = tuple(str(config.id2label[i]) for i in range(config.num_labels))
    max_length = int(getattr(loaded.tokenizer, "model_max_length", 512) or 512)
    return TrainedClassifier(loaded.model, loaded.tokenizer, names, min(max_length, 512), {"model": str(ref)})


def label_file(
    classifier: TrainedClassifier,
    data: Path,
    out: Path | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    *,
    text_column: str | None = None,
    text_b_column: str | None = None,
    overwrite: bool = False,
    batch_size: int = BATCH_SIZE,
    sheet: str | None = None,
) -> LabelResult:
    """Write a copy of ``data`` with the added columns to ``out`` (beside the input unless given).  Runs as a
    background job as it is: ``progress(fraction, message)`` hears of every chunk, ``cancel`` stops it.  A
    classifier of pairs (or a ``text_b_column``) reads each row's two texts; ``sheet`` is the sheet of a
    workbook to label (None: the first)."""
    source = row_files.inspect(
        Path(data), text_column, text_b_column=text_b_column, pairs=classifier.pairs, sheet=sheet
    )
    target = row_files.check_output(source, out or row_files.default_output(source), overwrite)
    report = progress or (lambda fraction, message: None)
    started = time.perf_counter()
    counts: Counter[str] = Counter()
    histogram = [0] * HISTOGRAM_BINS
    preview: list[LabelledRow] = []
    least: list[tuple[float, int, LabelledRow]] = []  # a max-heap on -confidence: the least sure kept
    done = labelled = 0
    with row_files.CopyWriter(source, target, ADDED_COLUMNS) as writer:
        try:
            for chunk in _chunks(row_files.read_texts(source), CHUNK_ROWS):
                if cancel is not None and cancel.is_set():
                    raise Cancelled()
                answers = _predict_chunk(classifier, [(a, b) for _row, a, b in chunk], batch_size, cancel)
                for (row, text, text_b), answer in zip(chunk, answers, strict=True):
                    done += 1
                    if answer is None:
                        writer.write(row, ("", ""))
                        continue
                    label, confidence = answer
                    writer.write(row, (label, round(confidence, 4) if writer.typed else f"{confidence:.4f}"))
                    labelled += 1
                    counts[label] += 1
                    histogram[min(HISTOGRAM_BINS - 1, int(confidence * HISTOGRAM_BINS))] += 1
                    item = LabelledRow(done + source.skip, pair_text(text, text_b), label, confidence)
                    if len(preview) < PREVIEW_ROWS:
                        preview.append(item)
                    entry = (-confidence, -done, item)
                    if len(least) < LEAST_SURE_KEPT:
                        heapq.heappush(least, entry)
                    elif entry > least[0]:
                        heapq.heapreplace(least, entry)
                report(done / max(1, source.rows), _progress_text(done, source.rows, started))
            writer.commit()
        except OSError as error:
            raise _write_error(error, target) from error
    per_label = {name: counts[name] for name in classifier.label_names if counts[name]}
    least_sure = [item for _c, _r, item in sorted(least, reverse=True)]
    return LabelResult(
        target, done, labelled, per_label, time.perf_counter() - started, histogram, preview, least_sure
    )


def _predict_chunk(
    classifier: TrainedClassifier,
    examples: list[tuple[str, str | None]],
    batch_size: int,
    cancel: threading.Event | None,
) -> list[tuple[str, float] | None]:
    """Each example's label and confidence (None for an empty text, or a pair lacking either text); an
    example is a text and, for pairs, its second text.  Examples are batched longest first."""
    filled = [i for i, (a, b) in enumerate(examples) if a and (b is None or b)]
    order = sorted(filled, key=lambda i: -len(examples[i][0]) - len(examples[i][1] or ""))
    pairs = any(b is not None for _a, b in examples)
    answers: list[tuple[str, float] | None] = [None] * len(examples)
    for start in range(0, len(order), batch_size):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        batch = order[start : start + batch_size]
        texts = [examples[i][0] for i in batch]
        seconds = [examples[i][1] or "" for i in batch] if pairs else None
        for index, prediction in zip(
            batch, classifier.predict(texts, batch_size, texts_b=seconds), strict=True
        ):
            answers[index] = (prediction.label, prediction.score)
    return answers


def _chunks(items, size: int):
    chunk = []
    for item in items:
        chunk.append(item)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _progress_text(done: int, total: int, started: float) -> str:
    elapsed = max(time.perf_counter() - started, 1e-9)
    rate = done / elapsed
    left = (total - done) / rate if rate > 0 and total > done else 0.0
    return f"{done:,} of {total:,} rows, {rate:,.0f} rows/s, about {_duration(left)} left"


def _duration(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.0f} s"
    return f"{seconds / 60:.0f} min" if seconds < 3600 else f"{seconds / 3600:.1f} h"


def _write_error(error: OSError, target: Path) -> WorkbenchError:
    from workbench.core.storage import is_disk_full

    if is_disk_full(error):
        return WorkbenchError(
            translate(
                "Use", "The disk holding {parent} is full, so the labelled copy was not written."
            ).format(parent=target.parent),
            translate(
                "Use",
                "Free some space (or choose another place) and label the file again; the input is unchanged.",
            ),
        )
    return WorkbenchError(
        translate("Use", "The labelled copy could not be written to {target} ({reason}).").format(
            target=target, reason=error.strerror or error
        ),
        translate(
            "Use", "Check that the folder exists and can be written, then try again; the input is unchanged."
        ),
    )
