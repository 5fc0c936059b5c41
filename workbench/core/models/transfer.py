"""The resumable transfer of one file of a model into the Hugging Face cache (used by ``downloads``).

The body is streamed through the hub client's shared HTTP session (proxy settings, user agent, token) into
``blobs/<etag>.incomplete`` (the name the cache scanner reports as a partial download), in small reads,
checking ``cancel`` between reads, so a cancel takes effect within a read and progress is smooth.  What
arrived stays on disk: the next call continues it with an HTTP ``Range`` request.  A dropped or stalled
connection, or a hub busy for a moment, is continued in the same call, a few times over.  The finished file is
checked against its etag (sha256 for large files, git's sha1 for small ones) and only then moved to
``blobs/<etag>``.  A file lock keeps two downloads (another window, another program) from appending to the
same partial file.

Heavy imports (huggingface_hub, httpx2, filelock) happen inside functions.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING

from workbench.core.errors import Cancelled, DownloadBlocked, DownloadError
from workbench.core.storage import DISK_FULL_ERRNOS
from workbench.core.words import translate

if TYPE_CHECKING:
    import httpx2

    from workbench.core.models.download_progress import ProgressReporter

log = logging.getLogger(__name__)

MAX_ATTEMPTS = 5  # connection failures in a row, on one file, before giving up
HASH_BLOCK = 1 << 20

_SHA256 = re.compile(r"^[0-9a-f]{64}$")
_GIT_SHA1 = re.compile(r"^[0-9a-f]{40}$")


@dataclass(frozen=True)
class RemoteFile:
    """One file to fetch, as the hub described it, and where it goes in the cache."""

    name: str
    size: int
    etag: str
    url: str  # where the body is fetched (the hub's resolve URL, or the CDN it redirects to)
    headers: dict[str, str]
    blob: Path
    pointer: Path  # snapshots/<commit>/<name>

    @property
    def partial(self) -> Path:
        return self.blob.with_name(self.blob.name + ".incomplete")

    def bytes_here(self) -> int:
        """How much of the file this computer already has (all of it, part of it, or nothing)."""
        if self.pointer.exists() or self.blob.exists():
            return self.size
        try:
            return min(self.partial.stat().st_size, self.size)
        except OSError:
            return 0


def check_cancel(cancel: threading.Event) -> None:
    if cancel.is_set():
        raise Cancelled("The download was cancelled; what arrived is kept for next time.")


def fetch(
    remote: RemoteFile, counted: int, progress: ProgressReporter, cancel: threading.Event, cache: Path
) -> None:
    """Make ``remote.blob`` hold the whole, verified file, continuing a partial one if there is one.

    ``counted`` is how many of its bytes ``progress`` already counted as here."""
    if remote.pointer.exists() or remote.blob.exists():
        progress.add(remote.size - counted)
        return
    with _partial_lock(cache, remote, cancel):
        if remote.blob.exists():  # another download finished it while this one waited
            progress.add(remote.size - counted)
            return
        remote.blob.parent.mkdir(parents=True, exist_ok=True)
        remote.partial.touch()
        with remote.partial.open("r+b") as out:
            verifier = Verifier.for_etag(remote.etag, remote.size)
            have = _resume_point(out, remote, verifier, cancel)
            progress.add(have - counted)
            failures = 0
            while have < remote.size:
                check_cancel(cancel)
                before = have
                try:
                    have = _stream(remote, out, have, verifier, progress, cancel)
                except Exception as exc:
                    if not is_transient(exc):
                        raise
                    have = out.tell()
                    failures = 0 if have > before else failures + 1
                    if failures >= MAX_ATTEMPTS:
                        if isinstance(exc, ServerBusy):
                            raise exc.error from exc
                        raise
                    log.info("download of %s interrupted (%s); continuing", remote.name, exc)
                    if cancel.wait(min(0.5 * 2.0**failures, 8.0)):
                        check_cancel(cancel)
        if verifier is not None and not verifier.matches(remote.etag):
            remote.partial.unlink(missing_ok=True)
            raise DownloadError(
                translate(
                    "Models", "{name} arrived damaged (its checksum does not match what the hub announced)."
                ).format(name=remote.name),
                translate("Models", "It has been removed; start the download again."),
            )
        os.replace(remote.partial, remote.blob)


@contextmanager
def _partial_lock(cache: Path, remote: RemoteFile, cancel: threading.Event) -> Iterator[None]:
    """Only one download at a time may append to a partial file (another window, another program)."""
    import filelock

    folder = cache / ".locks" / remote.blob.parent.parent.name
    folder.mkdir(parents=True, exist_ok=True)
    lock = filelock.FileLock(str(folder / f"{remote.etag}.incomplete.lock"))
    while True:
        try:
            lock.acquire(timeout=0.25)
            break
        except filelock.Timeout:
            check_cancel(cancel)
    try:
        yield
    finally:
        lock.release()


def _resume_point(
    out: IO[bytes], remote: RemoteFile, verifier: Verifier | None, cancel: threading.Event
) -> int:
    """Where to continue: the partial file's length, after feeding what it holds to the checksum."""
    have = out.seek(0, os.SEEK_END)
    if have > remote.size:  # not this file after all
        out.seek(0)
        out.truncate()
        return 0
    if verifier is not None and have:
        out.seek(0)
        left = have
        while left:
            check_cancel(cancel)
            block = out.read(min(HASH_BLOCK, left))
            if not block:
                break
            verifier.update(block)
            left -= len(block)
        out.seek(0, os.SEEK_END)
    return have


def _stream(
    remote: RemoteFile,
    out: IO[bytes],
    have: int,
    verifier: Verifier | None,
    progress: ProgressReporter,
    cancel: threading.Event,
) -> int:
    """One GET of the rest of the file (from byte ``have``), appended to ``out``; returns the new length."""
    import httpx2
    from huggingface_hub import constants
    from huggingface_hub.utils import get_session, hf_raise_for_status

    headers = dict(remote.headers)
    if have:
        headers["Range"] = f"bytes={have}-"
    timeout = httpx2.Timeout(constants.HF_HUB_DOWNLOAD_TIMEOUT)
    with get_session().stream(
        "GET", remote.url, headers=headers, timeout=timeout, follow_redirects=True
    ) as reply:
        check_cancel(cancel)
        if reply.status_code in (408, 429) or reply.status_code >= 500:
            try:
                hf_raise_for_status(reply)
            except Exception as exc:
                raise ServerBusy(exc) from exc
        restart = have > 0 and reply.status_code == 416  # the partial file cannot be continued
        if not restart:
            hf_raise_for_status(reply)
        if have and (restart or not _continues_at(reply, have)):
            # The partial file cannot be continued, or the server ignored the Range: the file starts again.
            out.seek(0)
            out.truncate()
            progress.add(-have)
            if verifier is not None:
                verifier.reset()
            have = 0
        if restart:
            return 0
        for chunk in reply.iter_bytes():
            check_cancel(cancel)
            write_chunk(out, chunk, remote.name)
            have += len(chunk)
            if have > remote.size:
                out.truncate(remote.size)
                raise DownloadError(
                    translate("Models", "The hub sent more of {name} than it announced.").format(
                        name=remote.name
                    ),
                    translate("Models", "Start the download again."),
                )
            if verifier is not None:
                verifier.update(chunk)
            progress.add(len(chunk))
    if have < remote.size:
        raise httpx2.RemoteProtocolError("the connection closed before the whole file arrived")
    return have


def _continues_at(reply: httpx2.Response, offset: int) -> bool:
    """True when ``reply`` is a 206 carrying the file from byte ``offset`` on."""
    if reply.status_code != 206:
        return False
    match = re.match(r"bytes (\d+)-", reply.headers.get("Content-Range", ""))
    return match is not None and int(match.group(1)) == offset


def write_chunk(out: IO[bytes], chunk: bytes, name: str) -> None:
    """Append ``chunk`` of file ``name`` to ``out``; a full disk or an unwritable cache is a
    ``DownloadError``."""
    try:
        out.write(chunk)
    except OSError as exc:
        if exc.errno in DISK_FULL_ERRNOS:
            raise DownloadBlocked(
                translate("Models", "The disk is full, so {name} could not be saved.").format(name=name),
                translate(
                    "Models",
                    "Free some disk space and start the download again; it continues where it stopped.",
                ),
            ) from exc
        raise DownloadBlocked(
            translate("Models", "{name} could not be saved ({reason}).").format(
                name=name, reason=exc.strerror or exc
            ),
            translate(
                "Models",
                "Check that the cache folder can be written to (HF_HUB_CACHE), then start the download "
                "again.",
            ),
        ) from exc


class ServerBusy(Exception):
    """A 408/429/5xx answer to a file request: worth another try, else reported as the hub's error."""

    def __init__(self, error: Exception) -> None:
        super().__init__(str(error))
        self.error = error


def is_transient(exc: Exception) -> bool:
    """True for the failures after which a file download is simply continued: a dropped or stalled
    connection, or a hub that is busy for a moment."""
    import httpx2

    return isinstance(
        exc, (httpx2.TimeoutException, httpx2.NetworkError, httpx2.RemoteProtocolError, ServerBusy)
    )


class Verifier:
    """Checks a downloaded file against its etag: sha256 (large, LFS files) or git's blob sha1 (the rest)."""

    def __init__(self, kind: str, size: int) -> None:
        self.kind = kind
        self.size = size
        self.reset()

    @classmethod
    def for_etag(cls, etag: str, size: int) -> Verifier | None:
        if _SHA256.match(etag):
            return cls("sha256", size)
        if _GIT_SHA1.match(etag):
            return cls("git-sha1", size)
        return None  # some other server's etag: only the size is checked

    def reset(self) -> None:
        if self.kind == "sha256":
            self._hash = hashlib.sha256()
        else:
            self._hash = hashlib.sha1(f"blob {self.size}\0".encode(), usedforsecurity=False)

    def update(self, data: bytes) -> None:
        self._hash.update(data)

    def matches(self, etag: str) -> bool:
        return self._hash.hexdigest() == etag
