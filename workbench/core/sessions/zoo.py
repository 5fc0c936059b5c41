"""The Model zoo tab's session: the catalogue's search and filters, and the model selected, without Qt.

Its fields are what a demo scene stores for the tab ("zoo").  The jobs the tab runs on its TaskController:
``available_models`` (where each model is), ``parameter_counts`` (a model's size by part), ``download`` (one
model), ``lecture_pack_state`` and ``fetch_lecture_pack`` (see workbench/ui/tabs/zoo/tab.py and
workbench/ui/tabs/zoo/downloads.py).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from workbench.core.sessions import choice

if TYPE_CHECKING:
    from workbench.core.models.catalogue import CatalogueEntry
    from workbench.core.models.lecture_pack import PackResult, PackState
    from workbench.core.models.zoo import ZooRow

ARCHITECTURES = ("encoder", "decoder", "encoder-decoder")
TASKS = ("fill-mask", "next-token", "classification", "embeddings", "text2text")


@dataclass(frozen=True)
class ZooSession:
    """What the Model zoo tab shows."""

    scene_key: ClassVar[str] = "zoo"
    title: ClassVar[str] = "Model zoo"

    search: str = ""
    type: str | None = choice(None, (None, *ARCHITECTURES))  # None: every architecture
    task: str | None = choice(None, (None, *TASKS))  # None: any task
    offline_only: bool = False
    model: str = ""  # the catalogue id selected; "" for none
    # The fact of the details panel brought into view, by its English name ("LoRA adapters"); "" for the
    # panel's start.  A scene about one fact shows it even where a longer language pushes it below the fold.
    details_at: str = ""


def available_models(progress: Any = None, cancel: threading.Event | None = None) -> list[ZooRow]:
    """Every catalogue model with where it is (embedded, in the Hugging Face cache, or to download)."""
    from workbench.core.models.zoo import zoo_rows

    return zoo_rows()


def parameter_counts(
    entry: CatalogueEntry, progress: Any = None, cancel: threading.Event | None = None
) -> list[tuple[str, int]]:
    """The parameters of each part of ``entry``'s model, counted from its architecture (no weights read)."""
    from workbench.core.models import catalogue

    return catalogue.count_parameters_by_component(catalogue.build_config(entry), catalogue.main_task(entry))


def download(repo_id: str, progress: Any, cancel: threading.Event) -> Path:
    """Download the Hugging Face repository ``repo_id`` into the cache, reporting progress;
    returns its folder."""
    from workbench.core.models.downloads import download_model

    return download_model(repo_id, on_progress=lambda p: progress(p.fraction, p.describe()), cancel=cancel)


def lecture_pack_state(progress: Any = None, cancel: threading.Event | None = None) -> PackState:
    """Which lecture pack models are on this computer, and about how much is left to fetch (no network)."""
    from workbench.core.models.lecture_pack import pack_state

    return pack_state()


def fetch_lecture_pack(progress: Any, cancel: threading.Event) -> PackResult:
    """Download the lecture pack models not on this computer yet, reporting the pack's progress."""
    from workbench.core.models.lecture_pack import download_pack

    def report(p: Any) -> None:
        progress(p.fraction, f"{p.describe()}\n{p.overall()}")

    return download_pack(on_progress=report, cancel=cancel)
