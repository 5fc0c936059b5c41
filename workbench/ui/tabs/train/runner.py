"""Training runs from the GUI: one run (``TrainingRun``) and several in a row (``RunSequence``).

The run itself is the engine's ``train()`` in a TaskController task (``ask_before_quit=True``, so closing the
window asks first).  Its events are frozen dataclasses, handed to the controller as partial results, so every
one arrives on the GUI thread, in order and before the run's end (an evaluation must never be lost); each
also gives the status bar its fraction done and a one-line message, which the controller throttles.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from workbench.core.models.devices import device_words
from workbench.core.sessions.train.jobs import RunRequest, train_run
from workbench.core.words import formatted, number, translate
from workbench.ui.tasks import Progress, TaskController, TaskFailure


def run_with_events(job: Callable[[Any, Any], Any], label: str, progress: Progress, cancel: Any) -> Any:
    """The task around ``job(on_event, cancel)``: each event goes to the view as a partial result and, when
    it is news (a step, a check), to the status bar."""

    def on_event(event: Any) -> None:
        progress.partial(event)
        fraction, message = describe(event, label)
        if message:
            progress(fraction, message)

    return job(on_event, cancel)


class TrainingRun(QObject):
    """Runs one ``train()`` through the controller and re-emits its events on the GUI thread."""

    event = Signal(object)  # every TrainEvent, in order
    ended = Signal(str)  # "finished", "failed" or "cancelled", after the last event

    def __init__(self, tasks: TaskController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tasks = tasks
        self.task_id: int | None = None
        self.result: Any = None  # TrainResult once ended (None if train() raised before the run began)
        self.failure: TaskFailure | None = None
        self.status = "idle"

    @property
    def running(self) -> bool:
        return self.task_id is not None

    def start(self, request: RunRequest) -> None:
        """Train (or resume) one run."""
        name = translate("TrainingRun", "Training ({run})").format(run=request.label)
        self.start_job(name, request.label, functools.partial(train_run, request))

    def start_job(self, name: str, label: str, job: Callable[[Any, Any], Any]) -> None:
        """Run ``job(on_event, cancel)``, a core function that sends training-like events and returns a
        result with a ``status`` (``train``, ``resume``, ``run_experiment``)."""
        if self.running:
            raise RuntimeError("a run is already going")
        self.result, self.failure, self.status = None, None, "running"
        self.task_id = self.tasks.submit(
            name,
            run_with_events,
            job,
            label,
            ask_before_quit=True,
            on_partial=self.event.emit,
            on_result=self._on_result,
            on_error=self._on_error,
            on_cancelled=self._on_cancelled,
        )

    def cancel(self) -> None:
        if self.task_id is not None:
            self.tasks.cancel(self.task_id)

    def _end(self, status: str) -> None:
        self.task_id = None
        self.status = status
        self.ended.emit(status)

    def _on_result(self, result: Any) -> None:
        self.result = result
        self._end(result.status)

    def _on_error(self, failure: TaskFailure) -> None:
        self.failure = failure
        self._end("failed")

    def _on_cancelled(self) -> None:
        self._end("cancelled")


class RunSequence(QObject):
    """Several runs one after the other (a baseline, an experiment); stops at the first that
    does not finish."""

    run_started = Signal(int, str)  # index, label
    event = Signal(int, object)  # index, TrainEvent
    run_ended = Signal(int, str)  # index, status
    ended = Signal(str)  # "finished" (all of them), "failed" or "cancelled"

    def __init__(self, tasks: TaskController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.run = TrainingRun(tasks, self)
        self.run.event.connect(self._on_event)
        self.run.ended.connect(self._on_run_ended)
        self.requests: list[RunRequest] = []
        self.results: list[Any] = []
        self.index = -1
        self._stopping = False

    @property
    def running(self) -> bool:
        return self.run.running or 0 <= self.index < len(self.requests) and not self._stopping

    def start(self, requests: list[RunRequest]) -> None:
        self.requests, self.results, self.index, self._stopping = list(requests), [], -1, False
        self._next()

    def cancel(self) -> None:
        self._stopping = True
        self.run.cancel()

    def _next(self) -> None:
        self.index += 1
        if self.index >= len(self.requests):
            self.index = len(self.requests)
            self.ended.emit("finished")
            return
        request = self.requests[self.index]
        self.run_started.emit(self.index, request.label)
        self.run.start(request)

    @Slot(object)
    def _on_event(self, event: Any) -> None:
        self.event.emit(self.index, event)

    @Slot(str)
    def _on_run_ended(self, status: str) -> None:
        self.results.append(self.run.result)
        self.run_ended.emit(self.index, status)
        if status != "finished" or self._stopping:
            self.index = len(self.requests)
            self.ended.emit("cancelled" if self._stopping or status == "cancelled" else status)
            return
        self._next()


def own_figures(metrics: Any) -> Any:
    """The ``registry.Figures`` of the family that words the evaluation ``metrics`` itself, or None."""
    from workbench.core.training.registry import metrics_family

    found = metrics_family(metrics.to_dict())
    return found.figures if found is not None else None


def describe(event: Any, label: str) -> tuple[float, str]:
    """(fraction done, a line for the status bar) for a training event; an empty line for quiet events."""
    from workbench.core.training.engine import events as ev
    from workbench.core.training.runs.experiment import RunEnded, RunEvent, RunStarted
    from workbench.core.training.runs.prompting import Scoring

    if isinstance(event, Scoring):  # a prompting run of an experiment: check texts labelled so far
        line = translate("TrainingRun", "{run}: {done} of {total} check texts labelled")
        return event.done / max(1, event.total), line.format(run=label, done=event.done, total=event.total)
    if isinstance(event, RunEvent):  # one run of an experiment: its step as a share of the whole
        fraction, message = describe(event.event, event.run.label)
        return min(0.999, (event.run.index + fraction) / max(1, event.total)), message
    if isinstance(event, RunStarted | RunEnded):
        return 0.0, ""
    if isinstance(event, ev.Step):
        fraction = event.step / event.total_steps if event.total_steps else 0.0
        line = translate("TrainingRun", "{run}: step {step}/{steps}, loss {loss}").format(
            run=label, step=event.step, steps=event.total_steps, loss=number(event.loss, ".3f")
        )
        return min(fraction, 0.999), line
    if isinstance(event, ev.Started):
        line = translate("TrainingRun", "{run}: training {model} on {device}")
        return 0.0, line.format(run=label, model=event.model_name, device=device_words(event.device))
    if isinstance(event, ev.Evaluation):
        m = event.metrics
        figures = own_figures(m)
        if figures is not None:  # a family that words its own figures (a score predictor: how far off)
            score = formatted(translate("Figures", figures.short), **m.to_dict())
        elif hasattr(m, "entity_f1"):
            score = translate("TrainingRun", "entity F1 {f1}").format(f1=number(m.entity_f1, ".3f"))
        elif hasattr(m, "exact_match"):
            score = translate("TrainingRun", "F1 {f1}").format(f1=number(m.f1, ".1%"))
        else:
            score = translate("TrainingRun", "accuracy {accuracy}").format(accuracy=number(m.accuracy, ".1%"))
        line = translate("TrainingRun", "{run}: checked at step {step}, {score}")
        return 0.999, line.format(run=label, step=event.step, score=score)
    if isinstance(event, ev.Finished):
        return 1.0, translate("TrainingRun", "{run}: finished").format(run=label)
    if isinstance(event, ev.Cancelled):
        return 1.0, translate("TrainingRun", "{run}: cancelled").format(run=label)
    if isinstance(event, ev.Failed):
        return 1.0, translate("TrainingRun", "{run}: failed").format(run=label)
    return 0.0, ""
