"""From a config's data settings to the training and validation parts, for runs started without the app's
data wizard (the command line, a saved config).

The steps are the wizard's: read the file, refuse what the checks call an error, remove empty texts and exact
repeats, split off the validation part by class (``val_fraction``, seeded), then keep at most
``max_examples`` of the training part, so runs of different sizes are checked on the same validation texts.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import ConfigError, TrainingError
from workbench.core.training.config import TrainConfig


@dataclass(frozen=True)
class RunData:
    train: Any  # LabelledDataset
    validation: Any  # LabelledDataset
    notes: tuple[str, ...]  # what was read, cleaned, split and sampled; warnings of the checks


def load_run_data(config: TrainConfig) -> RunData:
    """Read ``config.data_path`` and prepare the two parts (see the module doc); raises a WorkbenchError."""
    from workbench.core.training.data.checks import stratified_split, subsample

    if not config.data_path:
        raise ConfigError(
            "No data file was given.", "Name a CSV, TSV or JSON Lines file with texts and labels."
        )
    if config.is_language_model:
        from workbench.core.training.data.corpus import read_text_corpus, split_text_corpus

        corpus = read_text_corpus(Path(config.data_path))
        train, validation = split_text_corpus(corpus, config.val_fraction, config.seed, config.max_examples)
        return RunData(train, validation, train.notes)
    dataset, notes = load_labelled_data(config)
    train, validation = stratified_split(dataset, config.val_fraction, config.seed)
    if config.max_examples is not None:
        train = subsample(train, config.max_examples, config.seed)
    notes = tuple(dict.fromkeys(notes + train.notes[len(dataset.notes) :]))
    return RunData(train, validation, notes)


def load_labelled_data(config: TrainConfig) -> tuple[Any, tuple[str, ...]]:
    """(cleaned dataset, notes): ``config.data_path`` read with its columns (two text columns for a pairs
    run), checked (an error is raised, warnings become notes), empty texts and exact repeats removed; not yet
    split."""
    from workbench.core.training.data.checks import check_dataset, clean, token_counter
    from workbench.core.training.data.labelled import load_dataset

    if not config.data_path:
        raise ConfigError(
            "No data file was given.", "Name a CSV, TSV or JSON Lines file with texts and labels."
        )
    dataset = load_dataset(
        Path(config.data_path).expanduser(),
        text_column=config.text_column,
        label_column=config.label_column,
        text_b_column=config.text_b_column,
        pairs=config.takes_pairs,
    )
    issues = check_dataset(dataset, max_tokens=config.max_length, count_tokens=token_counter(config.model))
    errors = [issue for issue in issues if issue.blocks_training]
    if errors:
        raise TrainingError(errors[0].message, errors[0].hint)
    warnings = tuple(issue.message for issue in issues if issue.severity == "warning")
    dataset = clean(dataset)
    return dataset, tuple(dict.fromkeys(dataset.notes + warnings))
