"""The model catalogue ("zoo"): well-known pre-trained language models described in plain words.

The facts live in ``resources/catalogue.json`` (installed as ``workbench_resources``) and are checked when
read, so a typo there fails loudly with the entry and field named.  Beside ``languages`` (what the model card
says, in words) each entry's ``reads`` lists the languages it was pre-trained to read as ISO 639 codes, or is
"many" for the models pre-trained on about a hundred (multilingual BERT, XLM-RoBERTa): the app tells a user
whose texts are in a language the chosen model does not read (``core.training.data.languages``).  Each entry
carries the size fields of its architecture, which lets the app rebuild the model skeleton on PyTorch's meta
device and count its parameters per component without downloading or allocating any weights.  The file's
``lecture_pack`` names the downloadable models that show the lecture's textbook results (``lecture_pack()``).
"""

from __future__ import annotations

import copy
import functools
import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from importlib import resources
from types import MappingProxyType
from typing import Any

from workbench.core.words import number, translate

ARCHITECTURES = ("encoder", "decoder", "encoder-decoder")
TASKS = ("fill-mask", "next-token", "classification", "embeddings", "text2text", "attention")
EMBEDDED_KINDS = ("smollm2", "minilm", "mini-mlm")
_ID_PATTERN = re.compile(r"[a-z0-9][a-z0-9.\-]*")
_TEXT_FIELDS = ("id", "name", "hf_id", "family", "objective", "licence", "best_for", "languages")
_COUNT_FIELDS = ("layers", "heads", "hidden_size", "parameters", "download_bytes", "max_tokens")
_OTHER_FIELDS = ("architecture", "tasks", "config", "embedded", "gated", "notes", "pretraining", "reads")
MANY_LANGUAGES = "many"  # ``reads`` of a model pre-trained on about a hundred languages
_LANGUAGE_CODE = re.compile(r"[a-z]{2,3}")
_PRETRAINING_FIELDS = ("chip", "chips", "hours", "chip_hours", "energy_kwh", "energy_basis", "source")

# The Auto class that builds a model for each task; loading.py's task names are accepted too.
_AUTO_CLASSES = {
    **dict.fromkeys(("fill-mask", "masked-lm"), "AutoModelForMaskedLM"),
    **dict.fromkeys(("next-token", "causal-lm"), "AutoModelForCausalLM"),
    **dict.fromkeys(("text2text", "seq2seq"), "AutoModelForSeq2SeqLM"),
    **dict.fromkeys(("embeddings", "attention", "base"), "AutoModel"),
    "classification": "AutoModelForSequenceClassification",
}
# A transformer block inside a numbered layer list: encoder.layer.3., h.3., layers.3., block.3., ...
_LAYER_PATTERN = re.compile(r"(?:^|\.)(layer|layers|h|block|blocks|albert_layer_groups)\.(\d+)\.")


@dataclass(frozen=True)
class Pretraining:
    """What pre-training a model took, as its makers published it: hardware and time, and an energy figure
    where one can be given honestly (``energy_basis`` says how it was reached; most are estimates)."""

    chip: str  # one unit of the hardware: "Cloud TPU chip", "16 GB V100 GPU", "CPU core"
    chip_hours: float  # chips x hours
    source: str  # where the figures were published
    chips: int | None = None
    hours: float | None = None  # wall-clock
    energy_kwh: float | None = None
    energy_basis: str = ""

    def hardware_text(self) -> str:
        """As "16 Cloud TPU chips for 4 days (1,536 chip-hours)", or "370,000 H100-80GB GPU-hours"."""
        unit = self.chip.split()[-1] + "-hours"  # "GPU-hours", "chip-hours": the field's own unit
        total = number(self.chip_hours, ",.0f") if self.chip_hours >= 10 else number(self.chip_hours, "g")
        if self.chips is None or self.hours is None:
            return f"{total} {self.chip.rpartition(' ')[0]} {unit}".replace("  ", " ").strip()
        days = self.hours / 24
        if self.hours >= 72 and days == int(days):
            time = translate("Costs", "{days} days").format(days=number(days, "g"))
        else:
            time = translate("Costs", "{hours} hours").format(hours=number(self.hours, "g"))
        plural = self.chip if self.chips == 1 else self.chip + "s"
        return translate("Costs", "{chips} {chip} for {time} ({total} {unit})").format(
            chips=self.chips, chip=plural, time=time, total=total, unit=unit
        )


@dataclass(frozen=True)
class CatalogueEntry:
    """One model of the zoo: what it is, how big it is and what it is good for."""

    id: str
    name: str
    hf_id: str
    family: str
    architecture: str  # "encoder", "decoder" or "encoder-decoder"
    objective: str  # how it was pre-trained, in plain words
    tasks: tuple[str, ...]
    layers: int
    heads: int
    hidden_size: int
    parameters: int
    download_bytes: int
    licence: str
    best_for: str
    languages: str
    max_tokens: int
    config: Mapping[str, Any] = field(compare=False, hash=False, repr=False)
    embedded: str | None = None  # "smollm2", "minilm" or "mini-mlm" for the models that ship with the app
    gated: bool = False
    notes: str = ""
    pretraining: Pretraining | None = None  # None: its pre-training cost is not published
    reads: tuple[str, ...] = ()  # the languages it reads (ISO 639 codes); () with ``many_languages``
    many_languages: bool = False  # pre-trained on about a hundred languages

    def reads_language(self, code: str) -> bool:
        """Whether the model was pre-trained on texts in the language ``code`` ("en", "fr", ...)."""
        return self.many_languages or code in self.reads

    @property
    def is_embedded(self) -> bool:
        """True for the models installed with the app, which work offline from the start."""
        return self.embedded is not None

    @property
    def size_label(self) -> str:
        """The parameter count, short: "14M", "135M", "1.1B"."""
        return _short_number(self.parameters, ("", "K", "M", "B"), sep="")

    @property
    def download_label(self) -> str:
        """The download size in decimal units, as the model hub shows it: "91 MB", "1.5 GB"."""
        return _short_number(self.download_bytes, ("bytes", "kB", "MB", "GB"), sep=" ")


def _short_number(value: int, units: tuple[str, str, str, str], sep: str) -> str:
    """``value`` in thousands, millions or billions: whole numbers, one decimal for billions (written with the
    chosen language's decimal point: "1,1B" in Spanish)."""
    for power in (3, 2, 1):
        scaled = value / 1000**power
        if scaled >= 1:
            return f"{number(scaled, '.1f' if power == 3 else '.0f')}{sep}{units[power]}"
    return f"{value}{sep}{units[0]}".strip()


def entry_from_dict(data: Mapping[str, Any]) -> CatalogueEntry:
    """Check one catalogue record and turn it into an entry; ValueError names the entry and bad field."""
    label = data.get("id") if isinstance(data, Mapping) and isinstance(data.get("id"), str) else "<no id>"

    def bad(name: str, problem: str) -> ValueError:
        return ValueError(f"catalogue entry {label!r}: field {name!r} {problem}")

    if not isinstance(data, Mapping):
        raise ValueError(f"catalogue entry {label!r}: expected an object, got {type(data).__name__}")
    unknown = sorted(set(data) - {*_TEXT_FIELDS, *_COUNT_FIELDS, *_OTHER_FIELDS})
    if unknown:
        raise bad(unknown[0], "is not a known field")
    tasks, config = data.get("tasks"), data.get("config")
    tasks_ok = isinstance(tasks, list) and bool(tasks) and all(task in TASKS for task in tasks)
    config_ok = isinstance(config, Mapping) and isinstance(config.get("model_type"), str)
    # A model the project made itself and ships with the app has no Hugging Face id.
    own_model = data.get("embedded") in EMBEDDED_KINDS and data.get("hf_id") == ""
    rules = [
        (
            name,
            isinstance(data.get(name), str) and (data[name].strip() or (name == "hf_id" and own_model)),
            "a non-empty string",
        )
        for name in _TEXT_FIELDS
    ]
    rules += [
        (name, type(data.get(name)) is int and data[name] > 0, "a positive whole number")
        for name in _COUNT_FIELDS
    ]
    rules += [
        ("id", _ID_PATTERN.fullmatch(str(data.get("id"))), "lowercase letters, digits, '.' and '-'"),
        ("architecture", data.get("architecture") in ARCHITECTURES, f"one of {ARCHITECTURES}"),
        ("tasks", tasks_ok, f"a non-empty list drawn from {TASKS}"),
        ("config", config_ok, "an object with a 'model_type' string"),
        ("embedded", data.get("embedded") in (None, *EMBEDDED_KINDS), f"null or one of {EMBEDDED_KINDS}"),
        ("gated", isinstance(data.get("gated", False), bool), "true or false"),
        ("notes", isinstance(data.get("notes", ""), str), "a string"),
        ("pretraining", _pretraining_ok(data.get("pretraining")), _PRETRAINING_RULE),
        ("reads", _reads_ok(data.get("reads")), f"{MANY_LANGUAGES!r} or a non-empty list of ISO 639 codes"),
    ]
    for name, passes, rule in rules:  # the first broken rule is reported
        if not passes:
            raise bad(name, f"must be {rule}, got {data.get(name)!r}")
    return CatalogueEntry(
        **{name: data[name] for name in (*_TEXT_FIELDS, *_COUNT_FIELDS, "architecture")},
        tasks=tuple(tasks),
        config=MappingProxyType(copy.deepcopy(dict(config))),
        embedded=data.get("embedded"),
        gated=data.get("gated", False),
        notes=data.get("notes", ""),
        pretraining=_pretraining(data.get("pretraining")),
        reads=() if data["reads"] == MANY_LANGUAGES else tuple(data["reads"]),
        many_languages=data["reads"] == MANY_LANGUAGES,
    )


def _reads_ok(raw: Any) -> bool:
    if raw == MANY_LANGUAGES:
        return True
    return (
        isinstance(raw, list)
        and bool(raw)
        and all(isinstance(code, str) and _LANGUAGE_CODE.fullmatch(code) for code in raw)
    )


_PRETRAINING_RULE = (
    "null or an object with 'chip' and 'source' texts, 'chips' and 'hours' or 'chip_hours', and with an "
    "'energy_kwh' an 'energy_basis' that says how it was reached"
)


def _pretraining_ok(raw: Any) -> bool:
    if raw is None:
        return True
    if not isinstance(raw, Mapping) or set(raw) - set(_PRETRAINING_FIELDS):
        return False

    def positive(name: str) -> bool:
        return type(raw.get(name)) in (int, float) and raw[name] > 0

    texts = all(isinstance(raw.get(name), str) and raw[name].strip() for name in ("chip", "source"))
    chips = type(raw.get("chips")) is int and raw["chips"] > 0
    time = (chips and positive("hours")) or positive("chip_hours")
    energy = "energy_kwh" not in raw or (
        positive("energy_kwh") and isinstance(raw.get("energy_basis"), str) and raw["energy_basis"].strip()
    )
    return bool(texts and time and energy)


def _pretraining(raw: Any) -> Pretraining | None:
    if raw is None:
        return None
    chip_hours = raw.get("chip_hours") or raw["chips"] * raw["hours"]
    return Pretraining(
        raw["chip"],
        float(chip_hours),
        raw["source"],
        raw.get("chips"),
        raw.get("hours"),
        raw.get("energy_kwh"),
        raw.get("energy_basis", ""),
    )


def parse_catalogue(raw: Any) -> tuple[CatalogueEntry, ...]:
    """Entries from the decoded JSON (``{"models": [...]}`` or a bare list); ids and hf_ids must be unique."""
    records = raw.get("models") if isinstance(raw, Mapping) else raw
    if not isinstance(records, list):
        raise ValueError("the catalogue must hold a list of models")
    entries = tuple(entry_from_dict(record) for record in records)
    for name in ("id", "hf_id"):
        seen: set[str] = set()
        for entry in entries:
            key = getattr(entry, name).lower()
            if key and key in seen:
                raise ValueError(f"catalogue entry {entry.id!r}: field {name!r} repeats {key!r}")
            seen.add(key)
    return entries


@functools.cache
def load_catalogue() -> tuple[CatalogueEntry, ...]:
    """Every catalogue entry, read and checked once per process."""
    text = (resources.files("workbench_resources") / "catalogue.json").read_text(encoding="utf-8")
    return parse_catalogue(json.loads(text))


def parse_lecture_pack(raw: Any, entries: Iterable[CatalogueEntry]) -> tuple[CatalogueEntry, ...]:
    """The entries the decoded catalogue's ``lecture_pack`` list names, in its order (the download order).

    Each must be a catalogue id of a model to download (not an embedded one), named once; ValueError says
    which is not."""
    names = raw.get("lecture_pack", []) if isinstance(raw, Mapping) else []
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise ValueError("the catalogue's 'lecture_pack' must be a list of catalogue ids")
    by_id = {entry.id: entry for entry in entries}
    pack: list[CatalogueEntry] = []
    for name in names:
        entry = by_id.get(name)
        if entry is None:
            raise ValueError(f"the catalogue's 'lecture_pack' names {name!r}, which is not a catalogue id")
        if entry.is_embedded or not entry.hf_id:
            raise ValueError(f"the catalogue's 'lecture_pack' names {name!r}, which ships with the app")
        if entry in pack:
            raise ValueError(f"the catalogue's 'lecture_pack' names {name!r} twice")
        pack.append(entry)
    return tuple(pack)


@functools.cache
def lecture_pack() -> tuple[CatalogueEntry, ...]:
    """The models of the lecture pack: downloadable models that show the lecture's textbook results."""
    text = (resources.files("workbench_resources") / "catalogue.json").read_text(encoding="utf-8")
    return parse_lecture_pack(json.loads(text), load_catalogue())


def get_entry(ref: str) -> CatalogueEntry | None:
    """The entry whose id or Hugging Face id is ``ref`` (any case), or None."""
    key = ref.strip().lower()
    return next((e for e in load_catalogue() if key in (e.id.lower(), e.hf_id.lower())), None)


def filter_entries(
    entries: Iterable[CatalogueEntry],
    *,
    text: str = "",
    architecture: str | None = None,
    task: str | None = None,
    max_parameters: int | None = None,
    available: Callable[[CatalogueEntry], bool] | None = None,
) -> list[CatalogueEntry]:
    """The entries that pass every given filter, in their original order.

    ``text`` keeps entries whose id, name, family, hf_id, best_for or languages contain every word of it
    (any case); ``available`` is a predicate such as "is on this computer".
    """
    words = text.lower().split()

    def keep(e: CatalogueEntry) -> bool:
        haystack = " ".join((e.id, e.name, e.family, e.hf_id, e.best_for, e.languages)).lower()
        return (
            all(word in haystack for word in words)
            and architecture in (None, e.architecture)
            and (task is None or task in e.tasks)
            and (max_parameters is None or e.parameters <= max_parameters)
            and (available is None or available(e))
        )

    return [entry for entry in entries if keep(entry)]


def main_task(entry: CatalogueEntry) -> str:
    """The task the model is normally loaded for; it decides which head is counted."""
    if entry.architecture == "encoder-decoder":
        return "text2text"
    if entry.architecture == "decoder":
        return "next-token"
    if "fill-mask" in entry.tasks:
        return "fill-mask"
    if "classification" in entry.tasks and "num_labels" in entry.config:
        return "classification"  # a checkpoint that ships a trained classifier head
    return "embeddings"


def build_config(entry: CatalogueEntry) -> Any:
    """A transformers ``PretrainedConfig`` with the entry's architecture (random weights if instantiated)."""
    from transformers import AutoConfig

    settings = copy.deepcopy(dict(entry.config))
    return AutoConfig.for_model(settings.pop("model_type"), **settings)


def count_parameters_by_component(config: Any, task: str | None = None) -> list[tuple[str, int]]:
    """Parameters per component, as ``[("embeddings", n), ("layer 0", n), ..., ("total", n)]``.

    The model for ``task`` (see ``main_task``; None guesses from the config) is built on PyTorch's meta
    device, so nothing is allocated or downloaded.  Layers are named "encoder layer N" / "decoder layer N"
    for encoder-decoders; tied weights are counted once; the last row is the total.
    """
    task = task or _guess_task(config)
    if task not in _AUTO_CLASSES:
        raise ValueError(f"unknown task {task!r}; expected one of {sorted(_AUTO_CLASSES)}")
    return _count(copy.deepcopy(config), task)  # a copy: building a model may adjust its config


def _guess_task(config: Any) -> str:
    """The task a config's saved ``architectures`` point to (an encoder-decoder is always text2text)."""
    names = " ".join(getattr(config, "architectures", None) or [])
    if getattr(config, "is_encoder_decoder", False):
        return "text2text"
    markers = (("MaskedLM", "fill-mask"), ("CausalLM", "next-token"), ("LMHead", "next-token"))
    markers += (("SequenceClassification", "classification"),)
    return next((task for marker, task in markers if marker in names), "embeddings")


def _count(config: Any, task: str) -> list[tuple[str, int]]:
    import torch
    import transformers

    with torch.device("meta"):
        model = getattr(transformers, _AUTO_CLASSES[task]).from_config(config)
    if getattr(config, "scale_decoder_outputs", True) is False:
        # T5 v1.1 and Flan-T5 have their own output layer.  transformers' T5 config always says "tied" and
        # only unties when the checkpoint holds a different lm_head, so do here what loading would do.
        head, table = model.get_output_embeddings(), model.get_input_embeddings()
        if head is not None and table is not None and head.weight is table.weight:
            head.weight = torch.nn.Parameter(torch.empty_like(head.weight))
    modules = dict(model.named_modules())
    two_stacks = bool(getattr(config, "is_encoder_decoder", False))
    embeddings = other = 0
    layers: dict[str, int] = {}  # in module order: encoder layers 0..N, then decoder layers 0..N
    for name, parameter in model.named_parameters():  # deduplicated: a tied weight appears once
        count = parameter.numel()
        match = _LAYER_PATTERN.search(name)
        owner = name.rpartition(".")[0]
        if match is not None:
            stack = "decoder " if "decoder" in name[: match.start()].split(".") else "encoder "
            label = f"{stack if two_stacks else ''}layer {match.group(2)}"
            if match.group(1) == "albert_layer_groups":  # ALBERT: one set of weights used by every layer
                label = f"shared layer group {match.group(2)}"
            layers[label] = layers.get(label, 0) + count
        elif isinstance(modules.get(owner), torch.nn.Embedding) or "embedding" in owner.lower():
            embeddings += count
        else:
            other += count
    parts = [("embeddings", embeddings)] if embeddings else []
    parts += list(layers.items())
    if other:
        parts.append(("head and other", other))
    parts.append(("total", embeddings + other + sum(layers.values())))
    return parts
