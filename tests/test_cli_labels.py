"""`workbench check-labels`, called in-process as the command line calls it, on real files with MiniLM."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from tests.support.training_data import one_torch_thread  # noqa: F401 - a fixture
from tests.ui.tabs.train.wizard import write_reviews
from workbench import cli


@pytest.mark.usefixtures("one_torch_thread")
def test_check_labels_lists_the_suspicious_rows_and_writes_the_copy(capsys, tmp_path: Path) -> None:
    """The quick way by default: no fine-tuning, no expected time to say first."""
    data = write_reviews(tmp_path / "reviews.csv", rows=20)
    before = data.read_bytes()
    out = tmp_path / "checked.csv"
    argv = ["check-labels", str(data), "--folds", "2", "--out", str(out), "--top", "5"]
    assert cli.main(argv) == 0
    printed = capsys.readouterr()
    lines = printed.out.splitlines()
    assert lines[0].startswith("Checked 20 rows of reviews.csv the quick way in ")
    assert lines[0].endswith(
        "(2 small models learned your labels from minilm-l6's sentence vectors, each judging the part of the "
        "rows it never saw.)"
    )
    assert "Expected time" not in printed.err
    assert "The most suspicious rows" in lines[1]
    listed = lines[2:7]
    assert len(listed) == 5 and all(line.startswith("  row ") and " -> " in line for line in listed)
    assert lines[-1] == f"Written: {out} (with the columns label_issue and suggested_label)"
    assert "Traceback" not in printed.err and data.read_bytes() == before
    with out.open(encoding="utf-8", newline="") as handle:
        copy = list(csv.DictReader(handle))
    assert [row["text"] for row in copy] == [row[0] for row in list(csv.reader(data.open()))[1:]]
    assert all(row["label_issue"] in ("true", "false") and row["suggested_label"] for row in copy)
    # The copy is never replaced without --overwrite, and that is said before anything trains.
    assert cli.main(argv) == 1
    assert "already exists" in capsys.readouterr().err


def test_files_that_cannot_be_checked_get_a_message_not_a_traceback(capsys, tmp_path: Path) -> None:
    one = tmp_path / "one.csv"
    one.write_text(
        "text,label\n" + "".join(f"nice thing {i},positive\n" for i in range(25)), encoding="utf-8"
    )
    assert cli.main(["check-labels", str(one)]) == 1
    err = capsys.readouterr().err
    assert "same label" in err and "at least two different labels" in err and "Traceback" not in err
    short = write_reviews(tmp_path / "short.csv", rows=8)
    assert cli.main(["check-labels", str(short), "--json"]) == 1
    err = capsys.readouterr().err
    assert "only 8 labelled rows" in err and "Traceback" not in err
    assert cli.main(["check-labels", str(short), "--folds", "1"]) == 1
    assert "between 2 and 10" in capsys.readouterr().err
    assert cli.main(["check-labels", str(short), "--epochs", "2"]) == 1
    err = capsys.readouterr().err
    assert "Epochs are for the thorough check" in err and "Traceback" not in err
    assert not list(tmp_path.glob("*.checked.csv"))
