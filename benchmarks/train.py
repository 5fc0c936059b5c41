"""Training benchmark: the workbench's loop against a bare PyTorch loop, and the pre-training gap by data size.

1. Overhead: the same optimizer steps of the embedded MiniLM-L6 (full fine-tuning, 16 reviews of at most 32
   tokens a step) timed through ``train()`` (its ``train_seconds``: steps only, evaluations and checkpoints
   excluded) and through a bare loop (tokenizer padding, forward, loss, backward, AdamW step).  Target: the
   workbench at most 1.15x the bare loop per step.
2. ``--curve``: validation accuracy of pre-trained MiniLM fine-tuned versus the same architecture trained
   from scratch, on 50 / 100 / 240 training reviews (the sample data, same validation part), 3 epochs each:
   the numbers behind TEACHING.md point 10 ("the gap shrinks as data grows").

    .venv/bin/python benchmarks/train.py [--steps 20] [--threads N] [--curve]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def sample_parts(train_size: int | None = None):
    from importlib import resources

    from workbench.core.training.data import load_dataset
    from workbench.core.training.data_checks import stratified_split, subsample

    data = load_dataset(
        Path(str(resources.files("workbench_resources") / "sample_data" / "reviews_sentiment.csv"))
    )
    train_part, val_part = stratified_split(data, val_fraction=0.2, seed=0)
    return (subsample(train_part, train_size, seed=0) if train_size else train_part), val_part


def bare_seconds_per_step(train_part, steps: int, batch: int) -> float:
    import torch
    import torch.nn.functional as F

    from workbench.core.models.devices import best_device
    from workbench.core.models.loading import load_model
    from workbench.core.training.methods import classification_kwargs

    loaded = load_model(
        "minilm-l6",
        "classification",
        device=best_device("cpu"),
        model_kwargs=classification_kwargs(["n", "p"]),
    )
    model, tokenizer = loaded.model.train(), loaded.tokenizer
    optimizer = torch.optim.AdamW(model.parameters(), lr=5e-5)
    texts, labels = list(train_part.texts), list(train_part.labels)
    elapsed = 0.0
    for step in range(steps):
        start = (step * batch) % max(1, len(texts) - batch)
        began = time.perf_counter()
        inputs = tokenizer(
            texts[start : start + batch], truncation=True, max_length=32, padding=True, return_tensors="pt"
        )
        loss = F.cross_entropy(model(**inputs).logits, torch.tensor(labels[start : start + batch]))
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        elapsed += time.perf_counter() - began  # every step counts, as in the workbench's train_seconds
    return elapsed / steps


def workbench_seconds_per_step(train_part, val_part, steps: int, batch: int) -> float:
    from workbench.core.training.config import TrainConfig
    from workbench.core.training.loop import train

    train_part = (
        train_part.select(list(range(steps * batch))) if len(train_part) > steps * batch else train_part
    )
    config = TrainConfig(model="minilm-l6", epochs=1, batch_size=batch, max_length=32, device="cpu", seed=0)
    result = train(config, train_part, val_part.select(list(range(8))))
    return result.train_seconds / result.steps


def curve(sizes: list[int]) -> list[dict]:
    from workbench.core.training.config import TrainConfig
    from workbench.core.training.loop import train

    rows = []
    for size in sizes:
        train_part, val_part = sample_parts(size)
        row = {"train_examples": len(train_part), "val_examples": len(val_part)}
        for method in ("full", "scratch"):
            config = TrainConfig(
                model="minilm-l6", method=method, epochs=3, learning_rate=1e-4, max_length=32, seed=0
            )
            row[method] = round(train(config, train_part, val_part).accuracy, 3)
        rows.append(row)
        print(json.dumps(row), file=sys.stderr, flush=True)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--threads", type=int)
    parser.add_argument("--curve", action="store_true")
    args = parser.parse_args()
    import torch

    if args.threads:
        torch.set_num_threads(args.threads)
    os.environ["WORKBENCH_HOME"] = tempfile.mkdtemp(prefix="wb-bench-")
    train_part, val_part = sample_parts()
    batch = 16
    ours = workbench_seconds_per_step(train_part, val_part, args.steps, batch)
    bare = bare_seconds_per_step(train_part, args.steps, batch)
    report = {
        "threads": torch.get_num_threads(),
        "workbench_ms_per_step": round(1000 * ours, 1),
        "bare_loop_ms_per_step": round(1000 * bare, 1),
        "ratio": round(ours / bare, 3),
        "target_ratio": 1.15,
    }
    if args.curve:
        report["pretrained_vs_scratch"] = curve([50, 100, 240])
    print(json.dumps(report, indent=2))
    return 0 if report["ratio"] <= 1.15 else 1


if __name__ == "__main__":
    raise SystemExit(main())
