"""The data page's words: what each kind of file is, the file dialog's filters, and what the split line says
(a finding of the checks as a coloured line is ``page.issue_html``).  Each is marked for translation here and
translated where the page shows it (context ``DataPage``, or ``SplitChoice`` for the split)."""

from __future__ import annotations

from typing import Any

from workbench.core.words import QT_TRANSLATE_NOOP, number, translate

FILE_FILTER = QT_TRANSLATE_NOOP(
    "DataPage", "Texts with labels (*.csv *.tsv *.txt *.jsonl *.json *.xlsx *.ods);;All files (*)"
)
PAIRS_FILTER = QT_TRANSLATE_NOOP(
    "DataPage", "Pairs of texts with labels (*.csv *.tsv *.jsonl *.json *.xlsx *.ods);;All files (*)"
)
SCORES_FILTER = QT_TRANSLATE_NOOP(
    "DataPage", "Texts with scores (*.csv *.tsv *.txt *.jsonl *.json *.xlsx *.ods);;All files (*)"
)
CORPUS_FILTER = QT_TRANSLATE_NOOP("DataPage", "Plain text (*.txt *.text *.md);;All files (*)")
QA_FILTER = QT_TRANSLATE_NOOP(
    "DataPage", "Questions about passages (*.jsonl *.json *.csv *.tsv);;All files (*)"
)
TAGGED_FILTER = QT_TRANSLATE_NOOP(
    "DataPage", "Tagged sentences (*.conll *.iob *.bio *.txt *.tsv *.jsonl *.json);;All files (*)"
)
CHAT_FILTER = QT_TRANSLATE_NOOP("DataPage", "Examples (*.jsonl *.json *.csv *.tsv);;All files (*)")
OPEN_TIPS = {
    "corpus": QT_TRANSLATE_NOOP(
        "DataPage", "A plain text file, one passage per line (or a folder of .txt files)."
    ),
    "tagged": QT_TRANSLATE_NOOP(
        "DataPage",
        "A CoNLL file (a word and its tag per line, a blank line between sentences) or JSON Lines "
        "with “tokens” and “tags”.",
    ),
    "qa": QT_TRANSLATE_NOOP(
        "DataPage",
        "JSON Lines or JSON (context, question, answers), or CSV with context, question and answer.",
    ),
    "labelled": QT_TRANSLATE_NOOP(
        "DataPage",
        "CSV, TSV, JSON Lines, JSON or an Excel (.xlsx) or OpenDocument (.ods) workbook with a text "
        "and a label per row, or a folder of class folders.",
    ),
    "pairs": QT_TRANSLATE_NOOP(
        "DataPage",
        "CSV, TSV, JSON Lines, JSON or an .xlsx or .ods workbook with two texts and a label per row.",
    ),
    "scores": QT_TRANSLATE_NOOP(
        "DataPage",
        "CSV, TSV, JSON Lines, JSON or an .xlsx or .ods workbook with a text and its score (a number "
        "such as 1 to 5) per row.",
    ),
    "chat": QT_TRANSLATE_NOOP(
        "DataPage", 'JSON Lines: {"prompt", "response"} or {"messages": [...]} on each line.'
    ),
    "summarize": QT_TRANSLATE_NOOP(
        "DataPage", 'JSON Lines: {"text", "summary"} on each line, or a CSV with those columns.'
    ),
}
INTROS = {
    "corpus": QT_TRANSLATE_NOOP(
        "DataPage", "Open a text file with one passage per line, or use the sample reviews' texts."
    ),
    "tagged": QT_TRANSLATE_NOOP(
        "DataPage",
        "Open (or drop here) a file of sentences whose words are tagged (B-PER, I-PER, O…), or try "
        "the sample sentences first.",
    ),
    "qa": QT_TRANSLATE_NOOP(
        "DataPage",
        "Open (or drop here) a file of questions about passages, each answer copied from its passage, "
        "or try the sample questions first.",
    ),
    "labelled": QT_TRANSLATE_NOOP(
        "DataPage", "Open (or drop here) a file with your examples, or try the sample data first."
    ),
    "pairs": QT_TRANSLATE_NOOP(
        "DataPage",
        "Open (or drop here) a file with your pairs of texts, or try the sample pairs first. Click a "
        "row to see how the model reads its pair.",
    ),
    "scores": QT_TRANSLATE_NOOP(
        "DataPage",
        "Open (or drop here) a file with a text and its score (a number) in each row, or try the "
        "sample star reviews first.",
    ),
    "chat": QT_TRANSLATE_NOOP(
        "DataPage",
        "Open (or drop here) a file of questions with the answers you want, or try the sample first. "
        "Click an example to see what the model really reads, and what it learns from.",
    ),
    "summarize": QT_TRANSLATE_NOOP(
        "DataPage",
        "Open (or drop here) a file of texts with the summaries you want, or try the sample "
        "first. Click an example to see what the model really reads.",
    ),
}
# What keeping a share for checking means, for each name of the examples (``WizardState.units``): whole
# sentences, since a language names (and agrees with) each kind of example its own way.
SPLIT_LINES = {
    "examples": QT_TRANSLATE_NOOP(
        "SplitChoice",
        "{share}%: about {checking} examples check the model, {training} train it. The model never learns "
        "from the checking part, so its score there is honest.",
    ),
    "passages": QT_TRANSLATE_NOOP(
        "SplitChoice",
        "{share}%: about {checking} passages check the model, {training} train it. The model never learns "
        "from the checking part, so its score there is honest.",
    ),
    "conversations": QT_TRANSLATE_NOOP(
        "SplitChoice",
        "{share}%: about {checking} conversations check the model, {training} train it. The model never "
        "learns from the checking part, so its score there is honest.",
    ),
    "sentences": QT_TRANSLATE_NOOP(
        "SplitChoice",
        "{share}%: about {checking} sentences check the model, {training} train it. The model never learns "
        "from the checking part, so its score there is honest.",
    ),
    "questions": QT_TRANSLATE_NOOP(
        "SplitChoice",
        "{share}%: about {checking} questions check the model, {training} train it. The model never learns "
        "from the checking part, so its score there is honest.",
    ),
}
# The limit's spin box suffix ("Use only [100] training examples"), for each name of the examples
LIMIT_SUFFIXES = {
    "examples": QT_TRANSLATE_NOOP("SplitChoice", " training examples"),
    "passages": QT_TRANSLATE_NOOP("SplitChoice", " training passages"),
    "conversations": QT_TRANSLATE_NOOP("SplitChoice", " training conversations"),
    "sentences": QT_TRANSLATE_NOOP("SplitChoice", " training sentences"),
    "questions": QT_TRANSLATE_NOOP("SplitChoice", " training questions"),
}


def split_text(share: int, state: Any) -> str:
    """What keeping ``share`` % of ``state``'s data for checking means, in numbers."""
    dataset = state.dataset
    if dataset is None:
        return translate("SplitChoice", "{share}% of the examples are kept aside to check the model.").format(
            share=share
        )
    n = len(dataset)
    checking = max(1, round(n * share / 100))
    training = (
        n - checking if state.choices.max_examples is None else min(n - checking, state.choices.max_examples)
    )
    line = SPLIT_LINES.get(state.units, SPLIT_LINES["examples"])
    return translate("SplitChoice", line).format(
        share=share, checking=number(checking, ","), training=number(training, ",")
    )


def limit_suffix(state: Any) -> str:
    """The limit's suffix, naming the examples as the task calls them (" training sentences")."""
    return translate("SplitChoice", LIMIT_SUFFIXES.get(state.units, LIMIT_SUFFIXES["examples"]))
