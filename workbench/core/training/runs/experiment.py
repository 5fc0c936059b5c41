"""The lecture's experiment: the same model pre-trained and from scratch, at several training sizes, over
several seeds, all scored on one fixed check set.  Its arms can instead be ways of fine-tuning the pre-trained
model (``METHOD_ARMS``: everything, the bottom layers frozen, the head only, LoRA), each at its usual learning
rate, to compare them at a few sizes; with one way alone the experiment draws the data-size curve.

``plan_experiment`` splits the data once: a check set (``val_fraction`` of each class, drawn with the
config's seed) that no run learns from and that does not change with the training size, and the rest, the
pool each run's training texts are drawn from.  Sizes larger than the pool are refused before anything runs,
so a table never labels a run with a size it did not have.

``run_experiment`` trains every (size, seed, arm) of the plan in turn with ``engine.loop.train``.  Each run
takes the recipe's full number of steps for its size (no early stopping) and is scored once, at its end: the
check set only measures, it never picks a checkpoint, so the two arms are judged alike.  Seed k draws the
k-th training sample of each size and starts both arms' random weights from the same seed.  Runs happen in a
temporary folder that is removed afterwards (an experiment keeps numbers, not a dozen models).
"""

from __future__ import annotations

import re
import statistics
import tempfile
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from workbench.core.errors import ConfigError, DataError
from workbench.core.training.config import TrainConfig
from workbench.core.training.recipes import EXPERIMENT_SEEDS
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate

ARMS = ("pretrained", "scratch")
METHOD_ARMS = ("full", "frozen", "head", "lora")  # ways of fine-tuning the pre-trained model
ARM_NAMES = {  # translated where the window shows them, under the context "ExperimentResult"
    "pretrained": QT_TRANSLATE_NOOP("ExperimentResult", "pre-trained"),
    "scratch": QT_TRANSLATE_NOOP("ExperimentResult", "from scratch"),
    "full": QT_TRANSLATE_NOOP("ExperimentResult", "everything"),
    "frozen": QT_TRANSLATE_NOOP("ExperimentResult", "bottom layers frozen"),
    "head": QT_TRANSLATE_NOOP("ExperimentResult", "head only"),
    "lora": QT_TRANSLATE_NOOP("ExperimentResult", "LoRA"),
}
ONLY_AT_THE_END = 10**9  # evaluation interval that never comes before the last step


@dataclass(frozen=True)
class PlannedRun:
    index: int
    examples: int
    arm: str  # "pretrained" or "scratch", or a way of fine-tuning (METHOD_ARMS)
    seed: int  # 1-based, as shown

    @property
    def label(self) -> str:
        return f"{ARM_NAMES[self.arm]} · {self.examples:,} examples · seed {self.seed}"


@dataclass(frozen=True)
class ExperimentPlan:
    sizes: tuple[int, ...]
    seeds: int
    check_examples: int
    pool_examples: int  # texts the training samples are drawn from
    runs: tuple[PlannedRun, ...]
    arms: tuple[str, ...] = ARMS


@dataclass(frozen=True)
class ArmResult:
    """One arm at one size: the check-set accuracy of each seed's run."""

    runs: tuple[float, ...]

    @property
    def mean(self) -> float | None:
        return statistics.fmean(self.runs) if self.runs else None

    @property
    def median(self) -> float | None:
        return statistics.median(self.runs) if self.runs else None

    @property
    def low(self) -> float | None:
        return min(self.runs) if self.runs else None

    @property
    def high(self) -> float | None:
        return max(self.runs) if self.runs else None

    def to_dict(self) -> dict[str, Any]:
        return {"mean": self.mean, "runs": list(self.runs)}


@dataclass(frozen=True)
class SizeResult:
    examples: int
    pretrained: ArmResult = ArmResult(())
    scratch: ArmResult = ArmResult(())
    methods: dict[str, ArmResult] = field(default_factory=dict)  # ways of fine-tuning compared, by name

    def arm(self, name: str) -> ArmResult:
        """The runs of the arm ``name`` ("pretrained", "scratch" or a way of fine-tuning)."""
        return self.methods.get(name) or (getattr(self, name) if name in ARMS else ArmResult(()))

    @property
    def gap(self) -> float | None:
        """Mean pre-trained accuracy minus mean from-scratch accuracy (None until both have a run)."""
        if self.pretrained.mean is None or self.scratch.mean is None:
            return None
        return self.pretrained.mean - self.scratch.mean

    def to_dict(self) -> dict[str, Any]:
        if self.methods:
            return {"examples": self.examples, **{m: arm.to_dict() for m, arm in self.methods.items()}}
        return {
            "examples": self.examples,
            "pretrained": self.pretrained.to_dict(),
            "scratch": self.scratch.to_dict(),
            "gap": self.gap,
        }


@dataclass(frozen=True)
class ExperimentResult:
    model: str
    check_examples: int
    seeds: int
    sizes: tuple[SizeResult, ...]
    status: str = "finished"  # or "cancelled" / "failed" (sizes then hold the runs that finished)
    message: str = ""
    arms: tuple[str, ...] = ARMS

    @property
    def compares_methods(self) -> bool:
        """Whether the arms are ways of fine-tuning (else pre-trained against from scratch)."""
        return self.arms != ARMS

    def to_dict(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "check_examples": self.check_examples,
            "seeds": self.seeds,
            "status": self.status,
            "arms": list(self.arms),
            "sizes": [size.to_dict() for size in self.sizes],
        }

    def shown(self) -> dict[str, Any]:
        """What a scene's recording keeps of it (``experiment_result``): each seed's accuracy per size and
        arm; ``arms`` only when they are ways of fine-tuning."""
        shown: dict[str, Any] = {
            "model": self.model,
            "check_examples": self.check_examples,
            "seeds": self.seeds,
        }
        if self.compares_methods:
            shown["arms"] = list(self.arms)
        shown["sizes"] = [
            {"examples": size.examples, **{arm: list(size.arm(arm).runs) for arm in self.arms}}
            for size in self.sizes
        ]
        return shown

    @classmethod
    def from_shown(cls, shown: dict[str, Any]) -> ExperimentResult:
        """The result a recording kept (``shown``), to draw again."""
        arms = tuple(shown.get("arms") or ARMS)
        sizes = []
        for size in shown["sizes"]:
            runs = {arm: ArmResult(tuple(float(a) for a in size.get(arm, ()))) for arm in arms}
            if arms == ARMS:
                sizes.append(SizeResult(int(size["examples"]), runs["pretrained"], runs["scratch"]))
            else:
                sizes.append(SizeResult(int(size["examples"]), methods=runs))
        return cls(
            str(shown["model"]), int(shown["check_examples"]), int(shown["seeds"]), tuple(sizes), arms=arms
        )


@dataclass(frozen=True)
class RunStarted:
    """Sent before each run of the experiment; the run's own training events follow as ``RunEvent``s."""

    run: PlannedRun
    total: int


@dataclass(frozen=True)
class RunEvent:
    run: PlannedRun
    event: Any  # a training event (see events)
    total: int  # runs in the experiment


@dataclass(frozen=True)
class RunEnded:
    run: PlannedRun
    status: str
    accuracy: float | None
    partial: ExperimentResult  # every run so far, summarised


def refuse_empty_parts(text: str, what: str, example: str) -> None:
    """A ``ConfigError`` when a part of the typed list ``text`` is empty: nothing (or only "and") on one side
    of a comma or semicolon, or an "and" at either end.  "10,,20", "10," or "100 and" would otherwise lose one
    of the ``what`` without a word.  Every reader of a typed list of numbers (``parse_sizes``,
    ``prompting.parse_ks``, and through them the command line's list options) calls this first; a blank
    ``text`` holds no parts and passes."""
    if not text.strip():
        return
    missing = (
        translate("Runs", "so one of the training sizes is missing")
        if what == "training sizes"
        else translate("Runs", "so one of the numbers of examples is missing")
    )
    dangling = re.search(r"^\W*and\b|\band\W*$", text)
    if dangling:
        message = (
            translate("Runs", "“{text}” has an empty part before its first “and”, {missing}.")
            if dangling.start() == 0
            else translate("Runs", "“{text}” has an empty part after its last “and”, {missing}.")
        )
        raise ConfigError(
            message.format(text=text, missing=missing),
            translate("Runs", "Write a number on each side of every “and”, e.g. {example}.").format(
                example=example
            ),
        )
    separators = re.findall(r"[,;]", text)
    parts = re.split(r"[,;]", text)
    for index, part in enumerate(parts):
        if re.sub(r"\s+|\band\b", "", part):
            continue
        first = separators[0] if index == 0 else separators[index - 1]
        last = separators[-1] if index == len(parts) - 1 else separators[index]
        if index == 0:
            message = (
                translate("Runs", "“{text}” has an empty part before its first comma, {missing}.")
                if first == ","
                else translate("Runs", "“{text}” has an empty part before its first semicolon, {missing}.")
            )
        elif index == len(parts) - 1:
            message = (
                translate("Runs", "“{text}” has an empty part after its last comma, {missing}.")
                if last == ","
                else translate("Runs", "“{text}” has an empty part after its last semicolon, {missing}.")
            )
        elif first == last:
            message = (
                translate("Runs", "“{text}” has an empty part between two commas, {missing}.")
                if first == ","
                else translate("Runs", "“{text}” has an empty part between two semicolons, {missing}.")
            )
        else:
            message = (
                translate("Runs", "“{text}” has an empty part between a comma and a semicolon, {missing}.")
                if first == ","
                else translate(
                    "Runs", "“{text}” has an empty part between a semicolon and a comma, {missing}."
                )
            )
        raise ConfigError(
            message.format(text=text, missing=missing),
            translate(
                "Runs", "Write a number between every two commas and none after the last one, e.g. {example}."
            ).format(example=example),
        )


def parse_sizes(text: str) -> list[int]:
    """The training sizes in ``text``, sorted, each once.

    Written as a list with spaces ("100, 1,000 and 5000"), a comma inside a number separates thousands;
    written compactly ("100,1000" or "100,200"), every comma separates two sizes, unless a part could not be
    a size of its own ("1,000": no size starts with a 0).  A part that is not a whole number of 1 or more
    ("-5", "ten", "2.5") is refused with a ``ConfigError`` naming it, and so is an empty part ("10,,20",
    ``refuse_empty_parts``); no part is ever dropped."""
    refuse_empty_parts(text, "training sizes", "100, 1000")
    text = text.strip()
    spaced = bool(re.search(r"\s|;", text)) or bool(
        re.fullmatch(r"\d{1,3}(,\d{3})+", text) and re.search(r",0", text)
    )
    pieces = re.split(r"[;\s]+|,\s+|\band\b", text) if spaced else text.split(",")
    sizes = []
    for piece in pieces:
        piece = piece.strip(", ")
        digits = piece.replace(",", "") if spaced and re.fullmatch(r"\d{1,3}(,\d{3})+", piece) else piece
        digits = digits.replace("_", "")
        if not piece:
            continue
        if not (digits.isascii() and digits.isdigit() and int(digits) >= 1):
            raise ConfigError(
                translate(
                    "Runs",
                    "“{piece}” is not a training size: each size is a whole number of examples, 1 or more.",
                ).format(piece=piece),
                translate("Runs", "Give numbers separated by commas, e.g. 100, 1000."),
            )
        sizes.append(int(digits))
    return sorted(set(sizes))


def split_check_set(dataset: Any, val_fraction: float, seed: int) -> tuple[Any, Any]:
    """(pool, check set): the one split every experiment on this data and seed uses, so that the lecture's
    experiments (this one, and prompting against fine-tuning) are checked on the same texts."""
    from workbench.core.training.data.checks import stratified_split

    return stratified_split(dataset, val_fraction, seed)


def parse_methods(text: str) -> tuple[str, ...]:
    """The ways of fine-tuning in ``text`` ("full, frozen, head, lora"), in that order, each once; "" (or
    "pretrained, scratch") is the usual pre-trained against from scratch (``ARMS``).  A name that is not a
    way of fine-tuning is refused with a ``ConfigError`` naming the ones there are."""
    names = [part.strip().lower() for part in re.split(r"[,;\s]+|\band\b", text) if part.strip()]
    if not names or set(names) == set(ARMS):
        return ARMS
    unknown = [name for name in names if name not in METHOD_ARMS]
    if unknown:
        raise ConfigError(
            translate("Runs", "“{name}” is not a way of fine-tuning the experiment can compare.").format(
                name=unknown[0]
            ),
            translate("Runs", "Name some of: {names}, e.g. full, frozen, head, lora.").format(
                names=", ".join(METHOD_ARMS)
            ),
        )
    return tuple(name for name in METHOD_ARMS if name in names)


def plan_experiment(
    dataset: Any,
    sizes: Sequence[int],
    seeds: int = EXPERIMENT_SEEDS,
    val_fraction: float = TrainConfig.val_fraction,
    seed: int = TrainConfig.seed,
    arms: Sequence[str] = ARMS,
) -> tuple[ExperimentPlan, Any, Any]:
    """(plan, training pool, check set).  Raises ``DataError`` with plain words when a size cannot be had.
    ``arms``: pre-trained and from scratch, or the ways of fine-tuning to compare (``parse_methods``)."""
    arms = tuple(arms)
    sizes = tuple(sorted(set(int(s) for s in sizes)))
    if not sizes:
        raise DataError(
            "no-sizes",
            translate("Runs", "No training sizes were given."),
            translate("Runs", "Give one or more sizes, e.g. 100, 1000."),
        )
    if seeds < 1:
        raise DataError(
            "no-seeds",
            translate("Runs", "The experiment needs at least one seed."),
            translate("Runs", "Use 3 seeds."),
        )
    pool, check = split_check_set(dataset, val_fraction, seed)
    classes = len(dataset.label_names)
    too_small = [s for s in sizes if s < classes]
    if too_small:
        raise DataError(
            "size-too-small",
            translate("Runs", "{size} examples cannot cover all {classes} labels.").format(
                size=too_small[0], classes=classes
            ),
            translate("Runs", "Use sizes of at least {classes}.").format(classes=classes),
        )
    too_large = [s for s in sizes if s > len(pool)]
    if too_large:
        raise DataError(
            "size-too-large",
            translate(
                "Runs",
                "You asked for {asked} training examples, but the data has only {left} left after {kept} "
                "are kept "
                "aside to check every run on.",
            ).format(
                asked=number(max(too_large), ","), left=number(len(pool), ","), kept=number(len(check), ",")
            ),
            translate(
                "Runs",
                "Use sizes up to {left}, or a larger file (the built-in reviews_plain.csv has enough for "
                "100 and "
                "1,000).",
            ).format(left=number(len(pool), ",")),
        )
    runs = []
    for examples in sizes:
        for k in range(1, seeds + 1):
            for arm in arms:
                runs.append(PlannedRun(len(runs), examples, arm, k))
    return ExperimentPlan(sizes, seeds, len(check), len(pool), tuple(runs), arms), pool, check


def run_config(base: TrainConfig, run: PlannedRun, out_dir: Path) -> TrainConfig:
    """The config of one run: the base config's model and recipe, this run's arm, size and seed, the
    recipe's full number of steps, and one evaluation at the end.  A way of fine-tuning compared with others
    learns at its own usual rate (a frozen body's head needs larger steps than the whole model)."""
    method = base.method if base.method != "scratch" else "full"
    if run.arm in METHOD_ARMS:
        method, rate = run.arm, None
    else:
        method = method if run.arm == "pretrained" else "scratch"
        rate = base.learning_rate if run.arm == "pretrained" else None
    return base.replace(
        method=method,
        learning_rate=rate,
        seed=base.seed + run.seed - 1,
        max_examples=run.examples,
        early_stopping_patience=None,
        eval_every_steps=ONLY_AT_THE_END,
        out_dir=str(out_dir),
    )


def summarise(
    plan: ExperimentPlan, model: str, accuracies: dict[int, float], **ending: Any
) -> ExperimentResult:
    """The result of the runs done so far (``accuracies``: run index -> check-set accuracy)."""
    sizes = []
    for examples in plan.sizes:
        arms = {
            arm: ArmResult(
                tuple(
                    accuracies[r.index]
                    for r in plan.runs
                    if r.examples == examples and r.arm == arm and r.index in accuracies
                )
            )
            for arm in plan.arms
        }
        if plan.arms == ARMS:
            sizes.append(SizeResult(examples, arms["pretrained"], arms["scratch"]))
        else:
            sizes.append(SizeResult(examples, methods=arms))
    return ExperimentResult(model, plan.check_examples, plan.seeds, tuple(sizes), arms=plan.arms, **ending)


def run_experiment(
    config: TrainConfig,
    dataset: Any,
    sizes: Sequence[int],
    seeds: int = EXPERIMENT_SEEDS,
    on_event: Callable[[Any], None] | None = None,
    cancel: threading.Event | None = None,
    arms: Sequence[str] = ARMS,
) -> ExperimentResult:
    """Train every run of the plan in turn and summarise their check-set accuracies."""
    from workbench.core.training.data.checks import subsample
    from workbench.core.training.engine.loop import train

    config.validate()
    cancel = cancel or threading.Event()
    emit = on_event or (lambda event: None)
    plan, pool, check = plan_experiment(dataset, sizes, seeds, config.val_fraction, config.seed, arms)
    accuracies: dict[int, float] = {}
    with tempfile.TemporaryDirectory(prefix="workbench-experiment-") as scratch:
        for run in plan.runs:
            if cancel.is_set():
                return summarise(plan, config.model, accuracies, status="cancelled")
            emit(RunStarted(run, len(plan.runs)))
            run_cfg = run_config(config, run, Path(scratch) / f"run-{run.index}")
            train_part = subsample(pool, run.examples, run_cfg.seed)
            result = train(
                run_cfg,
                train_part,
                check,
                lambda e, r=run: emit(RunEvent(r, e, len(plan.runs))),
                cancel,
                listed=False,
            )
            if result.status == "finished" and result.accuracy is not None:
                accuracies[run.index] = result.accuracy
            _remove(Path(run_cfg.out_dir))
            partial = summarise(plan, config.model, accuracies)
            emit(RunEnded(run, result.status, accuracies.get(run.index), partial))
            if result.status != "finished":
                return summarise(plan, config.model, accuracies, status=result.status, message=result.message)
    return summarise(plan, config.model, accuracies)


def _remove(folder: Path) -> None:
    import shutil

    shutil.rmtree(folder, ignore_errors=True)
