"""The Attention tab's before-and-after jobs on a real LoRA run of the tiny GPT-2: the run's merged model
next to the model it started from, how much the attention changed, and the plain message when that model is
gone."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from tests.support.tiny_runs import tiny_lora_run  # noqa: F401 - fixture
from tests.support.training_data import tiny_gpt2_folder  # noqa: F401 - fixture
from workbench.core.errors import ModelNotFound, TrainingError
from workbench.core.explore.attention import extract_attention
from workbench.core.explore.attention_change import attention_change, change_rows
from workbench.core.models.loading import ModelCache
from workbench.core.sessions.attention import before_and_after, comparable_runs
from workbench.core.training.engine import run_index
from workbench.core.training.runs.starting_point import load_run_pair

TEXT = "the cat sat on the"


def test_a_lora_run_is_shown_beside_its_base_and_its_attention_changed(
    tiny_lora_run: Path,  # noqa: F811
    tiny_gpt2_folder: Path,  # noqa: F811
) -> None:
    assert (tiny_lora_run / "best" / "adapter_config.json").is_file(), "a LoRA run keeps an adapter"
    pair = load_run_pair(tiny_lora_run, attention="eager", cache=ModelCache())
    assert pair.base == str(tiny_gpt2_folder) and pair.task == "causal-lm"
    assert pair.before.source.folder == tiny_gpt2_folder.resolve()
    assert pair.after.source.folder.name == "merged", "the adapter is merged into a copy of the base"
    assert pair.before.attention_implementation == pair.after.attention_implementation == "eager"
    assert (
        pair.before_title == f"before: {tiny_gpt2_folder.name}" and pair.after_title == "after: run adapted"
    )

    shown = before_and_after(pair, TEXT)
    np.testing.assert_array_equal(shown.before.attentions, extract_attention(pair.before, TEXT).attentions)
    assert shown.before.tokens == shown.after.tokens
    assert shown.change.per_layer().shape == (shown.before.layers,)
    assert shown.change.per_layer().min() > 1e-4, "LoRA on the attention changed every layer's weights"
    manual = np.abs(shown.after.attentions[1, 0] - shown.before.attentions[1, 0])[np.tril_indices(5)].mean()
    assert shown.change.per_layer(0)[1] == pytest.approx(manual)
    assert (
        shown.lens_before.model == tiny_gpt2_folder.name
        and len(shown.lens_after.rows) == shown.before.layers + 1
    )
    rows = change_rows(shown.change)
    assert rows[1][:2] == ["1", "average"] and rows[1][-2:] == [tiny_gpt2_folder.name, "merged"]


def test_a_model_compared_with_itself_changed_by_exactly_zero(tiny_gpt2_folder: Path) -> None:  # noqa: F811
    loaded = ModelCache().get(str(tiny_gpt2_folder), "causal-lm", attention="eager")
    change = attention_change(extract_attention(loaded, TEXT), extract_attention(loaded, TEXT))
    assert np.all(change.mean == 0) and np.all(change.largest == 0)


def test_the_runs_listed_are_those_with_a_kept_model(
    tiny_lora_run: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    unfinished = tmp_path / "unfinished"
    unfinished.mkdir()
    shutil.copy(tiny_lora_run / "config.json", unfinished / "config.json")
    for folder in (tiny_lora_run, unfinished):
        run_index.record(folder)
    assert [run.path for run in comparable_runs()] == [tiny_lora_run]
    with pytest.raises(TrainingError, match="no kept model yet"):
        load_run_pair(unfinished)


def test_a_run_whose_base_is_gone_says_what_to_do(tiny_lora_run: Path, tmp_path: Path) -> None:  # noqa: F811
    moved = tmp_path / "moved-run"
    shutil.copytree(tiny_lora_run, moved, ignore=shutil.ignore_patterns("merged"))
    config = json.loads((moved / "config.json").read_text(encoding="utf-8"))
    config["model"] = str(tmp_path / "gone" / "tiny-gpt2")
    (moved / "config.json").write_text(json.dumps(config), encoding="utf-8")
    with pytest.raises(ModelNotFound) as raised:
        load_run_pair(moved, cache=ModelCache())
    message = str(raised.value)
    assert "moved-run started from" in message and "not on this computer" in message
    assert "Download" in message and "put its folder back" in message
    assert not (moved / "merged").exists(), "nothing is merged without the base"
