"""What ``workbench train``, ``adapt`` and ``resume`` print when a run ends: the run exported beside it, then
its summary (text, or one JSON object with ``--json``) with the scores of its task; and what was found wrong
with the record of runs kept elsewhere (``say_record_notices``, which ``workbench runs`` prints too)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def report(result: Any, as_json: bool) -> int:
    """Export a finished run next to it, print the summary; exit code 0 finished, 130 cancelled, 1 failed.
    Under a multi-process launcher only the first process reports (the others trained alongside it)."""
    from workbench.core.training.costs import summary_fields
    from workbench.core.training.engine.distributed import Distributed
    from workbench.core.training.runs.export import export_model

    dist = Distributed.from_environment()
    if not dist.is_main:
        if result.status == "failed":
            print(f"process {dist.rank}: {result.message}", file=sys.stderr)
        return {"finished": 0, "cancelled": 130}.get(result.status, 1)

    exported: dict[str, str] = {}
    if result.status == "finished":
        run_dir = Path(result.run_dir)
        if result.method == "lora":
            exported["adapter"] = str(export_model(run_dir, run_dir / "adapter").folder)
            exported["export"] = str(export_model(run_dir, run_dir / "model", merge_lora=True).folder)
        else:
            exported["export"] = str(export_model(run_dir, run_dir / "model").folder)
    summary = {
        "status": result.status,
        "run_dir": result.run_dir,
        "model": result.model,
        "method": result.method,
        **scores(result),
        "trainable_params": result.trainable_params,
        "total_params": result.total_params,
        "samples_per_second": round(result.samples_per_second, 2),
        "train_seconds": round(result.train_seconds, 2),
        **summary_fields(result.elapsed_seconds, result.costs),
        "steps": result.steps,
        "best_step": result.best_step,
        "device": result.device,
        "stop_reason": result.stop_reason,
        "message": result.message,
        "advice": " ".join(result.advice),
        "export": exported.get("export"),
        **({"adapter": exported["adapter"]} if "adapter" in exported else {}),
    }
    if as_json:
        print(json.dumps(summary, indent=2))
    else:
        for key, value in summary.items():
            if key == "samples":
                for sample in value:
                    print(f"{'asked':>18}: {sample['prompt']}")
                    for when in ("before", "after"):
                        print(f"{when:>18}: {sample[when]}".replace("\n", "\n" + " " * 20))
            elif value not in (None, ""):
                print(f"{key:>18}: {value}")
    return {"finished": 0, "cancelled": 130}.get(result.status, 1)


def scores(result: Any) -> dict[str, Any]:
    """The summary's scores: accuracy and macro-F1 for a classifier (and its task); for a name finder its word
    accuracy, macro-F1 over the types and entity precision, recall and F1 (overall and per type); for a
    question answerer exact match (also as its accuracy) and F1; for an adapted
    language model its perplexity and masked- or next-token accuracy, before and after."""
    from workbench.core.training.registry import family

    found = family(result.objective)
    if hasattr(result.metrics, "summary_fields"):  # a family whose figures name themselves
        return {"task": result.objective, **result.metrics.summary_fields()}
    if found.classifier:  # of texts or of pairs of texts: its task says which
        return {"task": result.objective, "accuracy": result.accuracy, "macro_f1": result.macro_f1}
    if found.run_scores is not None:  # the keys every run has, then the family's own scores
        return found.run_scores(result)
    if found.instruction:
        return chat_scores(result)
    after, before = result.metrics, result.before
    return {
        "objective": result.objective,
        "perplexity": after.perplexity if after else None,
        "accuracy": after.accuracy if after else None,
        "top5_accuracy": after.top5_accuracy if after else None,
        "perplexity_before": before.perplexity if before else None,
        "accuracy_before": before.accuracy if before else None,
    }


def chat_scores(result: Any) -> dict[str, Any]:
    """A chat or summarising run's scores: the loss and perplexity over the checking answers before and
    after, ROUGE-L for summaries, and the sample prompts with the answers before and after training."""
    from workbench.core.training.objectives.chat_metrics import samples_table
    from workbench.core.training.registry import family

    after, before = result.metrics, result.before
    scores = {
        "objective": result.objective,
        "eval_loss": after.loss if after else None,
        "eval_loss_before": before.loss if before else None,
        "perplexity": after.perplexity if after else None,
        "perplexity_before": before.perplexity if before else None,
        "accuracy": after.accuracy if after else None,
    }
    if family(result.objective).summaries:
        scores["rouge_l"] = after.rouge_l if after else None
        scores["rouge_l_before"] = before.rouge_l if before else None
    scores["samples"] = samples_table(before, after)
    return scores


def say_record_notices() -> None:
    """Tell, once, what was found wrong with the record of runs kept outside the runs folder (and done)."""
    from workbench.core.training.engine.run_index import take_notices

    for notice in take_notices():
        print(notice, file=sys.stderr)
