"""What a question-answering run learns: where in the passage each question's answer starts and ends.

The pieces are the ``qa`` package's (see its doc): each item becomes one or more overlapping windows
(``[CLS] question [SEP] piece of the passage [SEP]``), the loss is the cross-entropy of the true start and
end tokens, and an evaluation decodes every checking question's best span over its windows and scores it with
exact match and F1.  One optimizer step learns from ``batch_size`` windows, not questions: a long passage
gives a question several windows, each a lesson of its own (the window without the answer learns to point
at [CLS]).  The windows overlap by ``stride_for(max_length)`` tokens, saved with the kept weights so the
answerer windows new passages the same way.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from workbench.core.training.config import TrainConfig
from workbench.core.training.objectives.contract import EvalContext
from workbench.core.training.recipes import stride_for
from workbench.core.words import number, translate


@dataclass(frozen=True)
class QAMetrics:
    """One evaluation of a question answerer on the checking questions, after ``step`` optimizer steps."""

    step: int
    epoch: float
    loss: float  # mean over the checking windows of (start + end cross-entropy) / 2
    exact_match: float  # questions whose answer is exactly a true one (after SQuAD's normalisation), 0 to 1
    f1: float  # words shared with the best-matching true answer, averaged over the questions, 0 to 1
    examples: int  # checking questions
    windows: int  # their windows

    score_name = "F1"  # what ``best_score`` is called in messages
    macro_f1 = None  # classification only; lets code that lists runs treat every kind alike

    @property
    def accuracy(self) -> float:
        """The share of questions answered exactly: exact match is this task's accuracy."""
        return self.exact_match

    @property
    def best_score(self) -> float:
        """The score the kept weights are chosen by (ties: lower loss): F1, which credits a nearly right span
        where exact match gives nothing, so it moves sooner on small checking sets."""
        return self.f1

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> QAMetrics:
        return cls(**{name: data[name] for name in cls.__dataclass_fields__})


@dataclass(frozen=True)
class EncodedQuestions:
    """A part's windows (``features``) with the questions they come from (``dataset``): evaluation needs the
    passages and the accepted answers.  ``len()`` is the number of windows, what an epoch walks through."""

    features: Any  # qa.features.QAFeatures
    dataset: Any  # qa.data.QADataset

    def __len__(self) -> int:
        return len(self.features)


class AnsweringObjective:
    """Extractive question answering: a start and an end score per token, the answer read back as a span."""

    objective = "qa"
    task = "question-answering"

    def __init__(self, config: TrainConfig) -> None:
        self.config = config
        self.stride = stride_for(config.max_length)
        self.notes: tuple[str, ...] = ()

    def model_kwargs(self) -> dict[str, Any]:
        return {"dtype": "float32"}  # half precision is autocast's job; the answer head starts fresh

    def check_source(self, model: str) -> None:
        """Every encoder can get an answer head; the tokenizer is checked once it has loaded."""

    def check_model(
        self, model: Any, tokenizer: Any, method: str, newly_initialised: tuple[str, ...]
    ) -> None:
        from workbench.core.training.methods import require_fast_tokenizer

        require_fast_tokenizer(
            tokenizer,
            translate("Training", "where each piece sits in the passage, which answering questions needs"),
        )

    def encode(self, tokenizer: Any, data: Any, max_length: int, cancel: Any) -> EncodedQuestions:
        from workbench.core.training.objectives.qa.features import features_for

        features = features_for(tokenizer, data, max_length=max_length, stride=self.stride, cancel=cancel)
        return EncodedQuestions(features, data)

    def loss(
        self, model: Any, data: EncodedQuestions, chunk: list[int], tokenizer: Any, device: Any, seed: int
    ) -> Any:
        from workbench.core.training.objectives.qa.evaluation import qa_loss
        from workbench.core.training.objectives.qa.features import collate_features

        return qa_loss(model, collate_features(data.features, chunk, tokenizer.pad_token_id or 0, device))

    def evaluate(self, data: EncodedQuestions, ctx: EvalContext) -> QAMetrics:
        from workbench.core.training.objectives.qa.evaluation import evaluate_qa

        scores = evaluate_qa(
            ctx.model,
            ctx.tokenizer,
            data.dataset,
            features=data.features,
            batch_size=ctx.batch_size,
            device=ctx.device,
            autocast=ctx.autocast,
            check_cancel=ctx.check_cancel,
        )
        return QAMetrics(
            step=ctx.step,
            epoch=ctx.epoch,
            loss=float(scores["eval_loss"]),
            exact_match=float(scores["exact_match"]),
            f1=float(scores["f1"]),
            examples=int(scores["examples"]),
            windows=int(scores["windows"]),
        )

    def saved_info(self) -> dict[str, Any]:
        return {"max_length": self.config.max_length, "stride": self.stride}

    def advice(self, final: Any, val_data: Any) -> tuple[str, ...]:
        """Plain advice when the kept weights answer almost nothing right."""
        if final is None or final.f1 >= 0.1:
            return ()
        return (
            translate(
                "Training",
                "The model's answers share few words with the true ones (F1 {f1}): an answer head starts "
                "from nothing and needs a few hundred steps.",
            ).format(f1=number(final.f1, ".0%")),
            translate(
                "Training",
                "Train for more epochs, or add questions: a few hundred about a hundred passages is a usual "
                "start.",
            ),
        )
