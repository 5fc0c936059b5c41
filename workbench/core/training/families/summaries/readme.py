"""The README of an exported summariser (``TaskFamily.readme``): an encoder-decoder taught sequence to
sequence is for ``AutoModelForSeq2SeqLM`` (transformers 5 has no summarization pipeline, so it shows the few
lines that write a summary); a causal model taught to summarise is a chat model's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from workbench.core.training.runs.export_readme import finished, heading, language_model_readme


def summariser_readme(kind: str, info: dict[str, Any], folder: Path) -> str:
    if not info.get("seq2seq"):
        return language_model_readme(kind, info, folder)
    metrics = info.get("metrics") or {}
    prefix = str(info.get("input_prefix") or "")
    lines = [
        *heading("Summariser (sequence to sequence) trained", info),
        f"- It reads a text of up to {info.get('max_length')} tokens"
        + (f', after the words "{prefix}"' if prefix else "")
        + " and writes its summary.",
    ]
    if metrics:
        lines.append(
            f"- Checking summaries: loss {metrics.get('loss', 0):.3f} on {metrics.get('tokens')} summary "
            f"tokens; ROUGE-L {metrics.get('rouge_l') or 0:.3f} on {metrics.get('scored')} texts "
            "summarised greedily."
        )
    lines += [
        "",
        "## Use it",
        "",
        "```python",
        "from transformers import AutoModelForSeq2SeqLM, AutoTokenizer",
    ]
    if kind == "adapter":
        lines += [
            "from peft import PeftModel",
            "",
            "base = AutoModelForSeq2SeqLM.from_pretrained(BASE_MODEL_FOLDER)",
            f'model = PeftModel.from_pretrained(base, "{folder}").eval()',
        ]
    else:
        lines += ["", f'model = AutoModelForSeq2SeqLM.from_pretrained("{folder}").eval()']
    lines += [
        f'tokenizer = AutoTokenizer.from_pretrained("{folder}")',
        f'inputs = tokenizer("{prefix}" + "Your text here", return_tensors="pt", truncation=True, '
        f"max_length={info.get('max_length')})",
        "out = model.generate(**inputs, max_new_tokens=60)",
        "print(tokenizer.decode(out[0], skip_special_tokens=True))",
        "```",
        "",
    ]
    return finished(lines, kind)
