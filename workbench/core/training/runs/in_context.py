"""In-context learning: a left-to-right model classifies a text from a prompt, with no training at all.

The prompt (``build_prompt``) is a one-line instruction that names the labels, then ``k`` solved examples as
"Text: …" / "Label: …" blocks, then the text to classify and "Label:".  It is plain text, not the model's chat
template: the lecture's few-shot prompt is a document the model continues, and a template would add words
the slide does not show.  Line breaks inside a text become spaces so that every block keeps its two lines.

The model never writes anything: ``LabelScorer`` asks it how likely each label name is as the continuation
(" positive" after "Label:") and predicts the likeliest.  A label's score is the *sum* of its tokens'
log-probabilities, the log of the probability that the model writes exactly that label.  A mean per token
would favour labels split into several tokens, whose later pieces are nearly certain once the first is
written ("tech" + "nology"), and would no longer be a probability of anything the model could say.

Speed: the instruction and the examples are the same for every check text, so they are read once and their
keys and values kept (the model's cache); each check text then costs one pass over its own tokens, and
labels longer than one token one more pass over theirs, all labels in one batch.  With SmolLM2 and 16 examples
that is a fraction of a second a text on two cores, where reading the whole prompt again for every text and
label took several seconds.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Sequence
from typing import Any

from workbench.core.errors import Cancelled, DataError, InputError
from workbench.core.models.abilities import forward
from workbench.core.words import number, translate

TEXT_FIELD = "Text:"
LABEL_FIELD = "Label:"


def one_line(text: str) -> str:
    """``text`` with every run of spaces and line breaks made one space, so that it fits its "Text:" line."""
    return re.sub(r"\s+", " ", str(text)).strip()


def instruction(label_names: Sequence[str]) -> str:
    """The prompt's first line: what the task is and which answers there are."""
    names = ", ".join(one_line(name) for name in label_names)
    return f"Give each text one label: {names}."


def query(text: str) -> str:
    """The end of a prompt: the text to classify, and the field whose continuation is scored."""
    return f"{TEXT_FIELD} {one_line(text)}\n{LABEL_FIELD}"


def build_prompt(examples: Sequence[tuple[str, str]], label_names: Sequence[str]) -> str:
    """The part of the prompt shared by every check text: the instruction and the ``(text, label name)``
    examples, each followed by a blank line.  ``query(text)`` completes it."""
    blocks = [instruction(label_names)]
    blocks += [f"{query(text)} {one_line(label)}" for text, label in examples]
    return "\n\n".join(blocks) + "\n\n"


def label_token_ids(tokenizer: Any, label_names: Sequence[str]) -> list[list[int]]:
    """Each label's tokens as it follows "Label:" (with its leading space).  A label the tokenizer turns into
    nothing cannot be scored and is refused."""
    ids = [
        list(tokenizer(" " + one_line(name), add_special_tokens=False)["input_ids"]) for name in label_names
    ]
    empty = [name for name, tokens in zip(label_names, ids, strict=True) if not tokens or not one_line(name)]
    if empty:
        raise DataError(
            "label-without-tokens",
            translate(
                "Runs",
                "The label “{label}” has no letters the model can read, so prompting cannot ask for it.",
            ).format(label=empty[0]),
            translate("Runs", "Give every label a name made of words, e.g. positive and negative."),
        )
    return ids


class LabelScorer:
    """Scores every label after one prompt prefix for many check texts (see the module doc)."""

    def __init__(self, loaded: Any, prefix: str, label_names: Sequence[str]) -> None:
        import torch

        from workbench.core.models.abilities import max_input_tokens

        self.model, self.tokenizer = loaded.model, loaded.tokenizer
        self.device = loaded.device.torch_device
        self.labels = label_token_ids(self.tokenizer, label_names)
        self.prefix_ids = [int(i) for i in self.tokenizer(prefix)["input_ids"]]
        self.window = max_input_tokens(self.tokenizer, self.model)
        longest_label = max(len(ids) for ids in self.labels)
        self._check_length(
            len(self.prefix_ids) + longest_label + 4,
            translate(
                "Runs",
                "The instruction and the examples make a prompt of {tokens} tokens, more than the {window} "
                "the model reads.",
            ),
        )
        with torch.inference_mode():
            out = forward(self.model, self._tensor([self.prefix_ids]), last_only=True, use_cache=True)
        self.cache = out.past_key_values

    def _tensor(self, rows: list[list[int]]) -> Any:
        import torch

        return torch.tensor(rows, device=self.device)

    def _check_length(self, tokens: int, message: str) -> None:
        """Refuse a prompt of ``tokens`` longer than the model reads; ``message`` says so, with {tokens} and
        {window}."""
        if self.window is not None and tokens > self.window:
            raise InputError(
                message.format(tokens=number(tokens, ","), window=number(self.window, ",")),
                translate("Runs", "Use fewer examples in the prompt (a smaller k), or shorter texts."),
            )

    def scores(self, text: str) -> list[float]:
        """Each label's summed log-probability as the continuation of the prefix and ``query(text)``.

        The check text is read once, after the cached prefix; its last position gives every label's first
        token.  Labels of several tokens then read their own tokens in one batch, one row per label, on
        copies of the cache; rows are padded at the end, after every token scored, which a left-to-right
        model cannot see from the positions that matter.  The cache is cut back to the prefix afterwards."""
        import torch

        tail = [int(i) for i in self.tokenizer(query(text), add_special_tokens=False)["input_ids"]]
        longest = max(len(label) for label in self.labels)
        self._check_length(
            len(self.prefix_ids) + len(tail) + longest,
            translate(
                "Runs",
                "This check text and the examples make a prompt of {tokens} tokens, more than the {window} "
                "the model reads.",
            ),
        )
        copies = False
        try:
            with torch.inference_mode():
                first = forward(
                    self.model,
                    self._tensor([tail]),
                    last_only=True,
                    past_key_values=self.cache,
                    use_cache=True,
                )
                totals = torch.log_softmax(first.logits[0, -1].float(), -1)[[ids[0] for ids in self.labels]]
                if longest > 1:
                    self.cache.batch_repeat_interleave(len(self.labels))
                    copies = True
                    rows = [ids[:-1] + [0] * (longest - len(ids)) for ids in self.labels]
                    logits = self.model(
                        input_ids=self._tensor(rows), past_key_values=self.cache, use_cache=True
                    ).logits
                    later = torch.log_softmax(logits.float(), -1)
                    totals = totals.clone()
                    for row, ids in enumerate(self.labels):
                        for step, token in enumerate(ids[1:]):
                            totals[row] += later[row, step, token]
        finally:
            if copies:
                self.cache.batch_select_indices(torch.tensor([0], device=self.device))
            added = self.cache.get_seq_length() - len(self.prefix_ids)
            if added > 0:
                self.cache.crop(-added)  # back to the prefix alone (a negative count removes tokens)
        return [float(v) for v in totals]

    def predict(self, text: str) -> int:
        """The index of the likeliest label for ``text``."""
        scores = self.scores(text)
        return max(range(len(scores)), key=scores.__getitem__)


def prompting_accuracy(
    loaded: Any,
    examples: Sequence[tuple[str, str]],
    check: Any,
    on_progress: Callable[[int, int], None] | None = None,
    cancel: threading.Event | None = None,
) -> float:
    """The share of ``check`` (texts, labels, label_names) that ``loaded`` labels right when prompted with
    ``examples`` (``(text, label name)`` pairs; none for zero-shot).  Raises ``Cancelled`` when
    asked to stop."""
    scorer = LabelScorer(loaded, build_prompt(examples, check.label_names), check.label_names)
    report = on_progress or (lambda done, total: None)
    right = 0
    for done, (text, label) in enumerate(zip(check.texts, check.labels, strict=True), start=1):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        right += scorer.predict(text) == int(label)
        report(done, len(check.texts))
    return right / len(check.texts)
