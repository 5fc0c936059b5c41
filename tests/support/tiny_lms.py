"""Tiny, randomly initialised language models of several families, saved to disk with real tokenizers.

They load through ``workbench.core.models.loading.load_model`` like any downloaded model, so the explore code
can be checked against transformers on every tokenizer kind: WordPiece (DistilBERT), byte-level BPE (RoBERTa,
GPT-2) and sentencepiece-style BPE with "▁" word starts and byte fallback (Llama).  The BPE vocabularies are
written here from a small word list: every word gets a chain of merges that builds it letter by letter, and a
few words are left without their last merge so that they split into pieces ("playing" -> "play" + "ing").
"""

from __future__ import annotations

from pathlib import Path

from tests.support.tiny_models import write_wordpiece_vocab

# Words that get a whole-word token.  "playing", "jumped" and "slept" are spelt from other tokens.
BPE_WORDS = [
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
    "shop",
    "buy",
    "milk",
    "man",
    "went",
    "play",
    "ing",
    "is",
    "was",
    "once",
    "upon",
    "time",
    "jump",
    "ed",
    "sle",
    "pt",
    "The",
    "Once",
]
PUNCTUATION = [".", ",", "!", "?"]


def byte_level_alphabet() -> list[str]:
    """The 256 printable stand-ins that byte-level BPE uses for bytes (GPT-2's table: space is "Ġ")."""
    printable = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1))
    printable += list(range(ord("®"), ord("ÿ") + 1))
    codes, extra = [], 0
    for byte in range(256):
        if byte in printable:
            codes.append(chr(byte))
        else:
            codes.append(chr(256 + extra))
            extra += 1
    return codes


def _chain_merges(word: str, vocab: dict[str, int], merges: list[tuple[str, str]]) -> None:
    """Merges that build ``word`` left to right ("c a" -> "ca", "ca t" -> "cat"), adding each
    step to vocab."""
    current = word[0]
    for char in word[1:]:
        merged = current + char
        if merged not in vocab:
            vocab[merged] = len(vocab)
            merges.append((current, char))
        current = merged


def byte_level_bpe(specials: list[str]) -> tuple[dict[str, int], list[tuple[str, str]]]:
    """(vocab, merges) for a byte-level BPE with ``specials`` first, every byte, and the words of BPE_WORDS
    both at the start of a text ("cat") and after a space ("Ġcat")."""
    vocab = {token: i for i, token in enumerate(specials)}
    for char in byte_level_alphabet():
        vocab.setdefault(char, len(vocab))
    merges: list[tuple[str, str]] = []
    for word in BPE_WORDS:
        _chain_merges("Ġ" + word, vocab, merges)
        _chain_merges(word, vocab, merges)
    return vocab, merges


def sentencepiece_bpe(specials: list[str]) -> tuple[dict[str, int], list[tuple[str, str]]]:
    """(vocab, merges) in the Llama style: "▁" marks a word start; unknown characters fall back to bytes."""
    vocab = {token: i for i, token in enumerate(specials)}
    for byte in range(256):
        vocab[f"<0x{byte:02X}>"] = len(vocab)
    for char in sorted({c for word in BPE_WORDS for c in word} | set("".join(PUNCTUATION)) | {"▁"}):
        vocab.setdefault(char, len(vocab))
    merges: list[tuple[str, str]] = []
    for word in BPE_WORDS:
        _chain_merges("▁" + word, vocab, merges)
        _chain_merges(word, vocab, merges)
    return vocab, merges


def _save(model, tokenizer, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def save_tiny_distilbert(folder: Path, seed: int = 0) -> Path:
    """A 2-layer DistilBERT masked LM with a lower-casing WordPiece tokenizer."""
    import torch
    from transformers import DistilBertConfig, DistilBertForMaskedLM, DistilBertTokenizer

    torch.manual_seed(seed)
    words = write_wordpiece_vocab(folder).read_text(encoding="utf-8").split()
    tokenizer = DistilBertTokenizer(vocab={word: i for i, word in enumerate(words)})
    config = DistilBertConfig(
        vocab_size=len(tokenizer), dim=32, n_layers=2, n_heads=2, hidden_dim=37, max_position_embeddings=64
    )
    return _save(DistilBertForMaskedLM(config), tokenizer, folder)


def save_tiny_roberta(folder: Path, seed: int = 0, max_positions: int = 66) -> Path:
    """A 2-layer RoBERTa masked LM with a byte-level BPE tokenizer ("<mask>", "Ġ" word starts).

    RoBERTa's positions start after the padding index, so ``max_positions=66`` lets it read 64 tokens."""
    import torch
    from tokenizers import AddedToken
    from transformers import RobertaConfig, RobertaForMaskedLM, RobertaTokenizer

    torch.manual_seed(seed)
    vocab, merges = byte_level_bpe(["<s>", "<pad>", "</s>", "<unk>", "<mask>"])
    # As in roberta-base, "<mask>" swallows the space before it, so "the <mask>" predicts "Ġcat".
    mask = AddedToken("<mask>", lstrip=True, rstrip=False, special=True, normalized=False)
    tokenizer = RobertaTokenizer(
        vocab=vocab, merges=merges, mask_token=mask, model_max_length=max_positions - 2
    )
    config = RobertaConfig(
        vocab_size=len(tokenizer),
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=37,
        max_position_embeddings=max_positions,
        pad_token_id=1,
        bos_token_id=0,
        eos_token_id=2,
    )
    return _save(RobertaForMaskedLM(config), tokenizer, folder)


def save_tiny_gpt2(folder: Path, seed: int = 0, n_positions: int = 64) -> Path:
    """A 2-layer GPT-2 causal LM with a byte-level BPE tokenizer; "<|endoftext|>" is its only
    special token."""
    import torch
    from transformers import GPT2Config, GPT2LMHeadModel, GPT2Tokenizer

    torch.manual_seed(seed)
    vocab, merges = byte_level_bpe(["<|endoftext|>"])
    tokenizer = GPT2Tokenizer(vocab=vocab, merges=merges, model_max_length=n_positions)
    config = GPT2Config(
        vocab_size=len(tokenizer),
        n_embd=32,
        n_layer=2,
        n_head=2,
        n_positions=n_positions,
        bos_token_id=0,
        eos_token_id=0,
    )
    return _save(GPT2LMHeadModel(config), tokenizer, folder)


def save_tiny_llama(folder: Path, seed: int = 0) -> Path:
    """A 2-layer Llama causal LM with a sentencepiece-style BPE tokenizer that adds "<s>" at the start."""
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM, LlamaTokenizer

    torch.manual_seed(seed)
    vocab, merges = sentencepiece_bpe(["<unk>", "<s>", "</s>"])
    tokenizer = LlamaTokenizer(vocab=vocab, merges=merges, model_max_length=128, add_bos_token=True)
    config = LlamaConfig(
        vocab_size=len(tokenizer),
        hidden_size=32,
        intermediate_size=48,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=128,
        bos_token_id=1,
        eos_token_id=2,
    )
    return _save(LlamaForCausalLM(config), tokenizer, folder)


def save_tiny_t5(folder: Path, seed: int = 0) -> Path:
    """A 2 + 2-layer T5 encoder-decoder with the tiny WordPiece tokenizer: [SEP] ends a text (it is the
    end-of-text token the decoder learns to stop with) and [PAD] starts the decoder, as T5's
    pad token does."""
    import torch
    from transformers import BertTokenizerFast, T5Config, T5ForConditionalGeneration

    torch.manual_seed(seed)
    words = write_wordpiece_vocab(folder).read_text(encoding="utf-8").split()
    tokenizer = BertTokenizerFast(vocab={word: i for i, word in enumerate(words)}, eos_token="[SEP]")
    config = T5Config(
        vocab_size=len(tokenizer),
        d_model=32,
        d_kv=8,
        d_ff=64,
        num_layers=2,
        num_decoder_layers=2,
        num_heads=4,
        pad_token_id=tokenizer.pad_token_id,
        eos_token_id=tokenizer.eos_token_id,
        decoder_start_token_id=tokenizer.pad_token_id,
    )
    return _save(T5ForConditionalGeneration(config), tokenizer, folder)
