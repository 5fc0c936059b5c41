"""The README of an exported classifier, of texts or of pairs of texts (``TaskFamily.readme``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from workbench.core.training.recipes import takes_pairs
from workbench.core.training.runs.export_readme import adapted, finished, heading, pipeline, use_it


def classifier_readme(kind: str, info: dict[str, Any], folder: Path) -> str:
    """For the "text-classification" pipeline, which is given each pair as ``{"text", "text_pair"}``."""
    metrics = info.get("metrics") or {}
    names = info.get("label_names", [])
    pairs = takes_pairs(info.get("objective"))
    lines = [
        *heading(f"{'Classifier of pairs of texts' if pairs else 'Text classifier'} trained", info),
        f"- Labels: {', '.join(names)}.",
    ]
    if metrics:
        lines.append(
            f"- Validation: accuracy {metrics.get('accuracy', 0):.3f}, macro-F1 "
            f"{metrics.get('macro_f1', 0):.3f} on {metrics.get('examples')} {'pairs' if pairs else 'texts'}."
        )
    if kind == "adapter":
        labels = dict(enumerate(names))
        code = adapted(
            "AutoModelForSequenceClassification",
            folder,
            f", num_labels={len(names)},\n    id2label={labels!r}",
        )
    else:
        code = pipeline(
            "classifier",
            "text-classification",
            folder,
            'print(classifier({"text": "The first text", "text_pair": "The second text"}))'
            if pairs
            else 'print(classifier("Your text here"))',
        )
    return finished(lines + use_it(code), kind)
