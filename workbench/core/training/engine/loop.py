"""The training loop: ``train(config, train_data, val_data, on_event, cancel) -> TrainResult``.

Written out rather than using transformers' Trainer, so that every part a lecture names is visible here:
AdamW with weight decay (none on biases and normalisation weights), a learning rate that warms up linearly
over the first ``warmup_ratio`` of the steps and then falls linearly to zero, gradient clipping, gradient
accumulation, batches padded per batch, bf16/fp16 autocast on a GPU that has it (fp32 on the CPU).

One optimizer step learns from ``batch_size x grad_accumulation`` examples.  When the GPU runs out of memory
the step is repeated with half as many examples per forward pass and twice as many passes, so a step still
learns from the same examples, and a ``BatchReduced`` event says so.

Stopping: ``cancel`` (a threading.Event) is looked at between steps, between evaluation batches and around
loading; the run then saves a resumable checkpoint and ends "cancelled".  A full disk (found before a save,
or met by one) ends it "cancelled" too, resumable from its last complete checkpoint once there is room.  A
loss that becomes NaN or infinite, or stays above 4x its first value for 3 steps, ends the run "failed" with a
plain explanation (the learning rate is too high).  Early stopping ends it after ``early_stopping_patience``
evaluations without improvement; the kept weights (see ``TrainConfig.best_by``) are restored at
the end either way.

The run's folder is described in ``run_folder``; the random state is seeded from ``config.seed``, so on the
CPU the same config and data give the same losses, and a resumed run the same result as an uninterrupted one.
"""

from __future__ import annotations

import contextlib
import logging
import shutil
import tempfile
import threading
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from workbench.core.errors import Cancelled as CancelledError
from workbench.core.errors import RunFolderGone, WorkbenchError
from workbench.core.storage import DiskFull
from workbench.core.training.config import TrainConfig
from workbench.core.training.data.families import family_for
from workbench.core.training.engine import stop_reason
from workbench.core.training.engine.checkpoints import check_kept_weights
from workbench.core.training.engine.distributed import Distributed
from workbench.core.training.engine.events import (
    Cancelled,
    EventThrottle,
    Failed,
    OnEvent,
    TrainResult,
)
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.training.engine.run_state import refuse_to_resume, settle
from workbench.core.words import translate

log = logging.getLogger(__name__)


def train(
    config: TrainConfig,
    train_data: Any,
    val_data: Any,
    on_event: OnEvent | None = None,
    cancel: threading.Event | None = None,
    *,
    listed: bool = True,
) -> TrainResult:
    """Fine-tune ``config.model`` on ``train_data``, checking on ``val_data``, in a new run folder (shown in
    the runs list unless ``listed`` is False: a private run whose folder is removed afterwards).

    The datasets are those of the task's family (``data.families``): for a classifier ``texts``, ``labels``
    (indexes into ``label_names``) and ``label_names``, such as the ``LabelledDataset`` of ``data.labelled``;
    for finding names a ``TaggedDataset``; for a language model a ``TextCorpus``.  Problems found before the
    run folder exists (a bad setting, no data) raise a ``WorkbenchError``; after that every ending is reported
    by an event and by the returned result's ``status``, except a bug, which is recorded as
    "failed" and raised.
    """
    config = config.validate().resolved(training_units(config, train_data))
    family_for(config.objective).check(train_data, val_data)
    if config.start_from:  # a run that continues another: refused before its folder is made
        check_kept_weights(Path(config.start_from) / "best")
    dist = Distributed.from_environment()
    if dist.is_main:
        run = RunFolder.create(config, train_data, val_data, listed=listed)
        return execute(run, config, train_data, val_data, on_event, cancel, resuming=False, dist=dist)
    with tempfile.TemporaryDirectory(prefix=f"workbench-process-{dist.rank}-") as scratch:
        config = config.replace(out_dir=str(Path(scratch) / "run"))  # see the distributed module
        run = RunFolder.create(config, train_data, val_data, listed=False)
        return execute(run, config, train_data, val_data, None, cancel, resuming=False, dist=dist)


def training_units(config: TrainConfig, train_data: Any) -> int:
    """What one epoch walks through: the training texts (or sentences), or for a language model the blocks
    its passages are packed into; the task's family says (``data.families``)."""
    return family_for(config.objective).units(config, train_data)


def continue_run(run: RunFolder, on_event: OnEvent | None, cancel: threading.Event | None) -> TrainResult:
    """Carry on a stopped run from its last checkpoint (``runs.listing.resume`` checks that it may)."""
    config = run.read_config()
    train_data, val_data = run.read_data()
    dist = Distributed.from_environment()
    if dist.is_main:
        return execute(run, config, train_data, val_data, on_event, cancel, resuming=True, dist=dist)
    with tempfile.TemporaryDirectory(prefix=f"workbench-process-{dist.rank}-") as scratch:
        copy = Path(scratch) / "run"  # the other processes carry on from a private copy of the run
        shutil.copytree(run.path, copy, ignore=shutil.ignore_patterns("run.lock"))
        return execute(RunFolder(copy), config, train_data, val_data, None, cancel, resuming=True, dist=dist)


def execute(
    run: RunFolder,
    config: TrainConfig,
    train_data: Any,
    val_data: Any,
    on_event: OnEvent | None,
    cancel: threading.Event | None,
    *,
    resuming: bool,
    dist: Distributed | None = None,
) -> TrainResult:
    """Run (or continue) training in ``run``, holding its lock, and record how it ended."""
    from workbench.core.training.engine.trainer import Trainer

    emit = EventThrottle(on_event)
    cancel = cancel or threading.Event()
    dist = dist or Distributed()
    with run.hold_lock(), _closing(dist):
        if resuming:  # checked again under the lock: a finished run's kept weights are never trained over
            refuse_to_resume(run.path.name, settle(run, ignore_lock=True)[1].status)
        run.write_status("running", message="", model=config.model, method=config.method)
        trainer = Trainer(run, config, train_data, val_data, emit, cancel, dist)
        try:
            return trainer.run(resuming=resuming)
        except CancelledError:
            result = trainer.stopped("cancelled", stop_reason.cancelled(trainer.progress.step))
            _send(
                emit,
                Cancelled(
                    trainer.progress.step, str(run.path), translate("Training", "Training was cancelled.")
                ),
            )
            return result
        except DiskFull as exc:
            return _disk_full(trainer, emit, exc)
        except WorkbenchError as exc:
            return _failed(trainer, emit, exc)
        except Exception as exc:
            if run.is_gone():  # whatever broke, it broke because the folder was deleted under it
                return _failed(trainer, emit, RunFolderGone(run.path))
            details = traceback.format_exc()
            message = translate(
                "Training", "Training stopped because of an error in the workbench: {error}"
            ).format(error=exc)
            trainer.stopped("failed", message, message=message)
            hint = translate("Training", "Copy the details and report them.")
            _send(emit, Failed(message, hint, trainer.progress.step, details))
            raise


def _disk_full(trainer: Any, emit: EventThrottle, error: DiskFull) -> TrainResult:
    """Stop a run whose disk is full as a cancelled one, to be resumed once there is room: every save is
    written beside the copy it replaces, so the last complete checkpoint is still there."""
    run = trainer.run_folder
    kept = run.checkpoint_step()
    carry_on = (
        translate(
            "Training",
            "Free some space there, then resume the run: it carries on from its checkpoint at step {step}.",
        ).format(step=kept)
        if kept is not None
        else translate(
            "Training", "Free some space there, then resume the run: it starts again from the beginning."
        )
    )
    message = f"{error.message} {carry_on}"
    step = trainer.progress.step
    result = trainer.stopped("cancelled", stop_reason.disk_full(step), message=message, disk_full=True)
    _send(emit, Cancelled(step, str(run.path), message, asked=False))
    return result


def _failed(trainer: Any, emit: EventThrottle, error: WorkbenchError) -> TrainResult:
    """End the run "failed" for a reason the user can act on, told in plain words."""
    result = trainer.stopped("failed", error.message, message=str(error))
    if isinstance(error, RunFolderGone):
        _remove_remade_folder(trainer.run_folder)
    _send(emit, Failed(error.message, error.hint, trainer.progress.step))
    return result


def _remove_remade_folder(run: RunFolder) -> None:
    """A run folder deleted mid-run may have been made again by a library saving weights or a tokenizer into
    it, or be caught halfway through its deletion (its config gone, its data file not yet) while the run wrote
    into it: remove it when it holds nothing but what the run itself writes, so that deleted stays deleted."""
    if not run.path.is_dir() or not run.is_gone():
        return
    written = (
        "best",
        "checkpoints",
        "config.json",
        "data.json",
        "metrics.jsonl",
        "status.json",
        "summary.json",
        "check_answers.json",
        "run.lock",
    )
    names = [p.name.lstrip(".") for p in run.path.iterdir()]
    if all(name.startswith(written) for name in names):
        shutil.rmtree(run.path, ignore_errors=True)


@contextlib.contextmanager
def _closing(dist: Distributed) -> Iterator[None]:
    try:
        yield
    finally:
        dist.close()


def _send(emit: EventThrottle, event: Any) -> None:
    """Deliver a closing event; a failing receiver must not hide how the run ended."""
    try:
        emit(event)
    except Exception:  # noqa: BLE001 - the run's outcome is already on disk
        log.exception("the receiver of %s failed", type(event).__name__)
