"""Text generation one token at a time, so a class can watch it: greedy, sampling and beam search.

The loop is written here on top of the model's forward pass with its key/value cache
(each step feeds only the new token), so that ``on_step`` can show every token as it comes and ``cancel`` (a
``threading.Event``) stops between tokens by raising ``workbench.core.errors.Cancelled``.

- greedy takes the top token each time: token for token what ``model.generate(do_sample=False)`` gives;
- sampling draws from the distribution after temperature, then top-k, then top-p (the order ``generate``
  uses), with its own ``torch.Generator`` seeded by ``seed``, so the same seed gives the same text;
- beam search follows ``model.generate(num_beams=B, do_sample=False)`` step for step: 2B candidates per step
  (more with several end-of-text tokens), finished beams ranked by their summed log-probability divided by
  ``length ** length_penalty`` (1.0 by default), the same early-stopping rules (``early_stopping`` False, True
  or "never").  Temperature, top-k and top-p are not used by beam search, as in ``generate``.  Every beam kept
  at every step is recorded with its parent, giving the beam tree.

Room for the new tokens: the model reads at most its window of tokens (``max_input_tokens``), the prompt and
the new tokens together.  The prompt is never cut to make room: asking for more new tokens than fit after it
(the window minus the prompt's length, ``most_new_tokens``) is refused with the largest number that fits, or
with ``fit_new_tokens=True`` (the app's window) capped to it with a note.  Only a prompt that alone fills the
window is cut: it keeps its last tokens, and the new tokens may then take up to half the window.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from workbench.core.errors import Cancelled, InputError
from workbench.core.explore._common import check_temperature, eos_token_ids, require_text
from workbench.core.explore.beams import BeamNode, BeamState
from workbench.core.explore.next_token import NextTokenPrediction, check_cutoffs, keep_last_tokens
from workbench.core.models.abilities import forward, max_input_tokens, require_causal
from workbench.core.words import translate

STRATEGIES = ("greedy", "sample", "beam")
ALTERNATIVES = 5


@dataclass(frozen=True)
class GenerationStep:
    index: int  # 0 for the first generated token
    token_id: int  # the token chosen (beam search: the leading beam's new token)
    token: str
    probability: float  # the model's probability for it, at temperature 1
    sampling_probability: float  # its probability in the distribution it was drawn from (1.0 for greedy)
    alternatives: tuple[NextTokenPrediction, ...]  # the model's top tokens at this step, temperature 1
    text: str  # the text generated so far (beam search: along the leading beam)
    beams: tuple[BeamNode, ...] = ()  # beam search: every beam kept at this step


@dataclass(frozen=True)
class GenerationResult:
    model: str
    prompt: str
    strategy: str
    text: str  # prompt followed by the generated text
    new_text: str
    new_token_ids: tuple[int, ...]  # an end-of-text token, if generated, is the last
    new_tokens: tuple[str, ...]
    steps: tuple[GenerationStep, ...]
    beam_tree: tuple[tuple[BeamNode, ...], ...] = ()  # beam search: the nodes of each step
    beam_path: tuple[int, ...] = ()  # beam search: the chosen beam's node index in each step of the tree
    score: float | None = None  # beam search: the chosen beam's score
    stop_reason: str = "length"  # "length" or "end of text"
    temperature: float = 1.0
    top_k: int = 0
    top_p: float = 1.0
    beams: int = 1
    seed: int = 0
    truncated: bool = False
    warnings: tuple[str, ...] = ()
    seconds: float = 0.0


def generate(
    loaded: Any,
    text: str,
    strategy: str = "greedy",
    max_new_tokens: int = 20,
    temperature: float = 1.0,
    top_k: int = 0,
    top_p: float = 1.0,
    beams: int = 3,
    seed: int = 0,
    on_step: Callable[[GenerationStep], None] | None = None,
    cancel: Any = None,
    *,
    length_penalty: float = 1.0,
    early_stopping: bool | str = False,
    fit_new_tokens: bool = False,
) -> GenerationResult:
    """Continue ``text`` by up to ``max_new_tokens`` tokens (see the module notes).  More new tokens than fit
    after the prompt raise InputError, or with ``fit_new_tokens`` are capped to what fits, with a warning."""
    import torch

    started = time.perf_counter()
    require_text(
        text,
        translate("Explore", "There is no text to continue."),
        translate("Explore", "Type the start of a sentence, e.g. Once upon a"),
    )
    require_causal(loaded)
    if strategy not in STRATEGIES:
        raise InputError(
            translate("Explore", "Unknown strategy '{strategy}'.").format(strategy=strategy),
            translate("Explore", "Choose greedy, sample or beam."),
        )
    check_temperature(temperature, allow_zero=strategy != "sample")
    check_cutoffs(top_k, top_p)
    if not isinstance(max_new_tokens, int) or max_new_tokens < 1:
        raise InputError(
            translate("Explore", "Generate at least one token."),
            translate("Explore", "Set the number of new tokens to 1 or more."),
        )
    if strategy == "beam" and (not isinstance(beams, int) or not 1 <= beams <= 32):
        raise InputError(
            translate("Explore", "The number of beams must be between 1 and 32, not {beams!r}.").format(
                beams=beams
            ),
            translate("Explore", "3 to 5 is typical."),
        )
    tokenizer, model = loaded.tokenizer, loaded.model
    ids = [int(i) for i in tokenizer(text)["input_ids"]]
    if not ids:
        raise InputError(
            translate("Explore", "The text gave no tokens to read."), translate("Explore", "Type some words.")
        )
    limit = max_input_tokens(tokenizer, model)
    warnings = []
    most = most_new_tokens(len(ids), limit)
    if most is not None and max_new_tokens > most:
        if not fit_new_tokens:
            raise too_many_new_tokens(loaded.name, max_new_tokens, len(ids), limit)
        warnings.append(
            translate(
                "Explore",
                "Only {most} new tokens fit after this text ({model} reads at most "
                "{limit} tokens at once), so "
                "at most {most} were generated.",
            ).format(most=most, model=loaded.name, limit=limit)
        )
        max_new_tokens = most
    ids, truncated = keep_last_tokens(ids, None if limit is None else limit - max_new_tokens, tokenizer)
    if truncated:
        too_long = translate(
            "Explore", "The text is too long for {model}; only its last {count} tokens were read."
        )
        warnings.append(too_long.format(model=loaded.name, count=len(ids)))
    check = _canceller(cancel)
    run = _Run(model, tokenizer, eos_token_ids(model, tokenizer), check, on_step or (lambda step: None))
    prompt = torch.tensor([ids], device=loaded.device.torch_device)
    with torch.inference_mode():
        if strategy == "beam":
            found = run.beam_search(prompt, max_new_tokens, beams, length_penalty, early_stopping)
        else:
            sampling = (temperature, top_k, top_p, seed) if strategy == "sample" else None
            found = run.step_by_step(prompt, max_new_tokens, sampling)
    new_ids = found["ids"]
    new_text = tokenizer.decode(new_ids, skip_special_tokens=True)
    return GenerationResult(
        model=loaded.name,
        prompt=text,
        strategy=strategy,
        text=text + new_text,
        new_text=new_text,
        new_token_ids=tuple(new_ids),
        new_tokens=tuple(tokenizer.batch_decode([[i] for i in new_ids])),
        steps=tuple(run.steps),
        beam_tree=tuple(tuple(nodes) for nodes in found.get("tree", ())),
        beam_path=tuple(found.get("path", ())),
        score=found.get("score"),
        stop_reason="end of text" if new_ids and new_ids[-1] in run.eos else "length",
        temperature=float(temperature),
        top_k=int(top_k or 0),
        top_p=float(top_p if top_p is not None else 1.0),
        beams=beams if strategy == "beam" else 1,
        seed=seed,
        truncated=truncated,
        warnings=tuple(warnings),
        seconds=time.perf_counter() - started,
    )


def most_new_tokens(prompt_tokens: int, window: int | None) -> int | None:
    """The most new tokens that fit after a prompt of ``prompt_tokens`` in a ``window`` (None: no limit).
    A prompt that alone fills the window is cut to its last tokens; the new ones may then take half of it."""
    if window is None:
        return None
    if prompt_tokens < window:
        return window - prompt_tokens
    return max(1, window // 2)


def too_many_new_tokens(model_name: str, asked: int, prompt_tokens: int, window: int) -> InputError:
    """The refusal for asking ``asked`` new tokens when fewer fit: it names the largest number that fits."""
    most = most_new_tokens(prompt_tokens, window)
    if prompt_tokens < window:
        message = translate(
            "Explore",
            "{asked} new tokens do not fit: {model} reads at most {window} tokens at once, and the text "
            "already takes {prompt}. At most {most} new tokens fit.",
        )
    else:
        message = translate(
            "Explore",
            "{asked} new tokens do not fit: {model} reads at most {window} tokens at once, and the "
            "text alone "
            "is longer ({prompt} tokens), so only its last tokens are read. At most {most} new tokens fit.",
        )
    return InputError(
        message.format(asked=asked, model=model_name, window=window, prompt=prompt_tokens, most=most),
        translate("Explore", "Ask for {most} new tokens or fewer, or shorten the text.").format(most=most),
    )


def check_new_tokens(tokenizer: Any, model: Any, model_name: str, text: str, max_new_tokens: int) -> None:
    """Refuse, before any model is loaded, more new tokens than fit after ``text`` (``model`` may be anything
    with the model's ``config``); the same rule ``generate`` applies."""
    limit = max_input_tokens(tokenizer, model)
    prompt_tokens = len(tokenizer(text)["input_ids"])
    most = most_new_tokens(prompt_tokens, limit)
    if most is not None and limit is not None and max_new_tokens > most:
        raise too_many_new_tokens(model_name, max_new_tokens, prompt_tokens, limit)


def append_token(text: str, token_id: int, tokenizer: Any) -> str:
    """``text`` with one token added, as typed text: for "click a candidate to append it and step on".

    The token is decoded after the text's own tokens, so a sentencepiece word start ("▁time")
    brings its space."""
    ids = [int(i) for i in tokenizer(text, add_special_tokens=False)["input_ids"]]
    before = tokenizer.decode(ids, clean_up_tokenization_spaces=False)
    after = tokenizer.decode([*ids, int(token_id)], clean_up_tokenization_spaces=False)
    if after.startswith(before):
        return text + after[len(before) :]
    return text + tokenizer.decode([int(token_id)], clean_up_tokenization_spaces=False)


def warp_logits(logits: Any, temperature: float, top_k: int, top_p: float) -> Any:
    """Scores after temperature, top-k and top-p as ``generate`` applies them; cut tokens get -inf."""
    import torch

    scores = logits / temperature
    if top_k and top_k < scores.shape[-1]:
        threshold = torch.topk(scores, int(top_k))[0][..., -1, None]
        scores = scores.masked_fill(scores < threshold, float("-inf"))
    if top_p is not None and top_p < 1.0:
        sorted_scores, order = torch.sort(scores, descending=False)
        cumulative = sorted_scores.softmax(dim=-1).cumsum(dim=-1)
        remove = cumulative <= (1 - top_p)
        remove[..., -1:] = False
        scores = scores.masked_fill(remove.scatter(-1, order, remove), float("-inf"))
    return scores


def _canceller(cancel: Any) -> Callable[[], None]:
    def check() -> None:
        if cancel is not None and cancel.is_set():
            raise Cancelled()

    return check


class _Run:
    """The state of one generation: the model, how to name tokens, and the steps recorded so far."""

    def __init__(self, model: Any, tokenizer: Any, eos: tuple[int, ...], check: Callable, on_step: Callable):
        self.model, self.tokenizer, self.eos = model, tokenizer, eos
        self.check, self.on_step = check, on_step
        self.steps: list[GenerationStep] = []

    def _forward(self, input_ids: Any, cache: Any) -> tuple[Any, Any]:
        self.check()
        out = forward(self.model, input_ids, last_only=True, past_key_values=cache, use_cache=True)
        return out.logits[:, -1].float(), out.past_key_values

    def _alternatives(self, log_probs: Any, logits: Any) -> tuple[NextTokenPrediction, ...]:
        top = log_probs.topk(ALTERNATIVES)
        ids = top.indices.tolist()
        texts = self.tokenizer.batch_decode([[i] for i in ids])
        return tuple(
            NextTokenPrediction(texts[r], ids[r], math.exp(lp), float(logits[ids[r]]), r + 1)
            for r, lp in enumerate(top.values.tolist())
        )

    def _record(self, step: GenerationStep) -> None:
        self.steps.append(step)
        self.on_step(step)

    def step_by_step(self, prompt: Any, max_new: int, sampling: tuple | None) -> dict:
        """Greedy (``sampling`` None) or sampling with (temperature, top_k, top_p, seed)."""
        import torch

        generator = None
        if sampling is not None:
            generator = torch.Generator(device=prompt.device).manual_seed(int(sampling[3]))
        logits, cache = self._forward(prompt, None)
        new_ids: list[int] = []
        for index in range(max_new):
            logits = logits[0]
            log_probs = torch.log_softmax(logits, dim=-1)
            if sampling is None:
                token, chosen_p = int(logits.argmax()), 1.0
            else:
                probs = warp_logits(logits, sampling[0], sampling[1], sampling[2]).softmax(dim=-1)
                token = int(torch.multinomial(probs, 1, generator=generator))
                chosen_p = float(probs[token])
            new_ids.append(token)
            self._record(
                GenerationStep(
                    index=index,
                    token_id=token,
                    token=self.tokenizer.decode([token]),
                    probability=math.exp(float(log_probs[token])),
                    sampling_probability=chosen_p,
                    alternatives=self._alternatives(log_probs, logits),
                    text=self.tokenizer.decode(new_ids, skip_special_tokens=True),
                )
            )
            if token in self.eos or index == max_new - 1:
                break
            logits, cache = self._forward(torch.tensor([[token]], device=prompt.device), cache)
        return {"ids": new_ids}

    def beam_search(
        self, prompt: Any, max_new: int, width: int, length_penalty: float, early_stopping
    ) -> dict:
        """Beam search as ``generate`` does it (see the module notes); ``BeamState`` keeps the books."""
        import torch

        logits, cache = self._forward(prompt, None)
        state = BeamState(width, len(self.eos), max_new, length_penalty, early_stopping)
        cache.reorder_cache(torch.zeros(width, dtype=torch.long, device=prompt.device))
        log_probs = torch.log_softmax(logits, dim=-1).expand(width, -1)
        for index in range(max_new):
            chosen = state.advance(log_probs, self.eos, self.tokenizer)
            lead = state.best() if state.done else state.running[0]
            self._record(
                GenerationStep(
                    index=index,
                    token_id=lead.tokens[-1],
                    token=self.tokenizer.decode([lead.tokens[-1]]),
                    probability=math.exp(lead.last_log_probability),
                    sampling_probability=1.0,
                    alternatives=(),
                    text=self.tokenizer.decode(lead.tokens, skip_special_tokens=True),
                    beams=tuple(state.tree[-1]),
                )
            )
            if state.done:
                break
            cache.reorder_cache(torch.tensor(chosen, dtype=torch.long, device=prompt.device))
            next_tokens = torch.tensor([[beam.tokens[-1]] for beam in state.running], device=prompt.device)
            logits, cache = self._forward(next_tokens, cache)
            log_probs = torch.log_softmax(logits, dim=-1)
        best = state.best()
        return {"ids": list(best.tokens), "tree": state.tree, "path": state.path(best), "score": best.score}
