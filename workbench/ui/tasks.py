"""The one place where threads are made.

A task is a plain function ``fn(*args, progress, cancel) -> result`` from the core, named with its arguments
(``submit("Filling the blank", fill_views, session, models)``): ``progress(fraction, message)`` reports,
``cancel`` is a ``threading.Event`` it checks between steps.  ``TaskController`` (GUI thread) runs
each task in a worker QObject moved to its own QThread, receives the worker's signals in its own slots (so
they run on the GUI thread) and calls the callbacks given to ``submit`` there.  Workers never raise: an
exception becomes a ``TaskFailure``.  Views and tests talk to the controller only.
"""

from __future__ import annotations

import itertools
import logging
import threading
import time
import traceback
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal, Slot

from workbench.core.errors import Cancelled, WorkbenchError
from workbench.core.libs import import_ml_libraries

log = logging.getLogger(__name__)

PROGRESS_INTERVAL_S = 0.05  # about 20 updates a second at most

_controllers: weakref.WeakSet[TaskController] = weakref.WeakSet()


@dataclass(frozen=True)
class TaskFailure:
    """Why a task failed.  ``expected`` failures (bad input, offline...) show ``message`` alone."""

    message: str
    hint: str
    details: str  # the traceback, for "copy details"
    expected: bool

    def text(self) -> str:
        return f"{self.message}\n{self.hint}".strip()


@dataclass
class _Callbacks:
    on_result: Callable[[Any], None] | None
    on_error: Callable[[TaskFailure], None] | None
    on_progress: Callable[[float, str], None] | None
    on_cancelled: Callable[[], None] | None


class _Worker(QObject):
    progressed = Signal(int, float, str)
    succeeded = Signal(int, object)
    failed = Signal(int, object)
    cancelled = Signal(int)
    done = Signal()

    def __init__(self, task_id: int, fn: Callable[..., Any], args: tuple, cancel: threading.Event) -> None:
        super().__init__()
        self._id = task_id
        self._fn = fn
        self._args = args
        self._cancel = cancel
        self._last_emit = 0.0

    def _progress(self, fraction: float, message: str) -> None:
        now = time.monotonic()
        if fraction >= 1.0 or now - self._last_emit >= PROGRESS_INTERVAL_S:
            self._last_emit = now
            self.progressed.emit(self._id, float(fraction), message)

    def release(self) -> None:
        """Let go of the job and what it was given (models, data), once it has ended: the controller calls
        this on the GUI thread, so nothing it held is freed on the worker thread."""
        self._fn = None
        self._args = ()

    @Slot()
    def run(self) -> None:
        try:
            import_ml_libraries()
            result = self._fn(*self._args, self._progress, self._cancel)
        except Cancelled:
            self.cancelled.emit(self._id)
        except WorkbenchError as exc:
            self.failed.emit(self._id, TaskFailure(exc.message, exc.hint, traceback.format_exc(), True))
        except MemoryError:
            details = traceback.format_exc()
            self.failed.emit(
                self._id,
                TaskFailure(
                    "The computer ran out of memory.",
                    "Close other programs or choose a smaller model.",
                    details,
                    True,
                ),
            )
        except BaseException as exc:  # noqa: BLE001 - a worker must never let an exception escape
            self.failed.emit(
                self._id, TaskFailure(f"Something went wrong: {exc}", "", traceback.format_exc(), False)
            )
        else:
            if self._cancel.is_set():
                self.cancelled.emit(self._id)
            else:
                self.succeeded.emit(self._id, result)
        finally:
            self.done.emit()
            # Back to the GUI thread, where the controller deletes it once the thread has ended: a
            # deleteLater aimed at a finished thread is never carried out, and the worker, with the job's
            # arguments (models, data), would live as long as the program.
            app = QCoreApplication.instance()
            if app is not None:
                self.moveToThread(app.thread())


@dataclass
class _Running:
    name: str
    key: str | None
    thread: QThread
    worker: _Worker
    cancel: threading.Event
    callbacks: _Callbacks
    ask_before_quit: bool


class TaskController(QObject):
    """Runs core functions off the GUI thread and reports back on it."""

    started = Signal(int, str)  # task id, name
    progress = Signal(int, str, float, str)  # task id, name, fraction, message
    finished = Signal(int, str)  # task id, name: after success, failure or cancel
    failed = Signal(int, str, object)  # task id, name, TaskFailure
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ids = itertools.count(1)
        self._running: dict[int, _Running] = {}
        self._closed = False  # after shutdown(): a closing window starts no more work
        _controllers.add(self)

    def submit(
        self,
        name: str,
        fn: Callable[..., Any],
        *args: Any,
        key: str | None = None,
        ask_before_quit: bool = False,
        on_result: Callable[[Any], None] | None = None,
        on_error: Callable[[TaskFailure], None] | None = None,
        on_progress: Callable[[float, str], None] | None = None,
        on_cancelled: Callable[[], None] | None = None,
    ) -> int:
        """Start ``fn(*args, progress, cancel)`` in a new thread and return its id.  A task with the same
        ``key`` still running is cancelled first and its result dropped, so only the newest answer ever
        reaches the view.  ``ask_before_quit`` marks work the user would miss (a download, a training run):
        closing the window asks first; anything else is simply stopped. After ``shutdown`` nothing
        starts (a typing pause
        that ends as the window closes): returns 0."""
        if self._closed:
            log.info("not started, the window is closing: %s", name)
            return 0
        if key is not None:
            for running in self._running.values():
                if running.key == key:
                    self._cancel_running(running, silent=True)
        task_id = next(self._ids)
        cancel = threading.Event()
        thread = QThread()
        thread.setObjectName(f"task-{task_id}-{name}")
        worker = _Worker(task_id, fn, args, cancel)  # no parent: it is moved to the thread
        worker.moveToThread(thread)
        worker.progressed.connect(self._on_progress)
        worker.succeeded.connect(self._on_succeeded)
        worker.failed.connect(self._on_failed)
        worker.cancelled.connect(self._on_cancelled)
        # Direct: quit from the worker's own thread, so waiting on the GUI thread cannot deadlock.
        worker.done.connect(thread.quit, Qt.ConnectionType.DirectConnection)
        thread.started.connect(worker.run)
        thread.finished.connect(self._on_thread_finished)
        was_busy = self.is_busy()
        self._running[task_id] = _Running(
            name,
            key,
            thread,
            worker,
            cancel,
            _Callbacks(on_result, on_error, on_progress, on_cancelled),
            ask_before_quit,
        )
        thread.start()
        self.started.emit(task_id, name)
        if not was_busy:
            self.busy_changed.emit(True)
        return task_id

    def is_busy(self) -> bool:
        return bool(self._running)

    def running_names(self, only_asking: bool = False) -> list[str]:
        """Names of running tasks; with ``only_asking``, those that should not be stopped without asking."""
        return [r.name for r in self._running.values() if r.ask_before_quit or not only_asking]

    def cancel(self, task_id: int) -> None:
        running = self._running.get(task_id)
        if running is not None:
            self._cancel_running(running)

    def cancel_all(self) -> None:
        for running in list(self._running.values()):
            self._cancel_running(running)

    def _cancel_running(self, running: _Running, silent: bool = False) -> None:
        running.cancel.set()
        on_cancelled = None if silent else running.callbacks.on_cancelled
        running.callbacks = _Callbacks(None, None, None, on_cancelled)

    def shutdown(self, timeout_ms: int = 30000) -> bool:
        """``stop_all``, for good: the controller starts nothing afterwards (the window is closing)."""
        self._closed = True
        return self.stop_all(timeout_ms)

    def stop_all(self, timeout_ms: int = 30000) -> bool:
        """Cancel everything, stop the threads and wait for them.  True if all stopped in time."""
        self.cancel_all()
        all_stopped = True
        for running in list(self._running.values()):
            running.thread.quit()
            if not running.thread.wait(timeout_ms):
                log.error("task %s did not stop within %d ms", running.name, timeout_ms)
                all_stopped = False
        self._reap()
        return all_stopped

    def wait_all(self, timeout_ms: int = 30000) -> bool:
        """Wait for every running task to end on its own (tests and the command line use this)."""
        deadline = time.monotonic() + timeout_ms / 1000
        for running in list(self._running.values()):
            remaining = max(0, int((deadline - time.monotonic()) * 1000))
            if not running.thread.wait(remaining):
                return False
        return True

    # --- slots: these run on the GUI thread -------------------------------------------------------------
    @Slot(int, float, str)
    def _on_progress(self, task_id: int, fraction: float, message: str) -> None:
        running = self._running.get(task_id)
        if running is None or running.cancel.is_set():
            return
        self.progress.emit(task_id, running.name, fraction, message)
        if running.callbacks.on_progress:
            running.callbacks.on_progress(fraction, message)

    @Slot(int, object)
    def _on_succeeded(self, task_id: int, result: object) -> None:
        running = self._running.get(task_id)
        if running is None:
            return
        if running.cancel.is_set():
            # Cancelled after the work had returned: the view asked to stop, so it hears "cancelled".
            self._on_cancelled(task_id)
        elif running.callbacks.on_result:
            running.callbacks.on_result(result)

    @Slot(int, object)
    def _on_failed(self, task_id: int, failure: object) -> None:
        running = self._running.get(task_id)
        if running is None:
            return
        if not failure.expected:  # type: ignore[attr-defined]
            log.error("task %s failed:\n%s", running.name, failure.details)  # type: ignore[attr-defined]
        if running.cancel.is_set():
            self._on_cancelled(task_id)
            return
        self.failed.emit(task_id, running.name, failure)
        if running.callbacks.on_error:
            running.callbacks.on_error(failure)  # type: ignore[arg-type]

    @Slot(int)
    def _on_cancelled(self, task_id: int) -> None:
        running = self._running.get(task_id)
        if running is not None and running.callbacks.on_cancelled:
            running.callbacks.on_cancelled()

    @Slot()
    def _on_thread_finished(self) -> None:
        # Only the thread that finished: another finished thread may still have its result queued behind
        # this event, and reaping it now would drop that result.
        self._reap(only=self.sender())

    def _reap(self, only: QObject | None = None) -> None:
        for task_id, running in list(self._running.items()):
            if (only is None or running.thread is only) and running.thread.isFinished():
                del self._running[task_id]
                running.worker.release()
                running.worker.deleteLater()
                running.thread.deleteLater()
                self.finished.emit(task_id, running.name)
                if not self._running:
                    self.busy_changed.emit(False)


def running_threads() -> list[str]:
    """Names of task threads still running in any controller (the test suite checks this is empty)."""
    names = []
    for controller in list(_controllers):
        try:
            names += [r.thread.objectName() for r in controller._running.values() if r.thread.isRunning()]
        except RuntimeError:  # the controller's C++ side is already gone
            continue
    return names
