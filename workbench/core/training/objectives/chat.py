"""What a chat (or summarising) run learns: to write the answers of its examples, in their way.

Each conversation is rendered through the model's chat template (``chat_template``); the loss is the causal
LM's next-token cross-entropy over the answers' tokens only (the prompt is context, not something to learn to
write).  Conversations longer than the run's maximum length are cut at their end, with a note; one whose
answer is cut away entirely teaches nothing and is left out.

Each evaluation is a writing objective's (``objectives.writing``): the loss over the checking answers and
the model's own answers to the sample prompts, written greedily (up to ``SAMPLE_NEW_TOKENS`` tokens each); a
summarising run also scores its summaries by ROUGE-L.  The same sample prompts are answered before training,
for the before-and-after comparison.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from workbench.core.errors import Cancelled, ConfigError
from workbench.core.training.data.batching import collate
from workbench.core.training.data.chat import last_prompt
from workbench.core.training.objectives.chat_template import prompt_ids, render, use_chat_template
from workbench.core.training.objectives.contract import EvalContext
from workbench.core.training.objectives.replies import write_replies
from workbench.core.training.objectives.writing import EncodedReplies, WritingObjective
from workbench.core.training.registry import family
from workbench.core.words import translate

SAMPLE_NEW_TOKENS = 100  # enough for a few sentences (the built-in answers take about 80); quick on a CPU


@dataclass(frozen=True)
class EncodedChat(EncodedReplies):
    """Rendered conversations (``input_ids``, cut at the maximum length) with ``counted[i][t]`` True where the
    loss counts token ``t``; for each, the ids that ask for its last answer (``sources``), the last user
    message (``shown``) and the answer itself (``references``)."""

    counted: tuple[tuple[bool, ...], ...] = ()


class ChatObjective(WritingObjective):
    """Instruction tuning of a causal LM: next-token cross-entropy over the answers' tokens."""

    task = "causal-lm"
    sample_new_tokens = SAMPLE_NEW_TOKENS

    def __init__(self, config: Any) -> None:
        super().__init__(config)
        self.objective = config.objective
        self.summaries = family(config.objective).summaries

    def check_source(self, model: str) -> None:
        from workbench.core.training.objectives.language import MaskedLMObjective, pretraining_objective

        kind = pretraining_objective(model)
        if kind == MaskedLMObjective.objective:
            raise ConfigError(
                translate(
                    "Training",
                    "{model} is an encoder pre-trained to fill in blanks; it cannot write answers.",
                ).format(model=model),
                translate("Training", "Choose a causal language model such as SmolLM2."),
            )
        if (
            kind == "seq2seq"
        ):  # summaries train it as sequence to sequence (objectives.seq2seq); chat does not
            raise ConfigError(
                translate(
                    "Training",
                    "{model} is an encoder-decoder: the workbench teaches it to summarise, not to chat.",
                ).format(model=model),
                translate(
                    "Training",
                    "Choose the summaries task for it, or a causal language model such as SmolLM2 to chat.",
                ),
            )

    def check_model(
        self, model: Any, tokenizer: Any, method: str, newly_initialised: tuple[str, ...]
    ) -> None:
        if newly_initialised:
            raise ConfigError(
                translate(
                    "Training",
                    "This model has no language-model head of its own, so it cannot write answers yet.",
                ),
                translate("Training", "Choose a causal language model such as SmolLM2."),
            )
        note = use_chat_template(tokenizer)
        if note:
            self._note(note)

    def encode(self, tokenizer: Any, data: Any, max_length: int, cancel: Any) -> EncodedChat:
        ids, counted, sources, shown, references = [], [], [], [], []
        cut = dropped = 0
        for conversation in data.conversations:
            if cancel is not None and cancel.is_set():
                raise Cancelled()
            rendered = render(tokenizer, conversation)
            kept_ids, kept_counted = rendered.input_ids[:max_length], rendered.counted[:max_length]
            if len(rendered.input_ids) > max_length:
                cut += 1
            if not any(kept_counted[1:]):
                dropped += 1
                continue
            ids.append(kept_ids)
            counted.append(kept_counted)
            sources.append(tuple(prompt_ids(tokenizer, conversation[:-1])))
            shown.append(last_prompt(conversation))
            references.append(conversation[-1]["content"])
        if cut:
            sentence = (
                translate(
                    "Training",
                    "{cut} of {total} conversations are longer than {most} tokens and were cut ({dropped} "
                    "lost their whole answer and are left out); raise the maximum length to learn their "
                    "answers' ends.",
                )
                if dropped
                else translate(
                    "Training",
                    "{cut} of {total} conversations are longer than {most} tokens and were cut; raise the "
                    "maximum length to learn their answers' ends.",
                )
            )
            self._note_cut(sentence, cut, len(data), max_length, dropped=dropped)
        return EncodedChat(
            input_ids=tuple(ids),
            token_type_ids=None,
            labels=(),
            sources=tuple(sources),
            shown=tuple(shown),
            references=tuple(references),
            counted=tuple(counted),
        )

    def loss(
        self, model: Any, data: EncodedChat, chunk: list[int], tokenizer: Any, device: Any, seed: int
    ) -> Any:
        """Mean cross-entropy over the answer tokens of the conversations at ``chunk`` (under autocast)."""
        import torch.nn.functional as F

        logits, targets = self._predictions(model, data, chunk, tokenizer, device)
        return F.cross_entropy(logits.float(), targets)

    def _predictions(
        self, model: Any, data: EncodedChat, chunk: list[int], tokenizer: Any, device: Any
    ) -> tuple[Any, Any]:
        """(logits [n, vocabulary] at the positions that predict an answer token, those tokens [n])."""
        import torch

        batch = collate(data, chunk, _pad_id(tokenizer), "right", device)
        counted = torch.zeros_like(batch["input_ids"], dtype=torch.bool)
        for row, i in enumerate(chunk):
            counted[row, : len(data.counted[i])] = torch.tensor(data.counted[i], dtype=torch.bool)
        wanted = counted[:, 1:]  # token t is predicted at position t - 1
        logits = model(**batch).logits
        return logits[:, :-1][wanted], batch["input_ids"][:, 1:][wanted]

    def _source_of(self, prompt: str, tokenizer: Any) -> tuple[int, ...]:
        return tuple(prompt_ids(tokenizer, [{"role": "user", "content": prompt}]))

    def _write(self, sources: Sequence[Any], ctx: EvalContext, max_new_tokens: int) -> list[str]:
        return write_replies(
            ctx.model,
            ctx.tokenizer,
            sources,
            ctx.device,
            max_new_tokens=max_new_tokens,
            check_cancel=ctx.check_cancel,
        )


def _pad_id(tokenizer: Any) -> int:
    for candidate in (tokenizer.pad_token_id, tokenizer.eos_token_id, 0):
        if candidate is not None:
            return int(candidate)
    return 0  # pragma: no cover
