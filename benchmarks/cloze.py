"""Cloze benchmark: how well each way of filling a blank does on the project's everyday cloze set.

Prints top-1 and top-5 accuracy (an accepted answer first, or among the first five guesses) for:

- ``workbench-mini-mlm``: the project's embedded masked LM (target: top-5 at least 70%);
- the same encoder (all-MiniLM-L6-v2) with an untrained masked-LM head tied to its embeddings: what the
  continued pre-training added;
- the embedded SmolLM2-135M with the explorer's whole-sentence method (view (b) of the Fill tab): a causal LM
  ranking its own 20 top next words by the probability of the whole sentence;
- the same method as the Fill tab runs it with both embedded models loaded (its default): the candidates are
  the 8 top words of view (a), workbench-mini-mlm, and the 8 of view (c), SmolLM2 after the words before the
  blank.  Not the masked LM alone: two models together, shown for what a lecturer sees in view (b).

    .venv/bin/python benchmarks/cloze.py [--misses] [--threads N]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--misses", action="store_true", help="list the sentences the embedded model missed")
    parser.add_argument("--threads", type=int, default=0, help="torch threads (default: torch's choice)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    warnings.filterwarnings("ignore")
    import torch
    from transformers.utils import logging as hf_logging

    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()
    if args.threads:
        torch.set_num_threads(args.threads)
    from recipes.cloze import load_cloze_set, score_causal_lm, score_masked_lm
    from workbench.core.explore.context import VIEW_TOP
    from workbench.core.models.loading import load_model

    items = load_cloze_set()
    scores = []
    started = time.perf_counter()
    mini_mlm = load_model("workbench-mini-mlm", "masked-lm")
    scores.append(score_masked_lm(mini_mlm, items, "workbench-mini-mlm"))
    torch.manual_seed(0)  # the untrained head's random start
    untrained = load_model("minilm-l6", "masked-lm")
    scores.append(score_masked_lm(untrained, items, "all-MiniLM-L6-v2 + untrained head"))
    causal = load_model("smollm2-135m", "causal-lm")
    scores.append(score_causal_lm(causal, items, "SmolLM2-135M, whole-sentence scoring"))
    scores.append(
        score_causal_lm(causal, items, "view (b): SmolLM2 ranks mini-MLM + own words", VIEW_TOP, mini_mlm)
    )
    seconds = time.perf_counter() - started
    if args.json:
        print(json.dumps([{k: v for k, v in vars(s).items() if k != "misses"} for s in scores], indent=2))
        return 0
    print(f"Cloze set: {len(items)} everyday sentences, one blank each ({seconds:.0f} s)")
    print(f"{'method':<46} {'top-1':>7} {'top-5':>7} {'unanswered':>11}")
    for s in scores:
        print(f"{s.method:<46} {s.top1:>7.1%} {s.top5:>7.1%} {s.unanswered:>11}")
    target = scores[0].top5 >= 0.70
    print(f"target: workbench-mini-mlm top-5 >= 70%: {'met' if target else 'MISSED'} ({scores[0].top5:.1%})")
    if args.misses:
        print("\nMissed by workbench-mini-mlm (its first five guesses):")
        for text, guesses in scores[0].misses:
            print(f"  {text}  ->  {', '.join(guesses)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
