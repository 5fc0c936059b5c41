"""The lecture's in-context-learning slide, measured: prompting a left-to-right model with k solved examples
(zero-shot when k is 0) against fine-tuning the same model on the same k examples, on one check set.

The check set is the size experiment's (``experiment.split_check_set``: the same data and seed give the same
texts), cut to ``check_limit`` texts with the class shares kept when it is longer, because prompting reads a
long prompt for every text; both ways are scored on that same cut set, and the result says how many texts it
holds.  For each k and seed, ``draw_examples`` takes k examples from the rest, as evenly over the labels as k
allows, with the seed; the prompting run and the fine-tuning run of that k and seed get exactly those
examples, so the only difference between the two points is "put them in the prompt" or "train on them".

Fine-tuning uses the same causal model with a classification head (``full`` method, the recipe's steps for k
examples, scored once at the end, like every run of the size experiment).  The fairer lecture point is the
same model: a stronger classifier such as MiniLM would mix "which model" into "prompt or train".  k = 0 has
no fine-tuning point: there is nothing to train on, which is the slide's point about prompting; and one
prompting run, since it draws no examples and every seed would score the same.

Prompting runs come first (one model load serves them all, and they show the slide's left half soonest),
then the fine-tuning runs, each in a temporary folder removed afterwards, as in the size experiment.
"""

from __future__ import annotations

import random
import re
import tempfile
import threading
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import Cancelled, ConfigError, DataError
from workbench.core.training.config import TrainConfig
from workbench.core.training.recipes import EXPERIMENT_SEEDS, PROMPTING_CHECK_LIMIT
from workbench.core.training.runs.experiment import (
    ArmResult,
    PlannedRun,
    RunEnded,
    RunEvent,
    RunStarted,
    refuse_empty_parts,
    run_config,
    split_check_set,
)
from workbench.core.training.runs.in_context import prompting_accuracy
from workbench.core.words import number, translate

PROMPTING_DATA = "reviews_sentiment.csv"  # built-in: 60 check texts, and a prompt of its reviews stays short
PROMPT_ARMS = ("prompting", "fine_tuning")
PROMPT_ARM_NAMES = {"prompting": "prompting", "fine_tuning": "fine-tuning"}


@dataclass(frozen=True)
class PromptRun:
    index: int
    k: int
    arm: str  # "prompting" or "fine_tuning"
    seed: int  # 1-based, as shown

    @property
    def label(self) -> str:
        shots = "zero-shot" if self.k == 0 else f"{self.k:,} examples"
        return f"{PROMPT_ARM_NAMES[self.arm]} · {shots} · seed {self.seed}"


@dataclass(frozen=True)
class Scoring:
    """Sent during a prompting run, every few check texts (a fine-tuning run sends training events)."""

    done: int
    total: int


@dataclass(frozen=True)
class PromptingPlan:
    ks: tuple[int, ...]
    seeds: int
    check_examples: int  # texts every run is scored on (after the limit)
    check_available: int  # texts the check set had before the limit
    pool_examples: int
    label_names: tuple[str, ...]
    runs: tuple[PromptRun, ...]


@dataclass(frozen=True)
class KResult:
    k: int
    prompting: ArmResult
    fine_tuning: ArmResult | None  # None for k = 0

    def to_dict(self) -> dict[str, Any]:
        tuned = self.fine_tuning.to_dict() if self.fine_tuning is not None else None
        return {"k": self.k, "prompting": self.prompting.to_dict(), "fine_tuning": tuned}


@dataclass(frozen=True)
class PromptingResult:
    model: str
    check_examples: int
    check_available: int
    seeds: int
    label_names: tuple[str, ...]
    ks: tuple[KResult, ...]
    status: str = "finished"  # or "cancelled" / "failed" (ks then hold the runs that finished)
    message: str = ""

    @property
    def chance(self) -> float:
        """The accuracy of guessing: one in the number of labels."""
        return 1 / len(self.label_names)

    def to_dict(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "check_examples": self.check_examples,
            "check_available": self.check_available,
            "seeds": self.seeds,
            "labels": list(self.label_names),
            "chance": self.chance,
            "status": self.status,
            "ks": [k.to_dict() for k in self.ks],
        }


def parse_ks(text: str) -> list[int]:
    """The k values in ``text`` ("0, 4, 16"), sorted, each once; 0 is allowed (zero-shot).  A part that is not
    a whole number of 0 or more ("-1", "four") is refused with a ``ConfigError`` naming it, and so is an empty
    part ("0,,4", ``experiment.refuse_empty_parts``)."""
    refuse_empty_parts(text, "numbers of examples", "0, 4, 16")
    pieces = [piece.strip() for piece in re.split(r"[,;\s]+|\band\b", text) if piece.strip()]
    for piece in pieces:
        if not (piece.isascii() and piece.isdigit()):
            raise ConfigError(
                translate(
                    "Runs", "“{piece}” is not a number of examples: each is a whole number, 0 or more."
                ).format(piece=piece),
                translate("Runs", "Give numbers separated by commas, e.g. 0, 4, 16."),
            )
    return sorted({int(piece) for piece in pieces})


def plan_prompting(
    dataset: Any,
    ks: Sequence[int],
    seeds: int = EXPERIMENT_SEEDS,
    check_limit: int | None = PROMPTING_CHECK_LIMIT,
    val_fraction: float = TrainConfig.val_fraction,
    seed: int = TrainConfig.seed,
) -> tuple[PromptingPlan, Any, Any]:
    """(plan, pool, check set cut to ``check_limit``).  Raises ``DataError`` in plain words for a k or a
    number of seeds that cannot be had."""
    from workbench.core.training.data.checks import subsample

    ks = tuple(sorted({int(k) for k in ks}))
    if not ks:
        raise DataError(
            "no-ks",
            translate("Runs", "No numbers of examples were given."),
            translate("Runs", "Give one or more, e.g. 0, 4, 16."),
        )
    if min(ks) < 0:
        raise DataError(
            "negative-k",
            translate("Runs", "A prompt cannot hold fewer than 0 examples."),
            translate("Runs", "Use 0, 4, 16."),
        )
    if seeds < 1:
        raise DataError(
            "no-seeds",
            translate("Runs", "The experiment needs at least one seed."),
            translate("Runs", "Use 3 seeds."),
        )
    if len(dataset.label_names) < 2:
        raise DataError(
            "no-labels",
            translate("Runs", "This data has fewer than two labels, so there is nothing to choose between."),
            translate("Runs", "Give a file with a column of labels, e.g. positive and negative."),
        )
    pool, check = split_check_set(dataset, val_fraction, seed)
    if max(ks) > len(pool):
        raise DataError(
            "k-too-large",
            translate(
                "Runs",
                "You asked for {asked} examples, but the data has only {left} left after {kept} are kept "
                "aside to "
                "check every run on.",
            ).format(asked=number(max(ks), ","), left=number(len(pool), ","), kept=number(len(check), ",")),
            translate("Runs", "Use k up to {left}, or a larger file.").format(left=number(len(pool), ",")),
        )
    available = len(check)
    if check_limit is not None and check_limit < len(check):
        check = subsample(check, max(check_limit, len(dataset.label_names)), seed)
    runs: list[PromptRun] = []
    for arm in PROMPT_ARMS:
        for k in ks:
            if arm == "fine_tuning" and k == 0:
                continue
            draws = 1 if k == 0 else seeds  # zero-shot draws no examples: every seed would score the same
            runs += [PromptRun(len(runs) + i, k, arm, s) for i, s in enumerate(range(1, draws + 1))]
    plan = PromptingPlan(ks, seeds, len(check), available, len(pool), tuple(dataset.label_names), tuple(runs))
    return plan, pool, check


def draw_examples(pool: Any, k: int, seed: int) -> Any:
    """k examples of ``pool``, as evenly over the labels as k allows (which labels get one more is drawn
    too), in a shuffled order so that no label's examples come as a block.  The same seed gives the same k."""
    rng = random.Random(seed)
    groups: dict[int, list[int]] = defaultdict(list)
    for index, label in enumerate(pool.labels):
        groups[int(label)].append(index)
    labels = sorted(groups)
    for label in labels:
        rng.shuffle(groups[label])
    rng.shuffle(labels)
    quotas = dict.fromkeys(labels, 0)
    while sum(quotas.values()) < min(k, len(pool)):
        for label in labels:  # one more each, in turn, while a label still has examples left
            if sum(quotas.values()) < k and quotas[label] < len(groups[label]):
                quotas[label] += 1
    chosen = [i for label in labels for i in groups[label][: quotas[label]]]
    rng.shuffle(chosen)
    return pool.select(chosen, f"{len(chosen)} examples drawn evenly over the labels (seed {seed}).")


def summarise(
    plan: PromptingPlan, model: str, accuracies: dict[int, float], **ending: Any
) -> PromptingResult:
    """The result of the runs done so far (``accuracies``: run index -> check-set accuracy)."""

    def arm(k: int, name: str) -> ArmResult:
        runs = [r for r in plan.runs if r.k == k and r.arm == name and r.index in accuracies]
        return ArmResult(tuple(accuracies[r.index] for r in runs))

    ks = tuple(KResult(k, arm(k, "prompting"), arm(k, "fine_tuning") if k > 0 else None) for k in plan.ks)
    return PromptingResult(
        model, plan.check_examples, plan.check_available, plan.seeds, plan.label_names, ks, **ending
    )


def run_prompting_experiment(
    config: TrainConfig,
    dataset: Any,
    ks: Sequence[int],
    seeds: int = EXPERIMENT_SEEDS,
    check_limit: int | None = PROMPTING_CHECK_LIMIT,
    on_event: Callable[[Any], None] | None = None,
    cancel: threading.Event | None = None,
    *,
    loaded: Any = None,
) -> PromptingResult:
    """Every prompting run, then every fine-tuning run, of ``config.model`` (a left-to-right model; pass it as
    ``loaded`` when it is loaded already); the fine-tuning runs use ``config``'s recipe settings.  Events are
    the size experiment's ``RunStarted``, ``RunEvent`` (a ``Scoring`` or a training event) and
    ``RunEnded``."""
    config.validate()
    cancel = cancel or threading.Event()
    emit = on_event or (lambda event: None)
    plan, pool, check = plan_prompting(dataset, ks, seeds, check_limit, config.val_fraction, config.seed)
    accuracies: dict[int, float] = {}
    total = len(plan.runs)

    def ended(run: PromptRun, status: str, **ending: Any) -> PromptingResult | None:
        partial = summarise(plan, config.model, accuracies)
        emit(RunEnded(run, status, accuracies.get(run.index), partial))  # type: ignore[arg-type]
        return (
            summarise(plan, config.model, accuracies, status=status, **ending)
            if status != "finished"
            else None
        )

    loaded = loaded if loaded is not None else load_causal_model(config.model, config.device)
    for run in [r for r in plan.runs if r.arm == "prompting"]:
        if cancel.is_set():
            return summarise(plan, config.model, accuracies, status="cancelled")
        emit(RunStarted(run, total))  # type: ignore[arg-type]
        drawn = draw_examples(pool, run.k, config.seed + run.seed - 1)
        examples = [
            (t, dataset.label_names[label]) for t, label in zip(drawn.texts, drawn.labels, strict=True)
        ]
        try:
            accuracies[run.index] = prompting_accuracy(
                loaded, examples, check, _scoring(emit, run, total), cancel
            )
        except Cancelled:
            return ended(run, "cancelled")  # type: ignore[return-value]
        ended(run, "finished")
    del loaded
    return _fine_tune(config, plan, pool, check, accuracies, emit, cancel, ended)


def _fine_tune(
    config: TrainConfig,
    plan: PromptingPlan,
    pool: Any,
    check: Any,
    accuracies: dict[int, float],
    emit: Callable[[Any], None],
    cancel: threading.Event,
    ended: Callable[..., PromptingResult | None],
) -> PromptingResult:
    from workbench.core.training.engine.loop import train

    total = len(plan.runs)
    with tempfile.TemporaryDirectory(prefix="workbench-prompting-") as scratch:
        for run in [r for r in plan.runs if r.arm == "fine_tuning"]:
            if cancel.is_set():
                return summarise(plan, config.model, accuracies, status="cancelled")
            emit(RunStarted(run, total))  # type: ignore[arg-type]
            as_planned = PlannedRun(run.index, run.k, "pretrained", run.seed)
            run_cfg = run_config(config, as_planned, Path(scratch) / f"run-{run.index}")
            drawn = draw_examples(pool, run.k, run_cfg.seed)  # the prompting run's k examples
            result = train(
                run_cfg, drawn, check, lambda e, r=run: emit(RunEvent(r, e, total)), cancel, listed=False
            )
            if result.status == "finished" and result.accuracy is not None:
                accuracies[run.index] = result.accuracy
            _remove(Path(run_cfg.out_dir))
            stopped = ended(run, result.status, message=result.message)
            if stopped is not None:
                return stopped
    return summarise(plan, config.model, accuracies)


def _scoring(emit: Callable[[Any], None], run: PromptRun, total: int) -> Callable[[int, int], None]:
    def report(done: int, count: int) -> None:
        if done == count or done % 5 == 0:
            emit(RunEvent(run, Scoring(done, count), total))  # type: ignore[arg-type]

    return report


def load_causal_model(ref: str, device: str = "auto") -> Any:
    """``ref`` loaded to read prompts; ``WrongModelKind`` in plain words for a model that cannot continue a
    text (a masked or an encoder-only model)."""
    from workbench.core.models.abilities import require_causal
    from workbench.core.models.devices import best_device
    from workbench.core.models.loading import load_model

    loaded = load_model(ref, "auto", device=best_device(None if device == "auto" else device))
    require_causal(loaded)
    return loaded


def _remove(folder: Path) -> None:
    import shutil

    shutil.rmtree(folder, ignore_errors=True)
