"""The training scenes' claims, checked by training what the scene sets up (``scenes check --training``).

Each function takes the scene's view (its tab state: the sample data, model, method, settings) and the check's
``expect``, trains the way the Fine-tuning tab would with those choices (the recipe unless the scene sets a
value, the same split of the sample data: ``scene_config``), and says whether the claim holds and what the
runs gave.  Runs happen in a temporary folder that is removed afterwards.  These take minutes on a laptop,
so the tests play only the other checks; ``benchmarks/scenes.py`` plays these.
"""

from __future__ import annotations

import statistics
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

Check = Callable[[Any, dict[str, Any]], tuple[bool, str]]


def scene_config(state: dict[str, Any], **changes: Any) -> Any:
    """The TrainConfig the Fine-tuning tab starts from a scene's state (``TrainSession.from_scene_state``):
    what the scene sets, where the tab starts the task for the rest; ``changes`` on top."""
    from workbench.core.sessions.train import TrainSession

    return TrainSession.from_scene_state(state).config().replace(**changes)


def _train(config: Any, scratch: str, name: str) -> tuple[Any, Any]:
    """(result, data) of one run of ``config`` in ``scratch``/``name``."""
    from workbench.core.training.data.families import load_run_data
    from workbench.core.training.engine.loop import train

    config = config.replace(out_dir=str(Path(scratch) / name))
    data = load_run_data(config)
    return train(config, data.train, data.validation, listed=False), data


def check_fine_tune(view: Any, spec: dict[str, Any]) -> tuple[bool, str]:
    """The scene's run reaches an accuracy, and is sure of its right answers, on the checking part."""
    from workbench.core.training.runs.classifier import load_trained

    expect = spec.get("expect", {})
    with tempfile.TemporaryDirectory(prefix="workbench-scene-") as scratch:
        result, data = _train(scene_config(view.state), scratch, "run")
        if result.status != "finished":
            return False, f"the run {result.status}: {result.message}"
        predictions = load_trained(Path(result.run_dir)).predict(list(data.validation.texts))
    right = [p.score for p, y in zip(predictions, data.validation.labels, strict=True) if p.index == y]
    sure = statistics.fmean(right) if right else 0.0
    holds = result.accuracy >= expect.get("accuracy_at_least", 0.0) and sure >= expect.get(
        "confidence_at_least", 0.0
    )
    return holds, (
        f"{result.accuracy:.1%} of {len(data.validation)} held-out texts right after {result.steps} steps "
        f"({result.stop_reason}); {sure:.0%} sure of its right answers on average"
    )


def check_pretrained_vs_scratch(view: Any, spec: dict[str, Any]) -> tuple[bool, str]:
    """The wizard's baseline: the same data, pre-trained and from scratch; the pre-trained run leads."""
    expect = spec.get("expect", {})
    accuracy = {}
    with tempfile.TemporaryDirectory(prefix="workbench-scene-") as scratch:
        for method in (view.state.get("method", "full"), "scratch"):
            config = scene_config(view.state, method=method)
            if method == "scratch":
                config = config.replace(
                    learning_rate=None
                )  # the recipe of the scratch run, as the wizard does
            result, data = _train(config, scratch, method)
            if result.status != "finished":
                return False, f"the {method} run {result.status}: {result.message}"
            accuracy[method] = result.accuracy
    pre, rand = accuracy[view.state.get("method", "full")], accuracy["scratch"]
    holds = pre - rand >= expect.get("lead_at_least", 0.0)
    return holds, (
        f"{len(data.train)} training texts, {len(data.validation)} to check: pre-trained {pre:.1%}, "
        f"from scratch {rand:.1%} ({(pre - rand) * 100:+.1f} points)"
    )


def check_data_sizes(view: Any, spec: dict[str, Any]) -> tuple[bool, str]:
    """The one-click experiment at the scene's sizes, scored as the scene claims: the pre-trained model's lead
    at least ``every_lead_at_least`` at every size (and, with ``shrinks``, smaller at each larger size)."""
    from workbench.core.training.data.run_data import load_labelled_data
    from workbench.core.training.runs.experiment import parse_sizes, run_experiment

    expect = spec.get("expect", {})
    config = scene_config(view.state, method="full")
    dataset, _ = load_labelled_data(config)
    sizes = parse_sizes(str(view.state.get("experiment_sizes", "100, 1,000")))
    result = run_experiment(config, dataset, sizes, int(expect.get("seeds", 3)))
    gaps = [size.gap for size in result.sizes]
    if result.status != "finished" or any(gap is None for gap in gaps):
        return False, f"the experiment {result.status}: {result.message}"
    holds = min(gaps) >= expect.get("every_lead_at_least", 0.0)
    if expect.get("shrinks", False):
        holds = holds and all(a > b for a, b in zip(gaps, gaps[1:], strict=False))
    cells = "; ".join(
        f"{s.examples:,}: pre-trained {s.pretrained.mean:.1%}, from scratch {s.scratch.mean:.1%} "
        f"({s.gap * 100:+.1f})"
        for s in result.sizes
    )
    return holds, f"mean of {result.seeds} seeds on {result.check_examples} check texts — {cells}"


def check_forgetting(view: Any, spec: dict[str, Any]) -> tuple[bool, str]:
    """Trained at the scene's (far too large) learning rate, the loss jumps and nothing useful is learned."""
    expect = spec.get("expect", {})
    with tempfile.TemporaryDirectory(prefix="workbench-scene-") as scratch:
        result, data = _train(scene_config(view.state), scratch, "run")
        first, highest = _losses(Path(result.run_dir))
    chance = max(data.validation.class_counts().values()) / len(data.validation)
    accuracy = result.accuracy
    jumped = highest >= expect.get("loss_jump_at_least", 1.5) * first
    useless = result.status == "failed" or (accuracy is not None and accuracy <= chance + 0.05)
    return jumped and useless, (
        f"loss {first:.2f} at the first step, up to {highest:.2f}; "
        + (f"the run stopped: {result.message}" if result.status == "failed" else f"{accuracy:.1%} right")
        + f" (always answering the commonest label: {chance:.0%})"
    )


def _losses(run_dir: Path) -> tuple[float, float]:
    """(first, highest) training loss of a run, from its metrics file."""
    import json

    losses = []
    path = run_dir / "metrics.jsonl"
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if record.get("type") == "step":
                losses.append(float(record["loss"]))
    return (losses[0], max(losses)) if losses else (float("nan"), float("nan"))


def check_adaptation(view: Any, spec: dict[str, Any]) -> tuple[bool, str]:
    """After adapting to the sample text, "Before and after" shows the field's words rising into the top 5."""
    from workbench.core.explore.before_after import compare_before_after
    from workbench.core.models.loading import load_model

    expect = spec.get("expect", {})
    probes: dict[str, str] = expect.get("probes", {})
    before = load_model(view.state.get("model", "workbench-mini-mlm"), "masked-lm")
    lines = []
    risen = 0
    with tempfile.TemporaryDirectory(prefix="workbench-scene-") as scratch:
        result, _ = _train(scene_config(view.state), scratch, "run")
        if result.status != "finished":
            return False, f"the run {result.status}: {result.message}"
        after = load_model(str(Path(result.run_dir) / "best"), "masked-lm")
        for text, word in probes.items():
            shown = compare_before_after(before, after, text, top_k=5)
            ranks = shown.rank_changes().get(word, (None, None))
            risen += ranks[1] is not None and (ranks[0] is None or ranks[1] < ranks[0])
            lines.append(f"“{word}”: {_rank(ranks[0])} → {_rank(ranks[1])}")
    holds = risen >= expect.get("risen_at_least", len(probes))
    perplexity = ""
    if result.before is not None and result.metrics is not None:
        holds = holds and result.metrics.perplexity < result.before.perplexity
        perplexity = f"; perplexity {result.before.perplexity:.1f} → {result.metrics.perplexity:.1f}"
    return holds, f"{risen} of {len(probes)} field words rose into the top 5 ({', '.join(lines)}){perplexity}"


def check_run_cost(view: Any, spec: dict[str, Any]) -> tuple[bool, str]:
    """The scene's run records its time, energy and own peak memory, and pre-training the model named in
    ``compare_with`` took at least ``times_at_least`` times that energy (by the catalogue's figure)."""
    from workbench.core.models.catalogue import get_entry
    from workbench.core.training.costs import duration_text, energy_how, energy_text, memory_text, times_text

    expect = spec.get("expect", {})
    entry = get_entry(str(expect.get("compare_with", "bert-base-uncased")))
    with tempfile.TemporaryDirectory(prefix="workbench-scene-") as scratch:
        result, _ = _train(scene_config(view.state), scratch, "run")
    costs = result.costs
    if result.status != "finished" or costs is None:
        return False, f"the run {result.status}: {result.message}"
    pretraining = (
        entry.pretraining.energy_kwh if entry is not None and entry.pretraining is not None else None
    )
    if costs.energy_wh is None or not costs.energy_wh > 0 or pretraining is None:
        return False, f"the run took {duration_text(costs.seconds)}; energy {energy_how(costs)}"
    ratio = pretraining * 1000 / costs.energy_wh
    holds = ratio >= expect.get("times_at_least", 1.0) and bool(costs.peak_memory_bytes)
    return holds, (
        f"the run: {duration_text(costs.seconds)}, {energy_text(costs.energy_wh)} ({energy_how(costs)}), "
        f"its own peak memory {memory_text(costs.peak_memory_bytes)}; pre-training {entry.name} "
        f"took about {times_text(ratio)} that energy"
    )


def _rank(rank: int | None) -> str:
    return f"#{rank}" if rank is not None else "not in the top 5"


TRAINING_CHECKS: dict[str, Check] = {
    "fine_tune": check_fine_tune,
    "pretrained_vs_scratch": check_pretrained_vs_scratch,
    "data_sizes": check_data_sizes,
    "forgetting": check_forgetting,
    "adaptation": check_adaptation,
    "run_cost": check_run_cost,
}
