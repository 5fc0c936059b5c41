"""The map of meaning, before and after: where a classifier run's check texts sit in the model's space before
fine-tuning and after, so a class sees the labels pull apart.

Each text's *sentence vector* is the mean of the last layer's token vectors over every token the model reads
(the attention mask), taken the same way from both models.  The *before* model is the run's starting point,
built exactly as the run built it (``engine.setup.load_prepared``: the starting model its config names; for
LoRA the base, whose new adapters start at zero and change nothing; for a run that continues another, that
run's kept weights); the *after* model is the same with the run's kept weights (``best/``) restored.

Each model's vectors are projected to 2-D by the same method, principal component analysis (the two
directions of widest spread, computed with numpy), each model on its own, each axis turned so that the first
label lies on its negative side.  The *separation* under each map is the share of texts whose ``K``
nearest other texts (cosine similarity in the full space) mostly share its true label: a leave-one-out
nearest-neighbour vote.  The same vote on the 2-D points (Euclidean) is ``separation_2d``.  Points are
outlined where the fine-tuned model answers wrongly: the same texts on both sides.

A separation means something only between labels: texts of a single label are refused before any model
loads.  Labels that differ only in capitals or spaces (``data.labelled.look_alike_labels``) are named in a
note; ``merge_case_labels`` reads a file's look-alike labels as one.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from workbench.core.errors import Cancelled, InputError
from workbench.core.training.data.labelled import look_alike_labels, look_alike_message, pair_text
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.training.recipes import is_classifier, takes_pairs
from workbench.core.words import number, translate

K = 5  # neighbours in the vote
MAX_TEXTS = 1000  # the first texts of a longer file are mapped (and the map says so)
BATCH = 32
PROJECTION = "PCA (the two directions of widest spread), each model on its own"
VECTOR = "the mean of the last layer's token vectors"
Progress = Callable[[float, str], None]


@dataclass(frozen=True, eq=False)
class MapSide:
    """One model's map: ``points`` float [texts, 2], the share of the spread the two axes show, and the
    nearest-neighbour separation in the full space and on the 2-D points."""

    which: str  # "before" or "after"
    points: np.ndarray = field(repr=False)
    explained: float
    separation: float
    separation_2d: float


@dataclass(frozen=True, eq=False)
class MeaningMap:
    run_dir: str
    model: str  # the starting model, as the run's config names it
    method: str
    texts: tuple[str, ...]  # as shown (a pair's two texts joined)
    labels: tuple[int, ...]  # true labels, indexes into label_names
    label_names: tuple[str, ...]  # the model's labels, then any the model never learned
    answers: tuple[int, ...]  # the fine-tuned model's answers, indexes into label_names
    before: MapSide
    after: MapSide
    source: str  # "the run's check texts" or the file's name
    notes: tuple[str, ...] = ()
    look_alike: tuple[Any, ...] = ()  # data.labelled.LookAlikeLabels among the true labels, not merged

    @property
    def wrong(self) -> tuple[bool, ...]:
        return tuple(a != y for a, y in zip(self.answers, self.labels, strict=True))

    def sides(self) -> tuple[MapSide, MapSide]:
        return self.before, self.after

    def csv_rows(self) -> list[list[str]]:
        """One row per text and model: the 2-D point, the true label and the fine-tuned model's answer."""
        rows = [["model", "index", "text", "label", "x", "y", "fine_tuned_answer", "wrong"]]
        for side in self.sides():
            for i, text in enumerate(self.texts):
                x, y = side.points[i]
                rows.append(
                    [
                        side.which,
                        str(i),
                        text,
                        self.label_names[self.labels[i]],
                        f"{x:.6g}",
                        f"{y:.6g}",
                        self.label_names[self.answers[i]],
                        "yes" if self.wrong[i] else "no",
                    ]
                )
        return rows

    def summary(self) -> dict[str, Any]:
        return {
            "run_dir": self.run_dir,
            "model": self.model,
            "texts": len(self.texts),
            "source": self.source,
            "projection": PROJECTION,
            "sentence_vector": VECTOR,
            "neighbours": K,
            **{
                f"{s.which}": {
                    "separation": s.separation,
                    "separation_2d": s.separation_2d,
                    "explained": s.explained,
                }
                for s in self.sides()
            },
            "wrong": sum(self.wrong),
            "notes": list(self.notes),
        }


def meaning_map(
    run_dir: Path,
    data: Path | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    *,
    text_column: str | None = None,
    label_column: str | None = None,
    text_b_column: str | None = None,
    merge_case_labels: bool = False,
) -> MeaningMap:
    """The map of the run's check texts (or of the labelled texts in ``data``, its look-alike labels read as
    one with ``merge_case_labels``) before and after."""
    from workbench.core.training.devices import choose_device
    from workbench.core.training.engine.checkpoints import check_kept_weights, read_best_info, restore_best
    from workbench.core.training.engine.setup import load_prepared
    from workbench.core.training.objectives.choice import objective_for

    report = progress or (lambda fraction, message: None)
    folder = RunFolder(Path(run_dir))
    config = folder.read_config()
    if not is_classifier(config.objective):
        raise InputError(
            translate("Runs", "The map of meaning is drawn for classifiers (of texts or of pairs of texts)."),
            translate("Runs", "Choose a run that learned labels."),
        )
    best = folder.best_dir
    known = tuple(read_best_info(best)["label_names"])
    check_kept_weights(best)  # before the model it started from is loaded and read
    texts, texts_b, true_names, source = _texts(
        folder, data, config, text_column, label_column, text_b_column, merge_case_labels
    )
    notes = []
    if len(texts) > MAX_TEXTS:
        notes.append(
            translate("Runs", "The first {shown} of {count} texts are mapped.").format(
                shown=number(MAX_TEXTS, ","), count=number(len(texts), ",")
            )
        )
        texts, true_names = texts[:MAX_TEXTS], true_names[:MAX_TEXTS]
        texts_b = texts_b[:MAX_TEXTS] if texts_b is not None else None
    if len(texts) < 3:
        raise InputError(
            translate("Runs", "A map needs at least 3 labelled texts."),
            translate("Runs", "Choose a file with more texts."),
        )
    counts = Counter(true_names)
    if len(counts) < 2:
        raise InputError(
            translate(
                "Runs",
                "Every text to map ({source}) has the same label, “{label}”. The map shows how texts of "
                "different "
                "labels pull apart, so it needs at least two labels.",
            ).format(source=source, label=true_names[0]),
            translate(
                "Runs",
                "Map a file with texts of two or more labels, or check that the labels come from the right "
                "column.",
            ),
        )
    look_alike = look_alike_labels(counts)
    if look_alike:
        notes.append(look_alike_message(look_alike))
    unseen = tuple(dict.fromkeys(name for name in true_names if name not in known))
    names = known + unseen
    if unseen:
        notes.append(
            translate("Runs", "Labels the model never learned: {labels}.").format(labels=", ".join(unseen))
        )
    labels = np.array([names.index(name) for name in true_names])
    report(0.05, translate("Runs", "Loading the model the run started from"))
    device = choose_device(config.device)
    _, prepared = load_prepared(config, objective_for(config, known), device)
    model = prepared.model.to(device.torch_device).eval()
    tokenizer = prepared.tokenizer

    def vectors(part: float, progress_words: str) -> tuple[np.ndarray, np.ndarray]:
        def step(done: int) -> None:
            if cancel is not None and cancel.is_set():
                raise Cancelled()
            report(
                part + 0.45 * done / len(texts),
                progress_words.format(done=number(done, ","), count=number(len(texts), ",")),
            )

        return sentence_vectors(model, tokenizer, texts, texts_b, config.max_length, step)

    before, _ = vectors(0.1, translate("Runs", "Sentence vectors before fine-tuning: {done} of {count}"))
    restore_best(best, model)
    after, logits = vectors(0.55, translate("Runs", "Sentence vectors after fine-tuning: {done} of {count}"))
    report(1.0, translate("Runs", "Projecting to 2-D"))
    shown = tuple(pair_text(a, b) for a, b in zip(texts, texts_b or [None] * len(texts), strict=True))
    return MeaningMap(
        run_dir=str(folder.path),
        model=config.model,
        method=config.method,
        texts=shown,
        labels=tuple(int(x) for x in labels),
        label_names=names,
        answers=tuple(int(x) for x in logits.argmax(axis=1)),
        before=map_side("before", before, labels),
        after=map_side("after", after, labels),
        source=source,
        notes=tuple(notes),
        look_alike=look_alike,
    )


def _texts(
    folder: RunFolder,
    data: Path | None,
    config: Any,
    text_column: str | None,
    label_column: str | None,
    text_b_column: str | None,
    merge_case_labels: bool = False,
) -> tuple[list[str], list[str] | None, list[str], str]:
    """(texts, second texts or None, true label names, where they came from)."""
    if data is None:
        _, check = folder.read_data()
        names = [check.label_names[y] for y in check.labels]
        seconds = list(check.texts_b) if getattr(check, "texts_b", None) is not None else None
        return list(check.texts), seconds, names, "the run's check texts"
    from workbench.core.training.data.labelled import load_dataset

    dataset = load_dataset(
        Path(data),
        text_column=text_column,
        label_column=label_column,
        text_b_column=text_b_column,
        pairs=takes_pairs(config.objective),
        merge_case_labels=merge_case_labels,
    )
    seconds = list(dataset.texts_b) if dataset.texts_b is not None else None
    return list(dataset.texts), seconds, [dataset.label_names[y] for y in dataset.labels], Path(data).name


def sentence_vectors(
    model: Any,
    tokenizer: Any,
    texts: Sequence[str],
    texts_b: Sequence[str] | None,
    max_length: int,
    step: Callable[[int], None] | None = None,
) -> tuple[np.ndarray, np.ndarray | None]:
    """(float32 [texts, hidden]: each text's mean last-layer vector over its tokens, float32 [texts, labels]:
    the classifier's scores, or None for a model without a classifier's head), batch by batch as in
    training.  ``step(texts done)`` after each batch (it may raise ``Cancelled``)."""
    import torch

    from workbench.core.training.data.batching import PAIR_TRUNCATION

    device = next(model.parameters()).device
    vectors, scores = [], []
    for start in range(0, len(texts), BATCH):
        chunk = [str(t) for t in texts[start : start + BATCH]]
        seconds = [str(t) for t in texts_b[start : start + BATCH]] if texts_b is not None else None
        batch = tokenizer(
            chunk,
            seconds,
            truncation=PAIR_TRUNCATION if seconds is not None else True,
            max_length=max_length,
            padding=True,
            return_tensors="pt",
        ).to(device)
        with torch.inference_mode():
            out = model(**batch, output_hidden_states=True)
        mask = batch["attention_mask"].unsqueeze(-1).float()
        last = out.hidden_states[-1].float()
        vectors.append(((last * mask).sum(dim=1) / mask.sum(dim=1).clamp(min=1.0)).cpu().numpy())
        if getattr(out, "logits", None) is not None:
            scores.append(out.logits.float().cpu().numpy())
        if step is not None:
            step(min(len(texts), start + BATCH))
    found = np.concatenate(scores).astype(np.float32) if scores else None
    return np.concatenate(vectors).astype(np.float32), found


def map_side(which: str, vectors: np.ndarray, labels: np.ndarray) -> MapSide:
    """One model's 2-D points and separations from its sentence vectors."""
    points, explained = project(vectors, labels)
    return MapSide(
        which, points, explained, neighbour_vote(vectors, labels), neighbour_vote(points, labels, False)
    )


def project(vectors: np.ndarray, labels: np.ndarray | None = None) -> tuple[np.ndarray, float]:
    """(the 2-D points of ``vectors`` by PCA, the share of the variance they keep).  Each axis is turned so
    that the first label's mean is on its negative side (the maps before and after then face alike)."""
    x = np.asarray(vectors, dtype=np.float64)
    x = x - x.mean(axis=0)
    _, s, vt = np.linalg.svd(x, full_matrices=False)
    components = vt[:2]
    points = x @ components.T
    if points.shape[1] < 2:
        points = np.pad(points, ((0, 0), (0, 2 - points.shape[1])))
    if labels is not None and len(labels):
        first = np.asarray(labels) == np.asarray(labels)[0]
        signs = np.where(points[first].mean(axis=0) > 0, -1.0, 1.0)
        points = points * signs
    total = float((s**2).sum())
    return points.astype(np.float32), float((s[:2] ** 2).sum() / total) if total > 0 else 0.0


def neighbour_vote(vectors: np.ndarray, labels: np.ndarray, cosine: bool = True, k: int = K) -> float:
    """The share of points whose ``k`` nearest other points (by cosine similarity, or Euclidean distance)
    vote for its own label; a tied vote goes to the tied label of the nearest point."""
    x = np.asarray(vectors, dtype=np.float64)
    y = np.asarray(labels)
    n = len(y)
    if n < 2:
        return 0.0
    k = min(k, n - 1)
    if cosine:
        unit = x / np.maximum(np.linalg.norm(x, axis=1, keepdims=True), 1e-12)
        closeness = unit @ unit.T
    else:
        closeness = -((x[:, None, :] - x[None, :, :]) ** 2).sum(axis=-1)
    np.fill_diagonal(closeness, -np.inf)
    nearest = np.argsort(-closeness, axis=1, kind="stable")[:, :k]
    right = 0
    for i in range(n):
        votes = y[nearest[i]]
        values, counts = np.unique(votes, return_counts=True)
        tied = set(values[counts == counts.max()].tolist())
        winner = next(int(v) for v in votes if int(v) in tied)  # the nearest of the tied labels
        right += winner == int(y[i])
    return right / n
