"""How well a chat model answers the checking conversations: ``ChatMetrics`` and ROUGE-L.

The loss is the mean cross-entropy over the answers' tokens only (what the model is taught), perplexity its
exponential, accuracy how often the answer's next token is the model's first choice.  Numbers alone do not
show a *style*, so every evaluation also carries the model's own answers to a few fixed prompts (``samples``),
written greedily, the same prompts before training and at every check.

Summaries are scored by ROUGE-L as well: the longest common subsequence of words between the written and the
reference summary, as an F1 of its precision (share of the written words) and recall (share of the
reference's).  Written out here in a few lines.  Words are runs of letters and digits, compared in lower
case.  On text in English the scores equal those of Google's ``rouge-score`` package
(``RougeScorer(["rougeL"])``, without stemming; checked in
``tests/core/training/objectives/test_reference_scores.py``).  That package's tokenizer keeps only the letters
a to z and digits, so it reads "café" as "caf" and finds no words at all in Greek or Chinese text; here
every letter counts.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from workbench.core.training.data.batching import length_sorted_batches
from workbench.core.training.objectives.contract import EvalContext

_WORD = re.compile(r"[^\W_]+")  # letters and digits: "a_b" is two words, as rouge-score reads it


def lcs_length(a: Sequence[str], b: Sequence[str]) -> int:
    """The length of the longest common subsequence of ``a`` and ``b`` (one row of the table at a time)."""
    if not a or not b:
        return 0
    previous = [0] * (len(b) + 1)
    for x in a:
        current = [0]
        for j, y in enumerate(b, start=1):
            current.append(previous[j - 1] + 1 if x == y else max(previous[j], current[j - 1]))
        previous = current
    return previous[-1]


def rouge_l(candidate: str, reference: str) -> float:
    """ROUGE-L F1 of ``candidate`` against ``reference`` (0 when either has no words)."""
    written, wanted = _WORD.findall(candidate.lower()), _WORD.findall(reference.lower())
    common = lcs_length(written, wanted)
    if not common:
        return 0.0
    precision, recall = common / len(written), common / len(wanted)
    return 2 * precision * recall / (precision + recall)


def mean_rouge_l(candidates: Sequence[str], references: Sequence[str]) -> float:
    """The mean ROUGE-L F1 over pairs."""
    pairs = list(zip(candidates, references, strict=True))
    return sum(rouge_l(c, r) for c, r in pairs) / len(pairs) if pairs else 0.0


@dataclass(frozen=True)
class ChatMetrics:
    """One evaluation of a chat (or summarising) model on the checking conversations."""

    step: int
    epoch: float
    objective: str  # "chat" or "summarize"
    loss: float  # mean cross-entropy per answer token
    perplexity: float
    accuracy: float  # answer tokens whose next token is the model's first choice
    tokens: int  # answer tokens the scores are counted over
    examples: int  # checking conversations
    samples: tuple[tuple[str, str], ...] = ()  # (prompt, the model's answer) for the fixed sample prompts
    rouge_l: float | None = None  # summaries: mean ROUGE-L F1 of the written summaries
    scored: int = 0  # summaries written for ROUGE-L

    macro_f1 = None  # classification only; lets code that lists runs treat every kind alike
    top5_accuracy = None

    @property
    def score_name(self) -> str:
        return "ROUGE-L" if self.rouge_l is not None else "loss"

    @property
    def best_score(self) -> float | None:
        """Summaries are kept by ROUGE-L (ties: lower loss); chat by the loss alone."""
        return self.rouge_l

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["samples"] = [{"prompt": p, "answer": a} for p, a in self.samples]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ChatMetrics:
        values = {name: data[name] for name in cls.__dataclass_fields__ if name in data}
        values["samples"] = tuple((s["prompt"], s["answer"]) for s in data.get("samples", ()))
        return cls(**values)


class TokenTally:
    """The answer tokens of an evaluation, batch by batch: their summed cross-entropy and how many were the
    model's first choice; ``metrics`` turns the totals into a ``ChatMetrics`` (a causal model's chat and an
    encoder-decoder's summaries are scored the same way)."""

    def __init__(self) -> None:
        self.loss_sum, self.correct, self.tokens = 0.0, 0, 0

    def add(self, logits: Any, targets: Any) -> None:
        """``logits`` (tokens x vocabulary) for the counted tokens, and the tokens they should predict."""
        import torch.nn.functional as F

        logits = logits.float()
        self.loss_sum += float(F.cross_entropy(logits, targets, reduction="sum"))
        self.correct += int((logits.argmax(dim=-1) == targets).sum())
        self.tokens += int(targets.numel())

    @classmethod
    def over(
        cls, data: Any, ctx: EvalContext, predictions: Callable[[list[int]], tuple[Any, Any]]
    ) -> TokenTally:
        """The tally of every checking example of ``data``, in batches of about equal length: each batch's
        ``predictions(indices)`` (logits of the counted tokens, the tokens they should predict) under
        ``ctx.autocast``, without gradients; ``ctx.model`` is back in training mode afterwards."""
        import torch

        tally = cls()
        ctx.model.eval()
        try:
            with torch.no_grad():
                for chunk in length_sorted_batches(data, ctx.batch_size):
                    ctx.check_cancel()
                    with ctx.autocast():
                        logits, targets = predictions(chunk)
                    tally.add(logits, targets)
        finally:
            ctx.model.train()
        return tally

    def metrics(
        self,
        *,
        step: int,
        epoch: float,
        objective: str,
        examples: int,
        samples: tuple[tuple[str, str], ...],
        rouge_l: float | None,
        scored: int,
    ) -> ChatMetrics:
        loss = self.loss_sum / self.tokens if self.tokens else float("nan")
        return ChatMetrics(
            step=step,
            epoch=epoch,
            objective=objective,
            loss=loss,
            perplexity=math.exp(min(loss, 700.0)) if self.tokens else float("nan"),
            accuracy=self.correct / self.tokens if self.tokens else 0.0,
            tokens=self.tokens,
            examples=examples,
            samples=samples,
            rouge_l=rouge_l,
            scored=scored,
        )


def samples_table(before: ChatMetrics | None, after: ChatMetrics | None) -> list[dict[str, str]]:
    """The sample prompts with the answers before and after training: ``[{"prompt", "before", "after"}]``."""
    first = dict(before.samples) if before else {}
    last = dict(after.samples) if after else {}
    prompts = [p for p, _ in (after or before).samples] if (after or before) else []
    return [{"prompt": p, "before": first.get(p, ""), "after": last.get(p, "")} for p in prompts]
