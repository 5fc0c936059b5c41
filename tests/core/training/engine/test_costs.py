"""What a run costs, on real runs: its time, its energy (estimated on the CPU, and saying so), its own peak
memory (the growth, not the program's size), added up when a run is resumed; older runs without these figures
still list and open.  The GPU's side is played with stand-ins for its counters (no GPU here)."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.support.training_data import (  # noqa: F401 - fixtures
    animal_texts,
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
)
from workbench.core.training.costs import (
    WATTS_PER_BUSY_CORE,
    RunCosts,
    energy_how,
    energy_text,
    pretraining_comparison,
    summary_fields,
    times_text,
)
from workbench.core.training.engine import events as ev
from workbench.core.training.engine import metering
from workbench.core.training.engine.loop import train
from workbench.core.training.runs.listing import list_runs, read_run, resume


@pytest.fixture(autouse=True)
def _setup(monkeypatch: pytest.MonkeyPatch, one_torch_thread) -> None:  # noqa: F811
    monkeypatch.setattr(ev, "STEP_EVENTS_PER_SECOND", 1e9)


@pytest.mark.slow
def test_a_run_records_its_time_its_estimated_energy_and_its_own_memory() -> None:
    """MiniLM for two short steps: its own peak holds at least its weights, yet is far less than the whole
    program; on the CPU the energy is the processor time at the stated watts, labelled an estimate."""
    from importlib import resources

    from workbench.core.training.config import TrainConfig
    from workbench.core.training.data.labelled import load_dataset

    data = load_dataset(
        Path(str(resources.files("workbench_resources") / "sample_data" / "reviews_sentiment.csv"))
    )
    train_part, val_part = data.select(list(range(16))), data.select(list(range(16, 24)))
    config = TrainConfig(model="minilm-l6", epochs=1, batch_size=8, max_length=16, seed=0)
    seen: list[ev.TrainEvent] = []
    result = train(config, train_part, val_part, seen.append)
    assert result.status == "finished", result.message
    costs = result.costs
    assert costs is not None and costs.sessions == 1 and costs.device_kind == "cpu"
    assert costs.seconds > 0 and costs.seconds == pytest.approx(result.elapsed_seconds, abs=0.5)
    assert result.elapsed_seconds >= result.train_seconds > 0
    assert costs.cpu_seconds > 0 and not costs.energy_measured
    assert costs.energy_wh == pytest.approx(costs.cpu_seconds * WATTS_PER_BUSY_CORE / 3600)
    how = energy_how(costs)
    assert how.startswith("estimated from") and f"{WATTS_PER_BUSY_CORE:g} W per busy core" in how
    weights = 4 * result.total_params  # fp32
    assert weights <= costs.peak_memory_bytes < metering.resident_peak_bytes()
    steps = [e for e in seen if isinstance(e, ev.Step)]
    assert steps and all(0 < s.memory_bytes <= costs.peak_memory_bytes for s in steps)

    summary = json.loads((Path(result.run_dir) / "summary.json").read_text())
    assert RunCosts.from_dict(summary["costs"]) == costs and "peak_memory_bytes" not in summary
    assert read_run(Path(result.run_dir)).costs == costs
    fields = summary_fields(result.elapsed_seconds, costs)
    assert fields["energy_measured"] is False and fields["energy_wh"] > 0
    assert fields["run_peak_memory_bytes"] == costs.peak_memory_bytes
    # MiniLM's own pre-training is not published: BERT base stands beside it, millions of times this run.
    comparison = pretraining_comparison(result.model, costs.energy_wh)
    assert "is not published" in comparison.lines[0] and "BERT base" in comparison.lines[1]
    assert "times the energy of this run" in comparison.lines[2] and "Devlin" in comparison.note


def test_a_resumed_run_adds_its_sessions_up(tiny_bert_folder: Path) -> None:  # noqa: F811
    cancel = threading.Event()

    def stop_at_step_5(event: ev.TrainEvent) -> None:
        if isinstance(event, ev.Step) and event.step == 5:
            cancel.set()

    stopped = train(tiny_config(tiny_bert_folder), *animal_texts(), stop_at_step_5, cancel)
    assert stopped.status == "cancelled" and stopped.costs.sessions == 1
    progress_file = Path(stopped.run_dir) / "checkpoints" / "last" / "progress.json"
    kept = json.loads(progress_file.read_text())["costs"]  # what the resumed run starts from
    resumed = resume(Path(stopped.run_dir))
    first, both = stopped.costs, resumed.costs
    assert resumed.status == "finished" and both.sessions == 2
    assert both.seconds > first.seconds and both.cpu_seconds > first.cpu_seconds
    assert both.energy_wh > first.energy_wh and not both.energy_measured
    # the larger of the two sessions' peaks: the first one's as its checkpoint kept it (memory may still rise
    # a little while a stopped run writes its summary, after the checkpoint)
    assert both.peak_memory_bytes >= kept["peak_memory_bytes"] > 0 and first.peak_memory_bytes > 0
    assert both.seconds == pytest.approx(resumed.elapsed_seconds, abs=0.5)


def test_a_checkpoint_from_before_costs_were_kept_leaves_the_energy_unknown(tiny_bert_folder: Path) -> None:  # noqa: F811
    cancel = threading.Event()

    def stop_at_step_2(event: ev.TrainEvent) -> None:
        if isinstance(event, ev.Step) and event.step == 2:
            cancel.set()

    stopped = train(tiny_config(tiny_bert_folder), *animal_texts(), stop_at_step_2, cancel)
    run_dir = Path(stopped.run_dir)
    [progress_file] = run_dir.glob("checkpoints/*/progress.json")
    progress = json.loads(progress_file.read_text())
    del progress["costs"]  # as an older version of the app wrote it
    progress_file.write_text(json.dumps(progress))
    resumed = resume(run_dir)
    assert resumed.status == "finished" and resumed.costs.sessions == 2
    assert resumed.costs.energy_wh is None and "not known" in energy_how(resumed.costs)
    assert resumed.costs.peak_memory_bytes > 0  # this session's own


def test_runs_from_before_costs_were_kept_still_list_and_open(tiny_bert_folder: Path) -> None:  # noqa: F811
    result = train(tiny_config(tiny_bert_folder, epochs=1), *animal_texts())
    summary_file = Path(result.run_dir) / "summary.json"
    old = json.loads(summary_file.read_text())
    del old["costs"], old["elapsed_seconds"]
    old["peak_memory_bytes"] = 4_600_000_000  # what older versions recorded: the whole program's peak
    summary_file.write_text(json.dumps(old))
    [info] = list_runs()
    assert info.status == "finished" and info.costs is None
    reopened = ev.TrainResult.from_dict(old)
    assert reopened.costs is None and reopened.accuracy == result.accuracy
    assert summary_fields(reopened.elapsed_seconds, reopened.costs)["energy_wh"] is None


# --- the meter, with stand-ins for a GPU --------------------------------------------------------------------
@pytest.fixture
def fake_gpu(monkeypatch: pytest.MonkeyPatch) -> SimpleNamespace:
    gpu = SimpleNamespace(allocated=1_000, peak=1_000, energy_mj=50_000_000)

    def reset_peak() -> None:
        gpu.peak = gpu.allocated

    monkeypatch.setattr(metering, "gpu_reset_peak", reset_peak)
    monkeypatch.setattr(metering, "gpu_allocated", lambda: gpu.allocated)
    monkeypatch.setattr(metering, "gpu_peak", lambda: gpu.peak)
    monkeypatch.setattr(metering, "gpu_energy_mj", lambda: gpu.energy_mj)
    return gpu


def test_on_a_gpu_the_energy_is_measured_by_its_counter_and_the_memory_is_the_allocators_peak(
    fake_gpu,
) -> None:
    meter = metering.CostMeter()
    meter.start(SimpleNamespace(kind="cuda"))
    fake_gpu.allocated, fake_gpu.peak = 301_000, 901_000  # the model, then a step's activations
    assert meter.sample() == 300_000
    fake_gpu.energy_mj += 7_200_000  # 7,200 J = 2 Wh
    costs = meter.costs()
    assert costs.device_kind == "cuda" and costs.energy_measured and costs.energy_wh == pytest.approx(2.0)
    assert costs.peak_memory_bytes == 900_000
    assert energy_how(costs) == "measured by the GPU's own counter (the whole card)"


def test_a_gpu_without_an_energy_counter_gives_no_figure_rather_than_a_guess(fake_gpu) -> None:
    fake_gpu.energy_mj = None
    meter = metering.CostMeter()
    meter.start(SimpleNamespace(kind="cuda"))
    costs = meter.costs()
    assert costs.energy_wh is None and not costs.energy_measured
    assert energy_how(costs) == "not known: this GPU does not report its energy"
    assert RunCosts(energy_wh=1.0, energy_measured=True, sessions=1).plus(costs).energy_wh is None


def test_without_nvidias_library_the_counter_reads_as_absent() -> None:
    import ctypes

    try:
        ctypes.CDLL(metering.NVML_LIBRARIES[0])
    except OSError:
        assert metering.gpu_energy_mj() is None
    else:  # pragma: no cover - a computer with an NVIDIA driver
        pytest.skip("NVIDIA's management library is installed here")


def test_sessions_add_up_and_a_mixed_total_counts_as_estimated() -> None:
    measured = RunCosts(
        seconds=10,
        cpu_seconds=5,
        energy_wh=2.0,
        energy_measured=True,
        peak_memory_bytes=7,
        device_kind="cuda",
        sessions=1,
    )
    estimated = RunCosts(seconds=20, cpu_seconds=40, energy_wh=0.1, peak_memory_bytes=9, sessions=1)
    assert RunCosts().plus(measured) == measured
    total = measured.plus(estimated)
    assert (total.seconds, total.cpu_seconds, total.energy_wh, total.peak_memory_bytes) == (30, 45, 2.1, 9)
    assert total.sessions == 2 and not total.energy_measured
    assert energy_how(total).startswith("measured by the GPU for the sessions it trained, estimated")
    assert measured.plus(measured).energy_measured


@pytest.mark.parametrize(
    ("wh", "text"),
    [
        (0.0031, "0.0031 Wh"),
        (0.25, "0.25 Wh"),
        (46, "46 Wh"),
        (216_000, "216 kWh"),
        (1_507_000, "1,507 kWh"),
        (259_000_000, "259 MWh"),
        (None, "–"),
    ],
)
def test_energy_reads_in_the_unit_that_suits_it(wh, text) -> None:
    assert energy_text(wh) == text


def test_large_ratios_read_as_words() -> None:
    assert [times_text(r) for r in (150.4, 86_123, 6.02e6)] == [
        "150 times",
        "86,000 times",
        "6 million times",
    ]


def test_the_list_of_runs_sets_bert_base_pre_training_beside_a_stated_fine_tune() -> None:
    """The costs scene's line: the published pre-training figure, the typical fine-tune labelled as a stated,
    dated measurement, and the ratio between them (1,507 kWh over 0.67 Wh)."""
    from workbench.core.training.costs import TYPICAL_FINE_TUNE, scale_text, typical_how

    text = scale_text()
    assert "16 Cloud TPU chips for 4 days (1,536 chip-hours), about 1,507 kWh" in text
    assert "about 2.3 million times the energy of a typical fine-tune" in text
    assert (
        "3.5 min, 0.67 Wh; a stated figure, measured once on a 2-core laptop CPU on 25 November 2026" in text
    )
    assert (
        round(TYPICAL_FINE_TUNE.energy_wh, 3) == 0.667 and "240 s of processor time at 10 W" in typical_how()
    )
