"""The built-in samples for fine-tuning a causal language model to generate (``resources/sample_data``): the
plant-care instruction pairs and conversations, whose answers all share one three-line format, and the
summaries.  Plain checks of shape, counts and lengths; no model is loaded."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

# Short answer: <one sentence>  /  Why: <one or two sentences>  /  Try this: <one step>
FORMAT = re.compile(r"Short answer: [^\n]+\.\nWhy: [^\n]+\.\nTry this: [^\n]+\.")


def read_jsonl(name: str) -> list[dict]:
    text = (resources.files("workbench_resources") / "sample_data" / name).read_text(encoding="utf-8")
    lines = text.splitlines()
    assert text.endswith("\n") and all(line.strip() for line in lines), name
    return [json.loads(line) for line in lines]


def words(text: str) -> int:
    return len(text.split())


def check_answer(answer: str) -> None:
    assert FORMAT.fullmatch(answer), answer
    assert 35 <= words(answer) <= 80, answer


def test_the_instruction_pairs_all_answer_in_the_three_line_format() -> None:
    rows = read_jsonl("chat_plant_care.jsonl")
    assert len(rows) >= 300
    for row in rows:
        assert set(row) == {"prompt", "response"}, row
        assert isinstance(row["prompt"], str) and row["prompt"].strip() == row["prompt"] != ""
        assert 5 <= words(row["prompt"]) <= 30, row["prompt"]
        check_answer(row["response"])
    prompts = [row["prompt"].lower() for row in rows]
    assert len(set(prompts)) == len(prompts)


def test_the_conversations_alternate_and_keep_the_format() -> None:
    rows = read_jsonl("chat_plant_care_conversations.jsonl")
    assert len(rows) >= 30
    for row in rows:
        assert set(row) == {"messages"}, row
        messages = row["messages"]
        assert len(messages) >= 4 and len(messages) % 2 == 0
        assert [m["role"] for m in messages] == ["user", "assistant"] * (len(messages) // 2)
        for m in messages:
            assert set(m) == {"role", "content"} and m["content"].strip() == m["content"] != "", m
        for m in messages[1::2]:
            check_answer(m["content"])
    firsts = [row["messages"][0]["content"].lower() for row in rows]
    assert len(set(firsts)) == len(firsts)
    # The conversations open with questions of their own, not ones the instruction pairs already ask.
    pairs = {row["prompt"].lower() for row in read_jsonl("chat_plant_care.jsonl")}
    assert not pairs & set(firsts)


def test_the_summaries_are_one_short_sentence_about_a_longer_text() -> None:
    rows = read_jsonl("summaries_notes.jsonl")
    assert len(rows) >= 200
    for row in rows:
        assert set(row) == {"text", "summary"}, row
        text, summary = row["text"], row["summary"]
        assert text.strip() == text != "" and summary.strip() == summary != ""
        assert 80 <= words(text) <= 200, text[:60]
        assert 12 <= words(summary) <= 30 and len(summary) * 3 < len(text), summary
        assert summary.endswith(".") and "\n" not in summary
        assert summary not in text  # says the point in its own words, not by copying a sentence
    texts = [row["text"].lower() for row in rows]
    assert len(set(texts)) == len(texts)


@pytest.mark.parametrize(
    "name", ["chat_plant_care.jsonl", "chat_plant_care_conversations.jsonl", "summaries_notes.jsonl"]
)
def test_the_readme_lists_each_sample(name: str) -> None:
    readme = (resources.files("workbench_resources") / "sample_data" / "README.md").read_text(
        encoding="utf-8"
    )
    assert f"`{name}`" in readme
