"""BERT's masking simulator: 15% chosen, then 80% [MASK], 10% random, 10% unchanged, special tokens never."""

from __future__ import annotations

import pytest

from workbench.core.errors import InputError, WrongModelKind
from workbench.core.explore.masking import masking_tally, simulate_masking, simulate_typed_text

TEXT = "the cat sat on the mat . the dog ran to the store to buy milk . the man went to the store . " * 2


def test_statistics_over_many_seeds(tiny) -> None:
    tokenizer = tiny["bert"].tokenizer
    specials = set(tokenizer.all_special_ids)
    totals = {"masked": 0, "random": 0, "unchanged": 0}
    for seed in range(1500):
        sim = simulate_masking(tokenizer, TEXT, seed=seed)
        assert sim.chosen == round(0.15 * sim.candidates) == 7
        for p in sim.positions:
            assert p.counts_in_loss == (p.action in totals)
            if p.original_id in specials:
                assert p.action == "special" and p.shown_id == p.original_id
            if p.action == "masked":
                assert p.shown_id == tokenizer.mask_token_id and p.shown == "[MASK]"
            elif p.action == "random":
                assert p.shown_id not in specials
            elif p.action in ("unchanged", "not chosen"):
                assert p.shown_id == p.original_id
        totals["masked"] += sim.masked
        totals["random"] += sim.random
        totals["unchanged"] += sim.unchanged
    chosen = sum(totals.values())
    assert totals["masked"] / chosen == pytest.approx(0.8, abs=0.02)
    assert totals["random"] / chosen == pytest.approx(0.1, abs=0.015)
    assert totals["unchanged"] / chosen == pytest.approx(0.1, abs=0.015)


def test_the_tally_counts_each_draw_s_fates(tiny) -> None:
    """The tally the Fill tab shows under the simulator: the draws at seeds 0, 1, ... added up."""
    tokenizer = tiny["bert"].tokenizer
    tally = masking_tally(tokenizer, "the cat sat on the ___ .", draws=200)
    draws = [simulate_typed_text(tokenizer, "the cat sat on the ___ .", seed=s) for s in range(200)]
    assert (tally.draws, tally.masked, tally.random, tally.unchanged) == (
        200,
        sum(d.masked for d in draws),
        sum(d.random for d in draws),
        sum(d.unchanged for d in draws),
    )
    assert tally.chosen == sum(d.chosen for d in draws) and sum(tally.shares()) == pytest.approx(1.0)
    assert tally.shares()[0] == pytest.approx(0.8, abs=0.08)


def test_same_seed_same_picture_and_at_least_one_chosen(tiny) -> None:
    tokenizer = tiny["roberta"].tokenizer
    first, again = (
        simulate_masking(tokenizer, "The cat sat", seed=3),
        simulate_masking(tokenizer, "The cat sat", seed=3),
    )
    assert first == again and first.chosen == 1
    pictures = {simulate_masking(tokenizer, TEXT, seed=s).loss_positions for s in range(10)}
    assert len(pictures) > 1, "another seed resamples"
    sim = simulate_masking(tokenizer, "The cat sat on the mat", rate=0.5, seed=0)
    assert sim.chosen == 3 and sim.positions[0].action == "special" and sim.positions[1].original == "The"
    assert "<mask>" in sim.shown_text or sim.masked == 0


def test_bad_inputs_are_explained(tiny) -> None:
    with pytest.raises(WrongModelKind, match="no mask token"):
        simulate_masking(tiny["gpt2"].tokenizer, "The cat")
    with pytest.raises(InputError, match="rate"):
        simulate_masking(tiny["bert"].tokenizer, "the cat", rate=0)
    with pytest.raises(InputError, match="no text"):
        simulate_masking(tiny["bert"].tokenizer, " ")
    with pytest.raises(InputError, match="only special tokens"):
        simulate_masking(tiny["bert"].tokenizer, "[CLS] [SEP]")
