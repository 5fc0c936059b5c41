"""Small helpers shared by the explore modules: model checks, input limits, forward passes and token text.

Nothing here imports torch at module level; the functions that need it import it when called.
"""

from __future__ import annotations

import functools
import inspect
from typing import Any

from workbench.core.errors import InputError, WrongModelKind

ZOO_HINT = "Download one from the Model zoo (e.g. distilroberta-base or bert-base-uncased) while online."
# Architectures whose position numbers start after the padding index, so two positions are never used.
_OFFSET_POSITIONS = {"roberta", "xlm-roberta", "camembert", "data2vec-text", "roberta-prelayernorm", "xmod"}
_HUGE = 10**8  # tokenizers without a known limit report about 1e30


def require_text(text: str, what: str, hint: str) -> str:
    """``text`` unchanged, or InputError("There is no text ...") when it is empty or only spaces."""
    if not isinstance(text, str) or not text.strip():
        raise InputError(f"There is no text {what}.", hint)
    return text


def is_causal(loaded: Any) -> bool:
    """True for left-to-right models (GPT-2, Llama, ...), whichever task they were loaded for."""
    if loaded.task == "causal-lm":
        return True
    config = loaded.model.config
    names = " ".join(getattr(config, "architectures", None) or [])
    return bool(getattr(config, "is_decoder", False)) or "CausalLM" in names or "LMHeadModel" in names


def require_causal(loaded: Any) -> None:
    """WrongModelKind unless ``loaded`` can predict the next token."""
    if loaded.task == "causal-lm":
        return
    if loaded.task == "masked-lm" or getattr(loaded.tokenizer, "mask_token", None):
        raise WrongModelKind(
            f"{loaded.name} fills in blanks using the words on both sides; it does not predict the next word.",
            "Choose a left-to-right model such as smollm2-135m, or use Fill in the blank with this one.",
        )
    raise WrongModelKind(
        f"{loaded.name} was not loaded as a left-to-right language model, so it cannot predict the next word.",
        "Choose a left-to-right model such as smollm2-135m.",
    )


def max_input_tokens(tokenizer: Any, model: Any = None) -> int | None:
    """How many tokens the model reads at once: the smaller of the tokenizer's and the position table's limit."""
    limits = []
    tok_limit = getattr(tokenizer, "model_max_length", None)
    if isinstance(tok_limit, int) and 0 < tok_limit < _HUGE:
        limits.append(tok_limit)
    config = getattr(model, "config", None)
    positions = getattr(config, "max_position_embeddings", None) if config is not None else None
    if isinstance(positions, int) and 0 < positions < _HUGE:
        if getattr(config, "model_type", "") in _OFFSET_POSITIONS:
            positions -= (getattr(config, "pad_token_id", None) or 0) + 1
        limits.append(positions)
    return min(limits) if limits else None


def word_text(tokenizer: Any, token_id: int) -> str:
    """A vocabulary entry as the word a reader sees: word-start markers removed, surrounding spaces trimmed.

    WordPiece continuations keep their "##" ("##ing"), which tells the reader the piece joins the word before.
    """
    return tokenizer.decode([int(token_id)], clean_up_tokenization_spaces=False).strip()


def words_text(tokenizer: Any, ids: list[int]) -> list[str]:
    """``word_text`` for many ids at once (one call into the tokenizer)."""
    texts = tokenizer.batch_decode([[int(i)] for i in ids], clean_up_tokenization_spaces=False)
    return [t.strip() for t in texts]


def special_ids(tokenizer: Any) -> set[int]:
    return {int(i) for i in getattr(tokenizer, "all_special_ids", []) if i is not None}


@functools.lru_cache(maxsize=64)
def _accepts(model_class: type, name: str) -> bool:
    try:
        return name in inspect.signature(model_class.forward).parameters
    except (TypeError, ValueError):
        return False


def forward(model: Any, input_ids: Any, *, last_only: bool = False, **kwargs: Any) -> Any:
    """One forward pass without gradients.  ``last_only`` asks the model for the last position's logits only
    (``logits_to_keep=1``), which skips the vocabulary projection everywhere else when the model supports it.
    The caller wraps this in torch.inference_mode()."""
    if last_only and _accepts(type(model), "logits_to_keep"):
        kwargs["logits_to_keep"] = 1
    return model(input_ids=input_ids, **kwargs)


def eos_token_ids(model: Any, tokenizer: Any) -> tuple[int, ...]:
    """The tokens that end a text for this model (generation config first, as ``model.generate`` does)."""
    for source in (getattr(model, "generation_config", None), model.config):
        value = getattr(source, "eos_token_id", None) if source is not None else None
        if value is not None:
            return tuple(int(v) for v in (value if isinstance(value, (list, tuple)) else [value]))
    value = getattr(tokenizer, "eos_token_id", None)
    return (int(value),) if value is not None else ()


def check_temperature(temperature: float, allow_zero: bool = True) -> float:
    if not isinstance(temperature, (int, float)) or temperature != temperature or temperature < 0:
        raise InputError(
            f"The temperature must be a number of 0 or more, not {temperature!r}.",
            "1.0 leaves the probabilities as the model gave them; 0.5 sharpens them, 2.0 flattens them.",
        )
    if temperature == 0 and not allow_zero:
        raise InputError(
            "Sampling needs a temperature above 0.",
            "Temperature 0 always picks the top token: choose greedy for that, or a temperature such as 0.7.",
        )
    return float(temperature)
