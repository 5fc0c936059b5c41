"""The one place that loads models: catalogue entries, cached Hugging Face ids and local folders.

Offline first: only files already on this computer are read (downloading is a separate, explicit step in
``downloads``).  Safety (``safety.check_model_folder``): code shipped with a model is never run, and
pickle-only checkpoints are refused unless the caller explicitly allows them.  Loaded models are kept in a
small cache so that switching tabs never loads the same model twice.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import (
    FolderNotWritable,
    ModelLoadError,
    ModelNotFound,
)
from workbench.core.models import embedded
from workbench.core.models.building import MODEL_BUILDING
from workbench.core.models.devices import DeviceInfo, best_device, choose_dtype
from workbench.core.models.safety import PICKLE_WEIGHTS, check_model_folder
from workbench.core.storage import DiskFull
from workbench.core.words import translate

log = logging.getLogger(__name__)

ProgressCallback = Callable[[float, str], None]
TASKS = (
    "auto",
    "base",
    "masked-lm",
    "causal-lm",
    "seq2seq",
    "classification",
    "token-classification",
    "question-answering",
)


@dataclass(frozen=True)
class ModelSource:
    """Where a model reference points on this computer."""

    ref: str  # what the user gave: catalogue id, hub id or folder
    name: str  # what to show
    folder: Path
    catalogue_id: str | None = None
    gguf_file: str | None = None  # set when the model must be read from a GGUF file in ``folder``


@dataclass(frozen=True)
class LoadedModel:
    name: str
    source: ModelSource
    model: Any  # a transformers PreTrainedModel, in eval mode, on ``device``
    tokenizer: Any
    task: str
    device: DeviceInfo
    dtype: str
    load_seconds: float
    newly_initialised: tuple[str, ...] = ()  # weights the checkpoint lacked (e.g. a head it never had)
    notes: tuple[str, ...] = ()  # things the user should be told

    @property
    def config(self) -> Any:
        return self.model.config

    @property
    def parameter_count(self) -> int:
        return sum(p.numel() for p in self.model.parameters())

    @property
    def attention_implementation(self) -> str:
        return str(getattr(self.model.config, "_attn_implementation", "") or "")


def resolve(ref: str, on_progress: ProgressCallback | None = None) -> ModelSource:
    """Find ``ref`` on this computer: a catalogue id, a Hugging Face id in the local cache, or a folder."""
    from workbench.core.models import catalogue, hub_cache

    ref = ref.strip()
    if not ref:
        raise ModelNotFound(
            translate("Models", "No model was named."),
            translate("Models", "Pick one in the Model zoo, e.g. smollm2-135m."),
        )
    entry = catalogue.get_entry(ref)
    if entry is not None and entry.embedded == "minilm":
        return ModelSource(ref, entry.name, embedded.minilm_folder(), entry.id)
    if entry is not None and entry.embedded == "mini-mlm":
        return ModelSource(ref, entry.name, embedded.mini_mlm_folder(), entry.id)
    if entry is not None and entry.embedded == "smollm2":
        try:
            return ModelSource(ref, entry.name, embedded.smollm2_folder(on_progress), entry.id)
        except (FolderNotWritable, DiskFull) as exc:
            log.warning("cannot keep a converted SmolLM2 (%s); reading the GGUF file directly", exc)
            gguf = embedded.smollm2_gguf()
            return ModelSource(ref, entry.name, gguf.parent, entry.id, gguf_file=gguf.name)
    path = Path(ref).expanduser()
    if entry is None and (path.is_dir() or ref.startswith((".", "/", "~")) or "\\" in ref):
        if not path.is_dir():
            raise ModelNotFound(
                translate("Models", "The folder {path} does not exist.").format(path=path),
                translate("Models", "Check the path and try again."),
            )
        return ModelSource(ref, path.name, path.resolve())
    hub_id = entry.hf_id if entry is not None else ref
    snapshot = hub_cache.cached_snapshot(hub_id)
    if snapshot is not None:
        return ModelSource(ref, entry.name if entry else hub_id, snapshot, entry.id if entry else None)
    if entry is not None:
        raise ModelNotFound(
            translate("Models", "{name} is not on this computer yet.").format(name=entry.name),
            translate(
                "Models", "Download it from the Model zoo while online; the embedded models work offline."
            ),
        )
    raise ModelNotFound(
        translate(
            "Models",
            "'{ref}' is neither a model in the catalogue, a downloaded Hugging Face model, nor a folder.",
        ).format(ref=ref),
        translate(
            "Models",
            "See `workbench models` for the catalogue, or give the path of a folder that holds config.json.",
        ),
    )


def _infer_task(config: dict[str, Any]) -> str:
    architectures = " ".join(config.get("architectures") or [])
    if "ForMaskedLM" in architectures:
        return "masked-lm"
    if "ForCausalLM" in architectures or "LMHeadModel" in architectures:
        return "causal-lm"
    if "ForConditionalGeneration" in architectures and config.get("is_encoder_decoder"):
        return "seq2seq"
    if "ForSequenceClassification" in architectures:
        return "classification"
    if "ForTokenClassification" in architectures:
        return "token-classification"
    if "ForQuestionAnswering" in architectures:
        return "question-answering"
    return "base"


def auto_class(task: str):
    """The transformers class that builds or loads a model for ``task`` (one of ``TASKS``)."""
    import transformers

    return {
        "base": transformers.AutoModel,
        "masked-lm": transformers.AutoModelForMaskedLM,
        "causal-lm": transformers.AutoModelForCausalLM,
        "seq2seq": transformers.AutoModelForSeq2SeqLM,
        "classification": transformers.AutoModelForSequenceClassification,
        "token-classification": transformers.AutoModelForTokenClassification,
        "question-answering": transformers.AutoModelForQuestionAnswering,
    }[task]


def _weights_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.glob("*.safetensors")) or sum(
        p.stat().st_size for pattern in PICKLE_WEIGHTS for p in folder.glob(pattern)
    )


def load_model(
    ref: str,
    task: str = "auto",
    *,
    attention: str = "default",
    device: DeviceInfo | None = None,
    allow_pickle: bool = False,
    on_progress: ProgressCallback | None = None,
    model_kwargs: dict[str, Any] | None = None,
) -> LoadedModel:
    """Load ``ref`` for ``task`` ("auto" reads it from the checkpoint) on the best device.

    ``attention="eager"`` returns attention weights (needed to draw them); the default lets transformers
    pick its fastest implementation.  Raises a WorkbenchError subclass for anything the user can fix.
    """
    with MODEL_BUILDING:  # loads take turns (see building.py)
        return _load_model(ref, task, attention, device, allow_pickle, on_progress, model_kwargs)


def _load_model(
    ref: str,
    task: str,
    attention: str,
    device: DeviceInfo | None,
    allow_pickle: bool,
    on_progress: ProgressCallback | None,
    model_kwargs: dict[str, Any] | None,
) -> LoadedModel:
    if task not in TASKS:
        raise ValueError(f"unknown task {task!r}; expected one of {TASKS}")
    report = on_progress or (lambda fraction, message: None)
    started = time.perf_counter()
    source = resolve(ref, on_progress)
    notes: list[str] = []
    if source.gguf_file:
        notes.append(
            translate(
                "Models",
                "The data folder cannot be written, so SmolLM2 is unpacked from its GGUF file on every load.",
            )
        )
        config = {"architectures": ["LlamaForCausalLM"], "model_type": "llama"}
    else:
        config = check_model_folder(source.folder, allow_pickle=allow_pickle)
    task = _infer_task(config) if task == "auto" else task
    device = device or best_device()
    dtype = choose_dtype(device, _weights_bytes(source.folder) // 2)
    kwargs: dict[str, Any] = {"dtype": dtype, "trust_remote_code": False, "output_loading_info": True}
    if attention == "eager":
        kwargs["attn_implementation"] = "eager"
    kwargs.update(model_kwargs or {})
    report(
        0.9 if source.gguf_file is None else 0.3,
        translate("Models", "Loading {name}").format(name=source.name),
    )
    try:
        if source.gguf_file:
            model, tokenizer = embedded.load_smollm2_from_gguf(on_progress)
            info: dict[str, Any] = {}
            if attention == "eager":
                model.set_attn_implementation("eager")
        else:
            model, info = auto_class(task).from_pretrained(source.folder, **kwargs)
            tokenizer = _tokenizer(source)
    except (OSError, ValueError, RuntimeError, KeyError) as exc:
        raise ModelLoadError(
            translate("Models", "{name} could not be loaded: {exc}").format(name=source.name, exc=exc),
            translate("Models", "Download or copy the model again."),
        ) from exc
    model.to(device.torch_device)
    model.eval()
    missing = tuple(info.get("missing_keys", ()) or ())
    if missing:
        notes.append(
            translate(
                "Models",
                "{name} has no trained weights for {count} tensors of this task's head; they start "
                "random, so its predictions mean nothing until it is trained.",
            ).format(name=source.name, count=len(missing))
        )
    report(1.0, translate("Models", "{name} is ready").format(name=source.name))
    loaded = LoadedModel(
        name=source.name,
        source=source,
        model=model,
        tokenizer=tokenizer,
        task=task,
        device=device,
        dtype=dtype,
        load_seconds=time.perf_counter() - started,
        newly_initialised=missing,
        notes=tuple(notes),
    )
    log.info("loaded %s (%s) on %s in %.2f s", source.name, task, device.kind, loaded.load_seconds)
    return loaded


@dataclass(frozen=True)
class TokenizerOnly:
    """A model's tokenizer and config without its weights: enough to cut a text into tokens and to know how
    many tokens the model reads (it stands in for the model where the explore functions only read
    ``config``)."""

    name: str
    source: ModelSource
    tokenizer: Any
    config: Any


def load_tokenizer(ref: str) -> Any:
    """Only the tokenizer of ``ref`` (found as ``load_model`` finds models): for counting tokens without
    loading any weights.  Raises a WorkbenchError subclass when the model is not on this computer."""
    source = resolve(ref)
    try:
        return _tokenizer(source)
    except (OSError, ValueError, KeyError) as exc:
        raise _unreadable_tokenizer(source, exc) from exc


def load_tokenizer_and_config(ref: str, on_progress: ProgressCallback | None = None) -> TokenizerOnly:
    """The tokenizer and config of ``ref``, without its weights; errors as ``load_tokenizer``."""
    source = resolve(ref, on_progress)
    try:
        return TokenizerOnly(source.name, source, _tokenizer(source), _config(source))
    except (OSError, ValueError, KeyError) as exc:
        raise _unreadable_tokenizer(source, exc) from exc


def _unreadable_tokenizer(source: ModelSource, exc: Exception) -> ModelLoadError:
    return ModelLoadError(
        translate("Models", "The tokenizer of {name} could not be read: {exc}").format(
            name=source.name, exc=exc
        ),
        translate("Models", "Download or copy the model again."),
    )


def _tokenizer(source: ModelSource) -> Any:
    from transformers import AutoTokenizer

    if source.gguf_file:
        return AutoTokenizer.from_pretrained(source.folder, gguf_file=source.gguf_file)
    return AutoTokenizer.from_pretrained(source.folder, trust_remote_code=False)


def _config(source: ModelSource) -> Any:
    from transformers import AutoConfig

    if source.gguf_file:
        return AutoConfig.from_pretrained(source.folder, gguf_file=source.gguf_file)
    return AutoConfig.from_pretrained(source.folder, trust_remote_code=False)


class ModelCache:
    """A few loaded models, most recently used kept, shared by every tab.  Safe to use from worker threads.

    A model in the cache is never reconfigured under the code that uses it: a request for attention weights
    ("eager" kernels) of a model that is loaded with the default kernels gets an eager *twin*, a second module
    tree that shares every weight tensor with the first (no extra memory for weights) but has its own config,
    so switching its kernels cannot change a forward pass running on the original in another thread.  The
    cache's lock guards only its dictionary: finding a model on disk and loading it (seconds to minutes)
    happen outside it, one load at a time (see building.py), so a tab asking for a model that is already
    loaded never waits for another tab's long load."""

    def __init__(self, capacity: int = 4) -> None:
        self.capacity = capacity  # entries kept; an eager twin is one, though it holds no weights of its own
        self._models: OrderedDict[tuple[str, str, bool], LoadedModel] = OrderedDict()
        self._lock = threading.Lock()  # guards _models only
        self._load_turn = threading.Lock()  # held by the one load in progress

    def get(
        self, ref: str, task: str = "auto", *, attention: str = "default", **load_kwargs: Any
    ) -> LoadedModel:
        """The model ``ref`` for ``task``: from the cache if any reference to the same folder was loaded."""
        eager = attention == "eager"
        folder = _cache_key_folder(resolve(ref, load_kwargs.get("on_progress")).folder)
        found = self._find(folder, task, eager)
        if found is not None:
            return found
        with self._load_turn:  # a second request for the same model waits for the first load, then finds it
            found = self._find(folder, task, eager)
            if found is not None:
                return found
            loaded = load_model(ref, task, attention=attention, **load_kwargs)
            self._keep((_cache_key_folder(loaded.source.folder), loaded.task, eager), loaded)
            return loaded

    def _find(self, folder: str, task: str, eager: bool) -> LoadedModel | None:
        """A cached model of ``folder`` for ``task`` with the attention kernels asked for (an eager model
        serves a request for the default kernels too: the numbers are the same), or an eager twin of one."""
        with self._lock:
            same = [key for key in self._models if key[0] == folder and task in ("auto", key[1])]
            fitting = [
                key for key in same if not eager or self._models[key].attention_implementation == "eager"
            ]
            if fitting:
                key = max(fitting, key=lambda k: k[2] == eager)  # the kind asked for first
                self._models.move_to_end(key)
                return self._models[key]
            if not same:
                return None
            base = self._models[same[-1]]
        twin = eager_twin(base)  # outside the lock: a copy of the module tree, not of the weights
        self._keep((folder, base.task, True), twin)
        return twin

    def _keep(self, key: tuple[str, str, bool], loaded: LoadedModel) -> None:
        with self._lock:
            self._models[key] = loaded
            self._models.move_to_end(key)
            while len(self._models) > self.capacity:
                self._models.popitem(last=False)

    def loaded(self) -> list[LoadedModel]:
        with self._lock:
            return list(self._models.values())

    def clear(self) -> None:
        with self._lock:
            self._models.clear()


def eager_twin(loaded: LoadedModel) -> LoadedModel:
    """``loaded`` with the eager attention kernels, sharing its weights: the module tree and config are
    copied, every parameter and buffer is the same tensor as in ``loaded``."""
    import copy
    import itertools

    model = loaded.model
    shared = {id(t): t for t in itertools.chain(model.parameters(), model.buffers())}
    twin = copy.deepcopy(model, shared)
    twin.set_attn_implementation("eager")
    return dataclasses.replace(loaded, model=twin)


def _cache_key_folder(folder: Path) -> str:
    """The folder a model is cached under: its real path, so that two links to one folder (the tests' homes
    link to one converted SmolLM2) share one loaded model."""
    return os.path.realpath(folder)


_default_cache = ModelCache()


def default_cache() -> ModelCache:
    return _default_cache
