"""The data page's words: what each kind of file is, the file dialog's filters, and what the split line says
(a finding of the checks as a coloured line is ``page.issue_html``)."""

from __future__ import annotations

from typing import Any

FILE_FILTER = "Texts with labels (*.csv *.tsv *.txt *.jsonl *.json *.xlsx *.ods);;All files (*)"
PAIRS_FILTER = "Pairs of texts with labels (*.csv *.tsv *.jsonl *.json *.xlsx *.ods);;All files (*)"
SCORES_FILTER = "Texts with scores (*.csv *.tsv *.txt *.jsonl *.json *.xlsx *.ods);;All files (*)"
CORPUS_FILTER = "Plain text (*.txt *.text *.md);;All files (*)"
QA_FILTER = "Questions about passages (*.jsonl *.json *.csv *.tsv);;All files (*)"
TAGGED_FILTER = "Tagged sentences (*.conll *.iob *.bio *.txt *.tsv *.jsonl *.json);;All files (*)"
CHAT_FILTER = "Examples (*.jsonl *.json *.csv *.tsv);;All files (*)"
OPEN_TIPS = {
    "corpus": "A plain text file, one passage per line (or a folder of .txt files).",
    "tagged": "A CoNLL file (a word and its tag per line, a blank line between sentences) or JSON Lines "
    "with “tokens” and “tags”.",
    "qa": "JSON Lines or JSON (context, question, answers), or CSV with context, question and answer.",
    "labelled": "CSV, TSV, JSON Lines, JSON or an Excel (.xlsx) or OpenDocument (.ods) workbook with a text "
    "and a label per row, or a folder of class folders.",
    "pairs": "CSV, TSV, JSON Lines, JSON or an .xlsx or .ods workbook with two texts and a label per row.",
    "scores": "CSV, TSV, JSON Lines, JSON or an .xlsx or .ods workbook with a text and its score (a number "
    "such as 1 to 5) per row.",
    "chat": 'JSON Lines: {"prompt", "response"} or {"messages": [...]} on each line.',
    "summarize": 'JSON Lines: {"text", "summary"} on each line, or a CSV with those columns.',
}
INTROS = {
    "corpus": "Open a text file with one passage per line, or use the sample reviews' texts.",
    "tagged": "Open (or drop here) a file of sentences whose words are tagged (B-PER, I-PER, O…), or try "
    "the sample sentences first.",
    "qa": "Open (or drop here) a file of questions about passages, each answer copied from its passage, "
    "or try the sample questions first.",
    "labelled": "Open (or drop here) a file with your examples, or try the sample data first.",
    "pairs": "Open (or drop here) a file with your pairs of texts, or try the sample pairs first. Click a "
    "row to see how the model reads its pair.",
    "scores": "Open (or drop here) a file with a text and its score (a number) in each row, or try the "
    "sample star reviews first.",
    "chat": "Open (or drop here) a file of questions with the answers you want, or try the sample first. "
    "Click an example to see what the model really reads, and what it learns from.",
    "summarize": "Open (or drop here) a file of texts with the summaries you want, or try the sample "
    "first. Click an example to see what the model really reads.",
}


def split_text(share: int, state: Any) -> str:
    """What keeping ``share`` % of ``state``'s data for checking means, in numbers."""
    dataset = state.dataset
    if dataset is None:
        return f"{share}% of the examples are kept aside to check the model."
    n = len(dataset)
    checking = max(1, round(n * share / 100))
    training = (
        n - checking if state.choices.max_examples is None else min(n - checking, state.choices.max_examples)
    )
    return (
        f"{share}%: about {checking:,} {state.units} check the model, {training:,} train it. "
        "The model never learns from the checking part, so its score there is honest."
    )
