"""The command line's ``workbench predict`` and ``workbench evaluate``: use a trained model on your own files.

A chat or summarising run (``--task chat``, ``--task summarize``) answers each prompt of the file (a .txt file
with one prompt per line, or a table whose prompt column ``--text-column`` names): ``predict`` writes JSON
Lines ``{"row", "prompt", "response"}`` (NAME.answers.jsonl beside the input unless ``--out`` says);
``evaluate`` gives the ROUGE-L of its answers on a file whose answers are known (as training reads
it), worst first.

A name finder (a run that learned to find names, ``--task ner``) answers differently: ``predict`` writes JSON
Lines with the names found in each text (NAME.entities.jsonl beside the input unless ``--out`` says), and
``evaluate`` scores it on a CoNLL or JSON Lines file of tagged sentences (entity precision, recall and F1 per
type).  A question answerer (``--task qa``) reads questions with their passages (CSV or JSON Lines with
context and question): ``predict`` writes JSON Lines with each answer, its characters and confidence
(NAME.answers.jsonl beside the input unless ``--out`` says), and ``evaluate`` gives exact match and F1 on a
file whose answers are known, with the questions answered worst.

``predict MODEL --data FILE`` labels every text of a file (CSV, TSV, JSON Lines, a .txt file with one text per
line, or a folder of .txt files) and writes a copy with ``predicted_label`` and ``confidence`` beside it, or
where ``--out`` says; the input is never changed; a model of pairs of texts labels each row's pair (its two
columns guessed unless ``--text-column`` and ``--text-b-column`` name them).  ``evaluate MODEL --data FILE``
scores a classifier on labelled texts (or pairs) kept aside, or gives a left-to-right language model's
perplexity on a text file.  MODEL is a run folder, an export folder or a model id.  Ctrl+C stops cleanly.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from workbench.cli.arguments import add_sheet_option, readable_path, writable_file
from workbench.cli.progress import cancellable, loading, said

SHEET_CLASSIFIERS_ONLY = (
    "--sheet is read for a classifier's files only; this model reads the first sheet of a workbook. Move the "
    "sheet you want to the front (or save it as a workbook of its own) and leave out --sheet."
)
Command = Callable[
    [argparse.Namespace, Path], int
]  # predict or evaluate with one kind of model: (args, data)
TEXT_B_HELP = "a model of pairs of texts: the column holding each pair's second text (guessed when not given)"


def add_parsers(sub: Any) -> None:
    """Add ``predict`` and ``evaluate`` to the command line's subcommands."""
    predict = sub.add_parser(
        "predict",
        help="label every text of a file with a trained classifier (a copy of the file gets the labels), "
        "find the names in each text with a name finder (JSON Lines), or answer each prompt with a chat run",
        description="Label every text of a file with a trained classifier. A copy of the file with two more "
        "columns, predicted_label and confidence, is written beside it (or to --out); the file itself is "
        "never changed.",
    )
    _add_model_and_data(
        predict,
        "a run folder (see `workbench runs`), an export folder or a model id",
        "CSV, TSV, JSON Lines, an .xlsx or .ods workbook, .txt (one text per line) or a folder of .txt files",
    )
    predict.add_argument(
        "--out",
        type=writable_file,
        help="where to write the labelled copy (default: beside the input, NAME.labelled.EXT; for a name "
        "finder NAME.entities.jsonl; for a chat run NAME.answers.jsonl)",
    )
    predict.add_argument("--overwrite", action="store_true", help="replace --out if it exists")
    predict.add_argument("--batch-size", type=int, default=32, help="texts predicted at once (default 32)")
    predict.add_argument("--json", action="store_true", help='print {"rows", "out", "per_label", "seconds"}')
    predict.set_defaults(handler=cmd_predict)

    evaluate = sub.add_parser(
        "evaluate",
        help="score a model on a file kept aside: a classifier on labelled texts, a name finder on tagged "
        "sentences (CoNLL or JSON Lines), a question answerer or a chat model on answers known, a language "
        "model's perplexity",
        description="Score a trained classifier on labelled texts it never learned from (accuracy, macro-F1, "
        "each label, the confusion matrix), or measure a left-to-right language model's perplexity on a "
        "text file (each line read on its own).",
    )
    _add_model_and_data(
        evaluate,
        "a run folder, an export folder or a model id",
        "a labelled file (classifier), a CoNLL or JSON Lines file of tagged words (name finder) or a text "
        "file (language model)",
    )
    evaluate.add_argument("--label-column", help="the column holding the labels (guessed when not given)")
    evaluate.add_argument("--json", action="store_true", help="print one JSON object")
    evaluate.set_defaults(handler=cmd_evaluate)


def _add_model_and_data(parser: Any, model_help: str, data_help: str) -> None:
    """The arguments ``predict`` and ``evaluate`` share: the model, the file (``--data``, a workbook's
    ``--sheet``) and the columns that hold the texts."""
    parser.add_argument("model", help=model_help)
    parser.add_argument("--data", required=True, type=readable_path, help=data_help)
    add_sheet_option(parser)
    parser.add_argument("--text-column", help="the column holding the texts (guessed when not given)")
    parser.add_argument("--text-b-column", help=TEXT_B_HELP)


def cmd_predict(args: argparse.Namespace) -> int:
    from workbench.core.use import rows as row_files
    from workbench.core.use.predict import label_file, open_classifier

    data = _existing(args.data)
    if args.batch_size < 1:
        return _refuse("--batch-size must be 1 or more.")
    own = _family_use(args.model)
    if args.sheet is not None and (own is not None or not _reads_sheets(args.model)):
        return _refuse(SHEET_CLASSIFIERS_ONLY)
    if own is not None:
        return said(
            args.json,
            cancellable(
                lambda progress, cancel: own.predict_file(
                    args.model,
                    data,
                    Path(args.out) if args.out else None,
                    progress,
                    cancel,
                    text_column=args.text_column,
                    overwrite=args.overwrite,
                    batch_size=args.batch_size,
                )
            ),
        )
    commands = _commands_of(args.model)
    if commands is not None:
        return commands[0](args, data)
    pairs = _is_pair_model(args.model)  # the file and the output are checked before the model loads
    source = row_files.inspect(
        data, args.text_column, text_b_column=args.text_b_column, pairs=pairs, sheet=args.sheet
    )
    out = row_files.check_output(
        source, Path(args.out) if args.out else row_files.default_output(source), args.overwrite
    )
    classifier = loading(args.model, open_classifier)
    result = cancellable(
        lambda line, cancel: label_file(
            classifier,
            data,
            out,
            line,
            cancel,
            text_column=source.text_column,
            text_b_column=source.text_b_column,
            overwrite=args.overwrite,
            batch_size=args.batch_size,
            sheet=args.sheet,
        )
    )
    empty = result.rows - result.labelled
    unsure = sum(result.histogram[:7])
    return said(
        args.json,
        result,
        [
            f"Labelled {result.labelled:,} texts in {result.seconds:.1f} s"
            + (f" ({empty:,} empty rows left empty)" if empty else ""),
            *(
                f"  {label:<20} {count:>8,}  {count / max(1, result.labelled):6.1%}"
                for label, count in result.per_label.items()
            ),
            *(
                [
                    f"The model was less than 70% sure of {unsure:,} texts: sort the copy by "
                    "confidence to check them."
                ]
                if unsure
                else []
            ),
            f"Written: {result.out}",
        ],
    )


def cmd_evaluate(args: argparse.Namespace) -> int:
    from workbench.cli.progress import with_progress
    from workbench.core.use.evaluate import perplexity, score_file
    from workbench.core.use.predict import open_classifier

    data = _existing(args.data)
    own = _family_use(args.model)
    if args.sheet is not None and (own is not None or not _reads_sheets(args.model)):
        return _refuse(SHEET_CLASSIFIERS_ONLY)
    if own is not None:
        return said(
            args.json,
            cancellable(
                lambda progress, cancel: own.evaluate_file(
                    args.model,
                    data,
                    progress,
                    cancel,
                    text_column=args.text_column,
                    score_column=args.label_column,
                )
            ),
        )
    commands = _commands_of(args.model)
    if commands is not None:
        return commands[1](args, data)
    if _is_language_model(args.model):
        from workbench.core.models.loading import load_model
        from workbench.core.training.data.corpus import read_text_corpus

        corpus = read_text_corpus(data)  # the file is read (or refused) before the model loads

        ref, path = args.model, Path(args.model).expanduser()
        if (path / "best").is_dir():  # a run folder: its kept weights
            from workbench.core.training.runs.export import explorable_folder

            ref = str(explorable_folder(path))
        from workbench.cli.models import pickles_allowed

        loaded = with_progress(load_model, ref, "causal-lm", allow_pickle=pickles_allowed())
        result = cancellable(lambda line, cancel: perplexity(loaded, corpus, line, cancel))
        if args.json:
            print(json.dumps({"perplexity": result.perplexity, "tokens": result.tokens}, indent=2))
        else:
            print(
                f"Perplexity {result.perplexity:.2f} over {result.tokens:,} tokens ({result.lines:,} lines)"
            )
        return 0
    classifier = loading(args.model, open_classifier)
    scores = cancellable(
        lambda line, cancel: score_file(
            classifier,
            data,
            line,
            cancel,
            text_column=args.text_column,
            label_column=args.label_column,
            text_b_column=args.text_b_column,
            sheet=args.sheet,
        )
    )
    from workbench.core.use.evaluate import record_scores

    try:
        record_scores(Path(args.model).expanduser(), scores)  # a run folder keeps it for the run history
    except OSError as error:  # a read-only run folder, say: the scores are shown all the same
        print(
            f"The scores could not be kept in the run's folder for its history ({error.strerror or error}); "
            "they are shown here only.",
            file=sys.stderr,
        )
    if args.json:
        print(json.dumps(scores.to_dict(), indent=2))
        return 0
    m = scores.metrics
    print(f"{m.accuracy:.1%} right on {m.examples:,} texts (macro-F1 {m.macro_f1:.3f})")
    print(f"  {'label':<20} {'precision':>9} {'recall':>7} {'F1':>6} {'texts':>6}")
    for i, name in enumerate(m.label_names):
        print(f"  {name:<20} {m.precision[i]:>9.3f} {m.recall[i]:>7.3f} {m.f1[i]:>6.3f} {m.support[i]:>6,}")
    if scores.unseen_labels:
        print(f"Labels the model never learned (counted as mistakes): {', '.join(scores.unseen_labels)}")
    from workbench.core.training.data.languages import right_in_each_language

    each = right_in_each_language(m.by_language)
    if each:
        print(f"Right in each language: {', '.join(f'{name} {right}' for name, right in each)}")
    return 0


def _find_names(args: argparse.Namespace, data: Path) -> int:
    """``predict`` with a name finder: JSON Lines of the names in each text (see ``core.use.names``)."""
    from workbench.core.training.runs.tagger import load_tagger
    from workbench.core.use.names import default_names_output, find_names_in_file

    source, out = _rows_and_output(args, data, default_names_output)
    tagger = loading(args.model, load_tagger)
    result = cancellable(
        lambda line, cancel: find_names_in_file(
            tagger, data, out, line, cancel, text_column=source.text_column, batch_size=args.batch_size
        )
    )
    found = sum(result.per_type.values())
    return said(
        args.json,
        result,
        [
            f"Found {found:,} names in {result.with_names:,} of {result.rows:,} texts in "
            f"{result.seconds:.1f} s",
            *(f"  {kind:<20} {count:>8,}" for kind, count in result.per_type.items()),
            f"Written: {result.out}",
        ],
    )


def _answer_prompts(args: argparse.Namespace, data: Path) -> int:
    """``predict`` with a chat run: JSON Lines with the answer to each prompt (see ``core.use.chat``)."""
    from workbench.core.use.chat import answer_file, default_answers_output, open_chat

    source, out = _rows_and_output(args, data, default_answers_output)
    chat = loading(args.model, open_chat)
    result = cancellable(
        lambda line, cancel: answer_file(chat, data, out, line, cancel, text_column=source.text_column)
    )
    return said(
        args.json,
        result,
        [f"Answered {result.rows:,} prompts in {result.seconds:.1f} s", f"Written: {result.out}"],
    )


def _rows_and_output(args: argparse.Namespace, data: Path, default_output: Any) -> tuple[Any, Path]:
    """(the rows of ``data`` as ``--text-column`` reads them, the file to write): ``--out``, or
    ``default_output(data)``; both checked before a model loads."""
    from workbench.core.use import rows as row_files

    source = row_files.inspect(data, args.text_column)
    out = row_files.check_output(source, Path(args.out) if args.out else default_output(data), args.overwrite)
    return source, out


def _is_chat(ref: str) -> bool:
    from workbench.core.use.chat import is_chat_run

    return is_chat_run(ref)


def _score_names(args: argparse.Namespace, data: Path) -> int:
    """``evaluate`` with a name finder: entity precision, recall and F1 on a CoNLL or JSON Lines file."""
    from workbench.core.training.runs.tagger import load_tagger
    from workbench.core.use.names import score_tagged_file

    tagger = loading(args.model, load_tagger)
    scores = score_tagged_file(tagger, data)
    if args.json:
        print(json.dumps(scores.to_dict(), indent=2))
        return 0
    m = scores.metrics
    print(
        f"Entity F1 {m.entity_f1:.3f} (precision {m.entity_precision:.3f}, recall {m.entity_recall:.3f}) on "
        f"{m.examples:,} sentences; {m.accuracy:.1%} of the words tagged right"
    )
    print(f"  {'type':<20} {'precision':>9} {'recall':>7} {'F1':>6} {'names':>6}")
    for kind, p, r, f, n in zip(m.types, m.precision, m.recall, m.f1, m.support, strict=True):
        print(f"  {kind:<20} {p:>9.3f} {r:>7.3f} {f:>6.3f} {n:>6,}")
    if scores.unseen_types:
        print(f"Kinds of names the model never learned (counted as misses): {', '.join(scores.unseen_types)}")
    for sentence in scores.worst[:3]:
        print(f"  Mistaken: {' '.join(sentence.words)}")
    return 0


def _family_use(ref: str) -> Any:
    """The use module of the task family that ``ref`` (a run, its best/ or export folder) learned, when that
    family has its own (``registry.TaskFamily.use``); None otherwise."""
    from workbench.core.training.registry import family

    objective = _objective(ref)
    if objective is None:
        return None
    return family(objective).use_module()


def _is_answerer(ref: str) -> bool:
    from workbench.core.training.runs.answerer import is_answerer

    return is_answerer(ref)


def _is_tagger(ref: str) -> bool:
    from workbench.core.training.runs.tagger import is_tagger

    return is_tagger(ref)


def _commands_of(ref: str) -> tuple[Command, Command] | None:
    """(predict, evaluate) for the model ``ref`` when it is a name finder, a question answerer or a chat
    run, each ``command(args, data)``; None for a classifier or a language model."""
    from workbench.cli.chat_output import score_replies
    from workbench.cli.use_answers import answer_questions, score_answers

    if _is_tagger(ref):
        return _find_names, _score_names
    if _is_answerer(ref):
        return answer_questions, score_answers
    if _is_chat(ref):
        return _answer_prompts, score_replies
    return None


def _reads_sheets(ref: str) -> bool:
    """Whether ``--sheet`` applies to the model ``ref``: a classifier's (of texts or of pairs) files."""
    return _commands_of(ref) is None and not _is_language_model(ref)


def _existing(path: str) -> Path:
    from workbench.core.errors import InputError

    data = Path(path).expanduser()
    if not data.exists():
        raise InputError(f"{data} does not exist.", "Check the name and folder of --data.")
    return data


def _refuse(message: str) -> int:
    print(message, file=sys.stderr)
    return 2


def _objective(ref: str) -> str | None:
    """The objective a run (or its best/ or export folder) records, None for any other model."""
    path = Path(ref).expanduser()
    info = path / "best" / "workbench.json" if (path / "best").is_dir() else path / "workbench.json"
    return json.loads(info.read_text(encoding="utf-8")).get("objective") if info.is_file() else None


def _is_pair_model(ref: str) -> bool:
    """Whether ``ref`` is a run (or export) that learned to classify pairs of texts."""
    from workbench.core.training.recipes import takes_pairs

    return takes_pairs(_objective(ref))


def _is_language_model(ref: str) -> bool:
    """Whether ``ref`` is a left-to-right language model (a run that adapted one, or a causal LM)."""
    from workbench.core.models.catalogue import get_entry
    from workbench.core.training.registry import known

    path = Path(ref).expanduser()
    objective = _objective(ref)
    if objective is not None:  # a run that adapted a language model to predict the next word
        found = known(objective)
        return found is not None and found.language_model and found.model_task == "causal-lm"
    if path.is_dir():
        config = path / "config.json"
        return config.is_file() and any(
            a.endswith(("ForCausalLM", "LMHeadModel"))  # GPT-2's own folders say GPT2LMHeadModel
            for a in json.loads(config.read_text(encoding="utf-8")).get("architectures", [])
        )
    entry = get_entry(ref)
    return entry is not None and entry.architecture == "decoder"
