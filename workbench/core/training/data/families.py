"""Task families: what the training engine needs to know about each kind of data, in one place per family.

The engine (``engine.loop``, ``engine.run_folder``, ``load_run_data`` below) trains every task the same
way; the only things that differ are the data's shape and the objective.  Each task family (``families``,
one folder each) names its data side, one of the classes here, and the engine asks
``family_for(config.objective)`` for it:

- ``load(config) -> RunData``: read ``config.data_path``, refuse what cannot train, and ``split`` it.
- ``split(dataset, val_fraction, seed, max_examples) -> (train, val)``: split off the checking part (seeded,
  so runs of different sizes check on the same examples), then keep at most ``max_examples`` for training.
  The wizard and the scene checks split a file they have read through this too.
- ``check(train, val)``: refuse datasets handed to ``train()`` that cannot train this task, in plain words.
- ``units(config, train) -> int``: what one epoch walks through (the recipe's epochs depend on it).
- ``stored(train, val) -> dict`` and ``restored(dict) -> (train, val)``: the run folder's ``data.json``, so a
  stopped run resumes on exactly the same examples.

What they do alike is ``DataFamily``'s: most only say how they read their file (``read``) and split it.

The other half of a family is its objective (the object that loads the right model head, encodes the data,
gives the loss and scores an evaluation), which the family makes too: it sits a layer above the data, since
it needs torch and the model.  A new task family keeps both in its own folder under ``families`` and
registers itself there; nothing in the engine changes.  Datasets need ``label_names`` (empty for plain
text) and ``len()``; the rest of their shape is the family's own business.
"""

from __future__ import annotations

from typing import Any

from workbench.core.errors import ConfigError, TrainingError
from workbench.core.training.config import TrainConfig
from workbench.core.training.data.run_data import RunData, load_labelled_data
from workbench.core.training.registry import family
from workbench.core.words import translate


def part_name(part: str) -> str:
    """The name of a part of the data ("training", "validation", "checking") in the window's language, for
    sentences such as "The {part} part has no examples."."""
    names = {
        "training": translate("TrainingData", "training", "part of the data"),
        "validation": translate("TrainingData", "validation", "part of the data"),
        "checking": translate("TrainingData", "checking", "part of the data"),
    }
    return names.get(part, part)


class DataFamily:
    """What the families' data sides do alike: ``load`` reads the config's data file the family's own way
    (``read``), splits it as the family does (``split``) and keeps the notes the reading and the split made;
    an epoch walks through the training examples one by one (``units``) unless the family counts otherwise."""

    def load(self, config: TrainConfig) -> RunData:
        dataset = self.read(config)
        train, validation = self.split(dataset, config.val_fraction, config.seed, config.max_examples)
        return RunData(train, validation, train.notes)

    def read(self, config: TrainConfig) -> Any:
        """The whole of ``config``'s data, read and cleaned as the family reads it, not yet split."""
        raise NotImplementedError

    @staticmethod
    def split(dataset: Any, val_fraction: float, seed: int, max_examples: int | None) -> tuple[Any, Any]:
        raise NotImplementedError

    def units(self, config: TrainConfig, train_data: Any) -> int:
        return len(train_data)


class ClassifyFamily(DataFamily):
    """One label per text: a ``LabelledDataset`` (``texts``, ``labels``, ``label_names``).  Its ``data.json``
    keeps where each example sits in the data file (``locations``) and the checksum of that file as it was
    read (``data_sha256``), so that a correction maps a run's rows back only onto the same file
    (``use.train_again``)."""

    def load(self, config: TrainConfig) -> Any:
        dataset, notes = load_labelled_data(config)
        train, validation = self.split(dataset, config.val_fraction, config.seed, config.max_examples)
        notes = tuple(dict.fromkeys(notes + train.notes[len(dataset.notes) :]))
        return RunData(train, validation, notes)

    @staticmethod
    def split(dataset: Any, val_fraction: float, seed: int, max_examples: int | None) -> tuple[Any, Any]:
        """(training, checking), each label in both parts in its share, then at most ``max_examples``
        training examples, every label kept."""
        from workbench.core.training.data.checks import stratified_split, subsample

        train, validation = stratified_split(dataset, val_fraction, seed)
        if max_examples is not None:
            train = subsample(train, int(max_examples), seed)
        return train, validation

    def check(self, train_data: Any, val_data: Any) -> None:
        names = tuple(train_data.label_names)
        if len(names) < 2:
            raise TrainingError(
                translate(
                    "TrainingData", "A classifier needs at least two different labels; this data has one."
                )
                if names
                else translate(
                    "TrainingData", "A classifier needs at least two different labels; this data has none."
                ),
                translate("TrainingData", "Choose the column that holds each text's class."),
            )
        if tuple(val_data.label_names) != names:
            raise TrainingError(
                translate("TrainingData", "The training and validation parts have different label lists.")
            )
        for part, data in (("training", train_data), ("validation", val_data)):
            if len(data.texts) == 0:
                raise TrainingError(
                    translate("TrainingData", "The {part} part has no examples.").format(
                        part=part_name(part)
                    ),
                    translate("TrainingData", "Add examples or change the split."),
                )
            if len(data.texts) != len(data.labels):
                raise TrainingError(
                    translate(
                        "TrainingData", "The {part} part has {texts} texts but {labels} labels."
                    ).format(part=part_name(part), texts=len(data.texts), labels=len(data.labels))
                )
            self.check_second_texts(part, getattr(data, "texts_b", None), len(data.texts))
            bad = [label for label in data.labels if not 0 <= int(label) < len(names)]
            if bad:
                raise TrainingError(
                    translate(
                        "TrainingData", "The {part} part has a label number ({number}) with no label name."
                    ).format(part=part_name(part), number=bad[0])
                )

    @staticmethod
    def check_second_texts(part: str, texts_b: Any, count: int) -> None:
        """Texts one at a time: a part that holds pairs of texts is refused."""
        if texts_b is not None:
            raise TrainingError(
                translate(
                    "TrainingData",
                    "The {part} part holds pairs of texts, but this run classifies single texts.",
                ).format(part=part_name(part)),
                translate("TrainingData", "Choose the task that classifies pairs of texts."),
            )

    def units(self, config: TrainConfig, train_data: Any) -> int:
        return len(train_data.texts)

    def stored(self, train_data: Any, val_data: Any) -> dict[str, Any]:
        stored = {
            "label_names": list(train_data.label_names),
            "train": _stored_part(train_data),
            "validation": _stored_part(val_data),
        }
        checksum = getattr(train_data, "source_sha256", None)
        if checksum is not None and getattr(train_data, "locations", None) is not None:
            stored["data_sha256"] = checksum  # the file the locations are in, as it was read
        return stored

    def restored(self, data: dict[str, Any]) -> tuple[Any, Any]:
        from workbench.core.training.data.labelled import StoredDataset

        names = tuple(data["label_names"])
        checksum = data.get("data_sha256")  # None for a run kept before it was recorded
        train, val = (
            StoredDataset(
                tuple(p["texts"]),
                tuple(p["labels"]),
                names,
                tuple(p["texts_b"]) if p.get("texts_b") is not None else None,
                tuple(p["locations"]) if p.get("locations") is not None else None,
                checksum if isinstance(checksum, str) else None,
            )
            for p in (data["train"], data["validation"])
        )
        return train, val


def _stored_part(data: Any) -> dict[str, Any]:
    """One part of data.json: texts and labels, the second texts of pairs when there are any, and where each
    example sits in the data file when that is known (a correction names its row by it)."""
    part = {"texts": list(data.texts), "labels": list(data.labels)}
    texts_b, locations = getattr(data, "texts_b", None), getattr(data, "locations", None)
    if texts_b is not None:
        part["texts_b"] = list(texts_b)
    if locations is not None and len(locations) == len(data.texts):
        part["locations"] = list(locations)
    return part


class PairsFamily(ClassifyFamily):
    """One label per pair of texts (entailment, paraphrase, a question and its answer): a ``LabelledDataset``
    read with two text columns, each pair's second text in ``texts_b``.  Read, split, checked and stored as
    single texts are, the pair kept whole throughout (``load_labelled_data`` reads the second column when the
    config's objective takes pairs)."""

    @staticmethod
    def check_second_texts(part: str, texts_b: Any, count: int) -> None:
        """Every example needs its second text."""
        if texts_b is None or len(texts_b) != count:
            message = (
                translate(
                    "TrainingData",
                    "The {part} part has no second text for its examples; classifying pairs of texts needs "
                    "two "
                    "texts in each.",
                )
                if texts_b is None
                else translate(
                    "TrainingData",
                    "The {part} part has no second text for some of its examples; classifying pairs of "
                    "texts needs "
                    "two texts in each.",
                )
            )
            raise TrainingError(
                message.format(part=part_name(part)),
                translate("TrainingData", "Choose the column that holds each pair's second text."),
            )


class CorpusFamily(ClassifyFamily):
    """Plain text for language-model adaptation: a ``TextCorpus`` (``texts``; no labels).  Stored the way
    labelled texts are, with empty labels; loaded as most families' data is, not as labelled texts are (which
    are checked, with warnings, while they are read)."""

    load = DataFamily.load

    def read(self, config: TrainConfig) -> Any:
        from pathlib import Path

        from workbench.core.training.data.corpus import read_text_corpus

        return read_text_corpus(Path(config.data_path or ""))

    @staticmethod
    def split(dataset: Any, val_fraction: float, seed: int, max_examples: int | None) -> tuple[Any, Any]:
        """(training, checking) passages, at most ``max_examples`` of them for training."""
        from workbench.core.training.data.corpus import split_text_corpus

        return split_text_corpus(dataset, val_fraction, seed, max_examples)

    def check(self, train_data: Any, val_data: Any) -> None:
        if train_data.label_names or val_data.label_names:
            raise TrainingError(
                translate(
                    "TrainingData",
                    "Adapting a language model learns from plain text, but labelled data was given.",
                ),
                translate(
                    "TrainingData", "Give a text file, one passage per line, or choose classification."
                ),
            )
        for part, data in (("training", train_data), ("validation", val_data)):
            if not any(str(text).strip() for text in data.texts):
                raise TrainingError(
                    translate("TrainingData", "The {part} part has no text.").format(part=part_name(part)),
                    translate("TrainingData", "Add text or change the split."),
                )

    def units(self, config: TrainConfig, train_data: Any) -> int:
        """The blocks the passages are packed into (estimated from their words, as the wizard's estimate
        does)."""
        from workbench.core.training.data.corpus import estimated_blocks

        return estimated_blocks(train_data.texts, config.max_length)


class TaggingFamily(DataFamily):
    """A BIO tag per word, for finding names: a ``TaggedDataset`` (``words``, ``tags``, ``tag_names``)."""

    def read(self, config: TrainConfig) -> Any:
        from pathlib import Path

        from workbench.core.training.data.tagged import drop_repeats, load_tagged

        return drop_repeats(load_tagged(Path(config.data_path or "")))

    @staticmethod
    def split(dataset: Any, val_fraction: float, seed: int, max_examples: int | None) -> tuple[Any, Any]:
        """(training, checking) sentences (read with their repeats dropped), then at most ``max_examples``
        training sentences."""
        from workbench.core.training.data.tagged import split_sentences, subsample_sentences

        train, validation = split_sentences(dataset, val_fraction, seed)
        if max_examples is not None:
            train = subsample_sentences(train, int(max_examples), seed)
        return train, validation

    def check(self, train_data: Any, val_data: Any) -> None:
        names = tuple(train_data.label_names)
        if not hasattr(train_data, "tags") or not hasattr(val_data, "tags"):
            raise TrainingError(
                translate(
                    "TrainingData",
                    "Finding names learns from tagged words, but texts with one label each were given.",
                ),
                translate(
                    "TrainingData",
                    "Give a CoNLL file (a word and its tag per line) or JSON Lines with tokens and tags.",
                ),
            )
        if len(names) < 3:
            raise TrainingError(
                translate(
                    "TrainingData",
                    "Finding names needs at least one kind of name tagged (B-TYPE, I-TYPE); every tag is O.",
                ),
                translate("TrainingData", "Tag the names in your sentences."),
            )
        if tuple(val_data.label_names) != names:
            raise TrainingError(
                translate("TrainingData", "The training and validation parts have different tag lists.")
            )
        for part, data in (("training", train_data), ("validation", val_data)):
            if len(data) == 0:
                raise TrainingError(
                    translate("TrainingData", "The {part} part has no sentences.").format(
                        part=part_name(part)
                    ),
                    translate("TrainingData", "Add sentences or change the split."),
                )
            for words, tags in zip(data.words, data.tags, strict=True):
                if len(words) != len(tags) or any(not 0 <= t < len(names) for t in tags):
                    raise TrainingError(
                        translate(
                            "TrainingData",
                            "A sentence of the {part} part does not have one known tag per word.",
                        ).format(part=part_name(part))
                    )

    def stored(self, train_data: Any, val_data: Any) -> dict[str, Any]:
        return {
            "tag_names": list(train_data.tag_names),
            "train": {
                "words": [list(w) for w in train_data.words],
                "tags": [list(t) for t in train_data.tags],
            },
            "validation": {
                "words": [list(w) for w in val_data.words],
                "tags": [list(t) for t in val_data.tags],
            },
        }

    def restored(self, data: dict[str, Any]) -> tuple[Any, Any]:
        from workbench.core.training.data.tagged import TaggedDataset

        names = tuple(data["tag_names"])
        train, val = (
            TaggedDataset(tuple(tuple(w) for w in p["words"]), tuple(tuple(t) for t in p["tags"]), names)
            for p in (data["train"], data["validation"])
        )
        return train, val


class AnsweringFamily(DataFamily):
    """Questions about passages, each answered by a span of its passage: a ``data.qa.QADataset``."""

    def read(self, config: TrainConfig) -> Any:
        from pathlib import Path

        from workbench.core.training.data.qa_reading import load_qa_dataset

        return load_qa_dataset(Path(config.data_path or ""))

    @staticmethod
    def split(dataset: Any, val_fraction: float, seed: int, max_examples: int | None) -> tuple[Any, Any]:
        """(training, checking), split by passage (a question about a passage the model trained on would be
        answered from memory), then at most ``max_examples`` training questions, drawn with ``seed``."""
        import random

        from workbench.core.training.data.qa import split_by_passage

        train, validation = split_by_passage(dataset, val_fraction, seed)
        if max_examples is not None and max_examples < len(train):
            kept = sorted(random.Random(seed).sample(range(len(train)), max_examples))
            train = train.select(kept, f"{max_examples:,} of them are used for training.")
        return train, validation

    def check(self, train_data: Any, val_data: Any) -> None:
        for part, data in (("training", train_data), ("checking", val_data)):
            if not hasattr(data, "questions") or not hasattr(data, "contexts"):
                raise TrainingError(
                    translate(
                        "TrainingData",
                        "Answering questions learns from questions about passages, but other data was given.",
                    ),
                    translate(
                        "TrainingData",
                        "Give a SQuAD-style file: JSON Lines or CSV with context, question and answer.",
                    ),
                )
            if len(data) == 0:
                raise TrainingError(
                    translate("TrainingData", "The {part} part has no questions.").format(
                        part=part_name(part)
                    ),
                    translate("TrainingData", "Add questions or change the split."),
                )
            for context, answers in zip(data.contexts, data.answers, strict=True):
                if not answers or any(context[start : start + len(text)] != text for text, start in answers):
                    raise TrainingError(
                        translate(
                            "TrainingData",
                            "A question of the {part} part has an answer that is not in its passage.",
                        ).format(part=part_name(part))
                    )

    def units(self, config: TrainConfig, train_data: Any) -> int:
        """The training windows (estimated from the words, before the tokenizer loads): a step learns from
        windows, and a passage longer than the window gives its questions several."""
        from workbench.core.training.data.qa import estimated_windows
        from workbench.core.training.recipes import stride_for

        return estimated_windows(train_data, config.max_length, stride_for(config.max_length))

    def stored(self, train_data: Any, val_data: Any) -> dict[str, Any]:
        return {"train": train_data.to_records(), "validation": val_data.to_records()}

    def restored(self, data: dict[str, Any]) -> tuple[Any, Any]:
        from workbench.core.training.data.qa import QADataset

        return QADataset.from_records(data["train"]), QADataset.from_records(data["validation"])


class ChatFamily(DataFamily):
    """Conversations ending with the answer to learn: a ``ChatDataset`` (``conversations``).  A family that
    writes summaries (``TaskFamily.summaries``) has them read from ``{"text", "summary"}`` into the same
    shape, the text asked with a fixed instruction (``data.chat.SUMMARY_INSTRUCTION``)."""

    def read(self, config: TrainConfig) -> Any:
        from pathlib import Path

        from workbench.core.training.data.chat import load_chat

        return load_chat(Path(config.data_path or ""), as_summaries=family(config.objective).summaries)

    @staticmethod
    def split(dataset: Any, val_fraction: float, seed: int, max_examples: int | None) -> tuple[Any, Any]:
        """(training, checking) conversations, then at most ``max_examples`` for training."""
        from workbench.core.training.data.chat import split_conversations, subsample_conversations

        train, validation = split_conversations(dataset, val_fraction, seed)
        if max_examples is not None:
            train = subsample_conversations(train, int(max_examples), seed)
        return train, validation

    def check(self, train_data: Any, val_data: Any) -> None:
        from workbench.core.training.data.chat import checked_messages

        for part, data in (("training", train_data), ("validation", val_data)):
            if not hasattr(data, "conversations"):
                raise TrainingError(
                    translate(
                        "TrainingData",
                        "Teaching a chat model learns from prompts and answers, but other data was given.",
                    ),
                    translate(
                        "TrainingData",
                        'Give JSON Lines with {"prompt", "response"} or {"messages": [...]} on each line.',
                    ),
                )
            if len(data) == 0:
                raise TrainingError(
                    translate("TrainingData", "The {part} part has no examples.").format(
                        part=part_name(part)
                    ),
                    translate("TrainingData", "Add examples or change the split."),
                )
            for number, conversation in enumerate(data.conversations, start=1):
                where = translate("TrainingData", "example {number} of the {part} part").format(
                    number=number, part=part_name(part)
                )
                checked_messages(None, list(conversation), where)

    def stored(self, train_data: Any, val_data: Any) -> dict[str, Any]:
        from workbench.core.training.data.chat import stored_conversations

        return {
            "train": {"conversations": stored_conversations(train_data)},
            "validation": {"conversations": stored_conversations(val_data)},
        }

    def restored(self, data: dict[str, Any]) -> tuple[Any, Any]:
        from workbench.core.training.data.chat import restored_conversations

        return (
            restored_conversations(data["train"]["conversations"]),
            restored_conversations(data["validation"]["conversations"]),
        )


def family_for(objective: str) -> Any:
    """The data side of ``objective``'s task family (``families``); an objective with none is refused,
    listing those there are."""
    from workbench.core.training.registry import family

    return family(objective).data_family()


def load_run_data(config: TrainConfig) -> RunData:
    """Read ``config.data_path`` and prepare the two parts the way the task's family does (below);
    raises a WorkbenchError."""
    if not config.data_path:
        raise ConfigError(
            translate("TrainingData", "No data file was given."),
            translate("TrainingData", "Name a CSV, TSV or JSON Lines file with texts and labels."),
        )
    return family_for(config.objective).load(config)
