"""The advice after a run, one rule at a time, on made-up curves and scores (plain data, nothing trains)."""

from __future__ import annotations

from types import SimpleNamespace

from workbench.core.training.config import TrainConfig
from workbench.core.training.objectives.metrics import classification_metrics
from workbench.core.training.recipes import usual_learning_rate
from workbench.core.training.runs.run_advice import more_epochs, run_advice

NAMES = ("negative", "positive")


def check(step: int, epoch: float, loss: float, right: int, names=NAMES, true=None, predicted=None):
    """A check of 20 texts (10 of each label) that gets ``right`` of them right, or of ``true`` answered
    ``predicted``."""
    if true is None:
        true = [i % 2 for i in range(20)]
        predicted = [1 - t if i < 20 - right else t for i, t in enumerate(true)]
    return classification_metrics(true, predicted, names, loss=loss, step=step, epoch=epoch)


def result(history, best_step=None, status="finished", epochs=None):
    best = next(m for m in history if m.step == (best_step or history[-1].step))
    last = history[-1]
    return SimpleNamespace(
        status=status,
        metrics=best,
        history=tuple(history),
        best_step=best.step,
        epochs_done=epochs or last.epoch,
        objective="classify",
        model="m",
        method="full",
    )


def kinds(advice) -> list[str]:
    return [a.kind for a in advice]


def test_a_run_still_improving_at_the_end_is_told_to_continue_for_more_epochs() -> None:
    history = [check(10 * e, e, 0.7 - 0.1 * e, 10 + 2 * e) for e in range(1, 5)]  # loss falls, score rises
    [advice] = run_advice(result(history))
    assert advice.kind == "continue" and advice.epochs == more_epochs(result(history)) == 2
    assert (
        "Still improving" in advice.text
        and "0.400 → 0.300" in advice.text
        and "Continue for 2 more epochs" in advice.text
    )


def test_a_rising_check_loss_names_the_epoch_and_says_fewer_epochs_would_do() -> None:
    losses = [0.50, 0.35, 0.40, 0.48, 0.55]
    history = [check(10 * e, e, loss, 18) for e, loss in enumerate(losses, start=1)]
    [advice] = run_advice(result(history, best_step=20))
    assert advice.kind == "fewer_epochs" and advice.epochs == 2
    assert "grown since epoch 2 (check loss 0.350 → 0.550)" in advice.text and "over-fitting" in advice.text
    assert "The kept model is from epoch 2" in advice.text and "2 epochs would do instead of 5" in advice.text


def test_one_label_far_worse_than_the_others_asks_for_examples_of_it() -> None:
    names = ("billing", "delivery", "refund")
    true = [0] * 10 + [1] * 10 + [2] * 10
    predicted = [0] * 10 + [1] * 10 + [2] * 3 + [0] * 7  # refunds mostly taken for billing
    m = check(10, 1.0, 0.5, 0, names, true, predicted)
    history = [check(5, 0.5, 0.5, 0, names, true, predicted), m]
    [advice] = run_advice(result(history, best_step=5))  # flat curves: no advice about epochs
    assert (
        advice.kind == "weak_label"
        and "“refund”" in advice.text
        and "3 of its 10 checking texts were answered “refund”" in advice.text
    )
    assert "Add examples of “refund”" in advice.text


def test_no_better_than_the_commonest_label_says_what_to_try() -> None:
    true, predicted = [0] * 14 + [1] * 6, [0] * 20
    history = [check(s, s / 10, 0.69, 0, NAMES, true, predicted) for s in (10, 20, 30)]
    config = TrainConfig(model="m", learning_rate=1e-3)
    [advice] = run_advice(result(history, best_step=10), config)
    assert advice.kind == "majority" and "“negative” for every validation text" in advice.text
    assert "far above the usual" in advice.text  # the learning rate of 1e-3 is named as the cause


def test_a_steady_run_is_told_more_epochs_would_not_help_and_a_stopped_run_is_not_advised() -> None:
    history = [check(10 * e, e, 0.30, 19) for e in range(1, 4)]
    assert kinds(run_advice(result(history, best_step=10))) == ["stopped"]
    short = [check(5, 0.5, 0.30, 19), check(10, 1.0, 0.30, 19)]  # less than an epoch of checks: too soon
    assert run_advice(result(short, best_step=5)) == ()
    improving = [check(10 * e, e, 0.7 - 0.1 * e, 10 + 2 * e) for e in range(1, 5)]
    assert run_advice(result(improving, status="cancelled")) == ()


def test_a_run_right_on_every_check_since_epoch_2_is_not_told_to_continue() -> None:
    # the loss keeps falling (surer answers) but the score has been perfect since epoch 2: nothing to gain
    history = [check(10 * e, e, 0.5 - 0.1 * e, 20 if e >= 2 else 16) for e in range(1, 5)]
    [advice] = run_advice(result(history))
    assert advice.kind == "perfect" and advice.epochs is None
    assert "right since epoch 2" in advice.text and "Continue" not in advice.text
    rising = [check(10 * e, e, 0.5 - 0.1 * e, 18 + (e == 4) * 2) for e in range(1, 5)]  # perfect only now
    assert kinds(run_advice(result(rising))) == ["continue"]


def test_a_score_flat_for_the_last_epochs_offers_no_more_epochs_though_the_loss_still_falls() -> None:
    # 18 of 20 right from epoch 2 on, the loss still falling (surer answers): this once read "Continue for 2"
    history = [check(10 * e, e, 0.5 - 0.05 * e, 18 if e >= 2 else 14) for e in range(1, 5)]
    [advice] = run_advice(result(history))
    assert advice.kind == "stopped" and advice.epochs is None
    assert "stopped improving after epoch 2" in advice.text and "from epoch 2 to 4" in advice.text
    assert "Continue" not in advice.text
    late = [check(10 * e, e, 0.5 - 0.05 * e, 14 + (e == 4) * 4) for e in range(1, 5)]  # better only now
    assert kinds(run_advice(result(late))) == ["continue"]


def test_a_run_whose_config_cannot_be_read_is_judged_by_what_its_result_tells() -> None:
    true, predicted = [0] * 14 + [1] * 6, [0] * 20
    history = [check(s, s / 10, 0.69, 0, NAMES, true, predicted) for s in (10, 20, 30)]
    ran = SimpleNamespace(**{**vars(result(history, best_step=10)), "method": "lora"})
    told = TrainConfig.of_result(ran)
    # the config the advice built by hand before: the result's model, method and task, the rest the defaults
    assert told == TrainConfig(model="m", method="lora", objective="classify")
    assert told.effective_learning_rate == usual_learning_rate("lora", "classify")
    without = run_advice(ran)
    assert without == run_advice(ran, told)
    assert kinds(without) == ["majority"] and "Train for more epochs" in without[0].text
