"""The package's layers, read from the source with ``ast`` (nothing is imported):

- ``workbench.core`` (models, exploring, training) runs without a screen or a command line: it never imports
  PySide6, pyqtgraph, ``workbench.ui`` or ``workbench.cli``, not even inside a function;
- ``workbench.ui`` never imports ``workbench.cli``;
- the modules of ``workbench.core.training`` (its sub-folders included) import one another without a cycle,
  counting the imports written inside functions as well as those at module level: an import put inside a
  function to get round a cycle still ties the two modules together, so the shared piece belongs in a lower
  module instead.  Only imports under ``if TYPE_CHECKING:`` are left out, since they never run;
- its folders are layers too: ``data``, ``objectives``, ``engine``, ``runs``, each importing only from those
  before it and from the modules directly in ``training/`` (config, recipes, methods, ...), which import none
  of the folders;
- no module finds files through ``__file__``: resources come through ``importlib.resources`` and the user's
  files through ``workbench.paths``, so nothing in the package reads or writes beside its source;
- no module is longer than ``MAX_LINES``: a module that grows past it holds more than one job.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "workbench"

# importing layer -> what it must never import (a module and everything under it)
FORBIDDEN = {
    "workbench.core": ("PySide6", "pyqtgraph", "workbench.ui", "workbench.cli"),
    "workbench.ui": ("workbench.cli",),
}
INSIDE_A_FUNCTION = "inside a function"
UNDER_TYPE_CHECKING = "under TYPE_CHECKING"
# the folders of workbench.core.training, lowest first (see the docstring of workbench/core/training/__init__.py)
TRAINING = "workbench.core.training"
TRAINING_FOLDERS = ("data", "objectives", "engine", "runs")
# the statement lists of class, if, for, while, with, try and match statements (and their except clauses)
BLOCKS = ("body", "orelse", "finalbody", "handlers", "cases")


@dataclass(frozen=True)
class Import:
    module: str  # the importing module
    path: Path
    line: int
    target: str  # what it imports, as a dotted name (``from a import b`` gives both a and a.b)
    where: str  # "": at module level, run on import; else INSIDE_A_FUNCTION or UNDER_TYPE_CHECKING

    @property
    def runs(self) -> bool:
        """Whether the import can run at all (one under ``if TYPE_CHECKING:`` never does)."""
        return self.where != UNDER_TYPE_CHECKING

    def __str__(self) -> str:
        where = f" ({self.where})" if self.where else ""
        return (
            f"{self.path.relative_to(PACKAGE.parent)}:{self.line}: {self.module} imports {self.target}{where}"
        )


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, source: str | None = None) -> Iterator[Import]:
    """Every import statement of the module at ``path`` (its text, or ``source`` in its place)."""
    module = module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]

    def visit(nodes: list[ast.stmt], where: str) -> Iterator[Import]:
        for node in nodes:
            if isinstance(node, ast.Import):
                for alias in node.names:
                    yield Import(module, path, node.lineno, alias.name, where)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(parent + ([node.module] if node.module else []))
                for target in [base] + [f"{base}.{alias.name}" for alias in node.names]:
                    yield Import(module, path, node.lineno, target, where)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                yield from visit(node.body, INSIDE_A_FUNCTION)
            elif isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                yield from visit(node.body, where or UNDER_TYPE_CHECKING)
                yield from visit(node.orelse, where)
            else:
                for field in BLOCKS:
                    children = getattr(node, field, None)
                    if isinstance(children, list):
                        yield from visit(children, where)

    text = path.read_text(encoding="utf-8") if source is None else source
    yield from visit(ast.parse(text, str(path)).body, "")


def all_imports() -> list[Import]:
    return [imp for path in sorted(PACKAGE.rglob("*.py")) for imp in imports_of(path)]


def within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def test_core_and_ui_import_only_the_layers_below_them() -> None:
    wrong: dict[tuple[Path, int, str], str] = {}  # one line per statement and forbidden module
    for imp in all_imports():
        for layer, forbidden_list in FORBIDDEN.items():
            for forbidden in forbidden_list:
                if within(imp.module, layer) and within(imp.target, forbidden):
                    message = f"{imp}, but {layer} must not import {forbidden}"
                    wrong.setdefault((imp.path, imp.line, forbidden), message)
    assert not wrong, "\n".join(wrong.values())


def import_edges(imports: list[Import], modules: set[str]) -> dict[str, dict[str, Import]]:
    """module -> {module it imports: the first such import}, among ``modules``, for every import that runs."""
    edges: dict[str, dict[str, Import]] = {m: {} for m in modules}
    for imp in imports:
        if imp.runs and imp.module in modules and imp.target in modules and imp.target != imp.module:
            edges[imp.module].setdefault(imp.target, imp)
    return edges


def first_cycle(edges: dict[str, dict[str, Import]]) -> list[str] | None:
    """The first import cycle found (its modules, the first one repeated at the end), or None."""
    done: set[str] = set()

    def find_cycle(module: str, path: list[str]) -> list[str] | None:
        if module in path:
            return path[path.index(module) :] + [module]
        if module in done:
            return None
        for target in sorted(edges[module]):
            cycle = find_cycle(target, [*path, module])
            if cycle:
                return cycle
        done.add(module)
        return None

    for module in sorted(edges):
        cycle = find_cycle(module, [])
        if cycle:
            return cycle
    return None


def test_the_training_modules_import_one_another_without_a_cycle() -> None:
    layer = TRAINING
    modules = {module_name(p) for p in (PACKAGE / "core" / "training").rglob("*.py")}
    edges = import_edges(all_imports(), modules)
    assert len(modules) > 10 and any(edges.values()), f"no imports found among the modules of {layer}"
    cycle = first_cycle(edges)
    if cycle:
        steps = "\n".join(str(edges[a][b]) for a, b in zip(cycle, cycle[1:], strict=False))
        raise AssertionError(f"import cycle among {layer}:\n{steps}")


def test_an_import_inside_a_function_closes_a_cycle_and_one_for_type_checking_does_not() -> None:
    folder = PACKAGE / "core" / "training" / "engine"  # the probes are never written: their text is given
    low, high = folder / "low.py", folder / "high.py"
    modules = {module_name(low), module_name(high)}
    high_text = "from workbench.core.training.engine.low import save\n"
    for low_text, cycle in (
        ("def save():\n    from workbench.core.training.engine.high import run\n", True),
        ("if TYPE_CHECKING:\n    from workbench.core.training.engine.high import run\n", False),
    ):
        imports = [*imports_of(low, low_text), *imports_of(high, high_text)]
        assert (first_cycle(import_edges(imports, modules)) is not None) == cycle, low_text


def training_layer(module: str) -> int:
    """0 for the modules directly in ``training/``, else 1 + the index of the folder the module is in."""
    folder = module.removeprefix(TRAINING + ".").split(".")[0]
    return TRAINING_FOLDERS.index(folder) + 1 if folder in TRAINING_FOLDERS else 0


def test_the_training_folders_import_only_the_folders_below_them() -> None:
    assert all(
        (PACKAGE / "core" / "training" / folder / "__init__.py").is_file() for folder in TRAINING_FOLDERS
    )
    wrong = [
        f"{imp}, which is in a higher layer"
        for imp in all_imports()
        if imp.runs
        and within(imp.module, TRAINING)
        and within(imp.target, TRAINING)
        and training_layer(imp.target) > training_layer(imp.module)
    ]
    assert not wrong, "\n".join(dict.fromkeys(wrong))


def test_no_module_finds_files_beside_its_source() -> None:
    wrong = [
        f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {module_name(path)} uses __file__"
        for path in sorted(PACKAGE.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Name) and node.id == "__file__"
    ]
    assert not wrong, "\n".join(wrong)


def test_the_reader_finds_imports_wherever_they_are_written() -> None:
    """Imports in functions, classes, try blocks and relative form are all found, and told apart."""
    code = (
        "import PySide6.QtCore\n"
        "from . import loop\n"
        "try:\n    from ...models import loading\nexcept ImportError:\n    import pyqtgraph\n"
        "class A:\n    def later(self):\n        from workbench import cli\n"
        "if TYPE_CHECKING:\n    from workbench.core.training.engine import trainer\n"
    )
    probe = PACKAGE / "core" / "training" / "engine" / "probe.py"  # never written: its text is given
    found = {(imp.target, imp.where) for imp in imports_of(probe, code)}
    assert found >= {
        ("PySide6.QtCore", ""),
        ("workbench.core.training.engine.loop", ""),
        ("workbench.core.models.loading", ""),
        ("pyqtgraph", ""),
        ("workbench.cli", INSIDE_A_FUNCTION),
        ("workbench.core.training.engine.trainer", UNDER_TYPE_CHECKING),
    }


MAX_LINES = 400


def test_no_module_is_longer_than_400_lines() -> None:
    long = {
        str(path.relative_to(PACKAGE.parent)): lines
        for path in PACKAGE.rglob("*.py")
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}, f"split these by job: {long}"
