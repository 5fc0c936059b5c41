"""Continuing a finished run: a new run that starts from its kept weights, on the same training and check
texts, with a fresh schedule (warm-up and decay over the new epochs), linked to the first by its config's
``start_from``.  Unlike resuming (``listing.resume``), which finishes a stopped run's own schedule, this adds
epochs to a run that ended: what the advice "still improving at the end" proposes (``run_advice``).

The kept weights are ``best/``; for a run that was still improving at the end they are its final ones.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from workbench.core.errors import TrainingError, WorkbenchError
from workbench.core.training.config import TrainConfig
from workbench.core.training.engine.checkpoints import check_kept_weights
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.words import translate

MAX_MORE_EPOCHS = 1000


def continue_config(run_dir: Path, epochs: int) -> TrainConfig:
    """The config of a run that continues the finished run in ``run_dir`` for ``epochs`` more epochs: the
    same settings, the epochs given (no recipe minimum), a new folder, and ``start_from`` the first run."""
    from workbench.core.training.runs.listing import existing_run

    run_dir = Path(run_dir)
    info = existing_run(run_dir)
    if info.status != "finished":
        raise TrainingError(
            translate("Runs", "The run {name} is {status}: only a finished run can be continued.").format(
                name=info.name, status=info.status
            ),
            translate("Runs", "Resume a stopped run instead (`workbench resume`, or Resume in the history)."),
        )
    if not (run_dir / "best").is_dir():
        raise TrainingError(
            translate("Runs", "The run {name} kept no weights to continue from (no best/ folder).").format(
                name=info.name
            )
        )
    check_kept_weights(run_dir / "best")  # before the new run is made: it would start from them
    if not isinstance(epochs, int) or isinstance(epochs, bool) or not 1 <= epochs <= MAX_MORE_EPOCHS:
        raise TrainingError(
            translate("Runs", "The number of more epochs must be a whole number from 1 to {most}.").format(
                most=MAX_MORE_EPOCHS
            ),
            translate("Runs", "Try 3."),
        )
    config = RunFolder(run_dir).read_config()
    return config.replace(epochs=epochs, min_steps=None, out_dir=None, start_from=str(run_dir.resolve()))


def continue_training(
    run_dir: Path, epochs: int, on_event: Any = None, cancel: threading.Event | None = None
) -> Any:
    """Train the continuation of ``run_dir`` (see ``continue_config``) and return its ``TrainResult``."""
    from workbench.core.training.engine.loop import train

    config = continue_config(run_dir, epochs)
    train_data, val_data = RunFolder(Path(run_dir)).read_data()
    return train(config, train_data, val_data, on_event, cancel)


def continues(run_dir: Path) -> Path | None:
    """The run that the run in ``run_dir`` continues, or None."""
    try:
        start = RunFolder(Path(run_dir)).read_config().start_from
    except WorkbenchError:  # a damaged config: nothing to link
        return None
    return Path(start) if start else None
