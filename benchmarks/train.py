"""Training benchmark: the workbench's loop against transformers' ``Trainer`` (and a bare PyTorch loop), the
peak memory of LoRA against full fine-tuning, and the pre-training gap by data size.

1. Speed, in one run, interleaved (workbench, Trainer, bare loop; ``--repeats`` rounds, medians printed): the
   same model (the embedded MiniLM-L6, loaded by ``load_model(..., "classification")`` and made ready by
   ``prepare_model(..., "full")``, the way the workbench's loop builds it), the same data (the sample reviews'
   training part, cut to a whole number of batches per epoch), the same batch (16), the same ``max_length``
   (32, truncated, padded per batch to its longest text: ``DataCollatorWithPadding`` for the Trainer), the
   same number of optimizer steps (20), learning rate, weight decay, warmup share, gradient clipping and seed.
   What is timed, for both, is ``benchmarks/against_trainer``'s: wall-clock time from the end of optimizer
   step 1 to the end of the last step, every loop's own per-step bookkeeping included, loading, the first
   step, evaluation and checkpoints left out.  Target: workbench / Trainer samples per second >= 1.0.  Also
   printed, not a target: "compute only" figures (see that module), and the workbench per step against a
   bare loop (target at most 1.15x).  Every task family against the Trainer: ``benchmarks/families.py``.
2. Memory: peak memory of LoRA against full fine-tuning of the same model, same data, batch, length and
   steps, each run through ``train()`` in a fresh subprocess.  CPU: growth of the peak resident set size
   (``VmHWM``, reset by ``clear_refs``, read as the run's own meter reads it) from just before ``train()``
   (torch and the data loaded) to after it; CUDA: ``torch.cuda.max_memory_allocated``.
(Pre-trained versus from scratch by data size, and the recipe's accuracy, are in ``benchmarks/recipes.py``.)

One thread (``torch.set_num_threads(1)``) unless ``--threads`` is given, for steadier figures.

    .venv/bin/python benchmarks/train.py [--steps 20] [--repeats 3] [--threads N] [--device cpu|cuda]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from benchmarks.against_trainer import (  # noqa: E402
    median,
    quiet,
    trainer_arguments,
    trainer_speed,
    workbench_speed,
)

BATCH = 16
MAX_LENGTH = 32
SEED = 0


def sample_parts(train_size: int | None = None):
    from importlib import resources

    from workbench.core.training.data.checks import stratified_split, subsample
    from workbench.core.training.data.labelled import load_dataset

    source = resources.files("workbench_resources") / "sample_data" / "reviews_sentiment.csv"
    with resources.as_file(source) as path:
        data = load_dataset(Path(path))
    train_part, val_part = stratified_split(data, val_fraction=0.2, seed=0)
    return (subsample(train_part, train_size, seed=0) if train_size else train_part), val_part


def steps_plan(n_train: int, steps: int, batch: int) -> tuple[int, int]:
    """(epochs, training examples) so that ``epochs`` full epochs of whole batches make exactly ``steps``."""
    for epochs in range(1, steps + 1):
        if steps % epochs == 0 and (steps // epochs) * batch <= n_train:
            return epochs, (steps // epochs) * batch
    raise SystemExit(f"{n_train} training examples cannot make {steps} steps of {batch}")


def workbench_config(method: str, steps: int, epochs: int, device: str) -> Any:
    from workbench.core.training.config import TrainConfig

    return TrainConfig(
        model="minilm-l6",
        method=method,
        epochs=epochs,
        batch_size=BATCH,
        max_length=MAX_LENGTH,
        eval_every_steps=steps,  # one evaluation, after the last step: outside the timed span
        early_stopping_patience=None,
        device=device,
        seed=SEED,
    )


def run_workbench(train_part, val_part, steps: int, epochs: int, device: str) -> dict:
    figures, _ = workbench_speed(workbench_config("full", steps, epochs, device), train_part, val_part, BATCH)
    return figures


def build_model(label_names, device: Any) -> tuple[Any, Any]:
    """The model and tokenizer exactly as the workbench's loop makes them for "full" (same
    seed, same head)."""
    from workbench.core.training.engine.setup import load_prepared
    from workbench.core.training.objectives.choice import objective_for

    config = workbench_config("full", 1, 1, device.kind)
    _, prepared = load_prepared(config, objective_for(config, tuple(label_names)), device)
    return prepared.model.to(device.torch_device), prepared.tokenizer


def run_trainer(train_part, steps: int, epochs: int, device_name: str, precision: str) -> dict:
    from transformers import DataCollatorWithPadding

    from workbench.core.training.devices import choose_device

    device = choose_device(device_name)
    model, tokenizer = build_model(train_part.label_names, device)
    encoded = tokenizer(list(train_part.texts), truncation=True, max_length=MAX_LENGTH)
    rows = [
        {**{key: encoded[key][i] for key in encoded}, "labels": int(label)}
        for i, label in enumerate(train_part.labels)
    ]
    cuda = device.kind == "cuda"
    config = workbench_config("full", steps, epochs, device_name)
    args = trainer_arguments(config, steps, cuda, precision)
    return trainer_speed(model, tokenizer, rows, DataCollatorWithPadding(tokenizer), args, BATCH, cuda)


def bare_seconds_per_step(train_part, steps: int, device_name: str) -> float:
    import torch
    import torch.nn.functional as F

    from workbench.core.training.devices import choose_device

    device = choose_device(device_name)
    model, tokenizer = build_model(train_part.label_names, device)
    model.train()
    optimizer = torch.optim.AdamW(model.parameters(), lr=5e-5)
    texts, labels = list(train_part.texts), list(train_part.labels)
    elapsed = 0.0
    for step in range(steps):
        start = (step * BATCH) % max(1, len(texts) - BATCH)
        began = time.perf_counter()
        inputs = tokenizer(
            texts[start : start + BATCH],
            truncation=True,
            max_length=MAX_LENGTH,
            padding=True,
            return_tensors="pt",
        ).to(device.torch_device)
        target = torch.tensor(labels[start : start + BATCH], device=device.torch_device)
        loss = F.cross_entropy(model(**inputs).logits, target)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        float(loss)  # wait for the step, as the workbench does when it reads the loss
        elapsed += time.perf_counter() - began  # every step counts, as in the workbench's train_seconds
    return elapsed / steps


def memory_child(method: str, steps: int, device_name: str) -> dict:
    """One ``train()`` run of ``method`` in this (fresh) process: its peak memory."""
    import torch

    from workbench.core.training.engine.loop import train
    from workbench.core.training.engine.metering import (
        reset_resident_peak,
        resident_bytes,
        resident_peak_bytes,
    )

    train_part, val_part = sample_parts()
    epochs, n = steps_plan(len(train_part), steps, BATCH)
    train_part = train_part.select(list(range(n)))
    cuda = device_name == "cuda"
    if cuda:
        torch.cuda.reset_peak_memory_stats()
    # The kernel's peak reset to the present size, read as the run's own meter reads it.
    before = resident_bytes() if reset_resident_peak() else resident_peak_bytes()
    result = train(workbench_config(method, steps, epochs, device_name), train_part, val_part)
    peak = int(torch.cuda.max_memory_allocated()) if cuda else resident_peak_bytes() - before
    return {
        "method": method,
        "peak_bytes": peak,
        "trainable_params": result.trainable_params,
        "total_params": result.total_params,
    }


def measure_memory(method: str, steps: int, threads: int, device_name: str) -> dict:
    command = [sys.executable, __file__, "--memory-child", method, "--steps", str(steps)]
    command += ["--threads", str(threads), "--device", device_name]
    done = subprocess.run(command, capture_output=True, text=True, check=False, env=os.environ.copy())
    if done.returncode != 0:
        raise SystemExit(f"memory run of {method} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--threads", type=int)
    parser.add_argument("--device", choices=("cpu", "cuda"), default="cpu")
    parser.add_argument("--memory-child", choices=("full", "lora"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    import torch

    torch.set_num_threads(args.threads or 1)
    os.environ["WORKBENCH_HOME"] = tempfile.mkdtemp(prefix="wb-bench-")
    quiet()
    if args.memory_child:
        print(json.dumps(memory_child(args.memory_child, args.steps, args.device)))
        return 0

    from workbench.core.training.devices import choose_device, choose_precision

    precision, _ = choose_precision("auto", choose_device(args.device))
    train_part, val_part = sample_parts()
    epochs, n = steps_plan(len(train_part), args.steps, BATCH)
    train_part = train_part.select(list(range(n)))
    ours: list[dict] = []
    theirs: list[dict] = []
    bare: list[float] = []
    for _ in range(args.repeats):  # interleaved, so drifts in machine speed hit all alike
        ours.append(run_workbench(train_part, val_part, args.steps, epochs, args.device))
        theirs.append(run_trainer(train_part, args.steps, epochs, args.device, precision))
        bare.append(bare_seconds_per_step(train_part, args.steps, args.device))
        print(json.dumps({"workbench": ours[-1], "trainer": theirs[-1], "bare_s_per_step": bare[-1]}))
    ours_sps, theirs_sps = median(ours, "samples_per_second"), median(theirs, "samples_per_second")
    ours_step, bare_step = median(ours, "compute_seconds_per_step"), statistics.median(bare)
    threads = torch.get_num_threads()
    memory = {m: measure_memory(m, args.steps, threads, args.device) for m in ("full", "lora")}
    report = {
        "device": args.device,
        "precision": precision,
        "threads": threads,
        "setup": {
            "model": "minilm-l6",
            "train_examples": n,
            "epochs": epochs,
            "steps": args.steps,
            "batch": BATCH,
            "max_length": MAX_LENGTH,
            "repeats": args.repeats,
        },
        "vs_transformers_trainer": {
            "timed": f"wall clock, end of step 1 to end of step {args.steps} ({args.steps - 1} "
            f"steps x {BATCH})",
            "workbench_samples_per_second": round(ours_sps, 1),
            "trainer_samples_per_second": round(theirs_sps, 1),
            "ratio": round(ours_sps / theirs_sps, 3),
            "target_ratio_at_least": 1.0,
            "compute_only_workbench_samples_per_second": round(median(ours, "compute_samples_per_second"), 1),
            "compute_only_trainer_samples_per_second": round(median(theirs, "compute_samples_per_second"), 1),
            "trainer_optimizer": theirs[-1]["optimizer"],
        },
        "vs_bare_loop": {
            "workbench_ms_per_step": round(1000 * ours_step, 1),
            "bare_loop_ms_per_step": round(1000 * bare_step, 1),
            "ratio": round(ours_step / bare_step, 3),
            "target_ratio_at_most": 1.15,
        },
        "peak_memory": {
            "measure": "torch.cuda.max_memory_allocated"
            if args.device == "cuda"
            else "growth of peak RSS (VmHWM) over train(), fresh process each",
            "full_mib": round(memory["full"]["peak_bytes"] / 2**20, 1),
            "lora_mib": round(memory["lora"]["peak_bytes"] / 2**20, 1),
            "lora_over_full": round(memory["lora"]["peak_bytes"] / max(1, memory["full"]["peak_bytes"]), 3),
            "trainable_params": {m: memory[m]["trainable_params"] for m in memory},
        },
    }
    print(json.dumps(report, indent=2))
    ok = report["vs_transformers_trainer"]["ratio"] >= 1.0 and report["vs_bare_loop"]["ratio"] <= 1.15
    return 0 if ok and not math.isnan(ours_sps) else 1


if __name__ == "__main__":
    raise SystemExit(main())
