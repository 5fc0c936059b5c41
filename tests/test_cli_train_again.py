"""`workbench train-again RUN --corrections FILE.csv`, in this process: the corrected copy and the new run
linked to the first, both scores printed at the end; a correction the file cannot take is refused in words."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.use.test_train_again import copied_run, first  # noqa: F401 - fixture
from tests.support.training_data import one_torch_thread, tiny_bert_folder  # noqa: F401 - fixtures
from workbench import cli
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.use.corrections import row_of


def test_train_again_from_a_corrections_file_prints_both_scores(
    first: Path,  # noqa: F811
    tmp_path: Path,
    capsys,
    one_torch_thread,  # noqa: F811
) -> None:
    _, checks = RunFolder(first).read_data()
    row = row_of(checks.locations[0])
    wrong = "dog" if checks.label_names[checks.labels[0]] == "cat" else "cat"
    corrections = tmp_path / "fixes.csv"
    corrections.write_text(f"row,new_label\n{row},{wrong}\n", encoding="utf-8")
    assert cli.main(["train-again", str(first), "--corrections", str(corrections)]) == 0
    out = capsys.readouterr().out
    assert "Corrected copy:" in out and "(1 relabelled, 0 dropped)" in out
    assert "First run:" in out and "Trained again:" in out and f"relabelled: row {row}" in out
    again = next(
        line.split("(")[-1].rstrip(")") for line in out.splitlines() if line.startswith("Trained again")
    )
    assert RunFolder(Path(again)).read_config().corrected_from == str(first.resolve())


@pytest.mark.parametrize(
    ("fixes", "said"),
    [
        ("row,new_label\n999,cat\n", "Row 999 is not a row of animals.csv"),
        ("row,new_label\n2,bird\n", "“bird”"),
    ],
)
def test_a_correction_the_file_cannot_take_is_refused(
    first: Path,  # noqa: F811
    tmp_path: Path,
    capsys,
    fixes,
    said,
) -> None:
    corrections = tmp_path / "fixes.csv"
    corrections.write_text(fixes, encoding="utf-8")
    assert cli.main(["train-again", str(first), "--corrections", str(corrections)]) != 0
    assert said in capsys.readouterr().err


def test_a_data_file_shuffled_since_the_run_is_refused_naming_it(
    first: Path,  # noqa: F811
    tmp_path: Path,
    capsys,
) -> None:
    run = copied_run(first, tmp_path)
    data = tmp_path / "animals.csv"
    header, *rows = data.read_text(encoding="utf-8").splitlines(keepends=True)
    data.write_text(header + "".join(rows[1:] + rows[:1]), encoding="utf-8", newline="")  # rows moved up
    _, checks = RunFolder(run).read_data()
    corrections = tmp_path / "fixes.csv"
    corrections.write_text(f"row,new_label\n{row_of(checks.locations[0])},cat\n", encoding="utf-8")
    assert cli.main(["train-again", str(run), "--corrections", str(corrections)]) == 1
    captured = capsys.readouterr()
    assert f"{data} has changed since the run" in captured.err and "Traceback" not in captured.err
    assert "Trained again" not in captured.out and not (tmp_path / "animals.corrected.csv").exists()
