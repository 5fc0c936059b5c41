"""The Fine-tuning tab's session: the wizard's choices up to the page shown, and the experiment's sizes.

Its fields are what a demo scene stores for the tab ("train").  Only the built-in sample data can be named,
the task's own (``state_problem``): a scene saved from the window never points at a user's own file.  A scene
file written by hand (or carried by a lesson pack) may name one as ``data_file``, a path read relative to the
scene file (``scenes.load_deck``), which the tab opens as its data.  Empty text (and None) means "not chosen",
so showing the scene leaves that choice to the recipe (workbench/ui/tabs/train_tab.py,
workbench/core/training/recipes.py).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, ClassVar

from workbench.core.sessions import choice
from workbench.core.training.config import OBJECTIVES
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
# The built-in data a training scene may name: every task's (which file suits which task: ``state_problem``).
SAMPLE_FILES = tuple(dict.fromkeys(name for files in samples.FOR_OBJECTIVE.values() for _, name in files))


@dataclass(frozen=True)
class TrainSession:
    """What the Fine-tuning tab shows."""

    scene_key: ClassVar[str] = "train"
    title: ClassVar[str] = "Fine-tuning"

    # "runs": Experiments and history, its list of runs; "history": the same page's experiment (older scene
    # files name it so); "prompting": its prompting vs fine-tuning experiment.
    mode: str = choice("wizard", ("wizard", *HISTORY_MODES))
    step: str = choice("task", STEPS)
    objective: str = choice("classify", OBJECTIVES)
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

    @staticmethod
    def state_problem(state: dict[str, Any]) -> tuple[str, str] | None:
        """Why a scene's ``state`` cannot be shown, as (problem, what to do), or None: a sample that is not
        data for the scene's task (the data page would offer it no such file)."""
        data_file = state.get("data_file")
        if data_file is not None and (not isinstance(data_file, str) or not data_file.strip()):
            return (
                "“data_file” should be the path of a data file.",
                "Give the file's path, relative to the scene file's folder or whole.",
            )
        objective, sample = state.get("objective"), state.get("sample")
        if not objective or not sample or objective not in OBJECTIVES:
            return None
        suits = [name for _, name in samples.samples_for(objective)]
        if sample in suits:
            return None
        return (
            f"“sample” {json.dumps(sample)} is not data for the task {json.dumps(objective)}.",
            "Use one of: " + ", ".join(json.dumps(name) for name in suits) + ".",
        )
