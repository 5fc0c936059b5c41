"""Fill in the blank with a masked language model (BERT family): the task it was pre-trained on.

People write a blank as ``[MASK]``, as the model's own mask token (``<mask>`` for RoBERTa) or as three or more
underscores; all are turned into the model's mask token.  The model reads the whole sentence once and gives,
at every blank, a probability for each word of its vocabulary: the *independent* top-k per blank, exactly what
``transformers.pipeline("fill-mask")`` reports.

With several blanks the independent guesses can clash ("the the"), so a *joint* fill is offered too: blanks
are filled left to right, keeping the ``joint_width`` best partial fills (a small beam), and the model is run
again with the earlier blanks filled in.  Its probability is the chain-rule product of those conditional
guesses, which is how a masked LM can be read as scoring a combination; it is labelled "joint
(left to right)".

Speed: the text is tokenised once, and the vocabulary projection (the largest matrix of a small masked LM) is
applied only at the blanks, not at every position.
"""

from __future__ import annotations

import math
import re
import threading
from dataclasses import dataclass
from typing import Any

from workbench.core.errors import InputError, WrongModelKind
from workbench.core.explore._common import ZOO_HINT, require_text, words_text
from workbench.core.models.abilities import is_causal, max_input_tokens
from workbench.core.words import QT_TRANSLATE_NOOP, translate

BLANK_PATTERN = r"\[mask\]|<mask>|_{3,}"
NO_BLANK_HINT = QT_TRANSLATE_NOOP("Explore", "Put [MASK] or ___ where the missing word goes.")


@dataclass(frozen=True)
class MaskPrediction:
    token: str  # the vocabulary entry as a word: "cat" (not "Ġcat"); "##ing" continues the word before
    token_id: int
    probability: float  # softmax over the whole vocabulary at this blank
    rank: int  # 1 = most likely


@dataclass(frozen=True)
class Blank:
    index: int  # 0 for the first blank of the text, 1 for the next, ...
    position: int  # its token position in the model's input
    predictions: tuple[MaskPrediction, ...]


@dataclass(frozen=True)
class JointFill:
    tokens: tuple[str, ...]  # one word per blank, left to right
    token_ids: tuple[int, ...]
    probability: float  # product of the left-to-right conditional probabilities
    log_probability: float
    text: str  # the user's text with the blanks filled in


@dataclass(frozen=True)
class FillMaskResult:
    model: str
    text: str  # as given
    model_text: str  # with every blank written as the model's mask token
    blanks: tuple[Blank, ...]  # independent top-k at each blank
    joint: tuple[JointFill, ...]  # best combinations when there are two blanks or more, else ()
    joint_method: str  # how ``joint`` was made, in words
    input_tokens: int  # tokens the model read
    truncated: bool
    warnings: tuple[str, ...]


def default_masked_lm() -> str | None:
    """The model ``workbench fill`` uses when none is named: the first fill-in-the-blank model of the
    catalogue that the user downloaded, else the project's own embedded one; None if neither is here."""
    from workbench.core.models.zoo import zoo_rows

    usable = [row for row in zoo_rows() if "fill-mask" in row.entry.tasks and row.available_offline]
    usable.sort(key=lambda row: row.status == "embedded")  # a model the user chose to download comes first
    return usable[0].entry.id if usable else None


def normalise_blanks(text: str, mask_token: str) -> tuple[str, list[tuple[int, int]]]:
    """``text`` with every blank written as ``mask_token``, and where the blanks were in ``text``."""
    pattern = re.compile(f"{BLANK_PATTERN}|{re.escape(mask_token)}", re.IGNORECASE)
    spans = [match.span() for match in pattern.finditer(text)]
    return pattern.sub(lambda _: mask_token, text), spans


def tokenize_with_blanks(tokenizer: Any, text: str, *, model: Any = None) -> Any:
    """The tokens a masked model receives for ``text``: every blank (``___``, ``[MASK]``) as the mask token,
    not as the pieces of "___".  Character spans refer to ``text`` as typed, so a clicked piece can still be
    found in it."""
    from dataclasses import replace

    from workbench.core.explore.tokens import tokenize_text

    mask_token = getattr(tokenizer, "mask_token", None)
    if not mask_token:
        return tokenize_text(tokenizer, text, model=model)
    model_text, spans = normalise_blanks(text, mask_token)
    result = tokenize_text(tokenizer, model_text, model=model)
    # Where each blank sits in the model's text, and how much longer or shorter it became there.
    shifts, position, moved = [], 0, 0
    for start, end in spans:
        position = start + moved + len(mask_token)
        moved += len(mask_token) - (end - start)
        shifts.append((position, moved))

    def to_typed(offset: int) -> int:
        shift = 0
        for position, moved_here in shifts:
            if position <= offset:
                shift = moved_here
        return offset - shift

    pieces = tuple(
        replace(p, span=(to_typed(p.span[0]), to_typed(p.span[1])) if p.span else None) for p in result.pieces
    )
    return replace(result, text=text, pieces=pieces)


def fill_mask(loaded: Any, text: str, top_k: int = 10, *, joint_width: int = 3) -> FillMaskResult:
    """The likeliest words for every blank in ``text`` (see the module notes)."""
    import torch

    tokenizer, model = loaded.tokenizer, loaded.model
    require_text(
        text,
        translate("Explore", "There is no text to fill in."),
        translate("Explore", "Type a sentence and put [MASK] or ___ where the missing word goes."),
    )
    _require_masked_lm(loaded)
    model_text, spans = normalise_blanks(text, tokenizer.mask_token)
    if not spans:
        raise InputError(
            translate("Explore", "There is no blank to fill in."), translate("Explore", NO_BLANK_HINT)
        )
    ids = [int(i) for i in tokenizer(model_text)["input_ids"]]
    mask_id = int(tokenizer.mask_token_id)
    specials = {int(i) for i in tokenizer.all_special_ids}
    if all(i in specials for i in ids):
        raise InputError(
            translate(
                "Explore",
                "The text has only blanks and special tokens: there are no words for the model to go on.",
            ),
            translate("Explore", "Write a sentence around the blank, e.g. The [MASK] sat on the mat."),
        )
    warnings = []
    truncated = False
    limit = max_input_tokens(tokenizer, model)
    if limit is not None and len(ids) > limit:
        ids = _window_keeping_blanks(tokenizer, model_text, ids, mask_id, limit, loaded.name)
        truncated = True
        warnings.append(
            translate(
                "Explore",
                "The text is longer than {model} reads at once; it read {limit} tokens around the blanks.",
            ).format(model=loaded.name, limit=limit)
        )
    if loaded.newly_initialised:
        warnings.append(
            translate(
                "Explore",
                "{model} has no trained fill-in-the-blank head (it starts random), "
                "so its guesses mean nothing.",
            ).format(model=loaded.name)
        )
    positions = [i for i, token in enumerate(ids) if token == mask_id]
    top_k = max(1, min(int(top_k), model.config.vocab_size))
    input_ids = torch.tensor([ids], device=loaded.device.torch_device)
    with torch.inference_mode():
        logits = logits_at(model, input_ids, positions)[0].float()
        probs = torch.softmax(logits, dim=-1)
        values, indices = probs.topk(top_k, dim=-1)
        joint = _joint_fill(model, input_ids, positions, probs, joint_width) if len(positions) > 1 else []
    values_list, indices_list = values.tolist(), indices.tolist()
    words = words_text(
        tokenizer, [i for row in indices_list for i in row] + [i for _, fill in joint for i in fill]
    )
    blanks = []
    for b, (position, row_p, row_i) in enumerate(zip(positions, values_list, indices_list, strict=True)):
        preds = [
            MaskPrediction(words[b * top_k + r], token_id, p, r + 1)
            for r, (p, token_id) in enumerate(zip(row_p, row_i, strict=True))
        ]
        blanks.append(Blank(b, position, tuple(preds)))
    joint_fills = []
    offset = len(positions) * top_k
    for log_p, fill in joint:
        fill_words = tuple(words[offset : offset + len(fill)])
        offset += len(fill)
        joint_fills.append(
            JointFill(fill_words, tuple(fill), math.exp(log_p), log_p, _fill_text(text, spans, fill_words))
        )
    return FillMaskResult(
        model=loaded.name,
        text=text,
        model_text=model_text,
        blanks=tuple(blanks),
        joint=tuple(joint_fills),
        joint_method=f"joint (left to right): blanks filled in order, keeping the {joint_width} best at each",
        input_tokens=len(ids),
        truncated=truncated,
        warnings=tuple(warnings),
    )


def logits_at(model: Any, input_ids: Any, positions: list[int]) -> Any:
    """The masked LM's logits at ``positions`` only, shape (batch, len(positions), vocabulary).

    A pre-hook on the output projection hands it the hidden states of those positions alone, so the
    vocabulary-sized matrix product is done for the blanks instead of for every token.  The hook is active
    only for this thread's call; a head that does not go through its output-embedding module falls back to
    slicing the full logits."""
    import torch

    index = torch.tensor(positions, device=input_ids.device)
    head = model.get_output_embeddings() if hasattr(model, "get_output_embeddings") else None
    owner, applied = threading.get_ident(), []

    def only_blanks(module: Any, args: tuple) -> tuple | None:
        hidden = args[0] if args else None
        if threading.get_ident() != owner or applied or getattr(hidden, "dim", lambda: 0)() != 3:
            return None
        if hidden.shape[1] != input_ids.shape[1]:
            return None
        applied.append(True)
        return (hidden.index_select(1, index), *args[1:])

    handle = head.register_forward_pre_hook(only_blanks) if head is not None else None
    try:
        # No attention mask: nothing is padded, and without one the attention kernels skip the masking.
        logits = model(input_ids=input_ids).logits
    finally:
        if handle is not None:
            handle.remove()
    return logits if applied else logits.index_select(1, index)


def _joint_fill(model: Any, input_ids: Any, positions: list[int], probs: Any, width: int) -> list:
    """Beam search over the blanks, left to right: [(log probability, [token id per blank])], best first."""
    import torch

    width = max(1, width)
    first = probs[0].log().topk(width)
    beams = [(lp, [tok]) for lp, tok in zip(first.values.tolist(), first.indices.tolist(), strict=True)]
    for b in range(1, len(positions)):
        batch = input_ids.repeat(len(beams), 1)
        for row, (_, fill) in enumerate(beams):
            batch[row, positions[:b]] = torch.tensor(fill, device=batch.device)
        log_probs = torch.log_softmax(logits_at(model, batch, [positions[b]])[:, 0].float(), dim=-1)
        top = log_probs.topk(width, dim=-1)
        grown = [
            (lp + step_lp, [*fill, tok])
            for (lp, fill), row_lp, row_tok in zip(
                beams, top.values.tolist(), top.indices.tolist(), strict=True
            )
            for step_lp, tok in zip(row_lp, row_tok, strict=True)
        ]
        beams = sorted(grown, key=lambda beam: -beam[0])[:width]
    return beams


def _require_masked_lm(loaded: Any) -> None:
    tokenizer = loaded.tokenizer
    if is_causal(loaded):
        raise WrongModelKind(
            translate(
                "Explore",
                "{name} reads text left to right, so it cannot fill in a blank using the words after it.",
            ).format(name=loaded.name),
            translate(
                "Explore",
                "Fill-in-the-blank needs a masked language model (BERT, RoBERTa, ...). See how a "
                "left-to-right "
                "model guesses with the left-vs-both-sides comparison, or get a masked model from "
                "the Model zoo.",
            ),
        )
    if getattr(tokenizer, "mask_token", None) is None or loaded.task != "masked-lm":
        raise WrongModelKind(
            translate("Explore", "{name} has no fill-in-the-blank head (it was loaded as '{task}').").format(
                name=loaded.name, task=loaded.task
            ),
            translate(
                "Explore",
                "Load a masked language model (BERT, RoBERTa, DistilBERT, ...) for fill-in-the-blank.",
            )
            + " "
            + translate("Explore", ZOO_HINT),
        )


def _window_keeping_blanks(
    tokenizer: Any, model_text: str, ids: list[int], mask_id: int, limit: int, name: str
) -> list[int]:
    """The model's special tokens around the longest stretch of text that fits and holds every blank."""
    content = [int(i) for i in tokenizer(model_text, add_special_tokens=False)["input_ids"]]
    start = next(k for k in range(len(ids) - len(content) + 1) if ids[k : k + len(content)] == content)
    prefix, suffix = ids[:start], ids[start + len(content) :]
    room = limit - len(prefix) - len(suffix)
    blanks = [k for k, token in enumerate(content) if token == mask_id]
    if blanks[-1] - blanks[0] + 1 > room:
        raise InputError(
            translate(
                "Explore",
                "The text is longer than {name} reads at once ({limit} tokens), and its blanks are too "
                "far apart to keep them all: some would be cut off.",
            ).format(name=name, limit=limit),
            translate("Explore", "Shorten the text, or put the blanks closer together."),
        )
    lead = max(0, blanks[0] - (room - (blanks[-1] - blanks[0] + 1)) // 2)
    lead = min(lead, len(content) - room)
    return prefix + content[lead : lead + room] + suffix


def _fill_text(text: str, spans: list[tuple[int, int]], words: tuple[str, ...]) -> str:
    out, last = [], 0
    for (start, end), word in zip(spans, words, strict=False):
        joined = word[2:] if word.startswith("##") else word
        if word.startswith("##"):
            out.append(text[last:start].rstrip())
        else:
            out.append(text[last:start])
        out.append(joined)
        last = end
    out.append(text[last:])
    return "".join(out)
