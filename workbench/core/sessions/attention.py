"""The Attention tab's session: what it shows, without Qt.

``AttentionSession`` holds the sentence, the encoder and decoder chosen, the view shown (head, model, side
by side, word in context, layer by layer), the layers and heads picked in it, and the word compared across
sentences; its fields are what a demo scene stores for the tab ("attention").  Layers and heads count from
1, as the tab shows them; a head of None is the average of all heads (workbench/ui/tabs/attention/tab.py).
``layer_predictions`` and ``word_in_contexts`` are the jobs of the word-in-context and layer-by-layer views;
``comparable_runs``, ``run_pair`` and ``before_and_after`` those of the before-and-after view, which shows a
training run's model next to the model it started from (``run``: the run's folder, "" for the newest).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from workbench.core.sessions import choice

if TYPE_CHECKING:
    from workbench.core.explore.attention import AttentionResult
    from workbench.core.explore.attention_change import AttentionChange
    from workbench.core.explore.embeddings_compare import WordInContexts
    from workbench.core.explore.logit_lens import LogitLensResult
    from workbench.core.models.loading import LoadedModel
    from workbench.core.training.runs.listing import RunInfo
    from workbench.core.training.runs.starting_point import RunPair

# The classic example ("it" -> "animal"); without a full stop the decoder's next word is worth reading out.
EXAMPLE = "The animal didn't cross the street because it was too tired"
EXAMPLE_SENTENCES = (
    "We sat on the bank of the river and watched the water.",
    "The boat drifted toward the muddy bank of the stream.",
    "I deposited my salary at the bank this morning.",
    "The bank approved the loan for our new house.",
)
VIEWS = (
    "head",
    "model",
    "side_by_side",
    "word",
    "layers",
    "before_after",
)  # the views' tabs, in the tab's order
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
    run: str = ""  # the before-and-after view's training run (its folder); "" : the newest


@dataclass(frozen=True, eq=False)
class BeforeAndAfter:
    """One sentence read by a run's model and by the model it started from."""

    pair: RunPair
    before: AttentionResult
    after: AttentionResult
    change: AttentionChange
    lens_before: LogitLensResult | None = None  # left-to-right language models only
    lens_after: LogitLensResult | None = None


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


def comparable_runs(progress: Any = None, cancel: threading.Event | None = None) -> list[RunInfo]:
    """The training runs on this computer whose kept model the before-and-after view shows, newest first."""
    from workbench.core.training.runs.listing import MISSING, list_runs
    from workbench.core.training.runs.starting_point import has_kept_model

    return [run for run in list_runs() if run.status != MISSING and has_kept_model(run.path)]


def run_pair(run: str, progress: Any = None, cancel: threading.Event | None = None) -> RunPair:
    """The run in the folder ``run`` and the model it started from, loaded with eager attention."""
    from workbench.core.training.runs.starting_point import load_run_pair

    return load_run_pair(Path(run), attention="eager", on_progress=progress)


def before_and_after(
    pair: RunPair, text: str, progress: Any = None, cancel: threading.Event | None = None
) -> BeforeAndAfter:
    """Both models' attention on ``text``, how much it changed, and for a left-to-right language model what
    each layer of each would predict next."""
    from workbench.core.explore.attention import extract_attention
    from workbench.core.explore.attention_change import attention_change
    from workbench.core.explore.logit_lens import logit_lens

    before, after = extract_attention(pair.before, text), extract_attention(pair.after, text)
    change = attention_change(before, after)
    if pair.task != "causal-lm":
        return BeforeAndAfter(pair, before, after, change)
    return BeforeAndAfter(
        pair, before, after, change, logit_lens(pair.before, text), logit_lens(pair.after, text)
    )
