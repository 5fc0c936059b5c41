"""Pairs of texts for the tests: short sentences made only of words the tiny BERT (tests.support.tiny_models)
knows, labelled "same" when both texts are about the same animal and "different" when they are not."""

from __future__ import annotations

import csv
from pathlib import Path

from tests.support.training_data import _PREDICATES, LABELS
from workbench.core.training.data.labelled import StoredDataset

PAIR_LABELS = ("different", "same")  # sorted, as the workbench numbers them


def _pair(i: int) -> tuple[str, str, str]:
    """The ``i``-th pair: both about one animal (even ``i // 2``) or about the two."""
    first = LABELS[i % 2]
    second = first if i // 2 % 2 == 0 else LABELS[1 - i % 2]
    a = f"{('the', 'a')[i // 4 % 2]} {first} {_PREDICATES[i // 8 % len(_PREDICATES)]}"
    b = f"{('a', 'the')[i // 56 % 2]} {second} {_PREDICATES[(i + 3) % len(_PREDICATES)]}"
    return a, b, "same" if first == second else "different"


def animal_pairs(n_train: int = 32, n_val: int = 8) -> tuple[StoredDataset, StoredDataset]:
    """(training, validation) pairs with their second texts in ``texts_b``, half of each label."""
    parts = []
    for start, n in ((0, n_train), (n_train, n_val)):
        pairs = [_pair(i) for i in range(start, start + n)]
        parts.append(
            StoredDataset(
                tuple(a for a, _b, _y in pairs),
                tuple(PAIR_LABELS.index(y) for _a, _b, y in pairs),
                PAIR_LABELS,
                tuple(b for _a, b, _y in pairs),
            )
        )
    return parts[0], parts[1]


def write_pairs_csv(
    path: Path, n: int = 40, columns: tuple[str, ...] = ("sentence1", "sentence2", "label")
) -> Path:
    """``n`` distinct pairs as a CSV file with the ``columns`` for the first text, the second
    and the label."""
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(columns)
        writer.writerows(_pair(i) for i in range(n))
    return path
