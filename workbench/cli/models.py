"""The model commands of the command line: ``models`` (the catalogue and what is on this computer), ``load``
(load one and say what it is) and ``download`` (one model, or with ``--lecture-pack`` the models that show the
lecture's textbook results, from the Hugging Face hub).

Progress goes to stderr; the result to stdout, as a table or, with ``--json``, JSON.
"""

from __future__ import annotations

import argparse
import json
from typing import Any


def add_parsers(sub: Any) -> None:
    """Add ``models``, ``load`` and ``download`` to the command line's subcommands."""
    models = sub.add_parser("models", help="list the model catalogue and what is on this computer")
    models.add_argument("--json", action="store_true", help="print JSON instead of a table")
    models.set_defaults(handler=cmd_models)

    prepare = sub.add_parser(
        "prepare",
        help="make the embedded models ready for a quick first answer (unpacks SmolLM2 once; set-up runs it)",
    )
    prepare.set_defaults(handler=cmd_prepare)

    load = sub.add_parser("load", help="load a model (catalogue id, downloaded Hugging Face id, or folder)")
    load.add_argument("model")
    load.add_argument(
        "--task", default="auto", help="auto, base, masked-lm, causal-lm, seq2seq, classification"
    )
    load.add_argument(
        "--allow-pickle",
        action="store_true",
        help="allow pickle-only checkpoints you trust, this once (the settings' allow_pickle_checkpoints "
        "allows them always, in the window and every command)",
    )
    load.add_argument("--json", action="store_true")
    load.set_defaults(handler=cmd_load)

    download = sub.add_parser(
        "download",
        help="download a model, or the lecture pack, from the Hugging Face hub (needs internet)",
        description="Downloads one model, or with --lecture-pack every model of the lecture pack that is not "
        "on this computer yet. A stopped download continues where it stopped. Exit code 0 when everything "
        "asked for is here, 1 when something could not be downloaded, 130 when stopped.",
    )
    download.add_argument("model", nargs="?", help="catalogue id or Hugging Face id")
    download.add_argument(
        "--lecture-pack",
        action="store_true",
        help="the models that show the lecture's textbook results (BERT base, GPT-2, "
        "DistilRoBERTa, T5 small)",
    )
    download.set_defaults(handler=cmd_download, download_parser=download)


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


def pickles_allowed(this_once: bool = False) -> bool:
    """Whether a pickle-only checkpoint may be loaded: ``this_once`` (``load --allow-pickle``), or the
    settings' ``allow_pickle_checkpoints``, the switch the window honours too (the file is read,
    never changed)."""
    from workbench import settings

    return this_once or settings.load_report(keep_aside=False).settings.allow_pickle_checkpoints


def cmd_load(args: argparse.Namespace) -> int:
    from workbench.cli.progress import with_progress
    from workbench.core.models.loading import load_model

    loaded = with_progress(load_model, args.model, args.task, allow_pickle=pickles_allowed(args.allow_pickle))
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


def cmd_prepare(args: argparse.Namespace) -> int:
    """Unpack SmolLM2's GGUF file into its ready-to-load copy, if that was not done yet."""
    from workbench.cli.progress import ProgressLine
    from workbench.core.models import embedded

    if not embedded.is_installed("smollm2"):
        print("SmolLM2 is not installed with the app; nothing to prepare.")
        return 0
    if embedded.is_converted():
        print(f"SmolLM2 is ready in {embedded.smollm2_converted_folder()}")
        return 0
    line = ProgressLine()
    try:
        folder = embedded.smollm2_folder(on_progress=line)
    finally:
        line.clear()
    print(f"SmolLM2 is ready in {folder}")
    return 0


def cmd_download(args: argparse.Namespace) -> int:
    from workbench.cli.progress import ProgressLine
    from workbench.core.models.catalogue import get_entry
    from workbench.core.models.downloads import download_model

    if bool(args.model) == args.lecture_pack:  # exactly one of them
        args.download_parser.error("name one model to download, or give --lecture-pack (not both)")
    if args.lecture_pack:
        return download_lecture_pack()
    entry = get_entry(args.model)
    if entry is not None and entry.is_embedded:
        print(f"{entry.name} ships with the app; there is nothing to download.")
        return 0
    repo_id = entry.hf_id if entry else args.model
    line = ProgressLine()
    try:
        folder = download_model(repo_id, on_progress=lambda p: line(p.fraction, p.describe()))
    finally:
        line.clear()
    print(folder)
    return 0


def download_lecture_pack() -> int:
    """Every pack model not on this computer yet, one after another; one line per model at the end."""
    from workbench.cli.progress import ProgressLine
    from workbench.core.models.lecture_pack import download_pack, pack_state

    state = pack_state()
    print(state.describe())
    if state.complete:
        return 0
    line = ProgressLine()
    try:
        result = download_pack(on_progress=lambda p: line(p.fraction, p.describe()))
    finally:
        line.clear()
    print(result.describe())
    return 0 if result.complete else 1
