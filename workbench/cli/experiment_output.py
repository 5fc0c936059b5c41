"""What both experiments share (``workbench experiment``, and with ``--prompting`` ``cli.prompting``): their
runs' config from the options, and what they print, a line on stderr for each run as it starts and ends, and
an arm's cell of the table."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any


def experiment_config(args: argparse.Namespace, model: str, data: Path) -> Any:
    """The ``TrainConfig`` the experiment's runs share, made as the experiment panels make theirs
    (``TrainSession.experiment_config``) from a new classifying run's settings: the options' model (else
    ``model``), method, check share and columns, reading ``data``, on the options' device."""
    from workbench.core.sessions.train import TrainSession

    session = TrainSession.for_task("classify")
    config = session.experiment_config(
        args.model or model,
        args.method,
        args.val_fraction,
        session.seed,
        data_file=str(data.resolve()),
        text_column=args.text_column,
        label_column=args.label_column,
    )
    return config.replace(device=args.device).validate()


def print_run(event: Any) -> None:
    """One line on stderr as each run starts, and its outcome when it ends."""
    from workbench.core.training.runs.experiment import RunEnded, RunStarted

    if isinstance(event, RunStarted):
        print(f"run {event.run.index + 1}/{event.total}: {event.run.label} …", file=sys.stderr, flush=True)
    elif isinstance(event, RunEnded):
        outcome = f"{event.accuracy:.1%} correct" if event.accuracy is not None else event.status
        print(f"    {outcome}", file=sys.stderr, flush=True)


def arm_cell(arm: Any, middle: str = "mean") -> str:
    """An arm's mean (or ``middle``: "median") accuracy with its lowest and highest run, or a dash before it
    has a run."""
    if arm.mean is None:
        return "—"
    return f"{getattr(arm, middle):.1%} ({arm.low:.1%}–{arm.high:.1%})"
