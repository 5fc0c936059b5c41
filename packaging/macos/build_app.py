#!/usr/bin/env python3
"""Assemble ``LM Workbench.app``: a small macOS app wrapper that starts this copy of the project.

    python3 packaging/macos/build_app.py                       # -> ~/Applications/LM Workbench.app
    python3 packaging/macos/build_app.py --dest dist           # somewhere else

The bundle holds an Info.plist, an icon (built from the committed PNGs) and a shell script that runs
``packaging/launcher.py`` with a Python 3.11 or newer, so the first double-click prepares the app with a
progress window and later ones open it at once.  The project folder must stay where it was when the
wrapper was made (build it again after moving the folder).  Only the standard library is used.
"""

from __future__ import annotations

import argparse
import plistlib
import shlex
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APP_NAME = "LM Workbench"
BUNDLE_ID = "org.lm-workbench.LMWorkbench"
EXECUTABLE = "lm-workbench"
ICON_FILE = "lm-workbench.icns"
ICONS = ROOT / "resources" / "icons" / "hicolor"
# ICNS element types that hold PNG data, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08"}

# The lines of the script as it is written: two are longer than the code's limit.
LAUNCH_SCRIPT = """#!/bin/sh
# Start LM Workbench from {root}, preparing it the first time.
# Apps opened from the Finder get a short PATH, so look where Python installers put python3.
LAUNCHER={launcher}
for py in python3.13 python3.12 python3.11 python3; do
    for dir in /opt/homebrew/bin /usr/local/bin /Library/Frameworks/Python.framework/Versions/Current/bin /usr/bin; do
        exe="$dir/$py"
        if [ -x "$exe" ] && "$exe" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
            exec "$exe" "$LAUNCHER" "$@"
        fi
    done
done
/usr/bin/osascript -e 'display alert "LM Workbench needs Python 3.11 or newer" message "Install Python from python.org, then open LM Workbench again."'
exit 2
"""  # noqa: E501


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An Apple icon file whose elements are PNG images: 'icns', total length, then (type, length, data)."""
    body = b""
    for size in sorted(pngs):
        data = pngs[size]
        body += ICNS_TYPES[size] + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def info_plist(version: str) -> dict:
    """The bundle's Info.plist contents."""
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleExecutable": EXECUTABLE,
        "CFBundleIconFile": ICON_FILE,
        "CFBundlePackageType": "APPL",
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "CFBundleInfoDictionaryVersion": "6.0",
        "LSMinimumSystemVersion": "11.0",
        "LSApplicationCategoryType": "public.app-category.education",
        "NSHighResolutionCapable": True,
    }


def project_version(root: Path = ROOT) -> str:
    """The version in workbench/__init__.py, read without importing the package."""
    for line in (root / "workbench" / "__init__.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    return "0.0.0"


def build_app(dest: Path, root: Path = ROOT) -> Path:
    """Write ``<dest>/LM Workbench.app`` (replacing an older one's files) and return its path."""
    app = dest / f"{APP_NAME}.app"
    contents = app / "Contents"
    (contents / "MacOS").mkdir(parents=True, exist_ok=True)
    (contents / "Resources").mkdir(parents=True, exist_ok=True)
    with (contents / "Info.plist").open("wb") as stream:
        plistlib.dump(info_plist(project_version(root)), stream)
    (contents / "PkgInfo").write_text("APPL????", encoding="ascii")
    script = contents / "MacOS" / EXECUTABLE
    launcher = root.resolve() / "packaging" / "launcher.py"
    script.write_text(LAUNCH_SCRIPT.format(root=root.resolve(), launcher=shlex.quote(str(launcher))))
    script.chmod(0o755)
    pngs = {
        size: (ICONS / f"{size}x{size}" / "apps" / "lm-workbench.png").read_bytes() for size in ICNS_TYPES
    }
    (contents / "Resources" / ICON_FILE).write_bytes(icns_bytes(pngs))
    return app


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Make the LM Workbench.app wrapper for macOS.")
    parser.add_argument("--dest", type=Path, default=Path.home() / "Applications", help="folder for the .app")
    options = parser.parse_args(argv)
    app = build_app(options.dest)
    print(f"made {app}")
    if sys.platform == "darwin":
        print("Double-click it in the Finder; the first start prepares LM Workbench (a few minutes, once).")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
