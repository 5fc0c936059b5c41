"""Labelling a file: the workbench's ``label_file`` against transformers' text-classification pipeline, and
its memory as the file grows.

1. Speed, in one run, interleaved (``--repeats`` rounds, medians and their ratio printed): the same trained
   classifier, the same texts (a CSV file of ``--rows`` reviews, the built-in reviews repeated), the same
   batch size and the same maximum length.  The workbench reads the file, predicts and writes the labelled
   copy; the pipeline is only timed predicting the texts already in memory (reading and writing left out in
   its favour). Target: workbench rows/s >= 1.0x the pipeline's.
2. Memory: the peak resident memory of labelling a file of N rows and of 10 N rows, each in a fresh
   subprocess, from just before ``label_file`` to its end.  Target: 10x the rows, < 1.2x the peak.

The classifier is the newest finished run in the runs folder, or ``--model`` (a run, export or model id); with
neither, a short run trains one first (MiniLM, head only, 2 epochs: its accuracy does not matter here).

    .venv/bin/python benchmarks/predict.py [--rows 20000] [--batch-size 32] [--repeats 3] [--model RUN]
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def reviews(rows: int) -> list[str]:
    from workbench.core.training.data.samples import sample_path

    with sample_path("reviews_large.csv").open(encoding="utf-8", newline="") as handle:
        texts = [row["text"] for row in csv.DictReader(handle)]
    return [texts[i % len(texts)] for i in range(rows)]


def write_file(path: Path, rows: int) -> Path:
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["id", "text"])
        for i, text in enumerate(reviews(rows)):
            writer.writerow([i, text])
    return path


def a_classifier(folder: Path) -> Path:
    """A short real run to label with (used when there is no finished run and no --model)."""
    from workbench.core.training.config import TrainConfig
    from workbench.core.training.data.families import load_run_data
    from workbench.core.training.data.samples import sample_path
    from workbench.core.training.engine.loop import train

    config = TrainConfig(
        model="minilm-l6",
        data_path=str(sample_path("reviews_sentiment.csv")),
        method="head",
        epochs=2,
        out_dir=str(folder / "run"),
    )
    data = load_run_data(config)
    return Path(train(config.resolved(len(data.train)), data.train, data.validation).run_dir)


def newest_run() -> Path | None:
    from workbench.core.training.runs.listing import list_runs

    finished = [r for r in list_runs() if r.status == "finished" and (r.path / "best").is_dir()]
    return max(finished, key=lambda r: r.created_at).path if finished else None


def memory_child(model: str, rows: int, batch_size: int) -> None:
    """In a fresh process: peak resident memory (MB) added by labelling a file of ``rows`` rows."""
    import resource

    from workbench.core.use.predict import label_file, open_classifier

    classifier = open_classifier(model)
    with tempfile.TemporaryDirectory() as tmp:
        data = write_file(Path(tmp) / "in.csv", rows)
        classifier.predict(["warm up"])
        _reset_peak()
        before = _status_mb("VmRSS") or resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        label_file(classifier, data, Path(tmp) / "out.csv", batch_size=batch_size)
        peak = _status_mb("VmHWM") or resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"rows": rows, "before_mb": before, "peak_mb": peak}))


def _reset_peak() -> None:
    with contextlib.suppress(OSError):
        Path("/proc/self/clear_refs").write_text("5")


def _status_mb(field: str) -> float | None:
    """A memory figure of this process from /proc (Linux), in MB: VmRSS now, VmHWM the peak since reset."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rows", type=int, default=20000)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--model", default=None)
    parser.add_argument("--memory-rows", type=int, default=2000, help="N for the memory check (and 10 N)")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--child", nargs=2, metavar=("MODEL", "ROWS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    import torch

    torch.set_num_threads(args.threads)
    if args.child:
        memory_child(args.child[0], int(args.child[1]), args.batch_size)
        return
    from transformers import pipeline

    from workbench.core.training.runs.export import export_model
    from workbench.core.use.predict import label_file, open_classifier

    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        model = args.model or newest_run() or a_classifier(tmp)
        print(f"model: {model}")
        classifier = open_classifier(model)
        exported = export_model(Path(model), tmp / "export") if Path(model, "best").is_dir() else None
        pipe = pipeline(
            "text-classification", model=str(exported.folder if exported else model), device="cpu"
        )
        data = write_file(tmp / "reviews.csv", args.rows)
        texts = reviews(args.rows)
        ours, theirs = [], []
        for round_ in range(args.repeats):
            out = tmp / f"labelled-{round_}.csv"
            started = time.perf_counter()
            label_file(classifier, data, out, batch_size=args.batch_size)
            ours.append(args.rows / (time.perf_counter() - started))
            started = time.perf_counter()
            pipe(texts, batch_size=args.batch_size, truncation=True, max_length=classifier.max_length)
            theirs.append(args.rows / (time.perf_counter() - started))
            print(
                f"round {round_ + 1}: workbench {ours[-1]:.1f} rows/s, pipeline {theirs[-1]:.1f} rows/s",
                flush=True,
            )
        a, b = statistics.median(ours), statistics.median(theirs)
        print(
            f"\nspeed ({args.rows:,} rows, batch {args.batch_size}, {args.threads} thread(s), medians "
            f"of {args.repeats})"
        )
        print(f"  workbench label_file (read + predict + write): {a:8.1f} rows/s")
        print(f"  transformers pipeline (predict only)         : {b:8.1f} rows/s")
        print(f"  ratio workbench / pipeline: {a / b:.2f}x  (target >= 1.0x)")

        peaks = {}
        for rows in (args.memory_rows, 10 * args.memory_rows):
            done = subprocess.run(
                [
                    sys.executable,
                    __file__,
                    "--child",
                    str(model),
                    str(rows),
                    "--batch-size",
                    str(args.batch_size),
                    "--threads",
                    str(args.threads),
                ],
                capture_output=True,
                text=True,
                check=True,
                env={**os.environ},
            )
            peaks[rows] = json.loads(done.stdout.strip().splitlines()[-1])
        small, big = peaks[args.memory_rows], peaks[10 * args.memory_rows]
        print("\nmemory (peak resident set while labelling, fresh process each)")
        for r in (small, big):
            print(
                f"  {r['rows']:>7,} rows: {r['peak_mb']:7.0f} MB peak (model loaded, before labelling: "
                f"{r['before_mb']:.0f} MB)"
            )
        print(
            f"  ratio {big['rows'] // small['rows']}x rows: {big['peak_mb'] / small['peak_mb']:.2f}x peak "
            " (target < 1.2x)"
        )


if __name__ == "__main__":
    main()
