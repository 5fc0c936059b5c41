"""One place per task family: outside the families' folders and the registry, no code branches on a family's
name (``objective == "qa"``, ``in ("chat", "summarize")``) or on a family predicate (``is_tagging`` ...); it
asks the family (``registry.family(name)``) what it needs to know instead."""

from __future__ import annotations

import re
from pathlib import Path

import workbench
from workbench.core.training.registry import names

PACKAGE = Path(workbench.__file__).parent
# Where a family's name may be branched on: its own folder, and the registry that finds it.
FAMILY_PLACES = ("core/training/families/", "core/training/registry.py")
PREDICATES = ("is_tagging", "is_answering", "is_instruction", "is_scoring")


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
