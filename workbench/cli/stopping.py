"""Stopping a command cleanly: Ctrl+C, or SIGTERM (what a logout, a shutdown or a process manager sends),
sets the cancel event that training, the experiment and labelling look at between steps."""

from __future__ import annotations

import signal
import sys
import threading
from typing import Any


class ctrl_c_cancels:
    """Ctrl+C, or SIGTERM (what a logout, a shutdown or a process manager sends), sets the cancel event: the
    work stops cleanly at the next step, and a training run keeps a checkpoint to resume from.  A second
    Ctrl+C interrupts at once; a second SIGTERM changes nothing (the checkpoint is being written)."""

    SIGNALS = (signal.SIGINT, signal.SIGTERM)

    def __enter__(self) -> threading.Event:
        self.cancel = threading.Event()
        self.previous: dict[int, Any] = {}
        if threading.current_thread() is threading.main_thread():
            for signum in self.SIGNALS:
                self.previous[signum] = signal.signal(signum, self._handle)
        return self.cancel

    def _handle(self, signum: int, frame: Any) -> None:
        if self.cancel.is_set():
            if signum == signal.SIGINT:
                raise KeyboardInterrupt
            return
        if signum == signal.SIGINT:
            print("\nStopping after this step (Ctrl+C again to stop at once)...", file=sys.stderr, flush=True)
        else:
            print("\nAsked to end: stopping after this step...", file=sys.stderr, flush=True)
        self.cancel.set()

    def __exit__(self, *exc: object) -> None:
        for signum, previous in self.previous.items():
            signal.signal(signum, previous)
