"""One place per task family: outside the families' folders and the registry, no code branches on a family's
name (``objective == "qa"``, ``in ("chat", "summarize")``) or on a family predicate (``is_tagging`` ...); it
asks the family (``registry.family(name)``) what it needs to know instead.  The window keeps no table of its
own keyed by a family's name either (``{"qa": ...}``, ``("chat", "summarize")``): what it says of a family is
the family's ``FamilyWords``."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import workbench
from workbench.core.training.registry import names

PACKAGE = Path(workbench.__file__).parent
# Where a family's name may be branched on: its own folder, and the registry that finds it.
FAMILY_PLACES = ("core/training/families/", "core/training/registry.py")
PREDICATES = ("is_tagging", "is_answering", "is_instruction", "is_scoring")
# The calls whose string arguments are texts to translate (a family's name there is a word, not a key)
TRANSLATING = ("QT_TRANSLATE_NOOP", "translate")


def branch_pattern(family_names: tuple[str, ...]) -> re.Pattern[str]:
    """A comparison with a family's name (either quote), a test of membership in a tuple that starts with
    one, or a family predicate."""
    quoted = "[\"'](?:" + "|".join(map(re.escape, family_names)) + ")[\"']"
    return re.compile(rf"(?:==|!=)\s*{quoted}|\bin\s*\(\s*{quoted}|\b(?:{'|'.join(PREDICATES)})\b")


def family_branches(package: Path, family_names: tuple[str, ...]) -> dict[str, list[str]]:
    """Each Python file of ``package`` (its path inside it) outside the family places, with its lines that
    branch on a family's name or predicate."""
    pattern = branch_pattern(family_names)
    found: dict[str, list[str]] = {}
    for path in sorted(package.rglob("*.py")):
        where = path.relative_to(package).as_posix()
        if where.startswith(FAMILY_PLACES):
            continue
        lines = path.read_text(encoding="utf-8").splitlines()
        hits = [f"{where}:{n}: {line.strip()}" for n, line in enumerate(lines, 1) if pattern.search(line)]
        if hits:
            found[where] = hits
    return found


def test_the_pattern_finds_each_kind_of_family_branch_and_nothing_else() -> None:
    pattern = branch_pattern(names())
    for branch in (
        'if objective == "qa":',
        "if result.objective != 'score':",
        'chat = info.get("objective") in ("chat", "summarize")',
        "if self.state.is_tagging:",
        'return kind if kind in ("mlm", "clm") else "mlm"',
    ):
        assert pattern.search(branch), branch
    for plain in ("found = family(objective)", "if found.instruction:", 'qa_data = read("qa.jsonl")'):
        assert not pattern.search(plain), plain


def test_no_code_outside_the_families_branches_on_a_family() -> None:
    found = family_branches(PACKAGE, names())
    assert not found, (
        "These lines branch on a task family's name; ask the family instead (registry.family(name): a field "
        "or method of TaskFamily), or put the code in the family's folder:\n"
        + "\n".join(hit for hits in found.values() for hit in hits)
    )


def family_names_in_code(source: str, family_names: tuple[str, ...]) -> list[int]:
    """The lines of ``source`` (each once) where a string that is a family's name is code (a table's key, an
    element of a tuple, a value compared or passed on): not a docstring, nor a text to translate."""
    tree = ast.parse(source)
    words: set[int] = set()  # the ids of the strings that are docstrings or texts to translate
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            words.add(id(body[0].value))
        if isinstance(node, ast.Call):
            called = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if called in TRANSLATING:
                words.update(id(argument) for argument in node.args)
    return sorted(
        {
            node.lineno
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and node.value in family_names and id(node) not in words
        }
    )


def test_the_window_s_tables_are_found_and_its_words_are_not() -> None:
    tables = """
OPEN_TIPS = {"qa": QT_TRANSLATE_NOOP("DataPage", "JSON Lines")}
GGUF_OBJECTIVES = ("chat", "summarize", "clm")
note = TASK_NOTES.get("ner")
"""
    assert family_names_in_code(tables, names()) == [2, 3, 4]
    words = '''
def show(kind):
    """Shows "pairs" (a docstring's word)."""
    return {False: QT_TRANSLATE_NOOP("ResultsPage", "texts"), True: translate("ResultsPage", "pairs")}
'''
    assert family_names_in_code(words, names()) == []


def test_the_window_keeps_no_table_keyed_by_a_family() -> None:
    found = [
        f"{path.relative_to(PACKAGE).as_posix()}:{line}"
        for path in sorted((PACKAGE / "ui").rglob("*.py"))
        for line in family_names_in_code(path.read_text(encoding="utf-8"), names())
    ]
    assert not found, (
        "These lines of the window name a task family in code (a table keyed by its name, a tuple of names); "
        "make what they hold a field of the family (its FamilyWords, or a flag of TaskFamily) and ask "
        "registry.family(name):\n" + "\n".join(found)
    )
