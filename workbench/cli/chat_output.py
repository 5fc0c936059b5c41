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
    from workbench.core.training.objectives.language import pretraining_objective

    if pretraining_objective(config.model) == "seq2seq":
        return _show_pair(config, train_data)
    tokenizer = load_tokenizer(config.model)
    note = use_chat_template(tokenizer)
    if note:
        print(note, file=sys.stderr)
    print(describe_tokens(show_tokens(tokenizer, train_data.conversations[0])))
    return 0


def _show_pair(config: Any, train_data: Any) -> int:
    """An encoder-decoder has no chat template: print the first example's text as the encoder reads it and
    its summary as the decoder learns to write it (every token of which the loss counts)."""
    from workbench.core.models.loading import load_tokenizer_and_config
    from workbench.core.training.data.chat import summarised_text
    from workbench.core.training.objectives.seq2seq import input_prefix

    found = load_tokenizer_and_config(config.model)
    tokenizer, first = found.tokenizer, train_data.conversations[0]
    read = tokenizer(input_prefix(found.config) + summarised_text(first))["input_ids"]
    written = tokenizer(text_target=first[-1]["content"])["input_ids"]
    print("The encoder reads: " + "".join(f"[{tokenizer.decode([i])}]" for i in read))
    print("The decoder learns to write: " + "".join(f"[+{tokenizer.decode([i])}]" for i in written))
    print(f"{len(read)} tokens read; the loss counts all {len(written)} tokens of the summary.")
    return 0


def score_replies(args: Any, data: Any) -> int:
    """``evaluate`` with a chat or summarising run: ROUGE-L of its answers on a file with answers, and the
    examples it did worst on."""
    import json

    from workbench.cli.progress import loading
    from workbench.cli.stopping import ctrl_c_cancels
    from workbench.core.use.chat import open_chat, score_replies_file, writes_summaries

    chat = loading(args.model, open_chat)
    summaries = writes_summaries(args.model) or chat.summarises
    with ctrl_c_cancels() as cancel:
        scores = score_replies_file(chat, data, summaries=summaries, cancel=cancel)
    if args.json:
        print(json.dumps(scores.to_dict(), indent=2))
        return 0
    what = "texts summarised" if summaries else "prompts answered"
    print(
        f"ROUGE-L {scores.rouge_l:.1%} on {scores.examples:,} {what} (words shared in order with "
        "the file's answers)"
    )
    for worst in scores.worst[:5]:
        print(f"  asked: {_one_line(worst.prompt, 90)}")
        print(f"    expected: {_one_line(worst.reference, 160)}")
        print(f"    answered: {_one_line(worst.reply, 160)}  (ROUGE-L {worst.rouge_l:.0%})")
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
