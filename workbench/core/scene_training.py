"""The training scenes' claims, checked by training what the scene sets up (``scenes check --training``).

Each function takes the scene's view (its tab state: the sample data, model, method, settings) and the check's
``expect``, trains the way the Fine-tuning tab would with those choices (the recipe unless the scene sets a
value, the same split of the sample data: ``scene_config``), and says whether the claim holds and what the
runs gave.  Runs happen in a temporary folder that is removed afterwards.  These take minutes on a laptop,
so the tests play only the other checks; ``benchmarks/scenes.py`` plays these.
"""

from __future__ import annotations

import json
import statistics
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core import scene_recordings
from workbench.core.scene_recordings import RecordedRun, Recording
from workbench.core.words import QT_TRANSLATE_NOOP

Check = Callable[[Any, dict[str, Any]], tuple[bool, str]]
Measure = Callable[[Any, dict[str, Any]], "Measured"]
Judge = Callable[[dict[str, float], dict[str, Any]], bool]


def scene_config(state: dict[str, Any], **changes: Any) -> Any:
    """The TrainConfig the Fine-tuning tab starts from a scene's state (``TrainSession.from_scene_state``):
    what the scene sets, where the tab starts the task for the rest; ``changes`` on top."""
    from workbench.core.sessions.train import TrainSession

    return TrainSession.from_scene_state(state).config().replace(**changes)


@dataclass(frozen=True)
class Measured:
    """What a training check measured: the figures its claim is judged on, its line, and its runs."""

    figures: dict[str, float]
    detail: str
    runs: tuple[RecordedRun, ...] = ()
    failed: str = ""  # why a run did not finish ("" when all did)
    experiment_result: dict[str, Any] | None = None


def _train(config: Any, scratch: str, name: str, label: str, runs: list[RecordedRun]) -> tuple[Any, Any]:
    """(result, data) of one run of ``config`` in ``scratch``/``name``; its curves are added to ``runs``."""
    from workbench.core.training.data.families import load_run_data
    from workbench.core.training.engine.loop import train

    config = config.replace(out_dir=str(Path(scratch) / name))
    data = load_run_data(config)
    result = train(config, data.train, data.validation, listed=False)
    runs.append(_recorded_run(result, config, label))
    return result, data


def _recorded_run(result: Any, config: Any, label: str) -> RecordedRun:
    """A run's curves, read from its metrics file, and how it ended."""
    steps, evals = [], []
    path = Path(result.run_dir) / "metrics.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines() if path.is_file() else []
    for line in lines:
        record = json.loads(line)
        if record.get("type") == "step":
            steps.append((int(record["step"]), float(record["epoch"]), float(record["loss"])))
        elif record.get("type") == "eval":
            evals.append((int(record["step"]), float(record["epoch"]), float(record["loss"]), _score(record)))
    return RecordedRun(
        label=label,
        seed=config.seed,
        objective=config.objective,
        epochs=_planned_epochs(config, result, steps),
        total_steps=result.total_steps,
        steps=tuple(steps),
        evals=tuple(evals),
        final=result.metrics.to_dict() if result.metrics is not None else {},
        stop_reason=result.stop_reason,
        seconds=result.elapsed_seconds,
    )


def _planned_epochs(config: Any, result: Any, steps: list[tuple[int, float, float]]) -> float:
    """The epochs the run was set to train (the recipe's when the scene left them to it)."""
    if config.epochs:
        return float(config.epochs)
    step, epoch, _ = steps[-1] if steps else (0, 0.0, 0.0)
    return round(result.total_steps * epoch / step, 2) if step else 0.0


def _score(record: dict[str, Any]) -> float:
    """The score a check draws on the curves (as the run page does): entity F1, answer F1, ROUGE-L or
    accuracy."""
    if "exact_match" in record:
        return float(record["f1"])
    for name in ("entity_f1", "rouge_l"):
        if isinstance(record.get(name), int | float):
            return float(record[name])
    return float(record.get("accuracy", 0.0))


def measure_fine_tune(view: Any, spec: dict[str, Any]) -> Measured:
    from workbench.core.training.runs.classifier import load_trained

    runs: list[RecordedRun] = []
    with tempfile.TemporaryDirectory(prefix="workbench-scene-") as scratch:
        result, data = _train(scene_config(view.state), scratch, "run", _method_name(view.state), runs)
        if result.status != "finished":
            return Measured({}, "", tuple(runs), f"the run {result.status}: {result.message}")
        predictions = load_trained(Path(result.run_dir)).predict(list(data.validation.texts))
    right = [p.score for p, y in zip(predictions, data.validation.labels, strict=True) if p.index == y]
    sure = statistics.fmean(right) if right else 0.0
    figures = {"accuracy": result.accuracy, "confidence": sure, "steps": float(result.steps)}
    return Measured(
        figures,
        f"{result.accuracy:.1%} of {len(data.validation)} held-out texts right after {result.steps} steps "
        f"({result.stop_reason}); {sure:.0%} sure of its right answers on average",
        tuple(runs),
    )


def judge_fine_tune(figures: dict[str, float], expect: dict[str, Any]) -> bool:
    return figures["accuracy"] >= expect.get("accuracy_at_least", 0.0) and figures[
        "confidence"
    ] >= expect.get("confidence_at_least", 0.0)


def measure_pretrained_vs_scratch(view: Any, spec: dict[str, Any]) -> Measured:
    """The wizard's baseline: the same data, pre-trained and from scratch."""
    accuracy = {}
    runs: list[RecordedRun] = []
    method = view.state.get("method", "full")
    with tempfile.TemporaryDirectory(prefix="workbench-scene-") as scratch:
        for arm in (method, "scratch"):
            config = scene_config(view.state, method=arm)
            if arm == "scratch":
                config = config.replace(
                    learning_rate=None
                )  # the recipe of the scratch run, as the wizard does
            # a recorded run's name, kept in English and shown translated (context "TrainConfig")
            label = (
                QT_TRANSLATE_NOOP("TrainConfig", "From scratch (baseline)")
                if arm == "scratch"
                else _method_name(view.state)
            )
            result, data = _train(config, scratch, arm, label, runs)
            if result.status != "finished":
                return Measured({}, "", tuple(runs), f"the {arm} run {result.status}: {result.message}")
            accuracy[arm] = result.accuracy
    pre, rand = accuracy[method], accuracy["scratch"]
    return Measured(
        {"pretrained": pre, "scratch": rand, "lead": pre - rand},
        f"{len(data.train)} training texts, {len(data.validation)} to check: pre-trained {pre:.1%}, "
        f"from scratch {rand:.1%} ({(pre - rand) * 100:+.1f} points)",
        tuple(runs),
    )


def judge_pretrained_vs_scratch(figures: dict[str, float], expect: dict[str, Any]) -> bool:
    return figures["lead"] >= expect.get("lead_at_least", 0.0)


def measure_data_sizes(view: Any, spec: dict[str, Any]) -> Measured:
    """The one-click experiment at the scene's sizes and seeds, with the scene's settings (its epochs)."""
    from workbench.core.sessions.train import TrainSession
    from workbench.core.training.data.run_data import load_labelled_data
    from workbench.core.training.runs.experiment import parse_methods, parse_sizes, run_experiment

    session = TrainSession.from_scene_state(view.state)
    config = scene_config(view.state, method="full")
    dataset, _ = load_labelled_data(config)
    sizes = parse_sizes(session.experiment_sizes)
    arms = parse_methods(session.experiment_methods)
    result = run_experiment(config, dataset, sizes, session.experiment_seeds, arms=arms)
    if result.compares_methods:
        return _measured_methods(result)
    gaps = [size.gap for size in result.sizes]
    if result.status != "finished" or any(gap is None for gap in gaps):
        return Measured({}, "", (), f"the experiment {result.status}: {result.message}")
    figures: dict[str, float] = {}
    for size in result.sizes:
        figures[f"gap_{size.examples}"] = size.gap
        figures[f"pretrained_{size.examples}"] = size.pretrained.mean
        figures[f"scratch_{size.examples}"] = size.scratch.mean
    cells = "; ".join(
        f"{s.examples:,}: pre-trained {s.pretrained.mean:.1%}, from scratch {s.scratch.mean:.1%} "
        f"({s.gap * 100:+.1f})"
        for s in result.sizes
    )
    return Measured(
        figures,
        f"mean of {result.seeds} seeds on {result.check_examples} check texts — {cells}",
        experiment_result=result.shown(),
    )


def _measured_methods(result: Any) -> Measured:
    """Ways of fine-tuning compared at each size (or one alone: the data-size curve): each arm's median
    and range over the seeds (``{arm}_{size}`` is the median; the seeds' own values are in the result)."""
    from workbench.core.training.runs.experiment import ARM_NAMES

    if result.status != "finished":
        return Measured({}, "", (), f"the experiment {result.status}: {result.message}")
    figures: dict[str, float] = {}
    cells = []
    for size in result.sizes:
        parts = []
        for arm in result.arms:
            runs = size.arm(arm).runs
            figures[f"{arm}_{size.examples}"] = statistics.median(runs)
            parts.append(f"{ARM_NAMES[arm]} {statistics.median(runs):.1%} ({min(runs):.1%}–{max(runs):.1%})")
        cells.append(f"{size.examples:,}: " + ", ".join(parts))
    return Measured(
        figures,
        f"median of {result.seeds} seeds on {result.check_examples} check texts — " + "; ".join(cells),
        experiment_result=result.shown(),
    )


def _curve(figures: dict[str, float], arm: str) -> list[float]:
    """``arm``'s medians (``{arm}_{size}``) from the smallest size to the largest."""
    prefix = f"{arm}_"
    sizes = [name.removeprefix(prefix) for name in figures if name.startswith(prefix)]
    return [figures[prefix + size] for size in sorted((s for s in sizes if s.isdigit()), key=int)]


def judge_methods(figures: dict[str, float], expect: dict[str, Any]) -> bool:
    """Ways of fine-tuning (medians of the seeds, ``{arm}_{size}``): each of ``leads``, [size, arm, other,
    by_at_least], says that ``arm`` is at least ``by_at_least`` ahead of ``other`` at that size (negative: at
    most that far behind); each of ``gains``, [smaller, larger, arm, by_at_least], that ``arm`` scores at
    least that much more with the larger number of examples; ``falls_at_most``, [arm, by], that no larger size
    scores more than ``by`` below a smaller one (a curve that has flattened out may wobble within the seeds'
    spread, but not fall); ``at_least`` maps "{arm}_{size}" to its least median."""
    if not figures:
        return False
    for examples, arm, other, by in expect.get("leads", ()):
        ahead, behind = figures.get(f"{arm}_{examples}"), figures.get(f"{other}_{examples}")
        if ahead is None or behind is None or ahead - behind < by:
            return False
    for smaller, larger, arm, by in expect.get("gains", ()):
        before, after = figures.get(f"{arm}_{smaller}"), figures.get(f"{arm}_{larger}")
        if before is None or after is None or after - before < by:
            return False
    if "falls_at_most" in expect:
        arm, by = expect["falls_at_most"]
        curve = _curve(figures, arm)
        if len(curve) < 2 or any(later < max(curve[:i]) - by for i, later in enumerate(curve) if i):
            return False
    return all(
        figures.get(name, float("-inf")) >= least for name, least in expect.get("at_least", {}).items()
    )


def judge_data_sizes(figures: dict[str, float], expect: dict[str, Any]) -> bool:
    """The pre-trained model's lead (the mean gap over the seeds) at each size, smallest size first:
    ``first_lead_at_least`` at the smallest, ``every_lead_at_least`` at every size, and with ``shrinks`` a
    smaller lead at each larger size."""
    gaps = [value for _, value in sorted((int(n[4:]), v) for n, v in figures.items() if n.startswith("gap_"))]
    if not gaps:
        return False
    holds = gaps[0] >= expect.get("first_lead_at_least", float("-inf"))
    holds = holds and min(gaps) >= expect.get("every_lead_at_least", float("-inf"))
    if expect.get("shrinks", False):
        holds = holds and all(a > b for a, b in zip(gaps, gaps[1:], strict=False))
    return holds


def measure_prompting(view: Any, spec: dict[str, Any]) -> Measured:
    """Prompting vs fine-tuning at the scene's k, seeds, check texts and model, on the scene's data."""
    from workbench.core.sessions.train import TrainSession
    from workbench.core.training.data.run_data import load_labelled_data
    from workbench.core.training.runs.prompting import parse_ks, run_prompting_experiment

    session = TrainSession.from_scene_state(view.state)
    config = scene_config(view.state, model=session.prompting_model, method="full")
    dataset, _ = load_labelled_data(config)
    ks = parse_ks(session.prompting_ks)
    result = run_prompting_experiment(
        config, dataset, ks, session.prompting_seeds, session.prompting_check_limit
    )
    if result.status != "finished":
        return Measured({}, "", (), f"the experiment {result.status}: {result.message}")
    figures = {"chance": result.chance}
    cells = []
    for row in result.ks:
        figures[f"prompting_{row.k}"] = row.prompting.mean
        shots = "zero-shot" if row.k == 0 else f"{row.k:,} examples"
        cell = f"{shots}: prompting {row.prompting.mean:.1%}"
        if row.fine_tuning is not None:
            lead = row.fine_tuning.mean - row.prompting.mean
            figures[f"fine_tuning_{row.k}"] = row.fine_tuning.mean
            figures[f"lead_{row.k}"] = lead
            cell += f", fine-tuning {row.fine_tuning.mean:.1%} ({lead * 100:+.1f})"
        cells.append(cell)
    shown = {
        "model": result.model,
        "check_examples": result.check_examples,
        "check_available": result.check_available,
        "seeds": result.seeds,
        "labels": list(result.label_names),
        "ks": [
            {
                "k": row.k,
                "prompting": list(row.prompting.runs),
                "fine_tuning": list(row.fine_tuning.runs) if row.fine_tuning is not None else None,
            }
            for row in result.ks
        ],
    }
    return Measured(
        figures,
        f"{result.model}, mean of {result.seeds} seeds on {result.check_examples} check texts (guessing "
        f"{result.chance:.0%}) — {'; '.join(cells)}",
        experiment_result=shown,
    )


def judge_prompting(figures: dict[str, float], expect: dict[str, Any]) -> bool:
    """Fine-tuning on k examples leads prompting with the same k (the largest k unless ``expect`` names one)
    by ``lead_at_least``, and zero-shot prompting is ``zero_shot_over_chance_at_least`` above guessing."""
    ks = sorted(int(name.split("_")[1]) for name in figures if name.startswith("lead_"))
    k = int(expect.get("k", ks[-1] if ks else -1))
    lead = figures.get(f"lead_{k}")
    holds = lead is not None and lead >= expect.get("lead_at_least", 0.0)
    if "zero_shot_over_chance_at_least" in expect:
        zero = figures.get("prompting_0")
        over = expect["zero_shot_over_chance_at_least"]
        holds = holds and zero is not None and zero - figures["chance"] >= over
    return holds


def measure_forgetting(view: Any, spec: dict[str, Any]) -> Measured:
    """Trained at the scene's (far too large) learning rate."""
    runs: list[RecordedRun] = []
    with tempfile.TemporaryDirectory(prefix="workbench-scene-") as scratch:
        result, data = _train(scene_config(view.state), scratch, "run", _method_name(view.state), runs)
        first, highest = _losses(Path(result.run_dir))
    chance = max(data.validation.class_counts().values()) / len(data.validation)
    accuracy = result.accuracy
    figures = {"first_loss": first, "highest_loss": highest, "chance": chance}
    if result.status == "failed":
        figures["failed"] = 1.0
    elif accuracy is not None:
        figures["accuracy"] = accuracy
    return Measured(
        figures,
        f"loss {first:.2f} at the first step, up to {highest:.2f}; "
        + (f"the run stopped: {result.message}" if result.status == "failed" else f"{accuracy:.1%} right")
        + f" (always answering the commonest label: {chance:.0%}; {result.stop_reason})",
        tuple(runs),
    )


def judge_forgetting(figures: dict[str, float], expect: dict[str, Any]) -> bool:
    jumped = figures["highest_loss"] >= expect.get("loss_jump_at_least", 1.5) * figures["first_loss"]
    useless = figures.get("failed") == 1.0 or figures.get("accuracy", 1.0) <= figures["chance"] + 0.05
    return jumped and useless


def _losses(run_dir: Path) -> tuple[float, float]:
    """(first, highest) training loss of a run, from its metrics file."""
    losses = []
    path = run_dir / "metrics.jsonl"
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if record.get("type") == "step":
                losses.append(float(record["loss"]))
    return (losses[0], max(losses)) if losses else (float("nan"), float("nan"))


def measure_adaptation(view: Any, spec: dict[str, Any]) -> Measured:
    """After adapting to the sample text, where "Before and after" ranks the field's words."""
    from workbench.core.explore.before_after import compare_before_after
    from workbench.core.models.loading import load_model

    expect = spec.get("expect", {})
    probes: dict[str, str] = expect.get("probes", {})
    before = load_model(view.state.get("model", "workbench-mini-mlm"), "masked-lm")
    lines = []
    risen = 0
    runs: list[RecordedRun] = []
    with tempfile.TemporaryDirectory(prefix="workbench-scene-") as scratch:
        result, _ = _train(scene_config(view.state), scratch, "run", _method_name(view.state), runs)
        if result.status != "finished":
            return Measured({}, "", tuple(runs), f"the run {result.status}: {result.message}")
        after = load_model(str(Path(result.run_dir) / "best"), "masked-lm")
        for text, word in probes.items():
            shown = compare_before_after(before, after, text, top_k=5)
            ranks = shown.rank_changes().get(word, (None, None))
            risen += ranks[1] is not None and (ranks[0] is None or ranks[1] < ranks[0])
            lines.append(f"“{word}”: {_rank(ranks[0])} → {_rank(ranks[1])}")
    figures = {"risen": float(risen)}
    perplexity = ""
    if result.before is not None and result.metrics is not None:
        figures["perplexity_before"] = result.before.perplexity
        figures["perplexity_after"] = result.metrics.perplexity
        perplexity = f"; perplexity {result.before.perplexity:.1f} → {result.metrics.perplexity:.1f}"
    return Measured(
        figures,
        f"{risen} of {len(probes)} field words rose into the top 5 ({', '.join(lines)}){perplexity}",
        tuple(runs),
    )


def judge_adaptation(figures: dict[str, float], expect: dict[str, Any]) -> bool:
    holds = figures["risen"] >= expect.get("risen_at_least", len(expect.get("probes", {})))
    if "perplexity_after" in figures:
        holds = holds and figures["perplexity_after"] < figures["perplexity_before"]
    return holds


def measure_run_cost(view: Any, spec: dict[str, Any]) -> Measured:
    """The scene's run's time, energy and own peak memory, beside pre-training the model named in
    ``compare_with`` (by the catalogue's figure)."""
    from workbench.core.models.catalogue import get_entry
    from workbench.core.training.costs import duration_text, energy_how, energy_text, memory_text, times_text

    expect = spec.get("expect", {})
    entry = get_entry(str(expect.get("compare_with", "bert-base-uncased")))
    runs: list[RecordedRun] = []
    with tempfile.TemporaryDirectory(prefix="workbench-scene-") as scratch:
        result, _ = _train(scene_config(view.state), scratch, "run", _method_name(view.state), runs)
    costs = result.costs
    if result.status != "finished" or costs is None:
        return Measured({}, "", tuple(runs), f"the run {result.status}: {result.message}")
    pretraining = (
        entry.pretraining.energy_kwh if entry is not None and entry.pretraining is not None else None
    )
    if costs.energy_wh is None or not costs.energy_wh > 0 or pretraining is None:
        failed = f"the run took {duration_text(costs.seconds)}; energy {energy_how(costs)}"
        return Measured({}, "", tuple(runs), failed)
    ratio = pretraining * 1000 / costs.energy_wh
    figures = {
        "seconds": costs.seconds,
        "energy_wh": costs.energy_wh,
        "peak_memory_bytes": float(costs.peak_memory_bytes or 0),
        "times": ratio,
    }
    return Measured(
        figures,
        f"the run: {duration_text(costs.seconds)}, {energy_text(costs.energy_wh)} ({energy_how(costs)}), "
        f"its own peak memory {memory_text(costs.peak_memory_bytes)}; pre-training {entry.name} "
        f"took about {times_text(ratio)} that energy",
        tuple(runs),
    )


def judge_run_cost(figures: dict[str, float], expect: dict[str, Any]) -> bool:
    return figures["times"] >= expect.get("times_at_least", 1.0) and figures["peak_memory_bytes"] > 0


def _method_name(state: dict[str, Any]) -> str:
    from workbench.core.training.config import METHOD_NAMES

    return METHOD_NAMES.get(str(state.get("method", "full")), "Fine-tuning")


def _rank(rank: int | None) -> str:
    return f"#{rank}" if rank is not None else "not in the top 5"


# experiment -> (what it measures, how its claim is judged on the figures, the tolerance of each figure when a
# fresh run is compared with the recording: one seed of a short run on a laptop moves by a few points)
EXPERIMENTS: dict[str, tuple[Measure, Judge, dict[str, dict[str, float]]]] = {
    "fine_tune": (
        measure_fine_tune,
        judge_fine_tune,
        {"accuracy": {"within": 0.08}, "confidence": {"within": 0.1}},
    ),
    "pretrained_vs_scratch": (
        measure_pretrained_vs_scratch,
        judge_pretrained_vs_scratch,
        {"pretrained": {"within": 0.1}, "scratch": {"within": 0.15}, "lead": {"within": 0.15}},
    ),
    "data_sizes": (measure_data_sizes, judge_data_sizes, {}),  # compared by the seeds' spread instead
    # the same experiment with ways of fine-tuning as its arms (the scene's experiment_methods)
    "methods": (measure_data_sizes, judge_methods, {}),  # so is this one
    "prompting": (measure_prompting, judge_prompting, {}),  # so is this one
    "forgetting": (measure_forgetting, judge_forgetting, {"accuracy": {"within": 0.1}}),
    "adaptation": (
        measure_adaptation,
        judge_adaptation,
        {"risen": {"within": 1.0}, "perplexity_after": {"factor": 1.3}},
    ),
    "run_cost": (measure_run_cost, judge_run_cost, {"energy_wh": {"factor": 3.0}}),
}


def _check(experiment: str) -> Check:
    measure, judge, _ = EXPERIMENTS[experiment]

    def check(view: Any, spec: dict[str, Any]) -> tuple[bool, str]:
        measured = measure(view, spec)
        if measured.failed:
            return False, measured.failed
        return judge(measured.figures, spec.get("expect", {})), measured.detail

    check.__name__ = f"check_{experiment}"
    check.__doc__ = measure.__doc__
    return check


TRAINING_CHECKS: dict[str, Check] = {name: _check(name) for name in EXPERIMENTS}
check_fine_tune = TRAINING_CHECKS["fine_tune"]
check_pretrained_vs_scratch = TRAINING_CHECKS["pretrained_vs_scratch"]
check_data_sizes = TRAINING_CHECKS["data_sizes"]
check_methods = TRAINING_CHECKS["methods"]
check_prompting = TRAINING_CHECKS["prompting"]
check_forgetting = TRAINING_CHECKS["forgetting"]
check_adaptation = TRAINING_CHECKS["adaptation"]
check_run_cost = TRAINING_CHECKS["run_cost"]


@dataclass(frozen=True)
class _StateView:
    """What a training check reads of a scene's view: its state."""

    state: dict[str, Any]
    tab: str = "train"


# --- recordings: a scene's training, recorded once and compared with afterwards -----------------------------
def record_scene(title: str, state: dict[str, Any], spec: dict[str, Any], machine: str = "") -> Recording:
    """Train the scene called ``title`` as ``scenes check --training`` does and return its recording
    (``scene_recordings.write`` ships it)."""
    import datetime
    import os
    import platform
    import time

    import torch
    import transformers

    measure, judge, tolerance = EXPERIMENTS[spec["experiment"]]
    started = time.perf_counter()
    measured = measure(_StateView(dict(state)), spec)
    if measured.failed:
        raise RuntimeError(f"{title}: {measured.failed}")
    seeds = sorted({run.seed for run in measured.runs}) or [42]
    if measured.experiment_result is not None:
        seeds = list(range(1, int(measured.experiment_result["seeds"]) + 1))
    return Recording(
        scene=title,
        experiment=spec["experiment"],
        state=state,
        machine=machine or f"{os.cpu_count()}-core {platform.machine()} CPU",
        load=round(os.getloadavg()[0], 1) if hasattr(os, "getloadavg") else None,
        torch=torch.__version__,
        transformers=transformers.__version__,
        date=datetime.date.today().isoformat(),
        seconds=time.perf_counter() - started,
        seeds=tuple(seeds),
        figures={k: float(v) for k, v in measured.figures.items()},
        tolerance=tolerance,
        detail=measured.detail,
        runs=measured.runs,
        experiment_result=measured.experiment_result,
    )


def play(
    title: str, view: Any, spec: dict[str, Any], *, training: bool, folder: Path | None = None
) -> tuple[bool | None, str, dict[str, Any] | None]:
    """A training check, with the scene's recording: (holds, detail, what ``--json`` reports as
    ``recorded``).  Without ``training`` the claim is judged on the recording's figures (what the recorded
    run showed); with it, on a fresh run, which must also agree with the recording (within its tolerance, or
    for an experiment of several seeds within their spread).  A recording made from another state of the
    scene is reported and not used."""
    measure, judge, _ = EXPERIMENTS[spec["experiment"]]
    expect = spec.get("expect", {})
    recording = scene_recordings.find(title, folder)
    recorded: dict[str, Any] | None = None
    if recording is not None and not recording.matches(view.state):
        recorded = {
            "stale": True,
            "date": recording.date,
            "detail": "recorded from another state of the scene",
        }
        recording = None
    elif recording is not None:
        recorded = recording.summary()
        recorded["holds"] = judge(recording.figures, expect)
    if not training:
        if recording is None:
            return None, f"{spec['experiment']}: skipped: run with --training", recorded
        when = f"recorded on a {recording.machine}, {recording.date}"
        return recorded["holds"], f"{recording.detail} ({when}; --training trains it again)", recorded
    measured = measure(view, spec)
    if measured.failed:
        return False, measured.failed, recorded
    holds = judge(measured.figures, expect)
    if recording is None:
        return holds, measured.detail, recorded
    differ = _spread_disagreements(measured, recording) or scene_recordings.disagreements(
        measured.figures, recording
    )
    recorded.update({"agrees": not differ, "disagreements": differ, "figures_now": measured.figures})
    if differ:
        return False, f"{measured.detail}; disagrees with the recording: {'; '.join(differ)}", recorded
    return holds, f"{measured.detail}; agrees with the recording of {recording.date}", recorded


def _spread_disagreements(measured: Measured, recording: Recording, margin: float = 0.05) -> list[str]:
    """An experiment of several seeds: each figure the recorded seeds spread over (``_seed_spreads``: a size's
    gap; a k's prompting and fine-tuning's lead) must lie within the recorded seeds' values, widened by
    ``margin``."""
    if recording.experiment_result is None or measured.experiment_result is None:
        return []
    found = []
    for name, (words, values) in _seed_spreads(recording).items():
        now = measured.figures.get(name)
        if not values or now is None:
            continue
        low, high = min(values) - margin, max(values) + margin
        if not low <= now <= high:
            if name.startswith(("gap_", "lead_")):
                now_text = f"{now * 100:+.1f} points"
                then = f"{min(values) * 100:+.1f} to {max(values) * 100:+.1f}"
            else:
                now_text, then = f"{now:.1%}", f"{min(values):.1%} to {max(values):.1%}"
            found.append(f"{words} is {now_text}, the recorded seeds gave {then}")
    return found


def _seed_spreads(recording: Recording) -> dict[str, tuple[str, list[float]]]:
    """Figure name -> (the figure in words, each recorded seed's value of it)."""
    shown = recording.experiment_result or {}
    spreads: dict[str, tuple[str, list[float]]] = {}
    if recording.experiment == "prompting":
        for row in shown.get("ks", ()):
            k, prompted = int(row["k"]), list(row["prompting"])
            spreads[f"prompting_{k}"] = (f"prompting with k = {k}", prompted)
            if row.get("fine_tuning"):
                leads = [f - p for f, p in zip(row["fine_tuning"], prompted, strict=False)]
                spreads[f"lead_{k}"] = (f"fine-tuning's lead at k = {k}", leads)
        return spreads
    for size in shown.get("sizes", ()):
        n = size["examples"]
        for arm in shown.get("arms", ()):  # ways of fine-tuning: each arm's seeds at each size
            spreads[f"{arm}_{n}"] = (f"{arm} at {n:,}", list(size[arm]))
        if "pretrained" in size:
            gaps = [p - s for p, s in zip(size["pretrained"], size["scratch"], strict=False)]
            spreads[f"gap_{n}"] = (f"the gap at {n:,}", gaps)
    return spreads
