"""Which device the workbench computes on, and how to describe it to the user."""

from __future__ import annotations

import re
from dataclasses import dataclass

from workbench.core.words import number, translate


@dataclass(frozen=True)
class DeviceInfo:
    kind: str  # "cuda", "mps" or "cpu"
    name: str  # e.g. "NVIDIA H100 80GB HBM3" or "CPU (8 threads)"
    total_memory_bytes: int | None  # GPU memory; None for the CPU
    supports_bf16: bool
    threads: int | None = None  # the CPU's threads torch uses; None for a GPU

    @property
    def torch_device(self) -> str:
        return "cuda:0" if self.kind == "cuda" else self.kind

    def describe(self) -> str:
        """The device in English, as runs record it and the command line prints it."""
        if self.total_memory_bytes:
            return f"{self.name} · {self.total_memory_bytes / 2**30:.0f} GB"
        return self.name

    def describe_translated(self) -> str:
        """The device as ``describe`` says it, in the chosen language ("CPU (2 hilos)" in Spanish)."""
        return device_words(self.describe())


_CPU = re.compile(r"CPU \((\d+) threads?\)")
_GPU_MEMORY = re.compile(r"(.+) · (\d+) GB")


def device_words(described: str) -> str:
    """A device as ``DeviceInfo.describe`` says it in English (a run's record, a training event) in the chosen
    language: "CPU (2 hilos)" in Spanish; a GPU's own name stays as it is, its memory in the language's
    numbers."""
    cpu = _CPU.fullmatch(described)
    if cpu is not None:
        threads = int(cpu[1])
        if threads == 1:  # English's singular (there is no English translation file)
            return translate("Device", "CPU (1 thread)")
        return translate("Device", "CPU (%n threads)", None, threads)
    if described == "Apple GPU (MPS)":
        return translate("Device", "Apple GPU (MPS)")
    gpu = _GPU_MEMORY.fullmatch(described)
    if gpu is not None:
        return translate("Device", "{name} · {memory} GB").format(
            name=gpu[1], memory=number(int(gpu[2]), ",")
        )
    return described


def best_device(prefer: str | None = None) -> DeviceInfo:
    """CUDA if present, else Apple MPS, else the CPU.  ``prefer="cpu"`` forces the CPU."""
    import torch

    if prefer != "cpu" and torch.cuda.is_available():
        props = torch.cuda.get_device_properties(0)
        return DeviceInfo("cuda", props.name, int(props.total_memory), bool(torch.cuda.is_bf16_supported()))
    mps = getattr(torch.backends, "mps", None)
    if prefer != "cpu" and mps is not None and mps.is_available():
        return DeviceInfo("mps", "Apple GPU (MPS)", None, False)
    threads = torch.get_num_threads()
    return DeviceInfo("cpu", f"CPU ({threads} thread{'s' if threads != 1 else ''})", None, True, threads)


def choose_dtype(device: DeviceInfo, parameter_count: int) -> str:
    """float32 keeps probabilities exact; half precision only where a large model would crowd the GPU."""
    if device.kind != "cuda" or not device.total_memory_bytes:
        return "float32"
    if parameter_count * 4 <= device.total_memory_bytes // 4:
        return "float32"
    return "bfloat16" if device.supports_bf16 else "float16"
