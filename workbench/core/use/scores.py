"""Using a trained score predictor (the ``score`` task family) on a file: a copy of the file with each
text's predicted score (``predict_file``), or its figures against the scores a file already has
(``evaluate_file``); and on the run's own checking texts, the biggest misses first (``run_check_scores``,
for the window's results).  Both run as background jobs as they are (``progress``, ``cancel``) and read the
file the way labelling does (``use.rows``: CSV, TSV, JSON Lines, a JSON array, a text file or a folder of
them), never whole in memory for predicting.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import Cancelled, WrongModelKind
from workbench.core.training.families.score.metrics import ScoreMetrics, score_metrics
from workbench.core.words import formatted, number, translate

Progress = Callable[[float, str], None]
CHUNK_ROWS = 256
ADDED_COLUMNS = ("score",)


@dataclass(frozen=True)
class ScoredFile:
    """What ``predict_file`` wrote: the copy, its rows, how many had a text, and the scores' spread."""

    out: Path
    rows: int
    scored: int
    seconds: float
    mean: float | None
    low: float | None
    high: float | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "out": str(self.out),
            "rows": self.rows,
            "scored": self.scored,
            "seconds": round(self.seconds, 2),
            "mean": self.mean,
            "low": self.low,
            "high": self.high,
        }

    def lines(self) -> list[str]:
        empty = self.rows - self.scored
        said = [
            f"Scored {number(self.scored, ',')} texts in {number(self.seconds, '.1f')} s"
            + (f" ({number(empty, ',')} empty rows left empty)" if empty else "")
        ]
        if self.mean is not None:
            said.append(
                f"  scores from {number(self.low, '.2f')} to {number(self.high, '.2f')}, "
                f"{number(self.mean, '.2f')} on average"
            )
        return [*said, f"Written: {self.out}"]


@dataclass(frozen=True)
class FileCheck:
    """The figures of a score predictor on a file with scores (``evaluate_file``)."""

    metrics: ScoreMetrics
    source: Path

    def to_dict(self) -> dict[str, Any]:
        return {**self.metrics.summary_fields(), "examples": self.metrics.examples, "data": str(self.source)}

    def lines(self) -> list[str]:
        m = self.metrics
        return [
            f"Off by {number(m.mae, '.2f')} on average on {number(m.examples, ',')} texts "
            f"(scores from {number(m.low, 'g')} to {number(m.high, 'g')})",
            f"  mean error (MAE) {number(m.mae, '.3f')}  RMSE {number(m.rmse, '.3f')}  "
            f"rank agreement (Spearman) {number(m.spearman, '.3f')}",
        ]


class ScoreModel:
    """A trained score predictor, ready to score texts."""

    def __init__(self, ref: str | Path, device: Any = None) -> None:
        from workbench.core.training.engine.checkpoints import read_best_info
        from workbench.core.training.families.score.objective import SCORE_MODEL_KWARGS
        from workbench.core.training.registry import known
        from workbench.core.training.runs.classifier import best_folder, load_trained

        best = best_folder(Path(ref).expanduser())
        trained = known(read_best_info(best).get("objective"))
        if trained is None or not trained.regression:
            raise WrongModelKind(
                translate("Use", "{name} does not predict a score.").format(name=Path(ref).name),
                translate("Use", "Choose a run that learned to predict scores."),
            )
        loaded = load_trained(best, device=device, model_kwargs=SCORE_MODEL_KWARGS)
        self.model, self.tokenizer, self.max_length = loaded.model, loaded.tokenizer, loaded.max_length

    def scores(self, texts: list[str], batch_size: int, cancel: threading.Event | None = None) -> list[float]:
        from workbench.core.training.data.batching import encode
        from workbench.core.training.families.score.objective import predict_scores

        encoded = encode(self.tokenizer, texts, (), self.max_length, cancel)
        device = next(self.model.parameters()).device
        check = (lambda: _check(cancel)) if cancel is not None else None
        return predict_scores(self.model, encoded, self.tokenizer, device, batch_size, None, check)


@dataclass(frozen=True)
class CheckedScore:
    """One checking text with its true score and the model's."""

    text: str
    true: float
    predicted: float
    location: str = ""  # where it sits in the run's data file ("row 5"); "" when not known

    @property
    def off_by(self) -> float:
        return abs(self.predicted - self.true)


@dataclass(frozen=True)
class CheckedScores:
    """The run's checking texts scored by its model (``texts``: the biggest misses first), and what always
    answering their average score would be off by, on average (what the model's mean error compares with)."""

    texts: tuple[CheckedScore, ...]
    average: float
    average_off_by: float


def run_check_scores(model: ScoreModel, run_dir: Path, batch_size: int = 16) -> CheckedScores:
    """The checking texts of the run in ``run_dir`` scored by ``model``, the biggest misses first."""
    from workbench.core.training.engine.run_folder import RunFolder

    _, validation = RunFolder(Path(run_dir)).read_data()
    predicted = model.scores(list(validation.texts), batch_size) if len(validation) else []
    locations = validation.locations or ("",) * len(validation)
    checked = [
        CheckedScore(text, true, guess, where)
        for text, true, guess, where in zip(
            validation.texts, validation.scores, predicted, locations, strict=True
        )
    ]
    checked.sort(key=lambda c: -c.off_by)
    average = sum(validation.scores) / len(validation) if len(validation) else 0.0
    off_by = sum(abs(s - average) for s in validation.scores) / len(validation) if len(validation) else 0.0
    return CheckedScores(tuple(checked), average, off_by)


def predict_file(
    ref: str | Path,
    data: Path,
    out: Path | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    *,
    text_column: str | None = None,
    overwrite: bool = False,
    batch_size: int = 16,
) -> ScoredFile:
    """Write a copy of ``data`` with a ``score`` column (beside it unless ``out`` is given); the file and the
    place of the copy are checked before the model loads."""
    from workbench.core.use import rows as row_files

    source = row_files.inspect(Path(data), text_column)
    target = row_files.check_output(source, out or row_files.default_output(source, "scored"), overwrite)
    model = ScoreModel(ref)
    report = progress or (lambda fraction, message: None)
    started = time.perf_counter()
    done, scored = 0, []
    with row_files.CopyWriter(source, target, ADDED_COLUMNS) as writer:
        rows = row_files.read_texts(source)
        while chunk := [row for _, row in zip(range(CHUNK_ROWS), rows, strict=False)]:
            _check(cancel)
            texts = [text for _row, text, _b in chunk if text]
            predicted = iter(model.scores(texts, batch_size, cancel)) if texts else iter(())
            for row, text, _b in chunk:
                value = next(predicted) if text else None
                writer.write(row, (f"{value:.4f}" if value is not None else "",))
                if value is not None:
                    scored.append(value)
            done += len(chunk)
            report(
                done / max(1, source.rows),
                formatted(translate("Use", "Scored {done:,} of {rows:,} rows"), done=done, rows=source.rows),
            )
        writer.commit()
    mean = sum(scored) / len(scored) if scored else None
    return ScoredFile(
        target,
        done,
        len(scored),
        time.perf_counter() - started,
        mean,
        min(scored) if scored else None,
        max(scored) if scored else None,
    )


def evaluate_file(
    ref: str | Path,
    data: Path,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    *,
    text_column: str | None = None,
    score_column: str | None = None,
    batch_size: int = 16,
) -> FileCheck:
    """The model's figures on ``data``, a file of texts with their true scores (read as training reads it)."""
    from workbench.core.training.families.score.data import read_scored_texts

    truth = read_scored_texts(Path(data), text_column=text_column, score_column=score_column)
    if not len(truth):
        from workbench.core.errors import DataError

        raise DataError(
            "empty",
            translate("Use", "{name} holds no text with a score.").format(name=Path(data).name),
            translate("Use", "Choose a file of scored texts."),
        )
    model = ScoreModel(ref)
    predicted: list[float] = []
    texts = list(truth.texts)
    for start in range(0, len(texts), CHUNK_ROWS):
        predicted += model.scores(texts[start : start + CHUNK_ROWS], batch_size, cancel)
        if progress is not None:
            progress(
                len(predicted) / len(texts),
                formatted(
                    translate("Use", "Scored {done:,} of {count:,} texts"),
                    done=len(predicted),
                    count=len(texts),
                ),
            )
    return FileCheck(score_metrics(truth.scores, predicted), Path(data))


def _check(cancel: threading.Event | None) -> None:
    if cancel is not None and cancel.is_set():
        raise Cancelled()
