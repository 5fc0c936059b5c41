"""What the Fine-tuning tab's wizard has gathered so far: the task, the data, the model, the method and the
settings.

A plain object without Qt, shared by the pages: each page writes its choices here as they are made, and the
training page turns them into ``TrainConfig``s (through ``session()``, the train session that a scene, a past
run and the command line map through too) and the datasets ``train()`` takes.  It sits beside the session in
core, with the data readers (``data``) and the runs list's rows (``history``), so that what the wizard knows
can be used, and tested, without a window.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from workbench.core.sessions import scene_state
from workbench.core.sessions.train import EXPERIMENT_FIELDS, TrainSession, sample_name
from workbench.core.training.config import LANGUAGE_MODEL_OBJECTIVES, TrainConfig
from workbench.core.training.recipes import (
    INSTRUCTION_OBJECTIVES,
    PRESETS,
    RECOMMENDED,
    STARTING_MODELS,
    Recipe,
    is_classifier,
    recipe_for,
    takes_pairs,
    usual_method,
)

# The model each task starts with, before the user picks one: the recipe's (embedded, always
# on this computer).
PREFERRED_MODELS = STARTING_MODELS


@dataclass
class RunSettings:
    """The settings page's values.  None means "what the recipe says" (``core.training.recipes``): the
    method's usual learning rate, and the epochs that suit the data's size.  A new run starts from a fresh
    ``RunSettings()``, never from the values the last run was given."""

    preset: str = RECOMMENDED  # or another preset's name, or "Custom"
    learning_rate: float | None = None
    learning_rate_method: str = ""  # the method the learning rate was chosen for
    epochs: int | None = None
    early_stopping: bool = True
    # the plain numbers (``sessions.train.RUN_SETTINGS``) by their session field's name: "batch_size", ...
    values: dict[str, Any] = field(default_factory=lambda: TrainSession().run_settings())


@dataclass
class WizardState:
    objective: str = "classify"
    data_path: Path | None = None
    data_name: str = ""  # what to call the data ("reviews_sentiment.csv")
    dataset: Any = None  # LabelledDataset after clean-up, TaggedDataset for finding names, or TextCorpus
    text_column: str | None = None
    text_b_column: str | None = None  # pairs of texts: the column of each pair's second text
    label_column: str | None = None
    val_fraction: float = 0.2
    max_examples: int | None = None
    seed: int = 42
    model: Any = None  # CatalogueEntry
    method: str = "full"
    freeze_layers: int | None = None
    lora_r: int = 8
    lora_alpha: int = 16
    baseline: bool = False  # also train the same architecture from scratch
    settings: RunSettings = field(default_factory=RunSettings)

    @property
    def is_language_model(self) -> bool:
        return self.objective in LANGUAGE_MODEL_OBJECTIVES

    @property
    def is_classifier(self) -> bool:
        """One label per text or per pair of texts (see ``recipes.is_classifier``)."""
        return is_classifier(self.objective)

    @property
    def takes_pairs(self) -> bool:
        return takes_pairs(self.objective)

    @property
    def is_instruction(self) -> bool:
        """Chat or summaries: conversations whose answers a causal model learns to write."""
        return self.objective in INSTRUCTION_OBJECTIVES

    @property
    def is_tagging(self) -> bool:
        """Finding names: a tag per word, not a label per text."""
        return self.objective == "ner"

    @property
    def is_answering(self) -> bool:
        """Answering questions: a span of a passage per question."""
        return self.objective == "qa"

    @property
    def units(self) -> str:
        """What one example of the data is called, in the plural."""
        if self.is_language_model:
            return "passages"
        if self.is_answering:
            return "questions"
        return "sentences" if self.is_tagging else "conversations" if self.is_instruction else "examples"

    @property
    def model_id(self) -> str:
        """The chosen model's catalogue id, or the one the model page will start with."""
        return self.model.id if self.model is not None else PREFERRED_MODELS[self.objective]

    @property
    def label_count(self) -> int:
        return len(getattr(self.dataset, "label_names", ()) or ()) or 2

    @property
    def train_examples(self) -> int | None:
        """About how many texts the run will learn from (the data less the checking part, at most the limit);
        for a language model, about how many blocks of text (what an epoch walks through)."""
        if self.dataset is None:
            return None
        n = round(len(self.dataset) * (1 - self.val_fraction))
        n = min(n, self.max_examples) if self.max_examples is not None else n
        if self.is_language_model:  # an epoch walks through blocks of packed text, not passages
            from workbench.core.training.data.corpus import estimated_blocks

            share, length = n / max(1, len(self.dataset)), self.settings.values["max_length"]
            return max(1, round(estimated_blocks(self.dataset.texts, length) * share))
        if self.is_answering:  # an epoch walks through windows of question and passage
            from workbench.core.training.data.qa import estimated_windows
            from workbench.core.training.recipes import stride_for

            train, _ = self.split()  # as the engine's family counts them (AnsweringFamily.units)
            length = self.settings.values["max_length"]
            return estimated_windows(train, length, stride_for(length))
        return n

    def recipe(self, method: str | None = None) -> Recipe:
        """What the recipe says for this task, method, data size and batch size."""
        method = method or self.method
        batch_size = self.settings.values["batch_size"]
        return recipe_for(method, self.objective, self.train_examples, batch_size=batch_size)

    def learning_rate_for(self, method: str) -> float:
        """The learning rate a run of ``method`` would use: the user's, or the recipe's."""
        return self.config(method).effective_learning_rate

    def epochs_for(self, method: str | None = None) -> int:
        """The epochs the run will train: the user's number, or the recipe's for this data."""
        return self.settings.epochs if self.settings.epochs is not None else self.recipe(method).epochs

    def start_from_recipe(self) -> None:
        """Forget the last run's custom settings and method: a new run starts from the recipe (LoRA and
        longer texts for chat and summaries, a longer window for a question and its passage)."""
        self.settings = RunSettings(values=TrainSession.for_task(self.objective).run_settings())
        self.method = usual_method(self.objective)
        self.freeze_layers = None
        self.lora_r, self.lora_alpha = 8, 16
        self.baseline = False

    def read_as_scene_says(self, scene: dict[str, Any]) -> None:
        """Before a demo scene's data is read: the model (when it is on this computer) and the longest text
        the scene names, so that the data page shows that model's pieces, template and windows at that length,
        which is what the scene's check computes (``core.scene_checks.task_data``)."""
        if scene.get("max_length"):
            self.settings.values["max_length"] = int(scene["max_length"])
        ref = scene.get("model")
        if ref and (self.model is None or self.model.id != ref):
            from workbench.core.models.catalogue import get_entry
            from workbench.core.models.zoo import is_on_this_computer

            entry = get_entry(ref)
            self.model = entry if entry is not None and is_on_this_computer(entry.id) else self.model

    def session(self, method: str | None = None) -> TrainSession:
        """The wizard's choices as a train session (``core.sessions.train``), for ``method`` when another
        (the from-scratch baseline): the learning rate typed is kept only for the method it was typed for."""
        s, path = self.settings, self.data_path
        chosen = method or self.method
        own_rate = chosen == self.method == s.learning_rate_method
        sample = sample_name(path)
        return TrainSession(
            objective=self.objective,
            sample=sample,
            data_file=str(path) if path is not None and not sample else None,
            text_column=self.text_column,
            text_b_column=self.text_b_column if self.takes_pairs else None,
            label_column=self.label_column,
            val_fraction=self.val_fraction,
            max_examples=self.max_examples,
            seed=self.seed,
            model=self.model.id if self.model is not None else "",
            method=chosen,
            freeze_layers=self.freeze_layers,
            lora_r=self.lora_r,
            lora_alpha=self.lora_alpha,
            baseline=self.baseline,
            preset=s.preset if s.preset in PRESETS else "",
            learning_rate=s.learning_rate if own_rate else None,
            epochs=s.epochs,
            early_stopping=s.early_stopping,
            **s.values,
        )

    def config(self, method: str | None = None, max_examples: int | None | str = "same") -> TrainConfig:
        """The run's config: this state's choices (its session's config), or the same with another method /
        data size."""
        session = self.session(method)
        if max_examples != "same":
            session = replace(session, max_examples=max_examples)
        return session.config(self.train_examples if session.preset_fills else None)

    def split(self, max_examples: int | None | str = "same") -> tuple[Any, Any]:
        """(training, validation) parts of the data, split as the task's family splits a file in a run; the
        validation part is the same for every size."""
        from workbench.core.training.data.families import family_for

        limit = self.max_examples if max_examples == "same" else max_examples
        return family_for(self.objective).split(self.dataset, self.val_fraction, self.seed, limit)


def wizard_state_of_run(config: Any) -> dict[str, Any]:
    """The wizard's scene state set up as ``config`` (a run's TrainConfig) was, stopped at its settings page
    (*New run from these settings*: ``TrainSession.from_config``); its data is read again from where it was,
    a file no longer there left out.  The experiments' boxes are not the run's: they stay as they are."""
    state = scene_state(TrainSession.from_config(config))
    for key in EXPERIMENT_FIELDS:
        del state[key]
    if state["data_file"] is not None and not Path(state["data_file"]).exists():
        del state["data_file"]
    return state
