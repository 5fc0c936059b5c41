"""What the objectives that teach a model to write share: a causal model's chat and summaries
(``objectives.chat``) and an encoder-decoder's summaries (``objectives.seq2seq``).

Their examples are encoded with the reply each should get (``EncodedReplies``), what the model reads to write
it and how a sample shows it.  Each evaluation (``ChatMetrics``) gives the loss over the checking replies'
tokens and how often each is the model's first choice (``TokenTally``), and the model's own replies to the
sample prompts (``TrainConfig.sample_prompts``, or the first ``SAMPLE_COUNT`` checking ones), written
greedily; a summarising run also writes summaries of up to ``ROUGE_EXAMPLES`` checking texts and scores them
by ROUGE-L.  Examples longer than the run's maximum length are cut, with a note.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from workbench.core.training.data.batching import EncodedTexts
from workbench.core.training.objectives.chat_metrics import ChatMetrics, TokenTally, mean_rouge_l
from workbench.core.training.objectives.contract import EvalContext
from workbench.core.words import number

SAMPLE_COUNT = 3  # sample prompts answered at every check
ROUGE_EXAMPLES = 20  # checking texts summarised for ROUGE-L at each check
SUMMARY_NEW_TOKENS = 60


@dataclass(frozen=True)
class EncodedReplies(EncodedTexts):
    """Examples as token ids (``input_ids``, cut at the maximum length), with what the model reads to write
    each one's reply (``sources``), how a sample shows it (``shown``) and the reply itself
    (``references``)."""

    sources: tuple[Any, ...] = ()
    shown: tuple[str, ...] = ()
    references: tuple[str, ...] = ()


class WritingObjective:
    """Teaches a model to write replies and scores what it writes; each kind says how its model predicts a
    reply's tokens (``_predictions``), reads a sample prompt (``_source_of``) and writes (``_write``)."""

    objective = ""
    task = ""
    summaries = False  # its replies are summaries, scored by ROUGE-L too
    sample_new_tokens = SUMMARY_NEW_TOKENS  # the most tokens of each sample reply

    def __init__(self, config: Any) -> None:
        self.config = config
        self.label_names: tuple[str, ...] = ()
        self.notes: tuple[str, ...] = ()

    def model_kwargs(self) -> dict[str, Any]:
        return {"dtype": "float32"}  # train in fp32 weights; half precision is autocast's job

    def evaluate(self, data: EncodedReplies, ctx: EvalContext) -> ChatMetrics:
        tally = TokenTally.over(
            data, ctx, lambda chunk: self._predictions(ctx.model, data, chunk, ctx.tokenizer, ctx.device)
        )
        shown, sources = self._sample_prompts(data, ctx.tokenizer)
        replies = self._write(sources, ctx, self.sample_new_tokens)
        rouge, scored = None, 0
        if self.summaries:
            scored = min(ROUGE_EXAMPLES, len(data))
            written = self._write(data.sources[:scored], ctx, SUMMARY_NEW_TOKENS)
            rouge = mean_rouge_l(written, data.references[:scored])
        return tally.metrics(
            step=ctx.step,
            epoch=ctx.epoch,
            objective=self.objective,
            examples=len(data),
            samples=tuple(zip(shown, replies, strict=True)),
            rouge_l=rouge,
            scored=scored,
        )

    def _sample_prompts(self, data: EncodedReplies, tokenizer: Any) -> tuple[list[str], list[Any]]:
        """(the sample prompts as shown, as the model reads them): the config's, or the first checking
        ones."""
        given = list(getattr(self.config, "sample_prompts", ()) or ())
        if given:
            return given, [self._source_of(prompt, tokenizer) for prompt in given]
        return list(data.shown[:SAMPLE_COUNT]), list(data.sources[:SAMPLE_COUNT])

    def _predictions(
        self, model: Any, data: EncodedReplies, chunk: list[int], tokenizer: Any, device: Any
    ) -> tuple[Any, Any]:
        """(logits [n, vocabulary] that predict the replies' tokens of the examples at ``chunk``, those
        tokens [n])."""
        raise NotImplementedError

    def _source_of(self, prompt: str, tokenizer: Any) -> Any:
        """What the model reads to reply to a sample prompt the user wrote."""
        raise NotImplementedError

    def _write(self, sources: Sequence[Any], ctx: EvalContext, max_new_tokens: int) -> list[str]:
        """The model's reply to each source, written greedily."""
        raise NotImplementedError

    def saved_info(self) -> dict[str, Any]:
        return {"objective": self.objective}

    def advice(self, final: Any, val_data: Any) -> tuple[str, ...]:
        return ()

    def _note_cut(self, sentence: str, cut: int, total: int, most: int, **counts: int) -> None:
        """Note that ``cut`` of ``total`` examples were longer than ``most`` tokens, in ``sentence`` (a
        translated text with ``{cut}``, ``{total}``, ``{most}`` and any of ``counts``)."""
        more = {name: number(count, ",") for name, count in counts.items()}
        self._note(sentence.format(cut=number(cut, ","), total=number(total, ","), most=most, **more))

    def _note(self, note: str) -> None:
        self.notes = tuple(dict.fromkeys((*self.notes, note)))
