"""The Next-token tab's session and its prediction job, on a tiny causal model."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.tiny_lms import save_tiny_gpt2
from workbench.core.explore.next_token import BARS_SHOWN, next_token
from workbench.core.explore.tokens import tokenize_text
from workbench.core.sessions.next_token import NextTokenSession, prediction


@pytest.fixture(scope="module")
def causal(tmp_path_factory: pytest.TempPathFactory):
    from workbench.core.models.loading import load_model

    return load_model(str(save_tiny_gpt2(Path(tmp_path_factory.mktemp("gpt2")) / "gpt2")))


def test_the_prediction_is_the_bars_and_the_token_strip(causal) -> None:
    session = NextTokenSession(text="the cat sat on the", model=causal.name)
    shown = prediction(session, causal)
    direct = next_token(causal, session.text, top_k=BARS_SHOWN)
    assert shown.result.predictions == direct.predictions and shown.result.top_tokens == direct.top_tokens
    assert shown.tokens == tokenize_text(causal.tokenizer, session.text, model=causal.model)
    assert len(shown.result.predictions) == BARS_SHOWN


def test_the_session_starts_with_the_lecture_example() -> None:
    session = NextTokenSession()
    assert session.softmax_words.split(", ") == ["sat", "ran", "jumped", "slept"]
    assert session.temperature == 1.0 and session.top_k == 0 and session.view == "probabilities"
