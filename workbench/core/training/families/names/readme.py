"""The README of an exported name finder (``TaskFamily.readme``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from workbench.core.training.runs.export_readme import adapted, heading, pipeline, use_it


def tagger_readme(kind: str, info: dict[str, Any], folder: Path) -> str:
    """For the "token-classification" pipeline with ``aggregation_strategy="first"``, the word-level
    reading it was trained for."""
    metrics = info.get("metrics") or {}
    names = info.get("label_names", [])
    types = sorted({name[2:] for name in names if name != "O"})
    lines = [
        *heading("Name finder (token classification) trained", info),
        f"- Kinds of names: {', '.join(types)}; tags in BIO form ({', '.join(names)}).",
    ]
    if metrics:
        lines.append(
            f"- Validation: entity F1 {metrics.get('entity_f1', 0):.3f} (precision "
            f"{metrics.get('entity_precision', 0):.3f}, recall {metrics.get('entity_recall', 0):.3f}) on "
            f"{metrics.get('examples')} sentences."
        )
    if kind == "adapter":
        code = adapted(
            "AutoModelForTokenClassification", folder, f", num_labels={len(names)}", tokenizer=False
        )
    else:
        code = pipeline(
            "find",
            "token-classification",
            folder,
            'print(find("Ada Lovelace moved to London."))',
            options=', aggregation_strategy="first"',
        )
    return "\n".join(lines + use_it(code)) + "\n"
