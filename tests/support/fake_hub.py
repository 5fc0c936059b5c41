"""A tiny Hugging Face hub on 127.0.0.1, for download tests that never leave this computer.

It serves model folders in the hub's URL layout, as far as the hub client uses it:

* ``GET /api/models/{repo}`` and ``/api/models/{repo}/revision/{rev}``: the model info, with ``sha`` (the
  commit) and ``siblings`` carrying size, blob id and, for large files, the LFS sha256;
* ``HEAD``/``GET /{repo}/resolve/{rev}/{file}``: the file, with the headers the client needs (``ETag``,
  ``X-Repo-Commit``, ``Content-Length``, ``X-Linked-Etag``/``X-Linked-Size`` for LFS files) and ``Range``
  support (206 with ``Content-Range``, 416 past the end);
* errors the way the hub sends them: ``X-Error-Code`` ``RepoNotFound``, ``RevisionNotFound``,
  ``EntryNotFound`` and, for gated repositories without an allowed token, 401 ``GatedRepo``.

It counts what it serves (bytes per file, Range requests), can throttle file bodies to make a download slow
enough to cancel, and can cut a body short once to imitate a dropped connection.  Every response closes its
connection, and ``close()`` waits for every handler thread, so no thread outlives the ``with`` block.

The test suite runs with HF_HUB_OFFLINE=1, under which the hub client refuses every request; the
``fake_hub`` fixture lifts that for its test (the hub client reads
``huggingface_hub.constants.HF_HUB_OFFLINE`` on each request).
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

import pytest

LFS_SUFFIXES = (".safetensors", ".bin", ".h5", ".msgpack", ".onnx", ".gguf", ".ot", ".tflite", ".pt")


@dataclass(frozen=True)
class FakeFile:
    path: Path
    size: int
    sha256: str
    git_sha1: str
    lfs: bool

    @property
    def etag(self) -> str:
        return self.sha256 if self.lfs else self.git_sha1


@dataclass
class FakeRepo:
    repo_id: str
    commit: str
    files: dict[str, FakeFile]
    gated: bool = False
    tokens: frozenset[str] = frozenset()  # tokens allowed through the gate


@dataclass
class FakeHub:
    """The server; use as a context manager (``with FakeHub() as hub: ... hub.url ...``)."""

    throttle: int | None = None  # bytes per second for each file body; None for full speed
    repos: dict[str, FakeRepo] = field(default_factory=dict)
    served: Counter = field(default_factory=Counter)  # file name -> body bytes sent
    range_requests: int = 0
    # file name -> cut the next body of that file after this many bytes (a dropped connection)
    drop_once: dict[str, int] = field(default_factory=dict)
    requests: list[tuple[str, str, str]] = field(default_factory=list)  # (method, path, Range header)

    def __post_init__(self) -> None:
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- content ---------------------------------------------------------------------------------------------

    def add_repo(
        self, repo_id: str, folder: Path, *, gated: bool = False, tokens: tuple[str, ...] = ()
    ) -> FakeRepo:
        """Serve every file under ``folder`` as the model ``repo_id`` (large weights files as LFS files)."""
        files = {}
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            data = path.read_bytes()
            files[path.relative_to(folder).as_posix()] = FakeFile(
                path=path,
                size=len(data),
                sha256=hashlib.sha256(data).hexdigest(),
                git_sha1=hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest(),
                lfs=path.suffix in LFS_SUFFIXES,
            )
        commit = hashlib.sha1(repr(sorted((n, f.etag) for n, f in files.items())).encode()).hexdigest()
        repo = FakeRepo(repo_id, commit, files, gated, frozenset(tokens))
        self.repos[repo_id] = repo
        return repo

    def served_bytes(self, name: str | None = None) -> int:
        """Body bytes sent for file ``name`` (for all files when None)."""
        with self._lock:
            return self.served[name] if name is not None else sum(self.served.values())

    # -- life cycle ------------------------------------------------------------------------------------------

    @property
    def url(self) -> str:
        assert self._server is not None, "the fake hub is not running"
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> FakeHub:
        handler = type("Handler", (_Handler,), {"hub": self})
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._server.daemon_threads = False
        self._server.block_on_close = True  # server_close() joins every handler thread
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.02}, name="fake-hub", daemon=False
        )
        self._thread.start()
        return self

    def close(self) -> None:
        self._closing.set()  # throttled bodies stop at once
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join()
        self._server = self._thread = None

    def __enter__(self) -> FakeHub:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.close()


@pytest.fixture(name="fake_hub")
def fake_hub_fixture(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeHub]:
    """``fake_hub``: a running, empty ``FakeHub`` the hub client may talk to (offline mode
    lifted for the test).

    Import ``fake_hub_fixture`` into a test module to use it."""
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
    with FakeHub() as hub:
        yield hub


class _Handler(BaseHTTPRequestHandler):
    hub: FakeHub
    protocol_version = "HTTP/1.1"
    timeout = 10  # a client that connects and says nothing cannot hold the server up for long

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        pass  # quiet

    def end_headers(self) -> None:
        self.send_header("Connection", "close")  # one request per connection: no idle thread lingers
        super().end_headers()

    def do_HEAD(self) -> None:  # noqa: N802 - the base class's naming
        self._route(body=False)

    def do_GET(self) -> None:  # noqa: N802
        self._route(body=True)

    # -- routing ---------------------------------------------------------------------------------------------

    def _route(self, body: bool) -> None:
        self.close_connection = True
        raw_path = urlsplit(self.path).path
        with self.hub._lock:
            self.hub.requests.append((self.command, raw_path, self.headers.get("Range", "")))
        try:
            if raw_path.startswith("/api/models/"):
                self._model_info(raw_path[len("/api/models/") :], body)
            elif "/resolve/" in raw_path:
                self._resolve(raw_path, body)
            else:
                self._error(404, "NotFound", "Not found")
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client went away (a cancelled download)

    def _model_info(self, rest: str, body: bool) -> None:
        repo_part, _, revision = rest.partition("/revision/")
        repo = self.hub.repos.get(unquote(repo_part))
        if repo is None:
            return self._error(404, "RepoNotFound", "Repository not found")
        revision = unquote(revision) or "main"
        if revision not in ("main", repo.commit):
            return self._error(404, "RevisionNotFound", f"Invalid rev id: {revision}")
        siblings = []
        for name, f in repo.files.items():
            sibling: dict = {"rfilename": name, "size": f.size, "blobId": f.git_sha1}
            if f.lfs:
                sibling["lfs"] = {"size": f.size, "sha256": f.sha256, "pointerSize": 134}
            siblings.append(sibling)
        info = {
            "id": repo.repo_id,
            "modelId": repo.repo_id,
            "sha": repo.commit,
            "private": False,
            "gated": "manual" if repo.gated else False,
            "disabled": False,
            "siblings": siblings,
        }
        self._send_json(200, info, body)

    def _resolve(self, raw_path: str, body: bool) -> None:
        repo_part, _, rest = raw_path[1:].partition("/resolve/")
        revision_part, _, file_part = rest.partition("/")
        repo = self.hub.repos.get(unquote(repo_part))
        if repo is None:
            return self._error(404, "RepoNotFound", "Repository not found")
        revision, name = unquote(revision_part), unquote(file_part)
        if repo.gated and self._token() not in repo.tokens:
            return self._error(
                401,
                "GatedRepo",
                f"Access to model {repo.repo_id} is restricted. You must have access to it and be "
                "authenticated to access it. Please log in.",
            )
        if revision not in ("main", repo.commit):
            return self._error(404, "RevisionNotFound", f"Invalid rev id: {revision}")
        f = repo.files.get(name)
        if f is None:
            return self._error(404, "EntryNotFound", f"{name} does not exist", commit=repo.commit)
        self._send_file(repo, name, f, body)

    def _token(self) -> str:
        value = self.headers.get("Authorization", "")
        return value[len("Bearer ") :] if value.startswith("Bearer ") else ""

    # -- answers ---------------------------------------------------------------------------------------------

    def _send_file(self, repo: FakeRepo, name: str, f: FakeFile, body: bool) -> None:
        start, end = 0, f.size - 1
        range_header = self.headers.get("Range")
        status = 200
        if range_header and body:
            with self.hub._lock:
                self.hub.range_requests += 1
        if range_header:
            match = re.fullmatch(r"bytes=(\d+)-(\d*)", range_header.strip())
            if match is None or int(match.group(1)) >= f.size:
                self.send_response(416)
                self.send_header("Content-Range", f"bytes */{f.size}")
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            start = int(match.group(1))
            end = min(int(match.group(2)), f.size - 1) if match.group(2) else f.size - 1
            status = 206
        self.send_response(status)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(end - start + 1))
        self.send_header("Accept-Ranges", "bytes")
        self.send_header("ETag", f'"{f.etag}"')
        self.send_header("X-Repo-Commit", repo.commit)
        if f.lfs:
            self.send_header("X-Linked-Etag", f'"{f.sha256}"')
            self.send_header("X-Linked-Size", str(f.size))
        if status == 206:
            self.send_header("Content-Range", f"bytes {start}-{end}/{f.size}")
        self.send_header("Content-Disposition", f"inline; filename*=UTF-8''{quote(Path(name).name)}")
        self.end_headers()
        if body:
            self._send_body(name, f.path, start, end + 1)

    def _send_body(self, name: str, path: Path, start: int, stop: int) -> None:
        rate = self.hub.throttle
        with self.hub._lock:
            cut = self.hub.drop_once.pop(name, None)
        if cut is not None:  # a dropped connection: the client sees a body shorter than announced
            stop = min(stop, start + cut)
        piece = 64 * 1024 if rate is None else max(1024, min(64 * 1024, rate // 50))
        began = time.monotonic()
        sent = 0
        with path.open("rb") as source:
            source.seek(start)
            while start + sent < stop and not self.hub._closing.is_set():
                data = source.read(min(piece, stop - start - sent))
                self.wfile.write(data)
                sent += len(data)
                with self.hub._lock:
                    self.hub.served[name] += len(data)
                if rate is not None:  # keep to the rate: wait until this many bytes were due
                    self.hub._closing.wait(max(0.0, began + sent / rate - time.monotonic()))

    def _send_json(self, status: int, payload: dict, body: bool) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if body:
            self.wfile.write(data)

    def _error(self, status: int, code: str, message: str, commit: str | None = None) -> None:
        data = json.dumps({"error": message}).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("X-Error-Code", code)
        self.send_header("X-Error-Message", message)
        if commit is not None:
            self.send_header("X-Repo-Commit", commit)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)
