"""Damaged kept weights never give a silently wrong answer or a traceback: every command that copies or loads
a run's weights (export, GGUF export, predict, continue) checks them first, says which file is damaged and
what to do, and leaves no empty or half-written folder behind; `runs show` says when a record it reads is
damaged instead of showing blanks."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.core.training.runs.test_chat_runs import chat_config, write_pairs
from tests.support.tiny_runs import finished_run
from tests.support.training_data import (  # noqa: F401 - fixtures
    animal_texts,
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
    tiny_gpt2_folder,
    write_animal_csv,
)
from workbench.cli import main
from workbench.core.errors import WorkbenchError
from workbench.core.models.safety import check_weights_file
from workbench.core.training.runs.listing import list_runs


@pytest.fixture(scope="module")
def classifier_run(tiny_bert_folder: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:  # noqa: F811
    """A finished full run of the tiny BERT classifier: best/ holds model.safetensors."""
    train_part, val_part = animal_texts()
    out = tmp_path_factory.mktemp("classifier") / "classifier-run"
    return finished_run(tiny_config(tiny_bert_folder, epochs=1, out_dir=str(out)), train_part, val_part)


@pytest.fixture(scope="module")
def chat_run(tiny_gpt2_folder: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:  # noqa: F811
    """A finished LoRA chat run of the tiny GPT-2: best/ holds adapter_model.safetensors."""
    from workbench.core.training.data.families import load_run_data

    where = tmp_path_factory.mktemp("chat")
    config = chat_config(
        tiny_gpt2_folder, write_pairs(where / "pairs.jsonl"), epochs=1, out_dir=str(where / "chat-run")
    )
    data = load_run_data(config)
    return finished_run(config, data.train, data.validation)


def copy_of(run: Path, tmp_path: Path) -> Path:
    """The run copied into this test's own folder, free to damage."""
    return Path(shutil.copytree(run, tmp_path / run.name, symlinks=True))


def cut_short(file: Path) -> None:
    data = file.read_bytes()
    file.write_bytes(data[: len(data) // 2])


def header_length(data: bytes) -> int:
    return int.from_bytes(data[:8], "little")


DAMAGE = {
    "cut short": lambda data: data[: len(data) // 2],
    "shorter than its length prefix": lambda data: data[:5],
    "a header that is not JSON": lambda data: (
        data[:8] + b"#" * header_length(data) + data[8 + header_length(data) :]
    ),
    "a length prefix past the end": lambda data: (len(data) * 2).to_bytes(8, "little") + data[8:],
    "bytes added at the end": lambda data: data + b"\0" * 64,
    "a header that is a list": lambda data: len(b"[1, 2]").to_bytes(8, "little") + b"[1, 2]",
}


@pytest.mark.parametrize("how", list(DAMAGE))
def test_the_one_check_refuses_each_kind_of_damage_and_passes_a_whole_file(
    classifier_run: Path, tmp_path: Path, how: str
) -> None:
    whole = classifier_run / "best" / "model.safetensors"
    check_weights_file(whole)  # a file as the run wrote it passes
    damaged = tmp_path / "model.safetensors"
    damaged.write_bytes(DAMAGE[how](whole.read_bytes()))
    with pytest.raises(WorkbenchError) as refused:
        check_weights_file(damaged)
    assert f"The weights file {damaged} is damaged" in refused.value.message
    assert refused.value.hint


def test_export_of_a_run_with_damaged_weights_names_the_file_and_writes_nothing(
    classifier_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    """The report's reproduction: `workbench export RUN` copied a cut-short model.safetensors and said
    "Wrote ..."."""
    run = copy_of(classifier_run, tmp_path)
    weights = run / "best" / "model.safetensors"
    cut_short(weights)
    out = tmp_path / "export"
    assert main(["export", str(run), "--out", str(out)]) == 1
    said = capsys.readouterr()
    assert f"The weights file {weights} is damaged" in said.err and "train the run again" in said.err
    assert "Wrote" not in said.out and "Traceback" not in said.err
    assert not out.exists()


def test_a_gguf_export_of_a_chat_run_with_a_damaged_adapter_says_so_and_leaves_no_folder(
    chat_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    """The report's reproduction: `workbench export --gguf RUN` died with SafetensorError and left an empty
    folder behind."""
    run = copy_of(chat_run, tmp_path)
    adapter = run / "best" / "adapter_model.safetensors"
    cut_short(adapter)
    out = tmp_path / "gguf"
    assert main(["export", str(run), "--gguf", "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert f"The weights file {adapter} is damaged" in err and "Traceback" not in err
    assert not out.exists()


def test_an_export_that_fails_after_it_began_leaves_no_folder_behind(
    chat_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    """Merging a LoRA run whose base model is gone fails once the export has begun: the folder it made is
    removed, and a folder it was given empty is left empty."""
    run = copy_of(chat_run, tmp_path)
    record = run / "best" / "workbench.json"
    record.write_text(json.dumps({**json.loads(record.read_text()), "model": str(tmp_path / "gone")}))
    given = tmp_path / "given"
    given.mkdir()
    for out in (tmp_path / "made" / "export", given):
        assert main(["export", str(run), "--out", str(out)]) == 1
        assert str(tmp_path / "gone") in capsys.readouterr().err
    assert not (tmp_path / "made").exists() and list(given.iterdir()) == []


def test_predict_and_continue_refuse_damaged_adapter_weights_in_the_same_words_before_making_anything(
    chat_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    """Using a run with a damaged adapter (the chat answers) and continuing it (a new run from its weights)
    say which file is damaged; continuing makes no new run."""
    run = copy_of(chat_run, tmp_path)
    adapter = run / "best" / "adapter_model.safetensors"
    cut_short(adapter)
    prompts = tmp_path / "prompts.txt"
    prompts.write_text("a cat sat to the mat ?\n", encoding="utf-8")
    before = {r.path for r in list_runs()}
    assert main(["continue", str(run), "--epochs", "1"]) == 1
    assert main(["predict", str(run), "--data", str(prompts)]) == 1
    err = capsys.readouterr().err
    assert err.count(f"The weights file {adapter} is damaged") == 2 and "Traceback" not in err
    assert {r.path for r in list_runs()} == before  # no new run
    assert not (run / "merged").exists() and not list(tmp_path.glob("prompts.answers*"))


def test_predict_says_which_kept_weights_file_is_damaged(
    classifier_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    run = copy_of(classifier_run, tmp_path)
    weights = run / "best" / "model.safetensors"
    weights.write_bytes(weights.read_bytes() + b"\0" * 64)  # longer than its header says: not what was saved
    data = write_animal_csv(tmp_path / "animals.csv", n=4)
    assert main(["predict", str(run), "--data", str(data)]) == 1
    err = capsys.readouterr().err
    assert f"The weights file {weights} is damaged" in err and "train the run again" in err
    assert not list(tmp_path.glob("animals.labelled*"))


@pytest.mark.parametrize("record", ["summary.json", "config.json"])
def test_runs_show_says_a_damaged_record_instead_of_showing_blanks(
    classifier_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture, record: str
) -> None:
    """The report's reproduction: a cut-short summary.json showed no scores and "No advice"."""
    run = copy_of(classifier_run, tmp_path)
    file = run / record
    assert json.loads((run / "summary.json").read_text())["accuracy"] is not None
    cut_short(file)
    assert main(["runs", "show", str(run)]) == 0
    said = capsys.readouterr()
    assert f"{file} is damaged, so the run's" in said.err
    assert "No advice" not in said.out and "status: finished" in said.out
    assert main(["runs", "show", str(run), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["damaged"] == [str(file)]
