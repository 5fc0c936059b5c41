"""Python's garbage collector, run on the GUI thread only while the window is open.

Python collects reference cycles in whichever thread happens to allocate when a generation fills up.  When
such a cycle holds the last reference to a Qt object that Python owns (a closed dialog, a window, a chart),
the object is destroyed there; a widget destroyed on a worker thread (one reading a tokenizer's files, say)
can crash the whole program.  While the window is open, automatic collection is therefore off and a timer
on the GUI thread collects the generations that are due, by the interpreter's own thresholds, so every
collected Qt object dies on the thread that owns it.  Closing the window, once its work has stopped, turns
automatic collection back on.
"""

from __future__ import annotations

import gc
import time

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 250  # a worker allocating fast fills the youngest generation many times a second
# A full collection walks every object (about 0.1 s with torch, transformers and a model loaded), so it runs
# at most this often; the interpreter limits its own full collections in a similar spirit.
FULL_EVERY_S = 30.0

_holders = 0  # holds not yet released: automatic collection stays off while any is held
_was_enabled = True  # what the first hold found, put back when the last is released


class _Hold:
    """One collector's claim on automatic collection being off, given up once (by ``release`` or when the
    collector's parent is deleted without it)."""

    def __init__(self) -> None:
        global _holders, _was_enabled
        if _holders == 0:
            _was_enabled = gc.isenabled()
        _holders += 1
        self.held = True
        gc.disable()

    def release(self) -> None:
        global _holders
        if not self.held:
            return
        self.held = False
        gc.collect()
        _holders -= 1
        if _holders == 0 and _was_enabled:
            gc.enable()


class GuiThreadCollector(QObject):
    """Collects on the GUI thread between ``hold()`` and ``release()`` (the window's showing and closing)."""

    def __init__(self, parent: QObject, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self._hold: _Hold | None = None
        self._last_full = time.monotonic()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.collect_due)

    @property
    def holding(self) -> bool:
        return self._hold is not None and self._hold.held

    def hold(self) -> None:
        """Automatic collection off, this thread's timer on (again, after a release)."""
        if self.holding:
            return
        self._hold = hold = _Hold()
        # A lambda, not the bound method: the connection must keep the hold alive past this wrapper, so a
        # collector deleted with its window without a release still gives its hold back.
        self.destroyed.connect(lambda *_: hold.release())
        self._timer.start()

    def collect_due(self) -> int:
        """Collect the oldest generation whose threshold is reached, as the interpreter would on its own;
        returns the number of unreachable objects found."""
        threshold0, threshold1, threshold2 = gc.get_threshold()
        count0, count1, count2 = gc.get_count()
        if threshold0 == 0 or count0 < threshold0:
            return 0
        generation = 2 if count2 >= threshold2 else 1 if count1 >= threshold1 else 0
        if generation == 2:
            if time.monotonic() - self._last_full < FULL_EVERY_S:
                generation = 1
            else:
                self._last_full = time.monotonic()
        return gc.collect(generation)

    def release(self) -> None:
        """Automatic collection back, as it was before (call once no worker thread runs), after one full
        collection here, so what the window left in cycles dies on this thread too."""
        if self.holding:
            self._timer.stop()
            self._hold.release()  # type: ignore[union-attr]
