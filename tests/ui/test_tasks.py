"""TaskController: results, failures, cancellation, stale results and shutdown, on real threads."""

import threading

import pytest
from PySide6.QtCore import QThread

from workbench.core.errors import Cancelled, WorkbenchError
from workbench.ui.tasks import TaskController


@pytest.fixture
def controller(qtbot):
    ctl = TaskController()
    yield ctl
    assert ctl.shutdown(5000)


def _wait_until_idle(qtbot, controller: TaskController) -> None:
    qtbot.waitUntil(lambda: not controller.is_busy(), timeout=10000)


def test_result_arrives_on_the_gui_thread(qtbot, controller) -> None:
    seen = {}

    def work(progress, cancel):
        seen["worker_thread"] = threading.current_thread()
        return 6 * 7

    def on_result(value):
        seen["value"] = value
        seen["callback_is_gui"] = QThread.currentThread() is controller.thread()

    controller.submit("answer", work, on_result=on_result)
    _wait_until_idle(qtbot, controller)
    assert seen["value"] == 42
    assert seen["callback_is_gui"]
    assert seen["worker_thread"] is not threading.main_thread()


def test_a_named_function_gets_its_arguments_before_progress_and_cancel(qtbot, controller) -> None:
    seen = []

    def scaled(factor, value, progress, cancel):
        progress(0.5, "half way")
        return factor * value, isinstance(cancel, threading.Event)

    controller.submit("scaled", scaled, 6, 7, on_result=seen.append)
    _wait_until_idle(qtbot, controller)
    assert seen == [(42, True)]


def test_a_finished_task_lets_go_of_its_arguments_and_its_worker(qtbot, controller) -> None:
    """What a job was given (a model, a data set) is freed once the job has ended: the worker used to live
    on, holding its arguments, in a thread that would never run again (the test suite grew by a model a
    test, to 17 GB: every window closed while its last job was ending left its worker behind)."""
    import gc
    import weakref

    from PySide6.QtCore import QCoreApplication, QEvent

    class Model:  # stands for a loaded model
        pass

    model = Model()
    given = weakref.ref(model)
    destroyed = []

    def watch(task_id: int, name: str) -> None:
        controller._running[task_id].worker.destroyed.connect(lambda: destroyed.append(True))

    controller.started.connect(watch)
    controller.submit("use the model", lambda m, progress, cancel: type(m).__name__, model)
    del model
    assert controller.shutdown(5000)  # as the window closes
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert given() is None
    assert destroyed == [True]


def test_expected_and_unexpected_failures(qtbot, controller) -> None:
    failures = []

    def bad_input(progress, cancel):
        raise WorkbenchError("The file is empty.", "Choose a file with rows.")

    def bug(progress, cancel):
        return 1 / 0

    controller.submit("bad", bad_input, on_error=failures.append)
    controller.submit("bug", bug, on_error=failures.append)
    _wait_until_idle(qtbot, controller)
    by_message = {f.message: f for f in failures}
    assert by_message["The file is empty."].expected
    assert by_message["The file is empty."].hint == "Choose a file with rows."
    unexpected = next(f for f in failures if not f.expected)
    assert "ZeroDivisionError" in unexpected.details


def test_cancel_stops_cooperative_work_and_drops_the_result(qtbot, controller) -> None:
    started = threading.Event()
    results, cancelled = [], []

    def slow(progress, cancel):
        started.set()
        while not cancel.wait(0.01):
            pass
        raise Cancelled

    task = controller.submit(
        "slow", slow, on_result=results.append, on_cancelled=lambda: cancelled.append(True)
    )
    assert started.wait(5)
    controller.cancel(task)
    _wait_until_idle(qtbot, controller)
    assert cancelled == [True] and results == []


def test_a_newer_task_with_the_same_key_replaces_the_older(qtbot, controller) -> None:
    release = threading.Event()
    results = []

    def old(progress, cancel):
        release.wait(5)
        return "stale"

    controller.submit("query", old, key="query", on_result=results.append)
    controller.submit("query", lambda p, c: "fresh", key="query", on_result=results.append)
    release.set()
    _wait_until_idle(qtbot, controller)
    assert results == ["fresh"]


def test_progress_is_throttled_but_the_last_step_always_arrives(qtbot, controller) -> None:
    seen = []

    def chatty(progress, cancel):
        for i in range(1, 2001):
            progress(i / 2000, f"step {i}")

    controller.submit("chatty", chatty, on_progress=lambda f, m: seen.append((f, m)))
    _wait_until_idle(qtbot, controller)
    assert seen[-1] == (1.0, "step 2000")
    assert len(seen) < 200


def test_shutdown_while_busy_stops_every_thread(qtbot) -> None:
    ctl = TaskController()
    running = threading.Event()

    def forever(progress, cancel):
        running.set()
        while not cancel.wait(0.01):
            pass
        raise Cancelled

    for _ in range(3):
        ctl.submit("forever", forever)
    assert running.wait(5)
    assert ctl.shutdown(5000)
    assert not ctl.is_busy()


def test_every_result_arrives_when_many_tasks_end_together(qtbot, controller) -> None:
    gate = threading.Event()
    results = []

    def job(i):
        def work(progress, cancel):
            gate.wait(5)
            return i

        return work

    for i in range(20):
        controller.submit(f"job {i}", job(i), on_result=results.append)
    gate.set()
    _wait_until_idle(qtbot, controller)
    assert sorted(results) == list(range(20))


def test_cancel_after_the_work_returned_still_reports_cancelled(qtbot, controller) -> None:
    returned = threading.Event()
    results, cancelled = [], []

    def quick(progress, cancel):
        returned.set()
        return "done"

    task = controller.submit(
        "quick", quick, on_result=results.append, on_cancelled=lambda: cancelled.append(1)
    )
    assert returned.wait(5)
    controller.cancel(task)  # before the GUI thread has seen the result
    _wait_until_idle(qtbot, controller)
    assert results == [] and cancelled == [1]


def test_nothing_starts_after_shutdown_but_stop_all_keeps_the_controller_open(qtbot) -> None:
    """A typing pause that ends while the window closes must not start a thread nobody will stop."""
    controller = TaskController()
    started = []
    controller.started.connect(lambda task_id, name: started.append(name))
    assert controller.stop_all(5000)  # e.g. the desktop session may end: work stops, the app goes on
    with qtbot.waitSignal(controller.finished, timeout=10000):
        controller.submit("after stop_all", lambda progress, cancel: 1)
    assert controller.shutdown(5000)
    assert controller.submit("after shutdown", lambda progress, cancel: 2) == 0
    assert started == ["after stop_all"] and not controller.is_busy()


def test_every_partial_result_arrives_in_order_before_the_result(qtbot, controller) -> None:
    """Partial results are never throttled: 2,000 sent in a burst all arrive, in order, on the GUI thread,
    and the result comes after the last of them."""
    seen = []

    def producer(progress, cancel):
        for i in range(2000):
            progress.partial(i)
            progress(i / 2000, f"step {i}")
        return "done"

    def on_partial(item):
        seen.append(("gui" if QThread.currentThread() is controller.thread() else "worker", item))

    controller.submit("producer", producer, on_partial=on_partial, on_result=lambda r: seen.append(r))
    _wait_until_idle(qtbot, controller)
    assert seen[-1] == "done"
    assert seen[:-1] == [("gui", i) for i in range(2000)]


def test_a_cancelled_task_hands_over_what_it_sends_on_its_way_out(qtbot, controller) -> None:
    """Stopped by the user, a task's last partial results (a training run's final checkpoint) still arrive,
    before "cancelled"; a task replaced by a newer one with its key is not heard from again."""
    started = threading.Event()
    seen: list = []

    def stoppable(name, progress, cancel):
        started.set()
        while not cancel.wait(0.01):
            pass
        progress.partial(f"{name}: saved at the step it reached")
        raise Cancelled

    task = controller.submit(
        "user stops it",
        stoppable,
        "stopped",
        on_partial=seen.append,
        on_cancelled=lambda: seen.append("cancelled"),
    )
    assert started.wait(5)
    controller.cancel(task)
    _wait_until_idle(qtbot, controller)
    assert seen == ["stopped: saved at the step it reached", "cancelled"]

    seen.clear()
    started.clear()
    controller.submit("query", stoppable, "old", key="query", on_partial=seen.append)
    assert started.wait(5)
    controller.submit("query", lambda p, c: p.partial("new"), key="query", on_partial=seen.append)
    _wait_until_idle(qtbot, controller)
    assert seen == ["new"]
