"""What the Fine-tuning tab's wizard has gathered so far: the task, the data, the model, the method and the
settings.

A plain object without Qt, shared by the pages.  Its choices are one frozen ``TrainSession`` (the session a
scene, a past run and the command line map through too), which the pages replace with ``choose`` as the user
chooses and read back when shown; beside it, what was read for those choices (the cleaned data, the model's
catalogue entry).  The training page turns it into ``TrainConfig``s (``config``) and the datasets ``train()``
takes (``split``).  It sits beside the session in core, with the data readers (``data``) and the runs list's
rows (``history``), so that what the wizard knows can be used, and tested, without a window.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from workbench.core.sessions.train import RUN_SETTINGS, TrainSession, sample_name
from workbench.core.training.config import TrainConfig
from workbench.core.training.recipes import (
    Recipe,
    is_classifier,
    recipe_for,
    takes_pairs,
)
from workbench.core.training.registry import TaskFamily, all_families, family

# The model each task starts with, before the user picks one: the recipe's (embedded, always
# on this computer).
PREFERRED_MODELS = {name: f.recipe.starting_model for name, f in all_families().items()}


# The choices of a run's own settings, which a new run starts afresh from the recipe (``start_from_recipe``):
# the method and its numbers, the preset, the learning rate, epochs, early stopping and each run setting.
SETTINGS_FIELDS = (
    "method",
    "freeze_layers",
    "lora_r",
    "lora_alpha",
    "baseline",
    "preset",
    "learning_rate",
    "epochs",
    "early_stopping",
    *(setting.name for setting in RUN_SETTINGS),
)


# What the wizard read for its choices that a page sets with ``choose`` beside them (the model's entry is
# ``choose_model``'s, the learning rate's method ``choose_learning_rate``'s).
READ_FIELDS = ("dataset", "languages")


@dataclass(slots=True)  # a choice written past ``choose`` fails loudly
class WizardState:
    """The wizard's choices and what was read for them.  ``choices`` is a frozen ``TrainSession``, the same
    session a scene, a past run and the command line map through: the pages change it only with ``choose``
    (and ``choose_data``, ``choose_model``), and read it back on ``enter()``.  Empty choices mean "what the
    recipe says" (``core.training.recipes``), resolved in ``TrainSession.config`` and ``TrainConfig``.
    Beside the choices, what the wizard read for them: the data page's cleaned ``dataset`` and the chosen
    model's catalogue entry (``model``; None until a model is chosen), and the method a typed learning rate
    was typed for (``learning_rate_method``: a rate typed for one method is not another's)."""

    choices: TrainSession = field(default_factory=TrainSession)
    # LabelledDataset after clean-up, ScoredTexts for a score, TaggedDataset for finding names, or TextCorpus
    dataset: Any = None
    model: Any = None  # CatalogueEntry of ``choices.model``
    learning_rate_method: str = ""
    languages: Any = None  # the languages of the data's texts (``LanguageSummary``), for the model page

    def choose(self, **changes: Any) -> None:
        """Change these choices (``TrainSession`` fields by name) and what was read for them (``dataset``,
        ``languages``): the one way a page changes the wizard's state."""
        for name in READ_FIELDS:
            if name in changes:
                setattr(self, name, changes.pop(name))
        if changes:
            self.choices = replace(self.choices, **changes)

    def choose_data(self, path: Path | None, sheet: str | None = None) -> None:
        """The data is the file at ``path`` (a built-in sample's by name), or none; ``sheet``: the sheet of a
        workbook read (None: its first)."""
        sample = sample_name(path)
        data_file = str(path) if path is not None and not sample else None
        self.choose(sample=sample, data_file=data_file, data_sheet=sheet if data_file else None)

    def choose_model(self, entry: Any) -> None:
        """The model is ``entry`` (a ``CatalogueEntry``), or None for the task's starting model."""
        self.model = entry
        self.choose(model=entry.id if entry is not None else "")

    @property
    def data_path(self) -> Path | None:
        path = self.choices.data_path
        return Path(path) if path else None

    @property
    def data_name(self) -> str:
        """What to call the data ("reviews_sentiment.csv"), "" before there is any."""
        path = self.data_path
        return path.name if path is not None else ""

    @property
    def objective(self) -> str:
        return self.choices.objective

    @property
    def method(self) -> str:
        return self.choices.method

    @property
    def is_language_model(self) -> bool:
        return self.family.language_model

    @property
    def is_classifier(self) -> bool:
        """One label per text or per pair of texts (see ``recipes.is_classifier``)."""
        return is_classifier(self.objective)

    @property
    def takes_pairs(self) -> bool:
        return takes_pairs(self.objective)

    @property
    def family(self) -> TaskFamily:
        """The task's family, which the pages ask what the task reads and trains (``regression``: a score per
        text; ``instruction``: conversations whose answers a causal model learns to write; ...)."""
        return family(self.objective)

    @property
    def classifies_texts(self) -> bool:
        """A label per single text (not per pair, nor a score): what the label check and the experiments
        take."""
        return self.family.classifier and not self.family.pairs

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
        c = self.choices
        n = round(len(self.dataset) * (1 - c.val_fraction))
        n = min(n, c.max_examples) if c.max_examples is not None else n
        if self.is_language_model:  # an epoch walks through blocks of packed text, not passages
            from workbench.core.training.data.corpus import estimated_blocks

            share, length = n / max(1, len(self.dataset)), c.max_length
            return max(1, round(estimated_blocks(self.dataset.texts, length) * share))
        # answering questions: an epoch walks through windows of question and passage
        if self.family.model_task == "question-answering":
            from workbench.core.training.data.qa import estimated_windows
            from workbench.core.training.recipes import stride_for

            train, _ = self.split()  # as the engine's family counts them (AnsweringFamily.units)
            return estimated_windows(train, c.max_length, stride_for(c.max_length))
        return n

    def recipe(self, method: str | None = None) -> Recipe:
        """What the recipe says for this task, method, data size and batch size."""
        method = method or self.method
        return recipe_for(method, self.objective, self.train_examples, batch_size=self.choices.batch_size)

    def learning_rate_for(self, method: str) -> float:
        """The learning rate a run of ``method`` would use: the user's, or the recipe's."""
        return self.config(method).effective_learning_rate

    def epochs_for(self, method: str | None = None) -> int:
        """The epochs the run will train: the user's number, or the recipe's for this data."""
        epochs = self.choices.epochs
        return epochs if epochs is not None else self.recipe(method).epochs

    def start_from_recipe(self) -> None:
        """Forget the last run's custom settings and method: a new run starts from the recipe (LoRA and
        longer texts for chat and summaries, a longer window for a question and its passage)."""
        fresh = TrainSession.for_task(self.objective)
        self.choose(**{name: getattr(fresh, name) for name in SETTINGS_FIELDS if name != "learning_rate"})
        self.choose_learning_rate(None)

    def choose_learning_rate(self, rate: float | None, typed: bool = False) -> None:
        """The learning rate of the method chosen now, None for the recipe's.  The one rule of when the
        recipe's rate applies besides ``TrainConfig.effective_learning_rate`` (an empty rate is the recipe's):
        a rate is kept only for the method it was chosen for (``session``: the from-scratch baseline, or
        another method chosen since, takes its own recipe's), and a rate ``typed`` equal to the recipe's is
        the recipe's (so it follows the data size and batch)."""
        if typed and rate == self.recipe().learning_rate:
            rate = None
        self.choose(learning_rate=rate)
        self.learning_rate_method = self.method if rate is not None else ""

    def take_session(self, session: TrainSession) -> None:
        """Every choice as ``session`` (a scene's, a past run's) makes it; the pages show them on
        ``enter()``.  Data read for another task is dropped; the model is ``session``'s when it is on this
        computer, else the task's starting model (the model page asks for one on this computer)."""
        if session.objective != self.objective:
            self.dataset = None
        self.choices = replace(session, learning_rate=None)
        self.choose_learning_rate(session.learning_rate)
        from workbench.core.models.catalogue import get_entry
        from workbench.core.models.zoo import is_on_this_computer

        entry = get_entry(session.model) if session.model else None
        if self.model is None or entry is None or self.model.id != entry.id:
            self.choose_model(entry if entry is not None and is_on_this_computer(entry.id) else None)

    def session(self, method: str | None = None) -> TrainSession:
        """The wizard's choices as a train session, for ``method`` when another (the from-scratch baseline):
        the learning rate typed is kept only for the method it was typed for, and a second text's column only
        for pairs of texts."""
        c = self.choices
        chosen = method or c.method
        own_rate = chosen == self.learning_rate_method
        return replace(
            c,
            method=chosen,
            learning_rate=c.learning_rate if own_rate else None,
            text_b_column=c.text_b_column if self.takes_pairs else None,
        )

    def config(self, method: str | None = None, max_examples: int | None | str = "same") -> TrainConfig:
        """The run's config: this state's choices (its session's config), or the same with another method /
        data size."""
        session = self.session(method)
        if max_examples != "same":
            session = replace(session, max_examples=max_examples)
        return session.config(self.train_examples if session.preset_fills else None)

    def experiment_config(self, model: str, method: str, val_fraction: float, seed: int) -> TrainConfig:
        """The settings an experiment's runs share: the wizard's (the settings page's, the recipe's unless the
        user changed them) for ``model`` and ``method`` (``TrainSession.experiment_config``, as ``workbench
        experiment`` makes them); the data and its columns are the experiment's."""
        return self.session(method).experiment_config(model, method, val_fraction, seed)

    def split(self, max_examples: int | None | str = "same") -> tuple[Any, Any]:
        """(training, validation) parts of the data, split as the task's family splits a file in a run; the
        validation part is the same for every size."""
        from workbench.core.training.data.families import family_for

        c = self.choices
        limit = c.max_examples if max_examples == "same" else max_examples
        return family_for(self.objective).split(self.dataset, c.val_fraction, c.seed, limit)
