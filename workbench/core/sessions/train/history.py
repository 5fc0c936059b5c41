"""What the Fine-tuning tab reads of the runs on this computer.  The history page's, in a worker: each run
with the size of its data and its summary, and the curves of the runs selected.  And of one run: its
settings (*New run from these settings*), whether it learned pairs of texts (*Label a file*), and a text of
its own held-out passages to start *Before and after* with.  Plain functions, no Qt."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class RunRow:
    """One run as the table shows it: ``info`` (runs.RunInfo) plus its data size and summary."""

    info: Any
    train_examples: int
    val_examples: int
    summary: dict[str, Any] | None
    tested: dict[str, float] = field(default_factory=dict)  # accuracy on the user's test files, by file name
    corrected_from: Path | None = None  # the run this one trained again with corrected labels

    @property
    def missing(self) -> bool:
        """Whether the run was recorded outside the runs folder and its folder has gone since."""
        from workbench.core.training.runs.listing import MISSING

        return self.info.status == MISSING

    @property
    def shown_name(self) -> str:
        """The run's name in the table, in words (its task, data file and start: ``runs.listing.run_title``);
        a run trained again is marked, and listed just below its first run."""
        title = self.info.title or self.info.name
        return f"↳ corrected: {title}" if self.corrected_from is not None else title

    @property
    def name_tip(self) -> str:
        tip = f"{self.info.title}\nFolder: {self.info.name} ({self.info.path})"
        if self.corrected_from is not None:
            tip += (
                f"\nTrained again with corrected labels, from {self.corrected_from.name} (the run above it)."
            )
        return tip


def read_rows() -> list[RunRow]:
    """Runs in a worker: every run, newest first, with the size of its data."""
    from workbench.core.training.engine.run_folder import RunFolder
    from workbench.core.training.runs.listing import list_runs
    from workbench.core.use.evaluate import recorded_scores
    from workbench.core.use.train_again import corrected_from

    rows = []
    for info in list_runs():
        folder = RunFolder(info.path)
        try:
            data = json.loads(folder.data_file.read_text(encoding="utf-8"))
            key = "words" if "words" in data["train"] else "texts"  # sentences of a name finder
            sizes = len(data["train"][key]), len(data["validation"][key])
        except (OSError, ValueError, KeyError, TypeError):
            sizes = (0, 0)
        tested = {}
        for record in reversed(recorded_scores(info.path)):  # the newest test of a file name wins
            tested[record["name"]] = record["accuracy"]
        rows.append(
            RunRow(info, sizes[0], sizes[1], folder.read_summary(), tested, corrected_from(info.path))
        )
    return beside_first(rows)


def list_rows(progress: Any = None, cancel: Any = None) -> tuple[list[RunRow], list[str]]:
    """The runs list's job: (every run's row, the notices of a runs record found damaged and repaired)."""
    from workbench.core.training.engine.run_index import take_notices

    return read_rows(), take_notices()


def beside_first(rows: list[RunRow]) -> list[RunRow]:
    """``rows`` with each run trained again with corrections moved to just below its first run (when that is
    listed), so both scores are read together."""
    firsts = {row.info.path.resolve() for row in rows}
    later = [row for row in rows if row.corrected_from is not None and row.corrected_from.resolve() in firsts]
    ordered: list[RunRow] = []

    def place(row: RunRow) -> None:
        ordered.append(row)
        for again in later:
            if again.corrected_from.resolve() == row.info.path.resolve():
                place(again)

    for row in rows:
        if not any(row is again for again in later):
            place(row)
    return ordered


def read_curves(
    paths: list[Path], progress: Any = None, cancel: Any = None
) -> list[tuple[Path, list[tuple[float, float]], list[tuple[float, float, float]]]]:
    """Runs in a worker: (epoch, loss) of each step and (epoch, loss, accuracy) of each check, per run; a
    family whose figures are its own draws the one its ``Figures`` name (a score predictor's mean error)."""
    from workbench.core.training.engine.run_folder import RunFolder
    from workbench.core.training.registry import metrics_family

    curves = []
    for path in paths:
        steps, evals = [], []
        for record in RunFolder(path).read_metrics():
            if record.get("type") == "step":
                steps.append((float(record["epoch"]), float(record["loss"])))
            elif record.get("type") == "eval":
                own = metrics_family(record)
                if own is not None and own.figures is not None:
                    score = record[own.figures.curve]
                else:  # a name finder's curve is its entity F1, a question answerer's its F1
                    score = record.get(
                        "entity_f1", record["f1"] if "exact_match" in record else record.get("accuracy")
                    )
                evals.append((float(record["epoch"]), float(record["loss"]), float(score)))
        curves.append((path, steps, evals))
    return curves


def read_run_config(path: Path) -> Any:
    """The ``TrainConfig`` the run in ``path`` trained with (``WorkbenchError`` or ``OSError`` when its folder
    cannot be read)."""
    from workbench.core.training.engine.run_folder import RunFolder

    return RunFolder(path).read_config()


def learned_objective(run_dir: Path) -> str:
    """The objective the run in ``run_dir`` learned (its kept weights' record), "classify" when it has none
    to read (loading the model then says what is wrong)."""
    from workbench.core.errors import WorkbenchError
    from workbench.core.training.engine.checkpoints import read_best_info
    from workbench.core.training.runs.classifier import best_folder

    try:
        return str(read_best_info(best_folder(run_dir)).get("objective") or "classify")
    except WorkbenchError:
        return "classify"


def learned_pairs(run_dir: Path) -> bool:
    """Whether the run in ``run_dir`` learned to classify pairs of texts (its kept weights' record says
    so)."""
    from workbench.core.errors import WorkbenchError
    from workbench.core.training.engine.checkpoints import read_best_info
    from workbench.core.training.recipes import takes_pairs
    from workbench.core.training.runs.classifier import best_folder

    try:
        return takes_pairs(read_best_info(best_folder(run_dir)).get("objective"))
    except WorkbenchError:  # no record to read: loading the model says what is wrong
        return False


FALLBACK = {"fill": "The man went to the ___ to buy milk.", "next": "Once upon a"}


def first_text(run_dir: Path, kind: str) -> str:
    """A starting text from the run's own held-out passages: its first sentence with its longest word blanked
    (fill), or its first few words (next); a classic example when the passages cannot be read."""
    from workbench.core.training.engine.run_folder import RunFolder

    try:
        _, validation = RunFolder(run_dir).read_data()
        passage = next(t for t in validation.texts if len(t.split()) >= 4)
    except (OSError, ValueError, KeyError, StopIteration):
        return FALLBACK[kind]
    sentence = re.split(r"(?<=[.!?])\s", passage.strip())[0]
    words = sentence.split()[:24]
    if kind == "next":
        return " ".join(words[: max(3, min(8, len(words) - 1))])
    longest = max(range(len(words)), key=lambda i: len(re.sub(r"\W", "", words[i])))
    core = re.sub(r"\W", "", words[longest])
    words[longest] = words[longest].replace(core, "___", 1) if core else "___"
    return " ".join(words)
