"""Label checks: does ``check_labels`` find labels that are known to be wrong?

A held-out file of plainly positive and negative product and film reviews
(``benchmarks/data/heldout_reviews.csv``, written for this benchmark, none of them from the built-in reviews)
gets ``--flip`` of its labels swapped, chosen with a fixed seed; the check then runs on the copy as the
command line runs it (k folds of the embedded MiniLM through the training loop, then confident learning).
Printed: the rows, how many were flipped, precision at k (among the k top-ranked rows, k = the number
flipped, how many were flipped; target at least 40 %), the same for each ranking cleanlab offers, by score
alone (from the same probabilities, no second training), how many rows were flagged and how many of those
were flipped, and the seconds per fold.

    .venv/bin/python benchmarks/label_check.py [--folds 3] [--epochs N] [--flip 0.1] [--seed 0] [--threads N]
"""

from __future__ import annotations

import argparse
import csv
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DATA = ROOT / "benchmarks" / "data" / "heldout_reviews.csv"


def flipped_copy(target: Path, share: float, seed: int) -> tuple[int, set[str]]:
    """Write DATA to ``target`` with ``share`` of its labels swapped: (rows, where the swapped rows are)."""
    with DATA.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    header, body = rows[0], rows[1:]
    labels = sorted({row[1] for row in body})
    chosen = random.Random(seed).sample(range(len(body)), round(share * len(body)))
    for index in chosen:
        body[index][1] = next(label for label in labels if label != body[index][1])
    with target.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle, lineterminator="\n").writerows([header, *body])
    return len(body), {f"row {index + 2}" for index in chosen}  # row 1 is the line of column names


def precision_at(ranked: list[str], wrong: set[str]) -> float:
    top = ranked[: len(wrong)]
    return sum(location in wrong for location in top) / max(1, len(top))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--folds", type=int, default=3)
    parser.add_argument("--epochs", type=int, default=None, help="default: the label check's choice")
    parser.add_argument("--method", default=None, help="default: the label check's own")
    parser.add_argument("--lr", type=float, default=None, help="default: the label check's own")
    parser.add_argument("--batch-size", type=int, default=None, help="default: the label check's own")
    parser.add_argument("--flip", type=float, default=0.1, help="share of the labels swapped (default 0.1)")
    parser.add_argument("--seed", type=int, default=0, help="which labels are swapped")
    parser.add_argument("--threads", type=int, default=None, help="torch threads (default: torch's)")
    args = parser.parse_args()

    import torch

    from workbench.core.use import label_check as lc

    if args.threads:
        torch.set_num_threads(args.threads)
    method = args.method or lc.DEFAULT_METHOD
    lr, batch = args.lr or lc.DEFAULT_LEARNING_RATE, args.batch_size or lc.DEFAULT_BATCH_SIZE
    with tempfile.TemporaryDirectory(prefix="label-check-bench-") as scratch:
        data = Path(scratch) / "reviews_flipped.csv"
        rows, wrong = flipped_copy(data, args.flip, args.seed)
        started = time.perf_counter()
        check = lc.check_labels(
            data, folds=args.folds, epochs=args.epochs, method=method, learning_rate=lr, batch_size=batch
        )
        seconds = time.perf_counter() - started
    print(
        f"data: {DATA.relative_to(ROOT)}; model {check.model}, method {method}, {args.folds} folds, "
        f"{check.epochs} epochs, batch {batch}, learning rate {lr:g}, "
        f"torch threads {torch.get_num_threads()}"
    )
    print(f"rows: {rows}")
    print(f"flipped: {len(wrong)} (seed {args.seed})")
    ranked = [check.rows[i].location for i in check.ranked]
    print(
        f"precision at {len(wrong)} ({check.ranked_by}, as shown): {precision_at(ranked, wrong):.1%} "
        f"(target at least 40 %)"
    )
    given = [check.label_names.index(row.given) for row in check.rows]
    probabilities = [row.probabilities for row in check.rows]
    for other in lc.RANKINGS:
        quality, _flagged = lc.rank_rows(given, probabilities, other)
        order = sorted(range(len(quality)), key=lambda i: (quality[i], i))
        print(
            f"precision at {len(wrong)} ({other}, by score alone): "
            f"{precision_at([check.rows[i].location for i in order], wrong):.1%}"
        )
    caught = sum(row.flagged and row.location in wrong for row in check.rows)
    print(f"flagged: {check.flagged}, of them flipped: {caught} (recall {caught / max(1, len(wrong)):.1%})")
    accuracy = ", ".join(f"{a:.1%}" for a in check.fold_accuracy)
    print(f"accuracy of each fold's model on its held-out rows (against the given labels): {accuracy}")
    print(
        f"seconds per fold: {statistics.fmean(check.fold_seconds):.1f} "
        f"({', '.join(f'{s:.1f}' for s in check.fold_seconds)}); whole check {seconds:.1f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
