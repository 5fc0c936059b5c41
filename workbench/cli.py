"""Command line: `workbench` opens the GUI; subcommands drive the same core without it."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time

from workbench import __version__

_STARTED = time.perf_counter()


# Commands that live in other modules, imported only when one of them (or --help) is asked for, so that
# opening the GUI does not pay for them.  tests/test_cli.py checks this table against the modules.
COMMAND_MODULES = {
    "fill": "workbench.explore_cli",
    "next": "workbench.explore_cli",
    "generate": "workbench.explore_cli",
    "tokens": "workbench.explore_cli",
    "attention": "workbench.attention_cli",
    "train": "workbench.training_cli",
    "adapt": "workbench.training_cli",
    "runs": "workbench.training_cli",
    "resume": "workbench.training_cli",
    "scenes": "workbench.scenes_cli",
    "experiment": "workbench.experiment_cli",
    "settings": "workbench.settings_cli",
}


def _command_modules(argv: list[str]) -> list:
    wanted = set(COMMAND_MODULES.values()) if {"-h", "--help"} & set(argv) else set()
    wanted |= {COMMAND_MODULES[a] for a in argv if a in COMMAND_MODULES}
    return [importlib.import_module(name) for name in sorted(wanted)]


def build_parser(modules: list | None = None) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="workbench",
        description="Explore and fine-tune pre-trained language models. With no command, opens the app.",
    )
    parser.add_argument("--version", action="version", version=f"LM Workbench {__version__}")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the main window, print one JSON line of timings, and exit",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    models = sub.add_parser("models", help="list the model catalogue and what is on this computer")
    models.add_argument("--json", action="store_true", help="print JSON instead of a table")

    load = sub.add_parser("load", help="load a model (catalogue id, downloaded Hugging Face id, or folder)")
    load.add_argument("model")
    load.add_argument(
        "--task", default="auto", help="auto, base, masked-lm, causal-lm, seq2seq, classification"
    )
    load.add_argument("--allow-pickle", action="store_true", help="allow pickle-only checkpoints you trust")
    load.add_argument("--json", action="store_true")

    download = sub.add_parser("download", help="download a model from the Hugging Face hub (needs internet)")
    download.add_argument("model", help="catalogue id or Hugging Face id")
    for module in modules or []:
        module.add_parsers(sub)
    return parser


def _print_progress(fraction: float, message: str) -> None:
    print(f"\r{fraction:6.1%}  {message[:70]:<70}", end="", file=sys.stderr, flush=True)


def cmd_models(args: argparse.Namespace) -> int:
    from workbench.core.models.zoo import zoo_rows

    rows = zoo_rows()
    if args.json:
        out = []
        for row in rows:
            e = row.entry
            out.append(
                {
                    "id": e.id,
                    "name": e.name,
                    "hf_id": e.hf_id,
                    "architecture": e.architecture,
                    "objective": e.objective,
                    "layers": e.layers,
                    "heads": e.heads,
                    "hidden_size": e.hidden_size,
                    "parameters": e.parameters,
                    "download_bytes": e.download_bytes,
                    "licence": e.licence,
                    "best_for": e.best_for,
                    "status": row.status,
                    "local_folder": str(row.local_folder) if row.local_folder else None,
                }
            )
        print(json.dumps(out, indent=2))
        return 0
    header = f"{'id':<30} {'type':<16} {'params':>7} {'size':>8}  status"
    print(header)
    print("-" * len(header))
    for row in rows:
        e = row.entry
        print(f"{e.id:<30} {e.architecture:<16} {e.size_label:>7} {e.download_label:>8}  {row.status_label}")
    return 0


def cmd_load(args: argparse.Namespace) -> int:
    from workbench.core.models.loading import load_model

    loaded = load_model(args.model, args.task, allow_pickle=args.allow_pickle, on_progress=_print_progress)
    print(file=sys.stderr)
    info = {
        "model": loaded.name,
        "folder": str(loaded.source.folder),
        "task": loaded.task,
        "architecture": type(loaded.model).__name__,
        "parameters": loaded.parameter_count,
        "device": loaded.device.describe(),
        "dtype": loaded.dtype,
        "load_seconds": round(loaded.load_seconds, 3),
        "notes": list(loaded.notes),
    }
    if args.json:
        print(json.dumps(info))
    else:
        for key, value in info.items():
            print(f"{key:>13}: {value}")
    return 0


def cmd_download(args: argparse.Namespace) -> int:
    from workbench.core.models.catalogue import get_entry
    from workbench.core.models.downloads import download_model

    entry = get_entry(args.model)
    if entry is not None and entry.is_embedded:
        print(f"{entry.name} ships with the app; there is nothing to download.")
        return 0
    repo_id = entry.hf_id if entry else args.model
    folder = download_model(repo_id, on_progress=lambda p: _print_progress(p.fraction, p.describe()))
    print(file=sys.stderr)
    print(folder)
    return 0


COMMANDS = {
    "models": cmd_models,
    "load": cmd_load,
    "download": cmd_download,
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    modules = _command_modules(argv)
    args = build_parser(modules).parse_args(argv)
    commands = {**COMMANDS, **{k: v for m in modules for k, v in m.COMMANDS.items()}}
    if args.command is None:
        from workbench.ui.app import run_gui

        return run_gui(smoke_test=args.smoke_test, started_at=_STARTED)
    from workbench.core.errors import Cancelled, WorkbenchError
    from workbench.logs import setup_logging

    setup_logging()
    try:
        return commands[args.command](args)
    except WorkbenchError as exc:
        print(f"\n{exc}", file=sys.stderr)
        return 1
    except (KeyboardInterrupt, Cancelled):
        print("\nStopped.", file=sys.stderr)
        return 130
