"""A model's parts as the core names them ("embeddings", "layer 3", "decoder layer 0", "total": the parameter
count by part, the logit lens's rows), in the window's language.  The core's names stay English (files and
the command line use them); the window translates them where it shows them."""

from __future__ import annotations

from workbench.core.words import QT_TRANSLATE_NOOP, translate

PART_NAMES = {
    "embeddings": QT_TRANSLATE_NOOP("ModelParts", "embeddings"),
    "head and other": QT_TRANSLATE_NOOP("ModelParts", "head and other"),
    "total": QT_TRANSLATE_NOOP("ModelParts", "total"),
}
NUMBERED_PARTS = {  # "layer 3": the words before the number
    "layer": QT_TRANSLATE_NOOP("ModelParts", "layer {number}"),
    "encoder layer": QT_TRANSLATE_NOOP("ModelParts", "encoder layer {number}"),
    "decoder layer": QT_TRANSLATE_NOOP("ModelParts", "decoder layer {number}"),
    "shared layer group": QT_TRANSLATE_NOOP("ModelParts", "shared layer group {number}"),
}


def part_name(part: str) -> str:
    """``part`` in the chosen language ("layer 0" → "capa 0"); a name the core does not use stays as it is."""
    if part in PART_NAMES:
        return translate("ModelParts", PART_NAMES[part])
    words, _, index = part.rpartition(" ")
    if words in NUMBERED_PARTS and index.isdigit():
        return translate("ModelParts", NUMBERED_PARTS[words]).format(number=index)
    return part
