"""Next-token prediction with a left-to-right model, and what temperature, top-k and top-p do to it.

The model gives a score (logit) to every token of its vocabulary; softmax turns the scores
into probabilities; temperature divides the scores first (0.5 sharper, 2.0 flatter); top-k and top-p cut the
tail before sampling.

``next_token`` runs the model once and keeps, besides the top predictions, the last position's logits for the
*whole* vocabulary (one float32 array, 200 kB for a 49k vocabulary).  ``reshape`` re-applies any temperature,
top-k and top-p from them without the model, and stays exact: the softmax denominator is the log-sum-exp over
the full vocabulary at the new temperature, not over the shown tokens only.  The top ``keep`` tokens (200 by
default) are also kept sorted with their text, which is what ``reshape`` returns rows for.

``softmax_table`` is the same arithmetic for hand-typed logits, laid out step by step for the board;
``softmax_from_text`` reads the words and logits as a person types them ("sat, ran", "2.5, 1.0").

``shown_bars`` is what the Next-token tab draws: the first ``BARS_SHOWN`` tokens, re-weighted by its controls.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import numpy as np

from workbench.core.errors import InputError
from workbench.core.explore._common import check_temperature, require_text
from workbench.core.models.abilities import forward, max_input_tokens, require_causal
from workbench.core.words import number, translate, typed_number

EXAMPLE_LOGITS = (2.5, 1.0, 0.5, 1.5)  # the lecture's worked example, for sat, ran, jumped, slept

BARS_SHOWN = 12  # bars the Next-token tab draws


@dataclass(frozen=True)
class NextTokenPrediction:
    token: str  # the token's text; a leading space (a new word) is kept: " time"
    token_id: int
    probability: float  # softmax over the whole vocabulary at the result's temperature
    logit: float  # the model's raw score
    rank: int  # 1 = most likely


@dataclass(frozen=True, eq=False)
class NextTokenResult:
    model: str
    text: str
    input_tokens: int
    temperature: float
    predictions: tuple[NextTokenPrediction, ...]
    top_ids: np.ndarray = field(repr=False)  # int64, the ``keep`` highest-scoring tokens, best first
    top_logits: np.ndarray = field(repr=False)  # float32, their logits
    top_tokens: tuple[str, ...] = field(repr=False)  # their text
    all_logits: np.ndarray = field(repr=False)  # float32, the last position's logits for the whole vocabulary
    log_normaliser: float = 0.0  # log-sum-exp of ``all_logits`` (temperature 1)
    truncated: bool = False
    warnings: tuple[str, ...] = ()
    seconds: float = 0.0


class ReshapedToken(NamedTuple):
    token: str
    probability: float  # softmax over the whole vocabulary at the new temperature
    kept: bool  # survives top-k and top-p
    token_id: int
    sampling_probability: float  # what sampling would use: renormalised over the kept tokens, 0 if cut


@dataclass(frozen=True)
class SoftmaxRow:
    label: str
    logit: float
    scaled: float  # logit / temperature
    exp: float  # e ** (scaled - shift)
    probability: float  # exp / total


@dataclass(frozen=True)
class SoftmaxTable:
    temperature: float
    rows: tuple[SoftmaxRow, ...]
    total: float  # sum of the exps
    shift: float = 0.0  # subtracted before exponentiating, only when the numbers would overflow


def next_token(
    loaded: Any, text: str, top_k: int = 10, temperature: float = 1.0, *, keep: int = 200
) -> NextTokenResult:
    """The ``top_k`` likeliest next tokens after ``text``, with probabilities at ``temperature``."""
    import torch

    started = time.perf_counter()
    require_text(
        text,
        translate("Explore", "There is no text to continue."),
        translate("Explore", "Type the start of a sentence, e.g. Once upon a"),
    )
    require_causal(loaded)
    temperature = check_temperature(temperature)
    tokenizer, model = loaded.tokenizer, loaded.model
    ids = [int(i) for i in tokenizer(text)["input_ids"]]
    if not ids:
        raise InputError(
            translate("Explore", "The text gave no tokens to read."), translate("Explore", "Type some words.")
        )
    ids, truncated = keep_last_tokens(ids, max_input_tokens(tokenizer, model), tokenizer)
    input_ids = torch.tensor([ids], device=loaded.device.torch_device)
    with torch.inference_mode():
        logits = forward(model, input_ids, last_only=True, use_cache=False).logits[0, -1].float()
        keep = max(1, min(int(keep), logits.shape[-1]))
        top_logits, top_ids = logits.topk(keep)
        lse = float(torch.logsumexp(logits, dim=-1))
    all_logits = _frozen(logits.cpu().numpy())
    top_logits_np, top_ids_np = _frozen(top_logits.cpu().numpy()), _frozen(top_ids.cpu().numpy())
    tokens = tuple(words_text_raw(tokenizer, top_ids_np.tolist()))
    n = max(1, min(int(top_k), keep))
    probs = _probabilities(all_logits, top_logits_np[:n], temperature)
    predictions = tuple(
        NextTokenPrediction(tokens[r], int(top_ids_np[r]), float(probs[r]), float(top_logits_np[r]), r + 1)
        for r in range(n)
    )
    warnings = ()
    if truncated:
        warnings = (
            translate(
                "Explore", "The text is longer than {model} reads at once; it read the last {count} tokens."
            ).format(model=loaded.name, count=len(ids)),
        )
    return NextTokenResult(
        model=loaded.name,
        text=text,
        input_tokens=len(ids),
        temperature=temperature,
        predictions=predictions,
        top_ids=top_ids_np,
        top_logits=top_logits_np,
        top_tokens=tokens,
        all_logits=all_logits,
        log_normaliser=lse,
        truncated=truncated,
        warnings=warnings,
        seconds=time.perf_counter() - started,
    )


def reshape(
    result: NextTokenResult,
    temperature: float,
    top_k: int | None = None,
    top_p: float | None = None,
    limit: int | None = None,
) -> list[ReshapedToken]:
    """The result's top tokens (the first ``limit`` of them; all ``keep`` by default), best first, re-weighted
    at ``temperature`` and marked with what survives ``top_k`` and then ``top_p``, in the order
    ``model.generate`` applies them: top-p keeps the smallest set of the best tokens whose probabilities,
    renormalised after top-k, reach ``top_p``.  ``top_k`` 0 or None and ``top_p`` 1 or None cut
    nothing.  Temperature 0 puts all the probability on the top token.  Exact over the whole vocabulary, and
    fast enough for a slider (a fraction of a millisecond; a top-p cut that reaches past the kept list sorts
    the vocabulary once)."""
    temperature = check_temperature(temperature)
    check_cutoffs(top_k, top_p)
    rows = len(result.top_ids) if limit is None else max(1, min(int(limit), len(result.top_ids)))
    probs = _probabilities(result.all_logits, result.top_logits[:rows], temperature)
    kept, kept_total = _cut(result.all_logits, result.top_logits, temperature, top_k, top_p)
    kept_rows = kept[:rows]
    return [
        ReshapedToken(
            token=result.top_tokens[r],
            probability=float(probs[r]),
            kept=bool(kept_rows[r]),
            token_id=int(result.top_ids[r]),
            sampling_probability=float(probs[r] / kept_total) if kept_rows[r] else 0.0,
        )
        for r in range(rows)
    ]


def shown_bars(
    result: NextTokenResult, temperature: float, top_k: int = 0, top_p: float = 1.0, limit: int = BARS_SHOWN
) -> list[ReshapedToken]:
    """The bars the Next-token tab draws for its controls: ``reshape`` of the first ``limit`` tokens, where a
    top-k of 0 and a top-p of 1.0 (or more) cut nothing."""
    return reshape(
        result, temperature, top_k=top_k or None, top_p=top_p if top_p < 1.0 else None, limit=limit
    )


def softmax_from_text(words: str, logits: str, temperature: float = 1.0) -> SoftmaxTable:
    """``softmax_table`` for words and logits typed as text, the words separated by commas: "sat, ran,
    jumped, slept" and "2.5, 1.0, 0.5, 1.5" (``read_logits``)."""
    labels = [w.strip() for w in words.split(",") if w.strip()]
    return softmax_table(read_logits(logits), labels, temperature)


def read_logits(text: str) -> list[float]:
    """Logits as a person types them: separated by commas ("2.5, 1.0") or by semicolons, between which a
    comma can only be a decimal point ("2,5; 1,0", as a language with a decimal comma writes them; read so
    in any language, so a scene saved in one plays in another)."""
    between = ";" if ";" in text else ","
    parts = [part.replace(",", ".") for part in text.split(between)]
    try:
        return [typed_number(part) for part in parts if part.strip()]
    except ValueError:
        example = written_logits(EXAMPLE_LOGITS)
        raise InputError(
            translate("Explore", "Logits must be numbers separated by commas or semicolons."),
            translate("Explore", "e.g. {logits}").format(logits=example),
        ) from None


def written_logits(values: Sequence[float]) -> str:
    """``values`` as ``read_logits`` reads them back, in the chosen language's numbers: "2.5, 1.0" in
    English, "2,5; 1,0" where the decimal point is a comma."""
    written = [number(v, ".1f") for v in values]
    return ("; " if any("," in w for w in written) else ", ").join(written)


def softmax_table(logits: list[float], labels: list[str], temperature: float = 1.0) -> SoftmaxTable:
    """Softmax of hand-typed logits, step by step: divide by the temperature, exponentiate, add up, divide.

    E.g. ``softmax_table([2.5, 1.0, 0.5, 1.5], ["sat", "ran", "jumped", "slept"])``."""
    temperature = check_temperature(temperature)
    if not logits or len(logits) != len(labels):
        raise InputError(
            translate("Explore", "Give one logit for each word."),
            translate("Explore", "e.g. logits {logits} for sat, ran, jumped, slept.").format(
                logits=written_logits(EXAMPLE_LOGITS)
            ),
        )
    values = [float(v) for v in logits]
    if any(not math.isfinite(v) for v in values):
        raise InputError(
            translate("Explore", "Every logit must be an ordinary number."),
            translate("Explore", "e.g. {logits}").format(logits=written_logits(EXAMPLE_LOGITS)),
        )
    if temperature == 0:
        best = max(range(len(values)), key=values.__getitem__)
        rows = tuple(
            SoftmaxRow(
                str(lab), v, math.copysign(math.inf, v) if v else 0.0, float(i == best), float(i == best)
            )
            for i, (lab, v) in enumerate(zip(labels, values, strict=True))
        )
        return SoftmaxTable(0.0, rows, 1.0)
    scaled = [v / temperature for v in values]
    shift = max(scaled) if max(scaled) > 50 or max(scaled) < -50 else 0.0
    exps = [math.exp(s - shift) for s in scaled]
    total = sum(exps)
    rows = tuple(
        SoftmaxRow(str(lab), v, s, e, e / total)
        for lab, v, s, e in zip(labels, values, scaled, exps, strict=True)
    )
    return SoftmaxTable(temperature, rows, total, shift)


def keep_last_tokens(ids: list[int], limit: int | None, tokenizer: Any) -> tuple[list[int], bool]:
    """``ids`` cut to the last ``limit`` tokens (keeping a leading start-of-text token), and
    whether it was cut."""
    if limit is None or len(ids) <= limit:
        return ids, False
    bos = getattr(tokenizer, "bos_token_id", None)
    if bos is not None and ids[0] == bos and limit > 1:
        return [ids[0], *ids[len(ids) - limit + 1 :]], True
    return ids[len(ids) - limit :], True


def _cut(
    all_logits: np.ndarray, top_logits: np.ndarray, temperature: float, top_k: int | None, top_p: float | None
) -> tuple[np.ndarray, float]:
    """(kept flags for ``top_logits``, total probability of everything kept in the whole vocabulary).

    Worked out on the top list; when the cut reaches past its end, again on the whole sorted vocabulary."""
    n = len(top_logits)
    if temperature == 0:
        return np.arange(n) == 0, 1.0
    cut_p = top_p is not None and top_p < 1.0
    kept = np.ones(n, dtype=bool)
    if not top_k and not cut_p:
        return kept, 1.0
    reaches_past_list = n < len(all_logits) and (not top_k or top_k > n)
    if top_k and top_k > n and reaches_past_list:
        return _cut_whole_vocabulary(all_logits, n, temperature, top_k, top_p)
    probs = _probabilities(all_logits, top_logits, temperature)
    if top_k:
        kept[int(top_k) :] = False
    if cut_p:
        mass = probs[kept].sum() if top_k else 1.0
        before = np.concatenate(([0.0], np.cumsum(probs / mass)[:-1]))
        kept &= before < top_p
        kept[0] = True
    if kept[-1] and reaches_past_list:
        return _cut_whole_vocabulary(all_logits, n, temperature, top_k, top_p)
    return kept, float(probs[kept].sum())


def _cut_whole_vocabulary(
    all_logits: np.ndarray, n: int, temperature: float, top_k: int | None, top_p: float | None
) -> tuple[np.ndarray, float]:
    kept, mass = _cut(all_logits, np.sort(all_logits)[::-1], temperature, top_k, top_p)
    return kept[:n], mass


def check_cutoffs(top_k: int | None, top_p: float | None) -> None:
    if top_k is not None and (not isinstance(top_k, int) or top_k < 0):
        raise InputError(
            translate("Explore", "top-k must be a whole number of 0 or more, not {top_k!r}.").format(
                top_k=top_k
            ),
            translate("Explore", "0 means no top-k cut."),
        )
    if top_p is not None and not (isinstance(top_p, (int, float)) and 0 < top_p <= 1):
        raise InputError(
            translate("Explore", "top-p must be above 0 and at most 1, not {top_p!r}.").format(top_p=top_p),
            translate("Explore", "1.0 means no top-p cut."),
        )


def words_text_raw(tokenizer: Any, ids: list[int]) -> list[str]:
    """Token texts as decoded, leading space kept (" time"): the next token may start a word or
    continue one."""
    return tokenizer.batch_decode([[i] for i in ids], clean_up_tokenization_spaces=False)


def _probabilities(all_logits: np.ndarray, logits: np.ndarray, temperature: float) -> np.ndarray:
    """Exact softmax probabilities of ``logits`` among ``all_logits`` at ``temperature`` (0:
    one-hot on the top)."""
    if temperature == 0:
        return (logits >= all_logits.max()).astype(np.float64) / max(
            1, int((all_logits >= all_logits.max()).sum())
        )
    scaled = all_logits.astype(np.float64) / temperature
    top = scaled.max()
    lse = top + math.log(float(np.exp(scaled - top).sum()))
    return np.exp(logits.astype(np.float64) / temperature - lse)


def _frozen(array: np.ndarray) -> np.ndarray:
    array.flags.writeable = False
    return array


__all__ = [
    "NextTokenPrediction",
    "NextTokenResult",
    "ReshapedToken",
    "SoftmaxRow",
    "SoftmaxTable",
    "next_token",
    "read_logits",
    "reshape",
    "shown_bars",
    "softmax_from_text",
    "softmax_table",
    "written_logits",
]
