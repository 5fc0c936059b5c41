"""A finished run's results in plain words, before any of the field's terms: one sentence that says how the
model did on the checking texts it never learned from (``verdict``), and for a classifier the checking texts
it got wrong, with their label and the model's answer (``wrong_answers``), read from the answers the run kept
at its end (``check_answers.json``, see ``engine.run_folder``) so that no model is loaded to show them.

The Results page shows these first and keeps precision, recall, F1 and the confusion matrix behind its
details; ``workbench runs show`` prints the same sentence.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.training.registry import family
from workbench.core.words import formatted, number, translate


@dataclass(frozen=True)
class WrongAnswer:
    """A checking text the model answered wrongly."""

    text: str  # a pair's two texts on one line (``data.labelled.pair_text``)
    label: str  # its label in the data
    answer: str  # the model's
    location: str = ""  # where it sits in the data file ("row 5"), when the run kept it


def verdict(result: Any) -> str:
    """One sentence, in plain words, on how the run's kept model did on its checking examples; "" when its
    figures say nothing a sentence could (no check finished, or a kind of run without them)."""
    m = getattr(result, "metrics", None)
    if m is None:
        return ""
    found = family(result.objective)
    if found.classifier:
        return classifier_verdict(m, pairs=found.pairs)
    if found.verdict is not None:  # a family that says its figures in its own words (names, answers)
        return found.verdict(m)
    if found.figures is not None:  # a family that words its own figures (a score predictor)
        return formatted(translate("Figures", found.figures.headline), **m.to_dict())
    if found.language_model:
        return _perplexity_verdict(getattr(result, "before", None), m)
    if found.instruction:
        return _answers_loss_verdict(getattr(result, "before", None), m)
    return ""


def classifier_verdict(m: Any, *, pairs: bool = False) -> str:
    """How many checking texts (or ``pairs`` of texts) the classifier got right, which two labels it mixes up
    most, and what always answering the commonest label would have got: the figures of ``m`` (``EvalMetrics``)
    in a sentence or two."""
    total = m.examples
    if not total:
        return ""
    right = sum(m.confusion[i][i] for i in range(len(m.confusion)))
    mixed = most_confused(m) if right != total else None
    if right == total:
        said = (
            translate("Runs", "Right on all {total} pairs it never saw.")
            if pairs
            else translate("Runs", "Right on all {total} texts it never saw.")
        ).format(total=number(total, ","))
    elif mixed is None:
        said = (
            translate("Runs", "Right on {right} of {total} pairs it never saw.")
            if pairs
            else translate("Runs", "Right on {right} of {total} texts it never saw.")
        ).format(right=number(right, ","), total=number(total, ","))
    else:
        true, answered, count = mixed
        if pairs:
            said = (
                translate(
                    "Runs",
                    "Right on {right} of {total} pairs it never saw; it confuses “{true}” with “{answered}” "
                    "most "
                    "(1 “{true}” pair answered “{answered}”).",
                )
                if count == 1
                else translate(
                    "Runs",
                    "Right on {right} of {total} pairs it never saw; it confuses “{true}” with “{answered}” "
                    "most "
                    "({count} “{true}” pairs answered “{answered}”).",
                )
            )
        else:
            said = (
                translate(
                    "Runs",
                    "Right on {right} of {total} texts it never saw; it confuses “{true}” with “{answered}” "
                    "most "
                    "(1 “{true}” text answered “{answered}”).",
                )
                if count == 1
                else translate(
                    "Runs",
                    "Right on {right} of {total} texts it never saw; it confuses “{true}” with “{answered}” "
                    "most "
                    "({count} “{true}” texts answered “{answered}”).",
                )
            )
        said = said.format(
            right=number(right, ","),
            total=number(total, ","),
            true=true,
            answered=answered,
            count=number(count, ","),
        )
    commonest = max(range(len(m.support)), key=lambda i: m.support[i])
    guessed = m.support[commonest]
    if right <= guessed and right < total:
        said += " " + translate(
            "Runs",
            "Answering “{label}” every time would be right on {guessed} too: it has not learned the task "
            "yet.",
        ).format(label=m.label_names[commonest], guessed=number(guessed, ","))
    return said


def most_confused(m: Any) -> tuple[str, str, int] | None:
    """(true label, the label answered, how many) of the largest mix-up in ``m``'s confusion matrix."""
    cells = [
        (count, t, p) for t, row in enumerate(m.confusion) for p, count in enumerate(row) if t != p and count
    ]
    if not cells:
        return None
    count, t, p = max(cells, key=lambda cell: cell[0])  # the first of equals: the order of the labels
    return m.label_names[t], m.label_names[p], count


def wrong_answers(run_dir: Path) -> tuple[WrongAnswer, ...] | None:
    """Every checking example the run's kept model answered wrongly, the most confused pair of labels first
    (then in the data's order); None when the run kept no answers (a run from before it did, or not a
    classifier), or when they no longer match its checking texts."""
    from workbench.core.training.data.labelled import pair_text
    from workbench.core.training.engine.run_folder import RunFolder

    folder = RunFolder(Path(run_dir))
    kept = folder.read_check_answers()
    if kept is None:
        return None
    try:
        _, validation = folder.read_data()
    except Exception:  # noqa: BLE001 - a damaged data file: the page asks the model instead
        return None
    names, answers = list(kept.get("label_names") or validation.label_names), kept["answers"]
    if len(answers) != len(validation.texts) or not all(
        isinstance(a, int) and 0 <= a < len(names) for a in answers
    ):
        return None
    seconds = validation.texts_b or [None] * len(validation.texts)
    locations = getattr(validation, "locations", None) or [""] * len(validation.texts)
    wrong = [
        WrongAnswer(pair_text(text, second), validation.label_names[label], names[answer], where)
        for text, second, label, answer, where in zip(
            validation.texts, seconds, validation.labels, answers, locations, strict=True
        )
        if names[answer] != validation.label_names[label]
    ]
    counts: dict[tuple[str, str], int] = {}
    for w in wrong:
        counts[(w.label, w.answer)] = counts.get((w.label, w.answer), 0) + 1
    order = {pair: i for i, pair in enumerate(sorted(counts, key=lambda pair: -counts[pair]))}
    return tuple(sorted(wrong, key=lambda w: order[(w.label, w.answer)]))


def _perplexity_verdict(before: Any, m: Any) -> str:
    if before is None:
        return translate(
            "Runs", "On texts it never saw, it hesitates between about {words} words at each word."
        ).format(words=number(m.perplexity, ",.0f"))
    better = m.perplexity < before.perplexity
    if family(getattr(m, "objective", None)).model_task == "masked-lm":
        said = (
            translate(
                "Runs",
                "It now guesses the hidden words of texts it never saw better than before: it hesitates "
                "between "
                "about {words} words at each word, where it hesitated between {before}.",
            )
            if better
            else translate(
                "Runs",
                "It now guesses the hidden words of texts it never saw no better than before: it hesitates "
                "between about {words} words at each word, where it hesitated between {before}.",
            )
        )
    else:
        said = (
            translate(
                "Runs",
                "It now guesses the next word of texts it never saw better than before: it hesitates between "
                "about {words} words at each word, where it hesitated between {before}.",
            )
            if better
            else translate(
                "Runs",
                "It now guesses the next word of texts it never saw no better than before: it hesitates "
                "between "
                "about {words} words at each word, where it hesitated between {before}.",
            )
        )
    return said.format(words=number(m.perplexity, ",.0f"), before=number(before.perplexity, ",.0f"))


def _answers_loss_verdict(before: Any, m: Any) -> str:
    if before is None:
        return ""
    if m.loss < before.loss:
        return translate(
            "Runs",
            "Its answers to the checking texts it never saw are closer to the ones you wrote than before.",
        )
    return translate(
        "Runs",
        "Its answers to the checking texts it never saw are no closer to the ones you wrote than before.",
    )
