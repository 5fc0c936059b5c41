"""Logging to a rotating file in the user's log folder (and to stderr for warnings)."""

from __future__ import annotations

import logging
import sys

from workbench import paths
from workbench.core.storage import ensure_writable


def _rotate(log_file, keep: int = 3, max_bytes: int = 2_000_000) -> None:
    """Start a new log file at launch once the current one is large (keeps ``keep`` old ones).

    Done by hand rather than with logging.handlers, whose import (sockets, pickle) slows startup."""
    if not log_file.exists() or log_file.stat().st_size < max_bytes:
        return
    for i in range(keep - 1, 0, -1):
        older = log_file.with_name(f"{log_file.name}.{i}")
        if older.exists():
            older.replace(log_file.with_name(f"{log_file.name}.{i + 1}"))
    log_file.replace(log_file.with_name(f"{log_file.name}.1"))


class _Console(logging.StreamHandler):
    """Warnings to whatever ``sys.stderr`` is when they are logged, not the stream there was at start-up.

    A command whose stderr is redirected (a test catching it, an embedding program) gets its warnings
    there, and a stream closed since start-up is never written to."""

    def __init__(self) -> None:
        super().__init__(sys.stderr)

    @property
    def stream(self):  # type: ignore[override]
        return sys.stderr

    @stream.setter
    def stream(self, _value) -> None:
        pass


def setup_logging(level: int = logging.INFO) -> str | None:
    """Configure the root logger once.  Returns a warning for the user if the log file cannot be written."""
    root = logging.getLogger()
    if getattr(root, "_workbench_configured", False):
        return None
    root.setLevel(level)
    console = _Console()
    console.setLevel(logging.WARNING)
    console.setFormatter(logging.Formatter("%(levelname)s: %(message)s"))
    root.addHandler(console)
    warning = None
    try:
        ensure_writable(paths.log_dir())
        _rotate(paths.log_file())
        handler = logging.FileHandler(paths.log_file(), encoding="utf-8")
        handler.setFormatter(
            logging.Formatter("%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s")
        )
        root.addHandler(handler)
    except Exception as exc:  # noqa: BLE001 - logging must never stop the app
        warning = f"The log file cannot be written ({exc}); messages go to the terminal only."
    root._workbench_configured = True  # type: ignore[attr-defined]
    for noisy in ("urllib3", "httpx", "httpcore", "filelock", "PIL"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    return warning
