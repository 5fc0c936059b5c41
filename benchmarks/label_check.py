"""Label checks: do both ways of ``check_labels`` find labels that are known to be wrong, and how long do they
take?

Both ways run, one after the other in one process, on the same held-out file:

- ``support`` (the default): 600 short customer-support messages in four categories with 24 labels planted
  wrong (``benchmarks/data/heldout_support.csv`` and the answer file ``heldout_support_planted.csv``, both
  written by ``benchmarks/support_messages.py``, none of them from the built-in samples);
- ``reviews``: plainly positive and negative reviews (``benchmarks/data/heldout_reviews.csv``) with ``--flip``
  of their labels swapped, chosen with ``--seed``.

``--rows N`` checks the first N rows only (the messages are shuffled, so every category is among them), with
the wrong labels among them.  For each way it prints the seconds (the whole check, the model's loading
included; the thorough way also what it said it would take before it started), how many of the wrong labels
it ranks among its top k (k = the number of wrong labels; the issue's target: the quick way at least as many
as the thorough way, in under a minute for 600 texts on 2 cores), how many rows it flagged and how many of
those were wrong, and the accuracy of each part's model on the rows it never saw (against the given labels).

    .venv/bin/python benchmarks/label_check.py [--data support|reviews] [--rows N] [--ways quick,thorough]
        [--folds 3] [--epochs N] [--flip 0.1] [--seed 0] [--threads N]
"""

from __future__ import annotations

import argparse
import csv
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DATA = ROOT / "benchmarks" / "data"
SUPPORT = DATA / "heldout_support.csv"
PLANTED = DATA / "heldout_support_planted.csv"
REVIEWS = DATA / "heldout_reviews.csv"


def read(path: Path) -> tuple[list[str], list[list[str]]]:
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    return rows[0], rows[1:]


def write(path: Path, header: list[str], body: list[list[str]]) -> None:
    with path.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle, lineterminator="\n").writerows([header, *body])


def support_copy(target: Path, rows: int | None) -> tuple[int, set[str]]:
    """The support messages (the first ``rows``) at ``target``: (rows, where the planted wrong labels are)."""
    header, body = read(SUPPORT)
    body = body[:rows]
    with PLANTED.open(encoding="utf-8", newline="") as handle:
        planted = {f"row {answer['row']}" for answer in csv.DictReader(handle)}
    write(target, header, body)
    return len(body), {where for where in planted if int(where.split()[1]) <= len(body) + 1}


def flipped_copy(target: Path, rows: int | None, share: float, seed: int) -> tuple[int, set[str]]:
    """The reviews (the first ``rows``) at ``target`` with ``share`` of their labels swapped: (rows, where the
    swapped rows are)."""
    header, body = read(REVIEWS)
    body = body[:rows]
    labels = sorted({row[1] for row in body})
    chosen = random.Random(seed).sample(range(len(body)), round(share * len(body)))
    for index in chosen:
        body[index][1] = next(label for label in labels if label != body[index][1])
    write(target, header, body)
    return len(body), {f"row {index + 2}" for index in chosen}  # row 1 is the line of column names


def hits_at(ranked: list[str], wrong: set[str]) -> int:
    """How many of the ``len(wrong)`` top-ranked rows are wrong ones."""
    return sum(location in wrong for location in ranked[: len(wrong)])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", choices=("support", "reviews"), default="support")
    parser.add_argument("--rows", type=int, default=None, help="check the first N rows only")
    parser.add_argument("--ways", default="quick,thorough", help="which ways, in order (default both)")
    parser.add_argument("--folds", type=int, default=3)
    parser.add_argument("--epochs", type=int, default=None, help="the thorough way's (default: its choice)")
    parser.add_argument("--flip", type=float, default=0.1, help="reviews: share of the labels swapped")
    parser.add_argument("--seed", type=int, default=0, help="reviews: which labels are swapped")
    parser.add_argument("--threads", type=int, default=None, help="torch threads (default: torch's)")
    args = parser.parse_args()

    import torch

    from workbench.cli.train import quiet_transformers
    from workbench.core.training.costs import duration_text
    from workbench.core.use import label_check as lc

    quiet_transformers()
    if args.threads:
        torch.set_num_threads(args.threads)
    ways = [way.strip() for way in args.ways.split(",") if way.strip()]
    results = []
    with tempfile.TemporaryDirectory(prefix="label-check-bench-") as scratch:
        data = Path(scratch) / f"{args.data}.csv"
        if args.data == "support":
            rows, wrong = support_copy(data, args.rows)
            what = f"{SUPPORT.relative_to(ROOT)}, {len(wrong)} labels planted wrong"
        else:
            rows, wrong = flipped_copy(data, args.rows, args.flip, args.seed)
            what = f"{REVIEWS.relative_to(ROOT)}, {len(wrong)} labels swapped (seed {args.seed})"
        print(f"data: {what}; {rows} rows; {args.folds} parts; torch threads {torch.get_num_threads()}")
        for way in ways:
            epochs = args.epochs if way == "thorough" else None
            check = lc.check_labels(data, way=way, folds=args.folds, epochs=epochs)
            results.append(check)
            ranked = [check.rows[i].location for i in check.ranked]
            caught = sum(row.flagged and row.location in wrong for row in check.rows)
            expected = (
                f", said first: about {duration_text(check.expected_seconds)}"
                if check.expected_seconds is not None
                else f"; it estimated the thorough way at about {duration_text(check.thorough_seconds())}"
            )
            accuracy = ", ".join(f"{a:.0%}" for a in check.fold_accuracy)
            settings = f"{check.epochs} epochs a model" if check.epochs else "frozen sentence vectors"
            print(
                f"{way:>9}: {check.seconds:7.1f} s ({settings}{expected}); {hits_at(ranked, wrong)} of the "
                f"{len(wrong)} wrong labels in its top {len(wrong)}; flagged {check.flagged}, of them wrong "
                f"{caught}; each part's model right on {accuracy} of the rows it never saw"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
