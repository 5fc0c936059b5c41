"""What a loaded model can do, for the explorer and for training alike: whether it predicts the next token,
how many tokens it reads at once, and one forward pass.

Nothing here imports torch at module level.
"""

from __future__ import annotations

import functools
import inspect
from typing import Any

from workbench.core.errors import WrongModelKind
from workbench.core.words import translate

# Architectures whose position numbers start after the padding index, so two positions are never used.
_OFFSET_POSITIONS = {"roberta", "xlm-roberta", "camembert", "data2vec-text", "roberta-prelayernorm", "xmod"}
_HUGE = 10**8  # tokenizers without a known limit report about 1e30


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
            translate(
                "Models",
                "{name} fills in blanks using the words on both sides; it does not predict the next word.",
            ).format(name=loaded.name),
            translate(
                "Models",
                "Choose a left-to-right model such as smollm2-135m, or use Fill in the blank with this one.",
            ),
        )
    raise WrongModelKind(
        translate(
            "Models",
            "{name} was not loaded as a left-to-right language model, so it cannot predict the next word.",
        ).format(name=loaded.name),
        translate("Models", "Choose a left-to-right model such as smollm2-135m."),
    )


def max_input_tokens(tokenizer: Any, model: Any = None) -> int | None:
    """How many tokens the model reads at once: the smaller of the tokenizer's and the position
    table's limit."""
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
