"""Next-token probabilities are the softmax of the last logits; temperature, top-k and top-p reshape them."""

from __future__ import annotations

import math

import numpy as np
import pytest

from workbench.core.errors import InputError, WrongModelKind
from workbench.core.explore.next_token import NextTokenResult, next_token, reshape, softmax_table

EXAMPLE = ([2.5, 1.0, 0.5, 1.5], ["sat", "ran", "jumped", "slept"])


def _last_logits(loaded, text: str):
    import torch

    inputs = loaded.tokenizer(text, return_tensors="pt")
    with torch.no_grad():
        return loaded.model(**inputs).logits[0, -1].float()


def _assert_matches_softmax(loaded, text: str) -> NextTokenResult:
    logits = _last_logits(loaded, text)
    expected = logits.softmax(-1)
    result = next_token(loaded, text, top_k=10)
    assert [p.token_id for p in result.predictions] == expected.topk(10).indices.tolist()
    for p in result.predictions:
        assert p.probability == pytest.approx(float(expected[p.token_id]), abs=1e-5)
        assert p.logit == pytest.approx(float(logits[p.token_id]), abs=1e-4)
        assert p.token == loaded.tokenizer.decode([p.token_id])
    assert result.log_normaliser == pytest.approx(float(logits.logsumexp(-1)), abs=1e-4)
    assert len(result.top_ids) == 200 and result.all_logits.shape == (loaded.model.config.vocab_size,)
    return result


@pytest.mark.parametrize("name", ["gpt2", "llama"])
def test_probabilities_are_the_softmax_of_the_last_logits(tiny, name: str) -> None:
    _assert_matches_softmax(tiny[name], "The cat sat on the")


def test_smollm2_once_upon_a_time(smollm2) -> None:
    result = _assert_matches_softmax(smollm2, "Once upon a")
    assert result.predictions[0].token == " time"
    rows = reshape(result, 1.0, limit=10)
    assert [r.probability for r in rows] == pytest.approx(
        [p.probability for p in result.predictions], abs=1e-9
    )


def test_reshape_is_exact_at_any_temperature(smollm2) -> None:
    import torch

    result = next_token(smollm2, "The cat sat on the", top_k=5)
    full = torch.from_numpy(np.array(result.all_logits))
    for temperature in (0.5, 2.0):
        rows = reshape(result, temperature, limit=50)
        expected = (full / temperature).softmax(-1)[result.top_ids[:50].tolist()]
        assert [r.probability for r in rows] == pytest.approx(expected.tolist(), abs=1e-6)
    sharp, plain, flat = (reshape(result, t)[0].probability for t in (0.5, 1.0, 2.0))
    assert sharp > plain > flat
    assert reshape(result, 0.0)[0].probability == 1.0 and not reshape(result, 0.0)[1].kept


def _teaching_result(logits: list[float], labels: list[str]) -> NextTokenResult:
    """A NextTokenResult over a four-word vocabulary, as next_token would make it."""
    values = np.array(logits, dtype=np.float32)
    order = np.argsort(-values)
    return NextTokenResult(
        model="teaching",
        text="The cat",
        input_tokens=2,
        temperature=1.0,
        predictions=(),
        top_ids=order.astype(np.int64),
        top_logits=values[order],
        top_tokens=tuple(labels[i] for i in order),
        all_logits=values,
        log_normaliser=float(np.log(np.exp(values).sum())),
    )


def test_top_k_and_top_p_mark_what_survives() -> None:
    result = _teaching_result(*EXAMPLE)
    rows = reshape(result, 1.0)
    assert [r.token for r in rows] == ["sat", "slept", "ran", "jumped"]
    assert [round(r.probability, 3) for r in rows] == [0.579, 0.213, 0.129, 0.078]
    assert [r.kept for r in reshape(result, 1.0, top_k=2)] == [True, True, False, False]
    # top-p keeps the smallest set of best words whose probabilities reach p.
    assert [r.kept for r in reshape(result, 1.0, top_p=0.5)] == [True, False, False, False]
    assert [r.kept for r in reshape(result, 1.0, top_p=0.7)] == [True, True, False, False]
    assert [r.kept for r in reshape(result, 1.0, top_p=0.9)] == [True, True, True, False]
    kept = reshape(result, 1.0, top_p=0.7)
    assert sum(r.sampling_probability for r in kept) == pytest.approx(1.0)
    assert kept[0].sampling_probability == pytest.approx(0.579 / (0.579 + 0.213), abs=1e-3)
    # top-p after top-k works on the renormalised survivors, as generate() does: "sat" alone has 0.579 of
    # all the probability but 0.731 of the top two's.
    assert [r.kept for r in reshape(result, 1.0, top_k=2, top_p=0.7)] == [True, False, False, False]


def test_cut_offs_agree_with_the_sampler_and_with_transformers() -> None:
    import torch
    from transformers.generation.logits_process import TopKLogitsWarper, TopPLogitsWarper

    from workbench.core.explore.generation import warp_logits

    rng = np.random.default_rng(0)
    for _ in range(20):
        logits = rng.normal(0, 2, size=300).astype(np.float32)
        result = _teaching_result(list(logits), [str(i) for i in range(300)])
        result = NextTokenResult(
            **{
                **result.__dict__,
                "top_ids": result.top_ids[:200],
                "top_logits": result.top_logits[:200],
                "top_tokens": result.top_tokens[:200],
            }
        )
        temperature, top_k, top_p = (
            float(rng.uniform(0.3, 2)),
            int(rng.integers(0, 250)),
            float(rng.uniform(0.1, 1)),
        )
        kept = [r.kept for r in reshape(result, temperature, top_k=top_k, top_p=top_p)]
        scores = torch.from_numpy(logits)[None] / temperature
        if top_k:
            scores = TopKLogitsWarper(top_k)(None, scores)
        scores = TopPLogitsWarper(top_p)(None, scores)
        expected = torch.isfinite(scores[0])[torch.from_numpy(result.top_ids)].tolist()
        ours = torch.isfinite(warp_logits(torch.from_numpy(logits), temperature, top_k, top_p))
        assert kept == expected
        assert ours[torch.from_numpy(result.top_ids)].tolist() == expected


def test_softmax_table_for_the_board() -> None:
    table = softmax_table(*EXAMPLE)
    assert [round(r.probability, 3) for r in table.rows] == [0.579, 0.129, 0.078, 0.213]
    assert table.rows[0].exp == pytest.approx(math.exp(2.5)) and table.total == pytest.approx(
        sum(math.exp(v) for v in EXAMPLE[0])
    )
    sharp, flat = softmax_table(*EXAMPLE, temperature=0.5), softmax_table(*EXAMPLE, temperature=2.0)
    assert sharp.rows[0].scaled == 5.0 and flat.rows[0].scaled == 1.25
    assert sharp.rows[0].probability > table.rows[0].probability > flat.rows[0].probability
    assert sharp.rows[2].probability < table.rows[2].probability < flat.rows[2].probability

    def entropy(t):
        return -sum(r.probability * math.log(r.probability) for r in t.rows)

    assert entropy(sharp) < entropy(table) < entropy(flat)
    greedy = softmax_table(*EXAMPLE, temperature=0)
    assert [r.probability for r in greedy.rows] == [1.0, 0.0, 0.0, 0.0]
    with pytest.raises(InputError, match="one logit for each word"):
        softmax_table([1.0, 2.0], ["a"])
    with pytest.raises(InputError, match="temperature"):
        softmax_table(*EXAMPLE, temperature=-1)


def test_long_text_reads_the_last_tokens(tiny) -> None:
    loaded = tiny["gpt2"]
    text = "the cat sat on the mat . " * 20 + "the dog"
    result = next_token(loaded, text)
    assert result.truncated and result.input_tokens == 64 and "last 64 tokens" in result.warnings[0]
    import torch

    ids = loaded.tokenizer(text)["input_ids"][-64:]
    with torch.no_grad():
        expected = loaded.model(input_ids=torch.tensor([ids])).logits[0, -1].softmax(-1)
    assert result.predictions[0].probability == pytest.approx(float(expected.max()), abs=1e-5)


def test_bad_inputs_are_explained(tiny) -> None:
    with pytest.raises(InputError, match="There is no text to continue"):
        next_token(tiny["gpt2"], "  ")
    with pytest.raises(WrongModelKind, match="does not predict the next word"):
        next_token(tiny["bert"], "The cat")
    with pytest.raises(InputError, match="temperature"):
        next_token(tiny["gpt2"], "The cat", temperature=-0.5)
    result = next_token(tiny["gpt2"], "The cat")
    with pytest.raises(InputError, match="top-p"):
        reshape(result, 1.0, top_p=1.5)
    with pytest.raises(InputError, match="top-k"):
        reshape(result, 1.0, top_k=-1)
