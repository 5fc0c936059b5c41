"""`workbench train --task summarize` with an encoder-decoder (a tiny T5), then `predict` with the run:
the summary reports ROUGE-L and the checking loss, and the exported model loads with
``AutoModelForSeq2SeqLM``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.core.training.runs.test_seq2seq_runs import write_notes
from tests.support.cli_run import run_workbench_here
from tests.support.training_data import one_torch_thread, tiny_t5_folder  # noqa: F401 - fixtures

# Tiny models train faster on one torch thread, and are spared its threads spinning against busy cores.
pytestmark = pytest.mark.usefixtures("one_torch_thread")


TINY = ("--epochs", "3", "--batch-size", "4", "--lr", "3e-2", "--max-length", "32", "--device", "cpu")


def test_train_an_encoder_decoder_to_summarise_then_summarise_a_file(
    tiny_t5_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    from transformers import AutoModelForSeq2SeqLM

    data = write_notes(tmp_path / "notes.jsonl")
    shown = run_workbench_here(
        "train", "--task", "summarize", "--data", str(data), "--model", str(tiny_t5_folder), "--show-template"
    )
    assert shown.returncode == 0, shown.stderr
    # "summarize: " before the text (the words a T5 is told its task with; the tiny vocabulary lacks them)
    assert "The encoder reads: [[CLS]][[UNK]][[UNK]][the][cat][sat][on][the][mat]" in shown.stdout
    assert "The decoder learns to write: [+[CLS]][+the][+cat][+sat][+.][+[SEP]]" in shown.stdout

    run = tmp_path / "run"
    trained = run_workbench_here(
        "train",
        "--task",
        "summarize",
        "--data",
        str(data),
        "--model",
        str(tiny_t5_folder),
        *TINY,
        "--out",
        str(run),
        "--json",
    )
    assert trained.returncode == 0, trained.stderr
    summary = json.loads(trained.stdout)
    assert summary["status"] == "finished" and summary["objective"] == "summarize"
    assert summary["method"] == "lora"  # the usual method for summaries, whatever the kind of model
    assert summary["eval_loss"] < summary["eval_loss_before"] and 0 <= summary["rouge_l"] <= 1
    assert summary["rouge_l_before"] is not None and len(summary["samples"]) == 2  # 2 checking texts
    model = AutoModelForSeq2SeqLM.from_pretrained(summary["export"])  # the merged model, without peft
    assert (
        model.config.is_encoder_decoder and "summarize: " in Path(summary["export"], "README.md").read_text()
    )

    texts = tmp_path / "texts.txt"
    texts.write_text("the dog ran on the mat . the dog went to the store .\n", encoding="utf-8")
    out = tmp_path / "summaries.jsonl"
    answered = run_workbench_here("predict", str(run), "--data", str(texts), "--out", str(out), "--json")
    assert answered.returncode == 0, answered.stderr
    [line] = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert line["prompt"].startswith("the dog ran") and isinstance(line["response"], str)
