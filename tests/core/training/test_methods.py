"""Which weights each training method leaves trainable, counted on tiny models of each architecture."""

from __future__ import annotations

import pytest
import torch

from tests.support.training_data import tiny_gpt2_folder  # noqa: F401 - fixture
from workbench.core.errors import ConfigError
from workbench.core.training.methods import (
    add_lora,
    count_parameters,
    ensure_pad_token,
    find_layers,
    freeze_body,
    freeze_bottom_layers,
    head_module_names,
    prepare_model,
    scratch_copy,
)

# architecture -> (where its layers live, the head's modules, body modules above the layers)
ARCHITECTURES = {
    "bert": ("bert.encoder.layer", ("classifier",), ("bert.pooler",)),
    "distilbert": ("distilbert.transformer.layer", ("pre_classifier", "classifier"), ()),
    "roberta": ("roberta.encoder.layer", ("classifier",), ()),
    "electra": ("electra.encoder.layer", ("classifier",), ()),
    "gpt2": ("transformer.h", ("score",), ("transformer.ln_f",)),
    "llama": ("model.layers", ("score",), ("model.norm",)),
}
LAYERS = 3


def tiny_classifier(architecture: str, seed: int = 0):
    """A randomly initialised 3-layer sequence classifier with 3 labels, built from a config."""
    import transformers

    configs = {
        "bert": lambda: transformers.BertConfig(hidden_size=32, num_attention_heads=2, intermediate_size=37),
        "distilbert": lambda: transformers.DistilBertConfig(dim=32, n_heads=2, hidden_dim=37),
        "roberta": lambda: transformers.RobertaConfig(
            hidden_size=32, num_attention_heads=2, intermediate_size=37
        ),
        "electra": lambda: transformers.ElectraConfig(
            embedding_size=16, hidden_size=32, num_attention_heads=2, intermediate_size=37
        ),
        "albert": lambda: transformers.AlbertConfig(
            embedding_size=16, hidden_size=32, num_attention_heads=2, intermediate_size=37
        ),
        "gpt2": lambda: transformers.GPT2Config(n_embd=32, n_head=2, bos_token_id=0, eos_token_id=0),
        "llama": lambda: transformers.LlamaConfig(
            hidden_size=32, intermediate_size=48, num_attention_heads=4, num_key_value_heads=2
        ),
    }
    config = configs[architecture]()
    config.vocab_size, config.num_labels, config.num_hidden_layers, config.pad_token_id = 60, 3, LAYERS, 0
    torch.manual_seed(seed)
    return transformers.AutoModelForSequenceClassification.from_config(config)


def trainable_names(model) -> set[str]:
    return {name for name, p in model.named_parameters() if p.requires_grad}


def numel(model, prefixes) -> int:
    return sum(p.numel() for name, p in model.named_parameters() if name.startswith(tuple(prefixes)))


@pytest.mark.parametrize("architecture", sorted(ARCHITECTURES))
def test_frozen_layers_leave_exactly_the_upper_layers_and_the_head(architecture: str) -> None:
    layers, head, above = ARCHITECTURES[architecture]
    model = tiny_classifier(architecture)
    assert find_layers(model).count == LAYERS
    freeze_bottom_layers(model, 2)
    expected = {
        name
        for name, _ in model.named_parameters()
        if name.startswith((f"{layers}.2.", *(h + "." for h in head), *(a + "." for a in above)))
    }
    assert trainable_names(model) == expected
    assert count_parameters(model)[0] == numel(model, sorted(expected))


@pytest.mark.parametrize("architecture", sorted(ARCHITECTURES))
def test_head_only_trains_the_classification_head(architecture: str) -> None:
    _, head, _ = ARCHITECTURES[architecture]
    model = tiny_classifier(architecture)
    assert head_module_names(model) == list(head)
    freeze_body(model)
    trainable, total = count_parameters(model)
    assert trainable == numel(model, [h + "." for h in head])
    assert total == sum(p.numel() for p in model.parameters())


def _adapted_numbers(model, targets: tuple[str, ...], r: int, conv1d: bool) -> int:
    """r x (in + out) for every weight LoRA adapts."""
    total = 0
    for name, module in model.named_modules():
        if name.rsplit(".", 1)[-1] in targets and hasattr(module, "weight"):
            rows, cols = module.weight.shape  # nn.Linear: (out, in); GPT-2's Conv1D: (in, out)
            total += r * (rows + cols)
            assert conv1d == (type(module).__name__ == "Conv1D")
    return total


@pytest.mark.parametrize(
    ("architecture", "targets"),
    [
        ("bert", ("query", "value")),
        ("distilbert", ("q_lin", "v_lin")),
        ("roberta", ("query", "value")),
        ("electra", ("query", "value")),
        ("albert", ("query", "value")),
        ("gpt2", ("c_attn",)),
        ("llama", ("q_proj", "v_proj")),
    ],
)
def test_lora_counts_match_peft_and_the_rank_formula(architecture: str, targets: tuple[str, ...]) -> None:
    model = tiny_classifier(architecture)
    head_numbers = numel(model, [h + "." for h in head_module_names(model)])
    expected = _adapted_numbers(model, targets, 4, conv1d=architecture == "gpt2")
    freeze_body(model)
    lora = add_lora(model, r=4, alpha=8, dropout=0.0)
    assert count_parameters(lora) == lora.get_nb_trainable_parameters()
    assert count_parameters(lora)[0] == expected + head_numbers
    assert all("lora_" in n or "modules_to_save" in n for n in trainable_names(lora))


def test_scratch_has_the_same_shapes_and_different_weights() -> None:
    model = tiny_classifier("bert", seed=0)
    fresh = scratch_copy(model, seed=1)
    assert type(fresh) is type(model) and fresh.config.num_labels == 3
    pairs = list(zip(model.named_parameters(), fresh.named_parameters(), strict=True))
    assert all(a[0] == b[0] and a[1].shape == b[1].shape for a, b in pairs)
    embeddings = "bert.embeddings.word_embeddings.weight"
    assert not torch.equal(
        dict(model.named_parameters())[embeddings], dict(fresh.named_parameters())[embeddings]
    )
    assert count_parameters(fresh) == count_parameters(model)


def test_albert_shares_its_layers_so_only_all_or_none_can_be_frozen() -> None:
    model = tiny_classifier("albert")
    stack = find_layers(model)
    assert stack.shared and stack.count == LAYERS and len(stack.modules) == 1
    notes = freeze_bottom_layers(model, 1)
    assert "shares" in notes[0] and "Only the embeddings" in notes[0]
    layer_names = {n for n in trainable_names(model) if "albert_layer_groups" in n}
    assert layer_names and not any("embeddings" in n for n in trainable_names(model))
    model = tiny_classifier("albert")
    freeze_bottom_layers(model, LAYERS)
    assert trainable_names(model) == {
        n for n, _ in model.named_parameters() if n.startswith(("albert.pooler", "classifier"))
    }


def test_freezing_more_layers_than_the_model_has_is_refused() -> None:
    with pytest.raises(ConfigError, match="at most 3"):
        freeze_bottom_layers(tiny_classifier("bert"), 4)


def test_gpt2_gets_a_pad_token_and_prepare_reports_counts(tiny_gpt2_folder) -> None:  # noqa: F811
    from workbench.core.models.loading import load_model
    from workbench.core.training.methods import classification_kwargs

    loaded = load_model(
        str(tiny_gpt2_folder), "classification", model_kwargs=classification_kwargs(["a", "b"])
    )
    assert loaded.tokenizer.pad_token is None
    note = ensure_pad_token(loaded.model, loaded.tokenizer)
    assert note and loaded.tokenizer.pad_token == loaded.tokenizer.eos_token
    assert loaded.model.config.pad_token_id == loaded.tokenizer.eos_token_id
    prepared = prepare_model(loaded.model, loaded.tokenizer, "frozen", freeze_layers=1)
    assert prepared.frozen_layers == 1 and prepared.layer_count == 2
    assert (prepared.trainable_params, prepared.total_params) == count_parameters(prepared.model)
    assert prepared.trainable_params < prepared.total_params
