"""The window's translation sources for tests, and a pseudo-language made from them."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

from tests.packaging.support import load_script


def script() -> ModuleType:
    """packaging/translations.py: updating and compiling the translations."""
    return load_script("translations.py")


def messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    """(context, source, translation element) of every message a .ts file still uses (not retired)."""
    root = ET.parse(path).getroot()
    return [
        (context.findtext("name"), message.findtext("source"), message.find("translation"))
        for context in root.iter("context")
        for message in context.iter("message")
        if message.find("translation").get("type") not in ("obsolete", "vanished")
    ]


def write_pseudo(source: Path, target: Path, opening: str, closing: str) -> Path:
    """A copy of the .ts ``source`` whose every translation is its English text between ``opening`` and
    ``closing``, finished; plural messages get English's two forms."""
    tree = ET.parse(source)
    root = tree.getroot()
    root.set("language", "en")  # English's plural rules: one form for 1, another for the rest
    for message in root.iter("message"):
        text = opening + (message.findtext("source") or "") + closing
        old = message.find("translation")
        message.remove(old)
        translation = ET.SubElement(message, "translation")
        if message.get("numerus") == "yes":
            for _ in range(2):
                ET.SubElement(translation, "numerusform").text = text
        else:
            translation.text = text
    tree.write(target, encoding="utf-8", xml_declaration=True)
    return target
