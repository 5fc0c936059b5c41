"""Tiny real models standing in for the lecture pack on the fake hub: each is served under the Hugging Face id
of a pack model, so the pack is downloaded, found and loaded as the real one would be, in a
fraction of a second."""

from __future__ import annotations

from pathlib import Path

from tests.support.fake_hub import FakeHub
from tests.support.tiny_lms import save_tiny_gpt2, save_tiny_roberta
from tests.support.tiny_models import save_tiny_bert
from workbench.core.models import catalogue


def save_stand_ins(folder: Path) -> dict[str, Path]:
    """Catalogue id -> a tiny model of the same kind (a BERT for T5, which no test here runs)."""
    makers = {
        "bert-base-uncased": lambda path: save_tiny_bert(path, seed=1),
        "gpt2": lambda path: save_tiny_gpt2(path, seed=2),
        "distilroberta-base": lambda path: save_tiny_roberta(path, seed=3),
        "t5-small": lambda path: save_tiny_bert(path, seed=4),
    }
    assert set(makers) == {entry.id for entry in catalogue.lecture_pack()}
    return {model_id: make(folder / model_id) for model_id, make in makers.items()}


def serve_pack(hub: FakeHub, stand_ins: dict[str, Path], leave_out: tuple[str, ...] = ()) -> None:
    """Serve each stand-in under its pack model's Hugging Face id (but those in ``leave_out``)."""
    for model_id, folder in stand_ins.items():
        if model_id not in leave_out:
            hub.add_repo(catalogue.get_entry(model_id).hf_id, folder)


def pack_bytes(stand_ins: dict[str, Path]) -> int:
    """What downloading every stand-in fetches (all the files the downloader picks are served)."""
    from workbench.core.models.downloads import select_files

    total = 0
    for folder in stand_ins.values():
        names = [p.name for p in folder.iterdir() if p.is_file()]
        total += sum((folder / name).stat().st_size for name in select_files(names))
    return total
