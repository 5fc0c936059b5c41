"""Answer questions from a passage (extractive): the answer head marks where the answer starts and ends in a
window of question and passage.  The head (two numbers per token) starts from nothing, so the body trains at
1e-4 and the head at 1e-3, for at least 150 steps: ``recipes`` has the measurements."""

from __future__ import annotations

from typing import Any

from workbench.core.training.data.samples import QUESTION_ANSWERING
from workbench.core.training.families.questions.results import answers_scores, answers_verdict
from workbench.core.training.recipes import LEARNING_RATES
from workbench.core.training.registry import (
    CourseRecipe,
    FamilyRecipe,
    FamilyWords,
    Imported,
    TaskFamily,
    register,
)
from workbench.core.words import QT_TRANSLATE_NOOP

QA_LEARNING_RATE = 1e-4
NEW_QA_HEAD_LEARNING_RATE = 1e-3
QA_EPOCHS = 2
QA_MAX_LENGTH = 256  # the built-in passages are 100 to 130 words: one window holds most of them
MIN_QA_STEPS = 150


def _objective(config: Any, label_names: tuple[str, ...]) -> Any:
    from workbench.core.training.objectives.answering import AnsweringObjective

    return AnsweringObjective(config)


QUESTIONS = TaskFamily(
    name="qa",
    title=QT_TRANSLATE_NOOP("TaskFamily", "Answer questions from a passage"),
    recipe=FamilyRecipe(
        {**LEARNING_RATES, "full": QA_LEARNING_RATE, "frozen": QA_LEARNING_RATE},
        min_steps=MIN_QA_STEPS,
        usual_epochs=QA_EPOCHS,
        max_length=QA_MAX_LENGTH,
        new_head_learning_rate=NEW_QA_HEAD_LEARNING_RATE,
        units="windows",
        course=CourseRecipe("QA", (3e-5, 3e-5), (2, 2)),
        course_differs="the new answer head barely moves at 3e-5 (F1 12 %)",
        stretched=(
            QT_TRANSLATE_NOOP(
                "FamilyRecipe",
                "your questions make about {units:,} windows of passage, and a new answer head needs about "
                "{min_steps} steps to learn where answers start and end.",
            )
        ),
    ),
    data_family=Imported("workbench.core.training.data.families", "AnsweringFamily"),
    objective=_objective,
    samples=QUESTION_ANSWERING,
    model_task="question-answering",
    load_kept=Imported("workbench.core.training.runs.answerer", "load_answerer"),
    readme=Imported("workbench.core.training.families.questions.readme", "answerer_readme"),
    verdict=answers_verdict,
    run_scores=answers_scores,
    words=FamilyWords(
        task_page_place=4,
        choice=QT_TRANSLATE_NOOP("FamilyWords", "Answer questions from a passage"),
        explanation=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Teach a model to answer a question by pointing at the words of a passage that answer it "
            "(extractive, like SQuAD). You need questions about passages with each answer copied from its "
            "passage: JSON Lines or JSON (context, question, answers) or CSV with the columns context, "
            "question and answer.",
        ),
        intro=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Open (or drop here) a file of questions about passages, each answer copied from its passage, "
            "or try the sample questions first.",
        ),
        open_tip=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "JSON Lines or JSON (context, question, answers), or CSV with context, question and answer.",
        ),
        file_filter=QT_TRANSLATE_NOOP(
            "FamilyWords", "Questions about passages (*.jsonl *.json *.csv *.tsv);;All files (*)"
        ),
        split_line=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "{share}%: about {checking} questions check the model, {training} train it. The model never "
            "learns from the checking part, so its score there is honest.",
        ),
        limit_suffix=QT_TRANSLATE_NOOP("FamilyWords", " training questions"),
        model_note=QT_TRANSLATE_NOOP(
            "FamilyWords",
            "Answering questions lists encoders (BERT-style) only: where an answer starts and ends depends "
            "on the words on both sides. Each gets a new answer head: two numbers per token, the start and "
            "the end.",
        ),
        curve_title=QT_TRANSLATE_NOOP("FamilyWords", "Answer F1 (validation)"),
    ),
)
register(QUESTIONS)
