"""Plain advice drawn from a run's numbers: a learning rate to try after the loss blew up
(``engine.progress.check_loss`` gives it), and what to do when a classifier did no better than always
answering the most common label (its objective gives that at the end of the run)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from workbench.core.training.config import TrainConfig
from workbench.core.training.objectives.metrics import EvalMetrics
from workbench.core.training.recipes import usual_learning_rate
from workbench.core.words import number, translate


def suggest_learning_rate(config: TrainConfig) -> float:
    """A learning rate to try after this one made the loss blow up."""
    usual = usual_learning_rate(config.method, config.objective)
    lr = config.effective_learning_rate
    return 2e-5 if config.method in ("full", "frozen") and lr > usual else min(usual, lr / 10)


def advice_after_training(
    metrics: EvalMetrics | None, config: TrainConfig, val_labels: Sequence[int]
) -> tuple[str, ...]:
    """Plain advice when the kept weights do no better than always answering the most common label."""
    if metrics is None or not val_labels:
        return ()
    counts = Counter(val_labels)
    label, count = counts.most_common(1)[0]
    share = count / len(val_labels)
    if metrics.accuracy > share + 1e-9:
        return ()
    names = metrics.label_names
    answered = [sum(row[c] for row in metrics.confusion) for c in range(len(names))]
    if metrics.confusion and sum(answered) and max(answered) == sum(answered):
        # Name the label the model actually gave, not the most common one: with a tie they can differ.
        only = names[answered.index(max(answered))]
        first = translate(
            "Training",
            "The model answered “{label}” for every validation text: no better than always answering the "
            "most "
            "common label ({share} of the validation texts).",
        ).format(label=only, share=number(share, ".0%"))
    elif sum(n == count for n in counts.values()) > 1:
        first = translate(
            "Training",
            "The model did no better than always answering one label: the most common labels each make up "
            "{share} of the validation texts.",
        ).format(share=number(share, ".0%"))
    else:
        first = translate(
            "Training",
            "The model did no better than always answering “{label}”, the most common label ({share} of the "
            "validation texts).",
        ).format(label=names[label], share=number(share, ".0%"))
    said = [first]
    usual = usual_learning_rate(config.method, config.objective)
    lr = config.effective_learning_rate
    if lr > 3 * usual:
        said.append(
            translate(
                "Training",
                "The learning rate ({rate}) is far above the usual {usual} for this method: steps that "
                "large wipe "
                "out what pre-training learned. Try {suggested}.",
            ).format(
                rate=number(lr, "g"),
                usual=number(usual, "g"),
                suggested=number(suggest_learning_rate(config), "g"),
            )
        )
    else:
        said.append(
            translate("Training", "Train for more epochs, raise the learning rate a little, or add examples.")
        )
    return tuple(said)
