"""What the wizard has gathered so far: the task, the data, the model, the method and the settings.

A plain object without Qt, shared by the pages: each page writes its choices here as they are made, and the
training page turns them into ``TrainConfig``s and the datasets ``train()`` takes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from workbench.core.training.config import DEFAULT_LEARNING_RATES, TrainConfig

# The model each task starts with, before the user picks one: embedded, so it is always on this computer.
PREFERRED_MODELS = {"classify": "minilm-l6", "mlm": "minilm-l6", "clm": "smollm2-135m"}


@dataclass
class Settings:
    """The recipe: ``learning_rate`` None means the method's usual one."""

    learning_rate: float | None = None
    learning_rate_method: str = ""  # the method the learning rate was chosen for
    epochs: int = 3
    batch_size: int = 16
    warmup_ratio: float = 0.1
    weight_decay: float = 0.01
    max_length: int = 128
    early_stopping: bool = True


@dataclass
class WizardState:
    objective: str = "classify"
    data_path: Path | None = None
    data_name: str = ""  # what to call the data ("reviews_sentiment.csv")
    dataset: Any = None  # LabelledDataset after clean-up, or TextCorpus for language-model adaptation
    text_column: str | None = None
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
    settings: Settings = field(default_factory=Settings)

    @property
    def is_language_model(self) -> bool:
        return self.objective != "classify"

    @property
    def model_id(self) -> str:
        """The chosen model's catalogue id, or the one the model page will start with."""
        return self.model.id if self.model is not None else PREFERRED_MODELS[self.objective]

    @property
    def label_count(self) -> int:
        return len(getattr(self.dataset, "label_names", ()) or ()) or 2

    def learning_rate_for(self, method: str) -> float:
        s = self.settings
        if s.learning_rate is not None and method == self.method == s.learning_rate_method:
            return s.learning_rate
        return DEFAULT_LEARNING_RATES[method]

    def config(self, method: str | None = None, max_examples: int | None | str = "same") -> TrainConfig:
        """The run's config: this state's choices, or the same with another method / data size."""
        method = method or self.method
        s = self.settings
        return TrainConfig(
            model=self.model.id if self.model is not None else "",
            objective=self.objective,
            method=method,
            freeze_layers=self.freeze_layers if method == "frozen" else None,
            lora_r=self.lora_r,
            lora_alpha=self.lora_alpha,
            epochs=s.epochs,
            learning_rate=self.learning_rate_for(method),
            batch_size=s.batch_size,
            warmup_ratio=s.warmup_ratio,
            weight_decay=s.weight_decay,
            max_length=s.max_length,
            early_stopping_patience=2 if s.early_stopping else None,
            seed=self.seed,
            data_path=str(self.data_path) if self.data_path else None,
            text_column=self.text_column,
            label_column=self.label_column,
            val_fraction=self.val_fraction,
            max_examples=self.max_examples if max_examples == "same" else max_examples,  # type: ignore[arg-type]
        )

    def split(self, max_examples: int | None | str = "same") -> tuple[Any, Any]:
        """(training, validation) parts of the data; the validation part is the same for every size."""
        limit = self.max_examples if max_examples == "same" else max_examples
        if self.is_language_model:
            from workbench.core.training.lm_data import split_text_corpus

            return split_text_corpus(self.dataset, self.val_fraction, self.seed, limit)  # type: ignore[arg-type]
        from workbench.core.training.data_checks import stratified_split, subsample

        train, validation = stratified_split(self.dataset, self.val_fraction, self.seed)
        if limit is not None:
            train = subsample(train, int(limit), self.seed)
        return train, validation
