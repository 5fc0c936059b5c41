"""Recipe benchmark: does the default recipe give a confident model on small data, and does the lecture's
experiment show what its narration says?

1. The default run (``workbench train --data FILE`` with nothing else: ``TrainConfig`` left empty, filled by
   ``recipes.recipe_for`` for the data's size) against the reference, the fixed textbook recipe the app used
   before (3 epochs, batch 16, 5e-5), on the same split, for each seed.  Printed per data set: accuracy on
   the checking part and the mean confidence of the correct answers (medians over the seeds).  Targets on
   the 300 built-in reviews: accuracy >= 0.92 and confidence >= 0.8.  Data: ``reviews_sentiment.csv`` (300
   reviews) and ``topics_small.jsonl`` (90 sentences, 3 topics) as the second set; ``--data
   pairs_paraphrase.csv`` measures the recipe of pairs of texts (``workbench train --task pairs``) on the 464
   built-in sentence pairs instead, ``--model`` another model than MiniLM.
2. ``--experiment``: ``run_experiment`` (sizes 100 and 1,000, 3 seeds, one fixed check set of a fifth of the
   file), the same as ``workbench experiment``, on the built-in ``reviews_plain.csv`` (the lecture's) and on
   ``benchmarks/data/heldout_plain_reviews.csv``, 1,400 short reviews written for this benchmark apart from
   the built-in data, never used by the app or its tests (``--experiment-data FILE``, repeatable, for others).
   Targets for each file: pre-trained ahead by >= 10 points at 100 examples (mean of the seeds), and a smaller
   gap at 1,000 than at 100.

    .venv/bin/python benchmarks/recipes.py [--seeds 3] [--experiment] [--skip-recipes] [--threads N]
        [--data NAME] [--model M] [--experiment-data FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("WORKBENCH_HOME", tempfile.mkdtemp(prefix="wb-bench-recipes-"))

DATA_SETS = ("reviews_sentiment.csv", "topics_small.jsonl")
OBJECTIVES = {"pairs_paraphrase.csv": "pairs"}  # built-in data that is not single texts to classify
REFERENCE = {"epochs": 3, "learning_rate": 5e-5, "batch_size": 16}  # the fixed recipe of before


def sample(name: str) -> Path:
    from importlib import resources

    return Path(str(resources.files("workbench_resources") / "sample_data" / name))


def one_run(name: str, seed: int, reference: bool, model: str = "minilm-l6") -> dict:
    """Train on ``name`` as ``workbench train --data`` would, and score the kept model on its
    checking part."""
    from workbench.core.training.config import TrainConfig
    from workbench.core.training.data.families import load_run_data
    from workbench.core.training.engine.loop import train
    from workbench.core.training.runs.classifier import load_trained

    out = Path(tempfile.mkdtemp(prefix="wb-bench-run-")) / "run"
    objective = OBJECTIVES.get(name, "classify")
    config = TrainConfig(
        model=model, objective=objective, data_path=str(sample(name)), seed=seed, out_dir=str(out)
    )
    if reference:
        config = config.replace(**REFERENCE)
    data = load_run_data(config)
    result = train(config, data.train, data.validation)
    texts_b = getattr(data.validation, "texts_b", None)
    predictions = load_trained(Path(result.run_dir)).predict(list(data.validation.texts), texts_b=texts_b)
    sure = [p.score for p, label in zip(predictions, data.validation.labels, strict=True) if p.index == label]
    return {
        "accuracy": result.accuracy,
        "confidence": statistics.fmean(sure) if sure else 0.0,
        "steps": result.steps,
        "seconds": round(result.train_seconds, 1),
    }


def recipe_table(seeds: int, data_sets: tuple[str, ...] = DATA_SETS, model: str = "minilm-l6") -> dict:
    report = {}
    for name in data_sets:
        row = {}
        for label, reference in (("recipe", False), ("reference", True)):
            runs = [one_run(name, 42 + k, reference, model) for k in range(seeds)]
            row[label] = {
                "accuracy": round(statistics.median(r["accuracy"] for r in runs), 3),
                "confidence": round(statistics.median(r["confidence"] for r in runs), 3),
                "steps": runs[0]["steps"],
                "runs": runs,
            }
            print(f"{name:<24} {label:<9} {json.dumps(row[label])}", file=sys.stderr, flush=True)
        report[name] = row
    return report


HELD_OUT = Path(__file__).resolve().parent / "data" / "heldout_plain_reviews.csv"


def experiment(seeds: int, data: Path) -> dict:
    from workbench.cli.experiment import format_table
    from workbench.core.training.config import TrainConfig
    from workbench.core.training.data.run_data import load_labelled_data
    from workbench.core.training.runs.experiment import run_experiment

    config = TrainConfig(data_path=str(data))
    dataset, _ = load_labelled_data(config)
    print(f"The experiment on {data.name}:", file=sys.stderr, flush=True)
    result = run_experiment(config, dataset, [100, 1000], seeds, _progress)
    print(format_table(result), file=sys.stderr)
    return result.to_dict()


def _progress(event) -> None:
    from workbench.core.training.runs.experiment import RunEnded

    if isinstance(event, RunEnded):
        print(f"  {event.run.label}: {event.accuracy}", file=sys.stderr, flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--threads", type=int)
    parser.add_argument("--experiment", action="store_true")
    parser.add_argument("--skip-recipes", action="store_true", help="only the experiment")
    parser.add_argument(
        "--data",
        action="append",
        help="a built-in data file (repeatable; default: the reviews and the topics)",
    )
    parser.add_argument("--model", default="minilm-l6", help="the model to fine-tune (default minilm-l6)")
    parser.add_argument(
        "--experiment-data",
        action="append",
        type=Path,
        help="a labelled file for --experiment (repeatable; default: plain reviews and the held-out file)",
    )
    args = parser.parse_args()
    import torch

    if args.threads:
        torch.set_num_threads(args.threads)
    from transformers.utils import logging as hf_logging

    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()
    report: dict = {"threads": torch.get_num_threads()}
    ok = True
    if not args.skip_recipes:
        report["recipes"] = recipe_table(args.seeds, tuple(args.data or DATA_SETS), args.model)
        reviews = report["recipes"].get("reviews_sentiment.csv", {}).get("recipe")
        ok = reviews is None or (reviews["accuracy"] >= 0.92 and reviews["confidence"] >= 0.8)
    if args.experiment:
        from workbench.core.training.data.samples import EXPERIMENT_DATA

        report["experiment"] = {}
        for data in args.experiment_data or (sample(EXPERIMENT_DATA), HELD_OUT):
            report["experiment"][data.name] = result = experiment(args.seeds, data)
            gaps = [size["gap"] for size in result["sizes"]]
            narrows = gaps[0] >= 0.10 and gaps[1] < gaps[0]
            print(
                f"{data.name}: gap at 100 {gaps[0] * 100:+.1f} points, at 1,000 {gaps[1] * 100:+.1f}: "
                f"{'narrows as the data grows' if narrows else 'does NOT show the lesson'}",
                file=sys.stderr,
                flush=True,
            )
            ok = ok and narrows
    print(json.dumps(report, indent=2))
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
