"""Where a lesson pack's names may lead: the one gate every name a pack can influence passes before it
becomes a path on this computer.

A pack is a file a teacher gets from a colleague, so each name in it is treated as hostile: the names of its
entries, of its items (a run's folder, a model's repo id), its title (the scene folder's name) and the names
of its scene and data files.  ``safe_name`` takes one folder or file name and refuses what could lead
elsewhere or break on another system; ``place_under`` puts a relative path of such names under a folder and
proves the result stays inside it; ``folder_name`` turns free text (a title) into a safe folder name.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from workbench.core.errors import PackError
from workbench.core.words import QT_TRANSLATE_NOOP, translate

# Longer names break on some disks (255 bytes a name; Windows paths of 260 characters in all).
MAX_NAME_BYTES = 120
# Characters no name may hold on Windows, and control characters (NUL among them) on any system.
_FORBIDDEN = re.compile(r'[\\/:*?"<>|\x00-\x1f\x7f]')
# Names Windows keeps for devices, with or without an extension ("con.csv" opens the console there).
_DEVICES = re.compile(r"^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$", re.IGNORECASE)
_DRIVE = re.compile(r"^[A-Za-z]:")

UNSAFE_HINT = (
    "Nothing was installed. Use a pack made with LM Workbench from a source you trust, and make it again."
)


def name_problem(name: object) -> str:
    """Why ``name`` cannot be one folder or file name made by a pack ("" when it can)."""
    if not isinstance(name, str) or not name:
        return translate("Packs", "has no name")
    if name.startswith(("/", "\\")) or _DRIVE.match(name):
        return translate("Packs", "starts at the top of the disk, outside the folder it would go to")
    if name in (".", "..") or "/" in name or "\\" in name:
        return translate("Packs", "leads out of the folder it would go to (..)")
    if _FORBIDDEN.search(name):
        return translate("Packs", "has characters a file name cannot hold on every system")
    if name.startswith("."):
        return translate("Packs", "is hidden (starts with a dot), as only the app's own files are")
    if name != name.strip() or name.endswith("."):
        return translate("Packs", "ends in a space or a dot, which Windows drops")
    if _DEVICES.match(name):
        return translate("Packs", "is a name Windows keeps for a device")
    if len(name.encode("utf-8")) > MAX_NAME_BYTES:
        return translate("Packs", "is longer than {most} bytes").format(most=MAX_NAME_BYTES)
    return ""


def safe_name(name: object, what: str = QT_TRANSLATE_NOOP("Packs", "a file")) -> str:
    """``name`` when it is safe as one folder or file name; PackError saying why not otherwise."""
    problem = name_problem(name)
    if problem:
        shown = repr(name)[:80] if isinstance(name, str) else translate("Packs", "without a name")
        raise PackError(
            translate("Packs", "The pack names {what} {shown} that {problem}.").format(
                what=translate("Packs", what), shown=shown, problem=problem
            ),
            UNSAFE_HINT,
        )
    return str(name)


def safe_relative(path: object, what: str = QT_TRANSLATE_NOOP("Packs", "a file")) -> str:
    """``path`` (forward slashes) when every part of it is a safe name; PackError otherwise."""
    if not isinstance(path, str) or not path:
        raise PackError(
            translate("Packs", "The pack names {what} without a name.").format(what=translate("Packs", what)),
            UNSAFE_HINT,
        )
    if path.startswith(("/", "\\")) or _DRIVE.match(path):
        safe_name(path, what)  # says it starts at the top of the disk
    for part in path.rstrip("/").split("/"):
        if part in ("", ".", ".."):
            raise PackError(
                translate(
                    "Packs",
                    "The pack names {what} {path!r} that leads out of the folder it would go to (..).",
                ).format(what=translate("Packs", what), path=path[:80]),
                UNSAFE_HINT,
            )
        problem = name_problem(part)
        if problem:
            raise PackError(
                translate("Packs", "The pack names {what} {path!r} whose part {part!r} {problem}.").format(
                    what=translate("Packs", what), path=path[:80], part=part[:80], problem=problem
                ),
                UNSAFE_HINT,
            )
    return path.rstrip("/")


def place_under(root: Path, relative: str, what: str = QT_TRANSLATE_NOOP("Packs", "a file")) -> Path:
    """``root / relative`` once every part of ``relative`` is a safe name and the result, with any links on
    the way followed, is still inside ``root``; PackError otherwise."""
    path = Path(root).joinpath(*safe_relative(relative, what).split("/"))
    top = Path(root).resolve()
    if not path.resolve().is_relative_to(top):
        raise PackError(
            translate("Packs", "The pack names {what} {relative!r} that leads out of {top}.").format(
                what=translate("Packs", what), relative=relative[:80], top=top
            ),
            UNSAFE_HINT,
        )
    return path


def folder_name(text: str, fallback: str) -> str:
    """A safe folder name made from free text such as a pack's title: its letters, digits, dots and dashes
    (any other run of characters becomes one dash), at most ``MAX_NAME_BYTES`` bytes; ``fallback`` when
    nothing is left."""
    name = re.sub(r"[^\w.-]+", "-", unicodedata.normalize("NFC", str(text))).strip(".- ")
    while len(name.encode("utf-8")) > MAX_NAME_BYTES:
        name = name[:-1].rstrip(".- ")
    if not name or name_problem(name):
        name = f"{name}-pack" if name and not name_problem(f"{name}-pack") else fallback
    return safe_name(name, QT_TRANSLATE_NOOP("Packs", "a folder"))
