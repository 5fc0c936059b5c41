"""Extractive question answering: answering a question with a span of a passage (SQuAD-style)."""
