"""What one fine-tuning run should do: ``TrainConfig``, its checks, and its JSON form.

The same JSON file is written into every run folder (``config.json``) and accepted back by the command line
(``workbench train --config FILE``), so a run can be repeated exactly or used as a starting point.

Defaults follow the recipes people quote for fine-tuning.  The recipe's own values (batch size, warmup
share, weight decay) come from ``recipes``, which owns them; gradient clipping at 1.0 and early stopping are
this class's.  Two settings depend on the run, so None means "what the recipe says" (see ``recipes``):
``learning_rate`` (the usual value for the method) and ``epochs`` (3, or more on small data, so that a
classifier takes enough steps).  ``resolved`` fills them in once the number of training texts is known;
``train`` does that first, so a run folder's ``config.json`` holds the values used.

Elsewhere in ``core.training`` a default of one of these settings is read from here
(``TrainConfig.max_length``, say) or from ``recipes``, never written out a second time.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from workbench.core.errors import ConfigError, DataError
from workbench.core.training import registry
from workbench.core.training.recipes import (
    BATCH_SIZE,
    WARMUP_RATIO,
    WEIGHT_DECAY,
    recipe_for,
    takes_pairs,
    usual_learning_rate,
)
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate

CONFIG_SCHEMA_VERSION = 1
# The objectives are the task families' names (``families``), in the order the task page lists them.
OBJECTIVES = registry.names()
OBJECTIVE_NAMES = {name: family.title for name, family in registry.all_families().items()}
METHODS = ("full", "frozen", "head", "lora", "scratch")
METHOD_NAMES = {  # shown translated by the window (context "TrainConfig")
    "full": QT_TRANSLATE_NOOP("TrainConfig", "Fine-tune everything"),
    "frozen": QT_TRANSLATE_NOOP("TrainConfig", "Freeze the bottom layers"),
    "head": QT_TRANSLATE_NOOP("TrainConfig", "Train the head only"),
    "lora": QT_TRANSLATE_NOOP("TrainConfig", "LoRA (low-rank adapters)"),
    "scratch": QT_TRANSLATE_NOOP("TrainConfig", "Train from scratch (random weights)"),
}
PRECISIONS = ("auto", "fp32", "bf16", "fp16")
DEVICES = ("auto", "cpu", "cuda")
BEST_BY = ("macro_f1", "val_loss")


@dataclass
class TrainConfig:
    """Every choice of a run.  ``validate()`` checks them and raises ``ConfigError`` with a plain message.

    Data fields (``data_path`` ... ``max_examples``) record where the texts came from; ``train()`` itself
    takes the datasets, so the app can pass what the user already loaded and checked.  ``max_examples`` limits
    the *training* part (after the validation part is split off), so runs of different sizes are checked on
    the same validation texts.  ``out_dir`` is the run's own folder; None makes a new one under
    the runs folder.
    """

    model: str = "minilm-l6"
    # "classify" (a label per text), "pairs" (per pair of texts), "ner" (a tag per word), "qa", "chat",
    # "summarize", or adaptation: "mlm" (masked) / "clm" (next token).  Each one's data: ``data.families``.
    objective: str = "classify"
    method: str = "full"
    freeze_layers: int | None = None  # "frozen": bottom layers to freeze; None = half of them
    lora_r: int = 8
    lora_alpha: int = 16
    lora_dropout: float = 0.1
    epochs: int | None = None  # None = the recipe's (3, or more on small data): see ``resolved``
    learning_rate: float | None = None  # None = the method's usual one (recipes.usual_learning_rate)
    new_weights_learning_rate: float | None = None  # weights the checkpoint lacked; None: see the property
    batch_size: int = BATCH_SIZE  # examples per forward pass
    grad_accumulation: int = 1  # forward passes per optimizer step
    warmup_ratio: float = WARMUP_RATIO
    weight_decay: float = WEIGHT_DECAY
    max_grad_norm: float | None = 1.0  # None = no clipping
    max_length: int = 128  # tokens per text; longer texts are cut
    eval_every_steps: int | None = None  # None = at the end of each epoch
    early_stopping_patience: int | None = 2  # evaluations without improvement; None = never stop early
    # Early stopping never ends a run before this many steps; None = the recipe's minimum when the recipe
    # chose the epochs (on small data an epoch is a handful of steps, and two flat checks in a row say little)
    min_steps: int | None = None
    # Which evaluation's weights are kept: "macro_f1", the task's own score (macro-F1 for a classifier, entity
    # F1 for names; ties: lower loss), or "val_loss".  Language models are always judged by their loss.
    best_by: str = "macro_f1"
    seed: int = 42
    precision: str = "auto"  # auto = bf16 (or fp16) autocast on a GPU that has it, fp32 on the CPU
    device: str = "auto"
    checkpoint_minutes: float = 5.0  # also save a resumable checkpoint at least this often
    # Masked LM only: when the 15% to mask are drawn, the tokens listed here weigh 1 and every other ordinary
    # token weighs mask_other_weight (1: all alike, BERT's rule).  Listing a text's commonest tokens ("the",
    # ".", "of") makes the masks fall more often on the words a blank usually hides.
    mask_common_tokens: tuple[str, ...] = ()
    mask_other_weight: float = 1.0
    # Chat and summaries only: prompts the model answers before training and at every check, to show what it
    # learned; empty = the first few prompts of the checking part.
    sample_prompts: tuple[str, ...] = ()
    data_path: str | None = None
    data_sheet: str | None = None  # the sheet of a workbook (.xlsx, .ods) read; None: its first
    text_column: str | None = None
    text_b_column: str | None = None  # "pairs": the column of each pair's second text (None: guessed)
    label_column: str | None = None
    # Labels that differ only in capitals or spaces ("billing", "Billing") read as one, the most frequent
    # spelling (``data.labelled.look_alike_labels``); the file is not changed.
    merge_case_labels: bool = False
    val_fraction: float = 0.2
    max_examples: int | None = None
    out_dir: str | None = None
    # a run folder whose kept weights this run starts from (``runs.continuing``)
    start_from: str | None = None
    corrected_from: str | None = None  # the run trained again here on corrected labels (``train_again``)

    @property
    def effective_learning_rate(self) -> float:
        """The learning rate the run uses: the one given, or the method's usual one."""
        if self.learning_rate is not None:
            return float(self.learning_rate)
        return usual_learning_rate(self.method, self.objective)

    @property
    def effective_new_weights_learning_rate(self) -> float:
        """The learning rate of weights that start random (a new head).  A classifier's small new head trains
        well at the body's rate; a masked-LM head added to an encoder (a dense layer, a layer norm and a bias
        over the whole vocabulary) needs larger steps to catch up with a body that already knows the
        language, and an answer head starts from nothing: such a family's recipe names a rate for its new
        head (``new_head_learning_rate``), used unless told otherwise when it is the larger."""
        if self.new_weights_learning_rate is not None:
            return float(self.new_weights_learning_rate)
        new_head = registry.family(self.objective).recipe.new_head_learning_rate
        return max(self.effective_learning_rate, new_head or 0.0)

    @property
    def is_language_model(self) -> bool:
        """Learns plain text with the model's own pre-training head (adaptation)."""
        return registry.family(self.objective).language_model

    @property
    def uses_lm_head(self) -> bool:
        """Trains a language model's own output layer (adaptation, chat, summaries): scored before training
        too, and its output layer counts as the head."""
        return registry.family(self.objective).uses_lm_head

    @property
    def effective_batch_size(self) -> int:
        """Examples that make up one optimizer step."""
        return self.batch_size * self.grad_accumulation

    def replace(self, **changes: Any) -> TrainConfig:
        return replace(self, **changes)

    def resolved(self, train_examples: int) -> TrainConfig:
        """The same config with the recipe's values in the fields left empty (epochs, learning rate), for a
        run on ``train_examples`` training texts."""
        recipe = recipe_for(self.method, self.objective, train_examples, batch_size=self.effective_batch_size)
        epochs = recipe.epochs if self.epochs is None else self.epochs
        # Only a recipe that chose the epochs sets a minimum; chosen epochs keep the field as it was (empty
        # means none), so a run folder's config reads back equal to what was asked.
        min_steps = recipe.min_steps if self.min_steps is None and self.epochs is None else self.min_steps
        return replace(self, epochs=epochs, learning_rate=self.effective_learning_rate, min_steps=min_steps)

    def validate(self) -> TrainConfig:
        """Raise ``ConfigError`` naming the first setting that cannot work; return self when all is well."""
        _one_of("objective", self.objective, OBJECTIVES)
        _one_of("method", self.method, METHODS)
        _one_of("precision", self.precision, PRECISIONS)
        _one_of("device", self.device, DEVICES)
        _one_of("best_by", self.best_by, BEST_BY)
        if self.text_b_column is not None and not takes_pairs(self.objective):
            raise ConfigError(
                translate(
                    "TrainConfig",
                    "A second text column (“{column}”) was named, but this task reads one text each.",
                ).format(column=self.text_b_column),
                translate(
                    "TrainConfig",
                    "Choose the task that classifies pairs of texts (--task pairs), or leave the column out.",
                ),
            )
        if not isinstance(self.merge_case_labels, bool):
            raise ConfigError(
                translate("TrainConfig", "merge_case_labels must be true or false (it is {value}).").format(
                    value=repr(self.merge_case_labels)
                ),
                translate(
                    "TrainConfig",
                    "Use true to read labels that differ only in capitals or spaces as one label, else "
                    "false.",
                ),
            )
        if not isinstance(self.model, str) or not self.model.strip():
            raise ConfigError(
                translate("TrainConfig", "No model was chosen."),
                translate("TrainConfig", "Pick a model, for example minilm-l6."),
            )
        if self.epochs is not None:
            _whole(
                QT_TRANSLATE_NOOP("TrainConfig", "epochs"),
                self.epochs,
                1,
                QT_TRANSLATE_NOOP("TrainConfig", "Train for at least one epoch."),
            )
        _whole(
            QT_TRANSLATE_NOOP("TrainConfig", "batch size"),
            self.batch_size,
            1,
            QT_TRANSLATE_NOOP("TrainConfig", "Use a batch size such as 16 or 32."),
        )
        _whole(
            QT_TRANSLATE_NOOP("TrainConfig", "gradient accumulation"),
            self.grad_accumulation,
            1,
            QT_TRANSLATE_NOOP("TrainConfig", "Use 1 unless the batch does not fit."),
        )
        _whole(
            QT_TRANSLATE_NOOP("TrainConfig", "maximum length"),
            self.max_length,
            4,
            QT_TRANSLATE_NOOP("TrainConfig", "Use a length such as 128 tokens."),
        )
        _whole(
            QT_TRANSLATE_NOOP("TrainConfig", "LoRA rank"),
            self.lora_r,
            1,
            QT_TRANSLATE_NOOP("TrainConfig", "Use a rank such as 8 or 16."),
        )
        _whole(
            QT_TRANSLATE_NOOP("TrainConfig", "seed"),
            self.seed,
            0,
            QT_TRANSLATE_NOOP("TrainConfig", "Use any whole number such as 42."),
        )
        if self.seed >= 2**32:  # the random-number generators take seeds derived from it
            raise ConfigError(
                translate("TrainConfig", "The seed must be below {limit} (it is {seed}).").format(
                    limit=2**32, seed=self.seed
                ),
                translate("TrainConfig", "Use a number such as 42."),
            )
        if self.freeze_layers is not None:
            _whole(
                QT_TRANSLATE_NOOP("TrainConfig", "number of frozen layers"),
                self.freeze_layers,
                0,
                QT_TRANSLATE_NOOP("TrainConfig", "Choose how many bottom layers to freeze."),
            )
        if self.eval_every_steps is not None:
            _whole(
                QT_TRANSLATE_NOOP("TrainConfig", "evaluation interval"),
                self.eval_every_steps,
                1,
                QT_TRANSLATE_NOOP("TrainConfig", "Leave it empty to evaluate every epoch."),
            )
        if self.early_stopping_patience is not None:
            _whole(
                QT_TRANSLATE_NOOP("TrainConfig", "early-stopping patience"),
                self.early_stopping_patience,
                1,
                QT_TRANSLATE_NOOP("TrainConfig", "Use 2 or 3, or turn it off."),
            )
        if self.min_steps is not None:
            _whole(
                QT_TRANSLATE_NOOP("TrainConfig", "least number of steps"),
                self.min_steps,
                0,
                QT_TRANSLATE_NOOP("TrainConfig", "Leave it empty to use the recipe's."),
            )
        if self.max_examples is not None:
            _whole(
                QT_TRANSLATE_NOOP("TrainConfig", "maximum number of examples"),
                self.max_examples,
                2,
                QT_TRANSLATE_NOOP("TrainConfig", "Leave it empty to use all examples."),
            )
        lr = self.effective_learning_rate
        _number(
            QT_TRANSLATE_NOOP("TrainConfig", "learning rate"),
            lr,
            QT_TRANSLATE_NOOP("TrainConfig", "Use a small positive number such as 3e-5."),
            low=0,
            high=100,
            open_low=True,
        )
        if self.new_weights_learning_rate is not None:
            _number(
                QT_TRANSLATE_NOOP("TrainConfig", "learning rate of the new weights"),
                self.new_weights_learning_rate,
                QT_TRANSLATE_NOOP("TrainConfig", "Leave it empty to use the usual value."),
                low=0,
                high=100,
                open_low=True,
            )
        _number(
            QT_TRANSLATE_NOOP("TrainConfig", "warmup share"),
            self.warmup_ratio,
            QT_TRANSLATE_NOOP("TrainConfig", "Use 0.1 (10% of the steps)."),
            low=0,
            high=0.9,
        )
        _number(
            QT_TRANSLATE_NOOP("TrainConfig", "weight decay"),
            self.weight_decay,
            QT_TRANSLATE_NOOP("TrainConfig", "Use 0.01."),
            low=0,
            high=1,
        )
        _number(
            QT_TRANSLATE_NOOP("TrainConfig", "LoRA alpha"),
            self.lora_alpha,
            QT_TRANSLATE_NOOP("TrainConfig", "Use twice the rank, e.g. 16."),
            low=0,
            high=1e4,
            open_low=True,
        )
        _number(
            QT_TRANSLATE_NOOP("TrainConfig", "LoRA dropout"),
            self.lora_dropout,
            QT_TRANSLATE_NOOP("TrainConfig", "Use 0.1."),
            low=0,
            high=0.9,
        )
        _number(
            QT_TRANSLATE_NOOP("TrainConfig", "checkpoint interval"),
            self.checkpoint_minutes,
            QT_TRANSLATE_NOOP("TrainConfig", "Use 5 minutes."),
            low=0,
            high=1e6,
            open_low=True,
        )
        _number(
            QT_TRANSLATE_NOOP("TrainConfig", "validation share"),
            self.val_fraction,
            QT_TRANSLATE_NOOP("TrainConfig", "Use 0.2 (20%)."),
            low=0,
            high=1,
            open_low=True,
        )
        if self.val_fraction >= 1:
            raise ConfigError(
                translate(
                    "TrainConfig",
                    "The validation share must be below 100%: some texts are needed for training.",
                ),
                translate("TrainConfig", "Use 0.2."),
            )
        if self.max_grad_norm is not None:
            _number(
                QT_TRANSLATE_NOOP("TrainConfig", "gradient clipping"),
                self.max_grad_norm,
                QT_TRANSLATE_NOOP("TrainConfig", "Use 1.0."),
                low=0,
                high=1e6,
                open_low=True,
            )
        _number(
            QT_TRANSLATE_NOOP("TrainConfig", "weight of the uncommon tokens"),
            self.mask_other_weight,
            QT_TRANSLATE_NOOP("TrainConfig", "Use 1 (all tokens alike)."),
            low=1,
            high=1e3,
        )
        if self.mask_other_weight != 1 and not self.mask_common_tokens:
            raise ConfigError(
                translate(
                    "TrainConfig",
                    "Uncommon tokens are weighted for masking, but no common tokens are listed.",
                ),
                translate(
                    "TrainConfig",
                    "List the common tokens (mask_common_tokens), or set mask_other_weight to 1.",
                ),
            )
        return self

    # --- JSON ---------------------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"schema_version": CONFIG_SCHEMA_VERSION, **asdict(self)}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=2)

    @classmethod
    def of_result(cls, result: Any) -> TrainConfig:
        """What a run's ``TrainResult`` tells of its settings (its model, method and task), the rest as a new
        config has them: the settings to judge a run by when its saved config cannot be read (its folder moved
        or damaged since), its learning rate the recipe's (``effective_learning_rate``)."""
        return cls(model=result.model, method=result.method, objective=result.objective)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TrainConfig:
        """Build from a dict such as ``to_dict()`` wrote; unknown keys are refused (they are
        usually typos)."""
        if not isinstance(data, dict):
            raise ConfigError(
                translate("TrainConfig", "A training configuration must be a JSON object ({...}).")
            )
        data = dict(data)
        version = data.pop("schema_version", CONFIG_SCHEMA_VERSION)
        if not isinstance(version, int) or version > CONFIG_SCHEMA_VERSION:
            raise ConfigError(
                translate(
                    "TrainConfig",
                    "This configuration was written by a newer version of the workbench (version {version}).",
                ).format(version=version),
                translate("TrainConfig", "Update the workbench, or remove the settings it does not know."),
            )
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ConfigError(
                translate(
                    "TrainConfig", "The configuration has settings the workbench does not know: {names}."
                ).format(names=", ".join(unknown)),
                translate("TrainConfig", "Check the spelling; known settings are: {names}.").format(
                    names=", ".join(sorted(known))
                ),
            )
        for name in ("mask_common_tokens", "sample_prompts"):
            if isinstance(data.get(name), list):  # JSON has no tuples
                data[name] = tuple(data[name])
        try:
            return cls(**data)
        except TypeError as exc:  # pragma: no cover - dataclass accepts any values; kept for safety
            raise ConfigError(
                translate("TrainConfig", "The configuration could not be read: {error}").format(error=exc)
            ) from exc

    @classmethod
    def from_json(cls, text: str) -> TrainConfig:
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise ConfigError(
                translate("TrainConfig", "The configuration is not valid JSON ({error}).").format(error=exc),
                translate("TrainConfig", "Fix the file or write it again."),
            ) from exc
        return cls.from_dict(data)

    def save(self, path: Path) -> Path:
        path = Path(path)
        path.write_text(self.to_json() + "\n", encoding="utf-8")
        return path

    @classmethod
    def load(cls, path: Path) -> TrainConfig:
        path = Path(path)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise ConfigError(
                translate("TrainConfig", "The configuration file {path} cannot be read ({reason}).").format(
                    path=path, reason=exc.strerror or exc
                )
            ) from exc
        return cls.from_json(text)


# --- checks that need no model, made before one loads ------------------------------------------------------
# The command line calls ``check_before_model`` before it reads the data; the wizard's settings page before
# Start; ``RunFolder.create`` checks the output folder again as it makes it.  Nothing is created or written.


def check_before_model(config: TrainConfig, *, output_folder: bool = True) -> TrainConfig:
    """Every setting's range (``validate``), a CUDA device asked for, the data file being there and the output
    folder being new or empty inside a writable folder: a WorkbenchError names the first problem, at once
    rather than after the model has loaded.  ``output_folder`` False leaves the folder out (for a process
    that does not write the run folder).  Returns ``config``."""
    config.validate()
    if config.device == "cuda":  # "auto" and "cpu" always work; only this one needs a look at the hardware
        from workbench.core.training.devices import choose_device

        choose_device(config.device)
    check_data_path(config.data_path)
    if output_folder:
        check_output_folder(config.out_dir)
    return config


def check_data_path(data_path: str | None) -> None:
    """The data file (or folder) must be there and readable; None is left to the data reader to refuse."""
    import os

    if not data_path:
        return
    path = Path(data_path).expanduser()
    if not path.exists():
        raise DataError(
            "missing",
            translate("TrainingData", "The data file {path} does not exist.").format(path=path),
            translate(
                "TrainingData",
                "Check the name and folder, or pick the file again — it may have been moved or renamed.",
            ),
        )
    if not os.access(path, os.R_OK):
        raise DataError(
            "unreadable",
            translate("TrainingData", "The data file {path} cannot be read.").format(path=path),
            translate("TrainingData", "Check its permissions, or copy it elsewhere."),
        )


def check_output_folder(out_dir: str | None) -> Path:
    """The run's own folder (``out_dir``, or the runs folder for a new one inside it) must be new or empty,
    and the nearest folder that exists above it must be writable.  Returns the folder checked."""
    import os

    from workbench import paths
    from workbench.core.errors import FolderNotWritable, TrainingError

    folder = Path(out_dir).expanduser() if out_dir else paths.runs_dir()
    if out_dir and folder.exists():
        if not folder.is_dir():
            raise TrainingError(
                translate("TrainConfig", "The output folder {folder} is a file.").format(folder=folder),
                translate("TrainConfig", "Choose a new folder for the run, or leave it empty."),
            )
        if any(folder.iterdir()):
            raise TrainingError(
                translate("TrainConfig", "The folder {folder} is not empty.").format(folder=folder),
                translate("TrainConfig", "Choose a new folder for the run, or leave it empty."),
            )
    existing = folder
    while not existing.exists() and existing.parent != existing:
        existing = existing.parent
    if not existing.is_dir() or not os.access(existing, os.W_OK | os.X_OK):
        raise FolderNotWritable(folder)
    return folder


def _one_of(name: str, value: object, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise ConfigError(  # ``name``: the setting as a configuration names it ("objective", "best_by")
            translate("TrainConfig", "The {name} “{value}” is not known.").format(name=name, value=value),
            translate("TrainConfig", "Choose one of: {allowed}.").format(allowed=", ".join(allowed)),
        )


def _whole(name: str, value: object, low: int, hint: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise ConfigError(
            translate(
                "TrainConfig", "The {name} must be a whole number of at least {low} (it is {value})."
            ).format(name=translate("TrainConfig", name), low=low, value=repr(value)),
            translate("TrainConfig", hint),
        )


def _number(name: str, value: object, hint: str, *, low: float, high: float, open_low: bool = False) -> None:
    ok = isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
    ok = ok and (value > low if open_low else value >= low) and value <= high  # type: ignore[operator]
    if not ok:
        message = (
            translate(
                "TrainConfig", "The {name} must be a number above {low} and at most {high} (it is {value})."
            )
            if open_low
            else translate(
                "TrainConfig",
                "The {name} must be a number at least {low} and at most {high} (it is {value}).",
            )
        )
        raise ConfigError(
            message.format(
                name=translate("TrainConfig", name),
                low=number(low, "g"),
                high=number(high, "g"),
                value=repr(value),
            ),
            translate("TrainConfig", hint),
        )
