"""The core's sentences write their numbers with the window's separators: "1.234" and "0,5" once Spanish's
are installed, while the command line (which installs none) keeps English's."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from workbench.core import words
from workbench.core.errors import InputError
from workbench.core.training.costs import duration_text, energy_text, times_text
from workbench.core.training.estimates import learning_rate_warning
from workbench.core.training.families.score.metrics import ScoreMetrics
from workbench.core.training.recipes import recipe_for
from workbench.core.training.registry import family
from workbench.core.training.runs.plain_results import verdict
from workbench.core.use.scores import FileCheck


@pytest.fixture
def spanish_separators():
    words.set_separators(",", ".")
    try:
        yield
    finally:
        words.set_separators()


def _score_check() -> FileCheck:
    """A score predictor's figures on a file of 1,234 texts."""
    metrics = ScoreMetrics(
        step=80, epoch=3.0, loss=0.31, mae=0.5, rmse=0.75, spearman=0.625, examples=1234, low=1.0, high=5.5
    )
    return FileCheck(metrics, Path("scores.csv"))


def test_a_stretched_recipe_and_a_learning_rate_warning_use_spanish_separators(spanish_separators) -> None:
    reason = recipe_for("full", "classify", train_examples=1234).reason
    assert reason.startswith("1.234 examples give few learning steps per epoch")
    warning = learning_rate_warning("full", 0.005, 5e-05)
    assert "A learning rate of 0,005 is very large" in warning


def test_the_costs_lines_use_spanish_separators(spanish_separators) -> None:
    assert duration_text(90) == "1,5 min"
    assert energy_text(1_507_000) == "1.507 kWh"
    assert times_text(86_000) == "86.000 times"


def test_a_score_predictors_figures_and_summary_use_spanish_separators(spanish_separators) -> None:
    check = _score_check()
    assert check.lines()[0] == "Off by 0,50 on average on 1.234 texts (scores from 1 to 5,5)"
    headline = family("score").figures.headline
    filled = words.formatted(words.translate("Figures", headline), **check.metrics.to_dict())
    assert filled.startswith(
        "Off by 0,50 on average, on 1.234 checking texts whose true scores go from 1 to 5,5"
    )
    # the results page's plain sentence is the same one (the page shows it once): it was "0.50" and "1,234"
    assert verdict(SimpleNamespace(metrics=check.metrics, objective="score")) == filled


def test_the_same_sentences_stay_english_without_a_language() -> None:
    assert recipe_for("full", "classify", train_examples=1234).reason.startswith("1,234 examples")
    assert duration_text(90) == "1.5 min"
    assert energy_text(1_507_000) == "1,507 kWh"
    assert _score_check().lines()[0] == "Off by 0.50 on average on 1,234 texts (scores from 1 to 5.5)"


def test_the_objectives_advice_writes_its_numbers_in_the_windows_language(spanish_separators) -> None:
    """A question answerer's and a score predictor's advice after a poor run reach the results page: their
    numbers follow the window's language too (they were English f-strings)."""
    from types import SimpleNamespace

    from workbench.core.training.config import TrainConfig
    from workbench.core.training.families.score.objective import ScoreObjective
    from workbench.core.training.objectives.answering import AnsweringObjective

    answers = AnsweringObjective(TrainConfig(objective="qa", max_length=128)).advice(
        SimpleNamespace(f1=0.055), None
    )
    assert "(F1 6%)" in answers[0] and len(answers) == 2
    checked = type("Checked", (list,), {})([1.0, 2.0, 4.5, 5.0])  # the checking texts' true scores
    checked.scores = list(checked)
    [said] = ScoreObjective(TrainConfig(objective="score")).advice(SimpleNamespace(mae=1.6), checked)
    assert "off by 1,60 on average" in said and "(3,12)" in said and "off by 1,62:" in said


def test_logits_typed_with_decimal_commas_are_read_where_the_language_writes_them(spanish_separators) -> None:
    """In Spanish the softmax panel's logits are typed "2,5; 1,0; 0,5; 1,5" (a comma is the decimal point, so
    semicolons separate them); a list with dots and commas still reads as it always did."""
    from workbench.core.explore.next_token import read_logits, softmax_from_text, written_logits

    assert read_logits("2,5; 1,0; 0,5; 1,5") == read_logits("2.5, 1.0, 0.5, 1.5") == [2.5, 1.0, 0.5, 1.5]
    table = softmax_from_text("sat, ran, jumped, slept", "2,5; 1,0; 0,5; 1,5")
    assert round(table.rows[0].probability, 3) == 0.579
    assert written_logits([2.5, -1.0]) == "2,5; -1,0"
    with pytest.raises(InputError) as refused:
        read_logits("2,5; uno")
    assert "2,5; 1,0; 0,5; 1,5" in refused.value.hint


def test_logits_with_decimal_commas_are_read_in_english_too() -> None:
    """Between semicolons a comma can only be a decimal point: "2,5; 1,0" is 2.5 and 1.0 in an English window
    too (a scene saved in Spanish plays there), never 2, 5, 1 and 0; a list that is not numbers is refused
    with the example in English's numbers."""
    from workbench.core.explore.next_token import read_logits

    assert read_logits("2,5; 1,0") == [2.5, 1.0]
    with pytest.raises(InputError) as refused:
        read_logits("2.5, one")
    assert "semicolons" in str(refused.value) and "2.5, 1.0, 0.5, 1.5" in refused.value.hint
