"""Every path the command line takes is checked as it is read, before anything loads: a missing file, a
folder that does not exist, a file where a folder is wanted (and the other way round), a folder that cannot
be written.  Each gets one line naming the option and what to do, exit status 2, and no traceback."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from workbench import cli, paths


@pytest.fixture
def places(tmp_path: Path) -> dict[str, str]:
    a_file = tmp_path / "reviews.csv"
    a_file.write_text("text,label\nfine,positive\nbad,negative\n", encoding="utf-8")
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    return {
        "FILE": str(a_file),
        "FOLDER": str(tmp_path),
        "MISSING": str(tmp_path / "no-such-file.csv"),
        "NEW_IN_MISSING": str(tmp_path / "no" / "such" / "out.npz"),
        "LOCKED": str(locked / "out.csv"),
        "LOCKED_RUN": str(locked / "run"),
    }


CASES = [
    (["attention", "Hello", "--npz", "NEW_IN_MISSING"], "--npz", "does not exist: create it first"),
    (["attention", "Hello", "--png", "FOLDER"], "--png", "is a folder: give a file name in it"),
    (["train", "--data", "MISSING"], "--data", "does not exist: check the spelling"),
    (["train", "--data", "FILE", "--out", "FILE"], "--out", "is a file: give a folder"),
    (["train", "--data", "FILE", "--config", "FOLDER"], "--config", "is a folder: give a file in it"),
    (["adapt", "--data", "MISSING"], "--data", "does not exist"),
    (["resume", "FILE"], "run", "is a file: give the run's folder"),
    (["resume", "MISSING"], "run", "does not exist"),
    (["predict", "some-model", "--data", "MISSING"], "--data", "does not exist"),
    (["predict", "some-model", "--data", "FILE", "--out", "NEW_IN_MISSING"], "--out", "does not exist"),
    (["evaluate", "some-model", "--data", "FOLDER/nothing.csv"], "--data", "does not exist"),
    (["experiment", "--data", "MISSING"], "--data", "does not exist"),
]
if os.geteuid() != 0:  # root may write anywhere: a locked folder locks nothing out
    CASES += [
        (["predict", "some-model", "--data", "FILE", "--out", "LOCKED"], "--out", "cannot be written to"),
        (["train", "--data", "FILE", "--out", "LOCKED_RUN"], "--out", "cannot be written to"),
    ]


@pytest.mark.parametrize(
    ("argv", "option", "words"), CASES, ids=lambda v: " ".join(v) if isinstance(v, list) else None
)
def test_a_bad_path_is_refused_before_anything_loads(
    places: dict[str, str], capsys: pytest.CaptureFixture, argv: list[str], option: str, words: str
) -> None:
    argv = [places.get(a.split("/")[0], a.split("/")[0]) + a[len(a.split("/")[0]) :] for a in argv]
    with pytest.raises(SystemExit) as stopped:
        cli.main(argv)
    err = capsys.readouterr().err
    assert stopped.value.code == 2
    assert f"argument {option}: " in err and words in err, err
    assert "Traceback" not in err
    assert not paths.runs_dir().exists()  # nothing was started


def test_good_paths_pass_unchanged(places: dict[str, str]) -> None:
    args = cli.build_parser().parse_args(
        ["train", "--data", places["FILE"], "--out", places["FOLDER"] + "/new/run"]
    )
    assert args.data == places["FILE"] and args.out == places["FOLDER"] + "/new/run"
