"""A trained name finder, loaded for use: tag raw text (the app's "try it" box, ``workbench predict``) or
tagged sentences kept aside (``workbench evaluate``, the results page's check sentences).

It reads a run's kept weights (``best/``), an exported folder, or any token-classification folder whose
config names its tags.  Raw text is split into words the way CoNLL files are (runs of letters and digits, and
each punctuation mark on its own), keeping where each word starts and ends in the text, so a found name is
given with its exact characters.  Words are tagged at their first word piece (``objectives.tagging``), and
B-/I- tags are merged into entities; an entity's confidence is the mean probability of its words' tags.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import TrainingError
from workbench.core.training.objectives.entities import entity_spans
from workbench.core.training.runs.classifier import holds_model, kept_folder, load_adapters
from workbench.core.words import translate

_WORD = re.compile(r"\w+(?:[-'’]\w+)*|[^\w\s]")


@dataclass(frozen=True)
class Entity:
    """A name found in a text: its type, its characters ``text[start:end]``, and how sure the model was."""

    type: str
    text: str
    start: int
    end: int
    score: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "text": self.text,
            "start": self.start,
            "end": self.end,
            "score": round(self.score, 4),
        }


@dataclass(frozen=True)
class TaggedSentence:
    """A sentence's words with the model's tag (and its probability) for each, and, when known,
    the true tags."""

    words: tuple[str, ...]
    predicted: tuple[str, ...]
    scores: tuple[float, ...]
    true: tuple[str, ...] = ()

    @property
    def mistakes(self) -> int:
        """Entities found wrongly plus entities missed (exact words and type, as scored)."""
        truth, guess = set(entity_spans(self.true)), set(entity_spans(self.predicted))
        return len(truth ^ guess)


def split_words(text: str) -> list[tuple[str, int, int]]:
    """The words of ``text`` with where each starts and ends."""
    return [(m.group(), m.start(), m.end()) for m in _WORD.finditer(text)]


@dataclass
class TrainedTagger:
    model: Any  # in eval mode
    tokenizer: Any
    label_names: tuple[str, ...]
    max_length: int
    info: dict[str, Any]  # workbench.json: base model, method, step, metrics (empty for a foreign folder)

    @property
    def types(self) -> tuple[str, ...]:
        return tuple(sorted({name[2:] for name in self.label_names if name != "O"}))

    def tag_sentences(
        self,
        words: Sequence[Sequence[str]],
        true: Sequence[Sequence[str]] | None = None,
        batch_size: int = 32,
    ) -> tuple[list[TaggedSentence], float]:
        """(the model's tags of each sentence, mean loss per word piece: NaN without ``true`` tags)."""
        from workbench.core.training.objectives.tagging import align_tags, read_tags

        number = {name: i for i, name in enumerate(self.label_names)}
        known = [[number.get(tag, 0) for tag in tags] for tags in true] if true is not None else None
        encoded, _ = align_tags(
            self.tokenizer, words, known or [[0] * len(w) for w in words], self.max_length
        )
        device = next(self.model.parameters()).device
        answers = read_tags(
            self.model,
            encoded,
            self.tokenizer.pad_token_id or 0,
            device,
            batch_size,
            contextlib.nullcontext,
            lambda: None,
        )
        tagged = [
            TaggedSentence(
                words=tuple(str(w) for w in sentence),
                predicted=tuple(self.label_names[t] for t, _ in answer),
                scores=tuple(p for _, p in answer),
                true=tuple(true[i]) if true is not None else (),
            )
            for i, (sentence, answer) in enumerate(zip(words, answers.words, strict=True))
        ]
        loss = answers.loss_sum / answers.pieces if known is not None and answers.pieces else float("nan")
        return tagged, loss

    def find(self, texts: Sequence[str], batch_size: int = 32) -> list[list[Entity]]:
        """The names in each text, in order."""
        split = [split_words(str(text)) for text in texts]
        tagged, _ = self.tag_sentences([[w for w, _, _ in words] for words in split], batch_size=batch_size)
        found = []
        for text, words, sentence in zip(texts, split, tagged, strict=True):
            entities = []
            for kind, first, last in entity_spans(sentence.predicted):
                start, end = words[first][1], words[last - 1][2]
                score = sum(sentence.scores[first:last]) / (last - first)
                entities.append(Entity(kind, str(text)[start:end], start, end, score))
            found.append(entities)
        return found


def worst_first(sentences: Sequence[TaggedSentence], limit: int = 10) -> list[TaggedSentence]:
    """The sentences with the most wrong or missed names, the least sure first among equals; none that are
    right."""
    wrong = [s for s in sentences if s.mistakes]
    wrong.sort(key=lambda s: (-s.mistakes, min(s.scores, default=1.0)))
    return wrong[:limit]


def is_tagger(ref: str | Path) -> bool:
    """Whether ``ref`` (a run folder, a kept or exported folder) holds a name finder."""
    return holds_model(ref, "token-classification")


def load_tagger(run_or_folder: Path, device: Any = None) -> TrainedTagger:
    """The kept weights of a run (or a kept, exported or other token-classification folder) ready to tag."""
    from workbench.core.models.loading import load_model
    from workbench.core.training.methods import classification_kwargs

    best, info = kept_folder(run_or_folder)
    if (best / "adapter_config.json").is_file():
        names = tuple(info["label_names"])
        model, tokenizer = load_adapters(
            best, info, "token-classification", device, classification_kwargs(names)
        )
    else:
        loaded = load_model(str(best), "token-classification", device=device)
        model, tokenizer = loaded.model, loaded.tokenizer
        labels = model.config.id2label
        names = tuple(info.get("label_names") or (labels[i] for i in range(len(labels))))
    if not all(name == "O" or name[:2] in ("B-", "I-") for name in names):
        raise TrainingError(
            translate("Runs", "The tags of {name} are not in BIO form ({tags}).").format(
                name=best.name, tags=", ".join(names[:6])
            ),
            translate("Runs", "Choose a model trained to find names with tags such as B-PER, I-PER and O."),
        )
    model.eval()
    return TrainedTagger(model, tokenizer, names, int(info.get("max_length", 512)), info)
