"""How a model sees text: the pieces a tokenizer cuts it into, and what each special token is for.

The lesson is that rare words are split into pieces ("playing" -> "play", "##ing") and that
special tokens such as [CLS], [SEP], [MASK] and [PAD] each have a job.  Pieces are shown readably whatever the
tokenizer's own markers are:

- WordPiece (BERT) keeps its "##" prefix: it *is* the lesson, the piece continues the word before it;
- byte-level BPE (GPT-2, RoBERTa, SmolLM2) writes a space as "Ġ" and odd bytes as other letters: the piece is
  turned back into text and a leading space is shown as "␣"; a piece that is only part of a character is shown
  as its bytes, e.g. "<0xC3>";
- sentencepiece (Llama, T5, ALBERT, XLM-R) marks a word start with "▁", shown as "␣" too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from workbench.core.explore._common import special_ids
from workbench.core.models.abilities import max_input_tokens
from workbench.core.words import QT_TRANSLATE_NOOP, translate

VISIBLE_SPACE = "␣"
_VISIBLE = {" ": VISIBLE_SPACE, "\n": "↵", "\t": "⇥", "\r": "␍"}

# (tokenizer attribute, short name, what the token is for), in the order a shared token is named by:
# RoBERTa's <s> is both its CLS and its BOS token and is described as CLS.
SPECIAL_ROLES = (
    ("mask_token", "MASK", QT_TRANSLATE_NOOP("TokenPiece", "hides a word for the model to guess")),
    (
        "cls_token",
        "CLS",
        QT_TRANSLATE_NOOP("TokenPiece", "starts the sequence; its final vector stands for the whole text"),
    ),
    (
        "sep_token",
        "SEP",
        QT_TRANSLATE_NOOP("TokenPiece", "marks the end of a sentence, or separates two sentences"),
    ),
    ("bos_token", "BOS", QT_TRANSLATE_NOOP("TokenPiece", "marks the beginning of a text")),
    ("eos_token", "EOS", QT_TRANSLATE_NOOP("TokenPiece", "marks the end of a text")),
    (
        "pad_token",
        "PAD",
        QT_TRANSLATE_NOOP(
            "TokenPiece", "fills a short text up to the length of the longest in a batch; ignored"
        ),
    ),
    ("unk_token", "UNK", QT_TRANSLATE_NOOP("TokenPiece", "stands for something the vocabulary cannot spell")),
)


@dataclass(frozen=True)
class TokenPiece:
    """One token of a text, as the model receives it."""

    index: int  # position in the model's input
    token_id: int
    piece: str  # the vocabulary entry exactly as the tokenizer stores it ("Ġcat", "##ing", "▁the")
    display: str  # the piece for people: "␣cat", "##ing", "␣the", "[CLS]"
    is_special: bool
    role_name: str = ""  # "CLS", "SEP", "MASK", "PAD", "BOS", "EOS", "UNK", "special" or "" for text
    role: str = ""  # what a special token is for, in plain words; "" for ordinary pieces
    starts_word: bool = True  # False for pieces that continue the word before ("##ing", "ing")
    word_index: int | None = None  # which word of the text the piece belongs to (None for special tokens)
    span: tuple[int, int] | None = None  # characters of the text it covers (None where unknown or added)


@dataclass(frozen=True)
class TokenizationResult:
    text: str
    pieces: tuple[TokenPiece, ...]
    count: int  # number of tokens, special ones included
    max_length: int | None  # the most tokens the model reads at once (None when unknown)
    over_limit: bool  # True when the text has more tokens than the model reads
    scheme: str  # "WordPiece", "byte-level BPE", "sentencepiece BPE", "Unigram", ...

    @property
    def ids(self) -> tuple[int, ...]:
        return tuple(p.token_id for p in self.pieces)

    @property
    def special_count(self) -> int:
        return sum(p.is_special for p in self.pieces)


def tokenize_text(
    tokenizer: Any,
    text: str,
    max_length: int | None = None,
    *,
    model: Any = None,
    add_special_tokens: bool = True,
) -> TokenizationResult:
    """Cut ``text`` into the model's tokens and describe each one.  Never truncates: ``over_limit`` tells the
    caller that the model would only read the first ``max_length`` tokens (taken from ``model`` and the
    tokenizer when not given)."""
    limit = max_length if max_length is not None else max_input_tokens(tokenizer, model)
    try:
        encoding = tokenizer(text, add_special_tokens=add_special_tokens, return_offsets_mapping=True)
    except (NotImplementedError, ValueError, TypeError):  # tokenizers written in Python know no offsets
        encoding = tokenizer(text, add_special_tokens=add_special_tokens)
    ids = [int(i) for i in encoding["input_ids"]]
    offsets = encoding.get("offset_mapping") or [None] * len(ids)
    try:
        word_ids = encoding.word_ids()
    except (AttributeError, ValueError):
        word_ids = [None] * len(ids)
    pieces_raw = tokenizer.convert_ids_to_tokens(ids)
    specials = special_ids(tokenizer)
    roles = _role_table(tokenizer)
    byte_level = is_byte_level(tokenizer)
    pieces = []
    for index, (token_id, raw) in enumerate(zip(ids, pieces_raw, strict=True)):
        special = token_id in specials
        role_name, role = (
            roles.get(token_id, ("special", translate("TokenPiece", "a special token of this model")))
            if special
            else ("", "")
        )
        span = offsets[index]
        if span is not None and (special or span[0] == span[1]):
            span = None
        pieces.append(
            TokenPiece(
                index=index,
                token_id=token_id,
                piece=raw,
                display=raw if special else display_piece(raw, byte_level),
                is_special=special,
                role_name=role_name,
                role=role,
                starts_word=special or _starts_word(raw, index, word_ids),
                word_index=None if special else word_ids[index],
                span=tuple(span) if span is not None else None,
            )
        )
    return TokenizationResult(
        text=text,
        pieces=tuple(pieces),
        count=len(ids),
        max_length=limit,
        over_limit=limit is not None and len(ids) > limit,
        scheme=tokenizer_scheme(tokenizer),
    )


def merge_pieces(tokenizer: Any, ids: list[int] | tuple[int, ...], skip_special_tokens: bool = False) -> str:
    """The text that token ids spell, with pieces joined into whole words ("play" + "##ing" -> "playing")."""
    return tokenizer.decode(
        [int(i) for i in ids], skip_special_tokens=skip_special_tokens, clean_up_tokenization_spaces=False
    )


def display_piece(piece: str, byte_level: bool) -> str:
    """A vocabulary entry made readable (see the module notes)."""
    if byte_level:
        raw = _byte_level_bytes(piece)
        if raw is not None:
            try:
                return _visible(raw.decode("utf-8"))
            except UnicodeDecodeError:
                return "".join(f"<0x{b:02X}>" for b in raw)
    if "▁" in piece:
        return piece.replace("▁", VISIBLE_SPACE)
    return _visible(piece)


def is_byte_level(tokenizer: Any) -> bool:
    """True for byte-level BPE vocabularies (GPT-2, RoBERTa, SmolLM2), which store a space as "Ġ"."""
    unk = getattr(tokenizer, "unk_token_id", None)
    space = tokenizer.convert_tokens_to_ids("Ġ")
    return isinstance(space, int) and space != unk and tokenizer.convert_tokens_to_ids("Ā") not in (None, unk)


def tokenizer_scheme(tokenizer: Any) -> str:
    """The tokenizer's algorithm in the words a lecture uses."""
    backend = getattr(tokenizer, "backend_tokenizer", None)
    model = type(getattr(backend, "model", None)).__name__ if backend is not None else ""
    if model == "BPE":
        return "byte-level BPE" if is_byte_level(tokenizer) else "sentencepiece BPE"
    return {"WordPiece": "WordPiece", "Unigram": "Unigram (sentencepiece)", "WordLevel": "whole words"}.get(
        model, model or type(tokenizer).__name__
    )


def _role_table(tokenizer: Any) -> dict[int, tuple[str, str]]:
    table: dict[int, tuple[str, str]] = {}
    for attribute, name, role in SPECIAL_ROLES:
        token_id = getattr(tokenizer, f"{attribute}_id", None)
        if isinstance(token_id, int) and token_id not in table:
            table[token_id] = (name, translate("TokenPiece", role))
    return table


def _starts_word(piece: str, index: int, word_ids: list[int | None]) -> bool:
    if piece.startswith("##"):
        return False
    if piece.startswith(("Ġ", "▁")):
        return True
    word = word_ids[index] if index < len(word_ids) else None
    previous = word_ids[index - 1] if 0 < index <= len(word_ids) else None
    return word is None or word != previous


_BYTE_DECODER: dict[str, int] | None = None


def _byte_level_bytes(piece: str) -> bytes | None:
    """The bytes a byte-level BPE piece stands for, or None if it is not made of the byte alphabet."""
    global _BYTE_DECODER
    if _BYTE_DECODER is None:
        printable = [
            *range(ord("!"), ord("~") + 1),
            *range(ord("¡"), ord("¬") + 1),
            *range(ord("®"), ord("ÿ") + 1),
        ]
        table, extra = {}, 0
        for byte in range(256):
            if byte in printable:
                table[chr(byte)] = byte
            else:
                table[chr(256 + extra)] = byte
                extra += 1
        _BYTE_DECODER = table
    try:
        return bytes(_BYTE_DECODER[char] for char in piece)
    except KeyError:
        return None


def visible_token(token: str) -> str:
    """A generated token as labels show it: a leading space (a new word) as ␣, line breaks as ⏎."""
    shown = VISIBLE_SPACE + token[1:] if token.startswith(" ") else token
    return shown.replace("\n", "⏎") or "(empty)"


def _visible(text: str) -> str:
    return "".join(_VISIBLE.get(char, char) for char in text)
