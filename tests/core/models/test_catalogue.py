"""The model catalogue: its data is complete and true to the real architectures, and its helpers work.

Parameter counts are checked against the architectures rebuilt on PyTorch's meta device, so a wrong size
field in catalogue.json shows up here without downloading anything.
"""

import dataclasses
import functools
import json
from importlib import resources
from pathlib import Path

import pytest

from workbench.core.models import catalogue
from workbench.core.models.catalogue import (
    CatalogueEntry,
    build_config,
    count_parameters_by_component,
    entry_from_dict,
    filter_entries,
    get_entry,
    load_catalogue,
    main_task,
    parse_catalogue,
)

ENTRY_IDS = [entry.id for entry in load_catalogue()]
REQUIRED_HF_IDS = {
    "google-bert/bert-base-uncased",
    "google-bert/bert-large-uncased",
    "distilbert/distilbert-base-uncased",
    "FacebookAI/roberta-base",
    "albert/albert-base-v2",
    "google/electra-small-discriminator",
    "google/electra-small-generator",
    "google-bert/bert-base-multilingual-cased",
    "FacebookAI/xlm-roberta-base",
    "castorini/afriberta_base",
    "dmis-lab/biobert-base-cased-v1.2",
    "allenai/scibert_scivocab_uncased",
    "ProsusAI/finbert",
    "openai-community/gpt2",
    "openai-community/gpt2-medium",
    "distilbert/distilgpt2",
    "HuggingFaceTB/SmolLM2-135M-Instruct",
    "HuggingFaceTB/SmolLM2-360M-Instruct",
    "Qwen/Qwen2.5-0.5B-Instruct",
    "EleutherAI/pythia-160m",
    "facebook/opt-125m",
    "google-t5/t5-small",
    "facebook/bart-base",
    "google/flan-t5-small",
    "sentence-transformers/all-MiniLM-L6-v2",
}


@functools.cache
def components(entry_id: str) -> tuple[tuple[str, int], ...]:
    """Per-component counts of a catalogue entry, built once per test session."""
    entry = get_entry(entry_id)
    assert entry is not None
    return tuple(count_parameters_by_component(build_config(entry), main_task(entry)))


def _record(**changes: object) -> dict:
    """A valid catalogue record (bert-base-uncased as written in the JSON), with ``changes`` applied."""
    raw = json.loads((resources.files("workbench_resources") / "catalogue.json").read_text(encoding="utf-8"))
    record = next(r for r in raw["models"] if r["id"] == "bert-base-uncased")
    record.update(changes)
    return record


# --- the data ---------------------------------------------------------------------------------------------
def test_catalogue_is_big_enough_with_unique_ids() -> None:
    entries = load_catalogue()
    assert len(entries) >= 28
    assert len({e.id for e in entries}) == len(entries)
    assert len({e.hf_id.lower() for e in entries}) == len(entries)
    assert all(e.id == e.id.lower() and " " not in e.id for e in entries)
    assert {e.architecture for e in entries} == {"encoder", "decoder", "encoder-decoder"}


def test_required_models_are_present() -> None:
    missing = REQUIRED_HF_IDS - {e.hf_id for e in load_catalogue()}
    assert not missing, missing
    families = {e.family for e in load_catalogue()}
    assert {"BERT", "DistilBERT", "RoBERTa", "ALBERT", "ELECTRA", "GPT-2", "T5", "BART"} <= families
    assert get_entry("electra-small-generator").objective == "masked language modelling"
    assert "fill-mask" in get_entry("electra-small-generator").tasks
    assert "fill-mask" not in get_entry("electra-small-discriminator").tasks


def test_embedded_smollm2_entry() -> None:
    e = get_entry("smollm2-135m")
    assert e is not None and e.is_embedded and e.embedded == "smollm2"
    assert e.hf_id == "HuggingFaceTB/SmolLM2-135M-Instruct" and e.architecture == "decoder"
    assert (e.layers, e.heads, e.hidden_size, e.max_tokens, e.licence) == (30, 9, 576, 8192, "Apache-2.0")
    config = build_config(e)
    assert config.model_type == "llama"
    assert (config.num_key_value_heads, config.intermediate_size, config.vocab_size) == (3, 1536, 49152)
    assert config.tie_word_embeddings is True and config.max_position_embeddings == 8192
    assert e.size_label == "135M"


def test_embedded_minilm_entry() -> None:
    e = get_entry("minilm-l6")
    assert e is not None and e.is_embedded and e.embedded == "minilm"
    assert e.hf_id == "sentence-transformers/all-MiniLM-L6-v2" and e.architecture == "encoder"
    assert (e.layers, e.heads, e.hidden_size, e.max_tokens, e.licence) == (6, 12, 384, 512, "Apache-2.0")
    assert "fill-mask" not in e.tasks and {"embeddings", "classification", "attention"} <= set(e.tasks)
    config = build_config(e)
    assert config.model_type == "bert"
    assert (config.intermediate_size, config.vocab_size, config.max_position_embeddings) == (1536, 30522, 512)
    assert main_task(e) == "embeddings"
    assert [x.id for x in load_catalogue() if x.is_embedded] == [
        "minilm-l6",
        "workbench-mini-mlm",
        "smollm2-135m",
    ]


def test_minilm_entry_matches_the_shipped_model() -> None:
    from workbench.core.errors import ModelNotFound
    from workbench.core.models import embedded

    try:
        shipped = json.loads((embedded.minilm_folder() / "config.json").read_text())
    except ModelNotFound:
        pytest.skip("the embedded MiniLM package is not installed")
    written = dict(get_entry("minilm-l6").config)
    assert {key: shipped[key] for key in written} == written


@pytest.mark.parametrize("entry_id", ENTRY_IDS)
def test_entry_is_consistent_with_its_architecture(entry_id: str) -> None:
    e = get_entry(entry_id)
    config = build_config(e)  # AutoConfig.for_model(model_type, **sizes)
    assert (config.num_hidden_layers, config.num_attention_heads, config.hidden_size) == (
        e.layers,
        e.heads,
        e.hidden_size,
    )
    assert bool(getattr(config, "is_encoder_decoder", False)) == (e.architecture == "encoder-decoder")
    assert ("next-token" in e.tasks) == (e.architecture == "decoder")
    assert ("text2text" in e.tasks) == (e.architecture == "encoder-decoder")
    assert (e.hf_id.count("/") == 1 or (e.is_embedded and e.hf_id == "")) and e.best_for.endswith(".")
    assert e.download_bytes > e.parameters  # every checkpoint stores at least 16 bits a parameter


@pytest.mark.parametrize("entry_id", ENTRY_IDS)
def test_stated_parameters_match_the_architecture(entry_id: str) -> None:
    e = get_entry(entry_id)
    counted = components(entry_id)[-1][1]
    assert abs(e.parameters - counted) <= 0.03 * counted, (
        f"{entry_id}: stated {e.parameters:,}, counted {counted:,}"
    )


# --- counting by component --------------------------------------------------------------------------------
@pytest.mark.parametrize("entry_id", ENTRY_IDS)
def test_components_sum_to_the_total(entry_id: str) -> None:
    parts = components(entry_id)
    assert parts[-1][0] == "total"
    assert sum(count for _, count in parts[:-1]) == parts[-1][1]
    assert all(count > 0 for _, count in parts)
    assert len({name for name, _ in parts}) == len(parts)


def test_bert_has_twelve_layer_rows_in_order() -> None:
    names = [name for name, _ in components("bert-base-uncased")]
    assert names == ["embeddings", *(f"layer {i}" for i in range(12)), "head and other", "total"]
    parts = dict(components("bert-base-uncased"))
    assert len({parts[f"layer {i}"] for i in range(12)}) == 1  # identical blocks
    assert parts["embeddings"] == 30522 * 768 + 512 * 768 + 2 * 768 + 2 * 768


def test_tied_embeddings_are_counted_once() -> None:
    total = dict(components("smollm2-135m"))["total"]
    assert total == 134_515_008  # an untied output layer would add 49152 × 576 and make it about 163M
    assert dict(components("gpt2"))["total"] == 124_439_808
    assert dict(components("pythia-160m"))["total"] == 162_322_944  # Pythia really is untied


def test_flan_t5_keeps_its_separate_output_layer() -> None:
    t5 = dict(components("t5-small"))
    flan = dict(components("flan-t5-small"))
    assert t5["total"] == 60_506_624
    assert flan["total"] == 76_961_152
    assert flan["head and other"] >= 32128 * 512  # its own lm_head


def test_encoder_decoder_layers_are_named_by_stack() -> None:
    names = [name for name, _ in components("t5-small")]
    assert [n for n in names if n.startswith("encoder layer")] == [f"encoder layer {i}" for i in range(6)]
    assert [n for n in names if n.startswith("decoder layer")] == [f"decoder layer {i}" for i in range(6)]
    assert not any(n.startswith("layer") for n in names)
    opt = [name for name, _ in components("opt-125m")]  # decoder-only, though its modules say "decoder"
    assert "layer 11" in opt and not any("decoder" in n for n in opt)


def test_albert_shows_its_shared_layer() -> None:
    names = [name for name, _ in components("albert-base-v2")]
    assert names == ["embeddings", "shared layer group 0", "head and other", "total"]


def test_counting_an_arbitrary_config() -> None:
    from transformers import AutoConfig, BertConfig

    tiny = BertConfig(
        vocab_size=100, hidden_size=16, num_hidden_layers=2, num_attention_heads=2, intermediate_size=32
    )
    base = dict(count_parameters_by_component(tiny, "embeddings"))
    masked = dict(count_parameters_by_component(tiny, "masked-lm"))  # loading.py's task names work too
    assert [k for k in base if k.startswith("layer")] == ["layer 0", "layer 1"]
    assert masked["total"] != base["total"]
    tiny.architectures = ["BertForMaskedLM"]
    assert dict(count_parameters_by_component(tiny))["total"] == masked["total"]  # task guessed from config
    with pytest.raises(ValueError, match="unknown task"):
        count_parameters_by_component(tiny, "dance")
    from workbench.core.errors import ModelNotFound
    from workbench.core.models import embedded

    try:
        folder = embedded.minilm_folder()
    except ModelNotFound:
        return
    loaded = AutoConfig.from_pretrained(folder)
    assert dict(count_parameters_by_component(loaded))["total"] == get_entry("minilm-l6").parameters


# --- look-up and filters ----------------------------------------------------------------------------------
def test_get_entry_by_id_or_hub_id_any_case() -> None:
    assert get_entry("gpt2").hf_id == "openai-community/gpt2"
    assert get_entry("OPENAI-COMMUNITY/GPT2").id == "gpt2"
    assert get_entry("  HuggingFaceTB/SmolLM2-135M-Instruct ").id == "smollm2-135m"
    assert get_entry("no-such-model") is None


def test_filter_by_text_needs_every_word() -> None:
    entries = load_catalogue()
    gpt = filter_entries(entries, text="GPT")
    assert {"gpt2", "gpt2-medium", "distilgpt2"} <= {e.id for e in gpt}
    assert all("gpt" in " ".join((e.id, e.name, e.family, e.hf_id, e.best_for)).lower() for e in gpt)
    assert [e.id for e in filter_entries(entries, text="african bert")] == ["afriberta-base"]
    assert filter_entries(entries, text="  ") == list(entries)
    assert filter_entries(entries, text="gpt klingon") == []


def test_filter_by_architecture_task_and_size() -> None:
    entries = load_catalogue()
    seq2seq = {e.id for e in filter_entries(entries, architecture="encoder-decoder")}
    assert seq2seq == {"t5-small", "flan-t5-small", "flan-t5-base", "bart-base"}
    fill = filter_entries(entries, task="fill-mask")
    assert all("fill-mask" in e.tasks for e in fill)
    assert "electra-small-generator" in {e.id for e in fill} and "minilm-l6" not in {e.id for e in fill}
    small = filter_entries(entries, max_parameters=100_000_000)
    assert small and all(e.parameters <= 100_000_000 for e in small)
    assert "minilm-l6" in {e.id for e in small} and "smollm2-135m" not in {e.id for e in small}
    both = filter_entries(entries, architecture="decoder", max_parameters=150_000_000)
    assert {e.id for e in both} == {"gpt2", "distilgpt2", "smollm2-135m", "opt-125m"}


def test_filter_by_availability_predicate() -> None:
    entries = load_catalogue()
    offline = filter_entries(entries, available=lambda e: e.is_embedded)
    assert {e.id for e in offline} == {"smollm2-135m", "minilm-l6", "workbench-mini-mlm"}
    assert filter_entries(entries, text="smollm2", available=lambda e: e.is_embedded)[0].id == "smollm2-135m"
    assert filter_entries(entries, available=lambda e: False) == []


# --- labels -----------------------------------------------------------------------------------------------
def test_size_and_download_labels() -> None:
    e = get_entry("gpt2")
    assert e.download_label == "548 MB"
    assert e.size_label == "124M"
    assert get_entry("tinyllama-1.1b-chat").size_label == "1.1B"
    assert get_entry("gpt2-medium").download_label == "1.5 GB"
    assert dataclasses.replace(e, parameters=950, download_bytes=12_345).size_label == "950"
    assert dataclasses.replace(e, download_bytes=12_345).download_label == "12 kB"


def test_published_pre_training_costs_say_where_they_come_from() -> None:
    """BERT base: 16 TPU chips for 4 days, and an energy figure that says it is an estimate and whose."""
    bert = get_entry("bert-base-uncased").pretraining
    assert bert.chip_hours == 16 * 96 and bert.energy_kwh >= 1000
    assert bert.hardware_text() == "16 Cloud TPU chips for 4 days (1,536 chip-hours)"
    assert "estimate" in bert.energy_basis and "Devlin" in bert.source
    assert get_entry("llama-3.2-1b-instruct").pretraining.hardware_text() == "370,000 H100-80GB GPU-hours"
    assert get_entry("smollm2-135m").pretraining is None  # not published: shown as such
    for entry in load_catalogue():
        p = entry.pretraining
        if p is not None:
            assert p.source and p.chip_hours > 0, entry.id
            assert p.energy_kwh is None or "estimate" in p.energy_basis, entry.id


# --- validation -------------------------------------------------------------------------------------------
def test_a_valid_record_becomes_an_entry() -> None:
    entry = entry_from_dict(_record())
    assert isinstance(entry, CatalogueEntry) and entry == get_entry("bert-base-uncased")
    assert isinstance(entry.tasks, tuple) and entry.config["model_type"] == "bert"
    with pytest.raises(TypeError):
        entry.config["vocab_size"] = 1  # read-only
    hash(entry)  # usable as a key even though config is a mapping


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"architecture": "transformer"}, "architecture"),
        ({"tasks": ["fill-mask", "juggling"]}, "tasks"),
        ({"tasks": []}, "tasks"),
        ({"layers": "twelve"}, "layers"),
        ({"parameters": 0}, "parameters"),
        ({"gated": "no"}, "gated"),
        ({"id": "BERT Base"}, "id"),
        ({"name": ""}, "name"),
        ({"config": {"vocab_size": 3}}, "config"),
        ({"embedded": "gpt4"}, "embedded"),
        ({"colour": "blue"}, "colour"),
        ({"pretraining": {"chip": "GPU", "chips": 8, "hours": 90}}, "pretraining"),  # no source
        ({"pretraining": {"chip": "GPU", "chips": 8, "source": "a paper"}}, "pretraining"),  # no time
        (
            {"pretraining": {"chip": "GPU", "chip_hours": 9, "source": "a paper", "energy_kwh": 3}},
            "pretraining",
        ),
        ({"pretraining": {"chip": "GPU", "chip_hours": 9, "source": "a paper", "watts": 300}}, "pretraining"),
    ],
)
def test_malformed_record_names_entry_and_field(changes: dict, field: str) -> None:
    with pytest.raises(ValueError, match=rf"'{field}'") as caught:
        entry_from_dict(_record(**changes))
    assert "catalogue entry" in str(caught.value)
    assert "bert" in str(caught.value).lower()


def test_missing_field_is_reported() -> None:
    record = _record()
    del record["licence"]
    with pytest.raises(ValueError, match=r"'bert-base-uncased'.*'licence'"):
        entry_from_dict(record)


def test_duplicate_ids_are_refused() -> None:
    with pytest.raises(ValueError, match=r"'id' repeats 'bert-base-uncased'"):
        parse_catalogue({"models": [_record(), _record(hf_id="someone/else")]})
    with pytest.raises(ValueError, match="'hf_id' repeats"):
        parse_catalogue([_record(), _record(id="bert-copy")])
    with pytest.raises(ValueError, match="list of models"):
        parse_catalogue({"entries": []})


def test_load_catalogue_refuses_a_bad_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "catalogue.json").write_text(json.dumps({"models": [_record(heads=-1)]}))
    monkeypatch.setattr(catalogue.resources, "files", lambda package: tmp_path)
    load_catalogue.cache_clear()
    try:
        with pytest.raises(ValueError, match=r"'bert-base-uncased': field 'heads'"):
            load_catalogue()
    finally:
        monkeypatch.undo()
        load_catalogue.cache_clear()
    assert len(load_catalogue()) == len(ENTRY_IDS)


# --- the lecture pack -------------------------------------------------------------------------------------
def test_the_lecture_pack_names_the_textbook_models_in_download_order() -> None:
    pack = catalogue.lecture_pack()
    assert [e.id for e in pack] == ["bert-base-uncased", "gpt2", "distilroberta-base", "t5-small"]
    assert [e.architecture for e in pack] == ["encoder", "decoder", "encoder", "encoder-decoder"]
    assert not any(e.is_embedded or e.gated for e in pack)
    # About 1.6 GB in all: what the README tells a lecturer to expect.
    assert 1.5e9 < sum(e.download_bytes for e in pack) < 1.7e9


@pytest.mark.parametrize(
    ("pack", "problem"),
    [
        (["bert-base-uncased", "no-such-model"], "'no-such-model', which is not a catalogue id"),
        (["minilm-l6"], "'minilm-l6', which ships with the app"),
        (["gpt2", "gpt2"], "'gpt2' twice"),
        ("gpt2", "must be a list of catalogue ids"),
    ],
)
def test_a_wrong_lecture_pack_is_refused(pack: object, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        catalogue.parse_lecture_pack({"lecture_pack": pack}, load_catalogue())
    assert catalogue.parse_lecture_pack({"models": []}, load_catalogue()) == ()
