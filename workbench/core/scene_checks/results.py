"""What playing a scene's checks gives: one result per check and a scene's report of them, with the verdict
that sums them up (``workbench.core.scene_checks`` makes them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class CheckResult:
    kind: str
    holds: bool | None  # None: not played (a training check, or a textbook model that is not here)
    detail: str  # what the model actually showed, in a line
    # a training check: its scene's recording (``scene_recordings.Recording.summary``, with ``holds`` and,
    # after a fresh run, ``agrees``); None when the scene has none
    recorded: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        data = {"kind": self.kind, "holds": self.holds, "detail": self.detail}
        if self.kind == "training":
            data["recorded"] = self.recorded
        return data


def verdict(results: tuple[CheckResult, ...]) -> bool | None:
    """False if any check failed; True if at least one held and none failed; None if none was played."""
    if any(r.holds is False for r in results):
        return False
    return True if any(r.holds for r in results) else None


@dataclass(frozen=True)
class SceneReport:
    title: str
    claim: str
    results: tuple[CheckResult, ...]
    textbook_claim: str = ""
    textbook_results: tuple[CheckResult, ...] = ()
    seconds: float = 0.0

    @property
    def holds(self) -> bool | None:
        return verdict(self.results)

    @property
    def detail(self) -> str:
        return "; ".join(r.detail for r in self.results) or "no check"

    @property
    def textbook_holds(self) -> bool | None:
        return verdict(self.textbook_results)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "title": self.title,
            "claim": self.claim,
            "holds": self.holds,
            "detail": self.detail,
            "checks": [r.to_dict() for r in self.results],
            "seconds": round(self.seconds, 2),
        }
        if any(r.kind == "training" for r in self.results):
            data["recorded"] = next(r.recorded for r in self.results if r.kind == "training")
        if self.textbook_results:
            data["textbook"] = {
                "claim": self.textbook_claim,
                "holds": self.textbook_holds,
                "detail": "; ".join(r.detail for r in self.textbook_results),
            }
        return data
