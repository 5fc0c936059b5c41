"""Label checks: find the rows of a labelled file whose label is probably wrong.

``check_labels`` reads the file as training does (``data.labelled.load_dataset``) and splits its rows into
``folds`` parts by label (``fold_of_rows``: each label's rows dealt in turn, as a stratified k-fold split
does, and rows with the same text always in the same part, so no row is judged by a model that learned its
twin).  Each part is then judged by a model that learned from the other parts only, so every row gets an
out-of-sample probability for each label, in one of two ways:

- ``quick`` (the default, seconds): the embedded sentence encoder (MiniLM) reads every text once, frozen,
  into its sentence vector (the mean of its last layer's token vectors, ``meaning_map.sentence_vectors``,
  scaled to length 1), and scikit-learn's logistic regression learns the labels from those vectors of the
  other parts (``cross_val_predict`` over the parts).  This is how confident learning is usually run.
- ``thorough`` (minutes): for each part MiniLM itself is fine-tuned on the other parts with the training loop
  (``engine.loop.train``, a private run in a temporary folder) and asked about the rows it never saw.  It
  says first how long it should take (``thorough_seconds``, from how fast the frozen model reads a sample of
  the texts), then the time left as it goes.

Confident learning (cleanlab) then scores how well each row's given label agrees with those probabilities
(``CheckedRow.quality``, 0 to 1, low is suspicious) and flags the rows whose label is likely wrong; the
model's own answer is the suggested label.

Both ways side by side (``benchmarks/label_check.py``, a busy 2-core CPU): on 600 held-out support messages
with 24 labels planted wrong, the quick way took 24 s and ranked 23 of them among its first 24, the thorough
way 16 min and 22; on 218 reviews with 22 positive/negative labels swapped, 10 s and 11 of 22 against 6.4 min
and 16: the frozen sentence vectors hold a text's topic more clearly than its tone.  The logistic regression
keeps scikit-learn's default regularisation (C = 1), which ranked as well as or better than 3 to 100 there.

The thorough check's defaults were measured with the same benchmark on 218 held-out reviews, 22 labels
flipped: with the recipe's learning rate and batch size (5e-5, 16) a fold's model is still unsure after 4
epochs (52 to 71 % right on the rows it did not see), and 5 of the 22 top-ranked rows were flipped ones;
twice the rate in batches of 8 (1e-4, 8), the same 4 epochs, gave 80 to 84 % and 16 of 22 (with other rows
flipped, 13 and 16).  Training the head alone (``head``, 1e-3, 20 epochs) stayed near guessing (52 to 61 %),
probably because the head reads MiniLM's first token, which this sentence encoder never learned to fill with
the sentence's meaning.  A small file gets more epochs (``fold_epochs``), so that each fold takes at least
``MIN_FOLD_STEPS`` learning steps: 4 epochs of a few dozen rows teach MiniLM nothing.
The rate and batch size measured best (1e-4, 8) are the label check's recipe, ``recipes.LABEL_CHECK``.

Before any model loads, the file is read as training reads it: rows with an empty text are left out (a file
whose texts are all empty is refused as such, naming the rows, not blamed on its labels), and labels that
differ only in capitals or spaces (``data.labelled.look_alike_labels``) are named in ``LabelCheck.warnings``:
unmerged, each spelling is its own label, and the check flags rows for their spelling alone.
``merge_case_labels`` reads them as one, as training does with the same choice.

``label_copy.write_checked_copy`` writes a copy of the file that marks what was found.

cleanlab (with the pandas it brings) and scikit-learn are imported inside the functions that use them
(``rank_rows``, the quick check's ``_learn_from_vectors``), so that nothing else pays for them.
"""

from __future__ import annotations

import math
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
from workbench.core.training.costs import duration_text
from workbench.core.training.recipes import LABEL_CHECK, TOOL_PRESETS, recipe_for
from workbench.core.words import formatted, translate

DEFAULT_MODEL = "minilm-l6"
WAYS = ("quick", "thorough")
DEFAULT_WAY = "quick"
DEFAULT_FOLDS = 3
DEFAULT_EPOCHS = 4
DEFAULT_METHOD = "full"
DEFAULT_BATCH_SIZE = TOOL_PRESETS[LABEL_CHECK][2]  # the recipe's (``recipes.LABEL_CHECK``), its rate too
MIN_FOLD_STEPS = 75  # learning steps each fold takes at least when the epochs are left to the check
MAX_FOLDS = 10
MIN_ROWS = 20  # fewer rows leave each model too little to learn from for its answers to mean anything
RANKINGS = ("self_confidence", "normalized_margin")
ONLY_AT_THE_END = 10**9  # evaluation interval that never comes before the last step
SAMPLE_TEXTS = 64  # texts the thorough check times the frozen model on, to say how long it will take
# The thorough check's time from the frozen model's reading speed (seconds a text, ``text_seconds``): each
# text a model learns from costs about LEARNING_COST readings (forward, backward and the optimiser's step, in
# smaller batches), and each model about MODEL_SECONDS more (loading, keeping and restoring its weights).
# With these, the benchmark's thorough checks said 16 min for 16.3 and 5.3 min for 6.4 (a busy 2-core CPU).
LEARNING_COST = 6.0
MODEL_SECONDS = 4.0
EXPECTED = (
    "Expected time"  # how the thorough check's first message begins (in English, as the command line says it)
)

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
    epochs: (
        int | None
    )  # of each fine-tuning (the thorough way); None for the quick way, which fine-tunes none
    model: str
    ranked_by: str
    fold_seconds: tuple[float, ...]  # of each fine-tuning (the thorough way); empty for the quick way
    fold_accuracy: tuple[float, ...]  # of each part's model on the rows it did not learn from
    row_source: Any  # rows.RowSource: how the copy is written
    notes: tuple[str, ...] = ()
    # what the user should know about the data checked: look-alike labels, rows left out for an empty text
    warnings: tuple[str, ...] = ()
    look_alike: tuple[Any, ...] = ()  # data.labelled.LookAlikeLabels found and not merged
    way: str = DEFAULT_WAY  # "quick" or "thorough"
    seconds: float = 0.0  # the whole check, reading the file included
    text_seconds: float | None = None  # how long the frozen model took to read one text
    expected_seconds: float | None = None  # the thorough way's estimate, said before it started

    @property
    def flagged(self) -> int:
        return sum(row.flagged for row in self.rows)

    def suspicious(self, limit: int | None = None) -> list[CheckedRow]:
        """The rows in ranked order, at most ``limit`` of them."""
        return [self.rows[i] for i in self.ranked[:limit]]

    def thorough_seconds(self) -> float | None:
        """How long the thorough way would take on this file, from how fast this check's model read it."""
        if self.text_seconds is None:
            return None
        return thorough_seconds(len(self.rows), self.text_seconds, self.folds)

    def to_dict(self, limit: int | None = None) -> dict[str, Any]:
        return {
            "source": str(self.source),
            "way": self.way,
            "seconds": round(self.seconds, 2),
            "expected_seconds": None if self.expected_seconds is None else round(self.expected_seconds),
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
    way: str = DEFAULT_WAY,
    model: str = DEFAULT_MODEL,
    folds: int = DEFAULT_FOLDS,
    epochs: int | None = None,
    method: str = DEFAULT_METHOD,
    learning_rate: float | None = None,
    batch_size: int = DEFAULT_BATCH_SIZE,
    text_column: str | None = None,
    label_column: str | None = None,
    ranked_by: str = RANKINGS[0],
    seed: int = 42,
    device: str = "auto",
    merge_case_labels: bool = False,
    sheet: str | None = None,
) -> LabelCheck:
    """Check the labels of ``data`` the ``quick`` or the ``thorough`` way (see the module doc).  Runs as a
    background job as it is: ``progress(fraction, message)`` hears of every batch of texts read and every
    learning step, with the time left; ``cancel`` stops between them (``Cancelled`` is raised).  ``epochs``,
    ``method``, ``learning_rate`` (None: the label check's recipe's) and ``batch_size`` are the thorough way's
    fine-tuning (``fold_config``).  A file that cannot be checked raises a ``WorkbenchError`` saying what to
    do.  ``merge_case_labels``: labels that differ only
    in capitals or spaces are checked as one.  ``sheet``: the sheet of a workbook to check (None: the
    first)."""
    from workbench.core.training.data.labelled import load_dataset, look_alike_labels, look_alike_message
    from workbench.core.use import rows as row_files

    if way not in WAYS:
        raise ConfigError(
            translate("Use", "Unknown way of checking “{way}”.").format(way=way),
            translate("Use", "Choose quick (seconds) or thorough (minutes)."),
        )
    if not isinstance(folds, int) or not 2 <= folds <= MAX_FOLDS:
        raise ConfigError(
            translate(
                "Use",
                "The number of parts must be between 2 and {max_folds} (it is {folds}); each part is "
                "judged by a model that learned from the other parts only.",
            ).format(max_folds=MAX_FOLDS, folds=folds),
            translate(
                "Use",
                "Use {default_folds}: each row is then judged by a model trained on the other two thirds.",
            ).format(default_folds=DEFAULT_FOLDS),
        )
    if epochs is not None and (not isinstance(epochs, int) or epochs < 1):
        raise ConfigError(
            translate("Use", "The number of epochs must be 1 or more (it is {epochs}).").format(
                epochs=epochs
            ),
            translate("Use", "Leave it out: the check then trains enough for the size of the file."),
        )
    if epochs is not None and way == "quick":
        raise ConfigError(
            translate(
                "Use",
                "Epochs are for the thorough check, which fine-tunes MiniLM; the quick check trains no "
                "epochs.",
            ),
            translate("Use", "Choose the thorough check, or leave the epochs out."),
        )
    if ranked_by not in RANKINGS:
        raise ConfigError(
            translate("Use", "Unknown ranking “{ranked_by}”.").format(ranked_by=ranked_by),
            translate("Use", "Choose one of: {names}.").format(names=", ".join(RANKINGS)),
        )
    started = time.perf_counter()
    report = progress or (lambda fraction, message: None)
    cancel = cancel or threading.Event()
    path = Path(data).expanduser()
    report(0.0, translate("Use", "Reading {name}…").format(name=path.name))
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
            translate("Use", "{name} is read as a table, but its name says one text per line.").format(
                name=path.name
            ),
            translate("Use", "Save it with the ending .csv (or .tsv for tabs) and check it again."),
        )
    dataset, warnings = without_empty_texts(dataset)
    refuse_unfit(dataset, folds, warnings)
    look_alike = look_alike_labels(dataset.class_counts())
    if look_alike:
        warnings += (look_alike_message(look_alike),)
    parts = fold_of_rows(dataset.texts, dataset.labels, folds, seed)
    expected, seconds = None, ()
    if way == "quick":
        probabilities, text_seconds = _quick(dataset, parts, folds, model, device, report, cancel)
    else:
        if epochs is None:
            epochs = fold_epochs(len(dataset) - max(Counter(parts).values()), batch_size)
        text_seconds = reading_speed(dataset.texts, model, device, report, cancel)
        expected = thorough_seconds(len(dataset), text_seconds, folds, epochs, batch_size)
        report(
            0.01,
            translate(
                "Use",
                "Expected time: about {duration}. MiniLM learns {folds} times, each time from all rows "
                "but one part, and judges that part, which it never saw.",
            ).format(duration=duration_text(expected), folds=folds),
        )
        probabilities, seconds = _thorough(
            dataset,
            parts,
            folds,
            Settings(model, method, learning_rate, epochs, batch_size, device, seed, path),
            Clock(expected),
            report,
            cancel,
        )
    report(0.99, translate("Use", "Ranking the rows…"))
    quality, flagged = rank_rows(dataset.labels, probabilities, ranked_by)
    names = dataset.label_names
    rows = tuple(
        CheckedRow(
            dataset.locations[i],
            dataset.texts[i],
            names[dataset.labels[i]],
            names[_best(p)],
            quality[i],
            flagged[i],
            p,
        )
        for i, p in enumerate(probabilities)
    )
    ranked = tuple(sorted(range(len(rows)), key=lambda i: (not flagged[i], quality[i], i)))
    report(
        1.0,
        formatted(
            translate("Use", "{flagged:,} of {count:,} rows look mislabelled."),
            flagged=sum(flagged),
            count=len(rows),
        ),
    )
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
        part_accuracy(dataset.labels, probabilities, parts, folds),
        source,
        dataset.notes,
        warnings,
        look_alike,
        way=way,
        seconds=time.perf_counter() - started,
        text_seconds=text_seconds,
        expected_seconds=expected,
    )


def thorough_seconds(
    rows: int,
    text_seconds: float,
    folds: int = DEFAULT_FOLDS,
    epochs: int | None = None,
    batch_size: int = DEFAULT_BATCH_SIZE,
) -> float:
    """About how long the thorough check of ``rows`` rows takes where the frozen model reads a text in
    ``text_seconds``: each model's learning steps (LEARNING_COST readings a text), its check and its answers
    on the rows it never saw (two readings each), and MODEL_SECONDS for each model."""
    held = rows / folds
    learned = rows - held
    epochs = epochs or fold_epochs(round(learned), batch_size)
    learned_texts = math.ceil(learned / batch_size) * batch_size * epochs
    return folds * (MODEL_SECONDS + text_seconds * (LEARNING_COST * learned_texts + 2 * held))


def part_accuracy(labels: Any, probabilities: Any, parts: list[int], folds: int) -> tuple[float, ...]:
    """For each part, the share of its rows whose given label is the answer of the model that never saw
    them."""
    right, count = [0] * folds, [0] * folds
    for label, answer, part in zip(labels, probabilities, parts, strict=True):
        right[part] += _best(answer) == label
        count[part] += 1
    return tuple(r / max(1, n) for r, n in zip(right, count, strict=True))


class Clock:
    """The time left in words, from the time since it started and the share of the work done; before any
    share is done, from the time ``expected``."""

    def __init__(self, expected: float | None = None) -> None:
        self.started = time.perf_counter()
        self.expected = expected

    def left(self, done: float) -> str:
        elapsed = time.perf_counter() - self.started
        if done >= 0.02:
            seconds = elapsed * (1 - done) / done
        elif self.expected is not None:
            seconds = self.expected - elapsed
        else:
            return translate("Use", "Timing")
        return translate("Use", "About {time} left").format(time=duration_text(max(1.0, seconds)))


@dataclass(frozen=True)
class Settings:
    """The thorough check's fine-tuning."""

    model: str
    method: str
    learning_rate: float | None
    epochs: int
    batch_size: int
    device: str
    seed: int
    data: Path


def _quick(
    dataset: Any,
    parts: list[int],
    folds: int,
    model: str,
    device: str,
    report: Progress,
    cancel: threading.Event,
) -> tuple[list[tuple[float, ...]], float]:
    """(each row's out-of-sample probabilities from a logistic regression on the frozen model's sentence
    vectors, seconds the model took to read a text)."""
    loaded = _frozen(model, device, report, cancel)
    texts = dataset.texts
    clock = Clock()

    def step(done: int, share: float) -> None:
        if cancel.is_set():
            raise Cancelled()
        report(
            0.05 + 0.85 * share,
            formatted(
                translate("Use", "{left} · reading the texts: {done:,} of {count:,}"),
                left=clock.left(share),
                done=done,
                count=len(texts),
            ),
        )

    vectors = _vectors(loaded, texts, step)
    text_seconds = (time.perf_counter() - clock.started) / len(texts)
    if cancel.is_set():
        raise Cancelled()
    report(
        0.9,
        translate(
            "Use",
            "Almost done · {folds} small models learn your labels, each from all rows but one part, "
            "and judge that part, which it never saw",
        ).format(folds=folds),
    )
    probabilities = _learn_from_vectors(vectors, dataset.labels, parts, len(dataset.label_names))
    if cancel.is_set():
        raise Cancelled()
    return probabilities, text_seconds


def reading_speed(texts: Any, model: str, device: str, report: Progress, cancel: threading.Event) -> float:
    """Seconds the frozen ``model`` takes to read one of ``texts`` (timed on SAMPLE_TEXTS of them, after a
    few to warm up)."""
    loaded = _frozen(model, device, report, cancel)
    sample = [texts[i] for i in range(0, len(texts), max(1, len(texts) // SAMPLE_TEXTS))][:SAMPLE_TEXTS]
    _vectors(loaded, sample[:4])
    started = time.perf_counter()
    _vectors(loaded, sample)
    return (time.perf_counter() - started) / len(sample)


def _frozen(model: str, device: str, report: Progress, cancel: threading.Event) -> Any:
    """``model`` loaded as a plain encoder (no head), to read texts into sentence vectors."""
    from workbench.core.models.loading import load_model
    from workbench.core.training.devices import choose_device

    if cancel.is_set():
        raise Cancelled()
    report(0.01, translate("Use", "Loading {model}…").format(model=model))
    return load_model(model, "base", device=choose_device(device))


def _vectors(loaded: Any, texts: Any, step: Callable[[int, float], None] | None = None) -> Any:
    """Each text's sentence vector from ``loaded`` (float32 [texts, hidden]), scaled to length 1.  The texts
    are read shortest first, so that each batch pads its texts to about the same length (a third faster on
    messages of mixed lengths than in the file's order); ``step(texts read, share of their characters)``
    after each batch."""
    import itertools

    import numpy as np

    from workbench.core.training.config import TrainConfig
    from workbench.core.training.runs.meaning_map import sentence_vectors

    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    read = [0, *itertools.accumulate(len(texts[i]) + 1 for i in order)]
    found, _scores = sentence_vectors(
        loaded.model,
        loaded.tokenizer,
        [texts[i] for i in order],
        None,
        TrainConfig.max_length,
        None if step is None else lambda done: step(done, read[done] / read[-1]),
    )
    vectors = np.empty_like(found)
    vectors[order] = found
    return vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)


def _learn_from_vectors(vectors: Any, labels: Any, parts: list[int], classes: int) -> list[tuple[float, ...]]:
    """Each row's probabilities from a logistic regression that learned from the other parts' rows."""
    import warnings

    import numpy as np
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import PredefinedSplit, cross_val_predict

    given = np.asarray(labels, dtype=int)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # a label missing from a part's training rows: its column is 0
        found = cross_val_predict(
            LogisticRegression(max_iter=1000),
            vectors,
            given,
            cv=PredefinedSplit(parts),
            method="predict_proba",
        )
    if (
        found.shape[1] != classes
    ):  # a label that no row has after all (cannot happen once refuse_unfit passed)
        raise ValueError(f"{found.shape[1]} columns of probabilities for {classes} labels")
    return [tuple(float(p) for p in row) for row in found]


def _thorough(
    dataset: Any,
    parts: list[int],
    folds: int,
    settings: Settings,
    clock: Clock,
    report: Progress,
    cancel: threading.Event,
) -> tuple[list[tuple[float, ...]], list[float]]:
    """(each row's out-of-sample probabilities from MiniLM fine-tuned on the other parts, seconds each
    fine-tuning took)."""
    base = fold_config(settings, dataset)
    probabilities: list[tuple[float, ...] | None] = [None] * len(dataset)
    seconds = []
    with tempfile.TemporaryDirectory(prefix="workbench-label-check-") as scratch:
        for fold in range(folds):
            if cancel.is_set():
                raise Cancelled()
            started = time.perf_counter()
            held = [i for i, part in enumerate(parts) if part == fold]
            learned = [i for i, part in enumerate(parts) if part != fold]
            out = Path(scratch) / f"fold-{fold + 1}"
            config = base.replace(seed=settings.seed + fold, out_dir=str(out))
            answers = _fold(dataset, learned, held, fold, folds, config, clock, report, cancel)
            for index, answer in zip(held, answers, strict=True):
                probabilities[index] = answer
            seconds.append(time.perf_counter() - started)
    return probabilities, seconds  # type: ignore[return-value]


def fold_config(settings: Settings, dataset: Any) -> Any:
    """The ``TrainConfig`` each part's model of the thorough check trains with (then with its own seed and
    folder): ``settings``, with the label check's recipe's learning rate for its method
    (``recipes.LABEL_CHECK``) unless one was given, on ``dataset``'s columns, checked once at the end and
    never stopped early."""
    from workbench.core.training.config import TrainConfig

    recipe = recipe_for(settings.method, "classify", preset=LABEL_CHECK, batch_size=settings.batch_size)
    return TrainConfig(
        model=settings.model,
        method=settings.method,
        learning_rate=recipe.learning_rate if settings.learning_rate is None else settings.learning_rate,
        epochs=settings.epochs,
        batch_size=settings.batch_size,
        early_stopping_patience=None,
        eval_every_steps=ONLY_AT_THE_END,
        device=settings.device,
        data_path=str(settings.data),
        text_column=dataset.text_column,
        label_column=dataset.label_column,
    ).validate()


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
        raise DataError(
            "empty-texts",
            translate("Use", "{name}: {message}").format(name=dataset.source.name, message=issue.message),
            issue.hint,
        )
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
            translate(
                "Use",
                "Every row of {name} has the same label, “{only}”: there is no other label it could have "
                "instead.{why}",
            ).format(name=name, only=only, why=why),
            translate(
                "Use",
                "Check a file with at least two different labels, or choose the column that holds the "
                "labels.",
            ),
        )
    if len(dataset) < MIN_ROWS:
        raise DataError(
            "too-few-rows",
            translate(
                "Use",
                "{name} has only {count} labelled rows; checking labels needs at least {min_rows}, since "
                "each row is judged by a model trained on the others.{why}",
            ).format(name=name, count=len(dataset), min_rows=MIN_ROWS, why=why),
            translate("Use", "Add more labelled rows (a few dozen of each label or more), then check again."),
        )
    small = sorted((n, label) for label, n in counts.items() if n < folds)
    if small:
        listed = ", ".join(f"“{dataset.label_names[label]}” ({n})" for n, label in small[:5])
        raise DataError(
            "small-class",
            translate(
                "Use",
                "Some labels have fewer rows than there are parts ({folds}; each part is judged by a "
                "model that learned from the others): {listed}.{why}",
            ).format(folds=folds, listed=listed, why=why),
            translate(
                "Use",
                "Add rows of these labels, or split the rows into fewer parts ({max} or more); a label "
                "with a single row cannot be checked.",
            ).format(max=max(2, small[0][0])),
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
    clock: Clock,
    report: Progress,
    cancel: threading.Event,
) -> list[tuple[float, ...]]:
    """Train ``config`` on the ``learned`` rows; each ``held`` row's probabilities from the trained model."""
    from workbench.core.training.engine.events import Step
    from workbench.core.training.engine.loop import train
    from workbench.core.training.runs.classifier import load_trained

    number = fold + 1

    def say(done: float, what: str) -> None:
        """``done``: the share of all the models' work done (after loading and timing the frozen model)."""
        report(
            0.02 + 0.96 * done, translate("Use", "{left} · {what}").format(left=clock.left(done), what=what)
        )

    def on_event(event: Any) -> None:
        if isinstance(event, Step):
            done = event.step / max(1, event.total_steps)
            say(
                (fold + 0.9 * done) / folds,
                formatted(
                    translate(
                        "Use", "model {number} of {folds} learns from {rows:,} rows: step {step} of {steps}"
                    ),
                    number=number,
                    folds=folds,
                    rows=len(learned),
                    step=event.step,
                    steps=event.total_steps,
                ),
            )

    say(
        fold / folds,
        translate("Use", "loading model {number} of {folds} ({model})…").format(
            number=number, folds=folds, model=config.model
        ),
    )
    result = train(config, dataset.select(learned), dataset.select(held), on_event, cancel, listed=False)
    if result.status == "cancelled" or cancel.is_set():
        raise Cancelled()
    if result.status != "finished":
        raise TrainingError(
            translate("Use", "Model {number} of {folds} could not be trained: {message}").format(
                number=number, folds=folds, message=result.message
            ),
            translate("Use", "The input file is unchanged."),
        )
    say(
        (fold + 0.9) / folds,
        formatted(
            translate("Use", "model {number} of {folds} judges the {rows:,} rows it never saw"),
            number=number,
            folds=folds,
            rows=len(held),
        ),
    )
    classifier = load_trained(Path(result.run_dir))
    answers: list[tuple[float, ...]] = []
    for start in range(0, len(held), 32):
        if cancel.is_set():
            raise Cancelled()
        texts = [dataset.texts[i] for i in held[start : start + 32]]
        answers += [p.probabilities for p in classifier.predict(texts)]
    return answers


def _best(probabilities: Any) -> int:
    """The index of the likeliest label."""
    return max(range(len(probabilities)), key=probabilities.__getitem__)
