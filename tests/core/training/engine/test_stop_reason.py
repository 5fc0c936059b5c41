"""Why a run stopped, as parts beside its English line: the line is word for word what runs have always
written, the parts read back from it (runs and recordings from before the parts were kept), and the window
words the parts in its own language."""

from __future__ import annotations

import pytest

from workbench.core import words
from workbench.core.training.engine.progress import Progress
from workbench.core.training.engine.stop_reason import (
    StopReason,
    cancelled,
    completed,
    disk_full,
    read_english,
    stop_reason_words,
    stopped_early,
)

# every ending the engine words itself, with the English its runs have always written for it
ENGLISH = [
    (completed(3, 12), "completed 3 epochs (12 steps)"),
    (completed(1, 4), "completed 1 epoch (4 steps)"),
    (
        stopped_early(45, "macro-F1", 2, 15),
        "stopped early at step 45: the validation macro-F1 did not improve for 2 evaluations "
        "(best at step 15)",
    ),
    (
        stopped_early(8, "loss", 1, 4),
        "stopped early at step 8: the validation loss did not improve for 1 evaluations (best at step 4)",
    ),
    (
        stopped_early(30, "entity F1", 3, 12),
        "stopped early at step 30: the validation entity F1 did not improve for 3 evaluations "
        "(best at step 12)",
    ),
    (cancelled(7), "cancelled at step 7"),
    (disk_full(9), "stopped at step 9: the disk is full"),
]


@pytest.mark.parametrize(("stop", "english"), ENGLISH)
def test_the_english_line_is_unchanged_and_reads_back_into_its_parts(stop: StopReason, english: str) -> None:
    assert stop.english() == english
    assert read_english(english) == stop
    assert StopReason.from_dict(stop.to_dict()) == stop


def test_other_english_forms_and_other_texts() -> None:
    # a singular evaluation, should the line ever say so, and an early stop with no kept step
    assert read_english(
        "stopped early at step 8: the validation loss did not improve for 1 evaluation (best at step None)"
    ) == StopReason("early", 8, what="loss", patience=1, best_step=None)
    # a failed run's message, or the old recordings' shortened line: shown as they are
    for text in ("The model does not fit in the GPU's memory.", "completed 2 epochs", ""):
        assert read_english(text) is None
        assert stop_reason_words(None, text) == text
    assert StopReason.from_dict({"kind": "exploded", "step": 3}) is None
    assert StopReason.from_dict({"kind": "early", "step": "x"}) is None


def test_the_window_words_it_from_its_parts_or_from_the_english() -> None:
    """With no translator installed the window says the English, with the singular where the count is 1;
    the parts win over the line."""
    assert stop_reason_words(completed(1, 1), "") == "completed 1 epoch (1 step)"
    assert stop_reason_words(None, "completed 1 epoch (4 steps)") == "completed 1 epoch (4 steps)"
    assert stop_reason_words(stopped_early(8, "loss", 1, 4).to_dict(), "whatever") == (
        "stopped early at step 8: the validation loss did not improve for 1 evaluation (best at step 4)"
    )
    words.set_separators(",", ".")
    try:
        assert (
            stop_reason_words(None, "completed 2 epochs (1234 steps)") == "completed 2 epochs (1.234 steps)"
        )
    finally:
        words.set_separators()


def test_a_checkpoint_from_before_the_parts_keeps_its_early_stop() -> None:
    english = ENGLISH[2][1]
    assert Progress.from_dict({"step": 45, "stop_reason": english}).stop == stopped_early(
        45, "macro-F1", 2, 15
    )
    saved = Progress(step=45, stop=cancelled(45)).to_dict()
    assert saved["stop"] == {"kind": "cancelled", "step": 45}
    assert Progress.from_dict(saved).stop == cancelled(45)
