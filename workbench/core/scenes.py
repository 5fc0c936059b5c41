"""Demo scenes: saved views of the workbench that a lecturer steps through in front of a class.

A ``Scene`` is one view: which tab, that tab's inputs and settings (a plain dict of the fields of the tab's
session, see workbench/core/sessions/), a title, and the line the lecturer says over it.  A ``SceneDeck`` is
an ordered list of scenes, saved as one JSON file with a ``schema_version``.  The built-in decks live in
``resources/scenes/*.json``.

Reading a file checks everything a tab relies on (a tab that has a session, the types and choices of its
session's fields) and raises ``SceneFileError`` with a message that names the scene and the field, so a
hand-edited file that is wrong says where.  Keys a tab does not know are kept and ignored, so a newer file
still opens.  No Qt here.

A scene may also say what the audience should see (``claim``, one sentence) and how the app can check it
(``check``: one check or a list, each ``{"kind": ..., parameters}``, see ``scene_kinds.CHECK_KINDS``);
``textbook`` names the same view with a downloadable model and what that one shows, which the scene plays
instead when that model is on this computer
(``workbench.core.scene_models``).  ``workbench.core.scene_checks`` plays the checks; here they are only read
and validated, so an unknown kind or a missing parameter is a SceneFileError.

``in_view`` lists what the narration points at that the checks do not already read (words, figures, tokens,
as the screen writes them): ``workbench scenes check`` requires each to be drawn whole in view on arrival.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from workbench.core import sessions
from workbench.core.errors import SceneFileError
from workbench.core.scene_kinds import CHECK_KINDS, NUMBER
from workbench.core.scene_refs import resolve_state
from workbench.core.words import QT_TRANSLATE_NOOP, translate

SCHEMA_VERSION = 1
SUFFIX = ".json"


@dataclass(frozen=True)
class Textbook:
    """The same view with a downloadable model (named in ``state``, which overrides the scene's), and what
    that model shows where the embedded ones cannot: the textbook result.  The scene plays it, with ``says``
    (else the scene's line), when the model is on this computer, unless ``play`` is false (a count that needs
    no download, only checked)."""

    claim: str
    state: dict[str, Any]
    checks: tuple[dict[str, Any], ...]
    says: str = ""
    play: bool = True
    in_view: tuple[str, ...] = ()  # what its narration points at, when it differs from the scene's

    def to_dict(self) -> dict[str, Any]:
        data = {"claim": self.claim, "state": dict(self.state), "check": [dict(c) for c in self.checks]}
        data.update({"says": self.says} if self.says else {})
        data.update({"in_view": list(self.in_view)} if self.in_view else {})
        return data if self.play else {**data, "play": False}


@dataclass(frozen=True)
class Scene:
    """One view to show: ``tab`` (a session's scene key) set to ``state``, with the lecturer's line."""

    title: str
    says: str  # what the lecturer says over this view, in one or two sentences
    tab: str
    state: dict[str, Any] = field(default_factory=dict)
    claim: str = ""  # what the audience should see, in one sentence ("" when the scene states none)
    checks: tuple[dict[str, Any], ...] = ()  # how the app checks the claim (see CHECK_KINDS)
    textbook: Textbook | None = None
    # What the narration points at (words, figures, tokens as the screen writes them) beyond what the checks
    # read: each must be drawn whole in view on arrival.
    in_view: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        data = {"title": self.title, "says": self.says, "tab": self.tab, "state": dict(self.state)}
        if self.claim:
            data["claim"] = self.claim
        if self.checks:
            data["check"] = [dict(c) for c in self.checks]
        if self.in_view:
            data["in_view"] = list(self.in_view)
        if self.textbook is not None:
            data["textbook"] = self.textbook.to_dict()
        return data

    def unknown_keys(self) -> list[str]:
        """State keys the tab does not read (kept in the file, ignored when the scene is shown)."""
        session = sessions.session_types().get(self.tab)
        return sorted(set(self.state) - set(sessions.field_rules(session) if session else ()))


@dataclass(frozen=True)
class SceneDeck:
    """Scenes in the order they are shown.  ``source`` says where the deck was read from (not saved)."""

    title: str
    scenes: tuple[Scene, ...]
    description: str = ""
    source: str = field(default="", compare=False)

    def __len__(self) -> int:
        return len(self.scenes)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"schema_version": SCHEMA_VERSION, "title": self.title}
        if self.description:
            data["description"] = self.description
        data["scenes"] = [scene.to_dict() for scene in self.scenes]
        return data

    def with_scene(self, scene: Scene) -> SceneDeck:
        return SceneDeck(self.title, (*self.scenes, scene), self.description, self.source)


# --- reading and checking ----------------------------------------------------------------------------------
UNNAMED_SOURCE = QT_TRANSLATE_NOOP("Scenes", "the scene file")  # where a deck came from, when not told


def deck_from_dict(data: Any, source: str = UNNAMED_SOURCE) -> SceneDeck:
    """Check ``data`` (parsed JSON) and build the deck; raises SceneFileError naming what is wrong."""
    if not isinstance(data, dict):
        raise _error(source, translate("Scenes", "it does not hold a JSON object."))
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _error(
            source,
            translate("Scenes", "it has no schema_version number."),
            translate("Scenes", 'A scene file starts with "schema_version": 1.'),
        )
    if version > SCHEMA_VERSION:
        raise _error(
            source,
            translate("Scenes", "it was written by a newer workbench (scene schema {version}).").format(
                version=version
            ),
            translate("Scenes", "Update the workbench to open it."),
        )
    title = data.get("title", "")
    if not isinstance(title, str):
        raise _error(source, translate("Scenes", "its title is not text."))
    raw_scenes = data.get("scenes")
    if not isinstance(raw_scenes, list) or not raw_scenes:
        raise _error(
            source,
            translate("Scenes", 'it has no scenes ("scenes" should be a list with at least one scene).'),
        )
    scenes = tuple(_scene_from_dict(item, i + 1, source) for i, item in enumerate(raw_scenes))
    description = data.get("description", "")
    return SceneDeck(
        title.strip() or _default_title(source),
        scenes,
        description if isinstance(description, str) else "",
        source,
    )


def _scene_from_dict(item: Any, number: int, source: str) -> Scene:
    where = translate("Scenes", "scene {number}").format(number=number)
    if not isinstance(item, dict):
        raise _error(source, translate("Scenes", "{where} is not a JSON object.").format(where=where))
    title = item.get("title")
    if not isinstance(title, str) or not title.strip():
        raise _error(source, translate("Scenes", "{where} has no title.").format(where=where))
    where = translate("Scenes", "scene {number} (“{title}”)").format(number=number, title=title.strip())
    tab = item.get("tab")
    if tab not in sessions.session_types():
        raise _error(
            source,
            translate("Scenes", "{where} names an unknown tab {value}.").format(
                where=where, value=json.dumps(tab)
            ),
            translate("Scenes", "Use one of: {allowed}.").format(allowed=", ".join(sessions.session_types())),
        )
    says = item.get("says", "")
    if not isinstance(says, str):
        raise _error(source, translate("Scenes", "{where}: “says” should be text.").format(where=where))
    state = _checked_state(item.get("state", {}), tab, where, source)
    claim = item.get("claim", "")
    if not isinstance(claim, str):
        raise _error(source, translate("Scenes", "{where}: “claim” should be text.").format(where=where))
    checks = _checked_specs(item.get("check", []), tab, where, source)
    textbook = None
    if "textbook" in item:
        raw = item["textbook"]
        here = translate("Scenes", "{where}, its textbook").format(where=where)
        if not isinstance(raw, dict):
            raise _error(source, translate("Scenes", "{here} should be a JSON object.").format(here=here))
        for key, kind in (("claim", str), ("says", str), ("play", bool)):
            if key in raw and not isinstance(raw[key], kind):
                raise _error(
                    source,
                    translate("Scenes", "{here}: “{key}” should be {expected}.").format(
                        here=here, key=key, expected=_describe((kind,))
                    ),
                )
        specs = _checked_specs(raw.get("check", []), tab, here, source)
        if not specs:
            raise _error(
                source,
                translate("Scenes", "{here} has no check.").format(here=here),
                translate("Scenes", 'Give it a "check", as the scene has.'),
            )
        state_there = _checked_state(raw.get("state", {}), tab, here, source)
        textbook = Textbook(
            raw.get("claim", "").strip(),
            state_there,
            specs,
            raw.get("says", "").strip(),
            raw.get("play", True),
            _checked_in_view(raw.get("in_view", []), here, source),
        )
    in_view = _checked_in_view(item.get("in_view", []), where, source)
    return Scene(title.strip(), says.strip(), tab, state, claim.strip(), checks, textbook, in_view)


def _checked_in_view(raw: Any, where: str, source: str) -> tuple[str, ...]:
    """What the narration points at: a list of texts, none empty."""
    if not isinstance(raw, list) or not all(isinstance(text, str) and text.strip() for text in raw):
        raise _error(
            source,
            translate(
                "Scenes", "{where}: “in_view” should be a list of texts, each what the screen writes."
            ).format(where=where),
            translate("Scenes", 'For example "in_view": ["pollen", "rank 1"].'),
        )
    return tuple(text.strip() for text in raw)


def _checked_state(state: Any, tab: str, where: str, source: str) -> dict[str, Any]:
    if not isinstance(state, dict):
        raise _error(
            source, translate("Scenes", "{where}: “state” should be a JSON object.").format(where=where)
        )
    rules = sessions.field_rules(sessions.session_types()[tab])
    for key, value in state.items():
        spec = rules.get(key)
        if spec is None:
            continue  # a key a newer workbench wrote, or one this tab no longer reads: ignored
        types, choices = spec
        if not _has_type(value, types):
            raise _error(
                source,
                translate("Scenes", "{where}: “{key}” should be {expected}, not {value}.").format(
                    where=where, key=key, expected=_describe(types), value=json.dumps(value)
                ),
            )
        if choices is not None and value not in choices:
            allowed = ", ".join(json.dumps(c) for c in choices)
            raise _error(
                source,
                translate("Scenes", "{where}: “{key}” cannot be {value}.").format(
                    where=where, key=key, value=json.dumps(value)
                ),
                translate("Scenes", "Use one of: {allowed}.").format(allowed=allowed),
            )
    # Fields that are each fine may still not go together (a task's sample data): the session says so.
    state_problem = getattr(sessions.session_types()[tab], "state_problem", None)
    problem = state_problem(state) if state_problem is not None else None
    if problem is not None:
        raise _error(
            source,
            translate("Scenes", "{where}: {problem}").format(where=where, problem=problem[0]),
            problem[1],
        )
    return dict(state)


def _checked_specs(raw: Any, tab: str, where: str, source: str) -> tuple[dict[str, Any], ...]:
    """The scene's checks (one object or a list of them), each of a known kind with its parameters."""
    specs = [raw] if isinstance(raw, dict) else raw
    if not isinstance(specs, list) or not all(isinstance(spec, dict) for spec in specs):
        raise _error(
            source,
            translate("Scenes", "{where}: “check” should be a JSON object or a list of them.").format(
                where=where
            ),
        )
    for spec in specs:
        kind = spec.get("kind")
        if kind not in CHECK_KINDS:
            raise _error(
                source,
                translate("Scenes", "{where} has a check of unknown kind {value}.").format(
                    where=where, value=json.dumps(kind)
                ),
                translate("Scenes", "Use one of: {allowed}.").format(allowed=", ".join(CHECK_KINDS)),
            )
        tabs, params = CHECK_KINDS[kind]
        if tab not in tabs:
            raise _error(
                source,
                translate("Scenes", "{where}: a “{kind}” check needs the {names} tab, not {tab}.").format(
                    where=where, kind=kind, names=" or ".join(tabs), tab=tab
                ),
            )
        unknown = sorted(set(spec) - {"kind", *params})
        if unknown:
            known = ", ".join(params) or translate("Scenes", "none")
            raise _error(
                source,
                translate("Scenes", "{where}: a “{kind}” check has no parameter “{unknown}”.").format(
                    where=where, kind=kind, unknown=unknown[0]
                ),
                translate("Scenes", "Its parameters are: {known}.").format(known=known),
            )
        for name, (types, choices, required) in params.items():
            if name not in spec:
                if required:
                    raise _error(
                        source,
                        translate("Scenes", "{where}: its “{kind}” check needs “{name}”.").format(
                            where=where, kind=kind, name=name
                        ),
                    )
                continue
            value = spec[name]
            what = translate("Scenes", "{where}: the “{kind}” check's “{name}”").format(
                where=where, kind=kind, name=name
            )
            if not _has_type(value, types):
                raise _error(
                    source,
                    translate("Scenes", "{what} should be {expected}, not {value}.").format(
                        what=what, expected=_describe(types), value=json.dumps(value)
                    ),
                )
            if choices is not None and value not in choices:
                allowed = ", ".join(json.dumps(c) for c in choices)
                raise _error(
                    source,
                    translate("Scenes", "{what} cannot be {value}.").format(
                        what=what, value=json.dumps(value)
                    ),
                    translate("Scenes", "Use one of: {allowed}.").format(allowed=allowed),
                )
    return tuple(dict(spec) for spec in specs)


def _has_type(value: Any, types: tuple[type, ...]) -> bool:
    if isinstance(value, bool):  # JSON true/false is not a number here
        return bool in types
    return isinstance(value, types)


def _describe(types: tuple[type, ...]) -> str:
    names = {
        str: translate("Scenes", "text"),
        int: translate("Scenes", "a whole number"),
        float: translate("Scenes", "a number"),
        bool: translate("Scenes", "true or false"),
        list: translate("Scenes", "a list"),
        dict: translate("Scenes", "a JSON object"),
        type(None): "null",
    }
    if types == NUMBER:
        return translate("Scenes", "a number")
    return translate("Scenes", " or ").join(names[t] for t in types)


def _error(source: str, problem: str, hint: str = "") -> SceneFileError:
    return SceneFileError(
        translate("Scenes", "The scenes in {source} cannot be used: {problem}").format(
            source=translate("Scenes", UNNAMED_SOURCE) if source == UNNAMED_SOURCE else source,
            problem=problem,
        ),
        hint or translate("Scenes", "Fix the file, or save the scenes again from the workbench."),
    )


def _default_title(source: str) -> str:
    return Path(source).stem.replace("_", " ").replace("-", " ").capitalize() or "Scenes"


def deck_from_text(text: str, source: str) -> SceneDeck:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _error(
            source,
            translate("Scenes", "it is not valid JSON (line {lineno}, column {colno}: {msg}).").format(
                lineno=exc.lineno, colno=exc.colno, msg=exc.msg
            ),
        ) from exc
    return deck_from_dict(data, source)


def load_deck(path: Path, *, resolve: bool = True) -> SceneDeck:
    """Read a scene file; raises SceneFileError when it is missing, unreadable or malformed.  A relative path
    a scene names (its ``data_file``, or a model folder starting with ``./`` or ``../``) is read relative to
    the scene file's folder, so a scene file and its data can move together (``resolve=False`` keeps them as
    written, for writing the file back)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise SceneFileError(
            translate("Scenes", "The scene file {path} cannot be read ({reason}).").format(
                path=path, reason=reason
            ),
            translate("Scenes", "Check that the file exists and that you may read it."),
        ) from exc
    deck = deck_from_text(text, str(path))
    return _resolved(deck, path.absolute().parent) if resolve else deck


def _resolved(deck: SceneDeck, folder: Path) -> SceneDeck:
    from dataclasses import replace

    def scene(item: Scene) -> Scene:
        textbook = item.textbook
        if textbook is not None:
            textbook = replace(textbook, state=resolve_state(textbook.state, folder))
        return replace(item, state=resolve_state(item.state, folder), textbook=textbook)

    return replace(deck, scenes=tuple(scene(item) for item in deck.scenes))


# --- writing ------------------------------------------------------------------------------------------------
def save_deck(deck: SceneDeck, path: Path) -> None:
    """Write atomically (a crash mid-write leaves the old file); raises FolderNotWritable."""
    import tempfile

    from workbench.core.storage import ensure_writable

    path = Path(path)
    ensure_writable(path.parent)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".scenes-", suffix=SUFFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(deck.to_dict(), handle, indent=2, ensure_ascii=False)
            handle.write("\n")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def append_scene(path: Path, scene: Scene, title: str = "") -> SceneDeck:
    """Add ``scene`` at the end of the deck in ``path``, creating the file (titled ``title``) if there is
    none; returns the saved deck.  A file that exists but is not a scene file is left alone
    (SceneFileError)."""
    path = Path(path)
    deck = (
        load_deck(path, resolve=False)
        if path.exists()
        else SceneDeck(title or _default_title(str(path)), (), "", str(path))
    )
    deck = deck.with_scene(scene)
    save_deck(deck, path)
    return SceneDeck(deck.title, deck.scenes, deck.description, str(path))


# --- the decks that ship with the workbench -----------------------------------------------------------------
def builtin_decks() -> list[SceneDeck]:
    """Every deck in resources/scenes, sorted by file name.  A broken built-in file is a bug: it raises."""
    from importlib import resources

    folder = resources.files("workbench_resources") / "scenes"
    decks = []
    for item in sorted(folder.iterdir(), key=lambda entry: entry.name):
        if item.name.endswith(SUFFIX):
            decks.append(deck_from_text(item.read_text(encoding="utf-8"), f"built-in:{item.name}"))
    return decks


def builtin_deck(name: str) -> SceneDeck:
    """The built-in deck read from ``name`` (e.g. "lecture.json")."""
    for deck in builtin_decks():
        if deck.source == f"built-in:{name}":
            return deck
    raise SceneFileError(
        translate("Scenes", "There is no built-in scene deck called {name}.").format(name=name)
    )


def installed_decks() -> list[SceneDeck]:
    """The scene files lesson packs installed (``paths.scenes_dir()``, a folder per pack), sorted by path; a
    file that is not a scene file (a pack's data in JSON) or cannot be read is left out."""
    from workbench import paths

    decks = []
    for path in sorted(paths.scenes_dir().glob("*/*.json")):
        try:
            decks.append(load_deck(path))
        except SceneFileError:
            continue
    return decks
