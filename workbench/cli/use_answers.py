"""The command line's ``predict`` and ``evaluate`` with a question answerer (a run of ``--task qa``): answer
every question of a file, or score the answers on questions whose answers are known."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from workbench.cli.progress import cancellable, loading, said


def answer_questions(args: argparse.Namespace, data: Path) -> int:
    """``predict`` with a question answerer: JSON Lines of the answer to each question
    (``core.use.answers``)."""
    from workbench.core.errors import WorkbenchError
    from workbench.core.training.runs.answerer import load_answerer
    from workbench.core.use.answers import answer_file, default_answers_output, read_questions

    read_questions(data)  # the file checked before the model loads
    out = Path(args.out).expanduser() if args.out else default_answers_output(data)
    if out.resolve() == data.resolve():
        raise WorkbenchError(
            f"{out.name} is the file of questions; it is never changed.",
            "Choose another name for the answers.",
        )
    if out.exists() and not args.overwrite:
        raise WorkbenchError(f"{out} already exists.", "Choose another --out, or add --overwrite.")
    answerer = loading(args.model, lambda ref: load_answerer(Path(ref)))
    result = cancellable(
        lambda line, cancel: answer_file(answerer, data, out, line, cancel, batch_size=args.batch_size)
    )
    return said(
        args.json,
        result,
        [
            f"Answered {result.rows:,} questions in {result.seconds:.1f} s ({result.found:,} with an answer)",
            f"Written: {result.out}",
        ],
    )


def score_answers(args: argparse.Namespace, data: Path) -> int:
    """``evaluate`` with a question answerer: exact match and F1 on a file of questions with answers."""
    from workbench.core.training.runs.answerer import load_answerer
    from workbench.core.use.answers import score_qa_file

    answerer = loading(args.model, lambda ref: load_answerer(Path(ref)))
    scores = score_qa_file(answerer, data)
    if args.json:
        print(json.dumps(scores.to_dict(), indent=2))
        return 0
    m = scores.metrics
    print(f"Exact match {m.exact_match:.1%}, F1 {m.f1:.1%} on {m.examples:,} questions")
    for checked in scores.worst[:5]:
        a = checked.answer
        print(
            f"  {a.question}\n    true: {checked.truths[0][0]!r}  answered: {a.text!r}  (F1 {checked.f1:.0%})"
        )
    return 0
