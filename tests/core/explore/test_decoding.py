"""Greedy, sampling and beam search side by side: each column is what generate() gives on its own, with the
model's probability for every token it added."""

from __future__ import annotations

import threading

import pytest

from workbench.core.errors import Cancelled, InputError
from workbench.core.explore.decoding import MAX_SAMPLES, compare_decoding
from workbench.core.explore.generation import generate


def test_each_column_is_its_own_generate_run(tiny) -> None:
    loaded = tiny["gpt2"]
    heard = []
    found = compare_decoding(
        loaded,
        "The cat",
        max_new_tokens=8,
        temperature=0.8,
        top_k=20,
        seeds=(3, 4),
        beams=3,
        on_column=lambda c: heard.append(c.key),
    )
    assert [c.key for c in found.columns] == ["greedy", "sample-3", "sample-4", "beam"] == heard
    assert [c.title for c in found.columns][-1] == "Beam search (3 beams)"
    greedy = generate(loaded, "The cat", max_new_tokens=8)
    sampled = generate(loaded, "The cat", "sample", 8, temperature=0.8, top_k=20, seed=4)
    beam = generate(loaded, "The cat", "beam", 8, beams=3)
    for key, alone in (("greedy", greedy), ("sample-4", sampled), ("beam", beam)):
        column = found.column(key)
        assert column.result.new_token_ids == alone.new_token_ids, key
        assert [t.text for t in column.tokens] == list(alone.new_tokens), key
    assert [t.probability for t in found.column("greedy").tokens] == [s.probability for s in greedy.steps]
    drawn = found.column("sample-4").tokens
    assert [t.drawn_from for t in drawn] == [s.sampling_probability for s in sampled.steps]


def test_the_beam_columns_probabilities_follow_the_chosen_path(tiny) -> None:
    found = compare_decoding(tiny["gpt2"], "Once upon a time the dog", max_new_tokens=6, seeds=(), beams=4)
    column = found.column("beam")
    last = column.result.beam_tree[-1][column.result.beam_path[-1]]
    assert column.log_probability == pytest.approx(last.log_probability, abs=1e-4)
    assert column.per_token == pytest.approx(last.log_probability / len(column.tokens), abs=1e-4)
    assert all(0 < t.probability <= 1 and t.drawn_from is None for t in column.tokens)


def test_beam_search_ends_likelier_than_greedy_on_smollm2(smollm2) -> None:
    """The lecture's claim (scene "Greedy, sampling and beam search"), on the embedded model."""
    found = compare_decoding(smollm2, "Once upon a", max_new_tokens=12, seeds=(0, 1))
    beam, greedy = found.column("beam"), found.column("greedy")
    assert beam.per_token > greedy.per_token
    assert greedy.tokens[0].text == " time" and greedy.tokens[0].probability == pytest.approx(0.143, abs=0.02)
    assert found.column("sample-0").new_text != found.column("sample-1").new_text


def test_temperature_zero_leaves_sampling_out_with_a_note(tiny) -> None:
    found = compare_decoding(tiny["gpt2"], "The cat", max_new_tokens=3, temperature=0.0, seeds=(1, 2))
    assert [c.key for c in found.columns] == ["greedy", "beam"]
    assert "temperature 0" in found.notes[0]


def test_too_many_seeds_and_cancelling(tiny) -> None:
    with pytest.raises(InputError, match=f"at most {MAX_SAMPLES}"):
        compare_decoding(tiny["gpt2"], "The cat", seeds=range(MAX_SAMPLES + 1))
    cancel = threading.Event()
    heard = []

    def on_column(column) -> None:
        heard.append(column.key)
        cancel.set()  # stop while sampling has not started

    with pytest.raises(Cancelled):
        compare_decoding(tiny["gpt2"], "The cat", max_new_tokens=4, on_column=on_column, cancel=cancel)
    assert heard == ["greedy"]
