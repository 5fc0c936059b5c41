"""``workbench experiment`` (and with ``--prompting``) builds its runs' config as the experiment panels do
(``TrainSession.experiment_config``): the same model, method and check share give the same config from the
command line as from the window, and the same config as the command line built by hand before."""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path

import pytest

from tests.support.training_data import write_animal_csv
from workbench.cli import build_parser
from workbench.cli.experiment_output import experiment_config
from workbench.core.sessions.train.wizard import WizardState
from workbench.core.training.config import TrainConfig

# What the panel hands its runs itself (the data it read), or the command line alone chooses.
OWN = ("data_path", "text_column", "label_column", "device")


@pytest.mark.parametrize(
    ("options", "default_model", "model", "method"),
    [
        ((), "minilm-l6", "minilm-l6", "full"),
        (
            ("--model", "bert-tiny", "--method", "lora", "--val-fraction", "0.3"),
            "minilm-l6",
            "bert-tiny",
            "lora",
        ),
        (("--prompting", "--method", "frozen"), "smollm2-135m", "smollm2-135m", "frozen"),
    ],
)
def test_the_command_lines_experiment_config_is_the_panels_for_the_same_choices(
    tmp_path: Path, options: tuple[str, ...], default_model: str, model: str, method: str
) -> None:
    data = write_animal_csv(tmp_path / "animals.csv")
    argv = ["experiment", *options, "--text-column", "text", "--label-column", "label", "--device", "cpu"]
    args = build_parser().parse_args(argv)
    from_cli = experiment_config(args, default_model, data)
    from_panel = WizardState().experiment_config(model, method, args.val_fraction, from_cli.seed)
    assert {k: v for k, v in asdict(from_cli).items() if k not in OWN} == {
        k: v for k, v in asdict(from_panel).items() if k not in OWN
    }
    # the config the command line built by hand before it went through the session
    by_hand = TrainConfig(
        model=model,
        method=method,
        device="cpu",
        val_fraction=args.val_fraction,
        data_path=str(data.resolve()),
        text_column="text",
        label_column="label",
    )
    assert from_cli == by_hand
