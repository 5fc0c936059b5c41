"""The lesson-pack commands: ``pack create`` puts models, runs, scene files and data of this computer in one
zip file; ``pack install`` puts a pack (a zip file or a folder) where the app finds it offline.  The work is
in ``workbench.core.packs``; progress goes to stderr, the result to stdout.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any


def add_parsers(sub: Any) -> None:
    """Add ``pack create`` and ``pack install`` to the command line's subcommands."""
    pack = sub.add_parser(
        "pack",
        help="carry models, runs, scene files and data to computers without internet (a lesson pack)",
        description="A lesson pack is one zip file with what a class needs: models from this computer, "
        "fine-tuned runs, scene files and the data they read. Install it on each classroom computer.",
    )
    pack.set_defaults(handler=run_pack)
    commands = pack.add_subparsers(dest="pack_command", metavar="COMMAND", required=True)
    create = commands.add_parser(
        "create",
        help="make a lesson pack from this computer",
        description="Make a lesson pack. Models are catalogue ids or Hugging Face ids of downloaded models; "
        "a run is its folder or its name in `workbench runs`. A scene file takes along the data files and "
        "runs its scenes name.",
    )
    create.add_argument(
        "items",
        nargs="*",
        metavar="ITEM",
        help="a model or run, a scene file (.json with scenes) or a data file, any number",
    )
    create.add_argument("--out", required=True, metavar="FILE.zip", help="the pack to write")
    create.add_argument("--model", action="append", default=[], metavar="MODEL", help="a model or run")
    create.add_argument("--scenes", action="append", default=[], metavar="FILE", help="a scene file")
    create.add_argument("--data", action="append", default=[], metavar="FILE", help="a data file")
    create.add_argument(
        "--lecture-pack", action="store_true", help="the lecture pack's four models (download them first)"
    )
    create.add_argument("--title", default="", help="the pack's title (default: the file's name)")
    create.add_argument("--overwrite", action="store_true", help="replace --out if it exists")

    install = commands.add_parser(
        "install",
        help="install a lesson pack (a .zip file, or a folder such as a USB stick)",
        description="Check every file of a lesson pack against its manifest, then put its models in the "
        "Hugging Face cache, its runs in the runs list and its scene files (with their data) in the Scenes "
        "menu. A pack that is damaged or could run code is refused with nothing installed.",
    )
    install.add_argument("pack", help="the pack's .zip file or folder")


def run_pack(args: argparse.Namespace) -> int:
    return cmd_install(args) if args.pack_command == "install" else cmd_create(args)


def cmd_create(args: argparse.Namespace) -> int:
    from workbench.cli.progress import ProgressLine
    from workbench.cli.stopping import ctrl_c_cancels
    from workbench.core.errors import PackError
    from workbench.core.packs.create import PackRequest, create_pack

    out = Path(args.out).expanduser()
    if out.suffix.lower() != ".zip":
        raise PackError(f"{args.out} does not end in .zip.", "Give the pack a name ending in .zip.")
    if out.exists() and not args.overwrite:
        raise PackError(f"{out} already exists.", "Choose another name, or add --overwrite to replace it.")
    models, scenes, data = list(args.model), list(args.scenes), list(args.data)
    for item in args.items:
        _sort(item, models, scenes, data)
    request = PackRequest(
        out,
        tuple(models),
        tuple(Path(s) for s in scenes),
        tuple(Path(d) for d in data),
        args.lecture_pack,
        args.title,
    )
    line = ProgressLine()
    with ctrl_c_cancels() as cancel:
        result = create_pack(request, line, cancel)
    line.clear()
    print(result.describe())
    return 0


def _sort(item: str, models: list[str], scenes: list[str], data: list[str]) -> None:
    """A positional item goes with the models, the scene files or the data files, by what it is."""
    path = Path(item).expanduser()
    if not path.is_file():
        models.append(item)
    elif path.suffix.lower() == ".json" and _is_scene_file(path):
        scenes.append(item)
    else:
        data.append(item)


def _is_scene_file(path: Path) -> bool:
    import json

    try:
        return '"scenes"' in path.read_text(encoding="utf-8")[:1_000_000] and "scenes" in json.loads(
            path.read_text(encoding="utf-8")
        )
    except (OSError, ValueError, TypeError):
        return False


def cmd_install(args: argparse.Namespace) -> int:
    from workbench.cli.progress import ProgressLine
    from workbench.cli.stopping import ctrl_c_cancels
    from workbench.core.packs.install import install_pack

    line = ProgressLine()
    with ctrl_c_cancels() as cancel:
        result = install_pack(Path(args.pack), line, cancel)
    line.clear()
    print(result.describe())
    return 0
