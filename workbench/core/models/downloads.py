"""Downloading a model from the Hugging Face hub into the shared cache: progress, cancel and resume.

The files land in the hub client's own cache layout (``models--owner--name/blobs``, ``snapshots/<commit>``,
``refs/main``), so transformers, ``hub_cache`` and every other tool find them, and loading stays offline.

Why the bytes are not fetched by ``hf_hub_download``/``snapshot_download`` themselves (huggingface_hub 2.4,
checked in its source): they write each file to a process-unique ``<etag>.<random>.incomplete`` and delete it
when the download fails, so an interrupted download always starts again from zero (the ``Range`` resume in
``http_get`` only covers network hiccups inside one call); and they read the body in 10 MB pieces, so progress
is coarse and a cancel could wait for 10 MB.  So this module uses the client for everything but the body:

1. ``HfApi.model_info(files_metadata=True)`` lists the files and pins the commit;
2. ``get_hf_file_metadata`` (the client's HEAD call) gives each file's etag, size and download location;
3. the body is streamed through the client's shared HTTP session (proxy settings, user agent, token) into
   ``blobs/<etag>.incomplete`` (the name the cache scanner reports as a partial download), in small reads,
   checking ``cancel`` between reads; the next call continues it with an HTTP ``Range`` request;
4. the finished file is checked against its etag (sha256 for large files, git's sha1 for small ones), moved
   to ``blobs/<etag>``, and ``hf_hub_download`` is asked for it: it finds the blob and only adds the snapshot
   entry (a symlink, or a copy where symlinks are unavailable), exactly as for its own downloads.

Every failure the user can do something about comes out as ``DownloadError`` in plain words; cancelling
raises ``Cancelled``.  Heavy imports (huggingface_hub, httpx2) happen inside functions.
"""

from __future__ import annotations

import errno
import hashlib
import logging
import os
import re
import shutil
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING

from workbench.core.errors import Cancelled, DownloadError, FolderNotWritable

if TYPE_CHECKING:
    import httpx2
    from huggingface_hub.file_download import HfFileMetadata

log = logging.getLogger(__name__)

ProgressCallback = Callable[["DownloadProgress"], None]

PROGRESS_INTERVAL_S = 0.05  # at most about 20 progress events a second (the first and last always go out)
SPEED_WINDOW_S = 3.0  # the speed shown is the average over this many seconds
MAX_ATTEMPTS = 5  # connection failures in a row, on one file, before giving up
HASH_BLOCK = 1 << 20

UNREACHABLE = "The model hub cannot be reached."
UNREACHABLE_HINT = "Check the internet connection; models already on this computer still work."

_TEXT_SUFFIXES = (".json", ".txt", ".model", ".jinja", ".tiktoken")
_SHARD = re.compile(r"^(?P<stem>[^/]+)-\d+-of-\d+\.(?P<ext>safetensors|bin)$")
_SHA256 = re.compile(r"^[0-9a-f]{64}$")
_GIT_SHA1 = re.compile(r"^[0-9a-f]{40}$")
_DISK_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}


# --- what the caller sees ------------------------------------------------------------------------------------


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
        parts = [f"{format_bytes(self.downloaded_bytes)} of {format_bytes(self.total_bytes)}"]
        if self.bytes_per_second > 0:
            parts.append(f"{format_bytes(self.bytes_per_second)}/s")
        if self.files_total:
            parts.append(f"file {min(self.files_done + 1, self.files_total)} of {self.files_total}")
        return " · ".join(parts)


def format_bytes(count: float) -> str:
    """Sizes as people read them, in decimal units like the model hub shows: ``"440.5 MB"``."""
    if count < 1000:
        return f"{int(count)} bytes"
    for unit in ("kB", "MB", "GB", "TB"):
        count /= 1000
        if count < 1000 or unit == "TB":
            break
    return f"{count:.1f} {unit}"


def select_files(names: Iterable[str]) -> list[str]:
    """The files of a repository that loading it with transformers needs, small files first, weights last.

    Configuration, tokenizer and generation files (``*.json``, ``*.txt``, sentencepiece ``*.model``, chat
    templates) from the top folder, and one set of weights: safetensors when there are any, else PyTorch
    ``.bin``.  Never TensorFlow, Flax, ONNX, TFLite, Rust (``.ot``) or GGUF files, nor sub-folders (which hold
    copies in other formats).  Sharded weights come with their index.
    """
    root = sorted({name for name in names if "/" not in name})
    safetensors = [name for name in root if name.endswith(".safetensors")]
    pytorch = [name for name in root if name.endswith(".bin") and name.startswith(("pytorch_model", "model"))]
    weights, index = (
        _weights_set(safetensors, "model.safetensors")
        or _weights_set(pytorch, "pytorch_model.bin")
        or ([], "")
    )
    small = [
        name
        for name in root
        if name.endswith(_TEXT_SUFFIXES) and (not name.endswith(".index.json") or name == index)
    ]
    return small + weights


def _weights_set(files: list[str], single: str) -> tuple[list[str], str] | None:
    """One copy of the weights among ``files``: the single file, else its shards, else whatever there is."""
    if not files:
        return None
    if single in files:
        return [single], ""
    stem, ext = single.rsplit(".", 1)
    shards = [name for name in files if (m := _SHARD.match(name)) and m["stem"] == stem and m["ext"] == ext]
    if shards:
        return shards, f"{single}.index.json"
    return files, ""


# --- the download --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _RemoteFile:
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


def download_model(
    repo_id: str,
    *,
    revision: str = "main",
    cache_dir: Path | None = None,
    endpoint: str | None = None,
    on_progress: ProgressCallback | None = None,
    cancel: threading.Event | None = None,
    token: str | None = None,
) -> Path:
    """Download ``repo_id`` at ``revision`` into the Hugging Face cache and return its snapshot folder.

    Only the files ``select_files`` picks are fetched.  Files already in the cache are not fetched again, and
    a file an earlier call left half-done is continued where it stopped.  ``on_progress`` gets about 20
    ``DownloadProgress`` events a second, always the first and the final one (``downloaded == total``).  When
    ``cancel`` is set the download stops within about a second and raises ``Cancelled``; what arrived is kept
    for the next call.  ``endpoint`` replaces HF_ENDPOINT for every request; ``token`` (else the stored
    log-in) is sent to the hub.  Problems come out as ``DownloadError`` saying what to do.
    """
    from huggingface_hub import constants

    repo_id = repo_id.strip()
    if not repo_id:
        raise DownloadError("No model was named.", "Give a Hugging Face model id such as owner/name.")
    if constants.is_offline_mode():
        raise DownloadError(
            "Offline mode is on (the HF_HUB_OFFLINE setting), so no model can be downloaded.",
            "Unset HF_HUB_OFFLINE (or set it to 0) and restart to download; models already on this computer "
            "still work.",
        )
    cancel = cancel if cancel is not None else threading.Event()
    endpoint = (endpoint or constants.ENDPOINT).rstrip("/")
    cache = _prepare_cache(cache_dir)
    _check_cancel(cancel)

    with _plain_errors(repo_id, revision, endpoint):
        commit, files = _plan(repo_id, revision, endpoint, token, cache)
        already = {f.name: f.bytes_here() for f in files}
        progress = _Reporter(repo_id, files, on_progress)
        progress.start(sum(already.values()), {f.name for f in files if already[f.name] == f.size})
        _check_free_space(repo_id, cache, sum(f.size - already[f.name] for f in files))
        for remote in files:
            _check_cancel(cancel)
            progress.begin_file(remote.name)
            _fetch(remote, already[remote.name], progress, cancel, cache)
            _link(repo_id, remote.name, commit, endpoint, token, cache)
            progress.end_file(remote.name)
        _write_ref(remote_repo_folder(cache, repo_id), revision, commit)
    progress.finish()
    return remote_repo_folder(cache, repo_id) / "snapshots" / commit


def remote_repo_folder(cache: Path, repo_id: str) -> Path:
    """The cache folder of a model repository (the hub client's naming)."""
    return cache / ("models--" + repo_id.replace("/", "--"))


def _prepare_cache(cache_dir: Path | None) -> Path:
    from workbench import paths

    folder = Path(cache_dir).expanduser() if cache_dir is not None else paths.hf_cache_dir()
    try:
        paths.ensure_writable(folder)
    except FolderNotWritable as exc:
        raise DownloadError(exc.message, exc.hint) from exc
    return folder.resolve()  # as hf_hub_download resolves it, so both name the same files


def _check_cancel(cancel: threading.Event) -> None:
    if cancel.is_set():
        raise Cancelled("The download was cancelled; what arrived is kept for next time.")


def _client_info() -> dict[str, str]:
    from workbench import __version__

    return {"library_name": "lm-workbench", "library_version": __version__}


def _plan(
    repo_id: str, revision: str, endpoint: str, token: str | None, cache: Path
) -> tuple[str, list[_RemoteFile]]:
    """Ask the hub which files to fetch, at which commit, how big they are and where they are."""
    from huggingface_hub import HfApi, constants, get_hf_file_metadata, hf_hub_url
    from huggingface_hub.utils import build_hf_headers

    api = HfApi(endpoint=endpoint, token=token, **_client_info())
    info = api.model_info(
        repo_id, revision=revision, files_metadata=True, timeout=constants.HF_HUB_ETAG_TIMEOUT
    )
    sizes = {s.rfilename: s.size for s in info.siblings or []}
    names = select_files(sizes)
    if "config.json" not in names:
        raise DownloadError(
            f"{repo_id} has no config.json, so it is not a model transformers can load.",
            "Pick a model published for transformers (its page lists config.json among the files).",
        )
    if not any(name.endswith((".safetensors", ".bin")) for name in names):
        raise DownloadError(
            f"{repo_id} has no weights the workbench can read (safetensors or PyTorch .bin).",
            "Pick a version of the model published for PyTorch; GGUF, ONNX and TensorFlow files are not used.",
        )

    def metadata(name: str, rev: str) -> tuple[str, HfFileMetadata]:
        url = hf_hub_url(repo_id, name, revision=rev, endpoint=endpoint)
        return url, get_hf_file_metadata(url, token=token, endpoint=endpoint, **_client_info())

    commit = info.sha or ""
    if not _GIT_SHA1.match(commit):  # pin every file to one commit, so a push half-way cannot mix versions
        commit = metadata("config.json", revision)[1].commit_hash or ""
    if not _GIT_SHA1.match(commit):
        raise _not_a_hub(endpoint)

    repo_dir = remote_repo_folder(cache, repo_id)
    headers = build_hf_headers(token=token, **_client_info())
    headers["Accept-Encoding"] = "identity"  # sizes and Range offsets are then those of the file itself
    files = []
    for name in names:
        url, meta = metadata(name, commit)
        size = meta.size if meta.size is not None else sizes.get(name)
        if not meta.etag or size is None:
            raise _not_a_hub(endpoint)
        file_headers = dict(headers)
        if _origin(meta.location) != _origin(url):
            file_headers.pop("authorization", None)  # a signed CDN address: the token stays with the hub
        files.append(
            _RemoteFile(
                name=name,
                size=size,
                etag=meta.etag,
                url=meta.location,
                headers=file_headers,
                blob=repo_dir / "blobs" / meta.etag,
                pointer=repo_dir / "snapshots" / commit / Path(*name.split("/")),
            )
        )
    return commit, files


def _origin(url: str) -> tuple[str, str, int | None]:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    return parts.scheme, (parts.hostname or "").lower(), parts.port


def _not_a_hub(endpoint: str) -> DownloadError:
    return DownloadError(
        f"The server at {endpoint} does not answer like a Hugging Face model hub.",
        "Check the HF_ENDPOINT setting (or unset it to use huggingface.co), and any proxy or firewall.",
    )


def _check_free_space(repo_id: str, cache: Path, needed: int) -> None:
    free = shutil.disk_usage(cache).free
    if needed > free:
        raise DownloadError(
            f"Downloading {repo_id} needs {format_bytes(needed)} of disk space, but only {format_bytes(free)} "
            f"is free on the disk holding {cache}.",
            "Free some disk space, or set HF_HUB_CACHE to a folder on a bigger disk, then try again.",
        )


def _fetch(
    remote: _RemoteFile, counted: int, progress: _Reporter, cancel: threading.Event, cache: Path
) -> None:
    """Make ``remote.blob`` hold the whole, verified file, continuing a partial one if there is one."""
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
            verifier = _Verifier.for_etag(remote.etag, remote.size)
            have = _resume_point(out, remote, verifier, cancel)
            progress.add(have - counted)
            failures = 0
            while have < remote.size:
                _check_cancel(cancel)
                before = have
                try:
                    have = _stream(remote, out, have, verifier, progress, cancel)
                except Exception as exc:
                    if not _is_transient(exc):
                        raise
                    have = out.tell()
                    failures = 0 if have > before else failures + 1
                    if failures >= MAX_ATTEMPTS:
                        if isinstance(exc, _ServerBusy):
                            raise exc.error from exc
                        raise
                    log.info("download of %s interrupted (%s); continuing", remote.name, exc)
                    if cancel.wait(min(0.5 * 2.0**failures, 8.0)):
                        _check_cancel(cancel)
        if verifier is not None and not verifier.matches(remote.etag):
            remote.partial.unlink(missing_ok=True)
            raise DownloadError(
                f"{remote.name} arrived damaged (its checksum does not match what the hub announced).",
                "It has been removed; start the download again.",
            )
        os.replace(remote.partial, remote.blob)


@contextmanager
def _partial_lock(cache: Path, remote: _RemoteFile, cancel: threading.Event) -> Iterator[None]:
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
            _check_cancel(cancel)
    try:
        yield
    finally:
        lock.release()


def _resume_point(
    out: IO[bytes], remote: _RemoteFile, verifier: _Verifier | None, cancel: threading.Event
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
            _check_cancel(cancel)
            block = out.read(min(HASH_BLOCK, left))
            if not block:
                break
            verifier.update(block)
            left -= len(block)
        out.seek(0, os.SEEK_END)
    return have


def _stream(
    remote: _RemoteFile,
    out: IO[bytes],
    have: int,
    verifier: _Verifier | None,
    progress: _Reporter,
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
        _check_cancel(cancel)
        if reply.status_code in (408, 429) or reply.status_code >= 500:
            try:
                hf_raise_for_status(reply)
            except Exception as exc:
                raise _ServerBusy(exc) from exc
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
            _check_cancel(cancel)
            _write_chunk(out, chunk, remote.name)
            have += len(chunk)
            if have > remote.size:
                out.truncate(remote.size)
                raise DownloadError(
                    f"The hub sent more of {remote.name} than it announced.", "Start the download again."
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


def _write_chunk(out: IO[bytes], chunk: bytes, name: str) -> None:
    try:
        out.write(chunk)
    except OSError as exc:
        if exc.errno in _DISK_FULL:
            raise DownloadError(
                f"The disk is full, so {name} could not be saved.",
                "Free some disk space and start the download again; it continues where it stopped.",
            ) from exc
        raise DownloadError(
            f"{name} could not be saved ({exc.strerror or exc}).",
            "Check that the cache folder can be written to (HF_HUB_CACHE), then start the download again.",
        ) from exc


class _ServerBusy(Exception):
    """A 408/429/5xx answer to a file request: worth another try, else reported as the hub's error."""

    def __init__(self, error: Exception) -> None:
        super().__init__(str(error))
        self.error = error


def _is_transient(exc: Exception) -> bool:
    """True for the failures after which a file download is simply continued: a dropped or stalled
    connection, or a hub that is busy for a moment."""
    import httpx2

    return isinstance(
        exc, (httpx2.TimeoutException, httpx2.NetworkError, httpx2.RemoteProtocolError, _ServerBusy)
    )


def _link(repo_id: str, name: str, commit: str, endpoint: str, token: str | None, cache: Path) -> None:
    """Let the hub client add ``name`` to the snapshot; its blob is in place, so nothing is downloaded."""
    from huggingface_hub import hf_hub_download

    hf_hub_download(
        repo_id, name, revision=commit, cache_dir=cache, endpoint=endpoint, token=token, **_client_info()
    )


def _write_ref(repo_dir: Path, revision: str, commit: str) -> None:
    """Record that ``revision`` (e.g. main) now means ``commit``, as the hub client does (atomically)."""
    if revision == commit:
        return
    ref = repo_dir / "refs" / revision
    if ref.is_file() and ref.read_text(encoding="utf-8") == commit:
        return
    ref.parent.mkdir(parents=True, exist_ok=True)
    tmp = ref.with_name(f"{ref.name}.{uuid.uuid4().hex[:8]}.tmp")
    tmp.write_text(commit, encoding="utf-8")
    os.replace(tmp, ref)


class _Verifier:
    """Checks a downloaded file against its etag: sha256 (large, LFS files) or git's blob sha1 (the rest)."""

    def __init__(self, kind: str, size: int) -> None:
        self.kind = kind
        self.size = size
        self.reset()

    @classmethod
    def for_etag(cls, etag: str, size: int) -> _Verifier | None:
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


class _Reporter:
    """Turns byte counts into ``DownloadProgress`` events, at most one every ``PROGRESS_INTERVAL_S``."""

    def __init__(self, repo_id: str, files: list[_RemoteFile], callback: ProgressCallback | None) -> None:
        self.repo_id = repo_id
        self.total = sum(f.size for f in files)
        self.files_total = len(files)
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


# --- failures in plain words ---------------------------------------------------------------------------------


@contextmanager
def _plain_errors(repo_id: str, revision: str, endpoint: str) -> Iterator[None]:
    """Turn what the hub client and the network raise into ``DownloadError``s that say what to do."""
    import httpx2
    from huggingface_hub import errors as hub

    page = f"{endpoint}/{repo_id}"
    try:
        yield
    except (Cancelled, DownloadError):
        raise
    except hub.OfflineModeIsEnabled as exc:
        raise DownloadError(
            "Offline mode is on (the HF_HUB_OFFLINE setting), so no model can be downloaded.",
            "Unset HF_HUB_OFFLINE and restart to download; models already on this computer still work.",
        ) from exc
    except hub.GatedRepoError as exc:
        raise DownloadError(
            f"{repo_id} is a gated model: its authors ask everyone to accept their licence before downloading.",
            f"Open {page} in a web browser, log in and accept the licence there, then log in here with a "
            "Hugging Face access token (hf auth login, or the HF_TOKEN setting) and try again.",
        ) from exc
    except hub.DisabledRepoError as exc:
        raise DownloadError(f"{repo_id} has been disabled on the model hub.", "Pick another model.") from exc
    except hub.RepositoryNotFoundError as exc:
        raise DownloadError(
            f"The model {repo_id} was not found on the model hub.",
            "Check the name (owner/name, as on the model's web page). A private model also needs a log-in "
            "with an access token that may read it.",
        ) from exc
    except hub.RevisionNotFoundError as exc:
        raise DownloadError(
            f"The version '{revision}' of {repo_id} was not found on the model hub.",
            "Check the branch, tag or commit name, or download the default version (main).",
        ) from exc
    except hub.RemoteEntryNotFoundError as exc:
        raise DownloadError(
            f"A file of {repo_id} is missing on the model hub; the model may be changing right now.",
            "Try again in a few minutes.",
        ) from exc
    except hub.LocalEntryNotFoundError as exc:  # hf_hub_download could not reach the hub
        raise DownloadError(UNREACHABLE, UNREACHABLE_HINT) from exc
    except hub.FileMetadataError as exc:
        raise _not_a_hub(endpoint) from exc
    except hub.HFValidationError as exc:
        raise DownloadError(
            f"'{repo_id}' is not a valid model name.", "Model names look like owner/name, e.g. openai/gpt2."
        ) from exc
    except hub.HfHubHTTPError as exc:
        raise _http_error(exc) from exc
    except (
        httpx2.TimeoutException,
        httpx2.NetworkError,
        httpx2.ProxyError,
        httpx2.RemoteProtocolError,
    ) as exc:
        raise DownloadError(UNREACHABLE, UNREACHABLE_HINT) from exc
    except (httpx2.HTTPError, httpx2.InvalidURL) as exc:
        raise DownloadError(
            f"The download from {endpoint} failed ({exc}).",
            "Check the HF_ENDPOINT setting and the network, then try again.",
        ) from exc
    except OSError as exc:
        if exc.errno in _DISK_FULL:
            raise DownloadError(
                "The disk is full, so the download could not be saved.",
                "Free some disk space and start the download again; it continues where it stopped.",
            ) from exc
        raise DownloadError(
            f"The download could not be saved ({exc.strerror or exc}).",
            "Check that the cache folder can be written to (HF_HUB_CACHE), then try again.",
        ) from exc


def _http_error(exc: Exception) -> DownloadError:
    status = getattr(getattr(exc, "response", None), "status_code", 0)
    if status in (401, 403):
        return DownloadError(
            f"The model hub refused access (HTTP {status}).",
            "If the model is private or gated, log in with an access token that may read it.",
        )
    if status == 429:
        return DownloadError(
            "The model hub is limiting requests right now (HTTP 429).",
            "Wait a few minutes and try again; logging in with an access token raises the limit.",
        )
    if status >= 500:
        return DownloadError(
            f"The model hub had a problem (HTTP {status}).",
            "Try again later; what was already downloaded is kept.",
        )
    return DownloadError(
        f"The model hub answered with an error (HTTP {status}).",
        "Try again later; what was already downloaded is kept.",
    )
