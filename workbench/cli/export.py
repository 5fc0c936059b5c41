"""The command line's ``workbench export``: a run's kept weights as a folder for other tools.

``--gguf`` writes one GGUF file (``--type f16`` or ``q8_0``, the default) with an Ollama ``Modelfile`` and a
README, for Ollama, LM Studio, llama.cpp, Jan and GPT4All (``core.training.runs.gguf_export``); without it,
the Hugging Face folder that ``transformers`` loads (a LoRA run's adapters merged into the model;
``core.training.runs.export``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from workbench.cli.arguments import run_folder, writable_folder


def add_parsers(sub: Any) -> None:
    """Add ``export`` to the command line's subcommands."""
    export = sub.add_parser(
        "export",
        help="save a trained run for other programs (GGUF for Ollama, LM Studio, llama.cpp)",
        description="Save a run's kept weights into a new or empty folder. With --gguf: one GGUF file with "
        "the vocabulary and chat template, an Ollama Modelfile and a README (left-to-right models of the "
        "Llama family, such as SmolLM2, and GPT-2; a LoRA run is merged first). Without it: a Hugging Face "
        "model folder.",
    )
    export.add_argument("run", type=run_folder, help="the run's folder (see `workbench runs`)")
    export.add_argument(
        "--out", metavar="DIR", type=writable_folder, required=True, help="a new or empty folder"
    )
    export.add_argument(
        "--gguf", action="store_true", help="write a GGUF file for Ollama, LM Studio, llama.cpp"
    )
    export.add_argument(
        "--type",
        choices=("f16", "q8_0"),
        default=None,
        help="with --gguf: f16 (half precision) or q8_0 (8 bits, about half the size; the default)",
    )
    export.add_argument("--json", action="store_true", help="print what was written as JSON")
    export.set_defaults(handler=run_export)


def run_export(args: argparse.Namespace) -> int:
    from workbench.cli.progress import with_progress
    from workbench.cli.train import quiet_transformers

    quiet_transformers()
    if args.type and not args.gguf:
        print("--type goes with --gguf: add --gguf to write a GGUF file.", file=sys.stderr)
        return 2
    if args.gguf:
        from workbench.core.training.runs.gguf_export import export_gguf, export_summary

        def work(on_progress):
            return export_gguf(Path(args.run), Path(args.out), args.type or "q8_0", progress=on_progress)

        result = with_progress(work)
        if args.json:
            print(export_summary(result))
        else:
            print(
                f"Wrote {result.file} ({result.bytes / 1e6:,.1f} MB, {result.kind}), a "
                "Modelfile and a README."
            )
            print(f"For Ollama, in that folder: ollama create {result.ollama_name} -f Modelfile")
        return 0
    from workbench.core.training.runs.export import export_model

    saved = export_model(Path(args.run), Path(args.out), merge_lora=True)
    if args.json:
        import json

        print(json.dumps({"export": str(saved.folder), "kind": saved.kind}))
    else:
        print(f"Wrote {saved.folder} ({saved.kind}); its README says how to load it.")
    return 0
