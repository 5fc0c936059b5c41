"""The recipe: the learning rate, epochs and batch size a run uses when the user sets none of them, and the
model it starts from when none is named (``STARTING_MODELS``: for pairs of texts not the same as for texts).

This module is the one owner of those defaults.  The wizard's settings page shows what ``recipe_for``
returns, the command line prints it, and ``TrainConfig.resolved`` fills a config's empty fields from it, so a
run started with nothing but the data trains exactly what the wizard would have shown.

Why the recipe depends on the data size: the lecture's usual recipe (2e-5 to 5e-5, 2 to 4 epochs, batch 16
or 32) is quoted for data sets of thousands of texts.  On the few hundred a person labels by hand, 3 epochs
of batch 16 are only about 45 learning steps, and the model ends unsure of everything (measured on the
embedded MiniLM with 240 of the sample reviews: 86.7 % correct, at most 56 % sure of its answers).  So a
classifier trains for at least ``MIN_CLASSIFY_STEPS`` optimizer steps, as many epochs as that takes.  Measured
with ``benchmarks/recipes.py`` (MiniLM, 240 of the sample reviews, 60 kept aside, the median of seeds 42 to 47):
150 steps gave 91.7 % correct (88.3 to 96.7), 300 steps 93.3 % (88.3 to 95.0), both about 98 % sure of their
correct answers; 300 steps take about 45 s on a 2-core laptop.  Large data keeps the usual 3 epochs.
Language-model adaptation counts blocks of packed text, not passages (``data.corpus.estimated_blocks``): a few
hundred passages make only about a hundred blocks, 15 steps in 3 epochs, too few for a model to pick up
a field's words, so it too takes at least ``MIN_ADAPT_STEPS`` steps; each epoch hides other words, so the
repeats are not the same lesson twice.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from workbench.core.training.families import is_language_model

# The usual learning rate of each method: a whole pre-trained model needs small steps (5e-5, the top of the
# usual 2e-5 to 5e-5: small models and small data sets, the workbench's usual case, need it); a fresh head on
# a frozen body large ones (1e-3); LoRA's small adapters larger still in short runs (2e-3); random weights
# (from scratch) learn nothing useful at the fine-tuning rate, so they get 1e-4.
LEARNING_RATES = {"full": 5e-5, "frozen": 5e-5, "head": 1e-3, "lora": 2e-3, "scratch": 1e-4}
# A masked-LM head added to an encoder (a dense layer, a layer norm and a bias over the whole vocabulary)
# needs larger steps than the body that already knows the language.
NEW_LM_HEAD_LEARNING_RATE = 1e-3

# The model a run starts from when none is named, for each objective: embedded, so always on this computer.
# MiniLM classifies texts well in a minute on a laptop; adaptation needs a model whose fill-in-the-blank (or
# next-word) head was pre-trained, or "before" would be a random head's score.  Pairs of texts start from the
# fill-in-the-blank model too, with the classifier's recipe otherwise: measured on the 464 built-in sentence
# pairs (``benchmarks/recipes.py --data pairs_paraphrase.csv``, 92 kept aside, seeds 42 to 44), the recipe took
# Workbench mini MLM to 75.0 % right (66.3 to 76.1) and MiniLM to 62.0 % (58.7 to 66.3); a larger learning
# rate (1e-4) or batch 8 brought MiniLM to 69.6 % on seed 42, where the mini MLM has 75.0 %.  all-MiniLM-L6-v2
# was trained to embed each sentence on its own, so that sentences in similar words land close together; read
# as a pair it first learns "the same words mean the same thing" (below 45 % right after 3 epochs, worse than
# chance), a habit these pairs (a negation, a swapped role, another number) punish and it is slow to unlearn.
# The textbook 3 epochs (72 steps) leave either model below chance (39.1 % and 43.5 %, seed 42): pairs need
# the classifier's minimum of 300 steps (MIN_CLASSIFY_STEPS) at least as much as single texts do.
STARTING_MODELS = {"classify": "minilm-l6", "pairs": "workbench-mini-mlm", "mlm": "workbench-mini-mlm",
                   "clm": "smollm2-135m"}  # fmt: skip

BATCH_SIZE = 16
USUAL_EPOCHS = 3
MIN_CLASSIFY_STEPS = 300  # optimizer steps a classifier takes at least, however small the data
MIN_ADAPT_STEPS = 100  # the same for continued pre-training: a few hundred passages are only a few blocks
MAX_EPOCHS = 40  # small data never turns into an endless run: 40 epochs of 60 texts is still 160 steps
WARMUP_RATIO = 0.1
WEIGHT_DECAY = 0.01

# name -> (share of the usual learning rate, share of the usual minimum steps, batch size)
PRESETS = {
    "Recommended for this model and data": (1.0, 1.0, BATCH_SIZE),
    "Careful: smaller steps, more of them": (0.4, 1.5, BATCH_SIZE),
    "Quick: larger batches, fewer steps": (1.0, 0.5, 32),
}
RECOMMENDED = next(iter(PRESETS))


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


def usual_learning_rate(method: str) -> float:
    """The learning rate ``method`` uses unless the user sets one."""
    return LEARNING_RATES.get(method, LEARNING_RATES["full"])


def starting_model(objective: str) -> str:
    """The model a run of ``objective`` starts from when none is named (``STARTING_MODELS``)."""
    return STARTING_MODELS.get(objective, STARTING_MODELS["classify"])


def epochs_for(
    train_examples: int | None, batch_size: int = BATCH_SIZE, min_steps: int = MIN_CLASSIFY_STEPS
) -> int:
    """The usual epochs, or more when they would give fewer than ``min_steps`` optimizer steps."""
    if not train_examples or train_examples <= 0 or min_steps <= 0:
        return USUAL_EPOCHS
    per_epoch = max(1, math.ceil(train_examples / batch_size))
    return min(MAX_EPOCHS, max(USUAL_EPOCHS, math.ceil(min_steps / per_epoch)))


def recipe_for(
    method: str,
    objective: str = "classify",
    train_examples: int | None = None,
    preset: str = RECOMMENDED,
    batch_size: int | None = None,
) -> Recipe:
    """The recipe for a run of ``method`` on ``train_examples`` training texts (None: not known yet), with
    the preset's batch size or ``batch_size`` (examples per optimizer step) when the user chose one."""
    lr_share, steps_share, batch = PRESETS.get(preset, PRESETS[RECOMMENDED])
    batch = batch_size or batch
    learning_rate = float(f"{usual_learning_rate(method) * lr_share:.3g}")
    language_model = is_language_model(objective)
    min_steps = round((MIN_ADAPT_STEPS if language_model else MIN_CLASSIFY_STEPS) * steps_share)
    epochs = epochs_for(train_examples, batch, min_steps)
    if train_examples and epochs > USUAL_EPOCHS and language_model:
        reason = (
            f"your passages make only about {train_examples:,} blocks of text, and a model needs about "
            f"{min_steps} steps to pick up their words (each epoch hides other words)."
        )
    elif train_examples and epochs > USUAL_EPOCHS:
        reason = (
            f"{train_examples:,} examples give few learning steps per epoch, and a model needs about "
            f"{min_steps} steps to become sure of its answers."
        )
    else:
        reason = "the usual recipe for data of this size."
    return Recipe(learning_rate, epochs, batch, WARMUP_RATIO, WEIGHT_DECAY, min_steps, reason)
