"""The first-run launcher: set up once with visible progress, start at once later, report failures clearly."""

from __future__ import annotations

import inspect
import subprocess
from pathlib import Path

import pytest

from tests.packaging.support import ROOT, load_script


class RecordingProgress:
    """A progress front-end that keeps what it was shown instead of drawing it."""

    def __init__(self) -> None:
        self.steps: list[str] = []
        self.errors: list[str] = []

    def run(self, work):
        try:
            work(self.steps.append)
        except BaseException as exc:  # the launcher's contract: the front-end hands the error back
            return exc
        return None

    def show_error(self, message: str) -> None:
        self.errors.append(message)


@pytest.fixture
def launcher():
    return load_script("launcher.py")


def make_launch(launcher, tmp_path: Path, *, ready: bool, setup, progress: RecordingProgress):
    started: list[list[str]] = []

    def start_app(args: list[str]) -> int:
        started.append(args)
        return 7

    def run(args: list[str], **extra) -> int:
        return launcher.launch(
            args,
            is_ready=lambda: ready,
            setup=setup,
            start_app=start_app,
            make_ui=lambda: progress,
            log_path=tmp_path / "logs" / "setup.log",
            **extra,
        )

    return run, started


def test_later_run_starts_the_app_straight_away(launcher, tmp_path: Path):
    def setup(report, log):
        raise AssertionError("set-up must not run when the environment is ready")

    progress = RecordingProgress()
    run, started = make_launch(launcher, tmp_path, ready=True, setup=setup, progress=progress)
    assert run(["--smoke-test"]) == 7
    assert started == [["--smoke-test"]]
    assert progress.steps == [] and not (tmp_path / "logs").exists()


def test_first_run_prepares_with_progress_then_starts(launcher, tmp_path: Path):
    marker = tmp_path / "env" / "ready"

    def setup(report, log):
        report("creating an isolated environment")
        log.write("pip says hello\n")
        marker.parent.mkdir()
        marker.write_text("ok")
        report("ready")

    progress = RecordingProgress()
    run, started = make_launch(launcher, tmp_path, ready=False, setup=setup, progress=progress)
    assert run([]) == 7
    assert marker.exists() and started == [[]]
    assert progress.steps == ["creating an isolated environment", "ready"]
    log = (tmp_path / "logs" / "setup.log").read_text()
    assert "[setup] creating an isolated environment" in log and "pip says hello" in log
    assert progress.errors == []


def test_failed_step_shows_a_message_naming_the_log_and_does_not_start(launcher, tmp_path: Path):
    def setup(report, log):
        report("installing torch")
        raise subprocess.CalledProcessError(1, ["python", "-m", "pip", "install", "torch==2.13.0"])

    progress = RecordingProgress()
    run, started = make_launch(launcher, tmp_path, ready=False, setup=setup, progress=progress)
    assert run([]) == 1
    assert started == []
    log_path = tmp_path / "logs" / "setup.log"
    log = log_path.read_text()
    assert "[setup] installing torch" in log and "CalledProcessError" in log
    (message,) = progress.errors
    assert str(log_path) in message
    assert "pip install torch==2.13.0" in message


def test_prepare_only_does_not_start(launcher, tmp_path: Path):
    progress = RecordingProgress()
    run, started = make_launch(launcher, tmp_path, ready=False, setup=lambda r, log: None, progress=progress)
    assert run([], prepare_only=True) == 0
    assert started == []


def test_terminal_progress_reports_errors_instead_of_raising(launcher, capsys):
    def work(report):
        report("step one")
        raise OSError("disk full")

    error = launcher.TerminalProgress().run(work)
    assert isinstance(error, OSError)
    assert "step one" in capsys.readouterr().out


def test_progress_falls_back_to_the_terminal_without_a_display(launcher, monkeypatch):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert isinstance(launcher.make_progress("zenity"), launcher.TerminalProgress)
    assert isinstance(launcher.make_progress("terminal"), launcher.TerminalProgress)


def test_run_py_offers_the_steps_the_launcher_uses(launcher):
    run = launcher.load_run_module(ROOT)
    parameters = inspect.signature(run.ensure_environment).parameters
    assert {"say", "output"} <= set(parameters)
    assert callable(run.environment_ready)


def test_environment_ready_follows_the_install_stamp(launcher, tmp_path: Path, monkeypatch):
    run = launcher.load_run_module(ROOT)
    env = tmp_path / "venv"
    monkeypatch.setenv("WORKBENCH_VENV", str(env))
    assert not run.environment_ready()
    python = run.venv_python(env)
    python.parent.mkdir(parents=True)
    python.write_text("")
    stamp = env / run.STAMP_NAME
    stamp.write_text(run.install_fingerprint(run.torch_flavour()) + "\n")
    assert run.environment_ready()
    stamp.write_text("an older install\n")
    assert not run.environment_ready()
