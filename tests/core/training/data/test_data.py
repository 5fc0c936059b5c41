"""Loading labelled texts (every format, encoding and error), the pre-training checks, clean-up and splits."""

from __future__ import annotations

import codecs
import json
import zipfile
from collections import Counter
from importlib import resources
from pathlib import Path

import pytest

from workbench.core.errors import WorkbenchError
from workbench.core.training.data.checks import DataIssue, check_dataset, clean, stratified_split, subsample
from workbench.core.training.data.labelled import (
    ColumnError,
    DataError,
    LabelledDataset,
    load_dataset,
    read_table_preview,
    sort_label_names,
)

REVIEWS = [
    ("Lovely food, friendly staff.", "positive"),
    ("Cold soup and a rude waiter.", "negative"),
    ("Great film, I laughed a lot.", "positive"),
    ("Boring and far too long.", "negative"),
    ("Works exactly as promised.", "positive"),
    ("Broke after two days.", "negative"),
]


def write(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.write_bytes(text.encode(encoding))
    return path


def csv_text(rows, header=("text", "label"), delimiter=",") -> str:
    def quote(cell: str) -> str:
        return f'"{cell}"' if delimiter in cell else cell

    lines = [delimiter.join(header)] if header else []
    lines += [delimiter.join(quote(c) for c in row) for row in rows]
    return "\n".join(lines) + "\n"


def make(texts: list[str], labels: list[str]) -> LabelledDataset:
    """A dataset built directly, for the checks and splits."""
    names = sort_label_names(set(labels))
    return LabelledDataset(
        texts=tuple(texts),
        labels=tuple(names.index(label) for label in labels),
        label_names=names,
        source=Path("made.csv"),
        text_column="text",
        label_column="label",
        columns=("text", "label"),
        rows=tuple(zip(texts, labels, strict=True)),
        locations=tuple(f"row {i + 2}" for i in range(len(texts))),
    )


def balanced(per_class: dict[str, int]) -> LabelledDataset:
    pairs = [(f"{label} example number {i}", label) for label, n in per_class.items() for i in range(n)]
    return make([t for t, _ in pairs], [label for _, label in pairs])


def codes(issues: list[DataIssue]) -> dict[str, DataIssue]:
    return {issue.code: issue for issue in issues}


def error_of(path: Path, **kwargs) -> DataError:
    with pytest.raises(DataError) as caught:
        load_dataset(path, **kwargs)
    assert isinstance(caught.value, WorkbenchError) and caught.value.hint
    return caught.value


# --- formats and encodings ----------------------------------------------------------------------------------


def test_comma_csv_with_header(tmp_path: Path) -> None:
    ds = load_dataset(write(tmp_path / "r.csv", csv_text(REVIEWS)))
    assert ds.texts[0] == "Lovely food, friendly staff."
    assert ds.label_names == ("negative", "positive")  # sorted, whatever the row order
    assert ds.labels == (1, 0, 1, 0, 1, 0)
    assert (ds.text_column, ds.label_column, ds.columns) == ("text", "label", ("text", "label"))
    assert (ds.format, ds.encoding, len(ds)) == ("csv", "utf-8", 6)
    assert ds.locations[:2] == ("row 2", "row 3")  # as a spreadsheet numbers them, header being row 1
    assert ds.preview(2) == (
        ("Lovely food, friendly staff.", "positive"),
        ("Cold soup and a rude waiter.", "negative"),
    )
    assert ds.class_counts() == {"negative": 3, "positive": 3}
    assert any("chosen automatically" in note for note in ds.notes)


def test_semicolon_csv_is_sniffed(tmp_path: Path) -> None:
    rows = [(t, label, str(i)) for i, (t, label) in enumerate(REVIEWS)]
    ds = load_dataset(write(tmp_path / "r.csv", csv_text(rows, ("review", "sentiment", "id"), ";")))
    assert (ds.text_column, ds.label_column) == ("review", "sentiment")
    assert ds.texts[0] == "Lovely food, friendly staff."  # the comma inside the text did not split it
    assert read_table_preview(tmp_path / "r.csv").delimiter == ";"


def test_tsv_and_tab_separated_csv(tmp_path: Path) -> None:
    for name in ("r.tsv", "tabs.csv"):
        ds = load_dataset(write(tmp_path / name, csv_text(REVIEWS, delimiter="\t")))
        assert ds.texts[1] == "Cold soup and a rude waiter." and len(ds) == 6
    assert load_dataset(tmp_path / "r.tsv").format == "tsv"


def test_jsonl_with_extra_fields_numbers_and_blank_lines(tmp_path: Path) -> None:
    records = [
        {"id": i, "sentence": t, "target": i % 2, "meta": {"a": 1}} for i, (t, _) in enumerate(REVIEWS)
    ]
    lines = [json.dumps(r) for r in records]
    lines.insert(2, "   ")
    ds = load_dataset(write(tmp_path / "r.jsonl", "\n".join(lines) + "\n"))
    assert (ds.format, ds.text_column, ds.label_column) == ("jsonl", "sentence", "target")
    assert ds.label_names == ("0", "1") and ds.labels[:2] == (0, 1)
    assert ds.columns == ("id", "sentence", "target", "meta")
    assert ds.rows[0][3] == '{"a": 1}'
    assert ds.locations[2] == "line 4"  # the blank line 3 is skipped but counted


def test_json_array(tmp_path: Path) -> None:
    data = [{"text": t, "label": label} for t, label in REVIEWS]
    ds = load_dataset(write(tmp_path / "r.json", json.dumps(data, indent=2)))
    assert ds.format == "json" and len(ds) == 6 and ds.locations[0] == "record 1"


def test_folder_of_class_subfolders(tmp_path: Path) -> None:
    root = tmp_path / "reviews"
    for i, (text, label) in enumerate(REVIEWS):
        (root / label).mkdir(parents=True, exist_ok=True)
        write(root / label / f"{i}.txt", text + "\n")
    write(root / "negative" / "café.txt", "Café was dreadful.", "latin-1")
    (root / ".hidden").mkdir()
    (root / "unsorted").mkdir()
    write(root / "readme.txt", "not an example")
    ds = load_dataset(root)
    assert ds.format == "folder" and ds.columns == ("text", "label", "file")
    assert ds.label_names == ("negative", "positive") and len(ds) == 7
    assert "Café was dreadful." in ds.texts and "negative/café.txt" in ds.locations
    assert ds.texts[ds.locations.index("positive/0.txt")] == "Lovely food, friendly staff."
    notes = " ".join(ds.notes)
    assert "unsorted" in notes and "belong to no class" in notes and "not saved as UTF-8" in notes


def test_utf8_bom_csv(tmp_path: Path) -> None:
    path = tmp_path / "bom.csv"
    path.write_bytes(codecs.BOM_UTF8 + csv_text([("Très bon café", "pos"), ("Nul", "neg")] * 3).encode())
    ds = load_dataset(path)
    assert ds.columns == ("text", "label")  # no stray BOM in the first column name
    assert (
        ds.texts[0] == "Très bon café"
        and ds.encoding == "utf-8-sig"
        and not any("UTF-8" in n for n in ds.notes)
    )


def test_latin1_file_with_accents_falls_back_with_a_note(tmp_path: Path) -> None:
    rows = [("Un café très réussi, à refaire", "positif"), ("Déçu, service médiocre", "négatif")] * 3
    ds = load_dataset(write(tmp_path / "fr.csv", csv_text(rows), "latin-1"))
    assert ds.texts[0] == "Un café très réussi, à refaire"
    assert ds.label_names == ("négatif", "positif")
    assert ds.encoding in ("cp1252", "latin-1")
    assert any("not saved as UTF-8" in note and "CSV UTF-8" in note for note in ds.notes)


def test_utf16_tab_text_from_excel(tmp_path: Path) -> None:
    ds = load_dataset(write(tmp_path / "excel.txt", csv_text(REVIEWS, delimiter="\t"), "utf-16"))
    assert ds.texts[0] == "Lovely food, friendly staff." and ds.encoding == "utf-16"


def test_columns_guessed_by_name_content_and_values(tmp_path: Path) -> None:
    rows = [(str(i), t, label) for i, (t, label) in enumerate(REVIEWS)]
    ds = load_dataset(write(tmp_path / "a.csv", csv_text(rows, ("ID", "Review Text", "Sentiment"))))
    assert (ds.text_column, ds.label_column) == ("Review Text", "Sentiment")
    rows = [(label, t, str(i)) for i, (t, label) in enumerate(REVIEWS)]
    ds = load_dataset(write(tmp_path / "b.csv", csv_text(rows, ("verdict", "what they said", "number"))))
    assert (ds.text_column, ds.label_column) == ("what they said", "verdict")  # longest / fewest values


def test_explicit_columns_override_and_ignore_case(tmp_path: Path) -> None:
    rows = [(t, label, str(i % 3 + 1)) for i, (t, label) in enumerate(REVIEWS)]
    path = write(tmp_path / "r.csv", csv_text(rows, ("text", "label", "stars")))
    ds = load_dataset(path, label_column="STARS")
    assert (ds.text_column, ds.label_column, ds.label_names) == ("text", "stars", ("1", "2", "3"))
    assert any(
        "as chosen" in note for note in load_dataset(path, text_column="text", label_column="label").notes
    )


def test_numeric_labels_sort_by_value() -> None:
    assert sort_label_names({"10", "2", "1"}) == ("1", "2", "10")
    assert sort_label_names(["b", "A", "c"]) == ("A", "b", "c")


def test_rows_without_label_are_left_out_with_a_note(tmp_path: Path) -> None:
    ds = load_dataset(write(tmp_path / "r.csv", csv_text([*REVIEWS, ("not labelled yet", "")])))
    assert len(ds) == 6 and "not labelled yet" not in ds.texts
    assert any("no label" in note and "row 8" in note for note in ds.notes)


def test_rows_with_too_many_cells_are_noted(tmp_path: Path) -> None:
    text = csv_text(REVIEWS) + "Nice, cheap, good,positive\n"
    ds = load_dataset(write(tmp_path / "r.csv", text))
    assert any("more cells" in note and "row 8" in note for note in ds.notes)


def test_header_naming_fewer_columns_than_the_rows_have(tmp_path: Path) -> None:
    text = "text\n" + "".join(
        f"{t},{label}\n" for t, label in [(t.replace(",", ""), lab) for t, lab in REVIEWS]
    )
    ds = load_dataset(write(tmp_path / "r.csv", text))
    assert ds.columns == ("text", "column 2") and ds.label_column == "column 2" and len(ds) == 6


def test_header_false_names_columns(tmp_path: Path) -> None:
    ds = load_dataset(write(tmp_path / "r.csv", csv_text(REVIEWS, header=None)), header=False)
    assert ds.columns == ("column 1", "column 2") and len(ds) == 6
    assert (ds.text_column, ds.label_column) == ("column 1", "column 2")


def test_read_table_preview(tmp_path: Path) -> None:
    rows = [(str(i), t, label) for i, (t, label) in enumerate(REVIEWS)]
    preview = read_table_preview(write(tmp_path / "r.csv", csv_text(rows, ("id", "", "grade"))), n=2)
    assert preview.columns == ("id", "column 2", "grade")
    assert preview.rows == (("0", *REVIEWS[0]), ("1", *REVIEWS[1]))
    assert (preview.total_rows, preview.format, preview.delimiter, preview.encoding) == (
        6,
        "csv",
        ",",
        "utf-8",
    )
    assert (preview.suggested_text_column, preview.suggested_label_column) == ("column 2", "grade")
    with pytest.raises(DataError, match="more than one column named “id” \\(columns 1 and 3\\)"):
        read_table_preview(write(tmp_path / "r.csv", csv_text(rows, ("id", "", "id"))))


# --- errors -------------------------------------------------------------------------------------------------


def test_missing_file(tmp_path: Path) -> None:
    error = error_of(tmp_path / "nope.csv")
    assert error.code == "missing" and "does not exist" in error.message


@pytest.mark.parametrize("content", ["", "  \n\n"])
def test_empty_file(tmp_path: Path, content: str) -> None:
    error = error_of(write(tmp_path / "e.csv", content))
    assert error.code == "empty" and "e.csv is empty" in error.message


def test_header_only(tmp_path: Path) -> None:
    error = error_of(write(tmp_path / "h.csv", "text,label\n"))
    assert error.code == "header-only" and "no examples" in error.message and "text, label" in error.message


def test_no_header_because_of_numbers(tmp_path: Path) -> None:
    rows = [(t, str(i % 2)) for i, (t, _) in enumerate(REVIEWS)]
    error = error_of(write(tmp_path / "n.csv", csv_text(rows, header=None)))
    assert error.code == "no-header" and "“0” is a number" in error.message
    assert "text,label" in error.hint


def test_no_header_because_a_label_repeats(tmp_path: Path) -> None:
    error = error_of(write(tmp_path / "n.csv", csv_text(REVIEWS, header=None, delimiter=";")))
    assert error.code == "no-header" and "“positive” appears again" in error.message
    assert "text;label" in error.hint
    with pytest.raises(DataError, match="looks like an example"):
        read_table_preview(tmp_path / "n.csv")


def test_named_column_not_found_lists_columns(tmp_path: Path) -> None:
    with pytest.raises(ColumnError) as caught:
        load_dataset(write(tmp_path / "r.csv", csv_text(REVIEWS)), text_column="review")
    assert caught.value.code == "column-not-found" and caught.value.columns == ("text", "label")
    assert "“review”" in caught.value.message and "“text”, “label”" in caught.value.message


def test_no_label_column(tmp_path: Path) -> None:
    rows = [(str(i), t) for i, (t, _) in enumerate(REVIEWS)]
    with pytest.raises(ColumnError) as caught:
        load_dataset(write(tmp_path / "r.csv", csv_text(rows, ("id", "text"))))
    assert caught.value.code == "no-label-column" and "looks like labels" in caught.value.message


def test_one_column_same_column_and_empty_labels(tmp_path: Path) -> None:
    error = error_of(write(tmp_path / "one.csv", "text\nGood\nBad\n"))
    assert error.code == "one-column" and "only one column" in error.message
    error = error_of(write(tmp_path / "r.csv", csv_text(REVIEWS)), text_column="label", label_column="label")
    assert error.code == "same-column"
    error = error_of(
        write(tmp_path / "nolab.csv", csv_text([(t, "") for t, _ in REVIEWS])), label_column="label"
    )
    assert error.code == "no-labels" and "empty in every row" in error.message


def test_malformed_jsonl_names_the_line(tmp_path: Path) -> None:
    lines = [json.dumps({"text": t, "label": label}) for t, label in REVIEWS]
    lines[3] = '{"text": "oops, "label": "x"}'
    error = error_of(write(tmp_path / "bad.jsonl", "\n".join(lines)))
    assert (
        error.code == "bad-jsonl"
        and error.message.startswith("Line 4 of bad.jsonl")
        and "line 4" in error.hint
    )
    error = error_of(write(tmp_path / "list.jsonl", '["just", "a list"]\n'))
    assert error.code == "bad-jsonl" and "not a record" in error.message


def test_binary_files_renamed_to_csv(tmp_path: Path) -> None:
    png = write(tmp_path / "picture.csv", "")
    png.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    error = error_of(png)
    assert error.code == "not-text" and "PNG picture" in error.message
    with zipfile.ZipFile(tmp_path / "book.csv", "w") as book:
        book.writestr("xl/workbook.xml", "<workbook/>")
    error = error_of(tmp_path / "book.csv")
    assert "Excel workbook" in error.message and "Rename it to end in .xlsx" in error.hint
    (tmp_path / "blob.csv").write_bytes(b"text,label\nabc\x00\x01\x02,def\n")
    assert error_of(tmp_path / "blob.csv").code == "not-text"
    (tmp_path / "noise.csv").write_bytes(bytes(range(1, 32)) * 20 + b"\xff\xfe\x80")
    assert "does not look like a text file" in error_of(tmp_path / "noise.csv").message


def test_folder_without_enough_classes(tmp_path: Path) -> None:
    (tmp_path / "flat").mkdir()
    write(tmp_path / "flat" / "a.txt", "hello")
    error = error_of(tmp_path / "flat")
    assert error.code == "folder-classes" and "no sub-folders" in error.message and "sub-folder" in error.hint
    (tmp_path / "one" / "positive").mkdir(parents=True)
    (tmp_path / "one" / "negative").mkdir()
    write(tmp_path / "one" / "positive" / "a.txt", "good")
    error = error_of(tmp_path / "one")
    assert "only one class" in error.message and "“positive”" in error.message


# --- checks -------------------------------------------------------------------------------------------------


def test_clean_dataset_only_gets_a_summary() -> None:
    issues = check_dataset(balanced({"a": 20, "b": 20}), max_tokens=50, count_tokens=lambda t: len(t.split()))
    assert [i.code for i in issues] == ["summary"]
    assert issues[0].severity == "info" and issues[0].message == "40 examples in 2 classes: a 20, b 20."


def test_empty_duplicate_and_conflicting_texts() -> None:
    ds = balanced({"a": 10, "b": 10})
    texts, labels = list(ds.texts), [ds.label_names[i] for i in ds.labels]
    texts[3] = "  "
    texts[5] = texts[4]  # same text, same label
    texts[15] = texts[4].upper()  # same text (case aside), other label
    found = codes(check_dataset(make(texts, labels)))
    assert found["empty-text"].severity == "warning" and found["empty-text"].rows == (3,)
    assert "row 5" in found["empty-text"].message
    assert found["duplicate"].rows == (5,) and "1 row repeats" in found["duplicate"].message
    conflict = found["conflicting-labels"]
    assert set(conflict.rows) == {4, 5, 15} and "“a” and “b”" in conflict.message and conflict.count == 3
    assert not any(i.blocks_training for i in found.values())


def test_all_texts_empty_blocks_training() -> None:
    found = codes(check_dataset(make([""] * 6, ["a", "b"] * 3)))
    assert found["all-empty"].blocks_training


def test_one_class_and_single_row_and_no_rows() -> None:
    assert codes(check_dataset(make(["x", "y", "z"], ["a"] * 3)))["one-class"].severity == "error"
    single = codes(check_dataset(make(["only"], ["a"])))
    assert single["too-few-rows"].severity == "error" and "only one example" in single["too-few-rows"].message
    assert codes(check_dataset(make([], [])))["too-few-rows"].blocks_training


def test_small_and_single_example_classes() -> None:
    issues = check_dataset(balanced({"big": 30, "few": 3, "lone": 1}))
    assert [i.severity for i in issues] == ["error", "warning", "warning", "info"]  # sorted by severity
    found = codes(issues)
    assert "“lone” (1)" in found["single-example-class"].message and found["single-example-class"].rows == (
        33,
    )
    assert "“few” (3)" in found["small-class"].message and found["small-class"].count == 3
    assert "“big” has 30" in found["imbalance"].message


def test_imbalance_threshold() -> None:
    assert "imbalance" not in codes(check_dataset(balanced({"a": 100, "b": 10})))
    assert codes(check_dataset(balanced({"a": 110, "b": 10})))["imbalance"].severity == "warning"


def test_too_long_texts_need_a_token_counter() -> None:
    ds = make(["short one", "a much longer text than allowed here"] * 5, ["a", "b"] * 5)
    assert "too-long" not in codes(check_dataset(ds, max_tokens=3))
    long = codes(check_dataset(ds, max_tokens=3, count_tokens=lambda t: len(t.split())))["too-long"]
    assert long.rows == (1, 3, 5, 7, 9) and "3 tokens" in long.message and "longest has 7" in long.message


def test_token_counter_counts_what_the_model_reads_and_runs_tell_about_long_texts(tmp_path) -> None:
    from workbench.core.training.config import TrainConfig
    from workbench.core.training.data.checks import token_counter
    from workbench.core.training.data.families import load_run_data

    count = token_counter("minilm-l6")
    assert count("hello world") == 4, "[CLS] hello world [SEP]"
    assert count("playing") == 3 and count(" ".join(["word"] * 600)) == 602, "no truncation"
    assert token_counter("no-such-model-here") is None and token_counter(None) is None

    data = tmp_path / "reviews.csv"
    rows = (
        ["text,label"]
        + [f"{'very ' * 40}good {i},pos" for i in range(6)]
        + [f"bad {i},neg" for i in range(6)]
    )
    data.write_text("\n".join(rows) + "\n", encoding="utf-8")
    notes = load_run_data(TrainConfig(model="minilm-l6", data_path=str(data), max_length=32)).notes
    assert any("6 texts are longer than the 32 tokens" in note for note in notes)
    notes = load_run_data(TrainConfig(model="minilm-l6", data_path=str(data), max_length=128)).notes
    assert not any("longer than" in note for note in notes)


def test_clean_removes_empties_and_repeats_with_a_note() -> None:
    ds = make(["good", "good", "", "bad", "Good ", "bad", "fine"], ["p", "p", "p", "n", "n", "n", "p"])
    cleaned = clean(ds)
    assert cleaned.texts == ("good", "bad", "Good ", "fine")  # the conflicting "Good " stays for the user
    assert cleaned.label_names == ds.label_names and cleaned.locations == ("row 2", "row 5", "row 6", "row 8")
    assert "1 empty text (row 4) and 2 repeated rows (row 3, row 7)" in cleaned.notes[-1]
    assert len(clean(ds, drop_empty=False)) == 5 and len(clean(ds, drop_duplicates=False)) == 6
    assert clean(cleaned) is cleaned


# --- split and subsample ------------------------------------------------------------------------------------


def test_stratified_split_keeps_every_class_in_both_parts() -> None:
    ds = balanced({"a": 50, "b": 20, "c": 2})
    train, val = stratified_split(ds, val_fraction=0.2, seed=1)
    assert Counter(val.labels) == {0: 10, 1: 4, 2: 1} and Counter(train.labels) == {0: 40, 1: 16, 2: 1}
    assert set(train.texts).isdisjoint(val.texts) and set(train.texts) | set(val.texts) == set(ds.texts)
    assert train.label_names == val.label_names == ds.label_names
    assert list(val.locations) == sorted(
        val.locations, key=lambda loc: int(loc.split()[1])
    )  # file order kept
    assert "Checking (validation) part: 15 of 72" in val.notes[-1]


def test_stratified_split_is_deterministic_per_seed() -> None:
    ds = balanced({"a": 40, "b": 40})
    assert stratified_split(ds, seed=3)[1].texts == stratified_split(ds, seed=3)[1].texts
    assert stratified_split(ds, seed=3)[1].texts != stratified_split(ds, seed=4)[1].texts


def test_split_edge_cases() -> None:
    train, val = stratified_split(balanced({"a": 10, "lone": 1}))
    assert "lone" not in val.class_counts() or val.class_counts()["lone"] == 0
    assert train.class_counts()["lone"] == 1 and "single example" in train.notes[-1]
    train, val = stratified_split(make(["x", "y"], ["a", "b"]))
    assert len(train) == 1 and len(val) == 1  # validation is never empty
    with pytest.raises(DataError, match="between 0% and 100%"):
        stratified_split(balanced({"a": 5, "b": 5}), val_fraction=1.0)
    with pytest.raises(DataError) as caught:
        stratified_split(make(["x"], ["a"]))
    assert caught.value.code == "too-few-rows"


def test_subsample_keeps_proportions_and_every_class() -> None:
    ds = balanced({"a": 600, "b": 300, "c": 100, "rare": 2})
    small = subsample(ds, 100, seed=0)
    assert len(small) == 100
    assert small.class_counts() == {"a": 59, "b": 30, "c": 10, "rare": 1}  # largest remainders
    assert subsample(ds, 100, seed=0).texts == small.texts and subsample(ds, 100, seed=1).texts != small.texts
    assert set(small.texts) <= set(subsample(ds, 500, seed=0).texts)  # smaller samples sit inside larger ones
    assert subsample(ds, 5000) is ds
    with pytest.raises(DataError, match="cannot cover all 4 classes") as caught:
        subsample(ds, 3)
    assert caught.value.code == "sample-too-small"


# --- the sample data shipped with the app -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "counts", "longest", "columns"),
    [
        ("reviews_sentiment.csv", {"negative": 150, "positive": 150}, 25, ("text", "label")),
        ("reviews_large.csv", {"negative": 900, "positive": 900}, 50, ("text", "label")),
        ("reviews_plain.csv", {"negative": 1000, "positive": 1000}, 16, ("text", "label")),
        ("reviews_plain_large.csv", {"negative": 6250, "positive": 6250}, 18, ("text", "label")),
        ("topics_small.jsonl", {"food": 30, "sport": 30, "technology": 30}, 25, ("text", "label")),
        ("pairs_paraphrase.csv", {"different": 232, "same": 232}, 15, ("sentence1", "sentence2", "label")),
    ],
)
def test_sample_data_loads_and_passes_the_checks(
    name: str, counts: dict[str, int], longest: int, columns: tuple[str, ...]
) -> None:
    with resources.as_file(resources.files("workbench_resources") / "sample_data" / name) as path:
        ds = load_dataset(path, pairs=len(columns) == 3)  # three columns: a pair of texts and a label
    chosen = (
        (ds.text_column, ds.text_b_column, ds.label_column)
        if ds.is_pairs
        else (ds.text_column, ds.label_column)
    )
    assert (chosen, ds.class_counts()) == (columns, counts)
    issues = check_dataset(
        ds, max_tokens=128, count_tokens=lambda *texts: sum(len(t.split()) for t in texts) * 2
    )
    assert [i.code for i in issues] == ["summary"]
    assert all(3 <= len(t.split()) <= longest for t in ds.texts + (ds.texts_b or ()))  # short, everyday texts
    train, val = stratified_split(ds)
    assert len(val) == len(ds) // 5 and set(val.class_counts().values()) == {len(ds) // 5 // len(counts)}


def test_the_large_review_set_holds_the_small_one_and_no_repeats() -> None:
    folder = resources.files("workbench_resources") / "sample_data"
    with (
        resources.as_file(folder / "reviews_large.csv") as large,
        resources.as_file(folder / "reviews_sentiment.csv") as small,
    ):
        big, little = load_dataset(large), load_dataset(small)
    assert set(little.texts) <= set(big.texts)
    assert len({t.lower() for t in big.texts}) == len(big) == 1800


def test_the_pairs_sample_cannot_be_told_by_shared_words() -> None:
    """Many "different" pairs share most of their words (a negation, a swapped role, another number or time)
    and many "same" pairs share few: no threshold on the words two texts share gets even 70 % right."""
    import re

    with resources.as_file(
        resources.files("workbench_resources") / "sample_data" / "pairs_paraphrase.csv"
    ) as path:
        ds = load_dataset(path, pairs=True)
    assert len(ds) >= 320 and len(set(zip(ds.texts, ds.texts_b, strict=True))) == len(ds)
    same = ds.label_names.index("same")

    def shared(a: str, b: str) -> float:
        words_a, words_b = (set(re.findall(r"[a-z0-9']+", t.lower())) for t in (a, b))
        return len(words_a & words_b) / len(words_a | words_b)

    overlaps = [shared(a, b) for a, b in zip(ds.texts, ds.texts_b, strict=True)]
    assert sum(o >= 0.5 for o, y in zip(overlaps, ds.labels, strict=True) if y != same) >= 100
    assert sum(o < 0.5 for o, y in zip(overlaps, ds.labels, strict=True) if y == same) >= 100
    for cut in sorted(set(overlaps)):
        right = sum((o >= cut) == (y == same) for o, y in zip(overlaps, ds.labels, strict=True)) / len(ds)
        assert max(right, 1 - right) < 0.7


def test_the_domain_sample_is_plain_text_of_one_field() -> None:
    from workbench.core.training.data.corpus import read_text_corpus

    with resources.as_file(
        resources.files("workbench_resources") / "sample_data" / "beekeeping_notes.txt"
    ) as path:
        corpus = read_text_corpus(path)
    assert len(corpus.texts) == 400
    assert sum("hive" in t.lower() for t in corpus.texts) > 50
