"""What a run cost (``RunCosts``): its time, its energy and its own peak memory, added up over the sessions of
a resumed run; and the words for them that the results page, the history and the command line share, next to
what pre-training a model cost (the catalogue's published figures, ``catalogue.Pretraining``).

Energy is measured where the hardware reports it and estimated where it does not, and always says which:

- on an NVIDIA GPU whose driver has an energy counter, the card's own counter, read when a session starts and
  when it ends (measured; the whole card, so another program on the same GPU counts too);
- on the CPU, an estimate: the processor time the app spent while the run worked (all its threads, in
  seconds of one busy core) times ``WATTS_PER_BUSY_CORE``;
- on a GPU without a counter (or Apple's GPU) no figure at all, rather than a CPU estimate that leaves the GPU
  out.

Memory is the run's own peak, not the program's: on a GPU the allocator's peak above what was allocated when
the run started; on the CPU how far the process's peak resident memory rose above what it held when the run
started.  ``engine.metering`` takes these measurements; here they are only kept and described.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from workbench.core.words import QT_TRANSLATE_NOOP, number, translate

# An assumed figure, stated wherever an estimate is shown: what one fully busy core of a laptop or desktop
# processor draws, roughly (a 4-core laptop chip is rated 15 to 45 W; a desktop core draws more).
WATTS_PER_BUSY_CORE = 10.0
REFERENCE_MODEL = "bert-base-uncased"  # for scale, when a run's own model has no published pre-training cost


@dataclass(frozen=True)
class RunCosts:
    """A run's costs, over every session it has had (a resumed run adds its sessions up)."""

    seconds: float = 0.0  # wall-clock time of the sessions: loading, learning steps and checks
    cpu_seconds: float = 0.0  # processor time the app spent meanwhile, in seconds of one busy core
    energy_wh: float | None = None  # None: not known (a GPU that reports none, or a session from before)
    energy_measured: bool = False  # True: the GPU's own counter; False: estimated from cpu_seconds
    watts_per_core: float = WATTS_PER_BUSY_CORE  # the figure an estimate used
    peak_memory_bytes: int | None = None  # the run's own peak (None: not known)
    device_kind: str = "cpu"  # where the last session ran: "cpu", "cuda" or "mps"
    sessions: int = 0  # how many sessions these figures add up (0: nothing measured yet)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> RunCosts | None:
        """The costs a summary or checkpoint recorded; None when it recorded none (a run from before)."""
        if not isinstance(data, dict):
            return None
        known = {f.name for f in fields(cls)}
        try:
            return cls(**{k: v for k, v in data.items() if k in known})
        except TypeError:
            return None

    def plus(self, session: RunCosts) -> RunCosts:
        """These costs with one more session's: times add up, energy too when both are known (and counts as
        measured only when both were), the peak memory is the larger."""
        if self.sessions == 0:
            return session
        energy = None
        if self.energy_wh is not None and session.energy_wh is not None:
            energy = self.energy_wh + session.energy_wh
        peaks = [p for p in (self.peak_memory_bytes, session.peak_memory_bytes) if p is not None]
        return RunCosts(
            seconds=self.seconds + session.seconds,
            cpu_seconds=self.cpu_seconds + session.cpu_seconds,
            energy_wh=energy,
            energy_measured=energy is not None and self.energy_measured and session.energy_measured,
            watts_per_core=session.watts_per_core,
            peak_memory_bytes=max(peaks) if peaks else None,
            device_kind=session.device_kind,
            sessions=self.sessions + session.sessions,
        )


def unrecorded(seconds: float) -> RunCosts:
    """What a checkpoint written before costs were recorded stands for: one session, its energy and memory
    unknown."""
    return RunCosts(seconds=seconds, sessions=1)


def summary_fields(elapsed_seconds: float, costs: RunCosts | None) -> dict[str, Any]:
    """The costs as ``workbench train --json`` prints them (beside its ``train_seconds``, steps only): the
    whole run's time, its energy and whether the GPU measured it, and its own peak memory."""
    energy = costs.energy_wh if costs is not None else None
    return {
        "elapsed_seconds": round(elapsed_seconds, 2),
        "energy_wh": round(energy, 6) if energy is not None else None,
        "energy_measured": bool(costs is not None and costs.energy_measured and energy is not None),
        "run_peak_memory_bytes": costs.peak_memory_bytes if costs is not None else None,
    }


# --- in words -----------------------------------------------------------------------------------------------
def figure(value: float) -> str:
    """A positive number with two or three significant digits: 0.0031, 0.25, 4.6, 46, 216, 1,507."""
    if value >= 100:
        return number(value, ",.0f")
    if value >= 10:
        return number(value, ".0f")
    if value >= 1:
        return number(value, ".1f")
    return number(value, ".2g")


def energy_text(wh: float | None) -> str:
    """Watt-hours in the unit that suits them: "0.25 Wh", "46 Wh", "216 kWh", "259 MWh"; "–" when unknown."""
    if wh is None:
        return "–"
    if wh < 1000:
        return f"{figure(wh)} Wh"
    if wh < 1e7:
        return f"{figure(wh / 1000)} kWh"
    return f"{figure(wh / 1e6)} MWh"


def duration_text(seconds: float) -> str:
    """As "45 s", "3.5 min", "2.2 h", "4 days"."""
    if seconds < 60:
        return f"{number(max(0.0, seconds), '.0f')} s"
    if seconds < 3600:
        return f"{figure(seconds / 60)} min"
    if seconds < 72 * 3600:
        return f"{figure(seconds / 3600)} h"
    return translate("Costs", "{days} days").format(days=figure(seconds / 86400))


def memory_text(n: int | None) -> str:
    """An amount of memory as people read it, or a dash when it was not measured."""
    from workbench.core.storage import format_bytes

    return "–" if n is None else format_bytes(n, memory=True)


def energy_how(costs: RunCosts) -> str:
    """How the energy figure was reached, in a phrase."""
    if costs.energy_wh is None:
        if costs.sessions == 0:
            return translate("Costs", "not recorded (a run from before costs were kept)")
        if costs.device_kind == "cpu":
            return translate("Costs", "not known for every session (one was trained before costs were kept)")
        return translate("Costs", "not known: this GPU does not report its energy")
    if costs.energy_measured:
        return translate("Costs", "measured by the GPU's own counter (the whole card)")
    estimate = costs.cpu_seconds * costs.watts_per_core / 3600
    if abs(costs.energy_wh - estimate) > 1e-6 * max(estimate, 1.0):  # sessions on a GPU and on the CPU
        return translate(
            "Costs",
            "measured by the GPU for the sessions it trained, estimated from processor time for the others",
        )
    return translate(
        "Costs", "estimated from {seconds} s of processor time at {watts} W per busy core"
    ).format(seconds=figure(costs.cpu_seconds), watts=number(costs.watts_per_core, "g"))


def memory_how(costs: RunCosts) -> str:
    if costs.device_kind == "cuda":
        return translate(
            "Costs", "the GPU memory it allocated at most, above what was in use when it started"
        )
    return translate("Costs", "how far the app's memory rose above what it held when the run started")


def times_text(ratio: float) -> str:
    """A large ratio in words, to two significant digits: "150 times", "86,000 times", "6 million times"."""
    rounded = float(f"{ratio:.2g}")
    if rounded >= 1e9:
        return translate("Costs", "{count} billion times").format(count=number(rounded / 1e9, "g"))
    if rounded >= 1e6:
        return translate("Costs", "{count} million times").format(count=number(rounded / 1e6, "g"))
    count = number(rounded, ",.0f") if rounded >= 10 else number(rounded, "g")
    return translate("Costs", "{count} times").format(count=count)


@dataclass(frozen=True)
class TypicalRun:
    """A fine-tune's costs as measured once, stated (with where and when) until recorded runs ship
    with the app."""

    what: str
    seconds: float
    cpu_seconds: float
    measured: str  # where and when, in words

    @property
    def energy_wh(self) -> float:
        return self.cpu_seconds * WATTS_PER_BUSY_CORE / 3600


# The lecture's fine-tune (MiniLM on 240 of the sample reviews, the recommended recipe), timed once.
TYPICAL_FINE_TUNE = TypicalRun(  # its words are translated where they are shown, under "TypicalRun"
    QT_TRANSLATE_NOOP("TypicalRun", "MiniLM on 240 reviews, the recommended recipe"),
    seconds=210,
    cpu_seconds=240,
    measured=QT_TRANSLATE_NOOP(
        "TypicalRun", "a stated figure, measured once on a 2-core laptop CPU on 25 November 2026"
    ),
)


def scale_text(typical: TypicalRun = TYPICAL_FINE_TUNE) -> str:
    """Pre-training BERT base beside a typical fine-tune's energy, and how many times more it took."""
    from workbench.core.models.catalogue import get_entry

    entry = get_entry(REFERENCE_MODEL)
    if entry is None or entry.pretraining is None or entry.pretraining.energy_kwh is None:
        return ""  # pragma: no cover - the catalogue ships it
    ratio = times_text(entry.pretraining.energy_kwh * 1000 / typical.energy_wh)
    return translate(
        "Costs",
        "Pre-training {model} took {took}: about {ratio} the energy of a typical fine-tune ({what}: {time}, "
        "{energy}; {measured}).",
    ).format(
        model=entry.name,
        took=pretraining_text(entry),
        ratio=ratio,
        what=translate("TypicalRun", typical.what),
        time=duration_text(typical.seconds),
        energy=energy_text(typical.energy_wh),
        measured=translate("TypicalRun", typical.measured),
    )


def typical_how(typical: TypicalRun = TYPICAL_FINE_TUNE) -> str:
    """How the typical fine-tune's energy was reached."""
    return translate(
        "Costs",
        "The fine-tune's energy is estimated from {seconds} s of processor time at {watts} W per busy core; "
        "your own runs are listed below with theirs.",
    ).format(seconds=figure(typical.cpu_seconds), watts=number(WATTS_PER_BUSY_CORE, "g"))


@dataclass(frozen=True)
class Comparison:
    """A run's energy beside what pre-training took: ``lines`` to show, ``note`` (where the figures come
    from) to show smaller."""

    lines: tuple[str, ...]
    note: str


def pretraining_comparison(model: str, run_wh: float | None) -> Comparison:
    """What pre-training a run's starting model took beside the run's energy; where the model's figures are
    not published (or it is not in the catalogue), BERT base's, for scale."""
    from workbench.core.models.catalogue import get_entry

    entry = get_entry(model)
    lines = []
    if entry is None or entry.pretraining is None:
        lines.append(
            translate("Costs", "What pre-training {model} took is not published.").format(model=entry.name)
            if entry is not None
            else translate("Costs", "What pre-training {model} took is not in the catalogue.").format(
                model=model
            )
        )
        entry = get_entry(REFERENCE_MODEL)
        if entry is None or entry.pretraining is None:  # pragma: no cover - the catalogue ships it
            return Comparison(tuple(lines), "")
        lines.append(
            translate("Costs", "For scale, pre-training {model}: {took}.").format(
                model=entry.name, took=pretraining_text(entry)
            )
        )
    else:
        lines.append(
            translate("Costs", "Pre-training {model}: {took}.").format(
                model=entry.name, took=pretraining_text(entry)
            )
        )
    p = entry.pretraining
    if p.energy_kwh is not None and run_wh:
        lines.append(
            translate("Costs", "That is about {ratio} the energy of this run.").format(
                ratio=times_text(p.energy_kwh * 1000 / run_wh)
            )
        )
    return Comparison(tuple(lines), pretraining_note(entry))


def pretraining_text(entry: Any) -> str:
    """What pre-training ``entry`` (a catalogue entry with published figures) took, short: hardware, time and
    energy."""
    p = entry.pretraining
    if p.energy_kwh is None:
        return p.hardware_text()
    return translate("Costs", "{hardware}, about {energy}").format(
        hardware=p.hardware_text(), energy=energy_text(p.energy_kwh * 1000)
    )


def pretraining_note(entry: Any) -> str:
    """Where ``entry``'s pre-training figures come from, and how its energy figure was reached."""
    p = entry.pretraining
    source = translate("Costs", "Source: {source}.").format(source=p.source)
    if p.energy_kwh is None:
        return source
    return translate("Costs", "Energy: {basis}. {source}").format(basis=p.energy_basis, source=source)
