"""The GPU path, measured: every task family in mixed precision, out-of-memory endings, the will-it-fit
estimate, speed against transformers' ``Trainer`` and the energy counter, one JSON line per check.

Everything goes through the app's own code: ``engine.loop.train`` (the trainer, its precision choice, its
out-of-memory handling and its cost meter), ``engine.setup.load_prepared`` and the families benchmark's setups
(``benchmarks/families.py``: the command line's config per task, the built-in data, the Trainer comparison of
``benchmarks/against_trainer.py``), and ``training.estimates`` for the fit estimate.

The models are the embedded ones' shapes with random weights (MiniLM-L6, SmolLM2-135M; the project's own mini
MLM is in the repository and used as it is) and BERT base for memory: ``--prepare-assets DIR`` (run where the
app is installed) keeps the two tokenizers and configs in DIR (a few MB), and ``--assets DIR`` builds random
weights from them into a scratch folder and has the app's loader find them there in place of the embedded
models and of a downloaded BERT base.  Needs torch, transformers, peft, accelerate (the Trainer), platformdirs
and the repository; no Qt.

Checks (``--only``): ``families`` (each family 30 steps in the default precision and in fp32: finite losses,
the mean of the last 5 within a few per cent), ``oom`` (GPU only: a model too big for a capped card stops with
the app's advice and the advised LoRA run works; a batch far too big for the whole card is split; a model too
big to load stops with advice; memory is handed back after each), ``fit`` (estimate against the measured
peak, per method), ``speed`` (samples per second against the Trainer, interleaved) and ``energy``.  On the CPU
(``--device cpu``) sizes and steps are cut (``--quick`` does so on a GPU too) and the out-of-memory errors are
injected where the GPU would raise them.

    .venv/bin/python benchmarks/gpu.py --prepare-assets .gpu-assets
    python3 benchmarks/gpu.py --assets .gpu-assets [--device cuda] [--only families,oom] [--quick]
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import gc
import importlib.util
import json
import math
import os
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

CHECKS = ("families", "oom", "fit", "speed", "energy")
FAMILY_NAMES = ("classify", "pairs", "ner", "qa", "chat", "summarize")
SPEED_NAMES = ("classify", "pairs", "ner", "qa", "chat")
ASSET_MODELS = (
    "minilm-l6",
    "smollm2-135m",
)  # BERT base: the catalogue's config, MiniLM's (uncased) tokenizer
BERT_HUB_ID = "google-bert/bert-base-uncased"


def emit(line: dict) -> None:
    print(json.dumps(line, default=str), flush=True)


def resources_importable() -> None:
    """``workbench_resources`` from the repository's ``resources/`` where the project is not installed."""
    if importlib.util.find_spec("workbench_resources") is not None:
        return
    folder = ROOT / "resources"
    spec = importlib.util.spec_from_file_location(
        "workbench_resources", folder / "__init__.py", submodule_search_locations=[str(folder)]
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["workbench_resources"] = module
    spec.loader.exec_module(module)


# --- the models ---------------------------------------------------------------------------------------------


def prepare_assets(target: Path) -> None:
    """Keep the embedded MiniLM's and SmolLM2's tokenizer and config in ``target`` (no weights).  SmolLM2's
    come from its converted copy when there is one, else straight from its GGUF file (about 15 s)."""
    from transformers import AutoConfig, AutoTokenizer

    from workbench.core.models import embedded
    from workbench.core.models.loading import load_tokenizer_and_config

    for name in ASSET_MODELS:
        folder = target / name
        folder.mkdir(parents=True, exist_ok=True)
        if name == "smollm2-135m" and not embedded.is_converted():
            gguf = embedded.smollm2_gguf()  # converting the whole model is not needed for these two
            tokenizer = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
            config = AutoConfig.from_pretrained(gguf.parent, gguf_file=gguf.name)
            if hasattr(config, "quantization_config"):
                del config.quantization_config
        else:
            found = load_tokenizer_and_config(name)
            tokenizer, config = found.tokenizer, found.config
        tokenizer.save_pretrained(folder)
        config.save_pretrained(folder)
    size = sum(p.stat().st_size for p in target.rglob("*") if p.is_file())
    emit({"assets": str(target), "models": list(ASSET_MODELS), "bytes": size})


def build_stand_ins(assets: Path, scratch: Path) -> dict[str, Path]:
    """Folders with the assets' configs and tokenizers and fresh random weights, as the app's loader reads."""
    import torch
    from transformers import AutoConfig, AutoModel, AutoModelForCausalLM, AutoModelForMaskedLM, AutoTokenizer

    from workbench.core.models import catalogue

    made = {}
    sources = {
        "minilm-l6": (assets / "minilm-l6", AutoModel, None),
        "smollm2-135m": (assets / "smollm2-135m", AutoModelForCausalLM, None),
        "bert-base-uncased": (assets / "minilm-l6", AutoModelForMaskedLM, "bert-base-uncased"),
    }
    for name, (source, auto, entry_id) in sources.items():
        folder = scratch / name
        if entry_id:
            config = catalogue.build_config(catalogue.get_entry(entry_id))
        else:
            config = AutoConfig.from_pretrained(source)
        torch.manual_seed(0)
        auto.from_config(config).save_pretrained(folder)
        AutoTokenizer.from_pretrained(source).save_pretrained(folder)
        made[name] = folder
    return made


def use_stand_ins(folders: dict[str, Path]) -> None:
    """Have the app's loader (``models.loading.resolve``) find the stand-ins for the embedded MiniLM and
    SmolLM2 and for a downloaded BERT base."""
    from workbench.core.models import embedded, hub_cache

    cached = hub_cache.cached_snapshot
    embedded.minilm_folder = lambda: folders["minilm-l6"]
    embedded.smollm2_folder = lambda on_progress=None: folders["smollm2-135m"]

    def snapshot(repo_id: str, *args: Any, **kwargs: Any) -> Any:
        return folders["bert-base-uncased"] if repo_id == BERT_HUB_ID else cached(repo_id, *args, **kwargs)

    hub_cache.cached_snapshot = snapshot


# --- shared helpers -----------------------------------------------------------------------------------------


def cuda(device: str) -> bool:
    return device == "cuda"


def free_memory(device: str) -> int:
    """Collect and empty the GPU's cache; what is still allocated (0 on the CPU)."""
    gc.collect()
    if not cuda(device):
        return 0
    import torch

    torch.cuda.synchronize()
    torch.cuda.empty_cache()
    return int(torch.cuda.memory_allocated())


def step_losses(run_dir: str) -> list[float]:
    lines = Path(run_dir, "metrics.jsonl").read_text().splitlines()
    return [row["loss"] for row in map(json.loads, lines) if row.get("type") == "step"]


def quiet_train(config: Any, train_part: Any, val_part: Any, on_event: Any = None) -> Any:
    from workbench.core.training.engine.loop import train

    return train(config, train_part, val_part, on_event, listed=False)


def family_setup(name: str, device: str, steps: int, batch: int | None) -> tuple[Any, Any, Any, Any]:
    """(family, config, training part of exactly ``steps`` batches, check part) as families.py sets them up;
    the built-in data repeated where one pass is shorter than ``steps`` batches."""
    from benchmarks.families import FAMILIES, exact_part, speed_config
    from workbench.core.training.data.families import load_run_data
    from workbench.core.training.devices import choose_device

    family = FAMILIES[name]
    family = replace(family, steps=steps, batch=batch or family.batch)
    config = speed_config(family, device)
    data = load_run_data(config)
    units = steps * family.batch
    repeated = data.train.select([i % len(data.train) for i in range(2 * units)])
    train_part = exact_part(config, repeated, units, choose_device(device))
    val_part = data.validation.select(range(min(16, len(data.validation))))
    return family, config, train_part, val_part


def long_texts(count: int, words: int) -> list[str]:
    """``count`` texts of about ``words`` words each, from the built-in reviews (for full-length batches)."""
    from workbench.core.training.data.samples import sample_path

    with open(sample_path("reviews_sentiment.csv"), encoding="utf-8") as handle:
        pool = " ".join(row["text"] for row in csv.DictReader(handle)).split()
    return [" ".join(pool[(i * 37 + j) % len(pool)] for j in range(words)) for i in range(count)]


def long_data(folder: Path, count: int, words: int, config: Any) -> tuple[Any, Any]:
    """(train part of exactly ``count`` long texts, 8 to check) read by the app's own reader from a CSV."""
    from workbench.core.training.data.families import load_run_data

    path = folder / f"long-{count}-{words}.csv"
    texts = long_texts(math.ceil(count / 0.8) + 12, words)
    with open(path, "w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["text", "label"])
        writer.writerows([text, "good" if i % 2 else "bad"] for i, text in enumerate(texts))
    data = load_run_data(config.replace(data_path=str(path), val_fraction=0.2))
    return data.train.select(range(count)), data.validation.select(range(min(8, len(data.validation))))


def memory_config(model: str, method: str, batch: int, length: int, device: str, steps: int = 3) -> Any:
    from workbench.core.training.config import TrainConfig

    return TrainConfig(
        model=model,
        objective="classify",
        method=method,
        batch_size=batch,
        max_length=length,
        epochs=1,
        eval_every_steps=steps,
        early_stopping_patience=None,
        device=device,
        seed=42,
    ).validate()


# --- the checks ---------------------------------------------------------------------------------------------


def check_families(args: argparse.Namespace) -> list[dict]:
    """Each family's default precision against fp32: same seed, same data, same order, same steps."""
    import torch

    steps = 3 if args.small else 30
    rows = []
    for name in args.families or FAMILY_NAMES:
        began = time.perf_counter()
        _, config, train_part, val_part = family_setup(name, args.device, steps, 4 if args.small else None)
        runs = {}
        for precision in ("auto", "fp32"):
            result = quiet_train(config.replace(precision=precision), train_part, val_part)
            losses = step_losses(result.run_dir)
            runs[precision] = (result, losses)
        (auto, auto_losses), (full, full_losses) = runs["auto"], runs["fp32"]
        tail_auto, tail_full = (sum(x[-5:]) / len(x[-5:]) for x in (auto_losses, full_losses))
        difference = abs(tail_auto - tail_full) / max(abs(tail_full), 1e-12)
        rows.append(
            {
                "check": "families",
                "family": name,
                "model": config.model,
                "method": config.method,
                "batch": config.batch_size,
                "max_length": config.max_length,
                "steps": len(auto_losses),
                "precision": auto.precision,
                "status": [auto.status, full.status],
                "finite": all(math.isfinite(x) for x in auto_losses + full_losses),
                "loss_last5": round(tail_auto, 5),
                "loss_last5_fp32": round(tail_full, 5),
                "relative_difference": round(difference, 4),
                "first_loss": [auto_losses[0], full_losses[0]],
                "samples_per_second": [round(auto.samples_per_second, 1), round(full.samples_per_second, 1)],
                "ok": auto.status == full.status == "finished"
                and difference <= 0.05
                and all(math.isfinite(x) for x in auto_losses + full_losses),
                "seconds": round(time.perf_counter() - began, 1),
            }
        )
        emit(rows[-1])
        del runs
        free_memory(args.device)
        torch.manual_seed(0)
    return rows


@contextlib.contextmanager
def card_capped(device: str, extra_bytes: int | None) -> Iterator[None]:
    """Let this process's allocator have only what it holds now plus ``extra_bytes`` of the card (a real
    out-of-memory error from the allocator beyond that); nothing on the CPU or with None."""
    if not cuda(device) or extra_bytes is None:
        yield
        return
    import torch

    free_memory(device)
    total = torch.cuda.get_device_properties(0).total_memory
    torch.cuda.set_per_process_memory_fraction(min(1.0, (torch.cuda.memory_reserved() + extra_bytes) / total))
    try:
        yield
    finally:
        torch.cuda.set_per_process_memory_fraction(1.0)


@contextlib.contextmanager
def injected(device: str, target: Any, name: str, when: Callable[..., bool]) -> Iterator[None]:
    """On the CPU only: make ``target.name`` raise the out-of-memory error a GPU would, while ``when``."""
    if cuda(device):
        yield
        return
    import torch

    original = getattr(target, name)

    def failing(*a: Any, **k: Any) -> Any:
        if when(*a, **k):
            raise torch.OutOfMemoryError("CUDA out of memory (injected on the CPU)")
        return original(*a, **k)

    setattr(target, name, failing)
    try:
        yield
    finally:
        setattr(target, name, original)


def check_oom(args: argparse.Namespace) -> list[dict]:
    from workbench.core.models import catalogue, loading
    from workbench.core.training.engine import events as ev
    from workbench.core.training.engine import stepping
    from workbench.core.training.estimates import count_for_method

    device, rows = args.device, []
    weights = 4 * count_for_method(catalogue.get_entry("bert-base-uncased"), "classify", "full").total
    base = free_memory(device)

    def ending(
        case: str, result: Any, seen: list, began: float, ok: Callable[[Any, dict], bool], **more: Any
    ) -> dict:
        left = free_memory(device)
        reduced = [e for e in seen if isinstance(e, ev.BatchReduced)]
        row = {
            "check": "oom",
            "case": case,
            "status": result.status,
            "steps": result.steps,
            "message": result.message or result.stop_reason,
            "batch_reduced_to": [e.micro_batch_size for e in reduced],
            "allocated_before_mb": round(base / 2**20, 1),
            "allocated_after_mb": round(left / 2**20, 1),
            "released": left - base < 64 * 2**20,
            "injected": not cuda(device),
            **more,
            "seconds": round(time.perf_counter() - began, 1),
        }
        row["ok"] = bool(ok(result, row))
        emit(row)
        rows.append(row)
        return row

    # 1. Full fine-tuning of BERT base on a card it cannot train on (the allocator allowed 3x the fp32
    #    weights: room for the weights and their gradients, not AdamW's moments): the run must end with
    #    the advice, and the advised LoRA run must work under the same limit.
    began, seen = time.perf_counter(), []
    size = 4 if args.small else 16
    config = memory_config("bert-base-uncased", "full", size, 128, device)
    train_part, val_part = long_data(args.scratch, size * 2, 100, config)
    with card_capped(device, 3 * weights), injected(device, stepping.Stepper, "_accumulate", lambda *a: True):
        result = quiet_train(config, train_part, val_part, seen.append)
    ending(
        "too_big_for_card",
        result,
        seen,
        began,
        lambda r, row: r.status == "failed" and "LoRA" in r.message and row["released"],
        card_limit_mb=round(3 * weights / 2**20),
    )
    advised = "lora" if "LoRA" in result.message else None
    if advised:
        began, seen = time.perf_counter(), []
        with card_capped(device, 3 * weights):
            result = quiet_train(config.replace(method=advised), train_part, val_part, seen.append)
        ending(
            "advised_setting",
            result,
            seen,
            began,
            lambda r, row: r.status == "finished" and row["released"],
            method=advised,
        )

    # 2. A batch far too big for the whole card: the step is split into passes that fit, same examples.
    began, seen = time.perf_counter(), []
    batch, length = (2048, 512) if not args.small else (16, 64)
    config = memory_config("bert-base-uncased", "full", batch, length, device, steps=1)
    train_part, val_part = long_data(args.scratch, batch, 2 * length, config)

    def too_big(self: Any, indexes: Any, step: int) -> bool:
        return self.ctx.progress.micro_batch_size > 4

    with injected(device, stepping.Stepper, "_accumulate", too_big):
        result = quiet_train(config, train_part, val_part, seen.append)
    ending(
        "batch_too_big",
        result,
        seen,
        began,
        lambda r, row: r.status == "finished" and bool(row["batch_reduced_to"]) and row["released"],
        batch=batch,
        max_length=length,
    )

    # 3. A model whose weights alone do not fit (half of them allowed): stopped with advice, not a crash.
    began, seen = time.perf_counter(), []
    config = memory_config("bert-base-uncased", "full", size, 128, device)
    train_part, val_part = long_data(args.scratch, size, 100, config)
    try:
        with card_capped(device, weights // 2), injected(device, loading, "_load_model", lambda *a: True):
            result = quiet_train(config, train_part, val_part, seen.append)
        ending(
            "weights_too_big",
            result,
            seen,
            began,
            lambda r, row: r.status == "failed" and "does not fit" in r.message and row["released"],
            card_limit_mb=round(weights / 2 / 2**20),
        )
    except Exception as exc:  # noqa: BLE001 - the app raised instead of ending the run: report it
        emit(
            {
                "check": "oom",
                "case": "weights_too_big",
                "ok": False,
                "raised": repr(exc)[:300],
                "allocated_after_mb": round(free_memory(device) / 2**20, 1),
            }
        )
    return rows


def check_fit(args: argparse.Namespace) -> list[dict]:
    """The wizard's estimate against the run's measured peak (the allocator's peak above what was allocated
    before the model loaded; on the CPU the growth of resident memory)."""
    import torch

    from workbench.core.models import catalogue
    from workbench.core.training.devices import choose_device
    from workbench.core.training.estimates import count_for_method, estimate_memory

    device = choose_device(args.device)
    # (model, method, batch, length): long texts, where activations dominate, and short ones in a big batch
    shapes = [(4, 128)] if args.small else [(16, 512), (64, 128)]
    steps = 2 if args.small else 3
    cases = [("bert-base-uncased", m, b, n) for b, n in shapes for m in ("full", "frozen", "lora")]
    cases += [("smollm2-135m", "lora", max(b // 2, 2), n) for b, n in shapes]
    rows = []
    for model, method, size, length in cases:
        began = time.perf_counter()
        entry = catalogue.get_entry(model)
        counts = count_for_method(entry, "classify", method, labels=2)
        estimate = estimate_memory(
            entry,
            counts,
            batch_size=size,
            max_length=length,
            device_bytes=device.total_memory_bytes,
            device_kind=device.kind,
        )
        config = memory_config(model, method, size, length, args.device, steps)
        train_part, val_part = long_data(args.scratch, size * steps, 2 * length, config)
        base = free_memory(args.device)
        if cuda(args.device):
            torch.cuda.reset_peak_memory_stats()
        result = quiet_train(config, train_part, val_part)
        measured = result.costs.peak_memory_bytes if result.costs else None
        allocator = torch.cuda.max_memory_allocated() - base if cuda(args.device) else None
        row = {
            "check": "fit",
            "model": model,
            "method": method,
            "batch": size,
            "max_length": length,
            "precision": result.precision,
            "status": result.status,
            "trainable": counts.trainable,
            "total": counts.total,
            "estimate_mb": round(estimate.bytes / 2**20),
            "measured_mb": round(measured / 2**20) if measured else None,
            "allocator_peak_mb": round(allocator / 2**20) if allocator else None,
            "estimate_over_measured": round(estimate.bytes / measured, 3) if measured else None,
            "seconds": round(time.perf_counter() - began, 1),
        }
        row["ok"] = bool(measured) and abs(row["estimate_over_measured"] - 1) <= 0.25
        emit(row)
        rows.append(row)
        free_memory(args.device)
    return rows


def check_speed(args: argparse.Namespace) -> list[dict]:
    from benchmarks.families import FAMILIES, measure_speed

    names = [n for n in (args.families or SPEED_NAMES) if n in SPEED_NAMES]
    if args.small:
        table, rounds = {n: replace(FAMILIES[n], steps=3, batch=4) for n in names}, 1
    else:  # a GPU takes the CPU's steps in a fraction of a second: longer runs, more rounds, steadier figures
        table, rounds = {n: replace(FAMILIES[n], steps=FAMILIES[n].steps * 8) for n in names}, 3
    report = measure_speed(names, rounds, args.device, table)
    rows = []
    for name, figures in report.items():
        row = {"check": "speed", "family": name, **figures, "ok": figures["ratio"] >= 1.0}
        emit(row)
        rows.append(row)
    return rows


def check_energy(args: argparse.Namespace) -> list[dict]:
    """The run's energy as the app records it (the GPU's counter through NVML), and the counter itself."""
    from workbench.core.training.engine import metering

    counter = metering.gpu_energy_mj() if cuda(args.device) else None
    _, config, train_part, val_part = family_setup("classify", args.device, 3 if args.small else 60, None)
    result = quiet_train(config, train_part, val_part)
    costs = result.costs
    watts = costs.energy_wh * 3600 / costs.seconds if costs and costs.energy_wh and costs.seconds else None
    row = {
        "check": "energy",
        "status": result.status,
        "steps": result.steps,
        "counter_available": counter is not None,
        "energy_wh": costs.energy_wh if costs else None,
        "measured": bool(costs and costs.energy_measured),
        "run_seconds": costs.seconds if costs else None,
        "mean_watts": round(watts, 1) if watts else None,
    }
    row["ok"] = row["measured"] if cuda(args.device) else row["energy_wh"] is not None
    emit(row)
    return [row]


RUNNERS = {
    "families": check_families,
    "oom": check_oom,
    "fit": check_fit,
    "speed": check_speed,
    "energy": check_energy,
}


def environment(device: str) -> dict:
    import peft
    import torch
    import transformers

    line = {
        "check": "environment",
        "python": sys.version.split()[0],
        "torch": torch.__version__,
        "transformers": transformers.__version__,
        "peft": peft.__version__,
        "cuda": torch.version.cuda,
        "device": device,
    }
    with contextlib.suppress(ImportError):
        import accelerate

        line["accelerate"] = accelerate.__version__
    from workbench.core.training.devices import choose_device

    info = choose_device(device)
    line.update(
        name=info.name,
        memory_gb=round((info.total_memory_bytes or 0) / 2**30, 1),
        bf16=info.supports_bf16 if info.kind == "cuda" else None,
        torch_threads=torch.get_num_threads(),
    )
    return line


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--device", choices=("cuda", "cpu"), default="cuda")
    parser.add_argument("--assets", type=Path, help="the folder --prepare-assets wrote")
    parser.add_argument(
        "--prepare-assets", type=Path, metavar="DIR", help="keep tokenizers and configs in DIR"
    )
    parser.add_argument("--only", help=f"comma-separated, of: {', '.join(CHECKS)}")
    parser.add_argument("--families", help=f"comma-separated, of: {', '.join(FAMILY_NAMES)}")
    parser.add_argument("--quick", action="store_true", help="small sizes and few steps (always on the CPU)")
    args = parser.parse_args()
    resources_importable()
    if args.prepare_assets:
        prepare_assets(args.prepare_assets)
        return 0
    only = [c.strip() for c in args.only.split(",")] if args.only else list(CHECKS)
    if any(c not in CHECKS for c in only):
        parser.error(f"unknown checks in {args.only}; known: {', '.join(CHECKS)}")
    args.families = [f.strip() for f in args.families.split(",")] if args.families else None
    args.small = args.quick or args.device == "cpu"

    import torch

    from benchmarks.against_trainer import quiet

    if args.device == "cpu":
        torch.set_num_threads(min(2, os.cpu_count() or 1))
    scratch = Path(tempfile.mkdtemp(prefix="wb-bench-gpu-"))
    os.environ["WORKBENCH_HOME"] = str(scratch / "home")
    args.scratch = scratch
    quiet()
    began = time.perf_counter()
    emit(environment(args.device))
    if args.assets:
        use_stand_ins(build_stand_ins(args.assets, scratch / "models"))
        emit(
            {
                "check": "models",
                "random_weights_from": str(args.assets),
                "seconds": round(time.perf_counter() - began, 1),
            }
        )
    failures = 0
    for name in only:
        started = time.perf_counter()
        try:
            rows = RUNNERS[name](args)
            failed = [row for row in rows if not row.get("ok", True)]
            emit(
                {
                    "check": name,
                    "done": True,
                    "ok": not failed,
                    "seconds": round(time.perf_counter() - started, 1),
                }
            )
        except Exception as exc:  # noqa: BLE001 - one failing check must not stop the others
            failed = [exc]
            last = traceback.format_exc().strip().splitlines()[-1]
            emit(
                {
                    "check": name,
                    "error": repr(exc)[:500],
                    "last_line": last,
                    "where": traceback.format_tb(exc.__traceback__)[-1].strip()[:500],
                    "seconds": round(time.perf_counter() - started, 1),
                }
            )
        failures += bool(failed)
        free_memory(args.device)
    third_party = sorted({m.split(".")[0] for m in sys.modules} - set(sys.stdlib_module_names))
    emit(
        {
            "check": "end",
            "failed_checks": failures,
            "seconds": round(time.perf_counter() - began, 1),
            "imported_packages": third_party,
        }
    )
    shutil.rmtree(scratch, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
