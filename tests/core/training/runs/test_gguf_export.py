"""GGUF export checked against an independent reader: transformers' own GGUF loader (``from_pretrained(DIR,
gguf_file=...)``) reads each exported file back, and the tokens, the logits (``f16``) and a greedy
continuation (``q8_0``) are compared with the run's own model.  A tiny Llama with a ChatML template
(sentencepiece-style vocabulary, query and key rows in the rotary layout) as a full run, a tiny GPT-2 as a
real LoRA chat run (byte- level vocabulary, the plain template, Conv1D weights), and the embedded
SmolLM2 itself."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.core.training.runs.test_chat_runs import chat_config, write_pairs
from tests.support.training_data import one_torch_thread  # noqa: F401
from workbench.core.errors import ConfigError
from workbench.core.training.engine.checkpoints import WORKBENCH_FILE
from workbench.core.training.runs.gguf_export import export_gguf

CHATML = (
    "{% for message in messages %}{% if loop.first and messages[0]['role'] != 'system' %}"
    "{{ '<|im_start|>system\nYou are kind.<|im_end|>\n' }}{% endif %}"
    "{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n' }}{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)
# Accents, an emoji, code, and the template's own special tokens.
MIXED = "Once upon a time the café's naïve cat sat. 🐱🚀 def f(x):\n    return x**2  # ok\n"


def mixed_text(tokenizer) -> str:
    specials = " ".join(t for t in (tokenizer.bos_token, tokenizer.eos_token, "<|im_start|>") if t)
    return f"{specials} {MIXED}"


def hand_made_run(folder: Path, model_folder: Path, objective: str = "chat", method: str = "full") -> Path:
    """A run folder whose ``best/`` holds ``model_folder``'s files, as a finished full run keeps them."""
    best = folder / "best"
    best.mkdir(parents=True)
    for item in model_folder.iterdir():
        (best / item.name).symlink_to(item)
    info = {"objective": objective, "method": method, "model": str(model_folder), "step": 3}
    (best / WORKBENCH_FILE).write_text(json.dumps(info), encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def chatml_llama(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tiny Llama with ChatML's two special tokens added (the embedding grown to match) and
    its template."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from tests.support.tiny_lms import save_tiny_llama

    folder = save_tiny_llama(tmp_path_factory.mktemp("tiny-llama"))
    tokenizer = AutoTokenizer.from_pretrained(folder)
    tokenizer.add_special_tokens({"additional_special_tokens": ["<|im_start|>", "<|im_end|>"]})
    tokenizer.chat_template = CHATML
    model = AutoModelForCausalLM.from_pretrained(folder)
    model.resize_token_embeddings(len(tokenizer), mean_resizing=False)
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def read_back(out: Path, gguf: Path):
    """(tokenizer, model) as transformers' GGUF reader builds them from ``gguf``."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(out, gguf_file=gguf.name)
    model = AutoModelForCausalLM.from_pretrained(out, gguf_file=gguf.name, dtype=torch.float32).eval()
    return tokenizer, model


def same_model(original, tokenizer, out_f16: Path, out_q8: Path, f16, q8) -> dict:
    """Compare the files read back with ``original``: tokens, f16 logits, q8_0's greedy 20 tokens."""
    import torch

    text = mixed_text(tokenizer)
    figures = {}
    for name, (out, result) in {"f16": (out_f16, f16), "q8_0": (out_q8, q8)}.items():
        read_tokenizer, read_model = read_back(out, result.file)
        assert read_tokenizer(text)["input_ids"] == tokenizer(text)["input_ids"], name
        assert read_tokenizer.chat_template == tokenizer.chat_template
        assert read_tokenizer.eos_token == tokenizer.eos_token
        ids = torch.tensor([tokenizer(text)["input_ids"]])
        with torch.no_grad():
            want, got = original(ids).logits, read_model(ids).logits
        figures[name] = float((want - got).abs().max() / want.abs().max())
        if name == "f16":  # the weights rounded to half precision, nothing else
            assert figures[name] < 2e-3, figures
        prompt = ids[:, :8]
        settings = {"max_new_tokens": 20, "do_sample": False, "pad_token_id": tokenizer.eos_token_id}
        want_ids = original.generate(prompt, **settings)[0].tolist()
        assert read_model.generate(prompt, **settings)[0].tolist() == want_ids, name
    return figures


def test_a_llama_full_run_exports_f16_and_q8_0_files_that_transformers_reads_as_the_same_model(
    chatml_llama: Path, tmp_path: Path
) -> None:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    run = hand_made_run(tmp_path / "Chat Run 1", chatml_llama)
    f16 = export_gguf(run, tmp_path / "f16", "f16")
    q8 = export_gguf(run, tmp_path / "q8", "q8_0")
    assert f16.file.name == "chat-run-1-f16.gguf" and q8.file.name == "chat-run-1-q80.gguf"
    assert q8.bytes < f16.bytes and f16.architecture == "llama"
    tokenizer = AutoTokenizer.from_pretrained(chatml_llama)
    original = AutoModelForCausalLM.from_pretrained(chatml_llama).eval()
    same_model(original, tokenizer, tmp_path / "f16", tmp_path / "q8", f16, q8)

    modelfile = (tmp_path / "q8" / "Modelfile").read_text(encoding="utf-8")
    assert "FROM ./chat-run-1-q80.gguf" in modelfile and 'PARAMETER stop "<|im_end|>"' in modelfile
    assert "You are kind.<|im_end|>\n{{ end }}" in modelfile and q8.has_template
    readme = (tmp_path / "q8" / "README.md").read_text(encoding="utf-8")
    assert "ollama create chat-run-1 -f Modelfile" in readme and "LM Studio" in readme


def test_a_lora_chat_run_on_gpt2_is_merged_and_exported_with_its_plain_template(
    tmp_path: Path,
    one_torch_thread,  # noqa: F811
) -> None:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from tests.support.tiny_lms import save_tiny_gpt2
    from workbench.core.training.data.families import load_run_data
    from workbench.core.training.engine.loop import train
    from workbench.core.training.runs.export import export_model

    # 1024 positions: transformers' reader takes a GPT-2's context length as n_ctx and keeps n_positions 1024
    base = save_tiny_gpt2(tmp_path / "gpt2", n_positions=1024)
    config = chat_config(base, write_pairs(tmp_path / "pairs.jsonl"), epochs=1)
    data = load_run_data(config)
    result = train(config, data.train, data.validation, lambda event: None)
    run = Path(result.run_dir)
    f16 = export_gguf(run, tmp_path / "f16", "f16")
    q8 = export_gguf(run, tmp_path / "q8", "q8_0")
    assert f16.architecture == "gpt2"
    merged = export_model(run, tmp_path / "merged", merge_lora=True).folder
    tokenizer = AutoTokenizer.from_pretrained(merged)
    original = AutoModelForCausalLM.from_pretrained(merged).eval()
    same_model(original, tokenizer, tmp_path / "f16", tmp_path / "q8", f16, q8)
    modelfile = (tmp_path / "q8" / "Modelfile").read_text(encoding="utf-8")
    assert "User: {{ .Content }}\n" in modelfile and 'PARAMETER stop "<|endoftext|>"' in modelfile


@pytest.mark.parametrize(
    ("objective", "said"),
    [("classify", "a model trained for 'classify'"), ("mlm", "a model trained for 'mlm'")],
)
def test_a_run_of_another_kind_is_refused_naming_what_converts(
    chatml_llama: Path, tmp_path: Path, objective: str, said: str
) -> None:
    run = hand_made_run(tmp_path / "run", chatml_llama, objective=objective)
    with pytest.raises(ConfigError) as refused:
        export_gguf(run, tmp_path / "out")
    assert said in str(refused.value) and "Llama family (SmolLM2" in str(refused.value)
    assert not (tmp_path / "out").exists()


def test_an_architecture_or_setting_it_does_not_write_is_refused(chatml_llama: Path, tmp_path: Path) -> None:
    from types import SimpleNamespace

    from workbench.core.models.gguf_file import check_convertible

    for config, said in [
        (SimpleNamespace(model_type="bert"), "a bert model"),
        (SimpleNamespace(model_type="t5", is_encoder_decoder=True), "an encoder-decoder"),
        (SimpleNamespace(model_type="llama", rope_parameters={"rope_type": "llama3"}), "llama3"),
    ]:
        with pytest.raises(ConfigError) as refused:
            check_convertible(config)
        assert said in str(refused.value) and "GPT-2" in str(refused.value)


def test_the_command_line_exports_and_refuses_in_one_sentence(chatml_llama: Path, tmp_path: Path) -> None:
    from workbench.cli import main

    run = hand_made_run(tmp_path / "run", chatml_llama)
    assert (
        main(["export", str(run), "--gguf", "--type", "f16", "--out", str(tmp_path / "out"), "--json"]) == 0
    )
    assert (tmp_path / "out" / "run-f16.gguf").is_file() and (tmp_path / "out" / "Modelfile").is_file()
    assert main(["export", str(run), "--gguf", "--out", str(tmp_path / "out")]) == 1  # not empty
    assert main(["export", str(run), "--type", "f16", "--out", str(tmp_path / "other")]) == 2


def test_the_ollama_template_is_read_off_by_example_or_left_to_ollama() -> None:
    from types import SimpleNamespace

    from jinja2 import Template

    from workbench.core.models.ollama_template import read_pieces, render_pieces, stop_words

    def tokenizer(source: str):
        def apply(messages, tokenize, add_generation_prompt):
            return Template(source).render(messages=messages, add_generation_prompt=add_generation_prompt)

        return SimpleNamespace(apply_chat_template=apply)

    pieces = read_pieces(tokenizer(CHATML))
    assert pieces.default_head == "<|im_start|>system\nYou are kind.<|im_end|>\n"
    messages = [{"role": "user", "content": "Hi"}]
    assert render_pieces(pieces, messages) == Template(CHATML).render(
        messages=messages, add_generation_prompt=True
    )
    assert stop_words(pieces, "<|endoftext|>") == ["<|im_end|>", "<|endoftext|>"]
    numbered = "{% for m in messages %}Turn {{ loop.index }}: {{ m['content'] }}\n{% endfor %}"
    assert read_pieces(tokenizer(numbered)) is None  # numbers its turns: Ollama takes the file's own
