"""The command line's ``workbench settings``: see the settings in effect, or start again from the defaults.

``workbench settings show [--json]`` prints the settings file's path, the value of every setting the app
uses, and each value in the file that could not be used (what was found, what is used instead).  It changes
nothing on disk.  ``workbench settings reset`` moves the settings file aside under a dated name (the last
few are kept) so that the app starts from the defaults; nothing else is touched.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from typing import Any


def add_parsers(sub: Any) -> None:
    """Add ``settings`` (with ``show`` and ``reset``) to the command line's subcommands."""
    settings = sub.add_parser(
        "settings",
        help="show the app's settings and what could not be used, or reset them to the defaults",
        description="See the settings the app uses (show), or start again from the defaults (reset). "
        "Use these when the app looks wrong or does not open as it did.",
    )
    settings.set_defaults(handler=cmd_settings)
    actions = settings.add_subparsers(dest="settings_action", metavar="ACTION")
    show = actions.add_parser("show", help="print the settings file, the settings in effect and any problems")
    show.add_argument("--json", action="store_true", help="print one JSON object")
    actions.add_parser("reset", help="move the settings file aside and start from the defaults")


def cmd_settings(args: argparse.Namespace) -> int:
    if getattr(args, "settings_action", None) == "reset":
        return _reset()
    return _show(as_json=bool(getattr(args, "json", False)))


def _show(as_json: bool) -> int:
    from workbench import settings as settings_mod

    report = settings_mod.load_report(keep_aside=False)
    if as_json:
        out = {
            "file": str(report.file),
            "settings": asdict(report.settings),
            "problems": [problem.to_dict() for problem in report.problems],
        }
        print(json.dumps(out, indent=2))
        return 0
    exists = report.file.exists()
    print(f"Settings file: {report.file}" + ("" if exists else " (not there yet: the defaults are used)"))
    print()
    for key, value in asdict(report.settings).items():
        shown = json.dumps(value)
        print(f"  {key:<26} {shown if len(shown) <= 70 else shown[:67] + '...'}")
    print()
    kept = settings_mod.kept_files(report.file)
    if kept:
        print("Earlier settings files, kept aside (newest first):")
        for file in kept:
            print(f"  {file}")
        print()
    if not report.problems:
        print("Every setting in the file could be used.")
        return 0
    print("Could not be used:")
    for problem in report.problems:
        print(f"  - {problem.describe()}")
    print("\nTo start again from the defaults: workbench settings reset")
    return 0


def _reset() -> int:
    from workbench import paths
    from workbench import settings as settings_mod

    path = paths.settings_file()
    if not path.exists():
        print(f"There is no settings file ({path}): the app already starts from the defaults.")
        return 0
    kept = settings_mod.keep_file_aside(path)
    if kept is None:
        from workbench.core.errors import FolderNotWritable

        raise FolderNotWritable(path.parent)
    print("The settings were reset: the app starts from the defaults the next time it opens.")
    print(f"The old settings file was kept as {kept}.")
    print("If the app is open now, close it and run this again: it saves its settings when it closes.")
    return 0
