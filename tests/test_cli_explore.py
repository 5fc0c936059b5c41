"""The explore commands: fill, next, generate and tokens, run in the test's own process (a command in a
process of its own, the way a user starts it: tests/test_cli.py)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from tests.support.tiny_lms import save_tiny_gpt2
from tests.support.tiny_models import save_tiny_bert
from workbench import cli


@pytest.fixture(scope="module")
def folders(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("cli-models")
    return {"bert": str(save_tiny_bert(root / "bert")), "gpt2": str(save_tiny_gpt2(root / "gpt2"))}


def _run(capsys: pytest.CaptureFixture, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_next_on_smollm2_as_json(capsys, converted_smollm2: Path) -> None:
    code, out, err = _run(capsys, "next", "Once upon a", "--top", "3", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert set(data) == {"model", "text", "predictions"} and data["text"] == "Once upon a"
    assert [set(p) for p in data["predictions"]] == [{"token", "token_id", "probability", "logit"}] * 3
    assert data["predictions"][0]["token"] == " time"


def test_fill_uses_the_embedded_masked_model(capsys) -> None:
    code, out, err = _run(capsys, "fill", "The [MASK] sat on the mat.", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["model"] == "Workbench mini MLM (fill in the blank)" and len(data["blanks"]) == 1


def test_fill_without_a_masked_model_names_the_zoo(capsys, monkeypatch) -> None:
    from workbench.core.models import embedded

    installed = embedded.is_installed
    monkeypatch.setattr(embedded, "is_installed", lambda kind: kind != "mini-mlm" and installed(kind))
    code, _, err = _run(capsys, "fill", "The [MASK] sat on the mat.")
    assert code == 1
    assert "No fill-in-the-blank" in err and "Model zoo" in err and "Traceback" not in err


def test_fill_json_shape(capsys, folders) -> None:
    code, out, _ = _run(
        capsys, "fill", "the ___ sat on the [MASK] .", "--model", folders["bert"], "--top", "2", "--json"
    )
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"model", "text", "blanks"} and data["text"] == "the ___ sat on the [MASK] ."
    assert [b["index"] for b in data["blanks"]] == [0, 1]
    for blank in data["blanks"]:
        assert set(blank) == {"index", "predictions"} and len(blank["predictions"]) == 2
        assert all(set(p) == {"token", "token_id", "probability"} for p in blank["predictions"])


def test_fill_table_shows_blanks_and_joint_fills(capsys, folders) -> None:
    code, out, _ = _run(capsys, "fill", "the ___ sat on the ___ .", "--model", folders["bert"], "--top", "3")
    assert code == 0 and "Blank 1:" in out and "Blank 2:" in out and "joint (left to right)" in out


def test_next_and_generate_on_a_tiny_gpt2(capsys, folders) -> None:
    code, out, _ = _run(
        capsys, "next", "The cat", "--model", folders["gpt2"], "--temperature", "0.5", "--json"
    )
    assert code == 0 and len(json.loads(out)["predictions"]) == 10
    code, out, _ = _run(
        capsys,
        "generate",
        "The cat",
        "--model",
        folders["gpt2"],
        "--strategy",
        "beam",
        "--max-new-tokens",
        "4",
        "--beams",
        "2",
        "--json",
    )
    data = json.loads(out)
    assert (
        code == 0
        and data["strategy"] == "beam"
        and len(data["tokens"]) == 4
        and data["settings"]["beams"] == 2
    )
    assert data["text"] == "The cat" + data["new_text"] and "score" in data
    argv = [
        "generate",
        "The cat",
        "--model",
        folders["gpt2"],
        "--strategy",
        "sample",
        "--seed",
        "4",
        "--top-k",
        "5",
        "--top-p",
        "0.9",
        "--max-new-tokens",
        "5",
    ]
    code, first, _ = _run(capsys, *argv)
    code2, again, _ = _run(capsys, *argv)
    assert code == code2 == 0 and first.splitlines()[0] == again.splitlines()[0]
    assert first.startswith("The cat") and "tokens, stopped at" in first


def test_tokens_json_and_table(capsys, folders) -> None:
    code, out, _ = _run(capsys, "tokens", "the cat was playing", "--model", folders["bert"], "--json")
    data = json.loads(out)
    assert code == 0 and data["count"] == 7 and data["scheme"] == "WordPiece"
    assert [t["display"] for t in data["tokens"]] == ["[CLS]", "the", "cat", "was", "play", "##ing", "[SEP]"]
    assert data["tokens"][0]["role"] == "CLS" and data["tokens"][0]["special"] is True
    code, out, _ = _run(capsys, "tokens", "the cat was playing", "--model", folders["bert"])
    assert code == 0 and "##ing" in out and "continues the word" in out and "CLS" in out


def test_tokens_batch_with_shows_pad_and_the_attention_mask(capsys, folders) -> None:
    argv = ["tokens", "the cat was playing", "--batch-with", "the cat", "--model", folders["bert"]]
    code, out, _ = _run(capsys, *argv, "--json")
    data = json.loads(out)
    assert code == 0 and data["pad_token"] == "[PAD]" and data["side"] == "right" and data["length"] == 7
    assert data["rows"][1]["tokens"][-3:] == ["[PAD]"] * 3
    assert data["rows"][1]["attention_mask"] == [1, 1, 1, 1, 0, 0, 0]
    code, out, _ = _run(capsys, *argv)
    lines = out.splitlines()
    assert code == 0 and "padded on the right with [PAD]" in lines[0]
    mask = next(line for line in lines if line.strip().startswith("mask") and "0" in line)
    assert mask.split()[1:] == ["1", "1", "1", "1", "0", "0", "0"]
    row = lines[lines.index(mask) - 1]
    assert row.index("[PAD]") == mask.index("0")  # the mask's 0 stands under the [PAD] it hides


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["fill", "The ___ sat.", "--model", "gpt2"], "left to right"),
        (["fill", "The cat sat.", "--model", "bert"], "There is no blank"),
        (["next", "   ", "--model", "gpt2"], "There is no text to continue"),
        (["next", "The cat", "--model", "bert"], "does not predict the next word"),
        (["generate", "The cat", "--model", "gpt2", "--strategy", "sample", "--temperature", "0"], "above 0"),
        (["tokens", "hi", "--model", "no-such-model-anywhere"], "neither a model in the catalogue"),
    ],
)
def test_errors_print_a_plain_message_and_return_1(capsys, folders, argv: list[str], message: str) -> None:
    argv = [folders.get(a, a) if i and argv[i - 1] == "--model" else a for i, a in enumerate(argv)]
    code, out, err = _run(capsys, *argv)
    assert code == 1 and message in err and "Traceback" not in err + out


def test_generate_compare_prints_every_strategy_side_by_side(capsys, converted_smollm2: Path) -> None:
    code, out, err = _run(capsys, "generate", "Once upon a", "--compare", "--max-new-tokens", "6", "--json")
    assert code == 0, err
    data = json.loads(out.strip().splitlines()[-1])
    keys = [c["key"] for c in data["columns"]]
    assert keys == ["greedy", "sample-0", "sample-1", "beam"]
    greedy, beam = data["columns"][0], data["columns"][-1]
    assert greedy["tokens"][0]["token"] == " time" and 0.1 < greedy["tokens"][0]["probability"] < 0.2
    assert beam["per_token"] >= greedy["per_token"]
    assert sum(math.log(t["probability"]) for t in beam["tokens"]) == pytest.approx(beam["log_probability"])
