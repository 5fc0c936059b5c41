"""Label checks: find the rows of a labelled file whose label is probably wrong.

``check_labels`` reads the file as training does (``data.labelled.load_dataset``), splits its rows into
``folds`` parts by class (rows with the same text always in the same part, so no row is judged by a model that
learned its twin), and for each part fine-tunes the model on the other parts with the training loop
(``engine.loop.train``, a private run in a temporary folder) and asks it about the rows of the part it never
saw.  Every row so gets an out-of-sample probability for each label.  Confident learning (cleanlab) then
scores how well each row's given label agrees with those probabilities (``CheckedRow.quality``, 0 to 1, low is
suspicious) and flags the rows whose label is likely wrong; the model's own answer is the suggested label.

The defaults were measured with ``benchmarks/label_check.py`` (218 held-out reviews, 22 labels flipped):
with the recipe's learning rate and batch size (5e-5, 16) a fold's model is still unsure after 4 epochs (52 to
71 % right on the rows it did not see), and 5 of the 22 top-ranked rows were flipped ones; twice the rate in
batches of 8 (1e-4, 8), the same 4 epochs, gave 80 to 84 % and 16 of 22 (with other rows flipped, 13 and 16).
Training the head alone (``head``, 1e-3, 20 epochs) stayed near guessing (52 to 61 %), probably because the
head reads MiniLM's first token, which this sentence encoder never learned to fill with the sentence's
meaning.
A small file gets more epochs (``fold_epochs``), so that each fold takes at least ``MIN_FOLD_STEPS`` learning
steps: 4 epochs of a few dozen rows teach MiniLM nothing.

Before any training, the file is read as training reads it: rows with an empty text are left out (a file
whose texts are all empty is refused as such, naming the rows, not blamed on its labels), and labels that
differ only in capitals or spaces (``data.labelled.look_alike_labels``) are named in ``LabelCheck.warnings``:
unmerged, each spelling is its own label, and the check flags rows for their spelling alone.
``merge_case_labels`` reads them as one, as training does with the same choice.

``label_copy.write_checked_copy`` writes a copy of the file that marks what was found.

cleanlab (and the pandas it brings) is imported inside ``rank_rows`` only, so that nothing else pays for it.
"""

from __future__ import annotations

import random
import tempfile
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import Cancelled, ConfigError, DataError, TrainingError

DEFAULT_MODEL = "minilm-l6"
DEFAULT_FOLDS = 3
DEFAULT_EPOCHS = 4
DEFAULT_METHOD = "full"
DEFAULT_LEARNING_RATE = 1e-4
DEFAULT_BATCH_SIZE = 8
MIN_FOLD_STEPS = 75  # learning steps each fold takes at least when the epochs are left to the check
MAX_FOLDS = 10
MIN_ROWS = 20  # fewer rows leave each model too little to learn from for its answers to mean anything
RANKINGS = ("self_confidence", "normalized_margin")
ONLY_AT_THE_END = 10**9  # evaluation interval that never comes before the last step

Progress = Callable[[float, str], None]


@dataclass(frozen=True)
class CheckedRow:
    """One checked row: where it is in the file, its text, the label it has and the one the model gives it."""

    location: (
        str  # as training names it: "row 5" (as a spreadsheet numbers it), "line 7", "record 3", "a/b.txt"
    )
    text: str
    given: str
    suggested: str
    quality: float  # the label-quality score, 0 to 1: low means the given label is probably wrong
    flagged: bool  # confident learning counts it among the rows whose label is wrong
    probabilities: tuple[float, ...]  # the out-of-sample probability of each label, in ``label_names`` order

    def to_dict(self) -> dict[str, Any]:
        return {
            "row": self.location,
            "text": self.text,
            "given": self.given,
            "suggested": self.suggested,
            "quality": round(self.quality, 4),
            "flagged": self.flagged,
        }


@dataclass(frozen=True)
class LabelCheck:
    """What ``check_labels`` found; ``rows`` in file order, ``ranked`` the most suspicious first."""

    source: Path
    label_names: tuple[str, ...]
    rows: tuple[CheckedRow, ...]
    ranked: tuple[int, ...]  # indexes into ``rows``: flagged rows first, each group by rising quality
    folds: int
    epochs: int
    model: str
    ranked_by: str
    fold_seconds: tuple[float, ...]
    fold_accuracy: tuple[float, ...]  # of each fold's model on the rows it did not learn from
    row_source: Any  # rows.RowSource: how the copy is written
    notes: tuple[str, ...] = ()
    # what the user should know about the data checked: look-alike labels, rows left out for an empty text
    warnings: tuple[str, ...] = ()
    look_alike: tuple[Any, ...] = ()  # data.labelled.LookAlikeLabels found and not merged

    @property
    def flagged(self) -> int:
        return sum(row.flagged for row in self.rows)

    def suspicious(self, limit: int | None = None) -> list[CheckedRow]:
        """The rows in ranked order, at most ``limit`` of them."""
        return [self.rows[i] for i in self.ranked[:limit]]

    def to_dict(self, limit: int | None = None) -> dict[str, Any]:
        return {
            "source": str(self.source),
            "rows": len(self.rows),
            "flagged": self.flagged,
            "label_names": list(self.label_names),
            "folds": self.folds,
            "epochs": self.epochs,
            "model": self.model,
            "ranked_by": self.ranked_by,
            "fold_seconds": [round(s, 2) for s in self.fold_seconds],
            "fold_accuracy": [round(a, 4) for a in self.fold_accuracy],
            "warnings": list(self.warnings),
            "look_alike_labels": [list(group.spellings) for group in self.look_alike],
            "suspicious": [row.to_dict() for row in self.suspicious(limit)],
        }


def check_labels(
    data: Path,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    *,
    model: str = DEFAULT_MODEL,
    folds: int = DEFAULT_FOLDS,
    epochs: int | None = None,
    method: str = DEFAULT_METHOD,
    learning_rate: float | None = DEFAULT_LEARNING_RATE,
    batch_size: int = DEFAULT_BATCH_SIZE,
    text_column: str | None = None,
    label_column: str | None = None,
    ranked_by: str = RANKINGS[0],
    seed: int = 42,
    device: str = "auto",
    merge_case_labels: bool = False,
    sheet: str | None = None,
) -> LabelCheck:
    """Check the labels of ``data`` (see the module doc).  Runs as a background job as it is:
    ``progress(fraction, message)`` hears of every fold's steps, ``cancel`` stops between and within folds
    (``Cancelled`` is raised).  A file that cannot be checked raises a ``WorkbenchError`` saying what to
    do.  ``merge_case_labels``: labels that differ only in capitals or spaces are checked as one.  ``sheet``:
    the sheet of a workbook to check (None: the first)."""
    from workbench.core.training.config import TrainConfig
    from workbench.core.training.data.labelled import load_dataset, look_alike_labels, look_alike_message
    from workbench.core.use import rows as row_files

    if not isinstance(folds, int) or not 2 <= folds <= MAX_FOLDS:
        raise ConfigError(
            f"The number of folds must be between 2 and {MAX_FOLDS} (it is {folds}).",
            f"Use {DEFAULT_FOLDS}: each row is then judged by a model trained on the other two thirds.",
        )
    if epochs is not None and (not isinstance(epochs, int) or epochs < 1):
        raise ConfigError(
            f"The number of epochs must be 1 or more (it is {epochs}).",
            "Leave it out: the check then trains enough for the size of the file.",
        )
    if ranked_by not in RANKINGS:
        raise ConfigError(f"Unknown ranking “{ranked_by}”.", f"Choose one of: {', '.join(RANKINGS)}.")
    report = progress or (lambda fraction, message: None)
    cancel = cancel or threading.Event()
    path = Path(data).expanduser()
    report(0.0, f"Reading {path.name}…")
    dataset = load_dataset(
        path,
        text_column=text_column,
        label_column=label_column,
        merge_case_labels=merge_case_labels,
        sheet=sheet,
    )
    source = row_files.inspect(path, dataset.text_column, sheet=sheet)
    if source.format == "lines":
        raise DataError(
            "lines-file",
            f"{path.name} is read as a table, but its name says one text per line.",
            "Save it with the ending .csv (or .tsv for tabs) and check it again.",
        )
    dataset, warnings = without_empty_texts(dataset)
    refuse_unfit(dataset, folds, warnings)
    look_alike = look_alike_labels(dataset.class_counts())
    if look_alike:
        warnings += (look_alike_message(look_alike),)
    parts = fold_of_rows(dataset.texts, dataset.labels, folds, seed)
    if epochs is None:
        epochs = fold_epochs(len(dataset) - max(Counter(parts).values()), batch_size)
    base = TrainConfig(
        model=model,
        method=method,
        learning_rate=learning_rate,
        epochs=epochs,
        batch_size=batch_size,
        early_stopping_patience=None,
        eval_every_steps=ONLY_AT_THE_END,
        device=device,
        data_path=str(path),
        text_column=dataset.text_column,
        label_column=dataset.label_column,
    ).validate()
    probabilities: list[tuple[float, ...] | None] = [None] * len(dataset)
    seconds, accuracy = [], []
    with tempfile.TemporaryDirectory(prefix="workbench-label-check-") as scratch:
        for fold in range(folds):
            if cancel.is_set():
                raise Cancelled()
            started = time.perf_counter()
            held = [i for i, part in enumerate(parts) if part == fold]
            learned = [i for i, part in enumerate(parts) if part != fold]
            out = Path(scratch) / f"fold-{fold + 1}"
            answers = _fold(
                dataset,
                learned,
                held,
                fold,
                folds,
                base.replace(seed=seed + fold, out_dir=str(out)),
                report,
                cancel,
            )
            for index, answer in zip(held, answers, strict=True):
                probabilities[index] = answer
            seconds.append(time.perf_counter() - started)
            right = sum(
                max(range(len(a)), key=a.__getitem__) == dataset.labels[i]
                for i, a in zip(held, answers, strict=True)
            )
            accuracy.append(right / len(held))
    report(0.99, "Ranking the rows…")
    quality, flagged = rank_rows(dataset.labels, probabilities, ranked_by)
    names = dataset.label_names
    rows = tuple(
        CheckedRow(
            dataset.locations[i],
            dataset.texts[i],
            names[dataset.labels[i]],
            names[max(range(len(p)), key=p.__getitem__)],
            quality[i],
            flagged[i],
            p,
        )
        for i, p in enumerate(probabilities)
    )
    ranked = tuple(sorted(range(len(rows)), key=lambda i: (not flagged[i], quality[i], i)))
    report(1.0, f"{sum(flagged):,} of {len(rows):,} rows look mislabelled.")
    return LabelCheck(
        path,
        names,
        rows,
        ranked,
        folds,
        epochs,
        model,
        ranked_by,
        tuple(seconds),
        tuple(accuracy),
        source,
        dataset.notes,
        warnings,
        look_alike,
    )


def fold_epochs(train_rows: int, batch_size: int = DEFAULT_BATCH_SIZE) -> int:
    """The epochs each fold trains when none are asked for: DEFAULT_EPOCHS, or more on a small file, so that
    every fold takes at least MIN_FOLD_STEPS learning steps (see the module doc)."""
    from workbench.core.training.recipes import epochs_for

    return epochs_for(train_rows, batch_size, MIN_FOLD_STEPS, DEFAULT_EPOCHS)


def without_empty_texts(dataset: Any) -> tuple[Any, tuple[str, ...]]:
    """(``dataset`` without its rows of empty text, a warning naming the rows left out, if any).  A file
    whose texts are all empty raises a ``DataError`` that says so: there is nothing to judge its labels by."""
    from workbench.core.training.data.checks import check_dataset, clean

    found = {issue.code: issue for issue in check_dataset(dataset)}
    if "all-empty" in found:
        issue = found["all-empty"]
        raise DataError("empty-texts", f"{dataset.source.name}: {issue.message}", issue.hint)
    cleaned = clean(dataset, drop_empty=True, drop_duplicates=False)
    empty = found.get("empty-text")
    left_out = f"{empty.message[:-1]} and {'was' if empty.count == 1 else 'were'} left out." if empty else ""
    return cleaned, (left_out,) if empty else ()


def refuse_unfit(dataset: Any, folds: int, warnings: tuple[str, ...] = ()) -> None:
    """A ``DataError`` saying what to do when ``dataset`` cannot be checked in ``folds`` parts: a single
    label, too few rows, or a label with fewer rows than there are parts.  ``warnings`` (rows left out for an
    empty text) are told with it, since they may be why."""
    counts = Counter(dataset.labels)
    name = dataset.source.name
    why = "".join(f" {warning}" for warning in warnings)
    if len(counts) == 1:
        only = dataset.label_names[next(iter(counts))]
        raise DataError(
            "one-class",
            f"Every row of {name} has the same label, “{only}”: there is no other label it could have "
            f"instead.{why}",
            "Check a file with at least two different labels, or choose the column that holds the labels.",
        )
    if len(dataset) < MIN_ROWS:
        raise DataError(
            "too-few-rows",
            f"{name} has only {len(dataset)} labelled rows; checking labels needs at least {MIN_ROWS}, since "
            f"each row is judged by a model trained on the others.{why}",
            "Add more labelled rows (a few dozen of each label or more), then check again.",
        )
    small = sorted((n, label) for label, n in counts.items() if n < folds)
    if small:
        listed = ", ".join(f"“{dataset.label_names[label]}” ({n})" for n, label in small[:5])
        raise DataError(
            "small-class",
            f"Some labels have fewer rows than there are folds ({folds}): {listed}.{why}",
            f"Add rows of these labels, or use fewer folds ({max(2, small[0][0])} or more); a label with a "
            "single row cannot be checked.",
        )


def fold_of_rows(texts: Any, labels: Any, folds: int, seed: int) -> list[int]:
    """The part (0 to ``folds`` - 1) of each row: each label's rows shuffled with ``seed`` and dealt in turn,
    every copy of a text in the part of its first copy."""
    first: dict[str, int] = {}
    groups: dict[int, list[int]] = defaultdict(list)  # label -> the first copies of its texts
    for index, (text, label) in enumerate(zip(texts, labels, strict=True)):
        if text not in first:
            first[text] = index
            groups[label].append(index)
    rng = random.Random(seed)
    part_of_first: dict[int, int] = {}
    turn = 0
    for label in sorted(groups):
        rng.shuffle(groups[label])
        for index in groups[label]:
            part_of_first[index] = turn % folds
            turn += 1
    return [part_of_first[first[text]] for text in texts]


def rank_rows(
    labels: Any, probabilities: Any, ranked_by: str = RANKINGS[0]
) -> tuple[list[float], list[bool]]:
    """(label quality of each row, whether confident learning flags it), from out-of-sample
    ``probabilities``."""
    import warnings

    import numpy as np
    from cleanlab.filter import find_label_issues
    from cleanlab.rank import get_label_quality_scores

    given = np.asarray(labels, dtype=int)
    probs = np.asarray(probabilities, dtype=float)
    probs = probs / probs.sum(axis=1, keepdims=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # its notes on tiny classes; the data's own checks say it plainly
        quality = get_label_quality_scores(given, probs, method=ranked_by)
        flagged = find_label_issues(given, probs, filter_by="prune_by_noise_rate", n_jobs=1)
    return [float(q) for q in quality], [bool(f) for f in flagged]


def _fold(
    dataset: Any,
    learned: list[int],
    held: list[int],
    fold: int,
    folds: int,
    config: Any,
    report: Progress,
    cancel: threading.Event,
) -> list[tuple[float, ...]]:
    """Train ``config`` on the ``learned`` rows; each ``held`` row's probabilities from the trained model."""
    from workbench.core.training.engine.events import Step
    from workbench.core.training.engine.loop import train
    from workbench.core.training.runs.classifier import load_trained

    where = f"Fold {fold + 1} of {folds}"

    def on_event(event: Any) -> None:
        if isinstance(event, Step):
            done = event.step / max(1, event.total_steps)
            report(
                (fold + 0.9 * done) / folds,
                f"{where}: learning from {len(learned):,} rows, step {event.step} of {event.total_steps}",
            )

    report(fold / folds, f"{where}: loading {config.model}…")
    result = train(config, dataset.select(learned), dataset.select(held), on_event, cancel, listed=False)
    if result.status == "cancelled" or cancel.is_set():
        raise Cancelled()
    if result.status != "finished":
        raise TrainingError(f"{where} could not be trained: {result.message}", "The input file is unchanged.")
    report((fold + 0.9) / folds, f"{where}: asking the model about {len(held):,} rows it did not learn from")
    classifier = load_trained(Path(result.run_dir))
    answers: list[tuple[float, ...]] = []
    for start in range(0, len(held), 32):
        if cancel.is_set():
            raise Cancelled()
        texts = [dataset.texts[i] for i in held[start : start + 32]]
        answers += [p.probabilities for p in classifier.predict(texts)]
    return answers
