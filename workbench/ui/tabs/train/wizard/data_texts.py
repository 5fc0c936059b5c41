"""The data page's split line and limit: what keeping a share of the data for checking means, naming the
examples as the task's family calls them (its ``FamilyWords``, translated here in their context
``FamilyWords``; the line without data in the context ``SplitChoice``).  A finding of the checks as a coloured
line is ``page.issue_html``."""

from __future__ import annotations

from typing import Any

from workbench.core.words import number, translate


def split_text(share: int, state: Any) -> str:
    """What keeping ``share`` % of ``state``'s data for checking means, in numbers."""
    dataset = state.dataset
    if dataset is None:
        return translate("SplitChoice", "{share}% of the examples are kept aside to check the model.").format(
            share=share
        )
    n = len(dataset)
    checking = max(1, round(n * share / 100))
    training = (
        n - checking if state.choices.max_examples is None else min(n - checking, state.choices.max_examples)
    )
    return translate("FamilyWords", state.family.words.split_line).format(
        share=share, checking=number(checking, ","), training=number(training, ",")
    )


def limit_suffix(state: Any) -> str:
    """The limit's suffix, naming the examples as the task calls them (" training sentences")."""
    return translate("FamilyWords", state.family.words.limit_suffix)
