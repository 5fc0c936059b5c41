"""Tiny, randomly initialised but real transformers models saved to disk, for code paths that need a model
folder of a given architecture without the cost of real weights."""

from __future__ import annotations

from pathlib import Path

WORDS = [
    "the",
    "a",
    "cat",
    "dog",
    "sat",
    "ran",
    "on",
    "mat",
    "to",
    "store",
    "buy",
    "milk",
    "man",
    "went",
    "[MASK]",
    ".",
    ",",
    "play",
    "##ing",
    "is",
    "was",
]


def write_wordpiece_vocab(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    special = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    vocab = folder / "vocab.txt"
    vocab.write_text("\n".join(special + [w for w in WORDS if w not in special]) + "\n", encoding="utf-8")
    return vocab


def save_tiny_bert(
    folder: Path,
    *,
    masked_lm: bool = True,
    safetensors: bool = True,
    seed: int = 0,
    hidden_size: int = 32,
    intermediate_size: int = 37,
) -> Path:
    """A 2-layer BERT with a WordPiece tokenizer in ``folder`` (larger ``hidden_size`` makes bigger files)."""
    import torch
    from transformers import BertConfig, BertForMaskedLM, BertModel, BertTokenizerFast

    torch.manual_seed(seed)
    words = write_wordpiece_vocab(folder).read_text(encoding="utf-8").split()
    # transformers 5 ignores vocab_file for the fast tokenizer; pass the vocabulary itself.
    tokenizer = BertTokenizerFast(vocab={word: i for i, word in enumerate(words)})
    config = BertConfig(
        vocab_size=len(tokenizer),
        hidden_size=hidden_size,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=intermediate_size,
        max_position_embeddings=64,
    )
    model = (BertForMaskedLM if masked_lm else BertModel)(config)
    model.save_pretrained(folder)
    if not safetensors:
        # transformers 5 always writes safetensors; a pickle-only checkpoint is made the old way.
        torch.save(model.state_dict(), folder / "pytorch_model.bin")
        (folder / "model.safetensors").unlink()
    tokenizer.save_pretrained(folder)
    return folder
