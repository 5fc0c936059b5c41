"""A chat model's answers to prompts: the one way the workbench lets a model write.

Training's evaluations (the sample answers, the summaries scored by ROUGE-L), ``workbench predict`` with a
chat run and the future chat panel all call ``write_replies``.  Answers are greedy (always the likeliest next
token), so the same weights give the same answer every time and "before" and "after" compare like with like;
they stop at the end-of-text token or after ``max_new_tokens``.  Prompts are padded on the left, so that a
batch of prompts of different lengths is written at once.

An encoder-decoder (T5, BART) writes through ``write_from_texts``: the encoder reads the whole text (padded on
the right, as it was trained), the decoder writes the output from its start token, greedily as well.
"""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from workbench.core.training.objectives.chat_template import prompt_ids

REPLY_BATCH = 8  # prompts written at once


def write_replies(
    model: Any,
    tokenizer: Any,
    prompts: Sequence[Sequence[int]],
    device: Any,
    *,
    max_new_tokens: int,
    check_cancel: Callable[[], None] | None = None,
) -> list[str]:
    """The answer to each prompt (token ids as ``chat_template.prompt_ids`` gives them), as plain text."""
    import torch

    pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    replies: list[str] = []
    with _writing(model):
        for start in range(0, len(prompts), REPLY_BATCH):
            if check_cancel is not None:
                check_cancel()
            chunk = [list(p) for p in prompts[start : start + REPLY_BATCH]]
            width = max(len(p) for p in chunk)
            new_tokens = min(max_new_tokens, _context_size(model) - width)
            if new_tokens < 1:  # the prompt fills the model's whole context: no room for an answer
                replies += [""] * len(chunk)
                continue
            ids = torch.tensor([[pad_id] * (width - len(p)) + p for p in chunk], device=device)
            mask = torch.tensor([[0] * (width - len(p)) + [1] * len(p) for p in chunk], device=device)
            out = model.generate(
                input_ids=ids,
                attention_mask=mask,
                max_new_tokens=new_tokens,
                do_sample=False,
                pad_token_id=pad_id,
                eos_token_id=tokenizer.eos_token_id,
            )
            for row in out[:, width:].tolist():
                replies.append(tokenizer.decode(row, skip_special_tokens=True).strip())
    return replies


def write_from_texts(
    model: Any,
    tokenizer: Any,
    texts: Sequence[str],
    device: Any,
    *,
    max_new_tokens: int,
    max_input_tokens: int,
    check_cancel: Callable[[], None] | None = None,
) -> list[str]:
    """An encoder-decoder's output for each text (read up to ``max_input_tokens`` tokens), as plain text."""
    import torch

    pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else 0
    outputs: list[str] = []
    with _writing(model):
        for start in range(0, len(texts), REPLY_BATCH):
            if check_cancel is not None:
                check_cancel()
            chunk = [
                list(ids)
                for ids in tokenizer(
                    list(texts[start : start + REPLY_BATCH]), truncation=True, max_length=max_input_tokens
                )["input_ids"]
            ]
            width = max(len(ids) for ids in chunk)
            ids = torch.tensor([ids + [pad_id] * (width - len(ids)) for ids in chunk], device=device)
            mask = torch.tensor([[1] * len(ids) + [0] * (width - len(ids)) for ids in chunk], device=device)
            out = model.generate(
                input_ids=ids,
                attention_mask=mask,
                max_new_tokens=max_new_tokens,
                do_sample=False,
                num_beams=1,
                pad_token_id=pad_id,
            )
            outputs += [text.strip() for text in tokenizer.batch_decode(out, skip_special_tokens=True)]
    return outputs


@contextlib.contextmanager
def _writing(model: Any) -> Iterator[None]:
    """``model`` in eval mode, without gradients and without generation's advice about sampling settings it
    does not use; its mode is put back afterwards, however the writing ends."""
    import torch

    was_training = model.training
    model.eval()
    try:
        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield
    finally:
        model.train(was_training)


def _context_size(model: Any) -> int:
    """The most tokens ``model`` reads (prompt and answer together)."""
    config = model.config
    size = getattr(config, "max_position_embeddings", None) or getattr(config, "n_positions", None)
    return int(size) if size else 1_000_000


def answer(
    model: Any,
    tokenizer: Any,
    conversations: Sequence[Sequence[dict[str, str]]],
    device: Any,
    *,
    max_new_tokens: int = 200,
    check_cancel: Callable[[], None] | None = None,
) -> list[str]:
    """The model's next answer to each conversation (messages ending with the user's), through the model's
    chat template."""
    prompts = [prompt_ids(tokenizer, c) for c in conversations]
    return write_replies(
        model, tokenizer, prompts, device, max_new_tokens=max_new_tokens, check_cancel=check_cancel
    )
