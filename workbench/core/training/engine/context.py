"""What the parts of a ``Trainer`` share while a run works: the run's folder, config, data and event sink;
what set-up loaded (device, model, tokenizer, encoded texts, optimizer); and where the run stands
(``progress``, the evaluation batch size, the clock).  The parts read and update these fields and keep no
copies, so a progress read back from a checkpoint is the one every part sees."""

from __future__ import annotations

import contextlib
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from workbench.core.errors import Cancelled as CancelledError
from workbench.core.training.config import TrainConfig
from workbench.core.training.engine.events import EventThrottle
from workbench.core.training.engine.metering import CostMeter
from workbench.core.training.engine.progress import Progress
from workbench.core.training.engine.run_folder import RunFolder

# An evaluation keeps no gradients, so its batches hold this many times the texts of one training pass.
EVAL_BATCH_FACTOR = 2


@dataclass(eq=False)
class RunContext:
    """One run's shared state.  Not thread-safe: used by the thread that calls ``train``."""

    run_folder: RunFolder
    config: TrainConfig
    train_data: Any
    val_data: Any
    emit: EventThrottle
    cancel: threading.Event
    dist: Any  # a distributed.Distributed
    label_names: tuple[str, ...]
    objective: Any  # see objectives.choice
    progress: Progress
    device: Any = None  # a DeviceInfo, once chosen
    precision: str = "fp32"
    model: Any = None  # what runs the forward pass (wrapped for data-parallel training)
    core_model: Any = None  # the model itself: what is saved, restored and evaluated
    tokenizer: Any = None
    train_enc: Any = None
    val_enc: Any = None
    optimizer: Any = None
    scheduler: Any = None
    scaler: Any = None  # fp16 only
    trainable: int = 0
    total: int = 0
    total_steps: int = 0
    per_epoch: int = 1
    eval_batch_size: int = 0
    ready: bool = False  # model, optimizer and progress agree: a checkpoint may be written
    restored: bool = False  # the best weights were put back: the model no longer matches the step
    started: float = field(default_factory=time.monotonic)
    elapsed_before: float = 0.0  # what a resumed run had spent before this process took it up
    meter: CostMeter = field(default_factory=CostMeter)  # what the run costs (time, energy, own memory)

    def check_cancel(self) -> None:
        if self.dist.any(self.cancel.is_set()):  # with several processes: all stop at the same point
            raise CancelledError()

    def autocast(self) -> Any:
        import torch

        if self.precision == "fp32":
            return contextlib.nullcontext()
        dtype = torch.bfloat16 if self.precision == "bf16" else torch.float16
        return torch.autocast(device_type="cuda", dtype=dtype)

    def elapsed(self) -> float:
        return self.elapsed_before + time.monotonic() - self.started
