"""Per-token surprise: the probabilities a model gives each token, and a perplexity that is the same number
`workbench evaluate` gives for that line."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.support.training_data import tiny_gpt2_folder, tiny_masked_lm_folder  # noqa: F401 - fixtures
from workbench.core.errors import InputError, WrongModelKind
from workbench.core.explore.surprise import token_surprise
from workbench.core.models.loading import load_model
from workbench.core.use.evaluate import perplexity


def test_a_causal_models_surprise_is_its_perplexity_token_by_token(
    tiny_gpt2_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    loaded = load_model(str(tiny_gpt2_folder), "causal-lm")
    text = "the cat sat on the mat and the dog ran"
    result = token_surprise(loaded, text)
    (tmp_path / "line.txt").write_text(text, encoding="utf-8")
    assert result.kind == "causal" and result.tokens[0].probability is None
    assert result.scored == len(result.tokens) - 1 == perplexity(loaded, tmp_path / "line.txt").tokens
    assert result.perplexity == pytest.approx(perplexity(loaded, tmp_path / "line.txt").perplexity, rel=1e-4)
    for token in result.tokens[1:]:
        assert 0 < token.probability <= 1 and token.rank >= 1 and len(token.expected) == 5
        assert (token.rank == 1) == (token.expected[0][1] == pytest.approx(token.probability))
    assert "".join(t.text for t in result.tokens) == text
    with pytest.raises(InputError):
        token_surprise(loaded, "   ")
    with pytest.raises(WrongModelKind):
        token_surprise(replace(loaded, task="classification"), text)


def test_a_masked_model_guesses_each_hidden_token_from_all_the_others(tiny_masked_lm_folder: Path) -> None:  # noqa: F811
    loaded = load_model(str(tiny_masked_lm_folder), "masked-lm")
    result = token_surprise(loaded, "the cat sat on the mat")
    assert result.kind == "masked"
    assert [t.probability is None for t in result.tokens] == [True] + [False] * 6 + [True]  # [CLS] ... [SEP]
    assert result.scored == 6 and result.perplexity > 1
