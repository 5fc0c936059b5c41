"""The Next-token tab's session: what it shows, and the prediction it asks for, without Qt.

``NextTokenSession`` holds the prompt, the model, the sampling controls (temperature, top-k, top-p), the
softmax-by-hand example, which page is in front, and the settings of generating side by side; its fields are
what a demo scene stores for the tab ("next_token").  ``prediction`` runs the model once for the prompt; the
tab re-weights its bars from that answer as the controls move (workbench/ui/tabs/next_token/tab.py).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from workbench.core.sessions import choice

if TYPE_CHECKING:
    from workbench.core.explore.next_token import NextTokenResult
    from workbench.core.explore.tokens import TokenizationResult
    from workbench.core.models.loading import LoadedModel

VIEWS = ("probabilities", "generate")  # the tab's two pages: the bars, and the strategies side by side


@dataclass(frozen=True)
class NextTokenSession:
    """What the Next-token tab shows."""

    scene_key: ClassVar[str] = "next_token"
    title: ClassVar[str] = "Next token"

    text: str = "Once upon a"
    model: str = "smollm2-135m"
    temperature: float = 1.0
    top_k: int = 0  # 0: off
    top_p: float = 1.0
    softmax_words: str = "sat, ran, jumped, slept"  # the lecture's worked example
    softmax_logits: str = "2.5, 1.0, 0.5, 1.5"
    view: str = choice("probabilities", VIEWS)
    max_tokens: int = 20  # generating side by side: new tokens per strategy,
    samples: int = 2  # sampled texts (seeds seed, seed + 1, ...),
    beams: int = 3  # and beam search's width
    seed: int = 0


@dataclass(frozen=True)
class Prediction:
    result: NextTokenResult  # the likeliest next tokens and their logits
    tokens: TokenizationResult  # the token strip: how the model cut the prompt


def prediction(
    session: NextTokenSession, model: LoadedModel, progress: Any = None, cancel: threading.Event | None = None
) -> Prediction:
    """What ``model`` predicts after ``session.text``: the bars' tokens, and the prompt's tokens."""
    from workbench.core.explore.next_token import BARS_SHOWN, next_token
    from workbench.core.explore.tokens import tokenize_text

    text = session.text
    return Prediction(
        next_token(model, text, top_k=BARS_SHOWN), tokenize_text(model.tokenizer, text, model=model.model)
    )
