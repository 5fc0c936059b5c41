"""Using a trained chat (or summarising) model: answer prompts one at a time or a whole file of them.

``open_chat`` loads a chat run (its kept weights; a LoRA run's adapters merged once into ``merged/``), an
exported folder or any causal LM; ``ChatModel.reply`` answers conversations through the model's chat template
(``objectives.replies``, the same answering that training's sample answers use), so the chat panel and
``workbench predict`` answer as the evaluations showed; a causal model taught to summarise gets the
instruction its training prompts began with (``data.chat.SUMMARY_INSTRUCTION``) before each text.  An
encoder-decoder taught to summarise (T5, BART) has no chat template: it reads each prompt as a text to
summarise, with the words it was trained after (``objectives.seq2seq.input_prefix``), and writes its summary
the way its evaluations did.  ``answer_file`` reads prompts the way labelling a file does (``use.rows``: a
.txt file with one prompt per line, CSV, TSV, JSON Lines) and writes JSON Lines, one line per prompt in the
same order: ``{"row": 1, "prompt": "...", "response": "..."}``; written under a temporary name and renamed
when complete, so a cancel leaves nothing half-written.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import Cancelled
from workbench.core.words import formatted, translate

CHUNK_ROWS = 16  # prompts answered and written between two looks at the cancel flag


@dataclass
class ChatModel:
    """A causal LM ready to answer, with the tokenizer whose chat template it was taught in."""

    name: str
    model: Any
    tokenizer: Any
    device: Any
    notes: tuple[str, ...] = ()  # e.g. the plain template used for a model that has none
    summarises: bool = False  # an encoder-decoder: reads the last prompt as a text, writes its summary
    prefix: str = ""  # what goes before each text an encoder-decoder reads ("summarize: " for T5)
    max_input_tokens: int = 512  # the most tokens of a text an encoder-decoder reads
    instruction: str = ""  # put before each prompt of a causal model taught to summarise, as in its training

    def reply(
        self,
        conversations: Sequence[Sequence[dict[str, str]]],
        *,
        max_new_tokens: int = 200,
        cancel: threading.Event | None = None,
    ) -> list[str]:
        """The next answer to each conversation (messages ending with the user's)."""
        from workbench.core.training.data.chat import summarised_text
        from workbench.core.training.objectives.replies import answer, write_from_texts

        def check() -> None:
            if cancel is not None and cancel.is_set():
                raise Cancelled()

        if self.summarises:
            texts = [self.prefix + summarised_text(c) for c in conversations]
            return write_from_texts(
                self.model,
                self.tokenizer,
                texts,
                self.device,
                max_new_tokens=max_new_tokens,
                max_input_tokens=self.max_input_tokens,
                check_cancel=check,
            )
        if self.instruction:
            conversations = [_instructed(c, self.instruction) for c in conversations]
        return answer(
            self.model,
            self.tokenizer,
            conversations,
            self.device,
            max_new_tokens=max_new_tokens,
            check_cancel=check,
        )

    def ask(self, prompt: str, *, max_new_tokens: int = 200) -> str:
        """The answer to one question."""
        return self.reply([[{"role": "user", "content": prompt}]], max_new_tokens=max_new_tokens)[0]


def _instructed(conversation: Sequence[dict[str, str]], instruction: str) -> list[dict[str, str]]:
    """``conversation`` with ``instruction`` before its last message (unless the user already wrote it)."""
    *earlier, last = conversation
    content = last.get("content", "")
    return [
        *earlier,
        {**last, "content": content if content.startswith(instruction) else instruction + content},
    ]


def run_objective(ref: str) -> str | None:
    """The objective a run (or an export of one) was trained for, from its ``workbench.json``; else None."""
    path = Path(ref).expanduser()
    info = path / "best" / "workbench.json" if (path / "best").is_dir() else path / "workbench.json"
    if not info.is_file():
        return None
    return json.loads(info.read_text(encoding="utf-8")).get("objective")


def is_chat_run(ref: str) -> bool:
    """Whether ``ref`` is a run (or an export of one) that learned to chat or summarise."""
    from workbench.core.training.registry import known

    found = known(run_objective(ref))
    return found is not None and found.instruction


def writes_summaries(ref: str) -> bool:
    """Whether ``ref`` is a run (or an export of one) taught to summarise."""
    from workbench.core.training.registry import known

    found = known(run_objective(ref))
    return found is not None and found.summaries


def open_chat(ref: str, device: Any = None) -> ChatModel:
    """``ref`` (a run folder, an export folder or a model id) loaded to answer."""
    from workbench.core.models.loading import load_model
    from workbench.core.training.data.chat import SUMMARY_INSTRUCTION
    from workbench.core.training.objectives.chat_template import use_chat_template
    from workbench.core.training.objectives.language import pretraining_objective
    from workbench.core.training.runs.export import explorable_folder

    path = Path(ref).expanduser()
    summaries = writes_summaries(ref)
    if (path / "best").is_dir():  # a run folder: its kept weights
        ref = str(explorable_folder(path))
    if pretraining_objective(ref) == "seq2seq":
        return _open_summariser(ref, device)
    loaded = load_model(ref, "causal-lm", device=device)
    note = use_chat_template(loaded.tokenizer)
    if loaded.tokenizer.pad_token is None:
        loaded.tokenizer.pad_token = loaded.tokenizer.eos_token
    instruction = SUMMARY_INSTRUCTION if summaries else ""  # what its training prompts began with
    return ChatModel(
        loaded.name,
        loaded.model,
        loaded.tokenizer,
        loaded.device.torch_device,
        (note,) if note else (),
        instruction=instruction,
    )


def _open_summariser(ref: str, device: Any) -> ChatModel:
    """An encoder-decoder (a summarising run's kept or exported weights, or any T5 or BART) loaded to
    summarise: it reads as many tokens as it was trained on (``workbench.json``), else as its tokenizer
    allows, at most 512."""
    from workbench.core.models.loading import load_model
    from workbench.core.training.objectives.seq2seq import input_prefix

    loaded = load_model(ref, "seq2seq", device=device)
    info_file = Path(ref).expanduser() / "workbench.json"
    info = json.loads(info_file.read_text(encoding="utf-8")) if info_file.is_file() else {}
    limit = int(info.get("max_length") or min(int(loaded.tokenizer.model_max_length or 512), 512))
    prefix = str(info["input_prefix"]) if "input_prefix" in info else input_prefix(loaded.model.config)
    return ChatModel(
        loaded.name,
        loaded.model,
        loaded.tokenizer,
        loaded.device.torch_device,
        summarises=True,
        prefix=prefix,
        max_input_tokens=limit,
    )


@dataclass(frozen=True)
class AnswersResult:
    out: Path
    rows: int
    seconds: float

    def to_dict(self) -> dict[str, Any]:
        return {"out": str(self.out), "rows": self.rows, "seconds": round(self.seconds, 2)}


def default_answers_output(data: Path) -> Path:
    """Beside the input: NAME.answers.jsonl."""
    return data.parent / f"{data.stem if data.is_file() else data.name}.answers.jsonl"


def answer_file(
    chat: ChatModel,
    data: Path,
    out: Path,
    progress: Callable[[float, str], None] | None = None,
    cancel: threading.Event | None = None,
    *,
    text_column: str | None = None,
    max_new_tokens: int = 200,
) -> AnswersResult:
    """Write the answer to every prompt of ``data`` to ``out`` (see the module doc); ``out`` has been checked
    (``use.rows.check_output``)."""
    from workbench.core.use import rows as row_files

    source = row_files.inspect(Path(data), text_column)
    report = progress or (lambda fraction, message: None)
    started = time.perf_counter()
    done = 0
    staging = out.with_name(f".{out.name}.tmp-{os.getpid()}")
    try:
        with staging.open("w", encoding="utf-8") as handle:
            prompts = row_files.read_texts(source)
            while chunk := [text for _, (_row, text, _b) in zip(range(CHUNK_ROWS), prompts, strict=False)]:
                if cancel is not None and cancel.is_set():
                    raise Cancelled()
                asked = [i for i, text in enumerate(chunk) if text.strip()]
                answers = chat.reply(
                    [[{"role": "user", "content": chunk[i].strip()}] for i in asked],
                    max_new_tokens=max_new_tokens,
                    cancel=cancel,
                )
                replies = dict(zip(asked, answers, strict=True))
                for i, text in enumerate(chunk):
                    done += 1
                    record = {"row": done, "prompt": text, "response": replies.get(i, "")}
                    handle.write(json.dumps(record, ensure_ascii=False) + "\n")
                report(
                    done / max(1, source.rows),
                    formatted(translate("Use", "{done:,} of {rows:,} prompts"), done=done, rows=source.rows),
                )
        os.replace(staging, out)
    finally:
        staging.unlink(missing_ok=True)
    return AnswersResult(out, done, time.perf_counter() - started)


@dataclass(frozen=True)
class ScoredReply:
    """One example of a file with answers: what was asked, the answer it gives, the model's, their ROUGE-L."""

    prompt: str
    reference: str
    reply: str
    rouge_l: float


@dataclass(frozen=True)
class ReplyScores:
    rouge_l: float  # mean over the examples, 0 to 1
    examples: int
    worst: tuple[ScoredReply, ...]  # lowest ROUGE-L first

    def to_dict(self) -> dict[str, Any]:
        return {
            "rouge_l": round(self.rouge_l, 4),
            "examples": self.examples,
            "worst": [
                {
                    "prompt": w.prompt,
                    "reference": w.reference,
                    "reply": w.reply,
                    "rouge_l": round(w.rouge_l, 4),
                }
                for w in self.worst
            ],
        }


def score_replies_file(
    chat: ChatModel,
    data: Path,
    *,
    summaries: bool,
    worst: int = 10,
    max_new_tokens: int = 200,
    cancel: threading.Event | None = None,
) -> ReplyScores:
    """ROUGE-L of ``chat``'s answers against the answers a file gives (``data.chat.load_chat``: prompt and
    response, messages, or with ``summaries`` text and summary; the last answer of each example is the one
    scored), with the examples it did worst on.  ROUGE-L counts the longest run of words the two share in
    order, so it rewards the right content in the right order, not the exact wording."""
    from workbench.core.training.data.chat import load_chat
    from workbench.core.training.objectives.chat_metrics import rouge_l

    dataset = load_chat(Path(data), as_summaries=summaries)
    asked = [list(c[:-1]) for c in dataset.conversations]
    replies = chat.reply(asked, max_new_tokens=max_new_tokens, cancel=cancel)
    scored = [
        ScoredReply(prompt, reference, reply, rouge_l(reply, reference))
        for prompt, reference, reply in zip(dataset.prompts, dataset.responses, replies, strict=True)
    ]
    mean = sum(s.rouge_l for s in scored) / max(1, len(scored))
    return ReplyScores(mean, len(scored), tuple(sorted(scored, key=lambda s: s.rouge_l)[:worst]))
