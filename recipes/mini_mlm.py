"""Rebuild ``workbench-mini-mlm``, the masked language model that ships with the app, from scratch.

    .venv/bin/python -m recipes.mini_mlm [--work DIR] [--out DIR] [--epochs E] [--more-epochs E]

Steps (each one is skipped when its result is already in the work folder, so the command can be run again
after an interruption and carries on):

1. The corpus (``recipes.corpus``): WordNet's definitions and usage examples (Debian's
   ``wordnet-base``), and short everyday stories and lists of plain everyday sentences written by the
   embedded SmolLM2.
2. First stage, continued pre-training with the workbench's own language-model adaptation (``workbench
   adapt``): the embedded all-MiniLM-L6-v2 encoder plus a masked-LM head tied to its word embeddings, trained
   with the 15% / 80-10-10 masking rule on all of the text.  Its kept weights are written in half precision to
   ``work/stage1``.
3. Second stage, on everyday English: SmolLM2 writes a second set of lists (more topics, another seed), and
   training carries on from ``work/stage1`` with a fresh schedule, the generated text weighted up against
   WordNet's dictionary English, and the masks drawn ``STAGE_TWO_MASK_OTHER_WEIGHT`` times as often on any
   token as on the corpus's ``COMMON_TOKENS`` commonest ("the", ".", "of", ...): the words a lecturer blanks
   out are the uncommon ones.
4. The kept weights of the second stage are written in half precision (fp16 safetensors, about 46 MB) with the
   tokenizer and a model card into ``resources/models/workbench-mini-mlm``, where the app finds them.

Both runs are ordinary run folders: interrupted, they resume from their last checkpoint.  About three hours on
a 2-core CPU with the defaults (half an hour of SmolLM2 writing, the rest training);
minutes on a GPU.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from workbench.core.training.config import TrainConfig

MODEL_ID = "workbench-mini-mlm"
REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = REPO_ROOT / "resources" / "models" / MODEL_ID
DEFAULT_STORIES = 768  # 16 batches of 48
DEFAULT_FACTS = 768
DEFAULT_MORE_FACTS = 768
GENERATED_REPEATS = 2
# Second stage: how many times an epoch each file's training passages are shown (WordNet's once).
STAGE_TWO_REPEATS = {"stories.txt": 2, "everyday.txt": 3, "everyday-more.txt": 3}
STAGE_TWO_LEARNING_RATE = 1e-4
COMMON_TOKENS = 100
STAGE_TWO_MASK_OTHER_WEIGHT = 4.0


def training_config(
    epochs: float,
    run_dir: Path,
    model: str = "minilm-l6",
    learning_rate: float = 2e-4,
    common_tokens: tuple[str, ...] = (),
    other_weight: float = 1.0,
) -> TrainConfig:
    """The settings of both stages.  In the first, the new head learns five times faster than the pre-trained
    body (it starts random); blocks of 64 tokens hold several short passages each.  The second starts from the
    first's weights (``model``, a folder) at half the learning rate, with nothing new to learn faster."""
    return TrainConfig(
        model=model,
        objective="mlm",
        method="full",
        epochs=max(1, round(epochs)),
        learning_rate=learning_rate,
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
        mask_common_tokens=common_tokens,
        mask_other_weight=other_weight,
        out_dir=str(run_dir),
    )


def common_tokens(tokenizer_folder: Path, files: list[Path], count: int = COMMON_TOKENS) -> tuple[str, ...]:
    """The ``count`` commonest tokens of ``files`` (every line once, no special tokens), commonest first."""
    from collections import Counter

    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tokenizer_folder)
    counts: Counter[int] = Counter()
    for file in files:
        for line in file.read_text(encoding="utf-8").splitlines():
            counts.update(tokenizer(line, add_special_tokens=False)["input_ids"])
    return tuple(tokenizer.convert_ids_to_tokens([token for token, _ in counts.most_common(count)]))


def build_corpus(work: Path, stories: int, facts: int, log) -> list[Path]:
    """The first stage's text: WordNet, the stories and the first set of lists."""
    from recipes import corpus

    folder = work / "corpus"
    folder.mkdir(parents=True, exist_ok=True)
    log("corpus: WordNet definitions and examples")
    wordnet = corpus.write_wordnet(folder, work / "cache")
    log(f"corpus: {stories} everyday stories by SmolLM2 (carries on where it stopped)")
    written = corpus.write_stories(folder, stories, on_progress=lambda f, m: log(f"  {m}"))
    log(f"corpus: {facts} lists of everyday sentences by SmolLM2 (carries on where it stopped)")
    listed = corpus.write_facts(folder, facts, on_progress=lambda f, m: log(f"  {m}"))
    return [wordnet, written, listed]


def build_more_corpus(work: Path, more_facts: int, log) -> Path:
    """The second set of lists, read by the second stage only."""
    from recipes import corpus

    log(f"corpus: {more_facts} more lists of everyday sentences by SmolLM2 (carries on where it stopped)")
    return corpus.write_more_facts(work / "corpus", more_facts, on_progress=lambda f, m: log(f"  {m}"))


def stage_one_texts(files: list[Path]):
    """(training, held-out) passages of the first stage: 1% held out; the generated text, closest to a
    lecturer's blanks but far smaller than WordNet's, shown ``GENERATED_REPEATS`` times an epoch."""
    from workbench.core.training.data.corpus import TextCorpus, read_text_corpus, split_text_corpus

    texts: list[str] = []
    for file in files:
        texts += read_text_corpus(file).texts
    train_part, val_part = split_text_corpus(TextCorpus(tuple(texts)), 0.01, seed=0)
    generated = {t for file in files if file.name != "wordnet.txt" for t in read_text_corpus(file).texts}
    extra = tuple(t for t in train_part.texts if t in generated) * (GENERATED_REPEATS - 1)
    return TextCorpus(train_part.texts + extra, train_part.notes), val_part


def stage_two_texts(files: list[Path], more: Path):
    """(training, held-out) passages of the second stage.  The first stage's held-out passages stay held out,
    with 1% of the new lists; each file's training passages are shown ``STAGE_TWO_REPEATS`` times an epoch."""
    from workbench.core.training.data.corpus import TextCorpus, read_text_corpus, split_text_corpus

    _, first_val = stage_one_texts(files)
    more_train, more_val = split_text_corpus(read_text_corpus(more), 0.01, seed=0)
    held_out = set(first_val.texts)
    train: list[str] = []
    for file in [*files, more]:
        kept = more_train.texts if file == more else read_text_corpus(file).texts
        passages = tuple(t for t in kept if t not in held_out)
        train += passages * STAGE_TWO_REPEATS.get(file.name, 1)
    return TextCorpus(tuple(train)), TextCorpus(first_val.texts + more_val.texts)


def train_model(run_dir: Path, config: TrainConfig, texts, log) -> Path:
    """Train (or carry on training) in ``run_dir``; ``texts()`` gives the (training, held-out) passages of a
    new run.  Returns the run folder."""
    from workbench.core.training.engine.events import Evaluation, Step
    from workbench.core.training.engine.loop import train
    from workbench.core.training.runs.listing import read_run, resume

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
            log(f"training in {run_dir.name}: already finished")
            return run_dir
        log(f"training in {run_dir.name}: resuming the {info.status} run at step {info.step}")
        result = resume(run_dir, on_event)
    else:
        train_part, val_part = texts()
        log(
            f"training in {run_dir.name}: {len(train_part)} passages ({train_part.words:,} words), "
            f"{len(val_part)} to check on"
        )
        result = train(config, train_part, val_part, on_event)
    if result.status != "finished":
        raise SystemExit(f"training {result.status}: {result.message or result.stop_reason}")
    return run_dir


def export_half_precision(run_dir: Path, out: Path, log, first_stage: dict | None = None) -> Path:
    """Write the kept weights as fp16 safetensors with the tokenizer and ``training.json`` (the run's settings
    and scores, and ``first_stage``'s where the run carried on from an earlier one) into ``out``."""
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
                **({"first_stage": first_stage} if first_stage else {}),
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m recipes.mini_mlm", description=__doc__.split("\n")[0])
    parser.add_argument("--work", type=Path, default=Path("build/mini-mlm"), help="working folder")
    parser.add_argument("--epochs", type=float, default=6, help="first stage: passes over the corpus (6)")
    parser.add_argument(
        "--more-epochs", type=float, default=5, help="second stage: passes over the everyday mix (5)"
    )
    parser.add_argument("--stories", type=int, default=DEFAULT_STORIES, help="SmolLM2 stories to write")
    parser.add_argument(
        "--facts", type=int, default=DEFAULT_FACTS, help="SmolLM2 lists of everyday sentences to write"
    )
    parser.add_argument(
        "--more-facts", type=int, default=DEFAULT_MORE_FACTS, help="SmolLM2 lists for the second stage"
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where the model is written")
    args = parser.parse_args(argv)
    started = time.monotonic()

    def log(message: str) -> None:
        print(f"[{(time.monotonic() - started) / 60:5.1f} min] {message}", flush=True)

    work = args.work
    work.mkdir(parents=True, exist_ok=True)
    files = build_corpus(work, args.stories, args.facts, log)
    stage1 = work / "stage1"
    if (stage1 / "model.safetensors").is_file():
        log(f"first stage: already exported to {stage1}")
    else:
        run1 = train_model(
            work / "run", training_config(args.epochs, work / "run"), lambda: stage_one_texts(files), log
        )
        export_half_precision(run1, stage1, log)
    more = build_more_corpus(work, args.more_facts, log)
    common = common_tokens(stage1, [*files, more])
    config2 = training_config(
        args.more_epochs,
        work / "run2",
        str(stage1.resolve()),
        STAGE_TWO_LEARNING_RATE,
        common,
        STAGE_TWO_MASK_OTHER_WEIGHT,
    )
    run2 = train_model(work / "run2", config2, lambda: stage_two_texts(files, more), log)
    first_stage = json.loads((stage1 / "training.json").read_text(encoding="utf-8"))
    out = export_half_precision(run2, args.out, log, first_stage=first_stage)
    from recipes.mini_mlm_card import write_model_card

    log("model card: scoring the cloze set")
    write_model_card(out, work, log)
    log("done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
