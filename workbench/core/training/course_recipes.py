"""The course's fine-tuning recipes beside the app's own, per task family: where they differ and why.

The course's table (teaching point 14) gives a learning rate and epochs per task, quoted in ``recipes`` as
"the lecture's": sentiment 2e-5, question answering 3e-5 for 2 epochs, finding names 5e-5 for 3 epochs,
dialogue 1e-5 for 3 to 5 epochs, and the usual recipe for the rest (2e-5 to 5e-5, 2 to 4 epochs, batch 16 or
32, 10 % warm-up), always fine-tuning the whole model.  Each family's recipe holds its course row
(``course``) and why the app differs from it (``course_differs``: ``recipes``' measurements, shortened); the
app's own figures are read through ``recipes``, never written out here, so the comparison follows the app
when its recipes change.

``compare_recipes`` gives one row per family (families whose app recipe and course row are the same, such
as chat and summaries, share a row); the Fine-tuning tab's *Recipes per task* and the lecture's recipes
scene show it, and ``scene_checks.fine_tuning.check_recipes`` checks the scene's claim against it.  No Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

from workbench.core.training.recipes import BATCH_SIZE, WARMUP_RATIO, usual_learning_rate, usual_method
from workbench.core.training.registry import USUAL_COURSE, CourseRecipe, all_families, family
from workbench.core.words import number, translate


@dataclass(frozen=True)
class RecipeRow:
    """One row of the comparison: the families it covers, the course's recipe and the app's, in words, and
    what differs (``differs``: "method", "learning rate", "epochs", "batch", "warm-up") with why."""

    families: tuple[str, ...]
    task: str  # the families' names as the table shows them ("chat, summarize")
    course: str
    app: str
    differs: tuple[str, ...]
    why: str


def rate_text(low: float, high: float | None = None) -> str:
    """1e-05 -> "1e-5"; a range as "2e-5 to 5e-5"."""

    def one(value: float) -> str:
        mantissa, exponent = f"{value:.0e}".split("e")
        return f"{mantissa}e{int(exponent)}"

    return one(low) if high is None or high == low else f"{one(low)} to {one(high)}"


def _span(low: int, high: int) -> str:
    return str(low) if low == high else f"{low} to {high}"


def course_text(course: CourseRecipe) -> str:
    """The course's row in a cell: its task, rate and epochs (the batch and warm-up, the same in every row,
    are said once above the table: ``shared_text``)."""
    return f"{course.task}: {rate_text(*course.learning_rate)}, {_span(*course.epochs)} epochs"


def shared_text() -> str:
    """What every row of the course's and the app's recipes has in common, said once."""
    low, *_, high = USUAL_COURSE.batch_sizes
    return translate(
        "CourseRecipes",
        "The course: batch {low} or {high}, {course_warmup} warm-up, the whole model. "
        "This app: batch {batch}, {warmup} warm-up.",
    ).format(
        low=low,
        high=high,
        course_warmup=number(USUAL_COURSE.warmup_ratio, ".0%"),
        batch=BATCH_SIZE,
        warmup=number(WARMUP_RATIO, ".0%"),
    )


def app_recipe(name: str) -> tuple[str, dict[str, object]]:
    """The app's recipe of the family ``name`` in words, and its figures (method, learning rate, head's rate,
    epochs, least steps, batch, warm-up), read from the registry."""
    own = family(name).recipe
    method = usual_method(name)
    rate = usual_learning_rate(method, name)
    figures: dict[str, object] = {
        "method": method,
        "learning_rate": rate,
        "head_learning_rate": own.new_head_learning_rate if method == "full" else None,
        "epochs": own.usual_epochs,
        "min_steps": own.min_steps,
        "batch": BATCH_SIZE,
        "warmup": WARMUP_RATIO,
    }
    head = figures["head_learning_rate"]
    words = {"lora": "LoRA ", "frozen": "bottom layers frozen, ", "head": "head only, "}
    text = (
        f"{words.get(method, '')}{rate_text(rate)}"
        + (f" (new head {rate_text(head)})" if isinstance(head, float) else "")
        + f", {own.usual_epochs} epochs"
        + (f", ≥ {own.min_steps} steps" if own.min_steps else "")
    )
    return text, figures


def differences(course: CourseRecipe, figures: dict[str, object]) -> tuple[str, ...]:
    """What of the app's recipe lies outside the course's row."""
    found = []
    if figures["method"] != course.method:
        found.append("method")
    low, high = course.learning_rate
    rate = float(figures["learning_rate"])  # type: ignore[arg-type]
    if not low * 0.999 <= rate <= high * 1.001:
        found.append("learning rate")
    epochs = int(figures["epochs"])  # type: ignore[call-overload]
    if not course.epochs[0] <= epochs <= course.epochs[1] or figures["min_steps"]:
        found.append("epochs")
    if figures["batch"] not in course.batch_sizes:
        found.append("batch")
    if abs(float(figures["warmup"]) - course.warmup_ratio) > 1e-9:  # type: ignore[arg-type]
        found.append("warm-up")
    return tuple(found)


def compare_recipes() -> list[RecipeRow]:
    """One row per task family, in the order the task page lists them; families with the same course row
    and the same app recipe share one."""
    rows: list[RecipeRow] = []
    for name in all_families():
        own = family(name).recipe
        course = own.course
        app, figures = app_recipe(name)
        differs = differences(course, figures)
        shared = next((r for r in rows if r.app == app and r.course == course_text(course)), None)
        if shared is not None:
            rows[rows.index(shared)] = RecipeRow(
                (*shared.families, name),
                f"{shared.task}, {name}",
                shared.course,
                shared.app,
                shared.differs,
                shared.why,
            )
            continue
        why = own.course_differs if differs else "the same as the course's"
        rows.append(RecipeRow((name,), name, course_text(course), app, differs, why))
    return rows
