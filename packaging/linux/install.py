#!/usr/bin/env python3
"""Put LM Workbench in the Linux application menu for the current user (no administrator rights needed).

    python3 packaging/linux/install.py                 # menu entry that runs the first-run launcher
    python3 packaging/linux/install.py --frozen DIR    # menu entry for a PyInstaller build in DIR
    python3 packaging/linux/install.py --uninstall

It copies ``resources/desktop/lm-workbench.desktop`` to ``~/.local/share/applications/`` with its Exec line
pointing at this copy of the project, and the icons to ``~/.local/share/icons/hicolor/`` (``$XDG_DATA_HOME``
is honoured).  Only the standard library is used: it runs before anything else is installed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DESKTOP_ID = "lm-workbench"
TEMPLATE = ROOT / "resources" / "desktop" / f"{DESKTOP_ID}.desktop"
ICONS = ROOT / "resources" / "icons"
LAUNCHER = ROOT / "packaging" / "launcher.py"
FROZEN_EXECUTABLE = "lm-workbench"


def data_home() -> Path:
    """The user's data folder per the XDG base directory rules."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def quote_exec_argument(argument: str) -> str:
    """Quote one argument for a desktop entry's Exec key (the rules of the Desktop Entry spec)."""
    if argument and not any(c in argument for c in " \t\n\"'\\><~|&;$*?#()`"):
        return argument.replace("%", "%%")
    escaped = argument.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`").replace("$", "\\$")
    return '"' + escaped.replace("%", "%%") + '"'


def exec_line(frozen: Path | None = None, python: str | None = None) -> str:
    """The command the menu entry runs: the frozen app, or the launcher with the Python running this."""
    if frozen is not None:
        command = [str(frozen.resolve() / FROZEN_EXECUTABLE)]
    else:
        command = [python or sys.executable, str(LAUNCHER)]
    return " ".join(quote_exec_argument(part) for part in command)


def render_desktop_entry(exec_command: str, template: Path = TEMPLATE) -> str:
    """The template with its Exec line set for this computer."""
    lines = []
    for line in template.read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            line = f"Exec={exec_command}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def icon_files(icons: Path = ICONS) -> list[tuple[Path, Path]]:
    """(source, path inside the hicolor theme) for every PNG size and the scalable SVG."""
    pairs = [
        (png, png.relative_to(icons / "hicolor")) for png in sorted((icons / "hicolor").glob("*/apps/*.png"))
    ]
    pairs.append((icons / "workbench.svg", Path("scalable") / "apps" / f"{DESKTOP_ID}.svg"))
    return pairs


def refresh_caches(share: Path) -> None:
    """Tell the desktop about the new entry and icons; harmless where these tools are missing."""
    for command in (
        ["update-desktop-database", str(share / "applications")],
        ["gtk-update-icon-cache", "-f", "-t", str(share / "icons" / "hicolor")],
    ):
        if shutil.which(command[0]):
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)


def install(share: Path, exec_command: str) -> list[Path]:
    """Write the menu entry and icons under `share`; returns the files written."""
    written = []
    entry = share / "applications" / f"{DESKTOP_ID}.desktop"
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(render_desktop_entry(exec_command), encoding="utf-8")
    written.append(entry)
    for source, relative in icon_files():
        target = share / "icons" / "hicolor" / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        written.append(target)
    refresh_caches(share)
    return written


def uninstall(share: Path) -> list[Path]:
    """Remove what `install` wrote; returns the files removed."""
    removed = []
    candidates = [share / "applications" / f"{DESKTOP_ID}.desktop"]
    candidates += [share / "icons" / "hicolor" / relative for _, relative in icon_files()]
    for path in candidates:
        if path.exists():
            path.unlink()
            removed.append(path)
    refresh_caches(share)
    return removed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Add LM Workbench to this user's application menu.")
    parser.add_argument("--frozen", type=Path, help="folder of a PyInstaller build to start instead")
    parser.add_argument("--uninstall", action="store_true", help="remove the menu entry and icons")
    parser.add_argument("--prefix", type=Path, help="data folder to use instead of ~/.local/share")
    options = parser.parse_args(argv)
    share = options.prefix or data_home()
    if options.uninstall:
        for path in uninstall(share):
            print(f"removed {path}")
        return 0
    if options.frozen is not None and not (options.frozen / FROZEN_EXECUTABLE).exists():
        print(f"{options.frozen / FROZEN_EXECUTABLE} does not exist", file=sys.stderr)
        return 2
    for path in install(share, exec_line(options.frozen)):
        print(f"wrote {path}")
    print("LM Workbench is now in the application menu (under Education).")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
