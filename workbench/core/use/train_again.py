"""Training again with corrected labels: a new run with the same settings as a classifier run, on its data
file with corrections applied (``core.use.corrections``), linked to the first by its config's
``corrected_from``.

The settings are the first run's saved config, read as ``continuing`` reads it; only the data file (the
corrected copy), the run folder (a new one) and the link change.  So that the gain is the corrections' alone
and is measured honestly, the new run learns from the first run's own training part and is checked on the
first run's own check part (as its ``data.json`` holds them), each with the corrections applied: a relabelled
text keeps its place with its new label, a dropped one is left out.  The check texts are therefore the same
texts; where some were corrected, the first run's kept model is scored again on the corrected check texts
(``compare_with_first``), so both runs are compared on the same labels.

Each example is found in the file by the row a run keeps for it (``StoredDataset.locations``); for a run kept
before rows were stored, by its text, read again from the first run's data file.

Rows are only ever mapped back onto the file the run read: a run keeps the checksum of its data file
(``data.json``'s ``data_sha256``), and ``save_corrected_copy``, the one place that maps a run's rows onto its
file (the Results page's *Save corrected copy* and *Train again*, and ``workbench train-again``), refuses a
file that changed since, naming it, rather than re-map the rows by their text.  Re-mapping cannot be right in
every case: a text may stand in two rows, an edit may have changed the very texts or labels, and a
correction may name a row the run never saw (left out as a repeat, or by ``max_examples``); a wrong row
relabelled is the silent error this prevents, and the way out (the file put back, or a new run trained on the
file as it is now) is one plain step.  A run kept before the checksum was recorded is corrected as before.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from workbench.core.errors import TrainingError
from workbench.core.training.config import TrainConfig
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.training.recipes import is_classifier, takes_pairs
from workbench.core.words import number, translate


@dataclass(frozen=True)
class AgainRequest:
    """What a run trained again needs: its config and its two parts (``train()``'s arguments)."""

    config: TrainConfig
    train: Any  # StoredDataset
    validation: Any
    corrected_checks: int  # check texts relabelled or dropped


@dataclass(frozen=True)
class Comparison:
    """A run trained again next to its first run, on the same check texts."""

    first: Path
    first_accuracy: float | None  # as the first run recorded it, on the check labels before correction
    first_on_corrected: (
        float | None
    )  # the first run's kept model on the corrected check texts (None: no change)
    accuracy: float | None  # the run trained again, on the corrected check texts
    checks: int  # the check texts of the run trained again
    relabelled: tuple[str, ...]  # the check texts whose label was corrected ("row 5", or the text)
    dropped: tuple[str, ...]  # the check texts left out

    @property
    def first_same_labels(self) -> float | None:
        """The first run's accuracy on the labels the new run is checked on."""
        return self.first_on_corrected if self.first_on_corrected is not None else self.first_accuracy

    def sentence(self) -> str:
        """One plain line: both scores on the same check texts, and which of them were corrected."""
        first, new = self.first_same_labels, self.accuracy
        line = (
            f"Accuracy on the same {self.checks} check texts: {_percent(first)} for the first run, "
            f"{_percent(new)} trained again."
        )
        if not (self.relabelled or self.dropped):
            return line + " None of the check texts was corrected."
        parts = [f"relabelled: {', '.join(self.relabelled)}"] if self.relabelled else []
        parts += [f"dropped: {', '.join(self.dropped)}"] if self.dropped else []
        return (
            f"{line} Check texts corrected ({'; '.join(parts)}): both runs are scored on the corrected labels"
            f" (the first run scored {_percent(self.first_accuracy)} on the labels before correction)."
        )


def train_again_config(run_dir: Path, corrected_file: Path) -> TrainConfig:
    """The first run's saved settings with the corrected file, a new folder and ``corrected_from``.  The
    corrected copy of a workbook's sheet is a workbook of that sheet alone, read as its first."""
    config = _correctable(Path(run_dir))
    return config.replace(
        data_path=str(Path(corrected_file).resolve()),
        data_sheet=None,
        out_dir=None,
        corrected_from=str(Path(run_dir).resolve()),
    )


def labels_to_correct(run_dir: Path) -> tuple[str, ...]:
    """The labels a correction of the run in ``run_dir`` can give (its task's)."""
    _correctable(Path(run_dir))
    train, _ = RunFolder(Path(run_dir)).read_data()
    return tuple(train.label_names)


def _correctable(run_dir: Path) -> TrainConfig:
    """The saved config of ``run_dir``; a ``TrainingError`` for a run still training or one without labels."""
    from workbench.core.training.runs.listing import existing_run

    info = existing_run(run_dir)
    if info.status == "running":
        raise TrainingError(
            translate("Use", "The run {name} is still training.").format(name=info.name),
            translate("Use", "Wait for it to end, then train again."),
        )
    config = RunFolder(run_dir).read_config()
    if not is_classifier(config.objective):
        raise TrainingError(
            translate(
                "Use", "The run {name} does not sort texts into labels, so it has no labels to correct."
            ).format(name=info.name)
        )
    return config


def train_again_request(run_dir: Path, copy: Any) -> AgainRequest:
    """The run that trains ``run_dir`` again on ``copy`` (a ``CorrectedCopy`` of its data file)."""
    run_dir = Path(run_dir)
    config = train_again_config(run_dir, copy.path)
    first = RunFolder(run_dir).read_config()
    train, validation = RunFolder(run_dir).read_data()
    new = {change.row: change.new_label for change in copy.changes}
    corrected_train, _ = _corrected(first, train, new, copy)
    corrected_validation, changed = _corrected(first, validation, new, copy)
    if len(corrected_train) == 0 or len(corrected_validation) == 0:
        raise TrainingError(
            translate("Use", "The corrections drop every text of the training part.")
            if len(corrected_train) == 0
            else translate("Use", "The corrections drop every text of the check part."),
            translate("Use", "Drop fewer rows."),
        )
    return AgainRequest(config, corrected_train, corrected_validation, changed)


def train_again(
    run_dir: Path, corrections: Any, on_event: Any = None, cancel: threading.Event | None = None
) -> tuple[Any, Any]:
    """Apply ``corrections`` (``Correction``s) to the data file of ``run_dir`` and train again:
    (the ``CorrectedCopy``, the new run's ``TrainResult``)."""
    from workbench.core.training.engine.loop import train

    copy = save_corrected_copy(run_dir, corrections)
    request = train_again_request(run_dir, copy)
    return copy, train(request.config, request.train, request.validation, on_event, cancel)


def save_corrected_copy(run_dir: Path, corrections: Any) -> Any:
    """The corrected copy of the data file of ``run_dir`` and the list of its corrections, beside it; a
    ``CorrectionError`` when the file changed since the run read it (see the module doc)."""
    from workbench.core.use.corrections import apply_corrections

    config = RunFolder(Path(run_dir)).read_config()
    if not config.data_path:
        raise TrainingError(translate("Use", "This run names no data file to correct."))
    train, _ = RunFolder(Path(run_dir)).read_data()
    check_same_file(Path(run_dir), Path(config.data_path).expanduser(), getattr(train, "source_sha256", None))
    return apply_corrections(
        Path(config.data_path),
        corrections,
        labels=train.label_names,
        text_column=config.text_column,
        label_column=config.label_column,
        text_b_column=config.text_b_column,
        pairs=takes_pairs(config.objective),
        sheet=config.data_sheet,
    )


def check_same_file(run_dir: Path, data: Path, recorded: str | None) -> None:
    """Refuse (``CorrectionError``) to map the rows of the run in ``run_dir`` onto ``data`` when the file's
    checksum is not ``recorded``, the one the run kept; a run that kept none (trained before it was recorded)
    passes, as before."""
    from workbench.core.training.data.gate import file_sha256
    from workbench.core.use.corrections import CorrectionError

    if recorded is None or not data.is_file() or file_sha256(data) == recorded:
        return  # a file that is gone is refused by the reader, in its own words
    raise CorrectionError(
        translate(
            "Use",
            "{data} has changed since the run {name} was trained on it, so the run's row numbers may "
            "now name other texts, and a correction could change the wrong row.",
        ).format(data=data, name=run_dir.name),
        translate(
            "Use",
            "Put the file back as it was when the run trained, or train a new run on the file as it "
            "is now (workbench train --data {name}, or the Fine-tuning tab) and correct that run.",
        ).format(name=data.name),
    )


def corrected_from(run_dir: Path) -> Path | None:
    """The run that the run in ``run_dir`` trains again with corrections, or None."""
    from workbench.core.errors import WorkbenchError

    try:
        first = RunFolder(Path(run_dir)).read_config().corrected_from
    except WorkbenchError:
        return None
    return Path(first) if first else None


def compare_with_first(run_dir: Path, cancel: threading.Event | None = None) -> Comparison | None:
    """Both runs' accuracies on the check texts of ``run_dir`` (a run trained again), or None for a run that
    is not one.  The first run's kept model answers the corrected check texts again when some were
    corrected."""
    from workbench.core.training.runs.listing import existing_run

    first_dir = corrected_from(run_dir)
    if first_dir is None:
        return None
    _, checks = RunFolder(Path(run_dir)).read_data()
    first_info = existing_run(first_dir)
    _, first_checks = RunFolder(first_dir).read_data()
    relabelled, dropped = _check_changes(first_checks, checks)
    again = existing_run(Path(run_dir)).accuracy
    first_on_corrected = None
    if (relabelled or dropped) and (first_dir / "best").is_dir():
        first_on_corrected = _accuracy(first_dir, checks)
    return Comparison(
        first_dir, first_info.accuracy, first_on_corrected, again, len(checks), relabelled, dropped
    )


def _corrected(config: TrainConfig, part: Any, new: dict[int, str | None], copy: Any) -> tuple[Any, int]:
    """``part`` with the corrections ``new`` (row -> label, None dropped) applied, and how many it changed;
    each example's location becomes its row in the corrected ``copy``, the new run's file, whose checksum it
    keeps."""
    from workbench.core.use.corrections import row_of

    names = tuple(part.label_names)
    locations = _locations_of(config, part)
    keep, labels, changed = [], [], 0
    for i, location in enumerate(locations):
        row = row_of(location)
        if row in new:
            changed += 1
            if new[row] is None:
                continue
            labels.append(names.index(new[row]))
        else:
            labels.append(part.labels[i])
        keep.append(i)
    texts_b = tuple(part.texts_b[i] for i in keep) if part.texts_b is not None else None
    return replace(
        part,
        texts=tuple(part.texts[i] for i in keep),
        labels=tuple(labels),
        texts_b=texts_b,
        locations=tuple(copy.moved(locations[i]) for i in keep),
        source_sha256=copy.sha256,
    ), changed


def _locations_of(config: TrainConfig, part: Any) -> list[str]:
    """Where each example of ``part`` sits in the data file ("row 5"): as the run kept it, or for a run kept
    before locations were stored, found by its text in the data file ("" where the text is not found once)."""
    from workbench.core.training.data.run_data import read_labelled_file

    if part.locations is not None:
        return list(part.locations)
    if not config.data_path or not Path(config.data_path).expanduser().is_file():
        raise TrainingError(
            translate(
                "Use",
                "This run was trained before the rows of its examples were kept, and its data file "
                "is gone, so "
                "its examples cannot be matched to the corrected rows.",
            ),
            translate("Use", "Train the corrected file as a new run (workbench train --data FILE)."),
        )
    dataset = read_labelled_file(config)  # the rows as the run read them
    seen: dict[str, list[str]] = {}
    for i, location in enumerate(dataset.locations):
        seen.setdefault(dataset.shown(i), []).append(location)
    shown = [_shown(part, i) for i in range(len(part.texts))]
    return [seen[text][0] if len(seen.get(text, ())) == 1 else "" for text in shown]


def _shown(part: Any, i: int) -> str:
    from workbench.core.training.data.labelled import pair_text

    return pair_text(part.texts[i], part.texts_b[i] if part.texts_b is not None else None)


def _check_changes(first: Any, again: Any) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The check texts of ``first`` relabelled and dropped in ``again`` (a subsequence of it, in order)."""
    relabelled, dropped, j = [], [], 0
    names = tuple(first.label_names)
    for i in range(len(first.texts)):
        where = (first.locations[i] if first.locations else "") or f"“{_shown(first, i)[:40]}”"
        if j < len(again.texts) and _shown(again, j) == _shown(first, i):
            if names[again.labels[j]] != names[first.labels[i]]:
                relabelled.append(where)
            j += 1
        else:
            dropped.append(where)
    return tuple(relabelled), tuple(dropped)


def _accuracy(run_dir: Path, part: Any) -> float:
    from workbench.core.training.runs.classifier import load_trained

    classifier = load_trained(run_dir)
    texts_b = list(part.texts_b) if part.texts_b is not None else None
    predicted = classifier.predict(list(part.texts), texts_b=texts_b)
    names = tuple(part.label_names)
    right = sum(1 for p, label in zip(predicted, part.labels, strict=True) if p.label == names[label])
    return right / max(len(part.texts), 1)


def _percent(value: float | None) -> str:
    return "–" if value is None else number(value, ".1%")
