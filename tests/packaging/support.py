"""Load the packaging scripts by path: they are stand-alone scripts, not an importable package (a top-level
``packaging`` package would shadow the widely used library of the same name)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load_script(relative: str) -> ModuleType:
    """Import ``packaging/<relative>`` under a private module name."""
    path = PACKAGING / relative
    name = "workbench_packaging_" + relative.replace("/", "_").removesuffix(".py")
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
