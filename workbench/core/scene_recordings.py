"""Recorded runs of the lecture's training scenes: what a scene's training showed on a known machine, shipped
with the lecture so that the scene can show the result at once while the lecturer trains live.

One JSON file per training scene in ``resources/scenes/recordings/``, named after the scene's title
(``file_name``).  ``workbench scenes record`` writes them (``scene_training.record_scene`` trains the scene as
``scenes check --training`` does); ``scenes check`` reads them.  The format (``FORMAT`` 1):

``format``      1
``scene``       the scene's title; ``state`` the scene's state it was recorded from (a scene whose state has
                changed since no longer matches its recording: ``matches``)
``experiment``  the training check's experiment ("fine_tune", "forgetting", ...)
``machine``     where it ran, in words ("2-core CPU"), and ``load``: the machine's load average then
``torch``, ``transformers``  their versions; ``date`` (ISO day); ``seconds``: the whole check, wall time
``seeds``       the seeds of its runs
``figures``     the numbers the claim is judged on (``{"accuracy": 0.95, "confidence": 0.98}``)
``tolerance``   how far a fresh run's figure may be from the recording's and still agree: ``{"within": 0.1}``
                (absolute) or ``{"factor": 3}`` (either way); a figure without one is not compared
``detail``      the check's line, as ``scenes check`` printed it (in English; the window words the same line
                in its language from the figures and runs: ``Recording.line``)
``runs``        each training run: ``label``, ``seed``, ``objective``, ``epochs``, ``total_steps``,
                ``steps`` ([step, epoch, training loss] each), ``evals`` ([step, epoch, validation loss,
                score] each), ``final`` (the kept weights' metrics), ``stop_reason``, ``seconds``
``experiment_result``  for the one-click experiment: per size and arm the accuracy of each seed; for prompting
                vs fine-tuning: the ``model``, ``check_examples`` (and ``check_available``), ``seeds``,
                ``labels``, and per k the accuracy of each seed prompted and fine-tuned (None for k = 0)

No Qt here.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from workbench.core.training.engine.stop_reason import stop_reason_words
from workbench.core.words import number, translate

FORMAT = 1
FOLDER = "recordings"  # under resources/scenes


@dataclass(frozen=True)
class RecordedRun:
    """One training run of a recording: its curves and how it ended."""

    label: str
    seed: int
    objective: str = "classify"
    epochs: float = 0.0
    total_steps: int = 0
    steps: tuple[tuple[int, float, float], ...] = ()  # (step, epoch, training loss)
    evals: tuple[tuple[int, float, float, float], ...] = ()  # (step, epoch, validation loss, score)
    final: dict[str, Any] = field(default_factory=dict)
    stop_reason: str = ""
    seconds: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "seed": self.seed,
            "objective": self.objective,
            "epochs": self.epochs,
            "total_steps": self.total_steps,
            "steps": [[s, round(e, 4), round(loss, 5)] for s, e, loss in self.steps],
            "evals": [[s, round(e, 4), round(loss, 5), round(score, 5)] for s, e, loss, score in self.evals],
            "final": self.final,
            "stop_reason": self.stop_reason,
            "seconds": round(self.seconds, 1),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RecordedRun:
        return cls(
            label=str(data["label"]),
            seed=int(data.get("seed", 42)),
            objective=str(data.get("objective", "classify")),
            epochs=float(data.get("epochs", 0.0)),
            total_steps=int(data.get("total_steps", 0)),
            steps=tuple((int(s), float(e), float(loss)) for s, e, loss in data.get("steps", ())),
            evals=tuple(
                (int(s), float(e), float(loss), float(score)) for s, e, loss, score in data.get("evals", ())
            ),
            final=dict(data.get("final") or {}),
            stop_reason=str(data.get("stop_reason", "")),
            seconds=float(data.get("seconds", 0.0)),
        )


@dataclass(frozen=True)
class Recording:
    """A training scene's recorded run(s) and the figures its claim is judged on."""

    scene: str
    experiment: str
    state: dict[str, Any]
    machine: str
    date: str
    seconds: float
    seeds: tuple[int, ...]
    figures: dict[str, float]
    tolerance: dict[str, dict[str, float]] = field(default_factory=dict)
    detail: str = ""
    runs: tuple[RecordedRun, ...] = ()
    load: float | None = None
    torch: str = ""
    transformers: str = ""
    experiment_result: dict[str, Any] | None = None

    @property
    def label(self) -> str:
        """What the screen says over a recording: where and when, and how to train live."""
        return self.label_for(translate("Scenes", "Start"))

    def label_for(self, button: str) -> str:
        """The label naming ``button`` (in the window's words) as the one that trains live."""
        return translate("Scenes", "Recorded on a {machine}, {date} — press {button} to train live").format(
            machine=self.machine, date=self.date, button=button
        )

    def matches(self, state: dict[str, Any]) -> bool:
        """Whether this was recorded from ``state`` (the scene's state now)."""
        return _plain(self.state) == _plain(state)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "scene": self.scene,
            "experiment": self.experiment,
            "state": self.state,
            "machine": self.machine,
            "load": self.load,
            "torch": self.torch,
            "transformers": self.transformers,
            "date": self.date,
            "seconds": round(self.seconds, 1),
            "seeds": list(self.seeds),
            "figures": self.figures,
            "tolerance": self.tolerance,
            "detail": self.detail,
            "runs": [run.to_dict() for run in self.runs],
        }
        if self.experiment_result is not None:
            data["experiment_result"] = self.experiment_result
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Recording:
        if data.get("format") != FORMAT:
            raise ValueError(f"a recording of format {data.get('format')!r}; this version reads {FORMAT}")
        return cls(
            scene=str(data["scene"]),
            experiment=str(data["experiment"]),
            state=dict(data.get("state") or {}),
            machine=str(data.get("machine", "")),
            date=str(data.get("date", "")),
            seconds=float(data.get("seconds", 0.0)),
            seeds=tuple(int(s) for s in data.get("seeds", ())),
            figures={k: float(v) for k, v in (data.get("figures") or {}).items()},
            tolerance={k: dict(v) for k, v in (data.get("tolerance") or {}).items()},
            detail=str(data.get("detail", "")),
            runs=tuple(RecordedRun.from_dict(run) for run in data.get("runs", ())),
            load=data.get("load"),
            torch=str(data.get("torch", "")),
            transformers=str(data.get("transformers", "")),
            experiment_result=data.get("experiment_result"),
        )

    def line(self) -> str:
        """The figures the scene's claim is judged on, in a line in the window's language (``detail``, the
        line the check printed in English, says the same; ``LINES`` says which experiments it words)."""
        words = LINES.get(self.experiment)
        line = words(self) if words is not None else None
        return line if line is not None else self.detail

    def summary(self) -> dict[str, Any]:
        """What ``scenes check --json`` reports of it."""
        return {
            "machine": self.machine,
            "load": self.load,
            "date": self.date,
            "seconds": round(self.seconds, 1),
            "seeds": list(self.seeds),
            "figures": self.figures,
            "detail": self.detail,
        }


def _plain(state: dict[str, Any]) -> str:
    return json.dumps(state, sort_keys=True, ensure_ascii=False)


# --- a recording's figures in a line, in the window's language ----------------------------------------------
# Each says what ``scene_training``'s measure of its experiment says in ``detail`` (the same English, word for
# word, when no translator is installed), from the recording's figures and runs; None when a figure it needs
# is not there (the stored ``detail`` is shown instead).


def _forgetting_line(recording: Recording) -> str | None:
    figures = recording.figures
    if "accuracy" not in figures or not recording.runs:  # a failed run: its message is not kept
        return None
    run = recording.runs[0]
    return translate(
        "Scenes",
        "loss {first} at the first step, up to {highest}; {accuracy} right (always answering the commonest "
        "label: {chance}; {reason})",
    ).format(
        first=number(figures["first_loss"], ".2f"),
        highest=number(figures["highest_loss"], ".2f"),
        accuracy=number(figures["accuracy"], ".1%"),
        chance=number(figures["chance"], ".0%"),
        reason=stop_reason_words(None, run.stop_reason),
    )


def _fine_tune_line(recording: Recording) -> str | None:
    figures = recording.figures
    run = recording.runs[0] if recording.runs else None
    texts = int(run.final.get("examples") or 0) if run is not None else 0
    if run is None or not texts or "steps" not in figures:
        return None
    return translate(
        "Scenes",
        "{accuracy} of {texts} held-out texts right after {steps} steps ({reason}); {sure} sure of its right "
        "answers on average",
        None,
        texts,
    ).format(
        accuracy=number(figures["accuracy"], ".1%"),
        texts=number(texts, ","),
        steps=number(int(figures["steps"]), ","),
        reason=stop_reason_words(None, run.stop_reason),
        sure=number(figures["confidence"], ".0%"),
    )


def _pretrained_vs_scratch_line(recording: Recording) -> str | None:
    """The training part's size is not kept: it is the scene's limit on the examples (``max_examples``), and
    left out where the scene set none."""
    figures = recording.figures
    texts = int(recording.runs[0].final.get("examples") or 0) if recording.runs else 0
    if not texts:
        return None
    scores = {
        "check": number(texts, ","),
        "pre": number(figures["pretrained"], ".1%"),
        "scratch": number(figures["scratch"], ".1%"),
        "lead": number(figures["lead"] * 100, "+.1f"),
    }
    trained = recording.state.get("max_examples")
    if not trained:
        return translate(
            "Scenes", "{check} texts to check: pre-trained {pre}, from scratch {scratch} ({lead} points)"
        ).format(**scores)
    return translate(
        "Scenes",
        "{trained} training texts, {check} to check: pre-trained {pre}, from scratch {scratch} ({lead} "
        "points)",
    ).format(trained=number(int(trained), ","), **scores)


# one field word's ranks before and after, as ``scene_training.measure_adaptation`` wrote them in ``detail``
_RANKS = re.compile(r"“([^”]*)”: (#\d+|not in the top 5) → (#\d+|not in the top 5)")


def _adaptation_line(recording: Recording) -> str | None:
    """The field words' ranks are not among the figures: they are read back from ``detail``."""
    figures = recording.figures
    ranks = _RANKS.findall(recording.detail)
    if "risen" not in figures or not ranks:
        return None

    def rank(text: str) -> str:
        if text.startswith("#"):
            return translate("Scenes", "#{rank}").format(rank=text[1:])
        return translate("Scenes", "not in the top 5")

    words = ", ".join(
        translate("Scenes", "“{word}”: {before} → {after}").format(
            word=word, before=rank(before), after=rank(after)
        )
        for word, before, after in ranks
    )
    counts = {"risen": number(int(figures["risen"])), "count": number(len(ranks)), "words": words}
    if "perplexity_before" not in figures or "perplexity_after" not in figures:
        return translate("Scenes", "{risen} of {count} field words rose into the top 5 ({words})").format(
            **counts
        )
    return translate(
        "Scenes",
        "{risen} of {count} field words rose into the top 5 ({words}); perplexity {before} → {after}",
    ).format(
        before=number(figures["perplexity_before"], ".1f"),
        after=number(figures["perplexity_after"], ".1f"),
        **counts,
    )


LINES = {
    "forgetting": _forgetting_line,
    "fine_tune": _fine_tune_line,
    "pretrained_vs_scratch": _pretrained_vs_scratch_line,
    "adaptation": _adaptation_line,
}


# --- files --------------------------------------------------------------------------------------------------
def file_name(title: str) -> str:
    """The recording's file name for a scene called ``title``: "8 · Fine-tuning: body + head" ->
    "8-fine-tuning-body-head.json"."""
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return f"{slug or 'scene'}.json"


def builtin_folder() -> Path:
    """resources/scenes/recordings, where the lecture's recordings ship."""
    return Path(str(resources.files("workbench_resources") / "scenes" / FOLDER))


def write(recording: Recording, folder: Path | None = None) -> Path:
    folder = folder or builtin_folder()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / file_name(recording.scene)
    text = json.dumps(recording.to_dict(), indent=1, ensure_ascii=False)
    path.write_text(text + "\n", encoding="utf-8")
    return path


def read(path: Path) -> Recording:
    return Recording.from_dict(json.loads(path.read_text(encoding="utf-8")))


def find(title: str, folder: Path | None = None) -> Recording | None:
    """The recording of the scene called ``title`` (None when there is none, or it cannot be read)."""
    path = (folder or builtin_folder()) / file_name(title)
    if not path.is_file():
        return None
    try:
        return read(path)
    except (OSError, ValueError, KeyError, TypeError):
        return None


# --- comparing a fresh run with the recording ---------------------------------------------------------------
def disagreements(fresh: dict[str, float], recording: Recording) -> list[str]:
    """The figures of a fresh run that lie outside the recording's tolerance, in words ([] when all agree)."""
    found = []
    for name, rule in recording.tolerance.items():
        if name not in recording.figures:
            continue
        then, now = recording.figures[name], fresh.get(name)
        if now is None or (isinstance(now, float) and math.isnan(now)):
            found.append(f"{name}: none now (recorded {then:.3g})")
            continue
        if "within" in rule and abs(now - then) > rule["within"]:
            found.append(f"{name} {now:.3g}, recorded {then:.3g} (allowed ±{rule['within']:g})")
        elif "factor" in rule and (then <= 0 or now <= 0 or max(now / then, then / now) > rule["factor"]):
            found.append(f"{name} {now:.3g}, recorded {then:.3g} (allowed ×/÷{rule['factor']:g})")
    return found


def scene_recording(scene: Any, state: dict[str, Any] | None = None) -> Recording | None:
    """The recording a training ``scene`` shows on arrival: its own, made from ``state`` (the scene's state as
    played, its own by default); None for a scene that trains nothing, has none, or has changed since."""
    if not any(spec.get("kind") == "training" for spec in scene.checks):
        return None
    recording = find(scene.title)
    return (
        recording
        if recording is not None and recording.matches(scene.state if state is None else state)
        else None
    )


def recorded_fine_tune(folder: Path | None = None) -> Any:
    """The lecture's fine-tune as its costs scene recorded it (a ``costs.TypicalRun``: its time and energy,
    where and when), for the list of runs' line for scale; None when no such recording ships."""
    from workbench.core.training.costs import WATTS_PER_BUSY_CORE, TypicalRun

    where = folder or builtin_folder()
    for path in sorted(where.glob("*.json")) if where.is_dir() else ():
        try:
            recording = read(path)
        except (OSError, ValueError, KeyError, TypeError):
            continue
        figures = recording.figures
        if recording.experiment != "run_cost" or not figures.get("energy_wh") or not figures.get("seconds"):
            continue
        state = recording.state
        lecture = state.get("model") == "minilm-l6" and state.get("sample") == "reviews_sentiment.csv"
        return TypicalRun(
            "MiniLM on 240 reviews, the recommended recipe" if lecture else "the lecture's fine-tune",
            seconds=figures["seconds"],
            cpu_seconds=figures["energy_wh"] * 3600 / WATTS_PER_BUSY_CORE,
            measured=f"recorded on a {recording.machine}, {recording.date}",
        )
    return None
