"""Tiny random language models of each family, built and loaded once per test session, and the embedded
SmolLM2 (converted once by the session's ``converted_smollm2``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.tiny_lms import save_tiny_distilbert, save_tiny_gpt2, save_tiny_llama, save_tiny_roberta
from tests.support.tiny_models import save_tiny_bert

BUILDERS = {
    "bert": save_tiny_bert,
    "distilbert": save_tiny_distilbert,
    "roberta": save_tiny_roberta,
    "gpt2": save_tiny_gpt2,
    "llama": save_tiny_llama,
}


@pytest.fixture(scope="session")
def tiny_folders(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("tiny-lms")
    return {name: build(root / name) for name, build in BUILDERS.items()}


@pytest.fixture(scope="session")
def tiny(tiny_folders: dict[str, Path]):
    """name -> LoadedModel for bert, distilbert, roberta (masked LMs), gpt2 and llama (causal LMs)."""
    from workbench.core.models.loading import load_model

    return {name: load_model(str(folder)) for name, folder in tiny_folders.items()}


@pytest.fixture(scope="session")
def smollm2(converted_smollm2: Path):
    """The embedded SmolLM2-135M, loaded once."""
    from workbench.core.models.loading import load_model

    return load_model(str(converted_smollm2))
