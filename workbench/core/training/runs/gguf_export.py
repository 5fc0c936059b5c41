"""Hand a trained left-to-right model to the programs people chat in every day (Ollama, LM Studio, llama.cpp,
Jan, GPT4All): one GGUF file with the weights, the vocabulary and the chat template, beside it an Ollama
``Modelfile`` and a README saying how to open it in each.

A LoRA run is merged first (the adapters added into the base weights, in memory); any other run's kept
weights are read as they are.  The file is written by ``core.models.gguf_file`` in ``f16`` or ``q8_0``; a
run of any other kind of model (a classifier, an encoder, an encoder-decoder, an architecture the writer
does not know) is refused before anything is loaded, with a message naming what can be converted, and so are
damaged kept weights (naming the file).  The folder is written whole or not at all: a failure meanwhile (a
disk that fills) leaves no half-written file and no empty folder.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import ConfigError, TrainingError
from workbench.core.storage import check_room, whole_or_nothing
from workbench.core.training.engine.checkpoints import check_kept_weights, read_best_info
from workbench.core.training.registry import known
from workbench.core.training.runs.classifier import best_folder
from workbench.core.words import translate


@dataclass(frozen=True)
class GgufExport:
    folder: Path
    file: Path
    kind: str  # "f16" or "q8_0"
    bytes: int
    architecture: str
    ollama_name: str
    has_template: bool  # whether the Modelfile carries a TEMPLATE (else Ollama reads the file's own)


def export_gguf(
    run_dir: Path, out_dir: Path, kind: str = "q8_0", progress: Callable[[float, str], None] | None = None
) -> GgufExport:
    """Write the run's kept weights to ``out_dir`` (new or empty) as a GGUF file of type ``kind``, with a
    ``Modelfile`` and a ``README.md`` (see the module doc)."""
    from workbench.core.models.gguf_file import CONVERTS, TYPES, check_convertible, write_gguf
    from workbench.core.models.ollama_template import modelfile, read_pieces, stop_words

    report = progress or (lambda fraction, message: None)
    if kind not in TYPES:
        raise ConfigError(
            translate("Runs", "Unknown GGUF type {kind}.").format(kind=repr(kind)),
            translate("Runs", "Choose one of: {kinds}.").format(kinds=", ".join(TYPES)),
        )
    best = best_folder(Path(run_dir))
    info = read_best_info(best)
    objective = info.get("objective")
    if not _left_to_right(info):
        message = (
            translate("Runs", "This run holds an encoder-decoder, which cannot be written as GGUF.")
            if info.get("seq2seq")
            else translate(
                "Runs", "This run holds a model trained for {task}, which cannot be written as GGUF."
            )
        )
        raise ConfigError(
            message.format(task=repr(objective)),
            translate("Runs", "{converts}, trained to chat, summarise or continue text.").format(
                converts=translate("Models", CONVERTS)
            ),
        )
    check_convertible(_config(best, info))
    check_kept_weights(best)
    out = Path(out_dir).expanduser()
    if out.exists() and any(out.iterdir()):
        raise TrainingError(
            translate("Runs", "The folder {folder} is not empty.").format(folder=out),
            translate("Runs", "Choose a new or empty folder for the export."),
        )
    name = ollama_name(Path(run_dir).name if best != Path(run_dir) else best.parent.name)
    target = out / f"{name}-{kind.replace('_', '')}.gguf"
    partial = target.with_name(target.name + ".partial")
    with whole_or_nothing(out, f"the export {out.name}"):
        report(0.02, translate("Runs", "Loading the trained model"))
        model, tokenizer = _load_merged(best, info)
        per_weight = 2.0 if kind == "f16" else 34 / 32
        check_room(out, int(sum(p.numel() for p in model.parameters()) * per_weight), "the GGUF file")
        facts = write_gguf(model, tokenizer, partial, kind, name=name, progress=report)
        partial.replace(target)
        pieces = read_pieces(tokenizer)
        stops = stop_words(pieces, tokenizer.eos_token)
        title = f"Made by LM Workbench. In this folder, run: ollama create {name} -f Modelfile"
        (out / "Modelfile").write_text(modelfile(target.name, pieces, stops, title), encoding="utf-8")
        (out / "README.md").write_text(
            _readme(name, target, facts, info, pieces is not None), encoding="utf-8"
        )
    report(1.0, translate("Runs", "Done"))
    return GgufExport(out, target, kind, facts.bytes, facts.architecture, name, pieces is not None)


def gguf_refusal(run_dir: Path) -> str | None:
    """Why the run in ``run_dir`` cannot be written as GGUF, in a sentence; None when it can, as far as its
    records tell without loading anything (its task, and the architecture its kept ``config.json`` names; a
    LoRA run keeps no config of its own, and its base model is checked when the file is written).  The
    results page offers the GGUF export only where this is None, rather than offering it and refusing."""
    from types import SimpleNamespace

    from workbench.core.models.gguf_file import check_convertible

    best = best_folder(Path(run_dir))
    try:
        info = read_best_info(best)
    except TrainingError as exc:
        return exc.message
    if not _left_to_right(info):
        return "Only left-to-right models trained to chat, summarise or continue text can be written as GGUF."
    try:
        config = json.loads((best / "config.json").read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        return "The run's model settings (config.json) cannot be read."
    try:
        check_convertible(SimpleNamespace(**config) if isinstance(config, dict) else None)
    except ConfigError as exc:
        return exc.message
    return None


def ollama_name(text: str) -> str:
    """A model name Ollama accepts (lower-case letters, digits, '-', '_', '.') made from ``text``."""
    name = re.sub(r"[^a-z0-9._-]+", "-", text.lower()).strip("-._")
    return name[:60] or "workbench-model"


def _config(best: Path, info: dict) -> Any:
    """The transformers config of the run's model, read without its weights."""
    from transformers import AutoConfig

    if (best / "config.json").is_file():
        return AutoConfig.from_pretrained(best)
    from workbench.core.models.loading import load_tokenizer_and_config

    return load_tokenizer_and_config(str(info["model"])).config


def _load_merged(best: Path, info: dict) -> tuple[Any, Any]:
    """(causal LM in float32 on the CPU, its tokenizer): a LoRA run's adapters merged into the base."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(best)
    if not (best / "adapter_config.json").is_file():
        return AutoModelForCausalLM.from_pretrained(best, dtype="float32").eval(), tokenizer
    from peft import PeftModel

    from workbench.core.models.devices import best_device
    from workbench.core.models.loading import load_model

    base = load_model(
        str(info["model"]), "causal-lm", device=best_device("cpu"), model_kwargs={"dtype": "float32"}
    )
    return PeftModel.from_pretrained(base.model, str(best)).merge_and_unload().eval(), tokenizer


def _readme(name: str, file: Path, facts: Any, info: dict, has_template: bool) -> str:
    size = f"{facts.bytes / 1e6:,.0f} MB" if facts.bytes >= 1e6 else f"{facts.bytes / 1e3:,.0f} kB"
    kind = (
        "f16: the weights in half precision, as close to the app's model as the format gets"
        if facts.type == "f16"
        else "q8_0: the weights rounded to 8 bits, about half the size of f16; the answers hardly change"
    )
    taught = known(info.get("objective"))
    chat = taught is not None and taught.instruction
    lines = [
        f"# {name}: your trained model in one file",
        "",
        f"`{file.name}` ({size}) is the model you trained in LM Workbench (from `{info.get('model')}`, "
        f"{info.get('method')} training, kept weights from step {info.get('step')}), ready for the programs "
        "that run models on your own computer. The file holds everything they need: the weights, the "
        "vocabulary" + (" and the chat layout the model was taught in." if chat else "."),
        "",
        f"- Type {kind}.",
        f"- It reads at most {facts.context_length:,} tokens at a time (its context length).",
        "",
        "## Ollama",
        "",
        "1. Install Ollama from ollama.com if you have not yet.",
        "2. Open a terminal in this folder (on Windows: click the address bar of this folder, type `cmd`, "
        "press Enter; on a Mac: right-click the folder in Finder, Services, New Terminal at Folder).",
        f"3. Type `ollama create {name} -f Modelfile` and press Enter. Ollama copies the model in; this "
        "folder can be deleted afterwards.",
        f"4. Chat with it: `ollama run {name}`, or choose `{name}` in any app that talks to Ollama.",
        "",
        "The `Modelfile` tells Ollama which file to use, "
        + (
            "how a conversation is laid out for this model and which words end an answer."
            if has_template
            else "and which words end an answer; Ollama takes the conversation layout from the file itself."
        ),
        "",
        "## LM Studio",
        "",
        f"In a terminal: `lms import {file.name}`. Or, in LM Studio, open My Models, note the models folder "
        f"it shows, and put the file there in folders of its own, such as `lm-workbench/{name}/{file.name}`. "
        "Then choose the model at the top of the Chat page. LM Studio reads the chat layout from the file.",
        "",
        "## llama.cpp",
        "",
        f"`llama-cli -m {file.name}` starts a conversation in the terminal; `llama-server -m {file.name}` "
        "serves it at http://localhost:8080, with a chat page in the browser. Both read the chat layout from "
        "the file.",
        "",
        "## Jan, GPT4All and others",
        "",
        "Any program that opens GGUF files can use it: look for *Import model* (Jan) or put the file in the "
        "models folder the program's settings name (GPT4All).",
        "",
        "## Why the answers may differ from the app's",
        "",
        "These programs pick each word with some chance by default, so the same question can get different "
        "answers. For the most likely answer every time, set the temperature to 0 (in Ollama: "
        "`/set parameter temperature 0`).",
        "",
    ]
    return "\n".join(lines)


def export_summary(result: GgufExport) -> str:
    """One JSON line for ``workbench export --json``."""
    return json.dumps(
        {
            "gguf": str(result.file),
            "type": result.kind,
            "bytes": result.bytes,
            "architecture": result.architecture,
            "modelfile": str(result.folder / "Modelfile"),
            "ollama_name": result.ollama_name,
        }
    )


def _left_to_right(info: dict[str, Any]) -> bool:
    """Whether the kept weights ``info`` describes are a left-to-right model, which GGUF holds: a run of a
    family that offers GGUF (``exports_gguf``), not an encoder-decoder's."""
    found = known(info.get("objective"))
    return found is not None and found.exports_gguf and not info.get("seq2seq")
