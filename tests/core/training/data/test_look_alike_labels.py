"""Labels that differ only in capitals or spaces are one suspected label: which ones look alike and which
spelling a merge keeps (``look_alike_labels``), the checks' warning, reading a file with them merged (the file
unchanged); and the checks count what trains, so their numbers agree with the data page's bars."""

from __future__ import annotations

from pathlib import Path

from tests.core.training.data.test_data import csv_text, make, write
from workbench.core.training.data.checks import check_dataset, clean
from workbench.core.training.data.labelled import load_dataset, look_alike_labels


def test_labels_that_differ_only_in_capitals_or_spaces_are_grouped_the_most_frequent_spelling_first() -> None:
    groups = look_alike_labels({"pos": 12, "Pos": 4, "POS": 3, "neg": 10, " Neg": 1, "neutral": 6})
    assert [group.spellings for group in groups] == [("neg", " Neg"), ("pos", "Pos", "POS")]
    assert [group.kept for group in groups] == ["neg", "pos"] and groups[1].counts == (12, 4, 3)
    assert groups[1].listed() == "“pos” (12), “Pos” (4) and “POS” (3)"
    # Equally frequent: the spelling without spaces around it, then the first alphabetically.
    assert look_alike_labels({" billing": 3, "billing": 3, "Billing": 3})[0].spellings == (
        "Billing",
        "billing",
        " billing",
    )
    assert look_alike_labels({"cat": 5, "dog": 5, "cats": 2}) == ()


def test_the_checks_warn_of_look_alike_labels_naming_the_spelling_a_merge_keeps() -> None:
    labels = ["billing"] * 8 + ["Billing"] * 2 + ["technical"] * 8
    found = {i.code: i for i in check_dataset(make([f"text {i}" for i in range(18)], labels))}
    warning = found["look-alike-labels"]
    assert warning.severity == "warning" and not warning.blocks_training
    assert "“billing” (8) and “Billing” (2)" in warning.message
    assert "Merged, they become “billing”, the most frequent spelling." in warning.message
    assert warning.rows == (8, 9) and warning.count == 2  # the rows a merge changes
    assert "not changed" in warning.hint


def test_a_file_read_with_its_look_alike_labels_merged_has_one_label_and_says_so(tmp_path: Path) -> None:
    rows = [(f"invoice {i} is wrong", "billing") for i in range(6)] + [("charged twice", "Billing")]
    rows += [(f"app crash {i}", "technical") for i in range(6)] + [("app hangs", "TECHNICAL")]
    data = write(tmp_path / "tickets.csv", csv_text(rows))
    before = data.read_bytes()
    as_written = load_dataset(data)
    assert as_written.label_names == ("Billing", "billing", "TECHNICAL", "technical")
    merged = load_dataset(data, merge_case_labels=True)
    assert merged.class_counts() == {"billing": 7, "technical": 7}
    assert merged.texts == as_written.texts and merged.rows[6] == ("charged twice", "Billing")
    assert any("merged for this run: “Billing” is read as “billing”" in note for note in merged.notes)
    assert "look-alike-labels" not in {i.code for i in check_dataset(merged)}
    assert data.read_bytes() == before


def test_the_checks_count_the_examples_that_train_as_the_data_pages_bars_do() -> None:
    texts = [f"invoice {i % 8}" for i in range(10)] + [f"crash {i}" for i in range(6)]  # two repeats
    ds = make(texts, ["billing"] * 10 + ["technical"] * 6)
    counts = clean(ds).class_counts()
    assert counts == {"billing": 8, "technical": 6}
    summary = {i.code: i for i in check_dataset(ds)}["summary"]
    assert summary.message == "14 examples in 2 classes: billing 8, technical 6."


def test_a_single_label_left_after_the_clean_up_says_that_the_clean_up_left_it() -> None:
    ds = make(["good day", "fine day", "", " ", "nice day", ""], ["pos", "pos", "neg", "neg", "pos", "neg"])
    found = {i.code: i for i in check_dataset(ds)}
    assert "“pos” once empty texts and repeated rows are left out" in found["one-class"].message
    assert "3 texts are empty" in found["empty-text"].message
