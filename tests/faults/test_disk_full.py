"""A full disk during training, export or a model's conversion: a plain message that says how much room is
needed where, never a traceback; the run keeps its last complete checkpoint and, once there is room again,
resumes to the same result as a run that never stopped.

The disk is filled by a patched writer: safetensors' writer raises the error it raises on a real full disk
(ENOSPC, os error 28) at a chosen save, after writing part of the file; or the free space the workbench
reads is made smaller than the run needs.  A real small filesystem needs mount rights a test runner rarely
has."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import safetensors
import safetensors.torch

from tests.support.cli_run import run_workbench_here
from tests.support.training_data import (  # noqa: F401 - fixtures
    animal_texts,
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
    write_animal_csv,
)
from workbench.core import storage
from workbench.core.training.engine import events as ev
from workbench.core.training.engine.loop import train
from workbench.core.training.runs.export import export_model
from workbench.core.training.runs.listing import list_runs, read_run, resume

FULL = (
    'Error while serializing: IoError(Os { code: 28, kind: StorageFull, message: "No space left on device" })'
)


@pytest.fixture(autouse=True)
def _setup(monkeypatch: pytest.MonkeyPatch, one_torch_thread) -> None:  # noqa: F811
    monkeypatch.setattr(ev, "STEP_EVENTS_PER_SECOND", 1e9)


def fill_the_disk_at_save(monkeypatch: pytest.MonkeyPatch, n: int) -> None:
    """The n-th checkpoint written (1 = the first) finds the disk full after a few bytes."""
    real = safetensors.torch.save_file
    calls = []

    def save_file(tensors, filename, metadata=None):
        calls.append(filename)
        if len(calls) == n:
            Path(filename).write_bytes(b"\0" * 1000)  # part of the file made it to the disk
            raise safetensors.SafetensorError(FULL)
        return real(tensors, filename, metadata)

    monkeypatch.setattr(safetensors.torch, "save_file", save_file)


def losses(run_dir: Path) -> list[float]:
    lines = (Path(run_dir) / "metrics.jsonl").read_text().splitlines()
    return [r["loss"] for r in map(json.loads, lines) if r["type"] == "step"]


def test_a_disk_that_fills_mid_run_stops_it_resumable_from_the_last_whole_checkpoint(
    tiny_bert_folder: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    train_part, val_part = animal_texts()
    uninterrupted = train(tiny_config(tiny_bert_folder), train_part, val_part)
    fill_the_disk_at_save(monkeypatch, 2)  # checkpoints at the checks of steps 3, 6, ...: step 6's fails
    seen: list = []
    result = train(tiny_config(tiny_bert_folder), train_part, val_part, seen.append)
    run_dir = Path(result.run_dir)
    assert result.status == "cancelled" and "the disk is full" in result.stop_reason
    assert "is full" in result.message and "checkpoint at step 3" in result.message
    [stopped] = [e for e in seen if isinstance(e, ev.Cancelled)]
    assert not stopped.asked and stopped.step == 6
    assert not [e for e in seen if isinstance(e, ev.Failed)]
    assert sorted(p.name for p in (run_dir / "checkpoints").iterdir()) == ["last"]  # the half copy is gone
    info = read_run(run_dir)
    assert info.status == "cancelled" and info.resumable and info.step == 3  # where it carries on from

    monkeypatch.undo()  # room again
    monkeypatch.setattr(ev, "STEP_EVENTS_PER_SECOND", 1e9)
    resumed = resume(run_dir)
    assert resumed.status == "finished" and resumed.steps == uninterrupted.steps
    assert losses(run_dir) == losses(Path(uninterrupted.run_dir))
    assert resumed.metrics.loss == pytest.approx(uninterrupted.metrics.loss, rel=1e-6)


def test_too_little_room_is_said_before_the_first_step_with_the_sizes(
    tiny_bert_folder: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(storage, "free_bytes", lambda folder: 3_000_000)
    train_part, val_part = animal_texts()
    result = train(tiny_config(tiny_bert_folder), train_part, val_part)
    assert result.status == "cancelled" and result.steps == 0
    assert "not enough room for this run's checkpoint and kept model" in result.message
    assert "3.0 MB free" in result.message and "starts again from the beginning" in result.message
    monkeypatch.undo()
    monkeypatch.setattr(ev, "STEP_EVENTS_PER_SECOND", 1e9)
    assert resume(Path(result.run_dir)).status == "finished"


def test_weights_that_could_not_be_kept_are_never_reported_as_the_best(
    tiny_bert_folder: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from workbench.core.training.engine import checkpoints

    kept = []

    def room_for_one_kept_model(folder, needed, what):
        if what == "the run's kept model":
            kept.append(needed)
            if len(kept) > 1:  # the second improvement finds the disk full
                raise storage.DiskFull(Path(folder), what, needed, 1000)

    monkeypatch.setattr(checkpoints, "check_room", room_for_one_kept_model)
    train_part, val_part = animal_texts()
    config = tiny_config(tiny_bert_folder, best_by="val_loss", learning_rate=1e-3)  # improves at each check
    result = train(config, train_part, val_part)
    assert result.status == "cancelled" and "kept model" in result.message
    assert result.best_step == 3 and result.metrics.step == 3  # what best/ holds, not the unkept check
    saved = json.loads((Path(result.run_dir) / "best" / "workbench.json").read_text())
    assert saved["step"] == 3 and read_run(Path(result.run_dir)).accuracy == result.metrics.accuracy


def test_an_export_that_finds_the_disk_full_leaves_no_half_export(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from workbench.core.training.runs import export

    train_part, val_part = animal_texts()
    run_dir = Path(train(tiny_config(tiny_bert_folder, epochs=1), train_part, val_part).run_dir)
    copied = []

    def copy2(source, target):
        copied.append(target)
        if len(copied) == 3:
            raise OSError(errno.ENOSPC, "No space left on device", str(target))
        Path(target).write_bytes(Path(source).read_bytes())

    monkeypatch.setattr(export.shutil, "copy2", copy2)
    with pytest.raises(storage.DiskFull, match="is full, so the export model could not be written"):
        export_model(run_dir, tmp_path / "model")
    assert not (tmp_path / "model").exists()

    monkeypatch.setattr(storage, "free_bytes", lambda folder: 10_000)
    with pytest.raises(storage.DiskFull, match=r"not enough room for the exported model: it needs about"):
        export_model(run_dir, tmp_path / "model")


def test_the_embedded_decoder_is_read_from_its_file_when_its_copy_does_not_fit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from workbench.core.models import embedded, loading

    def no_room(target=None, on_progress=None):
        raise storage.DiskFull(Path("/data"), "a ready-to-use copy of SmolLM2", 600_000_000, 1_000)

    monkeypatch.setattr(embedded, "is_converted", lambda folder: False)
    monkeypatch.setattr(embedded, "convert_smollm2", no_room)
    source = loading.resolve("smollm2-135m")
    assert source.gguf_file and source.gguf_file.endswith(".gguf")


def test_full_disk_errors_are_recognised_however_a_library_words_them() -> None:
    assert storage.is_disk_full(OSError(errno.ENOSPC, "No space left on device"))
    assert storage.is_disk_full(safetensors.SafetensorError(FULL))
    try:
        try:
            raise OSError(errno.EDQUOT, "Disk quota exceeded")
        except OSError as inner:
            raise RuntimeError("saving failed") from inner
    except RuntimeError as outer:
        assert storage.is_disk_full(outer)
    assert not storage.is_disk_full(OSError(errno.EACCES, "Permission denied"))
    assert not storage.is_disk_full(ValueError("28 is a number"))


def test_the_command_line_says_so_and_lists_the_run_as_resumable(tmp_path: Path) -> None:
    """The real command, in its own process, with the second checkpoint failing as on a full disk."""
    data = write_animal_csv(tmp_path / "animals.csv", n=40)
    run_dir = tmp_path / "run"
    script = f"""
import sys, pathlib, safetensors, safetensors.torch
real, calls = safetensors.torch.save_file, []
def save_file(tensors, filename, metadata=None):
    calls.append(filename)
    if len([c for c in calls if c.endswith("trainable.safetensors")]) == 2:  # the second checkpoint
        raise safetensors.SafetensorError({FULL!r})
    return real(tensors, filename, metadata)
safetensors.torch.save_file = save_file
from workbench.cli import main
sys.exit(main(sys.argv[1:]))
"""
    model = _tiny_model_folder(tmp_path)
    argv = [
        "train",
        "--data",
        str(data),
        "--model",
        str(model),
        "--epochs",
        "3",
        "--batch-size",
        "8",
        "--lr",
        "1e-2",
        "--max-length",
        "16",
        "--out",
        str(run_dir),
    ]
    done = subprocess.run([sys.executable, "-c", script, *argv], capture_output=True, text=True, timeout=300)
    assert done.returncode == 130, done.stderr
    assert "Traceback" not in done.stderr + done.stdout
    said = done.stderr + done.stdout
    assert "is full" in said and "resume the run" in said and f"workbench resume {run_dir}" in said
    listed = run_workbench_here("runs", "--json")
    [run] = [r for r in json.loads(listed.stdout) if r["path"] == str(run_dir.resolve())]
    assert run["status"] == "cancelled" and run["resumable"] and run["step"] > 0
    assert list_runs()[0].path.resolve() == run_dir.resolve()


def _tiny_model_folder(tmp_path: Path) -> Path:
    from tests.support.tiny_models import save_tiny_bert

    return save_tiny_bert(tmp_path / "tiny-bert", masked_lm=False)


@pytest.fixture
def small_disk(tmp_path: Path):
    """A real 2 MB filesystem (tmpfs), where this computer lets the tests mount one; else the test is
    skipped (the patched writer above stands in for it)."""
    place = tmp_path / "small-disk"
    place.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(place)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip("no permission to mount a small filesystem here")
    try:
        yield place
    finally:
        subprocess.run(["umount", "-l", str(place)], capture_output=True)


def test_a_real_full_filesystem_stops_the_run_resumably(
    small_disk: Path,
    tiny_bert_folder: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The operating system's own "no space left" from safetensors and torch, not a patched one: the check
    before each save is switched off so that the write itself meets the full disk."""
    from workbench.core.training.engine import checkpoints, trainer

    for module in (checkpoints, trainer):
        monkeypatch.setattr(module, "check_room", lambda *args: None)
    filler = small_disk / "filler"

    def fill_after_step_4(event) -> None:
        if isinstance(event, ev.Step) and event.step == 4:
            fd = os.open(filler, os.O_WRONLY | os.O_CREAT)  # every byte left, as another program would
            try:
                while True:
                    os.write(fd, b"\0" * 4096)
            except OSError:
                pass
            finally:
                os.close(fd)

    train_part, val_part = animal_texts()
    config = tiny_config(tiny_bert_folder, out_dir=str(small_disk / "run"))
    result = train(config, train_part, val_part, fill_after_step_4)
    assert result.status == "cancelled" and "is full" in result.message
    assert "checkpoint at step 3" in result.message
    filler.unlink()
    resumed = resume(Path(result.run_dir))
    assert resumed.status == "finished" and resumed.steps == result.total_steps
