"""The Fine-tuning tab's session: the wizard's choices up to the page shown, and the experiments' boxes.

Its fields are what a demo scene stores for the tab ("train").  A scene saved from the window names only the
built-in sample data, the task's own (``state_problem``), never a user's own file.  A scene file written by
hand (or carried by a lesson pack) may name one as ``data_file``, a path read relative to the scene file
(``scenes.load_deck``), which the tab opens as its data; a past run's session names its file there too.
Empty text (and None) means "not chosen", so showing the scene leaves that choice to the recipe
(workbench/ui/tabs/train/tab.py, workbench/core/training/recipes.py).

``TrainSession`` is the one mapping between what the tab, a scene, a past run and the command line choose
and a run's settings: ``config`` makes the ``TrainConfig`` a run trains with, ``from_scene_state`` reads a
scene's state (what the scene leaves out is what the tab starts with: the task's usual method and text
length, the preset's batch size), ``from_config`` a past run's config (*New run from these settings*), and
``for_task`` is where a new run of a task starts.  The wizard (its choices are a ``TrainSession``:
``WizardState.choices``; a scene or a past run is handed to it whole, ``WizardState.take_session``, and each
page shows it on ``enter()``), the scene checks (``scene_training``, ``scene_checks.SceneView.training``) and
``workbench train`` (``cli.train.config_from_args``) all build their configs here.

The plain numbers of a run (batch size, warm-up, weight decay, longest text) are declared once, in
``RUN_SETTINGS``: each one's ``TrainSession`` field, ``TrainConfig`` field, settings page row and command-line
option are mapped or made from its ``RunSetting``, so a new one is a line there, its session field, its
``TrainConfig`` field and the code that uses it.

Beside it, the rest of the tab that needs no window: ``wizard`` (``WizardState``, the wizard's choices as the
pages make them and what was read for them), ``data`` (reading a task's data for the data page, in a worker,
and what the model reads of one example), ``history`` (the runs list's rows and curves) and ``jobs`` (the
named work its pages submit: a run, estimates, loading a run's model, exports, corrections, using a model on
a file).  None of them is imported here: the session stays light.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any, ClassVar

from workbench.core.sessions import choice
from workbench.core.training.config import METHODS, OBJECTIVES, TrainConfig
from workbench.core.training.data import samples
from workbench.core.training.recipes import (
    BATCH_SIZE,
    EXPERIMENT_SEEDS,
    EXPERIMENT_SIZES,
    PRESETS,
    PROMPTING_CHECK_LIMIT,
    PROMPTING_KS,
    PROMPTING_MODEL,
    RECOMMENDED,
    WARMUP_RATIO,
    WEIGHT_DECAY,
    recipe_for,
    starting_model,
    usual_max_length,
    usual_method,
)
from workbench.core.words import QT_TRANSLATE_NOOP, translate

STEPS = ("task", "data", "model", "method", "settings")  # the wizard pages a scene can stop at
# the sections of Experiments and history, in order
HISTORY_MODES = ("runs", "history", "prompting", "recipes")
# The experiments' boxes a scene stores, not a run's own choices (a past run's settings leave them alone).
EXPERIMENT_FIELDS = (
    "experiment_sizes",
    "experiment_seeds",
    "experiment_methods",
    "prompting_ks",
    "prompting_seeds",
    "prompting_check_limit",
    "prompting_model",
)
# The data's choices: what the data page reads, and what stays as shown when a scene or a past run names none.
DATA_FIELDS = (
    "sample",
    "data_file",
    "data_sheet",
    "text_column",
    "text_b_column",
    "label_column",
    "merge_case_labels",
)
# The built-in data a training scene may name: every task's (which file suits which task: ``state_problem``).
SAMPLE_FILES = samples.all_samples()


@dataclass(frozen=True)
class RunSetting:
    """One plain number of a run's settings, declared once.  ``name`` is its ``TrainSession`` field (what a
    scene stores) and its command-line option (``flag``); the settings page shows it as a row of a spin box
    (``label``, ``help``, the range, ``decimals``, ``step`` and ``suffix``); ``TrainSession.config`` and
    ``from_config`` map it to and from its ``TrainConfig`` field (``config_field``), divided by ``per``."""

    name: str
    label: str  # the settings page's caption
    help: str  # the settings page's note beside the box, and its tooltip
    kind: type  # int or float: the command line's type (the page's box holds whole numbers at 0 decimals)
    minimum: float
    maximum: float
    metavar: str
    cli_help: str = ""  # the option's help; "{default}" is the session's default
    decimals: int = 0
    step: float = 1
    suffix: str = ""
    config_field: str = ""  # "": the same name as the session's field
    per: int = 1  # the session's units in one of the config's: 100 for a percentage of a ratio

    @property
    def flag(self) -> str:
        """The command line's option: ``--`` and the name with dashes."""
        return "--" + self.name.replace("_", "-")

    @property
    def field(self) -> str:
        """The ``TrainConfig`` field it sets."""
        return self.config_field or self.name

    def to_config(self, value: float) -> float:
        return value / self.per if self.per != 1 else value

    def from_config(self, value: float) -> float:
        """The config's ``value`` in the session's units, dividing back to it (a ratio of 0.07 is 7 percent,
        not 7.000000000000001)."""
        if self.per == 1:
            return value
        scaled = round(value * self.per, 6)
        return int(scaled) if scaled.is_integer() else scaled


# In the settings page's order, after the learning rate and epochs (which the recipe may leave empty, so they
# are the session's and the page's own).
RUN_SETTINGS = (
    RunSetting(
        name="batch_size",
        label=QT_TRANSLATE_NOOP("RunSetting", "Batch size"),
        help=QT_TRANSLATE_NOOP(
            "RunSetting", "Examples per learning step (16 or 32). Larger batches need more memory."
        ),
        kind=int,
        minimum=1,
        maximum=1024,
        metavar="B",
    ),
    RunSetting(
        name="warmup_percent",
        label=QT_TRANSLATE_NOOP("RunSetting", "Warm-up"),
        help=QT_TRANSLATE_NOOP(
            "RunSetting", "Share of the steps at the start with a slowly rising learning rate (10%)."
        ),
        kind=float,
        minimum=0,
        maximum=90,
        suffix=QT_TRANSLATE_NOOP("RunSetting", " %"),
        metavar="P",
        cli_help="share of the steps, in percent, over which the learning rate warms up "
        "(default {default:g})",
        config_field="warmup_ratio",
        per=100,
    ),
    RunSetting(
        name="weight_decay",
        label=QT_TRANSLATE_NOOP("RunSetting", "Weight decay"),
        help=QT_TRANSLATE_NOOP(
            "RunSetting", "Pulls weights gently towards zero to avoid over-fitting (0.01)."
        ),
        kind=float,
        minimum=0.0,
        maximum=1.0,
        decimals=3,
        step=0.01,
        metavar="W",
        cli_help="(default {default:g})",
    ),
    RunSetting(
        name="max_length",
        label=QT_TRANSLATE_NOOP("RunSetting", "Longest text"),
        help=QT_TRANSLATE_NOOP("RunSetting", "Texts longer than this are cut. Shorter is faster."),
        kind=int,
        minimum=8,
        maximum=4096,
        suffix=QT_TRANSLATE_NOOP("RunSetting", " tokens"),
        metavar="T",
        cli_help="tokens per text; longer texts are cut (default {default}; with --task qa the tokens per "
        "window of question and passage, default 256; 256 for chat and summarize)",
    ),
)


def run_settings_config(values: Mapping[str, Any]) -> dict[str, Any]:
    """The ``TrainConfig`` fields that run settings' ``values`` (by session field name) set."""
    return {s.field: s.to_config(values[s.name]) for s in RUN_SETTINGS}


@dataclass(frozen=True)
class TrainSession:
    """What the Fine-tuning tab shows, and what a run started from it trains with (``config``)."""

    scene_key: ClassVar[str] = "train"
    title: ClassVar[str] = "Fine-tuning"

    # "runs": Experiments and history, its list of runs; "history": the same page's experiment (older scene
    # files name it so); "prompting": its prompting vs fine-tuning experiment.
    mode: str = choice("wizard", ("wizard", *HISTORY_MODES))
    step: str = choice("task", STEPS)
    objective: str = choice("classify", OBJECTIVES)
    # The data: a built-in sample, or a file of one's own (``data_file``, which wins); neither: none yet.
    sample: str = choice("", ("", *SAMPLE_FILES))
    data_file: str | None = None
    data_sheet: str | None = None  # a workbook's sheet (.xlsx, .ods); None: its first
    text_column: str | None = None  # None: the column guessed from the file
    text_b_column: str | None = None  # pairs of texts only: the second text's column
    label_column: str | None = None
    merge_case_labels: bool = False  # labels that differ only in capitals or spaces read as one
    val_fraction: float = TrainConfig.val_fraction  # share of the data kept for checking
    max_examples: int | None = None  # None: all of the data
    seed: int = TrainConfig.seed
    model: str = ""  # "": the task's starting model (recipes.starting_model)
    method: str = choice("full", METHODS)
    freeze_layers: int | None = None  # "frozen": bottom layers to freeze; None: half of them
    lora_r: int = TrainConfig.lora_r
    lora_alpha: int = TrainConfig.lora_alpha
    baseline: bool = False  # also train the same model from scratch
    # The recipe the settings start from: it fills the learning rate and epochs left empty; "" for values of
    # one's own (then as the recommended recipe).
    preset: str = RECOMMENDED
    learning_rate: float | None = None  # None: the preset's rate for the method and task
    epochs: int | None = None  # None: what the recipe says for the data's size
    # RUN_SETTINGS: each one's value
    batch_size: int = BATCH_SIZE
    warmup_percent: float = round(WARMUP_RATIO * 100)
    weight_decay: float = WEIGHT_DECAY
    max_length: int = TrainConfig.max_length
    early_stopping: bool = True
    # The size experiment's boxes: the training sizes, and the runs of each size each way.
    experiment_sizes: str = ", ".join(f"{n:,}" for n in EXPERIMENT_SIZES)
    experiment_seeds: int = EXPERIMENT_SEEDS
    # What each size trains: "" pre-trained and from scratch; ways of fine-tuning ("full, frozen, head, lora")
    # to compare them, or one ("full") for the data-size curve (``runs.experiment.parse_methods``).
    experiment_methods: str = ""
    # Prompting vs fine-tuning's boxes: the numbers of examples k (0 is zero-shot), the draws of k each k is
    # tried with, the most check texts every run is scored on, and the left-to-right model prompted and tuned.
    prompting_ks: str = ", ".join(str(k) for k in PROMPTING_KS)
    prompting_seeds: int = EXPERIMENT_SEEDS
    prompting_check_limit: int = PROMPTING_CHECK_LIMIT
    prompting_model: str = PROMPTING_MODEL

    @classmethod
    def for_task(cls, objective: str = "classify", **values: Any) -> TrainSession:
        """Where a new run of ``objective`` starts: the recipe's method and text length for the task (LoRA and
        longer texts for chat and summaries, a longer window for a question and its passage), with ``values``
        changing any field."""
        start = {"method": usual_method(objective), "max_length": usual_max_length(objective, cls.max_length)}
        return cls(objective=objective, **{**start, **values})

    @classmethod
    def from_scene_state(cls, state: dict[str, Any], shown: TrainSession | None = None) -> TrainSession:
        """The session a scene's ``state`` sets up, as the tab shows it: what the state leaves out is the
        task's start (``for_task``), and a named preset's batch size.  Keys the tab does not read are
        ignored, as a scene file's are.  With ``shown`` (the tab's session as it is shown), what a scene
        does not name stays as shown in the experiments' boxes, the task, and, for the task shown, its data
        and model: a scene of the experiments alone leaves the wizard's task and data be."""
        names = {f.name for f in fields(cls)}
        values = {k: tuple(v) if isinstance(v, list) else v for k, v in state.items() if k in names}
        if shown is not None:
            kept = {name: getattr(shown, name) for name in EXPERIMENT_FIELDS}
            if values.get("objective", shown.objective) == shown.objective:
                kept["objective"] = shown.objective
                if not values.get("sample") and not values.get("data_file"):
                    kept.update({name: getattr(shown, name) for name in DATA_FIELDS})
                if not values.get("model"):
                    kept["model"] = shown.model
            values = {**kept, **values}
        preset = values.get("preset", cls.preset)
        if preset in PRESETS and "batch_size" not in values:
            values["batch_size"] = PRESETS[preset][2]
        return cls.for_task(values.pop("objective", cls.objective), **values)

    @classmethod
    def from_config(cls, config: TrainConfig) -> TrainSession:
        """The wizard set up as ``config`` (a run's TrainConfig) was, stopped at its settings page, its own
        values (no preset): ``from_config(c).config()`` gives ``c`` back in every field the session holds."""
        data = Path(config.data_path) if config.data_path else None
        sample = sample_name(data)
        return cls(
            mode="wizard",
            step="settings",
            objective=config.objective,
            sample=sample,
            data_file=str(data) if data is not None and not sample else None,
            data_sheet=config.data_sheet,
            text_column=config.text_column,
            text_b_column=config.text_b_column,
            label_column=config.label_column,
            merge_case_labels=config.merge_case_labels,
            val_fraction=config.val_fraction,
            max_examples=config.max_examples,
            seed=config.seed,
            model=config.model,
            method=config.method,
            freeze_layers=config.freeze_layers,
            lora_r=config.lora_r,
            lora_alpha=config.lora_alpha,
            preset="",
            learning_rate=config.learning_rate,
            epochs=config.epochs,
            early_stopping=config.early_stopping_patience is not None,
            **{s.name: s.from_config(getattr(config, s.field)) for s in RUN_SETTINGS},
        )

    def with_data_of(self, other: TrainSession) -> TrainSession:
        """The same session reading ``other``'s data (its file or sample, sheet and columns)."""
        return replace(self, **{name: getattr(other, name) for name in DATA_FIELDS})

    def run_settings(self) -> dict[str, Any]:
        """The values of ``RUN_SETTINGS``, by field name."""
        return {s.name: getattr(self, s.name) for s in RUN_SETTINGS}

    @property
    def model_id(self) -> str:
        """The model a run trains: the one chosen, else the task's starting model."""
        return self.model or starting_model(self.objective)

    @property
    def data_path(self) -> str | None:
        """The data's file: ``data_file``, else the sample's, else None."""
        if self.data_file:
            return self.data_file
        return str(samples.sample_path(self.sample)) if self.sample else None

    @property
    def preset_fills(self) -> bool:
        """Whether a preset other than the recommended one fills an empty learning rate or epochs: only then
        does ``config`` need the number of training examples."""
        chosen = self.preset in PRESETS and self.preset != RECOMMENDED
        return chosen and (self.learning_rate is None or self.epochs is None)

    def config(self, train_examples: int | None = None, base: TrainConfig | None = None) -> TrainConfig:
        """The run's settings.  An empty learning rate or epochs stays empty for the recommended recipe,
        which ``TrainConfig`` resolves once it knows the data (``resolved``, ``effective_learning_rate``); a
        preset other than the recommended one fills them with its own values for ``train_examples`` training
        examples (as the settings page does when it is chosen).  ``base`` gives every field the session does
        not hold (the command line's ``--config FILE``); otherwise those are ``TrainConfig``'s defaults."""
        learning_rate, epochs = self.learning_rate, self.epochs
        if self.preset_fills:
            recipe = recipe_for(self.method, self.objective, train_examples, preset=self.preset)
            learning_rate = recipe.learning_rate if learning_rate is None else learning_rate
            epochs = recipe.epochs if epochs is None else epochs
        patience = base.early_stopping_patience if base is not None else None
        values = {
            "model": self.model_id,
            "objective": self.objective,
            "method": self.method,
            "freeze_layers": self.freeze_layers if self.method == "frozen" else None,
            "lora_r": self.lora_r,
            "lora_alpha": self.lora_alpha,
            "epochs": epochs,
            "learning_rate": learning_rate,
            **run_settings_config(self.run_settings()),
            "early_stopping_patience": (patience or TrainConfig.early_stopping_patience)
            if self.early_stopping
            else None,
            "seed": self.seed,
            "data_path": self.data_path,
            "data_sheet": self.data_sheet if self.data_file else None,
            "text_column": self.text_column,
            "text_b_column": self.text_b_column,  # named for one text each: validate() says so
            "label_column": self.label_column,
            "merge_case_labels": self.merge_case_labels,
            "val_fraction": self.val_fraction,
            "max_examples": self.max_examples,
        }
        return replace(base, **values) if base is not None else TrainConfig(**values)

    def experiment_config(
        self,
        model: str,
        method: str,
        val_fraction: float,
        seed: int,
        data_file: str | None = None,
        text_column: str | None = None,
        label_column: str | None = None,
    ) -> TrainConfig:
        """The settings an experiment's runs share, the one rule of the experiment panels and ``workbench
        experiment`` (with or without ``--prompting``): this session's settings for ``model`` and ``method``,
        classifying all of the experiment's data (``data_file`` and its columns, else the data the panel hands
        each run) with its own split; the numbers as they are (a preset has filled them already)."""
        session = replace(
            self,
            objective="classify",
            model=model,
            method=method,
            sample="",
            data_file=data_file,
            data_sheet=None,
            text_column=text_column,
            text_b_column=None,
            label_column=label_column,
            max_examples=None,
            val_fraction=val_fraction,
            seed=seed,
            preset="",
        )
        return session.config()

    @staticmethod
    def state_problem(state: dict[str, Any]) -> tuple[str, str] | None:
        """Why a scene's ``state`` cannot be shown, as (problem, what to do), or None: a sample that is not
        data for the scene's task (the data page would offer it no such file)."""
        data_file = state.get("data_file")
        if data_file is not None and (not isinstance(data_file, str) or not data_file.strip()):
            return (
                translate("Scenes", "“data_file” should be the path of a data file."),
                translate("Scenes", "Give the file's path, relative to the scene file's folder or whole."),
            )
        objective, sample = state.get("objective"), state.get("sample")
        if not objective or not sample or objective not in OBJECTIVES:
            return None
        suits = [name for _, name in samples.samples_for(objective)]
        if sample in suits:
            return None
        return (
            translate("Scenes", "“sample” {sample} is not data for the task {task}.").format(
                sample=json.dumps(sample), task=json.dumps(objective)
            ),
            translate("Scenes", "Use one of: {allowed}.").format(
                allowed=", ".join(json.dumps(name) for name in suits)
            ),
        )


def learning_rate_warning_of(config: TrainConfig) -> str:
    """The settings page's warning on ``config``'s learning rate ("" for none): the rate the run uses
    (``TrainConfig.effective_learning_rate``, the one rule of when the recipe's applies) against the recipe's
    for its method and task.  The scene checks read the same warning."""
    from workbench.core.training.estimates import learning_rate_warning
    from workbench.core.training.recipes import usual_learning_rate

    usual = usual_learning_rate(config.method, config.objective)
    return learning_rate_warning(config.method, config.effective_learning_rate, usual)


def sample_name(path: Path | None) -> str:
    """The built-in sample's name when ``path`` is one, else ""."""
    is_sample = path is not None and path.name in SAMPLE_FILES and path == samples.sample_path(path.name)
    return path.name if is_sample else ""
