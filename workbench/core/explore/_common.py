"""Small helpers shared by the explore modules: text checks, token text, settings checks.  What a model can do
(its kind, how much it reads, a forward pass) is in ``workbench.core.models.abilities``.

Nothing here imports torch at module level; the functions that need it import it when called.
"""

from __future__ import annotations

from typing import Any

from workbench.core.errors import InputError
from workbench.core.words import QT_TRANSLATE_NOOP, translate

ZOO_HINT = QT_TRANSLATE_NOOP(
    "Explore", "Download one from the Model zoo (e.g. distilroberta-base or bert-base-uncased) while online."
)


def require_text(text: str, message: str, hint: str) -> str:
    """``text`` unchanged, or InputError(message, hint) when it is empty or only spaces (the message says what
    the text was for: "There is no text to fill in.")."""
    if not isinstance(text, str) or not text.strip():
        raise InputError(message, hint)
    return text


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
            translate(
                "Explore", "The temperature must be a number of 0 or more, not {temperature!r}."
            ).format(temperature=temperature),
            translate(
                "Explore",
                "1.0 leaves the probabilities as the model gave them; 0.5 sharpens them, 2.0 flattens them.",
            ),
        )
    if temperature == 0 and not allow_zero:
        raise InputError(
            translate("Explore", "Sampling needs a temperature above 0."),
            translate(
                "Explore",
                "Temperature 0 always picks the top token: choose greedy for that, or a temperature such "
                "as 0.7.",
            ),
        )
    return float(temperature)
