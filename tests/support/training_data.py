"""Small labelled datasets and tiny classifier folders for the training tests.

The tiny BERT (tests.support.tiny_models) knows a few words; the texts here use only those words, so every
token is real and the two classes ("cat" sentences, "dog" sentences) can be told apart by a 2-layer model.
"""

from __future__ import annotations

from itertools import product
from pathlib import Path

import pytest

from workbench.core.training.config import TrainConfig
from workbench.core.training.data.labelled import StoredDataset

LABELS = ("cat", "dog")
_PREDICATES = [
    "sat on the mat",
    "ran to the store",
    "was on a mat",
    "went to buy milk",
    "is playing",
    "sat",
    "ran",
]


def animal_texts() -> tuple[StoredDataset, StoredDataset]:
    """(training, validation): 28 and 8 sentences about a cat or a dog, labelled by the animal."""
    train_texts, train_labels = [], []
    for (label, animal), article, predicate in product(enumerate(LABELS), ("the", "a"), _PREDICATES):
        train_texts.append(f"{article} {animal} {predicate}")
        train_labels.append(label)
    val = [("the cat ran", 0), ("a cat was on the mat", 0), ("the cat went to the store", 0), ("a cat is", 0)]
    val += [
        ("the dog sat", 1),
        ("a dog was on the mat", 1),
        ("the dog went to the store", 1),
        ("a dog is", 1),
    ]
    return (
        StoredDataset(tuple(train_texts), tuple(train_labels), LABELS),
        StoredDataset(tuple(t for t, _ in val), tuple(label for _, label in val), LABELS),
    )


def write_animal_csv(path: Path, n: int = 40) -> Path:
    """``n`` distinct short sentences about a cat or a dog (half each, the label is the animal) as a CSV file
    with ``text`` and ``label`` columns: the tiny BERT knows every word."""
    import csv

    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["text", "label"])
        for i in range(n):
            animal = LABELS[i % 2]
            article, predicate = ("the", "a")[i // 2 % 2], _PREDICATES[i // 4 % len(_PREDICATES)]
            writer.writerow([f"{article} {animal} {predicate}{' .' * (i // 28)}", animal])
    return path


@pytest.fixture(scope="session")
def tiny_bert_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 2-layer BERT body (no task head) with its WordPiece tokenizer, saved once per test session."""
    from tests.support.tiny_models import save_tiny_bert

    return save_tiny_bert(tmp_path_factory.mktemp("tiny-bert"), masked_lm=False)


@pytest.fixture(scope="session")
def tiny_masked_lm_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The same tiny BERT with its fill-in-the-blank head, as a masked language model is saved."""
    from tests.support.tiny_models import save_tiny_bert

    return save_tiny_bert(tmp_path_factory.mktemp("tiny-masked-lm"), masked_lm=True)


@pytest.fixture(scope="session")
def tiny_gpt2_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 2-layer GPT-2 causal LM with a byte-level BPE tokenizer that has no padding token."""
    from tests.support.tiny_lms import save_tiny_gpt2

    return save_tiny_gpt2(tmp_path_factory.mktemp("tiny-gpt2"))


@pytest.fixture(scope="session")
def tiny_t5_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 2 + 2-layer T5 encoder-decoder (sequence to sequence) with the tiny WordPiece tokenizer."""
    from tests.support.tiny_lms import save_tiny_t5

    return save_tiny_t5(tmp_path_factory.mktemp("tiny-t5"))


@pytest.fixture
def one_torch_thread():
    """Train on one torch thread.  Tiny models are faster so, and every model is spared torch's threads
    spinning against other busy processes: MiniLM's two runs took 45 s on one thread against up to 180 s on
    two while other test suites shared the two cores (31 s on two threads on an idle machine)."""
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


def tiny_config(folder: Path, **changes) -> TrainConfig:
    """A quick run on a tiny model: 2 epochs, batch 4, evaluation every 3 steps, no early stopping."""
    base = TrainConfig(
        model=str(folder),
        epochs=2,
        batch_size=4,
        learning_rate=1e-2,
        max_length=16,
        seed=0,
        eval_every_steps=3,
        early_stopping_patience=None,
    )
    return base.replace(**changes)


def animal_sentences() -> list[tuple[list[str], list[str]]]:
    """27 distinct sentences whose animals (ANI: cat, dog, man) and places (PLA: mat, store, "milk store", a
    two-word name) are tagged in BIO form; the tiny BERT knows every word."""
    sentences = []
    for animal, verb, place in product(
        ("cat", "dog", "man"), ("sat on", "ran to", "went to"), ("mat", "store", "milk store")
    ):
        words = ["the", animal, *verb.split(), "the", *place.split()]
        tags = (
            ["O", "B-ANI"]
            + ["O"] * (len(verb.split()) + 1)
            + ["B-PLA"]
            + ["I-PLA"] * (len(place.split()) - 1)
        )
        sentences.append((words, tags))
    return sentences


def write_animal_conll(path: Path, sentences: list[tuple[list[str], list[str]]] | None = None) -> Path:
    """``sentences`` (default: ``animal_sentences()``) as a CoNLL file: a word and its tag per line, a blank
    line between sentences."""
    blocks = [
        "\n".join(f"{w} {t}" for w, t in zip(words, tags, strict=True))
        for words, tags in sentences or animal_sentences()
    ]
    path.write_text("\n\n".join(blocks) + "\n", encoding="utf-8")
    return path
