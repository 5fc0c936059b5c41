"""The console log handler: warnings go to the stderr there is when they are logged."""

from __future__ import annotations

import contextlib
import io
import logging

from workbench.logs import setup_logging


def test_warnings_reach_the_current_stderr_even_after_an_earlier_one_is_closed() -> None:
    setup_logging()
    log = logging.getLogger("workbench.test_logs")
    earlier = io.StringIO()
    with contextlib.redirect_stderr(earlier):
        log.warning("first warning")
    earlier.close()  # as a test's output capture is closed when the test ends
    later = io.StringIO()
    with contextlib.redirect_stderr(later):
        log.warning("second warning")
        log.info("not for the console")
    assert "WARNING: second warning" in later.getvalue()
    assert "not for the console" not in later.getvalue()
