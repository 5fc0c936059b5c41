"""Left-only versus both-sides context for one blank: the lecture's key contrast between
decoders and encoders.

In "The man went to the ___ to buy milk" the words after the blank ("buy milk") point to "store"; a
left-to-right model predicting the next word sees only "The man went to the".  Three views of the same blank:

(a) both sides, by a masked LM: its top words for the blank (None when no masked LM is given);
(b) both sides, by the causal LM: every candidate word is put into the blank and the *whole* sentence is
    scored (the sum of the log-probabilities of all its tokens, from a start-of-text token on).  Candidates
    are the top words of (a) and (c) plus any the caller adds; their sentence probabilities are normalised
    over the candidate set, so (b)'s percentages are shares among those candidates, not over the
    whole vocabulary;
(c) left only, by the causal LM: its next-token distribution after the words before the blank, keeping tokens
    that start a new word; a word's probability there is that of its first token.

On SmolLM2-135M the example shows the effect: " store" is 5th in (c), behind " local", " bathroom", " market"
and " bar", and 1st in (b).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from workbench.core.errors import InputError, stop_if_cancelled
from workbench.core.explore._common import ZOO_HINT, require_text
from workbench.core.explore.fill_mask import BLANK_PATTERN, NO_BLANK_HINT, FillMaskResult, fill_mask
from workbench.core.explore.next_token import next_token
from workbench.core.models.abilities import require_causal
from workbench.core.words import translate

if TYPE_CHECKING:
    import threading

VIEWS = ("both_sides", "whole_sentence", "left_only")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_BATCH = 16


@dataclass(frozen=True)
class WordChoice:
    word: str
    probability: float
    rank: int  # 1 = most likely, among words (pieces that are not whole words are skipped)
    token_id: int


@dataclass(frozen=True)
class ScoredCandidate:
    word: str
    sentence: str  # the text with the word in the blank
    log_probability: float  # sum over all the sentence's tokens, by the causal LM
    probability: float  # normalised over the candidate words (they add up to 1)
    rank: int
    sources: tuple[str, ...]  # "both_sides", "left_only" and/or "given"


@dataclass(frozen=True)
class ContextComparison:
    text: str
    before: str  # the text before the blank
    after: str  # the text after the blank
    causal_model: str
    masked_model: str | None
    both_sides: tuple[WordChoice, ...] | None  # (a); None when no masked LM was given
    whole_sentence: tuple[ScoredCandidate, ...]  # (b), best first
    left_only: tuple[WordChoice, ...]  # (c)
    message: str  # why (a) is missing, or ""
    notes: tuple[str, ...]  # how to read each view

    def rank(self, word: str, view: str) -> int | None:
        """Rank of ``word`` (spaces and case ignored) in ``view`` ("both_sides", "whole_sentence" or
        "left_only"), or None if it is not listed there."""
        rows = getattr(self, view) or ()
        key = word.strip().lower()
        return next((row.rank for row in rows if row.word.strip().lower() == key), None)


def compare_contexts(
    text_with_one_blank: str,
    clm: Any,
    mlm: Any | None = None,
    top_k: int = 10,
    *,
    candidates: Sequence[str] = (),
    filled: FillMaskResult | None = None,
    cancel: threading.Event | None = None,
) -> ContextComparison:
    """The three views of the one blank in ``text_with_one_blank`` (see the module notes).  ``filled``: the
    masked model's answer for this text when the caller already has one, with ``both_sides_pool(top_k)``
    words or more at the blank; the masked model then does not run again.  ``cancel`` set stops the work
    between its model calls (``Cancelled``)."""
    text = require_text(
        text_with_one_blank,
        translate("Explore", "There is no text to compare."),
        translate("Explore", "Type a sentence with one blank, e.g. {example}").format(example=_EXAMPLE),
    )
    require_causal(clm)
    start, end = _one_blank(text, getattr(getattr(mlm, "tokenizer", None), "mask_token", None))
    before, after = text[:start], text[end:]
    if not before.strip():
        raise InputError(
            translate(
                "Explore",
                "The blank is the first word, so a left-to-right model has nothing before it to go on.",
            ),
            translate("Explore", "Put a few words before the blank, e.g. {example}").format(example=_EXAMPLE),
        )
    top_k = max(1, int(top_k))
    both = None
    message = ""
    if mlm is not None:
        model_text, pool = before + mlm.tokenizer.mask_token + after, both_sides_pool(top_k)
        if not _answers(filled, mlm, model_text, pool):
            filled = fill_mask(mlm, model_text, top_k=pool)
        both = both_sides_words(filled, top_k)
        stop_if_cancelled(cancel)
    else:
        message = (
            translate("Explore", "No fill-in-the-blank (masked) model is installed, so view (a) is missing.")
            + " "
            + translate("Explore", ZOO_HINT)
        )
    left = _left_only(clm, before.rstrip(), top_k)
    stop_if_cancelled(cancel)
    pool: dict[str, list[str]] = {}
    for source, rows in (("both_sides", both or ()), ("left_only", left)):
        for row in rows:
            pool.setdefault(row.word, []).append(source)
    for word in candidates:
        if word.strip():
            pool.setdefault(word.strip(), []).append("given")
    words = list(pool)
    sentences = [before + word + after for word in words]
    scores = sentence_log_probabilities(clm, sentences, cancel)
    norm = max(scores) + math.log(sum(math.exp(s - max(scores)) for s in scores))
    order = sorted(range(len(words)), key=lambda i: -scores[i])
    whole = tuple(
        ScoredCandidate(
            words[i], sentences[i], scores[i], math.exp(scores[i] - norm), r + 1, tuple(pool[words[i]])
        )
        for r, i in enumerate(order)
    )
    notes = (
        translate("Explore", "(a) both sides, masked model: its probability for each word in the blank."),
        translate(
            "Explore",
            "(b) both sides, left-to-right model: each of the {count} candidate sentences scored as a "
            "whole; the percentages are shares among these candidates only.",
        ).format(count=len(words)),
        translate(
            "Explore",
            "(c) left only: the left-to-right model's next-word guess after the words before the blank "
            "(probability of the word's first token).",
        ),
    )
    return ContextComparison(
        text=text,
        before=before,
        after=after,
        causal_model=clm.name,
        masked_model=mlm.name if mlm is not None else None,
        both_sides=both,
        whole_sentence=whole,
        left_only=left,
        message=message,
        notes=notes,
    )


def both_sides_words(filled: FillMaskResult, top_k: int) -> tuple[WordChoice, ...]:
    """View (a): the masked model's ``top_k`` whole words at the (one) blank of ``filled``, pieces skipped."""
    return _words([(p.token, p.probability, p.token_id) for p in filled.blanks[0].predictions], top_k)


def both_sides_pool(top_k: int) -> int:
    """How many of the masked model's words view (a) looks through to list ``top_k`` whole words."""
    return max(50, 5 * top_k)


def _answers(filled: FillMaskResult | None, mlm: Any, model_text: str, pool: int) -> bool:
    """Whether ``filled`` is ``mlm``'s answer for ``model_text``, wide enough for view (a)."""
    return (
        filled is not None
        and filled.model == mlm.name
        and filled.model_text == model_text
        and len(filled.blanks) == 1
        and len(filled.blanks[0].predictions) >= min(pool, mlm.model.config.vocab_size)
    )


def sentence_log_probabilities(
    clm: Any, sentences: list[str], cancel: threading.Event | None = None
) -> list[float]:
    """Each sentence's total log-probability under the causal LM, every token counted: a start-of-text token
    (the tokenizer's own, else its BOS or EOS token) is put in front so the first word is scored too.
    ``cancel`` set stops it between batches (``Cancelled``)."""
    import torch

    tokenizer, model = clm.tokenizer, clm.model
    start = tokenizer.bos_token_id if tokenizer.bos_token_id is not None else tokenizer.eos_token_id
    encoded = []
    for ids in tokenizer(sentences)["input_ids"]:
        ids = [int(i) for i in ids]
        if start is not None and (not ids or ids[0] != start):
            ids = [int(start), *ids]
        encoded.append(ids)
    totals: list[float] = []
    with torch.inference_mode():
        for first in range(0, len(encoded), _BATCH):
            stop_if_cancelled(cancel)
            chunk = encoded[first : first + _BATCH]
            width = max(len(ids) for ids in chunk)
            input_ids = torch.zeros((len(chunk), width), dtype=torch.long)
            mask = torch.zeros_like(input_ids)
            for row, ids in enumerate(chunk):
                input_ids[row, : len(ids)] = torch.tensor(ids)
                mask[row, : len(ids)] = 1
            device = clm.device.torch_device
            logits = model(input_ids=input_ids.to(device), attention_mask=mask.to(device)).logits.float()
            targets = input_ids[:, 1:].to(logits.device)
            picked = logits[:, :-1].gather(-1, targets[..., None])[..., 0] - torch.logsumexp(
                logits[:, :-1], -1
            )
            picked = picked * mask[:, 1:].to(picked.device)
            totals.extend(float(v) for v in picked.sum(-1))
    return totals


_EXAMPLE = "The man went to the ___ to buy milk."
VIEW_TOP = 8  # words each view of the Fill tab lists; (b) scores the union of (a)'s and (c)'s


def _one_blank(text: str, mask_token: str | None) -> tuple[int, int]:
    pattern = BLANK_PATTERN + (f"|{re.escape(mask_token)}" if mask_token else "")
    spans = [m.span() for m in re.finditer(pattern, text, re.IGNORECASE)]
    if not spans:
        raise InputError(
            translate("Explore", "There is no blank in the text."), translate("Explore", NO_BLANK_HINT)
        )
    if len(spans) > 1:
        raise InputError(
            translate("Explore", "The text has {count} blanks; this comparison looks at one.").format(
                count=len(spans)
            ),
            translate("Explore", "Keep one blank, e.g. {example}").format(example=_EXAMPLE),
        )
    return spans[0]


def _words(rows: list[tuple[str, float, int]], top_k: int) -> tuple[WordChoice, ...]:
    out: list[WordChoice] = []
    for word, probability, token_id in rows:
        word = word.strip()
        if _WORD.fullmatch(word) and all(c.word != word for c in out):
            out.append(WordChoice(word, probability, len(out) + 1, token_id))
            if len(out) == top_k:
                break
    return tuple(out)


def _left_only(clm: Any, before: str, top_k: int) -> tuple[WordChoice, ...]:
    result = next_token(clm, before, top_k=1)
    pieces = clm.tokenizer.convert_ids_to_tokens(result.top_ids.tolist())
    probs = [math.exp(float(v) - result.log_normaliser) for v in result.top_logits]
    rows = [
        (text, p, int(token_id))
        for text, piece, p, token_id in zip(result.top_tokens, pieces, probs, result.top_ids, strict=True)
        if text.startswith(" ") or piece.startswith(("Ġ", "▁"))
    ]
    return _words(rows, top_k)
