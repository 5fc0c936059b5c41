"""A damaged record of the runs trained outside the runs folder never costs a run: it is kept aside under a
dated name, said once, and made again with every run folder it still names, so those runs stay listed and
the next `train --out` adds to them instead of writing a record of one run over it."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from tests.support.cli_run import CommandRun, run_workbench_here
from tests.support.training_data import (  # noqa: F401 - fixtures
    animal_texts,
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
    write_animal_csv,
)
from workbench import own_files
from workbench.core.training.engine import run_index
from workbench.core.training.engine.loop import train
from workbench.core.training.runs.listing import list_runs


@pytest.fixture(scope="module")
def runs_elsewhere(tiny_bert_folder: Path, tmp_path_factory: pytest.TempPathFactory) -> list[Path]:  # noqa: F811
    """Two finished runs trained outside the runs folder, and the folder for a third."""
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        where = tmp_path_factory.mktemp("elsewhere")
        train_part, val_part = animal_texts()
        done = [
            Path(
                train(
                    tiny_config(tiny_bert_folder, epochs=1, out_dir=str(where / name)),
                    train_part,
                    val_part,
                    listed=False,
                ).run_dir
            ).resolve()
            for name in ("first", "second")
        ]
    finally:
        torch.set_num_threads(threads)
    return [*done, where / "third"]


def damaged(kind: str, folders: list[Path]) -> bytes:
    whole = json.dumps([str(f) for f in folders], indent=2).encode()
    return {
        "cut short": whole[:-2],  # the closing "]" and the last quote lost
        "an object": json.dumps({"runs": [str(f) for f in folders]}).encode(),
        "binary": bytes(range(256)) * 4,
        "not a list of paths": whole.replace(b"[", b"[7, null, ", 1),
    }[kind]


@pytest.mark.parametrize("kind", ["cut short", "an object", "binary", "not a list of paths"])
def test_a_damaged_record_is_kept_aside_said_once_and_its_runs_stay_listed(
    kind: str,
    runs_elsewhere: list[Path],
    tiny_bert_folder: Path,  # noqa: F811
) -> None:
    first, second, third = runs_elsewhere
    content = damaged(kind, [first, second])
    record = run_index.index_file()
    record.parent.mkdir(parents=True, exist_ok=True)
    record.write_bytes(content)
    named = [] if kind == "binary" else [first, second]  # what the damaged record still names

    assert {r.path for r in list_runs()} == set(named)
    [notice] = run_index.take_notices()
    [kept] = own_files.kept_copies(record)
    assert kept.read_bytes() == content and str(kept) in notice and "damaged" in notice
    assert run_index.recorded() == named and run_index.take_notices() == []  # said once: it is repaired

    run_index.record(third)  # what `train --out` does: added to the runs kept, never written over them
    assert run_index.recorded() == [*named, third.resolve()]
    assert own_files.kept_copies(record) == [kept]


def test_a_record_that_is_not_a_regular_file_is_never_read_and_is_replaced_by_a_good_one(
    runs_elsewhere: list[Path],
) -> None:
    record = run_index.index_file()
    record.parent.mkdir(parents=True, exist_ok=True)
    if sys.platform == "win32":
        record.mkdir()
    else:
        os.mkfifo(record)  # reading it would wait for ever
    assert run_index.recorded() == [] and "damaged" in run_index.take_notices()[0]
    run_index.record(runs_elsewhere[0])
    assert json.loads(record.read_text()) == [str(runs_elsewhere[0])]


def test_the_command_line_says_so_once_and_train_out_keeps_the_earlier_runs(
    runs_elsewhere: list[Path],
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    """The report's reproduction: `workbench runs` with a record cut short, then `workbench train --out`."""
    first, second, _ = runs_elsewhere
    record = run_index.index_file()
    record.parent.mkdir(parents=True, exist_ok=True)
    record.write_bytes(damaged("cut short", [first, second]))

    def workbench(*args: str) -> CommandRun:
        done = run_workbench_here(*args)
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
        return done

    listed = workbench("runs")
    assert "No training runs yet" not in listed.stdout
    assert first.name in listed.stdout and second.name in listed.stdout
    assert "damaged" in listed.stderr and "kept as" in listed.stderr
    assert "damaged" not in workbench("runs").stderr  # said once

    data = write_animal_csv(tmp_path / "animals.csv")
    out = tmp_path / "new-run"
    workbench(
        "train",
        "--data",
        str(data),
        "--model",
        str(tiny_bert_folder),
        "--out",
        str(out),
        "--epochs",
        "1",
        "--batch-size",
        "8",
        "--max-length",
        "16",
    )
    names = {Path(r["path"]).name for r in json.loads(workbench("runs", "--json").stdout)}
    assert {first.name, second.name, out.name} <= names
