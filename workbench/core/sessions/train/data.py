"""Reading the wizard's data in a worker: a labelled file (preview, the chosen or guessed columns, the
engine's checks and clean-up; for pairs of texts also how the model's tokenizer encodes each previewed pair),
texts with a score each, tagged sentences for finding names, questions about passages, conversations for
chat and summaries, or plain text for language-model adaptation.  Plain functions, no Qt: the data page runs
them through the TaskController and shows the ``DataSnapshot`` they return; the experiments read the built-in
data with them, and the scene checks of the data page read a scene's sample with them
(``core.scene_checks.task_data``).

At the end, what the model reads of one example, as training encodes it: a sentence's word pieces and the
tags they learn, a question's windows of its passage, a conversation's tokens and which the loss counts, and
the names that tags mark.  The data page's previews show these and the scene checks judge them, so that what a
scene claims about the screen is computed the one way the screen computes it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# the languages of the texts: what the model page says of the model chosen, what the results page says of each
from workbench.core.training.data.languages import language_advice as language_advice
from workbench.core.training.data.languages import right_in_each_language as right_in_each_language

# the label of the word pieces the loss skips, for what reads ``word_pieces``
from workbench.core.training.objectives.tagging import IGNORED as IGNORED
from workbench.core.words import QT_TRANSLATE_NOOP, translate

PREVIEW_ROWS = 20


@dataclass(frozen=True)
class DataSnapshot:
    """What the worker read: the preview, the cleaned dataset (None when columns do not work)
    and the checks."""

    path: Path
    preview: Any  # TablePreview, or None for a text corpus
    dataset: Any  # cleaned LabelledDataset, TaggedDataset, TextCorpus, or None
    raw_count: int
    issues: tuple[Any, ...]  # DataIssue
    column_problem: tuple[str, str] | None  # (message, hint) when the chosen columns cannot be used
    notes: tuple[str, ...]
    tokenizer: Any = (
        None  # tagged sentences, questions and chats: the chosen model's tokenizer, to show its tokens
    )
    windows: int | None = None  # questions: the windows they make at the run's length (None: no tokenizer)
    template_note: str | None = None  # chats: why a plain template is used (the model has none of its own)
    spread: Any = None  # texts with scores: how the scores spread (``ScoreSpread``), None for the others
    # Pairs of texts: each previewed row's pair as the model sees it (PairTokens, None for a row without
    # both texts), aligned with ``preview.rows``; ``pair_note`` says why there are none.
    pair_tokens: tuple[Any, ...] = ()
    pair_note: str = ""
    # Labelled texts: the labels of the cleaned dataset that differ only in capitals or spaces, not merged
    # (``data.labelled.LookAlikeLabels``), for the page's button that merges them.
    look_alike: tuple[Any, ...] = ()
    # The languages of the texts (``data.languages.LanguageSummary``; None for data without plain texts), and
    # what to tell when the model the data was read for does not read some of them (``LanguageAdvice``).
    languages: Any = None
    language_advice: Any = None


def read_labelled(
    path: Path,
    text_column: str | None,
    label_column: str | None,
    model_ref: str | None = None,
    max_tokens: int | None = None,
    *,
    pairs: bool = False,
    text_b_column: str | None = None,
    merge_case_labels: bool = False,
    sheet: str | None = None,
) -> DataSnapshot:
    """Runs in a worker: preview, dataset with the chosen (or guessed) columns, checks, clean-up.  Texts
    longer than ``max_tokens`` of ``model_ref``'s tokens are reported when both are given.  ``pairs``: each
    example is two texts, the second from ``text_b_column``.  ``merge_case_labels``: labels that differ only
    in capitals or spaces are read as one (``load_dataset``).  ``sheet``: the sheet of a workbook (None: its
    first)."""
    from workbench.core.training.data.checks import check_dataset, clean, token_counter
    from workbench.core.training.data.labelled import (
        DataError,
        load_dataset,
        look_alike_labels,
        read_table_preview,
    )

    preview = read_table_preview(path, PREVIEW_ROWS, pairs=pairs, sheet=sheet)
    try:
        dataset = load_dataset(
            path,
            text_column=text_column or preview.suggested_text_column,
            label_column=label_column or preview.suggested_label_column,
            text_b_column=(text_b_column or preview.suggested_text_b_column) if pairs else None,
            pairs=pairs,
            merge_case_labels=merge_case_labels,
            sheet=preview.sheet,
        )
    except DataError as exc:
        return DataSnapshot(path, preview, None, 0, (), (exc.message, exc.hint), preview.notes)
    counter = token_counter(model_ref) if max_tokens else None
    issues = tuple(check_dataset(dataset, max_tokens=max_tokens, count_tokens=counter))
    cleaned = clean(dataset)
    notes = tuple(dict.fromkeys(cleaned.notes))
    views, note = preview_pairs(preview, dataset, model_ref, max_tokens) if pairs else ((), "")
    return DataSnapshot(
        path,
        preview,
        cleaned,
        len(dataset),
        issues,
        None,
        notes,
        pair_tokens=views,
        pair_note=note,
        look_alike=look_alike_labels(cleaned.class_counts()),
    )


def read_sample(name: str, progress: Any = None, cancel: Any = None) -> DataSnapshot:
    """The built-in labelled sample ``name`` read as ``read_labelled`` reads a file (its own columns), for the
    experiments, which run on it when the wizard has no data of single texts."""
    from workbench.core.training.data.samples import sample_path

    return read_labelled(sample_path(name), None, None)


def read_scored(
    path: Path, text_column: str | None, score_column: str | None, sheet: str | None = None
) -> DataSnapshot:
    """Runs in a worker: texts with a score each (``families.score.data``), their preview with the chosen (or
    guessed) columns, and the score predictor's checks as problems.  A file whose columns cannot be used (no
    column of numbers, a score that is not a number, which names its row) is shown with the problem, so that
    other columns can be chosen."""
    from workbench.core.errors import DataError, TrainingError
    from workbench.core.training.data.checks import DataIssue
    from workbench.core.training.data.labelled import TablePreview
    from workbench.core.training.data.reading import read_raw_table
    from workbench.core.training.families.score.data import (
        check_scored,
        guess_columns,
        score_spread,
        scored_texts,
    )

    table = read_raw_table(path, sheet=sheet)
    text_guess, score_guess = guess_columns(table, text_column, score_column)
    preview = TablePreview(
        path,
        table.format,
        table.columns,
        table.rows[:PREVIEW_ROWS],
        len(table.rows),
        table.encoding,
        table.delimiter,
        table.notes,
        text_guess if text_guess in table.columns else None,
        score_guess if score_guess in table.columns else None,
        locations=table.locations[:PREVIEW_ROWS],
        sheet=table.sheet,
        sheets=table.sheets,
    )
    try:
        data = scored_texts(table, path.name, text_column, score_column)
    except DataError as exc:
        return DataSnapshot(path, preview, None, len(table.rows), (), (exc.message, exc.hint), table.notes)
    try:
        check_scored(data)
        issues: tuple[Any, ...] = ()
    except TrainingError as exc:
        issues = (DataIssue("error", "cannot-learn", exc.message, exc.hint),)
    spread = score_spread(data.scores)
    return DataSnapshot(path, preview, data, len(table.rows), issues, None, data.notes, spread=spread)


def preview_pairs(
    preview: Any, dataset: Any, model_ref: str | None, max_tokens: int | None
) -> tuple[tuple[Any, ...], str]:
    """(each previewed row's pair as ``model_ref``'s tokenizer encodes it for training, a note when that
    cannot be shown): the rows of ``preview`` with both texts in ``dataset``'s columns."""
    from workbench.core.errors import WorkbenchError
    from workbench.core.models.loading import load_tokenizer
    from workbench.core.training.config import TrainConfig
    from workbench.core.training.data.batching import pair_tokens

    if not model_ref:
        return (), translate("Sessions", "Choose a model to see how it reads each pair.")
    try:
        tokenizer = load_tokenizer(model_ref)
    except WorkbenchError as exc:
        return (
            (),
            translate(
                "Sessions",
                "How the model reads each pair shows once its tokenizer is on this computer ({problem}).",
            ).format(problem=exc.message),
        )
    at, b_at = preview.columns.index(dataset.text_column), preview.columns.index(dataset.text_b_column)
    length = max_tokens or TrainConfig.max_length
    views = tuple(
        pair_tokens(tokenizer, row[at], row[b_at], length) if row[at].strip() and row[b_at].strip() else None
        for row in preview.rows
    )
    return views, ""


def read_corpus(path: Path) -> DataSnapshot:
    """Runs in a worker: a text file's passages (language-model adaptation).  A labelled sample file gives
    its texts only."""
    from workbench.core.training.data.corpus import TextCorpus, read_text_corpus

    if path.suffix.lower() in (".csv", ".tsv", ".jsonl", ".json"):
        from workbench.core.training.data.labelled import load_dataset

        labelled = load_dataset(path)
        corpus = TextCorpus(
            tuple(t for t in labelled.texts if t.strip()),
            (translate("Sessions", "Only the texts are used."),),
        )
    else:
        corpus = read_text_corpus(path)
    return DataSnapshot(path, None, corpus, len(corpus), (), None, corpus.notes)


def read_tagged(path: Path, model_ref: str | None = None) -> DataSnapshot:
    """Runs in a worker: tagged sentences (CoNLL or JSON Lines) without exact repeats, refused with a
    ``DataError`` naming what to fix when they cannot teach a model to find names; and ``model_ref``'s
    tokenizer for the word-piece preview (None when it is not on this computer)."""
    from workbench.core.errors import WorkbenchError
    from workbench.core.models.loading import load_tokenizer
    from workbench.core.training.data.tagged import check_tagged, drop_repeats, load_tagged

    read = load_tagged(path)
    dataset = drop_repeats(read)
    check_tagged(dataset)
    tokenizer = None
    if model_ref:
        try:
            tokenizer = load_tokenizer(model_ref)
        except WorkbenchError:
            tokenizer = None
    return DataSnapshot(path, None, dataset, len(read), (), None, dataset.notes, tokenizer)


def read_questions(path: Path, model_ref: str | None = None, max_length: int = 256) -> DataSnapshot:
    """Runs in a worker: questions about passages (``data.qa_reading``: an answer not in its passage is a
    ``DataError`` naming the item), and ``model_ref``'s tokenizer with the windows the questions make at
    ``max_length`` tokens (both None when the model is not on this computer)."""
    from workbench.core.errors import WorkbenchError
    from workbench.core.models.loading import load_tokenizer
    from workbench.core.training.data.qa_reading import load_qa_dataset
    from workbench.core.training.objectives.qa.features import features_for
    from workbench.core.training.recipes import stride_for

    dataset = load_qa_dataset(path)
    tokenizer, windows = None, None
    if model_ref:
        try:
            tokenizer = load_tokenizer(model_ref)
            windows = len(
                features_for(tokenizer, dataset, max_length=max_length, stride=stride_for(max_length))
            )
        except WorkbenchError:
            tokenizer = None
    return DataSnapshot(
        path, None, dataset, len(dataset), (), None, dataset.notes, tokenizer, windows=windows
    )


SEQ2SEQ_NOTE = QT_TRANSLATE_NOOP(
    "Sessions",
    "An encoder-decoder (T5, BART) has no chat template: it reads each text as it is (a T5 after the words "
    "“summarize: ”) and learns to write its summary.",
)


def _is_encoder_decoder(model_ref: str) -> bool:
    from workbench.core.training.objectives.language import pretraining_objective

    return pretraining_objective(model_ref) == "seq2seq"


def read_chat(path: Path, as_summaries: bool, model_ref: str | None = None) -> DataSnapshot:
    """Runs in a worker: conversations (or texts with summaries) without exact repeats, refused with a
    ``DataError`` naming the line to fix; and ``model_ref``'s tokenizer, its chat template made sure of (the
    plain one, with a note, when it has none), for the preview of the tokens it sees.  An encoder-decoder
    chosen for summaries reads no chat template, so there is nothing to preview: a note says what it
    reads instead."""
    from workbench.core.errors import WorkbenchError
    from workbench.core.models.loading import load_tokenizer
    from workbench.core.training.data.chat import load_chat
    from workbench.core.training.objectives.chat_template import use_chat_template

    dataset = load_chat(path, as_summaries=as_summaries)
    tokenizer, note = None, None
    if as_summaries and model_ref and _is_encoder_decoder(model_ref):  # no chat template: nothing to preview
        note = translate("Sessions", SEQ2SEQ_NOTE)
    elif model_ref:
        try:
            tokenizer = load_tokenizer(model_ref)
            note = use_chat_template(tokenizer)
        except WorkbenchError:
            tokenizer = None
    return DataSnapshot(
        path, None, dataset, len(dataset), (), None, dataset.notes, tokenizer, template_note=note
    )


def read_for_task(
    objective: str,
    path: Path,
    text_column: str | None,
    label_column: str | None,
    model_ref: str | None,
    max_tokens: int,
    text_b_column: str | None = None,
    progress: Any = None,
    cancel: Any = None,
    *,
    merge_case_labels: bool = False,
    sheet: str | None = None,
) -> DataSnapshot:
    """Runs in a worker (the data page's job; reading is not stopped part way): ``path`` read as the task
    ``objective`` needs its data (conversations for chat and summaries, plain text for language-model
    adaptation, tagged sentences for finding names, questions about passages for answering them, otherwise a
    labelled file with the chosen columns: two text columns, the second ``text_b_column``, for pairs of
    texts; its look-alike labels merged with ``merge_case_labels``; a number for each text, from the column
    ``label_column``, for a score predictor; of a workbook, its ``sheet``, None for the first).
    The languages of its texts are told too, and whether ``model_ref`` reads them (``data.languages``)."""
    from dataclasses import replace

    from workbench.core.training.data.languages import language_advice, summarise_languages, texts_of
    from workbench.core.training.recipes import takes_pairs
    from workbench.core.training.registry import family

    found = family(objective)
    if found.instruction:
        snapshot = read_chat(path, found.summaries, model_ref)
    elif found.language_model:
        snapshot = read_corpus(path)
    elif found.model_task == "token-classification":  # tagged sentences
        snapshot = read_tagged(path, model_ref)
    elif found.model_task == "question-answering":  # questions about passages
        snapshot = read_questions(path, model_ref, max_tokens)
    elif found.regression:
        snapshot = read_scored(path, text_column, label_column, sheet)
    else:
        snapshot = read_labelled(
            path,
            text_column,
            label_column,
            model_ref,
            max_tokens,
            pairs=takes_pairs(objective),
            text_b_column=text_b_column,
            merge_case_labels=merge_case_labels,
            sheet=sheet,
        )
    texts = texts_of(snapshot.dataset)
    if not texts:
        return snapshot
    languages = summarise_languages(texts)
    advice = language_advice(languages, model_ref, objective) if model_ref else None
    return replace(snapshot, languages=languages, language_advice=advice)


# --- what the model reads of one example --------------------------------------------------------------------
def word_pieces(tokenizer: Any, words: Sequence[str], tags: Sequence[int], max_length: int) -> list[Any]:
    """One tagged sentence as the model reads it: each word piece (``Piece``: its text, the word it comes
    from, the tag it learns, ``IGNORED`` for those the loss skips); words past ``max_length`` pieces have
    none.  A tokenizer that cannot say which word a piece comes from raises ValueError."""
    from workbench.core.training.objectives.tagging import sentence_pieces

    return sentence_pieces(tokenizer, words, tags, max_length)


def question_windows(
    tokenizer: Any, question: str, context: str, answer: tuple[str, int], max_length: int
) -> tuple[list[Any], int]:
    """(the windows of ``context`` that one question makes at ``max_length`` tokens, the tokens each shares
    with the one before): the stride is the recipe's for that length, as in training."""
    from workbench.core.training.objectives.qa.windows import item_windows
    from workbench.core.training.recipes import stride_for

    stride = stride_for(max_length)
    return item_windows(tokenizer, question, context, answer, max_length=max_length, stride=stride), stride


def chat_tokens(tokenizer: Any, conversation: Sequence[dict[str, str]]) -> list[Any]:
    """Every token the model sees of ``conversation`` (``ShownToken``: its text, whether the loss counts
    it), through the model's chat template (the plain one when it has none, as training does)."""
    from workbench.core.training.objectives.chat_template import show_tokens

    return show_tokens(tokenizer, conversation)


def name_spans(tags: Sequence[str]) -> list[tuple[str, int, int]]:
    """The names a sentence's BIO ``tags`` mark: (type, first word, one past the last word), in order."""
    from workbench.core.training.objectives.entities import entity_spans

    return entity_spans(tags)


def workbook_sheets(path: Path, progress: Any = None, cancel: Any = None) -> tuple[str, ...]:
    """Runs in a worker: the sheets of ``path`` when it is a workbook (.xlsx, .ods), else (); for the data
    page's sheet chooser when a sheet could not be read, so that another can be chosen."""
    from workbench.core.training.data.sheets import sheet_format, sheet_names

    kind = sheet_format(Path(path))
    return sheet_names(Path(path), kind) if kind is not None else ()
