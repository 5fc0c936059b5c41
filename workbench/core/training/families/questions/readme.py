"""The README of an exported question answerer (``TaskFamily.readme``): a folder for
``AutoModelForQuestionAnswering``; transformers 5 has no question-answering pipeline, so it shows the few
lines that read the best span from the start and end scores, and names the app's answerer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from workbench.core.training.runs.export_readme import finished, heading


def answerer_readme(kind: str, info: dict[str, Any], folder: Path) -> str:
    metrics = info.get("metrics") or {}
    lines = [
        *heading("Question answerer (extractive, SQuAD-style) trained", info),
        f"- Windows of {info.get('max_length')} tokens ([CLS] question [SEP] passage [SEP]); a longer "
        f"passage is cut into windows that overlap by {info.get('stride')} tokens.",
    ]
    if metrics:
        lines.append(
            "- Checking questions about passages it did not train on: exact match "
            f"{metrics.get('exact_match', 0):.3f}, F1 {metrics.get('f1', 0):.3f} on "
            f"{metrics.get('examples')} questions."
        )
    lines += [
        "",
        "## Use it",
        "",
        "transformers 5 has no question-answering pipeline: the answer is the span "
        "whose start and end tokens score highest.",
        "",
        "```python",
    ]
    if kind == "adapter":
        lines += [
            "from peft import PeftModel",
            "from transformers import AutoModelForQuestionAnswering, AutoTokenizer",
            "",
            "base = AutoModelForQuestionAnswering.from_pretrained(BASE_MODEL_FOLDER)",
            f'model = PeftModel.from_pretrained(base, "{folder}").eval()',
        ]
    else:
        lines += [
            "from transformers import AutoModelForQuestionAnswering, AutoTokenizer",
            "",
            f'model = AutoModelForQuestionAnswering.from_pretrained("{folder}").eval()',
        ]
    lines += [
        f'tokenizer = AutoTokenizer.from_pretrained("{folder}")',
        'question, passage = "Who built it?", "The bridge was built by Ada Park in 1901."',
        'inputs = tokenizer(question, passage, return_tensors="pt", return_offsets_mapping=True)',
        'offsets = inputs.pop("offset_mapping")[0]',
        "out = model(**inputs)",
        "in_passage = [i for i, s in enumerate(inputs.sequence_ids(0)) if s == 1]",
        "start = max(in_passage, key=lambda i: out.start_logits[0, i])",
        "end = max((i for i in in_passage if i >= start), key=lambda i: out.end_logits[0, i])",
        "print(passage[offsets[start][0] : offsets[end][1]])",
        "```",
        "",
        "In LM Workbench (or Python with the workbench installed) the answerer does this over overlapping "
        "windows and gives the answer's characters and a confidence:",
        "",
        "```python",
        "from workbench.core.training.runs.answerer import load_answerer",
        "",
        f'answer = load_answerer("{folder}").answer(question, passage)',
        "print(answer.text, answer.start, answer.end, answer.confidence)",
        "```",
        "",
    ]
    return finished(lines, kind)
