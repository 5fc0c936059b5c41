"""How long a run will take on this computer, known before it starts.

``measure_speed`` trains the run's own model, with its method, batch size and text length, for a few real
learning steps on a sample of the run's own texts, through the training loop itself (``engine.loop.train``,
a private run in a temporary folder), then checks it on a sample of the checking texts and keeps its weights
as a run does.  What it times:

- ``start_seconds``: loading the model and preparing it (and the first step's extra cost);
- ``step_seconds``: one learning step, from the steps after the first;
- ``check_seconds_per_text``: checking one text (the evaluation a run makes after each epoch);
- ``keep_seconds``: writing the weights once (a run keeps its best weights and a checkpoint at each check).

``RunPlan`` then adds them up for a run of any length (``run_seconds``): the start, every step, every check
on all the checking texts with its writes, and the final check of the kept weights.  Changing the epochs or
the learning rate needs no new measurement; another model, method, batch size, text length or device does
(``speed_key``).  ``benchmarks/time_estimate.py`` compares the estimate with real runs of three sizes.
"""

from __future__ import annotations

import dataclasses
import math
import random
import statistics
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import Cancelled, TrainingError
from workbench.core.words import number, translate

MEASURED_STEPS = 8  # learning steps timed; the first is counted as part of the start
CHECK_SAMPLE = 48  # checking texts the measurement checks

Progress = Callable[[float, str], None]


@dataclass(frozen=True)
class Speed:
    """How fast this computer trains one model in one way (see the module doc)."""

    device: str  # in words: "this computer's processor (CPU, 2 threads)", "NVIDIA ... (GPU)"
    start_seconds: float
    step_seconds: float
    check_seconds_per_text: float
    keep_seconds: float
    key: tuple[Any, ...]  # ``speed_key`` of the config measured

    def to_dict(self) -> dict[str, Any]:
        return {
            "device": self.device,
            "start_seconds": round(self.start_seconds, 3),
            "step_seconds": round(self.step_seconds, 4),
            "check_seconds_per_text": round(self.check_seconds_per_text, 5),
            "keep_seconds": round(self.keep_seconds, 3),
        }


@dataclass(frozen=True)
class RunPlan:
    """The size of a run: its learning steps, its checks and how many texts each check reads."""

    steps: int
    steps_per_epoch: int
    checks: int
    check_texts: int

    def seconds(self, speed: Speed) -> float:
        """The run's time at ``speed``: start, steps, every check with its writes (the best weights and a
        checkpoint of about twice their size), the kept weights read back and checked at the end."""
        check = speed.check_seconds_per_text * self.check_texts
        return (
            speed.start_seconds
            + self.steps * speed.step_seconds
            + self.checks * (check + 3 * speed.keep_seconds)
            + check
            + speed.keep_seconds
        )


def speed_key(config: Any) -> tuple[Any, ...]:
    """What a measurement depends on: another value here needs a new one."""
    return (
        config.model,
        config.objective,
        config.method,
        config.effective_batch_size,
        config.max_length,
        config.device,
        config.precision,
        config.freeze_layers,
        config.lora_r,
        config.data_path,
    )


def plan_run(config: Any, train_units: int, check_texts: int, epochs: int | None = None) -> RunPlan:
    """The plan of a run of ``config`` (its epochs, or ``epochs``) on ``train_units`` training units (texts,
    windows or blocks, as the family counts them) and ``check_texts`` checking texts."""
    per_epoch = max(1, math.ceil(train_units / config.effective_batch_size))
    epochs = epochs if epochs is not None else config.resolved(train_units).epochs
    steps = per_epoch * epochs
    every = config.eval_every_steps
    checks = max(1, steps // every) if every else epochs
    return RunPlan(steps, per_epoch, checks, check_texts)


def measure_speed(
    config: Any,
    train_data: Any,
    val_data: Any,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> Speed:
    """Time a few real learning steps of ``config`` on samples of ``train_data`` and ``val_data`` (the
    run's own parts).  ``cancel`` stops it between steps (``Cancelled``); a run that cannot start raises
    the ``WorkbenchError`` the run itself would."""
    from workbench.core.models.devices import best_device
    from workbench.core.training.engine.events import Evaluation, Finished, Started, Step
    from workbench.core.training.engine.loop import train, training_units

    report = progress or (lambda fraction, message: None)
    cancel = cancel or threading.Event()
    batch = config.effective_batch_size
    units = max(1, training_units(config, train_data))
    train_sample = _sample(train_data, MEASURED_STEPS * batch, units, config.seed)
    check_sample = _sample(val_data, CHECK_SAMPLE, len(val_data), config.seed)
    steps: list[tuple[int, float]] = []  # (step, seconds since the run began)
    marks: dict[str, float] = {}
    began = time.monotonic()

    def on_event(event: Any) -> None:
        if isinstance(event, Started):
            marks["started"] = time.monotonic()
            report(0.3, translate("Training", "Timing a few learning steps…"))
        elif isinstance(event, Step):
            steps.append((event.step, event.elapsed_seconds))
            report(
                0.3 + 0.5 * event.step / max(1, event.total_steps),
                translate("Training", "Timing a few learning steps…"),
            )
        elif isinstance(event, Evaluation) and "checked" not in marks:
            marks["checked"] = time.monotonic()
            report(0.9, translate("Training", "Timing a check…"))
        elif isinstance(event, Finished):
            marks["finished"] = time.monotonic()

    report(0.0, translate("Training", "Loading {model} to time it…").format(model=config.model))
    with tempfile.TemporaryDirectory(prefix="workbench-timing-") as scratch:
        trial = config.replace(
            epochs=1,
            eval_every_steps=None,
            early_stopping_patience=None,
            out_dir=str(Path(scratch) / "run"),
            sample_prompts=(),
        )
        result = train(trial, train_sample, check_sample, on_event, cancel, listed=False)
    if result.status == "cancelled" or cancel.is_set():
        raise Cancelled()
    if result.status != "finished" or len(steps) < 1 or not {"checked", "finished"} <= marks.keys():
        raise TrainingError(
            translate("Training", "The model could not be timed: {reason}").format(reason=result.message),
            translate("Training", "Start the run to see its time."),
        )
    device = best_device_name(config.device, best_device)
    speed = _speed(config, steps, marks, began, len(check_sample), device)
    report(
        1.0,
        translate("Training", "Timed: a learning step of {model} takes about {seconds} s here.").format(
            model=config.model, seconds=number(speed.step_seconds, ".2g")
        ),
    )
    return speed


def estimate_seconds(config: Any, train_data: Any, val_data: Any, speed: Speed) -> tuple[float, RunPlan]:
    """(seconds, plan) of the run ``config`` on these parts at ``speed``."""
    from workbench.core.training.engine.loop import training_units

    plan = plan_run(config, training_units(config, train_data), len(val_data))
    return plan.seconds(speed), plan


def epochs_within(
    seconds: float, config: Any, train_units: int, check_texts: int, speed: Speed, most: int
) -> int:
    """The most epochs (1 to ``most``) of ``config`` that fit in ``seconds`` at ``speed``."""
    fits = 1
    for epochs in range(1, most + 1):
        if plan_run(config, train_units, check_texts, epochs).seconds(speed) <= seconds:
            fits = epochs
        else:
            break
    return fits


def best_device_name(choice: str, best_device: Callable[..., Any]) -> str:
    """The device a run of ``choice`` trains on, in words."""
    device = best_device("cpu" if choice == "cpu" else None)
    if device.kind == "cpu":  # its name is "CPU (N threads)"
        threads = device.name.removeprefix("CPU (").removesuffix(")")
        return (
            translate("Training", "this computer's processor ({threads})").format(threads=threads)
            if threads != device.name
            else translate("Training", "this computer's processor")
        )
    return translate("Training", "{name} (GPU)").format(name=device.name)


def _speed(
    config: Any,
    steps: list[tuple[int, float]],
    marks: dict[str, float],
    began: float,
    check_texts: int,
    device: str,
) -> Speed:
    """The figures of one measurement (see the module doc for what each covers)."""
    steps = sorted(set(steps))
    first, last = steps[0], steps[-1]
    # The median of the steps seen one after another: a busy computer makes single steps slow, and one slow
    # step should not be taken for the run's pace.  Where few are seen one after another (fast steps are
    # reported at most 20 times a second), the mean from the first to the last; with one step, that one.
    gaps = [b[1] - a[1] for a, b in zip(steps[1:], steps[2:], strict=False) if b[0] == a[0] + 1]
    if len(gaps) >= 3:
        step = statistics.median(gaps)
    elif last[0] > first[0]:
        step = (last[1] - first[1]) / (last[0] - first[0])
    else:
        step = first[1] / max(1, first[0])
    trained = began + last[1]  # when the last step ended
    start = max(0.0, first[1] - first[0] * step)
    # After the steps: the check, then the best weights written (``first_check``); then the last
    # checkpoint written (the weights and the optimizer's state, about twice the weights), the kept weights
    # read back and checked once more (``closing``).  The difference is about two writes of the weights.
    first_check = max(0.0, marks["checked"] - trained)
    closing = max(0.0, marks["finished"] - marks["checked"])
    keep = min(max(0.0, (closing - first_check) / 2), 0.75 * first_check)
    check = first_check - keep
    return Speed(
        device,
        start,
        step,
        check / max(1, check_texts),
        keep,
        speed_key(config),
    )


def _sample(data: Any, count: int, units: int, seed: int) -> Any:
    """About ``count`` units of ``data`` (all of it when it holds fewer): rows drawn at random, or for plain
    text the share of its passages that makes that many blocks.  Data of another kind is timed whole."""
    if units <= count:
        return data
    share = max(1, math.ceil(len(data) * count / units))
    if hasattr(data, "select"):
        order = list(range(len(data)))
        random.Random(seed).shuffle(order)
        return data.select(sorted(order[:share]))
    if not getattr(data, "labels", ()) and dataclasses.is_dataclass(data):  # plain text: passages
        return dataclasses.replace(data, texts=tuple(data.texts[:share]))
    return data


def about(seconds: float) -> str:
    """A run's time as people say it: "about 40 seconds", "about 3 minutes", "about 1 hour 20 minutes"."""
    if seconds < 55:
        return translate("Training", "about {seconds} seconds").format(seconds=max(5, round(seconds / 5) * 5))
    minutes = round(seconds / 60)
    if minutes < 60:
        return (
            translate("Training", "about 1 minute")
            if minutes == 1
            else translate("Training", "about %n minutes", None, minutes)
        )
    hours, minutes = divmod(round(seconds / 600) * 10, 60)
    if not minutes:
        return (
            translate("Training", "about 1 hour")
            if hours == 1
            else translate("Training", "about %n hours", None, hours)
        )
    return (
        translate("Training", "about 1 hour {minutes} minutes")
        if hours == 1
        else translate("Training", "about %n hours {minutes} minutes", None, hours)
    ).format(minutes=minutes)
