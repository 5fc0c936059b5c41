"""Predict a score: a number per text, such as a review's stars or a ticket's urgency from 1 to 5 (text
regression).  A sequence-classification model with one output, trained on the mean squared error, judged by
its mean error (MAE), RMSE and rank agreement (Spearman); its kept weights are those with the lowest checking
loss.  Its data (``data``), its objective (``objective``) and its figures (``metrics``) are in this folder;
its use on a file is ``core.use.scores``, beside the other families' (it reads and copies files as they do).

Recipe: the classifier's (5e-5, at least 300 steps on small data), but the one-output head starts from
nothing and must reach the scores' own range (1 to 5, not 0), so it trains at 1e-3 as a new answer head does.
"""

from __future__ import annotations

from typing import Any

from workbench.core.training.data.samples import SCORES
from workbench.core.training.recipes import LEARNING_RATES, MIN_CLASSIFY_STEPS
from workbench.core.training.registry import (
    FamilyRecipe,
    FamilyWords,
    Figures,
    Imported,
    TaskFamily,
    register,
)
from workbench.core.words import QT_TRANSLATE_NOOP

NEW_SCORE_HEAD_LEARNING_RATE = 1e-3


def _objective(config: Any, label_names: tuple[str, ...]) -> Any:
    from workbench.core.training.families.score.objective import ScoreObjective

    return ScoreObjective(config, label_names)


def _metrics(data: dict[str, Any]) -> Any:
    from workbench.core.training.families.score.metrics import ScoreMetrics

    return ScoreMetrics.from_dict(data)


def _load_kept(best: Any, device: Any) -> Any:
    """The kept weights with their head: one output, the score."""
    from workbench.core.training.families.score.objective import SCORE_MODEL_KWARGS
    from workbench.core.training.runs.classifier import load_trained

    return load_trained(best, device=device, model_kwargs=dict(SCORE_MODEL_KWARGS))


SCORE = TaskFamily(
    name="score",
    title=QT_TRANSLATE_NOOP("TaskFamily", "Predict a score for each text (a number such as 1 to 5 stars)"),
    recipe=FamilyRecipe(
        LEARNING_RATES,
        min_steps=MIN_CLASSIFY_STEPS,
        new_head_learning_rate=NEW_SCORE_HEAD_LEARNING_RATE,
        course_differs="the classifier's; its new one-number head learns at 1e-3",
    ),
    data_family=Imported("workbench.core.training.families.score.data", "ScoreFamily"),
    objective=_objective,
    samples=SCORES,
    metrics=("spearman", _metrics),
    use="workbench.core.use.scores",
    regression=True,
    load_kept=_load_kept,
    readme=Imported("workbench.core.training.families.score.readme", "score_readme"),
    figures=Figures(
        curve="mae",
        title=QT_TRANSLATE_NOOP("Figures", "Mean error (validation; lower is better)"),
        axis=QT_TRANSLATE_NOOP("Figures", "off by, on average"),
        short=QT_TRANSLATE_NOOP("Figures", "off by {mae:.2f}"),
        line=QT_TRANSLATE_NOOP(
            "Figures",
            "off by {mae:.2f} on average (RMSE {rmse:.2f}, rank agreement {spearman:.2f}), loss {loss:.3f}",
        ),
        headline=QT_TRANSLATE_NOOP(
            "Figures",
            "Off by {mae:.2f} on average, on {examples:,} checking texts whose true scores go from "
            "{low:g} to {high:g}.",
        ),
        explained=(
            QT_TRANSLATE_NOOP(
                "Figures",
                "Mean error (MAE) {mae:.3f}: how far the model's score is from the true one, on average; 0 "
                "would "
                "be perfect.",
            ),
            QT_TRANSLATE_NOOP(
                "Figures",
                "RMSE {rmse:.3f}: the same, with large misses counting more; well above the mean error, a "
                "few "
                "texts are missed badly.",
            ),
            QT_TRANSLATE_NOOP(
                "Figures",
                "Rank agreement (Spearman) {spearman:.2f}: 1 when the model puts the texts in the order of "
                "their "
                "true scores, 0 when its order has nothing to do with theirs.",
            ),
        ),
        compared=(
            (QT_TRANSLATE_NOOP("Figures", "Mean error"), "{mae:.3f}"),
            (QT_TRANSLATE_NOOP("Figures", "RMSE"), "{rmse:.3f}"),
            (QT_TRANSLATE_NOOP("Figures", "Rank agreement"), "{spearman:.2f}"),
        ),
    ),
    words=FamilyWords(
        task_page_place=2,
        choice=QT_TRANSLATE_NOOP("FamilyWords", "Predict a score for each text"),
        explanation=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Teach a model to give each text a number: a review's 1 to 5 stars, a ticket's urgency, a grade. "
            "The field calls this regression: the model learns a number rather than a class, so being off by "
            "a little counts less than being off by a lot. You need a file with a text and its score (a "
            "number) in each row (CSV, TSV or JSON Lines).",
        ),
        intro=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Open (or drop here) a file with a text and its score (a number) in each row, or try the "
            "sample star reviews first.",
        ),
        open_tip=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "CSV, TSV, JSON Lines, JSON or an .xlsx or .ods workbook with a text and its score (a number "
            "such as 1 to 5) per row.",
        ),
        file_filter=QT_TRANSLATE_NOOP(
            "FamilyWords", "Texts with scores (*.csv *.tsv *.txt *.jsonl *.json *.xlsx *.ods);;All files (*)"
        ),
    ),
)
register(SCORE)
