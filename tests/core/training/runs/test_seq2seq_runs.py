"""Summaries on an encoder-decoder, end to end on a tiny T5 (random weights, the tiny WordPiece tokenizer):
the summaries task trains it sequence to sequence and scores it by ROUGE-L; the kept weights export to folders
that ``AutoModelForSeq2SeqLM`` loads and that write the same summaries as the app; a trained run summarises a
file of new texts; a stopped run resumes to the same result; what cannot work is refused in plain words."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from tests.support.training_data import one_torch_thread, tiny_config, tiny_gpt2_folder, tiny_t5_folder  # noqa: F401
from workbench.core.errors import ConfigError, DataError
from workbench.core.training.data.families import load_run_data
from workbench.core.training.engine import events as ev
from workbench.core.training.engine.loop import train
from workbench.core.training.objectives.chat_metrics import ChatMetrics
from workbench.core.training.objectives.choice import objective_for
from workbench.core.training.runs.export import export_model
from workbench.core.training.runs.listing import resume
from workbench.core.use.chat import answer_file, open_chat


@pytest.fixture(autouse=True)
def _setup(monkeypatch: pytest.MonkeyPatch, one_torch_thread) -> None:  # noqa: F811
    monkeypatch.setattr(ev, "STEP_EVENTS_PER_SECOND", 1e9)


def write_notes(path: Path) -> Path:
    """12 two-sentence notes, each summarised by its first sentence cut short; the tiny tokenizer knows every
    word."""
    records = [
        {"text": f"the {a} {v} on the mat . the {a} went to the store .", "summary": f"the {a} {v} ."}
        for a in ("cat", "dog", "man")
        for v in ("sat", "ran", "is", "was")
    ]
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    return path


def summary_config(folder: Path, data: Path, **changes):
    return tiny_config(
        folder,
        **{
            "objective": "summarize",
            "method": "full",
            "data_path": str(data),
            "max_length": 32,
            "epochs": 4,
            **changes,
        },
    )


def generate(model, tokenizer, text: str) -> str:
    """A summary written by transformers alone, greedily, as the README of an export says."""
    import torch

    ids = torch.tensor([tokenizer(text)["input_ids"]])
    out = model.generate(
        input_ids=ids, attention_mask=torch.ones_like(ids), max_new_tokens=60, do_sample=False
    )
    return tokenizer.decode(out[0], skip_special_tokens=True).strip()


def test_an_encoder_decoder_learns_to_summarise_and_exports_a_seq2seq_model(
    tiny_t5_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

    config = summary_config(tiny_t5_folder, write_notes(tmp_path / "notes.jsonl"))
    data = load_run_data(config)
    seen: list[ev.TrainEvent] = []
    result = train(config, data.train, data.validation, seen.append)
    assert result.status == "finished" and result.objective == "summarize"
    checks = [e.metrics for e in seen if isinstance(e, ev.Evaluation)]
    assert all(isinstance(m, ChatMetrics) for m in checks) and checks[0].step == 0  # scored before training
    before, after = result.before, result.metrics
    assert after.loss < before.loss - 0.5  # it learned to write the summaries' words
    assert before.rouge_l is not None and after.rouge_l is not None and after.rouge_l > before.rouge_l
    assert after.scored == len(data.validation) and after.tokens > 0
    # the sample texts are the first checking texts as written (not the instruction a causal model reads)
    texts = [p for p, _ in after.samples]
    assert texts[0].startswith("the ") and "Summarise" not in texts[0] and len(texts) == len(data.validation)

    run_dir = Path(result.run_dir)
    info = json.loads((run_dir / "best" / "workbench.json").read_text())
    assert info["seq2seq"] is True and info["input_prefix"] == "summarize: "  # a T5 is told its task
    out = export_model(run_dir, tmp_path / "export").folder
    readme = (out / "README.md").read_text()
    assert "AutoModelForSeq2SeqLM" in readme and '"summarize: "' in readme
    model = AutoModelForSeq2SeqLM.from_pretrained(out).eval()
    tokenizer = AutoTokenizer.from_pretrained(out)
    assert type(model).__name__ == "T5ForConditionalGeneration"
    summariser = open_chat(str(out))
    text = texts[0]
    assert summariser.ask(text, max_new_tokens=60) == generate(model, tokenizer, "summarize: " + text)
    assert summariser.ask(text, max_new_tokens=60) == after.samples[0][1]  # as the last check wrote it


def test_a_lora_run_merges_into_a_plain_seq2seq_model_and_summarises_a_file(
    tiny_t5_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    from peft import PeftModel
    from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

    config = summary_config(
        tiny_t5_folder, write_notes(tmp_path / "notes.jsonl"), method="lora", learning_rate=3e-2, epochs=2
    )
    data = load_run_data(config)
    result = train(config, data.train, data.validation, lambda event: None)
    assert result.status == "finished" and result.method == "lora"
    assert result.metrics.loss < result.before.loss and result.metrics.rouge_l is not None
    run_dir = Path(result.run_dir)
    adapter = export_model(run_dir, tmp_path / "adapter").folder
    merged = export_model(run_dir, tmp_path / "merged", merge_lora=True).folder
    assert (adapter / "adapter_config.json").is_file() and not (merged / "adapter_config.json").exists()
    tokenizer = AutoTokenizer.from_pretrained(merged)
    plain = AutoModelForSeq2SeqLM.from_pretrained(merged).eval()
    adapted = PeftModel.from_pretrained(AutoModelForSeq2SeqLM.from_pretrained(tiny_t5_folder), adapter).eval()
    text = "the dog sat on the mat . the dog went to the store ."
    assert generate(plain, tokenizer, "summarize: " + text) == generate(
        adapted, tokenizer, "summarize: " + text
    )

    texts = tmp_path / "new.txt"
    texts.write_text("the cat ran on the mat .\n\nthe man is on the mat . the man went to the store .\n")
    summariser = open_chat(str(run_dir))  # the run folder: its adapters merged once
    written = answer_file(summariser, texts, tmp_path / "new.answers.jsonl", max_new_tokens=60)
    lines = [json.loads(line) for line in written.out.read_text().splitlines()]
    assert [line["row"] for line in lines] == [1, 2, 3] and lines[1]["response"] == ""  # the empty line kept
    assert lines[0]["prompt"] == "the cat ran on the mat ."
    assert lines[0]["response"] == generate(plain, tokenizer, "summarize: the cat ran on the mat .")


def test_a_stopped_seq2seq_run_resumes_to_the_same_result(tiny_t5_folder: Path, tmp_path: Path) -> None:  # noqa: F811
    config = summary_config(tiny_t5_folder, write_notes(tmp_path / "notes.jsonl"))
    data = load_run_data(config)
    uninterrupted = train(config, data.train, data.validation)
    cancel = threading.Event()
    stop_at_4 = lambda e: cancel.set() if isinstance(e, ev.Step) and e.step == 4 else None  # noqa: E731
    stopped = train(config, data.train, data.validation, stop_at_4, cancel)
    assert stopped.status == "cancelled"
    resumed = resume(Path(stopped.run_dir))
    assert resumed.status == "finished" and resumed.steps == uninterrupted.steps
    assert resumed.metrics.loss == pytest.approx(uninterrupted.metrics.loss, rel=1e-5)
    assert resumed.metrics.samples == uninterrupted.metrics.samples


def test_summaries_choose_the_objective_by_the_kind_of_model(
    tiny_t5_folder: Path,  # noqa: F811
    tiny_gpt2_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    from workbench.core.training.objectives.chat import ChatObjective
    from workbench.core.training.objectives.seq2seq import Seq2SeqObjective

    data = write_notes(tmp_path / "notes.jsonl")
    assert isinstance(objective_for(summary_config(tiny_t5_folder, data), ()), Seq2SeqObjective)
    assert isinstance(objective_for(summary_config(tiny_gpt2_folder, data), ()), ChatObjective)
    assert isinstance(objective_for(summary_config("t5-small", data), ()), Seq2SeqObjective)  # the catalogue
    chat = objective_for(summary_config(tiny_t5_folder, data, objective="chat"), ())
    with pytest.raises(ConfigError, match="teaches it to summarise, not to chat"):
        chat.check_source(str(tiny_t5_folder))
    config = summary_config(tiny_t5_folder, data, method="head")
    parts = load_run_data(config)
    refused = train(config, parts.train, parts.validation, lambda event: None)
    assert refused.status == "failed" and "training the head only is not offered" in refused.message


def test_a_file_without_summaries_is_refused_before_any_model_loads(
    tiny_t5_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"text": "the cat sat", "summary": "cat"}\n{"text": "the dog ran"}\n', encoding="utf-8")
    with pytest.raises(DataError, match="Line 2 of bad.jsonl has no text and summary"):
        load_run_data(summary_config(tiny_t5_folder, bad))


def test_the_wizard_lists_encoder_decoders_for_summaries_only(tiny_t5_folder: Path, tmp_path: Path) -> None:  # noqa: F811
    from workbench.core.models.catalogue import get_entry
    from workbench.core.sessions.train.data import SEQ2SEQ_NOTE, read_chat
    from workbench.core.training.estimates import count_for_method
    from workbench.ui.tabs.train.wizard.model_page import suits

    t5, smol = get_entry("t5-small"), get_entry("smollm2-135m")
    assert suits(t5, "summarize") and suits(smol, "summarize")
    assert not suits(t5, "chat") and not suits(t5, "clm") and not suits(t5, "classify")
    counts = count_for_method(t5, "summarize", "full")  # built as AutoModelForSeq2SeqLM, on the meta device
    assert counts.total == counts.trainable and abs(counts.total - t5.parameters) / t5.parameters < 0.05
    # the data page previews no chat template for it: it says what the model reads instead
    snapshot = read_chat(write_notes(tmp_path / "notes.jsonl"), True, str(tiny_t5_folder))
    assert (
        snapshot.tokenizer is None and snapshot.template_note == SEQ2SEQ_NOTE and len(snapshot.dataset) == 12
    )
