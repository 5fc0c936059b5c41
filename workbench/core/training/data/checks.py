"""Checks on a ``LabelledDataset`` before training, the clean-up they suggest, and reproducible splits.

``check_dataset`` lists what could spoil a fine-tuning run, in plain words: an "error" blocks training, a
"warning" should be read and acknowledged, an "info" is a summary.  ``clean`` removes what can safely be
removed without the user's judgement (empty texts, exact repeats); conflicting labels are left for the user,
and so are labels that differ only in capitals or spaces (``labelled.look_alike_labels``): a warning says
what a merge would keep, and the user merges them (``load_dataset(merge_case_labels=True)``) or not.
In a dataset of text pairs an example is empty when either of its texts is, repeats and conflicts are
judged on the whole pair, and a pair's length is that of both texts encoded together.

``stratified_split`` and ``subsample`` keep every class represented and are deterministic for a seed.  For the
"100 versus 1,000 examples" experiments: split first, then subsample the training part, so every run is
checked on the same validation examples; with the same seed each class is drawn from the start of the same
shuffled order, so a smaller sample is (nearly always) contained in a larger one.
"""

from __future__ import annotations

import math
import random
from collections import Counter, defaultdict
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from workbench.core.errors import DataError
from workbench.core.training.config import TrainConfig
from workbench.core.training.data.labelled import LabelledDataset, look_alike_labels, look_alike_message
from workbench.core.training.data.reading import listed_places
from workbench.core.words import number, translate

__all__ = [
    "MIN_CLASS_EXAMPLES",
    "DataIssue",
    "check_dataset",
    "clean",
    "stratified_split",
    "subsample",
    "token_counter",
]

Severity = Literal["error", "warning", "info"]
MIN_CLASS_EXAMPLES = 5  # below this a class gets a warning; below 2 it cannot be in both split parts
IMBALANCE_RATIO = 10
_SHOWN = 10  # affected rows kept per issue
_ORDER = {"error": 0, "warning": 1, "info": 2}


@dataclass(frozen=True)
class DataIssue:
    """One finding of ``check_dataset``; ``rows`` are the first few affected indexes into the dataset."""

    severity: Severity
    code: str
    message: str
    hint: str = ""
    rows: tuple[int, ...] = ()
    count: int = 0  # how many rows are affected in all (``rows`` shows at most 10)

    @property
    def blocks_training(self) -> bool:
        return self.severity == "error"


def check_dataset(
    ds: LabelledDataset, *, max_tokens: int | None = None, count_tokens: Callable[..., int] | None = None
) -> list[DataIssue]:
    """Everything worth telling the user before training, errors first, then warnings, then a summary.

    The texts are judged as they are in ``ds``; the labels (the summary, small and unequal classes,
    look-alike labels) on the examples that train, ``ds`` without its empty texts and exact repeats (what
    ``clean`` keeps), so that every count agrees with what the run learns from.  The rows of each issue
    index ``ds``.

    Over-long texts are only looked for when both ``max_tokens`` (what the model reads) and ``count_tokens``
    (the model's tokenizer, counting what the model sees, special tokens included) are given; for a dataset
    of pairs ``count_tokens`` is called with both texts (``token_counter`` makes one that takes them).
    """
    kept_at = _kept(ds, drop_empty=True, drop_duplicates=True)
    kept = ds.select(kept_at) if len(kept_at) < len(ds) else ds
    issues = [_summary(kept)]
    if len(ds) < 2:
        issues.append(
            DataIssue(
                "error",
                "too-few-rows",
                translate("TrainingData", "There is only one example to learn from.")
                if len(ds) == 1
                else translate("TrainingData", "There are no examples to learn from."),
                translate(
                    "TrainingData",
                    "A classifier needs several examples of each class — at least 5, better 20 or more.",
                ),
                tuple(range(len(ds))),
                len(ds),
            )
        )
        return _sorted(issues)
    if len(kept):  # with no text at all, the texts are the problem (below), not the labels
        issues += _class_issues(kept, Counter(kept.labels), kept_at, cleaned=kept is not ds)
        issues += _look_alike_issues(kept, kept_at)
    issues += _text_issues(ds)
    if max_tokens is not None and count_tokens is not None:
        issues += _length_issues(ds, max_tokens, count_tokens)
    return _sorted(issues)


def _summary(ds: LabelledDataset) -> DataIssue:
    """The "info" line of ``check_dataset``: how many examples ``ds`` has, and how many of each label."""
    counts = ", ".join(f"{name} {n}" for name, n in ds.class_counts().items() if n)
    classes = sum(1 for n in ds.class_counts().values() if n)
    summary = translate("TrainingData", "{examples} examples in {classes} classes: {counts}.").format(
        examples=len(ds), classes=classes, counts=counts or translate("TrainingData", "none")
    )
    return DataIssue("info", "summary", summary)


def token_counter(model_ref: str | None) -> Callable[..., int] | None:
    """What ``model_ref`` reads of a text, in tokens with its special tokens, for the over-long check; None
    when no model is named or its tokenizer is not on this computer (the check is then skipped)."""
    if not model_ref:
        return None
    from workbench.core.errors import WorkbenchError
    from workbench.core.models.loading import load_tokenizer

    try:
        tokenizer = load_tokenizer(model_ref)
    except WorkbenchError:
        return None
    return lambda text, text_b=None: len(
        tokenizer(text, text_b, add_special_tokens=True, truncation=False)["input_ids"]
    )


def clean(ds: LabelledDataset, drop_empty: bool = True, drop_duplicates: bool = True) -> LabelledDataset:
    """A new dataset without empty texts and exact repeats (same text, or pair, and label; the first copy is
    kept)."""
    empty = _empty(ds) if drop_empty else []
    repeats = _repeats(ds)[0] if drop_duplicates else []
    kept = _kept(ds, drop_empty, drop_duplicates)
    if len(kept) == len(ds):
        return ds
    parts = []
    count = len(empty)
    if empty and ds.is_pairs:
        parts.append(
            (
                translate("TrainingData", "1 pair with an empty text ({rows})")
                if count == 1
                else translate("TrainingData", "%n pairs with an empty text ({rows})", None, count)
            ).format(rows=_where(ds, empty))
        )
    elif empty:
        parts.append(
            (
                translate("TrainingData", "1 empty text ({rows})")
                if count == 1
                else translate("TrainingData", "%n empty texts ({rows})", None, count)
            ).format(rows=_where(ds, empty))
        )
    count = len(repeats)
    if repeats:
        parts.append(
            (
                translate("TrainingData", "1 repeated row ({rows})")
                if count == 1
                else translate("TrainingData", "%n repeated rows ({rows})", None, count)
            ).format(rows=_where(ds, repeats))
        )
    removed = (
        translate("TrainingData", "{first} and {second}").format(first=parts[0], second=parts[1])
        if len(parts) == 2
        else parts[0]
    )
    note = translate("TrainingData", "Clean-up removed {removed}; {left} examples are left.").format(
        removed=removed, left=len(kept)
    )
    return ds.select(kept, note)


def _kept(ds: LabelledDataset, drop_empty: bool, drop_duplicates: bool) -> list[int]:
    """The indexes of the examples ``clean`` keeps, in order."""
    removed = set(_empty(ds) if drop_empty else ()) | set(_repeats(ds)[0] if drop_duplicates else ())
    return [i for i in range(len(ds)) if i not in removed]


def check_share(share: float) -> None:
    """Refuses a share of the data kept for checking that leaves nothing to check or nothing to train on."""
    if not 0 < share < 1:
        raise DataError(
            "bad-fraction",
            translate(
                "TrainingData", "The share kept for checking must be between 0% and 100% (it is {share})."
            ).format(share=number(share, ".0%")),
            translate("TrainingData", "Choose a share such as 20%."),
        )


def stratified_split(
    ds: LabelledDataset, val_fraction: float = TrainConfig.val_fraction, seed: int = 0
) -> tuple[LabelledDataset, LabelledDataset]:
    """(training, validation): about ``val_fraction`` of each class goes to validation, chosen at random.

    Every class with at least 2 examples appears in both parts; a class with a single example stays in
    training (noted).  Validation is never empty.  Both parts keep the original row order.
    """
    check_share(val_fraction)
    if len(ds) < 2:
        raise DataError(
            "too-few-rows",
            translate(
                "TrainingData",
                "A dataset needs at least two examples to be split into training and checking parts.",
            ),
            translate("TrainingData", "Add more examples."),
        )
    rng = random.Random(seed)
    validation: list[int] = []
    singles: list[int] = []
    for indexes in _by_class(ds, rng).values():
        if len(indexes) < 2:
            singles += indexes
            continue
        take = min(len(indexes) - 1, max(1, math.floor(len(indexes) * val_fraction + 0.5)))
        validation += indexes[:take]
    notes = []
    if not validation:  # only single-example classes: one of them has to be the check
        validation.append(singles.pop(rng.randrange(len(singles))))
    if singles:
        names = ", ".join(f"“{ds.label_names[ds.labels[i]]}”" for i in singles[:5])
        notes.append(
            translate(
                "TrainingData",
                "Classes with a single example ({classes}) are only in the training part and cannot be "
                "checked.",
            ).format(classes=names)
        )
    chosen = set(validation)
    train = [i for i in range(len(ds)) if i not in chosen]
    where = f"random split with seed {seed}"
    return (
        ds.select(
            train, f"Training part: {len(train)} of {len(ds)} examples ({where}). {' '.join(notes)}".strip()
        ),
        ds.select(
            sorted(chosen), f"Checking (validation) part: {len(chosen)} of {len(ds)} examples ({where})."
        ),
    )


def without_repeats(ds: Any, keys: Iterable[Hashable], unit: str) -> Any:
    """A dataset as ``random_split`` takes without exact repeats of its ``unit`` ("sentences"), told apart by
    ``keys`` (one per example, in order); the first copy is kept, and the clean-up says how many went."""
    seen: set[Hashable] = set()
    keep = []
    for i, key in enumerate(keys):
        if key not in seen:
            seen.add(key)
            keep.append(i)
    if len(keep) == len(ds):
        return ds
    return ds.select(
        keep, f"Clean-up removed {len(ds) - len(keep):,} repeated {unit}; {len(keep):,} are left."
    )


def random_split(ds: Any, val_fraction: float, seed: int, unit: str) -> tuple[Any, Any]:
    """(training, checking) of a dataset without labels to balance (``len`` and ``select(indices, note)``,
    as the chat and tagged datasets have): about ``val_fraction`` of its ``unit`` ("sentences"), drawn with
    ``seed``, go to checking; at least one in each part, both in the file's order."""
    order = list(range(len(ds)))
    random.Random(seed).shuffle(order)
    n_val = min(len(ds) - 1, max(1, round(val_fraction * len(ds))))
    chosen = set(order[:n_val])
    where = f"random split with seed {seed}"
    train = [i for i in range(len(ds)) if i not in chosen]
    return (
        ds.select(train, f"Training part: {len(train):,} of {len(ds):,} {unit} ({where})."),
        ds.select(sorted(chosen), f"Checking (validation) part: {n_val:,} of {len(ds):,} {unit} ({where})."),
    )


def random_sample(ds: Any, max_examples: int, seed: int, unit: str) -> Any:
    """At most ``max_examples`` of the ``unit`` of a dataset as ``random_split`` takes, drawn with ``seed``,
    in the file's order."""
    if max_examples >= len(ds):
        return ds
    keep = sorted(random.Random(seed + 1).sample(range(len(ds)), max_examples))
    return ds.select(keep, f"Sample of {max_examples:,} of {len(ds):,} training {unit} (seed {seed}).")


def subsample(ds: LabelledDataset, max_examples: int, seed: int = 0) -> LabelledDataset:
    """At most ``max_examples`` examples keeping the class proportions, every class with at least one."""
    by_class = _by_class(ds, random.Random(seed))
    if max_examples >= len(ds):
        return ds
    if max_examples < len(by_class):
        raise DataError(
            "sample-too-small",
            translate("TrainingData", "{examples} examples cannot cover all {classes} classes.").format(
                examples=max_examples, classes=len(by_class)
            ),
            translate("TrainingData", "Choose at least {classes} examples, one per class.").format(
                classes=len(by_class)
            ),
        )
    sizes = {label: len(indexes) for label, indexes in by_class.items()}
    quotas = _proportional(sizes, max_examples)
    kept = sorted(i for label, indexes in by_class.items() for i in indexes[: quotas[label]])
    return ds.select(kept, f"Sample of {len(kept)} of {len(ds)} examples, same class shares (seed {seed}).")


def _proportional(sizes: dict[int, int], total: int) -> dict[int, int]:
    """Split ``total`` between classes in proportion to ``sizes`` (largest remainders), each at least 1."""
    whole = sum(sizes.values())
    exact = {label: size * total / whole for label, size in sizes.items()}
    quotas = {label: max(1, math.floor(share)) for label, share in exact.items()}
    by_remainder = sorted(sizes, key=lambda label: (-(exact[label] - math.floor(exact[label])), label))
    while sum(quotas.values()) < total:
        for label in by_remainder:
            if sum(quotas.values()) < total and quotas[label] < sizes[label]:
                quotas[label] += 1
    while sum(quotas.values()) > total:  # the "at least 1" rule overshot: take from the largest shares
        label = max((q, label) for label, q in quotas.items() if q > 1)[1]
        quotas[label] -= 1
    return quotas


def _by_class(ds: LabelledDataset, rng: random.Random) -> dict[int, list[int]]:
    """Each present label's indexes, shuffled with ``rng`` class by class in label order (reproducible)."""
    groups: dict[int, list[int]] = defaultdict(list)
    for index, label in enumerate(ds.labels):
        groups[label].append(index)
    result = {}
    for label in sorted(groups):
        rng.shuffle(groups[label])
        result[label] = groups[label]
    return result


def _class_issues(
    ds: LabelledDataset, counts: Counter[int], at: Sequence[int], *, cleaned: bool
) -> list[DataIssue]:
    """Too few labels, small classes and unequal ones, in ``ds`` (the examples that train, the rows at
    ``at`` of the data checked; ``cleaned``: some were left out, which the message then says)."""
    if len(counts) < 2:
        only = ds.label_names[next(iter(counts))]
        message = (
            translate(
                "TrainingData",
                "Every example has the same label, “{label}” once empty texts and repeated rows are left "
                "out; a "
                "classifier needs at least two different labels.",
            )
            if cleaned
            else translate(
                "TrainingData",
                "Every example has the same label, “{label}”; a classifier needs at least two different "
                "labels.",
            )
        )
        return [
            DataIssue(
                "error",
                "one-class",
                message.format(label=only),
                translate(
                    "TrainingData",
                    "Add examples of another class, or check that the right column was chosen for the "
                    "labels.",
                ),
            )
        ]
    issues = []
    for severity, low, high in (("error", 0, 2), ("warning", 2, MIN_CLASS_EXAMPLES)):
        small = sorted((n, label) for label, n in counts.items() if low <= n < high)
        if not small:
            continue
        rows = [at[i] for i, label in enumerate(ds.labels) if label in {lab for _, lab in small}]
        listed = _listed([f"“{ds.label_names[label]}” ({n})" for n, label in small])
        if severity == "error":
            message = translate("TrainingData", "Some classes have a single example: {classes}.").format(
                classes=listed
            )
            hint = translate(
                "TrainingData",
                "Add examples (5 or more each, better 20+), or remove these rows: one example cannot be "
                "both learned and checked.",
            )
        else:
            message = translate(
                "TrainingData", "Some classes have fewer than {least} examples: {classes}."
            ).format(least=MIN_CLASS_EXAMPLES, classes=listed)
            hint = translate(
                "TrainingData",
                "The model can hardly learn these classes and their scores will be unreliable. Add "
                "examples if you can.",
            )
        code = "single-example-class" if severity == "error" else "small-class"
        issues.append(DataIssue(severity, code, message, hint, tuple(rows[:_SHOWN]), len(rows)))
    (most, big), (least, small_n) = (
        max((n, label) for label, n in counts.items()),
        min((n, label) for label, n in counts.items()),
    )
    if most > IMBALANCE_RATIO * least:
        issues.append(
            DataIssue(
                "warning",
                "imbalance",
                translate(
                    "TrainingData",
                    "The classes are very unequal: “{big}” has {most} examples but “{small}” only {least}.",
                ).format(big=ds.label_names[big], most=most, small=ds.label_names[small_n], least=least),
                translate(
                    "TrainingData",
                    "The model may learn to answer “{big}” almost always. Add examples of the smaller "
                    "classes if "
                    "you can, and judge the result by the score of each class, not only overall accuracy.",
                ).format(big=ds.label_names[big]),
            )
        )
    return issues


def _look_alike_issues(ds: LabelledDataset, at: Sequence[int]) -> list[DataIssue]:
    """Labels that differ only in capitals or spaces: one warning with the rows (``at``: of the data checked)
    that a merge would change."""
    groups = look_alike_labels(ds.class_counts())
    if not groups:
        return []
    changed = {ds.label_names.index(name) for group in groups for name in group.spellings[1:]}
    rows = [at[i] for i, label in enumerate(ds.labels) if label in changed]
    return [
        DataIssue(
            "warning",
            "look-alike-labels",
            look_alike_message(groups),
            translate(
                "TrainingData",
                "If they are one label, merge them: your file is not changed. If they really are different "
                "labels, go on as they are.",
            ),
            tuple(rows[:_SHOWN]),
            len(rows),
        )
    ]


def _text_issues(ds: LabelledDataset) -> list[DataIssue]:
    issues = []
    empty = _empty(ds)
    if len(empty) == len(ds):
        message = translate("TrainingData", "Every text is empty (column “{column}”: {rows}).").format(
            column=ds.text_column, rows=_where(ds, empty)
        )
        hint = translate("TrainingData", "Choose the column that holds the texts, or fill in the texts.")
        if ds.is_pairs:
            message = translate(
                "TrainingData", "Every pair lacks a text (columns “{column}” and “{second}”: {rows})."
            ).format(column=ds.text_column, second=ds.text_b_column, rows=_where(ds, empty))
            hint = translate("TrainingData", "Choose the columns that hold the two texts of each pair.")
        issues.append(DataIssue("error", "all-empty", message, hint, tuple(empty[:_SHOWN]), len(empty)))
    elif empty:
        count = len(empty)
        if ds.is_pairs:
            message = (
                translate("TrainingData", "1 pair lacks a text ({rows}).")
                if count == 1
                else translate("TrainingData", "%n pairs lack a text ({rows}).", None, count)
            )
        else:
            message = (
                translate("TrainingData", "1 text is empty ({rows}).")
                if count == 1
                else translate("TrainingData", "%n texts are empty ({rows}).", None, count)
            )
        issues.append(
            DataIssue(
                "warning",
                "empty-text",
                message.format(rows=_where(ds, empty)),
                translate(
                    "TrainingData",
                    "Empty texts teach the model nothing. Remove them (the clean-up step does it for you).",
                ),
                tuple(empty[:_SHOWN]),
                len(empty),
            )
        )
    repeats, conflicts = _repeats(ds)
    if repeats:
        count = len(repeats)
        if ds.is_pairs:
            message = (
                translate(
                    "TrainingData",
                    "1 row repeats an earlier row with the same pair of texts and label ({rows}).",
                )
                if count == 1
                else translate(
                    "TrainingData",
                    "%n rows repeat an earlier row with the same pair of texts and label ({rows}).",
                    None,
                    count,
                )
            )
        else:
            message = (
                translate(
                    "TrainingData", "1 row repeats an earlier row with the same text and label ({rows})."
                )
                if count == 1
                else translate(
                    "TrainingData",
                    "%n rows repeat an earlier row with the same text and label ({rows}).",
                    None,
                    count,
                )
            )
        issues.append(
            DataIssue(
                "warning",
                "duplicate",
                message.format(rows=_where(ds, repeats)),
                translate(
                    "TrainingData",
                    "Repeats weigh too much in training and can end up in both the training and the checking "
                    "part, making scores look better than they are. Remove them (the clean-up step "
                    "does it for you).",
                ),
                tuple(repeats[:_SHOWN]),
                len(repeats),
            )
        )
    if conflicts:
        first = conflicts[0]
        names = sorted({ds.label_names[ds.labels[i]] for i in first})
        rows = [i for group in conflicts for i in group]
        issues.append(
            DataIssue(
                "warning",
                "conflicting-labels",
                _conflict_message(ds, len(conflicts)).format(
                    example=_short(ds.shown(first[0]), 80 if ds.is_pairs else 50),
                    labels=translate("TrainingData", " and ").join(f"“{n}”" for n in names),
                    rows=_where(ds, first),
                ),
                translate(
                    "TrainingData",
                    "The model cannot learn both answers. Decide which label is right and fix or "
                    "remove the other rows.",
                ),
                tuple(rows[:_SHOWN]),
                len(rows),
            )
        )
    return issues


def _conflict_message(ds: LabelledDataset, count: int) -> str:
    """The sentence of ``count`` texts (or pairs) found with different labels, to format with ``example``,
    ``labels`` and ``rows``."""
    if ds.is_pairs:
        return (
            translate(
                "TrainingData",
                "1 pair appears with different labels; for example “{example}” is labelled {labels} "
                "({rows}).",
            )
            if count == 1
            else translate(
                "TrainingData",
                "%n pairs appear with different labels; for example “{example}” is labelled {labels} "
                "({rows}).",
                None,
                count,
            )
        )
    return (
        translate(
            "TrainingData",
            "1 text appears with different labels; for example “{example}” is labelled {labels} ({rows}).",
        )
        if count == 1
        else translate(
            "TrainingData",
            "%n texts appear with different labels; for example “{example}” is labelled {labels} ({rows}).",
            None,
            count,
        )
    )


def _repeats(ds: LabelledDataset) -> tuple[list[int], list[list[int]]]:
    """(later copies of an earlier text+label, groups of rows sharing a text but not a label); spaces and case
    inside a text are ignored when comparing, empty texts are left to the empty-text check.  The text of a
    pair is both of its texts, in order."""
    seen: dict[tuple[tuple[str, ...], int], int] = {}
    by_text: dict[tuple[str, ...], list[int]] = defaultdict(list)
    repeats = []
    empty = set(_empty(ds))
    seconds = ds.texts_b if ds.texts_b is not None else ("",) * len(ds)
    for index, (text, text_b, label) in enumerate(zip(ds.texts, seconds, ds.labels, strict=True)):
        key = (" ".join(text.split()).casefold(), " ".join(text_b.split()).casefold())
        if index in empty:
            continue
        if (key, label) in seen:
            repeats.append(index)
        else:
            seen[(key, label)] = index
        by_text[key].append(index)
    conflicts = [group for group in by_text.values() if len({ds.labels[i] for i in group}) > 1]
    return repeats, conflicts


def _length_issues(ds: LabelledDataset, max_tokens: int, count_tokens: Callable[..., int]) -> list[DataIssue]:
    if ds.texts_b is not None:
        lengths = [count_tokens(a, b) if a or b else 0 for a, b in zip(ds.texts, ds.texts_b, strict=True)]
    else:
        lengths = [count_tokens(text) if text else 0 for text in ds.texts]
    long = [i for i, n in enumerate(lengths) if n > max_tokens]
    if not long:
        return []
    count = len(long)
    if ds.is_pairs:
        message = (
            translate(
                "TrainingData",
                "1 pair is longer than the {tokens} tokens the model reads (the longest has {longest}); the "
                "longer text of each pair is cut ({rows}).",
            )
            if count == 1
            else translate(
                "TrainingData",
                "%n pairs are longer than the {tokens} tokens the model reads (the longest has {longest}); "
                "the "
                "longer text of each pair is cut ({rows}).",
                None,
                count,
            )
        )
    else:
        message = (
            translate(
                "TrainingData",
                "1 text is longer than the {tokens} tokens the model reads (the longest has {longest}); the "
                "end "
                "of these texts will be cut off ({rows}).",
            )
            if count == 1
            else translate(
                "TrainingData",
                "%n texts are longer than the {tokens} tokens the model reads (the longest has {longest}); "
                "the "
                "end of these texts will be cut off ({rows}).",
                None,
                count,
            )
        )
    return [
        DataIssue(
            "warning",
            "too-long",
            message.format(tokens=max_tokens, longest=max(lengths), rows=_where(ds, long)),
            translate(
                "TrainingData",
                "This is fine when the label can be told from the beginning of a text; otherwise allow "
                "longer "
                "texts (slower) or shorten or split them.",
            ),
            tuple(long[:_SHOWN]),
            len(long),
        )
    ]


def _sorted(issues: list[DataIssue]) -> list[DataIssue]:
    return sorted(issues, key=lambda issue: _ORDER[issue.severity])


def _where(ds: LabelledDataset, indexes: Sequence[int], shown: int = 5) -> str:
    """Where the rows at ``indexes`` are, in words: "row 2, row 5 and 3 more"."""
    return listed_places([ds.locations[i] for i in indexes], shown)


def _listed(items: Sequence[str], shown: int = 5) -> str:
    """The first ``shown`` of ``items``, then how many more: "a, b, c and 3 more"."""
    listed = ", ".join(items[:shown])
    if len(items) <= shown:
        return listed
    return translate("TrainingData", "{listed} and {more} more").format(
        listed=listed, more=len(items) - shown
    )


def _empty(ds: LabelledDataset) -> list[int]:
    """The examples with an empty text (for a pair: either of its texts)."""
    seconds = ds.texts_b or ("x",) * len(ds)
    return [
        i for i, (a, b) in enumerate(zip(ds.texts, seconds, strict=True)) if not (a.strip() and b.strip())
    ]


def _short(text: str, limit: int = 50) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
