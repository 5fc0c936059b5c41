"""The scores users compare with other tools equal those of the field's reference implementations, on the
same predictions: entity F1 with seqeval, ROUGE-L with Google's rouge-score, exact match and F1 by SQuAD's
definition, accuracy, macro-F1, per-label scores and the confusion matrix with scikit-learn.  The predictions
are generated (hypothesis), edge cases included: no names at all, labels never predicted, empty answers.

Where the project differs on purpose, a test below says how: ROUGE-L keeps letters outside a to z (the
reference's tokenizer drops them), and exact match also removes Unicode punctuation such as curly quotes."""

from __future__ import annotations

import re
import string
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench.core.training.objectives.chat_metrics import mean_rouge_l, rouge_l
from workbench.core.training.objectives.entities import entity_metrics
from workbench.core.training.objectives.metrics import classification_metrics
from workbench.core.training.objectives.qa.metrics import exact_match, qa_scores, token_f1

EXAMPLES = settings(max_examples=200, deadline=None)

# --- classification: scikit-learn ------------------------------------------------------------------------


@st.composite
def labelled(draw: st.DrawFn) -> tuple[list[int], list[int], int]:
    n = draw(st.integers(2, 6))
    size = draw(st.integers(1, 40))
    true = draw(st.lists(st.integers(0, n - 1), min_size=size, max_size=size))
    predicted = draw(st.lists(st.integers(0, n - 1), min_size=size, max_size=size))
    return true, predicted, n


@EXAMPLES
@given(labelled())
def test_classification_scores_equal_scikit_learns(case: tuple[list[int], list[int], int]) -> None:
    from sklearn import metrics as sk

    true, predicted, n = case
    ours = classification_metrics(true, predicted, [f"label {i}" for i in range(n)], loss=0.0)
    labels = list(range(n))
    assert [list(row) for row in ours.confusion] == sk.confusion_matrix(
        true, predicted, labels=labels
    ).tolist()
    assert ours.accuracy == pytest.approx(sk.accuracy_score(true, predicted), abs=1e-12)
    # macro-F1 over the labels that occur in the answers or the predictions (scikit-learn's default labels)
    assert ours.macro_f1 == pytest.approx(
        sk.f1_score(true, predicted, average="macro", zero_division=0), abs=1e-12
    )
    p, r, f, support = sk.precision_recall_fscore_support(true, predicted, labels=labels, zero_division=0)
    assert ours.precision == pytest.approx(tuple(p), abs=1e-12) and ours.recall == pytest.approx(
        tuple(r), abs=1e-12
    )
    assert ours.f1 == pytest.approx(tuple(f), abs=1e-12) and list(ours.support) == support.tolist()


# --- names: seqeval ----------------------------------------------------------------------------------------

TAGS = ["O", "O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ORG", "I-ORG"]  # O twice: names are the exception


@st.composite
def tagged(draw: st.DrawFn) -> tuple[list[list[str]], list[list[str]]]:
    lengths = draw(st.lists(st.integers(1, 12), min_size=1, max_size=8))
    true = [draw(st.lists(st.sampled_from(TAGS), min_size=k, max_size=k)) for k in lengths]
    predicted = [draw(st.lists(st.sampled_from(TAGS), min_size=k, max_size=k)) for k in lengths]
    return true, predicted


@EXAMPLES
@given(tagged())
def test_entity_scores_equal_seqevals(case: tuple[list[list[str]], list[list[str]]]) -> None:
    """seqeval's default (CoNLL) reading, stray I- tags included: an I-X that continues
    nothing begins an X."""
    from seqeval import metrics as sq

    true, predicted = case
    ours = entity_metrics(true, predicted, [], loss=0.0)
    assert ours.entity_precision == pytest.approx(
        sq.precision_score(true, predicted, zero_division=0), abs=1e-12
    )
    assert ours.entity_recall == pytest.approx(sq.recall_score(true, predicted, zero_division=0), abs=1e-12)
    assert ours.entity_f1 == pytest.approx(sq.f1_score(true, predicted, zero_division=0), abs=1e-12)
    if not ours.types:  # no names in either: seqeval has no types to average over
        assert ours.macro_f1 == 0.0 and ours.entity_f1 == 0.0
        return
    macro = sq.f1_score(true, predicted, average="macro", zero_division=0)
    assert ours.macro_f1 == pytest.approx(macro, abs=1e-12)
    report = sq.classification_report(true, predicted, output_dict=True, zero_division=0)
    for i, kind in enumerate(ours.types):
        theirs = report[kind]
        assert (ours.precision[i], ours.recall[i], ours.f1[i]) == pytest.approx(
            (theirs["precision"], theirs["recall"], theirs["f1-score"]), abs=1e-12
        )
        assert ours.support[i] == theirs["support"]


# --- summaries: rouge-score ------------------------------------------------------------------------------

ENGLISH = st.text(alphabet=string.ascii_letters + string.digits + " .,;:!?'-_\n", max_size=60)


@EXAMPLES
@given(ENGLISH, ENGLISH)
def test_rouge_l_equals_rouge_scores_on_english_text(candidate: str, reference: str) -> None:
    from rouge_score import rouge_scorer

    theirs = rouge_scorer.RougeScorer(["rougeL"]).score(reference, candidate)["rougeL"].fmeasure
    assert rouge_l(candidate, reference) == pytest.approx(theirs, abs=1e-12)


def test_rouge_l_over_summaries_is_the_mean_of_rouge_scores() -> None:
    from rouge_score import rouge_scorer

    pairs = [
        ("The cat sat on the mat.", "A cat was sitting on the mat"),
        ("Prices rose 3%", "prices fell"),
        ("", "nothing written"),
        ("Rain_fall in May", "rain fall, in may"),
    ]
    scorer = rouge_scorer.RougeScorer(["rougeL"])
    theirs = [scorer.score(reference, written)["rougeL"].fmeasure for written, reference in pairs]
    assert mean_rouge_l(*zip(*pairs, strict=True)) == pytest.approx(sum(theirs) / len(theirs), abs=1e-12)


def test_rouge_l_keeps_the_letters_the_reference_drops() -> None:
    """The documented difference: rouge-score's tokenizer keeps only a to z and digits."""
    from rouge_score import rouge_scorer

    scorer = rouge_scorer.RougeScorer(["rougeL"])
    assert scorer.score("Καλημέρα κόσμε", "Καλημέρα φίλε")["rougeL"].fmeasure == 0.0  # no words for it
    assert rouge_l("Καλημέρα φίλε", "Καλημέρα κόσμε") == pytest.approx(0.5)
    assert scorer.score("café", "cafard")["rougeL"].fmeasure == 0.0  # "caf" and "cafard": different words
    assert rouge_l("café au lait", "café noir") == pytest.approx(0.4)


# --- questions: SQuAD's definition -----------------------------------------------------------------------


def squad_normalize(text: str) -> str:
    """SQuAD's clean-up, as its evaluation script defines it: lower case, ASCII punctuation removed, the
    articles a, an and the removed, spaces collapsed."""
    text = "".join(char for char in text.lower() if char not in set(string.punctuation))
    text = re.sub(r"\b(a|an|the)\b", " ", text)
    return " ".join(text.split())


def squad_f1(prediction: str, answer: str) -> float:
    """SQuAD's word-overlap F1 (version 2.0's script: two empty answers match)."""
    predicted, true = squad_normalize(prediction).split(), squad_normalize(answer).split()
    if not predicted or not true:
        return float(predicted == true)
    same = sum((Counter(predicted) & Counter(true)).values())
    if same == 0:
        return 0.0
    precision, recall = same / len(predicted), same / len(true)
    return 2 * precision * recall / (precision + recall)


ANSWERS = st.text(alphabet=string.ascii_letters[:8] + " .,'-!" + "The an", max_size=20) | st.sampled_from(
    ["the", "The Eiffel Tower.", "eiffel tower", "an apple", "A", "don't", "dont", "1,000", "1000", ""]
)


@EXAMPLES
@given(st.lists(st.tuples(ANSWERS, st.lists(ANSWERS, min_size=1, max_size=3)), min_size=1, max_size=6))
def test_exact_match_and_f1_follow_squads_definition(items: list[tuple[str, list[str]]]) -> None:
    predictions = [prediction for prediction, _ in items]
    answers = [accepted for _, accepted in items]
    theirs_em = [
        max(float(squad_normalize(p) == squad_normalize(a)) for a in accepted) for p, accepted in items
    ]
    theirs_f1 = [max(squad_f1(p, a) for a in accepted) for p, accepted in items]
    for (prediction, accepted), em, f1 in zip(items, theirs_em, theirs_f1, strict=True):
        assert exact_match(prediction, accepted) == em and token_f1(prediction, accepted) == pytest.approx(f1)
    em, f1 = qa_scores(predictions, answers)
    assert em == pytest.approx(sum(theirs_em) / len(items)) and f1 == pytest.approx(
        sum(theirs_f1) / len(items)
    )


def test_exact_match_also_removes_unicode_punctuation() -> None:
    """The documented difference: SQuAD's script removes ASCII punctuation only, so a curly-quoted answer
    (as word processors write them) would never match the plain one."""
    assert squad_normalize("“Paris”") != squad_normalize("Paris")
    assert exact_match("“Paris”", ["Paris"]) == 1.0 and exact_match("Paris — France", ["paris france"]) == 1.0
