"""Qt objects kept alive by reference cycles die on the GUI thread, never on a worker thread."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject, Qt

from workbench import settings as settings_mod
from workbench.ui.collector import GuiThreadCollector
from workbench.ui.main_window import MainWindow


def _orphan_in_a_cycle(threads: list[str]) -> None:
    """A Python-owned QObject whose only reference is its own cycle; ``threads`` hears where it died."""
    orphan = QObject()
    orphan.me = orphan
    orphan.destroyed.connect(
        lambda *_: threads.append(threading.current_thread().name), Qt.ConnectionType.DirectConnection
    )


def _allocate_in_a_worker() -> None:
    """What a worker thread reading a tokenizer's files does to the collector: many new container objects."""

    def churn() -> None:
        for _ in range(50_000):
            box: list = []
            box.append(box)

    worker = threading.Thread(target=churn, name="worker")
    worker.start()
    worker.join()


def test_without_the_collector_a_worker_thread_destroys_the_orphan() -> None:
    """The hazard itself: Python collects in whichever thread allocates."""
    assert gc.isenabled()
    threads: list[str] = []
    _orphan_in_a_cycle(threads)
    _allocate_in_a_worker()
    assert threads == ["worker"]


def test_with_the_collector_the_orphan_dies_on_the_gui_thread(qtbot) -> None:
    holder = QObject()
    collector = GuiThreadCollector(holder, interval_ms=20)
    collector.hold()
    try:
        assert not gc.isenabled()
        threads: list[str] = []
        _orphan_in_a_cycle(threads)
        _allocate_in_a_worker()
        assert threads == []
        qtbot.waitUntil(lambda: threads != [], timeout=5000)
        assert threads == [threading.main_thread().name]
    finally:
        collector.release()
    assert gc.isenabled()


def test_automatic_collection_comes_back_when_the_last_collector_is_released() -> None:
    holder = QObject()
    first, second = GuiThreadCollector(holder), GuiThreadCollector(holder)
    first.hold()
    second.hold()
    first.hold()  # holding twice is holding once
    first.release()
    first.release()  # a second release of the same collector changes nothing
    assert not gc.isenabled()
    second.release()
    assert gc.isenabled()


def test_collection_stays_off_if_it_was_off_before() -> None:
    gc.disable()
    holder = QObject()
    try:
        collector = GuiThreadCollector(holder)
        collector.hold()
        collector.release()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_shown_window_collects_on_its_own_thread_and_closing_it_hands_back(main_window) -> None:
    assert not gc.isenabled()
    main_window.close()
    assert gc.isenabled()
    main_window.show()  # opened again: collecting here again
    assert not gc.isenabled()


def test_a_window_never_shown_leaves_collection_alone(qtbot) -> None:
    window = MainWindow(settings_mod.load())
    qtbot.addWidget(window)
    assert gc.isenabled()


def test_a_collector_deleted_with_its_parent_hands_back_too() -> None:
    holder = QObject()
    GuiThreadCollector(holder).hold()
    assert not gc.isenabled()
    holder.deleteLater()
    del holder
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert gc.isenabled()
