"""Using a trained chat (or summarising) model: answer prompts one at a time or a whole file of them.

``open_chat`` loads a chat run (its kept weights; a LoRA run's adapters merged once into ``merged/``), an
exported folder or any causal LM; ``ChatModel.reply`` answers conversations through the model's chat template
(``objectives.replies``, the same answering that training's sample answers use), so the chat panel and
``workbench predict`` answer as the evaluations showed.  ``answer_file`` reads prompts the way labelling a file
does (``use.rows``: a .txt file with one prompt per line, CSV, TSV, JSON Lines) and writes JSON Lines, one line
per prompt in the same order: ``{"row": 1, "prompt": "...", "response": "..."}``; written under a temporary
name and renamed when complete, so a cancel leaves nothing half-written.
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

CHUNK_ROWS = 16  # prompts answered and written between two looks at the cancel flag


@dataclass
class ChatModel:
    """A causal LM ready to answer, with the tokenizer whose chat template it was taught in."""

    name: str
    model: Any
    tokenizer: Any
    device: Any
    notes: tuple[str, ...] = ()  # e.g. the plain template used for a model that has none

    def reply(
        self,
        conversations: Sequence[Sequence[dict[str, str]]],
        *,
        max_new_tokens: int = 200,
        cancel: threading.Event | None = None,
    ) -> list[str]:
        """The next answer to each conversation (messages ending with the user's)."""
        from workbench.core.training.objectives.replies import answer

        def check() -> None:
            if cancel is not None and cancel.is_set():
                raise Cancelled()

        return answer(self.model, self.tokenizer, conversations, self.device, max_new_tokens=max_new_tokens,
                      check_cancel=check)  # fmt: skip

    def ask(self, prompt: str, *, max_new_tokens: int = 200) -> str:
        """The answer to one question."""
        return self.reply([[{"role": "user", "content": prompt}]], max_new_tokens=max_new_tokens)[0]


def is_chat_run(ref: str) -> bool:
    """Whether ``ref`` is a run (or an export of one) that learned to chat or summarise."""
    path = Path(ref).expanduser()
    info = path / "best" / "workbench.json" if (path / "best").is_dir() else path / "workbench.json"
    if not info.is_file():
        return False
    return json.loads(info.read_text(encoding="utf-8")).get("objective") in ("chat", "summarize")


def open_chat(ref: str, device: Any = None) -> ChatModel:
    """``ref`` (a run folder, an export folder or a model id) loaded to answer."""
    from workbench.core.models.loading import load_model
    from workbench.core.training.objectives.chat_template import use_chat_template
    from workbench.core.training.runs.export import explorable_folder

    path = Path(ref).expanduser()
    if (path / "best").is_dir():  # a run folder: its kept weights
        ref = str(explorable_folder(path))
    loaded = load_model(ref, "causal-lm", device=device)
    note = use_chat_template(loaded.tokenizer)
    if loaded.tokenizer.pad_token is None:
        loaded.tokenizer.pad_token = loaded.tokenizer.eos_token
    return ChatModel(loaded.name, loaded.model, loaded.tokenizer, loaded.device.torch_device,
                     (note,) if note else ())  # fmt: skip


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
                answers = chat.reply([[{"role": "user", "content": chunk[i].strip()}] for i in asked],
                                     max_new_tokens=max_new_tokens, cancel=cancel)  # fmt: skip
                replies = dict(zip(asked, answers, strict=True))
                for i, text in enumerate(chunk):
                    done += 1
                    record = {"row": done, "prompt": text, "response": replies.get(i, "")}
                    handle.write(json.dumps(record, ensure_ascii=False) + "\n")
                report(done / max(1, source.rows), f"{done:,} of {source.rows:,} prompts")
        os.replace(staging, out)
    finally:
        staging.unlink(missing_ok=True)
    return AnswersResult(out, done, time.perf_counter() - started)
