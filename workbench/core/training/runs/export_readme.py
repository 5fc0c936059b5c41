"""The README.md of an exported run (``export.export_model``), in its parts: every family's README starts with
the same heading and facts and shows the same few lines for a pipeline or an adapter; a family whose README
is its own writes it in its folder (``TaskFamily.readme``) from these parts, and a language model adapted to
the user's text, or taught to chat, gets ``language_model_readme``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from workbench.core.training.registry import family

BASE_MODEL_NOTE = (
    "BASE_MODEL_FOLDER is the pre-trained model named in adapter_config.json (base_model_name_or_path)."
)


def heading(title: str, info: dict[str, Any]) -> list[str]:
    """The README's title ("# {title} with LM Workbench") and the line naming the base model, the method and
    the step the kept weights are from."""
    return [
        f"# {title} with LM Workbench",
        "",
        f"- Base model: `{info.get('model')}`; method: {info.get('method')}; kept weights from step "
        f"{info.get('step')}.",
    ]


def use_it(code: list[str]) -> list[str]:
    """The "Use it" section around ``code`` (Python lines)."""
    return ["", "## Use it", "", "```python", *code, "```", ""]


def adapted(auto: str, folder: Path, base_arguments: str = "", *, tokenizer: bool = True) -> list[str]:
    """The lines that load the adapters in ``folder`` onto the base model, read by transformers' ``auto``
    class with ``base_arguments`` (", num_labels=2"), and its tokenizer unless ``tokenizer`` is False."""
    return [
        "from peft import PeftModel",
        f"from transformers import {auto}{', AutoTokenizer' if tokenizer else ''}",
        "",
        f"base = {auto}.from_pretrained(BASE_MODEL_FOLDER{base_arguments})",
        f'model = PeftModel.from_pretrained(base, "{folder}")',
        *([f'tokenizer = AutoTokenizer.from_pretrained("{folder}")'] if tokenizer else []),
    ]


def pipeline(name: str, task: str, folder: Path, *then: str, options: str = "") -> list[str]:
    """The lines that make ``name = pipeline(task, model=folder, options)``, then ``then``."""
    return [
        "from transformers import pipeline",
        "",
        f'{name} = pipeline("{task}", model="{folder}"{options})',
        *then,
    ]


def finished(lines: list[str], kind: str) -> str:
    """The README's text: ``lines``, and for an adapter where its base model comes from."""
    if kind == "adapter":
        lines.append(BASE_MODEL_NOTE)
    return "\n".join(lines) + "\n"


def language_model_readme(kind: str, info: dict[str, Any], folder: Path) -> str:
    """A language model adapted to a text (for "fill-mask" or "text-generation"), or taught to chat or to
    summarise as a causal model (for "text-generation" with chat messages)."""
    found = family(info.get("objective"))
    masked = found.model_task == "masked-lm"
    chat = found.instruction
    metrics = info.get("metrics") or {}
    title = (
        "Chat model taught to answer"
        if chat
        else f"{'Masked' if masked else 'Causal'} language model adapted"
    )
    lines = heading(title, info)
    if metrics:
        lines.append(
            f"- Validation: perplexity {metrics.get('perplexity', 0):.2f}, accuracy "
            f"{metrics.get('accuracy', 0):.3f} on {metrics.get('tokens')} predicted tokens."
        )
    if metrics.get("rouge_l") is not None:
        lines.append(f"- Summaries of the checking texts: ROUGE-L {metrics['rouge_l']:.3f}.")
    if chat:
        lines.append(
            "- The tokenizer carries the chat template the model was taught in: pass it chat messages."
        )
    if kind == "adapter":
        auto = "AutoModelForMaskedLM" if masked else "AutoModelForCausalLM"
        code = [
            "from peft import PeftModel",
            f"from transformers import {auto}",
            "",
            f'model = PeftModel.from_pretrained({auto}.from_pretrained(BASE_MODEL_FOLDER), "{folder}")',
        ]
    elif masked:
        code = pipeline("fill", "fill-mask", folder)
    elif chat:
        code = pipeline(
            "chat",
            "text-generation",
            folder,
            'messages = [{"role": "user", "content": "Your question here"}]',
            'print(chat(messages, max_new_tokens=100)[0]["generated_text"][-1]["content"])',
        )
    else:
        code = pipeline("generate", "text-generation", folder)
    return "\n".join(lines + use_it(code)) + "\n"
