"""The lecture pack: the downloadable models that show the lecture's textbook results (BERT base putting "cat"
on the mat, GPT-2 going on "Once upon a" with "time", ...), which the small embedded models cannot.

The catalogue names them (``catalogue.lecture_pack()``).  ``pack_state`` says which are on this computer and
about how much is left to fetch, without the network.  ``download_pack`` fetches the missing ones one after
another with ``downloads.download_model``, so each keeps its progress, cancel and resume: a model already here
is skipped, and a model an earlier call left half-done continues where it stopped.  A model that cannot be had
(gone from the hub, say) is reported and the next one is fetched; a problem every model would meet (offline,
the hub out of reach, a full disk) stops the pack at once with one message saying what to do.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from workbench.core.errors import DownloadBlocked, DownloadError
from workbench.core.models.catalogue import CatalogueEntry, lecture_pack
from workbench.core.models.download_progress import DownloadProgress, format_bytes
from workbench.core.models.transfer import check_cancel
from workbench.core.words import translate

AGAIN = (
    "Start the lecture pack download again once that is fixed: finished models are kept and a half-done one "
    "continues where it stopped. Until then the scenes use the embedded models."
)


@dataclass(frozen=True)
class PackState:
    """Which pack models are on this computer, in the pack's order, and about how much is left to fetch."""

    models: tuple[tuple[CatalogueEntry, bool], ...]  # each model of the pack and whether it is here
    bytes_to_fetch: int  # about: the catalogue's sizes of the missing ones, less what already arrived

    @property
    def present(self) -> tuple[CatalogueEntry, ...]:
        return tuple(entry for entry, here in self.models if here)

    @property
    def missing(self) -> tuple[CatalogueEntry, ...]:
        return tuple(entry for entry, here in self.models if not here)

    @property
    def complete(self) -> bool:
        return not self.missing

    def describe(self) -> str:
        """E.g. "Lecture pack: 1 of 4 models on this computer; to fetch: GPT-2 (124M), ..., about 1.1 GB"."""
        count = len(self.models)
        if self.complete:
            return translate("LecturePack", "Lecture pack: all %n models are on this computer.", None, count)
        missing = ", ".join(entry.name for entry in self.missing)
        return translate(
            "LecturePack",
            "Lecture pack: {here} of %n models on this computer; to fetch: {missing}, about {size}.",
            None,
            count,
        ).format(here=len(self.present), missing=missing, size=format_bytes(self.bytes_to_fetch))


def pack_state(cache_dir: Path | None = None) -> PackState:
    """Where the pack stands in the Hugging Face cache (``cache_dir``, else the usual one); no network."""
    from workbench.core.models.hub_cache import cached_snapshot, repo_folder
    from workbench.core.storage import folder_bytes

    models, to_fetch = [], 0
    for entry in lecture_pack():
        here = cached_snapshot(entry.hf_id, cache_dir) is not None
        models.append((entry, here))
        if (
            not here
        ):  # files an interrupted download left (whole ones and the partial one) need not come again
            arrived = folder_bytes(repo_folder(entry.hf_id, cache_dir) / "blobs")
            to_fetch += max(0, entry.download_bytes - arrived)
    return PackState(tuple(models), to_fetch)


@dataclass(frozen=True)
class PackProgress:
    """Where the pack's download stands: model ``number`` of ``count`` and its own progress, and the bytes of
    the whole pack (``pack_total`` is about: models not begun count with their catalogue size)."""

    number: int
    count: int
    name: str
    model: DownloadProgress
    pack_bytes: int
    pack_total: int
    fraction: float  # of the whole pack, for a progress bar; it never goes back

    def describe(self) -> str:
        """E.g. "Model 2 of 4 (GPT-2 (124M)): 120.3 MB of 548.1 MB · 12.1 MB/s · file 3 of 7"."""
        return translate("LecturePack", "Model {number} of {count} ({name}): {progress}").format(
            number=self.number, count=self.count, name=self.name, progress=self.model.describe()
        )

    def overall(self) -> str:
        """E.g. "Lecture pack: 560.4 MB of about 1.6 GB"."""
        return translate("LecturePack", "Lecture pack: {done} of about {total}").format(
            done=format_bytes(self.pack_bytes), total=format_bytes(self.pack_total)
        )


PackCallback = Callable[[PackProgress], None]


@dataclass(frozen=True)
class PackOutcome:
    """What became of one model of the pack."""

    entry: CatalogueEntry
    status: str  # "present" (already here), "downloaded" or "failed"
    detail: str = ""  # why it failed, in plain words

    def describe(self) -> str:
        if self.status == "present":
            return translate("LecturePack", "{model}: already on this computer").format(model=self.entry.name)
        if self.status == "downloaded":
            return translate("LecturePack", "{model}: downloaded").format(model=self.entry.name)
        return translate("LecturePack", "{model}: not downloaded. {why}").format(
            model=self.entry.name, why=self.detail
        )


@dataclass(frozen=True)
class PackResult:
    outcomes: tuple[PackOutcome, ...]

    @property
    def failed(self) -> tuple[PackOutcome, ...]:
        return tuple(outcome for outcome in self.outcomes if outcome.status == "failed")

    @property
    def complete(self) -> bool:
        return not self.failed

    def summary(self) -> str:
        if self.complete:
            return translate(
                "LecturePack",
                "The lecture pack is on this computer: the scenes use it for the textbook results.",
            )
        here = len(self.outcomes) - len(self.failed)
        return translate(
            "LecturePack",
            "{here} of {count} lecture pack models are on this computer; {failed} could not be downloaded. "
            "The scenes use the embedded models in their place.",
        ).format(here=here, count=len(self.outcomes), failed=len(self.failed))

    def describe(self) -> str:
        """One line per model, then the summary."""
        return "\n".join([*(outcome.describe() for outcome in self.outcomes), self.summary()])


def download_pack(
    *,
    cache_dir: Path | None = None,
    endpoint: str | None = None,
    on_progress: PackCallback | None = None,
    cancel: threading.Event | None = None,
    token: str | None = None,
) -> PackResult:
    """Fetch every model of the pack that is not on this computer yet, one after another.

    ``on_progress`` gets ``PackProgress`` events (each model's own ones, with the pack's bytes).  Setting
    ``cancel`` stops within about a second and raises ``Cancelled``; what arrived is kept, so the next call
    skips the finished models and continues the half-done one.  A model that cannot be had is reported in the
    result (``failed``) and the rest are still fetched; a problem every model would meet raises
    ``DownloadBlocked`` saying what to do.  ``cache_dir``, ``endpoint`` and ``token`` are passed to
    ``download_model``.
    """
    from workbench.core.models.downloads import download_model, refuse_offline

    refuse_offline(
        translate(
            "Models",
            "Offline mode is on (the HF_HUB_OFFLINE setting), so the lecture pack cannot be downloaded.",
        ),
        translate(
            "Models",
            "Unset HF_HUB_OFFLINE (or set it to 0) and restart to "
            "download it; until then the scenes use the embedded models.",
        ),
    )
    cancel = cancel if cancel is not None else threading.Event()
    state = pack_state(cache_dir)
    _check_room(state, cache_dir)
    reporter = _PackReporter(state, on_progress)
    outcomes = []
    for number, (entry, here) in enumerate(state.models, 1):
        if here:
            outcomes.append(PackOutcome(entry, "present"))
            continue
        check_cancel(cancel)
        try:
            download_model(
                entry.hf_id,
                cache_dir=cache_dir,
                endpoint=endpoint,
                cancel=cancel,
                token=token,
                on_progress=reporter.for_model(number, entry),
            )
        except DownloadBlocked as exc:
            done = sum(outcome.status != "failed" for outcome in outcomes)
            raise DownloadBlocked(
                translate(
                    "Models",
                    "{message} The lecture pack stopped at {name} ({done} of {count} models are on this "
                    "computer).",
                ).format(message=exc.message, name=entry.name, done=done, count=len(state.models)),
                f"{exc.hint} {AGAIN}".strip(),
            ) from exc
        except DownloadError as exc:
            outcomes.append(PackOutcome(entry, "failed", str(exc).replace("\n", " ")))
            reporter.leave_out(entry)
            continue
        reporter.finish(entry)
        outcomes.append(PackOutcome(entry, "downloaded"))
    return PackResult(tuple(outcomes))


def _check_room(state: PackState, cache_dir: Path | None) -> None:
    """Before anything is fetched: the disk must hold what is left of the pack (each model checks again)."""
    from workbench import paths
    from workbench.core.storage import free_bytes

    free = free_bytes(Path(cache_dir) if cache_dir is not None else paths.hf_cache_dir())
    if free is not None and state.bytes_to_fetch > free:
        raise DownloadBlocked(
            translate(
                "Models", "The lecture pack needs about {size} of disk space, but only {free} is free."
            ).format(size=format_bytes(state.bytes_to_fetch), free=format_bytes(free)),
            translate(
                "Models",
                "Free some disk space, or set HF_HUB_CACHE to a folder on a bigger disk, then try again.",
            ),
        )


class _PackReporter:
    """Turns each model's ``DownloadProgress`` into ``PackProgress``: the model's bytes over the pack's."""

    def __init__(self, state: PackState, callback: PackCallback | None) -> None:
        self.count = len(state.models)
        self.callback = callback
        self.sizes = {entry.id: entry.download_bytes for entry in state.missing}  # real once a model begins
        self.finished: set[str] = set()
        self.best = 0.0

    def for_model(self, number: int, entry: CatalogueEntry) -> Callable[[DownloadProgress], None]:
        def forward(progress: DownloadProgress) -> None:
            self.sizes[entry.id] = progress.total_bytes
            if self.callback is None:
                return
            done = sum(self.sizes[name] for name in self.finished) + progress.downloaded_bytes
            total = sum(self.sizes.values())
            self.best = max(self.best, min(1.0, done / total) if total > 0 else 1.0)
            self.callback(PackProgress(number, self.count, entry.name, progress, done, total, self.best))

        return forward

    def finish(self, entry: CatalogueEntry) -> None:
        self.finished.add(entry.id)

    def leave_out(self, entry: CatalogueEntry) -> None:
        """A model that failed is no longer part of what is fetched."""
        self.sizes.pop(entry.id, None)
