"""The catalogue joined with what is on this computer: each entry is embedded, downloaded, or downloadable."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from workbench.core.models.catalogue import CatalogueEntry, get_entry, load_catalogue
from workbench.core.words import QT_TRANSLATE_NOOP, translate

STATUS_LABELS = {
    "embedded": QT_TRANSLATE_NOOP("Zoo", "Embedded (works offline)"),
    "cached": QT_TRANSLATE_NOOP("Zoo", "On this computer"),
    "downloadable": QT_TRANSLATE_NOOP("Zoo", "Download when online"),
}


@dataclass(frozen=True)
class ZooRow:
    entry: CatalogueEntry
    status: str  # "embedded", "cached" or "downloadable"
    local_folder: Path | None = None

    @property
    def status_label(self) -> str:
        return translate("Zoo", STATUS_LABELS[self.status])

    @property
    def available_offline(self) -> bool:
        return self.status != "downloadable"


def zoo_rows(cache_dir: Path | None = None) -> list[ZooRow]:
    """Every catalogue entry with its availability.  Scans the Hugging Face cache once (no torch needed)."""
    from workbench.core.models import embedded
    from workbench.core.models.hub_cache import cached_models

    cached = {repo.lower(): model for repo, model in cached_models(cache_dir).items() if model.complete}
    rows = []
    for entry in load_catalogue():
        if entry.embedded and embedded.is_installed(entry.embedded):
            rows.append(ZooRow(entry, "embedded"))
        elif not entry.hf_id:
            continue  # a model of the project's own whose files are missing: there is nothing to download
        elif entry.hf_id.lower() in cached:
            rows.append(ZooRow(entry, "cached", cached[entry.hf_id.lower()].snapshot))
        else:
            rows.append(ZooRow(entry, "downloadable"))
    return rows


def is_on_this_computer(ref: str, cache_dir: Path | None = None) -> bool:
    """Whether the model ``ref`` (a catalogue id, a Hugging Face id or a folder) can be loaded without the
    network: an embedded model that is installed, or a complete download in the Hugging Face cache, or a
    folder.  Cheap: one model's cache folder is looked at, not the whole cache."""
    from workbench.core.models import embedded
    from workbench.core.models.hub_cache import cached_snapshot

    entry = get_entry(ref)
    if entry is not None and entry.is_embedded:
        return embedded.is_installed(entry.embedded)
    if entry is None and ref.strip() and Path(ref).expanduser().is_dir():
        return True
    return cached_snapshot(entry.hf_id if entry is not None else ref, cache_dir) is not None
