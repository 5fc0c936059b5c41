"""Make the score family's sample data: reviews with 1 to 5 stars, composed from the plainly worded
positive and negative reviews the project already ships.

A review's stars come from how its parts lean: a 5-star review is a positive review with a glowing remark, a
4-star one a positive review with a small reservation, a 3-star one a positive and a negative review of the
same kind of thing side by side (or a shrug with one of them), a 2-star one a negative review with a small
upside, a 1-star one a negative review with a damning remark.  No remark names a number of stars.

    python recipes/star_reviews.py            # writes both files below

- ``resources/sample_data/reviews_stars.csv``: 500 reviews (100 of each score) from ``reviews_plain.csv``;
- ``benchmarks/data/heldout_star_reviews.csv``: 200 reviews (40 of each) from
  ``benchmarks/data/heldout_plain_reviews.csv``, whose sentences the sample never uses, to check a trained
  score predictor on texts it has not seen.
"""

from __future__ import annotations

import csv
import random
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GLOWING = (
    "Could not be happier with it.",
    "Honestly perfect.",
    "Best purchase I have made in ages.",
    "I would recommend it to anyone.",
    "Exceeded every expectation.",
    "Absolutely love it.",
    "Worth every penny.",
    "Flawless from start to finish.",
)
RESERVED = (
    "Only wish it were a little cheaper.",
    "A small quibble or two, but very good overall.",
    "Not perfect, but close.",
    "The packaging could be better.",
    "Took a while to arrive, though.",
    "A bit pricey, still happy.",
    "One minor annoyance, otherwise great.",
    "Good, if not quite excellent.",
)
SHRUGS = (
    "It's fine, nothing special.",
    "Does the job, no more.",
    "Average at best.",
    "Mixed feelings about this one.",
    "Neither great nor awful.",
    "It is okay for the price.",
)
UPSIDES = (
    "The price was fair, at least.",
    "Delivery was quick, which is something.",
    "The colour is nice, I suppose.",
    "Customer service was polite about it.",
    "Some of it is usable.",
    "Not the worst I have had.",
)
DAMNING = (
    "A complete waste of money.",
    "Avoid at all costs.",
    "Never again.",
    "Utterly useless.",
    "The worst purchase I have made.",
    "Went straight back to the shop.",
)


def read_plain(path: Path) -> tuple[list[str], list[str]]:
    """(positive reviews, negative reviews) of a two-column CSV whose second column says which."""
    positive, negative = [], []
    with path.open(encoding="utf-8", newline="") as handle:
        for text, label in list(csv.reader(handle))[1:]:
            (positive if label in ("positive", "pos") else negative).append(text.strip())
    return positive, negative


def compose(positive: list[str], negative: list[str], per_score: int, seed: int) -> list[tuple[str, int]]:
    """``per_score`` reviews of each score from 1 to 5, each source review used at most once."""
    rng = random.Random(seed)
    rng.shuffle(positive)
    rng.shuffle(negative)
    good, bad = iter(positive), iter(negative)
    rows = []
    for _ in range(per_score):
        rows.append((f"{next(good)} {rng.choice(GLOWING)}", 5))
        rows.append((f"{next(good)} {rng.choice(RESERVED)}", 4))
        if rng.random() < 0.5:
            first, second = next(good), next(bad)
            rows.append((f"{first} {second}" if rng.random() < 0.5 else f"{second} {first}", 3))
        else:
            rows.append((f"{rng.choice(SHRUGS)} {next(good) if rng.random() < 0.5 else next(bad)}", 3))
        rows.append((f"{next(bad)} {rng.choice(UPSIDES)}", 2))
        rows.append((f"{next(bad)} {rng.choice(DAMNING)}", 1))
    rng.shuffle(rows)
    return rows


def write(rows: list[tuple[str, int]], path: Path) -> None:
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(("text", "stars"))
        writer.writerows(rows)
    print(f"{path.relative_to(ROOT)}: {len(rows)} reviews")


def main() -> None:
    sample = compose(*read_plain(ROOT / "resources" / "sample_data" / "reviews_plain.csv"), 100, seed=1)
    write(sample, ROOT / "resources" / "sample_data" / "reviews_stars.csv")
    held_out = compose(*read_plain(ROOT / "benchmarks" / "data" / "heldout_plain_reviews.csv"), 40, seed=2)
    write(held_out, ROOT / "benchmarks" / "data" / "heldout_star_reviews.csv")


if __name__ == "__main__":
    main()
