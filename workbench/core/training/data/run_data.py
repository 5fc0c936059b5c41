"""From a config's data settings to the training and validation parts, for runs started without the app's
data wizard (the command line, a saved config).

The steps are the wizard's, and each task family takes them its own way (``families``, whose ``load_run_data``
is the entry point).  For a classifier: read the file, refuse what the checks call an error, remove empty
texts and exact repeats, split off the validation part by class (``val_fraction``, seeded), then keep at most
``max_examples`` of the training part, so runs of different sizes are checked on the same validation texts.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import ConfigError, TrainingError
from workbench.core.training.config import TrainConfig
from workbench.core.training.recipes import takes_pairs
from workbench.core.words import translate


@dataclass(frozen=True)
class RunData:
    train: Any  # LabelledDataset, TaggedDataset or TextCorpus: the family's
    validation: Any
    notes: tuple[str, ...]  # what was read, cleaned, split and sampled; warnings of the checks


def data_file(config: TrainConfig, hint: str) -> Path:
    """The data file ``config`` names (``data_path``); a config that names none is refused, ``hint`` saying
    what kind of file to name."""
    if not config.data_path:
        raise ConfigError(translate("TrainingData", "No data file was given."), hint)
    return Path(config.data_path).expanduser()


def read_labelled_file(config: TrainConfig) -> Any:
    """``config``'s file of texts with labels, read with its columns (two text columns for a pairs run), its
    sheet and its look-alike labels merged when it says so; not yet checked or cleaned."""
    from workbench.core.training.data.labelled import load_dataset

    return load_dataset(
        data_file(
            config, translate("TrainingData", "Name a CSV, TSV or JSON Lines file with texts and labels.")
        ),
        text_column=config.text_column,
        label_column=config.label_column,
        text_b_column=config.text_b_column,
        pairs=takes_pairs(config.objective),
        merge_case_labels=config.merge_case_labels,
        sheet=config.data_sheet,
    )


def load_labelled_data(config: TrainConfig) -> tuple[Any, tuple[str, ...]]:
    """(cleaned dataset, notes): ``config``'s file read with its columns (``read_labelled_file``), checked
    (an error is raised, warnings become notes), empty texts and exact repeats removed; not yet split."""
    from workbench.core.training.data.checks import check_dataset, clean, token_counter

    dataset = read_labelled_file(config)
    issues = check_dataset(dataset, max_tokens=config.max_length, count_tokens=token_counter(config.model))
    errors = [issue for issue in issues if issue.blocks_training]
    if errors:
        raise TrainingError(errors[0].message, errors[0].hint)
    warnings = tuple(issue.message for issue in issues if issue.severity == "warning")
    dataset = clean(dataset)
    return dataset, tuple(dict.fromkeys(dataset.notes + warnings))
