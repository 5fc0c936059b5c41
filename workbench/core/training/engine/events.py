"""What a training run tells its caller while it works, and what it hands back at the end.

Every event is a frozen dataclass of plain values, safe to pass from the training thread to the GUI thread.
A run sends, in order: ``Started``; then ``Step`` (throttled to about 20 a second, the last step always
delivered), ``Evaluation``, ``Checkpoint`` and ``BatchReduced`` as they happen; and finally exactly one of
``Finished``, ``Failed`` or ``Cancelled``.  ``Finished`` carries the ``TrainResult`` that ``train()`` returns.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from workbench.core.training.costs import RunCosts
from workbench.core.training.engine.stop_reason import StopReason
from workbench.core.training.objectives.metrics import Metrics, metrics_from_dict


@dataclass(frozen=True)
class TrainEvent:
    """Base class of everything sent to ``on_event``."""


@dataclass(frozen=True)
class Started(TrainEvent):
    run_dir: str
    model: str  # the model reference of the config
    model_name: str  # what to show
    method: str
    total_steps: int  # optimizer steps of the whole run
    steps_per_epoch: int
    epochs: int
    start_step: int  # 0, or the step a resumed run continues from
    train_examples: int
    val_examples: int
    trainable_params: int
    total_params: int
    effective_batch_size: int
    learning_rate: float
    device: str  # e.g. "CPU (2 threads)" or "NVIDIA H100 80GB HBM3 · 79 GB"
    device_kind: str  # "cpu", "cuda" or "mps"
    precision: str  # "fp32", "bf16" or "fp16": what the forward passes actually use
    notes: tuple[str, ...] = ()  # things worth telling the user (frozen layers, pad token, ...)
    # or "ner" (finding names), "qa" (answering questions), "mlm" / "clm" (language-model adaptation)
    objective: str = "classify"


@dataclass(frozen=True)
class Step(TrainEvent):
    step: int  # optimizer steps done, 1-based
    total_steps: int
    epoch: float  # fractional: 1.5 = half-way through the second epoch
    loss: float  # mean training loss of this step's examples
    learning_rate: float  # used for this step
    samples_per_second: float  # training examples per second, over the last few steps
    memory_bytes: int  # what the run itself uses now: GPU memory (CUDA), else the growth of resident memory
    elapsed_seconds: float  # training time so far, evaluations included


@dataclass(frozen=True)
class Evaluation(TrainEvent):
    step: int
    metrics: (
        Metrics  # EvalMetrics (classifier), EntityMetrics (names), QAMetrics (answers), LanguageModelMetrics
    )
    is_best: bool  # these weights are now the kept ones
    best_step: int | None
    final: bool = False  # the check of the kept (restored) weights at the end of the run


@dataclass(frozen=True)
class Checkpoint(TrainEvent):
    step: int
    path: str
    kind: str  # "last" (resumable state) or "best" (the kept weights)


@dataclass(frozen=True)
class BatchReduced(TrainEvent):
    """The GPU ran out of memory; the step was repeated with smaller forward passes, same examples per
    step."""

    step: int
    micro_batch_size: int
    accumulation: int
    message: str


@dataclass(frozen=True)
class TrainResult:
    """The outcome of a run; ``metrics`` is the evaluation of the kept weights (see ``best_by``)."""

    run_dir: str
    status: str  # "finished", "cancelled" or "failed"
    model: str
    method: str
    label_names: tuple[str, ...]
    steps: int  # optimizer steps done
    total_steps: int
    epochs_done: float
    best_step: int | None  # the step whose weights were kept (and restored)
    metrics: Metrics | None  # of the kept weights; None if no evaluation finished
    history: tuple[Metrics, ...]  # every evaluation during training, in order
    trainable_params: int
    total_params: int
    train_seconds: float
    samples_per_second: float  # training examples per second over the whole run (evaluations excluded)
    device: str
    precision: str
    stop_reason: str  # in English: "completed 3 epochs (12 steps)", "stopped early at step 6: ...", ...
    message: str = ""  # for a failed run: what went wrong and what to do
    advice: tuple[str, ...] = ()  # for a run that finished but learned little: why, and what to try
    objective: str = "classify"
    before: Metrics | None = None  # language models: the scores before training (step 0)
    elapsed_seconds: float = 0.0  # the whole run, loading and checks included (train_seconds: steps only)
    costs: RunCosts | None = None  # time, energy and the run's own peak memory; None for a run from before
    # the parts of ``stop_reason`` (None for a failed run, whose reason is its message, and a run from before)
    stop: StopReason | None = None

    @property
    def accuracy(self) -> float | None:
        return self.metrics.accuracy if self.metrics else None

    @property
    def macro_f1(self) -> float | None:
        return getattr(self.metrics, "macro_f1", None) if self.metrics else None

    @property
    def entity_f1(self) -> float | None:
        """Finding names: the F1 over whole entities (exact words and type) of the kept weights."""
        return getattr(self.metrics, "entity_f1", None) if self.metrics else None

    @property
    def exact_match(self) -> float | None:
        """Answering questions: the share of checking questions answered exactly, by the kept weights."""
        return getattr(self.metrics, "exact_match", None) if self.metrics else None

    @property
    def f1(self) -> float | None:
        """Answering questions: the words shared with the true answers (SQuAD's F1) of the kept weights."""
        return self.metrics.f1 if self.exact_match is not None else None

    @property
    def perplexity(self) -> float | None:
        return getattr(self.metrics, "perplexity", None) if self.metrics else None

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["label_names"] = list(self.label_names)
        data["advice"] = list(self.advice)
        data["metrics"] = self.metrics.to_dict() if self.metrics else None
        data["history"] = [m.to_dict() for m in self.history]
        data["accuracy"] = self.accuracy
        data["macro_f1"] = self.macro_f1
        data["perplexity"] = self.perplexity
        data["entity_f1"] = self.entity_f1
        data["exact_match"] = self.exact_match
        data["f1"] = self.f1
        data["before"] = self.before.to_dict() if self.before else None
        data["stop"] = self.stop.to_dict() if self.stop else None
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TrainResult:
        values = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        values["label_names"] = tuple(values.get("label_names", ()))
        values["advice"] = tuple(values.get("advice", ()))
        values["metrics"] = metrics_from_dict(data["metrics"]) if data.get("metrics") else None
        values["before"] = metrics_from_dict(data["before"]) if data.get("before") else None
        values["history"] = tuple(metrics_from_dict(m) for m in data.get("history", ()))
        values["costs"] = RunCosts.from_dict(data.get("costs"))
        values["stop"] = StopReason.from_dict(data.get("stop"))
        return cls(**values)


@dataclass(frozen=True)
class Finished(TrainEvent):
    result: TrainResult


@dataclass(frozen=True)
class Failed(TrainEvent):
    message: str
    hint: str = ""
    step: int = 0
    details: str = ""  # a traceback when the cause is a bug rather than something the user can fix


@dataclass(frozen=True)
class Cancelled(TrainEvent):
    step: int
    run_dir: str
    message: str = ""
    asked: bool = True  # the user (or the system, ending the program) asked; False: a full disk stopped it


OnEvent = Callable[[TrainEvent], None]
STEP_EVENTS_PER_SECOND = 20.0  # tests raise it to see every step


@dataclass
class EventThrottle:
    """Passes events to ``on_event``, at most ``max_per_second`` ``Step`` events a second.

    A ``Step`` that arrives too soon is held back; it is sent before the next non-step event and by
    ``flush()``, so the last step of a run (and the one before each evaluation) is always delivered."""

    on_event: OnEvent | None
    max_per_second: float | None = None  # None: STEP_EVENTS_PER_SECOND
    _pending: Step | None = field(default=None, init=False)
    _last_sent: float = field(default=float("-inf"), init=False)

    def __call__(self, event: TrainEvent) -> None:
        if self.on_event is None:
            return
        if isinstance(event, Step):
            now = time.monotonic()
            if now - self._last_sent >= 1.0 / (self.max_per_second or STEP_EVENTS_PER_SECOND):
                self._pending = None
                self._last_sent = now
                self.on_event(event)
            else:
                self._pending = event
            return
        self.flush()
        self.on_event(event)

    def flush(self) -> None:
        if self._pending is not None and self.on_event is not None:
            pending, self._pending = self._pending, None
            self._last_sent = time.monotonic()
            self.on_event(pending)
