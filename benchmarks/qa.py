"""Question-answering benchmark: how well does the embedded model learn to answer from the built-in questions?

Fine-tunes ``workbench-mini-mlm`` (its encoder with a fresh answer head, loaded the way the app loads it) on
``--train`` questions of ``qa_passages.jsonl`` and scores exact match and F1 on ``--check`` questions about
other passages (``data.qa.split_by_passage``), before and after.  The loop is plain AdamW with a linear
warm-up and decay, the recipe's shape: a quick probe of learning rates and epochs outside the trainer.  The
default run as the app makes it (the trainer, the recipe's two rates and its minimum of steps) is
``benchmarks/families.py --defaults --families qa``.

    .venv/bin/python benchmarks/qa.py [--train 200] [--check 50] [--epochs 2] [--lr 3e-5] [--threads N]

Measured on 2 busy CPU cores (seed 0, 200 training and 50 checking questions): the lecture's recipe (3e-5, 2
epochs: 26 steps of 16, 190 s) moved F1 from 3.7% to 11.7% (exact match 0%); 1e-4 for 4 epochs at 192 tokens
(52 steps, 640 s) gave F1 7.2%, exact match 2%, the checking loss 5.06 -> 4.00.  A few hundred questions
are a few dozen steps, far too few for a fresh answer head: hence the recipe's minimum of steps
(``families.questions.MIN_QA_STEPS``) and the answer head's own, larger rate.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("WORKBENCH_HOME", tempfile.mkdtemp(prefix="wb-bench-qa-"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", type=int, default=200)
    parser.add_argument("--check", type=int, default=50)
    parser.add_argument("--epochs", type=float, default=2)
    parser.add_argument("--lr", type=float, default=3e-5)
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--max-length", type=int, default=256)
    parser.add_argument("--stride", type=int, default=64)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--threads", type=int, default=0, help="torch threads (0: torch's choice)")
    args = parser.parse_args()

    import torch

    from workbench.core.models.devices import best_device
    from workbench.core.models.loading import load_model
    from workbench.core.training.data.qa import split_by_passage
    from workbench.core.training.data.qa_reading import load_qa_dataset
    from workbench.core.training.data.samples import sample_path
    from workbench.core.training.objectives.qa.evaluation import evaluate_qa, qa_loss
    from workbench.core.training.objectives.qa.features import collate_features, features_for

    if args.threads:
        torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    dataset = load_qa_dataset(sample_path("qa_passages.jsonl"))
    train, check = split_by_passage(dataset, 0.2, args.seed)
    train, check = train.select(range(min(args.train, len(train)))), check.select(range(args.check))
    loaded = load_model(
        "workbench-mini-mlm",
        "question-answering",
        device=best_device("cpu"),
        model_kwargs={"dtype": "float32"},
    )
    model, tokenizer = loaded.model, loaded.tokenizer
    settings = {"max_length": args.max_length, "stride": args.stride}
    train_features = features_for(tokenizer, train, **settings)
    check_features = features_for(tokenizer, check, **settings)
    before = evaluate_qa(model, tokenizer, check, features=check_features)

    started = time.perf_counter()
    per_epoch = -(-len(train_features) // args.batch)
    total = max(1, round(per_epoch * args.epochs))
    warmup = max(1, total // 10)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min((s + 1) / warmup, max(0.0, (total - s) / max(1, total - warmup)))
    )
    generator = torch.Generator().manual_seed(args.seed)
    model.train()
    order: list[int] = []
    for step in range(total):
        if not order:
            order = torch.randperm(len(train_features), generator=generator).tolist()
        chunk, order = order[: args.batch], order[args.batch :]
        loss = qa_loss(model, collate_features(train_features, chunk, tokenizer.pad_token_id, "cpu"))
        optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        schedule.step()
        if (step + 1) % 10 == 0 or step + 1 == total:
            print(f"step {step + 1}/{total}: loss {loss.item():.3f}", flush=True)
    seconds = time.perf_counter() - started
    after = evaluate_qa(model, tokenizer, check, features=check_features)

    print(
        f"{len(train)} training questions ({len(train_features)} windows), {len(check)} checking questions "
        f"on other passages; {total} steps of {args.batch}, lr {args.lr:g}, {seconds:.0f} s of training"
    )
    for name, scores in (("before", before), ("after", after)):
        print(
            f"{name:>6}: exact match {scores['exact_match']:.1%}, F1 {scores['f1']:.1%}, "
            f"loss {scores['eval_loss']:.3f}"
        )


if __name__ == "__main__":
    main()
