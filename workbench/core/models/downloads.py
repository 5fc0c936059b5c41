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

Steps 1, 2 and the snapshot entry of step 4 are here; the transfer of one file (steps 3 and 4 up to the blob)
is in ``transfer``, and the progress events in ``download_progress``.

Every failure the user can do something about comes out as ``DownloadError`` in plain words (worded in
``download_errors``), as its ``DownloadBlocked`` kind when any other model would fail the same way (offline, a
full disk); cancelling raises ``Cancelled``.  Heavy imports (huggingface_hub, httpx2) happen inside functions.
"""

from __future__ import annotations

import os
import re
import threading
import uuid
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from workbench.core.errors import DownloadBlocked, DownloadError, FolderNotWritable
from workbench.core.models.download_errors import not_a_hub, plain_errors
from workbench.core.models.download_progress import (
    DownloadProgress,
    ProgressCallback,
    ProgressReporter,
    format_bytes,
)
from workbench.core.models.transfer import RemoteFile, check_cancel, fetch
from workbench.core.storage import ensure_writable, free_bytes
from workbench.core.words import translate

if TYPE_CHECKING:
    from huggingface_hub.file_download import HfFileMetadata

# The public API; DownloadProgress and format_bytes live in download_progress and are offered here too.
__all__ = [
    "DownloadProgress",
    "ProgressCallback",
    "default_endpoint",
    "download_model",
    "format_bytes",
    "remote_repo_folder",
    "select_files",
]

_TEXT_SUFFIXES = (".json", ".txt", ".model", ".jinja", ".tiktoken")
_SHARD = re.compile(r"^(?P<stem>[^/]+)-\d+-of-\d+\.(?P<ext>safetensors|bin)$")
_COMMIT_HASH = re.compile(r"^[0-9a-f]{40}$")


# --- which files --------------------------------------------------------------------------------------------


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


# --- the download -------------------------------------------------------------------------------------------


def refuse_offline(message: str, hint: str) -> None:
    """DownloadBlocked(message, hint) while the hub's offline mode is on (HF_HUB_OFFLINE); the message says
    what cannot happen then."""
    from huggingface_hub import constants

    if constants.is_offline_mode():
        raise DownloadBlocked(message, hint)


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
    for the next call.  ``endpoint`` replaces HF_ENDPOINT for every request (see ``default_endpoint``);
    ``token`` (else the stored log-in) is sent to the hub.  Problems come out as ``DownloadError``
    saying what to do.
    """
    repo_id = repo_id.strip()
    if not repo_id:
        raise DownloadError(
            translate("Models", "No model was named."),
            translate("Models", "Give a Hugging Face model id such as owner/name."),
        )
    refuse_offline(
        translate(
            "Models", "Offline mode is on (the HF_HUB_OFFLINE setting), so no model can be downloaded."
        ),
        translate(
            "Models",
            "Unset HF_HUB_OFFLINE (or set it to 0) and restart to download; "
            "models already on this computer still work.",
        ),
    )
    cancel = cancel if cancel is not None else threading.Event()
    endpoint = (endpoint or default_endpoint()).rstrip("/")
    cache = _prepare_cache(cache_dir)
    check_cancel(cancel)

    with plain_errors(repo_id, revision, endpoint):
        commit, files = _plan(repo_id, revision, endpoint, token, cache)
        already = {f.name: f.bytes_here() for f in files}
        progress = ProgressReporter(repo_id, sum(f.size for f in files), len(files), on_progress)
        progress.start(sum(already.values()), {f.name for f in files if already[f.name] == f.size})
        _check_free_space(repo_id, cache, sum(f.size - already[f.name] for f in files))
        for remote in files:
            check_cancel(cancel)
            progress.begin_file(remote.name)
            fetch(remote, already[remote.name], progress, cancel, cache)
            _link(repo_id, remote.name, commit, endpoint, token, cache)
            progress.end_file(remote.name)
        _write_ref(remote_repo_folder(cache, repo_id), revision, commit)
    progress.finish()
    return remote_repo_folder(cache, repo_id) / "snapshots" / commit


def remote_repo_folder(cache: Path, repo_id: str) -> Path:
    """The cache folder of a model repository (the hub client's naming)."""
    return cache / ("models--" + repo_id.replace("/", "--"))


def default_endpoint() -> str:
    """The hub to download from when no ``endpoint`` is given: the HF_ENDPOINT setting, else huggingface.co.

    HF_ENDPOINT is read at each call, like HF_HUB_CACHE in ``paths.hf_cache_dir``: the hub client reads it
    only once, when it is imported (``constants.ENDPOINT``), so a setting made later, e.g. by a test pointing
    the app at a local fake hub, would otherwise be ignored.  Patching ``constants.ENDPOINT`` instead would
    not do: the client builds file addresses from a template fixed at import and only rewrites those that
    start with ``constants.ENDPOINT``.
    """
    from huggingface_hub import constants

    return (os.environ.get("HF_ENDPOINT", "").strip() or constants.ENDPOINT).rstrip("/")


def _prepare_cache(cache_dir: Path | None) -> Path:
    from workbench import paths

    folder = Path(cache_dir).expanduser() if cache_dir is not None else paths.hf_cache_dir()
    try:
        ensure_writable(folder)
    except FolderNotWritable as exc:
        raise DownloadBlocked(exc.message, exc.hint) from exc
    return folder.resolve()  # as hf_hub_download resolves it, so both name the same files


def _client_info() -> dict[str, str]:
    from workbench import __version__

    return {"library_name": "lm-workbench", "library_version": __version__}


def _plan(
    repo_id: str, revision: str, endpoint: str, token: str | None, cache: Path
) -> tuple[str, list[RemoteFile]]:
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
            translate(
                "Models", "{repo_id} has no config.json, so it is not a model transformers can load."
            ).format(repo_id=repo_id),
            translate(
                "Models",
                "Pick a model published for transformers (its page lists config.json among the files).",
            ),
        )
    if not any(name.endswith((".safetensors", ".bin")) for name in names):
        raise DownloadError(
            translate(
                "Models", "{repo_id} has no weights the workbench can read (safetensors or PyTorch .bin)."
            ).format(repo_id=repo_id),
            translate(
                "Models",
                "Pick a version of the model published for PyTorch; GGUF, ONNX and TensorFlow "
                "files are not used.",
            ),
        )

    def metadata(name: str, rev: str) -> tuple[str, HfFileMetadata]:
        url = hf_hub_url(repo_id, name, revision=rev, endpoint=endpoint)
        return url, get_hf_file_metadata(url, token=token, endpoint=endpoint, **_client_info())

    commit = info.sha or ""
    if not _COMMIT_HASH.match(commit):  # pin every file to one commit, so a push half-way cannot mix versions
        commit = metadata("config.json", revision)[1].commit_hash or ""
    if not _COMMIT_HASH.match(commit):
        raise not_a_hub(endpoint)

    repo_dir = remote_repo_folder(cache, repo_id)
    headers = build_hf_headers(token=token, **_client_info())
    headers["Accept-Encoding"] = "identity"  # sizes and Range offsets are then those of the file itself
    files = []
    for name in names:
        url, meta = metadata(name, commit)
        size = meta.size if meta.size is not None else sizes.get(name)
        if not meta.etag or size is None:
            raise not_a_hub(endpoint)
        file_headers = dict(headers)
        if _origin(meta.location) != _origin(url):
            file_headers.pop("authorization", None)  # a signed CDN address: the token stays with the hub
        files.append(
            RemoteFile(
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


def _check_free_space(repo_id: str, cache: Path, needed: int) -> None:
    free = free_bytes(cache)
    if free is not None and needed > free:
        raise DownloadBlocked(
            translate(
                "Models",
                "Downloading {repo_id} needs {size} of disk space, but only {free} is free on the disk "
                "holding {cache}.",
            ).format(repo_id=repo_id, size=format_bytes(needed), free=format_bytes(free), cache=cache),
            translate(
                "Models",
                "Free some disk space, or set HF_HUB_CACHE to a folder on a bigger disk, then try again.",
            ),
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
