"""Scenes benchmark: every built-in lecture scene's claim, checked with its training checks too.

The tests play the fast checks (``tests/core/test_scene_checks.py``); the fine-tuning scenes also claim
what a training run shows (the pre-trained model beats the one from scratch, a learning rate of 1e-2 makes
the loss jump, ...).  This runs ``workbench.core.scene_checks.check_deck(..., training=True)`` on the built-in
deck and prints, per scene, whether its claim holds, what the models showed and how long it took, then one
JSON object with the same.  A training scene's fresh run is compared with its recording
(``resources/scenes/recordings``, ``workbench scenes record``), whose time is printed beside it.  A training
experiment without a function in ``scene_checks.TRAINING_CHECKS`` is reported as not yet implemented (never as
holding).  Exit code 0 when no checked claim failed.

    .venv/bin/python benchmarks/scenes.py [--only TEXT] [--threads N]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

MARKS = {True: "holds", False: "FAILS", None: "not run"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="check only the scenes whose title contains this text")
    parser.add_argument("--threads", type=int, default=0, help="torch threads (default: torch's own choice)")
    args = parser.parse_args()
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)
    from workbench.core import scene_checks, scenes

    deck = scenes.builtin_deck("lecture.json")
    chosen = tuple(s for s in deck.scenes if args.only.lower() in s.title.lower())
    deck = scenes.SceneDeck(deck.title, chosen, deck.description, deck.source)
    started = time.perf_counter()
    reports = scene_checks.check_deck(
        deck, training=True, progress=lambda m: print(f"  … {m}", file=sys.stderr)
    )
    total = time.perf_counter() - started
    for report in reports:
        print(f"{MARKS[report.holds]:>8}  {report.seconds:6.1f} s  {report.title}")
        for result in report.results:
            print(f"{'':>19}{result.kind}: {MARKS[result.holds]}: {result.detail}")
            if result.recorded and not result.recorded.get("stale"):
                then = result.recorded
                print(
                    f"{'':>19}recorded: {then['seconds']:.0f} s on a {then['machine']} "
                    f"(load {then['load']}), {then['date']}; agrees: {then.get('agrees')}"
                )
        if report.textbook_results:
            print(f"{'':>19}textbook: {MARKS[report.textbook_holds]}: {report.textbook_claim}")
    print(
        json.dumps(
            {
                "seconds": round(total, 1),
                "scenes": [r.to_dict() for r in reports],
                "training_experiments_implemented": sorted(scene_checks.TRAINING_CHECKS),
            },
            indent=2,
            ensure_ascii=False,
        )
    )
    return 0 if scene_checks.all_hold(reports) else 1


if __name__ == "__main__":
    raise SystemExit(main())
