"""One prompt continued by greedy decoding, sampling (a few seeds) and beam search, for side-by-side columns.

Each column is a ``generate`` run (workbench/core/explore/generation.py) read back as the tokens it added,
each with the model's own probability for it (at temperature 1, given everything before it), so a class can
see where the strategies part ways and which text the model finds likelier overall.  Sampling uses the
temperature, top-k and top-p it is given; greedy and beam search ignore them, as ``generate`` does.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from workbench.core.errors import InputError
from workbench.core.explore.generation import GenerationResult, generate
from workbench.core.words import translate

MAX_SAMPLES = 4


@dataclass(frozen=True)
class DecodedToken:
    text: str
    probability: float  # the model's probability for this token after the text before it (temperature 1)
    drawn_from: float | None = (
        None  # sampling: its probability in the reshaped distribution it was drawn from
    )


@dataclass(frozen=True)
class DecodingColumn:
    key: str  # "greedy", "sample-SEED" or "beam"
    title: str  # what the column header says
    tokens: tuple[DecodedToken, ...]
    result: GenerationResult

    @property
    def new_text(self) -> str:
        return self.result.new_text

    @property
    def log_probability(self) -> float:
        """The model's log-probability of the whole continuation: the sum over its tokens."""
        return sum(math.log(max(t.probability, 1e-300)) for t in self.tokens)

    @property
    def per_token(self) -> float:
        """The mean log-probability per token: comparable between continuations of different lengths."""
        return self.log_probability / max(1, len(self.tokens))


@dataclass(frozen=True)
class DecodingComparison:
    prompt: str
    model: str
    columns: tuple[DecodingColumn, ...]
    notes: tuple[str, ...] = ()

    def column(self, key: str) -> DecodingColumn:
        return next(c for c in self.columns if c.key == key)


def column_from(result: GenerationResult) -> DecodingColumn:
    """A finished ``generate`` run as a column: its tokens and the model's probability for each."""
    if result.strategy == "beam":
        nodes = [result.beam_tree[step][index] for step, index in enumerate(result.beam_path)]
        tokens = tuple(DecodedToken(n.token, math.exp(n.token_log_probability)) for n in nodes)
        title = f"Beam search ({result.beams} beams)"
        key = "beam"
    elif result.strategy == "sample":
        tokens = tuple(DecodedToken(s.token, s.probability, s.sampling_probability) for s in result.steps)
        title, key = f"Sampling (seed {result.seed})", f"sample-{result.seed}"
    else:
        tokens = tuple(DecodedToken(s.token, s.probability) for s in result.steps)
        title, key = "Greedy", "greedy"
    return DecodingColumn(key, title, tokens, result)


def compare_decoding(
    loaded: Any,
    text: str,
    max_new_tokens: int = 20,
    temperature: float = 1.0,
    top_k: int = 0,
    top_p: float = 1.0,
    seeds: Sequence[int] = (1, 2),
    beams: int = 3,
    on_column: Callable[[DecodingColumn], None] | None = None,
    cancel: Any = None,
) -> DecodingComparison:
    """Greedy, then sampling with each of ``seeds``, then beam search with ``beams`` beams, all continuing
    ``text`` by up to ``max_new_tokens`` tokens.  ``on_column`` hears each column as soon as it is done;
    ``cancel`` stops between tokens.  At temperature 0 sampling is greedy decoding, so it is left out with a
    note instead of repeating the greedy column."""
    if len(seeds) > MAX_SAMPLES:
        raise InputError(
            translate("Explore", "{count} sampled columns are too many to read side by side.").format(
                count=len(seeds)
            ),
            translate("Explore", "Ask for at most {max_samples} seeds.").format(max_samples=MAX_SAMPLES),
        )
    notes: list[str] = []
    runs: list[tuple[str, int]] = [("greedy", 0)]
    if temperature > 0:
        runs += [("sample", int(seed)) for seed in seeds]
    elif seeds:
        notes.append(
            translate(
                "Explore", "At temperature 0 sampling always draws the top token, so it would repeat greedy."
            )
        )
    runs.append(("beam", 0))
    columns = []
    for strategy, seed in runs:
        result = generate(
            loaded,
            text,
            strategy=strategy,
            max_new_tokens=max_new_tokens,
            temperature=temperature if strategy == "sample" else 1.0,
            top_k=top_k if strategy == "sample" else 0,
            top_p=top_p if strategy == "sample" else 1.0,
            beams=beams,
            seed=seed,
            cancel=cancel,
            fit_new_tokens=True,  # more than fit after the prompt: as many as fit, with a note
        )
        column = column_from(result)
        columns.append(column)
        for warning in result.warnings:
            if warning not in notes:
                notes.append(warning)
        if on_column is not None:
            on_column(column)
    return DecodingComparison(text, loaded.name, tuple(columns), tuple(notes))
