"""Shared test set-up: offscreen Qt, isolated user folders, no stray threads, the embedded models."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["HF_HUB_OFFLINE"] = "1"  # no test may reach a model hub
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
# torch's OpenMP threads spin while they wait for work; on cores shared with other processes (a second test
# run, the app, a build) the spinning takes the turns the working thread needs.  Waiting passively, SmolLM2
# scored six cloze sentences in 10 s on two threads with other work on the cores, against 89 s spinning
# (7 s on one thread).  Read once when torch loads its OpenMP library, so it is set before any test imports
# torch; the suite's own subprocesses inherit it.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import atexit  # noqa: E402
import shutil  # noqa: E402
import tempfile  # noqa: E402

# Work done outside a test's own ``workbench_home`` (a module's shared training run, say) gets a home of the
# suite's own too: the suite never writes to its user's folders (a run trained in a temporary folder would
# otherwise be listed in the user's index of runs kept elsewhere, and show in their runs list).
from workbench import paths  # noqa: E402 - nothing heavy

# Where the project's set-up unpacked SmolLM2 (the user's own folder, read from, never written to).
SET_UP_MODELS = paths.converted_models_dir()
SUITE_HOME = tempfile.mkdtemp(prefix="workbench-suite-home-")
os.environ["WORKBENCH_HOME"] = SUITE_HOME
atexit.register(shutil.rmtree, SUITE_HOME, ignore_errors=True)

import gc  # noqa: E402
import sys  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--record-memory",
        metavar="FILE",
        help="write each test's seconds and the process's memory before and after it to FILE (a TSV)",
    )


def pytest_configure(config: pytest.Config) -> None:
    path = config.getoption("--record-memory")
    if path:
        from tests.support.memory_record import MemoryRecord

        config.pluginmanager.register(MemoryRecord(Path(path)), "memory-record")


@pytest.fixture(autouse=True)
def workbench_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> Path:
    """Point every user folder at this test's own temporary folder."""
    home = tmp_path / "workbench-home"
    monkeypatch.setenv("WORKBENCH_HOME", str(home))
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hf-cache"))  # an empty hub cache of its own
    converted = request.session.stash.get(_CONVERTED_KEY, None)
    if converted is not None:
        # Share the one-off SmolLM2 conversion between tests instead of repeating it (about 20 s each).
        target = home / "data" / "models"
        target.mkdir(parents=True, exist_ok=True)
        for child in converted.iterdir():
            (target / child.name).symlink_to(child, target_is_directory=True)
    return home


_frozen = False  # objects are set aside from collections (``gc.freeze``): see pytest_runtest_teardown
_resident_at_thaw = 0  # the process's resident memory after the last full collection, in bytes
THAW_AFTER_GROWTH = 256 * 2**20  # a module's end collects everything once memory grew this much since


def _resident_bytes() -> int | None:
    """The process's resident memory now (Linux); None where it cannot be read."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, IndexError, ValueError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE")


def _time_to_thaw() -> bool:
    """Whether the frozen objects should be walked again: once memory has grown enough since the last full
    collection for their garbage to matter (always, where memory cannot be read)."""
    resident = _resident_bytes()
    return resident is None or resident - _resident_at_thaw > THAW_AFTER_GROWTH


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None):
    """After a Qt test's fixtures and widgets are gone, destroy what it closed here, on the GUI thread.

    A closed window waits for an event loop to delete it, and one kept alive only by a reference cycle
    waits for Python's collector, which may run on the next test's worker thread (one loading a model)
    and would destroy the widgets there: a crash.  So the deferred deletions are carried out and the cycles
    collected now, while no worker thread runs (``no_leftover_threads`` makes sure of that).  A window
    that is shown collects on its own GUI thread instead (``ui/collector.py``); once none is open, the
    interpreter must be collecting on its own again.

    What outlives a test (the suite's models and caches, a module's shared window) is then frozen: set
    aside from every later collection.  A full collection walks every object, about half a second with
    torch, transformers and a few models loaded, and the window and this hook each ran one after every
    window test (a third of the suite's time).  Frozen objects are never collected, on any thread, so the
    garbage among them (a module's shared window once its module ends) waits: at a module's end, once
    memory has grown by ``THAW_AFTER_GROWTH``, everything is unfrozen and collected here."""
    global _frozen, _resident_at_thaw
    result = yield
    module_ends = nextitem is None or nextitem.module is not item.module
    thaw = module_ends and _frozen and _time_to_thaw()
    if thaw:
        gc.unfreeze()
        _frozen = False
    if ("qtbot" in item.fixturenames or thaw) and "PySide6.QtWidgets" in sys.modules:
        from PySide6.QtCore import QCoreApplication, QEvent
        from PySide6.QtWidgets import QApplication

        if QCoreApplication.instance() is not None:
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            gc.collect()
            # Only a window still open (a module's shared one) may keep automatic collection off.
            if not gc.isenabled() and not any(w.isVisible() for w in QApplication.topLevelWidgets()):
                gc.enable()
                raise AssertionError("the test left Python's automatic garbage collection off")
            if thaw:
                _resident_at_thaw = _resident_bytes() or 0
            gc.freeze()
            _frozen = True
    return result


@pytest.fixture(autouse=True)
def no_leftover_threads():
    """Fail any test that leaves a Python or Qt thread running."""
    before = {t.ident for t in threading.enumerate()}
    yield
    new = [t for t in threading.enumerate() if t.ident not in before and not t.daemon]
    # A pool shut down with wait=False (transformers' weight loader) lets its workers exit on their own a
    # moment later: give every new thread a short grace period, so only threads that keep running count.
    deadline = time.monotonic() + 5.0
    for thread in new:
        thread.join(timeout=max(0.0, deadline - time.monotonic()))
    leftover = [t for t in new if t.is_alive()]
    assert not leftover, f"test left threads running: {leftover}"
    try:
        from workbench.ui import tasks
    except ImportError:
        return
    running = tasks.running_threads()
    assert not running, f"test left QThreads running: {running}"


_CONVERTED_KEY = pytest.StashKey()


@pytest.fixture(scope="session")
def converted_smollm2(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The embedded SmolLM2 converted once per test session (a copy of the folder the set-up unpacked when it
    is a complete conversion of the installed file: a copy takes a second, converting about 16 s); later tests
    see it in their own data folder.  ``test_loading`` converts it itself, to test the conversion."""
    from workbench.core.models import embedded

    home = tmp_path_factory.mktemp("shared-models")
    folder = home / "smollm2-135m"
    unpacked = SET_UP_MODELS / folder.name
    if embedded.is_converted(unpacked):
        shutil.copytree(unpacked, folder)
    else:
        embedded.convert_smollm2(folder)
    request.session.stash[_CONVERTED_KEY] = home
    return folder
