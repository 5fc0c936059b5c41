"""``workbench experiment``: pre-trained vs from scratch at several training sizes, over several seeds, on
one fixed check set (see ``core.training.runs.experiment``); with ``--prompting``, prompting a causal model
with k examples against fine-tuning it on them (``cli.prompting``).  Progress goes to stderr, one line per
run; the table (or, with ``--json``, one JSON object) to stdout."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from workbench.cli.arguments import number_list, readable_path
from workbench.cli.experiment_output import arm_cell, experiment_config, print_run


def add_parsers(sub: Any) -> None:
    from workbench.core.training.recipes import (
        EXPERIMENT_SEEDS,
        EXPERIMENT_SIZES,
        PROMPTING_CHECK_LIMIT,
        PROMPTING_KS,
        PROMPTING_MODEL,
    )

    sizes, ks = ",".join(map(str, EXPERIMENT_SIZES)), ",".join(map(str, PROMPTING_KS))

    parser = sub.add_parser(
        "experiment",
        help="pre-trained vs from scratch at several training sizes, or prompting vs fine-tuning",
        description="Train the same model twice for each size and seed, once from its pre-trained weights "
        "and once from random weights, and score every run on the same check set that no run learns from. "
        "With --prompting: prompt a left-to-right model with k examples of each size in --k, and fine-tune "
        "it on the same k examples, scored on the same check set.",
    )
    add = parser.add_argument
    add(
        "--data",
        metavar="FILE",
        type=readable_path,
        help="labelled texts (default: the built-in reviews_plain.csv; with --prompting "
        "reviews_sentiment.csv)",
    )
    add("--text-column", metavar="C", help="column holding the texts (guessed if left out)")
    add("--label-column", metavar="L", help="column holding the labels (guessed if left out)")
    add(
        "--sizes",
        type=number_list(_sizes, "training sizes", "100,1000"),
        default=sizes,
        metavar="N,N",
        help=f"training sizes, comma-separated (default {sizes})",
    )
    add(
        "--seeds",
        type=int,
        default=EXPERIMENT_SEEDS,
        metavar="K",
        help=f"runs per size and arm (default {EXPERIMENT_SEEDS})",
    )
    add(
        "--model",
        metavar="M",
        help="the model (default minilm-l6; with --prompting a left-to-right model, default "
        f"{PROMPTING_MODEL})",
    )
    add(
        "--method",
        choices=("full", "frozen", "head", "lora"),
        default="full",
        help="how the pre-trained arm learns",
    )
    add(
        "--methods",
        metavar="M,M",
        default="",
        help="compare ways of fine-tuning the pre-trained model at each size instead of pre-trained vs from "
        "scratch: some of full, frozen, head, lora (each at its usual learning rate); one alone draws the "
        "data-size curve",
    )
    add("--val-fraction", type=float, default=0.2, metavar="F", help="share kept as the check set (0.2)")
    add("--device", choices=("auto", "cpu", "cuda"), default="auto")
    add("--json", action="store_true", help="print the result as JSON")
    prompting = parser.add_argument_group("prompting vs fine-tuning")
    prompting.add_argument(
        "--prompting",
        action="store_true",
        help="prompting with k examples against fine-tuning on the same k (instead of the sizes)",
    )
    prompting.add_argument(
        "--k",
        type=number_list(_ks, "numbers of examples", "0,4,16"),
        default=ks,
        metavar="K,K",
        help=f"examples in the prompt and to fine-tune on ({ks})",
    )
    prompting.add_argument(
        "--check-limit",
        type=int,
        default=PROMPTING_CHECK_LIMIT,
        metavar="N",
        help=f"score every run on at most N check texts ({PROMPTING_CHECK_LIMIT}): prompting reads a long "
        "prompt for each",
    )
    parser.set_defaults(handler=run_experiment_command)


def _sizes(text: str) -> list[int]:
    """ "100,1000" or "100, 1,000 and 5000" -> [100, 1000, 5000] (``core.training.runs.experiment``)."""
    from workbench.core.training.runs.experiment import parse_sizes

    return parse_sizes(text)


def _ks(text: str) -> list[int]:
    """ "0,4,16" -> [0, 4, 16] (``core.training.runs.prompting``, imported only when the option is read)."""
    from workbench.core.training.runs.prompting import parse_ks

    return parse_ks(text)


def run_experiment_command(args: argparse.Namespace) -> int:
    from workbench.cli.stopping import ctrl_c_cancels
    from workbench.cli.train import quiet_transformers
    from workbench.core.errors import ConfigError
    from workbench.core.training.data.run_data import load_labelled_data
    from workbench.core.training.data.samples import EXPERIMENT_DATA, sample_path
    from workbench.core.training.runs.experiment import parse_methods, plan_experiment, run_experiment

    if args.prompting:
        from workbench.cli.prompting import run_prompting_command

        return run_prompting_command(args)
    sizes = args.sizes
    arms = parse_methods(args.methods)
    if args.seeds < 1:
        raise ConfigError("The experiment needs at least one seed.", "Use --seeds 3.")
    data = Path(args.data).expanduser() if args.data else sample_path(EXPERIMENT_DATA)
    config = experiment_config(args, "minilm-l6", data)
    dataset, notes = load_labelled_data(config)
    for note in notes:
        print(note, file=sys.stderr)
    plan = plan_experiment(dataset, sizes, args.seeds, config.val_fraction, config.seed, arms)[0]
    print(
        f"{len(plan.runs)} runs of {config.model} on {data.name}: sizes "
        f"{', '.join(f'{s:,}' for s in sizes)}, {args.seeds} seed{'s' if args.seeds != 1 else ''} each, "
        f"every run checked on the same {plan.check_examples:,} texts.",
        file=sys.stderr,
    )
    quiet_transformers()
    with ctrl_c_cancels() as cancel:
        result = run_experiment(config, dataset, sizes, args.seeds, print_run, cancel, arms)
    if args.json:
        print(json.dumps(result.to_dict()))
    else:
        print(format_table(result))
    if result.status != "finished":
        print(f"The experiment ended early ({result.status}). {result.message}".strip(), file=sys.stderr)
        return 1
    return 0


def format_table(result: Any) -> str:
    """One line per size: mean accuracy of each arm with its range over the seeds, and the gap; ways of
    fine-tuning compared, the median of each with its range."""
    cell = arm_cell
    if result.compares_methods:
        from workbench.core.training.runs.experiment import ARM_NAMES

        lines = [
            f"{result.model}: accuracy on {result.check_examples:,} check texts, median of {result.seeds} "
            "seeds (lowest–highest)",
            f"{'examples':>9}  " + "".join(f"{ARM_NAMES[arm]:<24}" for arm in result.arms).rstrip(),
        ]
        for size in result.sizes:
            cells = "".join(f"{cell(size.arm(arm), 'median'):<24}" for arm in result.arms)
            lines.append(f"{size.examples:>9,}  {cells.rstrip()}")
        return "\n".join(lines)
    lines = [
        f"{result.model}: accuracy on {result.check_examples:,} check texts, mean of {result.seeds} "
        "seeds (lowest–highest)",
        f"{'examples':>9}  {'pre-trained':<24}{'from scratch':<24}gap",
    ]
    for size in result.sizes:
        gap = f"{size.gap * 100:+.1f} points" if size.gap is not None else "—"
        lines.append(f"{size.examples:>9,}  {cell(size.pretrained):<24}{cell(size.scratch):<24}{gap}")
    return "\n".join(lines)
