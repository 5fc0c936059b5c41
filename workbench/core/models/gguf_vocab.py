"""A tokenizer as GGUF metadata (the ``tokenizer.*`` keys), so that llama.cpp, Ollama and LM Studio split text
into the same tokens as the model was trained on.

Two kinds of vocabulary are written, as the format names them in ``tokenizer.ggml.model``:

- ``gpt2``: byte-level BPE (GPT-2, SmolLM2, Llama 3).  The tokens are written in the byte alphabet they are
  stored in ("Ġthe"), the merges as "left right" strings in rank order, and ``tokenizer.ggml.pre`` names how
  the text is cut into words before the merges: "gpt-2" for GPT-2's own pattern, "smollm" when every digit is
  cut apart first, "llama-bpe" for Llama 3's pattern.  The name is read from the tokenizer itself, so a file
  says what the run's tokenizer does.
- ``llama``: sentencepiece-style BPE with byte fallback (Llama 2, TinyLlama): "▁" marks a word start and a
  character outside the vocabulary becomes ``<0xNN>`` byte tokens.  llama.cpp merges the pair whose result
  scores highest, so each token scores minus the rank of the merge that makes it; the merges are written too,
  and a reader that has them (transformers) merges exactly as the run's tokenizer.  The two ways agree for a
  vocabulary made by sentencepiece; a BPE vocabulary whose merges skip a token another merge order reaches
  ("▁up" + "on" where only "▁upo" + "n" is a merge) can split a rare word differently in llama.cpp.

Every token also gets its type: control for special tokens (``<|im_end|>``), user-defined for other added
tokens, byte for ``<0xNN>``, unknown for the unknown token, unused for rows the embedding has beyond the
tokenizer.  Then the special tokens' ids, whether a text starts with the beginning token, and
the chat template.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from workbench.core.errors import ConfigError
from workbench.core.words import QT_TRANSLATE_NOOP, translate

# The pattern Llama 3's tokenizer cuts text with before its merges (llama.cpp calls it "llama-bpe").
LLAMA3_PATTERN = (
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}"
    r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"
)
WHAT_IT_WRITES = QT_TRANSLATE_NOOP(
    "Models",
    "The GGUF export writes byte-level BPE vocabularies (GPT-2, SmolLM2, Llama 3) and sentencepiece-style "
    "ones (Llama 2, TinyLlama).",
)


@dataclass
class Vocabulary:
    """What the ``tokenizer.*`` keys hold (see the module doc)."""

    model: str  # "gpt2" or "llama"
    pre: str | None
    tokens: list[str]
    types: list[int]
    merges: list[str] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    special_ids: dict[str, int] = field(default_factory=dict)  # "bos", "eos", "unk", "pad" -> id
    add_bos: bool = False
    add_eos: bool = False
    add_space_prefix: bool | None = None
    chat_template: str | None = None


def read_vocabulary(tokenizer: Any, rows: int) -> Vocabulary:
    """The GGUF vocabulary of ``tokenizer`` (a transformers fast tokenizer) for an embedding of ``rows`` rows.

    Raises ConfigError, naming what can be written, for any other kind of tokenizer."""
    import gguf

    backend = getattr(tokenizer, "backend_tokenizer", None)
    if backend is None:
        raise ConfigError(
            translate("Models", "This model's tokenizer ({name}) cannot be read.").format(
                name=type(tokenizer).__name__
            ),
            translate("Models", WHAT_IT_WRITES),
        )
    spec = json.loads(backend.to_str())
    model = spec.get("model") or {}
    if model.get("type") != "BPE":
        raise ConfigError(
            translate("Models", "This model's tokenizer is of the {kind} kind, not BPE.").format(
                kind=model.get("type")
            ),
            translate("Models", WHAT_IT_WRITES),
        )
    kind, pre, space_prefix = _kind(spec)
    size = len(tokenizer)
    if size > rows:
        raise ConfigError(
            translate(
                "Models", "The tokenizer has {size} tokens but the model only {rows} embedding rows."
            ).format(size=size, rows=rows),
            translate("Models", "Export a run whose tokenizer and model belong together."),
        )
    added = {i: token for i, token in tokenizer.added_tokens_decoder.items()}
    by_id = {i: token for token, i in tokenizer.get_vocab().items()}
    special = {i for i, token in added.items() if token.special}
    unk_id = tokenizer.unk_token_id
    tokens, types = [], []
    for i in range(rows):
        token = by_id.get(i)
        if token is None:
            tokens.append(f"[PAD{i}]")
            types.append(gguf.TokenType.UNUSED)
        elif i in added:
            tokens.append(added[i].content)
            types.append(gguf.TokenType.CONTROL if i in special else gguf.TokenType.USER_DEFINED)
        elif i == unk_id:
            tokens.append(token)
            types.append(gguf.TokenType.UNKNOWN)
        elif kind == "llama" and len(token) == 6 and token.startswith("<0x") and token.endswith(">"):
            tokens.append(token)
            types.append(gguf.TokenType.BYTE)
        else:
            tokens.append(token)
            types.append(gguf.TokenType.NORMAL)
    merges = [" ".join(pair) if isinstance(pair, list) else str(pair) for pair in model.get("merges", [])]
    vocab = Vocabulary(kind, pre, tokens, [int(t) for t in types], add_space_prefix=space_prefix)
    vocab.merges = merges
    if kind == "llama":
        vocab.scores = _scores(tokens, merges)
    for name in ("bos", "eos", "unk", "pad"):
        token_id = getattr(tokenizer, f"{name}_token_id", None)
        if token_id is not None:
            vocab.special_ids[name] = int(token_id)
    probe = tokenizer("a")["input_ids"]
    vocab.add_bos = bool(probe) and probe[0] == vocab.special_ids.get("bos", -1)
    vocab.add_eos = bool(probe) and probe[-1] == vocab.special_ids.get("eos", -1)
    template = getattr(tokenizer, "chat_template", None)
    if isinstance(template, dict):
        template = template.get("default") or next(iter(template.values()), None)
    vocab.chat_template = template or None
    return vocab


def _kind(spec: dict) -> tuple[str, str | None, bool | None]:
    """("gpt2", pre name, None) or ("llama", None, whether a space is put before the text) for
    this tokenizer."""
    pre = spec.get("pre_tokenizer") or {}
    steps = pre.get("pretokenizers", [pre]) if pre.get("type") == "Sequence" else [pre]
    kinds = [step.get("type") for step in steps]
    if spec["model"].get("byte_fallback"):
        if kinds == ["Metaspace"]:
            return "llama", None, steps[0].get("prepend_scheme", "always") != "never"
        normalizer = json.dumps(spec.get("normalizer") or {})
        if not steps[0] and "\u2581" in normalizer:  # the older form: the normalizer writes "▁"
            return "llama", None, "Prepend" in normalizer
    elif kinds == ["ByteLevel"] and steps[0].get("use_regex", True):
        return "gpt2", "gpt-2", None
    elif kinds == ["Digits", "ByteLevel"] and steps[0].get("individual_digits") and steps[1].get("use_regex"):
        return "gpt2", "smollm", None
    elif kinds == ["Split", "ByteLevel"] and (steps[0].get("pattern") or {}).get("Regex") == LLAMA3_PATTERN:
        return "gpt2", "llama-bpe", None
    raise ConfigError(
        translate("Models", "This model's tokenizer cuts text into words in a way the export does not know."),
        translate("Models", WHAT_IT_WRITES),
    )


def _scores(tokens: list[str], merges: list[str]) -> list[float]:
    """Each token's score for a sentencepiece-style reader: minus the rank of the first merge making it."""
    rank: dict[str, int] = {}
    for i, merge in enumerate(merges):
        rank.setdefault(merge.replace(" ", ""), i)
    return [-float(rank[token]) if token in rank else 0.0 for token in tokens]


def add_vocabulary(writer: Any, vocab: Vocabulary) -> None:
    """Write ``vocab`` into a ``gguf.GGUFWriter``."""
    writer.add_tokenizer_model(vocab.model)
    if vocab.pre:
        writer.add_tokenizer_pre(vocab.pre)
    writer.add_token_list(vocab.tokens)
    writer.add_token_types(vocab.types)
    if vocab.scores:
        writer.add_token_scores(vocab.scores)
    if vocab.merges:
        writer.add_token_merges(vocab.merges)
    adders = {
        "bos": writer.add_bos_token_id,
        "eos": writer.add_eos_token_id,
        "unk": writer.add_unk_token_id,
        "pad": writer.add_pad_token_id,
    }
    for name, token_id in vocab.special_ids.items():
        adders[name](token_id)
    writer.add_add_bos_token(vocab.add_bos)
    writer.add_add_eos_token(vocab.add_eos)
    if vocab.add_space_prefix is not None:
        writer.add_add_space_prefix(vocab.add_space_prefix)
    if vocab.chat_template:
        writer.add_chat_template(vocab.chat_template)
