"""What the training benchmarks share when they set the workbench's loop against transformers' ``Trainer``:
one way of timing each side, so that ``train.py`` (classification, with memory and a bare loop) and
``families.py`` (every task family) measure the same span.

What is timed, for both: wall-clock time from the end of optimizer step 1 to the end of the last step, i.e.
steps 2..N with everything each loop does between steps (batch assembly, forward, backward, clipping,
optimizer and schedule, and its own per-step bookkeeping: the workbench's metrics line, heartbeat and Step
event; the Trainer's callbacks and logging checks).  Model loading, encoding, the first step (warm-up),
evaluation and checkpoints are outside it: the workbench is asked to evaluate only after its last step
(``eval_every_steps`` = steps), the Trainer never (``eval_strategy="no"``, ``save_strategy="no"``).  The
workbench's end of a step is ``Step.elapsed_seconds`` (taken when the step is recorded, whatever the event
throttle does); the Trainer's is a callback's ``on_step_end`` (after a CUDA synchronize on a GPU).  Also
given, not a target: "compute only" figures (the workbench's ``train_seconds``: batch assembly to
``zero_grad``; the Trainer's ``on_step_begin`` to ``on_step_end``, which leaves out its data loader).
"""

from __future__ import annotations

import statistics
import tempfile
import time
from typing import Any


def median(runs: list[dict], key: str) -> float:
    return statistics.median(run[key] for run in runs)


def workbench_speed(config: Any, train_part: Any, val_part: Any, batch: int) -> tuple[dict, Any]:
    """(the timing figures, the ``TrainResult``) of one ``train()`` run of ``config``; every step is
    expected to learn from ``batch`` examples."""
    from workbench.core.training.engine.events import Step
    from workbench.core.training.engine.loop import train

    ends: dict[int, float] = {}

    def on_event(event: Any) -> None:
        if isinstance(event, Step):
            ends[event.step] = event.elapsed_seconds

    result = train(config, train_part, val_part, on_event=on_event)
    assert result.status == "finished", result.message or result.stop_reason
    # The throttle may hold back some Step events; the first and the last always arrive.
    first, last = min(ends), max(ends)
    figures = {
        "timed_steps": last - first,
        "wall_seconds": ends[last] - ends[first],
        "samples_per_second": (last - first) * batch / (ends[last] - ends[first]),
        "compute_samples_per_second": result.samples_per_second,
        "compute_seconds_per_step": result.train_seconds / result.steps,
    }
    return figures, result


def trainer_arguments(config: Any, steps: int, cuda: bool, precision: str, **changes: Any) -> Any:
    """``TrainingArguments`` with ``config``'s recipe (batch, learning rate, weight decay, warm-up share,
    clipping, seed) for ``steps`` optimizer steps, nothing evaluated, saved or logged; ``changes`` on top."""
    from transformers import TrainingArguments

    settings: dict[str, Any] = {
        "output_dir": tempfile.mkdtemp(prefix="wb-bench-hf-"),
        "max_steps": steps,
        "per_device_train_batch_size": config.batch_size,
        "gradient_accumulation_steps": config.grad_accumulation,
        "learning_rate": config.effective_learning_rate,
        "weight_decay": config.weight_decay,
        "warmup_steps": config.warmup_ratio,  # transformers 5: a float below 1 is a share of the steps
        "lr_scheduler_type": "linear",
        "max_grad_norm": config.max_grad_norm or 0.0,
        "seed": config.seed,
        "save_strategy": "no",
        "eval_strategy": "no",
        "logging_strategy": "no",
        "report_to": "none",
        "dataloader_num_workers": 0,
        "remove_unused_columns": False,
        "disable_tqdm": True,
        "use_cpu": not cuda,
        "bf16": cuda and precision == "bf16",
        "fp16": cuda and precision == "fp16",
    }
    return TrainingArguments(**{**settings, **changes})


def trainer_speed(
    model: Any, tokenizer: Any, rows: Any, collator: Any, args: Any, batch: int, cuda: bool
) -> dict:
    """Train ``model`` on ``rows`` with transformers' ``Trainer`` under ``args``, timed as the module doc
    says."""
    import torch
    from transformers import PrinterCallback, Trainer, TrainerCallback

    class Clock(TrainerCallback):
        def __init__(self) -> None:
            self.began = 0.0
            self.compute = 0.0
            self.ends: list[float] = []
            self.threads = 0

        def on_step_begin(self, args, state, control, **kwargs):
            self.began = time.perf_counter()

        def on_step_end(self, args, state, control, **kwargs):
            if cuda:
                torch.cuda.synchronize()
            now = time.perf_counter()
            self.ends.append(now)
            self.threads = torch.get_num_threads()
            if len(self.ends) > 1:  # the first step (warm-up) is left out, as for the workbench
                self.compute += now - self.began

    clock = Clock()
    trainer = Trainer(
        model=model,
        args=args,
        train_dataset=rows,
        data_collator=collator,
        processing_class=tokenizer,
        callbacks=[clock],
    )
    trainer.remove_callback(PrinterCallback)  # its closing line of figures would mix with the report
    trainer.train()
    steps = args.max_steps
    assert len(clock.ends) == steps, len(clock.ends)
    wall = clock.ends[-1] - clock.ends[0]
    return {
        "timed_steps": steps - 1,
        "wall_seconds": wall,
        "samples_per_second": (steps - 1) * batch / wall,
        "compute_samples_per_second": (steps - 1) * batch / clock.compute,
        "torch_threads": clock.threads,
        "optimizer": str(getattr(args.optim, "value", args.optim)),
    }


def quiet() -> None:
    """Leave the libraries' warnings and progress bars out of a benchmark's output."""
    import logging
    import warnings

    logging.disable(logging.WARNING)
    warnings.filterwarnings("ignore")
    from transformers.utils import logging as hf_logging

    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()
