"""What the command line shows of a chat or summarising run: the template preview of ``workbench train
--show-template``, and each evaluation's scores with the sample prompts and the model's answers to them."""

from __future__ import annotations

import sys
from typing import Any


def show_template(config: Any, train_data: Any) -> int:
    """Print the first training example as the model sees it, the tokens the loss counts marked."""
    from workbench.core.models.loading import load_tokenizer
    from workbench.core.training.objectives.chat_template import (
        describe_tokens,
        show_tokens,
        use_chat_template,
    )

    if not hasattr(train_data, "conversations"):
        print("--show-template is for --task chat and --task summarize.", file=sys.stderr)
        return 2
    tokenizer = load_tokenizer(config.model)
    note = use_chat_template(tokenizer)
    if note:
        print(note, file=sys.stderr)
    print(describe_tokens(show_tokens(tokenizer, train_data.conversations[0])))
    return 0


def chat_evaluation_lines(m: Any, tag: str) -> list[str]:
    """A chat check as progress lines: its scores, then each sample prompt with the model's answer now."""
    rouge = f"  ROUGE-L {m.rouge_l:.3f}" if m.rouge_l is not None else ""
    lines = [
        f"evaluation at step {m.step}: loss {m.loss:.4f}  perplexity {m.perplexity:.2f}  answer-token "
        f"accuracy {m.accuracy:.3f}{rouge}" + (f"  ({tag})" if tag else "")
    ]
    for prompt, answer in m.samples:
        lines += [f"  asked: {_one_line(prompt, 90)}", f"  answer: {_one_line(answer, 300)}"]
    return lines


def _one_line(text: str, limit: int) -> str:
    flat = " / ".join(part.strip() for part in text.splitlines() if part.strip())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
