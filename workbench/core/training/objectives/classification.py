"""What a classification run learns: one label per text, or per pair of texts (see ``objectives.choice`` for
the objectives and ``objectives.language`` for the language-model ones).

A pair (entailment, paraphrase, question and answer) is encoded as the model's tokenizer encodes two texts
together (BERT: [CLS] first [SEP] second [SEP], with segment ids 0 and 1), and the head classifies the whole;
everything else (the head, the loss, the scores) is the single-text classifier's."""

from __future__ import annotations

from typing import Any

from workbench.core.training.config import TrainConfig
from workbench.core.training.data.batching import EncodedTexts, collate, encode, length_sorted_batches
from workbench.core.training.objectives.advice import advice_after_training
from workbench.core.training.objectives.contract import EvalContext
from workbench.core.training.objectives.metrics import EvalMetrics, classification_metrics


class LabelledObjective:
    """Shared by the objectives whose head has one output per label (a text's classes, a word's tags): the
    label names the head is made with, saved with the kept weights."""

    def __init__(self, config: TrainConfig, label_names: tuple[str, ...]) -> None:
        self.config = config
        self.label_names = label_names

    def model_kwargs(self) -> dict[str, Any]:
        from workbench.core.training.methods import classification_kwargs

        return classification_kwargs(self.label_names)

    def saved_info(self) -> dict[str, Any]:
        return {"label_names": list(self.label_names)}


class ClassificationObjective(LabelledObjective):
    """Sequence classification: one label per text, cross-entropy over the labels."""

    objective = "classify"
    task = "classification"

    def __init__(self, config: TrainConfig, label_names: tuple[str, ...]) -> None:
        super().__init__(config, label_names)
        # (step, true labels, answers) of the latest evaluation, an answer per checking example in their
        # order: what the family adds to the final scores is drawn from them (``TaskFamily.final_figures``)
        self.last_answers: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None

    def check_source(self, model: str) -> None:
        """Every model can get a classification head."""

    def check_model(
        self, model: Any, tokenizer: Any, method: str, newly_initialised: tuple[str, ...]
    ) -> None:
        """Every model can get a classification head."""

    def encode(self, tokenizer: Any, data: Any, max_length: int, cancel: Any) -> EncodedTexts:
        return encode(tokenizer, data.texts, data.labels, max_length, cancel)

    def loss(
        self, model: Any, data: EncodedTexts, chunk: list[int], tokenizer: Any, device: Any, seed: int
    ) -> Any:
        import torch.nn.functional as F

        batch = collate(data, chunk, tokenizer.pad_token_id, tokenizer.padding_side, device)
        labels = batch.pop("labels")
        return F.cross_entropy(model(**batch).logits.float(), labels)

    def evaluate(self, data: EncodedTexts, ctx: EvalContext) -> EvalMetrics:
        true, predicted, loss_sum = score_batches(data, ctx)
        self.last_answers = (ctx.step, tuple(true), tuple(predicted))
        return classification_metrics(
            true, predicted, self.label_names, loss=loss_sum / len(true), step=ctx.step, epoch=ctx.epoch
        )

    def advice(self, final: Any, val_data: Any) -> tuple[str, ...]:
        return advice_after_training(final, self.config, val_data.labels)


class PairClassificationObjective(ClassificationObjective):
    """Sequence classification of pairs of texts: the data carries each pair's second text in ``texts_b``."""

    objective = "pairs"

    def encode(self, tokenizer: Any, data: Any, max_length: int, cancel: Any) -> EncodedTexts:
        return encode(tokenizer, data.texts, data.labels, max_length, cancel, texts_b=data.texts_b)


def score_batches(data: EncodedTexts, ctx: EvalContext) -> tuple[list[int], list[int], float]:
    """(true labels, predicted labels, summed cross-entropy) of ``ctx.model`` over ``data``, in eval mode and
    without gradients; ``ctx.check_cancel`` runs before each batch (it raises to stop).  The labels are in the
    order of ``data`` (the batches are not), so that each answer can be told apart by its example."""
    import torch
    import torch.nn.functional as F

    model, tokenizer = ctx.model, ctx.tokenizer
    true = list(data.labels)
    predicted = [0] * len(data)
    loss_sum = 0.0
    model.eval()
    try:
        with torch.no_grad():
            for chunk in length_sorted_batches(data, ctx.batch_size):
                ctx.check_cancel()
                batch = collate(data, chunk, tokenizer.pad_token_id, tokenizer.padding_side, ctx.device)
                labels = batch.pop("labels")
                with ctx.autocast():
                    logits = model(**batch).logits.float()
                loss_sum += float(F.cross_entropy(logits, labels, reduction="sum"))
                for index, answer in zip(chunk, logits.argmax(dim=-1).tolist(), strict=True):
                    predicted[index] = answer
    finally:
        model.train()
    return true, predicted, loss_sum
