"""Everything that needs no model is checked before one loads: every setting's range, the device, the data
file and the output folder, on the command line and on the wizard's settings page before Start."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.training_data import animal_texts
from workbench import paths
from workbench.core.errors import ConfigError, DataError, FolderNotWritable, TrainingError, WorkbenchError
from workbench.core.training.config import TrainConfig, check_before_model


@pytest.fixture
def data_file(tmp_path: Path) -> Path:
    train_part, _ = animal_texts()
    rows = ["text,label"] + [
        f"{t},{train_part.label_names[y]}" for t, y in zip(train_part.texts, train_part.labels, strict=True)
    ]
    path = tmp_path / "animals.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def no_model_may_load(monkeypatch: pytest.MonkeyPatch) -> None:
    """Loading a model or a tokenizer fails the test: the checks must come first."""
    from workbench.core.models import loading

    def refuse(*args, **kwargs):
        raise AssertionError("a model was loaded before the checks")

    monkeypatch.setattr(loading, "load_model", refuse)
    monkeypatch.setattr(loading, "load_tokenizer", refuse)


def test_a_good_config_passes(data_file: Path, tmp_path: Path) -> None:
    config = TrainConfig(data_path=str(data_file), out_dir=str(tmp_path / "new" / "run"))
    assert check_before_model(config) is config
    assert not (tmp_path / "new").exists()  # checking creates nothing


@pytest.mark.parametrize(
    ("changes", "error", "words"),
    [
        ({"learning_rate": -1.0}, ConfigError, "learning rate"),
        ({"epochs": 0}, ConfigError, "epochs"),
        ({"val_fraction": 1.5}, ConfigError, "validation share"),
        ({"seed": -1}, ConfigError, "seed"),
        ({"seed": 2**64}, ConfigError, "seed must be below"),
        ({"data_path": "/no/such/file.csv"}, DataError, "does not exist"),
    ],
)
def test_bad_values_are_refused(data_file: Path, changes: dict, error: type, words: str) -> None:
    config = TrainConfig(data_path=str(data_file)).replace(**changes)
    with pytest.raises(error, match=words):
        check_before_model(config)


def test_the_output_folder_must_be_new_or_empty_and_writable(data_file: Path, tmp_path: Path) -> None:
    config = TrainConfig(data_path=str(data_file))
    full = tmp_path / "full"
    full.mkdir()
    (full / "something").write_text("x")
    with pytest.raises(TrainingError, match="is not empty"):
        check_before_model(config.replace(out_dir=str(full)))
    with pytest.raises(TrainingError, match="is a file"):
        check_before_model(config.replace(out_dir=str(full / "something")))
    with pytest.raises(FolderNotWritable):
        check_before_model(config.replace(out_dir=str(full / "something" / "run")))


def test_a_runs_folder_that_cannot_be_made_is_refused(data_file: Path, workbench_home: Path) -> None:
    workbench_home.mkdir(parents=True, exist_ok=True)
    # the data folder may already hold the session's converted models (see conftest): block the runs folder
    paths.runs_dir().parent.mkdir(parents=True, exist_ok=True)
    paths.runs_dir().write_text("a file where the folder should be")
    with pytest.raises(FolderNotWritable, match=str(paths.runs_dir())):
        check_before_model(TrainConfig(data_path=str(data_file)))


def test_a_gpu_asked_for_on_a_computer_without_one_is_refused_first(data_file: Path) -> None:
    import torch

    if torch.cuda.is_available():
        pytest.skip("this computer has a CUDA GPU")
    with pytest.raises(ConfigError, match="No NVIDIA GPU"):
        check_before_model(TrainConfig(data_path=str(data_file), device="cuda"))


@pytest.mark.parametrize(
    ("options", "words"),
    [
        (["--out", "FULL"], "is not empty"),
        (["--device", "cuda"], "No NVIDIA GPU"),
        (["--lr", "0"], "learning rate"),
    ],
)
def test_the_command_line_checks_before_it_loads_anything(
    data_file: Path, tmp_path: Path, no_model_may_load, options: list[str], words: str
) -> None:
    import torch

    from workbench import cli

    if "cuda" in options and torch.cuda.is_available():
        pytest.skip("this computer has a CUDA GPU")
    full = tmp_path / "full"
    full.mkdir()
    (full / "something").write_text("x")
    options = [str(full) if o == "FULL" else o for o in options]
    args = cli.build_parser().parse_args(["train", "--data", str(data_file), *options])
    with pytest.raises(WorkbenchError, match=words):
        args.handler(args)
    assert not paths.runs_dir().exists()  # no run folder was started


def test_the_wizards_settings_page_blocks_start_on_a_missing_data_file_or_runs_folder(
    qtbot, data_file: Path, workbench_home: Path
) -> None:
    from workbench.core.models.catalogue import get_entry
    from workbench.core.sessions.train.wizard import WizardState
    from workbench.ui.tabs.train.wizard.settings_page import SettingsPage
    from workbench.ui.tasks import TaskController

    state = WizardState()
    state.choose_data(data_file)
    state.choose_model(get_entry("minilm-l6"))
    page = SettingsPage(TaskController(), state)
    qtbot.addWidget(page)
    page.enter()
    assert page.blocker() == ""
    data_file.unlink()  # moved away after it was read
    page.enter()
    assert "does not exist" in page.blocker() and str(data_file) in page.blocker()
    data_file.write_text("text,label\n", encoding="utf-8")
    page.enter()
    assert page.blocker() == ""
    workbench_home.mkdir(parents=True, exist_ok=True)
    # the data folder may already hold the session's converted models (see conftest): block the runs folder
    paths.runs_dir().parent.mkdir(parents=True, exist_ok=True)
    paths.runs_dir().write_text("a file where the folder should be")
    page.enter()
    assert "cannot be written" in page.blocker()
    page.learning_rate.setCurrentText("-1")  # and every setting's range, as before
    assert "learning rate" in page.blocker()
