"""What the package's layers cannot say, read from the source with ``ast`` (nothing is imported).

The layers themselves (core without Qt, ui or cli; cli above ui above core; training's folders; no import
cycle between the modules of a package; shared widgets below the tabs; no tab importing another tab's
folder) are import-linter contracts in pyproject.toml, checked by ``lint-imports`` (``python3 run.py test``
runs it before pytest).  Here:

- no module finds files through ``__file__``: resources come through ``importlib.resources`` and the user's
  files through ``workbench.paths``, so nothing in the package reads or writes beside its source;
- the Fine-tuning tab's modules change the wizard's state only through its methods (``state.choose``, ...),
  never by writing one of its fields.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "workbench"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_no_module_finds_files_beside_its_source() -> None:
    wrong = [
        f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {module_name(path)} uses __file__"
        for path in sorted(PACKAGE.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Name) and node.id == "__file__"
    ]
    assert not wrong, "\n".join(wrong)


def test_the_fine_tuning_tab_changes_the_wizards_state_only_through_choose() -> None:
    def writes_state(target: ast.expr) -> bool:
        if isinstance(target, ast.Tuple | ast.List):
            return any(writes_state(t) for t in target.elts)
        if not isinstance(target, ast.Attribute):
            return False
        owner = target.value
        return (isinstance(owner, ast.Name) and owner.id == "state") or (
            isinstance(owner, ast.Attribute) and owner.attr == "state"
        )

    wrong = [
        f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: writes {ast.unparse(target)}"
        for path in sorted((PACKAGE / "ui" / "tabs" / "train").rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign)
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if writes_state(target)
    ]
    assert not wrong, "\n".join(wrong)
