"""Layer by layer predictions of a left-to-right model (the "logit lens").

A causal model turns its last layer's vector at the last position into next-token scores with a final
normalisation and the output head (``lm_head``).  Applying the same two steps to every earlier layer's vector
shows what the model "would say" if it stopped there: the bottom layers echo the input token, and the answer
settles in the upper layers.  The last row is the model's real prediction: its own
logits, not a re-computation.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from workbench.core.errors import InputError
from workbench.core.explore._common import require_text, words_text
from workbench.core.explore.next_token import words_text_raw
from workbench.core.models.abilities import max_input_tokens, require_causal
from workbench.core.words import translate

# Names of the final normalisation on the body of common causal architectures (Llama, Mistral, Qwen, SmolLM,
# Gemma: norm; GPT-2, GPT-J: ln_f; OPT: decoder.final_layer_norm; GPT-NeoX: final_layer_norm; Falcon...).
_FINAL_NORMS = ("norm", "ln_f", "final_layer_norm", "final_layernorm", "norm_f")


@dataclass(frozen=True)
class LensGuess:
    token: str  # the token's text, a leading space kept (" time")
    token_id: int
    probability: float


@dataclass(frozen=True)
class LogitLensRow:
    layer: int  # 0 = the input embeddings, then 1..N
    label: str  # "embeddings", "layer 1", ...
    top: LensGuess
    alternatives: tuple[LensGuess, ...]  # the next likeliest, best first
    final_probability: float  # what this layer gives the model's final answer
    final_rank: int  # that answer's rank at this layer (1 = top)


@dataclass(frozen=True)
class LogitLensResult:
    model: str
    text: str
    position_token: str  # the last token read, the one whose next token is predicted
    rows: tuple[LogitLensRow, ...]
    answer: LensGuess  # the model's own prediction (= rows[-1].top)
    first_layer_with_answer: int | None  # the lowest layer from which on the answer stays on top
    truncated: bool = False
    warnings: tuple[str, ...] = ()
    seconds: float = 0.0


def lower_half(result: LogitLensResult) -> tuple[LogitLensRow, ...]:
    """The rows of the lower half of the model: the embeddings up to the middle layer."""
    return result.rows[: (len(result.rows) - 1) // 2 + 1]


def logit_lens(loaded: Any, text: str, *, alternatives: int = 3) -> LogitLensResult:
    """The top next token after ``text`` read out at every layer of a left-to-right model."""
    import torch

    started = time.perf_counter()
    require_text(
        text,
        translate("Explore", "There is no text to continue."),
        translate("Explore", "Type the start of a sentence, e.g. Once upon a"),
    )
    require_causal(loaded)
    tokenizer, model = loaded.tokenizer, loaded.model
    ids = [int(i) for i in tokenizer(text)["input_ids"]]
    if not ids:
        raise InputError(
            translate("Explore", "The text gave no tokens to read."), translate("Explore", "Type some words.")
        )
    limit = max_input_tokens(tokenizer, model)
    truncated = limit is not None and len(ids) > limit
    if truncated:
        ids = ids[-limit:]
    norm, head = final_norm(model), model.get_output_embeddings()
    input_ids = torch.tensor([ids], device=loaded.device.torch_device)
    with torch.inference_mode():
        outputs = model(input_ids=input_ids, output_hidden_states=True, use_cache=False)
        hidden = outputs.hidden_states
        # The last entry of hidden_states is already normalised; the model's own logits stand for it.
        per_layer = [head(norm(h[0, -1])) for h in hidden[:-1]]
        per_layer.append(outputs.logits[0, -1])
        logits = torch.stack(per_layer).float()
        probabilities = logits.softmax(dim=-1)
        k = max(1, min(alternatives + 1, probabilities.shape[-1]))
        top_p, top_ids = probabilities.topk(k, dim=-1)
        answer_id = int(top_ids[-1, 0])
        answer_p = probabilities[:, answer_id]
        answer_rank = (probabilities > answer_p[:, None]).sum(dim=-1) + 1
    top_p, top_ids = top_p.cpu().tolist(), top_ids.cpu().tolist()
    unique = sorted({i for row in top_ids for i in row})
    texts = dict(zip(unique, words_text_raw(tokenizer, unique), strict=True))
    rows = []
    for layer, (ps, row_ids) in enumerate(zip(top_p, top_ids, strict=True)):
        guesses = [LensGuess(texts[i], int(i), float(p)) for p, i in zip(ps, row_ids, strict=True)]
        rows.append(
            LogitLensRow(
                layer=layer,
                label="embeddings" if layer == 0 else f"layer {layer}",
                top=guesses[0],
                alternatives=tuple(guesses[1:]),
                final_probability=float(answer_p[layer]),
                final_rank=int(answer_rank[layer]),
            )
        )
    first = None
    for row in reversed(rows):
        if row.top.token_id != answer_id:
            break
        first = row.layer
    warnings = ()
    if truncated:
        warnings = (
            translate(
                "Explore", "The text is longer than {model} reads at once; it read the last {count} tokens."
            ).format(model=loaded.name, count=len(ids)),
        )
    return LogitLensResult(
        model=loaded.name,
        text=text,
        position_token=words_text(tokenizer, [ids[-1]])[0],
        rows=tuple(rows),
        answer=rows[-1].top,
        first_layer_with_answer=first,
        truncated=truncated,
        warnings=warnings,
        seconds=time.perf_counter() - started,
    )


def final_norm(model: Any) -> Any:
    """The normalisation a causal model applies before its output head (identity if it has none)."""
    body = getattr(model, "base_model", model)
    for owner in (body, getattr(body, "decoder", None), model):
        for name in _FINAL_NORMS:
            module = getattr(owner, name, None) if owner is not None else None
            if callable(module):
                return module
    return lambda hidden: hidden
