"""Every message and hint of a ``WorkbenchError`` that the core builds is marked for translation.

The window shows an error's ``message`` and ``hint`` as they are, so each must come from ``translate(...)``
(formatted after translating when it has placeholders) or from a name holding such a text; a bare string or
f-string there reaches a Spanish window in English.  The check reads the source (no import), finds every
construction of a ``WorkbenchError`` class (subclasses found by their ``class`` lines, their parameters from
their ``__init__``), and names the file and line of each bare text.  Texts the window shows as warnings
(``warnings.append(...)``) are held to the same rule, and so is an objective's advice after a poor run (the
texts its ``advice`` returns, which the results page shows).
"""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

import pytest

import workbench.core

CORE = Path(workbench.core.__file__).parent
# the parameters of an error's constructor that carry words the window shows
WORDED_PARAMETERS = ("message", "hint")
WARNING_LISTS = ("warnings", "notes")
ADVISING = ("advice",)  # functions whose returned tuple of texts the window shows


@functools.cache
def _parsed(folder: Path) -> dict[Path, ast.Module]:
    """Every module under ``folder``, parsed once for all the tests here."""
    return {
        path: ast.parse(path.read_text(encoding="utf-8"), str(path)) for path in sorted(folder.rglob("*.py"))
    }


def _base_name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def error_parameters(modules: dict[Path, ast.Module]) -> dict[str, tuple[str, ...]]:
    """Each ``WorkbenchError`` class of the core (by name) and its constructor's parameters, in order."""
    classes: dict[str, tuple[list[str], tuple[str, ...] | None]] = {}
    for module in modules.values():
        for node in ast.walk(module):
            if isinstance(node, ast.ClassDef):
                init = next(
                    (f for f in node.body if isinstance(f, ast.FunctionDef) and f.name == "__init__"), None
                )
                params = None if init is None else tuple(a.arg for a in init.args.args[1:])
                classes[node.name] = ([b for b in map(_base_name, node.bases) if b], params)

    def parameters(name: str, seen: frozenset[str] = frozenset()) -> tuple[str, ...] | None:
        if name not in classes or name in seen:
            return None
        bases, params = classes[name]
        if name == "WorkbenchError":
            return params
        for base in bases:
            inherited = parameters(base, seen | {name})
            if inherited is not None:
                return params if params is not None else inherited
        return None

    found = {name: parameters(name) for name in classes}
    return {name: params for name, params in found.items() if params is not None}


def is_bare_text(node: ast.expr) -> bool:
    """A text written out in English at this spot: a string with a letter in it (" " or "." joining
    translated sentences is no English), an f-string, ``"...".format(...)``, ``"..." % x``, or one of those
    joined or chosen between (``a + "..."``, ``"..." if x else y``)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and any(c.isalpha() for c in node.value)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return is_bare_text(node.left) or is_bare_text(node.right)
    if isinstance(node, ast.IfExp):
        return is_bare_text(node.body) or is_bare_text(node.orelse)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return is_bare_text(node.func.value)
    return False


def _worded_arguments(call: ast.Call, params: tuple[str, ...]) -> list[ast.expr]:
    given = [arg for name, arg in zip(params, call.args, strict=False) if name in WORDED_PARAMETERS]
    return given + [k.value for k in call.keywords if k.arg in WORDED_PARAMETERS]


def bare_texts(modules: dict[Path, ast.Module], errors: dict[str, tuple[str, ...]]) -> list[str]:
    """ "file:line" (and what) for each bare text given to an error or a warning list in ``modules``."""
    found = []
    for path, module in modules.items():
        where = path.relative_to(CORE.parent.parent)
        for owner in ast.walk(module):
            if isinstance(owner, ast.ClassDef) and owner.name in errors:
                # ``super().__init__(message, hint)`` in an error's own constructor words it too
                base = next((b for b in map(_base_name, owner.bases) if b in errors), None)
                for call in ast.walk(owner):
                    if (
                        base is not None
                        and isinstance(call, ast.Call)
                        and isinstance(call.func, ast.Attribute)
                        and call.func.attr == "__init__"
                        and isinstance(call.func.value, ast.Call)
                        and _base_name(call.func.value.func) == "super"
                    ):
                        for arg in _worded_arguments(call, errors[base]):
                            if is_bare_text(arg):
                                found.append(f"{where}:{arg.lineno} {owner.name} words its error in English")
        for call in ast.walk(module):
            if not isinstance(call, ast.Call):
                continue
            name = _base_name(call.func)
            if name in errors:
                for arg in _worded_arguments(call, errors[name]):
                    if is_bare_text(arg):
                        found.append(f"{where}:{arg.lineno} {name}(...) with an English text")
            elif (
                name in ("append", "extend", "insert")
                and isinstance(call.func, ast.Attribute)
                and _base_name(call.func.value) in WARNING_LISTS
            ):
                for arg in call.args[-1:]:
                    if is_bare_text(arg):
                        found.append(f"{where}:{arg.lineno} a warning in English")
        for function in ast.walk(module):
            if isinstance(function, ast.FunctionDef) and function.name in ADVISING:
                for returned in ast.walk(function):
                    if isinstance(returned, ast.Return) and isinstance(returned.value, (ast.Tuple, ast.List)):
                        found += [
                            f"{where}:{text.lineno} advice in English"
                            for text in returned.value.elts
                            if is_bare_text(text)
                        ]
    return found


@functools.cache
def _core_errors() -> dict[str, tuple[str, ...]]:
    return error_parameters(_parsed(CORE))


def _checked_modules() -> dict[Path, ast.Module]:
    return _parsed(CORE)


def test_the_cores_errors_and_warnings_are_marked_for_translation() -> None:
    errors = _core_errors()
    assert {"WorkbenchError", "InputError", "DataError", "DiskFull"} <= errors.keys()
    assert errors["DataError"] == ("code", "message", "hint")
    assert bare_texts(_checked_modules(), errors) == []


@pytest.mark.parametrize(
    "source, expected",
    [
        ('raise InputError("There is no text.", HINT)', ["InputError(...) with an English text"]),
        ('raise InputError(MESSAGE, f"Type {what}.")', ["InputError(...) with an English text"]),
        (
            'raise ModelNotFound(message="No model {m}.".format(m=m))',
            ["ModelNotFound(...) with an English text"],
        ),
        ('raise errors.DataError("bad_cell", "Row " + row, HINT)', ["DataError(...) with an English text"]),
        ('warnings.append("The text was cut.")', ["a warning in English"]),
        ('self.notes.append(f"Run {name} has no model.")', ["a warning in English"]),
        ('notes.append(translate("Packs", "One.") + " " + translate("Packs", "Two."))', []),
        ('raise DataError("bad_cell", MESSAGE, translate("Data", "Fix it."))', []),
        ('raise InputError(translate("Explore", "No {x}.").format(x=x), NO_BLANK_HINT)', []),
        ("return WrongModelKind(message)", []),
        ("raise Cancelled()", []),
    ],
)
def test_a_bare_text_is_named_with_its_file_and_line(source: str, expected: list[str]) -> None:
    errors = _core_errors()
    planted = {CORE / "explore" / "planted.py": ast.parse("\n\n" + source)}
    assert bare_texts(planted, errors) == [f"workbench/core/explore/planted.py:3 {e}" for e in expected]


def test_advice_in_english_is_named() -> None:
    source = (
        'def advice(self, final, data):\n    return ("Train longer.", translate("Training", "Add data."))'
    )
    planted = {CORE / "training" / "planted.py": ast.parse(source)}
    assert bare_texts(planted, _core_errors()) == ["workbench/core/training/planted.py:2 advice in English"]


def test_an_errors_own_english_constructor_is_named() -> None:
    errors = _core_errors()
    source = (
        "class Gone(WorkbenchError):\n"
        "    def __init__(self, folder):\n"
        "        super().__init__(f'{folder} is gone.', translate('Gone', 'Look elsewhere.'))\n"
    )
    module = ast.parse(source)
    errors = {**errors, **error_parameters({CORE / "x.py": module, **_parsed(CORE)})}
    assert bare_texts({CORE / "x.py": module}, errors) == [
        "workbench/core/x.py:3 Gone words its error in English"
    ]


# a placeholder that carries its own format spec: "{count:,}", "{mae:.2f}"
SPEC_PLACEHOLDER = re.compile(r"\{\w+:[^{}]+\}")


def _is_translate(node: ast.expr) -> bool:
    return isinstance(node, ast.Call) and _base_name(node.func) == "translate"


def _spec_formatted(node: ast.expr) -> bool:
    """An f-string that writes a number by a spec (``f"{x:,}"``, ``f"{p:.0%}"``), alone or chosen between."""
    if isinstance(node, ast.IfExp):
        return _spec_formatted(node.body) or _spec_formatted(node.orelse)
    return isinstance(node, ast.JoinedStr) and any(
        isinstance(part, ast.FormattedValue) and part.format_spec is not None for part in node.values
    )


def english_numbers(modules: dict[Path, ast.Module]) -> list[str]:
    """ "file:line" (and what) for each number written with English separators into a translated text: a
    spec'd f-string given to the ``.format(...)`` of a translated text or a name holding one, or to
    ``formatted(...)``; or ``.format(...)`` straight on a translated text whose placeholders carry a spec
    (``formatted`` writes those)."""
    found = []
    for path, module in modules.items():
        where = path.relative_to(CORE.parent.parent)
        for call in ast.walk(module):
            if not isinstance(call, ast.Call):
                continue
            is_format = isinstance(call.func, ast.Attribute) and call.func.attr == "format"
            receiver = call.func.value if is_format else None
            translated = receiver is not None and (
                _is_translate(receiver) or isinstance(receiver, ast.Name | ast.Attribute)
            )
            if translated or _base_name(call.func) == "formatted":
                for keyword in call.keywords:
                    if _spec_formatted(keyword.value):
                        found.append(
                            f"{where}:{keyword.value.lineno} {keyword.arg}= written without number()"
                        )
            if receiver is not None and _is_translate(receiver):
                texts = [a.value for a in receiver.args[1:2] if isinstance(a, ast.Constant)]
                if any(isinstance(t, str) and SPEC_PLACEHOLDER.search(t) for t in texts):
                    found.append(f"{where}:{call.lineno} a spec'd placeholder filled without formatted()")
    return found


def test_the_cores_translated_texts_write_their_numbers_with_number() -> None:
    assert english_numbers(_checked_modules()) == []


@pytest.mark.parametrize(
    "source, expected",
    [
        ('translate("Runs", "{n} texts").format(n=f"{n:,}")', ["n= written without number()"]),
        ('message.format(share=f"{p:.0%}" if p else "")', ["share= written without number()"]),
        ('formatted(translate("Use", "{x} of {y:,}"), x=f"{x:.2f}", y=y)', ["x= written without number()"]),
        (
            'translate("Use", "{done:,} of {count:,}").format(done=d, count=c)',
            ["a spec'd placeholder filled without formatted()"],
        ),
        ('translate("Runs", "{n} texts").format(n=number(n, ","))', []),
        ('formatted(translate("Use", "{done:,} of {count:,}"), done=d, count=c)', []),
        ('translate("Runs", "Run {name}").format(name=f"{name}")', []),
        ('f"{count:,} rows".format()', []),
    ],
)
def test_a_number_written_in_english_is_named(source: str, expected: list[str]) -> None:
    planted = {CORE / "use" / "planted.py": ast.parse("\n\n" + source)}
    assert english_numbers(planted) == [f"workbench/core/use/planted.py:3 {e}" for e in expected]
