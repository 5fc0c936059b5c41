"""The README of an exported score predictor (``TaskFamily.readme``): one number per text, from a
sequence-classification model with one output."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from workbench.core.training.runs.export_readme import adapted, finished, heading, pipeline, use_it


def score_readme(kind: str, info: dict[str, Any], folder: Path) -> str:
    """For the "text-classification" pipeline, whose "score" is the predicted number."""
    metrics = info.get("metrics") or {}
    lines = [
        *heading("Score predictor trained", info),
        "- It gives each text one number, its predicted score (regression: one output, "
        '`problem_type="regression"`).',
    ]
    if metrics:
        lines.append(
            f"- Validation: off by {metrics.get('mae', 0):.3f} on average (mean absolute error), RMSE "
            f"{metrics.get('rmse', 0):.3f}, rank agreement (Spearman) {metrics.get('spearman', 0):.3f} on "
            f"{metrics.get('examples')} texts."
        )
    if kind == "adapter":
        code = adapted(
            "AutoModelForSequenceClassification", folder, ', num_labels=1,\n    problem_type="regression"'
        )
    else:
        code = pipeline(
            "score",
            "text-classification",
            folder,
            'print(score("Your text here")[0]["score"])  # the predicted score',
        )
    return finished(lines + use_it(code), kind)
