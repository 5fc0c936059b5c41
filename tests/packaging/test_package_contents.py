"""What an installed copy holds: the ``workbench`` package and its resources, not the repository's tooling
(``recipes/`` writes into the source tree; ``benchmarks/`` and ``tests/`` only make sense beside it)."""

import runpy
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_the_wheel_holds_the_app_and_its_resources_only(monkeypatch: pytest.MonkeyPatch) -> None:
    import setuptools

    given: dict = {}
    monkeypatch.setattr(setuptools, "setup", lambda **options: given.update(options))
    monkeypatch.chdir(ROOT)
    runpy.run_path(str(ROOT / "setup.py"))
    packages = set(given["packages"])
    assert {"workbench", "workbench.cli", "workbench.core", "workbench_resources"} <= packages
    assert {p for p in packages if p.split(".")[0] != "workbench"} == {"workbench_resources"}
