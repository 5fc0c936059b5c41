"""The built-in extractive question-answering set (``qa_passages.jsonl``): SQuAD-style items whose answers are
exact spans of their passages."""

from __future__ import annotations

import json
from collections import Counter
from importlib import resources

import pytest

KEYS = {"id", "title", "context", "question", "answers"}


@pytest.fixture(scope="module")
def items() -> list[dict]:
    path = resources.files("workbench_resources") / "sample_data" / "qa_passages.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    assert all(line.strip() for line in lines), "no blank lines"
    return [json.loads(line) for line in lines]


def test_every_line_is_an_item_with_the_squad_keys(items: list[dict]) -> None:
    assert len(items) >= 400
    for item in items:
        assert set(item) == KEYS, item.get("id")
        assert all(isinstance(item[k], str) and item[k].strip() for k in KEYS - {"answers"}), item["id"]
        assert item["question"].endswith("?"), item["id"]
        assert isinstance(item["answers"], list) and item["answers"], item["id"]
        for answer in item["answers"]:
            assert set(answer) == {"text", "answer_start"}, item["id"]
            assert isinstance(answer["text"], str) and isinstance(answer["answer_start"], int), item["id"]


def test_every_answer_is_the_slice_of_its_context_at_its_start(items: list[dict]) -> None:
    for item in items:
        for answer in item["answers"]:
            start, text = answer["answer_start"], answer["text"]
            assert text.strip() == text and 1 <= len(text.split()) <= 8, item["id"]
            assert start >= 0 and item["context"][start : start + len(text)] == text, item["id"]


def test_ids_are_unique_and_questions_do_not_repeat_within_a_passage(items: list[dict]) -> None:
    assert len({item["id"] for item in items}) == len(items)
    asked = Counter((item["context"], item["question"].lower()) for item in items)
    assert [key for key, n in asked.items() if n > 1] == []


def test_the_passages_are_many_and_each_carries_a_few_questions(items: list[dict]) -> None:
    per_context = Counter(item["context"] for item in items)
    assert len(per_context) >= 90
    assert all(3 <= n <= 6 for n in per_context.values())
    assert all(40 <= len(context.split()) <= 200 for context in per_context)
    titles = {item["context"]: item["title"] for item in items}
    assert len(set(titles.values())) == len(titles)  # one title per passage, each its own
