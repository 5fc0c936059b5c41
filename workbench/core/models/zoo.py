"""The catalogue joined with what is on this computer: each entry is embedded, downloaded, or downloadable."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from workbench.core.models.catalogue import CatalogueEntry, load_catalogue

STATUS_LABELS = {
    "embedded": "Embedded (works offline)",
    "cached": "On this computer",
    "downloadable": "Download when online",
}


@dataclass(frozen=True)
class ZooRow:
    entry: CatalogueEntry
    status: str  # "embedded", "cached" or "downloadable"
    local_folder: Path | None = None

    @property
    def status_label(self) -> str:
        return STATUS_LABELS[self.status]

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
