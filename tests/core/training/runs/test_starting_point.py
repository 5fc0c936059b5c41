"""What a run's model loads as for the attention views and the layer-by-layer read-out (``run_task``): a
language model's run with its own output layer, whichever family trained it; any other as its folder holds."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from workbench.core.errors import WrongModelKind
from workbench.core.training.runs.starting_point import run_task


def recorded_run(folder: Path, objective: str, **info: object) -> Path:
    """A run's folder as training leaves it, as far as ``run_task`` reads it: its config and its kept
    weights' record."""
    (folder / "best").mkdir(parents=True)
    (folder / "config.json").write_text(json.dumps({"objective": objective}), encoding="utf-8")
    (folder / "best" / "workbench.json").write_text(json.dumps({"objective": objective, **info}), "utf-8")
    return folder


@pytest.mark.parametrize(
    ("objective", "task"),
    [
        ("mlm", "masked-lm"),
        ("clm", "causal-lm"),
        ("chat", "causal-lm"),
        ("summarize", "causal-lm"),  # a left-to-right model taught to summarise: once loaded without its head
        ("classify", "auto"),
        ("ner", "auto"),
    ],
)
def test_a_run_loads_with_its_language_model_head_when_it_has_one(tmp_path: Path, objective, task) -> None:
    assert run_task(recorded_run(tmp_path / objective, objective)) == task


def test_an_encoder_decoder_s_run_is_refused(tmp_path: Path) -> None:
    with pytest.raises(WrongModelKind):
        run_task(recorded_run(tmp_path / "t5", "summarize", seq2seq=True))
