"""One question's windows, described for showing: how ``features`` packs a question and its passage into what
the model reads ([CLS] question [SEP] piece of the passage [SEP]), which window holds the answer, and how much
neighbouring windows share.  The windows are ``build_features``'s own, so what is shown is what trains."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from workbench.core.training.objectives.qa.features import CLS_POSITION, build_features


@dataclass(frozen=True)
class Window:
    """A window of one item: its tokens as the tokenizer writes them, the characters of the passage it covers
    (``passage_start``, ``passage_end``), the answer's tokens in it (None when it does not hold the whole
    answer: it learns to point at [CLS]) and the passage tokens it shares with the window before."""

    tokens: tuple[str, ...]
    question_tokens: int
    passage_start: int
    passage_end: int
    answer_tokens: tuple[int, int] | None
    shared_with_previous: int


def item_windows(
    tokenizer: Any, question: str, context: str, answer: tuple[str, int], *, max_length: int, stride: int
) -> list[Window]:
    """The windows of one question about ``context`` whose answer is ``answer`` ((text, start))."""
    features = build_features(
        tokenizer, [question], [context], [answer], max_length=max_length, stride=stride
    )
    windows: list[Window] = []
    previous: set[tuple[int, int]] = set()
    for w in range(len(features)):
        offsets = features.offsets[w]
        spans = [span for span in offsets if span is not None]
        first_passage = next(k for k, span in enumerate(offsets) if span is not None)
        specials_before = 2 if features.input_ids[w][0] == tokenizer.cls_token_id else 1
        start, end = features.start_positions[w], features.end_positions[w]
        held = None if start == CLS_POSITION and end == CLS_POSITION else (start, end)
        windows.append(
            Window(
                tokens=tuple(tokenizer.convert_ids_to_tokens(list(features.input_ids[w]))),
                question_tokens=max(0, first_passage - specials_before),
                passage_start=spans[0][0] if spans else 0,
                passage_end=spans[-1][1] if spans else 0,
                answer_tokens=held,
                shared_with_previous=len(previous & set(spans)),
            )
        )
        previous = set(spans)
    return windows
