"""The Surprise tab's session: a text, the model that reads it, and a second model to compare, without Qt.

``SurpriseSession``'s fields are what a demo scene stores for the tab ("surprise").  ``surprise_views`` asks
each loaded model how surprising every token of the text is (workbench/core/explore/surprise.py), so the
class sees side by side which words one model expected and the other did not: the base model and the same
model after adapting it to a field's text, or a left-to-right model and a fill-in-the-blank one.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from workbench.core.explore.surprise import Surprise
    from workbench.core.models.loading import LoadedModel


@dataclass(frozen=True)
class SurpriseSession:
    """What the Surprise tab shows."""

    scene_key: ClassVar[str] = "surprise"
    title: ClassVar[str] = "Surprise"

    text: str = "The bees carried pollen back to the hive."
    model: str = "smollm2-135m"
    compare_model: str = "workbench-mini-mlm"  # "" : one model only
    # Words whose details stay written under the first model's colours, as if pointed at, and whose chips
    # are marked: what a lecturer talks about, readable from the back of the room (no hovering).
    pinned: tuple[str, ...] = ()


@dataclass(frozen=True)
class SurpriseModels:
    first: LoadedModel | None
    second: LoadedModel | None


@dataclass(frozen=True)
class SurpriseViews:
    first: Surprise | None
    second: Surprise | None


def surprise_views(
    session: SurpriseSession,
    models: SurpriseModels,
    progress: Any = None,
    cancel: threading.Event | None = None,
) -> SurpriseViews:
    """Each loaded model's surprise at every token of ``session.text`` (None for a model not loaded)."""
    from workbench.core.explore.surprise import token_surprise

    def one(model: LoadedModel | None) -> Surprise | None:
        return None if model is None else token_surprise(model, session.text, cancel=cancel)

    return SurpriseViews(one(models.first), one(models.second))
