"""Every task family's benchmark: its speed against transformers' ``Trainer``, and what its
default run reaches.

1. ``--speed`` (the default): for each family in ``--families``, the workbench's ``train()`` against a
   ``transformers.Trainer`` on the same setup, interleaved (``--repeats`` rounds, each side first in every
   other round, since the second of two back-to-back runs was a few per cent faster; medians printed): the
   same embedded model built the same way (``engine.setup.load_prepared``: the family's head, the recipe's
   method, LoRA with the workbench's rank, alpha, dropout and target weights for chat), the same data (the
   family's built-in file, split as the family splits it, the training part cut to exactly ``steps x batch``
   units: sentences, windows of question and passage, conversations), encoded once by the workbench's own
   objective (``objective.encode``) and handed to the Trainer as rows of those very ids, labels and answer
   positions, in the order the workbench's first epoch takes them (``epoch_order``; the Trainer samples
   sequentially), padded per batch on the same side by transformers' own collators, so that both learn from
   identical tensors.  Same batch, maximum length, number of steps, learning rate, weight decay, warm-up
   share, clipping and seed; the Trainer evaluates and saves nothing.  Timing: ``benchmarks/against_trainer``
   (end of step 1 to end of the last step).  Printed: samples per second of each and their ratio; target
   >= 1.0.  One difference is left as it is: the Trainer gives the new answer head of ``qa`` the body's
   learning rate, where the workbench gives it its own (the work per step is the same).
2. ``--defaults``: each family's default run exactly as ``workbench train --task T --data <built-in>`` (or
   ``workbench adapt --data``) makes it (the command line's own parser and ``config_from_args``, then
   ``load_run_data`` and ``train()``), with the check-set figures it ends with (accuracy; entity F1 per type;
   exact match and F1; the checking loss, and ROUGE-L for summaries) and the seconds it took.  On two CPU
   cores these are long (names about 15 minutes, questions about 35); ``--smoke N`` cuts each run to one epoch
   of ``N`` batches to try the mode.

A new family is one line of ``FAMILIES`` (its task, built-in file, model and how the Trainer reads a row).
One thread (``torch.set_num_threads``) unless ``--threads`` says otherwise, for steadier figures.

    .venv/bin/python benchmarks/families.py [--speed] [--families ner,qa] [--repeats 3] [--threads 1] [--json]
    .venv/bin/python benchmarks/families.py --defaults [--families ner] [--smoke 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
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

SEED = 42
IGNORED = -100  # the label a loss skips, in transformers as in the workbench


def text_row(encoded: Any, i: int) -> dict[str, Any]:
    """Item ``i``'s ids, attention mask and (BERT-style models) token types, unpadded."""
    ids = list(encoded.input_ids[i])
    row: dict[str, Any] = {"input_ids": ids, "attention_mask": [1] * len(ids)}
    if encoded.token_type_ids:
        row["token_type_ids"] = list(encoded.token_type_ids[i])
    return row


def label_row(encoded: Any, i: int) -> dict[str, Any]:
    """A text (or a pair of texts, with its segment ids) and its class (``data.batching.EncodedTexts``)."""
    return {**text_row(encoded, i), "labels": encoded.labels[i]}


def tag_row(encoded: Any, i: int) -> dict[str, Any]:
    """A sentence's pieces and their labels: the word's tag on its first piece, -100 elsewhere."""
    return {**text_row(encoded, i), "labels": list(encoded.piece_labels[i])}


def window_row(encoded: Any, i: int) -> dict[str, Any]:
    """A window of question and passage with the answer's start and end token in it."""
    features = encoded.features
    return {
        **text_row(features, i),
        "start_positions": features.start_positions[i],
        "end_positions": features.end_positions[i],
    }


def answer_row(encoded: Any, i: int) -> dict[str, Any]:
    """A rendered conversation whose labels are its tokens where the workbench's loss counts them (the
    answers), -100 elsewhere; the model shifts them by one, as the workbench does."""
    ids = encoded.input_ids[i]
    labels = [t if counted else IGNORED for t, counted in zip(ids, encoded.counted[i], strict=True)]
    return {**text_row(encoded, i), "labels": labels}


@dataclass(frozen=True)
class Family:
    """One task family as both benchmarks run it."""

    task: str  # the objective (``workbench train --task``)
    data: str  # its built-in file (resources/sample_data)
    row: Callable[[Any, int], dict[str, Any]]  # encoded item -> the Trainer's row
    collator: str  # "padding": DataCollatorWithPadding; "tokens": DataCollatorForTokenClassification
    model: str = "minilm-l6"
    batch: int = 16
    steps: int = 20
    command: str = "train"  # "adapt" for language-model adaptation

    def cli_arguments(self) -> list[str]:
        from workbench.core.training.data.samples import sample_path

        task = ["--task", self.task] if self.command == "train" else []
        return [self.command, *task, "--data", str(sample_path(self.data))]


FAMILIES = {
    "classify": Family("classify", "reviews_sentiment.csv", label_row, "padding", steps=15),
    "pairs": Family("pairs", "pairs_paraphrase.csv", label_row, "padding", "workbench-mini-mlm", steps=15),
    "ner": Family("ner", "ner_sentences.conll", tag_row, "tokens"),
    "qa": Family("qa", "qa_passages.jsonl", window_row, "padding", steps=12),
    "chat": Family("chat", "chat_plant_care.jsonl", answer_row, "tokens", "smollm2-135m", batch=4, steps=12),
    "summarize": Family(
        "summarize", "summaries_notes.jsonl", answer_row, "tokens", "smollm2-135m", batch=4, steps=12
    ),
}
SPEED_FAMILIES = ("classify", "pairs", "ner", "qa", "chat")
DEFAULT_FAMILIES = ("classify", "pairs", "ner", "qa", "chat", "summarize")


# --- speed --------------------------------------------------------------------------------------------------


def speed_config(family: Family, device: str) -> Any:
    """The run both sides train: the command line's defaults for the task (``config_from_args``: its
    method, maximum length and model), the family's model, batch and one epoch of ``steps`` steps, checked
    only after the last."""
    config = cli_config(family).replace(
        model=family.model,
        batch_size=family.batch,
        epochs=1,
        eval_every_steps=family.steps,
        early_stopping_patience=None,
        seed=SEED,
        device=device,
    )
    return config.validate()


def build(config: Any, label_names: tuple[str, ...], device: Any) -> tuple[Any, Any, Any]:
    """(model, tokenizer, objective) as the workbench's run builds them."""
    from workbench.core.training.engine.setup import load_prepared
    from workbench.core.training.objectives.choice import objective_for

    objective = objective_for(config, label_names)
    _, prepared = load_prepared(config, objective, device)
    return prepared.model.to(device.torch_device), prepared.tokenizer, objective


def exact_part(config: Any, part: Any, units: int, device: Any) -> Any:
    """The first items of ``part`` that encode to exactly ``units`` training units (a question whose passage
    takes two windows is passed over), so that one epoch is exactly the benchmark's steps."""
    _, tokenizer, objective = build(config, tuple(part.label_names), device)
    encoded = objective.encode(tokenizer, part, config.max_length, None)
    features = getattr(encoded, "features", None)
    per_item = Counter(features.items) if features is not None else Counter(range(len(part)))
    kept, total = [], 0
    for item in range(len(part)):
        if total + per_item[item] <= units and per_item[item] > 0:
            kept.append(item)
            total += per_item[item]
        if total == units:
            return part.select(kept)
    raise SystemExit(f"{config.objective}: {len(part)} training items make fewer than {units} units")


def trainer_side(config: Any, family: Family, train_part: Any, device: Any, precision: str) -> dict:
    """The Trainer on the workbench's own encoding of ``train_part``, in the workbench's order."""
    from transformers import DataCollatorForTokenClassification, DataCollatorWithPadding

    from workbench.core.training.data.batching import epoch_order

    model, tokenizer, objective = build(config, tuple(train_part.label_names), device)
    if family.task != "classify":  # the workbench pads these on the right, whatever the tokenizer says
        tokenizer.padding_side = "right"
    encoded = objective.encode(tokenizer, train_part, config.max_length, None)
    assert len(encoded) == family.steps * family.batch, len(encoded)
    rows = [family.row(encoded, i) for i in epoch_order(len(encoded), config.seed, 0)]
    kind = DataCollatorForTokenClassification if family.collator == "tokens" else DataCollatorWithPadding
    cuda = device.kind == "cuda"
    args = trainer_arguments(config, family.steps, cuda, precision, train_sampling_strategy="sequential")
    return trainer_speed(model, tokenizer, rows, kind(tokenizer), args, family.batch, cuda)


def measure_speed(
    names: list[str], repeats: int, device_name: str, table: dict[str, Family] | None = None
) -> dict:
    """Each of ``names`` (a family of ``table``, by default ``FAMILIES``) with the workbench and with the
    Trainer, interleaved (see the module doc); the medians and ratios per family."""
    from workbench.core.training.data.families import load_run_data
    from workbench.core.training.devices import choose_device, choose_precision

    device = choose_device(device_name)
    precision, _ = choose_precision("auto", device)
    setups = {}
    for name in names:
        family = (table or FAMILIES)[name]
        config = speed_config(family, device_name)
        data = load_run_data(config)
        units, train = family.steps * family.batch, data.train
        if len(train) < units:  # a longer run (on a GPU) goes round the built-in data again
            train = train.select([i % len(train) for i in range(2 * units)])
        train_part = exact_part(config, train, units, device)
        val_part = data.validation.select(range(min(8, len(data.validation))))  # checked once, untimed
        setups[name] = (family, config, train_part, val_part)
    ours: dict[str, list[dict]] = {name: [] for name in names}
    theirs: dict[str, list[dict]] = {name: [] for name in names}
    for round_ in range(repeats):  # interleaved, so drifts in the machine's speed hit both alike
        for name, (family, config, train_part, val_part) in setups.items():
            # each side goes first in turn: the second run of a pair was measurably favoured (a warm process)
            for side in ("workbench", "trainer") if round_ % 2 == 0 else ("trainer", "workbench"):
                if side == "workbench":
                    ours[name].append(workbench_speed(config, train_part, val_part, family.batch)[0])
                else:
                    theirs[name].append(trainer_side(config, family, train_part, device, precision))
            line = {
                "round": round_ + 1,
                "family": name,
                "workbench": ours[name][-1],
                "trainer": theirs[name][-1],
            }
            print(json.dumps(line), file=sys.stderr, flush=True)
    report: dict[str, Any] = {}
    for name, (family, config, _, _) in setups.items():
        mine, other = median(ours[name], "samples_per_second"), median(theirs[name], "samples_per_second")
        report[name] = {
            "model": config.model,
            "method": config.method,
            "batch": family.batch,
            "max_length": config.max_length,
            "steps": family.steps,
            "workbench_samples_per_second": round(mine, 2),
            "trainer_samples_per_second": round(other, 2),
            "ratio": round(mine / other, 3),
            # each round's own ratio: on a shared machine their spread says how far to trust the median
            "round_ratios": [
                round(a["samples_per_second"] / b["samples_per_second"], 3)
                for a, b in zip(ours[name], theirs[name], strict=True)
            ],
            "compute_only_workbench": round(median(ours[name], "compute_samples_per_second"), 2),
            "compute_only_trainer": round(median(theirs[name], "compute_samples_per_second"), 2),
        }
    return report


def speed_table(report: dict) -> str:
    lines = [
        f"{'family':<10} {'model':<13} {'method':<6} {'batch':>5} {'tokens':>6} {'steps':>5} "
        f"{'workbench/s':>11} {'Trainer/s':>10} {'ratio':>6}"
    ]
    for name, row in report.items():
        lines.append(
            f"{name:<10} {row['model']:<13} {row['method']:<6} {row['batch']:>5} {row['max_length']:>6} "
            f"{row['steps']:>5} {row['workbench_samples_per_second']:>11.2f} "
            f"{row['trainer_samples_per_second']:>10.2f} {row['ratio']:>6.3f}"
        )
    return "\n".join(lines)


# --- default runs -------------------------------------------------------------------------------------------


def cli_config(family: Family) -> Any:
    """The config ``workbench train --task T --data <built-in>`` makes, through the command
    line's own code."""
    from workbench.cli import build_parser
    from workbench.cli import train as train_commands
    from workbench.cli.train import config_from_args

    args = build_parser((train_commands,)).parse_args(family.cli_arguments())
    return config_from_args(args)


def default_run(family: Family, smoke: int | None) -> dict:
    """The family's default run; with ``smoke``, one epoch of that many batches instead."""
    from workbench.cli.train import ProgressPrinter
    from workbench.cli.train_summary import scores
    from workbench.core.training.config import check_before_model
    from workbench.core.training.data.families import load_run_data
    from workbench.core.training.engine.loop import train

    config = check_before_model(cli_config(family))
    if smoke:
        config = config.replace(epochs=1, max_examples=smoke * config.effective_batch_size)
    data = load_run_data(config)
    result = train(config, data.train, data.validation, ProgressPrinter(sys.stderr))
    figures = {key: value for key, value in scores(result).items() if key not in ("samples", "objective")}
    return {
        "command": "workbench " + " ".join(family.cli_arguments()[:-1] + [family.data]),
        "status": result.status,
        "model": result.model,
        "method": result.method,
        "steps": result.steps,
        "train_examples": len(data.train),
        "check_examples": len(data.validation),
        **figures,
        "train_seconds": round(result.train_seconds, 1),
        "elapsed_seconds": round(result.elapsed_seconds, 1),
    }


def defaults_table(report: dict) -> str:
    lines = []
    for name, row in report.items():
        lines.append(
            f"{name}: {row['command']} ({row['status']}, {row['steps']} steps, "
            f"{row['elapsed_seconds']:.0f} s)"
        )
        for key, value in row.items():
            if key in ("command", "status", "steps", "elapsed_seconds"):
                continue
            if isinstance(value, dict):  # the names' scores per type
                for kind, figures in value.items():
                    shown = ", ".join(
                        f"{k} {v:.3f}" if isinstance(v, float) else f"{k} {v}" for k, v in figures.items()
                    )
                    lines.append(f"    {key} {kind}: {shown}")
            elif value is not None:
                lines.append(f"    {key}: {round(value, 4) if isinstance(value, float) else value}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--speed", action="store_true", help="workbench against Trainer (the default)")
    mode.add_argument("--defaults", action="store_true", help="each family's default run and its figures")
    parser.add_argument("--families", help=f"comma-separated, of: {', '.join(FAMILIES)}")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--device", choices=("cpu", "cuda"), default="cpu")
    parser.add_argument("--smoke", type=int, metavar="N", help="--defaults: one epoch of N batches per run")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args()
    chosen = args.families.split(",") if args.families else None
    names = (
        [n.strip() for n in chosen] if chosen else list(DEFAULT_FAMILIES if args.defaults else SPEED_FAMILIES)
    )
    unknown = [n for n in names if n not in FAMILIES]
    if unknown:
        parser.error(f"unknown families {', '.join(unknown)}; known: {', '.join(FAMILIES)}")
    import torch

    torch.set_num_threads(args.threads)
    os.environ["WORKBENCH_HOME"] = tempfile.mkdtemp(prefix="wb-bench-families-")
    quiet()
    if args.defaults:
        report = {name: default_run(FAMILIES[name], args.smoke) for name in names}
        print(json.dumps(report, indent=2) if args.json else defaults_table(report))
        return 0 if all(row["status"] == "finished" for row in report.values()) else 1
    report = measure_speed(names, args.repeats, args.device)
    header = {"device": args.device, "threads": torch.get_num_threads(), "repeats": args.repeats}
    print(json.dumps({**header, "families": report}, indent=2) if args.json else speed_table(report))
    return 0 if all(row["ratio"] >= 1.0 for row in report.values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
