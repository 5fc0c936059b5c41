"""What a name-finding run learns: a BIO tag for every word (token classification).

A tokenizer cuts words into pieces ("Kowalski" -> "Ko", "##wal", "##ski"), but the tags belong to words.
Each word's tag goes on its *first* piece; its other pieces, and the special tokens ([CLS], [SEP]), get -100,
which the loss ignores; the model's answer for a word is read at its first piece as well.  Which word a piece
comes from is what a fast tokenizer's ``word_ids()`` says, so a model needs one.  Sentences longer than the
run's maximum length are cut; their cut words count as answered ``O`` when scored, and a note says how many
sentences were cut.  Scores: ``objectives.entities``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from workbench.core.errors import Cancelled
from workbench.core.training.config import TrainConfig
from workbench.core.training.data.batching import EncodedTexts, collate, length_sorted_batches
from workbench.core.training.objectives.classification import LabelledObjective
from workbench.core.training.objectives.contract import EvalContext
from workbench.core.training.objectives.entities import EntityMetrics, entity_metrics
from workbench.core.words import number, translate

IGNORED = -100  # the label of pieces the loss skips (cross_entropy's ignore_index)
_ENCODE_CHUNK = 512


@dataclass(frozen=True)
class EncodedTags(EncodedTexts):
    """Word pieces of each sentence with the label of each piece (``piece_labels``: the word's tag on its
    first piece, ``IGNORED`` elsewhere), the position of each word's first piece (``first_pieces``, None for
    a word that was cut or has no piece), and the sentence's tags per word (``word_tags``)."""

    piece_labels: tuple[tuple[int, ...], ...] = ()
    first_pieces: tuple[tuple[int | None, ...], ...] = ()
    word_tags: tuple[tuple[int, ...], ...] = ()


def align_tags(
    tokenizer: Any,
    words: Sequence[Sequence[str]],
    tags: Sequence[Sequence[int]],
    max_length: int,
    cancel: threading.Event | None = None,
) -> tuple[EncodedTags, int]:
    """(the sentences as word pieces with their labels, how many sentences were cut at ``max_length``)."""
    input_ids: list[tuple[int, ...]] = []
    token_types: list[tuple[int, ...]] = []
    labels: list[tuple[int, ...]] = []
    firsts: list[tuple[int | None, ...]] = []
    cut = 0
    for start in range(0, len(words), _ENCODE_CHUNK):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        chunk = [[str(w) for w in sentence] for sentence in words[start : start + _ENCODE_CHUNK]]
        encoded = tokenizer(chunk, is_split_into_words=True, truncation=True, max_length=max_length)
        for row, sentence in enumerate(chunk):
            sentence_tags = tags[start + row]
            first: list[int | None] = [None] * len(sentence)
            piece_labels: list[int] = []
            previous = None
            for position, word in enumerate(encoded.word_ids(row)):
                if word is not None and word != previous:
                    first[word] = position
                    piece_labels.append(int(sentence_tags[word]))
                else:
                    piece_labels.append(IGNORED)
                previous = word
            input_ids.append(tuple(encoded["input_ids"][row]))
            if "token_type_ids" in encoded:
                token_types.append(tuple(encoded["token_type_ids"][row]))
            labels.append(tuple(piece_labels))
            firsts.append(tuple(first))
            last_kept = max((w for w, p in enumerate(first) if p is not None), default=-1)
            cut += last_kept < len(sentence) - 1 and any(str(w).strip() for w in sentence[last_kept + 1 :])
    encoded_tags = EncodedTags(
        input_ids=tuple(input_ids),
        token_type_ids=tuple(token_types) if token_types else None,
        labels=(),
        piece_labels=tuple(labels),
        first_pieces=tuple(firsts),
        word_tags=tuple(tuple(int(t) for t in sentence) for sentence in tags),
    )
    return encoded_tags, cut


@dataclass(frozen=True)
class Piece:
    """One word piece of a sentence as the model reads it: its text as the tokenizer writes it ("##wal",
    "[CLS]"), the word it comes from (None for a special token), and the label it learns (a tag number, or
    ``IGNORED``)."""

    text: str
    word: int | None
    label: int


def sentence_pieces(
    tokenizer: Any, words: Sequence[str], tags: Sequence[int], max_length: int
) -> list[Piece]:
    """How one sentence is fed to the model (``align_tags``'s labels, piece by piece), for showing it; words
    past ``max_length`` pieces have none.  Needs a fast tokenizer, as training does (ValueError otherwise)."""
    sentence = [str(w) for w in words]
    encoded, _ = align_tags(tokenizer, [sentence], [list(tags)], max_length)
    word_ids = tokenizer(
        [sentence], is_split_into_words=True, truncation=True, max_length=max_length
    ).word_ids(0)
    texts = tokenizer.convert_ids_to_tokens(list(encoded.input_ids[0]))
    return [
        Piece(str(t), w, int(label))
        for t, w, label in zip(texts, word_ids, encoded.piece_labels[0], strict=True)
    ]


def tag_batch(data: EncodedTags, chunk: Sequence[int], pad_id: int, device: Any) -> dict[str, Any]:
    """The sentences at ``chunk`` as model inputs, padded on the right, with their piece labels."""
    import torch

    batch = collate(data, chunk, pad_id, "right", device)
    width = batch["input_ids"].shape[1]
    labels = torch.full((len(chunk), width), IGNORED, dtype=torch.long)
    for row, i in enumerate(chunk):
        labels[row, : len(data.piece_labels[i])] = torch.tensor(data.piece_labels[i], dtype=torch.long)
    batch["labels"] = labels.to(device)
    return batch


@dataclass(frozen=True)
class TagAnswers:
    """A tagger's answer for every word of every sentence: (tag number, its probability); a word that was cut
    (or has no piece) is answered ``O`` (tag 0) with probability 0.  With the sentences' true tags known,
    also the summed cross-entropy over the labelled pieces and their number."""

    words: tuple[tuple[tuple[int, float], ...], ...]
    loss_sum: float
    pieces: int


def read_tags(
    model: Any,
    data: EncodedTags,
    pad_id: int,
    device: Any,
    batch_size: int,
    autocast: Callable[[], Any],
    check_cancel: Callable[[], None],
) -> TagAnswers:
    """Run ``model`` (eval mode, no gradients) over ``data`` and read each word's answer at its first piece;
    ``check_cancel`` runs before each batch.  The one reading of a tagger's output: training's evaluations
    and the trained tagger both use it."""
    import torch
    import torch.nn.functional as F

    answers: dict[int, tuple[tuple[int, float], ...]] = {}
    loss_sum, pieces = 0.0, 0
    was_training = model.training
    model.eval()
    try:
        with torch.no_grad():
            for chunk in length_sorted_batches(data, batch_size):
                check_cancel()
                batch = tag_batch(data, chunk, pad_id, device)
                labels = batch.pop("labels")
                with autocast():
                    logits = model(**batch).logits.float()
                loss_sum += float(
                    F.cross_entropy(
                        logits.flatten(0, 1), labels.flatten(), ignore_index=IGNORED, reduction="sum"
                    )
                )
                pieces += int((labels != IGNORED).sum())
                best, chosen = logits.softmax(dim=-1).max(dim=-1)
                best, chosen = best.tolist(), chosen.tolist()
                for row, i in enumerate(chunk):
                    answers[i] = tuple(
                        (chosen[row][p], best[row][p]) if p is not None else (0, 0.0)
                        for p in data.first_pieces[i]
                    )
    finally:
        model.train(was_training)
    return TagAnswers(tuple(answers[i] for i in range(len(data))), loss_sum, pieces)


class TaggingObjective(LabelledObjective):
    """Token classification: a BIO tag per word, cross-entropy over each word's first piece."""

    objective = "ner"
    task = "token-classification"

    def __init__(self, config: TrainConfig, label_names: tuple[str, ...]) -> None:
        super().__init__(config, label_names)
        self.types = tuple(sorted({name[2:] for name in label_names if name != "O"}))
        self.notes: tuple[str, ...] = ()  # what encoding found (sentences cut), for the run's start

    def check_source(self, model: str) -> None:
        """Every model can get a tagging head; the tokenizer is checked once it has loaded."""

    def check_model(
        self, model: Any, tokenizer: Any, method: str, newly_initialised: tuple[str, ...]
    ) -> None:
        from workbench.core.training.methods import require_fast_tokenizer

        require_fast_tokenizer(
            tokenizer, translate("Training", "which word each piece comes from, which finding names needs")
        )

    def encode(self, tokenizer: Any, data: Any, max_length: int, cancel: Any) -> EncodedTags:
        encoded, cut = align_tags(tokenizer, data.words, data.tags, max_length, cancel)
        if cut:
            note = translate(
                "Training",
                "{cut} of {total} sentences are longer than {most} word pieces and were cut; raise the "
                "maximum length to keep their last words.",
            ).format(cut=number(cut, ","), total=number(len(encoded), ","), most=max_length)
            self.notes = tuple(dict.fromkeys((*self.notes, note)))
        return encoded

    def loss(
        self, model: Any, data: EncodedTags, chunk: list[int], tokenizer: Any, device: Any, seed: int
    ) -> Any:
        import torch.nn.functional as F

        batch = tag_batch(data, chunk, tokenizer.pad_token_id or 0, device)
        labels = batch.pop("labels")
        logits = model(**batch).logits.float()
        return F.cross_entropy(logits.flatten(0, 1), labels.flatten(), ignore_index=IGNORED)

    def evaluate(self, data: EncodedTags, ctx: EvalContext) -> EntityMetrics:
        answers = read_tags(
            ctx.model,
            data,
            ctx.tokenizer.pad_token_id or 0,
            ctx.device,
            ctx.batch_size,
            ctx.autocast,
            ctx.check_cancel,
        )
        names = self.label_names
        true = [[names[t] for t in tags] for tags in data.word_tags]
        predicted = [[names[t] for t, _ in words] for words in answers.words]
        loss = answers.loss_sum / answers.pieces if answers.pieces else float("nan")
        return entity_metrics(true, predicted, self.types, loss=loss, step=ctx.step, epoch=ctx.epoch)

    def advice(self, final: Any, val_data: Any) -> tuple[str, ...]:
        """Plain advice when the kept weights find no name of the checking sentences at all."""
        if final is None or final.entity_f1 > 0 or not sum(final.support):
            return ()
        return (
            translate(
                "Training",
                "The model found none of the names in the checking sentences: it answers O (outside a name) "
                "for almost every word, the most common tag.",
            ),
            translate(
                "Training",
                "Train for more epochs, or tag more sentences: a few hundred with a few names each is a "
                "usual start.",
            ),
        )
