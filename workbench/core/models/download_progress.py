"""How far a model download has come, in the words and numbers a person reads.

``DownloadProgress`` is what ``downloads.download_model`` hands its caller; ``ProgressReporter`` turns the
byte counts of the transfer into those events, a few a second, with a speed averaged over the last seconds.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from workbench.core.storage import format_bytes
from workbench.core.words import translate

ProgressCallback = Callable[["DownloadProgress"], None]

PROGRESS_INTERVAL_S = 0.05  # at most about 20 progress events a second (the first and last always go out)
SPEED_WINDOW_S = 3.0  # the speed shown is the average over this many seconds


@dataclass(frozen=True)
class DownloadProgress:
    """Where a download stands.  ``downloaded_bytes`` includes what an earlier, interrupted call fetched."""

    repo_id: str
    downloaded_bytes: int
    total_bytes: int
    bytes_per_second: float
    current_file: str
    files_done: int
    files_total: int

    @property
    def fraction(self) -> float:
        """0.0 to 1.0, for a progress bar."""
        if self.total_bytes <= 0:
            return 1.0 if self.files_done >= self.files_total else 0.0
        return max(0.0, min(1.0, self.downloaded_bytes / self.total_bytes))

    @property
    def finished(self) -> bool:
        return self.files_done >= self.files_total

    def describe(self) -> str:
        """E.g. ``"120.3 MB of 440.5 MB · 12.1 MB/s · file 3 of 7"``."""
        parts = [
            translate("ZooDownloads", "{done} of {total}").format(
                done=format_bytes(self.downloaded_bytes), total=format_bytes(self.total_bytes)
            )
        ]
        if self.bytes_per_second > 0:
            parts.append(f"{format_bytes(self.bytes_per_second)}/s")
        if self.files_total:
            parts.append(
                translate("ZooDownloads", "file {number} of {count}").format(
                    number=min(self.files_done + 1, self.files_total), count=self.files_total
                )
            )
        return " · ".join(parts)


class ProgressReporter:
    """Turns byte counts into ``DownloadProgress`` events, at most one every ``PROGRESS_INTERVAL_S``."""

    def __init__(
        self, repo_id: str, total_bytes: int, files_total: int, callback: ProgressCallback | None
    ) -> None:
        self.repo_id = repo_id
        self.total = total_bytes
        self.files_total = files_total
        self.callback = callback
        self.downloaded = 0
        self.done: set[str] = set()
        self.current = ""
        self._started = time.monotonic()
        self._transferred = 0  # bytes that came over the network in this call
        self._samples: deque[tuple[float, int]] = deque()
        self._last_emit = float("-inf")

    def start(self, already_here: int, files_here: set[str]) -> None:
        self.downloaded = already_here
        self.done = set(files_here)
        self._emit(force=True)

    def begin_file(self, name: str) -> None:
        self.current = name

    def end_file(self, name: str) -> None:
        self.done.add(name)

    def add(self, count: int) -> None:
        """``count`` more bytes are here (negative when a partial file had to start again)."""
        if not count:
            return
        self.downloaded += count
        if count > 0:
            self._transferred += count
        self._emit()

    def finish(self) -> None:
        self.downloaded = self.total
        self.current = ""
        self._emit(force=True)

    def speed(self, now: float) -> float:
        self._samples.append((now, self._transferred))
        while len(self._samples) > 2 and now - self._samples[0][0] > SPEED_WINDOW_S:
            self._samples.popleft()
        then, transferred_then = self._samples[0]
        if now - then < 0.25:  # too short a window: average over the whole call instead
            then, transferred_then = self._started, 0
        return (self._transferred - transferred_then) / (now - then) if now > then else 0.0

    def _emit(self, force: bool = False) -> None:
        if self.callback is None:
            return
        now = time.monotonic()
        if not force and now - self._last_emit < PROGRESS_INTERVAL_S:
            return
        self._last_emit = now
        self.callback(
            DownloadProgress(
                repo_id=self.repo_id,
                downloaded_bytes=self.downloaded,
                total_bytes=self.total,
                bytes_per_second=self.speed(now),
                current_file=self.current,
                files_done=len(self.done),
                files_total=self.files_total,
            )
        )
