"""The Fill-in-the-blank tab's session: what it shows, and the work it asks for, without Qt.

``FillSession`` holds the sentence, the two models chosen and the masking simulator's seed; its fields are
what a demo scene stores for the tab ("fill").  ``fill_views`` computes the token strip and the three views
of the blank, running the masked model once; ``token_view`` the strip alone (for a sentence the views cannot
use); ``batch_view`` the sentence and another as one padded batch; ``masking_view`` draws the simulator's
picture and ``masking_tally_view`` counts its fates over many draws.  The tab runs
both on its TaskController; ``workbench fill`` calls ``fill_views`` directly.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from workbench.core.explore.batches import PaddedBatch
    from workbench.core.explore.context import ContextComparison, WordChoice
    from workbench.core.explore.fill_mask import FillMaskResult
    from workbench.core.explore.masking import MaskingSimulation, MaskingTally
    from workbench.core.explore.tokens import TokenizationResult
    from workbench.core.models.loading import LoadedModel

EXAMPLE = "The man went to the ___ to buy milk."
# The simulator cuts text with BERT's WordPiece tokenizer, that of the embedded MiniLM (loaded as any model).
SIMULATOR_MODEL = "minilm-l6"
TALLY_DRAWS = 1000  # draws the simulator counts the 80/10/10 fates over (a fifth of a second on a laptop)


@dataclass(frozen=True)
class FillSession:
    """What the Fill tab shows.  Frozen: the tab replaces it on every edit and hands it to a worker as is."""

    scene_key: ClassVar[str] = "fill"
    title: ClassVar[str] = "Fill in the blank"

    text: str = EXAMPLE
    masked_model: str = ""  # "" until the list is read: then the first masked model on this computer
    causal_model: str = "smollm2-135m"
    seed: int = 0  # the masking simulator's
    # A second sentence batched with the text: the tab shows the padded batch under the strip ("": none).
    batch_with: str = ""


@dataclass(frozen=True)
class FillModels:
    """The loaded models the views read: either may be missing (no masked model here, or still loading)."""

    masked: LoadedModel | None
    causal: LoadedModel | None


@dataclass(frozen=True)
class FillViews:
    tokens: TokenizationResult  # the token strip: the masked model's pieces (the causal one's without it)
    filled: FillMaskResult | None  # the masked model's top words at every blank; None without one
    comparison: ContextComparison | None  # views (a), (b), (c); None with several blanks or no causal model
    both_sides: tuple[WordChoice, ...] | None = None  # view (a) alone: one blank, the causal model not here


def fill_views(
    session: FillSession,
    models: FillModels,
    progress: Any = None,
    cancel: threading.Event | None = None,
    *,
    top_k: int | None = None,
) -> FillViews:
    """The token strip, the masked model's fill and the three views for ``session.text``; ``top_k`` words
    per view (the tab's ``VIEW_TOP`` when not given).  The masked model reads the text once: its answer,
    taken wide enough for view (a)'s word pool, also gives the listed top words.  ``cancel`` set (the
    sentence was edited again) stops it between its model calls."""
    from workbench.core.errors import stop_if_cancelled
    from workbench.core.explore.context import VIEW_TOP, both_sides_pool, both_sides_words, compare_contexts
    from workbench.core.explore.fill_mask import fill_mask

    top_k = VIEW_TOP if top_k is None else max(1, int(top_k))
    text, masked, causal = session.text, models.masked, models.causal
    tokens = token_view(session, models)
    wide = fill_mask(masked, text, top_k=max(top_k, both_sides_pool(top_k))) if masked is not None else None
    filled = _first_words(wide, top_k) if wide is not None else None
    stop_if_cancelled(cancel)
    if causal is None or (filled is not None and len(filled.blanks) > 1):
        # The masked model's view is shown at once; the left-to-right views follow when that model is here.
        one_blank = wide is not None and len(wide.blanks) == 1
        return FillViews(tokens, filled, None, both_sides_words(wide, top_k) if one_blank else None)
    return FillViews(
        tokens, filled, compare_contexts(text, causal, masked, top_k=top_k, filled=wide, cancel=cancel)
    )


def token_view(
    session: FillSession, models: FillModels, progress: Any = None, cancel: threading.Event | None = None
) -> TokenizationResult:
    """The token strip alone: how the masked model (else the causal one) cuts ``session.text``, blanks
    shown as its mask token.  The tab asks for it when the views cannot be had (a sentence with no blank),
    so the strip always shows the sentence typed."""
    from workbench.core.explore.fill_mask import tokenize_with_blanks

    shown = models.masked or models.causal
    if shown is None:
        raise ValueError("the token strip needs a masked or a causal model")
    return tokenize_with_blanks(shown.tokenizer, session.text, model=shown.model)


def batch_view(
    session: FillSession,
    models: FillModels,
    other: str,
    progress: Any = None,
    cancel: threading.Event | None = None,
) -> PaddedBatch:
    """``session.text`` and ``other`` as one padded batch for the strip's model: [PAD] and the mask."""
    from workbench.core.explore.batches import padded_batch
    from workbench.core.explore.fill_mask import normalise_blanks

    shown = models.masked or models.causal
    if shown is None:
        raise ValueError("a batch needs a masked or a causal model")
    mask = shown.tokenizer.mask_token
    texts = [normalise_blanks(t, mask)[0] if mask else t for t in (session.text, other)]  # ___ as [MASK]
    return padded_batch(shown.tokenizer, texts, model=shown.model)


def masking_view(
    session: FillSession, simulator: LoadedModel, progress: Any = None, cancel: threading.Event | None = None
) -> MaskingSimulation:
    """The masking simulator's picture of ``session.text`` at ``session.seed``, cut with the tokenizer of
    ``simulator`` (the loaded ``SIMULATOR_MODEL``)."""
    from workbench.core.explore.masking import simulate_typed_text

    return simulate_typed_text(simulator.tokenizer, session.text, seed=session.seed)


def masking_tally_view(
    session: FillSession, simulator: LoadedModel, progress: Any = None, cancel: threading.Event | None = None
) -> MaskingTally:
    """What became of the chosen tokens of ``session.text`` over ``TALLY_DRAWS`` draws (seeds 0, 1, ...)."""
    from workbench.core.explore.masking import masking_tally

    return masking_tally(simulator.tokenizer, session.text, TALLY_DRAWS)


def _first_words(result: FillMaskResult, top_k: int) -> FillMaskResult:
    """``result`` keeping the ``top_k`` best words at each blank: what ``fill_mask(..., top_k)`` returns."""
    blanks = tuple(replace(blank, predictions=blank.predictions[:top_k]) for blank in result.blanks)
    return replace(result, blanks=blanks)
