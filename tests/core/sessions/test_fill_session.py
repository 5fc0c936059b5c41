"""The Fill tab's session and its jobs, on the embedded masked model: one pass of it per query, and the
same views the tab showed when the masked model ran twice."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from tests.support.tiny_lms import save_tiny_gpt2
from workbench.core.errors import Cancelled
from workbench.core.explore.context import VIEW_TOP, compare_contexts
from workbench.core.explore.fill_mask import fill_mask, tokenize_with_blanks
from workbench.core.explore.masking import simulate_typed_text
from workbench.core.sessions.fill import (
    SIMULATOR_MODEL,
    FillModels,
    FillSession,
    fill_views,
    masking_view,
)

ONE_BLANK = "The man went to the ___ to buy milk."
TWO_BLANKS = "The man went to the ___ to buy ___."


@pytest.fixture(scope="module")
def models(tmp_path_factory: pytest.TempPathFactory) -> FillModels:
    from workbench.core.models.loading import load_model

    causal = load_model(str(save_tiny_gpt2(Path(tmp_path_factory.mktemp("gpt2")) / "gpt2")))
    return FillModels(masked=load_model("workbench-mini-mlm"), causal=causal)


class ForwardCount:
    """Counts the calls of a model's forward pass while the block runs."""

    def __init__(self, model) -> None:
        self.model, self.calls = model, 0

    def __enter__(self) -> ForwardCount:
        self.handle = self.model.register_forward_hook(lambda *_args: self._count())
        return self

    def _count(self) -> None:
        self.calls += 1

    def __exit__(self, *exc) -> None:
        self.handle.remove()


def test_one_blank_runs_the_masked_model_once_and_shows_what_two_passes_showed(models) -> None:
    session = FillSession(text=ONE_BLANK)
    with ForwardCount(models.masked.model) as once:
        views = fill_views(session, models)
    assert once.calls == 1
    with ForwardCount(models.masked.model) as before:  # what the tab computed before: two passes
        tokens = tokenize_with_blanks(models.masked.tokenizer, ONE_BLANK, model=models.masked.model)
        filled = fill_mask(models.masked, ONE_BLANK, top_k=VIEW_TOP)
        comparison = compare_contexts(ONE_BLANK, models.causal, models.masked, top_k=VIEW_TOP)
    assert before.calls == 2
    assert views.tokens == tokens
    assert views.filled == filled and len(views.filled.blanks[0].predictions) == VIEW_TOP
    assert views.comparison == comparison
    assert views.comparison.both_sides and views.comparison.masked_model == models.masked.name


def test_several_blanks_fill_jointly_without_a_comparison(models) -> None:
    views = fill_views(FillSession(text=TWO_BLANKS), models)
    assert views.comparison is None
    assert views.filled == fill_mask(models.masked, TWO_BLANKS, top_k=VIEW_TOP)
    assert len(views.filled.blanks) == 2 and views.filled.joint


def test_without_a_causal_model_only_the_masked_fill_is_made_at_the_asked_width(models) -> None:
    views = fill_views(FillSession(text=ONE_BLANK), FillModels(masked=models.masked, causal=None), top_k=3)
    assert views.comparison is None
    assert views.filled == fill_mask(models.masked, ONE_BLANK, top_k=3)


def test_without_a_masked_model_the_causal_model_tokenizes_and_view_a_is_missing(models) -> None:
    views = fill_views(FillSession(text=ONE_BLANK), FillModels(masked=None, causal=models.causal))
    assert views.filled is None
    assert views.comparison.both_sides is None and "Model zoo" in views.comparison.message
    assert views.tokens == tokenize_with_blanks(models.causal.tokenizer, ONE_BLANK, model=models.causal.model)


def test_masking_view_follows_the_session_seed() -> None:
    from workbench.core.models.loading import default_cache

    simulator = default_cache().get(SIMULATOR_MODEL)
    session = FillSession(text="The cat sat on the ___ all day long.", seed=5)
    shown = masking_view(session, simulator)
    assert shown == simulate_typed_text(simulator.tokenizer, session.text, seed=5)
    assert shown.seed == 5 and shown.text == "The cat sat on the blank all day long."


def test_a_superseded_fill_stops_after_the_masked_model_instead_of_scoring_the_sentences(models) -> None:
    """The tab cancels a fill when the sentence is edited again: the masked model's pass ends, and the
    left-to-right model, which would score every candidate sentence, never runs."""
    cancel = threading.Event()
    masked = models.masked.model.register_forward_hook(lambda *_args: cancel.set())  # edited meanwhile
    try:
        with ForwardCount(models.causal.model) as causal, pytest.raises(Cancelled):
            fill_views(FillSession(text=ONE_BLANK), models, None, cancel)
    finally:
        masked.remove()
    assert causal.calls == 0


def test_sentence_scoring_stops_between_its_batches(models) -> None:
    from workbench.core.explore.context import sentence_log_probabilities

    cancel = threading.Event()
    stop = models.causal.model.register_forward_hook(lambda *_args: cancel.set())  # after the first batch
    try:
        with ForwardCount(models.causal.model) as scored, pytest.raises(Cancelled):
            sentence_log_probabilities(models.causal, [f"sentence number {i}" for i in range(40)], cancel)
    finally:
        stop.remove()
    assert scored.calls == 1
