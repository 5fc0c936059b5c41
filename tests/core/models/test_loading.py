"""The model layer on real folders: embedded models, tiny real models, and every kind of bad folder."""

import json
from pathlib import Path

import pytest
import torch

from tests.support.tiny_models import save_tiny_bert
from workbench.core.errors import ModelLoadError, ModelNotFound, UnsafeModelError
from workbench.core.models import embedded, loading


def test_embedded_minilm_loads_as_a_bert_encoder() -> None:
    loaded = loading.load_model("minilm-l6")
    assert type(loaded.model).__name__ == "BertModel"
    assert loaded.task == "base"
    assert loaded.config.num_hidden_layers == 6 and loaded.config.num_attention_heads == 12
    assert 22_000_000 < loaded.parameter_count < 23_000_000
    assert loaded.device.kind in ("cpu", "cuda", "mps")
    ids = loaded.tokenizer("The cat sat on the mat", return_tensors="pt")
    with torch.no_grad():
        hidden = loaded.model(**ids).last_hidden_state
    assert hidden.shape == (1, ids["input_ids"].shape[1], 384)


def test_eager_attention_returns_weights() -> None:
    loaded = loading.load_model("minilm-l6", attention="eager")
    assert loaded.attention_implementation == "eager"
    ids = loaded.tokenizer("Attention please", return_tensors="pt")
    with torch.no_grad():
        out = loaded.model(**ids, output_attentions=True)
    assert len(out.attentions) == 6
    torch.testing.assert_close(out.attentions[0].sum(-1), torch.ones_like(out.attentions[0].sum(-1)))


@pytest.mark.slow
def test_converted_smollm2_matches_the_gguf_original(converted_smollm2: Path) -> None:
    assert embedded.is_converted(embedded.smollm2_converted_folder())
    loaded = loading.load_model("smollm2-135m")
    assert loaded.task == "causal-lm"
    assert loaded.source.folder == embedded.smollm2_converted_folder()
    assert loaded.config.num_hidden_layers == 30 and loaded.config.num_attention_heads == 9
    original, tokenizer = embedded.load_smollm2_from_gguf()
    ids = tokenizer("Once upon a", return_tensors="pt")
    with torch.no_grad():
        expected = original(**ids).logits[0, -1]
        got = loaded.model(**ids).logits[0, -1]
    torch.testing.assert_close(got, expected)
    assert loaded.tokenizer.decode([int(got.argmax())]) == " time"


def test_tiny_masked_lm_folder_loads_with_its_head(tmp_path: Path) -> None:
    loaded = loading.load_model(str(save_tiny_bert(tmp_path / "tiny")))
    assert loaded.task == "masked-lm"
    assert loaded.newly_initialised == ()


def test_missing_head_is_reported(tmp_path: Path) -> None:
    folder = save_tiny_bert(tmp_path / "body", masked_lm=False)
    loaded = loading.load_model(str(folder), "masked-lm")
    assert loaded.newly_initialised
    assert any("start random" in note for note in loaded.notes)


def test_tokenizer_and_config_come_without_the_weights(tmp_path: Path) -> None:
    folder = save_tiny_bert(tmp_path / "tiny")
    only = loading.load_tokenizer_and_config(str(folder))
    assert only.name == "tiny" and only.source.folder == folder.resolve()
    assert only.config.model_type == "bert" and only.tokenizer("a b").input_ids
    (folder / "tokenizer.json").write_text("{")
    (folder / "vocab.txt").unlink(missing_ok=True)
    with pytest.raises(ModelLoadError, match="tokenizer of tiny could not be read"):
        loading.load_tokenizer_and_config(str(folder))


def test_not_a_model_folder(tmp_path: Path) -> None:
    (tmp_path / "photos").mkdir()
    with pytest.raises(ModelLoadError, match="no config.json"):
        loading.load_model(str(tmp_path / "photos"))


def test_missing_folder_and_unknown_names() -> None:
    with pytest.raises(ModelNotFound, match="does not exist"):
        loading.load_model("/no/such/folder")
    with pytest.raises(ModelNotFound, match="neither"):
        loading.load_model("not-a-model-anywhere")
    with pytest.raises(ModelNotFound, match="No model"):
        loading.load_model("  ")


def test_catalogue_model_not_downloaded_says_how_to_get_it() -> None:
    with pytest.raises(ModelNotFound) as caught:
        loading.load_model("bert-large-uncased")
    assert "not on this computer" in caught.value.message
    assert "Download" in caught.value.hint


def test_unknown_architecture_and_remote_code(tmp_path: Path) -> None:
    folder = save_tiny_bert(tmp_path / "m")
    config = json.loads((folder / "config.json").read_text())
    config["model_type"] = "brand-new-arch"
    (folder / "config.json").write_text(json.dumps(config))
    with pytest.raises(ModelLoadError, match="not known"):
        loading.load_model(str(folder))
    config["auto_map"] = {"AutoModel": "modeling_new.NewModel"}
    (folder / "config.json").write_text(json.dumps(config))
    (folder / "modeling_new.py").write_text("raise SystemExit('this must never run')\n")
    with pytest.raises(UnsafeModelError, match="never runs code"):
        loading.load_model(str(folder))


def test_damaged_config(tmp_path: Path) -> None:
    folder = save_tiny_bert(tmp_path / "m")
    (folder / "config.json").write_text("{ half a file")
    with pytest.raises(ModelLoadError, match="damaged"):
        loading.load_model(str(folder))


def test_pickle_only_checkpoint_is_refused_unless_allowed(tmp_path: Path) -> None:
    folder = save_tiny_bert(tmp_path / "m", safetensors=False)
    assert (folder / "pytorch_model.bin").exists()
    with pytest.raises(UnsafeModelError, match="pickle"):
        loading.load_model(str(folder))
    loaded = loading.load_model(str(folder), allow_pickle=True)
    assert loaded.task == "masked-lm"


def test_truncated_and_missing_weights(tmp_path: Path) -> None:
    folder = save_tiny_bert(tmp_path / "m")
    weights = folder / "model.safetensors"
    data = weights.read_bytes()
    weights.write_bytes(data[: len(data) // 2])
    with pytest.raises(ModelLoadError, match="is damaged"):
        loading.load_model(str(folder))
    weights.unlink()
    with pytest.raises(ModelLoadError, match="no weights"):
        loading.load_model(str(folder))


def test_unwritable_data_folder_falls_back_to_the_gguf_file(tmp_path: Path, monkeypatch) -> None:
    home = tmp_path / "read-only-home"
    home.mkdir()
    (home / "data").write_text("a file where the data folder should be")
    monkeypatch.setenv("WORKBENCH_HOME", str(home))
    source = loading.resolve("smollm2-135m")
    assert source.gguf_file == embedded.SMOLLM2_GGUF
    assert source.folder == embedded.smollm2_gguf().parent
