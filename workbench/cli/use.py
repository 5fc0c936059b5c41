"""The command line's ``workbench predict`` and ``workbench evaluate``: use a trained model on your own files.

``predict MODEL --data FILE`` labels every text of a file (CSV, TSV, JSON Lines, a .txt file with one text per
line, or a folder of .txt files) and writes a copy with ``predicted_label`` and ``confidence`` beside it, or
where ``--out`` says; the input is never changed.  A model trained on pairs of texts labels each row's pair
(two text columns, guessed unless ``--text-column`` and ``--text-b-column`` name them).  ``evaluate MODEL --data FILE`` scores a classifier on
labelled texts kept aside, or gives a left-to-right language model's perplexity on a text file.  MODEL is a
run folder, an export folder or a model id.  Ctrl+C stops cleanly: no half-written copy is left.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from workbench.cli.arguments import readable_path, writable_file


def add_parsers(sub: Any) -> None:
    """Add ``predict`` and ``evaluate`` to the command line's subcommands."""
    predict = sub.add_parser(
        "predict",
        help="label every text of a file with a trained classifier (a copy of the file gets the labels)",
        description="Label every text of a file with a trained classifier. A copy of the file with two more "
        "columns, predicted_label and confidence, is written beside it (or to --out); the file itself is "
        "never changed.",
    )
    predict.add_argument("model", help="a run folder (see `workbench runs`), an export folder or a model id")
    predict.add_argument(
        "--data",
        required=True,
        type=readable_path,
        help="CSV, TSV, JSON Lines, .txt (one text per line) or a folder of .txt files",
    )
    predict.add_argument("--text-column", help="the column holding the texts (guessed when not given)")
    predict.add_argument("--text-b-column", help="a model of pairs of texts: the column holding each pair's "
                         "second text (guessed when not given)")  # fmt: skip
    predict.add_argument(
        "--out",
        type=writable_file,
        help="where to write the labelled copy (default: beside the input, NAME.labelled.EXT)",
    )
    predict.add_argument("--overwrite", action="store_true", help="replace --out if it exists")
    predict.add_argument("--batch-size", type=int, default=32, help="texts predicted at once (default 32)")
    predict.add_argument("--json", action="store_true", help='print {"rows", "out", "per_label", "seconds"}')
    predict.set_defaults(handler=cmd_predict)

    evaluate = sub.add_parser(
        "evaluate",
        help="score a model on a file kept aside: a classifier on labelled texts, a language model's perplexity",
        description="Score a trained classifier on labelled texts it never learned from (accuracy, macro-F1, "
        "each label, the confusion matrix), or measure a left-to-right language model's perplexity on a "
        "text file (each line read on its own).",
    )
    evaluate.add_argument("model", help="a run folder, an export folder or a model id")
    evaluate.add_argument(
        "--data",
        required=True,
        type=readable_path,
        help="a labelled file (classifier) or a text file (language model)",
    )
    evaluate.add_argument("--text-column", help="the column holding the texts (guessed when not given)")
    evaluate.add_argument("--text-b-column", help="a model of pairs of texts: the column holding each pair's "
                          "second text (guessed when not given)")  # fmt: skip
    evaluate.add_argument("--label-column", help="the column holding the labels (guessed when not given)")
    evaluate.add_argument("--json", action="store_true", help="print one JSON object")
    evaluate.set_defaults(handler=cmd_evaluate)


def cmd_predict(args: argparse.Namespace) -> int:
    from workbench.cli.progress import ProgressLine
    from workbench.cli.stopping import ctrl_c_cancels
    from workbench.core.use import rows as row_files
    from workbench.core.use.predict import label_file, open_classifier

    data = _existing(args.data)
    if args.batch_size < 1:
        return _refuse("--batch-size must be 1 or more.")
    pairs = _is_pair_model(args.model)  # the file and the output are checked before the model loads
    source = row_files.inspect(data, args.text_column, text_b_column=args.text_b_column, pairs=pairs)
    out = row_files.check_output(
        source, Path(args.out) if args.out else row_files.default_output(source), args.overwrite
    )
    classifier = _classifier(args.model, open_classifier)
    line = ProgressLine()
    with ctrl_c_cancels() as cancel:
        try:
            result = label_file(classifier, data, out, line, cancel, text_column=source.text_column,
                                text_b_column=source.text_b_column, overwrite=args.overwrite,
                                batch_size=args.batch_size)  # fmt: skip
        finally:
            line.clear()
    if args.json:
        print(json.dumps(result.to_dict(), indent=2))
        return 0
    empty = result.rows - result.labelled
    print(
        f"Labelled {result.labelled:,} texts in {result.seconds:.1f} s"
        + (f" ({empty:,} empty rows left empty)" if empty else "")
    )
    for label, count in result.per_label.items():
        print(f"  {label:<20} {count:>8,}  {count / max(1, result.labelled):6.1%}")
    unsure = sum(result.histogram[:7])
    if unsure:
        print(
            f"The model was less than 70% sure of {unsure:,} texts: sort the copy by confidence to check them."
        )
    print(f"Written: {result.out}")
    return 0


def cmd_evaluate(args: argparse.Namespace) -> int:
    from workbench.cli.progress import ProgressLine, with_progress
    from workbench.cli.stopping import ctrl_c_cancels
    from workbench.core.use.evaluate import perplexity, score_file
    from workbench.core.use.predict import open_classifier

    data = _existing(args.data)
    line = ProgressLine()
    if _is_language_model(args.model):
        from workbench.core.models.loading import load_model

        ref, path = args.model, Path(args.model).expanduser()
        if (path / "best").is_dir():  # a run folder: its kept weights
            from workbench.core.training.runs.export import explorable_folder

            ref = str(explorable_folder(path))
        loaded = with_progress(load_model, ref, "causal-lm")
        with ctrl_c_cancels() as cancel:
            try:
                result = perplexity(loaded, data, line, cancel)
            finally:
                line.clear()
        if args.json:
            print(json.dumps({"perplexity": result.perplexity, "tokens": result.tokens}, indent=2))
        else:
            print(
                f"Perplexity {result.perplexity:.2f} over {result.tokens:,} tokens ({result.lines:,} lines)"
            )
        return 0
    classifier = _classifier(args.model, open_classifier)
    with ctrl_c_cancels() as cancel:
        try:
            scores = score_file(classifier, data, line, cancel, text_column=args.text_column,
                                label_column=args.label_column, text_b_column=args.text_b_column)  # fmt: skip
        finally:
            line.clear()
    from workbench.core.use.evaluate import record_scores

    record_scores(Path(args.model).expanduser(), scores)  # a run folder keeps it for the run history
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
    return 0


def _existing(path: str) -> Path:
    from workbench.core.errors import InputError

    data = Path(path).expanduser()
    if not data.exists():
        raise InputError(f"{data} does not exist.", "Check the name and folder of --data.")
    return data


def _refuse(message: str) -> int:
    print(message, file=sys.stderr)
    return 2


def _classifier(ref: str, open_classifier: Any) -> Any:
    from workbench.cli.progress import ProgressLine

    line = ProgressLine()
    line.show(f"Loading {ref}…")
    try:
        return open_classifier(ref)
    finally:
        line.clear()


def _objective(ref: str) -> str | None:
    """The objective a run (or its best/ or export folder) records, None for any other model."""
    path = Path(ref).expanduser()
    info = path / "best" / "workbench.json" if (path / "best").is_dir() else path / "workbench.json"
    return json.loads(info.read_text(encoding="utf-8")).get("objective") if info.is_file() else None


def _is_pair_model(ref: str) -> bool:
    """Whether ``ref`` is a run (or export) that learned to classify pairs of texts."""
    from workbench.core.training.families import takes_pairs

    return takes_pairs(_objective(ref))


def _is_language_model(ref: str) -> bool:
    """Whether ``ref`` is a left-to-right language model (a run that adapted one, or a causal LM)."""
    from workbench.core.models.catalogue import get_entry

    path = Path(ref).expanduser()
    objective = _objective(ref)
    if objective is not None:
        return objective == "clm"
    if path.is_dir():
        config = path / "config.json"
        return config.is_file() and any(
            a.endswith("ForCausalLM")
            for a in json.loads(config.read_text(encoding="utf-8")).get("architectures", [])
        )
    entry = get_entry(ref)
    return entry is not None and entry.architecture == "decoder"
