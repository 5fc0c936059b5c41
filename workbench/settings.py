"""User settings: one typed schema, checked key by key when read, saved as JSON atomically.

Every key of ``Settings`` has a rule in ``RULES``: its type and its allowed values or range.  Reading a file
checks it key by key: a key whose value breaks its rule falls back to its default and is reported as a
``Problem`` (key, value found, value used); the good keys are kept.  Booleans accept only JSON true/false,
so a security switch such as ``allow_pickle_checkpoints`` is on only when the file says exactly ``true``.

A file that cannot be used at all (unreadable, not UTF-8 text, not JSON, not a JSON object; or not a regular
file, or larger than ``MAX_BYTES``, which are never read: a named pipe or a link to a device would never
finish) gives the defaults, and is moved aside under a dated name (``settings.kept-YYYY-MM-DD_HH-MM-SS.json``,
see ``own_files``) that never replaces an earlier one; the last ``KEEP_ASIDE`` of them are kept.  A file with
some keys reset (or from a newer version of the workbench, whose keys this version knows are used) is copied
aside the same way, since the app writes its corrected settings over it.  Nothing here ever stops the app
from opening.  Older files are brought up to date by ``migrate``.
"""

from __future__ import annotations

import json
import math
import os
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from workbench import own_files, paths
from workbench.core.storage import ensure_writable

SCHEMA_VERSION = 2
THEMES = ("system", "light", "dark")
KEEP_ASIDE = 5  # settings files kept aside (unusable ones, and those set aside by `workbench settings reset`)
MAX_BYTES = 1_000_000  # a settings file is a few kB; anything larger is not one the app wrote


@dataclass
class Settings:
    schema_version: int = SCHEMA_VERSION
    window_geometry: str = ""  # base64 of QMainWindow.saveGeometry()
    window_state: str = ""
    current_tab: int = 0
    zoom: float = 1.0
    last_models: list[str] = field(default_factory=list)
    allow_pickle_checkpoints: bool = False
    last_scene_deck: str = ""  # demo-scene file last opened, or "built-in:NAME"
    theme: str = "system"  # one of THEMES: follow the desktop, or always light / dark
    welcome_shown: bool = False  # the first-launch welcome panel has been shown once
    last_folder: str = ""  # where the last file or folder was chosen: the next file dialog starts there
    language: str = ""  # the window's language ("es"); empty: the computer's (workbench/ui/i18n.py)

    def remember_model(self, model_id: str, keep: int = 5) -> None:
        self.last_models = [model_id, *[m for m in self.last_models if m != model_id]][:keep]


@dataclass(frozen=True)
class Rule:
    """What one key may hold: ``kind`` (bool, int, float, str or list of str) and its limits."""

    kind: type
    low: float | None = None
    high: float | None = None
    choices: tuple[str, ...] = ()
    max_length: int = 0  # characters of a string, or items of a list; 0: no limit
    pattern: str = ""  # a string must match it whole
    says: str = ""  # the rule in words, for messages: "a number from 0.8 to 3"


_BASE64 = r"[A-Za-z0-9+/=]*"
RULES: dict[str, Rule] = {
    "schema_version": Rule(int, 0, SCHEMA_VERSION, says=f"a whole number from 0 to {SCHEMA_VERSION}"),
    "window_geometry": Rule(str, max_length=20_000, pattern=_BASE64, says="base64 text"),
    "window_state": Rule(str, max_length=20_000, pattern=_BASE64, says="base64 text"),
    "current_tab": Rule(int, 0, 9, says="a tab number from 0 to 9"),
    "zoom": Rule(float, 0.8, 3.0, says="a number from 0.8 to 3"),
    "last_models": Rule(list, max_length=20, says="a list of at most 20 model names"),
    "allow_pickle_checkpoints": Rule(bool, says="true or false (without quotes)"),
    "last_scene_deck": Rule(str, max_length=4096, says="a file name"),
    "theme": Rule(str, choices=THEMES, says="one of " + ", ".join(THEMES)),
    "welcome_shown": Rule(bool, says="true or false (without quotes)"),
    "last_folder": Rule(str, max_length=4096, says="a folder name"),
    "language": Rule(str, pattern=r"([a-z]{2,3}(_[A-Z]{2})?)?", says='a language code such as "es", or ""'),
}


@dataclass(frozen=True)
class Problem:
    """One key that could not be used as found: ``used`` is what the app uses instead."""

    key: str | None  # None: the whole file
    found: Any
    used: Any
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "found": _shown(self.found), "used": self.used}

    def describe(self) -> str:
        if self.key is None:
            return self.reason
        using = f"; using {_text(self.used)}" if self.used is not None else ""
        return f"{self.key} was {_text(self.found)}, {self.reason}{using}"


@dataclass(frozen=True)
class SettingsReport:
    """The settings in effect, where they came from, and what could not be used."""

    file: Path
    settings: Settings
    problems: tuple[Problem, ...] = ()
    kept_as: Path | None = None  # where the file (moved when unusable, else a copy) was kept aside

    def summary(self) -> str:
        """One paragraph for the status bar and the log; "" when there is nothing to say."""
        if not self.problems:
            return ""
        whole = [p.reason for p in self.problems if p.key is None]
        if whole:
            return whole[0]
        parts = "; ".join(p.describe() for p in self.problems)
        kept = f" A copy of the file was kept as {self.kept_as.name}." if self.kept_as else ""
        return (
            f"Some settings could not be used and were reset: {parts}.{kept} "
            "To see them: workbench settings show. To start afresh: workbench settings reset."
        )


def check_value(key: str, value: Any) -> str:
    """Why ``value`` cannot be the value of ``key`` ("" when it can)."""
    rule = RULES[key]
    kind_ok = {
        bool: value is True or value is False,
        int: type(value) is int,
        float: type(value) is int or type(value) is float and math.isfinite(value),
        str: isinstance(value, str) and _is_text(value),
        list: isinstance(value, list) and all(_is_name(v) for v in value),
    }[rule.kind]
    if not kind_ok:
        return f"not {rule.says}"
    if rule.low is not None and value < rule.low or rule.high is not None and value > rule.high:
        return f"not {rule.says}"  # ints are compared as they are: a huge one never becomes a float
    if rule.choices and value not in rule.choices:
        return f"not {rule.says}"
    if rule.max_length and len(value) > rule.max_length:
        return f"too long for {rule.says}"
    if rule.pattern and not re.fullmatch(rule.pattern, value):
        return f"not {rule.says}"
    return ""


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older settings dict up to SCHEMA_VERSION.  Each step handles one version; the values it
    moves are checked afterwards like any other, so a step never fails on a value of the wrong type."""
    version = data.get("schema_version", 0)
    version = version if type(version) is int and 0 <= version <= SCHEMA_VERSION else 0
    if version < 1:
        # Version 0 (unversioned) stored the zoom as a percentage.
        if "zoom_percent" in data:
            percent = data.pop("zoom_percent")
            number = type(percent) in (int, float)
            data["zoom"] = percent / 100.0 if number else percent
        version = 1
    if version < 2:
        # Version 2 added the theme override: older files have none and follow the system (the default); a
        # value that is not one of THEMES is reset by the checks, like any other.
        version = 2
    data["schema_version"] = version
    return data


def from_dict(data: dict[str, Any]) -> tuple[Settings, tuple[Problem, ...]]:
    """Settings from a parsed file, key by key (see the module doc), and the problems found."""
    defaults = asdict(Settings())
    problems: list[Problem] = []
    version = data.get("schema_version", 0)
    if "schema_version" in data and check_value("schema_version", version):
        newer = type(version) is int and version > SCHEMA_VERSION
        reason = (
            "written by a newer version of the workbench" if newer else check_value("schema_version", version)
        )
        problems.append(Problem("schema_version", version, SCHEMA_VERSION, reason))
    data = migrate(dict(data))
    values = {}
    for key, default in defaults.items():
        if key not in data or key == "schema_version":
            continue
        why = check_value(key, data[key])
        if why:
            problems.append(Problem(key, data[key], default, why))
        else:
            values[key] = float(data[key]) if RULES[key].kind is float else data[key]
    for key in sorted(set(data) - set(defaults)):
        problems.append(Problem(key, data[key], None, "not a setting this version knows, so it is ignored"))
    return Settings(**values), tuple(problems)


def load_report(path: Path | None = None, *, keep_aside: bool = True) -> SettingsReport:
    """Read and check the settings file.  ``keep_aside`` moves an unusable file aside, or copies aside one
    with problems; without it nothing on disk changes, for showing what the app would do."""
    path = path or paths.settings_file()
    try:
        data, why = _parse(own_files.read_small(path, MAX_BYTES))
    except FileNotFoundError:
        return SettingsReport(path, Settings())
    except own_files.NotUsable as exc:  # a pipe or a device would never finish reading: it is not read
        data, why = None, exc.reason
    except OSError as exc:
        data, why = None, f"it cannot be opened: {exc.strerror or exc}"
    if data is None:
        kept = keep_file_aside(path) if keep_aside else None
        if kept is not None:
            where = f"it was kept as {kept}"
        else:
            where = "the app keeps it aside when it opens" if not keep_aside else "it is left where it is"
        reason = f"The settings file {path} could not be used ({why}), so the defaults are used; {where}."
        return SettingsReport(path, Settings(), (Problem(None, why, "defaults", reason),), kept)
    settings, problems = from_dict(data)
    kept = keep_file_aside(path, copy=True) if keep_aside and problems else None
    return SettingsReport(path, settings, problems, kept)


def load(path: Path | None = None) -> Settings:
    """The settings in effect (``load_report(path).settings``), for callers that need only the values."""
    return load_report(path).settings


def save(settings: Settings, path: Path | None = None) -> None:
    """Write atomically: a crash mid-write leaves the previous file intact.  Raises FolderNotWritable."""
    import tempfile  # only when saving: it is slow to import and startup does not need it

    path = path or paths.settings_file()
    ensure_writable(path.parent)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".settings-", suffix=".json")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(asdict(settings), handle, indent=2)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def keep_file_aside(path: Path, *, copy: bool = False) -> Path | None:
    """Move (or copy) ``path`` to a new dated name beside it, keeping the last KEEP_ASIDE of those
    (``own_files.keep_aside``).  Returns the new name, or None when the file could not be moved (the defaults
    are used all the same)."""
    return own_files.keep_aside(path, copy=copy, keep=KEEP_ASIDE)


def kept_files(path: Path | None = None) -> list[Path]:
    """The settings files kept aside beside ``path``, newest first (by the date and time in their names)."""
    return own_files.kept_copies(path or paths.settings_file())


def _parse(raw: bytes) -> tuple[dict[str, Any] | None, str]:
    """(the JSON object, "") or (None, why it is not one)."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None, "it is not UTF-8 text"
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None, "it is not valid JSON"
    if not isinstance(data, dict):
        return None, "it does not hold a JSON object ({...})"
    return data, ""


def _is_name(value: Any) -> bool:
    """A model name in ``last_models``: a short, non-empty string."""
    return isinstance(value, str) and 0 < len(value) <= 500 and _is_text(value)


def _is_text(value: str) -> bool:
    """Whether ``value`` can be written as UTF-8 (JSON lets a file hold halves of a character)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _shown(value: Any) -> Any:
    """``value`` as strict JSON for reports: as it is, or as short text when it is very long or holds a
    number JSON cannot write (NaN, Infinity)."""
    try:
        text = json.dumps(value, allow_nan=False)
    except ValueError:
        return _text(value)
    return value if len(text) <= 200 else _text(value)


def _text(value: Any) -> str:
    """``value`` as short, plain ASCII text for messages."""
    text = json.dumps(value)
    return text if len(text) <= 60 else text[:57] + "..."
