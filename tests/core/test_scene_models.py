"""A scene plays with the best model on this computer: the textbook's (BERT base, GPT-2) when it is here, else
the embedded stand-in, saying which and how to get the other; `scenes check` plays the textbook
only when it can."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tests.support.fake_hub import FakeHub, fake_hub_fixture  # noqa: F401 - provides the fake_hub fixture
from tests.support.tiny_models import save_tiny_bert
from workbench.core import scenes
from workbench.core.models import catalogue
from workbench.core.models.downloads import download_model
from workbench.core.models.zoo import is_on_this_computer
from workbench.core.scene_checks import check_scene
from workbench.core.scene_models import scene_play, textbook_models
from workbench.core.scenes import Scene, Textbook

DECK = scenes.builtin_deck("lecture.json")


def scene(start: str) -> Scene:
    return next(s for s in DECK.scenes if s.title.startswith(start))


def only(*present: str):
    return lambda ref: ref in present


def test_without_the_pack_the_cloze_scene_uses_the_embedded_model_and_says_how_to_get_bert() -> None:
    cloze = scene("1 · Pre-training hides words")
    play = scene_play(cloze, present=only())
    assert play.state == cloze.state and play.says == cloze.says and play.claim == cloze.claim
    assert not play.textbook
    assert play.uses == (
        "Using the embedded Workbench mini MLM (fill in the blank) "
        "(textbook result: BERT base (uncased), in the lecture pack)."
    )


def test_with_bert_here_the_cloze_scene_plays_the_textbook_sentence_on_it() -> None:
    cloze = scene("1 · Pre-training hides words")
    play = scene_play(cloze, present=only("bert-base-uncased"))
    assert play.textbook and play.uses == "Using BERT base (uncased)."
    assert play.state == {
        **cloze.state,
        "masked_model": "bert-base-uncased",
        "text": "The [MASK] sat on the mat.",
    }
    assert play.state["causal_model"] == "smollm2-135m"  # what the textbook does not name stays
    assert play.says == cloze.textbook.says and "(here 1 of 6)" in play.says
    assert play.claim == cloze.textbook.claim and "“cat”" in play.claim


def test_the_next_token_scene_prefers_gpt2_and_the_token_scene_bert() -> None:
    beams = scene("4 · Greedy, sampling and beam search")
    assert textbook_models(beams) == ("gpt2",)
    assert scene_play(beams, present=only("gpt2")).state["model"] == "gpt2"
    assert scene_play(beams, present=only("gpt2")).uses == "Using GPT-2 (124M)."
    fallback = scene_play(beams, present=only("bert-base-uncased"))
    assert fallback.state["model"] == "smollm2-135m"
    assert (
        fallback.uses
        == "Using the embedded SmolLM2 135M Instruct (textbook result: GPT-2 (124M), in the lecture pack)."
    )
    tokens = scene("5 · Tokens: whole words and pieces")
    assert scene_play(tokens, present=only("bert-base-uncased")).state["masked_model"] == "bert-base-uncased"


def test_a_textbook_that_only_counts_and_a_scene_without_one_play_as_written() -> None:
    lora = scene("9 · LoRA")
    assert lora.textbook is not None and not lora.textbook.play
    everything = scene_play(lora, present=lambda ref: True)
    assert everything.state == lora.state and everything.uses == "" and not everything.textbook
    plain = scene("1 · Pre-training by predicting the next token")
    assert plain.textbook is None and scene_play(plain, present=lambda ref: True).uses == ""


def test_a_textbook_model_outside_the_pack_is_to_be_downloaded_from_the_zoo() -> None:
    cloze = scene("1 · Pre-training hides words")
    own = dataclasses.replace(cloze, textbook=Textbook("Claim.", {"masked_model": "roberta-base"}, ()))
    play = scene_play(own, present=only())
    assert play.uses.endswith("(textbook result: RoBERTa base, from the Model zoo).")
    assert "lecture pack" not in play.uses


def test_what_is_on_this_computer_is_found_without_the_network(tmp_path: Path) -> None:
    assert is_on_this_computer("workbench-mini-mlm") and is_on_this_computer("smollm2-135m")
    assert not is_on_this_computer("bert-base-uncased") and not is_on_this_computer("someone/model")
    assert is_on_this_computer(str(save_tiny_bert(tmp_path / "bert")))
    assert not is_on_this_computer(str(tmp_path / "nothing"))


@pytest.fixture
def bert_stand_in(fake_hub: FakeHub, tmp_path: Path) -> Path:
    """A tiny BERT downloaded from the fake hub as BERT base, into this test's Hugging Face cache."""
    hf_id = catalogue.get_entry("bert-base-uncased").hf_id
    fake_hub.add_repo(hf_id, save_tiny_bert(tmp_path / "served"))
    return download_model(hf_id, endpoint=fake_hub.url)


def test_without_its_model_the_textbook_is_skipped_in_one_line_saying_how_to_check_it() -> None:
    cloze = scene("1 · Pre-training hides words")
    assert {spec["kind"] for spec in cloze.textbook.checks} == {"fill_top", "masking"}
    report = check_scene(dataclasses.replace(cloze, checks=()))
    # The simulator check could run without BERT, but half a textbook is not played: it is skipped whole.
    assert report.textbook_holds is None and [r.detail for r in report.textbook_results] == [
        "skipped: BERT base (uncased) is not on this computer (to check it: workbench download "
        "--lecture-pack)."
    ]
    assert not scene_play(cloze).textbook


def test_the_textbook_plays_and_is_checked_once_its_model_is_downloaded(bert_stand_in: Path) -> None:
    tokens = dataclasses.replace(scene("5 · Tokens: whole words and pieces"), checks=())
    play = scene_play(tokens)  # the real look at this computer's cache
    assert play.textbook and play.uses == "Using BERT base (uncased)."
    report = check_scene(tokens)
    (result,) = report.textbook_results
    # Played on the stand-in (its toy vocabulary knows few of the words), not skipped: the claim can fail.
    assert result.kind == "tokens" and result.holds is False and result.detail.startswith("WordPiece: [CLS]")


def test_every_builtin_textbook_that_plays_is_shown_by_the_lecture_pack() -> None:
    pack = {entry.id for entry in catalogue.lecture_pack()}
    playing = [s for s in DECK.scenes if s.textbook is not None and s.textbook.play]
    assert {s.title.split(" · ")[0] for s in playing} == {"1", "4", "5"}
    for played in playing:
        assert textbook_models(played) and set(textbook_models(played)) <= pack, played.title
        assert played.textbook.says and played.textbook.claim, played.title
