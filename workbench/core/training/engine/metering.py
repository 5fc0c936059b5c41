"""Measuring what a run costs while it works: its time, processor time, energy and own memory, for
``costs.RunCosts`` (what is measured, and why so, is told there).

A ``CostMeter`` starts with the run's session (the ``RunContext`` makes it), takes its baselines when the
device is chosen, before the model loads (``start``), looks at the memory at every step (``sample``), and
gives the costs so far, earlier sessions included (``costs``), whenever a checkpoint or the
summary is written.

The memory baselines:

- GPU: the allocator's peak is reset and what is allocated is noted; the run's peak is the allocator's peak
  above that.
- CPU (Linux): freed memory is handed back to the system first (``malloc_trim``), so that memory an earlier
  run left free does not hide this run's growth; then the kernel's peak resident size (``VmHWM``) is reset
  to the present size (``/proc/self/clear_refs``), so its peak later is this run's peak, in-step peaks
  included.  Where that cannot be done (macOS, Windows) the resident size is read at every step
  and the largest growth kept, which can miss a peak inside a step.

Everything here is read from the one process: with several processes (``distributed``) each measures only
itself, and the first reports its own figures.  Two runs at once in one process (a run and a resumed one in
the app) share its memory and processor time, so each one's figures include some of the other's.
"""

from __future__ import annotations

import contextlib
import ctypes
import time
from typing import Any

from workbench.core.training.costs import WATTS_PER_BUSY_CORE, RunCosts

NVML_LIBRARIES = ("libnvidia-ml.so.1", "libnvidia-ml.so", "nvml.dll")


class CostMeter:
    """The costs of one session of a run, added to those of the sessions before it (``before``)."""

    def __init__(self) -> None:
        self.before = RunCosts()  # what earlier sessions cost (a resumed run's checkpoint holds it)
        self._started = time.monotonic()
        self._cpu_started = time.process_time()
        self._kind = "cpu"
        self._base: int | None = None  # memory in use when the run started (None: not started)
        self._peak_reset = False  # Linux: the kernel's peak was reset at the start
        self._peak = 0
        self._energy_started: int | None = None  # the GPU's energy counter at the start, in millijoules

    def start(self, device: Any) -> None:
        """Take the baselines, once the device is chosen and before the model loads."""
        self._kind = device.kind
        if device.kind == "cuda":
            gpu_reset_peak()
            self._base = gpu_allocated()
            self._energy_started = gpu_energy_mj()
        else:
            release_free_memory()
            self._peak_reset = reset_resident_peak()
            self._base = resident_bytes()

    def sample(self) -> int:
        """The memory the run uses now (GPU: allocated; CPU: resident growth), kept for the peak."""
        if self._base is None:
            return 0
        now = (gpu_allocated() if self._kind == "cuda" else resident_bytes()) - self._base
        self._peak = max(self._peak, now)
        return max(0, now)

    def peak_bytes(self) -> int | None:
        if self._base is None:
            return None
        if self._kind == "cuda":
            return max(0, gpu_peak() - self._base, self._peak)
        self.sample()
        peak = resident_peak_bytes() - self._base if self._peak_reset else 0
        return max(0, peak, self._peak)

    def energy_wh(self, cpu_seconds: float) -> tuple[float | None, bool]:
        """(watt-hours, measured) of this session: the GPU's counter where it has one, nothing for a GPU
        without; on the CPU the estimate from its processor time."""
        if self._kind == "cpu":
            return cpu_seconds * WATTS_PER_BUSY_CORE / 3600, False
        now = gpu_energy_mj() if self._energy_started is not None else None
        if now is None or self._energy_started is None or now < self._energy_started:
            return None, False
        return (now - self._energy_started) / 3.6e6, True

    def costs(self) -> RunCosts:
        """Every session's costs so far, this one included."""
        cpu_seconds = time.process_time() - self._cpu_started
        energy, measured = self.energy_wh(cpu_seconds)
        session = RunCosts(
            seconds=time.monotonic() - self._started,
            cpu_seconds=cpu_seconds,
            energy_wh=energy,
            energy_measured=measured,
            watts_per_core=WATTS_PER_BUSY_CORE,
            peak_memory_bytes=self.peak_bytes(),
            device_kind=self._kind,
            sessions=1,
        )
        return self.before.plus(session)


# --- the process's memory -----------------------------------------------------------------------------------
def _status_bytes(field: str) -> int | None:
    """A size from /proc/self/status (Linux), in bytes; None elsewhere."""
    try:
        with open("/proc/self/status", encoding="ascii") as handle:
            for line in handle:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def resident_bytes() -> int:
    """The process's resident memory now (0 when it cannot be read)."""
    now = _status_bytes("VmRSS")
    if now is not None:
        return now
    try:
        import psutil  # installed with accelerate; reads the resident size on macOS and Windows

        return int(psutil.Process().memory_info().rss)
    except Exception:  # noqa: BLE001 - no way to read it: the run reports no memory
        return 0


def resident_peak_bytes() -> int:
    """The process's peak resident memory since it was last reset (Linux)."""
    return _status_bytes("VmHWM") or resident_bytes()


def reset_resident_peak() -> bool:
    """Reset the kernel's peak resident size to the present size (Linux 4.0 and later); whether it was."""
    try:
        with open("/proc/self/clear_refs", "w", encoding="ascii") as handle:
            handle.write("5")
    except OSError:
        return False
    return _status_bytes("VmHWM") is not None


def release_free_memory() -> None:
    """Hand memory that is free inside the process back to the system (glibc only; elsewhere nothing).  No
    garbage collection is forced: in the app this runs on a worker thread, which must not be the one to
    destroy objects the window owns."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)


# --- the GPU ------------------------------------------------------------------------------------------------
def gpu_reset_peak() -> None:
    import torch

    torch.cuda.reset_peak_memory_stats(0)


def gpu_allocated() -> int:
    import torch

    return int(torch.cuda.memory_allocated(0))


def gpu_peak() -> int:
    import torch

    return int(torch.cuda.max_memory_allocated(0))


def gpu_energy_mj() -> int | None:
    """The energy counter of the GPU the run uses, in millijoules since its driver loaded (NVIDIA's management
    library, NVML, which comes with the driver; Volta and later cards), or None where there is none."""
    library = _nvml()
    if library is None:
        return None
    try:
        if library.nvmlInit_v2() != 0:
            return None
    except AttributeError:
        return None
    try:
        handle = _nvml_handle(library)
        energy = ctypes.c_ulonglong()
        if handle is None or library.nvmlDeviceGetTotalEnergyConsumption(handle, ctypes.byref(energy)) != 0:
            return None
        return int(energy.value)
    except (AttributeError, OSError, ValueError):
        return None
    finally:
        with contextlib.suppress(AttributeError, OSError):
            library.nvmlShutdown()


def _nvml() -> Any:
    for name in NVML_LIBRARIES:
        with contextlib.suppress(OSError):
            return ctypes.CDLL(name)
    return None


def _nvml_handle(library: Any) -> Any:
    """NVML's handle of torch's first GPU, found by its UUID (NVML counts GPUs its own way); on a computer
    with a single GPU, that one."""
    import torch

    handle = ctypes.c_void_p()
    uuid = str(getattr(torch.cuda.get_device_properties(0), "uuid", "") or "")
    if uuid:
        name = uuid if uuid.startswith(("GPU-", "MIG-")) else f"GPU-{uuid}"
        if library.nvmlDeviceGetHandleByUUID(name.encode("ascii"), ctypes.byref(handle)) == 0:
            return handle
    count = ctypes.c_uint()
    single = library.nvmlDeviceGetCount_v2(ctypes.byref(count)) == 0 and count.value == 1
    if single and library.nvmlDeviceGetHandleByIndex_v2(0, ctypes.byref(handle)) == 0:
        return handle
    return None
