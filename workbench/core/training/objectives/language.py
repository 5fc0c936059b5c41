"""What a language-model adaptation run learns and how it is scored: masked LM and next-token LM.

**Masked LM** (BERT's pre-training): in every block ``MASK_RATE`` (15%) of the ordinary
tokens are chosen (never [CLS], [SEP] or padding, at least one per block); of those, 80% are replaced by
[MASK], 10% by a random token and 10% left as they are, and the loss is the cross-entropy of the original
token at the chosen positions only.  A run may weight that draw (``TrainConfig.mask_common_tokens`` and
``mask_other_weight``) so the masks fall more often on uncommon words than on "the" and "."; its evaluations
then use weighted masks too.  ``apply_masking_rule`` is the one implementation of that rule; the explorer's
masking simulator shows it on one sentence.  Training draws new masks at every step (seeded by the step, so a
resumed run draws the same ones); evaluation uses the same masks every time, so numbers before and after
training compare like with like.  Only the chosen positions go through the vocabulary-sized output layer,
which is about half of a small encoder's work otherwise.

**Causal LM** (GPT's pre-training): every token predicts the next one; loss over all real tokens.

Scores (``LanguageModelMetrics``): mean loss per predicted token, perplexity (its exponential), and how often
the right token is the first choice (accuracy) or among the first five.
"""

from __future__ import annotations

import math
from typing import Any

from workbench.core.errors import ConfigError, WorkbenchError
from workbench.core.training.data.batching import EncodedTexts, collate, length_sorted_batches
from workbench.core.training.objectives.contract import EvalContext
from workbench.core.training.objectives.metrics import LanguageModelMetrics
from workbench.core.words import QT_TRANSLATE_NOOP, translate

MASK_RATE = 0.15
MASKED, RANDOM, UNCHANGED = 1, 2, 3  # what happened to a chosen token (0: not chosen)
EVAL_MASK_SEED = 7_777  # the fixed masks of every evaluation
# Where each masked-LM architecture keeps its output head (applied to hidden states of any shape).
_MLM_HEADS = ("cls", "lm_head", "predictions")


def apply_masking_rule(
    input_ids: Any,
    can_choose: Any,
    *,
    mask_id: int,
    vocab_size: int,
    special_ids: set[int],
    generator: Any,
    rate: float = MASK_RATE,
    weights: Any = None,
) -> tuple[Any, Any]:
    """(ids the model is shown, what happened at each position: 0, MASKED, RANDOM or UNCHANGED).

    ``round(rate x n)`` of the ``n`` positions where ``can_choose`` is true are chosen in each row (at least
    one), then each chosen token independently becomes [MASK] (80%), a random ordinary token (10%) or stays
    (10%).  Tensors are [rows, positions]; ``generator`` is a torch.Generator.  ``weights`` (positive,
    [rows, positions]) makes some positions likelier to be chosen: each row is then a weighted draw without
    replacement (a position's key is -log(u) / weight; the smallest keys win); None: all alike."""
    import torch

    rows, width = input_ids.shape
    candidates = can_choose.sum(dim=1)
    count = torch.clamp(torch.round(candidates.float() * rate), min=1).long()
    count = torch.minimum(count, candidates)
    scores = torch.rand((rows, width), generator=generator)
    if weights is None:
        scores[~can_choose] = 2.0  # never among the first
    else:
        scores = -torch.log(scores.clamp_min(1e-12)) / weights
        scores[~can_choose] = float("inf")
    rank = scores.argsort(dim=1).argsort(dim=1)
    chosen = rank < count[:, None]
    draw = torch.rand((rows, width), generator=generator)
    fate = torch.zeros_like(input_ids)
    fate[chosen & (draw < 0.8)] = MASKED
    fate[chosen & (draw >= 0.8) & (draw < 0.9)] = RANDOM
    fate[chosen & (draw >= 0.9)] = UNCHANGED
    shown = input_ids.clone()
    shown[fate == MASKED] = mask_id
    randoms = torch.randint(vocab_size, (rows, width), generator=generator)
    specials = torch.tensor(sorted(special_ids), dtype=torch.long)
    for _ in range(10):  # redraw the rare special token
        bad = torch.isin(randoms, specials)
        if not bad.any():
            break
        randoms[bad] = torch.randint(vocab_size, (int(bad.sum()),), generator=generator)
    shown[fate == RANDOM] = randoms[fate == RANDOM]
    return shown, fate


def pretraining_objective(model: str) -> str | None:
    """ "clm" for a decoder (GPT, Llama, ...), "mlm" for an encoder, "seq2seq" for an encoder-decoder (T5,
    BART), from the catalogue or the model's config; None when that cannot be told without loading it."""
    import json

    from workbench.core.models.catalogue import get_entry
    from workbench.core.models.loading import resolve

    entry = get_entry(model)
    if entry is not None:
        return {"decoder": "clm", "encoder": "mlm", "encoder-decoder": "seq2seq"}.get(entry.architecture)
    try:
        config = json.loads((resolve(model).folder / "config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError, WorkbenchError):
        return None
    architectures = " ".join(config.get("architectures") or [])
    if "CausalLM" in architectures or "LMHead" in architectures:
        return "clm"
    if config.get("is_encoder_decoder"):
        return "seq2seq"
    return "mlm" if config.get("model_type") else None


class LanguageModelObjective:
    """Shared by both kinds: batches of blocks, the run's scores, what is saved with the kept weights."""

    objective = ""
    task = ""
    # (message with {model}, hint) refusing a model pre-trained the other way
    pretrained_otherwise: tuple[str, str] = ("", "")

    def __init__(self, config: Any) -> None:
        self.config = config
        self.label_names: tuple[str, ...] = ()

    def model_kwargs(self) -> dict[str, Any]:
        return {"dtype": "float32"}  # train in fp32 weights; half precision is autocast's job

    def check_source(self, model: str) -> None:
        """Refuse, before loading, a model pre-trained the other way (a decoder cannot fill blanks using the
        words after them; an encoder was never taught to continue a text)."""
        kind = pretraining_objective(model)
        if kind == "seq2seq":
            raise ConfigError(
                translate(
                    "Training",
                    "{model} is an encoder-decoder: it writes one text from another, and neither fills in "
                    "blanks "
                    "nor continues a text on its own.",
                ).format(model=model),
                translate(
                    "Training",
                    "Teach it to summarise (the summaries task), or choose an encoder such as MiniLM or a "
                    "decoder "
                    "such as SmolLM2 to adapt.",
                ),
            )
        if kind is not None and kind != self.objective:
            message, hint = self.pretrained_otherwise
            raise ConfigError(translate("Training", message).format(model=model), translate("Training", hint))

    def check_model(
        self, model: Any, tokenizer: Any, method: str, newly_initialised: tuple[str, ...]
    ) -> None:
        if method == "head" and not newly_initialised and _output_is_embeddings(model):
            raise ConfigError(
                translate(
                    "Training",
                    "This model's output layer is its word-embedding table, which belongs to the body: "
                    "training "
                    "the head only would change nothing.",
                ),
                translate("Training", "Choose LoRA, frozen bottom layers, or full training."),
            )
        if method == "lora" and newly_initialised:
            raise ConfigError(
                translate(
                    "Training",
                    "This model has no language-model head of its own, and LoRA trains only small adapters.",
                ),
                translate(
                    "Training", "Choose full training or frozen bottom layers, so the new head can learn."
                ),
            )

    def encode(self, tokenizer: Any, data: Any, max_length: int, cancel: Any) -> EncodedTexts:
        from workbench.core.training.data.corpus import pack_blocks

        return pack_blocks(tokenizer, data.texts, max_length, self.task, cancel)

    def saved_info(self) -> dict[str, Any]:
        return {"objective": self.objective}

    def advice(self, final: Any, val_data: Any) -> tuple[str, ...]:
        return ()

    def _batch(self, data: EncodedTexts, chunk: list[int], tokenizer: Any, device: Any) -> dict[str, Any]:
        return collate(data, chunk, _pad_id(tokenizer), "right", device)

    def evaluate(self, data: EncodedTexts, ctx: EvalContext) -> LanguageModelMetrics:
        import torch

        model = ctx.model
        loss_sum, correct, top5, tokens = 0.0, 0, 0, 0
        model.eval()
        try:
            with torch.no_grad():
                for number, chunk in enumerate(length_sorted_batches(data, ctx.batch_size)):
                    ctx.check_cancel()
                    batch = self._batch(data, chunk, ctx.tokenizer, ctx.device)
                    seed = EVAL_MASK_SEED * 1_000_003 + number
                    with ctx.autocast():
                        logits, targets = self.predictions(model, batch, ctx.tokenizer, seed)
                    logits = logits.float()
                    loss_sum += float(torch.nn.functional.cross_entropy(logits, targets, reduction="sum"))
                    best = logits.topk(min(5, logits.shape[-1]), dim=-1).indices
                    correct += int((best[:, 0] == targets).sum())
                    top5 += int((best == targets[:, None]).any(dim=-1).sum())
                    tokens += int(targets.numel())
        finally:
            model.train()
        loss = loss_sum / tokens if tokens else float("nan")
        return LanguageModelMetrics(
            step=ctx.step,
            epoch=ctx.epoch,
            objective=self.objective,
            loss=loss,
            perplexity=math.exp(min(loss, 700.0)) if tokens else float("nan"),
            accuracy=correct / tokens if tokens else 0.0,
            top5_accuracy=top5 / tokens if tokens else 0.0,
            tokens=tokens,
            examples=len(data),
        )

    def loss(
        self, model: Any, data: EncodedTexts, chunk: list[int], tokenizer: Any, device: Any, seed: int
    ) -> Any:
        """Mean cross-entropy over the predicted tokens of the blocks at ``chunk`` (run under autocast)."""
        import torch.nn.functional as F

        batch = self._batch(data, chunk, tokenizer, device)
        logits, targets = self.predictions(model, batch, tokenizer, seed)
        return F.cross_entropy(logits.float(), targets)

    def predictions(self, model: Any, batch: dict[str, Any], tokenizer: Any, seed: int) -> tuple[Any, Any]:
        """(logits at the predicted positions [n, vocab], the right tokens [n])."""
        raise NotImplementedError


class MaskedLMObjective(LanguageModelObjective):
    objective = "mlm"
    task = "masked-lm"
    pretrained_otherwise = (
        QT_TRANSLATE_NOOP(
            "Training",
            "{model} predicts the next word (a decoder); it was not pre-trained to fill in blanks.",
        ),
        QT_TRANSLATE_NOOP(
            "Training",
            "Adapt it with next-word prediction (clm), or choose an encoder such as MiniLM or BERT.",
        ),
    )

    def __init__(self, config: Any) -> None:
        super().__init__(config)
        self._token_weights: Any = None  # [vocabulary] masking weight of each token, when they differ

    def _weights_of(self, ids: Any, tokenizer: Any) -> Any:
        """Each position's weight in the draw of the tokens to mask (``TrainConfig.mask_common_tokens`` and
        ``mask_other_weight``), or None when all weigh the same."""
        import torch

        if self.config.mask_other_weight == 1 or not self.config.mask_common_tokens:
            return None
        if self._token_weights is None:
            weights = torch.full((len(tokenizer),), float(self.config.mask_other_weight))
            unknown = tokenizer.unk_token_id
            for token in self.config.mask_common_tokens:
                token_id = tokenizer.convert_tokens_to_ids(token)
                if token_id is not None and (token_id != unknown or token == tokenizer.unk_token):
                    weights[token_id] = 1.0
            self._token_weights = weights
        return self._token_weights[ids.clamp(0, len(self._token_weights) - 1)]

    def check_model(
        self, model: Any, tokenizer: Any, method: str, newly_initialised: tuple[str, ...]
    ) -> None:
        if getattr(tokenizer, "mask_token_id", None) is None:
            raise ConfigError(
                translate(
                    "Training",
                    "This model's tokenizer has no mask token, so it cannot learn to fill in blanks.",
                ),
                translate(
                    "Training",
                    "Choose an encoder such as MiniLM or BERT, or adapt this model with next-word "
                    "prediction.",
                ),
            )
        super().check_model(model, tokenizer, method, newly_initialised)

    def predictions(self, model: Any, batch: dict[str, Any], tokenizer: Any, seed: int) -> tuple[Any, Any]:
        import torch

        ids = batch["input_ids"]
        specials = set(tokenizer.all_special_ids)
        can_choose = (batch["attention_mask"] == 1) & ~torch.isin(
            ids, torch.tensor(sorted(specials), dtype=torch.long, device=ids.device)
        )
        generator = torch.Generator().manual_seed(seed)
        shown, fate = apply_masking_rule(
            ids.cpu(),
            can_choose.cpu(),
            mask_id=int(tokenizer.mask_token_id),
            vocab_size=len(tokenizer),
            special_ids=specials,
            generator=generator,
            weights=self._weights_of(ids.cpu(), tokenizer),
        )
        chosen = (fate > 0).to(ids.device)
        inputs = dict(batch, input_ids=shown.to(ids.device))
        targets = ids[chosen]
        body, head = _body_and_head(model)
        if head is not None:
            hidden = body(**inputs).last_hidden_state
            return head(hidden[chosen]), targets
        return model(**inputs).logits[chosen], targets


class CausalLMObjective(LanguageModelObjective):
    objective = "clm"
    task = "causal-lm"
    pretrained_otherwise = (
        QT_TRANSLATE_NOOP(
            "Training",
            "{model} is an encoder pre-trained to fill in blanks; it cannot predict the next word.",
        ),
        QT_TRANSLATE_NOOP(
            "Training", "Adapt it with fill-in-the-blank (mlm), or choose a decoder such as SmolLM2 or GPT-2."
        ),
    )

    def predictions(self, model: Any, batch: dict[str, Any], tokenizer: Any, seed: int) -> tuple[Any, Any]:
        logits = model(**batch).logits
        valid = batch["attention_mask"][:, 1:] == 1
        return logits[:, :-1][valid], batch["input_ids"][:, 1:][valid]


def _body_and_head(model: Any) -> tuple[Any, Any]:
    """The encoder and its masked-LM head, where the model keeps them apart (BERT, RoBERTa, ALBERT, ELECTRA);
    (None, None) otherwise (a peft model, another layout), and the whole model computes every position."""
    if hasattr(model, "peft_config"):
        return None, None
    body = getattr(model, getattr(model, "base_model_prefix", ""), None)
    for name in _MLM_HEADS:
        head = getattr(model, name, None)
        if body is not None and head is not None:
            return body, head
    return None, None


def _output_is_embeddings(model: Any) -> bool:
    """True when the output layer's matrix is the input word embeddings (tied weights) and has no bias."""
    output, inputs = model.get_output_embeddings(), model.get_input_embeddings()
    if output is None or inputs is None:
        return False
    return output.weight is inputs.weight and getattr(output, "bias", None) is None


def _pad_id(tokenizer: Any) -> int:
    for candidate in (tokenizer.pad_token_id, tokenizer.eos_token_id, 0):
        if candidate is not None:
            return int(candidate)
    return 0  # pragma: no cover
