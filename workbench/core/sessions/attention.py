"""The Attention tab's session: what it shows, without Qt.

``AttentionSession`` holds the sentence, the encoder and decoder chosen, the view shown (head, model, side
by side, word in context, layer by layer), the layers and heads picked in it, and the word compared across
sentences; its fields are what a demo scene stores for the tab ("attention").  Layers and heads count from
1, as the tab shows them; a head of None is the average of all heads (workbench/ui/tabs/attention_tab.py).
``layer_predictions`` and ``word_in_contexts`` are the jobs of its last two views.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from workbench.core.sessions import choice

if TYPE_CHECKING:
    from workbench.core.explore.embeddings_compare import WordInContexts
    from workbench.core.explore.logit_lens import LogitLensResult
    from workbench.core.models.loading import LoadedModel

# The classic example ("it" -> "animal"); without a full stop the decoder's next word is worth reading out.
EXAMPLE = "The animal didn't cross the street because it was too tired"
EXAMPLE_SENTENCES = (
    "We sat on the bank of the river and watched the water.",
    "The boat drifted toward the muddy bank of the stream.",
    "I deposited my salary at the bank this morning.",
    "The bank approved the loan for our new house.",
)
VIEWS = ("head", "model", "side_by_side", "word", "layers")  # the views' tabs, in the tab's order
SIDES = ("encoder", "decoder")


@dataclass(frozen=True)
class AttentionSession:
    """What the Attention tab shows."""

    scene_key: ClassVar[str] = "attention"
    title: ClassVar[str] = "Attention"

    text: str = EXAMPLE
    encoder_model: str = "minilm-l6"
    decoder_model: str = "smollm2-135m"
    view: str = choice("head", VIEWS)
    side: str = choice("encoder", SIDES)  # whose heads the head view and the model view show
    layer: int = 1  # the head view's
    head: int | None = None
    encoder_layer: int = 1  # the side-by-side view's
    encoder_head: int | None = None
    decoder_layer: int = 1
    decoder_head: int | None = None
    hide_special: bool = False
    word: str = "bank"  # the word-in-context view's
    sentences: tuple[str, ...] = EXAMPLE_SENTENCES
    word_model: str = choice("encoder", SIDES)


def layer_predictions(
    model: LoadedModel, text: str, progress: Any = None, cancel: threading.Event | None = None
) -> LogitLensResult:
    """What the decoder ``model`` would predict after ``text`` if it stopped after each layer."""
    from workbench.core.explore.logit_lens import logit_lens

    return logit_lens(model, text)


def word_in_contexts(
    model: LoadedModel,
    word: str,
    sentences: list[str],
    progress: Any = None,
    cancel: threading.Event | None = None,
) -> WordInContexts:
    """How alike ``model`` finds ``word``'s vectors in each pair of ``sentences``, layer by layer."""
    from workbench.core.explore.embeddings_compare import compare_word_in_contexts

    return compare_word_in_contexts(model, word, sentences)
