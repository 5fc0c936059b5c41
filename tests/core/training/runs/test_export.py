"""Exported models load in transformers' pipeline and predict what the app predicts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch

from tests.support.training_data import (  # noqa: F401 - fixtures
    animal_texts,
    one_torch_thread,
    tiny_bert_folder,
    tiny_gpt2_folder,
)
from workbench.core.errors import TrainingError
from workbench.core.training.config import TrainConfig
from workbench.core.training.engine.loop import train
from workbench.core.training.runs.classifier import load_trained
from workbench.core.training.runs.export import export_model

TEXTS = ["the cat sat on the mat", "a dog went to buy milk", "the man ran", "a cat is playing", "dog"]


@pytest.fixture(autouse=True)
def _one_thread(one_torch_thread) -> None:  # noqa: F811
    pass


def pipeline_predictions(folder: Path) -> list[dict]:
    from transformers import pipeline

    return pipeline("text-classification", model=str(folder), device="cpu")(TEXTS)


def assert_same_predictions(app, theirs: list[dict]) -> None:
    assert [p.label for p in app] == [t["label"] for t in theirs]
    assert [p.score for p in app] == pytest.approx([t["score"] for t in theirs], abs=1e-5)


def test_full_model_export_loads_in_a_pipeline_and_agrees_with_the_app(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    train_part, val_part = animal_texts()
    config = TrainConfig(
        model=str(tiny_bert_folder), epochs=3, batch_size=4, learning_rate=1e-2, max_length=16
    )
    result = train(config, train_part, val_part)
    app = load_trained(Path(result.run_dir))
    # The kept weights are the ones the run scored: the app's predictions reproduce its accuracy.
    predicted = [p.index for p in app.predict(list(val_part.texts))]
    accuracy = sum(p == y for p, y in zip(predicted, val_part.labels, strict=True)) / len(predicted)
    assert accuracy == result.accuracy
    exported = export_model(Path(result.run_dir), tmp_path / "export")
    assert exported.kind == "model" and exported.label_names == ("cat", "dog")
    files = {p.name for p in exported.folder.iterdir()}
    assert {"config.json", "model.safetensors", "tokenizer.json", "README.md"} <= files
    config = json.loads((exported.folder / "config.json").read_text())
    assert config["id2label"] == {"0": "cat", "1": "dog"} and config["label2id"] == {"cat": 0, "dog": 1}
    assert_same_predictions(app.predict(TEXTS), pipeline_predictions(exported.folder))
    with pytest.raises(TrainingError, match="not empty"):
        export_model(Path(result.run_dir), tmp_path / "export")


def test_lora_exports_an_adapter_and_a_merged_model(
    tiny_gpt2_folder: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    from peft import PeftModel

    from workbench.core.models.loading import load_model
    from workbench.core.training.methods import classification_kwargs, ensure_pad_token, quiet_peft

    train_part, val_part = animal_texts()
    config = TrainConfig(
        model=str(tiny_gpt2_folder),
        method="lora",
        lora_r=4,
        epochs=2,
        batch_size=4,
        learning_rate=1e-2,
        max_length=16,
    )
    result = train(config, train_part, val_part)
    assert result.status == "finished", result.message
    app = load_trained(Path(result.run_dir))
    assert app.is_adapter
    ours = app.predict(TEXTS)

    adapter = export_model(Path(result.run_dir), tmp_path / "adapter")
    assert adapter.kind == "adapter"
    assert {"adapter_config.json", "adapter_model.safetensors"} <= {p.name for p in adapter.folder.iterdir()}
    base = load_model(
        str(tiny_gpt2_folder), "classification", model_kwargs=classification_kwargs(["cat", "dog"])
    )
    ensure_pad_token(base.model, base.tokenizer)
    with quiet_peft():
        reloaded = PeftModel.from_pretrained(base.model, str(adapter.folder)).eval()
    batch = base.tokenizer(TEXTS, padding=True, return_tensors="pt")
    with torch.no_grad():
        probabilities = reloaded(**batch).logits.softmax(-1)
    torch.testing.assert_close(
        probabilities, torch.tensor([p.probabilities for p in ours]), atol=1e-5, rtol=0
    )

    merged = export_model(Path(result.run_dir), tmp_path / "merged", merge_lora=True)
    assert merged.kind == "merged" and not (merged.folder / "adapter_config.json").exists()
    config_json = json.loads((merged.folder / "config.json").read_text())
    assert config_json["pad_token_id"] == 0 and config_json["id2label"] == {"0": "cat", "1": "dog"}
    assert_same_predictions(ours, pipeline_predictions(merged.folder))
