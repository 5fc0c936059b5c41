"""Advice after a run, in plain words with its figures, drawn from the run's checks (``TrainResult.history``)
and its kept scores.  The Results page and ``workbench runs show`` print the same sentences.

Four rules, each read from numbers alone (no model is loaded):

- *still improving*: the last check is the kept one and it beat the check about an epoch before it (a higher
  kept score, or a check loss at least ``LOSS_FALL`` lower) -> continue for ``more_epochs`` epochs, a new run
  that starts from these weights with a fresh schedule (``runs.continuing``); but when the kept score was
  already perfect an epoch before (every checking example right), a falling loss only means surer answers,
  and the advice says so instead (``"perfect"``);
- *stopped improving*: the kept score (macro-F1 ...) has not risen by ``SCORE_RISE`` for at least the last
  epoch of checks (read from the run's recorded checks), though the loss may still fall a little -> more
  epochs are unlikely to help, and no more are offered (``"stopped"``); said instead of *still improving*,
  and not beside *check loss rising*, which says more;
- *check loss rising*: the check loss was lowest at epoch k and has risen by ``LOSS_RISE`` or more over at
  least two checks since -> the kept model's epoch, and that fewer epochs would do;
- *one label far behind*: a classifier's weakest label has an F1 ``LABEL_GAP`` or more below the mean of the
  others -> add examples of it;
- *no better than the commonest label*: ``objectives.advice`` words it (the run's own end says the same).

Only a finished run is advised: a stopped one is resumed instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.training.config import TrainConfig
from workbench.core.training.objectives.advice import advice_after_training
from workbench.core.training.recipes import is_classifier
from workbench.core.words import number, translate

LOSS_FALL = 0.02  # a check loss this much lower (relative) than an epoch before counts as still improving
SCORE_RISE = 0.005  # and so does a kept score this much higher
LOSS_RISE = 0.10  # a check loss this much above its lowest (relative) counts as rising
LABEL_GAP = 0.20  # a label's F1 this far below the others' mean is "far worse"
PERFECT = 1 - 1e-9  # a kept score (0 to 1) this high cannot rise: every checking example is right


@dataclass(frozen=True)
class Advice:
    """One piece of advice: ``kind`` is "continue", "perfect", "stopped", "fewer_epochs", "weak_label" or
    "majority"."""

    kind: str
    text: str
    epochs: int | None = None  # "continue": the more epochs advised; "fewer_epochs": the epochs that would do


def run_advice(result: Any, config: TrainConfig | None = None) -> tuple[Advice, ...]:
    """The advice for the run whose ``TrainResult`` is ``result`` (its config, for the learning rate)."""
    if result is None or result.status != "finished" or result.metrics is None:
        return ()
    checks = [m for m in result.history if m.step > 0]
    said: list[Advice] = []
    majority = _majority(result, config) if is_classifier(result.objective) else None
    improving = _still_improving(result, checks)
    rising = _loss_rising(result, checks)
    if rising is None and (improving is None or improving.kind == "continue"):
        improving = _stopped_improving(checks) or improving
    if improving is not None and majority is None:
        said.append(improving)
    if rising is not None:
        said.append(rising)
    if majority is not None:
        said.append(majority)
    elif is_classifier(result.objective):
        weak = _weak_label(result.metrics)
        said += [weak] if weak is not None else []
    return tuple(said)


def advice_for_run(run_dir: Path) -> tuple[Advice, ...]:
    """The advice for the run in ``run_dir``, from its summary and config (none before it has ended)."""
    from workbench.core.training.engine.events import TrainResult
    from workbench.core.training.engine.run_folder import RunFolder

    folder = RunFolder(Path(run_dir))
    summary = folder.read_summary()
    if summary is None:
        return ()
    return run_advice(TrainResult.from_dict(summary), folder.read_config())


def more_epochs(result: Any) -> int:
    """How many more epochs a continued run trains: half as many again as the run did, at least one."""
    return max(1, round(float(result.epochs_done) / 2))


def _epoch(value: float) -> str:
    return number(value, ".0f") if abs(value - round(value)) < 0.05 else number(value, ".1f")


def _score(m: Any) -> float | None:
    score = getattr(m, "best_score", None)
    return float(score) if isinstance(score, int | float) else None


def _still_improving(result: Any, checks: list[Any]) -> Advice | None:
    if len(checks) < 2 or checks[-1].step != result.best_step:
        return None
    last = checks[-1]
    earlier = [m for m in checks[:-1] if m.epoch <= last.epoch - 1 + 1e-9] or checks[:1]
    then = earlier[-1]
    fell = last.loss <= then.loss * (1 - LOSS_FALL)
    now_score, then_score = _score(last), _score(then)
    rose = now_score is not None and then_score is not None and now_score >= then_score + SCORE_RISE
    if not (fell or rose):
        return None
    if not rose and now_score is not None and now_score >= PERFECT and then_score is not None:
        first = next(m for m in checks if (_score(m) or 0.0) >= PERFECT)
        return Advice(
            "perfect",
            translate(
                "Runs",
                "Every checking example has been right since epoch {epoch} ({name} {score}, the best there "
                "is): "
                "more epochs would only make the model surer of the same answers, not better. To see how it "
                "does "
                "on texts unlike these, test it on a file of new ones.",
            ).format(epoch=_epoch(first.epoch), name=last.score_name, score=number(now_score, ".3f")),
        )
    n = more_epochs(result)
    found = (
        translate(
            "Runs",
            "Still improving at the end: from epoch {first} to {last} its errors on the checking texts "
            "shrank "
            "(check loss {loss_then} → {loss_now}) and its score rose ({name} {score_then} → {score_now}), "
            "and "
            "the last check was the best.",
        )
        if rose
        else translate(
            "Runs",
            "Still improving at the end: from epoch {first} to {last} its errors on the checking texts "
            "shrank "
            "(check loss {loss_then} → {loss_now}), and the last check was the best.",
        )
    ).format(
        first=_epoch(then.epoch),
        last=_epoch(last.epoch),
        loss_then=number(then.loss, ".3f"),
        loss_now=number(last.loss, ".3f"),
        name=last.score_name,
        score_then=number(then_score, ".3f") if then_score is not None else "",
        score_now=number(now_score, ".3f") if now_score is not None else "",
    )
    go_on = (
        translate(
            "Runs",
            "Continue for 1 more epoch: a new run that starts from these weights with a fresh schedule.",
        )
        if n == 1
        else translate(
            "Runs",
            "Continue for %n more epochs: a new run that starts from these weights with a fresh schedule.",
            None,
            n,
        )
    )
    return Advice("continue", f"{found} {go_on}", n)


def _stopped_improving(checks: list[Any]) -> Advice | None:
    """The checks' kept score has not risen for at least an epoch: the first check within ``SCORE_RISE`` of
    the best score came an epoch or more before the last one."""
    scores = [_score(m) for m in checks]
    if len(checks) < 2 or any(score is None for score in scores):
        return None
    top = max(scores)  # type: ignore[type-var]
    first = next(m for m, score in zip(checks, scores, strict=True) if score > top - SCORE_RISE)
    last = checks[-1]
    if last.epoch - first.epoch < 1 - 1e-9:
        return None
    steady = all(score == top for score in scores[checks.index(first) :])
    text = (
        translate(
            "Runs",
            "The checks stopped improving after epoch {first}: its score on the checking texts ({name}) has "
            "stayed at {score} from epoch {first} to {last}. More epochs are unlikely to make the model "
            "better; "
            "more examples (especially like the ones it gets wrong) are more likely to.",
        )
        if steady
        else translate(
            "Runs",
            "The checks stopped improving after epoch {first}: its score on the checking texts ({name}) has "
            "stayed near {score} from epoch {first} to {last}. More epochs are unlikely to make the model "
            "better; more examples (especially like the ones it gets wrong) are more likely to.",
        )
    ).format(
        first=_epoch(first.epoch), name=last.score_name, score=number(top, ".3f"), last=_epoch(last.epoch)
    )
    return Advice("stopped", text)


def _loss_rising(result: Any, checks: list[Any]) -> Advice | None:
    losses = [m.loss for m in checks]
    if len(checks) < 3 or not all(math.isfinite(x) for x in losses):
        return None
    low = min(range(len(losses)), key=losses.__getitem__)
    if len(checks) - 1 - low < 2 or losses[-1] < losses[low] * (1 + LOSS_RISE):
        return None
    k = checks[low].epoch
    kept = next((m for m in checks if m.step == result.best_step), None)
    kept_epoch = kept.epoch if kept is not None else k
    enough = max(1, math.ceil(max(k, kept_epoch) - 1e-9))
    grown = translate(
        "Runs",
        "Its errors on the checking texts have grown since epoch {epoch} (check loss {low} → {last}): after "
        "that the model learned its training texts by heart more than the task (over-fitting).",
    ).format(epoch=_epoch(k), low=number(losses[low], ".3f"), last=number(losses[-1], ".3f"))
    score = _score(kept) if kept is not None else None
    if kept is not None and score is not None:
        fewer = (
            translate(
                "Runs",
                "The kept model is from epoch {epoch} (chosen by its {name}, {score}), 1 epoch would do "
                "instead "
                "of {done}.",
            )
            if enough == 1
            else translate(
                "Runs",
                "The kept model is from epoch {epoch} (chosen by its {name}, {score}), %n epochs would do "
                "instead of {done}.",
                None,
                enough,
            )
        )
    elif kept is not None:
        fewer = (
            translate("Runs", "The kept model is from epoch {epoch}, 1 epoch would do instead of {done}.")
            if enough == 1
            else translate(
                "Runs",
                "The kept model is from epoch {epoch}, %n epochs would do instead of {done}.",
                None,
                enough,
            )
        )
    else:
        fewer = (
            translate("Runs", "So 1 epoch would do instead of {done}.")
            if enough == 1
            else translate("Runs", "So %n epochs would do instead of {done}.", None, enough)
        )
    fewer = fewer.format(
        epoch=_epoch(kept_epoch),
        name=kept.score_name if kept is not None else "",
        score=number(score, ".3f") if score is not None else "",
        done=_epoch(result.epochs_done),
    )
    text = f"{grown} {fewer}"
    return Advice("fewer_epochs", text, enough)


def _weak_label(m: Any) -> Advice | None:
    names, f1 = m.label_names, m.f1
    present = [i for i in range(len(names)) if m.support[i] > 0]
    if len(present) < 2:
        return None
    worst = min(present, key=lambda i: f1[i])
    others = [f1[i] for i in present if i != worst]
    if f1[worst] > sum(others) / len(others) - LABEL_GAP:
        return None
    span = (
        number(min(others), ".2f")
        if len(others) == 1
        else translate("Runs", "{low} to {high}").format(
            low=number(min(others), ".2f"), high=number(max(others), ".2f")
        )
    )
    found = round(m.recall[worst] * m.support[worst])
    text = translate(
        "Runs",
        "“{label}” is found far less well than the other labels: {found} of its {total} checking texts were "
        "answered “{label}” (F1 {f1}, against {span} for the others; F1 weighs what it found against what it "
        "wrongly called “{label}”, 1 at best). Add examples of “{label}”, especially like the ones it gets "
        "wrong.",
    ).format(label=names[worst], found=found, total=m.support[worst], f1=number(f1[worst], ".2f"), span=span)
    return Advice("weak_label", text)


def _majority(result: Any, config: TrainConfig | None) -> Advice | None:
    m = result.metrics
    labels = [i for i, count in enumerate(m.support) for _ in range(count)]
    config = config or TrainConfig.of_result(result)  # the run's own, else what its result tells
    said = advice_after_training(m, config, labels)
    return Advice("majority", " ".join(said)) if said else None
