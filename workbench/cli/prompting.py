"""``workbench experiment --prompting``: prompting a left-to-right model with k examples against fine-tuning
it on the same k, on one check set (see ``core.training.runs.prompting``).  Progress goes to stderr, one line
per run; the table (or, with ``--json``, one JSON object) to stdout."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any


def run_prompting_command(args: argparse.Namespace) -> int:
    from workbench.cli.experiment_output import experiment_config, print_run
    from workbench.cli.stopping import ctrl_c_cancels
    from workbench.cli.train import quiet_transformers
    from workbench.core.errors import ConfigError
    from workbench.core.training.data.run_data import load_labelled_data
    from workbench.core.training.data.samples import sample_path
    from workbench.core.training.recipes import PROMPTING_CHECK_LIMIT, PROMPTING_MODEL
    from workbench.core.training.runs.prompting import (
        PROMPTING_DATA,
        load_causal_model,
        plan_prompting,
        run_prompting_experiment,
    )

    ks = args.k  # read by the option's type (``cli.arguments.number_list``)
    if args.seeds < 1:
        raise ConfigError("The experiment needs at least one seed.", "Use --seeds 3.")
    if args.check_limit < 1:
        raise ConfigError(
            "The check set cannot be cut to fewer than one text.",
            f"Use --check-limit {PROMPTING_CHECK_LIMIT}.",
        )
    data = Path(args.data).expanduser() if args.data else sample_path(PROMPTING_DATA)
    config = experiment_config(args, PROMPTING_MODEL, data)
    dataset, notes = load_labelled_data(config)
    for note in notes:
        print(note, file=sys.stderr)
    plan = plan_prompting(dataset, ks, args.seeds, args.check_limit, config.val_fraction, config.seed)[0]
    quiet_transformers()
    loaded = load_causal_model(config.model, config.device)  # a model that cannot read a prompt: refused now
    cut = (
        f" (cut from {plan.check_available:,} with --check-limit)"
        if plan.check_examples < plan.check_available
        else ""
    )
    print(
        f"{len(plan.runs)} runs of {config.model} on {data.name}: k = {', '.join(str(k) for k in plan.ks)}, "
        f"{args.seeds} seed{'s' if args.seeds != 1 else ''} each, every run checked on the same "
        f"{plan.check_examples:,} texts{cut}.",
        file=sys.stderr,
    )
    with ctrl_c_cancels() as cancel:
        result = run_prompting_experiment(
            config, dataset, ks, args.seeds, args.check_limit, print_run, cancel, loaded=loaded
        )
    print(json.dumps(result.to_dict()) if args.json else format_table(result))
    if result.status != "finished":
        print(f"The experiment ended early ({result.status}). {result.message}".strip(), file=sys.stderr)
        return 1
    return 0


def format_table(result: Any) -> str:
    """One line per k: mean accuracy of prompting and of fine-tuning with the range over the seeds."""
    from workbench.cli.experiment_output import arm_cell

    lines = [
        f"{result.model}: accuracy on {result.check_examples:,} check texts (of {result.check_available:,}), "
        f"mean of {result.seeds} seeds (lowest–highest); guessing scores {result.chance:.1%}",
        f"{'k':>5}  {'prompting':<24}fine-tuning",
    ]
    for row in result.ks:
        tuned = arm_cell(row.fine_tuning) if row.fine_tuning is not None else "— (nothing to train on)"
        lines.append(f"{row.k:>5}  {arm_cell(row.prompting):<24}{tuned}")
    return "\n".join(lines)
