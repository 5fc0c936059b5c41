"""Every reader of a user's file goes through one gate (``data.gate``) and refuses what it cannot use in one
plain message: a named pipe, a link that leads back to itself, a file too large, compressed or random bytes,
a line of column names with no rows, a file of tagged words given for texts, a chat field that is not text,
a table with two columns of one name (or a record with two fields of one name), a list of numbers with a
part that is not one or is empty.  Nothing hangs, nothing is labelled that is not a text, and the pickle
refusal names the switch that the window and the command line both read."""

from __future__ import annotations

import gzip
import json
import os
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.support.training_data import tiny_gpt2_folder  # noqa: F401 - fixture
from workbench import cli
from workbench import settings as settings_mod
from workbench.core.errors import DataError, UnsafeModelError, WorkbenchError
from workbench.core.models.safety import check_model_folder
from workbench.core.training.data import gate
from workbench.core.training.data.chat import load_chat
from workbench.core.training.data.corpus import read_text_corpus
from workbench.core.training.data.labelled import load_dataset
from workbench.core.training.data.qa_reading import load_qa_dataset
from workbench.core.training.data.tagged import load_tagged
from workbench.core.use import rows as row_files

READERS: dict[
    str, Callable[[Path], object]
] = {  # what predict, train, evaluate and the window's pickers call
    "predict": row_files.inspect,
    "classify": load_dataset,
    "names": load_tagged,
    "chat": load_chat,
    "questions": load_qa_dataset,
    "text": read_text_corpus,
}
CONLL = "John B-PER\nlives O\nin O\nParis B-LOC\n.\tO\n\nMary B-PER\nsmiles O\n"


def bad_file(kind: str, folder: Path) -> Path:
    folder.mkdir(exist_ok=True)
    path = folder / "data.csv"
    if kind == "named pipe":
        os.mkfifo(path)
    elif kind == "link loop":
        path.symlink_to(folder / "other.csv")
        (folder / "other.csv").symlink_to(path)
    elif kind == "gzip":
        path.write_bytes(gzip.compress(b"text,label\nfine,positive\n"))
    elif kind == "random bytes":
        path.write_bytes(random.Random(7).randbytes(5000))
    return path


@pytest.mark.parametrize("reader", sorted(READERS))
@pytest.mark.parametrize(
    ("kind", "words"),
    [
        ("named pipe", "is a named pipe (FIFO), not a file"),
        ("link loop", "is a link that leads round to itself"),
        ("gzip", "is a compressed (gzip) file, not a text file"),
        ("random bytes", "a text file"),  # "not a text file", or "does not look like a text file"
    ],
)
def test_every_reader_refuses_what_is_not_a_text_file(
    tmp_path: Path, reader: str, kind: str, words: str
) -> None:
    path = bad_file(kind, tmp_path)
    with pytest.raises(DataError) as refused:
        READERS[reader](path)
    assert words in refused.value.message and refused.value.hint


@pytest.mark.parametrize("reader", sorted(READERS))
def test_a_file_past_the_size_limit_is_refused_before_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, reader: str
) -> None:
    monkeypatch.setattr(gate, "MAX_BYTES", 1024)
    path = tmp_path / "big.csv"
    path.write_text("text,label\n" + "a fine text,positive\n" * 100, encoding="utf-8")
    with pytest.raises(DataError, match="more than the 0 MB the workbench reads") as refused:
        READERS[reader](path)
    assert refused.value.code == "too-large" and "Split it" in refused.value.hint


@pytest.mark.parametrize(("kind", "words"), [("named pipe", "named pipe"), ("link loop", "leads round")])
@pytest.mark.parametrize("command", [["predict", "some-model"], ["evaluate", "some-model"], ["train"]])
def test_the_command_line_names_what_the_path_is(
    tmp_path: Path, capsys: pytest.CaptureFixture, command: list[str], kind: str, words: str
) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main([*command, "--data", str(bad_file(kind, tmp_path))])
    err = capsys.readouterr().err
    assert (
        stopped.value.code == 2
        and "argument --data: " in err
        and words in err
        and "does not exist" not in err
    )


@pytest.mark.parametrize("content", ["text,label\n", "text,label\r\n\r\n\r\n", "id;text\n"])
def test_predict_refuses_a_line_of_column_names_with_no_rows(tmp_path: Path, content: str) -> None:
    path = tmp_path / "header.csv"
    path.write_text(content, encoding="utf-8", newline="")
    with pytest.raises(DataError, match="has column names .* but no texts below them") as refused:
        row_files.inspect(path)
    assert refused.value.code == "header-only"
    path.write_text("great flight, thanks\n", encoding="utf-8")  # one text alone is labelled as one
    assert row_files.inspect(path).rows == 1


@pytest.mark.parametrize("reader", ["predict", "classify"])
@pytest.mark.parametrize("name", ["names.txt", "names.conll.csv"])
def test_tagged_words_given_for_texts_are_named_as_such(tmp_path: Path, reader: str, name: str) -> None:
    path = tmp_path / name
    path.write_text(CONLL, encoding="utf-8")
    with pytest.raises(DataError, match="looks like tagged words for finding names") as refused:
        READERS[reader](path)
    assert refused.value.code == "wrong-family" and "name finder" in refused.value.hint
    assert len(load_tagged(path.rename(tmp_path / "names.conll"))) == 2  # the right reader reads it


@pytest.mark.parametrize(
    ("record", "words"),
    [
        ({"prompt": ["a", "b"], "response": "fine"}, "The “prompt” on line 2 of chat.jsonl is a list"),
        ({"prompt": "hi", "response": {"text": "x"}}, "The “response” on line 2 of chat.jsonl is an object"),
        (
            {"instruction": "hi", "input": True, "output": "x"},
            "The “input” on line 2 of chat.jsonl is true or",
        ),
        (
            {"messages": [{"role": "user", "content": ["a"]}, {"role": "assistant", "content": "b"}]},
            "The “content” on message 1 on line 2 of chat.jsonl is a list",
        ),
    ],
)
def test_a_chat_field_that_is_not_text_is_refused_naming_it(tmp_path: Path, record: dict, words: str) -> None:
    path = tmp_path / "chat.jsonl"
    good = {"prompt": "What is 6 x 7?", "response": 42}  # a number is text as written
    path.write_text(json.dumps(good) + "\n" + json.dumps(record) + "\n", encoding="utf-8")
    with pytest.raises(DataError, match=words.replace("(", r"\(")):
        load_chat(path)
    path.write_text(json.dumps(good) + "\n", encoding="utf-8")
    assert load_chat(path).conversations[0][1]["content"] == "42"


@pytest.mark.parametrize(
    ("options", "part"),
    [
        (["--sizes=-5,10"], "argument --sizes: “-5” is not a training size"),
        (["--prompting", "--k", "4,-1"], "argument --k: “-1” is not a number"),
        (["--sizes", "10,,20"], "argument --sizes: “10,,20” has an empty part between two commas"),
        (["--sizes", "10,"], "argument --sizes: “10,” has an empty part after its last comma"),
        (["--sizes", ", 10"], "argument --sizes: “, 10” has an empty part before its first comma"),
        (["--sizes", "100, 1,000,"], "after its last comma"),
        (["--sizes", ""], "argument --sizes: “” holds no training sizes"),
        (["--prompting", "--k", "0,,4"], "argument --k: “0,,4” has an empty part between two commas"),
        (["--prompting", "--k", "4;"], "argument --k: “4;” has an empty part after its last semicolon"),
    ],
)
def test_a_list_of_numbers_with_a_bad_or_empty_part_names_it(
    tmp_path: Path, capsys: pytest.CaptureFixture, options: list[str], part: str
) -> None:
    """Every list option of the command line is read by one parser, which drops no part without a word."""
    data = tmp_path / "reviews.csv"
    data.write_text("text,label\nfine,positive\nbad,negative\n", encoding="utf-8")
    with pytest.raises(SystemExit) as stopped:
        cli.main(["experiment", "--data", str(data), *options])
    err = capsys.readouterr().err
    assert stopped.value.code == 2 and part in err and "Traceback" not in err


def test_the_window_and_the_scenes_refuse_an_empty_part_too() -> None:
    from workbench.core.errors import ConfigError
    from workbench.core.training.runs.experiment import parse_sizes
    from workbench.core.training.runs.prompting import parse_ks

    for parse, text in ((parse_sizes, "100,,1000"), (parse_sizes, "100, 1,000 and"), (parse_ks, "0, 4, 16,")):
        with pytest.raises(ConfigError, match="has an empty part"):
            parse(text)
    assert parse_sizes("100, 1,000 and 5000") == [100, 1000, 5000] and parse_ks("0, 4 and 16") == [0, 4, 16]


@pytest.mark.parametrize("reader", ["predict", "classify", "chat", "questions"])
@pytest.mark.parametrize(
    ("content", "name"),
    [
        ("text,label,text\nfine,positive,bad\nbad,negative,fine\n", "“text” (columns 1 and 3)"),
        ("Label;text;label\n1;fine;positive\n2;bad;negative\n", "“Label” or “label” (columns 1 and 3)"),
    ],
)
def test_a_table_with_two_columns_of_one_name_is_refused_naming_them(
    tmp_path: Path, reader: str, content: str, name: str
) -> None:
    path = tmp_path / "reviews.csv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DataError) as refused:
        READERS[reader](path)
    assert refused.value.code == "repeated-column" and name in refused.value.message
    assert "its own name" in refused.value.hint


@pytest.mark.parametrize("reader", ["predict", "classify", "chat", "names"])
def test_a_record_that_names_a_field_twice_is_refused_naming_it(tmp_path: Path, reader: str) -> None:
    good = '{"text": "fine", "label": "positive", "prompt": "a", "response": "b", "tokens": ["a"], '
    good += '"tags": ["O"]}'
    bad = '{"text": "bad", "label": "negative", "tokens": ["b"], "tags": ["O"], "text": "good"}'
    for name, content in (("reviews.jsonl", f"{good}\n{bad}\n"), ("reviews.json", f"[{good}, {bad}]")):
        path = tmp_path / name
        path.write_text(content, encoding="utf-8")
        if reader in ("chat", "names") and name.endswith(".json"):
            continue  # these read JSON Lines only
        with pytest.raises(DataError) as refused:
            READERS[reader](path)
        assert (
            refused.value.code == "repeated-column"
            and "the field “text” more than once" in refused.value.message
        )
        assert ("line 2" if name.endswith("l") else "record 2") in refused.value.message.lower()


def test_predict_on_a_file_with_two_text_columns_says_so_before_the_model_loads(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    path = tmp_path / "tickets.csv"
    path.write_text("id,text,text\n1,printer jams,printer works\n", encoding="utf-8")
    assert cli.main(["predict", "some-model", "--data", str(path)]) == 1
    err = capsys.readouterr().err
    assert "tickets.csv has more than one column named “text” (columns 2 and 3)" in err


def test_perplexity_refuses_bytes_before_the_model_loads(
    tmp_path: Path,
    tiny_gpt2_folder: Path,  # noqa: F811
    capsys: pytest.CaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from workbench.core.models import loading

    monkeypatch.setattr(loading, "load_model", lambda *a, **k: pytest.fail("the model was loaded"))
    for kind in ("random bytes", "gzip"):
        path = bad_file(kind, tmp_path / kind.replace(" ", "-"))
        assert cli.main(["evaluate", str(tiny_gpt2_folder), "--data", str(path)]) == 1
        err = capsys.readouterr().err
        assert "a text file" in err
        assert "Perplexity" not in err


def test_the_pickle_refusal_names_the_switch_both_sides_read(tmp_path: Path) -> None:
    from workbench.cli.models import pickles_allowed

    folder = tmp_path / "old-model"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps({"model_type": "bert", "architectures": ["BertModel"]}))
    (folder / "pytorch_model.bin").write_bytes(b"not really weights")
    with pytest.raises(UnsafeModelError) as refused:
        check_model_folder(folder)
    hint = refused.value.hint
    assert '"allow_pickle_checkpoints": true' in hint and "--allow-pickle" in hint
    assert pickles_allowed() is False and pickles_allowed(True) is True
    settings_mod.save(settings_mod.Settings(allow_pickle_checkpoints=True))  # what the window reads
    assert pickles_allowed() is True
    assert check_model_folder(folder, allow_pickle=pickles_allowed())["model_type"] == "bert"


def test_the_gates_file_check_alone_serves_other_readers(tmp_path: Path) -> None:
    """``regular_file`` is the gate's check without reading (for a settings file, say)."""
    (tmp_path / "a.json").write_text("{}", encoding="utf-8")
    assert gate.regular_file(tmp_path / "a.json") == tmp_path / "a.json"
    with pytest.raises(WorkbenchError, match="is a folder, not a file"):
        gate.regular_file(tmp_path)
    with pytest.raises(DataError, match="does not exist"):
        gate.regular_file(tmp_path / "missing.json")
