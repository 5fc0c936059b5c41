"""Training again with corrected labels, on a real tiny run from a real file: each example keeps its row in
the file through the split into data.json, the new run has the first run's settings but for the data file
and the link, learns and is checked on the first run's own parts with the corrections applied, and is
compared with the first run on the same (corrected) check texts."""

from __future__ import annotations

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
from workbench.core.use.corrections import Correction, row_of
from workbench.core.use.train_again import compare_with_first, train_again, train_again_config


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
