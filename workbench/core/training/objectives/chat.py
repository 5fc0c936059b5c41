"""What a chat (or summarising) run learns: to write the answers of its examples, in their way.

Each conversation is rendered through the model's chat template (``chat_template``); the loss is the causal
LM's next-token cross-entropy over the answers' tokens only (the prompt is context, not something to learn to
write).  Conversations longer than the run's maximum length are cut at their end, with a note; one whose
answer is cut away entirely teaches nothing and is left out.

Each evaluation (``ChatMetrics``) gives the loss over the checking answers and the model's own answers to
the sample prompts (``TrainConfig.sample_prompts``, or the first ``SAMPLE_COUNT`` checking prompts), written
greedily; a summarising run also writes summaries of up to ``ROUGE_EXAMPLES`` checking texts and scores them
by ROUGE-L.  The same sample prompts are answered before training, for the before-and-after comparison.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from workbench.core.errors import Cancelled, ConfigError
from workbench.core.training.data.batching import EncodedTexts, collate
from workbench.core.training.data.chat import last_prompt
from workbench.core.training.objectives.chat_metrics import ChatMetrics, TokenTally, mean_rouge_l
from workbench.core.training.objectives.chat_template import prompt_ids, render, use_chat_template
from workbench.core.training.objectives.replies import write_replies
from workbench.core.training.registry import family
from workbench.core.words import number, translate

SAMPLE_COUNT = 3  # sample prompts answered at every check
SAMPLE_NEW_TOKENS = 100  # enough for a few sentences (the built-in answers take about 80); quick on a CPU
ROUGE_EXAMPLES = 20  # checking texts summarised for ROUGE-L at each check
SUMMARY_NEW_TOKENS = 60


@dataclass(frozen=True)
class EncodedChat(EncodedTexts):
    """Rendered conversations (``input_ids``, cut at the maximum length) with ``counted[i][t]`` True where the
    loss counts token ``t``; for each, the ids that ask for its last answer (``prompts``), the last user
    message (``asked``) and the answer itself (``references``)."""

    counted: tuple[tuple[bool, ...], ...] = ()
    prompts: tuple[tuple[int, ...], ...] = ()
    asked: tuple[str, ...] = ()
    references: tuple[str, ...] = ()


class ChatObjective:
    """Instruction tuning of a causal LM: next-token cross-entropy over the answers' tokens."""

    task = "causal-lm"

    def __init__(self, config: Any) -> None:
        self.config = config
        self.objective = config.objective
        self.summaries = family(config.objective).summaries  # scored by ROUGE-L too
        self.label_names: tuple[str, ...] = ()
        self.notes: tuple[str, ...] = ()

    def model_kwargs(self) -> dict[str, Any]:
        return {"dtype": "float32"}  # train in fp32 weights; half precision is autocast's job

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
        ids, counted, prompts, asked, references = [], [], [], [], []
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
            prompts.append(tuple(prompt_ids(tokenizer, conversation[:-1])))
            asked.append(last_prompt(conversation))
            references.append(conversation[-1]["content"])
        if cut:
            values = {"cut": number(cut, ","), "total": number(len(data), ","), "most": max_length}
            note = (
                translate(
                    "Training",
                    "{cut} of {total} conversations are longer than {most} tokens and were cut ({dropped} "
                    "lost their whole answer and are left out); raise the maximum length to learn their "
                    "answers' ends.",
                ).format(dropped=number(dropped, ","), **values)
                if dropped
                else translate(
                    "Training",
                    "{cut} of {total} conversations are longer than {most} tokens and were cut; raise the "
                    "maximum length to learn their answers' ends.",
                ).format(**values)
            )
            self._note(note)
        return EncodedChat(
            input_ids=tuple(ids),
            token_type_ids=None,
            labels=(),
            counted=tuple(counted),
            prompts=tuple(prompts),
            asked=tuple(asked),
            references=tuple(references),
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

    def evaluate(
        self,
        model: Any,
        data: EncodedChat,
        tokenizer: Any,
        device: Any,
        batch_size: int,
        autocast: Callable[[], Any],
        check_cancel: Callable[[], None],
        *,
        step: int,
        epoch: float,
    ) -> ChatMetrics:
        tally = TokenTally.over(
            model,
            data,
            batch_size,
            autocast,
            check_cancel,
            lambda chunk: self._predictions(model, data, chunk, tokenizer, device),
        )
        asked, prompts = self._sample_prompts(tokenizer, data)
        answers = write_replies(
            model, tokenizer, prompts, device, max_new_tokens=SAMPLE_NEW_TOKENS, check_cancel=check_cancel
        )
        rouge, scored = None, 0
        if self.summaries:
            scored = min(ROUGE_EXAMPLES, len(data))
            written = write_replies(
                model,
                tokenizer,
                data.prompts[:scored],
                device,
                max_new_tokens=SUMMARY_NEW_TOKENS,
                check_cancel=check_cancel,
            )
            rouge = mean_rouge_l(written, data.references[:scored])
        return tally.metrics(
            step=step,
            epoch=epoch,
            objective=self.objective,
            examples=len(data),
            samples=tuple(zip(asked, answers, strict=True)),
            rouge_l=rouge,
            scored=scored,
        )

    def _sample_prompts(self, tokenizer: Any, data: EncodedChat) -> tuple[list[str], list[tuple[int, ...]]]:
        """(the sample prompts as shown, their ids): the config's, or the first checking prompts."""
        given = tuple(getattr(self.config, "sample_prompts", ()) or ())
        if given:
            ids = [tuple(prompt_ids(tokenizer, [{"role": "user", "content": p}])) for p in given]
            return list(given), ids
        return list(data.asked[:SAMPLE_COUNT]), list(data.prompts[:SAMPLE_COUNT])

    def saved_info(self) -> dict[str, Any]:
        return {"objective": self.objective}

    def advice(self, final: Any, val_data: Any) -> tuple[str, ...]:
        return ()

    def _note(self, note: str) -> None:
        self.notes = tuple(dict.fromkeys((*self.notes, note)))


def _pad_id(tokenizer: Any) -> int:
    for candidate in (tokenizer.pad_token_id, tokenizer.eos_token_id, 0):
        if candidate is not None:
            return int(candidate)
    return 0  # pragma: no cover
