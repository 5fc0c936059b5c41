"""Which models a scene plays with: the best one on this computer, and a line that says which.

A scene about a textbook result names, in its ``textbook``, the downloadable model that shows it (BERT base
for "cat" on the mat, GPT-2 for "Once upon a time"), while its own state names the embedded model that stands
in. ``scene_play`` chooses: the textbook's view, words and claim when every model it names is on this
computer, else the scene's own; either way with a line the scene bar shows ("Using BERT base (uncased)." or
"Using the embedded Workbench mini MLM (textbook result: BERT base (uncased), in the lecture pack).").
A scene without a textbook to play, or whose textbook only counts (``play`` false), plays as it
is.  No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from workbench.core.scenes import Scene

# The state keys of each tab that name a model the tab loads (the attention tab's "word_model" is a side).
MODEL_KEYS = {
    "fill": ("masked_model", "causal_model"),
    "next_token": ("model",),
    "attention": ("encoder_model", "decoder_model"),
    "surprise": ("model", "compare_model"),
    "train": ("model",),
}

# The model each tab starts with when a scene names none (the tabs' own first choice).
STARTING_MODELS = {
    "causal_model": "smollm2-135m",
    "model": "smollm2-135m",
    "encoder_model": "minilm-l6",
    "decoder_model": "smollm2-135m",
    "compare_model": "workbench-mini-mlm",
}


@dataclass(frozen=True)
class ScenePlay:
    """What to show for a scene on this computer."""

    state: dict[str, Any] = field(default_factory=dict)
    says: str = ""
    claim: str = ""
    uses: str = ""  # which model it plays with, in a line ("" for a scene with no textbook model to prefer)
    textbook: bool = False  # True when it plays the textbook's view


def textbook_models(scene: Scene) -> tuple[str, ...]:
    """The models the scene's textbook names: all must be on this computer for the scene to play it."""
    if scene.textbook is None:
        return ()
    return tuple(
        str(scene.textbook.state[key])
        for key in MODEL_KEYS.get(scene.tab, ())
        if scene.textbook.state.get(key)
    )


def scene_play(scene: Scene, present: Callable[[str], bool] | None = None) -> ScenePlay:
    """The scene as it plays here: with its textbook model when ``present`` says it is on this computer (by
    default, the models found without the network, ``zoo.is_on_this_computer``)."""
    textbook = scene.textbook
    wanted = textbook_models(scene) if textbook is not None and textbook.play else ()
    if textbook is None or not wanted:
        return ScenePlay(dict(scene.state), scene.says, scene.claim)
    if present is None:
        from workbench.core.models.zoo import is_on_this_computer as present
    if all(present(ref) for ref in wanted):
        return ScenePlay(
            {**scene.state, **textbook.state},
            textbook.says or scene.says,
            textbook.claim,
            f"Using {names(wanted)}.",
            textbook=True,
        )
    keys = [key for key in MODEL_KEYS[scene.tab] if textbook.state.get(key)]
    stand_ins = tuple(str(scene.state.get(key) or _starting_model(key)) for key in keys)
    return ScenePlay(dict(scene.state), scene.says, scene.claim, stand_in_line(stand_ins, wanted))


def stand_in_line(stand_ins: tuple[str, ...], wanted: tuple[str, ...]) -> str:
    """E.g. "Using the embedded Workbench mini MLM (textbook result: BERT base (uncased), in the lecture
    pack)."; a model outside the pack is to be downloaded from the Model zoo."""
    from workbench.core.models.catalogue import get_entry

    entries = [get_entry(ref) for ref in stand_ins]
    embedded = "the embedded " if entries and all(e is not None and e.is_embedded for e in entries) else ""
    where = "in the lecture pack" if in_lecture_pack(wanted) else "from the Model zoo"
    # One line above the tab at projector zoom: the textbook model, and where to get it.
    return f"Using {embedded}{names(stand_ins)} (textbook result: {names(wanted)}, {where})."


def in_lecture_pack(refs: tuple[str, ...]) -> bool:
    """Whether every model of ``refs`` comes with the lecture pack."""
    from workbench.core.models.catalogue import get_entry, lecture_pack

    return all(get_entry(ref) in lecture_pack() for ref in refs)


def names(refs: tuple[str, ...]) -> str:
    """The models' names as the app shows them ("BERT base (uncased) and GPT-2 (124M)")."""
    from workbench.core.models.catalogue import get_entry

    return " and ".join(entry.name if (entry := get_entry(ref)) else ref for ref in refs)


def _starting_model(key: str) -> str:
    """The model a tab starts with when the scene names none."""
    return STARTING_MODELS.get(key, "workbench-mini-mlm" if key == "masked_model" else "")
