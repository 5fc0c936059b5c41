"""`workbench scenes check --headless` (the numbers alone, no window): JSON shape, text lines and exit codes,
on a small deck that needs no model."""

from __future__ import annotations

import json
from pathlib import Path

from workbench import cli
from workbench.core import scenes
from workbench.core.scenes import Scene, SceneDeck

SOFTMAX = {"softmax_words": "sat, ran, jumped, slept", "softmax_logits": "2.5, 1.0, 0.5, 1.5"}


def write_deck(path: Path, *specs: tuple[str, dict]) -> Path:
    deck = SceneDeck(
        "Small",
        tuple(
            Scene(
                title,
                "Says.",
                "train" if spec["kind"] == "training" else "next_token",
                {} if spec["kind"] == "training" else SOFTMAX,
                f"Claim {title}.",
                (spec,),
            )
            for title, spec in specs
        ),
    )
    scenes.save_deck(deck, path)
    return path


def test_json_reports_every_scene_and_a_failed_claim_exits_1(tmp_path, capsys) -> None:
    path = write_deck(
        tmp_path / "deck.json",
        ("Holds", {"kind": "softmax", "word": "sat", "at_least": 0.5}),
        ("Fails", {"kind": "softmax", "word": "sat", "at_least": 0.9}),
        ("Trains", {"kind": "training", "experiment": "fine_tune"}),
    )
    assert cli.main(["scenes", "check", "--headless", "--json", "--deck", str(path)]) == 1
    report = json.loads(capsys.readouterr().out)
    rows = report["scenes"]
    assert [(r["title"], r["holds"]) for r in rows] == [("Holds", True), ("Fails", False), ("Trains", None)]
    assert all({"title", "claim", "holds", "detail"} <= set(r) for r in rows)
    assert rows[0]["claim"] == "Claim Holds." and "sat 57.9%" in rows[1]["detail"]
    assert rows[2]["detail"] == "fine_tune: skipped: run with --training"


def test_text_output_marks_each_scene_and_all_holding_exits_0(tmp_path, capsys) -> None:
    path = write_deck(
        tmp_path / "deck.json",
        ("Holds", {"kind": "softmax", "word": "sat", "at_least": 0.5}),
        ("Trains", {"kind": "training", "experiment": "fine_tune"}),
    )
    assert cli.main(["scenes", "check", "--headless", "--deck", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("✓ Holds — softmax at temperature 1: sat 57.9%")
    assert lines[1] == "– Trains — fine_tune: skipped: run with --training"
    assert lines[-1] == "1 of 2 scenes hold, 0 do not, 1 not checked here."
