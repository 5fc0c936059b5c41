"""The registry of task families: what a run learns (classify texts, classify pairs, predict a score, find
names, answer questions, chat, summarise, adapt a language model to a text), one folder each under
``families``.

A family is one ``TaskFamily``: its name and title, its recipe (learning rates, least steps, epochs, window,
usual method, starting model), what kind of model it trains (a classifier, a pair classifier, a language
model's own head, a score predictor's one output), and where its data reading and its objective live; a family
whose figures are its own says what the window calls them (``Figures``), and each says what the wizard's pages
say of it (``FamilyWords``: its choice on the task page, its data's file filter, ...).  The engine, the
recipe, the command line and the wizard ask ``family(name)`` what they need to know, instead of branching
on a family's name; a family's folder (``families/classify/`` ...) holds everything that is its own.

Adding a family: a folder under ``families`` with its ``TaskFamily`` (and the modules it names), one line in
``_FOLDERS``, tests and sample data.  The registry sits at the bottom of ``core.training`` (the recipe and the
config ask it) and the family folders at the top (their objectives need the engine's parts), so it finds the
folders by name when first asked, as a plugin registry does, and imports none of them itself.  Nothing here
imports torch: a family's data side, objective, loader and README writer are functions that import their
modules when a run needs them (``Imported`` names most of them).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from workbench.core.errors import ConfigError
from workbench.core.words import QT_TRANSLATE_NOOP, translate


@dataclass(frozen=True)
class Imported:
    """A function (or class) that a family names by its module and its name, imported only when called: how
    a family's folder hands the registry its data side, its loader and its README writer without importing
    them (and torch with them) when the app starts.  Called with any arguments, it calls what it names."""

    module: str  # "workbench.core.training.data.families"
    name: str  # "TaggingFamily"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(self.module), self.name)(*args, **kwargs)


@dataclass(frozen=True)
class CourseRecipe:
    """One row of the course's table of fine-tuning recipes (teaching point 14): the task it names, its
    learning rates and epochs (lowest, highest), batch sizes and warm-up, for fine-tuning the whole model.
    ``course_recipes`` sets it beside the family's own recipe."""

    task: str
    learning_rate: tuple[float, float]
    epochs: tuple[int, int]
    batch_sizes: tuple[int, ...] = (16, 32)
    warmup_ratio: float = 0.1
    method: str = "full"


USUAL_COURSE = CourseRecipe("usual", (2e-5, 5e-5), (2, 4))  # the course's row for a task it does not name


@dataclass(frozen=True)
class FamilyRecipe:
    """A family's part of the recipe (``recipes`` turns it into a run's numbers and says why)."""

    learning_rates: dict[str, float]  # method -> the usual learning rate (``recipes.LEARNING_RATES`` ...)
    min_steps: int = 300  # optimizer steps a run takes at least, however small the data (0: none)
    usual_epochs: int = 3
    usual_method: str = "full"
    max_length: int | None = None  # tokens per example; None: the run's default
    new_head_learning_rate: float | None = None  # a head that starts from nothing needs larger steps
    starting_model: str = "minilm-l6"  # embedded, so always on this computer
    # the course's row for the task, and why this recipe differs from it, in a line short enough for a
    # projected table (``recipes`` has the measurements in full)
    course: CourseRecipe = USUAL_COURSE
    course_differs: str = ""
    units: str = "examples"  # what one epoch walks through, in the user's words
    # why the epochs were stretched, with {units} (how many) and {min_steps}: shown on the settings page
    stretched: str = QT_TRANSLATE_NOOP(
        "FamilyRecipe",
        "{units:,} examples give few learning steps per epoch, and a model needs about {min_steps} steps to "
        "become sure of its answers.",
    )


@dataclass(frozen=True)
class Figures:
    """How the window shows the figures of a family that reads its own back (``metrics``), plain words first.
    Each text is formatted with the fields of one evaluation (its ``to_dict()``, or a run's summary's
    ``metrics``), as ``"off by {mae:.2f}"``."""

    curve: str  # the field the curve beside the loss draws ("mae")
    title: str  # that curve's title
    axis: str  # its y axis, in words
    short: str  # what the list of runs shows where it shows the other runs' accuracy
    line: str  # one evaluation in a line (the training log, the status when it ends)
    headline: str  # the results page's first line
    explained: tuple[str, ...] = ()  # a line each under the headline, saying what each figure means
    # (heading, text) of each column that compares runs side by side
    compared: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class FamilyWords:
    """What the window says of a family, on the pages of the wizard that ask for it; each text is marked for
    translation where the family is defined (context ``FamilyWords``) and translated where the window shows
    it."""

    task_page_place: int  # where the task page lists it among the families (0: first)
    choice: str  # its choice on the task page
    explanation: str  # what the task page says under that choice
    intro: str  # the data page's introduction
    open_tip: str  # the tip of the data page's "Open file…" button
    file_filter: str  # the file dialog's filters for its data
    # what keeping a share of its data for checking means, with {share}, {checking} and {training}: a whole
    # sentence, since a language names (and agrees with) each kind of example its own way
    split_line: str = QT_TRANSLATE_NOOP(
        "FamilyWords",
        "{share}%: about {checking} examples check the model, {training} train it. The model never learns "
        "from the checking part, so its score there is honest.",
    )
    # the suffix of the limit's spin box ("Use only [100] training examples")
    limit_suffix: str = QT_TRANSLATE_NOOP("FamilyWords", " training examples")
    model_note: str = ""  # what the model page's list holds for it, after the page's introduction ("": none)
    # the title of the curve beside the loss, for a family whose figures the window names (no ``figures``)
    curve_title: str = QT_TRANSLATE_NOOP("FamilyWords", "Validation accuracy")


@dataclass(frozen=True)
class TaskFamily:
    """Everything the rest of the app asks of one kind of run."""

    name: str  # the objective's name in a run's config ("classify", "ner", ...)
    title: str  # the task as the user reads it
    recipe: FamilyRecipe
    # its data side (reading, splitting, checking, storing, as ``data.families`` describes), made on demand
    data_family: Callable[[], Any]
    # its objective for a run: objective(config, label_names) (the model head, encoding, loss, scores)
    objective: Callable[[Any, tuple[str, ...]], Any]
    classifier: bool = False  # a sequence classifier (one label per text or pair): scored by macro-F1
    regression: bool = False  # one number per text: a sequence-classification model with one output
    pairs: bool = False  # each example is two texts
    language_model: bool = False  # learns plain text with the model's pre-training head (adaptation)
    instruction: bool = False  # a causal model taught to answer (chat, summaries): the loss over answers
    samples: tuple[tuple[str, str], ...] = ()  # (label, file name) of the built-in data it offers
    # how its evaluations are read back from a run's records: (a key only its figures have, reader); None for
    # the families whose figures ``objectives.metrics`` reads itself
    metrics: tuple[str, Callable[[dict[str, Any]], Any]] | None = None
    # its use on a file, when the family has its own: the name of a module (in ``core.use``, which sits above
    # training) with ``predict_file(ref, data, out, progress, cancel, *, text_column, overwrite, batch_size)``
    # and ``evaluate_file(ref, data, progress, cancel, *, text_column, score_column, batch_size)``, whose
    # results have ``to_dict()`` and ``lines()``; ``use_module()`` imports it
    use: str | None = None
    # what the window calls its figures, for a family that reads its own back (``metrics``); None: the window
    # names the other families' figures itself
    figures: Figures | None = None
    # what the family adds to a run's final scores once training ends, drawn from its checking examples:
    # final_figures(final scores, the run's objective, the checking examples) -> the final scores (a
    # classifier: how often it was right in each language of the checking texts); None: nothing
    final_figures: Callable[[Any, Any, Any], Any] | None = None
    # the model it trains, as ``models.loading`` names the task ("classification", "token-classification",
    # "question-answering", "masked-lm", "causal-lm"); a causal family that ``seq2seq`` allows trains an
    # encoder-decoder as "seq2seq"
    model_task: str = "classification"
    seq2seq: bool = False  # also teaches an encoder-decoder (T5, BART), sequence to sequence
    # writes a summary of each text: its data is texts with their summaries, each asked with the summary
    # instruction (``data.chat.SUMMARY_INSTRUCTION``), and its answers are scored by ROUGE-L
    summaries: bool = False
    # its kept weights on a device, when it has its own loader: load_kept(best folder, device) -> the loaded
    # weights, with their ``model`` and ``tokenizer``; None: a language model's, its LoRA adapters put on its
    # base model
    load_kept: Callable[[Any, Any], Any] | None = None
    # the README of an export: readme(kind, the run's workbench.json, folder) -> Markdown; None: a language
    # model's (``runs.export_readme.language_model_readme``)
    readme: Callable[[str, dict[str, Any], Any], str] | None = None
    # its run's figures in a sentence of plain words, when it words them itself: verdict(metrics) -> str
    verdict: Callable[[Any], str] | None = None
    # its run's scores as ``workbench train`` prints them, when they are its own: run_scores(result) -> dict
    run_scores: Callable[[Any], dict[str, Any]] | None = None
    # (message, hint) refusing one of its runs where a text classifier is wanted, with {name} for the
    # folder's name; None: the language model's
    not_a_classifier: tuple[str, str] | None = None
    exports_gguf: bool = False  # a left-to-right model the window offers to save as one GGUF file
    # what the window's pages say of it (a keyword, since each family has its own)
    words: FamilyWords = field(kw_only=True)

    def use_module(self) -> Any | None:
        """The module its ``use`` names, or None."""
        return importlib.import_module(self.use) if self.use else None

    @property
    def uses_lm_head(self) -> bool:
        """Trains a language model's own output layer: scored before training too; the head is that layer."""
        return self.language_model or self.instruction

    @property
    def own_head(self) -> bool:
        """Puts a head of its own on the model's body (labels, tags, an answer's span, a score), which LoRA
        trains in full and saves with the adapters; a language model keeps its pre-trained output layer."""
        return self.model_task in ("classification", "token-classification", "question-answering")

    @property
    def labelled_outputs(self) -> bool:
        """Its head has one output per label (a text's classes, a word's tags)."""
        return self.classifier or self.model_task == "token-classification"

    @property
    def sequence_head(self) -> bool:
        """A head over the whole text (or pair of texts), as ``AutoModelForSequenceClassification`` has:
        a classifier's labels, or a score predictor's one number."""
        return self.classifier or self.regression


_REGISTRY: dict[str, TaskFamily] = {}
# One line per family folder; each registers its families when imported.
_FOLDERS = ("classify", "pairs", "names", "questions", "language", "chat", "summaries", "score")


def register(*families: TaskFamily) -> None:
    """Add families to the registry (a family folder calls this when it is imported)."""
    for family_ in families:
        if family_.name in _REGISTRY and _REGISTRY[family_.name] != family_:
            raise ValueError(f"Two task families are named {family_.name!r}.")
        _REGISTRY[family_.name] = family_


def all_families() -> dict[str, TaskFamily]:
    """Every family by name, in the order the task page lists them."""
    if not _REGISTRY:
        for folder in _FOLDERS:
            importlib.import_module(f"workbench.core.training.families.{folder}")
    return dict(_REGISTRY)


def names() -> tuple[str, ...]:
    return tuple(all_families())


def family(name: str | None) -> TaskFamily:
    """The family of the objective ``name``; None (an older run's record without it) is the classifier.
    An objective with no family is refused, naming those there are."""
    families = all_families()
    found = families.get(name or "classify")
    if found is None:
        raise ConfigError(
            translate("Training", "The task “{name}” is not known.").format(name=name),
            translate("Training", "Choose one of: {names}.").format(names=", ".join(families)),
        )
    return found


def known(name: str | None) -> TaskFamily | None:
    """The family of the objective ``name`` as ``family`` finds it, or None when there is none (a folder's
    record naming a task this version does not know)."""
    return all_families().get(name or "classify")


def metrics_family(data: dict[str, Any]) -> TaskFamily | None:
    """The family that reads the evaluation ``data`` back itself (its ``metrics`` key is in it), or None."""
    for family_ in all_families().values():
        if family_.metrics is not None and family_.metrics[0] in data:
            return family_
    return None


def read_metrics(data: dict[str, Any]) -> Any | None:
    """An evaluation of a family that reads its own figures back (``metrics``), or None for the others."""
    found = metrics_family(data)
    return found.metrics[1](data) if found is not None and found.metrics is not None else None
