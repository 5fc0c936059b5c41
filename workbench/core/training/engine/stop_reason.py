"""Why a run stopped, kept as data (``StopReason``) beside the plain English line the run's files have always
had (``TrainResult.stop_reason``, which the command line prints and older versions read).

The engine words four endings itself: the epochs completed, early stopping, a cancel, a full disk.  Each is
written to ``summary.json`` twice: as the English line (``english()``, the same words as ever) and as its
parts (``to_dict()``: ``{"kind": "early", "step": 45, "what": "macro-F1", "patience": 2, "best_step": 15}``).
A failed run's reason is its error message, already in the words it was shown in; it has no parts.

``stop_reason_words`` is how the window says it, in its language, from the parts; a run or a scene's
recording from before the parts were kept has only the English line, which ``read_english`` reads back into
them (a line it does not know is shown as it is).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from workbench.core.words import QT_TRANSLATE_NOOP, number, translate

KINDS = ("completed", "early", "cancelled", "disk_full")

# The score early stopping watched (a metrics class's ``score_name``, "loss" when kept by the validation loss)
# as the window names it
SCORE_NAMES = {
    "loss": QT_TRANSLATE_NOOP("StopReason", "loss"),
    "macro-F1": QT_TRANSLATE_NOOP("StopReason", "macro-F1"),
    "entity F1": QT_TRANSLATE_NOOP("StopReason", "entity F1"),
    "F1": QT_TRANSLATE_NOOP("StopReason", "F1"),
    "ROUGE-L": QT_TRANSLATE_NOOP("StopReason", "ROUGE-L"),
}


@dataclass(frozen=True)
class StopReason:
    """How a run the engine ended by itself stopped: ``kind`` (one of ``KINDS``) at ``step``; a completed run
    its ``epochs``; an early stop the score it watched (``what``), its ``patience`` and the ``best_step``."""

    kind: str
    step: int
    epochs: int = 0
    what: str = ""
    patience: int = 0
    best_step: int | None = None

    def english(self) -> str:
        """The line the run's files keep in ``stop_reason``, word for word as it has always been written."""
        if self.kind == "completed":
            return f"completed {self.epochs} epoch{'s' if self.epochs != 1 else ''} ({self.step} steps)"
        if self.kind == "early":
            return (
                f"stopped early at step {self.step}: the validation {self.what} did not improve for "
                f"{self.patience} evaluations (best at step {self.best_step})"
            )
        if self.kind == "cancelled":
            return f"cancelled at step {self.step}"
        return f"stopped at step {self.step}: the disk is full"

    def words(self) -> str:
        """The reason in the window's language, numbers written its way."""
        step = number(self.step, ",")
        if self.kind == "completed":
            steps = (
                translate("StopReason", "1 step")
                if self.step == 1
                else translate("StopReason", "{count} steps", None, self.step).format(count=step)
            )
            line = (
                translate("StopReason", "completed 1 epoch ({steps})")
                if self.epochs == 1
                else translate("StopReason", "completed {epochs} epochs ({steps})", None, self.epochs)
            )
            return line.format(epochs=number(self.epochs, ","), steps=steps)
        if self.kind == "early":
            what = translate("StopReason", SCORE_NAMES[self.what]) if self.what in SCORE_NAMES else self.what
            line = (
                translate(
                    "StopReason",
                    "stopped early at step {step}: the validation {what} did not improve for 1 evaluation "
                    "(best at step {best})",
                )
                if self.patience == 1
                else translate(
                    "StopReason",
                    "stopped early at step {step}: the validation {what} did not improve for {patience} "
                    "evaluations (best at step {best})",
                    None,
                    self.patience,
                )
            )
            best = number(self.best_step, ",") if self.best_step is not None else "?"
            return line.format(step=step, what=what, patience=number(self.patience), best=best)
        if self.kind == "cancelled":
            return translate("StopReason", "cancelled at step {step}").format(step=step)
        return translate("StopReason", "stopped at step {step}: the disk is full").format(step=step)

    def to_dict(self) -> dict[str, Any]:
        """The parts that say this kind of ending, as ``summary.json``'s ``stop`` keeps them."""
        data: dict[str, Any] = {"kind": self.kind, "step": self.step}
        if self.kind == "completed":
            data["epochs"] = self.epochs
        elif self.kind == "early":
            data.update(what=self.what, patience=self.patience, best_step=self.best_step)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> StopReason | None:
        """The reason from ``to_dict()``'s parts; None when there are none or they cannot be read (a file
        edited by hand, or written by a newer version with an ending this one does not know)."""
        if not isinstance(data, dict) or data.get("kind") not in KINDS:
            return None
        try:
            best = data.get("best_step")
            return cls(
                kind=str(data["kind"]),
                step=int(data["step"]),
                epochs=int(data.get("epochs", 0)),
                what=str(data.get("what", "")),
                patience=int(data.get("patience", 0)),
                best_step=int(best) if best is not None else None,
            )
        except (KeyError, TypeError, ValueError):
            return None


def completed(epochs: int, step: int) -> StopReason:
    return StopReason("completed", step, epochs=epochs)


def stopped_early(step: int, what: str, patience: int, best_step: int | None) -> StopReason:
    return StopReason("early", step, what=what, patience=patience, best_step=best_step)


def cancelled(step: int) -> StopReason:
    return StopReason("cancelled", step)


def disk_full(step: int) -> StopReason:
    return StopReason("disk_full", step)


_ENGLISH = (
    (re.compile(r"completed (?P<epochs>\d+) epochs? \((?P<step>\d+) steps\)"), "completed"),
    (
        re.compile(
            r"stopped early at step (?P<step>\d+): the validation (?P<what>.+?) did not improve for "
            r"(?P<patience>\d+) evaluations? \(best at step (?P<best_step>\d+|None)\)"
        ),
        "early",
    ),
    (re.compile(r"cancelled at step (?P<step>\d+)"), "cancelled"),
    (re.compile(r"stopped at step (?P<step>\d+): the disk is full"), "disk_full"),
)


def read_english(text: str) -> StopReason | None:
    """The parts of an English line the engine wrote (a run or a recording from before they were kept);
    None for any other text (a failed run's message)."""
    for pattern, kind in _ENGLISH:
        found = pattern.fullmatch(text.strip())
        if found is not None:
            parts: dict[str, Any] = {"kind": kind, **found.groupdict()}
            if parts.get("best_step") == "None":
                parts["best_step"] = None
            return StopReason.from_dict(parts)
    return None


def stop_reason_words(stop: StopReason | dict[str, Any] | None, text: str) -> str:
    """Why a run stopped, in the window's language: from its parts (``stop``: a ``StopReason`` or its
    ``to_dict()``) when it has them, else from its English line (``text``) read back; a line that is not
    one the engine writes (a failed run's message) as it is."""
    reason = stop if isinstance(stop, StopReason) else StopReason.from_dict(stop)
    reason = reason or read_english(text or "")
    return reason.words() if reason is not None else (text or "")
