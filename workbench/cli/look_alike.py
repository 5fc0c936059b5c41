"""The command line's way to read look-alike labels as one: ``--merge-case-labels`` on the commands that read
a labelled file (``train``, ``check-labels``, ``map``), and the line that points to it when such labels were
found (which labels look like one is ``core.training.data.labelled.look_alike_labels``'s to say)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

OPTION = "--merge-case-labels"


def add_merge_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--merge-case-labels`` to ``parser``."""
    parser.add_argument(
        OPTION,
        dest="merge_case_labels",
        action="store_true",
        default=None,
        help="read labels that differ only in capitals or spaces around them (billing, Billing, BILLING) as "
        "one label, their most frequent spelling; the file itself is not changed",
    )


def merge_advice(look_alike: Sequence[Any]) -> str | None:
    """The line that tells how to read ``look_alike`` labels (``LookAlikeLabels``) as one, or None when there
    are none."""
    if not look_alike:
        return None
    return f"If they are one label, run again with {OPTION}: your file is not changed."
