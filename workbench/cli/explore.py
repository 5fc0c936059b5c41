"""The explore commands of the command line: ``fill``, ``next``, ``generate`` and ``tokens``.

Each command loads its model through ``workbench.core.models.loading``, calls the core in
``workbench.core.explore`` and prints either a small table or JSON.  Nothing heavy is imported until a command
runs, so ``workbench`` itself stays quick to start.  Problems the user can fix are WorkbenchErrors, which
``workbench.cli.main`` prints as plain messages.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

DEFAULT_CAUSAL_LM = "smollm2-135m"


def add_parsers(sub: Any) -> None:
    """Add the explore subcommands to the ``workbench`` parser's subparsers."""
    fill = sub.add_parser("fill", help="fill in the blank ([MASK] or ___) with a masked language model")
    fill.add_argument("text")
    fill.add_argument("--model", help="catalogue id, downloaded Hugging Face id or folder of a masked LM")
    fill.add_argument("--top", type=int, default=10, metavar="K", help="words to show per blank (10)")
    fill.add_argument("--json", action="store_true")
    fill.set_defaults(handler=cmd_fill)

    nxt = sub.add_parser("next", help="the likeliest next tokens after a text, with their probabilities")
    nxt.add_argument("text")
    nxt.add_argument(
        "--model", default=DEFAULT_CAUSAL_LM, help=f"a left-to-right model ({DEFAULT_CAUSAL_LM})"
    )
    nxt.add_argument("--top", type=int, default=10, metavar="K")
    nxt.add_argument("--temperature", type=float, default=1.0, metavar="T")
    nxt.add_argument("--json", action="store_true")
    nxt.set_defaults(handler=cmd_next)

    gen = sub.add_parser("generate", help="continue a text token by token (greedy, sampling or beam search)")
    gen.add_argument("text")
    gen.add_argument("--model", default=DEFAULT_CAUSAL_LM)
    gen.add_argument("--strategy", choices=("greedy", "sample", "beam"), default="greedy")
    gen.add_argument("--max-new-tokens", type=int, default=20, metavar="N")
    gen.add_argument("--temperature", type=float, default=1.0, metavar="T")
    gen.add_argument(
        "--top-k", type=int, default=0, metavar="K", help="sampling: keep the K best tokens (0: all)"
    )
    gen.add_argument(
        "--top-p", type=float, default=1.0, metavar="P", help="sampling: keep the best reaching P"
    )
    gen.add_argument("--beams", type=int, default=3, metavar="B")
    gen.add_argument("--seed", type=int, default=0, metavar="S")
    gen.add_argument(
        "--compare",
        action="store_true",
        help="side by side: greedy, sampling with seeds S, S+1 (see --samples) and beam search",
    )
    gen.add_argument("--samples", type=int, default=2, metavar="N", help="with --compare: sampled texts (2)")
    gen.add_argument("--json", action="store_true")
    gen.set_defaults(handler=cmd_generate)

    tok = sub.add_parser("tokens", help="show how a model's tokenizer cuts a text into tokens")
    tok.add_argument("text")
    tok.add_argument("--model", default=DEFAULT_CAUSAL_LM)
    tok.add_argument(
        "--batch-with",
        action="append",
        metavar="TEXT",
        help="show TEXT and this one as one padded batch: [PAD] tokens and the attention mask (repeatable)",
    )
    tok.add_argument("--json", action="store_true")
    tok.set_defaults(handler=cmd_tokens)


def _load(ref: str) -> Any:
    from workbench.cli.models import pickles_allowed
    from workbench.cli.progress import with_progress
    from workbench.core.models.loading import load_model

    return with_progress(load_model, ref, allow_pickle=pickles_allowed())


def _load_tokenizer(ref: str) -> Any:
    """The model's tokenizer and config, without its weights."""
    from workbench.cli.progress import with_progress
    from workbench.core.models.loading import load_tokenizer_and_config

    return with_progress(load_tokenizer_and_config, ref)


def _warn(warnings: tuple[str, ...]) -> None:
    for warning in warnings:
        print(f"Note: {warning}", file=sys.stderr)


def _percent(p: float) -> str:
    return f"{p * 100:6.2f}%"


def cmd_fill(args: argparse.Namespace) -> int:
    from workbench.core.errors import ModelNotFound
    from workbench.core.explore.fill_mask import default_masked_lm
    from workbench.core.sessions.fill import FillModels, FillSession, fill_views

    ref = args.model or default_masked_lm()
    if ref is None:
        raise ModelNotFound(
            "No fill-in-the-blank (masked language) model is on this computer yet.",
            "Download one from the Model zoo while online, e.g. `workbench download distilroberta-base`, "
            "then run this again (or name one with --model).",
        )
    session = FillSession(text=args.text, masked_model=ref)
    result = fill_views(session, FillModels(masked=_load(ref), causal=None), top_k=args.top).filled
    _warn(result.warnings)
    if args.json:
        blanks = [
            {
                "index": blank.index,
                "predictions": [
                    {"token": p.token, "token_id": p.token_id, "probability": p.probability}
                    for p in blank.predictions
                ],
            }
            for blank in result.blanks
        ]
        print(json.dumps({"model": result.model, "text": result.text, "blanks": blanks}))
        return 0
    print(f"{result.model}: {result.model_text}")
    for blank in result.blanks:
        print(f"\nBlank {blank.index + 1}:")
        for p in blank.predictions:
            print(f"  {p.rank:3d}. {p.token:<20} {_percent(p.probability)}")
    if result.joint:
        print(f"\nTogether, {result.joint_method}:")
        for fill in result.joint:
            print(f"  {_percent(fill.probability)}  {fill.text}")
    return 0


def cmd_next(args: argparse.Namespace) -> int:
    from workbench.core.explore.next_token import next_token

    result = next_token(_load(args.model), args.text, top_k=args.top, temperature=args.temperature)
    _warn(result.warnings)
    if args.json:
        predictions = [
            {"token": p.token, "token_id": p.token_id, "probability": p.probability, "logit": p.logit}
            for p in result.predictions
        ]
        print(json.dumps({"model": result.model, "text": result.text, "predictions": predictions}))
        return 0
    print(f"{result.model}, temperature {result.temperature:g}: what comes after {result.text!r}?")
    for p in result.predictions:
        print(f"  {p.rank:3d}. {p.token!r:<22} {_percent(p.probability)}   logit {p.logit:8.3f}")
    return 0


def cmd_generate(args: argparse.Namespace) -> int:
    from workbench.core.explore.generation import check_new_tokens, generate

    if args.max_new_tokens >= 1 and args.text.strip():  # other bad values are explained by generate()
        only = _load_tokenizer(args.model)  # refuse too many new tokens before loading the weights
        check_new_tokens(only.tokenizer, only, only.name, args.text, args.max_new_tokens)
    loaded = _load(args.model)
    if args.compare:
        return _print_comparison(loaded, args)
    stream = not args.json and args.strategy != "beam"
    shown = [0]

    def on_step(step) -> None:
        if stream:
            print(step.text[shown[0] :], end="", flush=True)
            shown[0] = len(step.text)

    if stream:
        print(args.text, end="", flush=True)
    result = generate(
        loaded,
        args.text,
        strategy=args.strategy,
        max_new_tokens=args.max_new_tokens,
        temperature=args.temperature,
        top_k=args.top_k,
        top_p=args.top_p,
        beams=args.beams,
        seed=args.seed,
        on_step=on_step,
    )
    if stream:
        print(result.new_text[shown[0] :])
    _warn(result.warnings)
    if args.json:
        print(json.dumps(generation_json(result)))
    elif not stream:
        print(result.text)
    if not args.json:
        print(
            f"[{len(result.new_token_ids)} tokens, stopped at {result.stop_reason}, {result.seconds:.1f} s]"
        )
    return 0


def generation_json(result: Any) -> dict:
    out = {
        "model": result.model,
        "text": result.text,
        "new_text": result.new_text,
        "strategy": result.strategy,
        "tokens": [
            {"token": token, "token_id": token_id}
            for token, token_id in zip(result.new_tokens, result.new_token_ids, strict=True)
        ],
        "stop_reason": result.stop_reason,
        "settings": {
            "temperature": result.temperature,
            "top_k": result.top_k,
            "top_p": result.top_p,
            "beams": result.beams,
            "seed": result.seed,
        },
    }
    if result.strategy != "beam":
        for row, step in zip(out["tokens"], result.steps, strict=True):
            row["probability"] = step.probability
    else:
        out["score"] = result.score
    return out


def _print_comparison(loaded: Any, args: argparse.Namespace) -> int:
    from workbench.core.explore.decoding import compare_decoding

    seeds = [args.seed + i for i in range(max(0, args.samples))]
    found = compare_decoding(
        loaded, args.text, args.max_new_tokens, args.temperature, args.top_k, args.top_p, seeds, args.beams
    )
    _warn(found.notes)
    if args.json:
        columns = [
            {
                "key": c.key,
                "title": c.title,
                "new_text": c.new_text,
                "tokens": [{"token": t.text, "probability": t.probability} for t in c.tokens],
                "log_probability": c.log_probability,
                "per_token": c.per_token,
            }
            for c in found.columns
        ]
        print(json.dumps({"model": found.model, "prompt": found.prompt, "columns": columns}))
        return 0
    print(f"{found.model}, after: {args.text}")
    for c in found.columns:
        print(f"\n{c.title}  (log-probability {c.log_probability:.2f}, {c.per_token:.2f} a token)")
        print(f"  {args.text}{c.new_text}".replace("\n", " "))
    return 0


def cmd_tokens(args: argparse.Namespace) -> int:
    from workbench.core.explore.tokens import tokenize_text

    only = _load_tokenizer(args.model)
    name = only.name
    if args.batch_with:
        return _print_batch(only, [args.text, *args.batch_with], args.json)
    result = tokenize_text(only.tokenizer, args.text, model=only)
    if args.json:
        pieces = [
            {
                "index": p.index,
                "token_id": p.token_id,
                "piece": p.piece,
                "display": p.display,
                "special": p.is_special,
                "role": p.role_name,
                "starts_word": p.starts_word,
            }
            for p in result.pieces
        ]
        out = {
            "model": name,
            "text": result.text,
            "scheme": result.scheme,
            "count": result.count,
            "max_length": result.max_length,
            "over_limit": result.over_limit,
            "tokens": pieces,
        }
        print(json.dumps(out, ensure_ascii=False))
        return 0
    print(
        f"{name} ({result.scheme}): {result.count} tokens"
        + (f" of at most {result.max_length}" if result.max_length else "")
    )
    for p in result.pieces:
        note = (
            f"  {p.role_name}: {p.role}"
            if p.is_special
            else ("" if p.starts_word else "  (continues the word)")
        )
        print(f"  {p.index:4d}  {p.token_id:7d}  {p.display:<18}{note}")
    if result.over_limit:
        print(f"The model reads only the first {result.max_length} tokens.")
    return 0


def _print_batch(only: Any, texts: list[str], as_json: bool) -> int:
    """``tokens --batch-with``: the texts as one padded batch, each row with its attention mask."""
    from workbench.core.explore.batches import padded_batch

    batch = padded_batch(only.tokenizer, texts, model=only)
    if as_json:
        rows = [
            {
                "text": row.tokens.text,
                "tokens": [p.display for p in row.tokens.pieces],
                "token_ids": [p.token_id for p in row.tokens.pieces],
                "attention_mask": list(row.mask),
            }
            for row in batch.rows
        ]
        out = {"model": only.name, "pad_token": batch.pad_token, "side": batch.side, "note": batch.note}
        print(json.dumps({**out, "length": batch.length, "rows": rows}, ensure_ascii=False))
        return 0
    print(
        f"{only.name}: {len(batch.rows)} texts as one batch of {batch.length} tokens each, "
        f"padded on the {batch.side} with {batch.pad_token}"
    )
    if batch.note:
        print(batch.note)
    shown = [[p.display for p in row.tokens.pieces] for row in batch.rows]
    width = [max(len(pieces[i]) for pieces in shown) for i in range(batch.length)]  # one column per position
    for k, (row, pieces) in enumerate(zip(batch.rows, shown, strict=True), start=1):
        print(f"  text {k}  " + " ".join(p.ljust(w) for p, w in zip(pieces, width, strict=True)))
        print("  mask    " + " ".join(str(m).ljust(w) for m, w in zip(row.mask, width, strict=True)))
    print("The mask's 0s are padding: attention gives them no weight, and a loss never counts them.")
    return 0
