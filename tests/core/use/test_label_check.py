"""Label checks on real files with the embedded MiniLM, both ways: flipped labels come first, files that
cannot be checked get a message saying what to do, cancel stops either way, and the copy with the two columns
is the input's faithful copy."""

from __future__ import annotations

import csv
import json
import sys
import threading
from pathlib import Path

import pytest

from tests.support.training_data import one_torch_thread  # noqa: F401 - fixture
from tests.support.workbooks import read_workbook, write_workbook
from workbench.core.errors import Cancelled, ConfigError, DataError, WorkbenchError
from workbench.core.use.label_check import EXPECTED, check_labels
from workbench.core.use.label_copy import ADDED_COLUMNS, write_checked_copy

POSITIVE = [
    "A wonderful film, I loved every minute of it.",
    "This kettle is great and boils water fast.",
    "Brilliant acting and a moving story.",
    "The headphones sound amazing and feel comfortable.",
    "I am very happy with this excellent blender.",
    "A delightful, funny and charming movie.",
    "Superb quality, I would happily buy it again.",
    "The best book I have read this year, truly great.",
    "Lovely shoes, comfortable and well made.",
    "An excellent camera with fantastic photos.",
    "Fantastic service and a great product.",
    "I adore this warm and beautiful film.",
]
NEGATIVE = [
    "A terrible film, I hated every minute of it.",
    "This kettle is awful and broke after a week.",
    "Dreadful acting and a boring story.",
    "The headphones sound horrible and hurt my ears.",
    "I am very unhappy with this useless blender.",
    "A dull, tedious and annoying movie.",
    "Poor quality, I regret buying it.",
    "The worst book I have read this year, truly bad.",
    "Ugly shoes, painful and badly made.",
    "An awful camera with blurry photos.",
    "Terrible service and a broken product.",
    "I loathe this cold and ugly film.",
]
FLIPPED = {2, 9, 16}  # positions in ROWS whose label is the wrong one
# The thorough way in 12 quick steps a fold
THOROUGH = {"way": "thorough", "folds": 2, "epochs": 4, "batch_size": 4, "learning_rate": 1e-3}


def rows() -> list[tuple[str, str]]:
    """Positive and negative reviews in turn, with the labels at FLIPPED swapped."""
    mixed = [
        pair for pos, neg in zip(POSITIVE, NEGATIVE, strict=True) for pair in ((pos, "pos"), (neg, "neg"))
    ]
    return [
        (text, {"pos": "neg", "neg": "pos"}[label] if i in FLIPPED else label)
        for i, (text, label) in enumerate(mixed)
    ]


def write_reviews(path: Path, line_end: str = "\n", encoding: str = "utf-8", delimiter: str = ",") -> Path:
    with path.open("w", encoding=encoding, newline="") as handle:
        writer = csv.writer(handle, delimiter=delimiter, lineterminator=line_end)
        writer.writerow(["id", "review", "label"])
        writer.writerows([i + 1, text, label] for i, (text, label) in enumerate(rows()))
    return path


@pytest.fixture(autouse=True)
def _one_thread(one_torch_thread) -> None:  # noqa: F811
    pass


@pytest.fixture(scope="module")
def reviews(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The reviews as a CSV file with CRLF line ends, a byte-order mark and semicolons."""
    return write_reviews(tmp_path_factory.mktemp("label-check") / "reviews.csv", "\r\n", "utf-8-sig", ";")


@pytest.fixture(scope="module")
def checked(reviews: Path):
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        seen: list[tuple[float, str]] = []
        check = check_labels(reviews, lambda fraction, message: seen.append((fraction, message)), **THOROUGH)
    finally:
        torch.set_num_threads(before)
    return check, seen


@pytest.fixture(scope="module")
def quickly_checked(reviews: Path):
    """The reviews checked the default way, the quick one."""
    seen: list[tuple[float, str]] = []
    check = check_labels(reviews, lambda fraction, message: seen.append((fraction, message)))
    return check, seen


def test_the_quick_check_by_default_ranks_the_flipped_labels_first_in_seconds(quickly_checked) -> None:
    check, seen = quickly_checked
    assert check.way == "quick" and check.epochs is None and check.fold_seconds == ()
    assert check.label_names == ("neg", "pos") and len(check.rows) == 24 and check.folds == 3
    flipped = {f"row {i + 2}" for i in FLIPPED}  # row 1 names the columns
    top = check.suspicious(len(flipped))
    assert {row.location for row in top} == flipped, [(r.location, r.quality) for r in check.suspicious(6)]
    assert all(row.suggested != row.given and row.quality < 0.5 for row in top)
    assert len(check.fold_accuracy) == 3 and all(0.0 <= a <= 1.0 for a in check.fold_accuracy)
    found = check.to_dict(2)
    assert found["way"] == "quick" and found["seconds"] == round(check.seconds, 2) and check.seconds > 0
    assert found["expected_seconds"] is None and len(found["suspicious"]) == 2
    # What the thorough way would take here: the quick check timed the model reading the texts.
    assert check.text_seconds > 0 and check.thorough_seconds() > 20 * check.text_seconds * len(check.rows)
    fractions = [fraction for fraction, _message in seen]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0
    reading = [message for _f, message in seen if "reading the texts: 24 of 24" in message]
    assert reading and reading[0].startswith("About ") and " left · " in reading[0]


def test_flipped_labels_are_ranked_first_and_the_model_suggests_the_right_one(checked) -> None:
    check, seen = checked
    assert check.way == "thorough" and check.to_dict()["way"] == "thorough"
    assert check.label_names == ("neg", "pos") and len(check.rows) == 24 and check.folds == 2
    flipped = {f"row {i + 2}" for i in FLIPPED}  # row 1 names the columns
    top = check.suspicious(len(flipped) + 1)
    assert len(flipped & {row.location for row in top}) >= 2, [
        (r.location, r.quality) for r in check.suspicious(8)
    ]
    for row in top:
        if row.location in flipped:
            assert row.suggested != row.given and row.quality < 0.5
    quality = [row.quality for row in check.suspicious()]
    flagged = [row.flagged for row in check.suspicious()]
    assert flagged == sorted(flagged, reverse=True)  # the flagged rows come first...
    assert quality[: sum(flagged)] == sorted(quality[: sum(flagged)])  # ...each part by rising quality
    assert all(0.0 <= q <= 1.0 for q in quality)
    assert "pandas" not in json.dumps(check.to_dict(3))
    # The expected time came first, before any model learned; then progress for both models, rising, with the
    # time left, and it ended at 1.
    fractions = [fraction for fraction, _message in seen]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0
    said = [i for i, (_f, message) in enumerate(seen) if message.startswith(f"{EXPECTED}: about ")]
    learning = [i for i, (_f, message) in enumerate(seen) if "learns from" in message]
    assert said and learning and said[0] < learning[0]
    assert check.expected_seconds > 0 and check.to_dict()["expected_seconds"] == round(check.expected_seconds)
    assert any(" left · model 2 of 2 learns from 12 rows: step " in message for _f, message in seen)


def test_the_copy_adds_the_two_columns_and_keeps_the_file_as_it_was(
    quickly_checked, reviews: Path, tmp_path: Path
) -> None:
    check, _seen = quickly_checked
    before = reviews.read_bytes()
    out = write_checked_copy(check, tmp_path / "copy.csv")
    assert reviews.read_bytes() == before
    copied = out.read_bytes()
    assert (
        copied.startswith(b"\xef\xbb\xbf")
        and copied.count(b"\r\n") == 25
        and b"\n" not in copied.replace(b"\r\n", b"")
    )
    original = before.decode("utf-8-sig").split("\r\n")
    lines = copied.decode("utf-8-sig").split("\r\n")
    assert lines[0] == original[0] + ";" + ";".join(ADDED_COLUMNS)
    by_location = {row.location: row for row in check.rows}
    for number, (line, was) in enumerate(zip(lines[1:-1], original[1:-1], strict=True), start=2):
        row = by_location[f"row {number}"]
        assert line == f"{was};{'true' if row.flagged else 'false'};{row.suggested}"
    with pytest.raises(WorkbenchError, match="already exists"):
        write_checked_copy(check, out)
    with pytest.raises(WorkbenchError, match="never changed"):
        write_checked_copy(check, reviews, overwrite=True)
    assert reviews.read_bytes() == before


def test_json_lines_get_the_two_fields_and_unchecked_rows_keep_their_place(
    quickly_checked, tmp_path: Path
) -> None:
    """The copy follows the input's own format: a JSON Lines file gets true/false and the label as fields;
    a record without a label (not checked) gets empty ones, an empty line stays empty."""
    from dataclasses import replace

    from workbench.core.use import rows as row_files

    check, _seen = quickly_checked
    data = tmp_path / "reviews.jsonl"
    records = [{"text": row.text, "label": row.given} for row in check.rows]
    lines = [json.dumps(r) for r in records[:3]] + ["", json.dumps({"text": "not labelled yet", "label": ""})]
    data.write_text("\n".join(lines) + "\n", encoding="utf-8")
    located = tuple(replace(row, location=f"line {i + 1}") for i, row in enumerate(check.rows[:3]))
    small = replace(check, rows=located, ranked=(0, 1, 2), row_source=row_files.inspect(data, "text"))
    out = write_checked_copy(small)
    assert out == tmp_path / "reviews.checked.jsonl"
    written = out.read_text(encoding="utf-8").split("\n")
    assert written[3] == "" and json.loads(written[4]) == {
        "text": "not labelled yet",
        "label": "",
        "label_issue": "",
        "suggested_label": "",
    }
    first = json.loads(written[0])
    assert (
        first["label_issue"] is check.rows[0].flagged and first["suggested_label"] == check.rows[0].suggested
    )


@pytest.mark.parametrize("suffix", [".xlsx", ".ods"])
def test_a_workbooks_sheet_gets_its_copy_as_a_workbook_of_that_sheet(
    quickly_checked, tmp_path: Path, suffix: str
) -> None:
    """A checked sheet's copy is a workbook of the input's format holding that sheet: label_issue as
    TRUE/FALSE, rows in their places (an empty row stays empty), a row not checked with empty cells."""
    from dataclasses import replace

    from workbench.core.use import rows as row_files

    check, _seen = quickly_checked
    first = [[row.text, row.given] for row in check.rows[:3]]
    sheet = [["text", "label"], first[0], first[1], [], first[2], ["not labelled yet"]]
    data = write_workbook(tmp_path / f"reviews{suffix}", {"Cover": [["see Checked"]], "Checked": sheet})
    places = ("row 2", "row 3", "row 5")  # as the spreadsheet numbers them
    located = tuple(replace(row, location=place) for row, place in zip(check.rows[:3], places, strict=True))
    source = row_files.inspect(data, "text", sheet="Checked")
    small = replace(check, rows=located, ranked=(0, 1, 2), row_source=source)
    out = write_checked_copy(small)
    assert out == tmp_path / f"reviews.checked{suffix}"
    marked = [[*cells, row.flagged, row.suggested] for cells, row in zip(first, check.rows, strict=False)]
    assert read_workbook(out) == {
        "Checked": [
            ["text", "label", *ADDED_COLUMNS],
            marked[0],
            marked[1],
            [],
            marked[2],
            ["not labelled yet"],
        ]
    }


def write_table(path: Path, labelled: list[tuple[str, str]]) -> Path:
    with path.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows([("text", "label"), *labelled])
    return path


def test_one_label_and_too_few_rows_get_a_message_saying_what_to_do(tmp_path: Path) -> None:
    one = write_table(tmp_path / "one.csv", [(f"nice thing {i}", "pos") for i in range(30)])
    with pytest.raises(DataError, match="same label") as raised:
        check_labels(one)
    assert raised.value.code == "one-class" and "at least two different labels" in raised.value.hint
    with pytest.raises(DataError, match="only 10 labelled rows") as raised:
        check_labels(write_table(tmp_path / "short.csv", rows()[:10]))
    assert "Add more labelled rows" in raised.value.hint
    lopsided = [(text, "pos") for text in POSITIVE + NEGATIVE[:9]] + [("odd one", "neg"), ("another", "neg")]
    with pytest.raises(DataError, match="fewer rows than there are parts") as raised:
        check_labels(write_table(tmp_path / "lopsided.csv", lopsided), folds=3)
    assert "“neg” (2)" in raised.value.message and "fewer parts" in raised.value.hint
    with pytest.raises(ConfigError, match="Epochs are for the thorough check") as raised:
        check_labels(write_table(tmp_path / "short.csv", rows()), epochs=2)
    assert "Choose the thorough check" in raised.value.hint


def test_small_files_train_more_epochs_so_each_fold_takes_enough_steps() -> None:
    from workbench.core.use.label_check import MIN_FOLD_STEPS, fold_epochs

    assert fold_epochs(146) == 4  # 19 steps an epoch at batch 8: the usual 4 epochs are 76 steps
    assert fold_epochs(30) == 19 and MIN_FOLD_STEPS <= 19 * 4  # 4 steps an epoch
    assert fold_epochs(5000) == 4


def test_each_parts_model_trains_as_before_with_the_label_checks_recipe(tmp_path: Path) -> None:
    import inspect

    from workbench.core.training.config import TrainConfig
    from workbench.core.training.data.labelled import load_dataset
    from workbench.core.use.label_check import (
        DEFAULT_METHOD,
        DEFAULT_MODEL,
        ONLY_AT_THE_END,
        Settings,
        fold_config,
    )

    data = write_reviews(tmp_path / "reviews.csv")
    dataset = load_dataset(data)
    defaults = inspect.signature(check_labels).parameters
    rate, batch = defaults["learning_rate"].default, defaults["batch_size"].default
    made = fold_config(Settings(DEFAULT_MODEL, DEFAULT_METHOD, rate, 4, batch, "cpu", 42, data), dataset)
    # the config the thorough check built by hand before, with its own rate: 1e-4 in batches of 8
    assert made == TrainConfig(
        model="minilm-l6",
        method="full",
        learning_rate=1e-4,
        epochs=4,
        batch_size=8,
        early_stopping_patience=None,
        eval_every_steps=ONLY_AT_THE_END,
        device="cpu",
        data_path=str(data),
        text_column="review",
        label_column="label",
    )
    given = fold_config(Settings(DEFAULT_MODEL, "head", 3e-3, 4, batch, "cpu", 42, data), dataset)
    assert given.learning_rate == 3e-3  # a rate given is the rate used


def test_cleanlab_and_pandas_load_only_when_rows_are_ranked() -> None:
    import subprocess

    modules = "workbench.core.use.label_check, workbench.cli, workbench.ui.tabs.train.wizard.data_page"
    code = f"import sys, {modules}; print('pandas' in sys.modules, 'cleanlab' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "False"]


def test_cancel_stops_within_the_first_fold(tmp_path: Path) -> None:
    data = write_reviews(tmp_path / "reviews.csv")
    cancel = threading.Event()

    def progress(fraction: float, message: str) -> None:
        if "step" in message:
            cancel.set()

    with pytest.raises(Cancelled):
        check_labels(data, progress, cancel, **THOROUGH)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "workbench-home") == [
        "reviews.csv"
    ]  # nothing written beside it


def test_cancel_stops_the_quick_check_between_batches_of_texts(tmp_path: Path) -> None:
    """Cancelled after the first batch of 32 texts is read, the check reads no other batch."""
    data = write_table(
        tmp_path / "many.csv", [(f"{text} ({i})", label) for i in range(4) for text, label in rows()]
    )
    cancel = threading.Event()
    read: list[str] = []

    def progress(fraction: float, message: str) -> None:
        if "reading the texts" in message:
            read.append(message.rpartition(": ")[2])
            cancel.set()

    with pytest.raises(Cancelled):
        check_labels(data, progress, cancel)
    assert read == ["32 of 96"]
