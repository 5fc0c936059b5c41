"""The data page's words: what each kind of file is, the file dialog's filters, and a finding of the checks
as a coloured line (errors, warnings and notes alike)."""

from __future__ import annotations

import html
from typing import Any

from workbench.ui.training.page import ERROR_COLOUR, OK_COLOUR, WARNING_COLOUR, coloured

FILE_FILTER = "Texts with labels (*.csv *.tsv *.txt *.jsonl *.json);;All files (*)"
CORPUS_FILTER = "Plain text (*.txt *.text *.md);;All files (*)"
QA_FILTER = "Questions about passages (*.jsonl *.json *.csv *.tsv);;All files (*)"
TAGGED_FILTER = "Tagged sentences (*.conll *.iob *.bio *.txt *.tsv *.jsonl *.json);;All files (*)"
OPEN_TIPS = {"corpus": "A plain text file, one passage per line (or a folder of .txt files).",
             "tagged": "A CoNLL file (a word and its tag per line, a blank line between sentences) or JSON Lines "
                       "with “tokens” and “tags”.",
             "qa": "JSON Lines or JSON (context, question, answers), or CSV with context, question and answer.",
             "labelled": "CSV, TSV, JSON Lines or JSON with a text and a label per row, or a folder of class "
                         "folders."}  # fmt: skip
INTROS = {"corpus": "Open a text file with one passage per line, or use the sample reviews' texts.",
          "tagged": "Open (or drop here) a file of sentences whose words are tagged (B-PER, I-PER, O…), or try "
                    "the sample sentences first.",
          "qa": "Open (or drop here) a file of questions about passages, each answer copied from its passage, "
                "or try the sample questions first.",
          "labelled": "Open (or drop here) a file with your examples, or try the sample data first."}  # fmt: skip


def issue_html(severity: str, message: str, hint: str) -> str:
    label, colour = {
        "error": ("Problem", ERROR_COLOUR),
        "warning": ("Warning", WARNING_COLOUR),
        "info": ("Note", OK_COLOUR),
    }[severity]
    hint_html = f"<br>{html.escape(hint)}" if hint else ""
    return f"<p>{coloured(label + ':', colour, bold=True)} {html.escape(message)}{hint_html}</p>"


def unit_word(state: Any) -> str:
    """What the wizard's data is made of, in the plural: passages, sentences, questions or examples."""
    if state.is_language_model:
        return "passages"
    return "sentences" if state.is_tagging else "questions" if state.is_answering else "examples"


def split_text(share: int, state: Any) -> str:
    """What keeping ``share`` % of ``state``'s data for checking means, in numbers."""
    dataset = state.dataset
    if dataset is None:
        return f"{share}% of the examples are kept aside to check the model."
    n = len(dataset)
    checking = max(1, round(n * share / 100))
    training = n - checking if state.max_examples is None else min(n - checking, state.max_examples)
    return (
        f"{share}%: about {checking:,} {unit_word(state)} check the model, {training:,} train it. "
        "The model never learns from the checking part, so its score there is honest."
    )
