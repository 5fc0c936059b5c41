"""A text classifier's right answers in each language of its checking texts: counted right on a small known
case, added to the final scores only from the evaluation that gave them, and kept in a run's record."""

from __future__ import annotations

from tests.support.languages import MESSAGES
from workbench.core.training.config import TrainConfig
from workbench.core.training.families.classify.languages import accuracy_by_language, with_languages
from workbench.core.training.objectives.classification import ClassificationObjective
from workbench.core.training.objectives.metrics import EvalMetrics, classification_metrics
from workbench.core.training.registry import family

# Four English texts (three answered right), two Spanish (one right), one too short to tell (right).
TEXTS = (*MESSAGES["en"][:4], *MESSAGES["es"][:2], "ok")
TRUE = (0, 1, 0, 1, 0, 1, 0)
PREDICTED = (0, 1, 0, 0, 1, 1, 0)


def test_each_languages_right_answers_are_counted() -> None:
    assert accuracy_by_language(TEXTS, TRUE, PREDICTED) == (("en", 3, 4), ("es", 1, 2), ("unsure", 1, 1))


def test_the_final_scores_get_them_from_the_evaluation_that_gave_them() -> None:
    class Checking:  # the checking part as the engine hands it on: its texts, in the order of the answers
        texts = TEXTS

    objective = ClassificationObjective(TrainConfig(), ("billing", "delivery"))
    final = classification_metrics(TRUE, PREDICTED, ("billing", "delivery"), loss=0.5, step=30)
    objective.last_answers = (30, TRUE, PREDICTED)
    added = family("classify").final_figures(final, objective, Checking())
    assert added.by_language == (("en", 3, 4), ("es", 1, 2), ("unsure", 1, 1))
    assert added.accuracy == final.accuracy and added.confusion == final.confusion
    objective.last_answers = (20, TRUE, PREDICTED)  # a later evaluation's answers are not the kept weights'
    assert with_languages(final, objective, Checking()) is final

    record = added.to_dict()
    assert record["by_language"]["es"] == {"right": 1, "texts": 2, "accuracy": 0.5}
    assert EvalMetrics.from_dict(record) == added
    assert "by_language" not in final.to_dict(), "the evaluations along the way are written as before"
    assert EvalMetrics.from_dict(final.to_dict()) == final
