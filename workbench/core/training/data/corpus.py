"""Plain text for language-model adaptation (continued pre-training on the user's own text).

A corpus is a ``.txt`` file (or a folder of them) with one passage per line: a tweet, a support ticket, a
paragraph.  Blank lines are skipped.  The same encodings as labelled data are read (UTF-8 with or without a
BOM, UTF-16 with a BOM, a Western European fallback that is reported).

For training, passages are tokenized and packed into blocks of at most ``max_length`` tokens, so short
passages do not waste a whole padded row each:

- masked LM: ``[CLS] passage [SEP] passage [SEP] ...``: passages are kept whole where they fit, a passage
  longer than a block is cut into block-sized pieces.
- causal LM: passages joined by the end-of-text token and cut into blocks of exactly ``max_length`` tokens
  (the last one shorter), the way GPT-style models are pre-trained.
"""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import Cancelled, InputError, TrainingError
from workbench.core.training.data.batching import EncodedTexts
from workbench.core.words import translate

TEXT_SUFFIXES = (".txt", ".text", ".md")
_TOKENIZE_CHUNK = 512  # passages tokenized between two looks at the cancel flag


@dataclass(frozen=True)
class TextCorpus:
    """Passages of plain text.  ``labels`` and ``label_names`` are empty, so a run folder stores a corpus the
    way it stores labelled data."""

    texts: tuple[str, ...]
    notes: tuple[str, ...] = ()
    labels: tuple[int, ...] = ()
    label_names: tuple[str, ...] = ()

    def __len__(self) -> int:
        return len(self.texts)

    @property
    def words(self) -> int:
        return sum(len(text.split()) for text in self.texts)


def read_text_corpus(path: Path) -> TextCorpus:
    """The passages of a text file, or of every text file in a folder (sorted by name)."""
    from workbench.core.training.data.gate import decode_file, regular_file

    path = Path(path).expanduser()
    if path.is_dir():
        files = sorted(p for p in path.iterdir() if p.is_file() and p.suffix.lower() in TEXT_SUFFIXES)
        if not files:
            raise InputError(
                translate("TrainingData", "The folder {path} has no text files (.txt).").format(path=path),
                translate("TrainingData", "Choose a .txt file or a folder of them."),
            )
    else:
        files = [regular_file(path)]  # a DataError names what the path is when it is no ordinary file
    texts: list[str] = []
    notes: list[str] = []
    for file in files:
        try:
            content, _, file_notes = decode_file(file)  # a DataError says what is wrong with the file
        except OSError as exc:
            raise InputError(
                translate("TrainingData", "{name} cannot be read ({reason}).").format(
                    name=file.name, reason=exc.strerror or exc
                )
            ) from exc
        notes += file_notes
        texts += [line.strip() for line in content.splitlines() if line.strip()]
    if not texts:
        raise InputError(
            translate("TrainingData", "{name} has no text in it.").format(name=path.name),
            translate("TrainingData", "Choose a file with your texts, one passage per line."),
        )
    return TextCorpus(tuple(texts), tuple(notes))


def split_text_corpus(
    corpus: TextCorpus, val_fraction: float, seed: int, max_examples: int | None = None
) -> tuple[TextCorpus, TextCorpus]:
    """(training, validation) passages, shuffled with ``seed``; at least one passage in each.
    ``max_examples`` limits the training part, after the validation part is split off."""
    if len(corpus) < 2:
        raise TrainingError(
            translate(
                "TrainingData",
                "Adapting a language model needs at least two passages: one to learn from, one to check on.",
            ),
            translate("TrainingData", "Add more text, one passage per line."),
        )
    order = list(range(len(corpus)))
    random.Random(seed).shuffle(order)
    n_val = min(len(corpus) - 1, max(1, round(val_fraction * len(corpus))))
    val = [corpus.texts[i] for i in sorted(order[:n_val])]
    train = [corpus.texts[i] for i in sorted(order[n_val:])]
    notes = list(corpus.notes)
    if max_examples is not None and max_examples < len(train):
        keep = sorted(random.Random(seed + 1).sample(range(len(train)), max_examples))
        train = [train[i] for i in keep]
        notes.append(
            translate("TrainingData", "Using {count} of the training passages, as asked.").format(
                count=max_examples
            )
        )
    return TextCorpus(tuple(train), tuple(notes)), TextCorpus(tuple(val), tuple(notes))


TOKENS_PER_WORD = (
    1.2  # WordPiece and BPE tokens per word of everyday English (1.18-1.20 on the built-in texts)
)


def estimated_blocks(texts: Sequence[str], max_length: int) -> int:
    """About how many blocks ``pack_blocks`` makes of ``texts``, from their words alone (no tokenizer): the
    tokens, a separator per passage, and a tenth more for blocks that end early to keep a passage whole.
    Good for a step estimate before the model is loaded."""
    tokens = sum(len(str(text).split()) for text in texts) * TOKENS_PER_WORD + len(texts)
    return max(1, math.ceil(1.1 * tokens / max(1, max_length - 1)))


def pack_blocks(
    tokenizer: Any,
    texts: Sequence[str],
    max_length: int,
    task: str,
    cancel: threading.Event | None = None,
) -> EncodedTexts:
    """Token blocks for a model of ``task`` ("masked-lm" or "causal-lm"), see the module doc; raises
    ``Cancelled``."""
    pieces = _tokenize(tokenizer, texts, cancel)
    if task == "masked-lm":
        blocks = _pack_mlm(tokenizer, pieces, max_length)
    else:
        blocks = _pack_clm(tokenizer, pieces, max_length)
    return EncodedTexts(input_ids=tuple(blocks), token_type_ids=None, labels=())


def _tokenize(tokenizer: Any, texts: Sequence[str], cancel: threading.Event | None) -> list[list[int]]:
    pieces: list[list[int]] = []
    for start in range(0, len(texts), _TOKENIZE_CHUNK):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        chunk = [str(t) for t in texts[start : start + _TOKENIZE_CHUNK]]
        encoded = tokenizer(chunk, add_special_tokens=False, truncation=False, verbose=False)
        pieces += [list(ids) for ids in encoded["input_ids"] if ids]
    return pieces


def _pack_mlm(tokenizer: Any, pieces: list[list[int]], max_length: int) -> list[tuple[int, ...]]:
    start = tokenizer.cls_token_id if tokenizer.cls_token_id is not None else tokenizer.bos_token_id
    sep = tokenizer.sep_token_id if tokenizer.sep_token_id is not None else tokenizer.eos_token_id
    if sep is None:
        raise TrainingError(
            translate("Training", "This model's tokenizer has no separator token, so texts cannot be joined.")
        )
    prefix = [start] if start is not None else []
    room = max_length - len(prefix)
    blocks: list[tuple[int, ...]] = []
    current: list[int] = []
    for ids in pieces:
        for cut in range(0, len(ids), room - 1):
            part = ids[cut : cut + room - 1] + [sep]
            if len(current) + len(part) > room:
                blocks.append(tuple(prefix + current))
                current = []
            current += part
    if current:
        blocks.append(tuple(prefix + current))
    return blocks


def _pack_clm(tokenizer: Any, pieces: list[list[int]], max_length: int) -> list[tuple[int, ...]]:
    end = tokenizer.eos_token_id if tokenizer.eos_token_id is not None else tokenizer.sep_token_id
    stream: list[int] = []
    for ids in pieces:
        stream += ids + ([end] if end is not None else [])
    return [tuple(stream[i : i + max_length]) for i in range(0, len(stream), max_length)]
