"""Chat and summaries end to end on a tiny GPT-2 (no chat template of its own: the plain one is used): a real
LoRA run that learns, records sample answers before and after, exports an adapter and a merged model that load
in peft and in transformers' text-generation pipeline with chat messages; a stopped run that resumes on the
same conversations; a summarising run scored by ROUGE-L."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from tests.support.training_data import one_torch_thread, tiny_config, tiny_gpt2_folder  # noqa: F401
from workbench.core.training.data.chat import ChatDataset
from workbench.core.training.data.families import load_run_data
from workbench.core.training.engine import events as ev
from workbench.core.training.engine.loop import train
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.training.objectives.chat_metrics import ChatMetrics
from workbench.core.training.objectives.replies import answer
from workbench.core.training.runs.export import export_model
from workbench.core.training.runs.listing import resume


@pytest.fixture(autouse=True)
def _setup(monkeypatch: pytest.MonkeyPatch, one_torch_thread) -> None:  # noqa: F811
    monkeypatch.setattr(ev, "STEP_EVENTS_PER_SECOND", 1e9)


def write_pairs(path: Path) -> Path:
    """24 questions about animals, each answered in one fixed way the tiny tokenizer knows every word of."""
    lines = []
    for animal in ("cat", "dog", "man"):
        for verb in ("sat", "ran", "is", "was"):
            for place in ("mat", "store"):
                answer = f"the {animal} {verb} on the {place} ."
                lines.append(
                    json.dumps({"prompt": f"a {animal} {verb} to the {place} ?", "response": answer})
                )
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def chat_config(folder: Path, data: Path, **changes):
    return tiny_config(
        folder,
        **{
            "objective": "chat",
            "method": "lora",
            "learning_rate": 5e-2,
            "data_path": str(data),
            "max_length": 40,
            **changes,
        },
    )


def test_a_lora_chat_run_learns_shows_its_answers_and_exports_a_model_that_chats(
    tiny_gpt2_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    from peft import PeftModel
    from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

    config = chat_config(tiny_gpt2_folder, write_pairs(tmp_path / "pairs.jsonl"))
    data = load_run_data(config)
    seen: list[ev.TrainEvent] = []
    result = train(config, data.train, data.validation, seen.append)
    assert result.status == "finished" and result.objective == "chat" and result.method == "lora"
    started = next(e for e in seen if isinstance(e, ev.Started))
    assert any("no chat template of its own" in note for note in started.notes)
    checks = [e.metrics for e in seen if isinstance(e, ev.Evaluation)]
    assert all(isinstance(m, ChatMetrics) for m in checks) and checks[0].step == 0
    assert result.before is checks[0] or result.before == checks[0]
    assert result.metrics.loss < result.before.loss - 0.1  # it learned (a random tiny model, slowly)
    asked = [p for p, _ in result.before.samples]
    assert asked == list(data.validation.prompts[:3])  # the first checking prompts, the same every time
    assert all([p for p, _ in m.samples] == asked for m in checks)
    assert [a for _, a in result.metrics.samples] != [a for _, a in result.before.samples]
    stored = [json.loads(line) for line in (Path(result.run_dir) / "metrics.jsonl").read_text().splitlines()]
    assert [s["prompt"] for s in stored[-1]["samples"]] == asked  # saved for the wizard to show later

    adapter = export_model(Path(result.run_dir), tmp_path / "adapter").folder
    merged = export_model(Path(result.run_dir), tmp_path / "merged", merge_lora=True).folder
    assert (adapter / "adapter_config.json").is_file() and "messages" in (merged / "README.md").read_text()
    tokenizer = AutoTokenizer.from_pretrained(merged)
    assert tokenizer.chat_template  # the plain template travelled with the model
    base = AutoModelForCausalLM.from_pretrained(tiny_gpt2_folder)
    with_adapter = PeftModel.from_pretrained(base, str(adapter)).eval()
    model = AutoModelForCausalLM.from_pretrained(merged).eval()
    messages = [{"role": "user", "content": "a dog sat to the mat ?"}]
    ids = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt")[
        "input_ids"
    ]
    assert with_adapter(ids).logits.argmax(-1).tolist() == model(ids).logits.argmax(-1).tolist()
    chat = pipeline("text-generation", model=str(merged), device="cpu")
    reply = chat(messages, max_new_tokens=12, do_sample=False)[0]["generated_text"][-1]
    # the pipeline answers as the workbench's own answering does (what predict and the chat panel use)
    assert reply["role"] == "assistant"
    assert reply["content"].strip() == answer(model, tokenizer, [messages], "cpu", max_new_tokens=12)[0]


def test_a_stopped_chat_run_resumes_on_the_same_conversations_to_the_same_result(
    tiny_gpt2_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    config = chat_config(
        tiny_gpt2_folder, write_pairs(tmp_path / "pairs.jsonl"), method="full", learning_rate=1e-2
    )
    data = load_run_data(config)
    uninterrupted = train(config, data.train, data.validation)
    cancel = threading.Event()
    stop_at_4 = lambda e: cancel.set() if isinstance(e, ev.Step) and e.step == 4 else None  # noqa: E731
    stopped = train(config, data.train, data.validation, stop_at_4, cancel)
    assert stopped.status == "cancelled"
    train_part, val_part = RunFolder(Path(stopped.run_dir)).read_data()  # data.json, read back
    assert isinstance(train_part, ChatDataset)
    assert train_part.conversations == data.train.conversations
    assert val_part.conversations == data.validation.conversations
    resumed = resume(Path(stopped.run_dir))
    assert resumed.status == "finished" and resumed.steps == uninterrupted.steps
    assert resumed.metrics.loss == pytest.approx(uninterrupted.metrics.loss, rel=1e-5)
    assert resumed.metrics.samples == uninterrupted.metrics.samples


def test_a_summarising_run_is_scored_by_rouge_l(tiny_gpt2_folder: Path, tmp_path: Path) -> None:  # noqa: F811
    path = tmp_path / "notes.jsonl"
    records = [
        {
            "text": f"the {a} {v} on the {p} . {n} {a} ran to the store .",
            "summary": f"the {a} {v} on the {p} .",
        }
        for a in ("cat", "dog", "man")
        for v in ("sat", "was")
        for p in ("mat", "store")
        for n in ("a", "the")
    ]
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    config = chat_config(
        tiny_gpt2_folder,
        path,
        objective="summarize",
        method="full",
        learning_rate=1e-2,
        max_length=48,
        val_fraction=0.34,
    )
    data = load_run_data(config)
    assert data.train.prompts[0].startswith("Summarise: ")
    result = train(config, data.train, data.validation)
    assert result.status == "finished" and result.metrics.score_name == "ROUGE-L"
    assert result.metrics.scored == len(data.validation) and 0.0 <= result.metrics.rouge_l <= 1.0
    assert result.before.rouge_l is not None
    assert result.metrics.rouge_l > result.before.rouge_l
    # using it asks as training did: the bare text gets the instruction its training prompts began with
    from workbench.core.use.chat import open_chat

    summariser = open_chat(str(result.run_dir))
    asked = []
    summariser.model.generate = lambda **kw: asked.append(kw["input_ids"]) or kw["input_ids"]  # records
    summariser.ask("the cat sat on the mat . a cat ran to the store .", max_new_tokens=2)
    assert "Summarise: the cat sat" in summariser.tokenizer.decode(asked[0][0])
    assert open_chat(str(tiny_gpt2_folder)).instruction == ""  # a plain model is asked as it is
