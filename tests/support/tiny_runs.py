"""A real training run made in a few seconds: LoRA on the tiny GPT-2, adapted to a few sentences of its words.

The run's folder is what the app keeps: config.json naming the model it started from, and best/ holding the
LoRA adapter.  It is made outside the user folders and not listed (a test that needs it listed records it in
its own home with ``run_index.record``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

LINES = [
    "the cat sat on the mat",
    "the dog ran to the store",
    "a cat went to buy milk",
    "a dog sat on a mat",
] * 4


def train_tiny_lora_run(model_folder: Path, out_dir: Path) -> Path:
    """LoRA on ``model_folder`` (a causal LM), 2 epochs of LINES: a finished run that changed its weights."""
    from workbench.core.training.config import TrainConfig
    from workbench.core.training.data.corpus import read_text_corpus, split_text_corpus

    text = out_dir.parent / "lines.txt"
    text.write_text("\n".join(LINES) + "\n", encoding="utf-8")
    train_part, val_part = split_text_corpus(read_text_corpus(text), 0.25, seed=0)
    config = TrainConfig(
        model=str(model_folder),
        objective="clm",
        method="lora",
        lora_r=4,
        epochs=2,
        batch_size=4,
        learning_rate=3e-2,
        max_length=16,
        seed=0,
        eval_every_steps=4,
        early_stopping_patience=None,
        warmup_ratio=0.0,
        out_dir=str(out_dir),
    )
    return finished_run(config, train_part, val_part)


def finished_run(config, train_part, val_part) -> Path:
    """The folder of a run of ``config`` trained to its end on one torch thread (as ``one_torch_thread``:
    tiny models train faster so), outside the list of runs."""
    import torch

    from workbench.core.training.engine.loop import train

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        result = train(config, train_part, val_part, listed=False)
    finally:
        torch.set_num_threads(threads)
    assert result.status == "finished", result.message
    return Path(result.run_dir)


@pytest.fixture(scope="module")
def tiny_lora_run(tiny_gpt2_folder: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A finished LoRA run of the tiny GPT-2 (see the module doc), once per test module."""
    return train_tiny_lora_run(tiny_gpt2_folder, tmp_path_factory.mktemp("tiny-lora-run") / "adapted")
