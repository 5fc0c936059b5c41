"""Logging to a rotating file in the user's log folder (and to stderr for warnings)."""

from __future__ import annotations

import logging
import logging.handlers
import sys

from workbench import paths


def setup_logging(level: int = logging.INFO) -> str | None:
    """Configure the root logger once.  Returns a warning for the user if the log file cannot be written."""
    root = logging.getLogger()
    if getattr(root, "_workbench_configured", False):
        return None
    root.setLevel(level)
    console = logging.StreamHandler(sys.stderr)
    console.setLevel(logging.WARNING)
    console.setFormatter(logging.Formatter("%(levelname)s: %(message)s"))
    root.addHandler(console)
    warning = None
    try:
        paths.ensure_writable(paths.log_dir())
        handler = logging.handlers.RotatingFileHandler(
            paths.log_file(), maxBytes=2_000_000, backupCount=3, encoding="utf-8"
        )
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
