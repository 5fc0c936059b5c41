"""Rendering conversations through a chat template: the loss counts exactly the answers' tokens (their end
token included), with the model's own template or the plain one a model without gets, and a template that
rewrites earlier turns is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.training_data import tiny_gpt2_folder  # noqa: F401 - fixture
from workbench.core.errors import ConfigError
from workbench.core.training.objectives.chat_template import (
    PLAIN_TEMPLATE,
    describe_tokens,
    prompt_ids,
    render,
    show_tokens,
    use_chat_template,
)

# A template in the style of chat models: a default system message, each turn "role: text" closed by the
# end-of-text token, and the generation prompt "assistant:".
OWN_TEMPLATE = (
    "{% if messages[0]['role'] != 'system' %}{{ 'system: be kind' + eos_token }}{% endif %}"
    "{% for m in messages %}{{ m['role'] + ': ' + m['content'] + eos_token }}{% endfor %}"
    "{% if add_generation_prompt %}{{ 'assistant:' }}{% endif %}"
)
CONVERSATION = (
    {"role": "user", "content": "the cat sat"},
    {"role": "assistant", "content": "a dog ran."},
    {"role": "user", "content": "the man?"},
    {"role": "assistant", "content": "was on the mat"},
)


@pytest.fixture
def tokenizer(tiny_gpt2_folder: Path):  # noqa: F811
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(tiny_gpt2_folder)


def counted_text(tokenizer, rendered) -> list[str]:
    """The counted tokens as runs of text, one per answer."""
    runs, current = [], []
    for token, counted in zip(rendered.input_ids, rendered.counted, strict=True):
        if counted:
            current.append(token)
        elif current:
            runs.append(tokenizer.decode(current))
            current = []
    return runs + ([tokenizer.decode(current)] if current else [])


def test_a_model_without_a_template_gets_the_plain_one_and_the_learner_is_told(tokenizer) -> None:
    assert not tokenizer.chat_template
    note = use_chat_template(tokenizer)
    assert tokenizer.chat_template == PLAIN_TEMPLATE and "no chat template of its own" in note
    assert use_chat_template(tokenizer) is None  # it has one now
    rendered = render(tokenizer, CONVERSATION[:2])
    text = tokenizer.decode(rendered.input_ids)
    assert text == "User: the cat sat\nAssistant: a dog ran.<|endoftext|>\n"
    assert counted_text(tokenizer, rendered) == [" a dog ran.<|endoftext|>"]


def test_with_the_model_s_own_template_only_the_answers_count(tokenizer) -> None:
    tokenizer.chat_template = OWN_TEMPLATE
    assert use_chat_template(tokenizer) is None
    rendered = render(tokenizer, CONVERSATION)
    eos = "<|endoftext|>"
    assert tokenizer.decode(rendered.input_ids) == (
        f"system: be kind{eos}user: the cat sat{eos}assistant: a dog ran.{eos}user: the man?{eos}"
        f"assistant: was on the mat{eos}"
    )
    assert counted_text(tokenizer, rendered) == [f" a dog ran.{eos}", f" was on the mat{eos}"]
    # what the model is given to write the second answer ends exactly where that answer starts
    asked = prompt_ids(tokenizer, CONVERSATION[:3])
    first_counted = max(i for i, c in enumerate(rendered.counted) if not c and i < len(asked)) + 1
    assert list(rendered.input_ids[: len(asked)]) == asked and first_counted == len(asked)


def test_the_learner_sees_every_token_and_which_ones_the_loss_counts(tokenizer) -> None:
    shown = show_tokens(tokenizer, CONVERSATION[:2])  # installs the plain template, as training does
    assert "".join(t.text for t in shown) == "User: the cat sat\nAssistant: a dog ran.<|endoftext|>\n"
    assert "".join(t.text for t in shown if t.counted) == " a dog ran.<|endoftext|>"
    text = describe_tokens(shown)
    assert "[+ dog]" in text and "[ cat]" in text
    assert f"{len(shown)} tokens; the loss counts the {sum(t.counted for t in shown)} marked" in text


def test_a_template_that_rewrites_earlier_turns_is_refused_in_plain_words(tokenizer) -> None:
    # it writes the last assistant turn one way and earlier ones another: no answer can be located
    tokenizer.chat_template = (
        "{% for m in messages %}{% if loop.last %}{{ m['role'] + ': ' + m['content'] + eos_token }}"
        "{% else %}{{ m['content'] + ' ' }}{% endif %}{% endfor %}"
        "{% if add_generation_prompt %}{{ 'assistant:' }}{% endif %}"
    )
    with pytest.raises(ConfigError, match="writes earlier turns of a conversation differently"):
        render(tokenizer, CONVERSATION)


def test_a_tokenizer_without_an_end_token_is_refused(tokenizer) -> None:
    tokenizer.eos_token = None
    with pytest.raises(ConfigError, match="no end-of-text token"):
        use_chat_template(tokenizer)


def test_conversations_longer_than_the_maximum_are_cut_with_a_note(tokenizer) -> None:
    from workbench.core.training.config import TrainConfig
    from workbench.core.training.data.chat import ChatDataset
    from workbench.core.training.objectives.chat import ChatObjective

    objective = ChatObjective(TrainConfig(objective="chat"))
    objective.check_model(None, tokenizer, "lora", ())  # installs the plain template, with its note
    long_question = ({"role": "user", "content": "the cat " * 30}, {"role": "assistant", "content": "a dog"})
    data = ChatDataset((CONVERSATION[:2], CONVERSATION, long_question))
    encoded = objective.encode(tokenizer, data, 24, None)
    assert len(encoded) == 2  # the long question left no room for its answer
    assert all(len(ids) <= 24 for ids in encoded.input_ids) and encoded.references == (
        "a dog ran.",
        "was on the mat",
    )
    assert encoded.shown == ("the cat sat", "the man?")
    assert any("no chat template of its own" in note for note in objective.notes)
    assert any(
        "2 of 3 conversations are longer than 24 tokens" in n and "1 lost their whole answer" in n
        for n in objective.notes
    )
