"""The command line's training commands: ``workbench train`` and ``workbench adapt`` (``workbench runs`` and
``workbench resume`` are ``cli.runs``'s).

Progress goes to stderr (one updating line on a terminal, a line every few seconds otherwise, and a line
per evaluation); the result goes to stdout, as text or, with ``--json``, one JSON object.  Ctrl+C stops the
run cleanly at the next step ("cancelled", resumable); a second Ctrl+C stops at once.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from workbench.cli.arguments import add_sheet_option, readable_file, readable_path, writable_folder
from workbench.cli.chat_output import chat_evaluation_lines, show_template
from workbench.cli.look_alike import add_merge_option, merge_advice
from workbench.cli.stopping import ctrl_c_cancels
from workbench.cli.train_summary import report, say_record_notices
from workbench.core.training.registry import all_families, metrics_family

# what ``workbench train --task`` offers: the task families that learn from labelled data or from answers
# (the language-model ones are ``workbench adapt``'s)
TASKS = tuple(name for name, family in all_families().items() if not family.language_model)
ADAPTATIONS = tuple(name for name, family in all_families().items() if family.language_model)  # mlm, clm
# command-line option -> TrainSession field (the choices of the wizard, a scene and a past run alike), besides
# the run settings' options (``RUN_SETTINGS``: --batch-size, ...); an option left out keeps the config file's
# value, or where the wizard starts the task (``for_task``)
SESSION_OPTIONS = {
    "sheet": "data_sheet",
    "text_column": "text_column",
    "text_b_column": "text_b_column",
    "label_column": "label_column",
    "merge_case_labels": "merge_case_labels",
    "model": "model",
    "method": "method",
    "freeze_layers": "freeze_layers",
    "lora_r": "lora_r",
    "lora_alpha": "lora_alpha",
    "epochs": "epochs",
    "lr": "learning_rate",
    "max_examples": "max_examples",
    "val_fraction": "val_fraction",
    "seed": "seed",
}
# the command line's own: TrainConfig fields a session does not hold, laid over the session's config
CONFIG_OPTIONS = {
    "out": "out_dir",
    "device": "device",
    "checkpoint_minutes": "checkpoint_minutes",
    "sample_prompt": "sample_prompts",
}


def add_parsers(sub: Any) -> None:
    """Add ``train`` and ``adapt`` to the command line's subcommands."""
    train = sub.add_parser(
        "train",
        help="fine-tune a model on a file: classify its texts (or pairs of texts, --task pairs), find names "
        "in them (--task ner), answer questions from a passage (--task qa), answer in your way "
        "(--task chat), summarise (--task summarize) or predict a score (--task score)",
        description="Fine-tune a model on your own file. --task classify (the default) learns one label per "
        "text from a table; --task pairs one label per pair of texts (entailment, paraphrase, "
        "question-answer match) from a table with two text columns; --task ner learns to find names in text "
        "from sentences whose words are tagged (CoNLL or JSON Lines, BIO tags); --task qa learns to answer "
        "questions with a span of a passage (SQuAD-style JSON, JSON Lines or CSV with context, question and "
        "answer); --task chat teaches a chat model to answer like your examples "
        '(JSON Lines {"prompt", "response"} or {"messages": [...]}); --task summarize teaches it to '
        'summarise (JSON Lines {"text", "summary"}); --task score learns a number per text (a review\'s '
        "stars, a ticket's urgency) from a table with a text column and a column of numbers. Chat and "
        "summaries train LoRA adapters on SmolLM2 unless told otherwise, and show the answers to a few "
        "sample prompts before and after.",
    )
    add_train_arguments(train)
    train.set_defaults(handler=run_train)
    adapt = sub.add_parser(
        "adapt",
        help="continue pre-training a language model on your own text (domain adaptation)",
        description="Continue a language model's pre-training on plain text: fill-in-the-blank (mlm) for "
        "encoders such as BERT, next-word prediction (clm) for decoders such as GPT. Prints the model's "
        "scores on held-out text before and after.",
    )
    add_train_arguments(adapt, language_model=True)
    adapt.set_defaults(handler=run_train)


def add_train_arguments(parser: argparse.ArgumentParser, *, language_model: bool = False) -> None:
    from workbench.core.sessions.train import RUN_SETTINGS, TrainSession  # light: no torch
    from workbench.core.training.config import TrainConfig as Defaults

    add = parser.add_argument
    if language_model:
        add(
            "--data",
            metavar="TEXTFILE",
            type=readable_path,
            help="a .txt file (or folder of them), one passage per line",
        )
        add(
            "--objective",
            choices=ADAPTATIONS,
            help="mlm: fill in masked words (encoders); clm: predict the next word (decoders). "
            "Default: what the model was pre-trained with",
        )
    else:
        add(
            "--task",
            choices=TASKS,
            help="classify: one label per text (default); pairs: one label per pair of texts (entailment, "
            "paraphrase, question-answer match); ner: find names in text (a BIO tag per word); "
            "qa: answer questions with a span of their passage; "
            "chat: answer prompts the way your examples do; summarize: write summaries",
        )
        add(
            "--data",
            metavar="FILE",
            type=readable_path,
            help="CSV, TSV or JSON Lines file (or folder of class folders) with texts and labels (with "
            "--task pairs two text columns and a label); with --task "
            "ner a CoNLL file (a word and its tag per line, a blank line between sentences) or JSON Lines "
            '{"tokens", "tags"}; with --task qa SQuAD-style JSON or JSON Lines, or CSV with context, '
            'question and answer columns; with --task chat JSON Lines {"prompt", "response"}, '
            '{"instruction", "output"} or {"messages"}, or a CSV with prompt and response columns; with '
            '--task summarize JSON Lines {"text", "summary"}',
        )
        add(
            "--sample-prompt",
            metavar="TEXT",
            action="append",
            help="chat and summaries: a prompt the model answers before training and at every check (repeat "
            "for more; default: the first 3 checking prompts)",
        )
        add(
            "--show-template",
            action="store_true",
            help="chat and summaries: print the first example as the model sees it, marking the tokens the "
            "loss counts, and stop",
        )
        add_sheet_option(parser)
        add("--text-column", metavar="C", help="column holding the (first) texts (guessed if left out)")
        add(
            "--text-b-column",
            metavar="B",
            help="with --task pairs: column holding each pair's second text (guessed if left out)",
        )
        add("--label-column", metavar="L", help="column holding the labels (guessed if left out)")
        add_merge_option(parser)
    parser.set_defaults(language_model=language_model)
    add(
        "--model",
        metavar="M",
        help="catalogue id, downloaded Hugging Face id, or folder (default: minilm-l6 to classify texts, "
        "workbench-mini-mlm for pairs of texts; workbench-mini-mlm to adapt with mlm, smollm2-135m with clm, "
        "chat and summarize)",
    )
    add(
        "--method",
        choices=("full", "frozen", "head", "lora", "scratch"),
        help="what to train (default full; lora for chat and summarize)",
    )
    add("--freeze-layers", type=int, metavar="N", help="with --method frozen: bottom layers to freeze")
    add(
        "--lora-r",
        type=int,
        metavar="R",
        help=f"with --method lora: rank of the adapters (default {Defaults.lora_r})",
    )
    add(
        "--lora-alpha",
        type=int,
        metavar="A",
        help=f"with --method lora: scale of the adapters (default {Defaults.lora_alpha})",
    )
    add("--epochs", type=int, metavar="E")
    add("--lr", type=float, metavar="LR", help="learning rate (default: the usual one for the method)")
    for setting in RUN_SETTINGS:  # --batch-size, --warmup-percent, --weight-decay, --max-length, ...
        default = getattr(TrainSession, setting.name)
        cli_help = setting.cli_help.format(default=default) or None
        add(setting.flag, dest=setting.name, type=setting.kind, metavar=setting.metavar, help=cli_help)
    add(
        "--no-early-stopping",
        dest="early_stopping",
        action="store_false",
        default=None,
        help="train every epoch, even when the checking score stops improving",
    )
    add("--max-examples", type=int, metavar="N", help="use at most N training examples")
    add(
        "--val-fraction",
        type=float,
        metavar="F",
        help=f"share of the data kept for validation (default {Defaults.val_fraction})",
    )
    add("--seed", type=int, metavar="S")
    add("--device", choices=("auto", "cpu", "cuda"))
    add(
        "--checkpoint-minutes",
        type=float,
        metavar="M",
        help="keep a checkpoint to resume from at least every M minutes of training, besides each "
        f"evaluation: a crash or power cut loses at most that (default {Defaults.checkpoint_minutes:g})",
    )
    add(
        "--out",
        metavar="DIR",
        type=writable_folder,
        help="folder for this run (default: a new folder in the runs folder)",
    )
    add(
        "--config",
        metavar="FILE",
        type=readable_file,
        help="a run's config.json to start from; options given here override it",
    )
    add(
        "--estimate",
        action="store_true",
        help="say how long the run would take on this computer (a few real learning steps of the model on "
        "your texts are timed, as the wizard's settings page does) and stop without training",
    )
    add("--json", action="store_true", help="print the summary as JSON")


def config_from_args(args: argparse.Namespace) -> Any:
    """The run's config: the options as a train session (``TrainSession``, the wizard's and a scene's own
    mapping), started from ``--config FILE``'s run or where the wizard starts the task; the file's other
    fields and the command line's own options (``CONFIG_OPTIONS``: --out, --device, ...) laid over it."""
    from dataclasses import replace

    from workbench.core.sessions.train import RUN_SETTINGS, TrainSession
    from workbench.core.training.config import TrainConfig
    from workbench.core.training.recipes import takes_pairs

    base = TrainConfig.load(Path(args.config)) if args.config else None
    options = {**SESSION_OPTIONS, **{setting.name: setting.name for setting in RUN_SETTINGS}}
    chosen = {
        field: getattr(args, option)
        for option, field in options.items()
        if getattr(args, option, None) is not None
    }
    if getattr(args, "early_stopping", None) is False:
        chosen["early_stopping"] = False
    if getattr(args, "data", None):
        chosen.update(sample="", data_file=str(Path(args.data).expanduser().resolve()))
        chosen.setdefault("data_sheet", None)  # a new file: its first sheet unless --sheet names one
    objective = getattr(args, "task", None) or getattr(args, "objective", None)
    if (
        args.language_model
        and objective is None
        and (base is None or base.objective == TrainConfig.objective)
    ):
        from workbench.core.training.objectives.language import MaskedLMObjective, pretraining_objective
        from workbench.core.training.registry import known

        # the objective the model was pre-trained with (the embedded fill-in-the-blank model unless named)
        kind = pretraining_objective(chosen.get("model") or (base.model if base else "workbench-mini-mlm"))
        found = known(kind)
        adapts = found is not None and found.language_model
        objective = kind if adapts else MaskedLMObjective.objective  # others are refused with the reason
    if base is None:  # where the wizard starts the task: its model, method and text length
        session = TrainSession.for_task(objective or "classify", **chosen)
    else:  # the run's own choices, the task changed as asked (the model stays the run's)
        session = replace(TrainSession.from_config(base), **chosen, objective=objective or base.objective)
        if not takes_pairs(session.objective) and "text_b_column" not in chosen:
            session = replace(session, text_b_column=None)  # a pairs run's config, used for single texts
    extras = {
        field: getattr(args, option)
        for option, field in CONFIG_OPTIONS.items()
        if getattr(args, option, None) is not None
    }
    if "sample_prompts" in extras:
        extras["sample_prompts"] = tuple(extras["sample_prompts"])
    if base is not None and "out_dir" not in extras:
        extras["out_dir"] = None  # a config copied from a run names that run's folder: make a new one
    return session.config(base=base).replace(**extras).validate()


def run_train(args: argparse.Namespace) -> int:
    from workbench.core.training.config import check_before_model
    from workbench.core.training.data.families import load_run_data
    from workbench.core.training.engine.distributed import Distributed
    from workbench.core.training.engine.loop import train

    main = Distributed.from_environment().is_main  # a launcher's other processes use scratch folders
    config = check_before_model(config_from_args(args), output_folder=main)  # all but the model, first
    data = load_run_data(config)
    if getattr(args, "show_template", False):
        return show_template(config, data.train)
    if getattr(args, "estimate", False):
        return print_estimate(config, data, args.json)
    if main:
        for note in data.notes:
            print(note, file=sys.stderr)
        advice = merge_advice(look_alike_in(data.train))
        if advice:
            print(advice, file=sys.stderr)
        languages = language_warning(config, data)
        if languages:
            print(languages, file=sys.stderr)
        print(recipe_line(config, data.train), file=sys.stderr)
    quiet_transformers()
    printer = ProgressPrinter()
    with ctrl_c_cancels() as cancel:
        result = train(config, data.train, data.validation, printer, cancel)
    say_record_notices()
    return report(result, args.json)


def print_estimate(config: Any, data: Any, as_json: bool) -> int:
    """How long the run would take here (``core.training.timing``), printed; nothing is trained."""
    from workbench.cli.progress import ProgressLine
    from workbench.core.training.timing import about, estimate_seconds, measure_speed

    print(recipe_line(config, data.train), file=sys.stderr)
    quiet_transformers()
    with ctrl_c_cancels() as cancel:
        line = ProgressLine()
        speed = measure_speed(config, data.train, data.validation, line, cancel)
        line.clear()
    seconds, plan = estimate_seconds(config, data.train, data.validation, speed)
    if as_json:
        figures = {"seconds": round(seconds, 1), "steps": plan.steps, "checks": plan.checks}
        print(json.dumps({**figures, "check_texts": plan.check_texts, **speed.to_dict()}, indent=2))
    else:
        print(
            f"How long: {about(seconds)} on {speed.device} ({plan.steps:,} learning steps of about "
            f"{speed.step_seconds:.2g} s, {plan.checks} checks of {plan.check_texts:,} texts)."
        )
    return 0


def language_warning(config: Any, data: Any) -> str:
    """The data page's warning when some of the run's texts are in languages its model does not read
    ("Warning: About 19 of your 300 texts are not in English ..."), "" when it reads them all (or what it
    reads is not known, or the data has no plain texts)."""
    from workbench.core.training.data.languages import language_advice, summarise_languages, texts_of

    texts = [*texts_of(data.train), *texts_of(data.validation)]
    if not texts:
        return ""
    advice = language_advice(summarise_languages(texts), config.model, config.objective, command_line=True)
    return f"Warning: {advice.message}" if advice is not None else ""


def look_alike_in(train_data: Any) -> tuple[Any, ...]:
    """The look-alike labels of labelled training data (none for other data, or once merged)."""
    from workbench.core.training.data.labelled import look_alike_labels

    class_counts = getattr(train_data, "class_counts", None)
    return look_alike_labels(class_counts()) if class_counts is not None else ()


def recipe_line(config: Any, train_data: Any) -> str:
    """What the run will use, and why, as the wizard's settings page says it: the recipe fills what the
    options left empty."""
    from workbench.core.training.engine.loop import training_units
    from workbench.core.training.recipes import recipe_for

    units = training_units(config, train_data)
    filled = config.resolved(units)
    recipe = recipe_for(config.method, config.objective, units, batch_size=config.effective_batch_size)
    line = (
        f"Recipe: learning rate {filled.effective_learning_rate:g}, {filled.epochs} epochs, batch "
        f"{config.effective_batch_size}, warm-up {config.warmup_ratio:.0%}, weight decay "
        f"{config.weight_decay:g}"
    )
    return line + (f" (why {filled.epochs} epochs: {recipe.reason})" if config.epochs is None else "")


class ProgressPrinter:
    """Receives the run's events and writes progress to stderr."""

    def __init__(self, stream: Any = None, every_seconds: float = 5.0) -> None:
        self.stream = stream or sys.stderr
        self.live = bool(getattr(self.stream, "isatty", lambda: False)())
        self.every = every_seconds
        self._last = float("-inf")
        self._open_line = False

    def __call__(self, event: Any) -> None:
        from workbench.core.training.engine import events as ev

        if isinstance(event, ev.Step):
            text = (
                f"step {event.step}/{event.total_steps}  epoch {event.epoch:.2f}  loss {event.loss:.4f}  "
                f"lr {event.learning_rate:.2e}  {event.samples_per_second:.1f} texts/s"
            )
            now = time.monotonic()
            if self.live:
                self._write("\r" + text[:100].ljust(100), end="")
                self._open_line = True
            elif now - self._last >= self.every or event.step == event.total_steps:
                self._last = now
                self._line(text)
        elif isinstance(event, ev.Started):
            self._line(
                f"Training {event.model_name} ({event.method}) on {event.device}, {event.precision}: "
                f"{event.trainable_params:,} of {event.total_params:,} weights trainable, "
                f"{event.total_steps} steps"
                + (f", resuming at step {event.start_step}" if event.start_step else "")
            )
            for note in event.notes:
                self._line(f"  {note}")
        elif isinstance(event, ev.Evaluation):
            m = event.metrics
            tag = "kept weights" if event.final else ("best so far" if event.is_best else "")
            if hasattr(m, "samples"):
                for line in chat_evaluation_lines(m, tag or ("before training" if m.step == 0 else "")):
                    self._line(line)
                return
            own = metrics_family(m.to_dict())  # a family that words its own figures (a score's)
            if own is not None and own.figures is not None:
                scores = own.figures.line.format(**m.to_dict())
            elif hasattr(m, "perplexity"):
                scores = (
                    f"perplexity {m.perplexity:.2f}  accuracy {m.accuracy:.3f}  top-5 {m.top5_accuracy:.3f}"
                )
                tag = tag or ("before training" if m.step == 0 else "")
            elif hasattr(m, "exact_match"):
                scores = f"exact match {m.exact_match:.3f}  F1 {m.f1:.3f}"
            elif hasattr(m, "entity_f1"):
                scores = (
                    f"entity F1 {m.entity_f1:.3f}  precision {m.entity_precision:.3f}  recall "
                    f"{m.entity_recall:.3f}  word accuracy {m.accuracy:.3f}"
                )
            else:
                scores = f"accuracy {m.accuracy:.3f}  macro-F1 {m.macro_f1:.3f}"
            self._line(
                f"evaluation at step {m.step}: loss {m.loss:.4f}  {scores}" + (f"  ({tag})" if tag else "")
            )
        elif isinstance(event, ev.BatchReduced):
            self._line(event.message)
        elif isinstance(event, ev.Failed):
            self._line(f"Failed: {event.message}" + (f"\n{event.hint}" if event.hint else ""))
        elif isinstance(event, ev.Cancelled):
            if not event.asked:
                self._line(f"Stopped at step {event.step}: {event.message}")
            self._line(f"Cancelled at step {event.step}; resume with: workbench resume {event.run_dir}")

    def _line(self, text: str) -> None:
        if self._open_line:
            self._write("")
            self._open_line = False
        self._write(text)

    def _write(self, text: str, end: str = "\n") -> None:
        print(text, end=end, file=self.stream, flush=True)


def quiet_transformers() -> None:
    """No per-file progress bars from transformers between our progress lines."""
    from transformers.utils import logging as hf_logging

    hf_logging.disable_progress_bar()
