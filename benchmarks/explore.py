"""Explore benchmark: one fill-in-the-blank query and one next-token query, against transformers.

For each query three ways of doing it are timed, interleaved (their order rotates every round), after warm-up:

- the workbench core (``fill_mask`` / ``next_token``), text in, finished result out;
- the transformers pipeline doing the same query, built once outside the timing: "fill-mask" with the same
  top-k; for the next token there is no next-token pipeline, so "text-generation" with max_new_tokens=1 and
  greedy decoding (it returns the top next token, without probabilities);
- a bare forward pass, ``model(**inputs)`` under ``torch.no_grad()``, with the inputs tokenised beforehand.

The fill query runs on the app's own embedded masked LM (workbench-mini-mlm), the next-token query on the
embedded SmolLM2.  Targets: the core at most 0.7x the pipeline and at most 1.15x the bare forward.

    .venv/bin/python benchmarks/explore.py [--runs 30] [--threads N]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

FILL_TEXT = "The man went to the [MASK] to buy milk."
NEXT_TEXT = "The man went to the store to buy some milk and then he went back home to"


def _interleaved(candidates: dict, runs: int, warmup: int = 3) -> dict[str, float]:
    """Median milliseconds of each candidate (and, under "fastest", the quickest run of each)."""
    for fn in candidates.values():
        for _ in range(warmup):
            fn()
    times: dict[str, list[float]] = {name: [] for name in candidates}
    names = list(candidates)
    for round_ in range(runs):
        order = names[round_ % len(names) :] + names[: round_ % len(names)]
        for name in order:
            started = time.perf_counter()
            candidates[name]()
            times[name].append(time.perf_counter() - started)
    medians = {name: statistics.median(samples) * 1000 for name, samples in times.items()}
    medians["fastest"] = {name: min(samples) * 1000 for name, samples in times.items()}
    return medians


def bench_fill(runs: int) -> dict:
    import torch
    from transformers import pipeline

    from workbench.core.explore.fill_mask import fill_mask
    from workbench.core.models.loading import load_model

    loaded = load_model("workbench-mini-mlm", "masked-lm")
    model, tokenizer = loaded.model, loaded.tokenizer
    pipe = pipeline("fill-mask", model=model, tokenizer=tokenizer, device=loaded.device.torch_device)
    inputs = tokenizer(FILL_TEXT, return_tensors="pt").to(loaded.device.torch_device)

    def bare() -> None:
        with torch.no_grad():
            model(**inputs)

    ours = fill_mask(loaded, FILL_TEXT, top_k=5)
    theirs = pipe(FILL_TEXT, top_k=5)
    same = [p.token_id for p in ours.blanks[0].predictions] == [row["token"] for row in theirs]
    medians = _interleaved(
        {
            "core": lambda: fill_mask(loaded, FILL_TEXT, top_k=5),
            "pipeline": lambda: pipe(FILL_TEXT, top_k=5),
            "bare forward": bare,
        },
        runs,
    )
    return {"query": "fill", "model": "workbench-mini-mlm", "same_top5": same, **medians}


def bench_next(runs: int) -> dict:
    import torch
    from transformers import pipeline

    from workbench.core.explore.next_token import next_token
    from workbench.core.models.loading import load_model

    loaded = load_model("smollm2-135m")
    model, tokenizer = loaded.model, loaded.tokenizer
    pipe = pipeline("text-generation", model=model, tokenizer=tokenizer, device=loaded.device.torch_device)
    inputs = tokenizer(NEXT_TEXT, return_tensors="pt").to(loaded.device.torch_device)
    settings = {"max_new_tokens": 1, "do_sample": False, "return_full_text": False}

    def bare() -> None:
        with torch.no_grad():
            model(**inputs)

    ours = next_token(loaded, NEXT_TEXT, top_k=10)
    theirs = pipe(NEXT_TEXT, **settings)[0]["generated_text"]
    same = ours.predictions[0].token == theirs
    medians = _interleaved(
        {
            "core": lambda: next_token(loaded, NEXT_TEXT, top_k=10),
            "pipeline": lambda: pipe(NEXT_TEXT, **settings),
            "bare forward": bare,
        },
        runs,
    )
    return {
        "query": "next",
        "model": "smollm2-135m",
        "same_top1": same,
        "tokens": len(inputs["input_ids"][0]),
        **medians,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument(
        "--threads",
        type=int,
        default=0,
        help="torch threads (0: torch's default; 1 is steadier on a busy machine)",
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    import torch
    import transformers

    transformers.logging.set_verbosity_error()
    warnings.filterwarnings("ignore")
    if args.threads:
        torch.set_num_threads(args.threads)
    print(
        f"torch {torch.__version__}, {torch.get_num_threads()} threads, transformers "
        f"{transformers.__version__}"
    )
    print("Fill query on the embedded workbench-mini-mlm; next-token query on the embedded SmolLM2-135M.")
    print("'bare forward' is model(**inputs) with the full logits: the model's own cost for the query.\n")
    results = [bench_fill(args.runs), bench_next(args.runs)]
    for r in results:
        core, pipe, bare = r["core"], r["pipeline"], r["bare forward"]
        print(f"{r['query']:>5} on {r['model']}: medians over {args.runs} runs")
        print(f"       core {core:8.2f} ms   pipeline {pipe:8.2f} ms   bare forward {bare:8.2f} ms")
        ok_pipe = "meets" if core / pipe <= 0.7 else "MISSES"
        ok_bare = "meets" if core / bare <= 1.15 else "MISSES"
        print(
            f"       core/pipeline {core / pipe:5.2f}x ({ok_pipe} <= 0.70)   core/bare {core / bare:5.2f}x "
            f"({ok_bare} <= 1.15)"
        )
        fast = r["fastest"]
        print(
            f"       fastest runs: core/pipeline {fast['core'] / fast['pipeline']:5.2f}x   "
            f"core/bare {fast['core'] / fast['bare forward']:5.2f}x"
        )
        r["core_over_pipeline"], r["core_over_bare"] = core / pipe, core / bare
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
