"""Write a left-to-right language model (Llama family, GPT-2) and its tokenizer into one GGUF file, the format
llama.cpp, Ollama, LM Studio, Jan and GPT4All run.

The file is written with the ``gguf`` package and follows the format as that package states it: the
architecture's keys (``llama.*``, ``gpt2.*``), the tensor names from its name map for the architecture
(``blk.N.attn_q.weight`` ...), the vocabulary (``gguf_vocab``), and the weights in one of two types:

- ``f16``: every matrix in half precision; norms and biases (one-dimensional) stay float32.
- ``q8_0``: every matrix whose rows split into blocks of 32 values is stored as the format's Q8_0 blocks (one
  float16 scale and 32 signed bytes, quantised by the package's own ``quantize``); other matrices in half
  precision, norms and biases in float32.  About half the size of ``f16``, and answers hardly change.

Layouts the format fixes, which a reader undoes: a Llama's query and key rows are reordered per head from
transformers' rotary layout (the two halves of each head) to the interleaved pairs llama.cpp rotates;
GPT-2's ``Conv1D`` matrices are stored transposed, as (out, in) like every other linear layer.  A model whose
output layer shares the embedding's weights has no ``output.weight``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import ConfigError
from workbench.core.models.gguf_vocab import add_vocabulary, read_vocabulary
from workbench.core.words import QT_TRANSLATE_NOOP, translate

TYPES = ("f16", "q8_0")
CONVERTS = QT_TRANSLATE_NOOP(
    "Models",
    "It converts left-to-right language models of the Llama family (SmolLM2, Llama, TinyLlama) and GPT-2",
)
Q8_BLOCK = 32


@dataclass(frozen=True)
class GgufFacts:
    """What was written: the architecture, the type, the tensors (and how many were quantised), the bytes."""

    path: Path
    architecture: str
    type: str
    tensors: int
    quantised: int
    bytes: int
    context_length: int


def check_convertible(config: Any) -> str:
    """The GGUF architecture for a model with this transformers ``config``; ConfigError naming what can be
    converted for any other (an encoder, an encoder-decoder, an unknown architecture or a setting the
    export does not write)."""
    kind = getattr(config, "model_type", None)
    if kind == "llama":
        rope = getattr(config, "rope_parameters", None) or getattr(config, "rope_scaling", None) or {}
        if rope.get("rope_type", rope.get("type", "default")) not in ("default", None):
            raise ConfigError(
                translate(
                    "Models",
                    "This Llama stretches its rotary positions ({rope_type}), which the GGUF export "
                    "does not write "
                    "yet.",
                ).format(rope_type=rope.get("rope_type")),
                translate("Models", CONVERTS) + translate("Models", ", with the standard rotary positions."),
            )
        if getattr(config, "hidden_act", "silu") != "silu":
            raise ConfigError(
                translate("Models", "This Llama uses the {hidden_act} activation, not SiLU.").format(
                    hidden_act=config.hidden_act
                ),
                translate("Models", CONVERTS) + ".",
            )
        return "llama"
    if kind == "gpt2":
        if getattr(config, "activation_function", "gelu_new") not in ("gelu_new", "gelu_pytorch_tanh"):
            raise ConfigError(
                translate("Models", "This GPT-2 uses the {activation_function} activation.").format(
                    activation_function=config.activation_function
                ),
                translate("Models", CONVERTS) + ".",
            )
        return "gpt2"
    what = (
        translate("Models", "an encoder-decoder")
        if getattr(config, "is_encoder_decoder", False)
        else translate("Models", "a {kind} model").format(kind=kind)
    )
    raise ConfigError(
        translate("Models", "This run's model is {what}, which cannot be written as GGUF.").format(what=what),
        translate("Models", CONVERTS) + ".",
    )


def write_gguf(
    model: Any,
    tokenizer: Any,
    path: Path,
    kind: str = "q8_0",
    name: str = "model",
    progress: Callable[[float, str], None] | None = None,
) -> GgufFacts:
    """Write ``model`` (a transformers causal LM) and ``tokenizer`` to the GGUF file ``path`` in ``kind``
    (``f16`` or ``q8_0``).  ConfigError for a model or tokenizer it cannot write."""
    import gguf

    if kind not in TYPES:
        raise ConfigError(
            translate("Models", "Unknown GGUF type {kind!r}.").format(kind=kind),
            translate("Models", "Choose one of: {names}.").format(names=", ".join(TYPES)),
        )
    report = progress or (lambda fraction, message: None)
    config = model.config
    arch = check_convertible(config)
    state = model.state_dict()
    rows = state["model.embed_tokens.weight" if arch == "llama" else "transformer.wte.weight"].shape[0]
    vocab = read_vocabulary(tokenizer, rows)
    writer = gguf.GGUFWriter(str(path), arch)
    writer.add_name(name)
    writer.add_file_type(gguf.LlamaFileType.MOSTLY_F16 if kind == "f16" else gguf.LlamaFileType.MOSTLY_Q8_0)
    writer.add_quantization_version(gguf.GGML_QUANT_VERSION)
    context = _add_architecture(writer, arch, config, rows)
    add_vocabulary(writer, vocab)
    tensors = list(_gguf_tensors(arch, config, state))
    quantised = 0
    for i, (gguf_name, array) in enumerate(tensors):
        data, raw = _stored(array, kind)
        quantised += raw == gguf.GGMLQuantizationType.Q8_0
        writer.add_tensor(gguf_name, data, raw_dtype=raw)
        report(
            0.1 + 0.7 * (i + 1) / len(tensors),
            translate("Models", "Converting the weights ({done} of {count})").format(
                done=i + 1, count=len(tensors)
            ),
        )
    report(0.85, translate("Models", "Writing the file"))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return GgufFacts(Path(path), arch, kind, len(tensors), quantised, Path(path).stat().st_size, context)


def _add_architecture(writer: Any, arch: str, config: Any, rows: int) -> int:
    """The architecture's keys; returns the context length written."""
    if arch == "gpt2":
        writer.add_context_length(config.n_positions)
        writer.add_embedding_length(config.n_embd)
        writer.add_feed_forward_length(config.n_inner or 4 * config.n_embd)
        writer.add_block_count(config.n_layer)
        writer.add_head_count(config.n_head)
        writer.add_layer_norm_eps(config.layer_norm_epsilon)
        return int(config.n_positions)
    heads = config.num_attention_heads
    head_dim = getattr(config, "head_dim", None) or config.hidden_size // heads
    rope = getattr(config, "rope_parameters", None) or {}
    writer.add_vocab_size(rows)
    writer.add_context_length(config.max_position_embeddings)
    writer.add_embedding_length(config.hidden_size)
    writer.add_feed_forward_length(config.intermediate_size)
    writer.add_block_count(config.num_hidden_layers)
    writer.add_head_count(heads)
    writer.add_head_count_kv(getattr(config, "num_key_value_heads", None) or heads)
    writer.add_layer_norm_rms_eps(config.rms_norm_eps)
    writer.add_rope_freq_base(float(rope.get("rope_theta", getattr(config, "rope_theta", 10000.0))))
    writer.add_rope_dimension_count(head_dim)
    if head_dim * heads != config.hidden_size:
        writer.add_key_length(head_dim)
        writer.add_value_length(head_dim)
    return int(config.max_position_embeddings)


def _gguf_tensors(arch: str, config: Any, state: dict):
    """(GGUF name, float32 numpy array in the file's layout) for every weight the file holds."""
    import gguf

    layers = config.num_hidden_layers if arch == "llama" else config.n_layer
    names = gguf.get_tensor_name_map(
        gguf.MODEL_ARCH.LLAMA if arch == "llama" else gguf.MODEL_ARCH.GPT2, layers
    )
    tied = bool(getattr(config, "tie_word_embeddings", False))
    for hf_name, tensor in state.items():
        base, _, suffix = hf_name.rpartition(".")
        if suffix not in ("weight", "bias"):
            base, suffix = hf_name, ""
        if base == "lm_head" and tied:
            continue
        gguf_name = names.get_name(base)
        if gguf_name is None:
            if base.endswith((".attn.bias", ".attn.masked_bias", "rotary_emb.inv_freq")) or not suffix:
                continue  # buffers the architecture computes, not weights
            raise ConfigError(
                translate(
                    "Models", "The weight {hf_name} has no place in a GGUF file of this architecture."
                ).format(hf_name=hf_name),
                translate("Models", CONVERTS) + ".",
            )
        array = tensor.detach().to("cpu").float().numpy()
        if arch == "llama" and gguf_name.endswith((".attn_q", ".attn_k")):
            kv = getattr(config, "num_key_value_heads", None) or config.num_attention_heads
            array = _rotary_rows(array, config.num_attention_heads if gguf_name.endswith("_q") else kv)
        elif arch == "gpt2" and suffix == "weight" and gguf_name.endswith(_CONV1D):
            array = array.T
        yield f"{gguf_name}.{suffix}", array.copy(order="C")


_CONV1D = (".attn_qkv", ".attn_output", ".ffn_up", ".ffn_down")


def _rotary_rows(array, heads: int):
    """Reorder a query or key projection's rows (or bias) from transformers' rotary layout, the first half
    of each head's dimensions paired with the second, to GGUF's, where the pairs sit side by side."""
    half = array.shape[0] // heads // 2
    return array.reshape(heads, 2, half, *array.shape[1:]).swapaxes(1, 2).reshape(array.shape)


def _stored(array, kind: str):
    """(data, raw type or None) of one tensor as the file stores it in ``kind``."""
    import gguf
    import numpy as np

    if array.ndim == 1:
        return array.astype(np.float32), None
    if kind == "q8_0" and array.shape[-1] % Q8_BLOCK == 0:
        return gguf.quantize(array, gguf.GGMLQuantizationType.Q8_0), gguf.GGMLQuantizationType.Q8_0
    return array.astype(np.float16), None
