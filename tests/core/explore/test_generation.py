"""Generation step by step: greedy and beam search equal model.generate, seeded sampling repeats, streaming
and cancelling work between tokens."""

from __future__ import annotations

import math
import threading

import pytest

from workbench.core.errors import Cancelled, InputError, WrongModelKind
from workbench.core.explore.generation import append_token, generate


def _hf(loaded, text: str, **settings) -> list[int]:
    inputs = loaded.tokenizer(text, return_tensors="pt")
    out = loaded.model.generate(**inputs, **settings)
    return out[0, inputs["input_ids"].shape[1] :].tolist()


@pytest.mark.parametrize("name", ["gpt2", "llama"])
def test_greedy_equals_generate(tiny, name: str) -> None:
    loaded = tiny[name]
    for text in ("The cat", "Once upon a time the dog"):
        result = generate(loaded, text, max_new_tokens=12)
        assert list(result.new_token_ids) == _hf(loaded, text, do_sample=False, max_new_tokens=12)
        assert len(result.steps) == len(result.new_token_ids)
        assert result.text == text + result.new_text


def test_greedy_on_smollm2(smollm2) -> None:
    result = generate(smollm2, "Once upon a", max_new_tokens=6)
    assert list(result.new_token_ids) == _hf(smollm2, "Once upon a", do_sample=False, max_new_tokens=6)
    first = result.steps[0]
    assert first.token == " time" and first.alternatives[0].token_id == first.token_id
    assert first.probability == pytest.approx(first.alternatives[0].probability)
    assert first.sampling_probability == 1.0


@pytest.fixture
def gpt2_with_an_early_end(tiny_folders):
    """The tiny GPT-2 with an end-of-text token it is likely to produce, so beams finish before the limit."""
    from workbench.core.models.loading import load_model

    loaded = load_model(str(tiny_folders["gpt2"]))
    greedy = generate(loaded, "The cat", max_new_tokens=6).new_token_ids
    loaded.model.generation_config.eos_token_id = greedy[2]
    return loaded


@pytest.mark.parametrize(
    ("early_stopping", "length_penalty"),
    [(False, 1.0), (True, 1.0), ("never", 1.0), (False, 0.0), ("never", 2.0)],
)
def test_beam_search_equals_generate(gpt2_with_an_early_end, early_stopping, length_penalty) -> None:
    loaded = gpt2_with_an_early_end
    for text, beams in (("The cat", 3), ("Once upon a time", 4)):
        result = generate(
            loaded,
            text,
            "beam",
            max_new_tokens=10,
            beams=beams,
            early_stopping=early_stopping,
            length_penalty=length_penalty,
        )
        expected = _hf(
            loaded,
            text,
            do_sample=False,
            num_beams=beams,
            max_new_tokens=10,
            early_stopping=early_stopping,
            length_penalty=length_penalty,
        )
        assert list(result.new_token_ids) == expected


def test_beam_tree_traces_the_chosen_beam(tiny) -> None:
    loaded = tiny["gpt2"]
    result = generate(loaded, "The cat", "beam", max_new_tokens=8, beams=3)
    assert len(result.beam_tree) == len(result.steps) == len(result.beam_path) == 8
    path_nodes = [result.beam_tree[step][index] for step, index in enumerate(result.beam_path)]
    assert tuple(node.token_id for node in path_nodes) == result.new_token_ids
    for step, node in enumerate(path_nodes):
        assert node.step == step
        if step:
            parent = result.beam_tree[step - 1][node.parent]
            assert node.log_probability == pytest.approx(
                parent.log_probability + node.token_log_probability, abs=1e-4
            )
            assert node.parent == result.beam_path[step - 1]
    for nodes in result.beam_tree[:-1]:
        running = [n for n in nodes if not n.finished]
        assert len(running) == 3
        assert [n.log_probability for n in running] == sorted(
            (n.log_probability for n in running), reverse=True
        )
    assert all(n.finished for n in result.beam_tree[-1]), "at the length limit every kept beam has ended"
    assert result.steps[-1].token_id == result.new_token_ids[-1]
    assert path_nodes[-1].finished and result.score == pytest.approx(
        path_nodes[-1].log_probability / 8, abs=1e-5
    )


def test_seeded_sampling_repeats_and_matches_generate(tiny) -> None:
    import torch

    loaded = tiny["llama"]
    settings = dict(temperature=0.8, top_k=20, top_p=0.9, max_new_tokens=10)
    first = generate(loaded, "The cat", "sample", seed=7, **settings)
    again = generate(loaded, "The cat", "sample", seed=7, **settings)
    other = generate(loaded, "The cat", "sample", seed=8, **settings)
    assert first.new_token_ids == again.new_token_ids != other.new_token_ids
    torch.manual_seed(7)
    assert list(first.new_token_ids) == _hf(loaded, "The cat", do_sample=True, **settings)
    assert all(0 < s.sampling_probability <= 1 for s in first.steps)
    greedy = generate(loaded, "The cat", max_new_tokens=10)
    assert (
        generate(loaded, "The cat", "sample", top_k=1, max_new_tokens=10).new_token_ids
        == greedy.new_token_ids
    )


def test_steps_stream_and_cancel_stops_between_tokens(tiny) -> None:
    loaded = tiny["gpt2"]
    seen = []
    result = generate(loaded, "The cat", max_new_tokens=5, on_step=seen.append)
    assert [s.index for s in seen] == [0, 1, 2, 3, 4] and seen[-1].text == result.new_text
    cancel = threading.Event()

    def stop_after_two(step) -> None:
        if step.index == 1:
            cancel.set()

    with pytest.raises(Cancelled):
        generate(loaded, "The cat", max_new_tokens=20, on_step=stop_after_two, cancel=cancel)


def test_append_token_adds_the_word_with_its_space(tiny, smollm2) -> None:
    llama = tiny["llama"].tokenizer
    assert append_token("Once upon a", llama.convert_tokens_to_ids("▁time"), llama) == "Once upon a time"
    gpt2 = tiny["gpt2"].tokenizer
    assert append_token("Once upon a", gpt2.convert_tokens_to_ids("Ġtime"), gpt2) == "Once upon a time"
    assert append_token("play", llama.convert_tokens_to_ids("ing"), llama) == "playing"
    time_id = smollm2.tokenizer.convert_tokens_to_ids("Ġtime")
    assert append_token("Once upon a", time_id, smollm2.tokenizer) == "Once upon a time"


def test_bad_settings_are_explained(tiny) -> None:
    loaded = tiny["gpt2"]
    with pytest.raises(InputError, match="Unknown strategy"):
        generate(loaded, "The cat", "nucleus")
    with pytest.raises(InputError, match="Sampling needs a temperature above 0"):
        generate(loaded, "The cat", "sample", temperature=0)
    with pytest.raises(InputError, match="at least one token"):
        generate(loaded, "The cat", max_new_tokens=0)
    with pytest.raises(InputError, match="beams"):
        generate(loaded, "The cat", "beam", beams=0)
    with pytest.raises(InputError, match="There is no text"):
        generate(loaded, "")
    with pytest.raises(WrongModelKind):
        generate(tiny["roberta"], "The cat")


def test_a_long_prompt_leaves_room_for_the_new_tokens(tiny) -> None:
    result = generate(tiny["gpt2"], "the cat sat on the mat . " * 20, max_new_tokens=10)
    assert result.truncated and len(result.new_token_ids) == 10
    assert any("last 54 tokens" in w for w in result.warnings)
    assert math.isfinite(result.steps[-1].probability)
