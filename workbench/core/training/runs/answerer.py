"""A trained question-answering model, loaded to answer questions about a passage (the "try it" box).

It reads a run's kept weights (``best/``), an exported folder, or any folder that
``AutoModelForQuestionAnswering`` loads, the way ``runs.classifier`` reads a classifier: a full model through
``load_model``, or for LoRA the pre-trained base with the saved adapter and head on top.  A passage longer
than the model reads at once is cut into overlapping windows (``objectives.qa.features``) and the best span
over all of them is the answer (``objectives.qa.decoding``), given with its characters in the passage so it
can be highlighted.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import InputError, TrainingError
from workbench.core.training.objectives.qa.decoding import best_spans
from workbench.core.training.objectives.qa.evaluation import window_logits
from workbench.core.training.objectives.qa.features import MAX_LENGTH, STRIDE, build_features
from workbench.core.training.runs.classifier import holds_model, kept_folder, load_adapters
from workbench.core.words import translate


@dataclass(frozen=True)
class Answer:
    """The answer to ``question``: ``context[start:end] == text``; ``found`` is False (and ``text`` empty)
    when the passage gave the model nothing to point at."""

    question: str
    context: str
    text: str
    start: int
    end: int
    confidence: float  # 0 to 1 (see qa.decoding)

    @property
    def found(self) -> bool:
        return bool(self.text)

    def parts(self) -> tuple[str, str, str]:
        """(passage before the answer, the answer, passage after it): what the app shows, the
        middle marked."""
        return self.context[: self.start], self.text, self.context[self.end :]

    def to_dict(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "answer": self.text,
            "start": self.start,
            "end": self.end,
            "confidence": round(self.confidence, 4),
        }


@dataclass
class QuestionAnswerer:
    model: Any  # in eval mode
    tokenizer: Any
    max_length: int  # tokens per window
    stride: int  # tokens two windows of one passage share
    info: dict[str, Any]  # workbench.json: base model, method, step, metrics (empty for a foreign folder)

    def answer(self, question: str, context: str) -> Answer:
        """The span of ``context`` that answers ``question``."""
        return self.answer_many([question], [context])[0]

    def answer_many(
        self, questions: Sequence[str], contexts: Sequence[str], batch_size: int = 16
    ) -> list[Answer]:
        """The answer to each question about the context at the same place."""
        if len(questions) != len(contexts):
            raise ValueError(f"{len(questions)} questions for {len(contexts)} contexts")
        for question, context in zip(questions, contexts, strict=True):
            if not str(question).strip():
                raise InputError(
                    translate("Runs", "There is no question to answer."),
                    translate("Runs", "Type a question about the passage."),
                )
            if not str(context).strip():
                raise InputError(
                    translate("Runs", "There is no passage to find the answer in."),
                    translate("Runs", "Paste a paragraph of text."),
                )
        features = build_features(
            self.tokenizer, questions, contexts, max_length=self.max_length, stride=self.stride
        )
        logits = window_logits(
            self.model,
            features,
            self.tokenizer.pad_token_id or 0,
            batch_size=batch_size,
            autocast=contextlib.nullcontext,
        )
        spans = best_spans(features, logits.start, logits.end, [str(c) for c in contexts])
        return [
            Answer(str(q), str(c), s.text, s.start, s.end, s.confidence)
            if s is not None
            else Answer(str(q), str(c), "", 0, 0, 0.0)
            for q, c, s in zip(questions, contexts, spans, strict=True)
        ]


def is_answerer(ref: str | Path) -> bool:
    """Whether ``ref`` (a run folder, a kept or exported folder) holds a question-answering model."""
    return holds_model(ref, "question-answering")


def load_answerer(run_or_folder: Path, device: Any = None) -> QuestionAnswerer:
    """The kept weights of a run (or a kept, exported or other question-answering folder) ready to answer."""
    from workbench.core.models.loading import load_model

    best, info = kept_folder(run_or_folder)
    if (best / "adapter_config.json").is_file():
        if "model" not in info:
            raise TrainingError(
                translate(
                    "Runs", "{folder} holds a LoRA adapter but does not say which model it adapts."
                ).format(folder=best),
                translate("Runs", "Choose the run's folder, or an exported copy with the adapter merged in."),
            )
        model, tokenizer = load_adapters(best, info, "question-answering", device, {"dtype": "float32"})
    else:
        loaded = load_model(str(best), "question-answering", device=device)
        model, tokenizer = loaded.model, loaded.tokenizer
        if loaded.newly_initialised:  # e.g. a plain or masked-LM folder: its answer head would be random
            raise TrainingError(
                translate(
                    "Runs", "{name} is not a question-answering model: it has no trained answer head."
                ).format(name=best.name),
                translate("Runs", "Choose a run trained to answer questions, or a folder saved from one."),
            )
    model.eval()
    max_length = int(info.get("max_length") or _longest_input(model, tokenizer))
    stride = int(info.get("stride") or min(STRIDE, max_length // 3))
    return QuestionAnswerer(model, tokenizer, max_length, stride, info)


def _longest_input(model: Any, tokenizer: Any) -> int:
    """Tokens per window for a folder that does not say: the usual 384, or less when the model reads less."""
    limits = [MAX_LENGTH, int(getattr(tokenizer, "model_max_length", MAX_LENGTH) or MAX_LENGTH)]
    positions = getattr(model.config, "max_position_embeddings", None)
    if positions:
        limits.append(int(positions))
    return min(limits)
