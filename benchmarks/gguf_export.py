"""GGUF export: the file sizes and how closely the exported files agree with the run's own model.

    .venv/bin/python benchmarks/gguf_export.py RUN_FOLDER [--prompt "Why do my basil leaves curl?"]

RUN_FOLDER is a left-to-right run (``workbench train --task chat ...``; a LoRA run is merged as the export
merges it).  Each type (f16, q8_0) is exported into a temporary folder and read back with transformers' own
GGUF reader, an implementation independent of the writer.  Printed per type: the file's size, whether the
tokens of a mixed text (accents, emoji, code, the template's special tokens) match the run's tokenizer, the
largest logit difference over the largest logit, and whether the greedy answer to the prompt (20 tokens, in
the chat template) is the same token for token.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

MIXED = "Café, naïve, Ångström — 🌱🐱 def water(days):\n    return days * 2  # ml\n"


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("run", type=Path)
    parser.add_argument("--prompt", default="How often should I water a cactus?")
    args = parser.parse_args()

    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from workbench.core.training.engine.checkpoints import read_best_info
    from workbench.core.training.runs.classifier import best_folder
    from workbench.core.training.runs.gguf_export import _load_merged, export_gguf

    torch.manual_seed(0)
    best = best_folder(args.run)
    model, tokenizer = _load_merged(best, read_best_info(best))
    specials = " ".join(t for t in (tokenizer.bos_token, tokenizer.eos_token) if t)
    text = f"{specials} {MIXED}"
    ids = torch.tensor([tokenizer(text)["input_ids"]])
    chat = tokenizer.apply_chat_template(
        [{"role": "user", "content": args.prompt}], add_generation_prompt=True, return_tensors="pt"
    )["input_ids"]
    settings = {"max_new_tokens": 20, "do_sample": False, "pad_token_id": tokenizer.eos_token_id}
    with torch.no_grad():
        want_logits = model(ids).logits
        want = model.generate(chat, **settings)[0, chat.shape[1] :].tolist()
    print(f"run: {args.run}  ({sum(p.numel() for p in model.parameters()):,} weights)")
    print(f"the run's answer: {tokenizer.decode(want)!r}")
    with tempfile.TemporaryDirectory() as tmp:
        for kind in ("f16", "q8_0"):
            started = time.perf_counter()
            result = export_gguf(args.run, Path(tmp) / kind, kind)
            took = time.perf_counter() - started
            read_tok = AutoTokenizer.from_pretrained(result.folder, gguf_file=result.file.name)
            read = AutoModelForCausalLM.from_pretrained(
                result.folder, gguf_file=result.file.name, dtype=torch.float32
            )
            with torch.no_grad():
                got_logits = read.eval()(ids).logits
                got = read.generate(chat, **settings)[0, chat.shape[1] :].tolist()
            gap = float((want_logits - got_logits).abs().max() / want_logits.abs().max())
            same_tokens = read_tok(text)["input_ids"] == tokenizer(text)["input_ids"]
            print(
                f"{kind:>5}: {result.bytes / 1e6:8.1f} MB in {took:5.1f} s; tokens match: {same_tokens}; "
                f"chat template kept: {read_tok.chat_template == tokenizer.chat_template}; largest logit "
                f"difference / largest logit {gap:.2e}; greedy 20 tokens the same: {got == want}"
            )
            if got != want:
                print(f"       its answer: {read_tok.decode(got)!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
