"""Training on several processes at once (data parallel), when started by a launcher such as
``accelerate launch --multi_gpu --num_processes 2 -m workbench train ...`` or ``torchrun``.

The launcher starts the same command in every process and tells each its place (``WORLD_SIZE``, ``RANK``,
``LOCAL_RANK``, ``MASTER_ADDR``/``MASTER_PORT``).  The run then works as in one process, with these
differences:

- every process builds the same model and sees the same optimizer steps (same seed, same data order); each
  takes its share of a step's examples (``shard``) and the gradients are averaged across processes
  (PyTorch's DistributedDataParallel, over "gloo" on CPUs and "nccl" on GPUs), so the model learns from the
  whole step's examples, as in one process;
- only the first process (rank 0) keeps the run folder and sends events; the others write their checkpoints
  into a private temporary folder, so every code path stays the same in all of them;
- each process checks the validation texts itself (the same weights give the same scores), so decisions such
  as early stopping agree without messages; a cancel in any process stops all of them at the same step.

With no launcher (``WORLD_SIZE`` unset or 1) nothing here does anything.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any


@dataclass
class Distributed:
    world: int = 1
    rank: int = 0
    local_rank: int = 0
    started_here: bool = False  # this object created the process group (and must close it)

    @property
    def active(self) -> bool:
        return self.world > 1

    @property
    def is_main(self) -> bool:
        return self.rank == 0

    @classmethod
    def from_environment(cls) -> Distributed:
        world = int(os.environ.get("WORLD_SIZE", "1") or 1)
        if world <= 1:
            return cls()
        return cls(world, int(os.environ.get("RANK", "0")), int(os.environ.get("LOCAL_RANK", "0")))

    def start(self, device_kind: str) -> None:
        """Join the other processes (once)."""
        import torch.distributed as dist

        if not self.active or dist.is_initialized():
            return
        dist.init_process_group("nccl" if device_kind == "cuda" else "gloo")
        self.started_here = True

    def wrap(self, model: Any, device_kind: str) -> Any:
        """The model as every process runs it: DistributedDataParallel when there are several."""
        if not self.active:
            return model
        from torch.nn.parallel import DistributedDataParallel

        ids = [self.local_rank] if device_kind == "cuda" else None
        return DistributedDataParallel(model, device_ids=ids)

    def shard(self, indexes: list[int]) -> list[int]:
        """This process's share of one step's examples."""
        return indexes[self.rank :: self.world] if self.active else indexes

    def total(self, value: float) -> float:
        """The sum of ``value`` over all processes."""
        if not self.active:
            return value
        import torch
        import torch.distributed as dist

        tensor = torch.tensor([float(value)], dtype=torch.float64)
        dist.all_reduce(tensor)
        return float(tensor.item())

    def any(self, flag: bool) -> bool:
        """True in every process when ``flag`` is true in any of them (once the processes have joined)."""
        import torch.distributed as dist

        if not self.active or not dist.is_initialized():
            return flag
        return self.total(1.0 if flag else 0.0) > 0

    def close(self) -> None:
        if self.started_here:
            import torch.distributed as dist

            dist.destroy_process_group()
            self.started_here = False
