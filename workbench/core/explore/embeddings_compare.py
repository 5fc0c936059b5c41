"""Contextual embeddings: the same word gets a different vector in each sentence.

``compare_word_in_contexts`` finds every use of a word in two or more sentences ("bank" of a river, a bank
account; "I record the record" has two uses in one sentence), runs the model on each sentence, and reads the
word's vector at every layer (the input embeddings, then the output of each layer).  A word the tokenizer
cuts into several pieces is the mean of its pieces' vectors.  For every pair of uses it gives the cosine
similarity layer by layer: near 1 means the model sees the two uses alike.  In the embedding layer the word
is the same token everywhere, so only the position differs; higher layers mix in the sentence around it.
"""

from __future__ import annotations

import itertools
import re
import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from workbench.core.errors import InputError
from workbench.core.explore._common import special_ids
from workbench.core.explore.attention import keep_within
from workbench.core.models.abilities import is_causal, max_input_tokens
from workbench.core.words import translate

MAX_USES = 8  # 28 pairs are already more lines than a plot can show legibly


@dataclass(frozen=True)
class WordUse:
    """One occurrence of the word."""

    sentence_index: int  # 0-based, in the sentences given
    sentence: str
    span: tuple[int, int]  # characters of the sentence
    token_positions: tuple[int, ...]  # the pieces the word became, positions in the model's input
    pieces: tuple[str, ...]

    @property
    def label(self) -> str:
        """A short reminder of the context: up to three words either side of the use."""
        before = self.sentence[: self.span[0]].split()[-3:]
        after = self.sentence[self.span[1] :].split()[:3]
        word = self.sentence[self.span[0] : self.span[1]]
        return " ".join([*before, f"[{word}]", *after])


@dataclass(frozen=True, eq=False)
class WordInContexts:
    model: str
    word: str
    uses: tuple[WordUse, ...]
    layer_labels: tuple[str, ...]  # "embeddings", "layer 1", ... "layer N"
    pairs: tuple[tuple[int, int], ...]  # indices into ``uses``
    similarities: np.ndarray = field(repr=False)  # float32 [pairs, layers + 1]: cosine similarity
    causal: bool = False  # a left-to-right model: each use only sees the words before it
    warnings: tuple[str, ...] = ()
    seconds: float = 0.0

    def pair_label(self, pair_index: int) -> str:
        a, b = self.pairs[pair_index]
        return f"{a + 1} – {b + 1}"

    def top_layer(self) -> np.ndarray:
        return self.similarities[:, -1]


def find_uses(word: str, sentences: list[str]) -> list[tuple[int, tuple[int, int]]]:
    """(sentence index, character span) of every whole-word, case-insensitive occurrence of ``word``."""
    pattern = re.compile(rf"(?<!\w){re.escape(word)}(?!\w)", re.IGNORECASE)
    return [(i, m.span()) for i, sentence in enumerate(sentences) for m in pattern.finditer(sentence)]


def compare_word_in_contexts(loaded: Any, word: str, sentences: list[str]) -> WordInContexts:
    """Cosine similarity of ``word``'s vectors between every pair of its uses, at every layer."""
    started = time.perf_counter()
    word = (word or "").strip()
    sentences = [s.strip() for s in sentences if s and s.strip()]
    if not word:
        raise InputError(
            translate("Explore", "There is no word to follow."),
            translate("Explore", "Type a word that appears in every sentence, e.g. bank."),
        )
    if not sentences:
        raise InputError(
            translate("Explore", "There are no sentences."),
            translate("Explore", "Type two or more sentences that use the word, one a line."),
        )
    uses_found = find_uses(word, sentences)
    missing = [i + 1 for i in range(len(sentences)) if all(s != i for s, _ in uses_found)]
    if missing:
        which = ", ".join(str(i) for i in missing)
        raise InputError(
            (
                translate("Explore", "“{word}” is not in sentences {which}.")
                if len(missing) > 1
                else translate("Explore", "“{word}” is not in sentence {which}.")
            ).format(word=word, which=which),
            translate(
                "Explore", "Every sentence should use the word as a whole word (capitals do not matter)."
            ),
        )
    if len(uses_found) < 2:
        raise InputError(
            translate("Explore", "“{word}” appears only once, so there is nothing to compare.").format(
                word=word
            ),
            translate(
                "Explore",
                "Add a second sentence that uses it, e.g. one about a river bank and one about a bank "
                "account.",
            ),
        )
    warnings: list[str] = []
    if len(uses_found) > MAX_USES:
        appears = translate("Explore", "“{word}” appears {count} times; the first {most} are compared.")
        warnings.append(appears.format(word=word, count=len(uses_found), most=MAX_USES))
        uses_found = uses_found[:MAX_USES]

    tokenizer, model = loaded.tokenizer, loaded.model
    limit = max_input_tokens(tokenizer, model)
    vectors: list[np.ndarray] = []  # one [layers + 1, hidden] per use
    uses: list[WordUse] = []
    cache: dict[int, tuple[np.ndarray, list, list[int]]] = {}
    for sentence_index, span in uses_found:
        sentence = sentences[sentence_index]
        if sentence_index not in cache:
            cache[sentence_index] = _hidden_states(loaded, sentence, limit)
        states, offsets, ids = cache[sentence_index]
        positions = [
            i for i, (a, b) in enumerate(offsets) if b > a and a < span[1] and b > span[0]
        ]  # pieces that overlap the word
        if not positions:
            raise InputError(
                translate(
                    "Explore", "“{word}” in sentence {sentence} is past the {limit} tokens the model reads."
                ).format(word=word, sentence=sentence_index + 1, limit=limit),
                translate("Explore", "Use a shorter sentence."),
            )
        vectors.append(states[:, positions].mean(axis=1))
        pieces = tuple(tokenizer.convert_ids_to_tokens([ids[p] for p in positions]))
        uses.append(WordUse(sentence_index, sentence, span, tuple(positions), pieces))
    layers = vectors[0].shape[0]
    pairs = tuple(itertools.combinations(range(len(uses)), 2))
    similarities = np.stack([_cosine(vectors[a], vectors[b]) for a, b in pairs]).astype(np.float32)
    causal = is_causal(loaded)
    if causal:
        warnings.append(
            translate(
                "Explore", "{model} reads left to right: each use of “{word}” only sees the words before it."
            ).format(model=loaded.name, word=word)
        )
    return WordInContexts(
        model=loaded.name,
        word=word,
        uses=tuple(uses),
        layer_labels=("embeddings", *(f"layer {i}" for i in range(1, layers))),
        pairs=pairs,
        similarities=similarities,
        causal=causal,
        warnings=tuple(warnings),
        seconds=time.perf_counter() - started,
    )


def _hidden_states(loaded: Any, sentence: str, limit: int | None) -> tuple[np.ndarray, list, list[int]]:
    """float32 [layers + 1, tokens, hidden] for one sentence, each token's character span, and the ids."""
    import torch

    tokenizer, model = loaded.tokenizer, loaded.model
    try:
        encoding = tokenizer(sentence, return_offsets_mapping=True, verbose=False)
    except (
        NotImplementedError,
        ValueError,
        TypeError,
    ) as exc:  # tokenizers written in Python know no offsets
        raise InputError(
            translate("Explore", "The tokenizer of {name} cannot tell which tokens make up a word.").format(
                name=loaded.name
            ),
            translate("Explore", "Choose another model."),
        ) from exc
    all_ids = [int(i) for i in encoding["input_ids"]]
    keep = keep_within(all_ids, limit, special_ids(tokenizer)) if limit is not None else range(len(all_ids))
    ids = [all_ids[i] for i in keep]
    offsets = [tuple(encoding["offset_mapping"][i]) for i in keep]
    input_ids = torch.tensor([ids], device=loaded.device.torch_device)
    with torch.inference_mode():
        outputs = model(input_ids=input_ids, output_hidden_states=True, use_cache=False)
    hidden = getattr(outputs, "hidden_states", None) or getattr(outputs, "encoder_hidden_states", None)
    if not hidden:
        raise InputError(
            translate("Explore", "{name} does not return its layers' vectors.").format(name=loaded.name),
            translate("Explore", "Choose another model."),
        )
    states = torch.stack([h[0] for h in hidden]).float().cpu().numpy()
    return states, offsets, ids


def _cosine(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Row-wise cosine similarity of two [layers, hidden] arrays (float64 for the sums)."""
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    norms = np.linalg.norm(a64, axis=-1) * np.linalg.norm(b64, axis=-1)
    return (a64 * b64).sum(axis=-1) / np.maximum(norms, 1e-12)


def similarity_rows(result: WordInContexts) -> list[list[str]]:
    """The similarity of each pair of uses, layer by layer, as a table."""
    rows = [["pair", "use A", "use B", *result.layer_labels]]
    for index, (a, b) in enumerate(result.pairs):
        values = [f"{v:.6g}" for v in result.similarities[index]]
        rows.append([result.pair_label(index), result.uses[a].label, result.uses[b].label, *values])
    return rows
