"""The Fine-tuning tab's session: the wizard's choices up to the page shown, and the experiment's sizes.

Its fields are what a demo scene stores for the tab ("train").  Only the built-in sample data can be named:
a scene never points at a user's own file.  Empty text (and None) means "not chosen", so showing the scene
leaves that choice to the recipe (workbench/ui/tabs/train_tab.py, workbench/core/training/recipes.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from workbench.core.sessions import choice
from workbench.core.training.data import samples
from workbench.core.training.recipes import (
    BATCH_SIZE,
    LEARNING_RATES,
    RECOMMENDED,
    WARMUP_RATIO,
    WEIGHT_DECAY,
)

STEPS = ("task", "data", "model", "method", "settings")  # the wizard pages a scene can stop at
HISTORY_MODES = ("runs", "history", "prompting")  # the sections of Experiments and history, in order
# The built-in data a training scene may name.
SAMPLE_FILES = tuple(
    dict.fromkeys(
        name
        for _, name in samples.LABELLED
        + samples.PAIRS
        + samples.PLAIN_TEXT
        + samples.TAGGED
        + samples.QUESTION_ANSWERING
    )
)


@dataclass(frozen=True)
class TrainSession:
    """What the Fine-tuning tab shows."""

    scene_key: ClassVar[str] = "train"
    title: ClassVar[str] = "Fine-tuning"

    # "runs": Experiments and history, its list of runs; "history": the same page's experiment (older scene
    # files name it so); "prompting": its prompting vs fine-tuning experiment.
    mode: str = choice("wizard", ("wizard", *HISTORY_MODES))
    step: str = choice("task", STEPS)
    objective: str = choice("classify", ("classify", "pairs", "ner", "qa", "mlm", "clm"))
    sample: str = choice("", ("", *SAMPLE_FILES))
    max_examples: int | None = None  # None: all of the data
    model: str = ""
    method: str = choice("full", ("full", "frozen", "head", "lora", "scratch"))
    freeze_layers: int = 0
    lora_r: int = 8
    lora_alpha: int = 16
    baseline: bool = False
    preset: str = RECOMMENDED  # "" for values of one's own
    learning_rate: float = LEARNING_RATES["full"]
    epochs: int | None = None  # None: what the recipe says for the data's size
    batch_size: int = BATCH_SIZE
    warmup_percent: int = round(WARMUP_RATIO * 100)
    weight_decay: float = WEIGHT_DECAY
    max_length: int = 128
    early_stopping: bool = True
    experiment_sizes: str = "100, 1,000"
