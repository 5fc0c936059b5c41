"""Measure a model on a file the user kept aside: a classifier's scores on labelled texts, a language model's
perplexity on plain text.

``score_file`` reads a labelled file as training data is read (the same column guessing and messages; two
text columns for a classifier of pairs), predicts every text and scores the answers with the same metrics as a
run's evaluations, with how often it was right in each language of the texts (``by_language``, told as the
data page tells them; a pair's by its first text).  Labels the model
never saw are counted as mistakes (it cannot give them) and listed in ``unseen_labels``; they get a row of
their own in the confusion matrix.

``perplexity`` follows the usual definition: the exponential of the mean negative log-likelihood of every
token the model predicts.  Each line of the file is read on its own and encoded as the tokenizer encodes it
(with its own special tokens); a line longer than the model's window is read in windows that overlap by half,
each token predicted once, with the context before it.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from workbench.core.errors import Cancelled, InputError, WrongModelKind
from workbench.core.training.data.corpus import TextCorpus, read_text_corpus
from workbench.core.training.data.labelled import load_dataset, pair_text
from workbench.core.training.families.classify.languages import accuracy_by_language
from workbench.core.training.objectives.metrics import EvalMetrics, by_language_dict, classification_metrics
from workbench.core.training.runs.classifier import TrainedClassifier
from workbench.core.words import formatted, translate

Progress = Callable[[float, str], None]
WORST_KEPT = 20
TESTED = "tested"  # a run folder's sub-folder holding its scores on the user's own test files


@dataclass(frozen=True)
class Mistake:
    text: str  # a pair's two texts on one line (``pair_text``)
    true: str
    predicted: str
    confidence: float  # how sure the model was of its answer (wrong, for a mistake)
    location: str = ""  # where the text sits in the run's data file ("row 5"), when the run kept it


@dataclass(frozen=True)
class FileScores:
    source: Path
    metrics: EvalMetrics  # label_names: the model's labels, then any the test file adds
    unseen_labels: tuple[str, ...]
    worst: tuple[Mistake, ...]  # the surest mistakes first

    def to_dict(self) -> dict[str, Any]:
        m = self.metrics
        per_label = {
            name: {"precision": m.precision[i], "recall": m.recall[i], "f1": m.f1[i], "support": m.support[i]}
            for i, name in enumerate(m.label_names)
        }
        return {
            "examples": m.examples,
            "accuracy": m.accuracy,
            "macro_f1": m.macro_f1,
            "per_label": per_label,
            "confusion": {"labels": list(m.label_names), "matrix": [list(r) for r in m.confusion]},
            "unseen_labels": list(self.unseen_labels),
            "by_language": by_language_dict(m.by_language),
        }


def score_file(
    classifier: TrainedClassifier,
    data: Path,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    *,
    text_column: str | None = None,
    label_column: str | None = None,
    batch_size: int = 32,
    text_b_column: str | None = None,
    sheet: str | None = None,
) -> FileScores:
    """Scores of ``classifier`` on the labelled texts (or pairs of texts) in ``data`` (in its ``sheet``, for
    a workbook; None: the first)."""
    dataset = load_dataset(
        Path(data),
        text_column=text_column,
        label_column=label_column,
        text_b_column=text_b_column,
        pairs=classifier.pairs,
        sheet=sheet,
    )
    known = tuple(classifier.label_names)
    unseen = tuple(name for name in dataset.label_names if name not in known)
    names = known + unseen
    index = {name: i for i, name in enumerate(names)}
    true = [index[dataset.label_names[label]] for label in dataset.labels]
    report = progress or (lambda fraction, message: None)
    predicted: list[int] = []
    scores: list[float] = []
    texts, seconds = list(dataset.texts), dataset.texts_b
    for start in range(0, len(texts), batch_size):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        chunk_b = seconds[start : start + batch_size] if seconds is not None else None
        for p in classifier.predict(texts[start : start + batch_size], batch_size, texts_b=chunk_b):
            predicted.append(index[p.label])
            scores.append(p.score)
        done = min(len(texts), start + batch_size)
        report(
            done / len(texts),
            formatted(translate("Use", "{done:,} of {count:,} texts"), done=done, count=len(texts)),
        )
    metrics = classification_metrics(true, predicted, names, loss=float("nan"))
    metrics = replace(metrics, by_language=accuracy_by_language(dataset.texts, true, predicted))
    answers = [(names[p], s) for p, s in zip(predicted, scores, strict=True)]
    worst = surest_mistakes(
        [dataset.shown(i) for i in range(len(dataset))], [names[t] for t in true], answers
    )
    return FileScores(Path(data), metrics, unseen, worst)


def record_scores(run_dir: Path, scores: FileScores) -> Path | None:
    """Keep ``scores`` in the run's folder (``tested/``) so that the run history can compare runs on the same
    test file; nothing is kept for a model that is not a run folder.  Returns the file written.  Raises
    OSError when the folder cannot take it (read-only, say): the caller shows the scores all the same."""
    import hashlib
    import json
    import os
    from datetime import datetime

    run = Path(run_dir)
    if not (run / "status.json").is_file():
        return None
    source = scores.source.resolve()
    folder = run / TESTED
    folder.mkdir(exist_ok=True)
    target = folder / f"{source.stem}-{hashlib.sha1(str(source).encode()).hexdigest()[:8]}.json"
    m = scores.metrics
    record = {
        "file": str(source),
        "name": source.name,
        "examples": m.examples,
        "accuracy": m.accuracy,
        "macro_f1": m.macro_f1,
        "tested": datetime.now().isoformat(timespec="seconds"),
    }
    partial = target.with_suffix(".partial")
    try:
        partial.write_text(json.dumps(record, indent=2), encoding="utf-8")
        os.replace(partial, target)
    except OSError:
        partial.unlink(missing_ok=True)
        raise
    return target


def recorded_scores(run_dir: Path) -> list[dict[str, Any]]:
    """The scores kept by ``record_scores`` for the run in ``run_dir``, newest test first (unreadable ones
    left out)."""
    import json

    records = []
    for path in sorted((Path(run_dir) / TESTED).glob("*.json")):
        try:
            record = json.loads(path.read_text(encoding="utf-8"))
            records.append(
                {
                    "name": str(record["name"]),
                    "file": str(record["file"]),
                    "accuracy": float(record["accuracy"]),
                    "tested": str(record.get("tested", "")),
                }
            )
        except (OSError, ValueError, KeyError, TypeError):
            continue
    return sorted(records, key=lambda r: r["tested"], reverse=True)


def surest_mistakes(
    texts: Sequence[str], true: Sequence[str], answers: Sequence[tuple[str, float]], limit: int = WORST_KEPT
) -> tuple[Mistake, ...]:
    """The wrong answers (``answers``: the model's label and its confidence per text), surest first."""
    wrong = [Mistake(t, y, a, c) for t, y, (a, c) in zip(texts, true, answers, strict=True) if a != y]
    return tuple(sorted(wrong, key=lambda m: -m.confidence)[:limit])


def run_mistakes(classifier: TrainedClassifier, run_dir: Path, limit: int = 10) -> tuple[Mistake, ...]:
    """The surest mistakes of ``classifier`` on the checking texts of the run in ``run_dir``."""
    return run_review(classifier, run_dir, limit)[0]


def run_review(
    classifier: TrainedClassifier, run_dir: Path, limit: int = 10
) -> tuple[tuple[Mistake, ...], tuple[Mistake, ...]]:
    """(the surest mistakes, the answers the model was least sure of, right or wrong) of ``classifier`` on
    the checking texts of the run in ``run_dir``, each with its row in the data file when the run kept it:
    the texts a person should read first."""
    from workbench.core.training.engine.run_folder import RunFolder

    _, validation = RunFolder(run_dir).read_data()
    seconds = validation.texts_b
    predictions = classifier.predict(list(validation.texts), texts_b=seconds)
    locations = getattr(validation, "locations", None) or [""] * len(validation)
    answers = [
        Mistake(pair_text(a, b), validation.label_names[label], p.label, p.score, where)
        for a, b, label, p, where in zip(
            validation.texts,
            seconds or [None] * len(validation),
            validation.labels,
            predictions,
            locations,
            strict=True,
        )
    ]
    wrong = sorted((m for m in answers if m.predicted != m.true), key=lambda m: -m.confidence)
    return tuple(wrong[:limit]), tuple(sorted(answers, key=lambda m: m.confidence)[:limit])


@dataclass(frozen=True)
class Perplexity:
    perplexity: float
    tokens: int  # tokens predicted (and counted)
    lines: int  # lines of text read

    def to_dict(self) -> dict[str, Any]:
        return {"perplexity": self.perplexity, "tokens": self.tokens, "lines": self.lines}


def perplexity(
    loaded: Any,
    data: Path | TextCorpus,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> Perplexity:
    """The perplexity of the causal language model ``loaded`` (a ``LoadedModel``) on the lines of ``data``
    (a text file or folder of them, read as for adapting a model; or those passages already read)."""
    import torch

    if getattr(loaded, "task", "") != "causal-lm":
        raise WrongModelKind(
            translate(
                "Use",
                "{name} is not a left-to-right (GPT-style) language model, so it has no perplexity here.",
            ).format(name=loaded.name),
            translate("Use", "Choose a causal language model such as smollm2-135m."),
        )
    lines = list((data if isinstance(data, TextCorpus) else read_text_corpus(Path(data))).texts)
    model, tokenizer = loaded.model, loaded.tokenizer
    window = _window(model, tokenizer)
    device = next(model.parameters()).device
    total_nll, total_tokens = 0.0, 0
    report = progress or (lambda fraction, message: None)
    for number, line in enumerate(lines, start=1):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        ids = tokenizer(line, add_special_tokens=True)["input_ids"]
        for start, end, first in _windows(len(ids), window):
            chunk = torch.tensor([ids[start:end]], device=device)
            with torch.no_grad():
                logits = model(input_ids=chunk).logits[0].float()
            targets = chunk[0, 1:]
            nll = torch.nn.functional.cross_entropy(logits[:-1], targets, reduction="none")
            counted = nll[first - start - 1 :] if first > start else nll
            total_nll += float(counted.sum())
            total_tokens += int(counted.numel())
        report(
            number / len(lines),
            formatted(translate("Use", "{number:,} of {count:,} lines"), number=number, count=len(lines)),
        )
    if total_tokens == 0:
        raise InputError(
            translate("Use", "Every line of the text is too short to predict a token from."),
            translate("Use", "Use longer lines of text."),
        )
    return Perplexity(math.exp(total_nll / total_tokens), total_tokens, len(lines))


def _window(model: Any, tokenizer: Any) -> int:
    limit = getattr(model.config, "max_position_embeddings", None) or 1024
    tok_limit = getattr(tokenizer, "model_max_length", None) or limit
    return max(8, min(int(limit), int(tok_limit) if tok_limit < 1e9 else int(limit), 2048))


def _windows(length: int, window: int) -> list[tuple[int, int, int]]:
    """(start, end, first token counted) of each window over ``length`` tokens: half-overlapping windows,
    each token after the first counted in exactly one of them."""
    if length <= window:
        return [(0, length, 1)] if length > 1 else []
    stride = window // 2
    spans, counted_to = [], 1
    start = 0
    while counted_to < length:
        end = min(length, start + window)
        spans.append((start, end, counted_to))
        counted_to = end
        start = end - window + stride if end < length else end
        start = max(start, 0)
    return spans
