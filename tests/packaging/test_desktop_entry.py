"""The Linux desktop entry and icons: valid, consistent with what the app tells the desktop, installable."""

from __future__ import annotations

import configparser
import re
import shlex
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from tests.packaging.support import ROOT, load_script

DESKTOP_FILE = ROOT / "resources" / "desktop" / "lm-workbench.desktop"
APP_PY = ROOT / "workbench" / "ui" / "app.py"


def read_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive in desktop entries
    parser.read_string(path.read_text(encoding="utf-8"))
    return dict(parser["Desktop Entry"])


def app_call(name: str) -> str:
    """The string literal the app passes to `name(...)` in workbench/ui/app.py."""
    match = re.search(rf'{name}\("([^"]+)"\)', APP_PY.read_text(encoding="utf-8"))
    assert match, f"workbench/ui/app.py no longer calls {name}(...)"
    return match.group(1)


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def test_entry_has_the_required_keys():
    entry = read_entry(DESKTOP_FILE)
    for key in ("Type", "Name", "Exec", "Icon", "Terminal", "Categories", "StartupWMClass", "Comment"):
        assert entry.get(key), f"missing {key}"
    assert entry["Type"] == "Application"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";")


def test_names_match_what_the_app_sets():
    entry = read_entry(DESKTOP_FILE)
    desktop_id = app_call("setDesktopFileName")
    assert DESKTOP_FILE.stem == desktop_id  # Wayland app id -> this entry's file name
    assert entry["Icon"] == desktop_id
    # Qt uses the application name as the X11 WM_CLASS class, which StartupWMClass must match.
    assert entry["StartupWMClass"] == app_call("setApplicationName")
    assert entry["Name"] == app_call("setApplicationName")


def test_png_icons_exist_at_every_size_with_the_right_dimensions():
    icons = load_script("render_icons.py")
    for size in icons.ICON_SIZES:
        path = icons.png_path(size)
        assert path.is_file(), f"missing {path}; run packaging/render_icons.py"
        assert png_size(path) == (size, size)


def test_windows_icon_holds_every_size():
    icons = load_script("render_icons.py")
    data = (icons.ICONS / "lm-workbench.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))


def test_install_writes_entry_and_icons_under_the_prefix(tmp_path: Path):
    installer = load_script("linux/install.py")
    share = tmp_path / "share"
    written = installer.install(share, installer.exec_line(python="/usr/bin/python3"))
    entry_path = share / "applications" / "lm-workbench.desktop"
    assert entry_path in written
    entry = read_entry(entry_path)
    assert shlex.split(entry["Exec"]) == ["/usr/bin/python3", str(installer.LAUNCHER)]
    assert Path(shlex.split(entry["Exec"])[1]).is_file()
    icons = load_script("render_icons.py")
    for size in icons.ICON_SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{entry['Icon']}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{entry['Icon']}.svg").is_file()
    removed = installer.uninstall(share)
    assert set(removed) == set(written)
    assert not entry_path.exists()


def test_exec_quotes_paths_with_spaces(tmp_path: Path):
    installer = load_script("linux/install.py")
    frozen = tmp_path / "My Apps" / "lm-workbench"
    line = installer.exec_line(frozen=frozen)
    assert line.startswith('"') and shlex.split(line) == [str(frozen.resolve() / "lm-workbench")]
    assert installer.quote_exec_argument("50%") == "50%%"


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None, reason="desktop-file-validate not installed"
)
def test_desktop_file_validate_accepts_template_and_installed_entry(tmp_path: Path):
    installer = load_script("linux/install.py")
    installer.install(tmp_path, installer.exec_line(python="/usr/bin/python3"))
    for path in (DESKTOP_FILE, tmp_path / "applications" / "lm-workbench.desktop"):
        result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr
