"""The built-in named-entity sample: CoNLL lines of ``token TAG``, strict BIO, every type well covered."""

from __future__ import annotations

from collections import Counter
from importlib import resources

TYPES = ("PER", "LOC", "ORG", "MISC")
TAGS = {"O"} | {f"{edge}-{t}" for t in TYPES for edge in "BI"}


def read_sentences() -> list[list[tuple[str, str]]]:
    text = (resources.files("workbench_resources") / "sample_data" / "ner_sentences.conll").read_text("utf-8")
    assert "\r" not in text and "-DOCSTART-" not in text and text.endswith("\n")
    blocks = text.rstrip("\n").split("\n\n")
    return [[tuple(line.split(" ")) for line in block.split("\n")] for block in blocks]


def test_every_line_is_a_token_and_a_known_tag() -> None:
    sentences = read_sentences()
    assert len(sentences) >= 500
    for sentence in sentences:
        assert 8 <= len(sentence) <= 30, sentence
        for pair in sentence:
            assert len(pair) == 2 and pair[0] and pair[1] in TAGS, (pair, sentence)


def test_tags_are_strict_bio() -> None:
    for sentence in read_sentences():
        previous = "O"
        for _, tag in sentence:
            if tag.startswith("I-"):
                assert previous in (f"B-{tag[2:]}", tag), sentence  # I-X only after B-X or I-X
            previous = tag


def test_each_type_appears_in_at_least_150_sentences_and_no_sentence_repeats() -> None:
    sentences = read_sentences()
    having = Counter(t for s in sentences for t in {tag[2:] for _, tag in s if tag.startswith("B-")})
    assert all(having[t] >= 150 for t in TYPES), having
    texts = [" ".join(token for token, _ in s) for s in sentences]
    assert len(set(texts)) == len(texts)
