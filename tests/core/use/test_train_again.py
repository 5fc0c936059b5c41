"""Training again with corrected labels, on a real tiny run from a real file: each example keeps its row in
the file through the split into data.json, the new run has the first run's settings but for the data file
and the link, learns and is checked on the first run's own parts with the corrections applied, and is
compared with the first run on the same (corrected) check texts."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

from tests.support.training_data import (  # noqa: F401 - fixtures
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
    write_animal_csv,
)
from workbench.core.training.data.families import load_run_data
from workbench.core.training.engine.loop import train
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.use.corrections import Correction, CorrectionError, row_of
from workbench.core.use.train_again import (
    compare_with_first,
    save_corrected_copy,
    train_again,
    train_again_config,
)


@pytest.fixture(autouse=True)
def _one_thread(one_torch_thread) -> None:  # noqa: F811
    pass


def first_run(folder: Path, tiny_bert: Path) -> Path:
    """A 1-epoch run of the tiny BERT on 40 animal sentences read from a CSV file, as `train` reads it."""
    data = write_animal_csv(folder / "animals.csv", 40)
    config = tiny_config(tiny_bert, data_path=str(data), epochs=1, out_dir=str(folder / "first"))
    parts = load_run_data(config)
    return Path(train(config, parts.train, parts.validation).run_dir)


@pytest.fixture(scope="module")
def first(tiny_bert_folder: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:  # noqa: F811
    import torch

    torch.set_num_threads(1)
    return first_run(tmp_path_factory.mktemp("train-again"), tiny_bert_folder)


def copied_run(first: Path, folder: Path) -> Path:
    """A copy of the run ``first`` and of its data file in ``folder``, its config naming the copied file, so
    that a test may change the file without changing the run the other tests share."""
    run = folder / "run"
    shutil.copytree(first, run)
    config = json.loads((run / "config.json").read_text(encoding="utf-8"))
    data = folder / Path(config["data_path"]).name
    shutil.copyfile(config["data_path"], data)
    config["data_path"] = str(data)
    (run / "config.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    return run


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def file_rows(path: Path) -> list[list[str]]:
    import csv

    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.reader(handle))


def test_each_example_keeps_its_row_in_the_file_through_the_split(first: Path) -> None:
    train_part, checks = RunFolder(first).read_data()
    table = file_rows(Path(RunFolder(first).read_config().data_path))
    for part in (train_part, checks):
        assert part.locations is not None and len(part.locations) == len(part.texts)
        for text, label, location in zip(part.texts, part.labels, part.locations, strict=True):
            assert table[row_of(location) - 1] == [text, part.label_names[label]]  # rows numbered from 1
    rows = {row_of(x) for x in train_part.locations} | {row_of(x) for x in checks.locations}
    assert rows == set(range(2, 42))  # every row but the column names, each in one part


def test_training_again_keeps_the_settings_and_checks_on_the_same_texts(first: Path) -> None:
    train_part, checks = RunFolder(first).read_data()
    check_row = row_of(checks.locations[0])
    dropped_row = row_of(train_part.locations[0])
    wrong = "dog" if checks.label_names[checks.labels[0]] == "cat" else "cat"
    copy, result = train_again(first, [Correction(check_row, wrong), Correction(dropped_row, None)])
    assert result.status == "finished"
    first_config, again = RunFolder(first).read_config(), RunFolder(Path(result.run_dir)).read_config()
    assert again.data_path == str(copy.path) and again.corrected_from == str(first.resolve())
    assert again.replace(
        data_path=first_config.data_path, out_dir=first_config.out_dir, corrected_from=None
    ) == (first_config)
    assert (
        copy.path.parent == Path(first_config.data_path).parent and copy.path.name == "animals.corrected.csv"
    )
    new_train, new_checks = RunFolder(Path(result.run_dir)).read_data()
    assert new_checks.texts == checks.texts
    table = file_rows(copy.path)  # the new run's rows are the corrected copy's, which has one row less
    for part in (new_train, new_checks):
        for text, label, location in zip(part.texts, part.labels, part.locations, strict=True):
            assert table[row_of(location) - 1] == [text, part.label_names[label]]
    assert (
        new_checks.label_names[new_checks.labels[0]] == wrong and new_checks.labels[1:] == checks.labels[1:]
    )
    assert new_train.texts == train_part.texts[1:]
    assert train_again_config(first, copy.path) == again.replace(out_dir=None)
    found = compare_with_first(Path(result.run_dir))
    assert found.first == first.resolve() and found.checks == len(checks.texts)
    assert found.relabelled == (checks.locations[0],) and found.dropped == ()
    assert found.first_on_corrected is not None and found.accuracy == result.accuracy
    assert (
        f"same {len(checks.texts)} check texts" in found.sentence()
        and checks.locations[0] in found.sentence()
    )
    assert compare_with_first(first) is None
    record = json.loads((Path(result.run_dir) / "data.json").read_text(encoding="utf-8"))
    assert record["data_sha256"] == sha256(copy.path)  # the run trained again names its own file's rows


def test_a_run_whose_data_file_changed_is_not_corrected_on_the_wrong_rows(
    first: Path, tmp_path: Path
) -> None:
    """The run remembers its data file's checksum; once the file changed (its rows shuffled, or one label
    edited), correcting the run's rows is refused naming the file, and nothing is written beside it.  A run
    kept before the checksum was recorded is corrected as before."""
    run = copied_run(first, tmp_path)
    data = tmp_path / "animals.csv"
    record = json.loads((run / "data.json").read_text(encoding="utf-8"))
    assert record["data_sha256"] == sha256(data)
    original = data.read_bytes()
    _, checks = RunFolder(run).read_data()
    row = row_of(checks.locations[0])
    wrong = "dog" if checks.label_names[checks.labels[0]] == "cat" else "cat"
    header, *rows = original.decode("utf-8").splitlines(keepends=True)
    shuffled = header + "".join(reversed(rows))
    edited = original.decode("utf-8").replace(",dog\r\n", ",cat\r\n", 1)
    for changed in (shuffled, edited):
        data.write_bytes(changed.encode("utf-8"))
        with pytest.raises(CorrectionError) as refused:
            save_corrected_copy(run, [Correction(row, wrong)])
        assert str(data) in refused.value.message and "changed since" in refused.value.message
        assert "as it was" in refused.value.hint and "workbench train --data" in refused.value.hint
        assert not list(tmp_path.glob("animals.correct*"))  # neither the copy nor the list was written
    data.write_bytes(original)  # the file as the run read it: corrected
    assert save_corrected_copy(run, [Correction(row, wrong)]).relabelled == 1
    del record["data_sha256"]  # a run kept before the checksum was recorded
    (run / "data.json").write_text(json.dumps(record), encoding="utf-8")
    assert save_corrected_copy(run, [Correction(row, wrong)]).path.name == "animals.corrected-2.csv"
