"""What a summarising run learns when its model is an encoder-decoder (T5, BART): to write the summary from
the text, sequence to sequence.

A causal model learns summaries as instruction pairs (``objectives.chat``); an encoder-decoder was built for
turning one text into another, so it is taught the way it was pre-trained: the encoder reads the text (for
the T5 family after the words that name its task, ``input_prefix``), the decoder learns to write the summary.
The loss is the model's own: cross-entropy over the summary's tokens (padding marked -100, so it never
counts), the decoder reading the summary shifted one token right, from its start token.  Texts longer than
the run's maximum length are cut at their end, with a note; summaries too.

Each evaluation is a writing objective's (``objectives.writing``), as a causal summarising run's, so the
progress, the results and the command line's summary read alike: the loss over the checking summaries'
tokens, how often the next summary token is the model's first choice, the model's own summaries of the
sample texts, and the mean ROUGE-L of its summaries of checking texts.  Summaries are written greedily
(``replies.write_from_texts``), so before and after compare like with like.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from workbench.core.errors import Cancelled, ConfigError
from workbench.core.training.data.batching import collate
from workbench.core.training.data.chat import summarised_text
from workbench.core.training.objectives.contract import EvalContext
from workbench.core.training.objectives.replies import write_from_texts
from workbench.core.training.objectives.writing import EncodedReplies, WritingObjective
from workbench.core.words import translate

_ENCODE_CHUNK = 256  # texts tokenized between two looks at the cancel flag
# The words that tell a T5-family model which of its tasks to do: it was pre-trained with these prefixes.
TASK_PREFIXES = {"t5": "summarize: ", "mt5": "summarize: ", "umt5": "summarize: ", "longt5": "summarize: "}


def input_prefix(model_config: Any) -> str:
    """What goes before each text the model reads: "summarize: " for the T5 family, nothing for others."""
    return TASK_PREFIXES.get(str(getattr(model_config, "model_type", "")), "")


@dataclass(frozen=True)
class EncodedPairs(EncodedReplies):
    """The texts' token ids (``input_ids``, prefixed and cut at the maximum length) with their summaries'
    (``targets``); for writing and scoring, the texts as the model reads them (``sources``) and as given
    (``shown``), and the summaries (``references``)."""

    targets: tuple[tuple[int, ...], ...] = ()


class Seq2SeqObjective(WritingObjective):
    """Sequence-to-sequence fine-tuning of an encoder-decoder: the model's cross-entropy over
    the summaries."""

    task = "seq2seq"
    objective = "summarize"
    summaries = True

    def __init__(self, config: Any) -> None:
        super().__init__(config)
        self.prefix = ""

    def check_source(self, model: str) -> None:
        """``objectives.choice`` chose this objective because ``model`` is an encoder-decoder."""

    def check_model(
        self, model: Any, tokenizer: Any, method: str, newly_initialised: tuple[str, ...]
    ) -> None:
        if newly_initialised:
            raise ConfigError(
                translate(
                    "Training",
                    "This model has no trained output layer of its own, so it cannot write summaries yet.",
                ),
                translate(
                    "Training", "Choose an encoder-decoder with its language-model head, such as T5 or BART."
                ),
            )
        if method == "head":
            raise ConfigError(
                translate(
                    "Training",
                    "An encoder-decoder's output layer shares its weights with the word embeddings: "
                    "training the "
                    "head only is not offered for it.",
                ),
                translate("Training", "Choose LoRA, frozen bottom layers, or full training."),
            )
        self.prefix = input_prefix(model.config)

    def encode(self, tokenizer: Any, data: Any, max_length: int, cancel: Any) -> EncodedPairs:
        shown = [summarised_text(c) for c in data.conversations]
        texts = [self.prefix + text for text in shown]
        references = [c[-1]["content"] for c in data.conversations]
        inputs, cut_texts = _cut_ids(tokenizer, texts, max_length, cancel, target=False)
        targets, cut_summaries = _cut_ids(tokenizer, references, max_length, cancel, target=True)
        for cut, sentence in (
            (
                cut_texts,
                translate(
                    "Training",
                    "{cut} of {total} texts are longer than {most} tokens and were cut; raise the maximum "
                    "length to read their ends.",
                ),
            ),
            (
                cut_summaries,
                translate(
                    "Training",
                    "{cut} of {total} summaries are longer than {most} tokens and were cut; raise the "
                    "maximum length to learn their ends.",
                ),
            ),
        ):
            if cut:
                self._note_cut(sentence, cut, len(texts), max_length)
        return EncodedPairs(
            input_ids=tuple(inputs),
            token_type_ids=None,
            labels=(),
            sources=tuple(texts),
            shown=tuple(shown),
            references=tuple(references),
            targets=tuple(targets),
        )

    def loss(
        self, model: Any, data: EncodedPairs, chunk: list[int], tokenizer: Any, device: Any, seed: int
    ) -> Any:
        """The model's own mean cross-entropy over the summary tokens of the pairs at ``chunk``."""
        return model(**self._batch(data, chunk, tokenizer, device)).loss

    def _batch(self, data: EncodedPairs, chunk: list[int], tokenizer: Any, device: Any) -> dict[str, Any]:
        """The texts at ``chunk`` padded on the right, with their summaries as ``labels`` (-100 past each end:
        the model shifts them into the decoder's input itself)."""
        import torch

        batch = collate(data, chunk, _pad_id(tokenizer), "right", device)
        width = max(len(data.targets[i]) for i in chunk)
        labels = torch.full((len(chunk), width), -100, dtype=torch.long)
        for row, i in enumerate(chunk):
            labels[row, : len(data.targets[i])] = torch.tensor(data.targets[i], dtype=torch.long)
        batch["labels"] = labels.to(device)
        return batch

    def _predictions(
        self, model: Any, data: EncodedPairs, chunk: list[int], tokenizer: Any, device: Any
    ) -> tuple[Any, Any]:
        batch = self._batch(data, chunk, tokenizer, device)
        counted = batch["labels"] != -100
        return model(**batch).logits[counted], batch["labels"][counted]

    def _source_of(self, prompt: str, tokenizer: Any) -> str:
        return self.prefix + prompt

    def _write(self, sources: Sequence[Any], ctx: EvalContext, max_new_tokens: int) -> list[str]:
        return write_from_texts(
            ctx.model,
            ctx.tokenizer,
            sources,
            ctx.device,
            max_new_tokens=max_new_tokens,
            max_input_tokens=self.config.max_length,
            check_cancel=ctx.check_cancel,
        )

    def saved_info(self) -> dict[str, Any]:
        """With the kept weights: what the model is and how it reads a text, for export and use."""
        return {**super().saved_info(), "seq2seq": True, "input_prefix": self.prefix}


def _cut_ids(
    tokenizer: Any, texts: Sequence[str], max_length: int, cancel: Any, *, target: bool
) -> tuple[list[tuple[int, ...]], int]:
    """(token ids of each text, at most ``max_length`` of them, how many were cut).  A cut text is tokenized
    again by the tokenizer's own truncation, which keeps its end-of-text token."""
    ids: list[tuple[int, ...]] = []
    cut = 0
    for start in range(0, len(texts), _ENCODE_CHUNK):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        chunk = list(texts[start : start + _ENCODE_CHUNK])
        for text, whole in zip(chunk, _tokenize(tokenizer, chunk, target), strict=True):
            if len(whole) > max_length:
                cut += 1
                whole = _tokenize(tokenizer, [text], target, max_length=max_length)[0]
            ids.append(tuple(whole))
    return ids, cut


def _tokenize(
    tokenizer: Any, texts: list[str], target: bool, max_length: int | None = None
) -> list[list[int]]:
    limits = {"truncation": True, "max_length": max_length} if max_length else {}
    encoded = tokenizer(text_target=texts, **limits) if target else tokenizer(texts, **limits)
    return encoded["input_ids"]


def _pad_id(tokenizer: Any) -> int:
    return int(tokenizer.pad_token_id) if tokenizer.pad_token_id is not None else 0
