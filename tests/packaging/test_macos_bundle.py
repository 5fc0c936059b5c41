"""The macOS app wrapper: a bundle whose Info.plist, executable and icon fit together."""

from __future__ import annotations

import os
import plistlib
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from tests.packaging.support import ROOT, load_script


def test_bundle_has_a_valid_plist_executable_and_icon(tmp_path: Path):
    builder = load_script("macos/build_app.py")
    app = builder.build_app(tmp_path)
    assert app.name == "LM Workbench.app"
    with (app / "Contents" / "Info.plist").open("rb") as stream:
        info = plistlib.load(stream)
    assert info["CFBundlePackageType"] == "APPL"
    assert info["CFBundleName"] == "LM Workbench"
    from workbench import __version__

    assert info["CFBundleShortVersionString"] == __version__
    executable = app / "Contents" / "MacOS" / info["CFBundleExecutable"]
    assert executable.is_file() and os.access(executable, os.X_OK)
    script = executable.read_text()
    assert str(ROOT / "packaging" / "launcher.py") in script
    icon = (app / "Contents" / "Resources" / info["CFBundleIconFile"]).read_bytes()
    assert icon[:4] == b"icns"
    assert struct.unpack(">I", icon[4:8])[0] == len(icon)


@pytest.mark.skipif(shutil.which("sh") is None, reason="no POSIX shell")
def test_launch_script_is_valid_shell(tmp_path: Path):
    builder = load_script("macos/build_app.py")
    app = builder.build_app(tmp_path)
    script = app / "Contents" / "MacOS" / builder.EXECUTABLE
    assert subprocess.run(["sh", "-n", str(script)]).returncode == 0


def test_building_twice_replaces_the_files(tmp_path: Path):
    builder = load_script("macos/build_app.py")
    first = builder.build_app(tmp_path)
    second = builder.build_app(tmp_path)
    assert first == second
    assert sorted(p.name for p in (second / "Contents").iterdir()) == [
        "Info.plist",
        "MacOS",
        "PkgInfo",
        "Resources",
    ]
