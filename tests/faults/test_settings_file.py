"""A damaged settings file never stops the app: wrong types fall back key by key, unreadable files are kept
aside under dated names (never overwriting one another), the pickle switch needs a real `true`, and
`workbench settings show/reset` tell the user what happened and start afresh."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.cli_run import run_workbench_here
from workbench import paths
from workbench import settings as settings_mod

WRONG_TYPES = b'{"current_tab": "x", "zoom": "big"}'
NOT_UTF8 = b'{"zoom": "\xff\xfe"}'


def write_settings(content: bytes) -> Path:
    path = paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return path


def run_workbench(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "workbench", *args], capture_output=True, text=True, env=env, timeout=300
    )


def test_wrong_types_fall_back_key_by_key_and_the_good_keys_are_kept() -> None:
    write_settings(
        json.dumps({"current_tab": "x", "zoom": "big", "theme": "dark", "last_models": ["gpt2"]}).encode()
    )
    report = settings_mod.load_report()
    assert report.settings.current_tab == 0 and report.settings.zoom == 1.0
    assert report.settings.theme == "dark" and report.settings.last_models == ["gpt2"]
    assert [(p.key, p.found, p.used) for p in report.problems] == [
        ("current_tab", "x", 0),
        ("zoom", "big", 1.0),
    ]
    summary = report.summary()
    assert "current_tab" in summary and "zoom" in summary and "workbench settings show" in summary
    # the app writes its corrected settings over the file: a copy of it is kept aside first
    assert report.kept_as is not None and paths.settings_file().exists()
    assert json.loads(report.kept_as.read_text())["zoom"] == "big" and report.kept_as.name in summary


@pytest.mark.parametrize("value", ["false", "true", 1, 0, None, [], {}, "yes"])
def test_the_pickle_switch_is_on_only_for_a_real_true(value) -> None:
    write_settings(json.dumps({"allow_pickle_checkpoints": value}).encode())
    report = settings_mod.load_report()
    assert report.settings.allow_pickle_checkpoints is False
    assert [p.to_dict() for p in report.problems] == [
        {"key": "allow_pickle_checkpoints", "found": value, "used": False}
    ]
    write_settings(b'{"allow_pickle_checkpoints": true}')
    assert settings_mod.load().allow_pickle_checkpoints is True


@pytest.mark.parametrize("zoom", [float("nan"), float("inf"), 10**400, 0, 99, True])
def test_numbers_outside_their_range_fall_back(zoom) -> None:
    write_settings(json.dumps({"zoom": zoom, "current_tab": 2}).encode())
    loaded = settings_mod.load()
    assert loaded.zoom == 1.0 and loaded.current_tab == 2


@pytest.mark.parametrize("content", [NOT_UTF8, b"{not json", b"[1, 2]", b"", b"\x00" * 10, b"[" * 100_000])
def test_an_unreadable_file_gives_the_defaults_and_is_kept_aside(content: bytes) -> None:
    write_settings(content)
    report = settings_mod.load_report()
    assert report.settings == settings_mod.Settings()
    assert report.kept_as is not None and report.kept_as.read_bytes() == content
    assert not paths.settings_file().exists()
    assert [p.key for p in report.problems] == [None] and "defaults" in report.summary()


def test_each_damaged_file_is_kept_and_none_replaces_another() -> None:
    contents = [WRONG_TYPES.replace(b"}", b"") + bytes([i]) for i in range(settings_mod.KEEP_ASIDE + 2)]
    for content in contents:
        write_settings(content)
        settings_mod.load()
    kept = settings_mod.kept_files()
    assert len(kept) == settings_mod.KEEP_ASIDE  # the last few, newest first
    assert [p.read_bytes() for p in kept] == contents[::-1][: settings_mod.KEEP_ASIDE]
    assert all("settings.kept-" in p.name for p in kept)


def test_a_folder_where_the_file_should_be_is_moved_aside_too() -> None:
    paths.settings_file().mkdir(parents=True)
    report = settings_mod.load_report()
    assert report.settings == settings_mod.Settings() and not paths.settings_file().exists()
    assert report.kept_as is not None and report.kept_as.is_dir()
    for _ in range(settings_mod.KEEP_ASIDE + 1):  # pruning the kept files passes over the folder
        write_settings(b"{")
        settings_mod.load()
    assert report.kept_as.is_dir() and len(settings_mod.kept_files()) == settings_mod.KEEP_ASIDE
    settings_mod.save(settings_mod.Settings())
    assert settings_mod.load_report().problems == ()


def test_showing_the_settings_changes_nothing_on_disk() -> None:
    write_settings(NOT_UTF8)
    report = settings_mod.load_report(keep_aside=False)
    assert report.settings == settings_mod.Settings() and report.kept_as is None
    assert paths.settings_file().read_bytes() == NOT_UTF8 and not settings_mod.kept_files()


def test_a_newer_versions_file_is_copied_aside_and_what_this_version_knows_is_used() -> None:
    write_settings(json.dumps({"schema_version": 99, "zoom": 1.5, "new_thing": 1}).encode())
    report = settings_mod.load_report()
    assert report.settings.zoom == 1.5 and report.settings.schema_version == settings_mod.SCHEMA_VERSION
    assert {p.key for p in report.problems} == {"schema_version", "new_thing"}
    assert report.kept_as is not None and json.loads(report.kept_as.read_text())["schema_version"] == 99


def test_the_window_opens_and_says_once_which_settings_were_reset(qtbot) -> None:
    from workbench.ui.main_window import ZOOM_STEPS, MainWindow

    assert (settings_mod.RULES["zoom"].low, settings_mod.RULES["zoom"].high) == (
        ZOOM_STEPS[0],
        ZOOM_STEPS[-1],
    )
    write_settings(WRONG_TYPES)
    report = settings_mod.load_report()
    window = MainWindow(report.settings, settings_note=report.summary())
    qtbot.addWidget(window)
    window.show()
    note = window.findChild(type(window.models_label), "settingsNote")
    assert note is not None and "current_tab" in note.text() and "zoom" in note.text()
    assert window.tabs.currentIndex() == 0 and window.settings.zoom == 1.0
    window.close()
    saved = settings_mod.load_report()
    assert not saved.problems  # the window saved settings that can be used: the next start says nothing
    assert MainWindow(saved.settings).findChild(type(window.models_label), "settingsNote") is None


def test_the_app_opens_with_either_damaged_file_and_keeps_both() -> None:
    """The two files of the report: wrong types, then bytes that are not UTF-8."""
    for content in (WRONG_TYPES, NOT_UTF8):
        write_settings(content)
        result = run_workbench("--smoke-test")
        assert result.returncode == 0, result.stderr
        assert "Traceback" not in result.stderr
        assert json.loads(result.stdout.strip().splitlines()[-1])["window_shown_ms"] > 0
    kept = [p.read_bytes() for p in settings_mod.kept_files()]
    assert kept == [NOT_UTF8, WRONG_TYPES]  # newest first: both kept, neither replaced
    assert json.loads(paths.settings_file().read_text())["zoom"] == 1.0  # the app wrote usable settings


def test_settings_show_json_reports_the_file_the_values_and_the_problems() -> None:
    path = write_settings(b'{"allow_pickle_checkpoints": "false", "zoom": 1.25}')
    result = run_workbench_here("settings", "show", "--json")
    assert result.returncode == 0, result.stderr
    shown = json.loads(result.stdout)
    assert shown["file"] == str(path)
    assert shown["settings"]["allow_pickle_checkpoints"] is False and shown["settings"]["zoom"] == 1.25
    assert shown["problems"] == [{"key": "allow_pickle_checkpoints", "found": "false", "used": False}]
    text = run_workbench_here("settings", "show")
    assert str(path) in text.stdout and "allow_pickle_checkpoints" in text.stdout and "reset" in text.stdout


def test_settings_reset_moves_the_file_aside_and_starts_from_the_defaults() -> None:
    write_settings(b'{"zoom": 2.0}')
    result = run_workbench_here("settings", "reset")
    assert result.returncode == 0, result.stderr
    assert not paths.settings_file().exists()
    [kept] = settings_mod.kept_files()
    assert kept.read_bytes() == b'{"zoom": 2.0}' and str(kept) in result.stdout
    assert settings_mod.load() == settings_mod.Settings()
    again = run_workbench_here("settings", "reset")
    assert again.returncode == 0 and "already starts from the defaults" in again.stdout


def _not_a_regular_file(kind: str) -> Path:
    path = paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "pipe":
        os.mkfifo(path)  # reading it would wait for a writer for ever
    elif kind == "device":
        path.symlink_to("/dev/zero")  # reading it would never end, and fill the memory
    else:
        path.write_bytes(b'{"zoom": 1.5, "window_state": "' + b"A" * settings_mod.MAX_BYTES + b'"}')
    return path


@pytest.mark.skipif(sys.platform == "win32", reason="named pipes and /dev/zero are Unix's")
@pytest.mark.parametrize("kind", ["pipe", "device", "huge"])
def test_a_settings_file_that_is_not_a_small_regular_file_is_never_read_and_is_kept_aside(kind: str) -> None:
    path = _not_a_regular_file(kind)
    shown = settings_mod.load_report(keep_aside=False)  # `settings show`: says so, changes nothing
    assert shown.settings == settings_mod.Settings() and os.path.lexists(path)
    reason = {"pipe": "a named pipe", "device": "a device", "huge": "far too large"}[kind]
    assert reason in shown.summary() and "defaults" in shown.summary()
    report = settings_mod.load_report()  # the app: kept aside under a dated name, the defaults used
    assert report.settings == settings_mod.Settings() and not os.path.lexists(path)
    assert report.kept_as is not None and os.path.lexists(report.kept_as) and reason in report.summary()
    settings_mod.save(settings_mod.Settings(zoom=1.25))  # and the app saves its settings as usual
    assert settings_mod.load_report().settings.zoom == 1.25


@pytest.mark.skipif(sys.platform == "win32", reason="named pipes and /dev/zero are Unix's")
def test_settings_show_and_the_app_open_with_a_pipe_or_a_device_in_the_files_place() -> None:
    _not_a_regular_file("pipe")
    shown = run_workbench("settings", "show")  # a process of its own: one that read the pipe would wait
    assert shown.returncode == 0 and "a named pipe" in shown.stdout and "Traceback" not in shown.stderr
    paths.settings_file().unlink()
    _not_a_regular_file("device")
    result = run_workbench("--smoke-test")
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    assert json.loads(result.stdout.strip().splitlines()[-1])["window_shown_ms"] > 0
    assert paths.settings_file().is_file() and not paths.settings_file().is_symlink()  # its own, saved
