"""How a conversation becomes the tokens a chat model sees, and which of them the loss counts.

A chat model was taught to read conversations in its own layout (its *chat template*): SmolLM2 wraps each
message in ``<|im_start|>role`` ... ``<|im_end|>`` and adds a system message of its own.  Training renders
every example through that same template (``tokenizer.apply_chat_template``), so the model learns in the
layout it will be asked in.  A model without a template gets ``PLAIN_TEMPLATE`` ("User: …" / "Assistant: …",
each answer closed by the end-of-text token), written into its tokenizer so that the kept and exported model
carries it, and the learner is told (``use_chat_template`` returns that note).

Only the answers teach: the loss counts the tokens of each assistant turn (its end-of-turn token included,
so the model learns to stop) and nothing of the prompt, the system message or the template's markers.  The
answer's tokens are found from the template itself: the conversation rendered up to the answer with the
generation prompt (``add_generation_prompt=True``) is where the answer starts, rendered through the answer it
is where it ends.  That holds only when rendering a shorter conversation gives the start of the longer one's
text; a template that rewrites earlier turns breaks it and is refused in plain words.  ``show_tokens`` lays
the result out for the learner: every token with a flag "the loss counts this".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from workbench.core.errors import ConfigError
from workbench.core.words import translate

PLAIN_TEMPLATE = (
    "{% for message in messages %}"
    "{% if message['role'] == 'system' %}{{ message['content'] + '\n\n' }}"
    "{% elif message['role'] == 'user' %}{{ 'User: ' + message['content'] + '\n' }}"
    "{% else %}{{ 'Assistant: ' + message['content'] + eos_token + '\n' }}{% endif %}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ 'Assistant:' }}{% endif %}"
)


@dataclass(frozen=True)
class RenderedChat:
    """A conversation as token ids, with ``counted[i]`` True where the loss counts token ``i``
    (an answer's)."""

    input_ids: tuple[int, ...]
    counted: tuple[bool, ...]


@dataclass(frozen=True)
class ShownToken:
    """One token as the learner sees it: its text and whether the loss counts it."""

    text: str
    counted: bool


def use_chat_template(tokenizer: Any) -> str | None:
    """Make sure ``tokenizer`` has a chat template: its own, or ``PLAIN_TEMPLATE`` (returns a note saying so;
    None when the model has its own).  Also needs an end-of-text token, which closes every answer."""
    if getattr(tokenizer, "eos_token", None) is None:
        raise ConfigError(
            translate(
                "Training",
                "This model's tokenizer has no end-of-text token, so a trained answer could never say it is "
                "done.",
            ),
            translate("Training", "Choose a causal language model such as SmolLM2 or GPT-2."),
        )
    if getattr(tokenizer, "chat_template", None):
        return None
    tokenizer.chat_template = PLAIN_TEMPLATE
    return translate(
        "Training",
        "This model has no chat template of its own, so a plain one is used: “User: …” then “Assistant: …”, "
        "each answer closed by {marker}. The exported model keeps it; for answers in the layout a chat model "
        "was taught, choose one with a template, such as SmolLM2 Instruct.",
    ).format(marker=tokenizer.eos_token)


def render_text(
    tokenizer: Any, messages: Sequence[dict[str, str]], *, generation_prompt: bool = False
) -> str:
    """The template's text of ``messages`` (ending with the cue for the assistant's turn when asked)."""
    return tokenizer.apply_chat_template(
        list(messages), tokenize=False, add_generation_prompt=generation_prompt
    )


def token_ids(tokenizer: Any, text: str) -> list[int]:
    """The ids of rendered text: a template writes its own special tokens, so none are added."""
    return list(tokenizer(text, add_special_tokens=False)["input_ids"])


def prompt_ids(tokenizer: Any, messages: Sequence[dict[str, str]]) -> list[int]:
    """The ids a model is given to write the next answer to ``messages`` (which end with a user turn)."""
    return token_ids(tokenizer, render_text(tokenizer, messages, generation_prompt=True))


def render(tokenizer: Any, conversation: Sequence[dict[str, str]]) -> RenderedChat:
    """``conversation`` as the model sees it, with the answer tokens flagged (see the module doc)."""
    full_text = render_text(tokenizer, conversation)
    ids = token_ids(tokenizer, full_text)
    counted = [False] * len(ids)
    for k, message in enumerate(conversation):
        if message["role"] != "assistant":
            continue
        before = render_text(tokenizer, conversation[:k], generation_prompt=True)
        through = render_text(tokenizer, conversation[: k + 1]).rstrip()
        if not full_text.startswith(before) or not full_text.startswith(through):
            raise ConfigError(
                translate(
                    "Training",
                    "This model's chat template writes earlier turns of a conversation differently once "
                    "later "
                    "turns follow, so the workbench cannot tell which tokens are the answers.",
                ),
                translate("Training", "Give one question and answer per example, or choose another model."),
            )
        start = _shared_length(ids, token_ids(tokenizer, before))
        end_ids = token_ids(tokenizer, through)
        end = _shared_length(ids, end_ids)
        if end < len(end_ids):  # the answer's last token merged with what follows: count it too
            end += 1
        for i in range(start, min(end, len(ids))):
            counted[i] = True
    return RenderedChat(tuple(ids), tuple(counted))


def show_tokens(tokenizer: Any, conversation: Sequence[dict[str, str]]) -> list[ShownToken]:
    """Every token the model sees for ``conversation``, with whether the loss counts it: for the wizard's
    preview and ``workbench train --show-template``.  Installs the plain template first if the model has
    none, as training does."""
    use_chat_template(tokenizer)
    rendered = render(tokenizer, conversation)
    return [
        ShownToken(tokenizer.decode([i]), c)
        for i, c in zip(rendered.input_ids, rendered.counted, strict=True)
    ]


def describe_tokens(tokens: Sequence[ShownToken]) -> str:
    """``show_tokens`` as text: each token in brackets, the counted ones marked ``[+…]``, then a tally."""
    parts = [f"[{'+' if t.counted else ''}{t.text}]" for t in tokens]
    counted = sum(t.counted for t in tokens)
    return (
        "".join(parts)
        + f"\n{len(tokens)} tokens; the loss counts the {counted} marked [+…] (the answer), not the other "
        f"{len(tokens) - counted}."
    )


def _shared_length(a: Sequence[int], b: Sequence[int]) -> int:
    """How many leading ids ``a`` and ``b`` share."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n
