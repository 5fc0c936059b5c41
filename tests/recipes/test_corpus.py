"""The mini masked LM's corpus: requests in a seeded order, generated text cleaned into whole sentences, and
generation that carries on after an interruption with the same text as a run that was never stopped."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from recipes.corpus import clean_story, write_generated
from recipes.prompts import FACT_STYLES, SCENES, STYLES, TOPICS, fact_prompts, story_prompts


def test_every_request_is_used_before_any_repeats_and_the_order_is_seeded() -> None:
    pairs = len(TOPICS) * len(FACT_STYLES)
    first_round = fact_prompts(pairs, seed=0)
    assert len(set(first_round)) == pairs
    assert fact_prompts(pairs + 5, seed=0)[:pairs] == first_round
    assert fact_prompts(10, seed=0) == first_round[:10] and fact_prompts(10, seed=1) != first_round[:10]
    assert len(set(story_prompts(len(SCENES) * len(STYLES), seed=0))) == len(SCENES) * len(STYLES)


def test_generated_text_becomes_lines_of_whole_sentences() -> None:
    text = (
        "Here are some facts:\n1. A week has seven days.\n- Cats like to sleep in the sun.\n"
        "Mum: Please shut the door when you go out!\nThe bus stops at the corner of the"
    )
    assert clean_story(text) == [
        "A week has seven days.",
        "Cats like to sleep in the sun.",
        "Please shut the door when you go out!",
    ]


@pytest.mark.slow
@pytest.mark.usefixtures("converted_smollm2")
def test_generation_carries_on_after_an_interruption_with_the_same_text(tmp_path: Path) -> None:
    prompts = fact_prompts(4, seed=0)
    whole = write_generated(tmp_path / "whole" / "everyday.txt", prompts, batch_size=2, max_new_tokens=24)
    assert json.loads((tmp_path / "whole" / "everyday.progress.json").read_text()) == {"done": 4}
    text = whole.read_text(encoding="utf-8")
    assert text.strip() and all(line.rstrip()[-1:] in '.!?"' for line in text.splitlines())

    stopped = tmp_path / "stopped" / "everyday.txt"
    write_generated(stopped, prompts[:2], batch_size=2, max_new_tokens=24)  # as if killed after one batch
    write_generated(stopped, prompts, batch_size=2, max_new_tokens=24)
    assert stopped.read_text(encoding="utf-8") == text
    write_generated(stopped, prompts, batch_size=2, max_new_tokens=24)  # finished: nothing more is written
    assert stopped.read_text(encoding="utf-8") == text
