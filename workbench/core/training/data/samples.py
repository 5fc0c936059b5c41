"""The built-in data (``resources/sample_data``, described in its README): where each file is, and which to
offer for which task.  Read through importlib.resources, so it works installed as well as from a checkout."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from workbench.core.words import QT_TRANSLATE_NOOP

# (label, file name) of the labelled texts to classify, of the plain text to adapt a language model to, of the
# sentences whose names are tagged (finding names), of the questions on passages (question answering), of the
# labelled pairs of texts and of the scored texts.  Each task family names the ones it offers (``samples``).
LABELLED = (
    (QT_TRANSLATE_NOOP("TaskFamily", "300 reviews (positive / negative)"), "reviews_sentiment.csv"),
    (
        QT_TRANSLATE_NOOP("TaskFamily", "1,800 reviews (enough for 100 vs 1,000 examples)"),
        "reviews_large.csv",
    ),
    (
        QT_TRANSLATE_NOOP("TaskFamily", "2,000 plainly worded reviews (the size experiment's data)"),
        "reviews_plain.csv",
    ),
    (
        QT_TRANSLATE_NOOP("TaskFamily", "12,500 plainly worded reviews (the data-size curve to 10,000)"),
        "reviews_plain_large.csv",
    ),
    (
        QT_TRANSLATE_NOOP("TaskFamily", "Short sentences by topic (sport / food / technology)"),
        "topics_small.jsonl",
    ),
)
PLAIN_TEXT = (
    (
        QT_TRANSLATE_NOOP("TaskFamily", "Beekeeping notes (400 passages of one field's words)"),
        "beekeeping_notes.txt",
    ),
    (QT_TRANSLATE_NOOP("TaskFamily", "The 300 reviews' texts"), "reviews_sentiment.csv"),
)
TAGGED = (
    (
        QT_TRANSLATE_NOOP(
            "TaskFamily", "580 sentences with names tagged (people, places, organisations, other)"
        ),
        "ner_sentences.conll",
    ),
)
CHAT = (
    (
        QT_TRANSLATE_NOOP("TaskFamily", "330 plant-care questions, answered in one friendly way"),
        "chat_plant_care.jsonl",
    ),
    (
        QT_TRANSLATE_NOOP("TaskFamily", "35 plant-care conversations of several turns"),
        "chat_plant_care_conversations.jsonl",
    ),
)
SUMMARIES = (
    (QT_TRANSLATE_NOOP("TaskFamily", "220 notes, each with its short summary"), "summaries_notes.jsonl"),
)
QUESTION_ANSWERING = (
    (QT_TRANSLATE_NOOP("TaskFamily", "500 questions about 100 passages (SQuAD-style)"), "qa_passages.jsonl"),
)
PAIRS = (
    (
        QT_TRANSLATE_NOOP("TaskFamily", "Sentence pairs: same meaning or different (paraphrases)"),
        "pairs_paraphrase.csv",
    ),
)
SCORES = ((QT_TRANSLATE_NOOP("TaskFamily", "500 reviews with 1 to 5 stars"), "reviews_stars.csv"),)
# The size experiment's data: enough for 100 and 1,000 training examples and a check set, and worded plainly
# enough that a model from random weights can learn it from 1,000 (see the sample data's README).
EXPERIMENT_DATA = "reviews_plain.csv"


def sample_path(name: str) -> Path:
    """The path of the built-in file ``name``."""
    return Path(str(resources.files("workbench_resources") / "sample_data" / name))


def samples_for(objective: str) -> tuple[tuple[str, str], ...]:
    """(label, file name) of the built-in data that suits the task ``objective``: its family's
    (``registry``)."""
    from workbench.core.training.registry import family

    return family(objective).samples


def all_samples() -> tuple[str, ...]:
    """The file names of every family's built-in data, each once."""
    from workbench.core.training.registry import all_families

    return tuple(dict.fromkeys(name for f in all_families().values() for _, name in f.samples))
