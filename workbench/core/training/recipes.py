"""The recipe: the learning rate, epochs and batch size a run uses when the user sets none of them, and the
model it starts from when none is named (for pairs of texts not the same as for texts).

This module is the one owner of those defaults: the rules and the tables the families share are here, and each
task family's own numbers (least steps, epochs, window, starting model) are in its folder under ``families``,
named as below (``families/questions`` holds ``QA_LEARNING_RATE`` ...); the measurements that chose them are
told here.  The wizard's settings page shows what ``recipe_for``
returns, the command line prints it, and ``TrainConfig.resolved`` fills a config's empty fields from it, so a
run started with nothing but the data trains exactly what the wizard would have shown.

Why the recipe depends on the data size: the lecture's usual recipe (2e-5 to 5e-5, 2 to 4 epochs, batch 16
or 32) is quoted for data sets of thousands of texts.  On the few hundred a person labels by hand, 3 epochs
of batch 16 are only about 45 learning steps, and the model ends unsure of everything (measured on the
embedded MiniLM with 240 of the sample reviews: 86.7 % correct, at most 56 % sure of its answers).  So a
classifier trains for at least ``MIN_CLASSIFY_STEPS`` optimizer steps, as many epochs as that takes.  Measured
with ``benchmarks/recipes.py`` (MiniLM, 240 of the sample reviews, 60 kept aside, the median of seeds 42 to
47): 150 steps gave 91.7 % correct (88.3 to 96.7), 300 steps 93.3 % (88.3 to 95.0), both about 98 % sure of
their correct answers; 300 steps take about 45 s on a 2-core laptop.  Large data keeps the usual 3 epochs.
Language-model adaptation counts blocks of packed text, not passages (``data.corpus.estimated_blocks``): a few
hundred passages make only about a hundred blocks, 15 steps in 3 epochs, too few for a model to pick up
a field's words, so it too takes at least ``MIN_ADAPT_STEPS`` steps; each epoch hides other words, so the
repeats are not the same lesson twice.
Finding names (``ner``) follows the lecture's table: 5e-5 and 3 epochs, counted in sentences.  Every word of a
sentence carries a tag, so one step teaches far more labels than a classifier's step does, and a smaller
minimum (``MIN_TAG_STEPS``) keeps a few hundred hand-tagged sentences from ending after a handful of steps;
that minimum is the classifier's halved for that reason, not yet measured on its own.
Answering questions (``qa``): the lecture's table says 3e-5 and 2 epochs, counted in windows of question and
passage (``data.families.AnsweringFamily.units``).  On the built-in set (400 training questions, about 400
windows of 256 tokens, 25 steps an epoch) that is 50 steps, and it barely learns: the answer head (two numbers
per token) starts from nothing, and at 3e-5 it hardly moves in 50 steps (measured with ``benchmarks/qa.py``:
F1 3.7 % -> 11.7 %, exact match 0 %).  So the body trains at ``QA_LEARNING_RATE`` (1e-4, the lecture's rate
would leave small data unlearned), the new head at ``NEW_QA_HEAD_LEARNING_RATE`` (1e-3, as a masked-LM
head's), and the run takes at least ``MIN_QA_STEPS``; large data keeps the lecture's 2 epochs.  Measured with
``workbench train
--task qa --data qa_passages.jsonl`` (MiniLM, 256 tokens, batch 16, checking on 100 questions about 20 unseen
passages; the README's table has every check): F1 10.6 % after 25 steps, 19.3 % (exact match 13 %) after 50,
42.3 % after 75 and 50.7 % (exact match 30 %) after 150, about 15 minutes on two quiet CPU cores.

Chat and summaries (``chat``, ``summarize``: a causal LM taught to answer, the loss over the answers only)
follow the lecture's dialogue row, adjusted where the built-in sets said otherwise:

=========================  ==========  =================  ======  ===============================
family                     method      learning rate      epochs  counted in
=========================  ==========  =================  ======  ===============================
classify                   full        5e-5               3+      texts (at least 300 steps)
pairs                      full        5e-5               3+      pairs of texts (at least 300 steps)
ner                        full        5e-5               3+      sentences (at least 150 steps)
mlm / clm (adaptation)     full        5e-5               3+      blocks (at least 100 steps)
qa                         full        1e-4 (head 1e-3)   2+      windows (at least 150 steps)
chat, summarize            lora        1e-3               3       examples (the lecture: 3 to 5)
chat, summarize            full/frozen 1e-5               3       examples (the lecture's dialogue)
=========================  ==========  =================  ======  ===============================

LoRA is the default method for chat and summaries (``usual_method``): a few MB of adapters instead of a copy
of the model, and the model's manners elsewhere stay as they were.  LoRA's small adapters need far larger
steps than the whole model's 1e-5.  The usual 2e-4 was measured too timid on the built-in sets (SmolLM2, the
default 3 epochs, ``benchmarks/families.py --defaults``): chat's checking loss went 3.657 -> 3.154 in 51 steps
and no answer took the sample's three-line form; at 1e-3 it went to 2.467 and by step 34 every sample answer
was written "Short answer: / Why: / Try this:".  Summaries at 2e-4: loss 2.580 -> 2.344, ROUGE-L 0.252 ->
0.285 (its best, at step 22 of 33); at 1e-3: loss 1.985, ROUGE-L 0.328.  A chat example is
a few hundred tokens, so chat runs read up to ``usual_max_length`` (256) tokens, where the classifier's 128
would cut the answers of the built-in summaries.  An encoder-decoder (T5, BART) taught to summarise sequence
to sequence (``objectives.seq2seq``) follows the same row: the recipe is chosen before the model is known, and
no run on a real one has been measured yet.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from workbench.core.training.registry import family
from workbench.core.words import QT_TRANSLATE_NOOP, formatted, translate

# The usual learning rate of each method: a whole pre-trained model needs small steps (5e-5, the top of the
# usual 2e-5 to 5e-5: small models and small data sets, the workbench's usual case, need it); a fresh head on
# a frozen body large ones (1e-3); LoRA's small adapters larger still in short runs (2e-3); random weights
# (from scratch) learn nothing useful at the fine-tuning rate, so they get 1e-4.
LEARNING_RATES = {"full": 5e-5, "frozen": 5e-5, "head": 1e-3, "lora": 2e-3, "scratch": 1e-4}
# Chat and summaries (see the table in the module doc): the lecture's dialogue rate for the whole model, and
# LoRA's usual rate for adapters that learn an answering style.
INSTRUCTION_LEARNING_RATES = {"full": 1e-5, "frozen": 1e-5, "head": 1e-4, "lora": 1e-3, "scratch": 1e-4}
INSTRUCTION_MAX_LENGTH = 256
# A masked-LM head added to an encoder (a dense layer, a layer norm and a bias over the whole vocabulary)
# needs larger steps than the body that already knows the language.
NEW_LM_HEAD_LEARNING_RATE = 1e-3

# The model a run starts from when none is named is its family's (``families``): embedded, so always on this
# computer.  Why those:
# MiniLM classifies texts well in a minute on a laptop; adaptation needs a model whose fill-in-the-blank (or
# next-word) head was pre-trained, or "before" would be a random head's score.  Pairs of texts start from the
# fill-in-the-blank model too, with the classifier's recipe otherwise: measured on the 464 built-in sentence
# pairs (``benchmarks/recipes.py --data pairs_paraphrase.csv``, 92 kept aside, seeds 42 to 44), the recipe
# took Workbench mini MLM to 75.0 % right (66.3 to 76.1) and MiniLM to 62.0 % (58.7 to 66.3); a larger
# learning rate (1e-4) or batch 8 brought MiniLM to 69.6 % on seed 42, where the mini MLM has 75.0
# %.  all-MiniLM-L6-v2 was trained to embed each sentence on its own, so that sentences in similar words land
# close together; read as a pair it first learns "the same words mean the same thing" (below 45 % right after
# 3 epochs, worse than chance), a habit these pairs (a negation, a swapped role, another number) punish and it
# is slow to unlearn. The textbook 3 epochs (72 steps) leave either model below chance (39.1 % and 43.5 %,
# seed 42): pairs need the classifier's minimum of 300 steps (MIN_CLASSIFY_STEPS) at least as much as single
# texts do. Finding names and answering questions need an encoder with a fast tokenizer (which word each piece
# comes from); MiniLM is one.  Chat and summaries start from the embedded chat model.

BATCH_SIZE = 16
USUAL_EPOCHS = 3
MIN_CLASSIFY_STEPS = 300  # optimizer steps a classifier takes at least, however small the data (each
# family's own least number of steps is in its folder under ``families``)
MAX_EPOCHS = 40  # small data never turns into an endless run: 40 epochs of 60 texts is still 160 steps
WARMUP_RATIO = 0.1
WEIGHT_DECAY = 0.01

# The lecture's two experiments as they start (the Fine-tuning tab's boxes, ``workbench experiment`` and
# ``workbench experiment --prompting``): the training sizes, the runs of each size and way (the draws of each
# k), the model prompted and fine-tuned, the numbers of examples k in the prompt (0: zero-shot), and the most
# check texts a run is scored on.
EXPERIMENT_SIZES = (100, 1000)
EXPERIMENT_SEEDS = 3
PROMPTING_MODEL = "smollm2-135m"
PROMPTING_KS = (0, 4, 16)
PROMPTING_CHECK_LIMIT = 200

# name -> (share of the usual learning rate, share of the usual minimum steps, batch size)
# (the names are a run's settings as written; the window shows them translated, context "Recipe")
PRESETS = {
    QT_TRANSLATE_NOOP("Recipe", "Recommended for this model and data"): (1.0, 1.0, BATCH_SIZE),
    QT_TRANSLATE_NOOP("Recipe", "Careful: smaller steps, more of them"): (0.4, 1.5, BATCH_SIZE),
    # half the learning steps of the same size: half the time (larger batches would take as long)
    QT_TRANSLATE_NOOP("Recipe", "Quick: half the learning steps"): (1.0, 0.5, BATCH_SIZE),
}
RECOMMENDED = next(iter(PRESETS))
# Recipes of the program's own tools, not offered on the settings page, named as PRESETS are.  LABEL_CHECK:
# each part's model of the thorough label check (``core.use.label_check``, where it was measured) learns at
# twice the usual rate in batches of 8 (its epochs are the check's own, from its parts' size).
LABEL_CHECK = "Label check: twice the usual rate in small batches"
TOOL_PRESETS = {LABEL_CHECK: (2.0, 1.0, 8)}


@dataclass(frozen=True)
class Recipe:
    """What a run uses when the user sets nothing else, and why (``reason``, in plain words)."""

    learning_rate: float
    epochs: int
    batch_size: int
    warmup_ratio: float
    weight_decay: float
    min_steps: int  # 0: no minimum (the epochs were not stretched)
    reason: str  # why these epochs, in plain words ("240 examples give few learning steps per epoch, ...")

    def steps(self, train_examples: int, batch_size: int | None = None) -> int:
        """Optimizer steps this recipe takes on ``train_examples`` texts (at ``batch_size``, if another)."""
        per_epoch = max(1, math.ceil(train_examples / (batch_size or self.batch_size)))
        return self.epochs * per_epoch


def usual_learning_rate(method: str, objective: str = "classify") -> float:
    """The learning rate ``method`` uses for ``objective`` unless the user sets one."""
    rates = family(objective).recipe.learning_rates
    return rates.get(method, rates["full"])


def usual_method(objective: str) -> str:
    """The method a run of ``objective`` uses unless the user chooses one: LoRA for chat and summaries."""
    return family(objective).recipe.usual_method


def usual_max_length(objective: str, default: int) -> int:
    """The tokens per example a run of ``objective`` reads unless the user sets it (``default``: the
    config's own): a question and most of its passage in one window, a whole chat example."""
    return family(objective).recipe.max_length or default


def stride_for(max_length: int) -> int:
    """Tokens two windows of one passage share when answering questions: a quarter of the window (64 at 256
    tokens), so an answer cut by one window's end is whole in the next."""
    return max(1, max_length // 4)


def is_classifier(objective: str | None) -> bool:
    """Whether ``objective`` trains a sequence classifier (one label per text or pair of texts).  None, as an
    older run's record without the field says, means the original classifier."""
    return family(objective).classifier


def takes_pairs(objective: str | None) -> bool:
    """Whether each example of ``objective`` is a pair of texts."""
    return objective is not None and family(objective).pairs


def starting_model(objective: str) -> str:
    """The model a run of ``objective`` starts from when none is named (its family's)."""
    return family(objective).recipe.starting_model


def suits(entry: Any, objective: str) -> bool:
    """Whether the catalogue model ``entry`` can be trained for ``objective`` (the models the wizard lists
    for it, and those the language advice may suggest instead): the kind of model its family trains."""
    found = family(objective)
    if found.seq2seq and entry.architecture == "encoder-decoder":  # T5, BART: sequence to sequence
        return "text2text" in entry.tasks
    return _MODEL_SUITS[found.model_task](entry)


# Which catalogue models can be trained as each kind of model (``TaskFamily.model_task``).
_MODEL_SUITS: dict[str, Callable[[Any], bool]] = {
    # a text's (or a pair's) label, or a text's score: one head over the whole text either way
    "classification": lambda entry: "classification" in entry.tasks,
    # a word's tag depends on the words after it too, which a decoder does not see
    "token-classification": lambda entry: entry.architecture == "encoder" and "classification" in entry.tasks,
    # an answer's start and end are read from every token, seeing both sides
    "question-answering": lambda entry: entry.architecture == "encoder" and "classification" in entry.tasks,
    # only models with a fill-in-the-blank head: a new head would learn from nothing
    "masked-lm": lambda entry: entry.architecture == "encoder" and "fill-mask" in entry.tasks,
    "causal-lm": lambda entry: entry.architecture == "decoder" and "next-token" in entry.tasks,
}


def epochs_for(
    train_examples: int | None,
    batch_size: int = BATCH_SIZE,
    min_steps: int = MIN_CLASSIFY_STEPS,
    usual: int = USUAL_EPOCHS,
) -> int:
    """The ``usual`` epochs, or more when they would give fewer than ``min_steps`` optimizer steps."""
    if not train_examples or train_examples <= 0 or min_steps <= 0:
        return usual
    per_epoch = max(1, math.ceil(train_examples / batch_size))
    return min(MAX_EPOCHS, max(usual, math.ceil(min_steps / per_epoch)))


def recipe_for(
    method: str,
    objective: str = "classify",
    train_examples: int | None = None,
    preset: str = RECOMMENDED,
    batch_size: int | None = None,
) -> Recipe:
    """The recipe for a run of ``method`` on ``train_examples`` training texts (None: not known yet), with
    the preset's batch size or ``batch_size`` (examples per optimizer step) when the user chose one; the
    preset is one of ``PRESETS`` or a tool's (``TOOL_PRESETS``)."""
    lr_share, steps_share, batch = {**PRESETS, **TOOL_PRESETS}.get(preset, PRESETS[RECOMMENDED])
    batch = batch_size or batch
    own = family(objective).recipe
    learning_rate = float(f"{usual_learning_rate(method, objective) * lr_share:.3g}")
    min_steps = round(own.min_steps * steps_share)
    epochs = epochs_for(train_examples, batch, min_steps, own.usual_epochs)
    if train_examples and epochs > own.usual_epochs:
        reason = formatted(
            translate("FamilyRecipe", own.stretched), units=train_examples, min_steps=min_steps
        )
    else:
        reason = translate("Recipe", "the usual recipe for data of this size.")
    return Recipe(learning_rate, epochs, batch, WARMUP_RATIO, WEIGHT_DECAY, min_steps, reason)
