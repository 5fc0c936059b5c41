"""Scoring a chat or summarising model on a file whose answers are known: ROUGE-L per example, worst first."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.training_data import tiny_gpt2_folder  # noqa: F401
from workbench.core.errors import DataError
from workbench.core.use.chat import open_chat, score_replies_file


def test_answers_are_scored_by_words_shared_in_order_and_the_worst_come_first(
    tiny_gpt2_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    data = tmp_path / "asked.jsonl"
    records = [
        {"prompt": "How often do I water a cactus?", "response": "Once a month in summer."},
        {"prompt": "Where should a fern stand?", "response": "In bright shade, away from radiators."},
        {"prompt": "Why are the leaves yellow?", "response": "Too much water, most often."},
    ]
    data.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    chat = open_chat(str(tiny_gpt2_folder))
    given = {
        "How often do I water a cactus?": "Once a month in summer.",  # the same words: 1.0
        "Where should a fern stand?": "In bright shade.",  # 3 of its 6 words, in order
        "Why are the leaves yellow?": "Nothing to do with it.",  # no word shared
    }
    chat.reply = lambda conversations, **kw: [given[c[-1]["content"]] for c in conversations]
    scores = score_replies_file(chat, data, summaries=False)
    assert scores.examples == 3
    by_prompt = {w.prompt: w.rouge_l for w in scores.worst}
    assert by_prompt["How often do I water a cactus?"] == pytest.approx(1.0)
    assert 0.4 < by_prompt["Where should a fern stand?"] < 0.8
    assert by_prompt["Why are the leaves yellow?"] == 0.0
    assert [w.prompt for w in scores.worst][0] == "Why are the leaves yellow?"
    assert scores.rouge_l == pytest.approx(sum(by_prompt.values()) / 3)


def test_a_file_without_answers_is_refused_in_plain_words(tiny_gpt2_folder: Path, tmp_path: Path) -> None:  # noqa: F811
    data = tmp_path / "prompts.jsonl"
    data.write_text('{"prompt": "Hi"}\n', encoding="utf-8")
    with pytest.raises(DataError):
        score_replies_file(open_chat(str(tiny_gpt2_folder)), data, summaries=False)
