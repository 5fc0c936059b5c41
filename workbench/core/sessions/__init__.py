"""Each tab's session: what the tab shows, as a plain frozen dataclass, and the named jobs it asks for.

One module per tab.  Its session class names the tab (``title``) and its key in a demo scene file
(``scene_key``); the class's fields are exactly what a scene stores for the tab, so reading a scene file
checks its state against them (``field_rules``; workbench/core/scenes.py).  A field made with ``choice``
may hold only the values listed; fields that must go together are checked by the class's optional
``state_problem(state)``, which returns (problem, what to do) or None.  A tab hands its session to the
module's job functions (run on the TaskController, or called directly by the command line).  No Qt here,
and nothing heavy is imported until a job runs.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import types
import typing
from dataclasses import asdict, field, fields, is_dataclass
from typing import Any

JsonRule = tuple[tuple[type, ...], tuple[Any, ...] | None]  # (the JSON types allowed, the values or None)


def choice(default: Any, allowed: tuple[Any, ...]) -> Any:
    """A session field that may hold only one of ``allowed``."""
    return field(default=default, metadata={"choices": tuple(allowed)})


@functools.cache
def session_types() -> dict[str, type]:
    """Every tab's session class by its scene key, from the modules of this package (one per tab)."""
    found = {}
    for module_info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{module_info.name}")
        for value in vars(module).values():
            if isinstance(value, type) and is_dataclass(value) and "scene_key" in vars(value):
                found[value.scene_key] = value
    return found


@functools.cache
def field_rules(session_type: type) -> dict[str, JsonRule]:
    """Each field of ``session_type`` -> the JSON types a scene may give it and the values
    allowed (or None)."""
    hints = typing.get_type_hints(session_type)
    return {f.name: (_json_types(hints[f.name]), f.metadata.get("choices")) for f in fields(session_type)}


def _json_types(hint: Any) -> tuple[type, ...]:
    if isinstance(hint, types.UnionType):
        return tuple(t for part in typing.get_args(hint) for t in _json_types(part))
    if hint is float:
        return (int, float)  # JSON does not tell 1 from 1.0
    if typing.get_origin(hint) in (tuple, list):
        return (list,)
    if hint in (str, int, bool, type(None)):
        return (hint,)
    raise TypeError(f"a session field cannot be stored in a scene as {hint!r}")


def scene_state(session: Any) -> dict[str, Any]:
    """``session`` as a demo scene stores it: its fields, tuples written as lists (as JSON
    reads them back)."""
    return {key: list(value) if isinstance(value, tuple) else value for key, value in asdict(session).items()}
