#!/usr/bin/env python3
"""Double-click launcher for LM Workbench (Linux desktop entry, Windows Start menu, macOS app wrapper).

The first time, it prepares the app's private environment with the same steps as ``python3 run.py`` while a
small progress window shows what is happening; if a step fails it says so in plain words and names the log
file.  Later it starts the app straight away.

Only the standard library is used: nothing is installed when this runs for the first time.  The progress
window is tkinter when available; on Linux without tkinter it is ``zenity --progress``; otherwise the
messages go to the terminal.

    python3 packaging/launcher.py [--ui auto|tk|zenity|terminal] [--prepare-only] [APP ARGS...]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import queue
import shutil
import subprocess
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
TITLE = "LM Workbench"
# run.py reports these many steps on a first run; the progress bar moves one notch per step.
EXPECTED_STEPS = 6

Report = Callable[[str], None]
SetupStep = Callable[[Report, "LogFile"], object]


class LogFile:
    """The set-up log: every step and pip's messages, kept so a failure can be looked into later."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self.stream = path.open("w", encoding="utf-8")

    def write(self, text: str) -> None:
        self.stream.write(text)
        self.stream.flush()

    def close(self) -> None:
        self.stream.close()


def default_log_path() -> Path:
    """Where the set-up log goes: the usual per-user place for application logs on each system."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local")) / "LM Workbench"
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Logs" / "LM Workbench"
    else:
        base = Path(os.environ.get("XDG_STATE_HOME", Path.home() / ".local" / "state")) / "lm-workbench"
    return base / "setup.log"


def load_run_module(root: Path = ROOT) -> ModuleType:
    """Import the project's run.py (the one place that knows how to set up the environment)."""
    spec = importlib.util.spec_from_file_location("workbench_run_setup", root / "run.py")
    if spec is None or spec.loader is None:
        raise FileNotFoundError(root / "run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---------------------------------------------------------------------------------------------- progress UIs


class TerminalProgress:
    """Messages on the terminal: the last resort, and the choice for scripted (non-interactive) runs."""

    def run(self, work: Callable[[Report], None]) -> BaseException | None:
        try:
            work(lambda message: print(f"[{TITLE}] {message}", flush=True))
        except BaseException as exc:  # reported to the user, never swallowed silently
            return exc
        return None

    def show_error(self, message: str) -> None:
        print(f"\n{message}", file=sys.stderr, flush=True)


def _run_in_thread(work: Callable[[Report], None], messages: queue.Queue) -> threading.Thread:
    """Start `work` on a thread; its reports and its end (None or the exception) arrive on `messages`."""

    def target() -> None:
        try:
            work(lambda message: messages.put(("step", message)))
        except BaseException as exc:  # handed to the window, which shows it
            messages.put(("done", exc))
        else:
            messages.put(("done", None))

    thread = threading.Thread(target=target, name="workbench-setup", daemon=True)
    thread.start()
    return thread


class TkProgress:
    """A small tkinter window with a progress bar and the current step."""

    def __init__(self) -> None:
        import tkinter  # noqa: F401 - fails early when tkinter or a display is missing

        self._tk = tkinter
        self._root = tkinter.Tk()
        self._root.withdraw()

    def run(self, work: Callable[[Report], None]) -> BaseException | None:
        from tkinter import ttk

        root = self._root
        root.title(f"{TITLE} — first start")
        root.resizable(False, False)
        frame = ttk.Frame(root, padding=16)
        frame.pack(fill="both", expand=True)
        ttk.Label(
            frame, text="Preparing LM Workbench for its first start.\nThis takes a few minutes, once."
        ).pack(anchor="w")
        bar = ttk.Progressbar(frame, length=360, maximum=EXPECTED_STEPS, mode="determinate")
        bar.pack(fill="x", pady=(12, 6))
        step_text = self._tk.StringVar(value="Starting…")
        ttk.Label(frame, textvariable=step_text, width=60).pack(anchor="w")
        root.protocol("WM_DELETE_WINDOW", lambda: None)  # closing mid-install would leave a half environment
        root.deiconify()
        messages: queue.Queue = queue.Queue()
        _run_in_thread(work, messages)
        outcome: list[BaseException | None] = []

        def poll() -> None:
            while not messages.empty():
                kind, value = messages.get()
                if kind == "step":
                    step_text.set(value[:1].upper() + value[1:])
                    bar["value"] = min(bar["value"] + 1, EXPECTED_STEPS)
                else:
                    outcome.append(value)
                    root.quit()
                    return
            root.after(100, poll)

        root.after(100, poll)
        root.mainloop()
        root.withdraw()
        return outcome[0] if outcome else None

    def show_error(self, message: str) -> None:
        from tkinter import messagebox

        messagebox.showerror(TITLE, message, parent=self._root)
        self._root.destroy()


class ZenityProgress:
    """`zenity --progress` for Linux desktops whose Python has no tkinter."""

    def __init__(self) -> None:
        self._zenity = shutil.which("zenity")
        if not self._zenity or not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            raise RuntimeError("zenity or a display is not available")

    def run(self, work: Callable[[Report], None]) -> BaseException | None:
        cmd = [self._zenity, "--progress", "--auto-close", "--no-cancel", "--title", TITLE, "--width", "420"]
        cmd += ["--text", "Preparing LM Workbench for its first start…"]
        window = subprocess.Popen(cmd, stdin=subprocess.PIPE, text=True)
        messages: queue.Queue = queue.Queue()
        _run_in_thread(work, messages)
        steps = 0
        while True:
            kind, value = messages.get()
            if kind == "done":
                break
            steps += 1
            self._send(
                window, f"# {value[:1].upper() + value[1:]}\n{min(99, 100 * steps // EXPECTED_STEPS)}\n"
            )
        self._send(window, "100\n")
        if window.stdin:
            window.stdin.close()
        window.wait()
        return value

    @staticmethod
    def _send(window: subprocess.Popen, text: str) -> None:
        try:
            if window.stdin:
                window.stdin.write(text)
                window.stdin.flush()
        except OSError:
            pass  # the user closed the window; the set-up goes on and its outcome is still reported

    def show_error(self, message: str) -> None:
        subprocess.run([self._zenity, "--error", "--title", TITLE, "--width", "480", "--text", message])


def make_progress(choice: str = "auto"):
    """The best progress front-end this computer offers (or the one asked for)."""
    makers = {"tk": TkProgress, "zenity": ZenityProgress, "terminal": TerminalProgress}
    order = [choice] if choice != "auto" else ["tk", "zenity", "terminal"]
    if choice == "auto" and sys.platform != "linux":
        order.remove("zenity")
    for name in order:
        try:
            return makers[name]()
        except Exception:  # no tkinter, no display, no zenity: try the next one
            continue
    return TerminalProgress()


# ---------------------------------------------------------------------------------------------- the decision


def failure_message(exc: BaseException, log_path: Path) -> str:
    """Plain words for a failed set-up step, naming the log file."""
    cmd = getattr(exc, "cmd", None)
    step = " ".join(map(str, cmd)) if cmd else f"{type(exc).__name__}: {exc}"
    return (
        "LM Workbench could not be prepared.\n\n"
        f"The step that failed: {step}\n\n"
        "Check the internet connection and that there is about 2 GB of free disk space, then start "
        "LM Workbench again: finished steps are not repeated.\n\n"
        f"Details are in the log file:\n{log_path}"
    )


def prepare(setup: SetupStep, progress, log_path: Path) -> bool:
    """Run the set-up with a visible progress window; on failure show the message and keep the log."""
    log = LogFile(log_path)

    def work(report: Report) -> None:
        def step(message: str) -> None:
            log.write(f"[setup] {message}\n")
            report(message)

        setup(step, log)

    try:
        error = progress.run(work)
        if error is not None:
            log.write("\n" + "".join(traceback.format_exception(error)))
    finally:
        log.close()
    if error is None:
        return True
    progress.show_error(failure_message(error, log_path))
    return False


def launch(
    app_args: list[str],
    *,
    is_ready: Callable[[], bool],
    setup: SetupStep,
    start_app: Callable[[list[str]], int],
    make_ui: Callable[[], object],
    log_path: Path,
    prepare_only: bool = False,
) -> int:
    """First run: prepare (with progress) then start; later runs: start straight away.  Returns
    an exit code."""
    if not is_ready() and not prepare(setup, make_ui(), log_path):
        return 1
    return 0 if prepare_only else start_app(app_args)


def start_workbench(python: Path, app_args: list[str]) -> int:
    """Run the app with the environment's Python (pythonw on Windows when we run without a console)."""
    if os.name == "nt" and Path(sys.executable).name.lower().startswith("pythonw"):
        windowless = python.with_name("pythonw.exe")
        python = windowless if windowless.exists() else python
    return subprocess.run([str(python), "-m", "workbench", *app_args]).returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Start LM Workbench, preparing it the first time.")
    parser.add_argument("--ui", choices=["auto", "tk", "zenity", "terminal"], default="auto")
    parser.add_argument("--prepare-only", action="store_true", help="set up, but do not start the app")
    parser.add_argument("--log", type=Path, default=None, help="set-up log file")
    options, app_args = parser.parse_known_args(argv)
    if sys.version_info < (3, 11):  # noqa: UP036 - the launcher may be started by an older python3
        print("LM Workbench needs Python 3.11 or newer.", file=sys.stderr)
        return 2
    run = load_run_module()
    return launch(
        app_args,
        is_ready=run.environment_ready,
        setup=lambda report, log: run.ensure_environment(say=report, output=log.stream),
        start_app=lambda args: start_workbench(run.venv_python(run.venv_dir()), args),
        make_ui=lambda: make_progress(options.ui),
        log_path=options.log or default_log_path(),
        prepare_only=options.prepare_only,
    )


if __name__ == "__main__":
    raise SystemExit(main())
